"""March on Mars: a named test per rule of the rulebook (docs/rules/march-on-mars.md, rule → test)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pyengine.core import Match
from pyengine.core.errors import IllegalAction
from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.jsonutil import clone
from pyengine.core.table import table_of
from pyengine.games.march_mars import GAME, aliens, board, data, flow
from pyengine.games.march_mars.queue import QUEUE
from tests.games.march_mars.helpers import (
    BLACK,
    BLACK2,
    BLUE,
    BLUE2,
    DEF_L,
    L1,
    L2,
    UP_L,
    WHITE,
    WHITE2,
    ZA,
    act,
    alien,
    aliens_march,
    at,
    chance,
    legal,
    new,
    program,
    put,
    roll,
    turn,
)

FOUR = ([WHITE, WHITE2], [BLUE], [BLUE2])  # a program of the four dice: two, then one, then one


# --- setup ------------------------------------------------------------------------------------------
def test_setup_lays_four_cards_defenders_bunkers_and_a_wave_of_players_plus_one_on_each_card() -> None:
    match_state = GAME.initial_state(
        [{"color": c} for c in ("red", "blue", "green")], {"difficulty": "normal", "upgrades": "bunker"}, _rng()
    )
    assert len(match_state["cards"]) == 4 and match_state["defenders"] == {"left": True, "right": True}
    assert match_state["upgrades"] == {"left": "bunker", "right": "bunker"}
    cards = tuple(match_state["cards"])
    for index in (0, 1, 3, 4):
        assert len(aliens.on_card(match_state, index)) == 3 + 1
    assert not aliens.on_card(match_state, board.za_index(cards))
    assert sum(match_state["bag"].values()) == sum(data.bag("normal", 3).values()) - 16


def test_two_players_play_half_the_board_one_side() -> None:
    state = GAME.initial_state(
        [{"color": "red"}, {"color": "blue"}], {"difficulty": "normal", "upgrades": "bunker"}, _rng()
    )
    assert len(state["cards"]) == 2 and list(state["defenders"]) == ["left"]
    assert state["upgrades"] == {"left": "bunker", "right": None}
    assert board.sides(tuple(state["cards"])) == ("left",)


def test_each_marine_chooses_one_of_its_cards_two_abilities_then_a_landing_zone_square() -> None:
    state = GAME.initial_state(
        [{"color": "red"}, {"color": "blue"}], {"difficulty": "normal", "upgrades": "bunker"}, _rng()
    )
    first = state["marines"][0]["training"]
    assert {a["ability"] for a in legal(state, "train")} == set(data.TRAINING[first])
    state = act(state, legal(state, "train")[0])
    state = act(state, legal(state, "train")[1])
    assert state["phase"] == "land"
    squares = {a["target"] for a in legal(state, "land")}
    za = board.za_columns(tuple(state["cards"]))
    assert squares == {f"sq:{c},0" for c in za}
    state = act(state, {"type": "land", "target": f"sq:{za[2]},0"})
    state = act(state, {"type": "land", "target": f"sq:{za[0]},0"})
    assert state["round"] == 1 and state["marines"][0]["col"] == za[2]


def _rng():  # type: ignore[no-untyped-def]
    from pyengine.core.game import Rng
    from pyengine.core.rng import seed_state

    return Rng(seed_state(5))


# --- turns ------------------------------------------------------------------------------------------
def test_the_team_picks_who_plays_and_each_marine_plays_once_a_round() -> None:
    state = new(3)
    assert {a["marine"] for a in legal(state, "pick")} == {0, 1, 2}
    state = turn(state, 2)
    assert state["active"] == 2 and state["phase"] == "program"
    state = roll(program(state, *FOUR), "1", "1")
    state = act(act(state, legal(state, "move")[0]), {"type": "stop"})
    assert {a["marine"] for a in legal(state, "pick")} == {0, 1}


def test_a_marine_programs_exactly_its_dice_on_up_to_three_actions() -> None:
    state = turn(new(3))
    with pytest.raises(IllegalAction):
        act(state, {"type": "launch"})
    for die in (BLUE, BLUE2, WHITE, WHITE2):
        state = act(state, {"type": "assign", "die": die, "target": "slot:0"})
    assert not legal(state, "assign")  # four dice and no more
    state = act(state, {"type": "launch"})
    assert GAME.to_move(state) == CHANCE and state["pending"]["dice"] == [BLUE, BLUE2, WHITE, WHITE2]


def test_stopping_after_the_first_action_ends_the_turn() -> None:
    state = program(turn(new(3)), *FOUR)
    state = roll(state, "1", "1")
    state = act(state, legal(state, "move")[0])
    state = act(state, {"type": "stop"})
    assert state["marines"][0]["played"] and state["phase"] == "pick"


# --- shooting ---------------------------------------------------------------------------------------
def test_a_number_is_the_exact_distance_and_its_dice_the_hits() -> None:
    state = alien(alien(new(3), "blue", ZA - 2), "yellow", ZA - 1)
    state = program(turn(state), *FOUR)
    state = roll(state, "2", "2")
    shots = legal(state, "shoot")
    assert {a["target"] for a in shots} == {f"sq:{ZA - 2},0"}  # no die shows 1: the yellow is out of reach
    assert shots == [{"type": "shoot", "target": f"sq:{ZA - 2},0", "yellow": 0, "blue": 1, "red": 0}]
    state = act(state, shots[0])
    assert at(state, ZA - 2) == [] and state["phase"] == "continue"


def test_marines_shoot_backwards_too() -> None:
    state = alien(new(3), "yellow", ZA + 3)
    state = put(state, 0, ZA + 6)
    state = program(turn(state), [BLUE, WHITE], [BLUE2], [WHITE2])
    state = roll(state, "3", "1")
    assert [a["target"] for a in legal(state, "shoot")] == [f"sq:{ZA + 3},0"]


def test_hits_are_split_among_one_squares_aliens_and_damage_that_does_not_kill_is_lost() -> None:
    state = alien(alien(new(3), "blue", ZA - 2), "yellow", ZA - 2, count=2)
    state = program(turn(state), [BLUE, WHITE, WHITE2], [BLUE2])
    state = roll(state, "2", "2", "1")  # two hits at distance 2
    ways = [(a["yellow"], a["blue"]) for a in legal(state, "shoot")]
    assert sorted(ways) == [(0, 1), (2, 0)]  # both yellows, or the blue: never half of each
    state = alien(alien(new(3), "red", ZA - 2), "blue", ZA - 2)
    state = program(turn(state), *FOUR)
    state = roll(state, "2", "1")  # one hit: it kills nobody, yet the roll may be used to shoot
    assert legal(state, "shoot") == [{"type": "shoot", "target": f"sq:{ZA - 2},0", "yellow": 0, "blue": 0, "red": 0}]


def test_a_shot_never_hits_several_squares() -> None:
    state = alien(alien(new(3), "yellow", ZA - 2), "yellow", ZA + 2)
    state = program(turn(state), [WHITE, WHITE2], [BLUE], [BLUE2])
    state = roll(state, "2", "2")
    state = act(state, {"type": "shoot", "target": f"sq:{ZA - 2},0", "yellow": 1, "blue": 0, "red": 0})
    assert at(state, ZA + 2) == ["yellow"] and state["phase"] == "continue"


def test_every_roll_must_be_used_the_roll_is_discarded_only_when_nothing_can_be_done() -> None:
    state = program(turn(new(3)), *FOUR)
    state = roll(state, "2", "2")
    assert legal(state, "move") and not legal(state, "discard")


# --- melee -----------------------------------------------------------------------------------------
def test_an_alien_on_the_square_locks_the_marine_in_melee_ones_only() -> None:
    state = alien(alien(new(3), "yellow", ZA), "yellow", ZA - 2)
    state = program(turn(state), *FOUR)
    state = roll(state, "2", "2")
    assert not legal(state, "move") and not legal(state, "shoot")
    assert legal(state, "discard")  # no 1: the roll is lost
    state = alien(alien(new(3), "yellow", ZA), "yellow", ZA - 1)
    state = program(turn(state), *FOUR)
    state = roll(state, "1", "2")
    assert [a["target"] for a in legal(state, "shoot")] == [f"sq:{ZA},0"]


def test_aliens_may_be_crossed_while_moving() -> None:
    state = alien(new(3), "blue", ZA + 1)
    state = program(turn(state), [BLUE], [WHITE], [WHITE2, BLACK])
    state = roll(state, "3")
    state = act(state, next(a for a in legal(state, "move") if a["dir"] == 1))
    assert state["marines"][0]["col"] == ZA + 3


# --- the red defenders ------------------------------------------------------------------------------
def test_a_living_defenders_square_cannot_be_entered_the_marine_crashes_at_its_foot() -> None:
    state = put(new(3), 0, L2)
    state = program(turn(state), [BLUE], [WHITE], [WHITE2, BLACK])
    state = roll(state, "2")
    back = next(a for a in legal(state, "move") if a["dir"] == -1)
    assert back["target"] == f"sq:{L2},0"
    state = act(state, back)
    assert state["marines"][0]["down"] and state["marines"][0]["played"]  # an accident ends the turn


def test_a_defender_can_be_shot_through_its_barrier_and_then_its_square_entered() -> None:
    state = put(new(3), 0, L2 + 1)
    state = program(turn(state), [BLUE, BLACK, BLACK2], [BLUE2])
    state = roll(state, "1", "2", "2")
    assert [a["red"] for a in legal(state, "shoot")] == [0]  # two hits: a defender needs three
    state = put(new(3), 0, L2 + 1)
    state = program(turn(state), [BLUE, BLACK, BLACK2], [BLUE2])
    state = roll(state, "2", "2", "2")
    state = act(state, {"type": "shoot", "target": f"sq:{DEF_L},0", "yellow": 0, "blue": 0, "red": 1})
    assert state["defenders"]["left"] is False
    state = act(state, {"type": "next"})
    state = roll(state, "2")
    assert any(a["target"] == f"sq:{DEF_L},0" for a in legal(state, "move"))


def test_defenders_do_not_march_with_the_waves() -> None:
    state = new(3)
    QUEUE.push(state, {"kind": "wave", "side": "left"})
    QUEUE.settle(state)
    state = aliens_march(state)
    assert state["defenders"]["left"] and not any(a["col"] == DEF_L for a in state["aliens"])


# --- the bomb ------------------------------------------------------------------------------------
def test_the_bomb_goes_off_beside_the_mmm_free_of_aliens_as_the_only_action_with_nine_or_more() -> None:
    state = new(3)
    state["defenders"]["left"] = False
    state = put(state, 0, DEF_L)
    state = turn(state)
    bombs = legal(state, "bomb")
    assert len(bombs) == 6  # one per mix of colours of four dice
    state = act(state, {"type": "bomb", "dice": [BLUE, BLUE2, BLACK, BLACK2]})
    won = act(roll(state, "4", "3", "1", "1"), {"type": "detonate"})
    assert won["won"] and GAME.to_move(won) == TERMINAL and GAME.winners(won) == [0, 1, 2]
    failed = act(roll(state, "4", "2", "1", "1"), {"type": "detonate"})
    assert not failed["won"] and failed["marines"][0]["played"]


def test_no_bomb_once_an_action_was_taken_away_from_the_mmm_or_with_aliens_on_the_square() -> None:
    state = new(3)
    state["defenders"]["left"] = False
    assert not legal(turn(put(state, 0, L2)), "bomb")
    assert not legal(turn(alien(put(state, 0, DEF_L), "yellow", DEF_L)), "bomb")
    programmed = act(turn(put(state, 0, DEF_L)), {"type": "assign", "die": BLUE, "target": "slot:0"})
    assert not legal(programmed, "bomb")


# --- waves -------------------------------------------------------------------------------------------
def test_a_wave_moves_every_alien_of_its_side_one_card_towards_the_landing_zone_then_a_new_one() -> None:
    state = alien(alien(new(3, upgrades="random"), "yellow", L1 + 5), "red", L2, count=1)
    state["upgrades"]["left"] = "antenna"  # no bunker in the way
    QUEUE.push(state, {"kind": "wave", "side": "left"})
    QUEUE.settle(state)
    state = aliens_march(state)
    assert state["waiting"]["left"] == ["yellow"]
    assert at(state, L1) == ["red"]  # reds deploy from the square nearest the MMM
    assert state["tasks"][0] == {
        "kind": "draw",
        "side": "left",
        "card": 0,
        "n": 2,
    }  # no marine there: 0 + 1, at least 2
    state = chance(state, {"type": "draw", "yellow": 2, "blue": 0, "red": 0})
    state = aliens_march(state)
    assert at(state, L2 + 5) == ["yellow"] and at(state, L2 + 4) == ["yellow"]  # yellows from the farthest


def test_deployment_takes_upper_levels_first() -> None:
    state = new(3)
    order = board.deploy_order(tuple(state["cards"]), 1, "left")
    assert order[:4] == [(L1, 0), (L1 + 1, 2), (L1 + 1, 0), (L1 + 2, 3)]  # by column from the MMM, the top first


def test_aliens_ignore_hazards_when_deploying() -> None:
    state = new(3)
    order = board.deploy_order(tuple(state["cards"]), 0, "left")
    assert (L2 + 2, 0) in order  # the lava lake of the first card


def test_the_bunker_destroys_one_alien_of_each_wave_crossing_it() -> None:
    state = alien(alien(new(3), "yellow", L1 + 5), "blue", L1)
    QUEUE.push(state, {"kind": "wave", "side": "left"})
    QUEUE.settle(state)
    state = aliens_march(state)
    assert state["waiting"]["left"] == ["yellow"] and state["dead"]["blue"] == 1


def test_waiting_aliens_enter_the_landing_zone_at_the_start_of_the_next_turn() -> None:
    state = new(3)
    state["waiting"]["left"] = ["yellow", "blue"]
    flow.start_round(state, QUEUE)
    state = aliens_march(state)
    assert not state["waiting"]["left"] and at(state, ZA) == ["blue"] and at(state, ZA + 5) == ["yellow"]


def test_a_wave_has_the_marines_on_that_side_plus_one_at_least_two() -> None:
    state = new(4)
    for i in range(3):
        state = put(state, i, L1 + i)
    assert aliens.wave_size(state, "left") == 4 and aliens.wave_size(state, "right") == 2


def test_at_the_end_of_a_turn_the_white_die_sends_a_wave_one_left_two_right() -> None:
    state = new(2)
    for i in range(2):
        state["marines"][i]["played"] = True
    flow.end_round(state, QUEUE)
    QUEUE.settle(state)
    state = chance(state, {"type": "side", "face": 2})  # the right side is out of play with two players
    assert state["round"] == 2 and not any(t["kind"] == "alien" for t in state["tasks"])


def test_a_skull_among_the_dice_sends_a_wave_on_the_marines_side() -> None:
    state = put(new(3), 0, L1 + 5)
    state = program(turn(state), [BLACK], [WHITE], [WHITE2, BLUE])
    state = roll(state, "2k")
    state = act(state, next(a for a in legal(state, "move") if a["dir"] == -1))
    assert any(
        t["kind"] in ("alien", "draw") and t.get("side", t.get("move", {}).get("side")) == "left"
        for t in state["tasks"]
    )


# --- the base -------------------------------------------------------------------------------------
def test_aliens_in_the_landing_zone_at_the_end_of_a_turn_damage_the_base() -> None:
    state = alien(new(3), "yellow", ZA + 1)
    flow.za_check(state, QUEUE)
    assert state["base_hits"] == 1 and not state["aliens"] and state["upgrades"]["left"] is None


def test_the_third_attack_destroys_the_base_and_the_team_loses() -> None:
    state = alien(new(3), "yellow", ZA + 1)
    state["base_hits"] = 2
    flow.za_check(state, QUEUE)
    assert state["over"] and not state["won"] and state["why"] == "base"


def test_eight_turns_without_the_bomb_lose() -> None:
    state = new(3)
    state["round"] = data.TURNS
    flow.za_check(state, QUEUE)
    assert state["over"] and state["why"] == "time"


def test_the_sentries_shoot_with_two_dice_each_turn() -> None:
    state = alien(new(3), "yellow", UP_L - 3)
    state["upgrades"]["left"] = "sentries"
    QUEUE.push(state, {"kind": "sentry"})
    state = chance(state, {"type": "sentry", "faces": ["3", "1"]})
    assert not state["aliens"]


def test_the_antenna_rerolls_one_die_of_the_first_roll_on_its_side() -> None:
    state = put(new(3), 0, L1 + 5)
    state["upgrades"]["left"] = "antenna"
    state = roll(program(turn(state), *FOUR), "2", "2")
    assert state["rerolls"] == 1
    plain = roll(program(turn(put(new(3), 0, L1 + 5)), *FOUR), "2", "2")
    assert plain["rerolls"] == 0


# --- teamwork ------------------------------------------------------------------------------------
def test_an_accident_on_a_teammates_square_is_ignored() -> None:
    state = put(put(new(3), 1, L2 + 2), 0, L2)
    state = program(turn(state), [BLUE], [WHITE], [WHITE2, BLACK])
    state = roll(state, "2")
    state = act(state, next(a for a in legal(state, "move") if a["dir"] == 1 and a["target"] == f"sq:{L2 + 2},0"))
    assert not state["marines"][0]["down"] and state["phase"] == "continue"


def test_moving_onto_an_injured_marine_without_falling_lifts_it() -> None:
    state = put(new(3), 1, ZA + 2, down=True)
    state = program(turn(state), [BLUE], [WHITE], [WHITE2, BLACK])
    state = roll(state, "2")
    state = act(state, next(a for a in legal(state, "move") if a["dir"] == 1))
    assert not state["marines"][1]["down"]


def test_sharing_a_square_with_a_teammate_rerolls_one_die_of_each_roll() -> None:
    state = put(put(new(3), 0, L2), 1, L2)
    state = roll(program(turn(state), *FOUR), "2", "2")
    assert state["rerolls"] == 1
    state = act(state, {"type": "reroll", "die": WHITE})
    state = roll(state, "1")
    assert [r["face"] for r in state["roll"]] == ["1", "2"] and not legal(state, "reroll")


# --- support from the base -----------------------------------------------------------------------
def test_in_the_landing_zone_the_first_action_roll_may_reroll_a_die() -> None:
    state = roll(program(turn(new(3)), *FOUR), "2", "2")
    assert state["rerolls"] == 2  # the Landing Zone, and the teammates on the square
    state = put(new(3), 0, ZA + 4)
    state = roll(program(turn(state), *FOUR), "2", "2")
    assert state["rerolls"] == 1


def test_tactical_support_lifts_an_injured_marine() -> None:
    state = put(new(3), 1, L1, down=True)
    state = act(turn(state), {"type": "lift", "marine": 1})
    assert not state["marines"][1]["down"] and state["marines"][0]["played"]


def test_the_missile_battery_strikes_two_to_four_squares_from_an_observer() -> None:
    state = alien(put(new(3), 1, L1 + 3), "blue", L1, count=2)
    state = act(turn(state), {"type": "missile", "marine": 1, "kind": "piercing"})
    state = roll(state, "2", "1")
    strikes = legal(state, "strike")
    assert strikes == [{"type": "strike", "target": f"sq:{L1},0", "yellow": 0, "blue": 1, "red": 0}]  # 3 hits
    state = alien(alien(put(new(3), 1, L1 + 3), "yellow", L1 - 1), "yellow", L1 + 1)
    state = act(turn(state), {"type": "missile", "marine": 1, "kind": "frag"})
    state = roll(state, "1", "1")
    state = act(state, {"type": "blast", "column": L1 + 1})
    assert at(state, L1 + 1) == [] and at(state, L1 - 1) == ["yellow"]


def test_the_decoy_rolls_the_waves_side_again() -> None:
    state = act(turn(new(3)), {"type": "decoy"})
    for i in range(3):
        state["marines"][i]["played"] = True
    flow.end_round(state, QUEUE)
    QUEUE.settle(state)
    state = chance(state, {"type": "side", "face": 1})
    assert legal(state, "reroll_side") and GAME.to_move(state) == 0
    state = act(state, {"type": "reroll_side"})
    assert state["tasks"][0]["kind"] == "side" and state["decoy"] is None


def test_the_decoys_owner_keeps_or_rerolls_the_side_die_out_of_turn() -> None:
    """Asked at the round's end, when no marine plays: a bot answers at once (no table pace)."""
    playing = act(turn(new(3)), {"type": "decoy"})
    assert not table_of(GAME).out_of_turn(playing)  # programming one's own marine: one's own turn
    for i in range(3):
        playing["marines"][i]["played"] = True
    flow.end_round(playing, QUEUE)
    QUEUE.settle(playing)
    asked = chance(playing, {"type": "side", "face": 1})
    assert asked["active"] == -1 and GAME.to_move(asked) == 0 and legal(asked, "keep_side")
    assert table_of(GAME).out_of_turn(asked)


