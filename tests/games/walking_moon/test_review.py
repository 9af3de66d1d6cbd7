"""Rules the independent review found wrong or untested (docs/rules/walking-on-the-moon.md)."""

from pyengine.core.game import CHANCE
from pyengine.games.walking_moon import GAME, data, turn
from pyengine.games.walking_moon.moves import decision
from tests.games.walking_moon.helpers import (
    BLACK,
    BLUE,
    BLUE2,
    WHITE,
    act,
    ahead,
    end_of_round,
    mover,
    new,
    on_token,
    program,
    put,
    restart_round,
    roll,
    turn_of,
    use,
)


def crossed_then_slipstreamed():
    """Astronaut 0 crosses from the last ledge; player 1, passed, plays Slipstream across too."""
    state = new(advanced=True, hands=[None, "slipstream", None])
    state = turn_of(put(put(put(state, 2, 2), 1, 34, 1), 0, 34, 1), 0)  # 0 on top of 1
    state = use(roll(program(state, [WHITE], [BLUE, BLUE2, BLACK]), "1"), WHITE, "d")
    return act(state, {"type": "play", "astro": 1})


def test_a_crossing_during_a_card_window_keeps_the_crossing_order() -> None:
    state = crossed_then_slipstreamed()
    assert state["finishers"] == [0, 1]
    assert GAME.scores(state)[:2] == [11.0, 10.0]


def test_an_astronaut_that_crossed_out_of_turn_gets_no_further_turn() -> None:
    state = crossed_then_slipstreamed()
    assert mover(state) == 2 and decision(state) == "program"


def test_reroll_the_next_jump_applies_to_the_next_jump_only() -> None:
    state = on_token("reroll_next")
    state = use(roll(act(state, {"type": "jump"}), "1", "1", "1"), BLUE2, "s")  # not rerolled
    assert not state["astros"][0]["reroll"]
    state = roll(program(turn_of(state, 0), [BLUE], [BLUE2, WHITE, BLACK]), "1")
    assert {"type": "reroll_all"} not in GAME.legal_actions(state)


def test_no_robbing_while_turned_over_even_with_an_extra_jump() -> None:
    state = put(new(advanced=True, hands=[None, "extra_jump", None]), 1, 2, down=True)
    state = put(state, 2, 4, 0, sputniks=1)
    state["supply"]["sputnik"] -= 1
    state = end_of_round(turn_of(put(state, 0, 5, 0), 0))
    state = act(state, {"type": "play", "astro": 1, "colour": "blue"})
    state = use(roll(state, "2"), BLUE, "ss")  # onto astronaut 2, which has a Sputnik
    assert decision(state) != "rob" and state["astros"][2]["sputniks"] == 1


def test_slipstream_when_the_mover_was_beneath_you_in_a_stack() -> None:
    state = put(put(put(new(advanced=True, hands=[None, "slipstream", None]), 0, 2), 1, 2), 2, 0)
    state = use(roll(program(turn_of(state, 0), [BLUE], [WHITE, BLUE2, 5]), "2"), BLUE, "ss")
    assert decision(state) == "ask" and GAME.to_move(state) == 1


def test_slipstream_when_the_mover_was_on_your_column_one_level_lower() -> None:
    state = put(put(put(new(advanced=True, hands=[None, "slipstream", None]), 0, 9, 0), 1, 9, 2), 2, 0)
    state = use(roll(program(turn_of(state, 0), [BLUE], [WHITE, BLUE2, 5]), "3"), BLUE, "sss")
    assert decision(state) == "ask" and GAME.to_move(state) == 1


def test_slipstream_when_the_mover_was_on_top_of_you_at_the_start() -> None:
    state = put(put(put(new(advanced=True, hands=[None, "slipstream", None]), 1, 2), 0, 2), 2, 0)
    state = use(roll(program(turn_of(state, 0), [BLUE], [WHITE, BLUE2, 5]), "2"), BLUE, "ss")
    assert decision(state) == "ask" and GAME.to_move(state) == 1


def test_end_of_round_cards_count_an_astronaut_across_the_finish_as_first() -> None:
    state = put(put(new(advanced=True, hands=[None, "teamwork", "teamwork"]), 1, 33), 2, 20)
    state = put(turn_of(state, 1), 0, 35, 0, done=1)
    state["finishers"] = [0]
    state = end_of_round(state)
    assert decision(state) == "ask" and GAME.to_move(state) == 1  # second in the race: may play


