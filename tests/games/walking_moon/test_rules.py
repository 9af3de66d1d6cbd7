"""One named test per rule of the rulebook's Walking on the Moon (see docs/rules/walking-on-the-moon.md).

The track used (helpers.CARDS): start 0; flat ground with a crater at 3 and 6 and a Sputnik above
it at (3, 1); connector 7; a tunnel 9-12 with a Sputnik at (10, 0) and a hazard at 11; connector 14;
a rock at 17 with a Sputnik above 18; connector 21; a hill 23-26; connector 28; a big crater
30-33 between ledges (29, 1) and (34, 1) on the last card; the finish at 35.
"""

import pytest

from pyengine.core import IllegalAction, Match
from pyengine.core.errors import PositionError
from pyengine.core.jsonutil import clone
from pyengine.core.positions import load_position, position_of
from pyengine.core.sideview import Terrain, TerrainError
from pyengine.games.walking_moon import GAME, data, moves, turn
from pyengine.games.walking_moon.moves import decision
from tests.games.walking_moon.helpers import (
    BLACK,
    BLUE,
    BLUE2,
    CARDS,
    WHITE,
    act,
    first_jump,
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


# --- setup ---------------------------------------------------------------------------------------
def test_setup_deals_five_cards_and_stacks_everyone_on_the_start_with_the_first_player_on_top() -> None:
    match = Match.new("walking_moon", 3, seed=5)
    state = match.state
    assert len(state["cards"]) == 5
    assert all((a["col"], a["level"]) == (0, 0) for a in state["astros"])
    assert state["order"] == [0, 1, 2] and state["astros"][0]["owner"] == 0


def test_a_first_game_uses_at_most_the_hard_cards_chosen() -> None:
    hard = [
        sum(c in data.HARD_CARDS for c in Match.new("walking_moon", 2, {"hard_cards": h}, seed=s).state["cards"])
        for h in (0, 1)
        for s in range(40)
    ]
    assert max(hard[:40]) == 0 and max(hard[40:]) == 1
    anything = [
        sum(c in data.HARD_CARDS for c in Match.new("walking_moon", 2, seed=s).state["cards"]) for s in range(40)
    ]
    assert max(anything) >= 1


def test_the_first_player_can_be_drawn() -> None:
    firsts = {Match.new("walking_moon", 4, {"first": "draw"}, seed=s).state["astros"][0]["owner"] for s in range(20)}
    assert len(firsts) > 1


def test_advanced_rules_put_a_special_token_on_each_square_between_cards_never_on_the_start() -> None:
    state = new(advanced=True)
    assert sorted(state["tokens"], key=int) == ["7", "14", "21", "28"]
    assert len(set(state["tokens"].values())) == 4 and set(state["tokens"].values()) <= set(data.SPECIALS)
    assert new()["tokens"] == {}


# --- programming and rolling ---------------------------------------------------------------------
def test_programming_takes_exactly_your_dice() -> None:
    state = new()
    for die in (BLUE, WHITE, BLACK):
        state = act(state, {"type": "assign", "die": die, "target": "slot:0"})
    with pytest.raises(IllegalAction) as refused:
        act(state, {"type": "launch"})
    assert refused.value.reason.key == "wm.illegal.program_incomplete"
    state = act(state, {"type": "assign", "die": BLUE2, "target": "slot:2"})
    with pytest.raises(IllegalAction):
        act(state, {"type": "assign", "die": 3, "target": "slot:1"})
    assert GAME.to_move(act(state, {"type": "launch"})) < 0  # the first jump's dice roll


def test_several_dice_of_mixed_colours_on_one_slot_and_fewer_than_three_jumps() -> None:
    state = program(new(), [BLUE, BLUE2, WHITE, BLACK])
    assert state["pending"]["dice"] == [BLUE, BLUE2, WHITE, BLACK]
    state = roll(state, "1", "2", "1", "1")
    state = use(state, BLUE2, "ss")
    assert (state["astros"][0]["col"], state["astros"][0]["level"]) == (2, 0)
    assert mover(state) == 1  # no jump left: the turn passed


def test_exactly_one_result_of_a_roll_is_applied() -> None:
    state = program(new(), [BLUE, BLACK], [BLUE2, WHITE])
    state = roll(state, "4", "1")
    state = use(state, BLACK, "s")
    assert state["astros"][0]["col"] == 1 and state["roll"] == []


def test_the_first_jump_is_compulsory_then_you_may_stop() -> None:
    state = new()
    assert {a["type"] for a in GAME.legal_actions(state)} >= {"assign"} and "stop" not in str(GAME.legal_actions(state))
    state = first_jump(state, BLUE, "2", "ss")
    assert {a["type"] for a in GAME.legal_actions(state)} == {"jump", "stop"}
    stopped = act(state, {"type": "stop"})
    assert mover(stopped) == 1
    assert GAME.to_move(act(state, {"type": "jump"})) < 0


def test_turn_order_leader_first_then_higher_level_then_top_of_the_stack() -> None:
    state = new(players=4)
    state = put(state, 0, 17, 1)
    state = put(state, 1, 18, 0)
    state = put(state, 2, 17, 0)
    state = put(state, 3, 17, 0)  # arrives after astronaut 2: on top of it
    assert restart_round(state)["order"] == [1, 0, 3, 2]


# --- how the dice move ---------------------------------------------------------------------------
def test_blue_dice_only_go_straight_white_must_descend_black_may_climb() -> None:
    state = program(new(), [BLUE, WHITE, BLACK], [BLUE2])
    state = roll(state, "3", "2", "2")
    steps = {(a["die"], a["steps"]) for a in GAME.legal_actions(state) if a["type"] == "use"}
    assert {s for d, s in steps if d == BLUE} == {"sss"}
    assert {s for d, s in steps if d == WHITE} == {"ds", "sd", "dd"}
    assert {s for d, s in steps if d == BLACK} == {"ss", "su", "us", "uu"}


def test_a_skull_leaves_you_accidented_after_the_move() -> None:
    state = first_jump(new(), BLACK, "2k", "ss")
    a = state["astros"][0]
    assert (a["col"], a["level"], a["down"]) == (2, 0, True) and mover(state) == 1


# --- accidents --------------------------------------------------------------------------------------
def test_ending_on_hazardous_ground_is_an_accident_right_there() -> None:
    state = first_jump(new(), BLUE, "3", "sss")
    a = state["astros"][0]
    assert (a["col"], a["level"], a["down"]) == (3, 0, True) and mover(state) == 1


def test_ending_without_ground_falls_to_the_square_beneath() -> None:
    state = restart_round(put(new(), 0, 17, 1))
    state = first_jump(state, BLUE, "1", "s")
    a = state["astros"][0]
    assert (a["col"], a["level"], a["down"]) == (18, 0, True)
    assert a["sputniks"] == 1  # the Sputnik passed over is taken; half of 1 rounded down is 0


def test_trying_to_pass_through_the_moon_ends_on_the_square_before() -> None:
    state = restart_round(put(new(), 0, 16, 0))
    state = first_jump(state, BLUE, "2", "ss")
    a = state["astros"][0]
    assert (a["col"], a["level"], a["down"]) == (16, 0, True)


def test_an_accident_costs_half_the_sputniks_rounded_down_and_ends_the_turn() -> None:
    state = restart_round(put(new(), 0, 0, 0, sputniks=5))
    state["supply"]["sputnik"] -= 5
    state = first_jump(state, BLUE, "3", "sss")
    assert state["astros"][0]["sputniks"] == 3 and state["supply"]["sputnik"] == 22
    assert mover(state) == 1


def test_an_accidented_astronaut_stands_up_and_rolls_only_two_dice() -> None:
    state = restart_round(put(new(), 0, 5, 0, down=True))
    assert mover(state) == 0 and state["dice"] == 2 and not state["astros"][0]["down"]


# --- tunnels and Sputniks ----------------------------------------------------------------------------
def test_a_tunnel_can_be_passed_from_side_to_side_and_its_sputnik_taken() -> None:
    state = restart_round(put(new(), 0, 8, 0))
    state = first_jump(state, BLUE, "4", "ssss")
    a = state["astros"][0]
    assert (a["col"], a["down"], a["sputniks"]) == (12, False, 1)


def test_a_hazardous_tunnel_square_is_an_accident() -> None:
    state = restart_round(put(new(), 0, 8, 0))
    state = first_jump(state, BLUE, "3", "sss")
    assert state["astros"][0]["down"] and state["astros"][0]["col"] == 11


def test_a_tunnel_roof_cannot_be_passed() -> None:
    state = restart_round(put(new(), 0, 9, 0))
    state = first_jump(state, BLACK, "1", "u")
    a = state["astros"][0]
    assert (a["col"], a["level"], a["down"]) == (9, 0, True)


def test_no_sputnik_is_taken_when_the_supply_is_empty() -> None:
    state = restart_round(put(new(), 0, 8, 0))
    state["supply"]["sputnik"] = 0
    state = first_jump(state, BLUE, "4", "ssss")
    assert state["astros"][0]["sputniks"] == 0


# --- end of round, Ground Control, handicap --------------------------------------------------------
def test_end_of_round_gives_ground_control_to_the_last_and_a_handicap_to_the_first() -> None:
    state = put(put(put(new(), 0, 5), 1, 2), 2, 2)
    after = clone(state)
    after["turn"] = len(after["order"]) - 1
    turn.end_turn(after)
    assert [a["handicap"] for a in after["astros"]] == [0, 0, 0]  # the leader's is discarded on its turn
    assert [a["ct"] for a in after["astros"]] == [0, 1, 1]
    assert after["dice"] == 3 and mover(after) == 0 and after["supply"]["handicap"] == data.HANDICAP_SUPPLY


def test_ground_control_rerolls_one_die() -> None:
    state = restart_round(put(new(), 0, 0, 0, ct=1))
    state = program(state, [BLUE, WHITE], [BLUE2, BLACK])
    state = roll(state, "1", "1")
    state = act(state, {"type": "reroll", "die": BLUE})
    state = roll(state, "4")
    assert {r["die"]: r["face"] for r in state["roll"]} == {BLUE: "4", WHITE: "1"}
    assert state["astros"][0]["ct"] == 0 and not any(a["type"] == "reroll" for a in GAME.legal_actions(state))


def test_ground_control_adds_extra_dice_up_to_six() -> None:
    state = restart_round(put(new(), 0, 0, 0, ct=3))
    state = act(act(state, {"type": "extra_die"}), {"type": "extra_die"})
    assert state["dice"] == 6 and state["astros"][0]["ct"] == 1
    with pytest.raises(IllegalAction) as refused:
        act(state, {"type": "extra_die"})
    assert refused.value.reason.key == "wm.illegal.max_dice"


def test_a_handicap_is_discarded_at_the_start_of_the_turn_and_leaves_three_dice() -> None:
    state = new()
    state["supply"]["handicap"] -= 1
    state = restart_round(put(state, 0, 5, 0, handicap=1))
    assert state["dice"] == 3 and state["astros"][0]["handicap"] == 0
    assert state["supply"]["handicap"] == data.HANDICAP_SUPPLY


def test_states_do_not_add_up_the_worst_applies() -> None:
    state = new()
    state["supply"]["handicap"] -= 1
    state = restart_round(put(state, 0, 5, 0, handicap=1, down=True))
    assert state["dice"] == 2


# --- the finish and scoring -----------------------------------------------------------------------
def test_crossing_the_finish_ends_the_turn_at_once_and_scores_11_for_the_first() -> None:
    state = restart_round(put(new(), 0, 34, 1))
    state = program(state, [WHITE], [BLUE, BLUE2, BLACK])
    state = roll(state, "1")
    state = use(state, WHITE, "d")
    assert state["astros"][0]["done"] == 1 and mover(state) != 0
    assert turn.position_points(state["astros"][0]) == 11


def test_the_round_is_finished_then_the_game_ends_later_crossers_score_10() -> None:
    state = put(put(new(), 0, 34, 1), 1, 34, 1)
    state = restart_round(state)
    for _ in range(2):
        state = program(state, [WHITE], [BLUE, BLUE2, BLACK])
        state = use(roll(state, "1"), WHITE, "d")
    assert decision(state) != "over"  # the third astronaut still plays the round
    state = first_jump(state, BLUE, "1", "s")
    if decision(state) != "over":
        state = act(state, {"type": "stop"})
    assert decision(state) == "over"
    assert state["finishers"] == [1, 0]  # astronaut 1 arrived last on the ledge: on top, it moved first
    assert [turn.position_points(a) for a in state["astros"][:2]] == [10, 11]


def test_you_can_crash_crossing_the_finish_and_lose_sputniks() -> None:
    state = new()
    state["supply"]["sputnik"] -= 4
    state = restart_round(put(state, 0, 34, 1, sputniks=4))
    state = first_jump(state, BLUE, "2", "ss")
    assert state["astros"][0]["done"] == 1 and state["astros"][0]["sputniks"] == 2


def test_a_skull_on_a_jump_that_crosses_the_finish_still_finishes_but_costs_half_the_sputniks() -> None:
    # Ruling (docs): the square reached at the finish is judged as any other, so a skull leaves the
    # astronaut accidented there: it has crossed (11 points, its turn over) and loses half its Sputniks.
    flat_finish = [*CARDS[:4], "n12"]  # the last card is flat ground up to the finish
    for face, kept in (("2", 4), ("2k", 2)):
        state = new(cards=flat_finish)
        state["supply"]["sputnik"] -= 4
        state = restart_round(put(state, 0, 33, 0, sputniks=4))
        state = first_jump(state, BLACK, face, "ss")
        a = state["astros"][0]
        assert (a["col"], a["level"], a["done"], a["sputniks"]) == (35, 0, 1, kept), face
        assert turn.position_points(a) == 11 and mover(state) != 0
        assert state["last"]["skull"] == face.endswith("k") and state["last"]["outcome"] == "safe"


def test_those_on_the_last_card_score_its_printed_points_and_sputniks_count_one_each() -> None:
    state = put(put(put(new(), 0, 35, done=1), 1, 33, sputniks=2), 2, 20, sputniks=1)
    assert GAME.scores(state) == [11.0, 8.0 + 2, 1.0]


def test_ties_go_to_the_higher_scoring_square_then_to_the_first_to_arrive() -> None:
    state = put(put(new(), 0, 35, done=1), 1, 33, sputniks=3)  # 11 + 0 against 8 + 3
    assert GAME.scores(state)[:2] == [11.0, 11.0] and GAME.ranking(state)[0] == [0]
    state = put(put(put(new(), 0, 33), 1, 33), 2, 2)
    assert GAME.winners(state) == [0]  # both on the 8: astronaut 0 arrived first


# --- advanced: robbing -------------------------------------------------------------------------------
def test_ending_a_jump_on_a_rival_lets_you_rob_a_sputnik() -> None:
    state = new(advanced=True)
    state = put(state, 1, 2, 0, sputniks=2)
    state["supply"]["sputnik"] -= 2
    state = turn_of(state, 0)
    state = first_jump(state, BLUE, "2", "ss")
    assert decision(state) == "rob"
    state = act(state, {"type": "rob", "victim": 1})
    assert [a["sputniks"] for a in state["astros"][:2]] == [1, 1]


def test_robbing_a_rival_without_sputniks_gives_them_a_handicap() -> None:
    state = put(new(advanced=True), 1, 2, 0)
    state = turn_of(state, 0)
    state = first_jump(state, BLUE, "2", "ss")
    state = act(state, {"type": "rob", "victim": 1})
    assert state["astros"][1]["handicap"] == 1


def test_no_robbing_after_an_accident() -> None:
    state = put(new(advanced=True), 1, 3, 0, sputniks=1)
    state = turn_of(state, 0)
    state = first_jump(state, BLUE, "3", "sss")
    assert decision(state) != "rob" and state["astros"][1]["sputniks"] == 1


def test_no_robbing_an_astronaut_who_has_finished() -> None:
    state = new(advanced=True)
    state["supply"]["sputnik"] -= 2
    state = put(state, 1, 35, 0, done=1, sputniks=2)  # across the finish, on the finish square
    state["finishers"] = [1]
    state = restart_round(put(state, 0, 34, 1))
    state = use(roll(program(state, [WHITE], [BLUE, BLUE2, BLACK]), "1"), WHITE, "d")  # onto the finish square
    a, rival = state["astros"][0], state["astros"][1]
    assert (a["col"], a["level"], a["done"]) == (35, 0, 2)
    assert decision(state) != "rob" and mover(state) != 0
    assert (rival["sputniks"], rival["handicap"], a["sputniks"]) == (2, 0, 0)


def test_robbing_is_an_advanced_rule() -> None:
    state = put(new(), 1, 2, 0, sputniks=1)
    state = turn_of(state, 0)
    state = first_jump(state, BLUE, "2", "ss")
    assert decision(state) == "continue"


# --- advanced: special squares ------------------------------------------------------------------------
@pytest.mark.parametrize(("effect", "field", "gained"), [("gain_ct", "ct", 1), ("gain_sputniks", "sputniks", 2)])
def test_special_squares_that_give_counters(effect: str, field: str, gained: int) -> None:
    assert on_token(effect)["astros"][0][field] == gained


def test_special_square_go_back_a_circle() -> None:
    a = on_token("back_circle")["astros"][0]
    assert (a["col"], a["level"]) == (5, 0)


def test_special_square_advance_a_circle_is_a_free_move_without_robbing() -> None:
    state = new(advanced=True)
    state["tokens"] = {"7": "advance_circle"}
    state = put(state, 1, 8, 0, sputniks=1)
    state = turn_of(put(state, 0, 5, 0), 0)
    state = first_jump(state, BLUE, "2", "ss")
    assert decision(state) == "special"
    state = act(state, {"type": "advance_circle"})
    assert state["astros"][0]["col"] == 8 and decision(state) == "continue"


def test_special_square_spend_sputniks_to_advance_squares() -> None:
    state = on_token("spend_sputniks", sputniks=3)
    state = act(state, {"type": "spend", "n": 1})
    assert state["astros"][0]["col"] == 8 and state["astros"][0]["sputniks"] == 2


def test_special_square_reroll_the_dice_of_the_next_jump() -> None:
    state = on_token("reroll_next")
    state = roll(act(state, {"type": "jump"}), "1", "1", "1")
    assert {"type": "reroll_all"} in GAME.legal_actions(state)
    state = roll(act(state, {"type": "reroll_all"}), "2", "2", "2")
    assert all(r["face"] == "2" for r in state["roll"]) and not state["astros"][0]["reroll"]


def test_special_square_jump_at_once_with_any_one_die() -> None:
    state = act(on_token("jump_now"), {"type": "jump_now", "colour": "blue"})
    state = use(roll(state, "1"), BLUE, "s")
    assert state["astros"][0]["col"] == 8 and decision(state) == "continue"  # the programmed jumps remain


def test_a_special_square_works_even_when_reached_by_an_accident() -> None:
    state = new(advanced=True)
    state["tokens"] = {"28": "gain_ct"}
    state = restart_round(put(state, 0, 26, 1))
    state = first_jump(state, BLUE, "2", "ss")  # off the hill into the air: falls onto the token
    a = state["astros"][0]
    assert (a["col"], a["down"], a["ct"]) == (28, True, 1)


# --- two players ---------------------------------------------------------------------------------------
def test_two_players_each_control_two_astronauts_placed_alternately() -> None:
    state = new(players=2)
    assert [a["owner"] for a in state["astros"]] == [0, 1, 0, 1]
    assert state["order"] == [0, 1, 2, 3]


def test_two_players_jumping_onto_your_own_astronaut_lets_you_swap_counters() -> None:
    state = put(new(players=2), 2, 2, 0, ct=1)
    state = turn_of(state, 0)
    state = first_jump(state, BLUE, "2", "ss")
    assert decision(state) == "share"
    state = act(state, {"type": "give", "what": "ct", "from": 2, "to": 0})
    state = act(state, {"type": "done"})
    assert [state["astros"][0]["ct"], state["astros"][2]["ct"]] == [1, 0]


def test_two_players_landing_on_your_own_astronaut_with_nothing_to_share_asks_nothing() -> None:
    state = put(new(players=2), 2, 2, 0)
    state["astros"][0]["ct"] = state["astros"][0]["sputniks"] = 0
    state = turn_of(state, 0)
    state = first_jump(state, BLUE, "2", "ss")
    assert decision(state) != "share"


def test_two_players_score_both_astronauts() -> None:
    state = put(put(new(players=2), 0, 35, done=1), 2, 33, sputniks=1)
    assert GAME.scores(state)[0] == 11 + 8 + 1


# --- squares no astronaut can stand on ------------------------------------------------------------------
def test_planning_from_a_square_inside_the_rock_is_refused_at_once_not_searched_forever(monkeypatch) -> None:
    checks = []
    has_ground = Terrain.has_ground

    def counted(terrain: Terrain, square: tuple[int, int]) -> bool:
        checks.append(square)
        assert len(checks) < 1000, "searching for ground below the rock without end"
        return has_ground(terrain, square)

    monkeypatch.setattr(Terrain, "has_ground", counted)
    state = turn_of(put(new(), 0, 17, 0), 0)  # inside the rock at 17, rock down to the Moon's body
    for steps in ("d", "s", "u", ""):
        with pytest.raises(TerrainError, match="inside the rock"):
            moves.plan(state, steps)
    assert checks == []


def test_a_written_position_with_an_astronaut_inside_the_rock_is_refused() -> None:
    written = position_of(Match.new("walking_moon", 3, seed=2))
    astros = [dict(a) for a in written["state"]["astros"]]
    astros[1].update(col=17, level=0)
    state = {**written["state"], "cards": CARDS, "astros": astros}
    with pytest.raises(PositionError) as refused:
        load_position({**written, "state": state})
    assert refused.value.reason.params == {"name": "astros"}
    astros[1].update(col=18, level=0)  # beside the rock: a square an astronaut can stand on
    assert load_position({**written, "state": state}).state["astros"][1]["col"] == 18
