"""The aliens: where a group deploys on a card, the waves' marches, the bag and the base's damage.

A wave is worked out as a list of single alien moves ("from" and "to" as target strings: a square
"sq:c,l", "bag", "waiting:<side>" or "gone"), each played by the automaton as its own step
(core/turns.py `automaton`), so the table shows the march one alien at a time.
"""

from __future__ import annotations

from itertools import cycle, islice
from math import comb
from typing import Any

from pyengine.core.targets import parse_side_square, side_square_target
from pyengine.games.march_mars import board, data
from pyengine.games.march_mars.state import Alien
from pyengine.games.march_mars.state import MarchMarsState as State

AlienMove = dict[str, str]


def cards_of(state: State) -> tuple[str, ...]:
    """The dealt Mars cards, as the board's functions take them."""
    return tuple(state["cards"])


def alive_marines(state: State) -> list[int]:
    """Marines still in the game."""
    return [i for i, m in enumerate(state["marines"]) if m["alive"]]


def aliens_at(state: State, square: tuple[int, int]) -> list[str]:
    """The colours of the aliens on a square (defenders included)."""
    found = [a["colour"] for a in state["aliens"] if (a["col"], a["level"]) == tuple(square)]
    for side, alive in state["defenders"].items():
        if alive and board.defender_square(cards_of(state), side) == tuple(square):
            found.append("red")
    return found


def marine_side(state: State, index: int) -> str | None:
    """The side of the planet a marine stands on (None: the Landing Zone)."""
    return board.side_of(cards_of(state), state["marines"][index]["col"])


def wave_size(state: State, side: str) -> int:
    """Markers in a new wave: the marines on that side + 1, at least 2; Baby marine: one fewer;
    Sergeant and Exterminator: marines in the Landing Zone count on both sides."""
    both = state["difficulty"] in ("sergeant", "exterminator")
    count = 0
    for i in alive_marines(state):
        where = marine_side(state, i)
        if where == side or (where is None and both):
            count += 1
    size = count + 1 - (1 if state["difficulty"] == "baby" else 0)
    return max(data.MIN_WAVE, size)


def deploy(state: State, colours: list[str], index: int, side: str) -> list[tuple[int, int]]:
    """The squares a group of aliens takes on a card, in the group's order: yellows square by square
    from the farthest from the MMM (Exterminator: onto the marines first, the nearest to the MMM
    first), then reds and then blues one a square from the nearest; each cycles if the card fills."""
    order = board.deploy_order(cards_of(state), index, side)
    far_first = far_columns_first(order)
    yellows = [c for c in colours if c == "yellow"]
    others = [c for c in colours if c == "red"] + [c for c in colours if c == "blue"]
    targets: list[tuple[int, int]] = []
    if state["difficulty"] == "exterminator":
        targets = marine_squares(state, order)
    yellow_squares = (targets + list(islice(cycle(far_first), len(yellows))))[: len(yellows)]
    other_squares = list(islice(cycle(order), len(others)))
    return yellow_squares + other_squares