def test_advance_a_circle_is_still_offered_after_an_accident_onto_the_token() -> None:
    state = new(advanced=True)
    state["tokens"] = {"28": "advance_circle"}
    state = restart_round(put(state, 0, 26, 1))
    state = use(roll(program(state, [BLUE], [BLUE2, WHITE, BLACK]), "2"), BLUE, "ss")  # falls onto 28
    assert decision(state) == "special" and state["astros"][0]["down"]
    state = act(state, {"type": "advance_circle"})
    a = state["astros"][0]
    assert a["col"] > 28 and a["down"] and mover(state) != 0  # moved, still turned over, turn over


def test_two_players_exchange_counters_even_when_the_jump_ends_in_an_accident() -> None:
    state = put(new(players=2), 2, 3, 0, ct=2, down=True)  # own astronaut on the hazard at 3
    state = use(roll(program(turn_of(state, 0), [BLUE], [BLUE2, WHITE, BLACK]), "3"), BLUE, "sss")
    assert decision(state) == "share" and state["astros"][0]["down"]


def test_turn_order_comes_from_the_engines_own_round_start() -> None:
    state = new(players=4)
    for index, col, level in ((0, 17, 1), (1, 18, 0), (2, 17, 0), (3, 17, 0)):
        state = put(state, index, col, level)  # 3 arrives after 2: on top of it
    state["turn"] = len(state["order"]) - 1
    turn.end_turn(state)  # the round ends; the next one starts from the positions
    assert state["order"] == [1, 0, 3, 2]


def test_the_finish_ends_the_jump_a_blue_one_and_a_blue_four_both_fall_at_the_finish() -> None:
    for face, steps in (("1", "s"), ("4", "ssss")):
        state = put(put(new(), 1, 2), 2, 2)
        state = turn_of(put(state, 0, 34, 1, sputniks=2), 0)
        state = use(roll(program(state, [BLUE], [BLUE2, WHITE, BLACK]), face), BLUE, steps)
        a = state["astros"][0]
        assert (a["col"], a["done"], a["sputniks"]) == (35, 1, 1)
        assert GAME.to_move(state) not in (0, CHANCE) or mover(state) != 0


def teamwork_onto(effect, **fields):
    """Player 1 plays Teamwork at the end of the round: its astronaut moves from 27 onto the token at 28."""
    state = put(put(new(advanced=True, hands=[None, "teamwork", None]), 1, 27, **fields), 2, 2)
    state["tokens"] = {"28": effect}
    state = end_of_round(turn_of(put(state, 0, 30, 1), 0))
    return act(state, {"type": "play", "astro": 1, "partner": 2})


def test_a_special_square_reached_by_an_action_card_offers_its_choice_to_that_player() -> None:
    state = teamwork_onto("advance_circle")
    assert decision(state) == "special" and GAME.to_move(state) == 1
    state = act(state, {"type": "advance_circle"})
    assert state["astros"][1]["col"] > 28 and state["round"] == 2  # then the round ends as before


def test_declining_a_card_moves_special_square_goes_on_with_the_round() -> None:
    state = act(teamwork_onto("spend_sputniks", sputniks=2), {"type": "decline"})
    assert state["astros"][1]["col"] == 28 and state["round"] == 2


# --- rules the review listed as untested ---------------------------------------------------------------
def test_extra_jump_is_refused_to_the_player_in_first_position() -> None:
    state = end_of_round(ahead(["extra_jump", None, None]))
    assert state["round"] == 2 and state["hands"][0] == "extra_jump"  # never asked: the round went on


def test_teamwork_is_refused_to_a_player_tied_for_first_position() -> None:
    state = put(new(advanced=True, hands=[None, "teamwork", None]), 2, 2)
    state = end_of_round(turn_of(put(put(state, 1, 5), 0, 5), 0))
    assert state["round"] == 2 and state["hands"][1] == "teamwork"  # never asked: the round went on


def test_miscalculation_cannot_be_played_on_the_player_in_last_position() -> None:
    state = put(put(new(advanced=True, hands=[None, "miscalculation", None]), 1, 5), 2, 5)
    state = roll(program(turn_of(state, 0), [BLUE, WHITE], [BLUE2, BLACK]), "1", "1")
    assert decision(state) == "choose"


def test_penalty_cannot_be_played_on_a_robber_in_last_position() -> None:
    state = put(put(new(advanced=True, hands=[None, "penalty", None]), 1, 2, 0, sputniks=1), 2, 5)
    state["supply"]["sputnik"] -= 1
    state = use(roll(program(turn_of(state, 0), [BLUE], [WHITE, BLUE2, BLACK]), "2"), BLUE, "ss")
    state = act(state, {"type": "rob", "victim": 1})  # the robber, on 2, is tied for last
    assert decision(state) == "continue" and state["astros"][0]["handicap"] == 0


