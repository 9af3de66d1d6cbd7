"""Drawing a side-view terrain (core/sideview.py) as SVG, like the printed cards: a window of
columns at a readable scale, the pieces stacked on their squares with their labels, and the whole
track as a small overview strip. Walking on the Moon and March on Mars draw their cards this way;
each adds its own marks (Sputniks, tokens, points) with `Frame.centre`.

Every function returns markup (svg.py escapes every text); none reads a game's state.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pyengine.core import svg
from pyengine.core.sideview import AIR, SOLID, Square, Terrain
from pyengine.core.table import LOOK_PREFIX

ROCK, ROCK_EDGE, TUNNEL_FILL, SQUARE_EDGE, SKY = "#8d8a86", "#6d6a66", "#4d4a47", "#e0b400", "#263238"
FIRM_INK, HAZARD_INK = "#ffffff", "#ff8a65"


@dataclass(frozen=True)
class Frame:
    """Where a window of the terrain is drawn: `columns` columns from `first`, `levels` rows of
    squares of side `size` (level 0 at the bottom), the top-left corner at (x, y)."""

    first: int
    columns: int
    levels: int
    size: float
    x: float = 0.0
    y: float = 0.0
    row: float = 0.0  # a level's height when it differs from the width (a squeezed overview)

    @property
    def rise(self) -> float:
        """A level's drawn height."""
        return self.row or self.size

    @property
    def width(self) -> float:
        """Drawn width."""
        return self.columns * self.size

    @property
    def height(self) -> float:
        """Drawn height."""
        return self.levels * self.rise

    def shows(self, column: int) -> bool:
        """True if the column lies inside the window."""
        return self.first <= column < self.first + self.columns

    def left(self, column: float) -> float:
        """The x of a column's left edge."""
        return round(self.x + (column - self.first) * self.size, 1)

    def top(self, level: float) -> float:
        """The y of a level's top edge."""
        return round(self.y + (self.levels - 1 - level) * self.rise, 1)

    def centre(self, square: Square, lift: float = 0.5) -> tuple[float, float]:
        """A point in a square: its middle across, `lift` of the way up."""
        return (
            round(self.left(square[0]) + self.size / 2, 1),
            round(self.top(square[1]) + self.rise * (1 - lift), 1),
        )


@dataclass(frozen=True)
class Piece:
    """A piece on the terrain: its square, its player's colour and symbol, the label it carries
    (the player's number, and which of the player's pieces), its accessible name."""

    square: Square
    fill: str
    symbol: str
    number: str
    name: str
    down: bool = False
    key: str = ""


def ink(fill: str) -> str:
    """Black or white, whichever reads better on a colour ("#rrggbb")."""
    red, green, blue = (int(fill[i : i + 2], 16) / 255 for i in (1, 3, 5))
    light = 0.2126 * _linear(red) + 0.7152 * _linear(green) + 0.0722 * _linear(blue)
    return "#111" if light > 0.2 else "#ffffff"


def _linear(channel: float) -> float:
    return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4


def glyph(x: float, y: float, size: float, fill: str, **extra: object) -> dict[str, object]:
    """Attributes of a character centred on (x, y)."""
    return {
        "x": x,
        "y": round(y + size / 3, 1),
        "text-anchor": "middle",
        "font-size": size,
        "fill": fill,
        "aria-hidden": "true",
        **extra,
    }


def kind_of(terrain: Terrain, square: Square) -> str:
    """A square's kind as drawn: "rock", "air" (no ground), "circle" (firm) or "hazard"."""
    cell = terrain.cell(square)
    if cell == SOLID:
        return "rock"
    if cell == AIR:
        return "air"
    return "circle" if terrain.is_firm(square) else "hazard"


def cells(terrain: Terrain, frame: Frame, name: Callable[[Square], str]) -> list[str]:
    """The window's squares as on the printed cards: rock in grey, each square with ground a
    yellow-edged box (a tunnel's darker) marked with its circle (firm ground) or ✕ (hazardous
    ground), the air open. Each open square is a `data-space` "sq:col,level" named by `name`."""
    parts = []
    s = frame.size
    for column in range(frame.first, min(frame.first + frame.columns, terrain.width)):
        for level in range(terrain.height):
            square = (column, level)
            x, y = frame.left(column), frame.top(level)
            kind = kind_of(terrain, square)
            if kind == "rock":
                box = {"x": x, "y": y, "width": s, "height": s, "fill": ROCK, "stroke": ROCK_EDGE}
                parts.append(svg.el("rect", box))
                continue
            parts.append(square_drawing(terrain, frame, square, name(square)))
    return parts


