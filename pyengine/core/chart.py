"""A line chart of values in [0, 1] over a game's steps, as SVG (the coach's chance to win).

Pure: every text comes in already translated and is escaped here (core/svg.py). Readable at
360 px wide; each line has its seat's colour *and* a dash pattern and marker shape of its own
(`STYLES`), outlined in dark so a pale seat colour still shows; `<title>` and `<desc>` (linked
with aria-labelledby) name the chart, every line and every marked step, which also carries its
own `<title>`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pyengine.core.svg import el, text

WIDTH = 360
LEFT, RIGHT, TOP, BOTTOM = 40.0, 350.0, 24.0, 174.0
MAX_POINTS = 360  # one point per pixel at most: a long game's line is thinned to this many
MARKERS = 6  # marker shapes drawn along each line
LEGEND_TOP, LEGEND_ROW = 206.0, 18.0
# Per line, cycled: a dash pattern and a marker shape (the coach names them: core.coach.chart.<style>).
STYLES = ("solid", "dashed", "dotted", "dashdot")
DASHES = {"solid": None, "dashed": "7 4", "dotted": "2 3", "dashdot": "8 3 2 3"}
OUTLINE = "#222222"


@dataclass(frozen=True)
class Line:
    """One player's values (one per step, in [0, 1]), colour and name."""

    label: str
    color: str
    values: Sequence[float]


@dataclass(frozen=True)
class Mark:
    """A marked step (a turning point): its index among the values, a short label and what it was."""

    index: int
    label: str
    text: str


def style_of(index: int) -> str:
    """The dash-and-marker style of the index-th line."""
    return STYLES[index % len(STYLES)]


def line_chart(
    title: str,
    desc: str,
    lines: Sequence[Line],
    marks: Sequence[Mark] = (),
    axis: tuple[str, str, str] = ("0%", "50%", "100%"),
    ends: tuple[str, str] = ("", ""),
    uid: str = "chart",
) -> str:
    """The chart as one <svg>: `axis` labels the values 0, 0.5 and 1; `ends` the first and last
    steps; `uid` prefixes the ids the accessible name and description use (unique on the page)."""
    count = max((len(line.values) for line in lines), default=0)
    wide = max((len(line.label) for line in lines), default=0) > 14
    per_row = 1 if wide else 2
    rows = -(-len(lines) // per_row)
    height = LEGEND_TOP + rows * LEGEND_ROW + 4
    parts = [
        el("title", {"id": f"{uid}-title"}, text(title)),
        el("desc", {"id": f"{uid}-desc"}, text(desc)),
        el("rect", {"x": 0, "y": 0, "width": WIDTH, "height": height, "fill": "#ffffff"}),
        _grid(axis, ends),
    ]
    kept = _thinned(count, [m.index for m in marks])
    for mark in marks:
        parts.append(_mark(mark, count))
    for i, line in enumerate(lines):
        parts.append(_line(line, style_of(i), kept, count))
    for i, line in enumerate(lines):
        parts.append(_legend(line, style_of(i), i, per_row))
    return el(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {WIDTH} {_n(height)}",
            "width": "100%",
            "role": "img",
            "aria-labelledby": f"{uid}-title {uid}-desc",
            "class": "chance-chart",
            "font-family": "sans-serif",
        },
        *parts,
    )


def _x(index: int, count: int) -> float:
    return LEFT + (RIGHT - LEFT) * index / max(1, count - 1)


def _y(value: float) -> float:
    return BOTTOM - (BOTTOM - TOP) * min(1.0, max(0.0, value))


def _n(value: float) -> str:
    """A coordinate with one decimal at most."""
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _thinned(count: int, keep: Sequence[int]) -> list[int]:
    """The step indexes drawn: all of them, or about MAX_POINTS evenly spread plus the marked ones."""
    if count <= MAX_POINTS:
        return list(range(count))
    spread = {round(k * (count - 1) / (MAX_POINTS - 1)) for k in range(MAX_POINTS)}
    return sorted(spread | {i for i in keep if 0 <= i < count})


