"""SVG board of Migration: Mars: the hex map, the exploration track and the pieces (pure function).

Every building type has its own outline and letter (colour is never the only cue: the owner's
palette symbol is drawn too), every hex, square and piece has an accessible name, and each
layer is a top-level <g class="layer-..."> so the web layer can patch only what changed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyengine.core import svg
from pyengine.core.hexgrid import FLAT, Hex, Layout
from pyengine.core.messages import Msg, msg
from pyengine.core.seats import PALETTE
from pyengine.core.track import RectTrackLayout
from pyengine.games.migration_mars import board, colony, data
from pyengine.games.migration_mars.state import MigrationState as State
from pyengine.games.migration_mars.state import Structure
from pyengine.i18n import text, translate

HEX = 14.0  # the map (about 322 x 390 px) fits inside the track's inner square
LAYOUT = Layout(FLAT, HEX, (0.0, 0.0))
SQUARE = 58.0
TRACK_LAYOUT = RectTrackLayout(data.TRACK_SIDE, SQUARE, (-4.5 * SQUARE, -4.5 * SQUARE))
FILL = {"flat": "#e3a27a", "rocky": "#8c3b26", "access": "#c9b037", "ruins": "#6b6b6b", "embassy": "#dfe7ef"}
SQUARE_FILL = {"water": "#4d8fd6", "stone": "#9a8f84", "metal": "#c0c7cf", "ruins": "#6b6b6b", "stop": "#f4efe6"}
SQUARE_GLYPH = {"water": "≈", "stone": "◆", "metal": "▣", "ruins": "Ω", "stop": "⌂"}
FACTION_FILL = {"blue": "#1b65c4", "red": "#d7263d", "yellow": "#e8b10c", "green": "#2a9d3c"}
MARK = {
    "hq": "H",
    "tunnel": "",
    "lsc": "L",
    "habitat": "h",
    "factory": "F",
    "hospital": "+",
    "refinery": "R",
    "export": "E",
    "fortress": "",  # its battlements say it: Ω is the Ancient Ruins' square, one meaning per symbol
}
# Outline of each structure around its centre (x, y offsets); circles are drawn for LSCs.
SHAPES: dict[str, tuple[tuple[float, float], ...]] = {
    "hq": ((-9, -9), (9, -9), (9, 9), (-9, 9)),
    "tunnel": ((0, -5), (5, 0), (0, 5), (-5, 0)),
    "habitat": ((-7, 7), (7, 7), (7, -2), (0, -9), (-7, -2)),
    "factory": ((-9, 8), (9, 8), (9, -8), (4, -4), (4, -8), (-1, -4), (-1, -8), (-9, -3)),
    "hospital": (
        (-3, -9), (3, -9), (3, -3), (9, -3), (9, 3), (3, 3), (3, 9), (-3, 9), (-3, 3), (-9, 3), (-9, -3), (-3, -3),
    ),
    "refinery": ((0, -10), (10, 8), (-10, 8)),
    "export": ((-9, -7), (3, -7), (10, 0), (3, 7), (-9, 7)),
    "fortress": (
        (-8, 9), (8, 9), (8, -9), (5, -9), (5, -5), (1.5, -5), (1.5, -9),
        (-1.5, -9), (-1.5, -5), (-5, -5), (-5, -9), (-8, -9),
    ),
}  # fmt: skip
DOMED = frozenset({"hq", "lsc"})  # immune to meteors


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    marked = set(highlights or [])
    layers = [
        _track_layer(lang),
        _terrain_layer(tuple(state["rocky_tiles"]), tuple(sorted(state["impacts"])), lang),
        # Keyed by hex: a build rewrites one structure in the browser, not the whole colony.
        svg.keyed_group("structures", [(k, _piece(k, s, state, lang)) for k, s in sorted(state["structures"].items())]),
        svg.group("impacts", [_impact(k, lang) for k in state["impacts"]] + _last_meteor(state)),
        svg.group("wrecks", [_wreck(w, state, lang) for w in _wrecks(state)]),
        svg.group("embassy", [_embassy(state, lang)]),
        svg.group("pieces", [_rover_of(p, state, lang) for p in range(state["players"])]),
        svg.group("meteor", [_meteor_guide(t, lang) for t in sorted(marked) if t.startswith("meteor:")]),
        svg.group("trail", [_trail(t, state) for t in sorted(marked) if t.startswith("trail:")]),
        svg.group("highlights", [_highlight(t) for t in sorted(marked) if _highlightable(t)]),
    ]
    title = text("mm.board.title", lang, round=state["round"])
    half = 4.5 * SQUARE
    return svg.document((-half, -half, 2 * half, 2 * half), title, layers, class_="board board-migration_mars")


@lru_cache(maxsize=8)
def _track_layer(lang: str) -> str:
    """The exploration track (the same in every game; rovers are drawn with the pieces)."""
    return svg.group("track", [_square(i, lang) for i in range(len(data.TRACK))])


@lru_cache(maxsize=32)
def _terrain_layer(rocky_tiles: tuple[str, ...], impacts: tuple[str, ...], lang: str) -> str:
    """The hex map, which only the setup's rocky-terrain tiles and the meteors' impact tiles change
    (drawn again only when a meteor strikes or a crater is cleared)."""
    state: Any = {"rocky_tiles": list(rocky_tiles), "impacts": list(impacts)}  # the keys terrain reads
    hexes = [_terrain(k, state, lang) for k in sorted(board.CELLS)]
    return svg.group("terrain", [*hexes, _edge_labels()], stroke="#5a2d1c")


@lru_cache(maxsize=1)
def _edge_labels() -> str:
    """The columns' letters above the map and the rows' numbers left of it: how the log, the
    confirm texts and the hexes' names place a hex ("H4", board.hex_name)."""
    top = min(LAYOUT.center(Hex.from_key(k))[1] for k in board.CELLS) - HEX
    parts = []
    for col in range(-board.HALF, board.HALF + 1):
        x, _ = LAYOUT.center(board.from_offset(col, -board.HALF))
        parts.append(_glyph(x, top - 2, board.COLUMNS[col + board.HALF], 10, "#f4ede3"))
    left = -board.HALF
    for row in range(-board.HALF, board.HALF + 1):
        x, y = LAYOUT.center(board.from_offset(left, row))
        parts.append(_glyph(x - HEX - 9, y + 3.5, str(row + board.HALF + 1), 10, "#f4ede3"))
    return svg.el(
        "g", {"class": "edge-labels", "aria-hidden": "true", "pointer-events": "none", "stroke": "none"}, *parts
    )


