"""The Artemis Project: one named test per rule of docs/rules/artemis-project.md (printed
rules first, then the rules designed for this edition)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pyengine.core import IllegalAction
from pyengine.core.match import check_action
from pyengine.games.artemis import data, flow
from pyengine.i18n import text
from tests.games.artemis.helpers import (
    GAME,
    act,
    expedition_card,
    first_choice,
    head_is,
    only,
    opening,
    place,
    placing,
    resolved,
    run_until,
)

ALL_EXP = sorted(data.EXPEDITIONS)
ROOT = Path(__file__).resolve().parents[3]


# --- setup (printed) -----------------------------------------------------------------------------
def test_rule_each_player_starts_with_3_minerals_3_energy_1_toolkit_and_a_pioneer() -> None:
    state = opening(4)
    assert state["minerals"] == [3] * 4 and state["energy"][state["first"]] == 3 and state["toolkits"] == [1] * 4
    assert all(s == {"P": 1, "E": 0, "M": 0, "S": 0} for s in state["shelters"])
    assert state["vp"] == [0] * 4 and state["relief"] == [0] * 4


def test_designed_each_seat_after_the_first_starts_with_one_more_energy_two_more_from_the_third_with_5() -> None:
    def energy(players: int) -> list[int]:
        state = opening(players, 5)
        return [state["energy"][(state["first"] + k) % players] for k in range(players)]

    assert energy(2) == [3, 4] and energy(3) == [3, 4, 4] and energy(4) == [3, 4, 4, 4]
    assert energy(5) == [3, 4, 5, 5, 5]


def test_designed_the_third_of_three_seats_starts_with_one_more_mineral() -> None:
    for seed in range(6):  # whoever is drawn first, the seat two after them
        state = opening(3, seed)
        minerals = [state["minerals"][(state["first"] + k) % 3] for k in range(3)]
        assert minerals == [3, 3, 4], seed
    for players in (2, 4, 5):
        assert opening(players, 5)["minerals"] == [3] * players


def test_rule_the_academy_holds_4_engineers_marines_and_stewards() -> None:
    assert opening(3)["academy"] == {"E": 4, "M": 4, "S": 4}


def test_rule_the_bag_holds_every_colonist_but_one_pioneer_per_player() -> None:
    state = opening(3)
    on_board = len(state["doorstep"]) + sum(len(c["colonists"]) for c in state["expeditions"])
    academy = sum(data.ACADEMY_START.values())  # the Academy's 12 are 12 of the 84 (printed)
    assert len(state["bag"]) + on_board == sum(data.COLONISTS.values()) - 3 - academy
    assert sum(data.COLONISTS.values()) == 84 and data.COLONISTS["P"] == 28


def test_rule_52_buildings_14_events_22_expeditions() -> None:
    assert len(data.BUILDINGS) == 52 and len(data.OCEAN) == 26 and len(data.SURFACE) == 26
    assert len(data.EVENTS) == 14 and len(data.EXPEDITIONS) == 22


def test_rule_two_players_remove_the_duplicate_buildings() -> None:
    two, three = opening(2), opening(3)

    def shown(s: dict) -> list[str]:
        tiles = s["ocean"] + s["surface"] + [lot["id"] for lot in s["gantry"]]
        return tiles + [t for c in s["expeditions"] for t in c["buildings"]]

    assert not any(data.BUILDINGS[t].duplicate for t in shown(two))
    assert len(shown(two)) == 32 and len(shown(three)) == 52


def test_rule_six_of_the_fourteen_events_time_the_six_rounds() -> None:
    state = opening(2)
    assert len(state["events"]) == 5 and state["event"] is not None and len(state["past_events"]) == 1
    assert state["event"] not in state["events"]


def test_rule_a_random_first_player_holds_the_phase_marker_and_places_first() -> None:
    firsts = {opening(4, seed)["first"] for seed in range(12)}
    assert len(firsts) > 1
    state = opening(4, 5)
    assert state["phase"] == "place" and state["active"] == state["first"]


# --- board setup each round (printed) ---------------------------------------------------------
def test_rule_base_camp_shows_one_expedition_fewer_than_players_with_drawn_rewards() -> None:
    for players in (2, 3, 4, 5):
        state = opening(players)
        assert len(state["expeditions"]) == players - 1
        for card in state["expeditions"]:
            rewards = data.EXPEDITIONS[card["id"]].rewards
            assert len(card["colonists"]) == sum(r.startswith("colonist") for r in rewards)
            assert len(card["buildings"]) == sum(r.startswith("building") for r in rewards)
            assert all(data.BUILDINGS[t].zone == "ocean" for t in card["buildings"])


def test_rule_vents_and_quarry_get_the_cards_top_left_numbers_plus_two() -> None:
    state = opening(4)
    refill = sum(data.EXPEDITIONS[c["id"]].refill for c in state["expeditions"])
    if state["event"] not in ("thermal_surge", "vent_collapse", "rich_vein", "rockslide"):
        assert state["vents"] == refill + 2 and state["quarry"] == refill + 2


def test_rule_hard_mode_adds_no_two() -> None:
    state = opening(4, hard=True)
    refill = sum(data.EXPEDITIONS[c["id"]].refill for c in state["expeditions"])
    assert state["vents"] == refill and state["quarry"] == refill
    assert len(state["doorstep"]) == 4


def test_rule_gantry_shows_as_many_buildings_as_players_ocean_first_at_most_eight() -> None:
    state = opening(5)
    assert len(state["gantry"]) == 5 and all(data.BUILDINGS[lot["id"]].zone == "ocean" for lot in state["gantry"])
    state = {**state, "gantry": [{"id": t, "dice": []} for t in data.OCEAN[:6]], "round": 4, "expeditions": []}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    assert len(state["gantry"]) == data.GANTRY_MAX
    assert [data.BUILDINGS[lot["id"]].zone for lot in state["gantry"][6:]] == ["surface", "surface"]


def test_rule_doorstep_gets_players_plus_two_colonists_at_most_twelve() -> None:
    assert len(opening(3)["doorstep"]) == 5
    state = {**opening(3), "doorstep": ["P"] * 10, "round": 2}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    assert len(state["doorstep"]) == data.DOORSTEP_MAX


def test_rule_last_rounds_energy_and_minerals_are_discarded_at_setup() -> None:
    state = {**opening(2), "vents": 40, "quarry": 40, "round": 2}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    assert state["vents"] < 40 and state["quarry"] < 40


def test_rule_an_event_marked_now_fires_when_revealed() -> None:
    state = {**opening(2), "events": ["supply_drop"], "round": 2}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    assert state["event"] == "supply_drop" and state["toolkits"] == [2, 2]


def test_rule_the_expedition_deck_is_reshuffled_when_it_runs_out() -> None:
    state = {**opening(3), "exp_deck": [], "exp_discard": ALL_EXP[:10], "round": 2}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    assert GAME.to_move(state) < 0 and flow.QUEUE.head(state)["kind"] == "reshuffle"
    state = run_until(state, lambda s: s["phase"] == "place")
    assert len(state["expeditions"]) == 2 and len(state["exp_deck"]) + len(state["exp_discard"]) == 8 + 2


def test_rule_an_empty_bag_refills_from_the_discarded_colonists() -> None:
    state = {**opening(2), "bag": [], "discard": ["E", "M", "S", "P", "P"], "doorstep": [], "round": 2}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    state = run_until(state, lambda s: s["phase"] == "place")
    assert state["discard"] == [] and len(state["doorstep"]) + len(state["bag"]) >= 4


def test_rule_with_no_colonist_left_none_enters_play() -> None:
    state = {**opening(2), "bag": [], "discard": [], "doorstep": [], "round": 2}
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    state = run_until(state, lambda s: s["phase"] == "place")
    assert state["doorstep"] == []


def test_rule_a_bag_that_runs_out_mid_round_is_refilled_from_the_discards_before_an_immigration_wave_draws() -> None:
    state = {**only(placing(2), p0=[1], p1=[1]), "event": "immigration_wave", "expeditions": []}
    state = {**state, "bag": ["M"], "discard": ["E"], "doorstep": []}
    state = place(place(state, 1, "region:vents"), 1, "region:outfitters")
    after = run_until(state, lambda s: s["step"] > "E" or s["round"] == 2)
    assert after["doorstep"] == ["M", "E"]  # both arrived: the bag's last one, then the discarded one
    assert after["bag"] == [] and after["discard"] == []


# --- placement (printed) ----------------------------------------------------------------------------
def test_rule_everyone_rolls_five_dice_and_places_one_at_a_time_clockwise() -> None:
    state = opening(3, 2)
    assert all(len(p) == 5 for p in state["pools"])
    first = state["active"]
    state = place(state, state["pools"][first][0], "region:outfitters")
    assert state["active"] == (first + 1) % 3


def test_rule_a_player_out_of_dice_is_skipped() -> None:
    state = only(placing(3), p0=[3], p1=[], p2=[4])
    state = place(state, 3, "region:outfitters")
    assert state["active"] == 2


def test_rule_toolkits_change_a_die_by_one_each_within_one_to_six() -> None:
    state = only(placing(2, toolkits=[2, 0]), p0=[6, 1], p1=[3])
    legal = GAME.legal_actions(state)
    assert {"type": "tune", "die": 0, "delta": 1} not in legal and {"type": "tune", "die": 1, "delta": -1} not in legal
    with pytest.raises(IllegalAction):
        act(state, {"type": "tune", "die": 0, "delta": 1})
    state = act(state, {"type": "tune", "die": 0, "delta": -1})
    assert state["pools"][0] == [5, 1] and state["toolkits"][0] == 1
    state = act(state, {"type": "tune", "die": 1, "delta": 1})
    assert state["pools"][0] == [5, 2] and state["toolkits"][0] == 0
    assert check_action(GAME, state, {"type": "tune", "die": 0, "delta": -1}).key == "ar.illegal.no_toolkit"


def test_rule_base_camp_dice_stack_whatever_their_value() -> None:
    state = only(placing(3), p0=[6, 2], p1=[1], p2=[5])
    state = place(state, 6, "exp:0")
    state = act(state, {"type": "no_escort"}) if flow.QUEUE.head(state) else state
    state = place(state, 1, "exp:0")
    assert [d["value"] for d in state["expeditions"][0]["dice"]] == [6, 1]


def test_rule_any_number_of_pioneers_cost_one_resource_and_add_a_pip_each() -> None:
    shelters = [{"P": 3, "E": 0, "M": 0, "S": 0}, {"P": 1, "E": 0, "M": 0, "S": 0}]
    state = only(placing(2, shelters=shelters), p0=[4, 1], p1=[2])
    state = place(state, 4, "exp:0")
    escort = {"type": "escort", "kind": "P", "count": 3, "pay": "minerals"}
    assert escort in GAME.legal_actions(state)
    state = act(state, escort)
    assert state["minerals"][0] == 2 and state["energy"][0] == 3 and state["shelters"][0]["P"] == 0
    assert flow.expedition_total(state["expeditions"][0]) == 7


def test_rule_only_one_engineer_marine_or_steward_goes_with_a_die() -> None:
    shelters = [{"P": 0, "E": 2, "M": 0, "S": 0}, {"P": 1, "E": 0, "M": 0, "S": 0}]
    state = only(placing(2, shelters=shelters), p0=[4, 1], p1=[2])
    state = place(state, 4, "exp:0")
    with pytest.raises(IllegalAction):
        act(state, {"type": "escort", "kind": "E", "count": 2, "pay": "energy"})


def _one_expedition(state: dict, card: str) -> dict:
    return {**state, "expeditions": [expedition_card(card)]}


def test_rule_an_engineer_brings_two_resources_when_the_expedition_succeeds() -> None:
    shelters = [{"P": 0, "E": 1, "M": 0, "S": 0}, {"P": 0, "E": 0, "M": 0, "S": 0}]
    state = _one_expedition(only(placing(2, shelters=shelters), p0=[6], p1=[1]), "x12")  # difficulty 5
    state = place(state, 6, "exp:0")
    state = act(state, {"type": "escort", "kind": "E", "count": 1, "pay": "energy"})
    energy, minerals = state["energy"][0], state["minerals"][0]
    state = run_until(place(state, 1, "region:outfitters"), head_is("reward"))
    assert state["energy"][0] + state["minerals"][0] - energy - minerals == 2  # before any reward
    assert state["shelters"][0]["E"] == 1 and state["badges"] == [1, 0]  # back from the expedition


def test_designed_an_engineers_two_resources_are_one_energy_and_one_mineral() -> None:
    shelters = [{"P": 0, "E": 1, "M": 0, "S": 0}, {"P": 0, "E": 0, "M": 0, "S": 0}]
    state = _one_expedition(only(placing(2, shelters=shelters), p0=[6], p1=[1]), "x12")  # difficulty 5
    state = act(place(state, 6, "exp:0"), {"type": "escort", "kind": "E", "count": 1, "pay": "energy"})
    energy, minerals = state["energy"][0], state["minerals"][0]
    state = run_until(place(state, 1, "region:outfitters"), head_is("reward"))
    assert (state["energy"][0] - energy, state["minerals"][0] - minerals) == (1, 1)  # ruling 6, before any reward


def test_rule_a_marine_lowers_one_rivals_die_by_one_or_two_never_below_one() -> None:
    shelters = [{"P": 0, "E": 0, "M": 0, "S": 0}, {"P": 0, "E": 0, "M": 1, "S": 0}]
    state = only(placing(2, shelters=shelters), p0=[5, 1], p1=[2, 1])
    state = place(state, 5, "exp:0")
    state = place(state, 2, "exp:0")
    state = act(state, {"type": "escort", "kind": "M", "count": 1, "pay": "energy"})
    legal = GAME.legal_actions(state)
    assert {a["amount"] for a in legal} == {1, 2}
    state = act(state, {"type": "cut", "die": legal[-1]["die"], "amount": 2})
    assert [d["value"] for d in state["expeditions"][0]["dice"]] == [3, 2]
    low = only(placing(2, shelters=shelters), p0=[2, 1], p1=[4, 1])
    low = place(place(low, 2, "exp:0"), 4, "exp:0")
    low = act(low, {"type": "escort", "kind": "M", "count": 1, "pay": "energy"})
    assert GAME.legal_actions(low) == [{"type": "cut", "die": 1, "amount": 1}]


def test_rule_a_steward_goes_only_with_a_one_or_two_and_earns_a_vp_for_choosing_first() -> None:
    shelters = [{"P": 0, "E": 0, "M": 0, "S": 1}, {"P": 0, "E": 0, "M": 0, "S": 0}]
    state = _one_expedition(only(placing(2, shelters=shelters), p0=[3, 6], p1=[1, 1]), "x12")
    high = place(state, 3, "exp:0")
    assert check_action(GAME, high, {"type": "escort", "kind": "S", "count": 1, "pay": "energy"}).key == (
        "ar.illegal.steward_die"
    )
    state = act(state, {"type": "tune", "die": 0, "delta": -1})  # a 3 becomes a 2 with a toolkit
    state = place(state, 2, "exp:0")
    state = act(state, {"type": "escort", "kind": "S", "count": 1, "pay": "energy"})
    state = place(state, 1, "region:outfitters")
    state = place(state, 6, "exp:0")
    state = run_until(place(state, 1, "region:outfitters"), head_is("reward"))
    state = act(state, {"type": "reward", "index": 0})
    assert state["vp"][0] == 1


def test_rule_rewards_go_in_order_of_share_then_first_placed() -> None:
    state = _one_expedition(only(placing(2), p0=[2, 1], p1=[3]), "x12")
    state = place(state, 2, "exp:0")
    state = place(state, 3, "exp:0")
    state = place(state, 1, "exp:0")  # seat 0: 3 in all, placed first; seat 1: 3
    state = run_until(state, head_is("reward"))
    assert flow.QUEUE.head(state)["player"] == 0
    assert flow.ranking(state["expeditions"][0]) == [0, 1]


def test_rule_a_failed_expedition_gives_nothing_and_its_rewards_go_back() -> None:
    state = _one_expedition(only(placing(2), p0=[1], p1=[1]), "x21")  # difficulty 13
    state["expeditions"][0]["colonists"] = ["E"]
    doorstep = len(state["doorstep"])
    state = place(place(state, 1, "exp:0"), 1, "exp:0")  # the round resolves and the next is set up
    assert state["badges"] == [0, 0] and "x21" in state["exp_discard"] and state["vp"] == [0, 0]
    assert len(state["doorstep"]) == min(data.DOORSTEP_MAX, doorstep + 1 + 2 + 2)


def test_rule_exposure_places_a_die_right_of_every_equal_or_lower_die() -> None:
    state = only(placing(2), p0=[4, 2, 4, 5], p1=[3, 6, 1])
    for value in (4, 3, 2, 6, 4, 1):
        state = place(state, value, "region:vents")
    assert [d["value"] for d in state["dice"]["vents"]] == [1, 2, 3, 4, 4, 6]
    fours = [d["seq"] for d in state["dice"]["vents"] if d["value"] == 4]
    assert fours == sorted(fours)


def test_rule_exposure_pays_from_the_left_until_the_pool_runs_dry() -> None:
    state = only(placing(2, vents=8), p0=[5, 2], p1=[3])
    state = {**state, "event": None}
    state = place(place(state, 5, "region:vents"), 3, "region:vents")
    energy = list(state["energy"])
    state = place(state, 2, "region:vents")  # the last die: the round resolves
    assert state["energy"][1] - energy[1] == 3  # the 3 after the 2
    assert state["energy"][0] - energy[0] == 2 + 3  # the 2 in full, the exposed 5 only what was left


def test_rule_a_gantry_bid_must_beat_every_die_there_even_your_own() -> None:
    state = only(placing(2), p0=[3, 3, 5], p1=[4, 2])
    lot = f"lot:{state['gantry'][0]['id']}:0"
    state = place(state, 3, lot)
    assert check_action(GAME, state, {"type": "place", "die": 1, "target": lot}).key == "ar.illegal.outbid"
    state = place(state, 4, lot)
    state = place(state, 5, lot)
    assert [d["value"] for d in state["gantry"][0]["dice"]] == [3, 4, 5]


def test_rule_the_highest_bid_pays_its_minerals_when_the_gantry_resolves_or_the_next_buys() -> None:
    state = only(placing(2, minerals=[4, 2]), p0=[4], p1=[5])
    tile = state["gantry"][0]["id"]
    state = place(state, 4, f"lot:{tile}:0")
    state = place(state, 5, f"lot:{tile}:0")  # seat 1 cannot pay 5: seat 0's 4 buys
    state = run_until(state, lambda s: s["round"] == 2)
    assert [b["id"] for b in state["buildings"][0]] == [tile] and state["buildings"][1] == []
    assert state["minerals"] == [0, 2] and tile not in [lot["id"] for lot in state["gantry"]]


def test_rule_a_colonist_gained_may_go_at_once_into_a_building_with_room() -> None:
    buildings = [[{"id": "o07", "staff": [None]}], []]  # the Kelp Farm: one Pioneer space
    state = placing(2, buildings=buildings)
    assert data.BUILDINGS["o07"].spaces == "P"
    flow.gain_colonist(state, 0, "P")
    GAME.turns.settle(state)
    assert flow.QUEUE.head(state)["kind"] == "arrange"
    house = [a for a in GAME.legal_actions(state) if a["type"] == "house"]
    assert house and all(a["target"].startswith("slot:0,") for a in house)


def test_rule_a_building_gained_takes_colonists_from_the_shelters_only() -> None:
    shelters = [{"P": 2, "E": 0, "M": 0, "S": 0}, {"P": 0, "E": 0, "M": 0, "S": 0}]
    buildings = [[{"id": "o01", "staff": ["P", None]}], []]
    state = placing(2, shelters=shelters, buildings=buildings)
    flow.gain_building(state, 0, "o07")
    GAME.turns.settle(state)
    legal = GAME.legal_actions(state)
    assert {a["target"] for a in legal if a["type"] == "house"} <= {"slot:1,0", "slot:1,1"}
    assert not any(a["type"] == "evict" for a in legal)


# --- designed regions ----------------------------------------------------------------------------
def test_designed_doorstep_high_dice_recruit_first_for_one_energy_each() -> None:
    state = {**only(placing(2), p0=[2], p1=[5]), "doorstep": ["E", "M", "S"], "event": None}
    state = place(place(state, 2, "region:doorstep"), 5, "region:doorstep")
    state = run_until(state, lambda s: flow.QUEUE.head(s) is not None and flow.QUEUE.head(s)["kind"] == "recruit")
    assert flow.QUEUE.head(state)["player"] == 1 and flow.QUEUE.head(state)["picks"] == 2
    energy, stewards = state["energy"][1], state["doorstep"].count("S")
    state = act(state, {"type": "recruit", "kind": "S"})
    assert state["energy"][1] == energy - 1 and state["shelters"][1]["S"] == 1
    assert state["doorstep"].count("S") == stewards - 1


def test_designed_academy_trains_a_sheltered_pioneer_into_a_specialist() -> None:
    state = only(placing(2, shelters=[{"P": 1, "E": 0, "M": 0, "S": 0}] * 2), p0=[6], p1=[1])
    state = place(place(state, 6, "region:academy"), 1, "region:outfitters")
    state = run_until(state, lambda s: flow.QUEUE.head(s) is not None and flow.QUEUE.head(s)["kind"] == "train")
    state = act(state, {"type": "train", "kind": "M"})
    assert state["shelters"][0] == {"P": 0, "E": 0, "M": 1, "S": 0} and state["academy"]["M"] == 3
    assert "P" in state["discard"]


def test_designed_outfitters_give_toolkits_by_die_value() -> None:
    state = {**only(placing(2, toolkits=[0, 0]), p0=[6], p1=[1]), "event": None}
    state = place(place(state, 6, "region:outfitters"), 1, "region:outfitters")
    state = run_until(state, lambda s: s["round"] == 2)
    assert state["toolkits"] == [3, 1]


def test_designed_resolution_runs_a_to_g_then_upkeep_h() -> None:
    state = only(placing(2), p0=[], p1=[])
    flow.after_place(state, {})
    queued = [t.get("letter", t["kind"]) for t in flow.QUEUE.tasks(state)]
    assert queued == [*"ABCDEFGH", "end_round"] and state["phase"] == "resolve"


def test_designed_upkeep_charges_energy_per_sheltered_colonist_and_relief_for_the_unpaid() -> None:
    shelters = [{"P": 3, "E": 1, "M": 0, "S": 0}, {"P": 1, "E": 0, "M": 0, "S": 0}]
    state = {**only(placing(2, shelters=shelters, energy=[2, 5]), p0=[1], p1=[1]), "event": None}
    state = place(place(state, 1, "region:outfitters"), 1, "region:outfitters")
    state = run_until(state, lambda s: s["round"] == 2)
    assert state["relief"] == [2, 0] and state["energy"][1] == 4


def test_designed_ocean_buildings_work_in_every_upkeep_when_fully_staffed() -> None:
    buildings = [[{"id": "o01", "staff": ["P", "E"]}], [{"id": "o01", "staff": ["P", None]}]]
    shelters = [{"P": 0, "E": 0, "M": 0, "S": 0}] * 2
    state = {**only(placing(2, buildings=buildings, shelters=shelters), p0=[1], p1=[1]), "event": None}
    state = place(place(state, 1, "region:outfitters"), 1, "region:outfitters")
    energy = list(state["energy"])
    state = run_until(state, lambda s: s["round"] == 2)
    assert state["energy"][0] - energy[0] == 2 and state["energy"][1] == energy[1]


def test_designed_the_phase_marker_passes_clockwise_and_the_game_lasts_six_rounds() -> None:
    state = opening(3, 4)
    first = state["first"]
    state = resolved(state)
    assert state["first"] == (first + 1) % 3 and state["round"] == 2
    state = run_until(state, lambda s: s["phase"] == "over")
    assert state["round"] == 6 and GAME.to_move(state) < 0 and state["past_events"] and len(state["past_events"]) == 6


def test_designed_upkeep_allows_three_moves_and_back_to_the_shelters() -> None:
    buildings = [[{"id": "o01", "staff": ["P", None]}], []]
    state = placing(2, buildings=buildings)
    flow.upkeep(state)
    GAME.turns.settle(state)
    assert flow.QUEUE.head(state)["moves"] == data.UPKEEP_MOVES
    state = act(state, {"type": "evict", "target": "slot:0,0"})
    assert state["shelters"][0]["P"] == 1 and state["buildings"][0][0]["staff"] == [None, None]
    assert flow.QUEUE.head(state)["moves"] == data.UPKEEP_MOVES - 1


# --- events (designed) -----------------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(data.EVENTS))
def test_designed_every_event_fires_at_its_letter(name: str) -> None:
    state = {**only(placing(2, toolkits=[0, 0], energy=[3, 3]), p0=[1], p1=[1]), "event": name, "expeditions": []}
    shelters = [{"P": 3, "E": 0, "M": 0, "S": 0}, {"P": 1, "E": 0, "M": 0, "S": 0}]
    state = {**state, "shelters": shelters, "buildings": [[{"id": "o07", "staff": ["P"]}], []]}
    before = {k: state[k] for k in ("vents", "quarry", "doorstep")}
    event = data.EVENTS[name]
    if event.letter == data.NOW:
        flow.fire_event(state)
        after = state
    else:
        state = place(place(state, 1, "region:vents"), 1, "region:academy")
        after = run_until(state, lambda s: s["step"] > event.letter or s["round"] == 2)
    checks = {
        "solar_flare": lambda s: s["energy"] == [2, 2],
        "supply_drop": lambda s: s["toolkits"] == [1, 1],
        "blizzard": lambda s: s["mods"]["difficulty"] == 2,
        "clear_skies": lambda s: s["mods"]["difficulty"] == -2,
        "thermal_surge": lambda s: s["vents"] == before["vents"] + 3 - 1,
        "vent_collapse": lambda s: s["vents"] == max(0, max(0, before["vents"] - 3) - 1),
        "rich_vein": lambda s: s["quarry"] == before["quarry"] + 3,
        "rockslide": lambda s: s["quarry"] == max(0, before["quarry"] - 3),
        "subsidy": lambda s: s["mods"]["discount"] == 2,
        "immigration_wave": lambda s: len(s["doorstep"]) == min(12, len(before["doorstep"]) + 2),
        "instructors_strike": lambda s: "academy" in s["mods"]["closed"] and s["shelters"][1]["P"] >= 1,
        "toolkit_shortage": lambda s: "outfitters" in s["mods"]["closed"],
        "epidemic": lambda s: s["shelters"][0]["P"] == 2 and s["shelters"][1]["P"] == 1,
        "founders_day": lambda s: s["vp"][0] >= 1,
    }
    assert checks[name](after), name


# --- losing what you do not have, scoring -----------------------------------------------------------
def test_rule_losing_what_you_do_not_have_loses_what_you_can() -> None:
    state = placing(2, energy=[0, 3])
    flow.gain(state, 0, "energy", -2)
    assert state["energy"][0] == 0


def test_designed_final_scoring_categories() -> None:
    state = placing(3)
    state = {
        **state,
        "vp": [5, 0, 0],
        "energy": [4, 0, 0],
        "minerals": [3, 0, 0],
        "badges": [3, 3, 1],
        "toolkits": [2, 5, 0],
        "relief": [1, 0, 0],
        "shelters": [
            {"P": 1, "E": 1, "M": 1, "S": 1},
            {"P": 0, "E": 0, "M": 0, "S": 0},
            {"P": 0, "E": 0, "M": 0, "S": 0},
        ],
        "buildings": [[{"id": "s13", "staff": ["M", "E", "S"]}], [], []],  # a staffed surface tile
    }
    parts = flow.final_parts(state)[0]
    tile_vp = data.BUILDINGS["s13"].gives[0][1]
    assert parts == {
        "track": 5,
        "resources": 2,
        "surface": tile_vp,
        "buildings": 1,
        "sets": 4,
        "badges": 6,
        "toolkits": 2,
        "relief": -2,
    }
    assert flow.final_parts(state)[1]["badges"] == 6  # a tie for the most: both get the first prize


def test_designed_two_players_score_only_the_first_majority() -> None:
    assert flow.placings([3, 1], data.BADGE_MAJORITY, 2) == [6, 0]
    assert flow.placings([3, 1, 0], data.BADGE_MAJORITY, 3) == [6, 3, 0]
    assert flow.placings([0, 0, 0], data.BADGE_MAJORITY, 3) == [0, 0, 0]


def test_designed_ties_go_to_more_energy_and_minerals_left() -> None:
    state = {**placing(2), "phase": "over", "vp": [0, 0], "energy": [3, 6], "minerals": [3, 0]}
    state = {**state, "badges": [0, 0], "toolkits": [0, 0], "buildings": [[], []], "relief": [0, 0]}
    state["energy"], state["minerals"] = [4, 3], [0, 0]  # both score 1 for resources
    assert GAME.scores(state)[0] == GAME.scores(state)[1]
    assert GAME.winners(state) == [0]
    assert GAME.ranking(state) == [[0], [1]]


def test_rule_decks_and_the_bag_are_hidden_from_every_player() -> None:
    state = opening(3)
    seen = GAME.observation(state, 0)
    assert set(seen["bag"]) == {"?"} and set(seen["exp_deck"]) == {"?"} and set(seen["events"]) == {"?"}
    assert len(seen["ocean"]) == len(state["ocean"])


def test_rule_first_choice_helper_never_plays_a_region_by_accident() -> None:
    assert first_choice({}, [{"type": "place"}, {"type": "done"}]) == {"type": "done"}


def test_designed_the_rules_page_lists_the_14_events_as_their_cards_read_and_the_designed_details() -> None:
    """A player planning a round can read every event that may come up, in both languages, worded as
    the card on the board; the designed details a player meets in play are on the rules page too."""
    summary = json.loads((ROOT / "docs" / "rules" / "artemis-project.summary.json").read_text(encoding="utf-8"))
    sections = {s["id"]: s["points"] for s in summary["sections"]}
    for lang in ("es", "en"):
        events = [f"{text(f'ar.event.{e}', lang)} — {text(f'ar.event_text.{e}', lang)}" for e in data.EVENTS]
        assert sections["events"][lang] == events
    designed = " ".join(sections["designed"]["en"])
    for detail in ("1 energy and 1 mineral", "chooses once", "next place is skipped"):
        assert detail in designed
    assert "{}/{}".format(*data.BADGE_MAJORITY) in designed and "{}/{}".format(*data.TOOLKIT_MAJORITY) in designed
