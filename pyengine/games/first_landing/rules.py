"""First Landing: a short claim-the-hexes game that exercises every part of the core.

It is the runnable example of docs/engine.md and the game the platform's tests play:
dice (chance), a secret mission per player (hidden information), a decision taken by a
player who is not the active one (contesting a landing) and options.
"""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Terms
from pyengine.core.game import Rng
from pyengine.core.kit import KitGame
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import Phases
from pyengine.games.first_landing import data
from pyengine.games.first_landing.actions import ACTIONS
from pyengine.games.first_landing.data import BOARD
from pyengine.games.first_landing.decisions import PHASES, RESPOND, ROLL
from pyengine.games.first_landing.declared import DECISIONS
from pyengine.games.first_landing.evaluation import TERMS, evaluate, evaluations
from pyengine.games.first_landing.state import FirstLandingState
from pyengine.games.first_landing.state import FirstLandingState as State
from pyengine.games.first_landing.view import render


class FirstLanding(KitGame):
    """The rules; the state layout is FirstLandingState (state.py), the actions are in actions.py."""

    actions = ACTIONS
    turns = Phases(DECISIONS.phases())  # who decides in each phase (declared.py)
    decisions = DECISIONS
    state_type = FirstLandingState

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Energy to start, no hex claimed, each player's secret mission dealt (when missions are on)."""
        players = len(seats)
        missions = rng.shuffle(sorted(data.MISSIONS))[:players] if options["missions"] else [None] * players
        state: FirstLandingState = {
            "players": players,
            "colors": [s["color"] for s in seats],
            "rounds": options["rounds"],
            "round": 1,
            "active": 0,
            "phase": ROLL,
            "energy": [data.START_ENERGY] * players,
            "owner": {},
            "missions": missions,
            "pending": None,
        }
        return state

    def check_position(self, state: State) -> Msg | None:
        """The layout, then the invariants: seats, rounds, energy, hexes, missions and the phase."""
        return super().check_position(state) or position_problem(state)

    def scores(self, state: State) -> list[float]:
        """Terrain points plus achieved missions."""
        return [float(self._points(state, p)) for p in range(state["players"])]

    def _points(self, state: State, player: int) -> int:
        held = [BOARD[k] for k, p in state["owner"].items() if p == player]
        points = sum(data.TERRAIN_COST[t] for t in held)
        mission = state["missions"][player]
        if mission is not None:
            terrain, needed = data.MISSIONS[mission]
            count = len(held) if terrain == "any" else held.count(terrain)
            points += data.MISSION_BONUS if count >= needed else 0
        return points

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """Rivals' secret missions drawn from the missions `player` does not hold."""
        missions = observation["missions"]
        if missions[player] is None or None not in missions:
            return observation  # missions are off, or the game is over and they are shown
        unseen = rng.shuffle([m for m in sorted(data.MISSIONS) if m not in missions])
        return {**observation, "missions": [m if m is not None else unseen.pop() for m in missions]}

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        return evaluate(state, player)

    def evaluations(self, state: State) -> list[float]:
        """Every player's estimate at once (see evaluation.py)."""
        return evaluations(state)

    def terms(self) -> Terms:
        """The evaluation as named terms, for the coach (see evaluation.py)."""
        return TERMS

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        return render(state, viewer, lang, highlights)


def position_problem(state: State) -> Msg | None:
    """Why a written First Landing position cannot happen (None: it can)."""
    players = state["players"]
    if not 2 <= players <= 4 or len(state["colors"]) != players or len(state["energy"]) != players:
        return msg("fl.position.players")
    if len(state["missions"]) != players or any(m is not None and m not in data.MISSIONS for m in state["missions"]):
        return msg("fl.position.missions")
    if not 3 <= state["rounds"] <= 12 or not 1 <= state["round"] <= state["rounds"] + 1:
        return msg("fl.position.round")
    if not 0 <= state["active"] < players or state["phase"] not in PHASES:
        return msg("fl.position.turn")
    if any(type(e) is not int or not 0 <= e <= data.MAX_ENERGY for e in state["energy"]):
        return msg("fl.position.energy", high=data.MAX_ENERGY)
    if any(key not in BOARD or type(p) is not int or not 0 <= p < players for key, p in state["owner"].items()):
        return msg("fl.position.owner")
    return _pending_problem(state)


def _pending_problem(state: State) -> Msg | None:
    """A contested claim exactly while someone answers one, naming a claimed hex and two players."""
    pending = state["pending"]
    if (pending is not None) != (state["phase"] == RESPOND):
        return msg("fl.position.pending")
    if pending is None:
        return None
    fields_ok = isinstance(pending, dict) and set(pending) == {"hex", "by", "to"}
    if not fields_ok or state["owner"].get(pending["hex"]) != pending["by"] or pending["by"] != state["active"]:
        return msg("fl.position.pending")
    if type(pending["to"]) is not int or not 0 <= pending["to"] < state["players"] or pending["to"] == pending["by"]:
        return msg("fl.position.pending")
    return None
