"""The table's board as HTML strings (pure): the game's SVG for the viewer, its legal targets
marked and in the tab order, and the card a board space opens. Split from tableviews.py, which
places them; shipped with it in the table's zip."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.table import table_of
from spacetable_web import bots as table_bots
from spacetable_web.controller import viewer_of
from spacetable_web.markup import attr, names_of, t, tm
from spacetable_web.tableactions import action_label
from spacetable_web.tabletools import SpaceCard, tool_actions, tools_of


def legal_targets(match: Match, tool: str = "") -> set[str]:
    """Board targets that some legal action (of the chosen tool, if any) uses; with no tool in hand
    where the game offers a space's moves as a menu (`menu_without_tool`), every target a tap plays
    (`tabletools.tap_moves`), so the spaces a first tap works on are marked and framed (Artemis's
    buyer's building at the colonists' step) -- unless a tool plays itself with one tap
    (`tool_default`: Walking on the Moon's dice), when the tools stay the first thing to tap and the
    board's tab stop stays on them."""
    moves = tool_actions(match, tool)
    if tool == "" and match.to_move >= 0 and menu_first(match):
        moves = match.legal_actions()
    return {str(a["target"]) for a in moves if isinstance(a.get("target"), str)}


def menu_first(match: Match) -> bool:
    """True if a tap on a space, no tool in hand, is the decision's first step: the game offers the
    space's moves as a menu and no open tool plays itself with one tap."""
    table, seen = table_of(match.game), match.decider_seen()
    if not table.menu_without_tool(seen):
        return False
    return all(table.tool_default(seen, template) is None for template, _, reason in tools_of(match) if reason is None)


def board_markup(match: Match, lang: str, tool: str = "") -> str:
    """The game's SVG for the current viewer, legal targets marked with data-legal="1", and one
    target in the tab order (the first legal one): the arrow keys move across the rest."""
    return decorate(*board_parts(match, lang, tool))


def board_parts(
    match: Match,
    lang: str,
    tool: str = "",
    bots: table_bots.BotTable | None = None,
    offer: bool = True,
    spectator: bool = False,
    chosen: str = "",
    narrow: bool = False,
    upright: bool = False,
    look: str = "",
) -> tuple[str, list[str]]:
    """The board's SVG with every target out of the tab order and none marked, and the legal targets
    (none when `offer` is false: a bot decides); drawn for the person at the table (bots.viewer), or
    for nobody (`spectator`: while the tablet is handed over); `chosen`: the space whose menu is open; `narrow`:
    the board region is a phone's width (the game's `narrow_marks`); `look`: the overview zone tapped
    last ("look:N", core.table.LOOK_PREFIX), passed to the drawing among the highlights.

    The web layer applies the marks to the live board itself (loader.js, spacetableDecorate), so a
    tap that only changes which hexes are legal rewrites no layer of the map.
    """
    asked = (lang, tool, bots, offer, spectator, chosen, narrow, upright, look)
    if _LAST_BOARD and _LAST_BOARD[0][0] is match and _LAST_BOARD[0][1] == asked:
        return _LAST_BOARD[0][2]  # the settle frame redraws the panel and log, not this
    drawn = _board_parts(match, *asked)
    _LAST_BOARD[:] = [(match, asked, drawn)]
    return drawn


# The board last drawn: a drawing is a pure function of the match and these arguments, and a tap
# that only arms a tool or opens a menu, or a redraw of the same position, draws it again.
_LAST_BOARD: list[tuple[Match, tuple[Any, ...], tuple[str, list[str]]]] = []


def _board_parts(
    match: Match,
    lang: str,
    tool: str,
    bots: table_bots.BotTable | None,
    offer: bool,
    spectator: bool,
    chosen: str,
    narrow: bool,
    upright: bool,
    look: str,
) -> tuple[str, list[str]]:
    """board_parts, drawn afresh."""
    targets = legal_targets(match, tool) if offer else set()
    table = table_of(match.game)
    shape = table.narrow_marks() if narrow else table.upright_marks() if upright else []  # `upright`: a portrait tablet
    seen = None if spectator else viewer_of(match) if bots is None else table_bots.viewer(bots, match)
    extra = table.marks(match.seen(seen), match.steps_seen(seen)) + shape + ([look] if look else [])
    if offer:  # what a die in hand (or a space tapped first) could lead to, for the one deciding
        extra += table.tool_marks(match.decider_seen(), json.loads(tool) if tool else None, chosen)
    svg = match.render(seen, lang, sorted(targets) + extra)
    return svg.replace('tabindex="0"', 'tabindex="-1"'), sorted(targets)


def decorate(svg: str, targets: Iterable[str]) -> str:
    """Mark the legal targets and give the first one the tab stop (what spacetableDecorate does live)."""
    return roving_tabindex(mark_legal(svg, targets))


def roving_tabindex(svg: str) -> str:
    """Only one board target is reached by Tab (the first legal one, else the first); the others
    stay focusable by the arrow keys and by pointer."""
    svg = svg.replace('tabindex="0"', 'tabindex="-1"')
    entry = svg.find('data-legal="1" tabindex="-1"')
    if entry >= 0:
        entry += len('data-legal="1" ')
    else:
        entry = svg.find('tabindex="-1"')
    if entry < 0:
        return svg
    return svg[:entry] + 'tabindex="0"' + svg[entry + len('tabindex="-1"') :]


def mark_legal(svg: str, targets: Iterable[str]) -> str:
    """Add data-legal="1" after each legal data-target attribute (svg.py escapes values the same way),
    and the note a screen reader reads on it ("can be played now", #legal-note)."""
    for target in targets:
        needle = f'data-target="{attr(target)}"'
        svg = svg.replace(needle, f'aria-describedby="legal-note" {needle} data-legal="1"')
    return svg


NOTHING_HERE = ("ui.space.nothing", "ui.table.nothing_here")  # no decision concerns the space


def space_card(match: Match, card: SpaceCard, lang: str) -> str:
    """The card on a board space (long press, hover, the I key): what it is in words, then a line
    that says whether it can be played now (✓ with the moves, ✗ with the reason), never by colour alone."""
    names = names_of(match)
    if card.back:
        verdict, playable = t("ui.space.takes_back", lang), "1"
    elif card.picks is not None:
        picks = "ui.space.puts_down" if card.held else "ui.space.picks"
        verdict, playable = tm(Msg(picks, {"tool": card.picks}), lang, names), "1"
    elif card.moves:
        moves = ", ".join(dict.fromkeys(action_label(match, action, lang, names) for action in card.moves))
        verdict, playable = t("ui.space.playable", lang, moves=moves), "1"
    elif card.tools:
        tools = ", ".join(tm(label, lang, names) for label in card.tools)
        verdict, playable = t("ui.space.with_tool", lang, tools=tools), "1"
    elif card.reason is None or card.reason.key in NOTHING_HERE:
        verdict, playable = t("ui.space.nothing", lang), "0"
    else:
        verdict, playable = t("ui.space.not_now", lang, reason=tm(card.reason, lang, names)), "0"
    mark = "✓" if playable == "1" else "✗"
    return (
        f'<p class="space-what">{tm(card.what, lang, names)}</p>'
        f'<p class="space-verdict" data-playable="{playable}"><span aria-hidden="true">{mark}</span> {verdict}</p>'
    )
