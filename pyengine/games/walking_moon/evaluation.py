"""Walking on the Moon for bots: how promising a position looks to one player, in [-1, 1].

A race is won by crossing first (11 points against at most 9 on the last card) plus Sputniks, so
an astronaut's prospects are its progress along the lap, worth up to the crossing points, plus the
Sputniks held (counted fully: they are points already, only an accident halves them). Counters
that change future dice count a little: Ground Control is an extra die or a reroll; a handicap
or an accident costs dice on the next turn.
"""

from __future__ import annotations

from pyengine.core.evaluation import Term, Terms
from pyengine.core.game import leads
from pyengine.games.walking_moon import board, data, turn
from pyengine.games.walking_moon.state import Astro
from pyengine.games.walking_moon.state import WalkingMoonState as State

SCALE = 6.0  # a lead of about six points is close to decisive
CT_WORTH = 0.6  # an extra die or a reroll
HANDICAP_COST = 0.8  # one die fewer next turn
DOWN_COST = 1.5  # two dice fewer next turn


def evaluate(state: State, player: int) -> float:
    """The player's prospects minus the best rival's, squashed into [-1, 1]."""
    return evaluations(state)[player]


def evaluations(state: State) -> list[float]:
    """Every player's `evaluate`, their prospects worked out once."""
    return leads([prospects(state, p) for p in range(state["players"])], SCALE)


def prospects(state: State, player: int) -> float:
    """Expected points of a player's astronauts."""
    return sum(astronaut_value(a) for a in state["astros"] if a["owner"] == player)


def astronaut_value(a: Astro) -> float:
    """Points in hand plus progress: a finished astronaut has its race points; one still running
    is worth its share of the lap in crossing points (at least what the last card would pay)."""
    if a["done"]:
        return float(turn.position_points(a) + a["sputniks"])
    progress = data.FIRST_ACROSS * (a["col"] / board.FINISH) ** 1.5
    race = max(progress, float(board.last_card_points(a["col"])))
    counters = CT_WORTH * a["ct"] - HANDICAP_COST * a["handicap"] - (DOWN_COST if a["down"] else 0.0)
    return float(race + a["sputniks"] + counters)


# --- the same prospects as named terms, for the coach's reasons (core/evaluation.py) ------------


def _astronauts(state: State, player: int, running: bool | None = None) -> list[Astro]:
    """The player's astronauts (only those still running, or only those finished, if asked)."""
    return [a for a in state["astros"] if a["owner"] == player and (running is None or running != bool(a["done"]))]


def race_points(state: State, player: int) -> float:
    """Race points of finished astronauts plus the lap progress of running ones (astronaut_value)."""
    total = 0.0
    for a in _astronauts(state, player):
        if a["done"]:
            total += turn.position_points(a)
        else:
            progress = data.FIRST_ACROSS * (a["col"] / board.FINISH) ** 1.5
            total += max(progress, float(board.last_card_points(a["col"])))
    return total


def sputniks(state: State, player: int) -> float:
    """Sputniks held."""
    return float(sum(a["sputniks"] for a in _astronauts(state, player)))


def ground_control(state: State, player: int) -> float:
    """Ground Control counters of running astronauts."""
    return float(sum(a["ct"] for a in _astronauts(state, player, running=True)))


def handicaps(state: State, player: int) -> float:
    """Handicap counters of running astronauts."""
    return float(sum(a["handicap"] for a in _astronauts(state, player, running=True)))


def accidents(state: State, player: int) -> float:
    """Running astronauts lying accidented."""
    return float(sum(1 for a in _astronauts(state, player, running=True) if a["down"]))


TERMS = Terms(
    (
        Term("race", 1.0, race_points, "wm.coach.race"),
        Term("sputniks", 1.0, sputniks, "wm.coach.sputniks"),
        Term("ground_control", CT_WORTH, ground_control, "wm.coach.ground_control"),
        Term("handicap", -HANDICAP_COST, handicaps, "wm.coach.handicap"),
        Term("accident", -DOWN_COST, accidents, "wm.coach.accident"),
    ),
    scale=SCALE,
)
