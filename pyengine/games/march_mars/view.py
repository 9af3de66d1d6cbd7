"""SVG board of March on Mars, as a pure function: the Mars cards seen from the side, as printed.

The ring around the planet is drawn in three strips: the left flank from the Martian Mastermind
(MMM) to the Landing Zone, the Landing Zone with the base (its upgrades, the "next wave" areas, the
turn track), and the right flank from the Landing Zone back to the MMM. Aliens are chips with their
hits to kill (▲1 yellow, ■2 blue, ◆3 red: never colour alone); marines are the players' pieces.
Below lies the combat card: the six dice, the three action slots and the roll on the table.
Nothing is hidden: every viewer sees the same board.

On a phone (the table's `layout:narrow` mark, Table.narrow_marks) the ring is drawn as Walking on
the Moon draws its loop: the whole ring small (every marine and alien a dot, the window framed),
and under it a window of eight columns at a finger's scale (a square 44 units, 45 CSS px on a
390 px phone), following the legal squares, else the marks (the alien that just moved), else the
active marine; the combat card below it in two rows. A square outside the window is not drawn,
and the table offers its action as a button instead (tableactions.actions_bar).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise
from typing import Any

from pyengine.core import sideview_svg as side
from pyengine.core import svg
from pyengine.core.dice import die_target
from pyengine.core.messages import Msg, msg
from pyengine.core.seats import PALETTE
from pyengine.core.sideview import Square, Terrain
from pyengine.core.sideview_svg import Frame, Piece
from pyengine.core.table import LOOK_PREFIX, NARROW_MARK, UPRIGHT_MARK, looked_at
from pyengine.games.march_mars import aliens, board, data
from pyengine.games.march_mars.decisions import OVER, PROGRAM
from pyengine.games.march_mars.state import MarchMarsState as State
from pyengine.i18n import text

SIZE = 44.0
MARGIN = 4.0
MMM_W = 40.0
FLANK_COLUMNS = 15  # a flank's columns with two cards: defenders, two cards, a square between, the upgrade
WIDTH = 2 * MARGIN + MMM_W + FLANK_COLUMNS * SIZE
HEADER = 30.0
STRIP = data.CARD_HEIGHT * SIZE + 18  # a strip and its label line
TRAY_H = 112.0
ALIEN = {"yellow": ("#f2c200", "▲", "1"), "blue": ("#2f7de1", "■", "2"), "red": ("#d32f2f", "◆", "3")}
DIE_FILL = {"blue": ("#1e63c6", "#ffffff"), "white": ("#f5f5f5", "#111111"), "black": ("#1f1f1f", "#ffffff")}
KIND_MARK = {"straight": "→", "descend": "↘", "climb": "↗"}
UPGRADE_MARK = {"bunker": "▣", "sentries": "⊕", "antenna": "Ψ"}
MMM_FILL, BARRIER, TRAIL = "#7b1fa2", "#e040fb", "#90caf9"
# The phone's shape (NARROW_MARK): a line of words, the ring small, the window, the combat card,
# 382 units high: a phone's board region (about 387 px under March on Mars's status bar) fits it
# at a scale of 1 or more, so a 44-unit square is a finger wide.
NARROW_COLUMNS = 8
NARROW_W = 2 * MARGIN + NARROW_COLUMNS * SIZE
# A portrait tablet (the table's UPRIGHT_MARK): the same shape with a window of thirteen columns, a
# third of the ring (the three strips fitted there made a square 28 px, the text 7 px and the drawing
# 26 % of the screen): at 820x1180 a square is about 60 px, every text 12 px or more, and the
# drawing, fitted to the region's width, over 40 % of the screen.
UPRIGHT_COLUMNS = 13
NARROW_HEADER = 20.0
OVERVIEW_Y, OVERVIEW_ROW, OVERVIEW_MMM = 24.0, 4.4, 8.0
WINDOW_Y = OVERVIEW_Y + data.CARD_HEIGHT * OVERVIEW_ROW + 4
NARROW_TRAY_Y = WINDOW_Y + data.CARD_HEIGHT * SIZE + 2
PICK = 46.0  # a pool die's tap target: 46 units, a finger at the phone's scale
NARROW_SLOT_H = 46.0
NARROW_TRAY_H = 2 + PICK + 2 + NARROW_SLOT_H + 14  # a row of dice, a row of slots, a line of words


@dataclass(frozen=True)
class Shape:
    """Where the board's parts are drawn: the strips (each a frame and what it shows: "left",
    "za", "right", or the phone's "window"), the combat card's top, the drawing's size."""

    strips: tuple[tuple[Frame, str], ...]
    tray_y: float
    width: float
    height: float
    chip: float = 6.5  # an alien chip's radius (its number 1.3 times that)
    label: int = 10  # the cards' names

    @property
    def narrow(self) -> bool:
        """The phone's shape: one window of the ring."""
        return self.strips[0][1] == "window"

    def frame_of(self, column: int) -> Frame | None:
        """The strip a column is drawn in (None: outside the phone's window)."""
        return next((f for f, _ in self.strips if f.shows(column)), None)


