"""Loop tracks: advancing, wrapping, passing squares, and the rectangle layout."""

from pyengine.core.track import LoopTrack, RectTrackLayout


def test_advance_wraps_around() -> None:
    track = LoopTrack(20)
    assert track.advance(18, 5) == 3


def test_path_lists_entered_squares_ending_on_arrival() -> None:
    assert LoopTrack(10).path(8, 4) == [9, 0, 1, 2]


def test_passes_sees_a_square_crossed_on_the_way() -> None:
    track = LoopTrack(10)
    assert track.passes(8, 4, 0)
    assert not track.passes(8, 4, 5)
    assert not track.passes(3, 2, 3)  # the starting square is not entered again


def test_distance_forward() -> None:
    assert LoopTrack(12).distance(10, 2) == 4


def test_rect_layout_corners_and_loop() -> None:
    layout = RectTrackLayout(per_side=6, square=10.0)
    assert layout.length == 20
    assert [layout.cell(p) for p in (0, 5, 10, 15)] == [(0.0, 0.0), (50.0, 0.0), (50.0, 50.0), (0.0, 50.0)]
    assert all(layout.is_corner(p) for p in (0, 5, 10, 15))
    assert len({layout.cell(p) for p in range(layout.length)}) == layout.length
