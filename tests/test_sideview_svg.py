"""The side-view drawing shared by the side-view games (core/sideview_svg.py): where squares fall,
what each kind of square looks like, pieces stacked and labelled, the overview's frame."""

import re

from pyengine.core.sideview import Terrain
from pyengine.core.sideview_svg import Frame, Piece, cells, ink, kind_of, overview, pieces

TERRAIN = Terrain.from_rows(["......", "..o.x.", "ox#o#o"])


def test_a_frame_places_columns_left_to_right_and_levels_bottom_up() -> None:
    frame = Frame(first=2, columns=3, levels=4, size=10, x=5, y=7)
    assert (frame.width, frame.height) == (30, 40)
    assert frame.left(2) == 5 and frame.left(4) == 25
    assert frame.top(3) == 7 and frame.top(0) == 37  # level 0 at the bottom
    assert frame.centre((3, 0)) == (20, 42)
    assert frame.shows(2) and frame.shows(4) and not frame.shows(1) and not frame.shows(5)
    squeezed = Frame(0, 36, 5, 4, row=2)
    assert squeezed.height == 10 and squeezed.top(0) == 8


def test_the_window_draws_only_its_columns_each_open_square_a_named_space() -> None:
    frame = Frame(1, 3, TERRAIN.height, 20)
    drawn = "".join(cells(TERRAIN, frame, lambda s: f"square {s[0]},{s[1]}"))
    spaces = set(re.findall(r'data-space="sq:(\d),(\d)"', drawn))
    assert spaces == {(str(c), str(lv)) for c, lv in TERRAIN.squares() if 1 <= c <= 3}
    assert "square 3,0" in drawn and 'class="sq sq-hazard"' in drawn and 'class="sq sq-circle"' in drawn
    assert [kind_of(TERRAIN, (c, 0)) for c in range(6)] == ["circle", "hazard", "rock", "circle", "rock", "circle"]


def test_pieces_stack_on_their_square_the_last_on_top_and_carry_their_label() -> None:
    frame = Frame(0, 6, TERRAIN.height, 20)
    placed = [Piece((0, 0), "#d7263d", "▲", "1", "red"), Piece((0, 0), "#f2f2f2", "✚", "2 (1)", "white", down=True)]
    first, second = pieces(frame, [*placed, Piece((9, 0), "#1b65c4", "●", "3", "off the window")])[:3]
    y = [float(re.search(r'<rect x="[^"]+" y="([^"]+)"', piece).group(1)) for piece in (first, second)]
    assert y[1] < y[0]  # the later piece above
    assert ">1</text>" in first and ">2 (1)</text>" in second and "⤓" in second and 'stroke-dasharray="4 3"' in second
    assert len(pieces(frame, [*placed, Piece((9, 0), "#1b65c4", "●", "3", "x")])) == 2  # outside the window: not drawn
    assert ink("#f2f2f2") == "#111" and ink("#1b65c4") == "#ffffff"


def test_the_overview_frames_the_window_and_dots_every_piece() -> None:
    frame = Frame(0, TERRAIN.width, TERRAIN.height, 5, row=3)
    drawn = "".join(
        overview(TERRAIN, frame, (2, 3), [Piece((5, 0), "#1b65c4", "●", "1", "blue")], [((1, 0), "#ffd54f")])
    )
    assert 'class="overview-window"' in drawn and 'x="10"' in drawn and 'width="15"' in drawn
    assert 'fill="#1b65c4"' in drawn and 'fill="#ffd54f"' in drawn