def strips(state: State) -> list[tuple[Frame, str]]:
    """The strips drawn on a wide screen: each a frame over its columns and what it shows ("left", "za", "right")."""
    return list(_strips(aliens.cards_of(state)))


@lru_cache(maxsize=64)
def _strips(cards: tuple[str, ...]) -> tuple[tuple[Frame, str], ...]:
    za = board.za_columns(cards)
    width = board.track(cards).width
    two = len(cards) < data.CARDS_IN_PLAY
    found = [(Frame(0, za.start, data.CARD_HEIGHT, SIZE, MARGIN + MMM_W, HEADER), "left")]
    za_cols = za.stop - za.start + (1 if two else 0)
    found.append((Frame(za.start, za_cols, data.CARD_HEIGHT, SIZE, MARGIN + MMM_W, HEADER + STRIP), "za"))
    if not two:
        right = Frame(za.stop, width - za.stop, data.CARD_HEIGHT, SIZE, MARGIN, HEADER + 2 * STRIP)
        found.append((right, "right"))
    return tuple(found)


def height(state: State) -> float:
    """The board's drawn height on a wide screen."""
    return HEADER + len(_strips(aliens.cards_of(state))) * STRIP + TRAY_H


def wide_shape(cards: tuple[str, ...]) -> Shape:
    """The ring in its three strips, the combat card under them."""
    found = _strips(cards)
    tray_y = HEADER + len(found) * STRIP
    return Shape(found, tray_y, WIDTH, tray_y + TRAY_H)


def narrow_shape(state: State, highlights: Any, columns: int = NARROW_COLUMNS) -> Shape:
    """The phone's window of the ring (a portrait tablet's: `columns` wider), the combat card under it."""
    first = window_start(state, highlights, columns)
    window = Frame(first, columns, data.CARD_HEIGHT, SIZE, MARGIN, WINDOW_Y)
    chip = 7.7 if columns == NARROW_COLUMNS else 8.4  # its number 10 px on a phone, 12 px on a tablet
    width = 2 * MARGIN + columns * SIZE
    return Shape(((window, "window"),), NARROW_TRAY_Y, width, NARROW_TRAY_Y + NARROW_TRAY_H, chip, 11)


def window_start(state: State, highlights: Any, count: int = NARROW_COLUMNS) -> int:
    """The phone window's first column: around the squares to tap (the highlights' squares, else
    the legal ones), with the active marine when they fit together; else around the marks (the
    alien that just moved), the active marine, or the Landing Zone. A zone of the overview tapped
    ("look:N") puts it at N until the next move."""
    cards = aliens.cards_of(state)
    width = board.track(cards).width
    looked = looked_at(highlights)
    if looked is not None:
        return max(0, min(width - count, looked))
    marked = [c for c, _ in _squares(highlights)] or [int(t[3:].split(",")[0]) for t in _legal_squares(state)]
    m = state["marines"][state["active"]] if 0 <= state["active"] < len(state["marines"]) else None
    anchor = [int(m["col"])] if m is not None and m["col"] >= 0 and m["alive"] else []
    za = board.za_columns(cards)
    for columns in (marked + anchor, marked, anchor, [za.start, za.stop - 1]):
        if columns and max(columns) - min(columns) < count:
            break
    middle = (min(columns) + max(columns)) / 2 if columns else za.start
    return max(0, min(width - count, round(middle - (count - 1) / 2)))


def _squares(highlights: Any) -> list[Square]:
    """The squares ("sq:col,level") among the highlights."""
    found = []
    for target in highlights or []:
        if isinstance(target, str) and target.startswith("sq:"):
            col, level = (int(v) for v in target[3:].split(","))
            found.append((col, level))
    return found


def frame_of(state: State, column: int) -> Frame:
    """The wide strip a column is drawn in."""
    return _frame_of(aliens.cards_of(state), column)