def square_drawing(terrain: Terrain, frame: Frame, square: Square, label: str) -> str:
    """One open square as drawn in the window (rock is drawn by `cells`)."""
    return _square(terrain, frame, square, kind_of(terrain, square), label)


def _square(terrain: Terrain, frame: Frame, square: Square, kind: str, label: str) -> str:
    s = frame.size
    x, y = frame.left(square[0]), frame.top(square[1])
    inner: list[str] = []
    if kind == "air":
        box = {"x": x, "y": y, "width": s, "height": s, "fill": "transparent", "stroke": "#ffffff1a"}
        inner.append(svg.el("rect", box))
    else:
        fill = TUNNEL_FILL if terrain.is_tunnel(square) else "#37474f"
        box = {"x": x + 2, "y": y + 2, "width": s - 4, "height": s - 4, "rx": 3, "fill": fill}
        inner.append(svg.el("rect", {**box, "stroke": SQUARE_EDGE, "stroke-width": 2}))
        cx, cy = frame.centre(square, 0.2)
        if kind == "circle":
            ring = {"cx": cx, "cy": cy, "r": s * 0.14, "fill": "none", "stroke": FIRM_INK, "stroke-width": 2}
            inner.append(svg.el("circle", ring))
        else:
            inner.append(svg.el("text", glyph(cx, cy, s * 0.3, HAZARD_INK), svg.text("✕")))
    inner.append(svg.el("title", None, svg.text(label)))
    place = f"{square[0]},{square[1]}"
    attrs: svg.Attrs = {"class": f"sq sq-{kind}", "data-square": place, "data-space": f"sq:{place}"}
    return svg.el("g", attrs, *inner)


def pieces(frame: Frame, placed: Sequence[Piece], tops: int | None = None) -> list[str]:
    """The pieces in the window, stacked on their squares in the order given (the last on top,
    drawn higher up, as on the table); a stack taller than the room above it is squeezed."""
    stacks: dict[Square, list[Piece]] = {}
    for piece in placed:
        if frame.shows(piece.square[0]):
            stacks.setdefault(piece.square, []).append(piece)
    drawn = []
    room_top = frame.levels - 0.5 if tops is None else tops
    for square, stack in stacks.items():
        step = 0.55
        if len(stack) > 1:
            step = min(step, (room_top - square[1] - 0.45) / (len(stack) - 1))
        for height, piece in enumerate(stack):
            drawn.append(_piece(frame, piece, 0.45 + max(step, 0.3) * height))
    return drawn


def _piece(frame: Frame, piece: Piece, lift: float) -> str:
    s = frame.size
    x, y = frame.centre(piece.square, lift)
    long = len(piece.number) > 2  # "1 (2)": a player's second astronaut; symbol and label must not overlap
    w, h = s * (0.96 if long else 0.86), s * 0.46
    body = {
        "x": round(x - w / 2, 1),
        "y": round(y - h / 2, 1),
        "width": round(w, 1),
        "height": round(h, 1),
        "rx": round(h / 2, 1),
        "fill": piece.fill,
        "stroke": "#111",
        "stroke-width": 2,
        "stroke-dasharray": "4 3" if piece.down else None,
    }
    text_ink = ink(piece.fill)
    mark = svg.el(
        "text",
        glyph(
            round(x - w * (0.34 if long else 0.27), 1),
            y,
            round(h * (0.52 if long else 0.62), 1),
            text_ink,
            **{"font-weight": "bold"},
        ),
        svg.text("⤓" if piece.down else piece.symbol),
    )
    label = svg.el(
        "text",
        glyph(
            round(x + w * (0.16 if long else 0.14), 1),
            y,
            round(h * (0.48 if long else 0.6), 1),
            text_ink,
            **{"font-weight": "bold"},
        ),
        svg.text(piece.number),
    )
    attrs: svg.Attrs = {"class": "piece astronaut", "data-astro": piece.key, "aria-label": piece.name}
    return svg.el("g", attrs, svg.el("rect", body), mark, label, svg.el("title", None, svg.text(piece.name)))