def test_support_needs_the_landing_zone_no_action_and_no_alien_on_the_square() -> None:
    state = put(new(3), 1, L1, down=True)
    assert not legal(turn(put(state, 0, L1 + 1)), "lift")
    assert not legal(turn(alien(state, "yellow", ZA)), "lift")


# --- equipment -------------------------------------------------------------------------------------
def test_from_turn_five_with_no_defender_killed_each_blue_or_red_killed_draws_equipment() -> None:
    state = new(3)
    state["round"] = 4
    flow.start_round(state, QUEUE)
    state["tasks"] = []
    assert state["equipment_on"]
    state = alien(state, "blue", ZA - 2)
    state = roll(program(turn(state), *FOUR), "2", "2")
    state = act(state, legal(state, "shoot")[0])
    assert state["tasks"][0] == {"kind": "gear", "marine": 0}
    state = chance(state, {"type": "gear", "card": "knife"})
    assert state["marines"][0]["gear"] == ["knife"] and "knife" not in state["deck"]


def test_no_equipment_from_turn_five_once_a_defender_died() -> None:
    state = new(3)
    state["round"] = 4
    state["defenders"]["right"] = False
    flow.start_round(state, QUEUE)
    assert not state["equipment_on"]


def test_the_hidden_tunnel_square_gives_its_first_visitor_equipment() -> None:
    state = put(new(3), 0, L1 + 4)
    state = program(turn(state), [BLUE], [WHITE], [WHITE2, BLACK])
    state = roll(state, "2")
    state = act(state, next(a for a in legal(state, "move") if a["dir"] == -1))
    assert state["hidden_found"] and state["tasks"][0]["kind"] == "gear"


