"""Shooting: the hits a roll makes at each distance and the ways to share them among a square's aliens.

Dice are grouped by number, colour aside: a number is the exact distance and the dice showing it
the hits; 1s may also hit the marine's own square (melee). Training and equipment change the count.
"""

from __future__ import annotations

from itertools import product

from pyengine.games.march_mars import data

Kill = dict[str, int]  # aliens killed by colour


def number(face: str) -> int:
    """A face's number (the skull is printed on a 2)."""
    return int(face[0])


def firepower(ability: str | None, faces: list[str], distance: int, melee: bool, effects: list[str]) -> tuple[int, int]:
    """(hits, outright kills) of the dice at a distance (0: the marine's own square, hit by 1s)."""
    wanted = 1 if distance == 0 else distance
    hits = 0
    outright = 0
    for face in faces:
        if number(face) != wanted:
            continue
        if ability == "sniper" and face[0] in data.SNIPER_FACES:
            outright += 1
        elif ability == "fusion" and face[0] == data.FUSION_NONE:
            continue
        elif (ability == "fusion" and face[0] == data.FUSION_DOUBLE) or ("railgun" in effects and face[0] == "3"):
            hits += 2
        else:
            hits += 1
    if hits or outright or melee:
        hits += 1 if "bullets" in effects else 0
    if melee and ability == "assault":
        hits += 1
    return hits, outright


def kills(present: list[str], hits: int, outright: int) -> list[Kill]:
    """The ways to share a shot among a square's aliens: every greatest set of kills (nothing can
    be added to it); damage that kills nobody is lost. One way with no kill if none can die."""
    have = {c: present.count(c) for c in data.COLOURS}
    ways = []
    for counts in product(*(range(have[c] + 1) for c in data.COLOURS)):
        chosen = dict(zip(data.COLOURS, counts, strict=True))
        if affordable(chosen, hits, outright):
            ways.append(chosen)
    best = [w for w in ways if not any(_more(other, w) for other in ways)]
    return [w for w in best if sum(w.values())] or [dict.fromkeys(data.COLOURS, 0)]


def affordable(chosen: Kill, hits: int, outright: int) -> bool:
    """True if these kills fit the shot: outright kills take the toughest, hits pay for the rest."""
    costs = sorted((data.HITS[c] for c in data.COLOURS for _ in range(chosen[c])), reverse=True)
    return sum(costs[outright:]) <= hits


def _more(a: Kill, b: Kill) -> bool:
    return a != b and all(a[c] >= b[c] for c in data.COLOURS)
