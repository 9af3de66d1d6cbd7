"""Turn structure, dice, the exploration track and the supply phase."""

from __future__ import annotations

import pytest

from pyengine.core.errors import IllegalAction
from pyengine.games.migration_mars import data

from .helpers import GAME, board, colony, colony_short_of_water, fresh, hand, move, play, put, roll, why


def _tunnel_site(state: dict) -> str:
    return next(a["target"] for a in GAME.legal_actions(state) if a["type"] == "build" and a["kind"] == "tunnel")


def test_no_colony_action_after_a_construction_action() -> None:
    state = fresh(2)
    put(state, "2,-5", "export", 0)
    state = play(state, {"type": "build", "kind": "tunnel", "target": _tunnel_site(state)})
    reason = why(state, {"type": "export", "give": "water", "get": "stone"})
    assert reason is not None and reason.key == "mm.illegal.after_construction"
    assert {a["type"] for a in GAME.legal_actions(state)} <= {"roll", "scrap_repair"}


def test_only_one_construction_action_per_turn() -> None:
    state = fresh(2)
    state = play(state, {"type": "build", "kind": "tunnel", "target": _tunnel_site(state)})
    reason = why(state, {"type": "build", "kind": "tunnel", "target": _tunnel_site(fresh(2))})
    assert reason is not None and reason.key == "mm.illegal.one_construction"


def test_colony_actions_are_unlimited_before_construction() -> None:
    state = fresh(2)
    put(state, "2,-5", "export", 0)
    hand(state, 0, water=8)
    for _ in range(3):
        state = play(state, {"type": "export", "give": "water", "get": "stone"})
    assert state["hand"][0]["water"] == 2 and state["hand"][0]["stone"] == 5


def test_after_the_dice_nothing_more_this_turn() -> None:
    state = fresh(2)
    hand(state, 0, fuel=0)
    state = play(state, {"type": "roll"})
    assert GAME.to_move(state) == -1  # only the dice now
    with pytest.raises(IllegalAction):
        play(state, {"type": "build", "kind": "tunnel", "target": "hex:0,-5"})
    state = roll(state, {"type": "dice", "move": 2, "harvest": 1})
    assert state["active"] == 1


def test_fuel_cells_add_one_movement_each() -> None:
    state = fresh(2)
    hand(state, 0, fuel=2)
    state = move(state, 1, 1, fuel=2)
    assert state["hand"][0]["fuel"] == 0
    assert state["rover"][0] == board.STOPS["blue"] + 3


def test_fuel_cells_are_committed_before_the_roll() -> None:
    state = fresh(2)
    hand(state, 0, fuel=2)
    state = play(state, {"type": "roll"})
    assert GAME.to_move(state) == 0 and state["tasks"][0]["kind"] == "fuel"  # chosen before the dice
    assert GAME.legal_actions(state) == [{"type": "fuel", "cells": k} for k in range(3)]
    too_many = why(state, {"type": "fuel", "cells": 3})
    assert too_many is not None and too_many.key == "mm.illegal.fuel"
    state = play(state, {"type": "fuel", "cells": 1})
    assert GAME.to_move(state) == -1 and state["hand"][0]["fuel"] == 1  # spent; now the roll
    line = GAME.describe(state, {"type": "dice", "move": 4, "harvest": 1})
    assert line.key == "mm.log.dice_fuel" and line.params["n"] == 1  # one fuel cell, said in the singular
    state = roll(state, {"type": "dice", "move": 4, "harvest": 1})
    assert state["rover"][0] == board.STOPS["blue"] + 5 and state["active"] == 1  # no choice after the roll


def test_fuel_cells_after_the_roll_option() -> None:
    state = fresh(2, {"fuel_cells": "after"})
    hand(state, 0, fuel=2)
    state = play(state, {"type": "roll"})
    assert GAME.to_move(state) == -1  # the dice first
    state = roll(state, {"type": "dice", "move": 1, "harvest": 1})
    assert GAME.to_move(state) == 0 and state["tasks"][0]["kind"] == "move"  # decided after seeing the die
    assert state["tasks"][0]["move"] == 1
    state = play(state, {"type": "fuel", "cells": 2})
    assert state["hand"][0]["fuel"] == 0
    assert state["rover"][0] == board.STOPS["blue"] + 3


def test_resource_square_gives_harvest_die_plus_one_per_refinery() -> None:
    state = fresh(2)
    put(state, "3,-6", "refinery", 0)
    put(state, "-3,-3", "refinery", 0)
    start = state["hand"][0]["metal"]
    state = move(state, 1, 2)  # square 5 is metal
    assert data.TRACK[5] == "metal"
    assert state["hand"][0]["metal"] == start + 2 + 2


