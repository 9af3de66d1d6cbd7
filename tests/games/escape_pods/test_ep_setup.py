"""Setup (rules 2.0, 3.0 and 8.0): pods, reserves, decks, debris, refuges, tokens, beacons, first player."""

from pyengine.games.escape_pods import data
from tests.games.escape_pods.helpers import GAME, setup


def test_pods_start_in_hangars_and_minipods_in_the_ship() -> None:
    state = setup(3)
    assert (
        state["pods"]["p3"]["at"] == "h2" and state["pods"]["p2a"]["at"] == "h1" and state["pods"]["p2b"]["at"] == "h3"
    )
    assert [state["pods"][m]["at"] for m in ("m1", "m2", "m3")] == ["ship"] * 3


def test_the_three_seat_pod_is_not_used_with_two_players() -> None:
    assert setup(2)["pods"]["p3"]["at"] == "box"


def test_each_player_has_three_of_each_crew_and_empty_panels() -> None:
    state = setup(4)
    assert state["reserve"] == [{"commander": 3, "scientist": 3, "engineer": 3}] * 4
    assert all(not crew for panel in state["panel"] for crew in panel.values())


def test_multiplayer_deck_is_cards_4_to_10_with_one_revealed_and_7_debris() -> None:
    state = setup(2)
    cards = sorted(state["deck"] + state["revealed"])
    assert [data.EXPLOSIONS[c] for c in cards] == list(range(4, 11))
    assert len(state["revealed"]) == 1 and state["debris_left"] == 7


def test_solo_uses_13_cards_two_revealed_and_13_debris() -> None:
    state = setup(1)
    assert len(state["deck"]) + len(state["revealed"]) == 13 and len(state["revealed"]) == 2
    assert state["debris_left"] == 13


def test_first_game_uses_the_solo_refuges_and_random_deals_four() -> None:
    assert [r["card"] for r in setup(2)["refuges"]] == list(data.SOLO_REFUGES)
    dealt = [r["card"] for r in setup(2, refuges="random")["refuges"]]
    assert len(set(dealt)) == 4 and all(c in data.REFUGES for c in dealt)


def test_explosion_tokens_by_player_count() -> None:
    for players, (side, centre) in {2: (3, 2), 3: (3, 3), 4: (4, 3), 5: (4, 4)}.items():
        tokens = [r["token"] for r in setup(players)["refuges"]]
        assert tokens == [side - 1, centre - 1, centre - 1, side - 1]


def test_beacons_in_play_are_those_with_a_present_colour() -> None:
    assert len(setup(2)["beacons"]) == 7  # 0-1 and each of 0, 1 with the three absent colours
    assert len(setup(5)["beacons"]) == 10
    assert len(setup(1)["beacons"]) == 4


def test_the_first_player_is_drawn_among_the_seats() -> None:
    firsts = {setup(4, seed=s)["first"] for s in range(1, 12)}
    assert len(firsts) > 1 and firsts <= {0, 1, 2, 3}


def test_22_refuge_cards_with_five_spaces_and_four_solo_ones_of_each_special_rule() -> None:
    assert len(data.REFUGES) == 22 and all(len(spaces) == 5 for _, spaces in data.REFUGES.values())
    assert sorted(data.REFUGES[c][0] for c in data.SOLO_REFUGES) == sorted(data.SPECIALS)
    for rule, marks in (("green", 2), ("red", 2), ("orange", 1)):
        assert all(sum(1 for s in spaces if s[2] == rule) == marks for r, spaces in data.REFUGES.values() if r == rule)


def test_a_written_position_is_checked() -> None:
    state = setup(2)
    assert GAME.check_position({k: v for k, v in state.items() if k != "rng"}) is None
    state["reserve"][0]["commander"] += 1
    assert GAME.check_position({k: v for k, v in state.items() if k != "rng"}) is not None