def test_the_equipment_deck_reshuffles_its_discards() -> None:
    state = new(3)
    state["deck"], state["gear_discard"] = [], ["rope", "mount"]
    QUEUE.push(state, {"kind": "gear", "marine": 1})
    state = chance(state, {"type": "gear", "card": "mount"})
    assert state["deck"] == ["rope"] and state["marines"][1]["gear"] == ["mount"]


@pytest.mark.parametrize(
    ("card", "start", "way", "end"),
    [
        ("boots", (L1 + 1, 2), 1, (L1 + 2, 3)),
        ("rope", (L1 + 1, 2), -1, (L1, 0)),
        ("mount", (ZA + 2, 0), 1, (ZA + 3, 0)),
    ],
)
def test_rocket_boots_rope_and_mount_each_move_one_step(
    card: str, start: tuple[int, int], way: int, end: tuple[int, int]
) -> None:
    state = turn(put(new(3), 0, *start, gear=[card]))
    state = act(state, next(a for a in legal(state, "gear_step") if a["dir"] == way))
    assert card in state["gear_discard"] and flow.square(state["marines"][0]) == end


def test_the_laser_knife_kills_an_alien_in_melee() -> None:
    state = alien(put(new(3), 0, ZA, gear=["knife"]), "red", ZA)
    state = act(turn(state), {"type": "knife", "colour": "red"})
    assert not state["aliens"] and state["marines"][0]["gear"] == []


