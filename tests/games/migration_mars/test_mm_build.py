"""Reglas de construcción, eliminar losetas, fortalezas and trades with players and the station."""

from __future__ import annotations

from typing import Any

from pyengine.core.game import State
from pyengine.i18n import translate

from .helpers import GAME, board, colony, fresh, hand, play, put, why

HQ = board.HQ["blue"]  # seat 0 in a 2-player game


def _reason(state: dict, action: dict) -> str | None:
    found = why(state, action)
    return None if found is None else found.key


def _build(kind: str, key: str) -> dict:
    return {"type": "build", "kind": kind, "target": f"hex:{key}"}


def _rich(players: int = 2) -> dict:
    state = fresh(players)
    for p in range(players):
        hand(state, p, water=9, stone=9, metal=9, olympium=9, medipack=9, rcu=9)
    return state


def test_rocky_terrain_takes_only_tunnels_and_fortresses() -> None:
    state = _rich()
    rocky = "0,-4"
    assert rocky in board.ROCKY
    put(state, "0,-5", "tunnel", 0)
    assert _reason(state, _build("lsc", rocky)) == "mm.illegal.rocky"
    assert _reason(state, _build("tunnel", rocky)) is None
    tile = fresh(2)["rocky_tiles"][0]
    assert _reason(state, _build("lsc", tile)) == "mm.illegal.rocky"


def test_nothing_is_built_on_ruins_access_embassy_or_impact_tiles() -> None:
    state = _rich()
    access = board.ACCESS[0]
    put(state, board.NEIGHBOURS[access][0], "tunnel", 0)
    assert _reason(state, _build("tunnel", access)) == "mm.illegal.reserved"
    hand(state, 0, blueprint=1)
    assert _reason(state, _build("fortress", board.EMBASSY)) == "mm.illegal.reserved"
    state["impacts"] = ["0,-5"]
    assert _reason(state, _build("tunnel", "0,-5")) == "mm.illegal.impact_tile"


def test_structures_must_connect_to_the_colony() -> None:
    state = _rich()
    assert _reason(state, _build("tunnel", "0,-3")) == "mm.illegal.not_connected"
    assert _reason(state, _build("tunnel", "0,-6")) is None  # next to the HQ


def test_habitat_must_touch_a_life_support_centre() -> None:
    state = _rich()
    assert _reason(state, _build("habitat", "0,-5")) == "mm.illegal.habitat_needs_lsc"
    put(state, "0,-6", "lsc", 0)
    assert _reason(state, _build("habitat", "0,-5")) is None


def test_new_habitat_includes_one_population() -> None:
    state = _rich()
    put(state, "0,-6", "lsc", 0)
    state = play(state, _build("habitat", "1,-6"))
    assert state["structures"]["1,-6"] == {"kind": "habitat", "owner": 0, "pop": 1}
    assert colony.healthy(state, 0) == 1


def test_production_buildings_need_a_tunnel_between_them_and_other_buildings() -> None:
    state = _rich()
    put(state, "0,-6", "tunnel", 0)
    assert _reason(state, _build("factory", "0,-5")) is None
    put(state, "1,-5", "lsc", 0)
    assert _reason(state, _build("factory", "0,-5")) == "mm.illegal.production_adjacent"
    assert _reason(state, _build("factory", "1,-4")) == "mm.illegal.needs_tunnel"


def test_no_building_may_be_built_against_a_production_building() -> None:
    """The rule binds both ways: found by the invariant check (an LSC was built touching an export centre)."""
    state = _rich()
    put(state, "0,-6", "tunnel", 0)
    put(state, "0,-5", "factory", 0)
    put(state, "1,-6", "tunnel", 0)
    assert _reason(state, _build("lsc", "1,-5")) == "mm.illegal.production_adjacent"
    assert _reason(state, _build("tunnel", "1,-5")) is None


def test_rival_buildings_cannot_touch_but_tunnels_can_block() -> None:
    state = _rich()
    put(state, "0,-5", "tunnel", 0)
    put(state, "1,-4", "lsc", 1)  # a rival building
    assert _reason(state, _build("lsc", "1,-5")) == "mm.illegal.rival_adjacent"
    assert _reason(state, _build("tunnel", "1,-5")) is None