@lru_cache(maxsize=1024)
def _frame_of(cards: tuple[str, ...], column: int) -> Frame:
    return next(f for f, _ in _strips(cards) if f.shows(column))


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board in a language: strips, aliens, marines, the base, the combat card (on a
    phone, NARROW_MARK among the highlights: the ring small and a window of it)."""
    marked = highlights or []
    narrow = NARROW_MARK in marked or UPRIGHT_MARK in marked
    columns = NARROW_COLUMNS if NARROW_MARK in marked else UPRIGHT_COLUMNS
    shape = narrow_shape(state, highlights, columns) if narrow else wide_shape(aliens.cards_of(state))
    layers = [
        svg.group("header", _narrow_header(state, shape, lang) if narrow else _header(state, lang)),
        *([svg.group("overview", _overview(state, shape, lang))] if narrow else []),
        _terrain(aliens.cards_of(state), lang, shape.strips),
        _marks_layer(state, shape, lang),
        svg.group("trail", _trail(state, shape)),
        svg.group("aliens", _aliens(state, shape, lang)),
        svg.group("pieces", _marines(state, shape, lang)),
        svg.keyed_group("tray", _tray(state, shape, lang)),
        svg.group("targets", _targets(state, shape, lang)),
        svg.group("highlights", _highlights(shape, highlights)),
        *([svg.group("looks", _overview_zones(state, shape, lang))] if narrow else []),
    ]
    title = text("mom.board.title", lang, turn=max(1, state["round"]))
    return svg.document((0, 0, shape.width, shape.height), title, layers, class_="board board-march_mars")


# --- the strips ------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def _terrain(cards: tuple[str, ...], lang: str, shown: tuple[tuple[Frame, str], ...]) -> str:
    """The strips' squares: the cards dealt, the language and the strips shown decide them (drawn
    once per deal, and per window on a phone)."""
    terrain = board.track(cards).terrain

    def name(square: Square) -> str:
        return text(f"mom.square.{_kind_key(terrain, square)}", lang, col=square[0] + 1, level=square[1] + 1)

    parts = []
    for view, _ in shown:
        sky = {"x": view.x, "y": view.y, "width": view.width, "height": view.height, "fill": "#3e2723"}
        parts.append(svg.el("rect", sky))
        parts.extend(side.cells(terrain, view, name))
    return svg.group("terrain", parts)


def _marks_layer(state: State, shape: Shape, lang: str) -> str:
    """The marks, remembered by what they show (they change only as defenders and upgrades fall)."""
    key = (
        tuple(state["cards"]),
        tuple(sorted(state["defenders"].items())),
        tuple(sorted((k, v or "") for k, v in state["upgrades"].items())),
        state["hidden_found"],
        state["round"],
        state["base_hits"],
        tuple((k, tuple(v)) for k, v in sorted(state["waiting"].items())),
        state["equipment_on"],
        len(state["deck"]),
        lang,
        shape.strips,
    )
    found = _MARKS.get(key)
    if found is None:
        found = _MARKS[key] = svg.group("marks", _marks(state, shape, lang))
        if len(_MARKS) > 256:
            _MARKS.clear()
    return found


_MARKS: dict[tuple[Any, ...], str] = {}


def _kind_key(terrain: Terrain, square: Square) -> str:
    kind = side.kind_of(terrain, square)
    return "hazard" if kind == "rock" else kind


def _marks(state: State, shape: Shape, lang: str) -> list[str]:
    """The MMM at both ends, the defenders' barriers, the cards' names, the upgrades, the hidden square."""
    cards = aliens.cards_of(state)
    t = board.track(cards)
    parts = []
    for view, kind in shape.strips:
        label_y = view.y + view.height + 13
        if kind == "window":
            za = board.za_columns(cards)
            if view.shows(za.start):  # the Landing Zone's name where it begins (the base is in the header)
                parts.append(_label(view.left(za.start) + 2, view.y + 11, text("mom.board.za", lang), shape.label))
        elif kind == "left":
            parts.append(_mmm(MARGIN, view.y, lang))
            parts.append(_label(view.x, label_y, text("mom.board.left_flank", lang)))
        elif kind == "right":
            parts.append(_mmm(view.x + view.width + 2, view.y, lang))
            parts.append(_label(view.x, label_y, text("mom.board.right_flank", lang)))
        else:
            parts.append(_label(view.x, label_y, text("mom.board.za", lang)))
            parts.extend(_base(state, view, lang))
    for side_name in board.sides(cards):
        square = board.defender_square(cards, side_name)
        guarded = shape.frame_of(square[0])
        if guarded is not None and state["defenders"][side_name]:
            x = guarded.left(square[0]) + (1 if side_name == data.LEFT else SIZE - 4)
            bar = {"x": x, "y": guarded.y, "width": 3, "height": guarded.height, "fill": BARRIER, "class": "barrier"}
            parts.append(svg.el("rect", bar))
        upgrade = state["upgrades"].get(side_name)
        up = board.upgrade_square(cards, side_name)
        uv = shape.frame_of(up[0])
        if upgrade and uv is not None:
            cx, cy = uv.centre(up, 0.75)
            mark = svg.el("text", side.glyph(cx, cy, 20, "#ffe082"), svg.text(UPGRADE_MARK[upgrade]))
            name = text(f"mom.upgrade.{upgrade}", lang)
            parts.append(svg.el("g", {"class": "upgrade"}, mark, svg.el("title", None, svg.text(name))))
    if not state["hidden_found"]:
        for square in t.marked(board.HIDDEN):
            hidden = shape.frame_of(square[0])
            if hidden is None:
                continue
            cx, cy = hidden.centre(square, 0.2)
            ring = {"cx": cx, "cy": cy, "r": SIZE * 0.2, "fill": "none", "stroke": "#ffd600", "stroke-width": 3}
            parts.append(svg.el("circle", ring))
    for index, card in enumerate(board.areas(cards)):
        if card == data.ZA:
            continue
        start = t.card_start(index)
        named = shape.frame_of(start)
        if named is None:
            continue
        number = index + 1 if index < board.za_index(cards) else index
        parts.append(_label(named.left(start) + 2, named.y + 11, text("mom.board.card", lang, n=number), shape.label))
    return parts


def _label(x: float, y: float, words: str, size: int = 12) -> str:
    return svg.el("text", {"x": round(x, 1), "y": round(y, 1), "font-size": size, "fill": "#ffccbc"}, svg.text(words))


def _mmm(x: float, y: float, lang: str) -> str:
    """The Martian Mastermind, at an end of the ring."""
    h = data.CARD_HEIGHT * SIZE
    body = {"x": x, "y": y, "width": MMM_W - 4, "height": h, "rx": 8, "fill": MMM_FILL, "stroke": "#e1bee7"}
    letters = [
        svg.el("text", side.glyph(x + MMM_W / 2 - 2, y + h / 2 + (i - 1) * 16, 13, "#ffffff"), svg.text("M"))
        for i in range(3)
    ]
    name = text("mom.board.mmm", lang)
    return svg.el("g", {"class": "mmm"}, svg.el("rect", body), *letters, svg.el("title", None, svg.text(name)))


def _base(state: State, view: Frame, lang: str) -> list[str]:
    """Beside the Landing Zone: the turn track, the base's damage and the "next wave" areas."""
    x = view.x + view.width + 12
    y = view.y + 6
    parts = [_label(x, y + 10, text("mom.board.turn", lang, turn=max(1, state["round"]), turns=data.TURNS), 13)]
    for i in range(data.TURNS):
        box = {"x": x + i * 22, "y": y + 16, "width": 18, "height": 18, "rx": 3, "stroke": "#ffccbc"}
        fill = "#ff7043" if i + 1 == state["round"] else ("#6d4c41" if i + 1 < state["round"] else "none")
        parts.append(svg.el("rect", {**box, "fill": fill}))
        parts.append(svg.el("text", side.glyph(x + i * 22 + 9, y + 25, 11, "#ffffff"), svg.text(str(i + 1))))
    lives = data.BASE_LIVES - state["base_hits"]
    shown = "♥" * lives + "♡" * state["base_hits"]
    parts.append(_label(x, y + 54, text("mom.board.base", lang, hearts=shown, hits=state["base_hits"]), 13))
    for k, side_name in enumerate(board.sides(aliens.cards_of(state))):
        waiting = state["waiting"][side_name]
        words = text("mom.board.waiting", lang, side=text(f"mom.side.{side_name}", lang), n=len(waiting))
        parts.append(_label(x, y + 80 + 40 * k, words, 12))
        for i, colour in enumerate(waiting[:12]):
            parts.append(_chip(x + 8 + i * 17, y + 94 + 40 * k, colour, 7, lang))
    if state["equipment_on"]:
        parts.append(_label(x, y + 170, text("mom.board.equipment_on", lang, n=len(state["deck"])), 12))
    return parts


