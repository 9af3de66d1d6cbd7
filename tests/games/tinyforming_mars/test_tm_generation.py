"""Generaciones: research, action and income phases, and the end of a generation."""

from __future__ import annotations

from pyengine.core import CHANCE

from .helpers import GAME, activate, city, deal, flow, fresh, play, roll, standard, why

PASS = {"type": "pass"}


def test_action_phase_alternates_one_action_at_a_time() -> None:
    state = deal(fresh(), 0, "windmills", "asteroid_mining")
    state = activate(state, "asteroid_mining")
    assert GAME.to_move(state) == 1
    state = play(state, PASS)
    assert GAME.to_move(state) == 0


def test_after_passing_a_player_takes_no_more_actions_the_other_goes_on() -> None:
    state = fresh()
    state["bank"] = 3
    state = play(state, PASS)
    assert GAME.to_move(state) == 1
    state = standard(state, "sell_patent")
    assert GAME.to_move(state) == 1 and state["passed"] == [True, False]


def test_when_both_pass_the_generation_ends_and_the_next_draft_starts_with_black() -> None:
    state = fresh()
    state = play(play(state, PASS), PASS)
    assert state["generation"] == 2
    assert GAME.to_move(state) == CHANCE and flow.head(state) == {"kind": "draw", "player": 1}


def test_research_draft_start_second_start_player() -> None:
    state = play(play(fresh(), PASS), PASS)
    drafters = []
    for card in (3, 5, 7):
        state = roll(state, {"type": "draw", "card": card})
        drafters.append(GAME.to_move(state))
        state = play(state, {"type": "keep", "target": "end:a"})
    assert drafters == [1, 0, 1]
    assert flow.head(state) is None and state["active"] == 1  # Black starts even generations


def test_each_project_once_per_generation() -> None:
    state = deal(fresh(), 0, "asteroid_mining")
    state = play(activate(state, "asteroid_mining"), PASS)
    assert why(state, {"type": "project", "target": "project:asteroid_mining"}).key == "tm.illegal.used"


def test_one_standard_project_per_generation_marked_with_a_player_cube() -> None:
    state = fresh()
    state["bank"] = 4
    state = play(standard(state, "sell_patent"), PASS)
    assert state["standard"][0] == "sell_patent"
    assert why(state, {"type": "standard", "target": "std:sell_patent"}).key == "tm.illegal.standard_used"


def test_credits_on_projects_cannot_be_taken_back_during_the_action_phase() -> None:
    state = deal(fresh(), 0, "asteroid_mining")  # cost 1: the credit stays on the card
    state = activate(state, "asteroid_mining")
    assert state["bank"] == 0 and state["credits"][0] == 5 - 1 + 0
    assert why(play(state, PASS), {"type": "standard", "target": "std:sell_patent"}).key == "tm.illegal.bank_empty"


def test_generation_end_returns_project_credits_and_puts_cards_under_the_deck_in_draw_order() -> None:
    state = deal(fresh(), 0, "windmills", "asteroid_mining", "lava_flows")
    state["unseen"] = [8]
    state = activate(state, "asteroid_mining")
    state = play(play(state, PASS), PASS)
    assert state["table"] == [] and state["returned"] == [7, 5, 3]
    assert state["bank"] == 1 and sum(state["credits"]) + state["bank"] == 10


def test_face_down_cards_are_drawn_first_then_the_face_up_ones_in_order() -> None:
    state = fresh()
    state["unseen"], state["returned"] = [8], [7, 5, 3]
    state = play(play(state, PASS), PASS)
    state = roll(state, {"type": "draw", "card": 8})
    state = play(state, {"type": "keep", "target": "end:a"})
    assert GAME.to_move(state) != CHANCE and state["drawn"] == 7 and state["returned"] == [5, 3]


def test_income_one_credit_per_city_and_per_water_next_to_each_city() -> None:
    state = city(city(fresh(), 4, 0), 6, 0)  # hex 5 touches both cities; so does nothing else
    state["board"][flow.board.HEX_OF[5]] = {"kind": "water"}
    state["credits"], state["bank"] = [0, 5], 5
    assert flow.income(state, 0) == 2 + 2
    flow.collect_income(state, 0)
    assert state["credits"][0] == 4 and state["bank"] == 1


def test_income_credits_above_five_return_to_the_supply() -> None:
    state = city(city(fresh(), 1, 0), 12, 0)
    state["credits"], state["bank"] = [4, 1], 5
    flow.collect_income(state, 0)
    assert state["credits"][0] == 5 and state["bank"] == 4


def test_income_in_start_player_order_limited_by_the_supply() -> None:
    state = city(city(fresh(), 1, 0), 19, 1)
    state["credits"], state["bank"] = [4, 4], 2
    state["white"], state["generation"] = 1, 1  # seat 1 starts: it collects first
    state = play(play(state, PASS), PASS)
    assert state["credits"] == [5, 5] and state["bank"] == 0


def test_short_supply_pays_what_is_there_and_the_rest_is_lost() -> None:
    state = deal(fresh(), 0, "asteroid_mining", "windmills", "lava_flows")
    state["credits"], state["bank"] = [5, 5], 0
    state["table"][1]["used"][0] = True  # a credit on a card is not in the supply
    state = activate(state, "asteroid_mining")  # 1 credit; pays 1 per Production/Space tag: 1 (Lava Flows end)
    assert state["credits"][0] == 4 and state["bank"] == 0
