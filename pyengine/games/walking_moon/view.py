"""SVG board of Walking on the Moon, as a pure function: the moon cards seen from the side, as
printed, at a readable scale.

The track is a loop around the Moon laid out straight, left to right (board.py). The board shows
a window of it drawn large (core/sideview_svg.py), following the astronaut who decides (from the
column behind it to four squares past the longest die), and above it the whole loop small with a
frame around the window; the race runs left to right (the arrows) and the finish is the start
square a lap later. Below it lies the jump card: each colour's dice with their faces and the way
they step, and the three jump slots.

Before the roll, a die picked (or a jump slot with dice) shows every square its faces could reach
from where the astronaut stands, ✓ a safe landing, ✕ an accident (`reach`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from pyengine.core import sideview_svg as side
from pyengine.core import svg
from pyengine.core.dice import die_target, parse_die, parse_or_none
from pyengine.core.messages import Msg, msg
from pyengine.core.seats import PALETTE
from pyengine.core.sideview import Square, Terrain, step_patterns
from pyengine.core.sideview_svg import ROCK, ROCK_EDGE, Frame, Piece
from pyengine.core.table import looked_at
from pyengine.core.targets import parse_slot, slot_target
from pyengine.games.walking_moon import board, data, moves, turn
from pyengine.games.walking_moon.decisions import ASK, CHOOSE, CONTINUE, DRAWING, OVER, PROGRAM
from pyengine.games.walking_moon.describe import astro_name, die_name, steps_text
from pyengine.games.walking_moon.state import Last
from pyengine.games.walking_moon.state import WalkingMoonState as State
from pyengine.i18n import text, translate

MARGIN = 4.0
SIZE = 50.0  # a square of the window
COLUMNS = 7  # the window: the column behind the astronaut, its own, and five ahead (a die goes four)
WIDTH = 2 * MARGIN + COLUMNS * SIZE
OVERVIEW_Y, OVERVIEW_ROW = 4.0, 5.0
VIEW_Y = 34.0
TRAY_Y = VIEW_Y + data.CARD_HEIGHT * SIZE + 4  # the dice of each colour, with their faces
DIE_BOX = 49.0  # a die's tap target: 44 CSS px on a 390 px phone
FACES_Y = TRAY_Y + DIE_BOX + 2
SLOTS_Y = FACES_Y + 20
SLOT_H = 50.0
CAPTION_Y = SLOTS_Y + SLOT_H + 12
HEIGHT = CAPTION_Y + 4  # 4 units less than before: the drawing's share of a phone reaches 40 %
COLOUR_W = (WIDTH - 2 * MARGIN) / 3
# A jump slot is its own cell (its number; a tap there picks the slot) and one cell for its dice,
# each a finger (50 units: 45 CSS px at a phone's 45.5 px squares) whatever the number of dice: two
# or more share the dice cell, drawn smaller, one target taking back the last (the slot's own part
# was a 17 px strip with two dice, the dice 30 px targets with three).
SLOT_OWN_W = 50.0  # 45 px once Roll joins the bar and the squares shrink to 45.5 px
PLACED_W = COLOUR_W - 4 - SLOT_OWN_W  # the dice cell: about 65 units
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
SAFE_INK, CRASH_INK, TRAIL_INK, START_INK = "#66bb6a", "#ef5350", "#90caf9", "#1e88e5"
KIND_MARK = {"straight": "→", "descend": "↘", "climb": "↗"}
COLOURS = ("blue", "white", "black")


def window_start(state: State, highlights: Any = None) -> int:
    """The first column of the window: where the viewer chose to look (a "look:N" highlight: a zone
    of the overview tapped), else one behind the astronaut it follows; kept on the track."""
    looked = looked_at(highlights)
    column = looked + 1 if looked is not None else int(state["astros"][followed(state)]["col"])
    return max(0, min(column - 1, board.FINISH + 1 - COLUMNS))


def followed(state: State) -> int:
    """The astronaut the window follows: the one acting, else the last to move, else (and once the
    race is over) the leader."""
    index = moves.acting(state) if moves.decision(state) != OVER else None
    if index is not None:
        return index
    last = state.get("last")
    if last and "astro" in last and moves.decision(state) != OVER:
        return int(last["astro"])
    return max(range(len(state["astros"])), key=lambda i: moves.race_key(state["astros"][i]))


def frame(first: int) -> Frame:
    """The window drawn large."""
    return Frame(first, COLUMNS, data.CARD_HEIGHT, SIZE, MARGIN, VIEW_Y)


OVERVIEW_W = 200.0  # the left part of the top: the map's zoom buttons sit over the right corner
OVERVIEW = Frame(
    0, board.FINISH + 1, data.CARD_HEIGHT, OVERVIEW_W / (board.FINISH + 1), MARGIN, OVERVIEW_Y, OVERVIEW_ROW
)


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language (highlights: the legal targets, and "reach:die:N"
    or "reach:slot:N" to preview where a die, or a slot's dice, could land)."""
    first = window_start(state, highlights)
    view = frame(first)
    placed = _placed(state, lang)
    reach_layer = _reach_layer(state, view, highlights, lang)
    layers = [
        svg.keyed_group("overview", _overview(state, first, placed, lang)),
        _terrain_layer(tuple(state["cards"]), lang, first),
        _MARKS.get(
            (tuple(state["cards"]), tuple(sorted(state["tokens"].items())), lang, first),
            _marks_layer,
            state,
            lang,
            first,
        ),
        svg.group("pieces", side.pieces(view, placed)),
        svg.group("paths", _paths(state, view, lang), clip_path="url(#wm-window)"),
        reach_layer,
        _JUMP_CARDS.get(_jump_card_key(state, lang), _jump_card_layer, state, lang),
        svg.group("targets", _end_targets(state, view, lang)),
        svg.group("highlights", _highlights(view, highlights)),
        _overview_zones(lang),
    ]
    title = text("wm.board.title", lang, round=state["round"])
    return svg.document((0, 0, WIDTH, HEIGHT), title, layers, class_="board board-walking_moon")