def test_dodgy_bullets_add_a_hit_and_the_rail_gun_doubles_threes() -> None:
    state = alien(put(new(3), 0, ZA, gear=["bullets", "railgun"]), "blue", ZA - 3)
    state = act(turn(state), {"type": "arm", "card": "bullets"})
    state = roll(program(state, [BLUE, WHITE], [BLUE2], [WHITE2]), "3", "1")
    assert legal(state, "shoot")[0]["blue"] == 1
    state = alien(put(new(3), 0, ZA, gear=["railgun"]), "blue", ZA - 3)
    state = act(turn(state), {"type": "arm", "card": "railgun"})
    state = roll(program(state, [BLUE, WHITE], [BLUE2], [WHITE2]), "3", "1")
    assert legal(state, "shoot")[0]["blue"] == 1


def test_the_amulet_rerolls_the_whole_roll_and_the_neural_chip_turns_the_card() -> None:
    state = put(new(3, ["fusion", "assault", "assault"]), 0, ZA, gear=["amulet", "chip"])
    state = act(turn(state), {"type": "chip"})
    assert state["marines"][0]["ability"] == "retro"
    state = roll(program(state, *FOUR), "2", "2")
    state = act(state, {"type": "amulet"})
    state = roll(state, "1", "1")
    assert [r["face"] for r in state["roll"]] == ["1", "1"]


