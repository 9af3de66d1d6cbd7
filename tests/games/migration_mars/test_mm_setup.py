"""Preparación, recursos iniciales and inicio del juego."""

from __future__ import annotations

import pytest

from pyengine.core import Match
from pyengine.core.errors import SaveError
from pyengine.games.migration_mars import data
from pyengine.games.migration_mars.setup import factions_for
from pyengine.i18n import translate

from .helpers import board, fresh, move, new_match, play, roll, seats, why


def test_four_players_use_no_rocky_tiles() -> None:
    assert fresh(4)["rocky_tiles"] == []


def test_three_players_cover_the_absent_factions_side_with_four_tiles() -> None:
    state = fresh(3)
    assert state["factions"] == ["blue", "red", "yellow"]
    expected = sorted(k for tile in board.SHADED["green"] for k in tile)
    assert state["rocky_tiles"] == expected and len(board.SHADED["green"]) == 4
    chosen = fresh(seats("green", "yellow", "blue"))
    assert chosen["rocky_tiles"] == sorted(k for tile in board.SHADED["red"] for k in tile)


def test_two_players_use_all_eight_tiles_opposite_or_adjacent() -> None:
    opposite = fresh(2)
    adjacent = fresh(seats("red", "yellow"))
    assert opposite["factions"] == ["blue", "yellow"]
    assert adjacent["factions"] == ["red", "yellow"]
    for state in (opposite, adjacent):
        absent = [f for f in data.FACTIONS if f not in state["factions"]]
        assert sum(len(board.SHADED[f]) for f in absent) == 8
        assert state["rocky_tiles"] == sorted(k for f in absent for t in board.SHADED[f] for k in t)


def test_each_seat_plays_the_faction_chosen_for_it() -> None:
    state = fresh(seats("yellow", "green", "red"))
    assert state["factions"] == ["yellow", "green", "red"]
    assert state["rover"] == [board.STOPS[f] for f in ("yellow", "green", "red")]
    assert state["structures"][board.HQ["green"]]["owner"] == 1
    # seats without a choice take the free factions of the default order
    assert factions_for([{"faction": "blue"}, {}]) == ["blue", "yellow"]
    assert factions_for([{"faction": "yellow"}, {}]) == ["yellow", "blue"]
    assert factions_for([{}, {}, {"faction": "blue"}]) == ["red", "yellow", "blue"]


def test_two_seats_cannot_play_the_same_faction() -> None:
    with pytest.raises(SaveError) as same:
        Match.new("migration_mars", seats("red", "red"))
    assert same.value.reason.key == "mm.error.same_faction"
    assert translate(same.value.reason, "en") == "Two players cannot both play the red faction."
    with pytest.raises(SaveError) as unknown:
        Match.new("migration_mars", seats("purple", "red"))
    assert unknown.value.reason.key == "core.error.bad_seat_option"
    assert translate(unknown.value.reason, "es") == "El asiento 1 no tiene un valor válido de Facción."


def test_embassy_centre_fortresses_corners_and_hqs_on_landing_bases() -> None:
    state = fresh(4)
    assert board.EMBASSY == "0,0"
    assert len(board.RUINS) == 4 and all(k in board.CELLS for k in board.RUINS)
    for player, faction in enumerate(state["factions"]):
        assert state["structures"][board.HQ[faction]] == {"kind": "hq", "owner": player, "pop": 0}
    # the 12 direction hexes around the Embassy are flat terrain
    assert not set(board.DIRECTION_HEXES) & (board.ROCKY | board.RESERVED)


def test_starting_hand_and_station_stock() -> None:
    state = fresh(3)
    for hand in state["hand"]:
        assert hand == {
            "water": 2, "stone": 2, "metal": 2, "olympium": 1, "medipack": 1, "rcu": 1, "fuel": 1, "blueprint": 0,
        }  # fmt: skip
    assert state["stock"]["water"] == data.STATION_STOCK["water"] - 6
    assert state["blueprints"] == data.BLUEPRINTS


def test_event_deck_is_shuffled_by_chance_and_hidden() -> None:
    match = Match.new("migration_mars", 2, seed=7, auto_chance=False)
    assert match.to_move == -1  # the shuffle is a chance node
    match = match.apply_chance()
    assert match.entries[-1].action["type"] == "shuffle"
    assert sorted(match.state["deck"]) == sorted(data.EVENTS)
    seen = match.observation(0)
    assert seen["deck"] == ["?"] * len(data.EVENTS)


def test_first_tunnel_is_built_next_to_the_hq() -> None:
    match = Match.new("migration_mars", 2, seed=1)
    state = match.state
    assert state["tasks"][0]["kind"] == "first_tunnel" and match.to_move == 0
    far = {"type": "first_tunnel", "target": "hex:0,0"}
    assert why(state, far) is not None and why(state, far).key == "mm.illegal.next_to_hq"
    near = {"type": "first_tunnel", "target": f"hex:{board.NEIGHBOURS[board.HQ['blue']][1]}"}
    after = play(state, near)
    assert after["structures"][board.NEIGHBOURS[board.HQ["blue"]][1]]["kind"] == "tunnel"
    assert after["tasks"][0] == {"kind": "first_tunnel", "player": 1}


def test_rovers_start_on_their_own_supply_stop() -> None:
    state = fresh(4)
    assert state["rover"] == [board.STOPS[f] for f in state["factions"]]


def test_highest_red_d12_starts_and_ties_roll_again() -> None:
    match = new_match(3, seed=3)
    state = match.state
    # rebuild the pending first-player roll and force a tie between seats 1 and 2
    state = {**state, "tasks": [{"kind": "first_roll", "contenders": [0, 1, 2], "rolls": {}}]}
    state = roll(state, {"type": "first_roll", "player": 0, "value": 4})
    state = roll(state, {"type": "first_roll", "player": 1, "value": 11})
    state = roll(state, {"type": "first_roll", "player": 2, "value": 11})
    assert state["tasks"][0] == {"kind": "first_roll", "contenders": [1, 2], "rolls": {}}
    state = roll(state, {"type": "first_roll", "player": 1, "value": 2})
    state = roll(state, {"type": "first_roll", "player": 2, "value": 9})
    assert state["first"] == 2 and state["active"] == 2 and state["tasks"] == []


def test_turn_passes_clockwise_to_the_left() -> None:
    state = fresh(3)
    state = move(state, 1, 1)
    assert state["active"] == 1


def test_every_ruins_access_is_within_meteor_reach_and_outside_the_fortress_shield() -> None:
    reach = {board.impact_hex(d, k, i) for d in range(1, 13) for k in range(1, 7) for i in range(1, 7)}
    for ruins, access in zip(board.RUINS, board.ACCESS, strict=True):
        assert access in reach and access not in board.NEIGHBOURS[ruins]
