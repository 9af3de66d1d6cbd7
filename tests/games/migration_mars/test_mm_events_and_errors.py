"""Event effects, illegal actions with specific reasons, and whole games."""

from __future__ import annotations

import json
import random

import pytest

from pyengine.core import IllegalAction, Match, SaveError
from pyengine.core.jsonutil import digest
from pyengine.core.saves import dumps, loads
from pyengine.games.migration_mars import data

from .helpers import GAME, board, colony, fresh, hand, pending, play, put, roll, why


def _reveal(card: str, state: dict | None = None) -> dict:
    state = pending(state or fresh(2), {"kind": "draw_event", "player": 0})
    state["deck"] = [card, *[c for c in state["deck"] if c != card]]
    return roll(state, {"type": "event", "card": card})


def test_every_event_card_has_a_known_effect() -> None:
    from pyengine.games.migration_mars import actions, flow

    for effect in data.EVENTS.values():
        assert effect in flow.EFFECTS or effect in actions.PLAYED


def test_event_solar_flare_discards_everyones_fuel() -> None:
    state = fresh(2)
    hand(state, 1, fuel=3)
    state = _reveal("ev08", state)
    assert state["hand"][0]["fuel"] == 0 and state["hand"][1]["fuel"] == 0


def test_event_ice_rain_gives_everyone_water() -> None:
    state = _reveal("ev09")
    assert state["hand"][0]["water"] == 3 and state["hand"][1]["water"] == 3


def test_event_equipment_failure_and_olympium_vein() -> None:
    assert _reveal("ev10")["hand"][0]["rcu"] == 0
    assert _reveal("ev07")["hand"][0]["olympium"] == 2


def test_event_supply_drop_lets_the_player_choose() -> None:
    state = _reveal("ev06")
    assert state["tasks"][0]["kind"] == "supply_choice"
    state = play(state, {"type": "take_supply", "item": "medipack"})
    assert state["hand"][0]["medipack"] == 2


def test_event_accident_injures_an_explorer() -> None:
    state = fresh(2)
    put(state, "0,-6", "lsc", 0)
    put(state, "1,-6", "habitat", 0, pop=1)
    state = _reveal("ev05", state)
    assert state["tasks"][0] == {"kind": "injure", "player": 0}


def test_saved_orbital_cleanup_field_medics_and_earth_grant() -> None:
    state = fresh(2)
    state["saved"][0] = ["ev14", "ev15", "ev16"]
    state["impacts"] = ["3,3"]
    put(state, "0,-6", "lsc", 0)
    put(state, "1,-6", "habitat", 0)
    put(state, "-3,-4", "hospital", 0, pop=1)
    state = play(state, {"type": "play_event", "card": "ev14", "target": "hex:3,3"})
    assert state["impacts"] == [] and not state["turn"]["built"]  # not the construction action
    state = play(state, {"type": "play_event", "card": "ev15", "from": "hex:-3,-4", "to": "hex:1,-6"})
    assert colony.healthy(state, 0) == 1 and state["hand"][0]["medipack"] == 1
    state = play(state, {"type": "play_event", "card": "ev16", "resource": "metal"})
    assert state["hand"][0]["metal"] == 4


def test_illegal_actions_raise_with_a_reason_and_change_nothing() -> None:
    state = fresh(2)
    before = digest(state)
    cases = {
        "mm.illegal.not_now": {"type": "evacuate", "target": "hex:0,0"},
        "core.illegal.unknown_field": {"type": "roll", "fuel": 0, "extra": 1},
        "mm.illegal.off_map": {"type": "build", "kind": "tunnel", "target": "hex:99,99"},
        "core.illegal.bad_field": {"type": "build", "kind": "castle", "target": "hex:0,-6"},  # the declared kinds
        "mm.illegal.no_such_partner": {"type": "trade_open", "partner": 0},
        "mm.illegal.recall_needs_five": {"type": "recall"},
    }
    for key, action in cases.items():
        reason = why(state, action)
        assert reason is not None and reason.key == key, (key, reason)
        with pytest.raises(IllegalAction):
            play(state, action)
    assert digest(state) == before


def test_only_the_active_player_may_start_a_trade() -> None:
    state = fresh(2)
    with pytest.raises(IllegalAction) as caught:
        play(state, {"type": "trade_open", "partner": 0}, player=1)
    assert caught.value.reason.key == "core.illegal.not_your_turn"


def test_legal_actions_are_all_legal_and_distinct() -> None:
    state = fresh(3)
    hand(state, 0, water=9, stone=9, metal=9, olympium=9)
    put(state, board.NEIGHBOURS[board.HQ["blue"]][0], "export", 0)
    legal = GAME.legal_actions(state)
    assert len({str(sorted(a.items())) for a in legal}) == len(legal)
    assert all(why(state, a) is None for a in legal)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_and_replay_from_saves(players: int) -> None:
    chooser = random.Random(players)
    match = Match.new("migration_mars", players, {"max_rounds": 12}, seed=players)
    while not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
    assert loads(dumps(match)).state_hash() == match.state_hash()
    assert match.winners()


def test_log_lines_and_prompts_are_plain_json() -> None:
    chooser = random.Random(9)
    match = Match.new("migration_mars", 3, {"max_rounds": 10}, seed=9)
    while not match.is_over:
        json.dumps(match.prompt().to_json())
        match = match.apply(chooser.choice(match.legal_actions()))
    for entry in match.entries:
        json.dumps(entry.text.to_json())


def test_every_decision_has_a_prompt_in_both_languages() -> None:
    from pyengine.games.migration_mars import actions
    from pyengine.i18n import CATALOGS

    for kind in actions.DECISIONS:
        for lang in CATALOGS:
            assert f"mm.prompt.{kind}" in CATALOGS[lang], (kind, lang)


def test_saves_of_ruleset_1_replay_with_fuel_cells_after_the_roll() -> None:
    chooser = random.Random(4)
    seated = [{"name": "Ana", "color": "red", "faction": "red"}, {"name": "Bo", "color": "blue", "faction": "yellow"}]
    match = Match.new("migration_mars", seated, {"max_rounds": 10, "fuel_cells": "after"}, seed=4)
    while not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
    assert any(e.action["type"] == "fuel" for e in match.entries)  # fuel chosen after some rolls
    old = json.loads(dumps(match))  # as the engine before rulesets wrote it
    del old["ruleset"], old["options"]["fuel_cells"]
    old["options"].update(first_faction="red", two_player_layout="adjacent")
    old["seats"] = [{"name": s["name"], "color": s["color"]} for s in old["seats"]]
    again = loads(json.dumps(old))
    assert again.state_hash() == match.state_hash()
    assert again.options["fuel_cells"] == "after" and [s["faction"] for s in again.seats] == ["red", "yellow"]
    assert json.loads(dumps(again))["ruleset"] == GAME.meta.ruleset == 2
    old["options"]["first_faction"] = "purple"
    with pytest.raises(SaveError) as err:
        loads(json.dumps(old))
    assert err.value.reason.key == "core.error.older_ruleset"