def test_equipment_may_be_given_to_a_marine_on_the_same_square() -> None:
    state = put(new(3), 0, ZA, gear=["rope"])
    state = act(turn(state), {"type": "give", "card": "rope", "marine": 1})
    assert state["marines"][1]["gear"] == ["rope"]


# --- difficulty ------------------------------------------------------------------------------------
def test_baby_marine_has_equipment_from_the_start_and_smaller_waves() -> None:
    state = new(4, difficulty="baby")
    assert state["equipment_on"]
    for i in range(3):
        state = put(state, i, L1)
    assert aliens.wave_size(state, "left") == 3


def test_sergeant_never_gets_equipment_and_the_landing_zone_counts_on_both_sides() -> None:
    state = new(3, difficulty="sergeant")
    state["round"] = 4
    flow.start_round(state, QUEUE)
    assert not state["equipment_on"] and aliens.wave_size(state, "left") == 4


def test_exterminator_drops_yellows_onto_the_marines_nearest_the_mmm_first() -> None:
    state = put(put(new(3, difficulty="exterminator"), 0, L2 + 4), 1, L2 + 1)
    squares = aliens.deploy(state, ["yellow", "yellow", "yellow"], 0, "left")
    assert squares[:2] == [(L2 + 1, 0), (L2 + 4, 0)]


