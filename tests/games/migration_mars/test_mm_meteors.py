"""Meteor guide, impacts, fortress protection, evacuation and repair platforms."""

from __future__ import annotations

from pyengine.games.migration_mars import data

from .helpers import GAME, board, colony, fresh, hand, meteor_at, pending, play, put, roll, why


def test_direction_hexes_are_the_twelve_around_the_embassy_clockwise_from_north() -> None:
    assert board.DIRECTION_HEXES[11] == "0,-2"  # #12 due north (towards the blue base)
    assert board.DIRECTION_HEXES[0] == "1,-2"
    assert len(set(board.DIRECTION_HEXES)) == 12


def test_even_directions_count_straight() -> None:
    assert [board.distance_hex(12, k) for k in (1, 2, 3)] == ["0,-2", "0,-3", "0,-4"]
    assert [board.distance_hex(4, k) for k in (1, 2, 3)] == ["2,0", "3,0", "4,0"]


def test_odd_directions_count_in_a_zigzag_left_first() -> None:
    # #1 lies between north and north-east: left (north) first, then north-east, alternating
    assert [board.distance_hex(1, k) for k in (1, 2, 3, 4)] == ["1,-2", "1,-3", "2,-4", "2,-5"]


def test_black_d6_counts_around_the_distance_hex_clockwise_from_north() -> None:
    assert board.impact_hex(12, 3, 1) == "0,-5"  # #1 is the hex due north
    assert board.impact_hex(12, 3, 2) == "1,-5"  # then clockwise
    assert board.impact_hex(12, 3, 4) == "0,-3"


def test_impact_on_open_ground_leaves_a_tile() -> None:
    state = pending(fresh(2), {"kind": "meteor"})
    state = roll(state, meteor_at("2,-3"))
    assert state["impacts"] == ["2,-3"]


def test_impact_destroys_adjacent_buildings_but_not_tunnels() -> None:
    state = fresh(2)
    put(state, "2,-4", "factory", 0)
    put(state, "2,-2", "tunnel", 0)
    put(state, "1,-2", "refinery", 1)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert "2,-4" not in state["structures"] and "1,-2" not in state["structures"]
    assert state["structures"]["2,-2"]["kind"] == "tunnel"


