"""Solo (8.0): two revealed cards, the rightmost goes off at each turn's end, Program bottoms
either card, both panels come back, the ratings."""

from pyengine.games.escape_pods import logic
from tests.games.escape_pods.helpers import activate, legal, play, setup


def test_at_the_end_of_each_turn_the_rightmost_card_goes_off_and_a_new_one_is_revealed() -> None:
    state = setup(1)
    right, left = state["revealed"]
    state = play(state, {"type": "end_turn"})
    assert logic.data.EXPLOSIONS[right] in state["debris"]
    assert state["revealed"][0] == left and len(state["revealed"]) == 2


def test_program_may_bottom_either_revealed_card() -> None:
    state = activate(setup(1), "program", "commander")
    bottoms = {a["target"] for a in legal(state) if a.get("mode") == "bottom"}
    assert bottoms == {f"card:{c}" for c in state["revealed"]}
    state = play(state, {"type": "program", "mode": "bottom", "target": f"card:{state['revealed'][0]}"})
    assert len(state["revealed"]) == 2 and len(state["bottom"]) == 1


def test_solo_brings_back_both_panels_each_turn_and_has_no_opening_limit() -> None:
    state = setup(1)
    assert state["turn"]["limit"] == 2
    state["panel"][0]["pilot"] = ["engineer"]
    state["reserve"][0]["engineer"] -= 1
    state = play(state, {"type": "end_turn"})
    assert sum(state["reserve"][0].values()) == 9


def test_the_solo_ratings() -> None:
    assert [logic.rating(p) for p in (16, 15, 13, 12, 0)] == [
        "master",
        "conqueror",
        "conqueror",
        "survivor",
        "survivor",
    ]


def test_a_solo_game_ends() -> None:
    state = setup(1)
    for _ in range(40):
        if state["over"]:
            break
        state = play(state, {"type": "end_turn"})
    assert state["over"]


def test_the_six_solo_cards_name_sector_12_and_only_the_first_lays_debris() -> None:
    state = setup(1)
    cards = state["deck"] + state["revealed"]
    assert sorted(logic.data.EXPLOSIONS[c] for c in cards) == [4, 5, 6, 7, 8, 9, 10] + [12] * 6
    state["deck"] = sorted(c for c in cards if c not in ("s1", "s2"))
    state["revealed"] = ["s1", "s2"]
    state = play(state, {"type": "end_turn"})
    assert 12 in state["debris"] and state["debris_left"] == 12
    state = play(state, {"type": "end_turn"})
    assert state["debris"].count(12) == 1 and state["debris_left"] == 12
