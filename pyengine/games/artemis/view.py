"""SVG board of The Artemis Project, as a pure function: the event and the resolution letters, the
seven regions with their dice, and every player's mat (shelters, buildings, stores).

Pictograms: each colonist kind has its own sign and tint (⚑ Pioneer, ⚙ Engineer, ⚔ Marine, ✚ Steward;
a dashed ∗ is a space for anyone); dice are squares in the owner's colour with the owner's symbol.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from pyengine.core import svg
from pyengine.core.seats import PALETTE
from pyengine.games.artemis import data, flow
from pyengine.games.artemis.decisions import ARRANGE, OVER
from pyengine.games.artemis.state import POOLS, Card, Die, Owned, counter
from pyengine.games.artemis.state import ArtemisState as State
from pyengine.i18n import text

W = 1200
KIND_SIGN = {"P": "⚑", "E": "⚙", "M": "⚔", "S": "✚", "*": "∗"}
KIND_FILL = {"P": "#e9d8a6", "E": "#f4a261", "M": "#e76f51", "S": "#8ecae6", "*": "#ffffff"}
RES_SIGN = {"energy": "⚡", "minerals": "⬢", "toolkits": "⚒", "badges": "✪", "vp": "VP"}
PANEL = "#12304a"
INK = "#f1f5f9"
NARROW_MARK = "layout:narrow"  # the web table's mark for a phone (ArtemisTable.narrow_marks)
# A portrait tablet (ArtemisTable.upright_marks): the wide board fitted to the region's width and
# scrolled down; fitted whole under the status panel it was about 520 px across, its text 5-6 px.
UPRIGHT_MARK = "layout:upright"
NARROW_W = 480  # a phone held upright: 480 units across its ~370 px, 13-unit text at about 10 px
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Layout:
    """Where the board's parts lie: wide (tablets, desktops: regions side by side) or narrow (a
    phone held upright: every region full width, stacked, the board scrolled down)."""

    narrow: bool
    width: float
    letters: tuple[float, float, float]  # the first resolution letter's corner, the step to the next
    event: Box
    camp_y: float
    camp_cols: int
    pools: tuple[Box, Box]
    gantry_y: float
    lots_per_row: int
    crew: tuple[Box, Box, Box]  # the Doorstep, the Academy, the Outfitters
    note_y: float
    mats_y: float
    mat_h: float
    yard: tuple[float, float, float]  # a mat's buildings: x, y below the mat's top, width
    height: float


def layout(state: State, narrow: bool = False) -> Layout:
    """The board's layout: wide, or `narrow` for a phone (the web table's NARROW_MARK)."""
    players, camp = state["players"], max(1, len(state["expeditions"]))
    if not narrow:
        return _wide(players, camp)
    return _narrow(players, camp, max(1, len(state["gantry"])))


@lru_cache(maxsize=16)
def _wide(players: int, camp: int) -> Layout:
    # The event card on its own row under the round and the letters, clear of the top right corner
    # where the table's map buttons sit over the board (they hid the card's end at 1280x800).
    d = 56.0
    return Layout(
        narrow=False,
        width=W,
        letters=(190, 10, 40),
        event=(12, 64, 938, 58),
        camp_y=70 + d,
        camp_cols=camp,
        pools=((12.0, 300 + d, 582.0, 100.0), (606.0, 300 + d, 582.0, 100.0)),
        gantry_y=410 + d,
        lots_per_row=8,
        crew=((12.0, 590 + d, 560.0, 140.0), (582.0, 590 + d, 300.0, 140.0), (892.0, 590 + d, 296.0, 140.0)),
        note_y=746 + d,
        mats_y=758 + d,
        mat_h=150,
        yard=(380, 6, 808),
        height=758 + d + 150 * players + 10,
    )


@lru_cache(maxsize=64)
def _narrow(players: int, camp: int, lots: int) -> Layout:
    """Every region full width, one under another; the letters on their own row (the map's zoom
    buttons sit at the top right); a mat's buildings under its stores."""
    inner = NARROW_W - 24.0
    camp_y = 180.0  # under the event card, two lines of its effect tall
    pools_y = camp_y + 24 + -(-camp // 2) * 210 - 4
    gantry_y = pools_y + 220
    crew_y = gantry_y + 24 + -(-lots // 3) * 160 + 6
    mats_y = crew_y + 434
    return Layout(
        narrow=True,
        width=NARROW_W,
        letters=(12, 44, 32),  # clear of the map's zoom buttons
        event=(12, 100, inner, 76),
        camp_y=camp_y,
        camp_cols=2,
        pools=((12.0, pools_y, inner, 100.0), (12.0, pools_y + 110, inner, 100.0)),
        gantry_y=gantry_y,
        lots_per_row=3,
        crew=((12.0, crew_y, inner, 140.0), (12.0, crew_y + 150, inner, 130.0), (12.0, crew_y + 290, inner, 100.0)),
        note_y=crew_y + 406,
        mats_y=mats_y,
        mat_h=286,
        yard=(30, 134, inner - 26),
        height=mats_y + 286 * players + 10,
    )


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    marked = set(highlights or [])
    acting = _slot_owner(state)
    narrow = NARROW_MARK in marked
    at = layout(state, narrow)
    dice = state["dice"]
    header = _kept(_header, state, lang, at, state["round"], state["phase"], state["step"], state["event"])
    camp = _kept(
        _base_camp, state, lang, at, state["expeditions"], [flow.difficulty(state, c) for c in state["expeditions"]]
    )
    pools = _kept(_pools, state, lang, at, [(state[r], dice.get(r)) for r in POOLS])
    gantry = _kept(_gantry, state, lang, at, state["gantry"])
    crew = _kept(_crew, state, lang, at, state["doorstep"], state["academy"], [dice.get(r) for r in CREW])
    layers = [
        svg.group("header", [_background(at.width, at.height), header]),
        # Keyed: a placement changes one region and one mat, not all of them (web/patch.py).
        svg.keyed_group("regions", [("camp", camp), ("pools", pools), ("gantry", gantry), ("crew", crew)]),
        svg.keyed_group("mats", [(f"mat-{p}", _mat(state, p, lang, p == acting, at)) for p in range(state["players"])]),
        svg.group(
            "highlights", [_highlight(box) for t, box in target_boxes(state, acting, narrow).items() if t in marked]
        ),
    ]
    title = text("ar.board.title", lang, round=state["round"])
    fit = {"data-fit": "width"} if at.narrow or UPRIGHT_MARK in marked else {}
    return svg.document((0.0, 0.0, at.width, at.height), title, layers, class_="board board-artemis", **fit)


# The board's parts remembered by everything they show (svg.Memo): a tap changes one or two of them.
# Each part's key is its drawing function, the language, the layout, the dice colours and the state
# it reads (`seen`, written out as JSON); the board shows every viewer the same (nothing on it is
# secret), and a test compares what is kept with fresh drawings for every viewer.
_PARTS = svg.Memo(512)
CREW = ("doorstep", "academy", "outfitters")


def _kept(draw: Callable[[State, str, Layout], str], state: State, lang: str, at: Layout, *seen: object) -> str:
    """`draw(state, lang, at)`, kept by the part of the state it reads (`seen`)."""
    key = (draw.__name__, lang, at, tuple(state["colors"]), json.dumps(seen))
    return _PARTS.get(key, draw, state, lang, at)


def _background(width: float, height: float) -> str:
    """Europa's dark ocean under everything (in the first layer: the web layer patches layers)."""
    box = {"x": 0, "y": 0, "width": width, "height": height}
    return svg.el("rect", {**box, "fill": "#0b1d2e", "pointer-events": "none"})


def _camp_box(at: Layout, i: int) -> Box:
    """Where expedition `i` lies: one row (wide), two a row (narrow)."""
    count = at.camp_cols
    w = min(290.0, (at.width - 24 - 10 * (count - 1)) / count)
    row, col = divmod(i, count)
    return 12 + col * (w + 10), at.camp_y + 24.0 + row * 210, w, 200.0


def _lot_box(at: Layout, i: int) -> Box:
    """Where the Gantry's building `i` lies."""
    row, col = divmod(i, at.lots_per_row)
    return 12.0 + col * 148, at.gantry_y + 24.0 + row * 160, 140.0, 150.0


def target_boxes(state: State, acting: int | None, narrow: bool = False) -> dict[str, Box]:
    """Where each board target lies (x, y, width, height), for the highlights."""
    at = layout(state, narrow)
    boxes = {f"exp:{i}": _camp_box(at, i) for i in range(len(state["expeditions"]))}
    boxes["region:vents"], boxes["region:quarry"] = at.pools
    boxes |= {f"lot:{lot['id']}:{i}": _lot_box(at, i) for i, lot in enumerate(state["gantry"])}
    boxes["region:doorstep"], boxes["region:academy"], boxes["region:outfitters"] = at.crew
    if acting is not None:
        y = at.mats_y + acting * at.mat_h
        for b, building in enumerate(state["buildings"][acting]):
            for s in range(len(building["staff"])):
                cx, cy = space_centre(len(state["buildings"][acting]), b, s, at)
                boxes[f"slot:{b},{s}"] = (cx - 12, y + cy - 13, 24.0, 26.0)
    return boxes


def _highlight(box: tuple[float, float, float, float]) -> str:
    x, y, w, h = box
    return svg.el(
        "rect",
        {
            "x": x - 2,
            "y": y - 2,
            "width": w + 4,
            "height": h + 4,
            "rx": 9,
            "class": "highlight",
            "fill": "none",
            "stroke": "#ffffff",
            "stroke-width": 4,
            "pointer-events": "none",
        },
    )


def _slot_owner(state: State) -> int | None:
    head = flow.QUEUE.head(state)
    return int(head["player"]) if head is not None and head["kind"] == ARRANGE else None


def fitted(count: int, width: float, size: float) -> tuple[float, float]:
    """A row of `count` dice inside `width`: each die's size and the step between them."""
    step = min(size + 8, (width - 10) / max(1, count))
    return min(size, step - 3), step


# --- small pieces ---------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _label(
    x: float, y: float, content: str, size: int = 16, anchor: str = "start", fill: str = INK, weight: str = "normal"
) -> str:
    return svg.el(
        "text",
        {"x": x, "y": y, "font-size": size, "text-anchor": anchor, "fill": fill, "font-weight": weight},
        svg.text(content),
    )


def _gives(tile: data.Building, lang: str) -> str:
    """What a tile gives, in signs (VP in the player's language: PV in Spanish)."""
    return " ".join(f"{RES_SIGN[k]}{n}" if k != "vp" else text("ar.reward.vp", lang, n=n) for k, n in tile.gives)


def _text_width(content: str, size: float, bold: bool = False) -> float:
    """About how wide a line is drawn (the board's sans-serif: measured on screenshots, a little more)."""
    return len(content) * size * (0.58 if bold else 0.5)


def _fitted(x: float, y: float, content: str, size: int, room: float, fill: str = INK, weight: str = "normal") -> str:
    """A label kept within `room` units: a longer one (a Spanish name) is drawn a little narrower
    (textLength), never cut or running over its panel's edge."""
    label = _label(x, y, content, size, fill=fill, weight=weight)
    if _text_width(content, size, weight == "bold") <= room:
        return label
    return label.replace("<text ", f'<text textLength="{room:g}" lengthAdjust="spacingAndGlyphs" ', 1)


def _two_lines(content: str) -> tuple[str, str]:
    """A text split at the space nearest its middle (or not at all: one word)."""
    middle = len(content) / 2
    spaces = [i for i, c in enumerate(content) if c == " "]
    if not spaces:
        return content, ""
    cut = min(spaces, key=lambda i: abs(i - middle))
    return content[:cut], content[cut + 1 :]


@lru_cache(maxsize=4096)
def _hit(target: str, label: str, x: float, y: float, w: float, h: float) -> str:
    """A tap target over a panel drawn beneath it: a clear box named by `label` (the panel's texts
    are not inside the button, whose name would then have to repeat them all)."""
    box = {"x": x, "y": y, "width": w, "height": h, "rx": 6, "fill": "transparent"}
    return svg.el("rect", {**box, **svg.clickable(target, label)})


def _panel(x: float, y: float, w: float, h: float, fill: str = PANEL) -> str:
    return svg.el("rect", {"x": x, "y": y, "width": w, "height": h, "rx": 8, "fill": fill, "stroke": "#5b7a99"})


def die(state: State, d: Die, x: float, y: float, size: float = 30) -> str:
    """A placed die: its owner's colour and symbol, its value (and the colonists sent with it)."""
    return _die(state["colors"][d["owner"]], d["owner"], d["value"], d.get("escort"), d.get("count", 0), x, y, size)


@lru_cache(maxsize=4096)
def _die(color: str, owner: int, value: int, escort: str | None, count: int, x: float, y: float, size: float) -> str:
    fill, symbol = PALETTE[color]
    ink = "#111" if color in ("yellow", "white") else "#fff"
    parts = [
        svg.el("rect", {"x": x, "y": y, "width": size, "height": size, "rx": 5, "fill": fill, "stroke": "#fff"}),
        _label(x + size / 2, y + size * 0.62, str(value), int(size * 0.55), "middle", ink, "bold"),
        _label(x + size - 2, y + 10, symbol, 9, "end", ink),
    ]
    if escort:
        sign = KIND_SIGN[escort] + (f"×{count}" if count > 1 else "")
        parts.append(_label(x + size / 2, y + size + 14, sign, 13, "middle"))
    return svg.el("g", {"class": "die", "data-owner": owner}, *parts)


@lru_cache(maxsize=4096)
def colonist(kind: str, x: float, y: float, r: float = 12) -> str:
    """A colonist token (or an empty space's sign): its kind's tint and sign."""
    dash = {"stroke-dasharray": "3 2"} if kind == data.BLANK else {}
    return svg.el(
        "g",
        {"class": f"colonist colonist-{kind}"},
        svg.el("circle", {"cx": x, "cy": y, "r": r, "fill": KIND_FILL[kind], "stroke": "#111", **dash}),
        _label(x, y + r * 0.45, KIND_SIGN[kind], int(r * 1.2), "middle", "#111"),
    )


@lru_cache(maxsize=4096)
def _space(kind: str, x: float, y: float, r: float = 12) -> str:
    """An empty space on a building: its kind's sign on a dashed white disc."""
    return svg.el(
        "g",
        {"class": "space"},
        svg.el("circle", {"cx": x, "cy": y, "r": r, "fill": "#ffffff", "stroke": "#555", "stroke-dasharray": "3 2"}),
        _label(x, y + r * 0.45, KIND_SIGN[kind], int(r * 1.1), "middle", "#666"),
    )


# --- the header: round, event, resolution letters ------------------------------------------------
def _header(state: State, lang: str, at: Layout) -> str:
    parts = [_label(12, 28, text("ar.board.round", lang, round=state["round"]), 22, weight="bold")]
    if state["phase"] == OVER:
        over = text("ar.prompt.over", lang)
        parts.append(_label(140, 28, over, 13) if at.narrow else _label(12, 52, over, 15))  # narrow: beside the round
    letters = list("ABCDEFGH")
    for i, letter in enumerate(letters):
        x, y = at.letters[0] + i * at.letters[2], at.letters[1]
        now = state["step"] == letter
        event_here = state["event"] is not None and data.EVENTS[state["event"]].letter == letter
        fill = "#ffd166" if now else ("#3a5a7a" if event_here else "#1d3b57")
        parts.append(
            svg.el("rect", {"x": x, "y": y, "width": 34, "height": 34, "rx": 6, "fill": fill, "stroke": "#9fb3c8"})
        )
        parts.append(_label(x + 17, y + 23, letter, 18, "middle", "#111" if now else INK, "bold"))
        if event_here:
            parts.append(_label(x + 17, y + 48, "◉", 13, "middle", "#ffd166"))
    parts.append(_event_card(state, lang, at.event))
    return svg.el("g", {"class": "header"}, *parts)


def _event_card(state: State, lang: str, box: Box) -> str:
    x, y, w, h = box
    name = state["event"]
    if name is None:
        return svg.el("g", {}, _panel(x, y, w, h), _label(x + 10, y + 34, text("ar.board.no_event", lang), 15))
    event = data.EVENTS[name]
    when = (
        text("ar.board.now", lang) if event.letter == data.NOW else text("ar.board.letter", lang, letter=event.letter)
    )
    title = f"{text('ar.board.event', lang)}: {text(f'ar.event.{name}', lang)} ({when})"
    effect, room = text(f"ar.event_text.{name}", lang), w - 20
    lines = [effect]
    if h > 70 and _text_width(effect, 14) > room:  # the narrow board's card has room for two lines
        lines = list(_two_lines(effect))
    return svg.el(
        "g",
        {"class": "event", "data-event": name},
        _panel(x, y, w, h, "#3d2c5e"),
        _fitted(x + 10, y + 22, title, 16, room, weight="bold"),
        *(_fitted(x + 10, y + 46 + 18 * i, line, 14, room) for i, line in enumerate(lines)),
    )


# --- Base Camp -----------------------------------------------------------------------------------
def _base_camp(state: State, lang: str, at: Layout) -> str:
    parts = [_label(12, at.camp_y + 16, "A · " + text("ar.region.basecamp", lang), 17, weight="bold")]
    for i, card in enumerate(state["expeditions"]):
        parts.append(_expedition(state, i, card, *_camp_box(at, i), lang))
    return svg.el("g", {"class": "basecamp"}, *parts)


def _expedition(state: State, i: int, card: Card, x: float, y: float, w: float, h: float, lang: str) -> str:
    exp = data.EXPEDITIONS[card["id"]]
    total = flow.expedition_total(card)
    needed = flow.difficulty(state, card)
    label = text("ar.space.exp", lang, n=i + 1, needed=needed, total=total)
    fill = {"success": "#1f5130", "failure": "#5a2323"}.get(card["result"], "#2a4560")
    parts = [
        _panel(x, y, w, h, fill),
        svg.el("rect", {"x": x + 6, "y": y + 6, "width": 26, "height": 26, "rx": 4, "fill": "#ffd166"}),
        _label(x + 19, y + 25, str(exp.refill), 16, "middle", "#111", "bold"),
    ]
    name, needs, so_far = (
        text("ar.target.exp", lang, n=i + 1),
        text("ar.board.difficulty", lang, n=needed),
        text("ar.board.total", lang, n=total),
    )
    if w < 250:  # a phone's half-width card: the difficulty goes beside the total
        name, so_far = name, f"{needs} · {so_far}"
    else:
        name = f"{name} · {needs}"
    parts += [_label(x + 40, y + 25, name, 15, weight="bold"), _label(x + 40, y + 45, so_far, 14, fill="#ffd166")]
    for j, reward in enumerate(card["rewards"]):
        parts.append(_label(x + 10, y + 68 + j * 19, "• " + _reward_text(card, reward, lang), 14))
    count = len(card["dice"])
    size, step = (30.0, 38.0) if count * 38 <= w - 10 else (20.0, 24.0)
    per_row = max(1, int((w - 10) // step))
    for k, d in enumerate(card["dice"]):  # stacked from the bottom of the card (PRINTED), row above row
        row, col = divmod(k, per_row)
        parts.append(die(state, d, x + 10 + col * step, y + h - 52 - row * (size + 16), size))
    return svg.el("g", {"data-exp": card["id"]}, *parts, _hit(f"exp:{i}", label, x, y, w, h))


def _reward_text(card: Card, reward: str, lang: str) -> str:
    kind, _, amount = reward.partition(":")
    if kind == "colonist" and card["colonists"]:
        return text(f"ar.kind.{card['colonists'][0]}", lang)
    if kind == "building" and card["buildings"]:
        return text(f"ar.building.{data.BUILDINGS[card['buildings'][0]].name}", lang)
    return text(f"ar.reward.{kind}", lang, n=int(amount))


# --- Vents and Quarry: the exposure rows ----------------------------------------------------------
def _pools(state: State, lang: str, at: Layout) -> str:
    parts = []
    for k, (region, letter, sign) in enumerate(zip(POOLS, "BC", "⚡⬢", strict=True)):
        x, y, w, h = at.pools[k]
        name = text(f"ar.region.{region}", lang)
        row = state["dice"].get(region, [])
        inner = [
            _panel(x, y, w, h),
            _label(x + 10, y + 22, f"{letter} · {name}", 17, weight="bold"),
            _label(x + 10, y + 44, f"{sign} {text('ar.board.pool', lang, n=state[region])}", 15, fill="#ffd166"),
            _label(x + w - 10, y + 22, text(f"ar.board.region_help.{region}", lang), 13, "end", "#9fb3c8"),
        ]
        size, step = fitted(len(row), w - 10, 32)
        inner += [die(state, d, x + 10 + j * step, y + 56, size) for j, d in enumerate(row)]
        parts.append(svg.el("g", {"data-region": region}, *inner, _hit(f"region:{region}", name, x, y, w, h)))
    return svg.el("g", {"class": "pools"}, *parts)


# --- the Gantry ------------------------------------------------------------------------------------
def _gantry(state: State, lang: str, at: Layout) -> str:
    parts = [
        _label(12, at.gantry_y + 16, "D · " + text("ar.region.gantry", lang), 17, weight="bold"),
        _label(at.width - 12, at.gantry_y + 16, text("ar.board.region_help.gantry", lang), 13, "end", "#9fb3c8"),
    ]
    for i, lot in enumerate(state["gantry"]):
        x, y, w, h = _lot_box(at, i)
        target = f"lot:{lot['id']}:{i}"
        tile = tile_drawing(lot["id"], x, y, w, h, lang)
        size, step = fitted(len(lot["dice"]), 134, 28)
        dice = [die(state, d, x + 6 + j * step, y + 112, size) for j, d in enumerate(lot["dice"])]
        label = text("ar.target.lot", lang, building=text(f"ar.building.{data.BUILDINGS[lot['id']].name}", lang))
        hit = _hit(target, label, x, y, w, h)
        parts.append(svg.el("g", {"data-tile": lot["id"]}, tile, *dice, hit))
    return svg.el("g", {"class": "gantry"}, *parts)


@lru_cache(maxsize=4096)
def tile_drawing(
    tile_id: str,
    x: float,
    y: float,
    w: float,
    h: float,
    lang: str,
    staff: list[str | None] | None = None,
    owner: int | None = None,
) -> str:
    """A building tile: name, zone, spaces (filled or empty) and what it gives."""
    tile = data.BUILDINGS[tile_id]
    fill = "#1b4f72" if tile.zone == "ocean" else "#6b5b3e"
    gives = _gives(tile, lang)
    zone = ("≈ " if tile.zone == "ocean" else "▤ ") + text(f"ar.board.zone.{tile.zone}", lang)
    name, room = text(f"ar.building.{tile.name}", lang), w - 12
    parts = [_panel(x, y, w, h, fill)]
    if _text_width(name, 13, bold=True) <= room:
        parts += [_label(x + 6, y + 18, name, 13, weight="bold"), _label(x + 6, y + 36, zone, 11, fill="#cfe0ef")]
    else:  # a long name (Spanish) on two lines, the zone then its sign only, before what the tile gives
        first, second = _two_lines(name)
        parts += [_fitted(x + 6, y + 16, first, 12, room, weight="bold")]
        parts += [_fitted(x + 6, y + 31, second, 12, room, weight="bold")]
        gives = f"{zone.split()[0]} {gives}"
    parts.append(_label(x + 6, y + 56, gives, 15, fill="#ffd166", weight="bold"))
    if tile.duplicate:
        parts.append(_label(x + w - 6, y + 56, "②", 13, "end", "#cfe0ef"))
    for s, space in enumerate(tile.spaces):
        cx, cy = x + 18 + s * 30, y + 80
        who = staff[s] if staff is not None else None
        parts.append(colonist(who, cx, cy) if who is not None else _space(space, cx, cy))
    return svg.el("g", {"class": "tile", "data-zone": tile.zone}, *parts)


# --- Doorstep, Academy, Outfitters -----------------------------------------------------------------
def _crew(state: State, lang: str, at: Layout) -> str:
    (dx, dy, dw, dh), (ax, ay, aw, ah), (ox, oy, ow, oh) = at.crew
    help_door = text("ar.board.region_help.doorstep", lang)
    door = [
        _panel(dx, dy, dw, dh),
        _label(dx + 10, dy + 22, "E · " + text("ar.region.doorstep", lang), 17, weight="bold"),
    ]
    below = 12 if at.narrow else 0  # narrow: the help goes under the name, everything below moves down
    door.append(
        _label(dx + 10, dy + 40, help_door, 12, fill="#9fb3c8")
        if at.narrow
        else _label(dx + dw - 10, dy + 22, help_door, 12, "end", "#9fb3c8")
    )
    door += [colonist(k, dx + 22 + j * 30, dy + 50 + below) for j, k in enumerate(state["doorstep"])]
    row = state["dice"].get("doorstep", [])
    size, step = fitted(len(row), dw - 20, 32)
    door += [die(state, d, dx + 10 + j * step, dy + 76 + below, size) for j, d in enumerate(row)]
    academy = state["academy"]
    acad = [
        _panel(ax, ay, aw, ah),
        _label(ax + 10, ay + 22, "F · " + text("ar.region.academy", lang), 17, weight="bold"),
        _label(ax + 10, ay + 40, text("ar.board.region_help.academy", lang), 12, fill="#9fb3c8"),
    ]
    acad += [
        svg.el("g", {}, colonist(k, ax + 26 + j * 70, ay + 62), _label(ax + 42 + j * 70, ay + 68, f"×{academy[k]}", 14))
        for j, k in enumerate(data.SPECIALISTS)
    ]
    row = state["dice"].get("academy", [])
    size, step = fitted(len(row), aw - 20, 32)
    acad += [die(state, d, ax + 10 + j * step, ay + 86, size) for j, d in enumerate(row)]
    outf = [
        _panel(ox, oy, ow, oh),
        _label(ox + 10, oy + 22, "G · " + text("ar.region.outfitters", lang), 17, weight="bold"),
        _label(ox + 10, oy + 40, text("ar.board.region_help.outfitters", lang), 12, fill="#9fb3c8"),
    ]
    row = state["dice"].get("outfitters", [])
    size, step = fitted(len(row), ow - 20, 32)
    outf += [die(state, d, ox + 10 + j * step, oy + 60, size) for j, d in enumerate(row)]
    note = text("ar.board.designed", lang)
    head, colon, rest = note.partition(": ")
    lines = [head + colon.strip(), rest] if at.narrow and rest else [note]
    return svg.el(
        "g",
        {"class": "crew"},
        svg.el("g", {}, *door, _hit("region:doorstep", text("ar.region.doorstep", lang), dx, dy, dw, dh)),
        svg.el("g", {}, *acad, _hit("region:academy", text("ar.region.academy", lang), ax, ay, aw, ah)),
        svg.el("g", {}, *outf, _hit("region:outfitters", text("ar.region.outfitters", lang), ox, oy, ow, oh)),
        *(_label(12, at.note_y + k * 15, line, 12, fill="#9fb3c8") for k, line in enumerate(lines)),
    )


# --- the players' mats ----------------------------------------------------------------------------
_MATS = svg.Memo(512)


def _mat(state: State, p: int, lang: str, acting: bool, at: Layout) -> str:
    """A player's mat, kept by everything it shows (most mats look the same from one tap to the next)."""
    key = (
        p,
        state["colors"][p],
        state["first"] == p,
        tuple(counter(state, k)[p] for k in ("energy", "minerals", "toolkits", "badges", "vp", "relief")),
        tuple(state["pools"][p]),
        tuple(state["shelters"][p][k] for k in data.KINDS),
        tuple((b["id"], tuple(b["staff"])) for b in state["buildings"][p]),
        lang,
        acting,
        at,
    )
    return _MATS.get(key, _draw_mat, state, p, lang, acting, at)


def _draw_mat(state: State, p: int, lang: str, acting: bool, at: Layout) -> str:
    y = at.mats_y + p * at.mat_h
    fill, symbol = PALETTE[state["colors"][p]]
    marker = " ◀" if state["first"] == p else ""
    stores = (
        f"⚡{state['energy'][p]}  ⬢{state['minerals'][p]}  ⚒{state['toolkits'][p]}  ✪{state['badges'][p]}  "
        f"{text('ar.panel.vp', lang)} {state['vp'][p]}"
    )
    parts = [
        _panel(12, y, at.width - 24, at.mat_h - 8),
        svg.el("rect", {"x": 12, "y": y, "width": 10, "height": at.mat_h - 8, "fill": fill}),
        _label(30, y + 22, f"{symbol} {p + 1}{marker}", 18, weight="bold"),
        _label(30, y + 44, stores, 15, fill="#ffd166"),
    ]
    if state["relief"][p]:
        parts.append(_label(30, y + 64, f"{text('ar.panel.relief', lang)}: {state['relief'][p]}", 13, fill="#ff8fa3"))
    pool = state["pools"][p]
    parts += [die(state, {"owner": p, "value": v, "seq": 0}, 30 + j * 30, y + 74, 26) for j, v in enumerate(pool)]
    parts.append(_label(30, y + 124, text("ar.board.shelters", lang) + ":", 13, fill="#cfe0ef"))
    shelters = [k for k in data.KINDS for _ in range(state["shelters"][p][k])]
    parts += [colonist(k, 104 + j * 24, y + 119, 10) for j, k in enumerate(shelters[:10])]
    if len(shelters) > 10:
        parts.append(_label(104 + 10 * 24, y + 124, f"+{len(shelters) - 10}", 13))
    for b, building in enumerate(state["buildings"][p]):
        parts.append(_owned(state, p, b, building, y, lang, acting, at))
    return svg.el("g", {"class": "mat", "data-seat": p}, *parts)


def _tile_step(count: int, at: Layout) -> float:
    """The distance between a mat's buildings: narrower when there are many."""
    return min(112.0, at.yard[2] / max(1, count))


def space_centre(count: int, b: int, s: int, at: Layout) -> tuple[float, float]:
    """Where space `s` of a mat's building `b` lies (x on the board, y below the mat's top)."""
    step = _tile_step(count, at)
    per_row = max(1, int((step - 10) // 25))
    x, dy, _ = at.yard
    return x + b * step + 16 + (s % per_row) * 25, dy + 58.0 + (s // per_row) * 28


def _owned(state: State, p: int, b: int, building: Owned, top: float, lang: str, acting: bool, at: Layout) -> str:
    tile = data.BUILDINGS[building["id"]]
    fill = "#1b4f72" if tile.zone == "ocean" else "#6b5b3e"
    gives = _gives(tile, lang)
    name = text(f"ar.building.{tile.name}", lang)
    count = len(state["buildings"][p])
    step = _tile_step(count, at)
    x, y, width = at.yard[0] + b * step, top + at.yard[1], step - 6
    parts = [
        _panel(x, y, width, 128, fill),
        _label(x + 5, y + 16, name[: int(width / 7)], 11, weight="bold"),
        _label(x + 5, y + 32, ("≈ " if tile.zone == "ocean" else "▤ ") + gives, 12, fill="#ffd166"),
    ]
    if flow.staffed(building):
        parts.append(_label(x + width - 5, y + 32, "✓", 14, "end", "#7ee08a", "bold"))
    for s, space in enumerate(tile.spaces):
        cx, cy = space_centre(count, b, s, at)
        cy += top
        who = building["staff"][s]
        drawn = colonist(who, cx, cy, 11) if who is not None else _space(space, cx, cy, 11)
        if acting:
            label = (
                text("ar.space.slot", lang, kind=text(f"ar.kind.{space}", lang))
                if space != data.BLANK
                else text("ar.space.slot_any", lang)
            )
            drawn = svg.el("g", svg.clickable(f"slot:{b},{s}", f"{name}: {label}"), drawn)
        parts.append(drawn)
    return svg.el("g", {"class": "owned", "data-tile": building["id"]}, *parts)
