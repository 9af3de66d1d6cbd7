"""Walking on the Moon for bots: how promising a position looks to one player, in [-1, 1].

A race is won by crossing first (11 points against at most 9 on the last card) plus Sputniks, so
an astronaut's prospects are its progress along the lap, worth up to the crossing points, plus the
Sputniks held (counted fully: they are points already, only an accident halves them). Counters
that change future dice count a little: Ground Control is an extra die or a reroll; a handicap
or an accident costs dice on the next turn.
"""

from __future__ import annotations

from typing import Any

from pyengine.core.game import leads
from pyengine.games.walking_moon import board, data, turn

SCALE = 6.0  # a lead of about six points is close to decisive
CT_WORTH = 0.6  # an extra die or a reroll
HANDICAP_COST = 0.8  # one die fewer next turn
DOWN_COST = 1.5  # two dice fewer next turn


def evaluate(state: dict[str, Any], player: int) -> float:
    """The player's prospects minus the best rival's, squashed into [-1, 1]."""
    return evaluations(state)[player]


def evaluations(state: dict[str, Any]) -> list[float]:
    """Every player's `evaluate`, their prospects worked out once."""
    return leads([prospects(state, p) for p in range(state["players"])], SCALE)


def prospects(state: dict[str, Any], player: int) -> float:
    """Expected points of a player's astronauts."""
    return sum(astronaut_value(a) for a in state["astros"] if a["owner"] == player)


def astronaut_value(a: dict[str, Any]) -> float:
    """Points in hand plus progress: a finished astronaut has its race points; one still running
    is worth its share of the lap in crossing points (at least what the last card would pay)."""
    if a["done"]:
        return float(turn.position_points(a) + a["sputniks"])
    progress = data.FIRST_ACROSS * (a["col"] / board.FINISH) ** 1.5
    race = max(progress, float(board.last_card_points(a["col"])))
    counters = CT_WORTH * a["ct"] - HANDICAP_COST * a["handicap"] - (DOWN_COST if a["down"] else 0.0)
    return float(race + a["sputniks"] + counters)