def extra_jump_of_astronaut_1(state):
    """Player 1 plays Extra jump with a blue die at the end of the round."""
    return act(end_of_round(state), {"type": "play", "astro": 1, "colour": "blue"})


def test_an_extra_jump_can_rob() -> None:
    state = put(ahead([None, "extra_jump", None]), 2, 4, 0, sputniks=1)
    state["supply"]["sputnik"] -= 1
    state = use(roll(extra_jump_of_astronaut_1(state), "2"), BLUE, "ss")
    assert decision(state) == "rob" and GAME.to_move(state) == 1


def test_an_extra_jump_can_crash_and_take_a_sputnik() -> None:
    state = extra_jump_of_astronaut_1(ahead([None, "extra_jump", None]))
    state = use(roll(state, "1"), BLUE, "s")  # onto the crater at 3
    assert state["astros"][1]["down"] and state["astros"][1]["col"] == 3


def test_robbing_chooses_one_of_several_rivals_on_the_square() -> None:
    state = put(put(new(advanced=True), 1, 2, 0, sputniks=1), 2, 2, 0, sputniks=1)
    state["supply"]["sputnik"] -= 2
    state = use(roll(program(turn_of(state, 0), [BLUE], [WHITE, BLUE2, BLACK]), "2"), BLUE, "ss")
    victims = {a["victim"] for a in GAME.legal_actions(state) if a["type"] == "rob"}
    assert victims == {1, 2}
    state = act(state, {"type": "rob", "victim": 2})
    assert [a["sputniks"] for a in state["astros"]] == [1, 1, 0]


def test_no_robbing_after_spending_sputniks_to_advance() -> None:
    state = new(advanced=True)
    state["tokens"] = {"7": "spend_sputniks"}
    state = put(put(state, 1, 8, 0, sputniks=1), 0, 5, 0, sputniks=3)
    state["supply"]["sputnik"] -= 4
    state = use(roll(program(turn_of(state, 0), [BLUE], [WHITE, BLUE2, BLACK]), "2"), BLUE, "ss")
    state = act(state, {"type": "spend", "n": 1})  # 7 -> 8, onto astronaut 1
    assert state["astros"][0]["col"] == 8 and decision(state) != "rob"


def test_everyone_tied_for_first_gets_a_handicap() -> None:
    state = put(put(put(new(), 0, 5), 1, 5), 2, 2)
    state["turn"] = len(state["order"]) - 1
    turn.end_turn(state)  # the round's counters; the new round's first turn discards its own
    first, second = state["order"][:2]
    assert state["astros"][second]["handicap"] == 1 and state["dice"] == 3
    assert state["astros"][2]["ct"] == 1 and state["astros"][first]["handicap"] == 0


def test_several_handicaps_are_discarded_together_and_leave_three_dice() -> None:
    state = new()
    state["supply"]["handicap"] -= 2
    state = restart_round(put(state, 0, 5, 0, handicap=2))
    assert state["dice"] == 3 and state["astros"][0]["handicap"] == 0
    assert state["supply"]["handicap"] == data.HANDICAP_SUPPLY


def test_two_players_exchange_sputniks_with_their_own_astronaut() -> None:
    state = put(new(players=2), 2, 2, 0, sputniks=2)
    state["supply"]["sputnik"] -= 2
    state = use(roll(program(turn_of(state, 0), [BLUE], [BLUE2, WHITE, BLACK]), "2"), BLUE, "ss")
    state = act(state, {"type": "give", "what": "sputnik", "from": 2, "to": 0})
    assert [state["astros"][0]["sputniks"], state["astros"][2]["sputniks"]] == [1, 1]


def test_two_players_counters_are_not_pooled_a_reroll_spends_the_active_astronauts_own_ct() -> None:
    state = put(new(players=2), 2, 2, 0, ct=1)  # player 0's other astronaut has the CT
    state = roll(program(turn_of(state, 0), [BLUE, WHITE], [BLUE2, BLACK]), "1", "1")
    assert not any(a["type"] == "reroll" for a in GAME.legal_actions(state))


def test_two_players_a_card_is_played_for_one_astronaut_whose_conditions_are_checked() -> None:
    state = new(players=2, advanced=True, hands=[None, "planning"])
    state = put(put(put(put(state, 0, 6), 1, 2), 2, 2), 3, 6)  # player 1: astronaut 1 behind, 3 tied first
    state = end_of_round(turn_of(state, 0))
    assert GAME.to_move(state) == 1
    assert [a for a in GAME.legal_actions(state) if a["type"] == "play"] == [{"type": "play", "astro": 1}]
