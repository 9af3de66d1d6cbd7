"""SVG board of TINYforming Mars: the map, supplies, the cards in play and standard projects (pure function)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from pyengine.core import svg
from pyengine.core.hexgrid import POINTY, Hex, Layout
from pyengine.core.messages import Msg, msg
from pyengine.core.seats import PALETTE
from pyengine.core.table import NARROW_MARK  # the web table's mark for a phone: the board drawn one column wide
from pyengine.games.tinyforming_mars import board, data, flow, queries
from pyengine.games.tinyforming_mars.messages import credits
from pyengine.games.tinyforming_mars.state import TableCard
from pyengine.games.tinyforming_mars.state import TinyformingState as State
from pyengine.i18n import seat, translate

Say = Callable[[Msg], str]  # a message in the viewer's language, with player names
LAYOUT = Layout(POINTY, 38.0, (190.0, 230.0))  # the printed scale: a hex's marks are spaced for it, and grow with it
CARD_W, HALF_H = 160.0, 100.0
# Card text: 14 units stay above 12 CSS px on an 820 px wide tablet; a name line keeps clear of the
# owner badge in the top right corner (about 8 units a character).
CARD_FONT, LINE_H, NAME_CHARS, LINE_CHARS = 14, 15, 15, 19
STD_W, STD_H = 160.0, 85.0
COLOR_FILL = {"heat": "#d7443e", "greenery": "#3f9b4b", "water": "#3b7fd0", "grey": "#8a8f96"}
CUBE_MARK = {"heat": "♨", "greenery": "♣", "water": "≈"}
TAG_MARK = {"energy": "ϟ", "production": "⚙", "nature": "✿", "science": "☼", "space": "➶"}
TAG_FILL = {"energy": "#7e3fb4", "production": "#c8741f", "nature": "#2a9d3c", "science": "#f2f2f2", "space": "#5b6570"}
LAND, WATER = "#d9825b", "#bfe3f5"


@dataclass(frozen=True)
class Geometry:
    """Where the board's parts go: the map and supplies at the left with the players, cards and
    standard projects beside them (wide), or everything in one column a phone's width (narrow)."""

    width: float
    height: float
    layout: Layout
    players: tuple[float, float]  # the first player's lines (x, y); 44 units a player below
    cards: tuple[float, float, int]  # the first card's top left (x, y) and cards on a row
    standard: tuple[float, float, int]  # the standard projects' heading (x, y) and projects on a row
    score: tuple[float, float, float]  # the final scoring's top left and the gap between its columns
    supply: tuple[float, float] = (20.0, 420.0)  # the supplies' heading (x, y)
    text: float = 0.0  # the smallest text size in units (0: each text its own size)
    wrap: int = 0  # characters on a line of a player's or the tokens' text (0: one line each)
    player_gap: float = 44.0  # units from one player's lines to the next's
    cube_step: float = 20.0  # units from one square of a parameter's track to the next

    @property
    def narrow(self) -> bool:
        """True for the one-column drawing."""
        return self.width < 400


# A landscape screen (a tablet held sideways, a desktop): the board region beside the status column is
# about as high as wide (701x749 px inside its frame at 1180x820), so the drawing is too: the map at the
# left with the supplies and the standard projects beside it, the cards and the players below, every
# text at least 14 units; at most 818 units wide, so fitted to 701 px (0.865) nothing is under 12 px.
# (A 920x560 one, until 2026-11-28, was letterboxed there at 0.76: its players' and supplies' text 9 px.)
WIDE = Geometry(
    810,
    745,
    Layout(POINTY, 52.0, (235.0, 220.0)),
    (518, 535),
    (10, 515, 3),
    (472, 205, 2),
    (10, 530, 86),
    supply=(472.0, 24.0),
    text=14.0,
    wrap=34,
    player_gap=105.0,
    cube_step=18.0,
)
# At the end nothing is played any more: the players beside the map where the standard projects were,
# and the final scoring under it across the whole width.
WIDE_END = replace(WIDE, height=680, players=(472, 225), score=(10, 485, 100))
# One column 360 units wide: at a phone's width the cards' 14-unit text is about 14 px and a hex is
# wider than a finger; the map sits below the map buttons' corner and the board scrolls down to the rest.
NARROW = Geometry(
    360,
    1420,
    Layout(POINTY, 38.0, (180.0, 240.0)),
    (10, 575),
    (10, 680, 2),
    (10, 1125, 2),
    (10, 690, 50),
    text=12.0,
    cube_step=19.0,  # heat's 11 squares end inside the 360 units (at 20 the last was cut)
)  # its smallest text 12 units, 12 px on a 390 px phone (fitted at about 1.0): the hexes' numbers, the
# supplies and the cards' owner symbols (10 and 11 px until 2026-11-28, 9 before)