def _grid(axis: tuple[str, str, str], ends: tuple[str, str]) -> str:
    """The frame: lines at 0, 1/2 and 1 with their labels, and the first and last steps named."""
    parts = []
    for value, label in zip((0.0, 0.5, 1.0), axis, strict=True):
        y = _y(value)
        dash = None if value == 0.0 else "2 4"
        parts.append(
            el("line", {"x1": LEFT, "y1": y, "x2": RIGHT, "y2": y, "stroke": "#888888", "stroke-dasharray": dash})
        )
        parts.append(
            el(
                "text",
                {"x": LEFT - 4, "y": y + 4, "text-anchor": "end", "font-size": 11, "fill": "#333333"},
                text(label),
            )
        )
    first, last = ends
    below = BOTTOM + 16
    parts.append(el("text", {"x": LEFT, "y": below, "font-size": 11, "fill": "#333333"}, text(first)))
    parts.append(
        el("text", {"x": RIGHT, "y": below, "text-anchor": "end", "font-size": 11, "fill": "#333333"}, text(last))
    )
    return el("g", {"class": "chart-grid", "aria-hidden": "true"}, *parts)


def _mark(mark: Mark, count: int) -> str:
    """A marked step: a vertical line and its label in a badge above the plot, titled with its text."""
    x = _x(mark.index, count)
    return el(
        "g",
        {"class": "chart-mark"},
        el("title", None, text(mark.text)),
        el("line", {"x1": x, "y1": TOP - 2, "x2": x, "y2": BOTTOM, "stroke": "#555555", "stroke-dasharray": "3 3"}),
        el("circle", {"cx": x, "cy": TOP - 12, "r": 8, "fill": "#ffffff", "stroke": "#555555"}),
        el(
            "text",
            {"x": x, "y": TOP - 8, "text-anchor": "middle", "font-size": 11, "fill": "#222222"},
            text(mark.label),
        ),
    )


def _marker(style: str, x: float, y: float, color: str) -> str:
    """The line's marker shape at a point."""
    look = {"fill": color, "stroke": OUTLINE, "stroke-width": 1}
    if style == "solid":
        return el("circle", {"cx": x, "cy": y, "r": 3.5, **look})
    if style == "dashed":
        return el("rect", {"x": x - 3.2, "y": y - 3.2, "width": 6.4, "height": 6.4, **look})
    if style == "dotted":
        points = f"{_n(x)},{_n(y - 4.2)} {_n(x + 4)},{_n(y + 3)} {_n(x - 4)},{_n(y + 3)}"
        return el("polygon", {"points": points, **look})
    points = f"{_n(x)},{_n(y - 4.5)} {_n(x + 4.5)},{_n(y)} {_n(x)},{_n(y + 4.5)} {_n(x - 4.5)},{_n(y)}"
    return el("polygon", {"points": points, **look})


def _line(line: Line, style: str, kept: Sequence[int], count: int) -> str:
    """One player's line (a dark outline under the colour) with markers spread along it."""
    values = line.values
    shown = [i for i in kept if i < len(values)]
    if not shown:
        return el("g", {"class": "chart-line", "aria-hidden": "true"})
    points = " ".join(f"{_n(_x(i, count))},{_n(_y(values[i]))}" for i in shown)
    dash = DASHES[style]
    parts = [
        el(
            "polyline",
            {
                "points": points,
                "fill": "none",
                "stroke": OUTLINE,
                "stroke-width": 4,
                "stroke-dasharray": dash,
                "stroke-linejoin": "round",
            },
        ),
        el(
            "polyline",
            {
                "points": points,
                "fill": "none",
                "stroke": line.color,
                "stroke-width": 2.2,
                "stroke-dasharray": dash,
                "stroke-linejoin": "round",
            },
        ),
    ]
    last = len(values) - 1
    at = sorted({round(k * last / (MARKERS - 1)) for k in range(MARKERS)}) if last > 0 else [0]
    parts += [_marker(style, _x(i, count), _y(values[i]), line.color) for i in at]
    return el("g", {"class": "chart-line", "aria-hidden": "true"}, *parts)


def _legend(line: Line, style: str, index: int, per_row: int) -> str:
    """A legend entry: a sample of the line with its marker, and the player's name."""
    column, row = index % per_row, index // per_row
    x = LEFT + column * ((RIGHT - LEFT) / per_row)
    y = LEGEND_TOP + row * LEGEND_ROW
    dash = DASHES[style]
    return el(
        "g",
        {"class": "chart-legend"},
        el(
            "line",
            {"x1": x, "y1": y, "x2": x + 26, "y2": y, "stroke": OUTLINE, "stroke-width": 4, "stroke-dasharray": dash},
        ),
        el(
            "line",
            {
                "x1": x,
                "y1": y,
                "x2": x + 26,
                "y2": y,
                "stroke": line.color,
                "stroke-width": 2.2,
                "stroke-dasharray": dash,
            },
        ),
        _marker(style, x + 13, y, line.color),
        el("text", {"x": x + 32, "y": y + 4, "font-size": 12, "fill": "#222222"}, text(line.label)),
    )
