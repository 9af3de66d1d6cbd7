"""The core kit: every game refuses malformed actions with a reason before its rules run, targets
parse and format as one pair, and written positions set up a game or say why they cannot."""

from __future__ import annotations

import random
from types import ModuleType
from typing import Any

import pytest

from pyengine.core import IllegalAction, Match, SaveError
from pyengine.core.dice import die_target, parse_die, parse_or_none
from pyengine.core.errors import PositionError
from pyengine.core.hexgrid import Hex
from pyengine.core.kit import KitGame, check_layout
from pyengine.core.messages import Msg
from pyengine.core.positions import load_position, position_of
from pyengine.core.registry import all_games, get_game
from pyengine.core.targets import (
    TargetError,
    card_target,
    hex_target,
    parse_card,
    parse_hex,
    parse_hex_key,
    parse_side_square,
    parse_slot,
    parse_square,
    side_square_target,
    slot_target,
    square_target,
)
from pyengine.games.migration_mars import state as mm_state
from pyengine.games.tinyforming_mars import state as tm_state
from pyengine.games.walking_moon import state as wm_state
from pyengine.i18n import CATALOGS, translate

GAMES = [g.meta.id for g in all_games()]
KIT_GAMES = [g.meta.id for g in all_games() if isinstance(g, KitGame)]  # a game may still use the plain protocol
HUGE = 10**5000


def reason(match: Match, action: Any) -> str | None:
    found = match.why_illegal(action)
    return None if found is None else found.key


def first_landing_build() -> Match:
    return Match.new("first_landing", 2, {"missions": False}, seed=3).apply({"type": "roll"})


def test_first_landing_refuses_an_unknown_extra_key_with_its_name() -> None:
    match = first_landing_build()
    legal = match.legal_actions()[0]
    found = match.why_illegal({**legal, "note": "x"})
    assert found is not None and found.key == "core.illegal.unknown_field" and found.params["field"] == "note"
    with pytest.raises(IllegalAction):
        match.apply({**legal, "note": "x"})


def test_first_landing_refuses_a_target_without_its_kind() -> None:
    match = first_landing_build()
    bare = match.legal_actions()[0]["target"].removeprefix("hex:")
    assert reason(match, {"type": "claim", "target": bare}) == "core.illegal.bad_field"
    assert reason(match, {"type": "claim"}) == "core.illegal.missing_field"
    assert reason(match, {"type": "claim", "target": "hex:9,9"}) == "fl.illegal.off_map"


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_every_game_names_an_unknown_action_type(game_id: str) -> None:
    match = Match.new(game_id, None, seed=1)
    assert reason(match, {"type": "no-such-action"}) == "core.illegal.unknown_action"


@pytest.mark.parametrize("game_id", GAMES)
def test_huge_integers_are_refused_with_a_reason_not_an_exception(game_id: str) -> None:
    match = Match.new(game_id, None, seed=1)
    assert reason(match, {"type": "roll", "value": HUGE}) == "core.illegal.malformed"
    assert reason(match, {"type": "claim", "target": [HUGE]}) == "core.illegal.malformed"


def test_a_forced_chance_result_with_a_huge_integer_is_refused() -> None:
    match = Match.new("first_landing", 2, seed=1, auto_chance=False).apply({"type": "roll"})
    with pytest.raises(IllegalAction):
        match.apply_chance({"type": "die", "value": HUGE})


def test_a_seat_colour_that_is_a_list_is_refused_with_a_reason() -> None:
    with pytest.raises(SaveError) as err:
        Match.new("first_landing", [{"name": "A", "color": ["red"]}, {"name": "B", "color": "blue"}])
    assert err.value.reason.key == "core.error.bad_color"


@pytest.mark.parametrize("game_id", GAMES)
def test_every_listed_action_passes_the_declared_validation(game_id: str) -> None:
    match = Match.new(game_id, None, seed=2)
    for _ in range(60):
        if match.is_over:
            break
        for action in match.legal_actions():
            assert match.game.validate_action(action) is None
        match = match.apply(match.legal_actions()[-1])