def test_one_rcu_removes_any_impact_tile_as_the_construction() -> None:
    state = _rich()
    state["impacts"] = ["5,5"]
    state = play(state, {"type": "clear_impact", "target": "hex:5,5"})
    assert state["impacts"] == [] and state["hand"][0]["rcu"] == 8 and state["turn"]["built"]
    poor = fresh(2)
    poor["impacts"] = ["5,5"]
    hand(poor, 0, rcu=0)
    assert _reason(poor, {"type": "clear_impact", "target": "hex:5,5"}) == "mm.illegal.short"


def test_life_support_centre_cannot_be_removed_from_under_its_habitats() -> None:
    state = _rich()
    put(state, "0,-6", "lsc", 0)
    put(state, "1,-6", "habitat", 0, pop=0)
    assert _reason(state, {"type": "demolish", "target": "hex:0,-6"}) == "mm.illegal.habitats_need_lsc"
    state["structures"]["1,-6"]["pop"] = 1
    assert _reason(state, {"type": "demolish", "target": "hex:1,-6"}) == "mm.illegal.occupied_building"


def test_one_rcu_returns_an_own_building_to_the_board() -> None:
    state = _rich()
    put(state, "0,-6", "tunnel", 0)
    put(state, "0,-5", "factory", 0)
    state = play(state, {"type": "demolish", "target": "hex:0,-5"})
    assert "0,-5" not in state["structures"] and colony.pieces_left(state, 0, "factory") == 2
    other = _rich()
    put(other, "0,-5", "factory", 1)
    assert _reason(other, {"type": "demolish", "target": "hex:0,-5"}) == "mm.illegal.not_your_building"


def test_fortress_needs_a_blueprint_from_an_earlier_turn_and_no_connection() -> None:
    state = _rich()
    hand(state, 0, blueprint=1)
    state["fresh_blueprints"][0] = 1
    assert _reason(state, _build("fortress", "0,3")) == "mm.illegal.fresh_blueprint"
    assert _build("fortress", "0,3") not in GAME.legal_actions(state)  # nor offered on the table
    state["fresh_blueprints"][0] = 0
    assert _build("fortress", "0,3") in GAME.legal_actions(state)
    state = play(state, _build("fortress", "0,3"))  # far from the colony, next to nothing
    assert state["structures"]["0,3"]["kind"] == "fortress" and state["hand"][0]["blueprint"] == 0
    # the fortress acts as a tunnel for connections
    assert colony.link_problem(state, 0, "0,2", "factory") is None


def test_trade_proposal_accept_swaps_cards() -> None:
    state = fresh(2)
    state = play(state, {"type": "trade_open", "partner": 1})
    state = play(state, {"type": "trade_offer", "asset": "water"})
    state = play(state, {"type": "trade_ask", "asset": "metal"})
    state = play(state, {"type": "trade_ask", "asset": "metal"})
    state = play(state, {"type": "trade_send"})
    assert GAME.to_move(state) == 1
    state = play(state, {"type": "trade_accept"}, player=1)
    assert state["hand"][0]["water"] == 1 and state["hand"][0]["metal"] == 4
    assert state["hand"][1]["water"] == 3 and state["hand"][1]["metal"] == 0
    assert GAME.to_move(state) == 0 and state["trade"] is None


def test_trade_counter_offer_and_reject() -> None:
    state = fresh(2)
    state = play(state, {"type": "trade_open", "partner": 1})
    state = play(state, {"type": "trade_offer", "asset": "water"})
    state = play(state, {"type": "trade_ask", "asset": "metal"})
    state = play(state, {"type": "trade_send"})
    state = play(state, {"type": "trade_counter"}, player=1)
    assert GAME.to_move(state) == 1
    state = play(state, {"type": "trade_ask", "asset": "stone"}, player=1)  # seat 1 also wants stone
    state = play(state, {"type": "trade_send"}, player=1)
    assert GAME.to_move(state) == 0
    state = play(state, {"type": "trade_reject"})
    assert state["hand"][0]["water"] == 2 and state["trade"] is None


