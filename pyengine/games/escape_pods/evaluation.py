"""A bot's estimate of an Escape Pods position, as named terms for the coach (docs/bots.md)."""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Term, Terms
from pyengine.games.escape_pods import data, logic

State = dict[str, Any]


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


def points(state: State, p: int) -> float:
    """Points the player's crew score in the refuges as they stand."""
    return float(logic.totals(state)[p]["points"])


def in_refuges(state: State, p: int) -> float:
    """The player's crew in refuges (the first tie-breaker, and points to come)."""
    return float(sum(1 for r in state["refuges"] for c in r["arrivals"] if c["owner"] == p))


def travelling(state: State, p: int) -> float:
    """The player's crew in pods, each counted by how near its pod is to a refuge (none behind the barrier)."""
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


TERMS = Terms(
    (
        Term("points", 1.0, points, "ep.coach.points", 0),
        Term("in_refuges", 1.8, in_refuges, "ep.coach.in_refuges", 0),
        Term("travelling", 1.0, travelling, "ep.coach.travelling"),
    ),
    scale=3.0,
)


def evaluations(state: State) -> list[float]:
    """Every player's estimate in [-1, 1]: the lead of their prospects over the best rival's."""
    return TERMS.evaluations(state)


def evaluate(state: State, p: int) -> float:
    """Player p's estimate."""
    return evaluations(state)[p]