def test_the_team_shares_one_result_and_one_place() -> None:
    state = clone(new(2))
    assert GAME.scores(state) == [0.0, 0.0] and GAME.ranking(state) == [[0, 1]] and GAME.winners(state) == []


def test_the_table_outlines_the_square_each_marching_alien_reaches() -> None:
    from pyengine.core import Match
    from pyengine.core.table import table_of

    match = Match.new("march_mars", 3, seed=3)
    for _ in range(500):
        last = match.entries[-1].action if match.entries else {}
        if last.get("type") == "alien" and str(last.get("to")).startswith("sq:"):
            break
        match = match.apply(match.legal_actions()[0])
    assert table_of(match.game).marks(match.seen(0), match.steps_seen(0)) == [last["to"]]
    assert 'class="highlight"' in match.render(0, "en", [last["to"]])


def test_every_mars_card_can_be_walked_along_its_lowest_level() -> None:
    """Designed (ruling 1): rock at a card's foot is a tunnel under a hill, never a wall to climb."""
    for card, rows in data.MARS_CARDS.items():
        assert "#" not in rows[-1], card
        assert any(c in rows[-1] for c in "xt") or card in ("m03",), card  # hazards or tunnels on most


def _bag(yellow: int, blue: int, red: int) -> dict[str, int]:
    """A bag of alien markers by colour."""
    return {"yellow": yellow, "blue": blue, "red": red}


