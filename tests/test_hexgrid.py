"""Hex geometry: known distances, ring sizes, neighbours, lines, rotation and the pixel layout."""

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from pyengine.core.hexgrid import (
    DIRECTIONS,
    FLAT,
    POINTY,
    Hex,
    Layout,
    distance,
    line,
    neighbor,
    neighbors,
    ring,
    rotate,
    rotate_left,
    rotate_right,
    spiral,
    walk,
)

coords = st.integers(min_value=-30, max_value=30)
hexes = st.builds(Hex, coords, coords)


def test_cube_coordinates_sum_to_zero() -> None:
    h = Hex(3, -5)
    assert h.q + h.r + h.s == 0


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [(Hex(0, 0), Hex(0, 0), 0), (Hex(0, 0), Hex(1, 0), 1), (Hex(0, 0), Hex(2, -1), 2), (Hex(-2, 3), Hex(3, -2), 5)],
)
def test_known_distances(a: Hex, b: Hex, expected: int) -> None:
    assert distance(a, b) == expected


@pytest.mark.parametrize("radius", range(0, 7))
def test_ring_has_six_r_hexes_all_at_radius(radius: int) -> None:
    center = Hex(2, -1)
    cells = ring(center, radius)
    assert len(cells) == (6 * radius if radius else 1)
    assert len(set(cells)) == len(cells)
    assert all(distance(center, h) == radius for h in cells)


def test_spiral_of_radius_two_is_nineteen_hexes() -> None:
    assert len(set(spiral(Hex(0, 0), 2))) == 19


def test_neighbours_are_the_six_hexes_at_distance_one() -> None:
    h = Hex(4, -7)
    assert sorted(neighbors(h)) == sorted(x for x in spiral(h, 1) if x != h)
    assert neighbor(h, 6) == neighbor(h, 0)


def test_line_includes_both_ends_and_is_contiguous() -> None:
    cells = line(Hex(0, 0), Hex(4, -2))
    assert cells[0] == Hex(0, 0) and cells[-1] == Hex(4, -2)
    assert all(distance(a, b) == 1 for a, b in itertools.pairwise(cells))


def test_walk_goes_straight() -> None:
    assert list(walk(Hex(0, 0), 0, 3)) == [Hex(1, 0), Hex(2, 0), Hex(3, 0)]


@given(hexes, hexes)
def test_distance_is_symmetric_and_triangle(a: Hex, b: Hex) -> None:
    assert distance(a, b) == distance(b, a)
    assert distance(a, b) <= distance(a, Hex(0, 0)) + distance(Hex(0, 0), b)


@given(hexes)
def test_six_rotations_return_home_and_keep_distance(h: Hex) -> None:
    assert rotate(h, 6) == h
    assert rotate_right(rotate_left(h)) == h
    assert distance(Hex(0, 0), rotate_left(h)) == distance(Hex(0, 0), h)


def test_rotating_a_direction_gives_the_next_direction() -> None:
    assert [rotate_left(d) for d in DIRECTIONS] == list(DIRECTIONS[1:] + DIRECTIONS[:1])


@given(hexes)
def test_layout_round_trips_pixels_pointy_and_flat(h: Hex) -> None:
    for orientation in (POINTY, FLAT):
        layout = Layout(orientation, 30.0, (100.0, 50.0))
        assert layout.hex_at(*layout.center(h)) == h
        assert len(layout.corners(h)) == 6


def test_key_round_trip_and_rejects_garbage() -> None:
    assert Hex.from_key(Hex(-3, 2).key()) == Hex(-3, 2)
    with pytest.raises(ValueError):
        Hex.from_key("1;2")
