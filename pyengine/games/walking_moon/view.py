"""SVG board of Walking on the Moon: the five cards around the Moon in side view, as a pure function.

The track is bent into a ring: each column is a slice of the ring, each level a step further from
the Moon's centre, so "up" on a card points away from the Moon as on the real board. The finish
is drawn on the start square (a lap later it is the same blue square).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from pyengine.core import svg
from pyengine.core.messages import Msg, msg
from pyengine.core.seats import PALETTE
from pyengine.core.sideview import AIR, SOLID, Terrain
from pyengine.games.walking_moon import board, data, moves, turn
from pyengine.games.walking_moon.describe import astro_name, die_name, steps_text
from pyengine.i18n import text, translate

State = dict[str, Any]
INNER = 150.0  # radius of the ground of the lowest level
LEVEL = 27.0  # height of a level
RING = board.FINISH  # columns drawn around the ring (the finish shares the start's slice)
ROCK, TUNNEL_FILL, SQUARE_EDGE = "#8d8a86", "#4d4a47", "#e0b400"
TOKEN_MARK = {
    "advance_circle": "○→",
    "back_circle": "←○",
    "spend_sputniks": "✦→",
    "gain_ct": "CT",
    "gain_sputniks": "✦✦",
    "reroll_next": "⟳",
    "jump_now": "⚀",
}
OUTCOME_MARK = {"safe": "✓", "hazard": "✕", "fall": "✕", "collision": "✕"}


def angle(column: float) -> float:
    """The angle of a column's left edge, clockwise from the top."""
    return -math.pi / 2 + 2 * math.pi * column / RING


def point(column: float, height: float) -> tuple[float, float]:
    """A point at a (fractional) column and height in levels."""
    a, r = angle(column), INNER + height * LEVEL
    return round(r * math.cos(a), 1), round(r * math.sin(a), 1)


def centre(square: tuple[int, int], lift: float = 0.5) -> tuple[float, float]:
    """The middle of a square (lift: how far up the square, in levels)."""
    return point(square[0] % RING + 0.5, square[1] + lift)


def cell_points(square: tuple[int, int]) -> str:
    """The four corners of a square's slice of the ring."""
    c, lv = square[0] % RING, square[1]
    corners = [point(c, lv), point(c + 1, lv), point(c + 1, lv + 1), point(c, lv + 1)]
    return " ".join(f"{x},{y}" for x, y in corners)


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    names = [text("wm.seat", lang, n=i + 1) for i in range(state["players"])]
    layers = [
        svg.group("moon", [svg.el("circle", {"cx": 0, "cy": 0, "r": INNER, "fill": "#b9b4ad"})]),
        _terrain_layer(tuple(state["cards"]), lang),
        _MARKS.get((tuple(state["cards"]), tuple(sorted(state["tokens"].items())), lang), _marks_layer, state, lang),
        svg.group("paths", _paths(state, lang)),
        svg.group("pieces", _pieces(state, lang, names)),
        _JUMP_CARDS.get(_jump_card_key(state, lang), _jump_card_layer, state, lang),
        svg.group("targets", _end_targets(state, lang)),
        svg.group("highlights", _highlights(highlights)),
    ]
    title = text("wm.board.title", lang, round=state["round"])
    extent = INNER + (data.CARD_HEIGHT + 1) * LEVEL
    return svg.document((-extent, -extent, 2 * extent, 2 * extent), title, layers, class_="board board-walking_moon")


@lru_cache(maxsize=8)
def _terrain_layer(cards: tuple[str, ...], lang: str) -> str:
    """The squares of the track: the cards dealt and the language decide them, so a tap reuses them."""
    terrain = board.terrain(cards)
    return svg.group("terrain", [_cell(terrain, s, lang) for s in _drawn_squares(terrain)])


def _drawn_squares(terrain: Terrain) -> list[tuple[int, int]]:
    return [(c, lv) for c in range(RING) for lv in range(terrain.height)]


