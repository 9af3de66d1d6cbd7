"""The save format: round trips, and a clear refusal for every kind of bad input."""

import contextlib
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pyengine.core import Match, SaveError
from pyengine.core.registry import all_games
from pyengine.core.saves import MAX_SAVE_CHARS, SCHEMA, dumps, loads, match_to_save


def _played(seed: int = 3, steps: int = 30) -> Match:
    match = Match.new("first_landing", [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}], seed=seed)
    for i in range(steps):
        if match.is_over:
            break
        actions = match.legal_actions()
        match = match.apply(actions[i % len(actions)])
    return match


def _reason(data: Any) -> str:
    with pytest.raises(SaveError) as err:
        loads(data if isinstance(data, str) else json.dumps(data))
    return err.value.reason.key


def test_save_is_plain_json_with_versions_and_replays_exactly() -> None:
    match = _played()
    data = json.loads(dumps(match))
    assert data["format"] == "spacetable-save" and data["schema"] == SCHEMA
    assert {"engine", "game", "seats", "options", "seed", "actions"} <= set(data)
    again = loads(dumps(match))
    assert again.state_hash() == match.state_hash()
    assert again.can_undo == match.can_undo


def test_corrupt_json_is_refused() -> None:
    assert _reason('{"format": "spacetable-save", "schema": 1,') == "core.error.not_json"


def test_not_a_save_is_refused() -> None:
    assert _reason({"hello": "world"}) == "core.error.not_a_save"
    assert _reason([1, 2, 3]) == "core.error.not_a_save"


def test_unknown_game_id_is_refused() -> None:
    data = match_to_save(_played())
    data["game"] = "monopoly"
    assert _reason(data) == "core.error.unknown_game"


def test_future_schema_says_update_the_app() -> None:
    data = match_to_save(_played())
    data["schema"] = SCHEMA + 1
    assert _reason(data) == "core.error.newer_schema"


def test_older_schema_is_named() -> None:
    data = match_to_save(_played())
    data["schema"] = 0
    assert _reason(data) == "core.error.older_schema"


def test_a_save_of_older_rules_is_refused_with_a_clear_message(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from pyengine.core.registry import get_game
    from pyengine.i18n import translate

    data = match_to_save(_played())
    assert data["ruleset"] == 1
    game = get_game("first_landing")
    monkeypatch.setattr(game, "meta", replace(game.meta, ruleset=2))  # the rules changed since; no upgrade
    with pytest.raises(SaveError) as err:
        loads(json.dumps(data))
    assert err.value.reason.key == "core.error.older_ruleset"
    assert "older rules (version 1)" in translate(err.value.reason, "en")
    assert "First Landing" in translate(err.value.reason, "en")


def test_a_save_of_newer_rules_is_refused() -> None:
    data = match_to_save(_played())
    assert _reason({**data, "ruleset": 7}) == "core.error.newer_ruleset"
    assert _reason({**data, "ruleset": "1"}) == "core.error.not_a_save"
    without = {k: v for k, v in data.items() if k != "ruleset"}  # saves before rulesets: ruleset 1
    assert loads(json.dumps(without)).state_hash() == _played().state_hash()


def test_tampered_dice_are_detected_with_the_step_number() -> None:
    data = match_to_save(_played())
    step = next(i for i, a in enumerate(data["actions"]) if "chance" in a)
    data["actions"][step]["chance"]["value"] = 7 - data["actions"][step]["chance"]["value"]
    with pytest.raises(SaveError) as err:
        loads(json.dumps(data))
    assert err.value.reason.key == "core.error.tampered"
    assert err.value.reason.params["step"] == step + 1


def test_actions_from_another_game_are_refused() -> None:
    data = match_to_save(_played())
    data["actions"].insert(0, {"player": 0, "action": {"type": "build", "structure": "habitat", "hex": "0,0"}})
    assert _reason(data) == "core.error.tampered"


def test_an_action_by_the_wrong_player_is_refused() -> None:
    data = match_to_save(_played())
    data["actions"][0]["player"] = 1
    assert _reason(data) == "core.error.tampered"


def test_oversized_file_is_refused_before_parsing() -> None:
    assert _reason(" " * (MAX_SAVE_CHARS + 1)) == "core.error.too_large"


def test_markup_in_names_is_kept_as_text_and_control_characters_dropped() -> None:
    seats = [{"name": "<script>alert(1)</script>\u0007", "color": "red"}, {"name": "Bo", "color": "blue"}]
    match = Match.new("first_landing", seats, seed=1)
    assert match.seats[0]["name"] == "<script>alert(1)</script>"[:24]
    assert "<script>" not in match.render(0, "en")


def test_nothing_is_executed_from_a_save() -> None:
    data = match_to_save(_played())
    data["game"] = "__import__('os').system('echo hacked')"
    assert _reason(data) == "core.error.unknown_game"


def test_deeply_nested_json_is_refused_not_crashing() -> None:
    assert _reason("[" * 100_000 + "]" * 100_000) in {"core.error.not_json", "core.error.not_a_save"}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None, derandomize=True)
