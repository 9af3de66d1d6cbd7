"""Escape Pods' board as SVG, a pure function of what the viewer may see: the ship and its hangars,
the 13 sectors with pods, debris and beacons, the four refuge cards, the explosion cards and the
control panels of the player concerned.

Everything is drawn from `observe(state, layout, viewer)`, the core's filter: a crew the viewer may
not see has the role "?" there, so no drawing can tell it (tests/test_visibility.py checks it)."""

from __future__ import annotations

import math
from functools import cache
from typing import Any

from pyengine.core import svg
from pyengine.core.jsonutil import canonical
from pyengine.core.seats import PALETTE
from pyengine.core.visibility import observe
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.state import EscapeState
from pyengine.games.escape_pods.state import EscapeState as State
from pyengine.i18n import text

WIDTH, HEIGHT = 1000.0, 660.0
CARD_X, CARD_W, CARD_H = 690.0, 300.0, 118.0
CARD_Y = (40.0, 165.0, 290.0, 415.0)
ROLE_GLYPH = {"commander": "✪", "scientist": "⚗", "engineer": "⚙", "any": "X", "?": "?"}
MARK_FILL = {"green": "#2e9e4f", "red": "#c8283c", "orange": "#e8801a", "": "#fdfaf2"}
SPECIAL_GLYPH = {"green": "✚✚", "red": "‼", "orange": "!", "players": "♟♟", "": ""}
ABSENT = ("#8a8a8a", "○")  # a beacon's colour no seat plays
PANEL_Y = 540.0

# Drawings remembered by everything they show (svg.Memo): a tap redraws the whole board, and most
# sectors, pods, beacons and panel spaces look as before (tests/games/escape_pods/test_ep_view_memo
# compares them with fresh drawings for every viewer). The keys hold what the viewer sees only.
_SECTORS = svg.Memo(256)  # 13 sectors x debris x marked x languages
_EDGES = svg.Memo(512)
_PODS = svg.Memo(1024)
_SPACES = svg.Memo(1024)
_REFUGES = svg.Memo(256)
MEMOS = (_SECTORS, _EDGES, _PODS, _SPACES, _REFUGES)


def colour(state: State, seat: int) -> tuple[str, str]:
    """A seat's fill and symbol (a beacon's colour slot no seat plays: grey and a ring)."""
    if seat >= state["players"]:
        return ABSENT
    return PALETTE.get(state["colors"][seat], ABSENT)


@cache
def ink(fill: str) -> str:
    """Dark or light text on a fill, whichever reads."""
    r, g, b = (int(fill[i : i + 2], 16) for i in (1, 3, 5))
    return "#111" if 0.299 * r + 0.587 * g + 0.114 * b > 150 else "#fff"


@cache
def hexagon(x: float, y: float, r: float) -> str:
    """The points of a pointy-top hexagon."""
    pts = [(x + r * math.cos(math.radians(60 * k - 30)), y + r * math.sin(math.radians(60 * k - 30))) for k in range(6)]
    return " ".join(f"{px:.1f},{py:.1f}" for px, py in pts)


def crew_token(
    state: State, owner: int, seen: str, x: float, y: float, lang: str, r: float = 13.0, passive: bool = False
) -> str:
    """A crew piece: its owner's colour and symbol, its type's pictogram when the viewer may see it
    (`seen`: the type, or "?"), else "?". `passive`: taps go through it to the target under it (a
    crew on an activation space)."""
    fill, symbol = colour(state, owner)
    role = seen if seen in ROLE_GLYPH else "?"
    name = text("ep.board.crew", lang, symbol=symbol, role=text(f"ep.role.{role}", lang) if role != "?" else "?")
    attrs: dict[str, object] = {"class": "crew", "data-owner": owner, "data-role": role, "aria-label": name}
    attrs["role"] = "img"
    return svg.el(
        "g",
        {**attrs, "pointer-events": "none"} if passive else attrs,
        svg.el("circle", {"cx": x, "cy": y, "r": r, "fill": fill, "stroke": "#1c1c28", "stroke-width": 2}),
        svg.el(
            "text",
            {"x": x, "y": y + 5, "text-anchor": "middle", "font-size": 15, "fill": ink(fill)},
            svg.text(ROLE_GLYPH[role]),
        ),
        svg.el("circle", {"cx": x + r * 0.8, "cy": y - r * 0.8, "r": 7, "fill": "#fff", "stroke": "#1c1c28"}),
        svg.el(
            "text",
            {"x": x + r * 0.8, "y": y - r * 0.8 + 4, "text-anchor": "middle", "font-size": 10, "fill": "#111"},
            svg.text(symbol),
        ),
    )


