"""`KitGame.copy_state`: the copy made by a game's declared layout equals `clone`'s and shares no
list or dict with the original but the records of its `Replaced` containers, in every position of
random games of every kit game (bots' determinized samples included); the rules never change such a
record in place; changing a copy elsewhere never changes the match's history."""

from __future__ import annotations

import random
from typing import Annotated, Any, TypedDict

import pytest

from pyengine.core import Match
from pyengine.core.game import Rng
from pyengine.core.jsonutil import clone, digest
from pyengine.core.kit import KitGame, Replaced, layout_copier, replaced_keys
from pyengine.core.registry import all_games

KIT_GAMES = sorted(g.meta.id for g in all_games() if isinstance(g, KitGame) and g.state_type is not None)


def _containers(value: Any) -> list[int]:
    """The ids of every list and dict inside a value (a state: but its `Replaced` records)."""
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
    shared = replaced_keys(game.state_type)
    for state in _states(game_id, seed=4):
        copy = game.copy_state(state)
        assert copy == clone(state)
        assert not set(_containers(_unshared(copy, shared))) & set(_containers(_unshared(state, shared)))
        for key in shared:  # the container is the copy's own; only its records are shared
            assert copy[key] is not state[key] or state[key] is None


def _unshared(state: dict[str, Any], shared: frozenset[str]) -> dict[str, Any]:
    """The state without its `Replaced` containers."""
    return {k: v for k, v in state.items() if k not in shared}


class Frozen(dict):  # type: ignore[type-arg]
    """A record that refuses to change in place (as `Replaced` records must never be changed)."""

    def _refuse(self, *args: Any, **kwargs: Any) -> None:
        raise TypeError("a Replaced record was changed in place")

    __setitem__ = __delitem__ = update = pop = popitem = clear = setdefault = _refuse  # type: ignore[assignment]


@pytest.mark.parametrize(
    "game_id", [g for g in KIT_GAMES if replaced_keys(next(x for x in all_games() if x.meta.id == g).state_type)]
)
@pytest.mark.parametrize("players", [2, 4])
def test_the_rules_replace_shared_records_and_never_change_them_in_place(
    game_id: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Random games (and bots' determinized samples) with every shared record frozen in each copy:
    a rule that changed one in place would raise here, and would change earlier states in play."""
    game = next(g for g in all_games() if g.meta.id == game_id)
    shared = replaced_keys(game.state_type)
    real = game.copy_state

    def freezing(state: dict[str, Any]) -> dict[str, Any]:
        copy = real(state)
        for key in shared:
            value = copy[key]
            if isinstance(value, dict):
                copy[key] = {k: Frozen(v) for k, v in value.items()}
            elif isinstance(value, list):
                copy[key] = [Frozen(v) for v in value]
        return copy

    monkeypatch.setattr(game, "copy_state", freezing)
    for seed in range(3):
        chooser = random.Random(seed)
        match = Match.new(game_id, players, seed=seed)
        history = []
        while not match.is_over:
            history.append((match.state, digest(match.state)))
            if len(history) % 25 == 0:
                seen = match.game.observation(match.state, match.to_move)
                game.apply_action(
                    freezing(match.game.determinize(seen, match.to_move, Rng("0" * 16))),
                    chooser.choice(match.legal_actions()),
                )
            match = match.apply(chooser.choice(match.legal_actions()))
        assert all(digest(state) == before for state, before in history)  # no earlier state changed


class Record(TypedDict):
    n: int


class SharedLayout(TypedDict):
    records: Annotated[dict[str, Record], Replaced]
    listed: Annotated[list[Record], Replaced]
    maybe: Annotated[dict[str, Record] | None, Replaced]


class WrongLayout(TypedDict):
    count: Annotated[int, Replaced]


def test_replaced_marks_only_containers() -> None:
    state = {"records": {"a": {"n": 1}}, "listed": [{"n": 2}], "maybe": None, "rng": "00"}
    copy = layout_copier(SharedLayout)(state)
    assert copy == state and copy["records"] is not state["records"] and copy["listed"] is not state["listed"]
    assert copy["records"]["a"] is state["records"]["a"] and copy["listed"][0] is state["listed"][0]

    with pytest.raises(TypeError):
        layout_copier(WrongLayout)


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
    for key in replaced_keys(match.game.state_type):
        copy[key] = {}  # its records are shared: the rules replace them (tested above)
    for value in copy.values():
        if isinstance(value, list) and value and isinstance(value[0], dict):
            value[0]["poked"] = 1
        elif isinstance(value, dict):
            for inner in value.values():
                if isinstance(inner, dict):
                    inner["poked"] = 1
    assert [digest(s) for s in match._states] == before
