"""Invariants over many random games: counters are conserved, astronauts always stand on ground,
the race ends, and the game's reasons for refusals are specific."""

import random

import pytest

from pyengine.core.game import CHANCE, TERMINAL, Rng
from pyengine.core.match import new_state
from pyengine.core.seats import default_seats, make_seats
from pyengine.games.walking_moon import GAME, board, data, turn
from pyengine.games.walking_moon.moves import decision
from tests.games.walking_moon.helpers import window_asks


def check(state: dict) -> None:
    """Everything that must hold in any position."""
    terrain = board.terrain(tuple(state["cards"]))
    held = {"sputnik": 0, "ct": 0, "handicap": 0}
    for a in state["astros"]:
        held["sputnik"] += a["sputniks"]
        held["ct"] += a["ct"]
        held["handicap"] += a["handicap"]
        assert min(a["sputniks"], a["ct"], a["handicap"]) >= 0
        square = (a["col"], a["level"])
        assert 0 <= a["col"] <= board.FINISH
        assert terrain.has_ground(square), square  # nobody floats in the air
        assert bool(a["done"]) == (a["col"] == board.FINISH)
    for kind, total in (("sputnik", data.SPUTNIK_SUPPLY), ("ct", data.CT_SUPPLY), ("handicap", data.HANDICAP_SUPPLY)):
        assert held[kind] + state["supply"][kind] == total, kind
    if state["advanced"]:
        cards = sum(state["pile"].values()) + len(state["discards"]) + sum(1 for h in state["hands"] if h)
        assert cards == len(data.ACTIONS) * data.COPIES_OF_ACTION
        assert decision(state) != "ask" or window_asks(state)
    if decision(state) != "over":
        assert state["dice"] in range(data.ACCIDENT_DICE, data.MAX_DICE + 1)


def play(players: int, advanced: bool, seed: int) -> dict:
    """A random game to the end, checked after every step."""
    chooser = random.Random(seed)
    seats = make_seats(default_seats(players), 2, 5, ())
    state = new_state(GAME, seats, {"hard_cards": 5, "advanced": advanced, "first": "draw"}, seed)
    rng = Rng(state["rng"])
    for _ in range(20_000):
        check(state)
        mover = GAME.to_move(state)
        if mover == TERMINAL:
            return state
        action = GAME.sample_chance(state, rng) if mover == CHANCE else chooser.choice(GAME.legal_actions(state))
        GAME.apply_action(state, action)
    raise AssertionError("the race did not end")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("advanced", [False, True])
def test_random_races_keep_every_invariant_and_end_with_someone_across(players: int, advanced: bool) -> None:
    for seed in range(3):
        final = play(players, advanced, seed * 10 + players)
        assert final["finishers"], "a race ends only when someone has crossed"
        assert all(turn.position_points(final["astros"][i]) >= 10 for i in final["finishers"])


DECLINES = {"pass", "keep"}  # answers that play nothing


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_player_is_asked_only_when_a_card_of_theirs_can_be_played(players: int) -> None:
    """docs/rules/walking-on-the-moon.md, "Who is asked": every ask offers more than declining."""
    asked = 0
    for seed in range(6):
        chooser = random.Random(seed)
        seats = make_seats(default_seats(players), 2, 5, ())
        state = new_state(GAME, seats, {"hard_cards": 5, "advanced": True, "first": "draw"}, seed * 7 + players)
        rng = Rng(state["rng"])
        while (mover := GAME.to_move(state)) != TERMINAL:
            legal = GAME.legal_actions(state) if mover != CHANCE else []
            if decision(state) == "ask":
                asked += 1
                assert {a["type"] for a in legal} - DECLINES, (seed, window_asks(state))
            action = GAME.sample_chance(state, rng) if mover == CHANCE else chooser.choice(legal)
            GAME.apply_action(state, action)
    assert asked  # the games did ask