def _placed(state: State, lang: str) -> list[Piece]:
    """Every astronaut as a piece, each square's stack ordered by arrival (the latest on top)."""
    names = [text("wm.seat", lang, n=p + 1) for p in range(state["players"])]
    order = sorted(range(len(state["astros"])), key=lambda i: state["astros"][i]["at"])
    placed = []
    for index in order:
        a = state["astros"][index]
        fill, symbol = PALETTE[state["colors"][a["owner"]]]
        number = f"{a['owner'] + 1}" + (f" ({index // 2 + 1})" if state["players"] == 2 else "")
        name = translate(astro_name(state, index), lang, names)
        if a["down"]:
            name += " — " + text("wm.board.down", lang)
        square = (int(a["col"]), int(a["level"]))
        placed.append(Piece(square, fill, symbol, number, name, bool(a["down"]), str(index)))
    return placed


@lru_cache(maxsize=16)
def _terrain_layer(cards: tuple[str, ...], lang: str, first: int) -> str:
    """The window's squares: the cards dealt, the language and the window decide them."""
    terrain = board.terrain(cards)
    view = frame(first)

    def name(square: Square) -> str:
        return text(f"wm.square.{_kind_key(terrain, square)}", lang, col=square[0] + 1, level=square[1] + 1)

    sky = {"x": view.x, "y": view.y, "width": view.width, "height": view.height, "fill": side.SKY}
    clip = svg.el("clipPath", {"id": "wm-window"}, svg.el("rect", {k: v for k, v in sky.items() if k != "fill"}))
    return svg.group("terrain", [svg.el("defs", None, clip), svg.el("rect", sky), *side.cells(terrain, view, name)])


def _kind_key(terrain: Terrain, square: tuple[int, int]) -> str:
    kind = side.kind_of(terrain, square)
    return "hazard" if kind == "rock" else kind


def _glyph(x: float, y: float, size: float, fill: str, **extra: object) -> dict[str, object]:
    return side.glyph(x, y, size, fill, **extra)


# Layers remembered by everything they show (svg.Memo): a tap redraws the board, and the marks
# (dealt cards, tokens, window) and the jump card (dice, program, roll) rarely change with it.
_MARKS = svg.Memo(64)
_JUMP_CARDS = svg.Memo(256)
MEMOS = (_MARKS, _JUMP_CARDS)


def _marks_layer(state: State, lang: str, first: int) -> str:
    return svg.group("marks", _marks(state, frame(first), lang))


def _marks(state: State, view: Frame, lang: str) -> list[str]:
    """The start and the finish, the cards' edges and hard cards, Sputniks, tokens, the last
    card's points and the race's direction, for the columns the window shows."""
    marks = [_start_mark(view, 0, lang), _start_mark(view, board.FINISH, lang), _finish_line(view, lang)]
    for k, card in enumerate(state["cards"]):
        left = board.card_start(k)
        for edge in (left, left + data.CARD_WIDTH):
            if view.shows(edge) or edge == view.first + view.columns:
                x = view.left(edge)
                line = {"x1": x, "y1": view.y, "x2": x, "y2": view.y + view.height, "stroke": "#000000"}
                marks.append(svg.el("line", {**line, "stroke-width": 2, "stroke-dasharray": "2 4"}))
        if card in data.HARD_CARDS and view.shows(left):
            x, y = view.left(left) + 10, view.top(data.CARD_HEIGHT - 1) + 10
            hard = svg.el("title", None, svg.text(text("wm.legend.hard", lang)))
            marks.append(svg.el("g", {"class": "hard"}, _hard_badge(x, y), hard))
    for square in sorted(board.sputniks(tuple(state["cards"]))):
        if view.shows(square[0]):
            x, y = view.centre(square, 0.72)
            marks.append(svg.el("text", _glyph(x + SIZE * 0.25, y, 16, "#ffd54f"), svg.text("✦")))
    for column, effect in sorted(state["tokens"].items()):
        if view.shows(int(column)):
            marks.append(_token(view, int(column), effect, lang))
    for offset, points in enumerate(data.LAST_CARD_POINTS):
        last_column = board.LAST_CARD_FIRST_COLUMN + offset
        if view.shows(last_column):
            x, y = view.left(last_column) + SIZE - 11, view.top(0) + SIZE - 9
            badge = {"x": x - 8, "y": y - 7, "width": 16, "height": 14, "rx": 3, "fill": "#fff3c4"}
            marks.append(svg.el("rect", badge))
            marks.append(svg.el("text", _glyph(x, y, 12, "#1d1d1d", **{"font-weight": "bold"}), svg.text(str(points))))
    marks.append(side.arrow(view.x + 6, view.y + 8, view.x + 46, "#90a4ae"))
    return marks


def _hard_badge(x: float, y: float) -> str:
    """The mark of a hard moon card: a red "!!" on a light badge."""
    badge = svg.el("rect", {"x": x - 10, "y": y - 8, "width": 20, "height": 16, "rx": 3, "fill": "#fff3c4"})
    return badge + svg.el("text", _glyph(x, y, 13, "#c62828", **{"font-weight": "bold"}), svg.text("!!"))