# --- pieces ---------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _chip(x: float, y: float, colour: str, r: float, lang: str) -> str:
    fill, mark, hits = ALIEN[colour]
    body = svg.el("circle", {"cx": x, "cy": y, "r": r, "fill": fill, "stroke": "#111", "stroke-width": 1.5})
    glyph = svg.el("text", side.glyph(x, y, round(r * 1.3, 1), "#111", **{"font-weight": "bold"}), svg.text(hits))
    name = text("mom.board.alien", lang, colour=text(f"mom.colour.{colour}", lang), mark=mark, hits=hits)
    return svg.el("g", {"class": f"alien alien-{colour}"}, body, glyph, svg.el("title", None, svg.text(name)))


def _aliens(state: State, shape: Shape, lang: str) -> list[str]:
    """Each square's aliens as chips along its floor (the defenders on their squares)."""
    by_square: dict[Square, list[str]] = {}
    for a in state["aliens"]:
        by_square.setdefault((a["col"], a["level"]), []).append(a["colour"])
    cards = aliens.cards_of(state)
    for side_name in board.sides(cards):
        if state["defenders"][side_name]:
            by_square.setdefault(board.defender_square(cards, side_name), []).append("red")
    parts = []
    for square, colours in sorted(by_square.items()):
        view = shape.frame_of(square[0])
        if view is None:
            continue
        colours = sorted(colours, key=lambda c: -data.HITS[c])
        r, rows = shape.chip, (14.5 if shape.narrow else 13)
        for i, colour in enumerate(colours[:6]):
            x = view.left(square[0]) + 8 + (i % 3) * 14
            y = view.top(square[1]) + 9 + (i // 3) * rows
            parts.append(_chip(x, y, colour, r, lang))
        if len(colours) > 6:
            cx, cy = view.centre(square, 0.9)
            parts.append(svg.el("text", side.glyph(cx, cy, 10, "#ffffff"), svg.text(f"+{len(colours) - 6}")))
    return parts


def _marines(state: State, shape: Shape, lang: str) -> list[str]:
    """The marines, each square's stack in arrival order (the latest on top)."""
    placed: dict[int, list[Piece]] = {}
    order = sorted(range(len(state["marines"])), key=lambda i: state["marines"][i]["at"])
    for index in order:
        m = state["marines"][index]
        if m["col"] < 0 or not m["alive"]:
            continue
        fill, symbol = PALETTE[state["colors"][m["owner"]]]
        name = marine_name(state, index, lang)
        square = (int(m["col"]), int(m["level"]))
        view_index = next((i for i, (f, _) in enumerate(shape.strips) if f.shows(square[0])), -1)
        piece = Piece(square, fill, symbol, str(m["owner"] + 1), name, bool(m["down"]), str(index))
        placed.setdefault(view_index, []).append(piece)
    parts = []
    for i, (view, _) in enumerate(shape.strips):
        parts.extend(side.pieces(view, placed.get(i, [])))
    return parts


def marine_name(state: State, index: int, lang: str) -> str:
    """A marine's accessible name: its player, ability, state and equipment."""
    m = state["marines"][index]
    ability = text(f"mom.ability.{m['ability']}", lang) if m["ability"] else "?"
    words = text("mom.board.marine", lang, n=m["owner"] + 1, ability=ability)
    if m["down"]:
        words += " — " + text("mom.board.down", lang)
    if m["gear"]:
        words += " — " + ", ".join(text(f"mom.gear.{g}", lang) for g in m["gear"])
    return words


def _trail(state: State, shape: Shape) -> list[str]:
    """The last move's path (in its strip)."""
    last = state.get("last")
    if not last or not last["path"]:
        return []
    points = [last["from"], *last["path"], last["to"]]
    parts = []
    for a, b in pairwise(points):
        va, vb = shape.frame_of(a[0]), shape.frame_of(b[0])
        if va is None or va != vb:
            continue
        x1, y1 = va.centre((a[0], a[1]), 0.5)
        x2, y2 = va.centre((b[0], b[1]), 0.5)
        line = {"x1": x1, "y1": y1, "x2": x2, "y2": y2, "stroke": TRAIL, "stroke-width": 3, "stroke-dasharray": "5 4"}
        parts.append(svg.el("line", line))
    return parts


# --- the combat card ------------------------------------------------------------------------------
def _tray(state: State, shape: Shape, lang: str) -> list[tuple[str, str]]:
    """The active marine's combat card: the six dice (programmed ones on their slot, rolled ones
    with their face) and the three action slots (tap targets while programming); keyed, so a die
    rolled or used rewrites that die, not the card."""
    y0 = shape.tray_y
    back = {"x": 0, "y": y0, "width": shape.width, "height": shape.height - y0, "fill": "#212121"}
    parts = [("back", svg.el("rect", back))]
    if state["active"] < 0 or state["phase"] == OVER:
        words = text("mom.board.no_turn", lang)
        parts.append(("no-turn", _label(MARGIN + 6, y0 + 24, words, 14)))
        return parts
    rolled = {r["die"]: r["face"] for r in state["roll"]}
    foreseen = state.get("foreseen") or {}
    free = [d for d, s in enumerate(state["program"]) if s is None]
    if shape.narrow:
        return parts + _narrow_tray(state, shape, free, rolled, foreseen, lang)
    for k, die in enumerate(free):
        face = rolled.get(die) or foreseen.get(str(die))
        parts.append((f"die-{die}", _pool_die(state, die, MARGIN + 24 + k * 48, y0 + 28, face, lang)))
    caption = text("mom.board.dice", lang, dice=state["dice"], rerolls=state["rerolls"])
    parts.append(("caption", _label(MARGIN + 6, y0 + TRAY_H - 8, caption, 12)))
    slot_w = (WIDTH - 2 * MARGIN - 300) / data.SLOTS
    for slot in range(data.SLOTS):
        parts.append(
            (f"slot-{slot}", _slot(state, slot, MARGIN + 300 + slot * slot_w, y0 + 6, slot_w, rolled, foreseen, lang))
        )
    return parts


def _die(die: int, x: float, y: float, face: str | None, lang: str, size: float = 34, titled: bool = True) -> str:
    """A die with its face (or the kind of step it makes); `titled`: with its own tooltip (not
    inside a tap target, which is named by its label: a tooltip there would cover its space card)."""
    colour = data.DICE[die]
    fill, ink = DIE_FILL[colour]
    half = size / 2
    body = {"x": x - half, "y": y - half, "width": size, "height": size, "rx": 5, "fill": fill, "stroke": "#9e9e9e"}
    shown = face.replace("k", "☠") if face else KIND_MARK[data.STEP_KIND[colour]]
    mark = svg.el("text", side.glyph(x, y, round(size * 0.5), ink, **{"font-weight": "bold"}), svg.text(shown))
    name = text("mom.board.die", lang, colour=text(f"mom.die.{colour}", lang), face=shown)
    title = [svg.el("title", None, svg.text(name))] if titled else []
    return svg.el("g", {"class": f"die die-{colour}"}, svg.el("rect", body), mark, *title)


def _pool_die(state: State, die: int, x: float, y: float, face: str | None, lang: str, size: float = 34) -> str:
    if state["phase"] != PROGRAM:
        return _die(die, x, y, face, lang, size)
    drawn = _die(die, x, y, face, lang, size, titled=False)
    label = text("mom.board.pick_die", lang, colour=text(f"mom.die.{data.DICE[die]}", lang))
    hit = svg.el("rect", {"x": x - 23, "y": y - 23, "width": 46, "height": 46, "fill": "transparent"})
    return svg.el("g", {**svg.clickable(die_target(die), label), "class": "target pool-die"}, hit, drawn)


def _slot(
    state: State,
    slot: int,
    x: float,
    y: float,
    w: float,
    rolled: dict[int, str],
    foreseen: dict[str, str],
    lang: str,
    h: float = TRAY_H - 30,
) -> str:
    done = slot < state["slot"] and state["phase"] != PROGRAM
    label = text("mom.board.slot", lang, slot=slot + 1)
    attrs: dict[str, object] = {"class": "slot" + (" done" if done else ""), "data-slot": slot}
    tapped = state["phase"] == PROGRAM  # a tap target, named by its label
    if tapped:
        attrs = {**attrs, **svg.clickable(f"slot:{slot}", label), "class": "target slot"}
    box = {"x": x + 2, "y": y, "width": round(w - 4, 1), "height": h, "rx": 6}
    frame = svg.el("rect", {**box, "fill": "#d7ccc8" if done else "#fff8e1", "stroke": "#5d4037", "stroke-width": 2})
    number = svg.el(
        "text", side.glyph(x + 14, y + 14, 14, "#5d4037", **{"font-weight": "bold"}), svg.text(str(slot + 1))
    )
    dice = [d for d, s in enumerate(state["program"]) if s == slot]
    faces = [rolled.get(d) or foreseen.get(str(d)) for d in dice]
    low = h < TRAY_H - 30  # the window's slot: its dice beside the number, up to three a row on a phone
    drawn = [
        _die(d, x + 40 + 28 * i, y + h / 2, face, lang, 24, not tapped)
        if low and w > 200
        else _die(d, x + 40 + 26 * (i % 3), y + 14 + 24 * (i // 3), face, lang, 20, not tapped)
        if low
        else _die(d, x + 22 + 30 * (i % 3), y + 36 + 28 * (i // 3), face, lang, 24, not tapped)
        for i, (d, face) in enumerate(zip(dice, faces, strict=True))
    ]
    title = [] if tapped else [svg.el("title", None, svg.text(label))]
    return svg.el("g", attrs, frame, number, *drawn, *title)


# --- targets --------------------------------------------------------------------------------------
def _legal_squares(state: State) -> list[str]:
    """Each square a legal action names (a move's end, a shot's square, a landing)."""
    from pyengine.games.march_mars.actions import ACTIONS
    from pyengine.games.march_mars.queue import QUEUE

    if QUEUE.to_move(state) < 0:
        return []
    return sorted(
        {
            a["target"]
            for a in ACTIONS.legal(state, QUEUE.decision(state))
            if isinstance(a.get("target"), str) and a["target"].startswith("sq:")
        }
    )


def _targets(state: State, shape: Shape, lang: str) -> list[str]:
    """Each square a legal action names is a tap target (on a phone, those in the window)."""
    parts = []
    for target in _legal_squares(state):
        col, level = (int(v) for v in target[3:].split(","))
        view = shape.frame_of(col)
        if view is None:
            continue
        label = text("mom.board.target", lang, col=col + 1, level=level + 1)
        box = {"x": view.left(col) + 3, "y": view.top(level) + 3, "width": SIZE - 6, "height": SIZE - 6, "rx": 4}
        drawn = [svg.el("rect", {**box, "fill": "#ffffff22", "stroke": "#ffffff", "stroke-width": 2})]
        if shape.narrow:  # on a phone the whole square is the target: a finger, not the 38 units drawn
            whole = {"x": view.left(col), "y": view.top(level), "width": SIZE, "height": SIZE, "fill": "transparent"}
            drawn.insert(0, svg.el("rect", whole))
        parts.append(svg.el("g", svg.clickable(target, label), *drawn))
    return parts


def _highlights(shape: Shape, highlights: Any) -> list[str]:
    marked = []
    for col, level in _squares(highlights):
        view = shape.frame_of(col)
        if view is not None:
            box = {"x": view.left(col) + 1, "y": view.top(level) + 1, "width": SIZE - 2, "height": SIZE - 2}
            attrs = {**box, "class": "highlight", "fill": "none", "stroke": "#fff", "stroke-width": 3}
            marked.append(svg.el("rect", {**attrs, "pointer-events": "none"}))
    return marked


def _header(state: State, lang: str) -> list[str]:
    """The status across the top: the difficulty, the turn, the base."""
    words = text(
        "mom.board.header",
        lang,
        difficulty=text(f"mom.option.difficulty.{state['difficulty']}", lang),
        turn=max(1, state["round"]),
        turns=data.TURNS,
        lives=data.BASE_LIVES - state["base_hits"],
    )
    return [
        svg.el("rect", {"x": 0, "y": 0, "width": WIDTH, "height": HEADER - 2, "fill": "#4e342e"}),
        _label(MARGIN + 4, 19, words, 14),
    ]


# --- the phone's shape ------------------------------------------------------------------------------
def _narrow_header(state: State, shape: Shape, lang: str) -> list[str]:
    """A line across the top: the turn, the base, the next wave's aliens on each side (the
    difficulty, chosen at the setup, is left to the wide drawing)."""
    cards = aliens.cards_of(state)
    waiting = [
        text("mom.board.waiting_short", lang, side=text(f"mom.side_short.{s}", lang), n=len(state["waiting"][s]))
        for s in board.sides(cards)
    ]
    words = text(
        "mom.board.header_phone",
        lang,
        turn=max(1, state["round"]),
        turns=data.TURNS,
        lives=data.BASE_LIVES - state["base_hits"],
        waiting=", ".join(waiting),
    )
    return [
        svg.el("rect", {"x": 0, "y": 0, "width": shape.width, "height": NARROW_HEADER, "fill": "#4e342e"}),
        _label(MARGIN + 2, 14.5, words, 12),
    ]


def _overview(state: State, shape: Shape, lang: str) -> list[str]:
    """The whole ring small: its ground, the MMM at its ends, the Landing Zone framed, a dot per
    marine, alien and defender, and a frame around the window drawn large."""
    cards = aliens.cards_of(state)
    t = board.track(cards)
    ring = _ring(state, shape)
    tall = data.CARD_HEIGHT * OVERVIEW_ROW
    parts = [svg.el("title", None, svg.text(text("mom.board.overview", lang)))]
    parts += side.overview_ground(t.terrain, ring)
    ends = [MARGIN] + ([ring.x + ring.width] if len(cards) == data.CARDS_IN_PLAY else [])
    for x in ends:
        mmm = {"x": x, "y": OVERVIEW_Y, "width": OVERVIEW_MMM - 1, "height": tall, "fill": MMM_FILL, "rx": 2}
        parts.append(svg.el("rect", mmm))
    za = board.za_columns(cards)
    box = {"x": ring.left(za.start), "y": OVERVIEW_Y - 2, "width": round(len(za) * ring.size, 1)}
    parts.append(svg.el("rect", {**box, "height": tall + 4, "fill": "none", "stroke": "#ffccbc", "stroke-width": 1}))
    dots = [Piece((int(a["col"]), int(a["level"])), ALIEN[a["colour"]][0], "", "", "") for a in state["aliens"]]
    dots += [
        Piece(board.defender_square(cards, s), ALIEN["red"][0], "", "", "")
        for s in board.sides(cards)
        if state["defenders"][s]
    ]
    dots += [
        Piece((int(m["col"]), int(m["level"])), PALETTE[state["colors"][m["owner"]]][0], "", "", "")
        for m in state["marines"]
        if m["col"] >= 0 and m["alive"]
    ]
    window = shape.strips[0][0]
    parts += side.overview_pieces(ring, (window.first, window.columns), dots)
    return parts


def _ring(state: State, shape: Shape) -> Frame:
    """Where the overview draws the whole ring: across the phone's width between the MMM's ends."""
    width = board.track(aliens.cards_of(state)).width
    across = shape.width - 2 * MARGIN - 2 * OVERVIEW_MMM
    return Frame(0, width, data.CARD_HEIGHT, across / width, MARGIN + OVERVIEW_MMM, OVERVIEW_Y, OVERVIEW_ROW)


def _overview_zones(state: State, shape: Shape, lang: str) -> list[str]:
    """The phone's overview in tappable zones, a window wide each: a tap draws that part of the ring
    large until the next move. They reach from the top over the header band, a finger's height; a
    layer of their own, the last, so every move's target comes first in the tab order."""
    ring = _ring(state, shape)

    def label(first: int, last: int) -> str:
        return text("mom.board.look", lang, first=first + 1, last=last + 1)

    return side.overview_zones(ring, shape.strips[0][0].columns, 0, WINDOW_Y - 1, label)


def _narrow_tray(
    state: State, shape: Shape, free: list[int], rolled: dict[int, str], foreseen: dict[str, str], lang: str
) -> list[tuple[str, str]]:
    """The phone's combat card: the free dice in a row of finger-wide targets, the three action
    slots in a row under them, the dice and rerolls left in a line at the bottom."""
    parts = []
    y0 = shape.tray_y
    for k, die in enumerate(free):
        face = rolled.get(die) or foreseen.get(str(die))
        x = MARGIN + PICK / 2 + 2 + k * (PICK + 2)
        parts.append((f"die-{die}", _pool_die(state, die, x, y0 + 2 + PICK / 2, face, lang, 40)))
    slot_w = (shape.width - 2 * MARGIN) / data.SLOTS
    for slot in range(data.SLOTS):
        x = MARGIN + slot * slot_w
        drawn = _slot(state, slot, x, y0 + PICK + 4, slot_w, rolled, foreseen, lang, NARROW_SLOT_H)
        parts.append((f"slot-{slot}", drawn))
    caption = text("mom.board.dice", lang, dice=state["dice"], rerolls=state["rerolls"])
    parts.append(("caption", _label(MARGIN + 6, y0 + NARROW_TRAY_H - 3, caption, 12 if shape.width > NARROW_W else 11)))
    return parts


# --- words for the table ----------------------------------------------------------------------------
def space(state: State, target: str) -> Msg | None:
    """What a square is, in words: its ground, the aliens and marines on it."""
    kind, _, place = target.partition(":")
    if kind == "slot" and place.isdigit():
        return msg("mom.board.slot", slot=int(place) + 1)
    if target.startswith(LOOK_PREFIX) and place.isdigit():  # an overview zone: what it draws large
        return msg("mom.board.look_from", first=window_start(state, [target]) + 1)
    if kind != "sq":
        return None
    try:
        col, level = (int(v) for v in place.split(","))
    except ValueError:
        return None
    terrain = board.track(aliens.cards_of(state)).terrain
    if not (0 <= col < terrain.width and 0 <= level < terrain.height):
        return None
    parts: list[Any] = [msg(f"mom.square.{_kind_key(terrain, (col, level))}", col=col + 1, level=level + 1)]
    for colour in aliens.aliens_at(state, (col, level)):
        parts.append(msg("mom.space.alien", colour=msg(f"mom.colour.{colour}"), hits=data.HITS[colour]))
    for m in state["marines"]:
        if m["alive"] and (m["col"], m["level"]) == (col, level):
            parts.append(msg("mom.space.marine", n=m["owner"] + 1))
    return msg("core.space.parts", parts=parts)


def legend() -> list[tuple[str, Msg]]:
    """Every symbol the board draws and what it means."""
    items: list[tuple[str, Msg]] = []
    for colour in data.COLOURS:
        fill, mark, hits = ALIEN[colour]
        chip = _legend_chip(fill, hits)
        items.append((chip, msg("mom.legend.alien", colour=msg(f"mom.colour.{colour}"), hits=int(hits))))
    items.append(("○", msg("mom.legend.firm")))
    items.append(("✕", msg("mom.legend.hazard")))
    items.append(("M", msg("mom.legend.mmm")))
    items.append(("▍", msg("mom.legend.barrier")))
    for upgrade, mark in UPGRADE_MARK.items():
        items.append((mark, msg(f"mom.legend.{upgrade}")))
    items.append(("◯", msg("mom.legend.hidden")))
    items.append(("⤓", msg("mom.legend.down")))
    items.append(("☠", msg("mom.legend.skull")))
    return items


def _legend_chip(fill: str, hits: str) -> str:
    body = svg.el("circle", {"cx": 0, "cy": 0, "r": 10, "fill": fill, "stroke": "#111", "stroke-width": 1.5})
    return body + svg.el("text", side.glyph(0, 0, 13, "#111", **{"font-weight": "bold"}), svg.text(hits))