def test_targets_parse_and_format_as_one_pair() -> None:
    assert parse_hex(hex_target(Hex(2, -3))) == Hex(2, -3)
    assert parse_hex_key("hex:2,-3") == "2,-3"
    assert parse_square(square_target(17)) == 17
    assert parse_card(card_target("ice_rain")) == "ice_rain"
    assert parse_slot(slot_target(2)) == 2
    assert parse_side_square(side_square_target(12, 3)) == (12, 3)
    assert parse_die(die_target(4)) == 4 and parse_or_none(parse_die, "slot:4") is None
    for bad, parse in [("sq:1", parse_side_square), ("sq:01,2", parse_side_square), ("slot:1,2", parse_side_square),
                       ("2,-3", parse_hex), ("hex:2", parse_hex), ("hex:+2,03", parse_hex_key),
                       ("square:-1", parse_square), ("card:Ice Rain", parse_card), ("slot:x", parse_slot),
                       ("die:07", parse_die), ("die:-1", parse_die), ("slot:1", parse_die),
                       ("hex:" + "9" * 5000 + ",0", parse_hex), (3, parse_hex)]:  # fmt: skip
        with pytest.raises(TargetError):
            parse(bad)


def written(**changes: Any) -> dict[str, Any]:
    state = {
        "players": 2, "colors": ["red", "blue"], "rounds": 6, "round": 2, "active": 0, "phase": "build",
        "energy": [3, 1], "owner": {"2,-2": 0, "-2,2": 1}, "missions": [None, None], "pending": None,
    }  # fmt: skip
    state.update(changes)
    return {
        "format": "spacetable-position", "version": 1, "game": "first_landing",
        "seats": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}],
        "options": {"missions": False}, "seed": 7, "state": state,
    }  # fmt: skip


def test_a_written_position_sets_up_the_game_there() -> None:
    match = load_position(written())
    assert match.to_move == 0 and match.state["owner"] == {"2,-2": 0, "-2,2": 1}
    assert {"type": "claim", "target": "hex:1,-1"} in match.legal_actions()
    assert load_position(position_of(match)).state_hash() == match.state_hash()


@pytest.mark.parametrize(
    ("changes", "key"),
    [
        ({"energy": [3, 99]}, "fl.position.energy"),
        ({"owner": {"9,9": 0}}, "fl.position.owner"),
        ({"phase": "respond"}, "fl.position.pending"),
        ({"round": 0}, "fl.position.round"),
        ({"colour": "red"}, "core.position.unknown_key"),
        ({"energy": "lots"}, "core.position.bad_value"),
    ],
)
def test_a_position_that_cannot_happen_is_refused_with_the_reason(changes: dict[str, Any], key: str) -> None:
    with pytest.raises(PositionError) as err:
        load_position(written(**changes))
    assert err.value.reason.key == key


def test_a_position_missing_a_key_names_it() -> None:
    data = written()
    del data["state"]["pending"]
    with pytest.raises(PositionError) as err:
        load_position(data)
    assert err.value.reason.params == {"name": "pending"}


def without_rng(state: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in state.items() if k != "rng"}


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_any_position_reached_in_play_writes_and_loads_back(game_id: str) -> None:
    match = Match.new(game_id, None, seed=6)
    for step in range(120):
        if match.is_over:
            break
        if step % 20 == 0 and match.to_move >= 0:
            again = load_position(position_of(match), auto_chance=False)  # the seed gives a fresh generator
            assert without_rng(again.state) == without_rng(match.state)
            assert again.legal_actions() == match.legal_actions() and again.prompt() == match.prompt()
        match = match.apply(match.legal_actions()[step % len(match.legal_actions())])


@pytest.mark.parametrize(("game_id", "layouts"), [("tinyforming_mars", tm_state), ("migration_mars", mm_state)])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_pending_task_has_its_kinds_documented_layout(game_id: str, layouts: ModuleType, seed: int) -> None:
    chooser = random.Random(seed)
    match = Match.new(game_id, 2, seed=seed)
    seen = set()
    while not match.is_over:
        for task in match.state["tasks"]:
            kind = task["kind"]
            seen.add(kind)
            assert check_layout(task, layouts.TASKS[kind], layouts.OPTIONAL_KEYS.get(kind, frozenset())) is None, task
        match = match.apply(chooser.choice(match.legal_actions()))
    assert len(seen) >= 6  # the queue shows several kinds at once; automatic ones run at once


