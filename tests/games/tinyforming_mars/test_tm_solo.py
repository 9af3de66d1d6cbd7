"""Solo: complete all three parameters within 12 generations against a neutral player."""

from __future__ import annotations

from pyengine.core import CHANCE, TERMINAL, Match

from .helpers import GAME, T, fresh, key, play, roll

PASS = {"type": "pass"}


def test_solo_player_is_white_drafts_all_three_cards_and_places_the_only_city() -> None:
    state = Match.new("tinyforming_mars", 1, seed=4, auto_chance=False).state
    assert state["white"] == 0 and state["credits"] == [5] and state["bank"] == 5
    for card in (3, 5, 7):
        assert GAME.to_move(state) == CHANCE
        state = roll(state, {"type": "draw", "card": card})
        assert GAME.to_move(state) == 0
        state = play(state, {"type": "keep", "target": "end:b"})
    assert [c["faces"] for c in state["table"]] == [["b", "a"]] * 3  # the a ends face the neutral player
    state = play(state, {"type": "place", "target": T(12)})
    assert GAME.to_move(state) == 0 and state["board"] == {key(12): {"kind": "city", "owner": 0}}


def test_solo_player_acts_alone_and_starts_every_generation() -> None:
    state = fresh(1)
    state = play(state, PASS)
    assert state["generation"] == 2 and GAME.to_move(state) == CHANCE
    for card in (3, 5, 7):
        state = play(roll(state, {"type": "draw", "card": card}), {"type": "keep", "target": "end:a"})
    assert GAME.to_move(state) == 0 and state["active"] == 0


def test_solo_credits_never_exceed_five() -> None:
    state = fresh(1)
    state["credits"], state["bank"] = [5], 5
    state = play(state, {"type": "standard", "target": "std:sell_patent"})
    assert state["credits"] == [5] and state["bank"] == 5


def test_solo_win_with_all_three_supplies_exhausted() -> None:
    state = fresh(1)
    state["supply"] = {"heat": 0, "greenery": 0, "water": 0}
    state = play(state, PASS)
    assert GAME.to_move(state) == TERMINAL and state["won"] and GAME.winners(state) == [0]


def test_solo_two_exhausted_supplies_do_not_end_the_game() -> None:
    state = fresh(1)
    state["supply"].update(heat=0, water=0)
    assert GAME.to_move(play(state, PASS)) != TERMINAL


def test_solo_loss_after_generation_twelve() -> None:
    state = fresh(1)
    state["generation"] = 12
    state = play(state, PASS)
    assert GAME.to_move(state) == TERMINAL and state["won"] is False and GAME.winners(state) == []