# A portrait tablet: as wide as the wide drawing (so fitted to an 820 px tablet's width its 14-unit
# text is 12 px) but taller, to fill the upright region the wide one left a third empty: a larger map
# (hexes about 85 px) with the supplies and the standard projects beside it, the cards and the
# players below, and every text at least 14 units. (A two-column 780x855 drawing, 2026-11-28, was
# fitted by its height at 0.82: its card text 11.4 px.)
UPRIGHT = Geometry(
    920,
    745,
    Layout(POINTY, 56.0, (252.0, 236.0)),
    (540, 565),
    (10, 535, 3),
    (530, 225, 2),
    (10, 540, 78),
    supply=(530.0, 24.0),
    text=14.0,
    wrap=44,
    player_gap=85.0,
)
# At the end the results take the bar's room (a portrait tablet's board region about 570 px high, where
# the 745-unit drawing shrank to 0.76, its text 10.7 px): no cards and no standard projects (nothing is
# played any more), the players beside the map and the final scoring under it, 620 units high, so it is
# still fitted by its width.
UPRIGHT_END = replace(UPRIGHT, height=620, players=(540, 225), player_gap=100, score=(10, 485, 100))
UPRIGHT_MARK = "layout:upright"  # the web table's mark for a portrait tablet


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    marked = set(highlights or [])
    upright, wide = (UPRIGHT_END, WIDE_END) if state["over"] else (UPRIGHT, WIDE)
    geo = NARROW if NARROW_MARK in marked else upright if UPRIGHT_MARK in marked else wide
    say = _translator(state, lang)
    background = svg.el("rect", {"x": 0, "y": 0, "width": geo.width, "height": geo.height, "fill": "#f4ede3", "rx": 8})
    layers = [
        svg.group("background", [background]),
        svg.group("terrain", [_terrain(state, k, lang, geo) for k in board.KEYS]),
        svg.group("pieces", [_piece(state, k, geo) for k in board.KEYS if k in state["board"]]),
        svg.group("highlights", _highlights(state, marked, geo)),
        svg.group("supply", _supplies(state, lang, say, geo)),
        svg.group("players", [_player(state, p, say, geo) for p in range(state["players"])]),
        # Keyed by card and by project: a tap rewrites in the browser the one card or project it changed.
        svg.keyed_group("cards", _cards(state, lang, say, geo))
        if not state["over"]
        else svg.group("cards", _scoring(state, say, geo)),
        svg.keyed_group("standard", _standards(state, lang, say, geo) if geo not in (UPRIGHT_END, WIDE_END) else []),
    ]
    title = say(msg("tm.board.title", generation=state["generation"]))
    extra = {"data_fit": "width"} if geo is NARROW else {}  # the web table fits its width and scrolls down
    return svg.document(
        (0.0, 0.0, geo.width, geo.height), title, layers, class_="board board-tinyforming_mars", **extra
    )


def _translator(state: State, lang: str) -> Say:
    names: list[str] = state["names"]
    return lambda m: translate(m, lang, names)


def _label(x: float, y: float, content: str, size: float = 11, **extra: object) -> str:
    """A text element; content is escaped."""
    return svg.el("text", {"x": x, "y": y, "font-size": size, **extra}, svg.text(content))


# --- the map -------------------------------------------------------------------------------
def _hex_label(state: State, key: str, say: Say) -> str:
    return ", ".join(say(part) for part in hex_parts(state, key))


def hex_parts(state: State, key: str) -> list[Msg]:
    """A hex in words: its number, water or bonus, the icon printed on it and what lies on it."""
    parts = [msg("tm.board.hex", number=board.NUMBER[key])]
    water = board.water_hexes(state["map"])
    bonus = board.bonus_hexes(state["map"])
    if key in water:
        parts.append(msg("tm.board.water_hex"))
        if water[key] is not None:
            parts.append(msg("tm.board.icon", tag=msg(f"tm.tag.{water[key]}")))
    if key in bonus:
        parts.append(msg("tm.board.bonus", tag=msg(f"tm.tag.{bonus[key]}")))
    parts.append(_content(state, key))
    return parts


