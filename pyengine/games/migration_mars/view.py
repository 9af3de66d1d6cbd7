"""SVG board of Migration: Mars: the hex map, the exploration track and the pieces (pure function)."""

from __future__ import annotations

from typing import Any

from pyengine.core import svg
from pyengine.core.hexgrid import FLAT, Hex, Layout
from pyengine.core.seats import PALETTE
from pyengine.core.track import RectTrackLayout
from pyengine.games.migration_mars import board, colony, data
from pyengine.i18n import text

HEX = 14.0  # the map (about 322 x 390 px) fits inside the track's inner square
LAYOUT = Layout(FLAT, HEX, (0.0, 0.0))
SQUARE = 58.0
PANEL_WIDTH = 420.0
TRACK_LAYOUT = RectTrackLayout(data.TRACK_SIDE, SQUARE, (-4.5 * SQUARE, -4.5 * SQUARE))
FILL = {"flat": "#e3a27a", "rocky": "#8c3b26", "access": "#c9b037", "ruins": "#6b6b6b", "embassy": "#dfe7ef"}
SQUARE_FILL = {"water": "#4d8fd6", "stone": "#9a8f84", "metal": "#c0c7cf", "ruins": "#6b6b6b", "stop": "#f4efe6"}
MARK = {
    "hq": "H",
    "tunnel": "",
    "lsc": "L",
    "habitat": "h",
    "factory": "F",
    "hospital": "+",
    "refinery": "R",
    "export": "E",
    "fortress": "Ω",
}


def render(state: dict[str, Any], viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    marked = set(highlights or [])
    layers = [
        svg.group("track", [_square(i, state, lang) for i in range(len(data.TRACK))]),
        svg.group("terrain", [_terrain(k, state, lang) for k in sorted(board.CELLS)]),
        svg.group("structures", [_structure(k, s, state) for k, s in sorted(state["structures"].items())]),
        svg.group("impacts", [_impact(k) for k in state["impacts"]]),
        svg.group("pieces", [_rover(p, state) for p in range(state["players"])]),
        svg.group("highlights", [_highlight(k) for k in sorted(board.CELLS) if f"hex:{k}" in marked]),
        svg.group("panel", [_panel(p, state, lang) for p in range(state["players"])]),
    ]
    title = text("mm.board.title", lang, round=state["round"])
    half = 4.5 * SQUARE
    return svg.document(
        (-half, -half, 2 * half + PANEL_WIDTH, 2 * half), title, layers, class_="board board-migration_mars"
    )


def _panel(player: int, state: dict[str, Any], lang: str) -> str:
    """One line per player: faction, healthy/injured population and cards in hand."""
    hand = state["hand"][player]
    cards = ", ".join(f"{text(f'mm.card.{k}', lang)} {v}" for k, v in hand.items() if v)
    line = text(
        "mm.board.player",
        lang,
        faction=text(f"mm.faction.{state['factions'][player]}", lang),
        healthy=colony.healthy(state, player),
        injured=colony.injured(state, player),
        cards=cards or "-",
        saved=len(state["saved"][player]),
        repair=len(state["repair"][player]),
    )
    fill, symbol = PALETTE[state["colors"][player]]
    x, y = 4.5 * SQUARE + 10, -4.5 * SQUARE + 20 + 70 * player
    mark = svg.el("text", {"x": x, "y": y, "font-size": 14, "fill": fill}, svg.text(symbol))
    words = svg.el("text", {"x": x + 18, "y": y, "font-size": 11, "class": "panel-line"}, svg.text(line))
    return svg.el("g", {"class": "player-panel", "data-player": player}, mark, words)


def _terrain_kind(key: str, state: dict[str, Any]) -> str:
    if key == board.EMBASSY:
        return "embassy"
    if key in board.RUINS:
        return "ruins"
    if key in board.ACCESS:
        return "access"
    return "rocky" if colony.rocky(state, key) else "flat"


def _terrain(key: str, state: dict[str, Any], lang: str) -> str:
    kind = _terrain_kind(key, state)
    polygon = svg.el(
        "polygon", {"points": LAYOUT.polygon_points(Hex.from_key(key)), "fill": FILL[kind], "stroke": "#5a2d1c"}
    )
    label = text("mm.board.hex", lang, hex=key)
    return svg.el("g", {**svg.clickable(f"hex:{key}", label), "data-terrain": kind}, polygon)


def _structure(key: str, piece: dict[str, Any], state: dict[str, Any]) -> str:
    x, y = LAYOUT.center(Hex.from_key(key))
    fill = PALETTE[state["colors"][piece["owner"]]][0]
    radius = 4.0 if piece["kind"] == "tunnel" else 9.0
    shape = svg.el("circle", {"cx": x, "cy": y, "r": radius, "fill": fill, "stroke": "#111"})
    mark = svg.el(
        "text",
        {"x": x, "y": y + 3, "text-anchor": "middle", "font-size": 9, "fill": "#111"},
        svg.text(MARK[piece["kind"]] + ("•" if piece["pop"] else "")),
    )
    attrs = {"class": "structure", "data-kind": piece["kind"], "data-owner": piece["owner"], "pointer-events": "none"}
    return svg.el("g", attrs, shape, mark)


def _impact(key: str) -> str:
    x, y = LAYOUT.center(Hex.from_key(key))
    return svg.el("circle", {"cx": x, "cy": y, "r": 6, "fill": "#222", "class": "impact", "pointer-events": "none"})


def _square(index: int, state: dict[str, Any], lang: str) -> str:
    kind = data.TRACK[index].split(":")[0]
    x, y = TRACK_LAYOUT.cell(index)
    rect = svg.el(
        "rect", {"x": x, "y": y, "width": SQUARE, "height": SQUARE, "fill": SQUARE_FILL[kind], "stroke": "#333"}
    )
    label = text("mm.board.square", lang, square=index)
    return svg.el("g", {**svg.clickable(f"square:{index}", label), "data-square": data.TRACK[index]}, rect)


def _rover(player: int, state: dict[str, Any]) -> str:
    cx, cy = TRACK_LAYOUT.center(state["rover"][player])
    fill, symbol = PALETTE[state["colors"][player]]
    dx = (player % 2) * 14 - 7
    dy = (player // 2) * 14 - 7
    disc = svg.el("circle", {"cx": cx + dx, "cy": cy + dy, "r": 7, "fill": fill, "stroke": "#111"})
    mark = svg.el("text", {"x": cx + dx, "y": cy + dy + 3, "text-anchor": "middle", "font-size": 8}, svg.text(symbol))
    return svg.el("g", {"class": "rover", "data-owner": player, "pointer-events": "none"}, disc, mark)


def _highlight(key: str) -> str:
    points = LAYOUT.polygon_points(Hex.from_key(key))
    return svg.el(
        "polygon",
        {
            "points": points,
            "class": "highlight",
            "fill": "none",
            "stroke": "#fff",
            "stroke-width": 3,
            "pointer-events": "none",
        },
    )
