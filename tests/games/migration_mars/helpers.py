"""Building Migration: Mars positions directly for rule tests."""

from __future__ import annotations

from typing import Any

from pyengine.core import Match
from pyengine.core.game import State
from pyengine.core.match import apply_action, resolve_chance
from pyengine.core.messages import Msg
from pyengine.games.migration_mars import GAME, board, colony, flow

# Re-exported for the tests.
__all__ = [
    "GAME", "board", "colony", "colony_short_of_water", "flow", "fresh", "hand", "meteor_at",
    "move", "new_match", "pending", "play", "put", "roll", "seats", "why",
]  # fmt: skip


def seats(*factions: str) -> list[dict[str, Any]]:
    """Seats playing the given factions (colours from the palette)."""
    colors = ["red", "blue", "yellow", "green"]
    return [{"name": f"P{i + 1}", "color": colors[i], "faction": f} for i, f in enumerate(factions)]


def new_match(players: int | list[dict[str, Any]] = 2, options: dict[str, Any] | None = None, seed: int = 0) -> Match:
    """A match right after setup: the deck shuffled, first tunnels built, the first player chosen."""
    match = Match.new("migration_mars", players, options, seed)
    while match.state["tasks"] and match.state["tasks"][0]["kind"] == "first_tunnel":
        match = match.apply(match.legal_actions()[0])
    return match


def fresh(players: int | list[dict[str, Any]] = 2, options: dict[str, Any] | None = None) -> State:
    """The state after setup with seat 0 active, no tasks pending, at the start of its turn."""
    state: State = new_match(players, options).state
    state = {**state, "tasks": [], "first": 0, "round": 1}
    flow.start_turn(state, 0)
    return state


def play(state: State, action: dict[str, Any], player: int | None = None) -> State:
    """Apply a player action through the core (checked); chance is left pending."""
    return apply_action(GAME, state, action, player)


def roll(state: State, outcome: dict[str, Any]) -> State:
    """Resolve the pending chance node with a chosen outcome (it must be possible)."""
    return resolve_chance(GAME, state, outcome)[0]


def why(state: State, action: dict[str, Any]) -> Msg | None:
    """The reason an action is illegal now, or None."""
    from pyengine.core.match import check_action

    return check_action(GAME, state, action)


def put(state: State, key: str, kind: str, owner: int, pop: int = 0) -> None:
    """Place a structure directly (test set-up, no rules checked)."""
    state["structures"][key] = {"kind": kind, "owner": owner, "pop": pop}


def hand(state: State, player: int, **cards: int) -> None:
    """Set some card counts of a hand."""
    state["hand"][player].update(cards)


def colony_short_of_water() -> State:
    """Seat 0's colony with 3 population units (one injured, in a hospital) and only 2 water for their upkeep."""
    state = fresh(2)
    put(state, "1,-5", "lsc", 0)
    put(state, "2,-5", "habitat", 0, pop=1)
    put(state, "1,-4", "habitat", 0, pop=1)
    put(state, "-2,-4", "hospital", 0, pop=1)
    hand(state, 0, water=2)
    return state


def path_from(start: str, *dirs: int) -> list[str]:
    """Hex keys reached by stepping from a hex in clockwise directions (0 = north)."""
    keys = []
    key = start
    for d in dirs:
        key = board.around(key)[d]
        keys.append(key)
    return keys


def meteor_at(key: str) -> dict[str, Any]:
    """A meteor dice outcome whose impact lands on a hex."""
    for d in range(1, 13):
        for k in range(1, 7):
            for i in range(1, 7):
                if board.impact_hex(d, k, i) == key:
                    return {"type": "meteor", "direction": d, "distance": k, "impact": i}
    raise ValueError(key)


def pending(state: State, *tasks: dict[str, Any]) -> State:
    """The state with tasks pending at the front of the queue (e.g. a meteor)."""
    return {**state, "tasks": [*tasks, *state["tasks"]]}


def move(state: State, steps: int, harvest: int, fuel: int = 0) -> State:
    """Roll (forcing the dice) and move the active rover, adding fuel cells if the player has any
    (before the roll by default, after it with option fuel_cells "after")."""
    state = play(state, {"type": "roll"})
    if state["tasks"] and state["tasks"][0]["kind"] == "fuel":
        state = play(state, {"type": "fuel", "cells": fuel})
    state = roll(state, {"type": "dice", "move": steps, "harvest": harvest})
    if state["tasks"] and state["tasks"][0]["kind"] == "move":
        state = play(state, {"type": "fuel", "cells": fuel})
    return state
