"""Side-view terrain: cells, ground, falls, collisions, tunnels and the step patterns of the dice; a
track of cards, plans and jumps over it, and stacks of pieces. The track tests use a made-up
two-card track (not any game's cards): read them as examples of building and walking a track."""

import pytest

from pyengine.core.sideview import (
    COLLISION,
    FALL,
    HAZARD_END,
    SAFE,
    Card,
    Standing,
    Terrain,
    TerrainError,
    Track,
    jumps,
    on_top,
    overtook,
    plan,
    race_order,
    sharing,
    stack,
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


# --- a track of cards ---------------------------------------------------------------------------------
# Two made-up cards, three levels high, with "beacon" and "cache" special squares (card columns), and a
# one-column connector square with firm ground. Laid as a lap, the track's columns are:
#   0 connector | 1-4 RIDGE | 5 connector | 6-9 BURROW | 10 connector: the finish (column 0, a lap later)
CONNECTOR = Terrain.from_rows([".", ".", "o"])
RIDGE = Card(
    Terrain.from_rows(
        [
            "....",
            ".oo.",
            "o##o",
        ]
    ),
    {"beacon": [(1, 1)]},
)
BURROW = Card(  # a tunnel under a flat-topped rock, its second square hazardous
    Terrain.from_rows(
        [
            "ox..",
            "##..",
            "thoo",
        ]
    ),
    {"beacon": [(3, 0)], "cache": [(0, 0)]},
)
LAP = Track.build([RIDGE, BURROW], CONNECTOR, lap=True)
OPEN = Track.build([RIDGE, BURROW])  # no connectors, walls at both ends


def test_a_lap_lays_a_connector_before_between_and_after_the_cards() -> None:
    assert LAP.width == 11 and LAP.height == 3
    assert LAP.starts == (1, 6) and LAP.connectors == (0, 5, 10)
    assert LAP.finish == 10
    assert LAP.terrain.cell((0, 0)) == LAP.terrain.cell((5, 0)) == "o"


def test_an_open_track_joins_the_cards_directly_and_has_no_finish() -> None:
    assert OPEN.width == 8 and OPEN.starts == (0, 4) and OPEN.connectors == ()
    assert OPEN.finish is None


def test_columns_belong_to_a_card_or_to_a_connector() -> None:
    assert [LAP.card_at(c) for c in range(LAP.width)] == [None, 0, 0, 0, 0, None, 1, 1, 1, 1, None]
    assert LAP.card_start(1) == 6 and LAP.card_start(-1) == 6
    assert LAP.card_columns(0) == range(1, 5)
    assert LAP.on_card(1, (3, 0)) == (9, 0)


def test_a_piece_stands_only_on_an_open_square_within_the_grid() -> None:
    assert LAP.is_square((0, 0)) and LAP.is_square((2, 1)) and LAP.is_square((0, 2))
    assert not LAP.is_square((2, 0))  # rock
    assert not LAP.is_square((0, 3)) and not LAP.is_square((11, 0)) and not LAP.is_square((0, -1))


def test_special_squares_are_moved_to_track_columns_by_kind() -> None:
    assert LAP.marked("beacon") == {(2, 1), (9, 0)}
    assert LAP.marked("cache") == {(6, 0)}
    assert LAP.marked("nothing printed") == frozenset()
    assert OPEN.marked("beacon") == {(1, 1), (7, 0)}


def test_a_special_square_printed_on_rock_is_refused() -> None:
    with pytest.raises(TerrainError, match="beacon"):
        Track.build([Card(RIDGE.terrain, {"beacon": [(1, 0)]})])


def test_plan_walks_the_track_and_tells_the_outcome() -> None:
    climb = plan(LAP, (1, 0), "u")
    assert climb.outcome == SAFE and climb.end == (2, 1)
    wall = plan(LAP, (0, 0), "ss")  # into the ridge's rock
    assert wall.outcome == COLLISION and wall.end == (1, 0)
    off_the_top = plan(LAP, (2, 1), "uu")  # ends in the air above the ridge: falls onto it
    assert off_the_top.outcome == FALL and off_the_top.end == (4, 0)


def test_a_walk_through_a_tunnel_and_its_hazardous_square() -> None:
    assert plan(LAP, (5, 0), "sss").outcome == SAFE
    assert plan(LAP, (5, 0), "ss").outcome == HAZARD_END
    assert plan(LAP, (5, 0), "u").outcome == COLLISION  # the tunnel's roof


def test_the_finish_of_a_lap_stops_a_walk() -> None:
    result = plan(LAP, (8, 0), "ssss")
    assert result.stopped and result.end == (10, 0) and result.entered == ((9, 0), (10, 0))


def test_an_open_end_is_a_wall() -> None:
    result = plan(OPEN, (6, 0), "ss")
    assert result.outcome == COLLISION and result.end == (7, 0) and not result.stopped


def test_walking_back_on_a_track() -> None:
    result = plan(LAP, (6, 0), "s", direction=-1)
    assert result.end == (5, 0) and result.outcome == SAFE


def test_the_special_squares_a_walk_crossed() -> None:
    result = plan(LAP, (5, 0), "ssss")
    assert LAP.crossed(result, "beacon") == [(9, 0)]
    assert LAP.crossed(result, "cache") == [(6, 0)]


def test_jumps_are_every_way_to_step_a_die_with_where_each_leads() -> None:
    ends = {steps: result.end for steps, result in jumps(LAP, (1, 0), 2, "climb")}
    assert ends == {"ss": (1, 0), "su": (1, 0), "us": (3, 1), "uu": (3, 1)}
    # "ss" and "su" hit the rock at once; "uu" ends in the air above the ridge and falls onto it


def test_the_next_circle_ahead_or_behind() -> None:
    assert LAP.next_circle((1, 0), 1) == (2, 1)  # the next column's only circle, a level up
    assert LAP.next_circle((5, 1), 1) == (6, 2)  # two circles a level away: the higher one
    assert LAP.next_circle((6, 0), -1) == (5, 0)
    assert LAP.next_circle((0, 0), -1) is None and LAP.next_circle((10, 0), 1) is None


# --- pieces on the track -------------------------------------------------------------------------------
# Four pieces: (column, level, arrival stamp). Pieces 3, 0 and 1 share (2, 1), arriving in that order.
PIECES: list[Standing] = [(2, 1, 5), (2, 1, 7), (9, 0, 3), (2, 1, -1)]


def test_a_stack_is_bottom_to_top_by_arrival() -> None:
    assert stack(PIECES, (2, 1)) == [3, 0, 1]
    assert stack(PIECES, (9, 0)) == [2] and stack(PIECES, (0, 0)) == []
    assert stack(PIECES, (2, 1), among=[0, 3]) == [3, 0]


def test_the_latest_arrival_is_on_top() -> None:
    assert on_top(PIECES, (2, 1)) == 1
    assert on_top(PIECES, (2, 1), among=[0, 3]) == 0
    assert on_top(PIECES, (0, 0)) is None


def test_the_pieces_sharing_a_square() -> None:
    assert sharing(PIECES, 0) == [1, 3]
    assert sharing(PIECES, 0, among=[3, 1, 2]) == [3, 1]  # in the order asked
    assert sharing(PIECES, 2) == []


def test_race_order_is_furthest_then_highest_then_top_of_the_stack() -> None:
    assert race_order(PIECES) == [2, 1, 0, 3]
    assert race_order(PIECES, among=[3, 0]) == [0, 3]


def test_a_piece_overtook_another_if_it_set_off_behind_or_on_its_square_and_ended_ahead() -> None:
    assert overtook((1, 0, 1), (2, 1, 0), 3, 2)  # from behind
    assert overtook((2, 1, 9), (2, 1, 4), 3, 2)  # from on top of it
    assert overtook((2, 1, 2), (2, 1, 4), 3, 2)  # from beneath it
    assert not overtook((1, 0, 1), (2, 1, 0), 2, 2)  # level with it: not past
    assert not overtook((3, 0, 1), (2, 1, 0), 4, 2)  # it was ahead already
