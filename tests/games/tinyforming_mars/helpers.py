"""Building TINYforming Mars positions directly for rule tests (Tharsis unless told)."""

from __future__ import annotations

from typing import Any

from pyengine.core import Match
from pyengine.core.game import State
from pyengine.core.jsonutil import clone, digest
from pyengine.core.match import apply_action, check_action, resolve_chance
from pyengine.core.messages import Msg
from pyengine.games.tinyforming_mars import GAME, board, data, flow, queries

__all__ = [
    "GAME", "T", "activate", "board", "city", "cube", "data", "deal", "digest", "flow", "fresh", "key",
    "new_match", "play", "queries", "roll", "standard", "why",
]  # fmt: skip


def key(number: int) -> str:
    """The hex key of a printed hex number (1-19)."""
    return board.HEX_OF[number]


def T(number: int) -> str:
    """The board target of a printed hex number."""
    return f"hex:{key(number)}"


def new_match(players: int = 2, seed: int = 0, **options: Any) -> Match:
    """A match right after setup's first chance events."""
    return Match.new("tinyforming_mars", players, options or None, seed)


def fresh(players: int = 2, **options: Any) -> State:
    """Generation 1's action phase with nothing in play: seat 0 is White and to act, the map empty."""
    state: State = clone(new_match(players, **options).state)
    n = state["players"]
    state.update(
        white=0, tasks=[], table=[], drawn=None, active=0, board={}, passed=[False] * n, standard=[None] * n,
        unseen=list(data.DECKS[state["deck"]]), returned=[],
    )  # fmt: skip
    return state


def deal(state: State, player: int, *end_ids: str) -> State:
    """Put the cards of these ends in play, each end facing `player` (the other end the opponent)."""
    for end_id in end_ids:
        pair = data.PAIR_OF[end_id]
        mine = "a" if data.PAIRS[pair][0].id == end_id else "b"
        faces = ["a", "a"]
        faces[player] = mine
        faces[1 - player] = "b" if mine == "a" else "a"
        state["table"].append({"card": pair, "faces": faces, "used": [False, False]})
        if pair in state["unseen"]:
            state["unseen"].remove(pair)
    return state


def city(state: State, number: int, owner: int) -> State:
    """Put a city on a hex (no rules checked)."""
    state["board"][key(number)] = {"kind": "city", "owner": owner}
    return state


def cube(state: State, number: int, kind: str) -> State:
    """Put a parameter cube on a hex, taking it from the supply (no rules checked)."""
    state["board"][key(number)] = {"kind": kind}
    state["supply"][kind] -= 1
    return state


def play(state: State, action: dict[str, Any], player: int | None = None) -> State:
    """Apply a player action through the core (checked); chance is left pending."""
    return apply_action(GAME, state, action, player)


def roll(state: State, outcome: dict[str, Any]) -> State:
    """Resolve the pending chance node with a chosen outcome (it must be possible)."""
    return resolve_chance(GAME, state, outcome)[0]


def why(state: State, action: dict[str, Any], player: int | None = None) -> Msg | None:
    """The reason an action is illegal now, or None."""
    return check_action(GAME, state, action, player)


def activate(state: State, end_id: str) -> State:
    """Complete a project facing the player to move."""
    return play(state, {"type": "project", "target": f"project:{end_id}"})


def standard(state: State, std_id: str) -> State:
    """Complete a standard project."""
    return play(state, {"type": "standard", "target": f"std:{std_id}"})