def render(state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board as `viewer` may see it."""
    seen: State = observe(state, EscapeState, viewer)
    marked = set(highlights or [])
    layers = [
        svg.group(
            "background", [svg.el("rect", {"x": 0, "y": 0, "width": WIDTH, "height": HEIGHT, "fill": "#141a33"})]
        ),
        _ship(seen, lang, marked),
        # Keyed: a move changes a sector or a pod or two, not the whole ship (web/patch.py).
        svg.keyed_group("sectors", [(f"sector-{s}", _sector(seen, s, lang, marked)) for s in data.SECTORS]),
        _entrances(),
        svg.group("beacons", _beacons(seen, lang, marked)),
        svg.keyed_group(
            "pods",
            [(p, _pod(seen, p, lang, marked)) for p in seen["pods"] if logic.sector_of(seen["pods"][p]) is not None],
        ),
        svg.group("refuges", [_refuge(seen, r, lang, marked) for r in range(4)]),
        _explosions(seen, lang, marked),
        _panels(seen, viewer, lang, marked),
        _header(seen, lang),
        svg.group("highlights", [h for h in (_highlight(seen, t) for t in sorted(marked)) if h]),
    ]
    title = text("ep.board.title", lang, round=seen["round"])
    return svg.document((0.0, 0.0, WIDTH, HEIGHT), title, layers, class_="board board-escape_pods")


def _header(state: State, lang: str) -> str:
    _fill, symbol = colour(state, state["active"])
    words = text("ep.board.header", lang, round=state["round"], symbol=symbol)
    if state["barrier"]:
        words += " · " + text("ep.board.barrier", lang)
    return svg.group(
        "header", [svg.el("text", {"x": 12, "y": 26, "font-size": 18, "fill": "#e8ecff"}, svg.text(words))]
    )


def _highlight(state: State, target: str) -> str:
    """A glow around a marked target (a legal move's place, or a scenario's highlight)."""
    kind, _, name = target.partition(":")
    glow = {"fill": "none", "stroke": "#ffe66d", "stroke-width": 3, "pointer-events": "none", "stroke-dasharray": "6 3"}
    box: tuple[float, float, float, float] | None = None
    if kind == "sector" and name.isdigit() and int(name) in data.CENTRES:
        x, y = data.CENTRES[int(name)]
        return svg.el("polygon", {"points": hexagon(x, y, data.HEX_R + 2), **glow})
    if kind == "edge" and name in data.EDGES:
        x, y, _ = edge_point(name)
        return svg.el("circle", {"cx": x, "cy": y, "r": 17, **glow})
    if kind == "refuge" and name.isdigit() and int(name) < 4:
        box = (CARD_X - 3, CARD_Y[int(name)] - 3, CARD_W + 6, CARD_H + 6)
    elif kind == "hangar" and name in data.HANGAR_BOX:
        x, y, w, h = data.HANGAR_BOX[name]
        box = (x - 3, y - 3, w + 6, h + 6)
    elif kind == "space" and name in data.SPACES:
        i = list(data.SPACES).index(name)
        box = (7 + 123 * i + (14 if name in data.ADVANCED else 0), PANEL_Y - 3, 121, 114)
    elif kind == "pod" and name in state["pods"]:
        sector = logic.sector_of(state["pods"][name])
        if sector is not None:
            x, y = data.CENTRES[sector]
            return svg.el("circle", {"cx": x, "cy": y + 8, "r": 44, **glow})
    elif kind == "card" and name in state["revealed"]:
        i = state["revealed"].index(name)
        box = (497 - 80 * i, 457, 76, 72)
    if box is None:
        return ""
    return svg.el("rect", {"x": box[0], "y": box[1], "width": box[2], "height": box[3], "rx": 10, **glow})


# --- the ship --------------------------------------------------------------------------------------
def _ship(state: State, lang: str, marked: set[str]) -> str:
    body = svg.el(
        "path", {"d": "M0 90 H120 Q180 257 120 424 H0 Z", "fill": "#39426b", "stroke": "#8d97c9", "stroke-width": 2}
    )
    parts = [
        body,
        svg.el("text", {"x": 14, "y": 112, "font-size": 15, "fill": "#e8ecff"}, svg.text(text("ep.board.ship", lang))),
    ]
    for hangar, (x, y, w, h) in data.HANGAR_BOX.items():
        size, sector = data.HANGARS[hangar]
        target = f"hangar:{hangar}"
        label = text("ep.board.hangar", lang, n=size, sector=sector)
        attrs = {
            "x": x,
            "y": y,
            "width": w,
            "height": h,
            "rx": 8,
            "fill": "#262d52",
            "stroke": "#c3c9ee",
            "stroke-dasharray": "5 3",
        }
        box = svg.el("rect", {**attrs, **svg.clickable(target, label)}) if target in marked else svg.el("rect", attrs)
        parts.append(box)
        pod = next((p for p, pod in state["pods"].items() if pod["at"] == hangar), None)
        if pod is not None:
            parts.append(_capsule(state, pod, x + w / 2, y + h / 2, lang, marked, in_hangar=True))
        else:
            parts.append(
                svg.el(
                    "text",
                    {
                        "x": x + w / 2,
                        "y": y + h / 2 + 5,
                        "text-anchor": "middle",
                        "font-size": 13,
                        "fill": "#aab",
                        "pointer-events": "none",  # a tap on the mark is a tap on the hangar under it
                    },
                    svg.text("▭" * size),
                )
            )
    stock = sum(1 for pod in state["pods"].values() if pod["at"] == "ship")
    parts.append(
        svg.el(
            "text",
            {"x": 14, "y": 408, "font-size": 15, "fill": "#e8ecff"},
            svg.text(text("ep.board.minipods", lang, n=stock)),
        )
    )
    return svg.group("ship", parts)


# --- sectors, beacons and pods ----------------------------------------------------------------------
def _sector(state: State, s: int, lang: str, marked: set[str]) -> str:
    """A sector, kept by its number, its debris and whether it is marked."""
    debris = s in state["debris"]
    live = f"sector:{s}" in marked
    return _SECTORS.get((s, lang, debris, live), _draw_sector, s, lang, debris, live)


def _draw_sector(s: int, lang: str, debris: bool, live: bool) -> str:
    x, y = data.CENTRES[s]
    target = f"sector:{s}"
    label = text("ep.board.sector", lang, n=s) + (" · " + text("ep.board.debris", lang) if debris else "")
    attrs = {
        "points": hexagon(x, y, data.HEX_R - 2),
        "fill": "#4a3b3b" if debris else "#24305e",
        "stroke": "#7fc8f0",
        "stroke-width": 2,
    }
    parts = [svg.el("polygon", {**attrs, **svg.clickable(target, label)})]
    parts.append(
        svg.el(
            "text",
            {
                "x": x,
                "y": y - 34,
                "text-anchor": "middle",
                "font-size": 15,
                "fill": "#c9d4ff",
                "pointer-events": "none",
            },
            svg.text(str(s)),
        )
    )
    if debris:
        parts.append(
            svg.el(
                "text",
                {
                    "x": x,
                    "y": y + 14,
                    "text-anchor": "middle",
                    "font-size": 40,
                    "fill": "#d0b090",
                    "pointer-events": "none",
                },
                svg.text("✖"),
            )
        )
    if live:
        parts.append(
            svg.el(
                "polygon",
                {
                    "points": hexagon(x, y, data.HEX_R - 7),
                    "fill": "none",
                    "stroke": "#ffe66d",
                    "stroke-width": 4,
                    "pointer-events": "none",
                    "class": "glow",
                },
            )
        )
    return svg.el("g", {"class": "sector"}, *parts)


def edge_point(edge: str) -> tuple[float, float, float]:
    """The middle of a border and its angle (degrees)."""
    a, b = (int(v) for v in edge.split("-"))
    (xa, ya), (xb, yb) = data.CENTRES[a], data.CENTRES[b]
    return (xa + xb) / 2, (ya + yb) / 2, math.degrees(math.atan2(yb - ya, xb - xa)) + 90


def _beacons(state: State, lang: str, marked: set[str]) -> list[str]:
    """Each beacon space, kept by the beacon on it (and its colours as the seats play them) and
    whether it is marked."""
    at = {e: b for b, e in state["beacons"].items() if e}
    parts = []
    for edge in data.EDGES:
        beacon = at.get(edge)
        colours = tuple(colour(state, c) for c in data.BEACONS[beacon]) if beacon is not None else ()
        live = f"edge:{edge}" in marked
        parts.append(_EDGES.get((edge, beacon, colours, lang, live), _draw_edge, state, edge, beacon, lang, live))
    return parts


def _draw_edge(state: State, edge: str, beacon: str | None, lang: str, live: bool) -> str:
    x, y, angle = edge_point(edge)
    target = f"edge:{edge}"
    parts = []
    if beacon is None:
        attrs = {
            "x": x - 12,
            "y": y - 3,
            "width": 24,
            "height": 6,
            "rx": 3,
            "fill": "#7fc8f0",
            "transform": f"rotate({angle:.0f} {x:.1f} {y:.1f})",
        }
        if live:
            label = text("ep.board.beacon_space", lang, edge=edge.replace("-", "–"))
            parts.append(
                svg.el(
                    "circle",
                    {
                        "cx": x,
                        "cy": y,
                        "r": 13,
                        "fill": "#ffe66d",
                        "stroke": "#141a33",
                        **svg.clickable(target, label),
                    },
                )
            )
        parts.append(svg.el("rect", {**attrs, "pointer-events": "none"}))
    else:
        parts.append(_beacon_token(state, beacon, x, y, lang, target, live))
    return "".join(parts)


def _beacon_token(state: State, beacon: str, x: float, y: float, lang: str, target: str, live: bool) -> str:
    (fa, sa), (fb, sb) = (colour(state, c) for c in data.BEACONS[beacon])
    label = text("ep.board.beacon", lang, a=sa, b=sb)
    ring: dict[str, object] = {
        "cx": x,
        "cy": y,
        "r": 14,
        "fill": "#ffe66d" if live else "#fff",
        "stroke": "#141a33",
        "stroke-width": 2,
    }
    ring.update(svg.clickable(target, label))
    return svg.el(
        "g",
        {"class": "beacon"},
        svg.el("circle", ring),
        svg.el(
            "path",
            {"d": f"M{x:.1f} {y - 11:.1f} A11 11 0 0 0 {x:.1f} {y + 11:.1f} Z", "fill": fa, "pointer-events": "none"},
        ),
        svg.el(
            "path",
            {"d": f"M{x:.1f} {y - 11:.1f} A11 11 0 0 1 {x:.1f} {y + 11:.1f} Z", "fill": fb, "pointer-events": "none"},
        ),
        svg.el(
            "text",
            {
                "x": x - 5,
                "y": y + 4,
                "text-anchor": "middle",
                "font-size": 9,
                "fill": ink(fa),
                "pointer-events": "none",
            },
            svg.text(sa),
        ),
        svg.el(
            "text",
            {
                "x": x + 5,
                "y": y + 4,
                "text-anchor": "middle",
                "font-size": 9,
                "fill": ink(fb),
                "pointer-events": "none",
            },
            svg.text(sb),
        ),
    )


def _pod(state: State, pod: str, lang: str, marked: set[str]) -> str:
    sector = logic.sector_of(state["pods"][pod])
    assert sector is not None
    x, y = data.CENTRES[sector]
    return _capsule(state, pod, x, y + 8, lang, marked)


def _capsule(state: State, pod: str, x: float, y: float, lang: str, marked: set[str], in_hangar: bool = False) -> str:
    """A pod, kept by where it is drawn, its crew as the viewer sees them (with their owners'
    colours) and whether it or its sector is marked."""
    p = state["pods"][pod]
    sector = logic.sector_of(p)
    live = f"pod:{pod}" in marked
    # The sector takes the tap when it is the move's target and the pod is not.
    passive = not live and sector is not None and f"sector:{sector}" in marked
    crew = tuple((c["owner"], c["role"], colour(state, c["owner"])) for c in p["crew"])
    key = (pod, x, y, lang, p["size"], crew, live, passive)
    return _PODS.get(key, _draw_capsule, state, pod, x, y, lang, live, passive)


def _draw_capsule(state: State, pod: str, x: float, y: float, lang: str, live: bool, passive: bool) -> str:
    """A pod: a capsule with one place a seat, its crew in boarding order."""
    p = state["pods"][pod]
    size = p["size"]
    w, h = 28.0 * size + 10, 36.0
    target = f"pod:{pod}"
    label = text("ep.board.pod", lang, pod=text(f"ep.pod.{pod}", lang), n=len(p["crew"]), size=size)
    body = {
        "x": x - w / 2,
        "y": y - h / 2,
        "width": w,
        "height": h,
        "rx": 18,
        "fill": "#d9dde8",
        "stroke": "#1c1c28",
        "stroke-width": 2,
    }
    parts = [svg.el("rect", body if passive else {**body, **svg.clickable(target, label)})]
    if live:
        parts.append(
            svg.el("rect", {**body, "fill": "none", "stroke": "#ffe66d", "stroke-width": 4, "pointer-events": "none"})
        )
    for i in range(size):
        cx = x - w / 2 + 19 + 28 * i
        if i < len(p["crew"]):
            parts.append(crew_token(state, p["crew"][i]["owner"], p["crew"][i]["role"], cx, y, lang))
        else:
            parts.append(
                svg.el(
                    "circle", {"cx": cx, "cy": y, "r": 11, "fill": "none", "stroke": "#667", "stroke-dasharray": "3 2"}
                )
            )
    return svg.el("g", {"class": "pod", "data-pod": pod, "pointer-events": "none" if passive else None}, *parts)


@cache
def _entrances() -> str:
    lines = []
    for r, sector in enumerate(data.REFUGE_SECTOR):
        x, y = data.CENTRES[sector]
        lines.append(
            svg.el(
                "line",
                {
                    "x1": x + 40,
                    "y1": y,
                    "x2": CARD_X,
                    "y2": CARD_Y[r] + CARD_H / 2,
                    "stroke": "#d8b37a",
                    "stroke-width": 3,
                    "stroke-dasharray": "8 5",
                },
            )
        )
    return svg.group("entrances", lines)


# --- refuges -------------------------------------------------------------------------------------


def _refuge(state: State, r: int, lang: str, marked: set[str]) -> str:
    """A refuge card, kept by everything it shows: the card as the viewer sees it, its marked
    targets and the colours of the crew on it (most cards look the same from one tap to the next)."""
    refuge = state["refuges"][r]
    mine = tuple(sorted(t for t in marked if t == f"refuge:{r}" or t.startswith(f"place:{r}:")))
    owners = sorted({crew["owner"] for crew in refuge["arrivals"]})
    key = (r, lang, canonical(refuge), mine, tuple(colour(state, owner) for owner in owners))
    return _REFUGES.get(key, _draw_refuge, state, r, lang, marked)


def _draw_refuge(state: State, r: int, lang: str, marked: set[str]) -> str:
    refuge = state["refuges"][r]
    y = CARD_Y[r]
    target = f"refuge:{r}"
    if not refuge["card"]:
        return svg.el("rect", {"x": CARD_X, "y": y, "width": CARD_W, "height": CARD_H, "rx": 10, "fill": "#333a5c"})
    rule = logic.special(refuge)
    title = text("ep.board.refuge", lang, n=r + 1) + (" · " + text(f"ep.special.{rule}", lang) if rule else "")
    closed = not logic.free_arrival(refuge)
    label = title + (" · " + text("ep.board.closed", lang) if closed else "")
    card = {
        "x": CARD_X,
        "y": y,
        "width": CARD_W,
        "height": CARD_H,
        "rx": 10,
        "fill": "#efe6cf",
        "stroke": "#ffe66d" if target in marked else "#8a7a55",
        "stroke-width": 4 if target in marked else 2,
    }
    parts = [svg.el("rect", {**card, **svg.clickable(target, label)})]
    heading = f"{text('ep.board.refuge', lang, n=r + 1)}  {SPECIAL_GLYPH[rule]} " + (
        text(f"ep.short.{rule}", lang) if rule else ""
    )
    parts.append(
        svg.el(
            "text",
            {"x": CARD_X + 10, "y": y + 20, "font-size": 15, "fill": "#2b2418", "pointer-events": "none"},
            svg.text(heading),
        )
    )
    for k in range(data.ARRIVALS):
        cx, cy = CARD_X + 36 + 56 * k, y + 45
        parts.append(
            svg.el(
                "circle", {"cx": cx, "cy": cy, "r": 15, "fill": "#fff", "stroke": "#8a7a55", "pointer-events": "none"}
            )
        )
        if refuge["token"] == k:
            parts.append(
                svg.el(
                    "text",
                    {
                        "x": cx,
                        "y": cy + 9,
                        "text-anchor": "middle",
                        "font-size": 26,
                        "fill": "#e0501a",
                        "pointer-events": "none",
                    },
                    svg.text("✸"),
                )
            )
    for i, crew in enumerate(refuge["arrivals"]):
        assigned = refuge["assigned"][i] if i < len(refuge["assigned"]) else None
        if assigned is None:
            parts.append(crew_token(state, crew["owner"], crew["role"], CARD_X + 36 + 56 * i, y + 45, lang))
    for k, (role, points, mark) in enumerate(logic.spaces(refuge)):
        parts.append(_assignment(state, r, k, role, points, mark, lang, marked))
    for i, crew in enumerate(refuge["arrivals"]):
        assigned = refuge["assigned"][i] if i < len(refuge["assigned"]) else None
        if assigned is not None:
            parts.append(
                crew_token(state, crew["owner"], crew["role"], CARD_X + 27 + 56 * assigned, y + 99, lang, r=10)
            )
    if closed:
        parts.append(
            svg.el(
                "text",
                {"x": CARD_X + CARD_W - 10, "y": y + 20, "text-anchor": "end", "font-size": 14, "fill": "#8a2a1a"},
                svg.text("⛔ " + text("ep.board.closed", lang)),
            )
        )
    return svg.el("g", {"class": "refuge", "data-refuge": r}, *parts)


def _assignment(state: State, r: int, k: int, role: str, points: int, mark: str, lang: str, marked: set[str]) -> str:
    x, y = CARD_X + 14 + 56 * k, CARD_Y[r] + 68
    target = f"place:{r}:{k}"
    label = text("ep.board.space", lang, role=text(f"ep.role.{role}", lang), points=points)
    box = {
        "x": x,
        "y": y,
        "width": 44,
        "height": 44,
        "rx": 6,
        "fill": MARK_FILL[mark],
        "stroke": "#ffe66d" if target in marked else "#2b2418",
        "stroke-width": 4 if target in marked else 1.5,
    }
    parts = [
        svg.el(
            "rect",
            {**box, **svg.clickable(target, label)}
            if target in marked
            else {**box, "aria-label": label, "role": "img"},
        )
    ]
    ink_ = ink(MARK_FILL[mark])
    parts.append(
        svg.el(
            "text",
            {
                "x": x + 12,
                "y": y + 17,
                "text-anchor": "middle",
                "font-size": 14,
                "fill": ink_,
                "pointer-events": "none",
            },
            svg.text(ROLE_GLYPH[role]),
        )
    )
    parts.append(
        svg.el(
            "text",
            {
                "x": x + 33,
                "y": y + 40,
                "text-anchor": "middle",
                "font-size": 16,
                "font-weight": "bold",
                "fill": ink_,
                "pointer-events": "none",
            },
            svg.text(str(points)),
        )
    )
    return svg.el("g", {"class": "assignment"}, *parts)


# --- explosion cards ----------------------------------------------------------------------------
def _explosions(state: State, lang: str, marked: set[str]) -> str:
    x0, y0 = 200.0, 430.0
    parts = [
        svg.el(
            "text",
            {"x": x0, "y": y0 + 18, "font-size": 15, "fill": "#e8ecff"},
            svg.text(
                text("ep.board.deck", lang, n=len(state["deck"]) + len(state["bottom"]), debris=state["debris_left"])
            ),
        )
    ]
    for i, card in enumerate(state["revealed"]):
        x = x0 + 300 - 80 * i
        target = f"card:{card}"
        label = text("ep.board.card", lang, sector=data.EXPLOSIONS[card])
        box = {
            "x": x,
            "y": y0 + 30,
            "width": 70,
            "height": 66,
            "rx": 8,
            "fill": "#f6d9b8",
            "stroke": "#ffe66d" if target in marked else "#8a4a1a",
            "stroke-width": 4 if target in marked else 2,
        }
        parts.append(svg.el("rect", {**box, **svg.clickable(target, label)}))
        parts.append(
            svg.el(
                "text",
                {
                    "x": x + 35,
                    "y": y0 + 58,
                    "text-anchor": "middle",
                    "font-size": 22,
                    "fill": "#c0401a",
                    "pointer-events": "none",
                },
                svg.text("✸"),
            )
        )
        parts.append(
            svg.el(
                "text",
                {
                    "x": x + 35,
                    "y": y0 + 86,
                    "text-anchor": "middle",
                    "font-size": 20,
                    "font-weight": "bold",
                    "fill": "#2b1a0a",
                    "pointer-events": "none",
                },
                svg.text(str(data.EXPLOSIONS[card])),
            )
        )
    return svg.group("explosions", parts)


# --- control panels ------------------------------------------------------------------------------
def _panels(state: State, viewer: int | None, lang: str, marked: set[str]) -> str:
    owner = viewer if viewer is not None else int(state["active"])
    if owner >= state["players"]:
        return ""
    _fill, symbol = colour(state, owner)
    words = text("ep.board.panels", lang, symbol=symbol)
    reserve = state["reserve"][owner]
    if "hidden" in reserve:
        words += " · " + text("ep.board.reserve_hidden", lang, n=reserve["hidden"])
    else:
        words += " · " + text(
            "ep.board.reserve", lang, c=reserve["commander"], s=reserve["scientist"], e=reserve["engineer"]
        )
    parts = [svg.el("text", {"x": 12, "y": PANEL_Y - 8, "font-size": 15, "fill": "#e8ecff"}, svg.text(words))]
    for i, space in enumerate(data.SPACES):
        x = 10 + 123 * i + (14 if space in data.ADVANCED else 0)
        parts.append(_panel_space(state, owner, space, x, lang, marked))
    return svg.group("panels", parts)


def _panel_space(state: State, owner: int, space: str, x: float, lang: str, marked: set[str]) -> str:
    """An activation space, kept by the crew on it, their owner's colour and whether it is marked."""
    live = f"space:{space}" in marked
    held = tuple(state["panel"][owner][space])
    key = (owner, colour(state, owner), space, x, lang, live, held)
    return _SPACES.get(key, _draw_panel_space, state, owner, space, x, lang, live, held)


def _draw_panel_space(
    state: State, owner: int, space: str, x: float, lang: str, live: bool, held: tuple[str, ...]
) -> str:
    target = f"space:{space}"
    name = text(f"ep.space.{space}", lang)
    advanced = space in data.ADVANCED
    box = {
        "x": x,
        "y": PANEL_Y,
        "width": 115,
        "height": 108,
        "rx": 8,
        "fill": "#3b2f5c" if advanced else "#2b4a5c",
        "stroke": "#ffe66d" if live else "#c3c9ee",
        "stroke-width": 4 if live else 1.5,
    }
    parts = [svg.el("rect", {**box, **svg.clickable(target, name)})]
    parts.append(
        svg.el(
            "text",
            {
                "x": x + 57,
                "y": PANEL_Y + 22,
                "text-anchor": "middle",
                "font-size": 14 if len(name) < 14 else 12,
                "fill": "#fff",
                "pointer-events": "none",
            },
            svg.text(name),
        )
    )
    for k in range(data.SPACES[space]):
        cx = x + 57 + (k - (data.SPACES[space] - 1) / 2) * 34
        if k < len(held):
            # passive: the second Board tap reaches the space under the crew
            parts.append(crew_token(state, owner, held[k], cx, PANEL_Y + 65, lang, passive=True))
        else:
            parts.append(
                svg.el(
                    "circle",
                    {
                        "cx": cx,
                        "cy": PANEL_Y + 65,
                        "r": 14,
                        "fill": "none",
                        "stroke": "#c3c9ee",
                        "stroke-dasharray": "4 3",
                        "pointer-events": "none",
                    },
                )
            )
    return svg.el("g", {"class": "panel-space"}, *parts)
