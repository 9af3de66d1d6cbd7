"""Positions and drivers shared by The Artemis Project's tests."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core import CHANCE, TERMINAL, Match
from pyengine.core.match import apply_action, resolve_chance
from pyengine.core.registry import get_game
from pyengine.games.artemis import data

GAME = get_game("artemis")
State = dict[str, Any]


def opening(players: int = 2, seed: int = 1, **options: Any) -> State:
    """The state of a new game, dice rolled, the first player to place."""
    return Match.new("artemis", players, options=options or None, seed=seed).state


def placing(players: int = 2, pools: list[list[int]] | None = None, seed: int = 1, **changes: Any) -> State:
    """Round 1's placement with chosen dice, seat 0 holding the phase marker and placing first,
    empty shelters and no event (so that nothing but the rule under test moves a count)."""
    state = opening(players, seed)
    empty = [{"P": 0, "E": 0, "M": 0, "S": 0} for _ in range(players)]
    state = {**state, "first": 0, "active": 0, "shelters": empty, "events": [], "event": None, **changes}
    state.setdefault("energy", [3] * players)
    if "energy" not in changes:
        state["energy"] = [3] * players
    if pools is not None:
        state["pools"] = [list(p) for p in pools]
    return state


def act(state: State, action: dict[str, Any]) -> State:
    """The state after a legal action (chance that follows is left pending)."""
    return apply_action(GAME, state, action)


def place(state: State, die_value: int, target: str) -> State:
    """The active player places a die of this value."""
    pool = state["pools"][state["active"]]
    return act(state, {"type": "place", "die": pool.index(die_value), "target": target})


Chooser = Callable[[State, list[dict[str, Any]]], dict[str, Any]]


def first_choice(state: State, legal: list[dict[str, Any]]) -> dict[str, Any]:
    """The first legal action, but "done"/"decline"/"no_escort" when offered (nobody moves by accident)
    and never a toolkit spent."""
    for action in legal:
        if action["type"] in ("done", "decline", "no_escort"):
            return action
    return next(a for a in legal if a["type"] != "tune")


def run_until(state: State, stop: Callable[[State], bool], choose: Chooser = first_choice) -> State:
    """Play on (chance from the stored generator, decisions by `choose`) until `stop` holds."""
    for _ in range(5000):
        if stop(state):
            return state
        mover = GAME.to_move(state)
        if mover == TERMINAL:
            return state
        if mover == CHANCE:
            state, _ = resolve_chance(GAME, state)
            continue
        state = act(state, choose(state, GAME.legal_actions(state)))
    raise AssertionError("no end")


def resolved(state: State, choose: Chooser = first_choice) -> State:
    """Play on until the round's resolution reaches upkeep's payment or the next round's placement."""
    round_now = state["round"]

    def done(s: State) -> bool:
        return s["phase"] == "over" or (s["phase"] == "place" and s["round"] > round_now)

    return run_until(
        state, lambda s: s["phase"] == "over" or (s["phase"] == "place" and s["round"] > round_now), choose
    )


def only(state: State, **dice: list[int]) -> State:
    """Pools set per seat index ("p0", "p1", ...)."""
    pools = [list(dice.get(f"p{p}", [])) for p in range(state["players"])]
    return {**state, "pools": pools}


def head_is(kind: str) -> Callable[[State], bool]:
    """A stop: the pending task is of this kind."""
    return lambda state: (GAME.turns.head(state) or {}).get("kind") == kind


def expedition_card(card: str) -> dict[str, Any]:
    """An expedition on display with nobody's dice yet and no drawn rewards."""
    return {
        "id": card,
        "dice": [],
        "colonists": [],
        "buildings": [],
        "rewards": list(data.EXPEDITIONS[card].rewards),
        "result": "",
    }