@given(json_values)
def test_arbitrary_json_is_refused_with_a_save_error(value: Any) -> None:
    with pytest.raises(SaveError):
        loads(json.dumps(value))


@settings(max_examples=150, deadline=None, derandomize=True)
@given(
    st.integers(min_value=0, max_value=40),
    st.sampled_from(["player", "action", "chance", "seed", "seats"]),
    json_values,
)
def test_mutated_saves_load_or_are_refused_never_crash(step: int, field: str, junk: Any) -> None:
    data = match_to_save(_played(steps=20))
    if field in ("seed", "seats"):
        data[field] = junk
    elif data["actions"]:
        entry = data["actions"][step % len(data["actions"])]
        entry[field] = junk
    with contextlib.suppress(SaveError):
        loads(json.dumps(data))


@settings(max_examples=200, deadline=None, derandomize=True)
@given(json_values)
def test_random_actions_are_legal_or_refused_with_the_state_unchanged(action: Any) -> None:
    match = _played(steps=5)
    before = match.state_hash()
    reason = match.why_illegal(action)
    if reason is None:
        match.apply(action)
    else:
        with pytest.raises(ValueError):
            match.apply(action)
    assert match.state_hash() == before


# --- a save cut just before chance ------------------------------------------------------------------
def _random_game(game_id: str, seed: int, steps: int = 80) -> Match:
    chooser = random.Random(seed)
    match = Match.new(game_id, None, seed=seed)
    for _ in range(steps):
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def _chance_cuts(actions: list[dict[str, Any]]) -> list[int]:
    """The indices of the chance entries a player's action set off: a save cut there stops just
    before the dice or the draw."""
    return [i for i, entry in enumerate(actions) if "chance" in entry and i > 0 and "player" in actions[i - 1]]


@pytest.mark.parametrize("game_id", [g.meta.id for g in all_games()])
def test_a_save_cut_just_before_chance_loads_with_the_chance_resolved(game_id: str) -> None:
    match = _random_game(game_id, seed=4)
    data = match_to_save(match)
    cuts = _chance_cuts(data["actions"])
    assert cuts, "the game drew or rolled"
    for cut in cuts[:6]:
        loaded = loads(json.dumps({**data, "actions": data["actions"][:cut]}))
        assert loaded.to_move >= 0 or loaded.is_over  # someone can move, as after any move
        steps = len(loaded.entries)
        assert steps > cut and all("chance" in a for a in data["actions"][cut:steps])
        assert loaded.state == match._states[steps]  # the very dice or draw the whole game had
        assert [e.to_save() for e in loaded.entries] == data["actions"][:steps]
        assert loads(dumps(loaded)).state_hash() == loaded.state_hash()


def test_a_save_whose_chance_cannot_be_resolved_is_refused_with_a_reason(monkeypatch: pytest.MonkeyPatch) -> None:
    match = _random_game("first_landing", seed=4)
    data = match_to_save(match)
    cut = _chance_cuts(data["actions"])[0]
    game = match.game

    def broken(state: dict[str, Any], rng: Any) -> dict[str, Any]:
        raise KeyError("a game's draw failing on this position")

    monkeypatch.setattr(game, "sample_chance", broken)
    assert _reason({**data, "actions": data["actions"][:cut]}) == "core.error.chance_unresolved"
