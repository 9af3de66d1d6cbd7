"""Fin del juego: the end check, scoring and tie-breakers."""

from __future__ import annotations

from pyengine.core import TERMINAL

from .helpers import GAME, city, cube, flow, fresh, key, play, queries

PASS = {"type": "pass"}


def end_generation(state: dict) -> dict:
    """Both players pass."""
    return play(play(state, PASS), PASS)


def test_two_exhausted_supplies_make_this_generation_the_last() -> None:
    state = fresh()
    state["supply"].update(heat=0, water=0)
    after = end_generation(state)
    assert GAME.to_move(after) == TERMINAL and after["generation"] == 1
    state["supply"]["water"] = 1
    assert GAME.to_move(end_generation(state)) != TERMINAL


def test_no_empty_hex_ends_the_game() -> None:
    state = fresh()
    for n in range(1, 20):
        state["board"][key(n)] = {"kind": "water" if n in (3, 9, 10, 15, 16) else "greenery"}
    assert GAME.to_move(end_generation(state)) == TERMINAL


def test_the_generation_limit_option_ends_the_game() -> None:
    state = fresh(generation_limit=12)
    state["generation"] = 12
    assert GAME.to_move(end_generation(state)) == TERMINAL


def test_city_scores_adjacent_greenery_minus_adjacent_heat() -> None:
    state = city(fresh(), 10, 0)
    cube(cube(cube(state, 5, "greenery"), 6, "greenery"), 9, "heat")
    assert queries.breakdown(state)[0]["cities"] == 2 - 1


def test_greenery_and_water_score_only_next_to_one_players_cities() -> None:
    state = city(city(fresh(), 4, 0), 12, 1)
    cube(state, 8, "greenery")  # touches only 4
    cube(state, 9, "water")  # touches only 4
    cube(state, 11, "water")  # touches only 12
    cube(state, 1, "greenery")  # touches 4
    points = queries.breakdown(state)
    assert points[0]["greenery"] == 2 and points[0]["water"] == 1 and points[1]["water"] == 1
    city(state, 14, 1)  # now 9 touches both players' cities
    assert queries.breakdown(state)[0]["water"] == 0


def test_heat_in_the_personal_supply_scores_one_each() -> None:
    state = fresh()
    state["heat"] = [3, 1]
    assert GAME.scores(state) == [3.0, 1.0]


def test_tie_breakers_cities_then_greenery_then_water_then_heat() -> None:
    state = city(city(fresh(), 1, 0), 19, 1)
    cube(state, 2, "greenery")  # seat 0: city 1 + greenery 1
    state["heat"] = [0, 2]  # seat 1: heat 2
    assert GAME.scores(state) == [2.0, 2.0]
    assert GAME.ranking(state) == [[0], [1]] and GAME.winners(state) == [0]


def test_a_complete_tie_shares_first_place() -> None:
    state = fresh()
    state["heat"] = [2, 2]
    assert GAME.ranking(state) == [[0, 1]] and GAME.winners(state) == [0, 1]


def test_final_scores_are_given_at_the_end() -> None:
    state = city(fresh(), 10, 0)
    cube(state, 5, "greenery")
    state["supply"].update(heat=0, greenery=0)
    state = end_generation(state)
    assert state["over"] and flow.head(state) is None and GAME.scores(state) == [2.0, 0.0]
