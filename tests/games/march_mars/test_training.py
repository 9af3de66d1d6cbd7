"""March on Mars: the 14 special-training abilities, each as the rulebook words it."""

from __future__ import annotations

from pyengine.games.march_mars import GAME, data, flow
from pyengine.games.march_mars.queue import QUEUE
from tests.games.march_mars.helpers import (
    BLACK,
    BLUE,
    BLUE2,
    DEF_L,
    L1,
    L2,
    WHITE,
    WHITE2,
    ZA,
    act,
    alien,
    at,
    legal,
    new,
    program,
    put,
    roll,
    turn,
)

FOUR = ([BLUE, WHITE], [BLUE2], [WHITE2])


def trained(ability: str, col: int = ZA, level: int = 0, players: int = 3) -> dict:  # type: ignore[type-arg]
    """Marine 0 with an ability, alone on a square, the team about to pick."""
    abilities = [ability] + ["orbital"] * (players - 1)
    return put(put(new(players, abilities), 0, col, level), 1, ZA + 5)


def test_fusion_cannon_ones_make_two_hits_threes_none() -> None:
    state = alien(alien(trained("fusion", ZA + 1), "blue", ZA), "blue", ZA + 4)
    state = roll(program(turn(state), *FOUR), "1", "1")
    assert any(a["blue"] == 1 for a in legal(state, "shoot") if a["target"] == f"sq:{ZA},0")  # two 1s: four hits
    state = alien(trained("fusion", ZA + 1), "yellow", ZA + 4)
    state = roll(program(turn(state), *FOUR), "3", "2")
    assert not legal(state, "shoot")


def test_retro_rockets_combine_two_dice_landing_only_at_the_end_and_escape_melee() -> None:
    state = alien(trained("retro", L2), "yellow", L2)
    state = roll(program(turn(state), [BLUE, BLUE2], [WHITE], [WHITE2]), "2", "3")
    moves = legal(state, "move")
    assert moves  # in melee, yet the rockets lift the marine away
    assert any(a.get("die2") is not None and a["steps"] == "sssss" and a["target"] == f"sq:{L2 + 5},0" for a in moves)
    state = act(state, next(a for a in moves if a.get("die2") is not None and a["steps"] == "sssss" and a["dir"] == 1))
    assert state["marines"][0]["col"] == L2 + 5 and not state["marines"][0]["down"]


def test_boosters_give_six_dice_then_three_next_turn() -> None:
    state = turn(trained("boosters"))
    state = act(state, {"type": "boost"})
    assert state["dice"] == 6
    flow.end_turn(state, QUEUE)
    flow.start_turn(state, 0)
    assert state["dice"] == 3 and not legal(state, "boost")


def test_boosters_never_carry_the_bomb_with_six_dice() -> None:
    state = trained("boosters", DEF_L)
    state["defenders"]["left"] = False
    state = act(turn(state), {"type": "boost"})
    assert legal(state, "bomb") and all(len(a["dice"]) == data.BOMB_DICE for a in legal(state, "bomb"))


def test_teleport_lands_on_a_card_by_a_blue_die_and_the_marine_dies_at_the_end_of_its_turn() -> None:
    state = turn(trained("teleport"))
    assert not legal(state, "teleport")  # once the turn is programmed
    for die, slot in ((BLUE, 0), (BLUE2, 1), (WHITE, 2), (WHITE2, 2)):
        state = act(state, {"type": "assign", "die": die, "target": f"slot:{slot}"})
    cards = {a["card"] for a in legal(state, "teleport")}
    assert cards == {1, 3}  # the cards beside the MMM wait for their defender's death
    state = act(state, {"type": "teleport", "card": 1})
    state = roll(state, "2")
    assert {a["target"] for a in legal(state, "arrive")} == {f"sq:{L1 + 4},2", f"sq:{L1 + 4},0"}
    state = act(state, {"type": "arrive", "target": f"sq:{L1 + 4},2"})
    assert state["phase"] == "program" and state["marines"][0]["col"] == L1 + 4
    flow.end_turn(state, QUEUE)
    assert not state["marines"][0]["alive"]


def test_orbital_bombardment_clears_a_card_once_a_game() -> None:
    state = alien(alien(trained("orbital"), "red", L1), "blue", L1 + 3)
    state = act(turn(state), {"type": "orbital", "card": 1})
    assert not state["aliens"] and not legal(state, "orbital")


def test_kamikaze_rolls_five_dice_even_in_melee_and_dies() -> None:
    state = alien(trained("kamikaze", DEF_L), "yellow", DEF_L)
    state["defenders"]["left"] = False
    state = turn(state)
    assert legal(state, "bomb") == [{"type": "bomb", "dice": [0, 1, 2, 3, 4]}]
    state = act(state, legal(state, "bomb")[0])
    state = roll(state, "1", "1", "2", "2", "1")
    state = act(state, {"type": "detonate"})
    assert not state["won"] and not state["marines"][0]["alive"]