def space(state: State, target: str) -> Msg | None:
    """What a board target is, in words (the long-press card): a hex, a standard project, a card
    end in play or one of the drawn card's two ends."""
    kind, _, place = target.partition(":")
    if kind == "hex" and place in board.NUMBER:
        return msg("core.space.parts", parts=hex_parts(state, place))
    if kind == "std" and place in data.STANDARD:
        return msg("core.space.parts", parts=[msg(f"tm.std.{place}"), msg(f"tm.std_effect.{place}")])
    end_id = _end_id(state, kind, place)
    if end_id is not None:
        return msg("core.space.parts", parts=[msg(f"tm.end.{end_id}"), msg(f"tm.effect.{end_id}")])
    return None


def _end_id(state: State, kind: str, place: str) -> str | None:
    """The card end a `project:` or drawn-card `end:` target names (None: no such end)."""
    if kind == "project" and place in data.ENDS:
        return place
    if kind == "end" and place in ("a", "b") and state["drawn"] is not None:
        return data.PAIRS[queries.drawn(state)]["ab".index(place)].id
    return None


def _content(state: State, key: str) -> Msg:
    item = state["board"].get(key)
    if item is None:
        return msg("tm.board.empty")
    if item["kind"] == "city":
        return msg("tm.board.city", player=seat(item["owner"]))
    return msg("tm.board.cube", cube=msg(f"tm.param.{item['kind']}"))


# Drawings remembered by everything they show (svg.Memo): at every tap the board is drawn again,
# and few of its nineteen hexes, cards and standard projects change.
_TERRAIN = svg.Memo(1024)  # 19 hexes x what can lie on each x languages
_CARDS = svg.Memo(256)
_STANDARDS = svg.Memo(256)
_SUPPLIES = svg.Memo(64)
MEMOS = (_TERRAIN, _CARDS, _STANDARDS, _SUPPLIES)


def _terrain(state: State, key: str, lang: str, geo: Geometry = WIDE) -> str:
    """A hex of the map: its shape, number, printed icon, and its name for a screen reader."""
    item = state["board"].get(key)
    shown = (state["map"], key, tuple(sorted(item.items())) if item else (), lang, tuple(state["names"]), geo)
    return _TERRAIN.get(shown, _draw_terrain, state, key, _translator(state, lang), geo.layout, geo.text)


def _draw_terrain(state: State, key: str, say: Say, layout: Layout = LAYOUT, text: float = 0.0) -> str:
    h = Hex.from_key(key)
    x, y = layout.center(h)
    water = board.water_hexes(state["map"])
    bonus = board.bonus_hexes(state["map"]).get(key)
    stroke = TAG_FILL[bonus] if bonus else "#5a2d1c"
    polygon = svg.el(
        "polygon",
        {"points": layout.polygon_points(h), "fill": WATER if key in water else LAND, "stroke": stroke,
         "stroke-width": 5 if bonus else 1.5},
    )  # fmt: skip
    grow = layout.size / LAYOUT.size  # a larger map (a portrait tablet's) spaces its marks alike
    number = _label(x - 20 * grow, y - 16 * grow, str(board.NUMBER[key]), max(9, text), fill="#333", aria_hidden="true")
    marks = [polygon, number]
    icon = water.get(key) or bonus
    if icon:
        marks.append(_label(x, y + 26 * grow, TAG_MARK[icon], max(12, text), text_anchor="middle", aria_hidden="true"))
    kind = "water" if key in water else "bonus" if bonus else "land"
    label = _hex_label(state, key, say)
    attrs = {**svg.clickable(f"hex:{key}", label), "data-hex": kind}
    return svg.el("g", attrs, *marks)  # named by aria-label: a <title> tooltip would cover the space card


def _piece(state: State, key: str, geo: Geometry = WIDE) -> str:
    item = state["board"][key]
    x, y = geo.layout.center(Hex.from_key(key))
    if item["kind"] == "city":
        return _city(state, item["owner"], x, y, _size(geo, 14))
    square = svg.el("rect", {"x": x - 10, "y": y - 10, "width": 20, "height": 20, "fill": COLOR_FILL[item["kind"]],
                             "stroke": "#111"})  # fmt: skip
    mark = _label(x, y + 5, CUBE_MARK[item["kind"]], _size(geo, 13), text_anchor="middle", fill="#fff")
    return svg.el("g", {"class": "cube", "data-kind": item["kind"], "pointer-events": "none"}, square, mark)