def _faction(state: State, player: int) -> Any:
    return msg(f"mm.faction.{state['factions'][player]}")


def _terrain_kind(key: str, state: State) -> str:
    if key == board.EMBASSY:
        return "embassy"
    if key in board.RUINS:
        return "ruins"
    if key in board.ACCESS:
        return "access"
    return "rocky" if colony.rocky(state, key) else "flat"


def _terrain(key: str, state: State, lang: str) -> str:
    kind = _terrain_kind(key, state)
    polygon = svg.el("polygon", {"points": LAYOUT.polygon_points(Hex.from_key(key)), "fill": FILL[kind]})
    terrain = text(f"mm.terrain.{kind}", lang)
    extra: list[str] = []
    x, y = LAYOUT.center(Hex.from_key(key))
    if key in board.DIRECTION_HEXES:
        number = board.DIRECTION_HEXES.index(key) + 1
        label = text("mm.board.direction_label", lang, hex=board.hex_name(key), terrain=terrain, n=number)
        extra.append(_glyph(x, y + 3, str(number), 8, "#3b1e12", "direction"))
    else:
        label = text("mm.board.hex_label", lang, hex=board.hex_name(key), terrain=terrain)
    if key in state["impacts"]:  # a crater is read as a crater, not as the ground under it
        label = text("mm.board.crater_label", lang, hex=label)
    if kind == "ruins":
        extra.append(svg.el("polygon", {"points": _points(x, y, SHAPES["fortress"], 0.8), "fill": "#3d3d3d"}))
    attrs = {**svg.clickable(f"hex:{key}", label), "data-terrain": kind}
    hexagon = svg.el("g", attrs, polygon, *extra)
    if kind == "access":  # beside the target, not in it: its name is the label, not "A1"
        hexagon += _glyph(x, y + 3, f"A{board.ACCESS.index(key) + 1}", 8, "#3b1e12")
    return hexagon


