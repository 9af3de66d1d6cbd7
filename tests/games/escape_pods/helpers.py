"""Escape Pods test helpers: a game set up and played on plain states, and pieces put in place."""

from __future__ import annotations

from typing import Any

from pyengine.core import Match
from pyengine.core.game import CHANCE
from pyengine.core.jsonutil import clone
from pyengine.core.registry import get_game

GAME = get_game("escape_pods")
State = dict[str, Any]


def setup(players: int = 2, seed: int = 1, **options: Any) -> State:
    """A state at the first player's first decision (the setup's draws made)."""
    state: State = clone(Match.new("escape_pods", players, options, seed=seed).state)
    return state


def legal(state: State) -> list[dict[str, Any]]:
    """The legal actions now."""
    return GAME.legal_actions(state)


def play(state: State, action: dict[str, Any], first: bool = True) -> State:
    """Apply a legal action to a copy, then resolve chance (the first listed outcome, or a random draw)."""
    reason = GAME.explain_illegal(state, action)
    assert reason is None, (action, reason)
    state = GAME.copy_state(state)
    GAME.apply_action(state, clone(action))
    return settle(state)


def settle(state: State) -> State:
    """Resolve pending chance with each step's first outcome."""
    while GAME.to_move(state) == CHANCE:
        outcome = GAME.chance_outcomes(state)[0][0]
        GAME.apply_action(state, outcome)
    return state


def crew(owner: int, role: str, spied: list[int] | None = None) -> dict[str, Any]:
    """A face-down crew record."""
    return {"owner": owner, "role": role, "spied": spied or [], "face_up": False}


def board_pod(state: State, pod: str, sector: int | str, members: list[tuple[int, str]]) -> State:
    """Put a pod in a sector (or "h1", "ship"...) with crew taken from their owners' reserves."""
    state["pods"][pod]["at"] = f"s{sector}" if isinstance(sector, int) else sector
    state["pods"][pod]["crew"] = []
    for owner, role in members:
        state["reserve"][owner][role] -= 1
        state["pods"][pod]["crew"].append(crew(owner, role))
    return state


def arrive(state: State, refuge: int, members: list[tuple[int, str]]) -> State:
    """Put crew on a refuge's arrival spaces (no explosion), taken from their owners' reserves."""
    for owner, role in members:
        state["reserve"][owner][role] -= 1
        state["refuges"][refuge]["arrivals"].append(crew(owner, role))
        state["refuges"][refuge]["assigned"].append(None)
    return state


def activate(state: State, space: str, role: str = "commander") -> State:
    """Place a crew on an activation space."""
    return play(state, {"type": "activate", "target": f"space:{space}", "role": role})


def of_type(state: State, kind: str) -> list[dict[str, Any]]:
    """The legal actions of one type."""
    return [a for a in legal(state) if a["type"] == kind]