def test_trade_cannot_ask_for_what_nobody_else_could_hold_nor_buildings() -> None:
    state = fresh(2)
    state = play(state, {"type": "trade_open", "partner": 1})
    assert _reason(state, {"type": "trade_ask", "asset": "blueprint"}) == "mm.illegal.cannot_exist"  # all in the deck
    # a building is no asset: the declared field refuses it (the kit's reason, never shown to players)
    assert _reason(state, {"type": "trade_ask", "asset": "habitat"}) == "core.illegal.bad_field"
    assert _reason(state, {"type": "trade_send"}) == "mm.illegal.empty_offer"


def test_station_exchanges_need_an_export_centre() -> None:
    state = fresh(2)
    hand(state, 0, water=8, olympium=6)
    exchange = {"type": "export", "give": "water", "get": "stone"}
    assert _reason(state, exchange) == "mm.illegal.no_export_center"
    put(state, "0,-5", "export", 0)
    state = play(state, exchange)  # 2 equal resources -> 1 basic
    assert state["hand"][0]["water"] == 6
    state = play(state, {"type": "export", "give": "water", "get": "rcu"})  # 4 equal -> 1 supply
    assert state["hand"][0]["water"] == 2 and state["hand"][0]["rcu"] == 2
    state = play(state, {"type": "export", "give": "olympium", "get": "medipack"})  # 2 Olympium -> supply
    assert state["hand"][0]["olympium"] == 4
    assert _reason(state, {"type": "export", "give": "water", "get": "population"}) == "mm.illegal.no_such_exchange"


def test_four_olympium_buy_one_population_for_a_free_home() -> None:
    state = fresh(2)
    hand(state, 0, olympium=4)
    put(state, "2,-5", "export", 0)
    buy = {"type": "export", "give": "olympium", "get": "population", "target": "hex:0,-5"}
    assert _reason(state, buy) == "mm.illegal.no_room"
    put(state, "0,-6", "lsc", 0)
    put(state, "0,-5", "habitat", 0, pop=0)
    state = play(state, buy)
    assert colony.healthy(state, 0) == 1 and state["hand"][0]["olympium"] == 0


def _log(state: State, action: dict[str, Any], lang: str = "en") -> str:
    return translate(GAME.describe(state, action), lang, ["Ana", "Bruno"])


def test_counter_offer_log_says_what_changed_not_that_an_ask_is_gone() -> None:
    state = fresh(2)
    state = play(state, {"type": "trade_open", "partner": 1})
    assert _log(state, {"type": "trade_offer", "asset": "metal"}) == "Ana offers metal."
    state = play(state, {"type": "trade_offer", "asset": "metal"})
    state = play(state, {"type": "trade_ask", "asset": "water"})
    state = play(state, {"type": "trade_send"})
    state = play(state, {"type": "trade_counter"}, player=1)
    offer_water = {"type": "trade_offer", "asset": "water"}
    assert _log(state, offer_water) == "Bruno now offers 2 water (was 1)."
    state = play(state, offer_water, player=1)
    unoffer_water = {"type": "trade_unoffer", "asset": "water"}
    assert _log(state, unoffer_water) == "Bruno now offers 1 water (was 2)."
    assert _log(state, unoffer_water, "es") == "Bruno ahora ofrece 1 agua (antes 2)."
    state = play(state, unoffer_water, player=1)
    assert _log(state, unoffer_water) == "Bruno takes back water from the offer."
    ask_metal = {"type": "trade_ask", "asset": "metal"}
    assert _log(state, ask_metal) == "Bruno now asks for 2 metal (was 1)."
    state = play(state, ask_metal, player=1)
    unask_metal = {"type": "trade_unask", "asset": "metal"}
    assert _log(state, unask_metal) == "Bruno now asks for 1 metal (was 2)."
    state = play(state, unask_metal, player=1)
    assert _log(state, unask_metal) == "Bruno no longer asks for metal."