def _city(state: State, owner: int, x: float, y: float, size: float = 14) -> str:
    """A city: the owner's own colour and symbol (never a White/Black ring the players did not choose)."""
    fill, symbol = PALETTE[state["colors"][owner]]
    disc = svg.el("circle", {"cx": x, "cy": y, "r": 15, "fill": fill, "stroke": "#111", "stroke-width": 3})
    mark = _label(x, y + 5, symbol, size, text_anchor="middle", fill="#111")
    return svg.el("g", {"class": "city", "data-owner": owner, "pointer-events": "none"}, disc, mark)


def _highlight(key: str, layout: Layout) -> str:
    return svg.el(
        "polygon",
        {"points": layout.polygon_points(Hex.from_key(key)), "class": "highlight", "fill": "none",
         "stroke": "#fff", "stroke-width": 4, "pointer-events": "none"},
    )  # fmt: skip


def _highlights(state: State, marked: set[str], geo: Geometry = WIDE) -> list[str]:
    """Outlines on the marked hexes, card ends and standard projects (legal targets, scenario marks)."""
    found = [_highlight(k, geo.layout) for k in board.KEYS if f"hex:{k}" in marked]
    for target, (x, y, w, h) in _boxes(state, geo).items():
        if target in marked:
            box = {"x": x - 3, "y": y - 3, "width": w + 6, "height": h + 6, "rx": 4}
            style = {"fill": "none", "stroke": "#f0b400", "stroke-width": 4, "pointer-events": "none"}
            found.append(svg.el("rect", {**box, "class": "highlight-card", "data-for": target, **style}))
    return found


def _boxes(state: State, geo: Geometry = WIDE) -> dict[str, tuple[float, float, float, float]]:
    """Where the card ends and standard projects are drawn, by target."""
    boxes: dict[str, tuple[float, float, float, float]] = {}
    for index, card in enumerate(state["table"]):
        for owner in (0, 1):
            end = data.PAIRS[card["card"]][0 if card["faces"][owner] == "a" else 1]
            boxes[f"project:{end.id}"] = (*_half_xy(index, owner, geo), CARD_W, HALF_H)
    if state["drawn"] is not None:
        for i in (0, 1):
            boxes[f"end:{'ab'[i]}"] = (*_half_xy(len(state["table"]), i, geo), CARD_W, HALF_H)
    for i, std in enumerate(data.STANDARD):
        boxes[f"std:{std}"] = (*_std_xy(i, geo), STD_W, STD_H)
    return boxes


CARD_ROW = 2 * HALF_H + 25  # a row of cards and the gap above the next row's caption