def _cell(terrain: Terrain, square: tuple[int, int], lang: str) -> str:
    kind = terrain.cell(square)
    if kind == SOLID:
        return svg.el("polygon", {"points": cell_points(square), "fill": ROCK, "stroke": ROCK})
    fill = TUNNEL_FILL if terrain.is_tunnel(square) else "none"
    edge = "#ffffff22" if kind == AIR else SQUARE_EDGE
    shape = svg.el("polygon", {"points": cell_points(square), "fill": fill, "stroke": edge, "stroke-width": 1})
    label = text(f"wm.square.{_kind_key(terrain, square)}", lang, col=square[0], level=square[1])
    parts = [shape, svg.el("title", None, svg.text(label))]
    if kind != AIR:
        x, y = centre(square, 0.22)
        mark = "○" if terrain.is_firm(square) else "✕"
        colour = "#ffffff" if terrain.is_firm(square) else "#ff8a65"
        parts.append(svg.el("text", _glyph(x, y, 12, colour), svg.text(mark)))
    attrs = {"class": f"sq sq-{_kind_key(terrain, square)}", "data-square": f"{square[0]},{square[1]}"}
    return svg.el("g", {**attrs, "data-space": f"sq:{square[0]},{square[1]}"}, *parts)


def _kind_key(terrain: Terrain, square: tuple[int, int]) -> str:
    if terrain.cell(square) == AIR:
        return "air"
    return "circle" if terrain.is_firm(square) else "hazard"


def _glyph(x: float, y: float, size: int, fill: str) -> dict[str, object]:
    return {"x": x, "y": y + size / 3, "text-anchor": "middle", "font-size": size, "fill": fill, "aria-hidden": "true"}


# Layers remembered by everything they show (svg.Memo): a tap redraws the board, and the marks
# (dealt cards, tokens) and the jump card (dice, program, roll) rarely change with it.
_MARKS = svg.Memo(64)
_JUMP_CARDS = svg.Memo(256)
MEMOS = (_MARKS, _JUMP_CARDS)


def _marks_layer(state: State, lang: str) -> str:
    return svg.group("marks", _marks(state, board.terrain(tuple(state["cards"])), lang))


def _jump_card_key(state: State, lang: str) -> tuple[object, ...]:
    """Everything the jump card shows: the phase, the dice, the program, the slot and the roll."""
    roll = tuple((r["die"], r["face"]) for r in state["roll"])
    return (state["phase"], state["dice"], tuple(state["program"]), state["slot"], roll, lang)


def _jump_card_layer(state: State, lang: str) -> str:
    return svg.group("jump-card", _jump_card(state, lang))


