"""The Artemis Project for bots: a player's prospects as named terms (the coach reads them).

Points already on the track count in full; end-game categories count as they would if the game
ended now; what is still to come (fully staffed ocean buildings working in the rounds left, an
unstaffed building's points) counts in part, since it may never happen.
"""

from __future__ import annotations

from pyengine.core.evaluation import Term, Terms
from pyengine.games.artemis import data, flow
from pyengine.games.artemis.decisions import OVER, UPKEEP
from pyengine.games.artemis.state import ArtemisState as State

SCALE = 8.0  # a lead of about 8 points is close to decisive


def _rounds_left(state: State) -> int:
    return max(0, data.ROUNDS - int(state["round"]) + (0 if state["phase"] in (UPKEEP, OVER) else 1))


def track(state: State, player: int) -> float:
    """VP on the score track."""
    return float(state["vp"][player])


def stock(state: State, player: int) -> float:
    """Energy and minerals, a third of a point each at the end (more while they can still buy)."""
    worth = 1.0 / data.RESOURCES_PER_VP + 0.15 * min(1, _rounds_left(state))
    return worth * float(state["energy"][player] + state["minerals"][player])


def buildings(state: State, player: int) -> float:
    """Buildings: a point each, a surface building's points when staffed (half when not yet),
    an ocean building's yield over the rounds left when staffed."""
    value = 0.0
    for b in state["buildings"][player]:
        tile = data.BUILDINGS[b["id"]]
        full = flow.staffed(b)
        value += data.VP_PER_BUILDING
        if tile.zone == "surface":
            points = sum(n for _, n in tile.gives)
            value += points if full else points * 0.4 * sum(w is not None for w in b["staff"]) / len(b["staff"])
        elif full:
            value += 0.6 * _rounds_left(state) * sum(n * (3 if k == "vp" else 1) for k, n in tile.gives) / 3
    return value


def people(state: State, player: int) -> float:
    """Colonists: complete sets score, each colonist has some use besides."""
    counts = flow.colonists(state, player)
    return data.VP_PER_SET * min(counts.values()) + 0.5 * sum(counts.values())


def majorities(state: State, player: int) -> float:
    """Badges and toolkits, as the majorities would pay now."""
    players = state["players"]
    badges = flow.placings(state["badges"], data.BADGE_MAJORITY, players)[player]
    tools = flow.placings(state["toolkits"], data.TOOLKIT_MAJORITY, players)[player]
    return badges + tools + 0.3 * float(state["toolkits"][player])


def relief(state: State, player: int) -> float:
    """Steps on the relief track, each lost at the end."""
    return -float(data.RELIEF_VP * state["relief"][player])


TERMS = Terms(
    (
        Term("track", 1.0, track, "ar.coach.track", digits=0),
        Term("stock", 1.0, stock, "ar.coach.stock"),
        Term("buildings", 1.0, buildings, "ar.coach.buildings"),
        Term("people", 1.0, people, "ar.coach.people"),
        Term("majorities", 1.0, majorities, "ar.coach.majorities"),
        Term("relief", 1.0, relief, "ar.coach.relief", digits=0),
    ),
    scale=SCALE,
)
