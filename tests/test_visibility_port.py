"""The observations built from the layouts' secrecy marks (core/visibility.py) equal the ones each
game wrote by hand before, for every viewer along random games; the hand-written ones are kept
here, frozen, as the reference. The one change on purpose: Walking on the Moon's open windows show
who is asked now and no longer the asks to come, nor the card another player is asked about
(docs/rules/walking-on-the-moon.md)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pyengine.core import Match

State = dict[str, Any]


def old_first_landing(state: State, player: int | None) -> State:
    if state["phase"] == "over":
        return state
    seen = dict(state)
    seen["missions"] = [m if i == player else None for i, m in enumerate(state["missions"])]
    return seen


def old_walking_moon(state: State, player: int | None) -> State:
    if not state["advanced"]:
        return state
    seen = dict(state)
    seen["hands"] = [h if i == player or h is None else "hidden" for i, h in enumerate(state["hands"])]
    seen["pile"] = {"hidden": sum(state["pile"].values())}
    return seen


def old_migration_mars(state: State, player: int | None) -> State:
    def size(hand: dict[str, int]) -> int:
        return int(hand["hidden"]) if "hidden" in hand else sum(hand.values())

    seen = dict(state)
    seen["deck"] = ["?"] * len(state["deck"])
    if not state["over"]:
        seen["hand"] = [hand if q == player else {"hidden": size(hand)} for q, hand in enumerate(state["hand"])]
    return seen


OLD = {"first_landing": old_first_landing, "walking_moon": old_walking_moon, "migration_mars": old_migration_mars}
CASES = [
    ("first_landing", 3, {}),
    ("first_landing", 4, {}),
    ("migration_mars", 2, {}),
    ("migration_mars", 4, {}),
    ("walking_moon", 2, {"advanced": True}),
    ("walking_moon", 4, {"advanced": True}),
    ("walking_moon", 3, {}),
]


def walking_moon_windows(state: State, player: int | None) -> list[dict[str, Any]]:
    """The ruling: the innermost window's first ask while the table waits on it (its card seen by
    the asked player only, a swap by all), every other ask left out."""
    windows = state["windows"]
    seen = []
    for i, window in enumerate(windows):
        asks = window["asks"][:1] if i == len(windows) - 1 and state["phase"] == "ask" else []
        asks = [a if a["player"] == player or a["window"] == "swap" else {**a, "window": "?"} for a in asks]
        seen.append({**window, "asks": asks})
    return seen


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_marks_give_the_hand_written_observation(game_id: str, players: int, options: dict[str, Any]) -> None:
    chooser = random.Random(5)
    match = Match.new(game_id, players, options, seed=5)
    old = OLD[game_id]
    windows = 0
    for step in range(3000):
        if step % 3 == 0:
            for viewer in [None, *range(players)]:
                new = match.game.observation(match.state, viewer)
                want = old(match.state, viewer)
                if game_id == "walking_moon":
                    windows += bool(match.state["windows"])
                    want = {**want, "windows": walking_moon_windows(match.state, viewer)}
                assert new == want, (game_id, step, viewer)
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    assert match.is_over
    if game_id == "walking_moon" and options:
        assert windows, "no window opened: the ruling went unchecked"