def _marks(state: State, terrain: Terrain, lang: str) -> list[str]:
    marks = [_start_mark(lang)]
    marks += [
        svg.el("text", _glyph(*centre(s), 14, "#ffd54f"), svg.text("✦")) for s in board.sputniks(tuple(state["cards"]))
    ]
    for column, effect in sorted(state["tokens"].items()):
        marks.append(_token(int(column), effect, lang))
    for offset, points in enumerate(data.LAST_CARD_POINTS):
        x, y = centre((board.LAST_CARD_FIRST_COLUMN + offset, 0), -0.45)
        marks.append(svg.el("text", _glyph(x, y, 12, "#1d1d1d"), svg.text(str(points))))
    for k, card in enumerate(state["cards"]):
        x, y = centre((board.card_start(k) + data.CARD_WIDTH // 2, 0), -1.3)
        label = "●" if card in data.HARD_CARDS else ""
        marks.append(svg.el("text", _glyph(x, y, 12, "#c62828"), svg.text(label)))
    return marks


def _start_mark(lang: str) -> str:
    x, y = centre((0, 0), 0.5)
    title = svg.el("title", None, svg.text(text("wm.board.start", lang)))
    return svg.el("circle", {"cx": x, "cy": y, "r": 11, "fill": "none", "stroke": "#1e88e5", "stroke-width": 3}, title)


def _token(column: int, effect: str, lang: str) -> str:
    x, y = centre((column, 1), 0.5)
    title = svg.el("title", None, svg.text(text(f"wm.special.{effect}", lang)))
    disc = svg.el("circle", {"cx": x, "cy": y, "r": 12, "fill": "#263238", "stroke": "#ffd54f", "stroke-width": 2})
    mark = svg.el("text", _glyph(x, y, 12, "#ffd54f"), svg.text(TOKEN_MARK[effect]))
    return svg.el("g", {"class": "token", "data-effect": effect}, disc, mark, title)


def _paths(state: State, lang: str) -> list[str]:
    """The last move, and in the choose phase where each possible result would lead."""
    paths = []
    last = state.get("last")
    if last:
        squares = last.get("path") or [last["from"], last["to"]]
        points = " ".join(f"{x},{y}" for x, y in (centre((c, lv)) for c, lv in squares))
        trail: dict[str, object] = {"points": points, "fill": "none", "stroke": "#90caf9", "stroke-dasharray": "4 3"}
        trail["class"] = "last-jump"
        paths.append(svg.el("polyline", trail))
        if state["phase"] not in ("program", "over", "ask", "drawing"):  # played once, as it happens
            paths.append(_jump_motion(state, last))
    if state["phase"] == "choose":
        paths += [_preview(state, action, lang) for action in _uses(state)]
    return paths


def _jump_motion(state: State, last: dict[str, Any]) -> str:
    """The last jump played out once along its path by a ghost of the astronaut (skipped when the
    player asks for reduced motion: the style inside the board hides it)."""
    if "path" not in last:
        return ""
    points = [centre((c, lv)) for c, lv in last["path"]]
    route = "M " + " L ".join(f"{x} {y}" for x, y in points)
    fill = PALETTE[state["colors"][state["astros"][last["astro"]]["owner"]]][0]
    motion = svg.el("animateMotion", {"dur": f"{0.25 * len(points):.2f}s", "path": route, "fill": "freeze"})
    style = svg.el(
        "style", None, svg.text("@media (prefers-reduced-motion: reduce) { .jump-ghost { display: none; } }")
    )
    ghost = svg.el("circle", {"cx": 0, "cy": 0, "r": 8, "fill": fill, "opacity": 0.6, "class": "jump-ghost"}, motion)
    return svg.el("g", {"class": "jump-motion", "aria-hidden": "true"}, style, ghost)


def _uses(state: State) -> list[dict[str, Any]]:
    return turn.use_actions(state)


def _preview(state: State, action: dict[str, Any], lang: str) -> str:
    """One possible result: its path, and where it ends with ✓ (firm ground) or ✕ (an accident)."""
    result = moves.plan(state, action["steps"])
    squares = [result.start, *result.entered]
    points = " ".join(f"{x},{y}" for x, y in (centre(s) for s in squares))
    face = next(r["face"] for r in state["roll"] if r["die"] == action["die"])
    crashed = result.crashed or face.endswith("k")
    colour = "#ef5350" if crashed else "#66bb6a"
    x, y = centre(result.end, 0.8)
    label = text(f"wm.colour.{data.DICE[action['die']]}", lang) + f" {face} {steps_text(action['steps'])}"
    end = svg.el("text", _glyph(x, y, 12, colour), svg.text("✕" if crashed else "✓"))
    line = svg.el("polyline", {"points": points, "fill": "none", "stroke": colour, "stroke-width": 2, "opacity": 0.8})
    return svg.el(
        "g",
        {"class": "preview", "data-use": f"{action['die']}:{action['steps']}"},
        line,
        end,
        svg.el("title", None, svg.text(label)),
    )


def _pieces(state: State, lang: str, names: list[str]) -> list[str]:
    stacks: dict[tuple[int, int], list[int]] = {}
    for i, a in enumerate(state["astros"]):
        stacks.setdefault((a["col"] % RING, a["level"]), []).append(i)
    pieces = []
    for square, members in stacks.items():
        members.sort(key=lambda i: state["astros"][i]["at"])  # the latest arrival on top
        for height, index in enumerate(members):
            pieces.append(_piece(state, index, square, height, lang))
    return pieces


def _piece(state: State, index: int, square: tuple[int, int], height: int, lang: str) -> str:
    a = state["astros"][index]
    fill, symbol = PALETTE[state["colors"][a["owner"]]]
    x, y = centre(square, 0.45 + 0.42 * height)
    label = translate(astro_name(state, index), lang, [text("wm.seat", lang, n=p + 1) for p in range(state["players"])])
    if a["down"]:
        label += " — " + text("wm.board.down", lang)
    body = svg.el(
        "circle",
        {
            "cx": x,
            "cy": y,
            "r": 10,
            "fill": fill,
            "stroke": "#111",
            "stroke-width": 2,
            "stroke-dasharray": "3 2" if a["down"] else None,
        },
    )
    mark = svg.el("text", _glyph(x, y, 13, "#111"), svg.text("⤓" if a["down"] else symbol))
    return svg.el(
        "g",
        {"class": "astronaut", "data-astro": index, "aria-label": label},
        body,
        mark,
        svg.el("title", None, svg.text(label)),
    )


def _highlights(highlights: Any) -> list[str]:
    marked = []
    for target in highlights or []:
        if isinstance(target, str) and target.startswith("sq:"):
            col, level = (int(v) for v in target[3:].split(","))
            marked.append(
                svg.el(
                    "polygon",
                    {
                        "points": cell_points((col, level)),
                        "class": "highlight",
                        "fill": "none",
                        "stroke": "#fff",
                        "stroke-width": 3,
                        "pointer-events": "none",
                    },
                )
            )
    return marked


DIE_FILL = {"blue": ("#1e63c6", "#ffffff"), "white": ("#f5f5f5", "#111111"), "black": ("#1f1f1f", "#ffffff")}
SLOT_W, SLOT_H = 74.0, 58.0


def _die(die: int, x: float, y: float, face: str | None, lang: str, titled: bool = True) -> str:
    """One die: its colour, and its face once rolled (colour named in its title too, unless it sits
    in a target, which is named by its label: a tooltip would cover the space card)."""
    colour = data.DICE[die]
    fill, ink = DIE_FILL[colour]
    name = text(f"wm.colour.{colour}", lang)
    body = svg.el(
        "rect", {"x": x - 12, "y": y - 12, "width": 24, "height": 24, "rx": 4, "fill": fill, "stroke": "#888"}
    )
    shown = face.replace("k", "☠") if face else {"blue": "→", "white": "↘", "black": "↗"}[colour]
    mark = svg.el("text", _glyph(x, y, 12, ink), svg.text(shown))
    title = [svg.el("title", None, svg.text(name))] if titled else []
    return svg.el("g", {"class": f"die die-{colour}", "data-die": die}, body, mark, *title)


def _jump_card(state: State, lang: str) -> str | list[str]:
    """The active astronaut's jump card in the Moon's centre: the dice left in the pool, the three
    jump slots with their programmed dice (tap targets while programming) and the current roll."""
    if state["phase"] == "over":
        return [svg.el("text", _glyph(0, 0, 16, "#1d1d1d"), svg.text(text("wm.prompt.over", lang)))]
    parts = []
    rolled = {r["die"]: r["face"] for r in state["roll"]}
    pool = [d for d, slot in enumerate(state["program"]) if slot is None]
    for i, die in enumerate(pool):
        parts.append(_pool_die(state, die, -75 + 30 * i, -70, lang))
    for slot in range(data.SLOTS):
        parts.append(_slot(state, slot, rolled, lang))
    caption = text("wm.board.dice", lang, dice=state["dice"])
    parts.append(svg.el("text", _glyph(0, 78, 12, "#1d1d1d"), svg.text(caption)))
    return parts


def _pool_die(state: State, die: int, x: float, y: float, lang: str) -> str:
    """A die left in the pool; while programming, a target that picks it (then a jump slot)."""
    if state["phase"] != "program":
        return _die(die, x, y, None, lang)
    drawn = _die(die, x, y, None, lang, titled=False)
    label = text("wm.board.pick_die", lang, die=translate(die_name(die), lang, []))
    area: dict[str, object] = {"x": x - 15, "y": y - 15, "width": 30, "height": 30, "fill": "transparent"}
    hit = svg.el("rect", area)  # the gap around the die answers a tap too
    return svg.el("g", {**svg.clickable(f"die:{die}", label), "class": "target pool-die"}, hit, drawn)


def _slot(state: State, slot: int, rolled: dict[int, str], lang: str) -> str:
    x = -1.5 * SLOT_W + slot * SLOT_W
    label = text("wm.board.slot", lang, slot=slot + 1)
    done = slot < state["slot"] and state["phase"] != "program"
    attrs: dict[str, object] = {"class": "slot" + (" done" if done else ""), "data-slot": slot}
    if state["phase"] == "program":
        attrs = {**attrs, **svg.clickable(f"slot:{slot}", label), "class": "target slot"}
    frame = svg.el(
        "rect",
        {
            "x": x + 3,
            "y": -40,
            "width": SLOT_W - 6,
            "height": SLOT_H,
            "rx": 6,
            "fill": "#fff8e1" if not done else "#d7ccc8",
            "stroke": "#5d4037",
            "stroke-width": 2,
        },
    )
    number = svg.el("text", _glyph(x + SLOT_W / 2, -30, 12, "#5d4037"), svg.text(str(slot + 1)))
    dice = [d for d, s in enumerate(state["program"]) if s == slot]
    titled = state["phase"] != "program"  # while programming the slot is a target, named by its label
    drawn = [
        _die(d, x + 16 + 21 * (i % 3), -8 + 26 * (i // 3), rolled.get(d), lang, titled) for i, d in enumerate(dice)
    ]
    return svg.el("g", attrs, frame, number, *drawn)


def _end_targets(state: State, lang: str) -> list[str]:
    """In the choose phase, each square a result would end on is a tap target."""
    if state["phase"] != "choose":
        return []
    ends = sorted({a["target"] for a in _uses(state)})
    targets = []
    for target in ends:
        col, level = (int(v) for v in target[3:].split(","))
        label = text("wm.board.end", lang, col=col, level=level)
        shape = svg.el(
            "polygon", {"points": cell_points((col, level)), "fill": "#ffffff33", "stroke": "#fff", "stroke-width": 2}
        )
        targets.append(svg.el("g", svg.clickable(target, label), shape))
    return targets


def space(state: State, target: str) -> Msg | None:
    """What a board target is, in words (the long-press card): a square's ground and the astronauts
    on it, or a jump slot and the dice programmed into it."""
    kind, _, place = target.partition(":")
    if kind == "slot" and place.isdigit() and int(place) < data.SLOTS:
        dice = [die_name(d) for d, s in enumerate(state["program"]) if s == int(place)]
        parts = [msg("wm.board.slot", slot=int(place) + 1), *dice]
        return msg("core.space.parts", parts=parts)
    if kind == "die" and place.isdigit() and int(place) < len(data.DICE):
        return die_name(int(place))
    if kind != "sq":
        return None
    try:
        col, level = (int(v) for v in place.split(","))
    except ValueError:
        return None
    terrain = board.terrain(tuple(state["cards"]))
    if not (0 <= col < RING and 0 <= level < terrain.height):
        return None
    parts = [msg(f"wm.square.{_kind_key(terrain, (col, level))}", col=col, level=level)]
    for index, astro in enumerate(state["astros"]):
        if (astro["col"] % RING, astro["level"]) == (col, level):
            parts.append(
                msg("wm.space.astronaut_down", name=astro_name(state, index))
                if astro["down"]
                else astro_name(state, index)
            )
    return msg("core.space.parts", parts=parts)


LEGEND_BACK = '<rect x="-12" y="-12" width="24" height="24" fill="#263238"/>'  # the board's night sky


def _legend_glyph(glyph: str, fill: str, size: int = 12, back: str = LEGEND_BACK) -> str:
    """A board glyph centred in a legend symbol, on the board's background."""
    return back + svg.el("text", _glyph(0, 0, size, fill), svg.text(glyph))


def _legend_square(fill: str, edge: str, glyph: str = "", ink: str = "#ffffff") -> str:
    """A square of the track as drawn, with its ground mark."""
    square = svg.el("rect", {"x": -10, "y": -10, "width": 20, "height": 20, "fill": fill, "stroke": edge})
    mark = svg.el("text", _glyph(0, 4, 12, ink), svg.text(glyph)) if glyph else ""
    return LEGEND_BACK + square + mark


def _legend_ground() -> list[tuple[str, Msg]]:
    """The kinds of square: firm, hazardous, none, tunnel, rock; the start and the last card's points."""
    start = svg.el("circle", {"cx": 0, "cy": 0, "r": 9, "fill": "none", "stroke": "#1e88e5", "stroke-width": 3})
    return [
        (_legend_square("none", SQUARE_EDGE, "○"), msg("wm.legend.circle")),
        (_legend_square("none", SQUARE_EDGE, "✕", "#ff8a65"), msg("wm.legend.hazard")),
        (_legend_square("none", "#ffffff22"), msg("wm.legend.air")),
        (_legend_square(TUNNEL_FILL, SQUARE_EDGE, "○"), msg("wm.legend.tunnel")),
        (_legend_square(ROCK, ROCK), msg("wm.legend.rock")),
        (LEGEND_BACK + start, msg("wm.legend.start")),
        (_legend_glyph("9", "#1d1d1d", back=_legend_square(ROCK, ROCK)), msg("wm.legend.points")),
        (_legend_glyph("●", "#c62828", back=""), msg("wm.legend.hard")),
    ]


def _legend_marks() -> list[tuple[str, Msg]]:
    """The Sputniks, each special token, an astronaut down, and a jump's paths."""
    items = [(_legend_glyph("✦", "#ffd54f", 14), msg("wm.legend.sputnik"))]
    for effect, mark in TOKEN_MARK.items():
        disc = svg.el("circle", {"cx": 0, "cy": 0, "r": 11, "fill": "#263238", "stroke": "#ffd54f", "stroke-width": 2})
        glyph = svg.el("text", _glyph(0, 0, 10, "#ffd54f"), svg.text(mark))
        items.append((disc + glyph, msg("wm.legend.token", effect=msg(f"wm.special.{effect}"))))
    down = svg.el("circle", {"cx": 0, "cy": 0, "r": 10, "fill": "#cccccc", "stroke": "#111", "stroke-dasharray": "3 2"})
    items.append((down + svg.el("text", _glyph(0, 0, 13, "#111"), svg.text("⤓")), msg("wm.legend.down")))
    items.append((_legend_square("#ffffff33", "#fff"), msg("wm.legend.landing")))
    items.append((_legend_glyph("✓", "#66bb6a"), msg("wm.legend.safe")))
    items.append((_legend_glyph("✕", "#ef5350"), msg("wm.legend.accident")))
    trail = svg.el(
        "polyline", {"points": "-10,6 0,-6 10,6", "fill": "none", "stroke": "#90caf9", "stroke-dasharray": "4 3"}
    )
    items.append((LEGEND_BACK + trail, msg("wm.legend.last_jump")))
    return items


def _legend_dice() -> list[tuple[str, Msg]]:
    """Each die colour with the mark it shows before a roll (its way of moving), and the skull face."""
    items = [
        (_die(die, 0, 0, None, "en", titled=False), msg(f"wm.legend.die_{colour}"))
        for die, colour in ((0, "blue"), (2, "white"), (4, "black"))
    ]
    items.append((_die(4, 0, 0, "1k", "en", titled=False), msg("wm.legend.skull")))
    return items


def legend() -> list[tuple[str, Msg]]:
    """The legend drawer's lines: every symbol the board draws, drawn as on the board, and its meaning."""
    return [*_legend_ground(), *_legend_marks(), *_legend_dice()]
