"""SVG board of First Landing: terrain, claimed hexes and highlights, as a pure function."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyengine.core import svg
from pyengine.core.hexgrid import POINTY, Hex, Layout
from pyengine.core.seats import PALETTE
from pyengine.games.first_landing import data
from pyengine.games.first_landing.data import BOARD
from pyengine.games.first_landing.state import FirstLandingState as State
from pyengine.i18n import text

LAYOUT = Layout(POINTY, 40.0, (0.0, 0.0))
TERRAIN_FILL = {"plain": "#e0b48a", "crater": "#b8734f", "ridge": "#7d4a36"}
# Terrain pictograms, drawn around (0, 0) in a 24-unit box: shapes, never the players' symbols
# (▲ ● ■ ◆ ★), so no mark means two things; the legend (table.py) draws the same ones.
TERRAIN_ICON = {
    "plain": '<path d="M-9 3h18M-5 -2h10" stroke="#5a3a22" stroke-width="2" fill="none" stroke-linecap="round"/>',
    "crater": (
        '<ellipse cx="0" cy="0" rx="10" ry="6" fill="#7a4530" stroke="#3b2418" stroke-width="1.5"/>'
        '<ellipse cx="1" cy="1.5" rx="6" ry="3.2" fill="#5a2e1f"/>'
    ),
    "ridge": (
        '<path d="M-11 6L-4 -7L0 -1L4 -8L11 6Z" fill="#d9c2a8" stroke="#2b170f" stroke-width="1.5" '
        'stroke-linejoin="round"/>'
    ),
}


def terrain_icon(terrain: str, x: float = 0.0, y: float = 0.0) -> str:
    """A terrain's pictogram centred on (x, y), hidden from assistive technology (the hex says it)."""
    return f'<g class="terrain-icon" transform="translate({x:g} {y:g})" aria-hidden="true">{TERRAIN_ICON[terrain]}</g>'


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    marked = set(highlights or [])
    layers = [
        _terrain_layer(lang),
        svg.group("pieces", [_claim(key, state, lang) for key in sorted(state["owner"])]),
        svg.group("highlights", [_highlight(key) for key in BOARD if f"hex:{key}" in marked] + _stake(state)),
    ]
    title = text("fl.board.title", lang, round=state["round"], rounds=state["rounds"])
    return svg.document((-190.0, -170.0, 380.0, 340.0), title, layers, class_="board board-first_landing")


@lru_cache(maxsize=8)
def _terrain_layer(lang: str) -> str:
    """The terrain, the same in every game (cached: it was most of a tap's board markup)."""
    return svg.group("terrain", [_terrain(key, lang) for key in BOARD])


def _terrain(key: str, lang: str) -> str:
    terrain = BOARD[key]
    h = Hex.from_key(key)
    x, y = LAYOUT.center(h)
    label = text(
        "fl.board.hex",
        lang,
        row=data.PLACE[key][0],
        n=data.PLACE[key][1],
        terrain=text(f"fl.terrain.{terrain}", lang),
        cost=data.TERRAIN_COST[terrain],
    )
    polygon = svg.el(
        "polygon", {"points": LAYOUT.polygon_points(h), "fill": TERRAIN_FILL[terrain], "stroke": "#3b2418"}
    )
    mark = terrain_icon(terrain, x, y + 20)
    return svg.el("g", {**svg.clickable(f"hex:{key}", label), "data-terrain": terrain}, polygon, mark)


def _claim(key: str, state: State, lang: str) -> str:
    owner = state["owner"][key]
    x, y = LAYOUT.center(Hex.from_key(key))
    fill, symbol = PALETTE[state["colors"][owner]]
    disc = svg.el("circle", {"cx": x, "cy": y, "r": 15, "fill": fill, "stroke": "#111", "stroke-width": 2})
    mark = svg.el(
        "text", {"x": x, "y": y + 5, "text-anchor": "middle", "font-size": 14, "fill": "#111"}, svg.text(symbol)
    )
    return svg.el("g", {"class": "claim", "data-owner": owner, "pointer-events": "none"}, disc, mark)


def _highlight(key: str) -> str:
    points = LAYOUT.polygon_points(Hex.from_key(key))
    return svg.el(
        "polygon",
        {
            "points": points,
            "class": "highlight",
            "fill": "none",
            "stroke": "#fff",
            "stroke-width": 4,
            "pointer-events": "none",
        },
    )


def _stake(state: State) -> list[str]:
    """The landing a neighbour may allow or contest: a dashed yellow ring around its hex."""
    pending = state.get("pending")
    if not pending:
        return []
    points = LAYOUT.polygon_points(Hex.from_key(pending["hex"]))
    ring = {"points": points, "class": "stake", "fill": "none", "stroke": "#ffd23f", "stroke-width": 5,
            "stroke-dasharray": "10 6", "pointer-events": "none"}  # fmt: skip
    return [svg.el("polygon", ring)]