def _points(x: float, y: float, shape: tuple[tuple[float, float], ...], scale: float = 1.0) -> str:
    return " ".join(f"{x + dx * scale:.1f},{y + dy * scale:.1f}" for dx, dy in shape)


def _glyph(x: float, y: float, content: str, size: float, fill: str = "#111", cls: str = "glyph") -> str:
    values = {"x": x, "y": y, "text-anchor": "middle", "font-size": size, "fill": fill, "class": cls}
    # Decoration: the element it sits on says the same in its accessible name.
    return svg.el("text", {**values, "pointer-events": "none", "aria-hidden": "true"}, svg.text(content))


def _piece(key: str, piece: Structure, state: State, lang: str) -> str:
    owner = piece["owner"]
    return _structure(
        key, piece["kind"], bool(piece["pop"]), owner, state["colors"][owner], state["factions"][owner], lang
    )


@lru_cache(maxsize=4096)
def _structure(key: str, kind: str, pop: bool, owner: int, color: str, faction: str, lang: str) -> str:
    """One structure (cached: a board redraw mostly repeats the same pieces)."""
    x, y = LAYOUT.center(Hex.from_key(key))
    fill, symbol = PALETTE[color]
    parts = []
    if kind == "lsc":
        parts.append(svg.el("circle", {"cx": x, "cy": y, "r": 8.5, "fill": fill, "stroke": "#111"}))
    else:
        parts.append(svg.el("polygon", {"points": _points(x, y, SHAPES[kind]), "fill": fill, "stroke": "#111"}))
    if kind in DOMED:
        dome = {"cx": x, "cy": y, "r": 11.5, "fill": "none", "stroke": "#eef6ff", "stroke-dasharray": "3 2"}
        parts.append(svg.el("circle", {**dome, "class": "dome"}))
    if MARK[kind]:
        parts.append(_glyph(x, y + 3, MARK[kind], 8, "#fff" if _dark(fill) else "#111"))
    parts.append(_glyph(x + 8, y + 11, symbol, 6, "#111", "owner"))
    if pop:
        pole = svg.el("line", {"x1": x + 6, "y1": y - 4, "x2": x + 6, "y2": y - 14, "stroke": "#111"})
        flag_fill = "#ffffff" if kind == "habitat" else "#ff5d5d"
        flag = svg.el("polygon", {"points": _points(x, y, ((6, -14), (13, -11.5), (6, -9))), "fill": flag_fill})
        parts += [pole, svg.el("g", {"class": "injured" if kind == "hospital" else "population"}, flag)]
    suffix = "" if not pop else ("_injured" if kind == "hospital" else "_pop")
    name = msg(f"mm.building.{kind}")
    label = translate(
        msg(
            f"mm.board.structure{suffix}", building=name, faction=msg(f"mm.faction.{faction}"), hex=board.hex_name(key)
        ),
        lang,
    )
    attrs = {
        "class": "structure",
        "id": f"mm-s{key}",
        "role": "img",
        "aria-label": label,
        "data-kind": kind,
        "data-owner": owner,
        "pointer-events": "none",
    }
    return svg.el("g", attrs, *parts)


def _dark(fill: str) -> bool:
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return 0.299 * r + 0.587 * g + 0.114 * b < 140


@lru_cache(maxsize=1024)
def _impact(key: str, lang: str) -> str:
    x, y = LAYOUT.center(Hex.from_key(key))
    crater = svg.el("circle", {"cx": x, "cy": y, "r": 6, "fill": "#222", "stroke": "#f5d0a0", "stroke-width": 1.5})
    label = text("mm.board.impact", lang, hex=board.hex_name(key))
    attrs: svg.Attrs = {"class": "impact", "role": "img", "aria-label": label, "pointer-events": "none"}
    return svg.el("g", attrs, crater, _glyph(x, y + 3, "×", 8, "#f5d0a0"))


def _wrecks(state: State) -> list[dict[str, Any]]:
    """Wrecks still to mark: a hex built on again shows its new structure instead."""
    return [w for w in state.get("wrecks", []) if w["hex"] not in state["structures"]]