def _start_mark(view: Frame, column: int, lang: str) -> str:
    """The blue circle of the start square (the finish is the same square, a lap later)."""
    if not view.shows(column):
        return ""
    x, y = view.centre((column, 0), 0.5)
    title = svg.el("title", None, svg.text(text("wm.board.start", lang)))
    ring = {"cx": x, "cy": y, "r": 15, "fill": "none", "stroke": START_INK, "stroke-width": 4}
    return svg.el("circle", ring, title)


def _finish_line(view: Frame, lang: str) -> str:
    """A chequered band on the finish square's near edge."""
    if not view.shows(board.FINISH):
        return ""
    x = view.left(board.FINISH)
    cells = []
    for row in range(int(view.height // 8)):
        for col in range(2):
            fill = "#ffffff" if (row + col) % 2 else "#111111"
            cells.append(
                svg.el("rect", {"x": x + 4 * col, "y": view.y + 8 * row, "width": 4, "height": 8, "fill": fill})
            )
    title = svg.el("title", None, svg.text(text("wm.legend.finish", lang)))
    return svg.el("g", {"class": "finish-line"}, *cells, title)


def _token(view: Frame, column: int, effect: str, lang: str) -> str:
    x, y = view.centre((column, 0), 0.62)
    title = svg.el("title", None, svg.text(text(f"wm.special.{effect}", lang)))
    disc = svg.el("circle", {"cx": x, "cy": y, "r": 13, "fill": "#263238", "stroke": "#ffd54f", "stroke-width": 2})
    mark = svg.el("text", _glyph(x, y, 12, "#ffd54f"), svg.text(TOKEN_MARK[effect]))
    return svg.el("g", {"class": "token", "data-effect": effect}, disc, mark, title)


def _overview(state: State, first: int, placed: list[Piece], lang: str) -> list[tuple[str, str]]:
    """The whole loop small: Sputniks, start and finish, every astronaut, the window's frame, and
    the race's direction (keyed: a move rewrites the astronauts' dots, not the ground)."""
    drawn = side.overview_pieces(OVERVIEW, (first, COLUMNS), placed)
    title = svg.el("title", None, svg.text(text("wm.board.overview", lang)))
    ground = svg.el("g", {"class": "overview"}, _overview_ground(tuple(state["cards"])))
    pieces = svg.el("g", {"class": "overview-pieces"}, *drawn)
    return [("title", title), ("ground", ground), ("pieces", pieces)]


@lru_cache(maxsize=4)
def _overview_zones(lang: str) -> str:
    """The overview's tappable zones, a window wide each: a tap draws that part of the track large
    (until the next move, when the window follows the astronauts again). The last layer, so they
    come after every move's target in the tab order."""

    def label(first: int, last: int) -> str:
        return text("wm.board.look", lang, first=first + 1, last=last + 1)

    return svg.group("looks", side.overview_zones(OVERVIEW, COLUMNS, 0, VIEW_Y - 2, label))


@lru_cache(maxsize=16)
def _overview_ground(cards: tuple[str, ...]) -> str:
    """The overview's terrain, Sputniks, start and finish, and direction: the cards dealt decide them."""
    marks = [((0, 0), START_INK), ((board.FINISH, 0), START_INK)]
    marks += [(s, "#ffd54f") for s in sorted(board.sputniks(cards))]
    drawn = side.overview_ground(board.terrain(cards), OVERVIEW, marks)
    drawn.append(side.arrow(OVERVIEW.x + 20, OVERVIEW_Y + 3, OVERVIEW.x + OVERVIEW.width - 20, "#b0bec5", 1.5))
    return "".join(drawn)


def _jump_card_key(state: State, lang: str) -> tuple[object, ...]:
    """Everything the jump card shows: the phase, the dice, the program, the slot and the roll."""
    roll = tuple((r["die"], r["face"]) for r in state["roll"])
    return (moves.decision(state), state["dice"], tuple(state["program"]), state["slot"], roll, lang)


def _jump_card_layer(state: State, lang: str) -> str:
    # Keyed by part: a tap changes one colour's tray or one slot, not the whole card (web/patch.py).
    return svg.keyed_group("jump-card", _jump_card(state, lang))


def _paths(state: State, view: Frame, lang: str) -> list[str]:
    """The last move, and in the choose phase where each possible result would lead."""
    paths = []
    last = state.get("last")
    if last:
        squares = last.get("path") or [last["from"], last["to"]]
        points = " ".join(f"{x},{y}" for x, y in (view.centre((c, lv)) for c, lv in squares))
        trail: dict[str, object] = {"points": points, "fill": "none", "stroke": TRAIL_INK, "stroke-dasharray": "4 3"}
        trail["class"] = "last-jump"
        trail["stroke-width"] = 3
        paths.append(svg.el("polyline", trail))
        if moves.decision(state) not in (PROGRAM, OVER, ASK, DRAWING):  # played once, as it happens
            paths.append(_jump_motion(state, view, last))
    if moves.decision(state) == CHOOSE:
        paths += [_preview(state, view, action, lang) for action in _uses(state)]
    return paths


def _jump_motion(state: State, view: Frame, last: Last) -> str:
    """The last jump played out once along its path by a ghost of the astronaut (skipped when the
    player asks for reduced motion: the style inside the board hides it)."""
    if "path" not in last:
        return ""
    points = [view.centre((c, lv)) for c, lv in last["path"]]
    route = "M " + " L ".join(f"{x} {y}" for x, y in points)
    fill = PALETTE[state["colors"][state["astros"][last["astro"]]["owner"]]][0]
    motion = svg.el("animateMotion", {"dur": f"{0.25 * len(points):.2f}s", "path": route, "fill": "freeze"})
    style = svg.el(
        "style", None, svg.text("@media (prefers-reduced-motion: reduce) { .jump-ghost { display: none; } }")
    )
    ghost = svg.el("circle", {"cx": 0, "cy": 0, "r": 12, "fill": fill, "opacity": 0.6, "class": "jump-ghost"}, motion)
    return svg.el("g", {"class": "jump-motion", "aria-hidden": "true"}, style, ghost)


def _uses(state: State) -> list[dict[str, Any]]:
    return turn.use_actions(state)


def _preview(state: State, view: Frame, action: dict[str, Any], lang: str) -> str:
    """One possible result: its path, and where it ends with ✓ (firm ground) or ✕ (an accident)."""
    result = moves.plan(state, action["steps"])
    squares = [result.start, *result.entered]
    points = " ".join(f"{x},{y}" for x, y in (view.centre(s) for s in squares))
    face = next(r["face"] for r in state["roll"] if r["die"] == action["die"])
    crashed = result.crashed or face.endswith("k")
    colour = CRASH_INK if crashed else SAFE_INK
    x, y = view.centre(result.end, 0.8)
    label = text(f"wm.colour.{data.DICE[action['die']]}", lang) + f" {face} {steps_text(action['steps'])}"
    end = svg.el("text", _glyph(x, y, 18, colour, **{"font-weight": "bold"}), svg.text("✕" if crashed else "✓"))
    line = svg.el("polyline", {"points": points, "fill": "none", "stroke": colour, "stroke-width": 3, "opacity": 0.8})
    return svg.el(
        "g",
        {"class": "preview", "data-use": f"{action['die']}:{action['steps']}"},
        line,
        end,
        svg.el("title", None, svg.text(label)),
    )


# --- where a die could land, before the roll -------------------------------------------------------
Landing = tuple[tuple[str, ...], tuple[str, ...]]  # (faces that land there safely, faces that only crash there)


def reach(state: State, colour: str, start: Square | None = None) -> dict[Square, Landing]:
    """Every square a die of this colour could land on from `start` (default: where the acting
    astronaut stands), with the faces that land there safely (some way of stepping them) and the
    faces that only end there in an accident (moves.plan for each face and each way its steps may
    go; a skull face is an accident wherever it lands)."""
    safe: dict[Square, list[str]] = {}
    crash: dict[Square, list[str]] = {}
    for face in sorted(set(data.FACES[colour]), key=data.FACES[colour].index):
        shown = face.replace("k", "☠")
        for steps in step_patterns(int(face.rstrip("k")), data.STEP_KIND[colour]):
            result = moves.plan(state, steps, start)
            landed = safe if not result.crashed and not face.endswith("k") else crash
            if shown not in landed.setdefault(result.end, []):
                landed[result.end].append(shown)
    return {
        square: (tuple(safe.get(square, [])), tuple(f for f in crash.get(square, []) if f not in safe.get(square, [])))
        for square in sorted({*safe, *crash})
    }


def reached(highlights: Any, state: State) -> tuple[list[str], int | None]:
    """The colours to preview and the slot they would jump from (None: a die not yet on a slot),
    from the "reach:die:N" or "reach:slot:N" highlights."""
    for mark in highlights or []:
        if not isinstance(mark, str) or not mark.startswith(board.REACH):
            continue
        target = mark.removeprefix(board.REACH)
        die, slot = parse_or_none(parse_die, target), parse_or_none(parse_slot, target)
        if die is not None and die < len(data.DICE):
            return [data.DICE[die]], None
        if slot is not None and slot < data.SLOTS:
            dice = moves.jump_slots(state)[slot]
            return sorted({data.DICE[d] for d in dice}, key=COLOURS.index), slot
    return [], None


def _reach_layer(state: State, view: Frame, highlights: Any, lang: str) -> str:
    """While programming, where the die picked (or a slot's dice) could land; when the player may
    jump again or stop, where the next jump's dice could land from here."""
    if moves.decision(state) == CONTINUE:
        return _next_jump_reach(state, view, lang)
    colours, slot = reached(highlights, state)
    if not colours or moves.decision(state) != PROGRAM or moves.acting(state) is None:
        return svg.group("reach", [])
    names = msg("wm.list", items=[msg(f"wm.colour.{c}") for c in colours])
    lines = [translate(msg("wm.board.reach", dice=names), lang, [])]
    earlier = [s for s in moves.jump_slots(state)[: slot if slot is not None else data.SLOTS] if s]
    if slot is None or earlier:
        lines.append(text("wm.board.reach_later", lang))
    return svg.group("reach", [*_reach_marks(state, view, colours, lang), _caption(view, lines)])


def _next_jump_reach(state: State, view: Frame, lang: str) -> str:
    slot = moves.next_slot(state)
    if slot is None:
        return svg.group("reach", [])
    colours = sorted({data.DICE[d] for d in moves.jump_slots(state)[slot]}, key=COLOURS.index)
    names = msg("wm.list", items=[msg(f"wm.colour.{c}") for c in colours])
    line = translate(msg("wm.board.reach_next", slot=slot + 1, dice=names), lang, [])
    return svg.group("reach", [*_reach_marks(state, view, colours, lang), _caption(view, [line])])


Faces = tuple[tuple[str, str], ...]  # (colour, face as printed)


def _reach_marks(state: State, view: Frame, colours: list[str], lang: str) -> list[str]:
    """The marks of every square the dice of these colours could reach from the astronaut's square."""
    found: dict[Square, tuple[Faces, Faces]] = {}
    for colour in colours:
        for square, (safe, crash) in reach(state, colour).items():
            before = found.get(square, ((), ()))
            found[square] = ((*before[0], *((colour, f) for f in safe)), (*before[1], *((colour, f) for f in crash)))
    mixed = len(colours) > 1
    return [_reach_mark(view, square, safe, crash, mixed, lang) for square, (safe, crash) in sorted(found.items())]


def _reach_mark(view: Frame, square: Square, safe: Faces, crash: Faces, mixed: bool, lang: str) -> str:
    """A square dice could reach: ✓ and the faces landing there safely, ✕ and those that crash;
    with dice of several colours, a chip of each colour (its way of stepping on it) for its faces."""
    colour = SAFE_INK if safe else CRASH_INK
    x, y = view.left(square[0]), view.top(square[1])
    box = {"x": x + 3, "y": y + 3, "width": SIZE - 6, "height": SIZE - 6, "rx": 4, "fill": "#00000099"}
    parts = [svg.el("rect", {**box, "stroke": colour, "stroke-width": 3, "stroke-dasharray": "6 3"})]
    lines = [(SAFE_INK, "✓", safe), (CRASH_INK, "✕", crash)]
    shown = [(ink, mark, faces) for ink, mark, faces in lines if faces]
    for row, (ink, mark, faces) in enumerate(shown):
        cy = y + (SIZE / 2 if len(shown) == 1 else 15 + 17 * row)
        size = 20 if len(shown) == 1 and not mixed else 14
        at = x + (13 if size == 20 else 10)
        parts.append(svg.el("text", _glyph(at, cy, size, ink, **{"font-weight": "bold"}), svg.text(mark)))
        if mixed:
            parts += _chips(x + 17, cy, sorted({c for c, _ in faces}, key=COLOURS.index))
        else:
            left = {"font-weight": "bold", "text-anchor": "start"}
            at = x + (24 if size == 20 else 20)
            parts.append(svg.el("text", _glyph(at, cy, 12, "#ffffff", **left), svg.text(" ".join(f for _, f in faces))))
    words = [text("wm.board.reach_square", lang, col=square[0] + 1, level=square[1] + 1)]
    for kind, faces in (("safe", safe), ("crash", crash)):
        if faces:
            named = (", " if mixed else " ").join(
                text(f"wm.colour.{c}", lang) + f" {f}" if mixed else f for c, f in faces
            )
            words.append(text(f"wm.board.reach_{kind}", lang, faces=named))
    attrs: svg.Attrs = {
        "class": "reach",
        "data-reach": f"{square[0]},{square[1]}",
        "data-outcome": "safe" if safe else "crash",
        "data-safe": " ".join(f for _, f in safe),
        "data-crash": " ".join(f for _, f in crash),
        "pointer-events": "none",
    }
    return svg.el("g", attrs, *parts, svg.el("title", None, svg.text("; ".join(words))))


def _chips(x: float, cy: float, colours: list[str]) -> list[str]:
    """Small dice, one per colour, each with its way of stepping (→ ↘ ↗)."""
    chips = []
    for i, colour in enumerate(colours):
        fill, ink = DIE_FILL[colour]
        left = x + 10.5 * i
        chips.append(
            svg.el("rect", {"x": left, "y": cy - 6, "width": 10, "height": 12, "rx": 2, "fill": fill, "stroke": "#888"})
        )
        mark = KIND_MARK[data.STEP_KIND[colour]]
        chips.append(svg.el("text", _glyph(left + 5, cy, 10, ink, **{"font-weight": "bold"}), svg.text(mark)))
    return chips


def _caption(view: Frame, lines: list[str]) -> str:
    """Lines of text over the top of the window, on a dark band."""
    band = {"x": view.x, "y": view.y, "width": view.width, "height": 6 + 15 * len(lines), "fill": "#000000aa"}
    texts = [
        svg.el("text", {"x": view.x + 5, "y": view.y + 15 + 15 * i, "font-size": 12, "fill": "#ffffff"}, svg.text(line))
        for i, line in enumerate(lines)
    ]
    return svg.el("g", {"class": "caption", "pointer-events": "none"}, svg.el("rect", band), *texts)


def _highlights(view: Frame, highlights: Any) -> list[str]:
    marked = []
    for target in highlights or []:
        if isinstance(target, str) and target.startswith("sq:"):
            col, level = (int(v) for v in target[3:].split(","))
            if not view.shows(col):
                continue
            box = {"x": view.left(col) + 1, "y": view.top(level) + 1, "width": SIZE - 2, "height": SIZE - 2}
            marked.append(
                svg.el(
                    "rect",
                    {
                        **box,
                        "class": "highlight",
                        "fill": "none",
                        "stroke": "#fff",
                        "stroke-width": 3,
                        "pointer-events": "none",
                    },
                )
            )
    return marked


# --- the jump card: each colour's dice and faces, the three jump slots ---------------------------
DIE_FILL = {"blue": ("#1e63c6", "#ffffff"), "white": ("#f5f5f5", "#111111"), "black": ("#1f1f1f", "#ffffff")}


def _die(die: int, x: float, y: float, face: str | None, lang: str, titled: bool = True, size: float = 30) -> str:
    """One die: its colour, and its face once rolled (else the way it steps), its colour named in
    its title too, unless it sits in a target, which is named by its label."""
    colour = data.DICE[die]
    fill, ink = DIE_FILL[colour]
    name = text(f"wm.colour.{colour}", lang)
    half = size / 2
    body = svg.el(
        "rect", {"x": x - half, "y": y - half, "width": size, "height": size, "rx": 4, "fill": fill, "stroke": "#888"}
    )
    shown = face.replace("k", "☠") if face else KIND_MARK[data.STEP_KIND[colour]]
    mark = svg.el("text", _glyph(x, y, round(size * 0.5), ink, **{"font-weight": "bold"}), svg.text(shown))
    title = [svg.el("title", None, svg.text(name))] if titled else []
    return svg.el("g", {"class": f"die die-{colour}", "data-die": die}, body, mark, *title)


def _jump_card(state: State, lang: str) -> list[tuple[str, str]]:
    """The active astronaut's jump card: each colour's dice left in the pool (tap targets while
    programming) with the faces they bear and the way they step, the three jump slots with their
    programmed dice (tap targets while programming), and the dice of this turn."""
    if moves.decision(state) == OVER:
        over = text("wm.prompt.over", lang)
        return [("over", svg.el("text", _glyph(WIDTH / 2, TRAY_Y + 40, 16, "#ffffff"), svg.text(over)))]
    parts = []
    rolled = {r["die"]: r["face"] for r in state["roll"]}
    for k, colour in enumerate(COLOURS):
        parts.append((f"tray-{colour}", _colour_tray(state, k, colour, lang)))
        parts.append((f"legend-{colour}", _colour_legend(k, colour, lang)))
    for slot in range(data.SLOTS):
        parts.append((f"slot-{slot}", _slot(state, slot, rolled, lang)))
    caption = text("wm.board.dice", lang, dice=state["dice"])
    parts.append(
        (
            "caption",
            svg.el("text", {"x": MARGIN + 4, "y": CAPTION_Y, "font-size": 12, "fill": "#ffffff"}, svg.text(caption)),
        )
    )
    return parts


def _colour_tray(state: State, k: int, colour: str, lang: str) -> str:
    """One colour's two dice (or the empty places of those programmed)."""
    x0 = MARGIN + k * COLOUR_W
    parts = []
    for j, die in enumerate(d for d, c in enumerate(data.DICE) if c == colour):
        x, y = x0 + DIE_BOX / 2 + j * (DIE_BOX + 1), TRAY_Y + DIE_BOX / 2
        if state["program"][die] is None:
            parts.append(_pool_die(state, die, x, y, lang))
        else:
            spot = {"x": x - 17, "y": y - 17, "width": 34, "height": 34, "rx": 4, "fill": "none", "stroke": "#888"}
            parts.append(svg.el("rect", {**spot, "stroke-dasharray": "3 3"}))
    return svg.el("g", {"class": f"tray tray-{colour}"}, *parts)


@lru_cache(maxsize=16)
def _colour_legend(k: int, colour: str, lang: str) -> str:
    """Beside a colour's dice, the way it steps and the faces it bears: printed on the card, so
    never redrawn (a keyed child of its own: a die programmed rewrites only its tray, a third the
    markup, bench/frames.py)."""
    x0 = MARGIN + k * COLOUR_W
    kind = data.STEP_KIND[colour]
    px = x0 + 2 * (DIE_BOX + 1) + (COLOUR_W - 2 * (DIE_BOX + 1)) / 2
    faces = " ".join(f.replace("k", "☠") for f in data.FACES[colour])
    way = svg.el("title", None, svg.text(text(f"wm.legend.die_{colour}", lang, faces=faces)))
    glyph = _glyph(px, TRAY_Y + DIE_BOX / 2, 18, "#ffffff", **{"font-weight": "bold"})
    stepping = svg.el("text", glyph, svg.text(KIND_MARK[kind]), way)
    return svg.el("g", {"class": f"tray-legend tray-legend-{colour}"}, stepping, _faces(colour, x0, FACES_Y, lang))


def _faces(colour: str, x0: float, y: float, lang: str) -> str:
    """The six faces a colour's dice bear, as printed."""
    fill, ink = DIE_FILL[colour]
    width = (COLOUR_W - 4) / len(data.FACES[colour])
    cells = []
    for i, face in enumerate(data.FACES[colour]):
        x = x0 + i * width
        cells.append(
            svg.el(
                "rect",
                {
                    "x": round(x, 1),
                    "y": y,
                    "width": round(width - 2, 1),
                    "height": 17,
                    "rx": 2,
                    "fill": fill,
                    "stroke": "#888",
                },
            )
        )
        shown = face.replace("k", "☠")
        # a number and a skull share the cell: both must fit inside it, drawn closer (10 units were 9 px on a phone)
        size, tight, left = (12, {}, 0.0) if len(shown) == 1 else (11, {"letter-spacing": -1.5}, 0.6)
        cells.append(
            svg.el(
                "text",
                _glyph(round(x + width / 2 - 1 - left, 1), y + 8.5, size, ink, **{"font-weight": "bold", **tight}),
                svg.text(shown),
            )
        )
    faces = " ".join(f.replace("k", "☠") for f in data.FACES[colour])
    title = text("wm.board.faces", lang, colour=text(f"wm.colour.{colour}", lang), faces=faces)
    return svg.el("g", {"class": "faces", "data-faces": colour}, *cells, svg.el("title", None, svg.text(title)))


def _pool_die(state: State, die: int, x: float, y: float, lang: str) -> str:
    """A die left in the pool; while programming, a target that picks it (then a jump slot)."""
    if moves.decision(state) != PROGRAM:
        return _die(die, x, y, None, lang, size=34)
    drawn = _die(die, x, y, None, lang, titled=False, size=34)
    label = text("wm.board.pick_die", lang, die=translate(die_name(die), lang, []))  # one tap: the next empty slot
    half = DIE_BOX / 2
    area: dict[str, object] = {"x": x - half, "y": y - half, "width": DIE_BOX, "height": DIE_BOX, "fill": "transparent"}
    hit = svg.el("rect", area)  # the gap around the die answers a tap too
    return svg.el("g", {**svg.clickable(die_target(die), label), "class": "target pool-die"}, hit, drawn)


def _slot(state: State, slot: int, rolled: dict[int, str], lang: str) -> str:
    """A jump slot: while programming, a target (a tap there, then a die, puts that die in it), and
    each die on it a target of its own that takes it back to the pool (never nested in the slot's)."""
    x = MARGIN + slot * COLOUR_W
    label = text("wm.board.slot", lang, slot=slot + 1)
    programming = moves.decision(state) == PROGRAM
    done = slot < state["slot"] and not programming
    frame_box = svg.el(
        "rect",
        {
            "x": round(x + 2, 1),
            "y": SLOTS_Y,
            "width": round(COLOUR_W - 4, 1),
            "height": SLOT_H,
            "rx": 6,
            "fill": "#fff8e1" if not done else "#d7ccc8",
            "stroke": "#5d4037",
            "stroke-width": 2,
        },
    )
    number = svg.el(
        "text",
        _glyph(x + 2 + SLOT_OWN_W / 2, SLOTS_Y + SLOT_H / 2, 18, "#5d4037", **{"font-weight": "bold"}),
        svg.text(str(slot + 1)),
    )
    box: list[str] = [frame_box, number]
    if programming:
        box = [svg.el("g", {**svg.clickable(slot_target(slot), label), "class": "target slot-box"}, *box)]
    dice = [d for d, s in enumerate(state["program"]) if s == slot]
    spots = dice_spots(x, len(dice))
    drawn = [
        _die(d, cx, cy, rolled.get(d), lang, titled=not programming, size=size)
        for d, (cx, cy, size) in zip(dice, spots, strict=True)
    ]  # while programming they lie in a target, named by its label (a tooltip would cover its space card)
    if programming and dice:
        drawn = [_take_back(state, slot, dice[-1], x, drawn, lang)]
    attrs: dict[str, object] = {"class": "slot" + (" done" if done else ""), "data-slot": slot}
    return svg.el("g", attrs, *box, *drawn)


def dice_spots(x: float, count: int) -> list[tuple[float, float, float]]:
    """Where the dice on a jump slot (its left edge `x`) are drawn, centre and size: one large, two
    side by side, three or four two by two, five or six three by two, all in the slot's dice cell."""
    left, mid = x + 2 + SLOT_OWN_W, SLOTS_Y + SLOT_H / 2
    columns, rows = (1, 1) if count <= 1 else (2, 1) if count == 2 else (2, 2) if count <= 4 else (3, 2)
    width, height = PLACED_W / columns, (SLOT_H - 4) / rows
    size = min(30.0, width - 4, height - 2)
    spots = []
    for i in range(count):
        column, row = i % columns, i // columns
        cx, cy = left + width * (column + 0.5), mid + height * (row + 0.5 - rows / 2)
        spots.append((round(cx, 1), round(cy, 1), size))
    return spots


def _take_back(state: State, slot: int, die: int, x: float, drawn: list[str], lang: str) -> str:
    """While programming, the slot's dice cell: a finger-wide target that takes its last die back to
    the pool (a tap again takes the one before; with a die in hand the whole slot takes that die,
    see app.css)."""
    name = translate(die_name(die), lang, [])
    label = text("wm.board.placed_die", lang, die=name, slot=slot + 1)
    area = {"x": round(x + 2 + SLOT_OWN_W, 1), "y": SLOTS_Y, "width": round(PLACED_W, 1), "height": SLOT_H}
    hit = svg.el("rect", {**area, "fill": "transparent"})
    return svg.el("g", {**svg.clickable(die_target(die), label), "class": "target placed-die"}, hit, *drawn)


def _end_targets(state: State, view: Frame, lang: str) -> list[str]:
    """In the choose phase, each square a result would end on is a tap target."""
    if moves.decision(state) != CHOOSE:
        return []
    ends = sorted({a["target"] for a in _uses(state)})
    targets = []
    for target in ends:
        col, level = (int(v) for v in target[3:].split(","))
        label = text("wm.board.end", lang, col=col + 1, level=level + 1)
        box = {"x": view.left(col) + 2, "y": view.top(level) + 2, "width": SIZE - 4, "height": SIZE - 4}
        shape = svg.el("rect", {**box, "fill": "#ffffff33", "stroke": "#fff", "stroke-width": 2})
        targets.append(svg.el("g", svg.clickable(target, label), shape))
    return targets


def space(state: State, target: str) -> Msg | None:
    """What a board target is, in words (the long-press card): a square's ground and the astronauts
    on it, or a jump slot and the dice programmed into it."""
    kind, _, place = target.partition(":")
    looked = looked_at([target])
    if looked is not None and looked <= board.FINISH:  # an overview zone: the squares it draws large
        first = window_start(state, [target])
        return msg("wm.board.look", first=first + 1, last=first + COLUMNS)
    slot, die = parse_or_none(parse_slot, target), parse_or_none(parse_die, target)
    if slot is not None and slot < data.SLOTS:
        dice = [die_name(d) for d, s in enumerate(state["program"]) if s == slot]
        parts = [msg("wm.board.slot", slot=slot + 1), *dice]
        return msg("core.space.parts", parts=parts)
    if die is not None and die < len(data.DICE):
        return die_name(die)
    if kind != "sq":
        return None
    try:
        col, level = (int(v) for v in place.split(","))
    except ValueError:
        return None
    terrain = board.terrain(tuple(state["cards"]))
    if not (0 <= col <= board.FINISH and 0 <= level < terrain.height):
        return None
    parts = [msg(f"wm.square.{_kind_key(terrain, (col, level))}", col=col + 1, level=level + 1)]
    for index, astro in enumerate(state["astros"]):
        if (astro["col"], astro["level"]) == (col, level):
            parts.append(
                msg("wm.space.astronaut_down", name=astro_name(state, index))
                if astro["down"]
                else astro_name(state, index)
            )
    return msg("core.space.parts", parts=parts)


LEGEND_BACK = '<rect x="-12" y="-12" width="24" height="24" fill="#263238"/>'  # the board's night sky
LEGEND_FRAME = Frame(0, 1, 1, 24, -12, -12)


def _legend_glyph(glyph: str, fill: str, size: int = 12, back: str = LEGEND_BACK) -> str:
    """A board glyph centred in a legend symbol, on the board's background."""
    return back + svg.el("text", _glyph(0, 0, size, fill), svg.text(glyph))


def _legend_square(rows: tuple[str, ...], level: int = 0) -> str:
    """A square of a little terrain (rows top first), drawn as in the window."""
    terrain = Terrain.from_rows(list(rows))
    square = (0, level)
    if side.kind_of(terrain, square) == "rock":
        return svg.el("rect", {"x": -12, "y": -12, "width": 24, "height": 24, "fill": ROCK, "stroke": ROCK_EDGE})
    shifted = Frame(0, 1, terrain.height, 24, -12, -12 - 24 * (terrain.height - 1 - level))
    return LEGEND_BACK + side.square_drawing(terrain, shifted, square, "")


def _legend_ground() -> list[tuple[str, Msg]]:
    """The kinds of square: firm, hazardous, none, tunnel, rock; the start, the finish and the last card's points."""
    start = svg.el("circle", {"cx": 0, "cy": 0, "r": 9, "fill": "none", "stroke": START_INK, "stroke-width": 3})
    finish = "".join(
        svg.el(
            "rect",
            {
                "x": -4 + 4 * c,
                "y": -12 + 6 * r,
                "width": 4,
                "height": 6,
                "fill": "#ffffff" if (r + c) % 2 else "#111111",
            },
        )
        for r in range(4)
        for c in range(2)
    )
    badge = '<rect x="-8" y="-7" width="16" height="14" rx="3" fill="#fff3c4"/>'
    return [
        (_legend_square(("o",)), msg("wm.legend.circle")),
        (_legend_square(("x",)), msg("wm.legend.hazard")),
        (_legend_square((".", "o"), 1), msg("wm.legend.air")),
        (_legend_square(("#", "t")), msg("wm.legend.tunnel")),
        (_legend_square(("#",)), msg("wm.legend.rock")),
        (LEGEND_BACK + start, msg("wm.legend.start")),
        (LEGEND_BACK + finish, msg("wm.legend.finish")),
        (_legend_glyph("9", "#1d1d1d", back=badge), msg("wm.legend.points")),
        (_hard_badge(0, 0), msg("wm.legend.hard")),
        (LEGEND_BACK + side.arrow(-10, 0, 10, "#90a4ae"), msg("wm.legend.direction")),
    ]


def _legend_marks() -> list[tuple[str, Msg]]:
    """The Sputniks, each special token, the astronauts, and a jump's paths and reach."""
    items = [(_legend_glyph("✦", "#ffd54f", 16), msg("wm.legend.sputnik"))]
    for effect, mark in TOKEN_MARK.items():
        disc = svg.el("circle", {"cx": 0, "cy": 0, "r": 11, "fill": "#263238", "stroke": "#ffd54f", "stroke-width": 2})
        glyph = svg.el("text", _glyph(0, 0, 12, "#ffd54f"), svg.text(mark))
        items.append((disc + glyph, msg("wm.legend.token", effect=msg(f"wm.special.{effect}"))))
    piece_frame = Frame(0, 1, 1, 28, -14, -14)
    fill, symbol = PALETTE["red"]
    items.append((side.pieces(piece_frame, [Piece((0, 0), fill, symbol, "1", "")])[0], msg("wm.legend.astronaut")))
    down = side.pieces(piece_frame, [Piece((0, 0), "#cccccc", symbol, "1", "", down=True)])[0]
    items.append((down, msg("wm.legend.down")))
    items.append(
        (
            LEGEND_BACK + '<rect x="-10" y="-10" width="20" height="20" fill="#ffffff33" stroke="#fff"/>',
            msg("wm.legend.landing"),
        )
    )
    items.append((_legend_glyph("✓", SAFE_INK, 18), msg("wm.legend.safe")))
    items.append((_legend_glyph("✕", CRASH_INK, 18), msg("wm.legend.accident")))
    reach_box = svg.el(
        "rect",
        {"x": -10, "y": -10, "width": 20, "height": 20, "fill": "none", "stroke": SAFE_INK, "stroke-dasharray": "4 2"},
    )
    items.append((_legend_glyph("✓", SAFE_INK, 14, back=LEGEND_BACK + reach_box), msg("wm.legend.reach")))
    trail = svg.el(
        "polyline", {"points": "-10,6 0,-6 10,6", "fill": "none", "stroke": TRAIL_INK, "stroke-dasharray": "4 3"}
    )
    items.append((LEGEND_BACK + trail, msg("wm.legend.last_jump")))
    window = '<rect x="-10" y="-6" width="20" height="12" fill="none" stroke="#ffffff" stroke-width="2"/>'
    items.append((LEGEND_BACK + window, msg("wm.legend.overview")))
    return items


def _legend_dice() -> list[tuple[str, Msg]]:
    """Each die colour with the mark it shows before a roll (its way of moving) and its faces, and the skull."""
    items = [
        (
            _die(die, 0, 0, None, "en", titled=False, size=22),
            msg(f"wm.legend.die_{colour}", faces=" ".join(f.replace("k", "☠") for f in data.FACES[colour])),
        )
        for die, colour in ((0, "blue"), (2, "white"), (4, "black"))
    ]
    items.append((_die(4, 0, 0, "1k", "en", titled=False, size=22), msg("wm.legend.skull")))
    return items


def legend() -> list[tuple[str, Msg]]:
    """The legend drawer's lines: every symbol the board draws, drawn as on the board, and its meaning."""
    return [*_legend_ground(), *_legend_marks(), *_legend_dice()]
