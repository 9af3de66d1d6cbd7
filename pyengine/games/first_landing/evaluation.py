"""First Landing for bots: how promising a position looks to one player, in [-1, 1]."""

from __future__ import annotations

import math

from pyengine.core.game import State
from pyengine.games.first_landing import data
from pyengine.games.first_landing.rules import BOARD

ENERGY_WORTH = 0.6  # a point of energy usually becomes most of a point of terrain
MISSION_HOPE = 0.6  # share of the bonus counted for a mission that is within reach
SCALE = 6.0  # a lead of about 6 points is close to decisive on a 19-hex map


def evaluate(state: State, player: int) -> float:
    """The player's prospects minus the best rival's, squashed into [-1, 1]."""
    values = [prospects(state, p) for p in range(state["players"])]
    rival = max(v for p, v in enumerate(values) if p != player)
    return math.tanh((values[player] - rival) / SCALE)


def prospects(state: State, player: int) -> float:
    """Points held, plus energy and mission progress, weighted by the rounds still to play."""
    held = [BOARD[k] for k, p in state["owner"].items() if p == player]
    points = sum(data.TERRAIN_COST[t] for t in held)
    future = max(0, state["rounds"] - state["round"] + 1) / state["rounds"]
    energy = ENERGY_WORTH * state["energy"][player] * (0.2 + 0.8 * future)  # worthless once the game ends
    return float(points + energy + mission_value(state, player, held, future))


def mission_value(state: State, player: int, held: list[str], future: float) -> float:
    """The bonus if achieved, else a share of it in proportion to progress and time left."""
    mission = state["missions"][player]
    if mission is None:
        return 0.0
    terrain, needed = data.MISSIONS[mission]
    count = len(held) if terrain == "any" else held.count(terrain)
    if count >= needed:
        return float(data.MISSION_BONUS)
    return data.MISSION_BONUS * MISSION_HOPE * future * count / needed
