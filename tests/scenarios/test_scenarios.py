"""Scenarios: the format's validation (good and each kind of bad), the runner, the shipped files."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from pyengine.core.errors import ScenarioError
from pyengine.games.migration_mars import board, colony
from pyengine.i18n import translate
from pyengine.scenarios import load_file, loads, shipped, step_of, validate
from pyengine.scenarios.format import MAX_CHARS, MAX_HIGHLIGHTS

FL_ROLL = {"chance": {"type": "die", "value": 4}}


def good() -> dict[str, Any]:
    """A small valid First Landing scenario: roll, a forced 4, a caption-only step."""
    return {
        "format": "spacetable-scenario",
        "version": 1,
        "id": "fl-roll",
        "title": {"es": "Tirar", "en": "Rolling"},
        "game": "first_landing",
        "seats": 2,
        "start": {"seed": 42, "actions": [], "caption": {"es": "Inicio", "en": "Start"}},
        "steps": [
            {"action": {"type": "roll"}, "player": 0, "caption": {"es": "Tira", "en": "Roll"}},
            {**FL_ROLL, "highlights": ["hex:0,0"]},
            {"caption": {"es": "Nota", "en": "Note"}, "highlights": ["hex:1,-1"]},
        ],
    }


def problem(data: Any) -> ScenarioError:
    with pytest.raises(ScenarioError) as caught:
        validate(data)
    return caught.value


def test_a_valid_scenario_gives_the_match_at_every_step() -> None:
    scenario = validate(good())
    assert scenario.length == 3
    assert scenario.match(0).entries == ()
    assert scenario.match(2).entries[-1].action == {"type": "die", "value": 4}
    assert scenario.match(3).state == scenario.match(2).state  # a note changes nothing
    assert scenario.caption(0, "es") == "Inicio"
    assert scenario.caption(1, "en") == "Roll"
    assert "4" in scenario.caption(2, "en")  # no caption: the step's log line
    assert scenario.highlights(3) == ["hex:1,-1"]
    assert scenario.clamp(99) == 3 and scenario.clamp(-5) == 0


def test_to_json_validates_again_to_the_same_positions() -> None:
    scenario = validate(good())
    again = validate(json.loads(json.dumps(scenario.to_json())))
    assert [m.state_hash() for m in again.matches] == [m.state_hash() for m in scenario.matches]


def test_start_actions_replay_like_a_save() -> None:
    data = good()
    data["start"]["actions"] = [{"player": 0, "action": {"type": "roll"}}, {**FL_ROLL, "forced": True}]
    data["steps"] = []
    assert validate(data).match(0).entries[-1].forced


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (lambda d: d.update(format="spacetable-save"), "scenario.error.not_a_scenario"),
        (lambda d: d.update(version=2), "scenario.error.newer_version"),
        (lambda d: d.update(version="1"), "scenario.error.bad_version"),
        (lambda d: d.pop("start"), "scenario.error.missing_field"),
        (lambda d: d.update(game="chess"), "core.error.unknown_game"),
        (lambda d: d.update(options={"rounds": 999}), "scenario.error.options"),
        (lambda d: d.update(options={"nonsense": 1}), "scenario.error.options"),
        (lambda d: d.update(seats=9), "scenario.error.seats"),
        (
            lambda d: d.update(seats=[{"name": "A", "color": "pink"}, {"name": "B", "color": "red"}]),
            "scenario.error.seats",
        ),
        (lambda d: d.update(id="Bad Id!"), "scenario.error.bad_field"),
        (lambda d: d.update(title={"en": "only English"}), "scenario.error.bad_field"),
        (lambda d: d["start"].update(seed=-1), "core.error.bad_seed"),
        (lambda d: d["start"].update(caption={"es": "", "en": "x"}), "scenario.error.bad_caption"),
        (lambda d: d.update(steps=[{"action": {}}] * 301), "scenario.error.too_many"),
    ],
)
def test_header_problems_are_reported(change: Any, key: str) -> None:
    data = good()
    change(data)
    error = problem(data)
    assert error.reason.key == key or error.reason.params.get("reason", error.reason).key == key
    assert step_of(error) is None
    assert translate(error.reason, "es") != error.reason.key


@pytest.mark.parametrize(
    ("step", "key"),
    [
        ({"action": {"type": "claim", "target": "hex:0,0"}}, "core.illegal.chance_pending"),
        ({"chance": {"type": "die", "value": 7}}, "core.illegal.impossible_chance"),
        ({"chance": {"type": "die", "value": 4}, "action": {"type": "roll"}}, "scenario.error.bad_step"),
        ({"chance": {"type": "die", "value": 4}, "caption": "hello"}, "scenario.error.bad_caption"),
        (
            {"chance": {"type": "die", "value": 4}, "caption": {"es": "x", "en": "y" * 5000}},
            "scenario.error.bad_caption",
        ),
        ({"chance": {"type": "die", "value": 4}, "highlights": "hex:0,0"}, "scenario.error.bad_highlights"),
        ({"chance": {"type": "die", "value": 4}, "highlights": [3]}, "scenario.error.bad_highlights"),
        ({"chance": {"type": "die", "value": 4}, "highlights": ["<script>"]}, "scenario.error.bad_highlights"),
        (
            {"chance": {"type": "die", "value": 4}, "highlights": ["hex:0,0"] * (MAX_HIGHLIGHTS + 1)},
            "scenario.error.bad_highlights",
        ),
        ({"chance": {"type": "die", "value": 4}, "highlights": ["hex:40,40"]}, "scenario.error.unknown_highlight"),
        ({"chance": {"type": "die", "value": 4}, "forced": False}, "scenario.error.bad_field"),
        (["not", "a", "step"], "scenario.error.bad_step"),
    ],
)
def test_the_first_bad_step_is_reported_with_its_number(step: Any, key: str) -> None:
    data = good()
    data["steps"] = [data["steps"][0], step, *data["steps"][1:]]
    error = problem(data)
    assert error.reason.key == "core.error.bad_scenario"
    assert step_of(error) == 2
    assert error.reason.params["reason"].key == key
    assert "2" in str(error)


def test_an_illegal_action_and_a_chance_with_nothing_pending_are_refused() -> None:
    data = good()
    data["steps"] = [{"action": {"type": "roll"}}, FL_ROLL, {"action": {"type": "claim", "target": "hex:9,9"}}]
    assert step_of(problem(data)) == 3
    data["steps"] = [{"action": {"type": "roll"}, "player": 1}]
    assert problem(data).reason.params["reason"].key == "core.illegal.not_your_turn"
    data["steps"] = [FL_ROLL]
    assert problem(data).reason.params["reason"].key == "core.illegal.no_chance_pending"


def test_start_problems_name_the_start_action() -> None:
    data = good()
    data["start"]["actions"] = [{"player": 0, "action": {"type": "roll"}}, {"chance": {"type": "die", "value": 6}}]
    error = problem(data)
    assert error.reason.key == "scenario.error.at_start" and error.reason.params["index"] == 2
    assert error.reason.params["reason"].key == "scenario.error.seed_mismatch"
    assert step_of(error) == 0
    data["start"]["actions"] = [{"action": {"type": "roll"}}]
    assert problem(data).reason.params["reason"].key == "scenario.error.bad_entry"
    data["start"]["actions"] = [{"player": 1, "action": {"type": "roll"}}]
    assert problem(data).reason.params["reason"].key == "core.illegal.not_your_turn"


def test_text_that_is_not_json_or_too_large_is_refused_before_parsing() -> None:
    for text, key in (
        ("{", "scenario.error.not_json"),
        (b"{}", "scenario.error.not_json"),
        ("[]", "scenario.error.not_a_scenario"),
    ):
        with pytest.raises(ScenarioError) as caught:
            loads(text)
        assert caught.value.reason.key == key
    with pytest.raises(ScenarioError) as caught:
        loads(" " * (MAX_CHARS + 1))
    assert caught.value.reason.key == "scenario.error.too_large"
    with pytest.raises(ScenarioError) as caught:
        loads("[" * 100_000 + "]" * 100_000)
    assert caught.value.reason.key == "scenario.error.not_json"


# --- the shipped Migration: Mars scenarios (they double as rule tests) ----------------------
SHIPPED = shipped()


def test_the_required_rules_are_all_covered() -> None:
    names = {name.split("/")[1] for name in SHIPPED if name.startswith("migration_mars/")}
    assert {
        "meteor-guide",
        "meteor-fortress",
        "building",
        "rival-colonies",
        "station-exchange",
        "ruins",
        "supply-stop",
        "end-of-game",
    } <= names


@pytest.mark.parametrize("name", sorted(SHIPPED))
def test_every_shipped_scenario_validates_with_captions_in_both_languages(name: str) -> None:
    scenario = load_file(SHIPPED[name])
    assert scenario.id and scenario.title and scenario.intro
    assert scenario.length >= 2
    for step in range(scenario.length + 1):
        assert scenario.caption(step, "es") or scenario.steps[step - 1].kind != "note"
        assert scenario.match(step).state_hash()
    assert json.loads(SHIPPED[name].read_text(encoding="utf-8"))["format"] == "spacetable-scenario"


def mm(name: str) -> Any:
    return load_file(SHIPPED[f"migration_mars/{name}"])


def test_meteor_guide_even_direction_counts_straight_and_the_impact_destroys_the_habitat() -> None:
    s = mm("meteor-guide")
    before, after = s.match(s.length - 1).state, s.match(s.length).state
    assert board.distance_hex(12, 5) == "0,-6"  # straight north from direction hex #12 = (0,-2)
    assert before["structures"]["1,-6"]["kind"] == "habitat"
    assert "1,-6" not in after["structures"] and "1,-6" in after["impacts"]
    assert after["structures"]["0,-6"]["kind"] == "tunnel"  # tunnels survive
    assert after["structures"]["1,-7"]["kind"] == "lsc"  # domes are immune
    assert colony.healthy(after, 0) == colony.healthy(before, 0) - 1  # nowhere to evacuate: the settler dies
    assert "meteor:12:5:3" in s.highlights(3)


def test_meteor_fortress_odd_direction_zigzags_and_the_fortress_protects() -> None:
    s = mm("meteor-fortress")
    before, after = s.match(s.length - 1).state, s.match(s.length).state
    path = [board.distance_hex(1, k) for k in range(1, 7)]
    assert len({p.split(",")[0] for p in path}) > 1  # zig-zag: the column changes
    assert after["last_meteor"] == {"hex": "3,-8", "result": "protected"}
    assert after["structures"] == before["structures"] and after["impacts"] == before["impacts"]
    assert before["structures"]["2,-7"]["kind"] == "fortress"


def test_building_scenario_places_a_habitat_by_its_lsc_and_an_export_centre_behind_a_tunnel() -> None:
    s = mm("building")
    final = s.match(s.length)
    assert final.state["structures"]["1,-6"] == {"kind": "habitat", "owner": 0, "pop": 1}
    assert final.state["structures"]["-1,-5"]["kind"] == "export"
    start = s.match(0)
    assert colony.placement_problem(start.state, 0, "2,-5", "habitat") is not None  # no LSC next to it
    built = s.match(1)
    for key in ("0,-5", "-1,-6"):  # next to the tunnel, but touching a building
        assert colony.placement_problem(built.state, 0, key, "export").key == "mm.illegal.production_adjacent"


def test_rival_colonies_shows_the_engines_refusals_and_what_is_allowed_instead() -> None:
    s = mm("rival-colonies")
    notes = [i for i in range(1, s.length + 1) if s.steps[i - 1].kind == "note"]
    refused = [(0, "lsc", "1,-1"), (1, "habitat", "2,-1")]  # (player, kind, hex), in script order
    assert len(notes) == len(refused)
    for step, (player, kind, key) in zip(notes, refused, strict=True):
        position = s.match(step)
        assert position.to_move == player
        reason = position.why_illegal({"type": "build", "kind": kind, "target": f"hex:{key}"})
        assert reason is not None and reason.key == "mm.illegal.rival_adjacent"
        for lang in ("es", "en"):  # the caption quotes the engine's own reason
            assert translate(reason, lang) in s.caption(step, lang)
        assert s.highlights(step)[0] == f"hex:{key}"
    built = s.match(notes[0] + 1).state["structures"]
    assert built["2,-2"] == {"kind": "lsc", "owner": 0, "pop": 0}  # one hex further: allowed
    final = s.match(s.length).state["structures"]
    assert final["1,-1"] == {"kind": "tunnel", "owner": 1, "pop": 0}  # a tunnel may touch both colonies
    assert final["1,0"]["owner"] == 1 and final["1,0"]["kind"] == "lsc"


def test_station_exchange_gives_two_water_for_one_metal() -> None:
    s = mm("station-exchange")
    before, after = s.match(0).state["hand"][0], s.match(1).state["hand"][0]
    assert (after["water"], after["metal"]) == (before["water"] - 2, before["metal"] + 1)


def test_ruins_scenario_gives_olympium_twice() -> None:
    s = mm("ruins")
    assert s.match(0).state["hand"][0]["olympium"] + 2 == s.match(s.length).state["hand"][0]["olympium"]


def test_supply_stop_scenario_runs_the_five_steps() -> None:
    s = mm("supply-stop")
    stop = board.STOPS["blue"]
    landed = s.match(3).state
    assert landed["rover"][0] == stop and landed["tasks"][0]["kind"] == "gift"
    assert landed["hand"][0]["fuel"] == 1  # recharged
    assert s.match(4).state["hand"][0]["medipack"] == s.match(3).state["hand"][0]["medipack"] + 1
    assert s.match(s.length).state["active"] == 1 and not s.match(s.length).is_over


def test_end_of_game_scenario_ends_with_blue_winning() -> None:
    s = mm("end-of-game")
    assert colony.healthy(s.match(0).state, 0) == 5
    final = s.match(s.length)
    assert final.is_over and final.winners() == [0]


def test_the_shipped_files_are_what_the_generator_writes() -> None:
    from tools.make_scenarios import main

    assert main(["--check"]) == 0


def test_a_shipped_scenario_survives_a_json_round_trip() -> None:
    data = json.loads(SHIPPED["migration_mars/ruins"].read_text(encoding="utf-8"))
    mutated = copy.deepcopy(data)
    mutated["steps"][3]["action"]["choice"] = "diamonds"
    assert step_of(problem(mutated)) == 4


def test_a_seed_free_position_keeps_the_board_or_is_not_made() -> None:
    from pyengine.core import Match
    from pyengine.scenarios.format import seedless_from_match

    tiny = Match.new("tinyforming_mars", 2, {}, seed=5)
    tiny = tiny.apply(tiny.legal_actions()[0])
    position = seedless_from_match(tiny)
    assert position is not None and position["start"]["seed"] == 0
    assert all(entry.get("forced") for entry in position["start"]["actions"] if "chance" in entry)
    assert validate(position).match(0).render(None, "en") == tiny.render(None, "en")
    # First Landing's setup draws from the seed: without it the position cannot be rebuilt
    assert seedless_from_match(Match.new("first_landing", 2, {}, seed=5)) is None