@pytest.mark.parametrize("game_id", ["tinyforming_mars", "migration_mars"])
def test_a_queue_game_position_names_what_is_wrong(game_id: str) -> None:
    written = position_of(Match.new(game_id, 2, seed=4))
    cases = [
        ({"tasks": [{"kind": "teleport", "player": 0}]}, "core.position.bad_task"),
        ({"tasks": [{"kind": "keep" if game_id == "tinyforming_mars" else "ruins"}]}, "core.position.bad_task"),
        ({"colors": ["red"]}, "core.position.players"),
        ({"over": "no"}, "core.position.bad_value"),
    ]
    for changes, key in cases:
        with pytest.raises(PositionError) as err:
            load_position({**written, "state": {**written["state"], **changes}})
        assert err.value.reason.key == key, changes


def test_every_game_listing_the_kits_games_includes_walking_on_the_moon() -> None:
    assert {"first_landing", "tinyforming_mars", "migration_mars", "walking_moon"} <= set(KIT_GAMES)


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (5, 3)])
def test_every_walking_moon_state_and_open_card_window_has_its_documented_layout(players: int, seed: int) -> None:
    chooser = random.Random(seed)
    match = Match.new("walking_moon", players, {"advanced": True}, seed=seed)
    windows: set[str] = set()
    resumes: set[str] = set()
    while not match.is_over:
        assert check_layout(match.state, wm_state.WalkingMoonState) is None
        assert not wm_state.tasks_problem(match.state["tasks"]), match.state["tasks"]
        windows.update(task["window"] for task in match.state["tasks"] if task["kind"] == "ask")
        resumes.update(task["to"] for task in match.state["tasks"] if task["kind"] == "resume")
        match = match.apply(chooser.choice(match.legal_actions()))
    assert len(windows) >= 5 and len(resumes) >= 3  # the windows of several cards, resuming several flows


def test_a_walking_moon_position_names_what_is_wrong() -> None:
    written = position_of(Match.new("walking_moon", 3, {"advanced": True}, seed=4))
    state = written["state"]
    bad_ask = {"kind": "ask", "player": 0}  # which card is asked about is missing
    cases = [
        ({"colors": ["red"]}, "core.position.players"),
        ({"phase": "teleport"}, "core.position.bad_value"),
        ({"tasks": [bad_ask, {"kind": "resume", "to": "program"}]}, "core.position.bad_value"),
        ({"tasks": [{"kind": "resume", "to": "nowhere"}]}, "core.position.bad_value"),
        ({"phase": "ask"}, "core.position.bad_value"),  # an ask is a pending task, not a phase
        ({"order": [7]}, "core.position.bad_value"),
        ({"dice": "four"}, "core.position.bad_value"),
    ]
    for changes, key in cases:
        with pytest.raises(PositionError) as err:
            load_position({**written, "state": {**state, **changes}})
        assert err.value.reason.key == key, changes
    assert load_position(written).state["phase"] == state["phase"]


def in_both_languages(key: str) -> bool:
    return all(key in CATALOGS[lang] for lang in ("en", "es"))


def reads_in_both_languages(text: Msg) -> bool:
    return in_both_languages(text.key) and all(
        "{" not in translate(text, lang, ["Ana", "Bo", "Cy", "Di"]) for lang in ("en", "es")
    )


@pytest.mark.parametrize("game_id", KIT_GAMES)
def test_every_declared_action_type_has_its_log_line_label_and_group(game_id: str) -> None:
    game = get_game(game_id)
    assert isinstance(game, KitGame)
    prefix = game.meta.name.key.split(".")[0]
    grouped = any(kind.group for kind in game.actions.types)  # a game groups all its buttons or none
    for kind in game.actions.types:
        assert kind.label is not None or in_both_languages(f"{prefix}.action.{kind.name}"), kind.name
        assert not grouped or (kind.group and in_both_languages(f"{prefix}.group.{kind.group}")), kind.name
    for seed in (1, 2):  # and every listed action's log line and button text read in both languages
        chooser = random.Random(seed)
        match = Match.new(game_id, None, seed=seed)
        for _ in range(120):
            if match.is_over:
                break
            for action in match.legal_actions():
                assert reads_in_both_languages(match.describe(action)), action
                label = game.action_label(match.state, action)
                assert label is None or reads_in_both_languages(label), action
            match = match.apply(chooser.choice(match.legal_actions()))