def test_harvest_is_capped_by_the_station_stock() -> None:
    state = fresh(2)
    state["stock"]["metal"] = 1
    start = state["hand"][0]["metal"]
    state = move(state, 1, 3)
    assert state["hand"][0]["metal"] == start + 1 and state["stock"]["metal"] == 0


def test_other_factions_stop_gives_a_basic_resource_and_an_event_that_goes_under() -> None:
    state = fresh(2)  # blue and yellow: red's stop (12) is nobody's
    state["rover"][0] = 10
    state["deck"] = ["ev11", *[c for c in sorted(data.EVENTS) if c != "ev11"]]
    state = move(state, 2, 3)
    assert state["rover"][0] == board.STOPS["red"] and GAME.to_move(state) == 0
    before = state["hand"][0]["stone"]
    state = play(state, {"type": "pick_resource", "resource": "stone"})
    assert state["hand"][0]["stone"] == before + 1  # no harvest die at stops
    state = roll(state, {"type": "event", "card": "ev11"})
    assert state["deck"][-1] == "ev11" and state["active"] == 1


def test_crossing_the_own_supply_stop_stops_the_rover_there() -> None:
    state = fresh(2)
    state["rover"][0] = board.STOPS["blue"] - 2
    state = move(state, 6, 1)
    assert state["rover"][0] == board.STOPS["blue"]
    assert state["tasks"][0]["kind"] == "gift"  # upkeep, recharge and production already ran


def _supply(state: dict) -> dict:
    """Send seat 0's rover across its own stop."""
    state["rover"][0] = board.STOPS["blue"] - 1
    return move(state, 3, 1)


def test_upkeep_refinery_costs_metal_and_stone_or_it_is_lost() -> None:
    state = fresh(2)
    put(state, "3,-6", "refinery", 0)
    put(state, "-3,-3", "refinery", 0)
    hand(state, 0, metal=1, stone=1)
    state = _supply(state)
    assert state["hand"][0]["metal"] == 0 and state["hand"][0]["stone"] == 0
    assert colony.own(state, 0, "refinery") == ["-3,-3"]  # the unpaid one is removed
    assert state["tasks"][0]["kind"] == "gift"  # no factory: no platform, straight to the board
    assert colony.pieces_left(state, 0, "refinery") == data.PIECES["refinery"] - 1


def test_upkeep_unpaid_refinery_may_go_on_a_repair_platform() -> None:
    state = fresh(2)
    put(state, "3,-6", "refinery", 0)
    put(state, "-3,-3", "factory", 0)
    hand(state, 0, metal=0)
    state = _supply(state)
    assert state["tasks"][0]["kind"] == "repair"
    state = play(state, {"type": "repair", "choice": "platform"})
    assert state["repair"][0] == ["refinery"]


def test_upkeep_one_water_per_population_unpaid_units_die() -> None:
    state = colony_short_of_water()
    state = _supply(state)
    assert state["hand"][0]["water"] == 0
    assert colony.injured(state, 0) == 0 and colony.healthy(state, 0) == 2  # the injured unit died


def test_recharge_discards_fuel_and_takes_one() -> None:
    state = fresh(2)
    hand(state, 0, fuel=3)
    state = _supply(state)
    assert state["hand"][0]["fuel"] == 1


def test_production_olympium_per_access_rcu_per_factory_medipack_per_hospital() -> None:
    state = fresh(2)
    access = board.ACCESS[0]
    put(state, board.NEIGHBOURS[access][0], "tunnel", 0)
    put(state, "3,-6", "factory", 0)
    put(state, "-3,-3", "hospital", 0)
    hand(state, 0, olympium=0, rcu=0, medipack=0)
    state = _supply(state)
    assert state["hand"][0]["olympium"] == 1
    assert state["hand"][0]["rcu"] == 1 and state["hand"][0]["medipack"] == 1


def test_free_shipment_then_an_event_ends_the_stop() -> None:
    state = fresh(2)
    put(state, "1,-5", "lsc", 0)
    put(state, "2,-5", "habitat", 0, pop=0)
    state["deck"] = ["ev11", *[c for c in state["deck"] if c != "ev11"]]
    state = _supply(state)
    exchange = why(state, {"type": "export", "give": "water", "get": "stone"})
    assert exchange is not None and exchange.key == "mm.illegal.not_now"  # no trading during the stop
    state = play(state, {"type": "gift", "item": "population", "target": "hex:2,-5"})
    assert colony.healthy(state, 0) == 1
    assert state["tasks"][0]["kind"] == "draw_event"
    state = roll(state, {"type": "event", "card": "ev11"})
    assert state["active"] == 1 and not state["tasks"]