def _half_xy(index: int, half: int, geo: Geometry = WIDE) -> tuple[float, float]:
    """The top left of a card's half: the top half faces the first seat."""
    x, y, per_row = geo.cards
    return x + (index % per_row) * (CARD_W + 8), y + (index // per_row) * CARD_ROW + half * HALF_H


def _std_xy(index: int, geo: Geometry = WIDE) -> tuple[float, float]:
    x, y, per_row = geo.standard
    return x + (index % per_row) * 170, y + 10 + (index // per_row) * 95


# --- supplies --------------------------------------------------------------------------------
def _supplies(state: State, lang: str, say: Say, geo: Geometry = WIDE) -> list[str]:
    """Parameter tracks (a filled square per cube still in the supply), tokens, credits, deck."""
    shown = (tuple(state["supply"].items()), tuple(state["tokens"].items()), state["bank"],
             len(state["unseen"]), len(state["returned"]), lang, geo.width, geo.height)  # fmt: skip
    return [_SUPPLIES.get(shown, _draw_supplies, state, say, geo)]


def _size(geo: Geometry, size: float) -> float:
    """A text's size in this drawing: its own, or the drawing's smallest if that is larger."""
    return max(size, geo.text)


def _draw_supplies(state: State, say: Say, geo: Geometry = WIDE) -> str:
    x, top = geo.supply
    small = _size(geo, 11)
    track = x + (100 if not geo.text else 125)  # the squares start after the longest label
    parts = [_label(x, top, say(msg("tm.board.supply")), _size(geo, 12), font_weight="bold")]
    for row, kind in enumerate(data.PARAMETERS):
        y = top + 12 + row * 24
        left = state["supply"][kind]
        parts.append(_label(x, y + 13, f"{say(msg(f'tm.param.{kind}'))} {left}/{data.SUPPLY[kind]}", small))
        for i in range(data.SUPPLY[kind]):
            fill = COLOR_FILL[kind] if i < left else "none"
            square = {"x": track + i * geo.cube_step, "y": y, "width": 16, "height": 16, "fill": fill}
            parts.append(svg.el("rect", {**square, "stroke": COLOR_FILL[kind], "class": f"track-{kind}"}))
    tokens = ", ".join(f"{TAG_MARK[t]} {say(msg(f'tm.tag.{t}'))} {n}" for t, n in state["tokens"].items())
    bank = say(msg("tm.board.bank", n=state["bank"]))
    deck = say(msg("tm.board.deck", unseen=len(state["unseen"]), returned=len(state["returned"])))
    if not geo.wrap:
        parts.append(_label(x, top + 100, f"{say(msg('tm.board.tokens'))}: {tokens}", small))
        parts.append(_label(x, top + 120, bank, small))
        # one column: the deck under the bank (beside it, at 12 units, it ran off the right edge)
        parts.append(_label(x, top + 136, deck, small) if geo.narrow else _label(x + 200, top + 120, deck, small))
        return "".join(parts)
    lines = [*_wrap(f"{say(msg('tm.board.tokens'))}: {tokens}", geo.wrap), bank, deck]  # one under another
    parts += [_label(x, top + 100 + i * (small + 4), line, small) for i, line in enumerate(lines)]
    return "".join(parts)


def _player(state: State, player: int, say: Say, geo: Geometry = WIDE) -> str:
    fill, symbol = PALETTE[state["colors"][player]]
    left, top = geo.players
    y = top + player * geo.player_gap
    role = msg(f"ui.color.{state['colors'][player]}")
    held = [f"{TAG_MARK[t]}{n}" for t, n in state["held"][player].items() if n]
    line = msg("tm.board.player", role=role, credits=credits(state["credits"][player]), heat=state["heat"][player],
               tokens=" ".join(held) or msg("tm.board.none"))  # fmt: skip
    extra = [say(msg("tm.board.passed"))] if state["passed"][player] and not state["over"] else []
    if state["standard"][player]:
        extra.append(say(msg(f"tm.std.{state['standard'][player]}")))
    size = _size(geo, 12.5)  # near 1 px a unit on a phone: 12 px at least
    parts = [
        _label(left, y, symbol, 16, fill=fill),
        _label(left + 20, y, state["names"][player], _size(geo, 13), font_weight="bold"),
    ]
    said = " · ".join([say(line), *extra])
    lines = _wrap(said, geo.wrap) if geo.wrap else [said]
    step = size + 3 if geo.wrap else 14
    parts += [_label(left + 20, y + step * (1 + i), part, size) for i, part in enumerate(lines)]
    last = y + step * (1 + len(lines))
    final = _final(state, player, say) if state["over"] else _tags_line(state, player, say)
    kind = "final-score" if state["over"] else "tags"
    for i, part in enumerate(_wrap(final, geo.wrap) if geo.wrap else [final]):
        parts.append(_label(left + 20, last + step * i, part, size, class_=kind))
    return svg.el("g", {"class": "player-panel", "data-player": player}, *parts)


def _tags_line(state: State, player: int, say: Say) -> str:
    """The tags a player has (facing ends and bonus-hex cities) and the income the cities bring."""
    have = queries.tags(state, player)
    tags = " ".join(f"{TAG_MARK[t]}{n}" for t, n in have.items() if n) or say(msg("tm.board.none"))
    return say(msg("tm.board.tags", tags=tags, income=flow.income(state, player)))


def _final(state: State, player: int, say: Say) -> str:
    points = queries.breakdown(state)[player]
    line = say(msg("tm.board.score", n=queries.total(points), **points))
    if state["solo"]:
        line += " " + say(msg("tm.board.solo_won" if state["won"] else "tm.board.solo_lost"))
    return line


# --- cards -----------------------------------------------------------------------------------
def _needs(needs: dict[str, int], params: dict[str, int], say: Say) -> str:
    tags = [f"{n}×{TAG_MARK[t]} {say(msg(f'tm.tag.{t}'))}" for t, n in needs.items()]
    cubes = [f"{n} {say(msg(f'tm.param.{p}'))}" for p, n in params.items()]
    return ", ".join(tags + cubes) or say(msg("tm.board.none"))


def _compact(needs: dict[str, int], params: dict[str, int], say: Say) -> str:
    """Requirements as tag symbols (repeated per tag needed) and parameter counts."""
    tags = "".join(TAG_MARK[t] * n for t, n in needs.items())
    cubes = [f"{n} {say(msg(f'tm.param.{p}'))}" for p, n in params.items()]
    return " + ".join([tags, *cubes]) if tags else " + ".join(cubes) or "-"


def _end_label(state: State, end: data.End, owner: int, say: Say) -> str:
    cost = queries.end_cost(state, owner, end.id) if owner < state["players"] else end.cost
    params = queries.end_params(state, owner, end.id) if owner < state["players"] else end.params
    return say(msg(
        "tm.board.end", name=msg(f"tm.end.{end.id}"), cost=f"{cost}{'*' if end.star else ''}",
        needs=_needs(end.needs, params, say), gives=" ".join(say(msg(f"tm.tag.{t}")) for t in end.gives),
        effect=msg(f"tm.effect.{end.id}"),
    ))  # fmt: skip


def _owner_name(state: State, owner: int, say: Say) -> str:
    return state["names"][owner] if owner < state["players"] else say(msg("tm.neutral"))


def _end_box(
    state: State, end: data.End, x: float, y: float, target: str, label: str, lines: list[str], *extra: str
) -> str:
    """One half of a card: a coloured band, the name and cost, requirements, tags and a note."""
    rect = svg.el("rect", {"x": x, "y": y, "width": CARD_W, "height": HALF_H, "fill": "#fbf7ee", "stroke": "#333"})
    band = svg.el("rect", {"x": x, "y": y, "width": CARD_W, "height": 6, "fill": COLOR_FILL[end.color]})
    texts = _card_text(x, y, lines)
    attrs = {**svg.clickable(target, label), "data-end": end.id, "data-color": end.color}
    button = svg.el("g", attrs, rect, band)  # named by aria-label, no tooltip over the space card
    return svg.el("g", None, button, _print(*texts, *extra))


def _card_text(x: float, y: float, lines: list[str]) -> list[str]:
    """A card's lines, the first (its name and cost) bold and wrapped clear of the owner badge."""
    name, *rest = lines
    wrapped = _wrap(name, LINE_CHARS, first=NAME_CHARS)  # only the first line sits beside the badge
    texts = [_label(x + 6, y + 22 + i * LINE_H, part, CARD_FONT, font_weight="bold") for i, part in enumerate(wrapped)]
    top = y + 22 + len(wrapped) * LINE_H
    below = [part for line in rest for part in _wrap(line, LINE_CHARS)]
    texts += [_label(x + 6, top + i * LINE_H, line, CARD_FONT) for i, line in enumerate(below)]
    return texts


def _wrap(line: str, width: int, first: int | None = None) -> list[str]:
    """Words on lines of at most `width` characters (`first` for the first line; a longer word gets
    a line of its own)."""
    out: list[str] = []
    for word in line.split():
        if out and len(out[-1]) + 1 + len(word) <= (first if first is not None and len(out) == 1 else width):
            out[-1] += " " + word
        else:
            out.append(word)
    return out or [""]


def _print(*parts: str) -> str:
    """What is printed on a clickable part, drawn beside it rather than inside: taps go through to
    the part, and its accessible name (the full sentence) is not contradicted by shorthand."""
    return svg.el("g", {"pointer-events": "none", "aria-hidden": "true"}, *parts)


def _end_lines(state: State, end: data.End, owner: int | None, say: Say) -> list[str]:
    cost = f"{end.cost}{'*' if end.star else ''}"
    gives = " ".join(TAG_MARK[t] for t in end.gives)
    lines = [f"{say(msg(f'tm.end.{end.id}'))} ({cost})", "⇐ " + _compact(end.needs, end.params, say), "⇒ " + gives]
    if owner is not None:
        lines.append("→ " + say(msg("tm.board.faces", player=_owner_name(state, owner, say))))
    return lines


def _remembered_card(state: State, index: int, card: TableCard, lang: str, say: Say, geo: Geometry = WIDE) -> str:
    """A card in play, drawn again only when something it shows changed: its ends, whom they face,
    their use, their costs and requirements for those players now, the players and the language."""
    ends = [data.PAIRS[card["card"]][0 if card["faces"][owner] == "a" else 1] for owner in (0, 1)]
    now = tuple(
        (queries.end_cost(state, owner, end.id), tuple(queries.end_params(state, owner, end.id).items()))
        if owner < state["players"]
        else ()
        for owner, end in enumerate(ends)
    )
    shown = (index, card["card"], tuple(card["faces"]), tuple(card["used"]), now, state["players"],
             tuple(state["names"]), tuple(state["colors"]), lang, geo.width, geo.height)  # fmt: skip
    return _CARDS.get(shown, _table_card, state, index, card, say, geo)


def _table_card(state: State, index: int, card: dict[str, Any], say: Say, geo: Geometry = WIDE) -> str:
    """A card in play: the end facing the first seat on top, the other below, each marked with its owner."""
    halves = []
    for owner in (0, 1):
        end = data.PAIRS[card["card"]][0 if card["faces"][owner] == "a" else 1]
        x, y = _half_xy(index, owner, geo)
        lines = _end_lines(state, end, owner, say)
        if card["used"][owner]:  # beside the tags it gives: the card has room for five lines
            lines[2] += "  ● " + say(msg("tm.board.used"))
        label = _end_label(state, end, owner, say)
        box = _end_box(state, end, x, y, f"project:{end.id}", label, lines, _owner_mark(state, owner, x, y, geo))
        halves.append(box)
    return svg.el("g", {"class": "card", "data-card": card["card"]}, *halves)


def _owner_mark(state: State, owner: int, x: float, y: float, geo: Geometry = WIDE) -> str:
    """The colour and symbol of the player an end faces (grey for the neutral player), top right."""
    fill, symbol = PALETTE[state["colors"][owner]] if owner < state["players"] else ("#bbb", "◇")
    size = _size(geo, 9)  # the disc keeps its size: a larger one reached the names beside it
    disc = svg.el("circle", {"cx": x + CARD_W - 12, "cy": y + 18, "r": 8, "fill": fill, "stroke": "#111"})
    mark = _label(x + CARD_W - 12, y + (23 if size >= 12 else 22), symbol, size, text_anchor="middle", fill="#111")
    return svg.el("g", {"class": "faces", "data-owner": owner}, disc, mark)


def _drawn_card(state: State, say: Say, geo: Geometry = WIDE) -> str:
    """The card being turned: tap the end that will face you."""
    index = len(state["table"])
    x, top = _half_xy(index, 0, geo)
    task = flow.head(state)
    owner = int(task["player"]) if task else 0
    name = _owner_name(state, owner, say)
    halves = [_label(x, top - 8, say(msg("tm.board.drawn")), _size(geo, 12 if geo.narrow else 10))]
    for i, end in enumerate(data.PAIRS[queries.drawn(state)]):
        target = f"end:{'ab'[i]}"
        lines = [*_end_lines(state, end, None, say), "☛ " + say(msg("tm.board.keep_end", player=name))]
        label = say(msg("tm.board.keep_label", player=name, end=_end_label(state, end, owner, say)))
        y = _half_xy(index, i, geo)[1]
        halves.append(_end_box(state, end, x, y, target, label, lines, _owner_mark(state, owner, x, y, geo)))
    return svg.el("g", {"class": "card drawn", "data-card": state["drawn"]}, *halves)


def _cards(state: State, lang: str, say: Say, geo: Geometry = WIDE) -> list[tuple[str, str]]:
    """The cards in play and the one being turned, keyed by card."""
    table = enumerate(state["table"])
    cards = [(f"card-{c['card']}", _remembered_card(state, i, c, lang, say, geo)) for i, c in table]
    if state["drawn"] is not None:
        cards.append((f"drawn-{state['drawn']}", _drawn_card(state, say, geo)))
    return cards


# --- standard projects -------------------------------------------------------------------------
def _standards(state: State, lang: str, say: Say, geo: Geometry = WIDE) -> list[tuple[str, str]]:
    """The standard projects' heading and each project, keyed by project."""
    x, y, _ = geo.standard
    parts = [("heading", _label(x, y, say(msg("tm.board.standard")), _size(geo, 12), font_weight="bold"))]
    for i, std in enumerate(data.STANDARD.values()):
        # Drawn again only when the language or the players whose cubes lie on it change.
        users = tuple((p, state["colors"][p]) for p in range(state["players"]) if state["standard"][p] == std.id)
        key = (std.id, i, users, lang, geo.width, geo.height)
        parts.append((std.id, _STANDARDS.get(key, _standard, state, std, *_std_xy(i, geo), say, geo.text)))
    return parts


def _standard(state: State, std: data.Standard, x: float, y: float, say: Say, text: float = 0.0) -> str:
    name = msg(f"tm.std.{std.id}")
    needs = _needs(std.needs, {}, say)
    label = say(msg("tm.board.std", name=name, cost=std.cost, needs=needs, effect=msg(f"tm.std_effect.{std.id}")))
    rect = svg.el("rect", {"x": x, "y": y, "width": STD_W, "height": STD_H, "fill": "#eef0f2", "stroke": "#333"})
    band = svg.el("rect", {"x": x, "y": y, "width": STD_W, "height": 6, "fill": COLOR_FILL[std.color]})
    texts = _card_text(x, y, [f"{say(name)} ({std.cost})", "⇐ " + _compact(std.needs, {}, say)])
    users = [p for p in range(state["players"]) if state["standard"][p] == std.id]
    markers = [_marker(state, p, x + 140 - 22 * i, y + 72, max(10, text)) for i, p in enumerate(users)]
    attrs = {**svg.clickable(f"std:{std.id}", label), "data-standard": std.id}
    button = svg.el("g", attrs, rect, band)  # named by aria-label, no tooltip over the space card
    return svg.el("g", None, button, _print(*texts, *markers))


def _marker(state: State, player: int, x: float, y: float, size: float = 10) -> str:
    """A player's cube on a standard project: used this generation."""
    fill, symbol = PALETTE[state["colors"][player]]
    cube = svg.el("rect", {"x": x - 8, "y": y - 8, "width": 16, "height": 16, "fill": fill, "stroke": "#111"})
    mark = _label(x, y + size * 0.4, symbol, size, text_anchor="middle")
    return svg.el("g", {"class": "marker", "data-owner": player}, cube, mark)


# --- final scoring -----------------------------------------------------------------------------
SCORE_COLUMNS = ("cities", "greenery", "water", "heat")


def _scoring(state: State, say: Say, geo: Geometry = WIDE) -> list[str]:
    """At the end, where the cards were: points by source for each player, in tie-break order."""
    x, y, gap = geo.score
    first = x + (110 if geo.narrow else 150)  # the first column of figures, after the names
    parts = [_label(x, y, say(msg("tm.board.final")), _size(geo, 13), font_weight="bold")]
    heads = [say(msg(f"tm.board.col_{c}")) for c in (*SCORE_COLUMNS, "total")]
    parts += [_label(first + i * gap, y + 24, h, _size(geo, 10), font_weight="bold") for i, h in enumerate(heads)]
    points = queries.breakdown(state)
    for p, row in enumerate(points):
        line_y = y + 46 + p * 22
        fill, symbol = PALETTE[state["colors"][p]]
        parts.append(_label(x, line_y, f"{symbol} {state['names'][p]}", _size(geo, 12), fill=fill, font_weight="bold"))
        values = [row[c] for c in SCORE_COLUMNS] + [queries.total(row)]
        cell = _size(geo, 12)
        parts += [_label(first + i * gap, line_y, str(v), cell, class_="score-cell") for i, v in enumerate(values)]
    parts.append(_label(x, y + 46 + len(points) * 22 + 8, say(_outcome(state)), _size(geo, 12), class_="outcome"))
    parts.append(_label(x, y + 46 + len(points) * 22 + 28, say(msg("tm.board.tie_breakers")), _size(geo, 10)))
    return parts


def _outcome(state: State) -> Msg:
    if state["solo"]:
        return msg("tm.board.solo_won" if state["won"] else "tm.board.solo_lost")
    first = queries.ranking(state)[0]
    if len(first) > 1:
        return msg("tm.board.shared_win")
    return msg("tm.board.winner", player=seat(first[0]))