# Ruling 5's table, as docs/rules/march-on-mars.md prints it: level -> players -> bag.
DOCUMENTED_BAGS = {
    "baby": {2: _bag(38, 2, 0), 3: _bag(38, 2, 0), 4: _bag(38, 2, 0), 5: _bag(38, 2, 0)},
    "normal": {2: _bag(34, 5, 1), 3: _bag(38, 2, 0), 4: _bag(38, 2, 0), 5: _bag(38, 2, 0)},
    "sergeant": {2: _bag(27, 10, 3), 3: _bag(40, 0, 0), 4: _bag(40, 0, 0), 5: _bag(38, 2, 0)},
    "exterminator": {2: _bag(16, 16, 8), 3: _bag(37, 3, 0), 4: _bag(38, 2, 0), 5: _bag(36, 4, 0)},
}
LEVEL_ROWS = {"Baby marine": "baby", "normal": "normal", "Sergeant": "sergeant", "Exterminator": "exterminator"}


def documented_bags() -> dict[str, dict[int, dict[str, int]]]:
    """Ruling 5's bag table read from the rules doc (rows "| level | y / b / r | ... |")."""
    doc = Path(__file__).parents[3] / "docs" / "rules" / "march-on-mars.md"
    bags: dict[str, dict[int, dict[str, int]]] = {}
    for line in doc.read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 5 and cells[0] in LEVEL_ROWS and "/" in cells[1]:
            counts = [tuple(int(n) for n in c.split("/")) for c in cells[1:]]
            bags[LEVEL_ROWS[cells[0]]] = {p: _bag(*c) for p, c in zip((2, 3, 4, 5), counts, strict=True)}
    return bags