def _wreck(wreck: dict[str, Any], state: State, lang: str) -> str:
    """A building a meteor destroyed this round: its outline dashed and broken by a jagged crack,
    named with what it was and whose (drawn beside an impact tile on the same hex, never over it)."""
    key, kind, owner = wreck["hex"], wreck["building"], wreck["owner"]
    x, y = LAYOUT.center(Hex.from_key(key))
    fill, symbol = PALETTE[state["colors"][owner]]
    outline = {"points": _points(x, y, SHAPES[kind], 0.75), "fill": "none", "stroke": fill, "stroke-width": 2}
    crack = {"points": _points(x, y, ((-8, -6), (-2, -1), (-5, 2), (3, 8))), "fill": "none", "stroke": "#111"}
    label = translate(
        msg(
            "mm.board.wreck",
            building=msg(f"mm.building.{kind}"),
            faction=msg(f"mm.faction.{state['factions'][owner]}"),
            hex=board.hex_name(key),
        ),
        lang,
    )
    attrs: svg.Attrs = {
        "class": "wreck",
        "role": "img",
        "aria-label": label,
        "data-kind": kind,
        "data-owner": owner,
        "pointer-events": "none",
    }
    parts = [
        svg.el("title", None, svg.text(label)),
        svg.el("polygon", {**outline, "stroke-dasharray": "3 2"}),
        svg.el("polyline", {**crack, "stroke-width": 1.5}),
        _glyph(x - 8, y + 11, symbol, 6, "#111", "owner"),
    ]
    return svg.el("g", attrs, *parts)


def _last_meteor(state: State) -> list[str]:
    meteor = state.get("last_meteor")
    if not meteor or meteor["hex"] not in board.CELLS:
        return []
    x, y = LAYOUT.center(Hex.from_key(meteor["hex"]))
    ring = {
        "cx": x,
        "cy": y,
        "r": 13,
        "fill": "none",
        "stroke": "#ffd23f",
        "stroke-width": 2,
        "stroke-dasharray": "4 3",
    }
    return [svg.el("circle", {**ring, "class": "last-meteor", "pointer-events": "none"})]


def _embassy(state: State, lang: str) -> str:
    """The Embassy as its own target ("embassy": where population may go), with who lives there."""
    x, y = LAYOUT.center(Hex.from_key(board.EMBASSY))
    present = [p for p in range(state["players"]) if state["embassy"][p]]
    dome = svg.el("circle", {"cx": x, "cy": y, "r": 8, "fill": "#b8c9da", "stroke": "#34506b"})
    parts = [dome]
    for i, p in enumerate(present):
        fill, symbol = PALETTE[state["colors"][p]]
        cx = x - 6 + 4 * i
        parts.append(svg.el("circle", {"cx": cx, "cy": y + 1, "r": 2.6, "fill": fill, "stroke": "#111"}))
        parts.append(_glyph(cx, y - 3, symbol, 4))
    names = [_faction(state, p) for p in present] or [msg("mm.ui.none")]
    label = translate(msg("mm.board.embassy", factions=names), lang)
    return svg.el("g", {**svg.clickable("embassy", label), "data-population": len(present)}, *parts)


def _square(index: int, lang: str) -> str:
    name = data.TRACK[index]
    kind = name.split(":")[0]
    x, y = TRACK_LAYOUT.cell(index)
    fill, stroke = SQUARE_FILL[kind], "#333"
    if kind == "stop":
        faction = name.split(":")[1]
        stroke = FACTION_FILL[faction]
        what = msg("mm.square.stop", faction=msg(f"mm.faction.{faction}"))
    elif kind == "ruins":
        what = msg("mm.square.ruins")
    else:
        what = msg(f"mm.card.{kind}")
    rect = svg.el(
        "rect",
        {
            "x": x + 1,
            "y": y + 1,
            "width": SQUARE - 2,
            "height": SQUARE - 2,
            "fill": fill,
            "stroke": stroke,
            "stroke-width": 3,
        },
    )
    glyph = _glyph(x + SQUARE / 2, y + SQUARE / 2 + 8, SQUARE_GLYPH[kind], 22, "#1d1a17")
    number = _glyph(x + 9, y + 13, str(index), 9, "#1d1a17")
    label = translate(msg("mm.board.square_kind", square=index, kind=what), lang)
    square = svg.el("g", {**svg.clickable(f"square:{index}", label), "data-square": name}, rect)
    # The glyphs are drawn beside the target, not in it: its name is the label, not "Ω0".
    return square + svg.el("g", {"class": "square-marks", "aria-hidden": "true"}, glyph, number)