def far_columns_first(order: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The yellows' order: the columns farthest from the MMM first, each still from its upper level
    down ("si hay varias alturas empieza ocupando las casillas superiores" holds for every colour)."""
    columns = list(dict.fromkeys(c for c, _ in order))
    return [sq for c in reversed(columns) for sq in order if sq[0] == c]


def deploy_group(colours: list[str]) -> list[str]:
    """The group in the order `deploy` places it: yellows, then reds, then blues."""
    return (
        [c for c in colours if c == "yellow"] + [c for c in colours if c == "red"] + [c for c in colours if c == "blue"]
    )


def marine_squares(state: State, order: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The squares of the card (in `order`) that marines stand on, in that order."""
    taken = {(m["col"], m["level"]) for m in state["marines"] if m["alive"]}
    return [sq for sq in order if sq in taken]


def placing(state: State, colours: list[str], source: str, index: int, side: str) -> list[AlienMove]:
    """The moves deploying a group from a source onto a card."""
    group = deploy_group(colours)
    squares = deploy(state, group, index, side)
    return [
        {"colour": c, "from": source, "to": side_square_target(*sq), "side": side}
        for c, sq in zip(group, squares, strict=True)
    ]


def on_card(state: State, index: int) -> list[Alien]:
    """The aliens standing on a laid card (never the defenders)."""
    columns = board.track(cards_of(state)).card_columns(index)
    return [a for a in state["aliens"] if a["col"] in columns]


def march(state: State, side: str) -> list[AlienMove]:
    """A wave's march on a side: the aliens of the card beside the Landing Zone to the "next wave"
    area (a bunker on that side kills the toughest of them), then each farther card's aliens onto
    the next card (the new wave on the emptied card beside the MMM is drawn after)."""
    laid = board.side_cards(cards_of(state), side)
    moves: list[AlienMove] = []
    near = [a["colour"] for a in on_card(state, laid[-1])]
    sources = [side_square_target(a["col"], a["level"]) for a in on_card(state, laid[-1])]
    doomed = _bunker_victim(state, side, near)
    for colour, source in zip(near, sources, strict=True):
        to = "gone" if doomed is not None and source == doomed[1] and colour == doomed[0] else f"waiting:{side}"
        if to == "gone":
            doomed = None
        moves.append({"colour": colour, "from": source, "to": to, "side": side})
    for here, there in zip(reversed(laid[:-1]), reversed(laid[1:]), strict=True):
        group = on_card(state, here)
        ordered = [a for a in group if a["colour"] == "yellow"] + [a for a in group if a["colour"] == "red"]
        ordered += [a for a in group if a["colour"] == "blue"]
        squares = deploy(state, [a["colour"] for a in ordered], there, side)
        for alien, square in zip(ordered, squares, strict=True):
            source = side_square_target(alien["col"], alien["level"])
            moves.append({"colour": alien["colour"], "from": source, "to": side_square_target(*square), "side": side})
    return moves


def _bunker_victim(state: State, side: str, colours: list[str]) -> tuple[str, str] | None:
    """The alien a bunker kills as a group crosses it: the toughest (colour, source square)."""
    if state["upgrades"].get(side) != "bunker" or not colours:
        return None
    laid = board.side_cards(cards_of(state), side)
    group = on_card(state, laid[-1])
    toughest = max(group, key=lambda a: data.HITS[a["colour"]])
    return toughest["colour"], side_square_target(toughest["col"], toughest["level"])


def to_landing_zone(state: State, side: str) -> list[AlienMove]:
    """The aliens waiting on a side, deployed onto the Landing Zone (the end facing their side
    counts as the nearest to the MMM)."""
    za = board.za_index(cards_of(state))
    return placing(state, list(state["waiting"][side]), f"waiting:{side}", za, side)


def apply_move(state: State, move: AlienMove) -> None:
    """One alien leaves its source and takes its place (killed markers go aside)."""
    colour, source, to = move["colour"], move["from"], move["to"]
    if source == "bag":
        state["bag"][colour] -= 1
    elif source.startswith("waiting:"):
        state["waiting"][source.partition(":")[2]].remove(colour)
    else:
        col, level = parse_side_square(source)
        alien = next(a for a in state["aliens"] if (a["col"], a["level"], a["colour"]) == (col, level, colour))
        state["aliens"].remove(alien)
    if to == "gone":
        state["dead"][colour] += 1
    elif to.startswith("waiting:"):
        state["waiting"][to.partition(":")[2]].append(colour)
    else:
        col, level = parse_side_square(to)
        state["aliens"].append({"colour": colour, "col": col, "level": level})


def refill_bag(state: State, wanted: int) -> None:
    """An empty bag (or one too short for a wave) takes back the killed markers."""
    if sum(state["bag"].values()) < wanted:
        for colour in data.COLOURS:
            state["bag"][colour] += state["dead"][colour]
            state["dead"][colour] = 0


def draw_outcomes(bag: dict[str, int], n: int) -> list[tuple[dict[str, int], int]]:
    """Every mix of n markers drawn from the bag, weighted by the ways to draw it."""
    n = min(n, sum(bag.values()))
    found = []
    for yellow in range(n + 1):
        for blue in range(n - yellow + 1):
            red = n - yellow - blue
            weight = comb(bag["yellow"], yellow) * comb(bag["blue"], blue) * comb(bag["red"], red)
            if weight:
                found.append(({"yellow": yellow, "blue": blue, "red": red}, weight))
    return found


def setup_wave_size(state: State) -> int:
    """Markers in each first wave: players + 1; Baby marine's "-1 to the waves' size" too (at least 2)."""
    size: int = state["players"] + 1 - (1 if state["difficulty"] == "baby" else 0)
    return max(data.MIN_WAVE, size)


def setup_waves(state: State, draw: Any) -> None:
    """The first waves, `setup_wave_size` markers on each Mars card, drawn at setup (`draw(bag, n)` gives
    a mix) and placed at once."""
    for side in board.sides(cards_of(state)):
        for index in board.side_cards(cards_of(state), side):
            mix = draw(state["bag"], setup_wave_size(state))
            colours = [c for c in data.COLOURS for _ in range(mix[c])]
            for move in placing(state, colours, "bag", index, side):
                apply_move(state, move)