def overview(
    terrain: Terrain,
    frame: Frame,
    window: tuple[int, int],
    placed: Sequence[Piece],
    marks: Sequence[tuple[Square, str]] = (),
) -> list[str]:
    """The whole track small: its rock, its ground (hazards in orange), `marks` (a square and a
    colour: Sputniks, finish...), a dot per piece and a frame around the columns the window shows
    (`window`: first column and count)."""
    return [*overview_ground(terrain, frame, marks), *overview_pieces(frame, window, placed)]


def overview_ground(terrain: Terrain, frame: Frame, marks: Sequence[tuple[Square, str]] = ()) -> list[str]:
    """The part of the overview that only the terrain decides (a game may keep it per deal)."""
    s = frame.size
    parts = [svg.el("rect", {"x": frame.x, "y": frame.y, "width": frame.width, "height": frame.height, "fill": SKY})]
    for column in range(terrain.width):
        for level in range(terrain.height):
            kind = kind_of(terrain, (column, level))
            if kind in ("rock", "hazard"):
                box = {"x": frame.left(column), "y": frame.top(level), "width": s, "height": frame.rise}
                if kind == "hazard":
                    lift = round(frame.top(level) + frame.rise * 0.6, 1)
                    box = {**box, "y": lift, "height": round(frame.rise * 0.4, 1)}
                parts.append(svg.el("rect", {**box, "fill": ROCK if kind == "rock" else HAZARD_INK}))
    for square, colour in marks:
        x, y = frame.centre(square)
        parts.append(svg.el("circle", {"cx": x, "cy": y, "r": 2.5, "fill": colour}))
    return parts


def overview_pieces(frame: Frame, window: tuple[int, int], placed: Sequence[Piece]) -> list[str]:
    """The overview's moving part: a dot per piece and the frame around the window."""
    parts = []
    for piece in placed:
        x, y = frame.centre(piece.square)
        dot = {"cx": x, "cy": y, "r": 3.5, "fill": piece.fill, "stroke": "#111", "stroke-width": 1}
        parts.append(svg.el("circle", dot))
    first, count = window
    window_box: svg.Attrs = {
        "x": frame.left(first),
        "y": frame.y - 1,
        "width": round(count * frame.size, 1),
        "height": frame.height + 2,
        "fill": "none",
        "stroke": "#ffffff",
        "stroke-width": 2,
        "rx": 2,
        "class": "overview-window",
    }
    parts.append(svg.el("rect", window_box))
    return parts


def overview_zones(frame: Frame, window: int, top: float, height: float, label: Callable[[int, int], str]) -> list[str]:
    """The overview cut into tappable zones about a window wide, each a "look:N" target (LOOK_PREFIX)
    that moves the window drawn large to its first column N; `label(first, last)` names a zone's
    columns (shown 1-based) for screen readers. Drawn over the overview, clear: the dots show through."""
    count = max(1, round(frame.columns / window))
    bounds = [frame.first + round(k * frame.columns / count) for k in range(count + 1)]
    zones = []
    for start, stop in itertools.pairwise(bounds):
        box = {"x": frame.left(start), "y": top, "width": round((stop - start) * frame.size, 1), "height": height}
        zone = svg.el("rect", {**box, "fill": "transparent", "stroke": "none"})
        zones.append(svg.el("g", svg.clickable(f"{LOOK_PREFIX}{start}", label(start, stop - 1)), zone))
    return zones


def arrow(x1: float, y: float, x2: float, colour: str, width: float = 2) -> str:
    """A horizontal arrow from x1 to x2 (the head at x2): the direction of the race."""
    head = 6 if x2 > x1 else -6
    points = f"{x2 - head},{y - 5} {x2},{y} {x2 - head},{y + 5}"
    return svg.el(
        "g",
        {"class": "direction", "aria-hidden": "true"},
        svg.el("line", {"x1": x1, "y1": y, "x2": x2, "y2": y, "stroke": colour, "stroke-width": width}),
        svg.el("polyline", {"points": points, "fill": "none", "stroke": colour, "stroke-width": width}),
    )