def test_hq_and_life_support_centres_are_immune() -> None:
    state = fresh(2)
    put(state, "2,-3", "lsc", 0)
    put(state, "2,-4", "lsc", 0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert state["structures"]["2,-3"]["kind"] == "lsc" and state["structures"]["2,-4"]["kind"] == "lsc"
    assert "2,-3" not in state["impacts"]  # the dome takes the hit


def test_fortress_protects_a_radius_of_one_hex() -> None:
    state = fresh(2)
    put(state, "2,-3", "fortress", 0)
    put(state, "2,-4", "habitat", 0, pop=1)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-4"))
    assert state["impacts"] == [] and state["last_meteor"]["result"] == "protected"
    # an impact two hexes away does not destroy a building inside the shield either
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-5"))
    assert state["impacts"] == ["2,-5"] and "2,-4" in state["structures"]


def test_impacted_tunnel_takes_no_new_connections() -> None:
    state = fresh(2)
    hand(state, 0, stone=5)
    tunnel = board.NEIGHBOURS[board.HQ["blue"]][0]  # the exit tunnel
    state["impacts"] = [tunnel]
    beyond = [n for n in board.NEIGHBOURS[tunnel] if n not in board.NEIGHBOURS[board.HQ["blue"]]]
    beyond = [n for n in beyond if n != board.HQ["blue"] and colony.site_problem(state, n, "tunnel") is None]
    reason = why(state, {"type": "build", "kind": "tunnel", "target": f"hex:{beyond[0]}"})
    assert reason is not None and reason.key == "mm.illegal.not_connected"


def test_impact_on_a_ruins_access_closes_its_olympium() -> None:
    state = fresh(2)
    access = board.ACCESS[1]
    put(state, board.NEIGHBOURS[access][0], "tunnel", 0)
    assert colony.accesses(state, 0) == 1
    state = roll(pending(state, {"kind": "meteor"}), meteor_at(access))
    assert access in state["impacts"] and colony.accesses(state, 0) == 0


def test_meteor_outside_the_map_has_no_effect() -> None:
    state = roll(pending(fresh(2), {"kind": "meteor"}), {"type": "meteor", "direction": 12, "distance": 6, "impact": 1})
    assert state["last_meteor"]["result"] == "outside" and state["impacts"] == []


def test_hit_habitat_population_evacuates_to_a_free_habitat() -> None:
    state = fresh(2)
    put(state, "2,-5", "lsc", 0)
    put(state, "2,-4", "habitat", 0, pop=1)
    put(state, "1,-5", "habitat", 0, pop=0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert GAME.to_move(state) == 0 and state["tasks"][0]["kind"] == "evacuate"
    assert [a["target"] for a in GAME.legal_actions(state)] == ["hex:1,-5"]
    state = play(state, {"type": "evacuate", "target": "hex:1,-5"})
    assert colony.healthy(state, 0) == 1


def test_evacuation_to_a_hospital_only_without_free_habitats_and_needs_a_medipack_later() -> None:
    state = fresh(2)
    put(state, "2,-5", "lsc", 0)
    put(state, "2,-4", "habitat", 0, pop=1)
    put(state, "-2,-4", "hospital", 0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    state = play(state, {"type": "evacuate", "target": "hex:-2,-4"})
    assert colony.injured(state, 0) == 1 and colony.healthy(state, 0) == 0


def test_population_dies_when_nowhere_to_evacuate() -> None:
    state = fresh(2)
    put(state, "2,-5", "lsc", 0)
    put(state, "2,-4", "habitat", 0, pop=1)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert colony.population(state, 0) == 0 and not any(t["kind"] == "evacuate" for t in state["tasks"])


def test_destroyed_building_goes_to_a_repair_platform_one_per_factory() -> None:
    state = fresh(2)
    put(state, "-3,-4", "factory", 0)
    put(state, "2,-4", "refinery", 0)
    put(state, "1,-2", "hospital", 0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert state["tasks"][0] == {"kind": "repair", "player": 0, "building": "hospital", "hex": "1,-2"}
    state = play(state, {"type": "repair", "choice": "platform"})
    assert state["repair"][0] == ["hospital"]
    # the only platform is taken: the refinery goes to the board unless the hospital is discarded
    assert GAME.legal_actions(state) == [
        {"type": "repair", "choice": "platform", "replace": 0},
        {"type": "repair", "choice": "board"},
    ]
    state = play(state, {"type": "repair", "choice": "board"})
    assert not state["tasks"] and colony.pieces_left(state, 0, "refinery") == data.PIECES["refinery"]


def test_full_platform_may_be_cleared_for_a_newly_destroyed_building() -> None:
    state = fresh(2)
    put(state, "-3,-4", "factory", 0)
    put(state, "2,-4", "refinery", 0)
    state["repair"][0] = ["hospital"]
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    state = play(state, {"type": "repair", "choice": "platform", "replace": 0})
    assert state["repair"][0] == ["refinery"] and colony.pieces_left(state, 0, "hospital") == 2


def test_without_a_factory_destroyed_buildings_go_back_to_the_board() -> None:
    state = fresh(2)
    put(state, "2,-4", "refinery", 0)
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert not state["tasks"] and state["repair"][0] == []


def test_buildings_on_platforms_are_inactive_and_rebuilding_takes_the_whole_turn() -> None:
    state = fresh(2)
    put(state, "-3,-4", "factory", 0)
    state["repair"][0] = ["refinery"]
    assert colony.count(state, 0, "refinery") == 0  # not active: no harvest bonus
    site = board.NEIGHBOURS[board.HQ["blue"]][0]
    beyond = next(n for n in board.NEIGHBOURS[site] if colony.placement_problem(state, 0, n, "refinery") is None)
    state = play(state, {"type": "rebuild", "slot": 0, "target": f"hex:{beyond}"})
    assert state["structures"][beyond]["kind"] == "refinery"
    assert state["active"] == 1  # no dice: the turn is over


def test_rebuilt_habitat_comes_back_empty() -> None:
    state = fresh(2)
    put(state, "-3,-4", "factory", 0)
    put(state, "0,-6", "lsc", 0)
    state["repair"][0] = ["habitat"]
    state = play(state, {"type": "rebuild", "slot": 0, "target": "hex:1,-6"})
    assert state["structures"]["1,-6"] == {"kind": "habitat", "owner": 0, "pop": 0}


def test_rebuild_is_refused_after_any_other_action() -> None:
    state = fresh(2)
    put(state, "-3,-4", "factory", 0)
    state["repair"][0] = ["tunnel"]
    state = play(state, {"type": "trade_open", "partner": 1})
    state = play(state, {"type": "trade_cancel"})
    reason = why(state, {"type": "rebuild", "slot": 0, "target": "hex:0,-6"})
    assert reason is not None and reason.key == "mm.illegal.rebuild_whole_turn"


def test_losing_the_factory_loses_its_platform() -> None:
    state = fresh(2)
    put(state, "2,-4", "factory", 0)
    state["repair"][0] = ["hospital"]
    state = roll(pending(state, {"kind": "meteor"}), meteor_at("2,-3"))
    assert state["repair"][0] == []


def test_platform_building_can_be_discarded_any_time() -> None:
    state = fresh(2)
    put(state, "-3,-4", "factory", 0)
    state["repair"][0] = ["hospital"]
    state = play(state, {"type": "scrap_repair", "slot": 0})
    assert state["repair"][0] == [] and colony.pieces_left(state, 0, "hospital") == 2