def test_the_bag_is_a_difficulty_table_by_level_and_player_count() -> None:
    """Designed difficulty table (ruling 5): 40 markers for every level and player count. With two
    players (nobody guards the ZA, so Sergeant's and Exterminator's printed changes hardly bite) the
    bag is tougher at each harder level; with 3-5 Sergeant's bag is no tougher than normal's (its
    printed waves, swollen by every marine in the ZA, carry the level; all yellow with 3 and 4) and
    Baby marine's no tougher than normal's; at every count Exterminator's bag is tougher than
    Sergeant's (ordering the two hard levels). Every level's bag at every count is pinned to the
    table the rules doc prints, and the doc's table is read back, so neither can drift."""
    order = ("baby", "normal", "sergeant", "exterminator")
    assert {d: {n: data.bag(d, n) for n in (2, 3, 4, 5)} for d in order} == DOCUMENTED_BAGS
    assert documented_bags() == DOCUMENTED_BAGS

    def tough(difficulty: str, players: int) -> int:
        bag = data.bag(difficulty, players)
        assert sum(bag.values()) == 40
        return bag["blue"] + 2 * bag["red"]

    two = [tough(d, 2) for d in order]
    assert two == sorted(two) and len(set(two)) == 4
    for players in (2, 3, 4, 5):
        assert tough("baby", players) <= tough("normal", players)
        assert tough("sergeant", players) < tough("exterminator", players)
    assert all(tough("sergeant", players) == 0 for players in (3, 4))
    assert all(tough("sergeant", players) <= tough("normal", players) for players in (3, 4, 5))
    for difficulty in order:
        for players in (2, 3, 4, 5):
            state = Match.new("march_mars", players, {"difficulty": difficulty}, seed=2).state
            for colour in data.COLOURS:
                drawn = sum(a["colour"] == colour for a in state["aliens"])
                assert state["bag"][colour] + drawn == data.bag(difficulty, players)[colour]


def test_baby_marines_first_waves_are_one_smaller_too() -> None:
    """Ruling 6: "-1 to the waves' size" applies to the setup's waves (at least 2 markers)."""
    for players, size in ((2, 2), (3, 3), (5, 5)):
        state = Match.new("march_mars", players, {"difficulty": "baby"}, seed=1).state
        assert len(state["aliens"]) == size * len(state["cards"])
        normal = Match.new("march_mars", players, {"difficulty": "normal"}, seed=1).state
        assert len(normal["aliens"]) == (players + 1) * len(normal["cards"])
