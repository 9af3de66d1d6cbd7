"""Side-view terrain: cells, ground, falls, collisions, tunnels and the step patterns of the dice."""

import pytest

from pyengine.core.sideview import (
    COLLISION,
    FALL,
    HAZARD_END,
    SAFE,
    Terrain,
    TerrainError,
    step_patterns,
    walk,
)

# A hill with a plateau, a crater floor, and a tunnel under a mountain with one hazardous square.
HILL = Terrain.from_rows(
    [
        "......",
        "..oo..",
        ".o##o.",
        "o####x",
    ]
)
TUNNEL = Terrain.from_rows(
    [
        "......",
        ".oo...",
        ".##...",
        "othoox",
    ]
)


def test_rows_round_trip_and_sizes() -> None:
    assert HILL.width == 6 and HILL.height == 4
    assert HILL.rows() == ["......", "..oo..", ".o##o.", "o####x"]
    assert HILL.cell((2, 2)) == "o" and HILL.cell((1, 0)) == "#"


def test_below_the_grid_is_solid_and_above_it_is_open_space() -> None:
    assert not HILL.is_open((0, -1))
    assert HILL.is_open((0, 9)) and not HILL.has_ground((0, 9))


def test_ground_is_the_lowest_level_or_a_solid_cell_beneath() -> None:
    assert HILL.has_ground((0, 0))
    assert HILL.has_ground((1, 1))
    assert not HILL.has_ground((0, 1))


def test_firm_ground_is_only_a_circle() -> None:
    assert HILL.is_firm((0, 0))
    assert not HILL.is_firm((5, 0))  # hazardous: ground without a circle
    assert not HILL.is_firm((0, 2))  # no ground at all


def test_a_drawing_with_ground_that_contradicts_the_cell_beneath_is_refused() -> None:
    with pytest.raises(TerrainError):
        Terrain.from_rows(["o.", "oo"])  # a circle floating on an open square
    with pytest.raises(TerrainError):
        Terrain.from_rows([".#", ".#"])  # no ground drawn on the lowest level


def test_a_tunnel_needs_a_roof() -> None:
    with pytest.raises(TerrainError):
        Terrain.from_rows(["..", "t."])
    assert TUNNEL.is_tunnel((1, 0)) and not TUNNEL.is_tunnel((0, 0))


def test_rows_of_unequal_length_are_refused() -> None:
    with pytest.raises(TerrainError):
        Terrain.from_rows(["...", "oo"])


def test_straight_walk_ends_safe_on_a_circle() -> None:
    result = walk(TUNNEL, (3, 0), "s")
    assert result.outcome == SAFE and result.end == (4, 0) and not result.crashed


def test_walk_into_a_wall_stops_on_the_square_before_the_collision() -> None:
    result = walk(HILL, (0, 0), "ss")
    assert result.outcome == COLLISION and result.end == (0, 0) and result.entered == ()


def test_diagonal_climb_onto_a_ledge() -> None:
    result = walk(HILL, (0, 0), "u")
    assert result.outcome == SAFE and result.end == (1, 1)


def test_two_climbs_reach_a_plateau() -> None:
    result = walk(HILL, (1, 1), "u")
    assert result.end == (2, 2) and result.outcome == SAFE


def test_ending_without_ground_falls_to_the_ground_beneath() -> None:
    result = walk(HILL, (3, 2), "ss")  # off the plateau into the air above the far side
    assert result.outcome == FALL
    assert result.entered == ((4, 2), (5, 2))
    assert result.end == (5, 0)


def test_hazardous_ground_is_an_accident_where_it_is() -> None:
    result = walk(HILL, (4, 1), "d")
    assert result.outcome == HAZARD_END and result.end == (5, 0)


def test_descending_into_the_ground_is_a_collision() -> None:
    result = walk(TUNNEL, (3, 0), "d")
    assert result.outcome == COLLISION and result.end == (3, 0)


def test_a_collision_in_mid_air_falls_from_the_square_before() -> None:
    wall = Terrain.from_rows(["..#", "..#", "oo#"])
    result = walk(wall, (0, 0), "uu")
    assert result.outcome == COLLISION and result.entered == ((1, 1),) and result.end == (1, 0)


def test_passing_through_a_tunnel_with_a_hazardous_square() -> None:
    through = walk(TUNNEL, (0, 0), "sss")
    assert through.outcome == SAFE and through.entered == ((1, 0), (2, 0), (3, 0))
    assert walk(TUNNEL, (0, 0), "ss").outcome == HAZARD_END


def test_a_tunnel_roof_cannot_be_passed() -> None:
    result = walk(TUNNEL, (1, 0), "u")
    assert result.outcome == COLLISION and result.end == (1, 0)


def test_a_walk_stops_at_the_stop_column() -> None:
    result = walk(TUNNEL, (2, 0), "sss", stop_column=4)
    assert result.stopped and result.end == (4, 0) and len(result.entered) == 2


def test_walking_backwards() -> None:
    result = walk(TUNNEL, (4, 0), "s", direction=-1)
    assert result.end == (3, 0) and result.outcome == SAFE


def test_walking_off_the_terrain_is_a_collision() -> None:
    assert walk(TUNNEL, (5, 1), "s").outcome == COLLISION


def test_join_lays_terrains_side_by_side() -> None:
    joined = Terrain.join([TUNNEL, HILL])
    assert joined.width == 12 and joined.cell((6, 0)) == "o"
    with pytest.raises(TerrainError):
        Terrain.join([TUNNEL, Terrain.from_rows(["o"])])


def test_step_patterns_of_each_kind() -> None:
    assert step_patterns(2, "straight") == ["ss"]
    assert sorted(step_patterns(2, "descend")) == ["dd", "ds", "sd"]
    assert sorted(step_patterns(2, "climb")) == ["ss", "su", "us", "uu"]
    assert step_patterns(1, "descend") == ["d"]


def test_squares_lists_every_open_square() -> None:
    assert (0, 0) in HILL.squares() and (1, 0) not in HILL.squares()


def test_no_move_starts_or_comes_to_rest_inside_the_rock() -> None:
    for square in ((2, 1), (2, 0)):  # rock down to the bottom: no ground would ever be found below
        with pytest.raises(TerrainError, match="inside the rock"):
            HILL.landing(square)
        with pytest.raises(TerrainError, match="inside the rock"):
            walk(HILL, square, "d")
    assert HILL.landing((2, 3)) == (2, 2)  # from the open air above it, onto the plateau