def _rover_of(player: int, state: State, lang: str) -> str:
    return _rover(player, state["rover"][player], state["colors"][player], state["factions"][player], lang)


@lru_cache(maxsize=1024)
def _rover(player: int, square: int, color: str, faction: str, lang: str) -> str:
    """A player's rover on its square (cached: most taps move no rover)."""
    fill, symbol = PALETTE[color]
    cx, cy = TRACK_LAYOUT.center(square)
    dx = (player % 2) * 18 - 9
    dy = (player // 2) * 18 - 15
    body = svg.el(
        "rect", {"x": cx + dx - 8, "y": cy + dy - 6, "width": 16, "height": 12, "rx": 3, "fill": fill, "stroke": "#111"}
    )
    mark = _glyph(cx + dx, cy + dy + 3, symbol, 8, "#fff" if _dark(fill) else "#111")
    label = translate(msg("mm.board.rover", faction=msg(f"mm.faction.{faction}"), square=square), lang)
    attrs = {
        "class": "rover",
        "data-owner": player,
        "data-square": square,  # the web layer walks the rover here square by square (loader.js)
        "role": "img",
        "aria-label": label,
        "pointer-events": "none",
    }
    return svg.el("g", attrs, body, mark)


def _highlightable(target: str) -> bool:
    if target.startswith("square:"):
        return target.removeprefix("square:").isdigit() and int(target.removeprefix("square:")) < len(data.TRACK)
    return target == "embassy" or target.removeprefix("hex:") in board.CELLS


@lru_cache(maxsize=1024)
def _highlight(target: str) -> str:
    style = {"class": "highlight", "fill": "none", "stroke": "#fff", "stroke-width": 3, "pointer-events": "none"}
    if target == "embassy":
        x, y = LAYOUT.center(Hex.from_key(board.EMBASSY))
        return svg.el("circle", {"cx": x, "cy": y, "r": 10, **style})
    if target.startswith("square:"):
        x, y = TRACK_LAYOUT.cell(int(target.removeprefix("square:")))
        return svg.el("rect", {"x": x + 3, "y": y + 3, "width": SQUARE - 6, "height": SQUARE - 6, **style})
    return svg.el("polygon", {"points": LAYOUT.polygon_points(Hex.from_key(target.removeprefix("hex:"))), **style})


def _meteor_guide(mark: str, lang: str) -> str:
    """A meteor drawn as the rulebook's guide teaches it: the numbered direction hex, the distance
    counted hex by hex (straight or zig-zag), then the impact hex around the last one."""
    try:
        direction, distance, impact = (int(v) for v in mark.removeprefix("meteor:").split(":"))
        path = [board.distance_hex(direction, k) for k in range(1, distance + 1)]
        hit = board.impact_hex(direction, distance, impact)
    except (ValueError, IndexError):
        return ""
    points = [LAYOUT.center(Hex.from_key(k)) for k in [*path, hit]]
    line = " ".join(f"{x:.1f},{y:.1f}" for x, y in points)
    style = {"fill": "none", "stroke": "#ffd23f", "stroke-width": 2.5, "stroke-linejoin": "round"}
    parts = [svg.el("polyline", {"points": line, **style, "stroke-dasharray": "5 3"})]
    for k, (x, y) in enumerate(points[:-1], start=1):
        parts.append(svg.el("circle", {"cx": x, "cy": y, "r": 5, "fill": "#ffd23f", "stroke": "#111"}))
        parts.append(_glyph(x, y + 3, str(k), 7, "#111"))
    x, y = points[-1]
    parts.append(svg.el("circle", {"cx": x, "cy": y, "r": 9, "fill": "none", "stroke": "#ff3b1f", "stroke-width": 3}))
    parts.append(_glyph(x, y + 4, "×", 12, "#ff3b1f"))
    label = text(
        "mm.board.meteor",
        lang,
        direction=direction,
        distance=distance,
        impact=impact,
        hex=board.hex_name(hit) or text("mm.place.outside", lang),
    )
    return svg.el("g", {"class": "meteor-guide", "role": "img", "aria-label": label, "pointer-events": "none"}, *parts)


def _trail(mark: str, state: State) -> str:
    """The squares the rover would enter one by one: the die's count, then one more per fuel cell
    (lighter); it stops at its own supply stop if it reaches it."""
    try:
        player, die, fuel = (int(v) for v in mark.removeprefix("trail:").split(":"))
        start, stop = state["rover"][player], board.STOPS[state["factions"][player]]
    except (ValueError, IndexError, KeyError):
        return ""
    parts = []
    for step, square in enumerate(board.TRACK.path(start, die + fuel), start=1):
        x, y = TRACK_LAYOUT.center(square)
        extra = step > die
        dot = {"cx": x + 16, "cy": y + 16, "r": 8, "fill": "#fff" if extra else "#ffd23f", "stroke": "#111"}
        parts += [
            svg.el("circle", {**dot, "stroke-dasharray": "2 2" if extra else None}),
            _glyph(x + 16, y + 19, str(step), 9),
        ]
        if square == stop:
            break
    return svg.el("g", {"class": "rover-trail", "data-owner": player, "pointer-events": "none"}, *parts)


def space(state: State, target: str) -> Msg | None:
    """What a board target is, in words (the long-press card): a hex's terrain, crater, structure
    or wreck; a track square's kind and the rovers on it; the Embassy and who lives there."""
    if target == "embassy":
        present = [_faction(state, p) for p in range(state["players"]) if state["embassy"][p]]
        return msg("mm.board.embassy", factions=present or [msg("mm.ui.none")])
    kind, _, place = target.partition(":")
    if kind == "hex" and place in board.CELLS:
        return msg("core.space.parts", parts=_hex_parts(state, place))
    if kind == "square" and place.isdigit() and int(place) < len(data.TRACK):
        return msg("core.space.parts", parts=_square_parts(state, int(place)))
    return None


def _hex_parts(state: State, key: str) -> list[Msg]:
    """A hex's terrain, then its crater, its structure and a wreck on it, each in words."""
    terrain = msg(f"mm.terrain.{_terrain_kind(key, state)}")
    if key in board.DIRECTION_HEXES:
        parts = [
            msg(
                "mm.board.direction_label",
                hex=board.hex_name(key),
                terrain=terrain,
                n=board.DIRECTION_HEXES.index(key) + 1,
            )
        ]
    else:
        parts = [msg("mm.board.hex_label", hex=board.hex_name(key), terrain=terrain)]
    if key in state["impacts"]:
        parts.append(msg("mm.board.impact", hex=board.hex_name(key)))
    piece = state["structures"].get(key)
    if piece is not None:
        suffix = "" if not piece["pop"] else ("_injured" if piece["kind"] == "hospital" else "_pop")
        building = msg(f"mm.building.{piece['kind']}")
        parts.append(
            msg(
                f"mm.board.structure{suffix}",
                building=building,
                faction=_faction(state, piece["owner"]),
                hex=board.hex_name(key),
            )
        )
    for wreck in _wrecks(state):
        if wreck["hex"] == key:
            building = msg(f"mm.building.{wreck['building']}")
            parts.append(
                msg(
                    "mm.board.wreck",
                    building=building,
                    faction=_faction(state, wreck["owner"]),
                    hex=board.hex_name(key),
                )
            )
    return parts


def _square_parts(state: State, index: int) -> list[Msg]:
    """A track square's kind, then the rovers standing on it."""
    name = data.TRACK[index]
    kind = name.split(":")[0]
    if kind == "stop":
        what = msg("mm.square.stop", faction=msg(f"mm.faction.{name.split(':')[1]}"))
    else:
        what = msg("mm.square.ruins") if kind == "ruins" else msg(f"mm.card.{kind}")
    parts = [msg("mm.board.square_kind", square=index, kind=what)]
    for player in range(state["players"]):
        if state["rover"][player] == index:
            parts.append(msg("mm.board.rover", faction=_faction(state, player), square=index))
    return parts
