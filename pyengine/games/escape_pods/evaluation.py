"""A bot's estimate of an Escape Pods position, as named terms for the coach (docs/bots.md)."""

from __future__ import annotations

import marshal
from typing import Any, cast

from pyengine.core.evaluation import Term, Terms
from pyengine.core.jsonutil import clone
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.decisions import EFFECT
from pyengine.games.escape_pods.state import EscapeState as State


def _distance(sector: int | None) -> int:
    """Steps from a sector to the nearest refuge entrance (5 for a pod not in space)."""
    return 5 if sector is None else DISTANCE[sector]


def _distances() -> dict[int, int]:
    found = {s: 0 for s in data.REFUGE_SECTORS}
    frontier = list(data.REFUGE_SECTORS)
    while frontier:
        here = frontier.pop(0)
        for s in data.ADJACENT[here]:
            if s not in found:
                found[s] = found[here] + 1
                frontier.append(s)
    return found


DISTANCE = _distances()


# A crew placed on an activation space changes nothing until its effect is chosen: a position
# waiting for the effect is judged by its best effect for the player choosing it, so that a one-ply
# bot can tell one action from another (Program and Spy, which move no crew, are judged as they stand).
LOOKAHEAD = ("board", "accelerate", "pilot", "minipod", "boarding")
WEIGHTS = {"points": 1.0, "in_refuges": 1.8, "travelling": 1.0}
_LAST: list[Any] = [None, None]  # the last position looked ahead from (its marshal bytes) and its best effect


def settled(state: State) -> State:
    """The position after the pending effect that is best for its player (the position itself
    when no effect is pending)."""
    head = logic.PENDING.head(state)
    if head is None or head.get("kind") != EFFECT or head.get("space") not in LOOKAHEAD:
        return state
    key = marshal.dumps(cast("dict[str, Any]", state))  # equal bytes, equal positions; 3x cheaper than JSON
    if _LAST[0] != key:
        _LAST[0], _LAST[1] = key, _best_effect(state, int(head["player"]))
    found: State = _LAST[1]
    return found


def _best_effect(state: State, player: int) -> State:
    from pyengine.games.escape_pods.actions import ACTIONS, EFFECTS
    from pyengine.games.escape_pods.flow import QUEUE

    best, best_value = state, None
    for action in EFFECTS[str(QUEUE.current(state)["space"])](state):
        after = clone(state)
        ACTIONS.apply(after, EFFECT, action)
        QUEUE.settle(after)
        value = _prospects(after, player)
        if best_value is None or value > best_value:
            best, best_value = after, value
    return best


def _prospects(state: State, p: int) -> float:
    return sum(WEIGHTS[name] * measure(state, p) for name, measure in RAW.items())


def points(state: State, p: int) -> float:
    """Points the player's crew score in the refuges as they stand."""
    return _points(settled(state), p)


def in_refuges(state: State, p: int) -> float:
    """The player's crew in refuges (the first tie-breaker, and points to come)."""
    return _in_refuges(settled(state), p)


def travelling(state: State, p: int) -> float:
    """The player's crew in pods, each counted by how near its pod is to a refuge (none behind the barrier)."""
    return _travelling(settled(state), p)


def _points(state: State, p: int) -> float:
    return float(logic.totals(state)[p]["points"])


def _in_refuges(state: State, p: int) -> float:
    return float(sum(1 for r in state["refuges"] for c in r["arrivals"] if c["owner"] == p))


def _travelling(state: State, p: int) -> float:
    far = logic.beyond(state) if state["barrier"] else None
    total = 0.0
    for pod in state["pods"].values():
        mine = sum(1 for c in pod["crew"] if c["owner"] == p)
        if mine:
            sector = logic.sector_of(pod)
            if far is not None and sector not in far:
                continue
            total += mine * (5 - min(5, _distance(sector))) / 5
    return total


RAW = {"points": _points, "in_refuges": _in_refuges, "travelling": _travelling}

TERMS = Terms(
    (
        Term("points", WEIGHTS["points"], points, "ep.coach.points", 0),
        Term("in_refuges", WEIGHTS["in_refuges"], in_refuges, "ep.coach.in_refuges", 0),
        Term("travelling", WEIGHTS["travelling"], travelling, "ep.coach.travelling"),
    ),
    scale=3.0,
)


def evaluations(state: State) -> list[float]:
    """Every player's estimate in [-1, 1]: the lead of their prospects over the best rival's.

    The pending effect is settled once here: each term would settle it again (a key of the whole
    state each time), and a settled position settles to itself."""
    return TERMS.evaluations(settled(state))


def evaluate(state: State, p: int) -> float:
    """Player p's estimate."""
    return evaluations(state)[p]
