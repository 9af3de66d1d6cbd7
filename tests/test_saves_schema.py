"""The save schema: every malformed field found by the tampering survey is refused with a
SaveError and a reason before anything is replayed (issue 18)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from pyengine.core import Match, SaveError
from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.core.saves import load_save, loads, match_to_save
from pyengine.core.seats import make_seats
from pyengine.core.shapes import Shape, matches


def save_of(game_id: str, players: int = 2, seed: int = 4, steps: int = 12) -> dict[str, Any]:
    """The save of a short game (the first legal action each time)."""
    match = Match.new(game_id, players, seed=seed)
    for _ in range(steps):
        if match.is_over:
            break
        match = match.apply(match.legal_actions()[0])
    return match_to_save(match)


def reason_of(save: Any) -> str:
    """The reason key of the SaveError a save is refused with."""
    with pytest.raises(SaveError) as caught:
        loads(json.dumps(save))
    return caught.value.reason.key


@pytest.mark.parametrize("color", [["red"], {"red": 1}, 3, None, True])
def test_a_seat_colour_that_is_not_a_string_is_refused(color: Any) -> None:
    save = save_of("first_landing")
    save["seats"][0]["color"] = color
    assert reason_of(save) == "core.error.bad_color"


def test_make_seats_refuses_a_list_colour_too() -> None:
    with pytest.raises(SaveError) as caught:
        make_seats([{"name": "A", "color": ["red"]}, {"name": "B", "color": "blue"}], 2, 4)
    assert caught.value.reason == msg("core.error.bad_color", seat=1)


@pytest.mark.parametrize("seats", [None, {}, "P1,P2", [], [None, None], [{"color": "red", "name": ["x"]}] * 2])
def test_seats_that_are_not_a_list_of_seats_are_refused(seats: Any) -> None:
    save = save_of("first_landing")
    save["seats"] = seats
    assert reason_of(save) in {"core.error.bad_seats", "core.error.bad_seat"}


def test_forced_must_be_a_boolean() -> None:
    save = save_of("first_landing")
    step = next(i for i, entry in enumerate(save["actions"]) if "chance" in entry)
    save["actions"][step]["forced"] = "true"
    assert reason_of(save) == "core.error.tampered"


@pytest.mark.parametrize("outcome", [[1], "x", 5, True, [], None, {}, {"type": 3}])
def test_a_migration_mars_chance_entry_that_is_no_outcome_is_refused_at_its_step(outcome: Any) -> None:
    save = save_of("migration_mars")
    assert "chance" in save["actions"][0]
    save["actions"][0] = {"chance": outcome, "forced": True}
    with pytest.raises(SaveError) as caught:
        loads(json.dumps(save))
    assert caught.value.reason == msg("core.error.tampered", step=1)


@pytest.mark.parametrize(
    "outcome",
    [
        {"type": "shuffle", "order": [1, 2]},
        {"type": "shuffle", "order": "abc"},
        {"type": "shuffle", "order": ["x"] * 500},
        {"type": "dice", "move": "1", "harvest": 1},
        {"type": "dice", "move": 1},
        {"type": "unheard_of"},
    ],
)
def test_migration_mars_declares_the_shape_of_its_chance_outcomes(outcome: Any) -> None:
    save = save_of("migration_mars")
    save["actions"][0] = {"chance": outcome, "forced": True}
    assert reason_of(save) == "core.error.tampered"


@pytest.mark.parametrize("deck", [7.0, "7", True, [7], 10**30])
def test_a_tinyforming_deck_of_another_type_is_refused(deck: Any) -> None:
    save = save_of("tinyforming_mars", players=1)
    save["options"]["deck"] = deck
    assert reason_of(save) in {"core.error.bad_option_value"}


@pytest.mark.parametrize(
    ("field", "value", "reason"),
    [
        ("seed", 10**30, "core.error.bad_seed"),
        ("seed", 2.0, "core.error.bad_seed"),
        ("schema", 10**30, "core.error.not_a_save"),
        ("schema", 2, "core.error.newer_schema"),
        ("ruleset", 10**30, "core.error.not_a_save"),
        ("ruleset", 9, "core.error.newer_ruleset"),
        ("ruleset", 0, "core.error.not_a_save"),
        ("game", ["first_landing"], "core.error.unknown_game"),
        ("engine", {"v": 1}, "core.error.not_a_save"),
        ("options", [], "core.error.bad_options"),
        ("actions", {}, "core.error.bad_actions"),
    ],
)
def test_header_fields_of_the_wrong_type_or_range_are_refused(field: str, value: Any, reason: str) -> None:
    save = save_of("first_landing")
    save[field] = value
    assert reason_of(save) == reason


@pytest.mark.parametrize(
    "entry",
    [
        {"player": 10**30, "action": {"type": "roll"}},
        {"player": 0.0, "action": {"type": "roll"}},
        {"player": 0, "action": {"type": "roll", "n": 10**30}},
        {"player": 0, "action": {"type": "roll", "n": 0.5}},
        {"player": 0, "action": {"type": "roll"}, "extra": 1},
        {"player": 0, "action": ["roll"]},
        {"player": 0},
        {"chance": {"type": "die", "value": 3}, "player": 0},
        {"chance": {"type": "die", "value": 7}, "forced": True},
        {"chance": {"type": "die", "value": 3.0}, "forced": True},
    ],
)
def test_a_malformed_move_is_refused_with_its_step(entry: Any) -> None:
    save = save_of("first_landing")
    save["actions"][0] = entry
    with pytest.raises(SaveError) as caught:
        loads(json.dumps(save))
    assert caught.value.reason == msg("core.error.tampered", step=1)


def test_an_option_with_choices_wants_the_same_type_not_an_equal_value() -> None:
    deck = Option("deck", msg("tm.option.deck"), 7, choices=(7, 14))
    flag = Option("mode", msg("tm.option.deck"), 1, choices=(1, 2))
    assert deck.validate(14) == 14
    for wrong, option in ((7.0, deck), ("7", deck), (True, flag)):
        with pytest.raises(ValueError):
            option.validate(wrong)


def test_fields_check_type_range_and_size() -> None:
    fields = {"value": Shape("int", 1, 6), "names": Shape("str_list", max_len=2)}
    assert matches({"type": "t", "value": 6, "names": ["a", "b"]}, fields)
    assert not matches({"type": "t", "value": 7, "names": []}, fields)
    assert not matches({"type": "t", "value": True, "names": []}, fields)
    assert not matches({"type": "t", "value": 1, "names": ["a", "b", "c"]}, fields)
    assert not matches({"type": "t", "value": 1, "names": [], "more": 1}, fields)


def test_a_saved_game_still_loads_after_the_schema_checks() -> None:
    for game_id, players in (("first_landing", 2), ("migration_mars", 4), ("tinyforming_mars", 1)):
        save = save_of(game_id, players, steps=40)
        assert loads(json.dumps(save)).state_hash() == load_save(save).state_hash()


def test_a_game_failing_on_data_the_schema_let_through_is_a_save_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from pyengine.core.registry import get_game

    game = get_game("first_landing")

    def broken(state: Any, action: Any) -> None:
        raise KeyError("a bug in the game's code")

    monkeypatch.setattr(game, "explain_illegal", broken)
    with pytest.raises(SaveError) as caught:
        loads(json.dumps(save_of("first_landing", steps=0) | {"actions": [{"player": 0, "action": {"type": "x"}}]}))
    assert caught.value.reason == msg("core.error.tampered", step=1)


def test_migration_mars_accepts_the_draw_of_an_empty_event_deck() -> None:
    from pyengine.core.registry import get_game

    shapes = get_game("migration_mars").chance_shapes()
    assert matches({"type": "event", "card": None}, shapes["event"])  # what flow lists once the deck ran out
    assert not matches({"type": "event", "card": 3}, shapes["event"])
