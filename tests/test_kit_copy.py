"""`KitGame.copy_state`: the copy made by a game's declared layout equals `clone`'s and shares no
list or dict with the original, in every position of random games of every kit game (bots'
determinized samples included); changing a copy never changes the match's history."""

from __future__ import annotations

import random
from typing import Any

import pytest

from pyengine.core import Match
from pyengine.core.game import Rng
from pyengine.core.jsonutil import clone, digest
from pyengine.core.kit import KitGame, layout_copier
from pyengine.core.registry import all_games

KIT_GAMES = sorted(g.meta.id for g in all_games() if isinstance(g, KitGame) and g.state_type is not None)


def _containers(value: Any) -> list[int]:
    """The ids of every list and dict inside a value."""
    if isinstance(value, dict):
        return [id(value), *(i for v in value.values() for i in _containers(v))]
    if isinstance(value, list):
        return [id(value), *(i for v in value for i in _containers(v))]
    return []


def _states(game_id: str, seed: int) -> list[dict[str, Any]]:
    """Every state along a random game, and a bot's determinized sample of some of them."""
    chooser = random.Random(seed)
    match = Match.new(game_id, 2, seed=seed)
    found = []
    while not match.is_over:
        found.append(match.state)
        if len(found) % 10 == 0:
            seen = match.game.observation(match.state, match.to_move)
            found.append(match.game.determinize(seen, match.to_move, Rng("0" * 16)))
        match = match.apply(chooser.choice(match.legal_actions()))
    return found


def test_every_game_built_on_the_kit_declares_its_layout() -> None:
    assert {"migration_mars", "tinyforming_mars", "first_landing"} <= set(KIT_GAMES)


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_the_layout_copy_equals_clone_and_shares_nothing(game_id: str) -> None:
    game = next(g for g in all_games() if g.meta.id == game_id)
    for state in _states(game_id, seed=4):
        copy = game.copy_state(state)
        assert copy == clone(state)
        assert not set(_containers(copy)) & set(_containers(state))


def test_keys_the_layout_does_not_name_are_deep_copied() -> None:
    from typing import TypedDict

    class Layout(TypedDict):
        names: list[str]

    state = {"names": ["a"], "extra": {"nested": [1]}, "rng": "00"}
    copy = layout_copier(Layout)(state)
    copy["extra"]["nested"].append(2)
    copy["names"].append("b")
    assert state == {"names": ["a"], "extra": {"nested": [1]}, "rng": "00"}
    odd = {"names": ["a"], "rng": ["not", "a", "string"]}  # the one unnamed key expected, yet not a string
    layout_copier(Layout)(odd)["rng"].append("!")
    assert odd["rng"] == ["not", "a", "string"]


def test_a_changed_copy_leaves_the_history_as_it_was() -> None:
    match = Match.new("migration_mars", 2, seed=2)
    chooser = random.Random(2)
    for _ in range(80):
        match = match.apply(chooser.choice(match.legal_actions()))
    before = [digest(s) for s in match._states]
    copy = match.game.copy_state(match.state)
    for value in copy.values():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            value[0]["poked"] = 1
        elif isinstance(value, dict):
            for inner in value.values():
                if isinstance(inner, dict):
                    inner["poked"] = 1
    assert [digest(s) for s in match._states] == before