def test_ranger_ignores_skulls_and_hazards() -> None:
    state = trained("ranger", L2)
    state = roll(program(turn(state), [BLACK], [BLUE], [BLUE2, WHITE]), "2k")
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{L2 + 2},0" and a["dir"] == 1))
    assert not state["marines"][0]["down"] and state["phase"] == "continue"
    assert not any(t["kind"] in ("wave", "draw", "alien") for t in state["tasks"])


def test_multiple_shot_fires_every_number_each_at_one_square() -> None:
    state = alien(alien(trained("multishot"), "yellow", ZA - 1), "yellow", ZA - 3)
    state = roll(program(turn(state), [BLUE, WHITE], [BLUE2], [WHITE2]), "3", "1")
    state = act(state, {"type": "shoot", "target": f"sq:{ZA - 3},0", "yellow": 1, "blue": 0, "red": 0})
    assert state["phase"] == "choose"
    state = act(state, {"type": "shoot", "target": f"sq:{ZA - 1},0", "yellow": 1, "blue": 0, "red": 0})
    assert not state["aliens"] and state["phase"] == "continue"


def test_communications_extend_the_teammate_reroll_to_the_whole_card() -> None:
    state = put(trained("comms", L1), 1, L1 + 4)
    state = roll(program(turn(state), *FOUR), "2", "2")
    assert state["rerolls"] == 1
    state = put(trained("orbital", L1), 1, L1 + 4)
    assert roll(program(turn(state), *FOUR), "2", "2")["rerolls"] == 0


def test_precog_rolls_first_programs_after_never_rerolls_nor_twice_in_a_row() -> None:
    state = turn(trained("precog"))
    state = act(state, {"type": "precog", "dice": [BLUE, BLUE2, WHITE, WHITE2]})
    state = roll(state, "4", "3", "1", "2")
    assert state["phase"] == "program" and state["foreseen"] == {"0": "4", "1": "3", "2": "1", "3": "2"}
    assert not legal(state, "assign") or all(a["die"] in (0, 1, 2, 3) for a in legal(state, "assign"))
    state = program(state, [BLUE], [BLUE2], [WHITE, WHITE2])
    assert state["phase"] == "choose" and [r["face"] for r in state["roll"]] == ["4"] and state["rerolls"] == 0
    state["marines"][0]["precog_last"] = True
    flow.start_turn(state, 0)
    assert not legal(state, "precog")


def test_drone_shoots_two_dice_at_the_end_of_the_turn_even_in_melee() -> None:
    state = alien(alien(trained("drone"), "yellow", ZA), "yellow", ZA - 2)
    state = roll(program(turn(state), *FOUR), "2", "2")
    state = act(state, {"type": "discard"})
    state = act(state, {"type": "stop"}) if state["phase"] == "continue" else state
    assert state["mode"] == "drone" and state["pending"]["dice"] == list(data.SENTRY_DICE)
    state = roll(state, "2", "4")
    assert [a["target"] for a in legal(state, "shoot")] == [f"sq:{ZA - 2},0"]


def test_sniper_threes_and_fours_kill_outright_and_never_move_and_shoot_in_a_turn() -> None:
    state = alien(trained("sniper"), "red", ZA - 3)
    state = roll(program(turn(state), [BLUE, WHITE], [BLUE2], [WHITE2]), "3", "1")
    assert legal(state, "shoot") == [{"type": "shoot", "target": f"sq:{ZA - 3},0", "yellow": 0, "blue": 0, "red": 1}]
    state = act(state, legal(state, "shoot")[0])
    state = roll(act(state, {"type": "next"}), "2")
    assert not legal(state, "move") and legal(state, "discard")


def test_scout_adds_one_climb_or_descent_once_a_turn() -> None:
    state = trained("scout", L1 + 1, 2)
    state = roll(program(turn(state), [BLUE], [BLUE2], [WHITE, WHITE2]), "1")
    longer = [a for a in legal(state, "move") if len(a["steps"]) == 2]
    assert longer
    state = act(state, next(a for a in longer if a["steps"] == "us" and a["dir"] == 1))
    assert flow.square(state["marines"][0]) == (L1 + 3, 3)
    assert state["scout"]
    state = roll(act(state, {"type": "next"}), "1")
    assert all(len(a["steps"]) == 1 for a in legal(state, "move"))


def test_assault_trooper_adds_a_hit_in_melee_even_without_ones() -> None:
    state = alien(trained("assault"), "yellow", ZA)
    state = roll(program(turn(state), *FOUR), "2", "2")
    assert legal(state, "shoot") == [{"type": "shoot", "target": f"sq:{ZA},0", "yellow": 1, "blue": 0, "red": 0}]
    assert at(state, ZA) == ["yellow"]


def test_every_card_has_two_abilities_and_all_fourteen_are_dealt_from_seven_cards() -> None:
    assert len(data.TRAINING) == 7 and len(set(data.ABILITIES)) == 14
    assert GAME.meta.cooperative
