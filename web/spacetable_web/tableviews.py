"""The table's screen as HTML strings (pure): status, board, tools, actions, panels and log. The
setup form is in setupviews.py, the share box in shareviews.py, the replay in replayviews.py.

Split from views.py (the home page's screens) because only an open game needs them: the built site
ships this module in the table's zip, fetched when a game is first opened (tools/build.py).
"""

from __future__ import annotations

import json
import re
import string
from collections.abc import Iterable
from html import escape
from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.game import CHANCE, Action
from pyengine.core.jsonutil import canonical
from pyengine.core.match import Entry
from pyengine.core.table import PanelRow, Stepper, table_of
from pyengine.i18n import CATALOGS, SEAT_KEY
from spacetable_web import bots as table_bots
from spacetable_web import botviews, coachviews
from spacetable_web.bots import undoable
from spacetable_web.controller import Ui, viewer_of
from spacetable_web.markup import (
    LATER_REGIONS,
    attr,
    button,
    game_name,
    lang_switch,
    names_of,
    rules_link,
    seat_badge,
    t,
    tm,
    value_text,
)
from spacetable_web.panels import panel_rows
from spacetable_web.shareviews import share_box
from spacetable_web.tabletools import SpaceCard, parse_action, tool_actions, tools_of


# --- table ------------------------------------------------------------------------------
def table_screen(ui: Ui, match: Match, log: LogCache | None = None) -> str:
    """Status, board, actions, panel and log of a game in progress (or its results)."""
    if ui.covered and ui.curtain is not None:
        names = names_of(match)
        card = curtain(ui.curtain, match, ui.lang, ui.curtain_since)
        status = status_line(match, ui.lang, names, covered=True)
        return table_header(ui.lang, match) + f'<div class="table covered">{status}{card}</div>'
    return table_frame(ui, match, table_regions(ui, match, log))


def layout_attr(match: Match) -> str:
    """The game's declared table styles (core/table.py LAYOUTS) as the table's data-layout words."""
    words = " ".join(sorted(table_of(match.game).layout))
    return f' data-layout="{attr(words)}"' if words else ""


def table_nav(lang: str) -> str:
    """Export and embed buttons of the table's menu."""
    return button(t("ui.table.export", lang), "export", cls="export") + button(
        t("ui.table.share", lang), "share", cls="share"
    )


def table_regions(
    ui: Ui, match: Match, log: LogCache | None = None, kept: dict[str, str] | None = None
) -> dict[str, str]:
    """The table's parts that change with play, by region name (the web layer patches each alone);
    `kept`: the LATER_REGIONS as drawn last, used instead of drawing them again."""
    lang = ui.lang
    names = names_of(match)

    pacing = ui.pacing is not None and ui.pacing < len(match.entries)
    latest = match
    if pacing:  # an automated opponent's moves shown one at a time: the board as after this one
        match = match.at(ui.pacing or 0)
    bot_turn = table_bots.deciding(ui.bots, match) is not None  # no buttons or targets for a bot's choice
    # The move is shown before the hand-over card (nobody's view), or the automated moves are
    # played out: nothing offered.
    handing = ui.handing or pacing
    board, legal = board_parts(
        match,
        lang,
        ui.tool,
        ui.bots,
        offer=not (bot_turn or handing),
        spectator=handing,
        chosen=ui.choice_target,
        narrow=ui.narrow,
        upright=ui.upright,
    )
    if kept is None:
        panel, shared = panel_parts(match, lang, names, ui.bots, handing, ui.settings.public_hands)
        lines = (log or LogCache()).entries(match, lang, names, None if handing else log_viewer(ui, match))
    else:
        panel, shared, lines = (kept[name] for name in LATER_REGIONS)
    hint = "" if handing else coachviews.hint_button(ui, match)
    status = pace_status(latest, match, lang) if pacing else status_line(match, lang, names, hint)
    return {
        "status": status,
        "share": share_box(ui, match),
        "board": board,
        "legal": json.dumps(legal),
        "handoff": handoff_wait(ui, match),
        "tools": "" if bot_turn or handing else tools_bar(ui, match),
        "actions": pace_bar(lang)
        if pacing
        else ""
        if handing
        else botviews.waiting_actions(ui.bots, match, lang)
        if bot_turn
        else actions_bar(match, lang, names, board, ui.bots),
        "preview": "" if bot_turn or handing else preview_box(ui, match, names),
        "coach": "" if handing else coachviews.hint_region(ui, match),
        "bots": botviews.bots_region(ui.bots, match, lang) + coachviews.hints_setting(ui),
        "menu": choice_menu(ui, match, names),
        "procedure": procedure_box(match, lang, names),
        "results": results(match, lang, names),
        "review": coachviews.coach_results(ui.coach, match, lang) if match.is_over else "",
        "summary": players_summary(match, ui.curtain),
        "panel": panel,
        "shared": shared,
        "log": lines,
    }


def pace_status(latest: Match, shown: Match, lang: str) -> str:
    """While automated moves are played out: how many of them the board shows, and the last one's
    log line."""
    entries = shown.entries
    start = next((i + 1 for i in range(len(entries) - 1, -1, -1) if entries[i].actor >= 0), 0)
    table = table_of(shown.game)
    paced = [
        i
        for i in range(start, len(latest.entries))
        if latest.entries[i].actor == CHANCE and table.paced(latest.entries[i].action)
    ]
    done = sum(1 for i in paced if i < len(entries))
    line = tm(entries[-1].text, lang, names_of(shown)) if done else ""
    text = t("ui.pace.status", lang, step=done, count=len(paced))
    return (
        f'<p class="status pacing" id="status"><span class="prompt">{text}</span>'
        f' <span class="pace-move">{line}</span></p>'
    )


def pace_bar(lang: str) -> str:
    """The button that skips the automated moves to the position they leave."""
    return f'<div class="actions">{button(t("ui.pace.skip", lang), "pace-skip", cls="pace-skip")}</div>'


def log_viewer(ui: Ui, match: Match) -> int | None:
    """Whose private log lines the table shows: the board's viewer (a person, never a bot's)."""
    return viewer_of(match) if ui.bots is None else table_bots.viewer(ui.bots, match)


def table_frame(ui: Ui, match: Match, regions: dict[str, str]) -> str:
    """The table's fixed layout (docs: /work/shared/TABLE.md): the board fitted to its region, the
    status bar with the decision's buttons, and players, computer players and log as drawers; each
    region's markup sits inside its `data-region` container."""
    lang = ui.lang

    def region(name: str, tag: str = "div", extra: str = "") -> str:
        inner = decorate(regions[name], json.loads(regions["legal"])) if name == "board" else regions[name]
        return f'<{tag} data-region="{name}"{extra}>{inner}</{tag}>'

    log_label = t("ui.table.log", lang)
    shown = "" if ui.log_filter is None else f' data-filter="{ui.log_filter}"'
    return (
        table_header(lang, match)
        + f'<div class="table" data-game="{attr(match.game.meta.id)}"{layout_attr(match)}>{coachviews.STYLE}'
        + '<div class="board-area">'
        + region("board", extra=f' id="board" class="board-wrap" aria-label="{t("ui.map.label", lang)}" role="group"')
        + map_controls(lang)
        + f'<p id="legal-note" hidden>{t("ui.map.legal", lang)}</p>'
        + "</div>"
        + f'<section class="bar" id="bar" tabindex="-1" aria-label="{t("ui.table.actions", lang)}">'
        + region("status")
        + region("handoff")
        + region("menu")
        + region("preview")
        + region("coach")
        + region("tools")
        + region("procedure")
        + region("actions")
        + region("results")
        + region("review")
        + region("share")
        + "</section>"
        + '<div class="drawers">'
        + drawer("players", region("summary", "span"), region("panel") + region("shared"))
        + map_unfold(lang)
        + drawer("bots", f"<span>{t('ui.bots.title', lang)}</span>", region("bots"))
        + drawer("legend", f"<span>{t('ui.table.legend', lang)}</span>", legend_list(match, lang))
        + drawer(
            "log",
            f"<span>{log_label}</span>",
            log_filters(ui, match)
            + region("log", "ol", f' id="log" class="log-list" tabindex="0" aria-label="{log_label}"{shown}'),
        )
        + "</div></div>"
    )


def legend_list(match: Match, lang: str) -> str:
    """The game's legend (Table.legend): each board symbol drawn as on the board, and its meaning."""
    items = "".join(
        f'<li><svg class="legend-symbol" viewBox="-12 -12 24 24" aria-hidden="true">{symbol}</svg>'
        f"<span>{tm(meaning, lang)}</span></li>"
        for symbol, meaning in table_of(match.game).legend()
    )
    hint = f'<p class="space-hint">{t("ui.space.hint", lang)}</p>'  # the space card (loader.js)
    return hint + (f'<ul class="legend">{items}</ul>' if items else f"<p>{t('ui.table.no_legend', lang)}</p>")


def drawer(name: str, summary: str, body: str) -> str:
    """A compact line that opens on demand (a <details>: keyboard and screen readers know it)."""
    body = f'<div class="drawer-body">{body}</div>'
    return f'<details class="drawer drawer-{name}"><summary>{summary}</summary>{body}</details>'


def table_header(lang: str, match: Match) -> str:
    """The table's one-line top bar: the game's name, Home, the rules, and a menu with the rest."""
    menu = table_nav(lang) + button(t("ui.nav.settings", lang), "settings", cls="nav-settings") + lang_switch(lang)
    return (
        f'<header class="topbar table-top"><h1>{game_name(match.game.meta.id, lang)}</h1>'
        f"{button(t('ui.nav.home', lang), 'home')}{rules_link(lang, match.game.meta.id)}"
        f'<details class="table-menu"><summary>{t("ui.table.menu", lang)}</summary>'
        f'<div class="table-menu-body">{menu}</div></details></header>'
    )


def players_summary(match: Match, viewer: int | None) -> str:
    """The players drawer's closed line: every seat's badge, whose decision it is marked."""
    items = []
    for i in range(len(match.seats)):
        current = ' aria-current="true"' if i == match.to_move else ""
        items.append(f'<span class="summary-seat"{current}>{seat_badge(match, i)}</span>')
    return "".join(items)


def procedure_box(match: Match, lang: str, names: list[str]) -> str:
    """A procedure under way (the game's `procedure` hook, e.g. a supply stop) as an ordered list:
    done steps ticked, the current one marked in words and `aria-current`, with who decides now."""
    shown = None if match.is_over else table_of(match.game).procedure(match.state)
    if shown is None:
        return ""
    title, steps, current = shown
    items = []
    for index, name in enumerate(steps):
        label = tm(name, lang, names)
        if index < current:
            mark = (
                f'<span class="step-mark">✓ <span class="visually-hidden">{t("ui.procedure.done", lang)}</span></span>'
            )
            items.append(f'<li data-step="done">{mark} {label}</li>')
        elif index == current:
            who = ""
            if match.to_move >= 0:
                who = f' <span class="asked">{t("ui.procedure.asked", lang)} {seat_badge(match, match.to_move)}</span>'
            mark = f'<span class="step-mark">▶ {t("ui.procedure.now", lang)}</span>'
            items.append(f'<li data-step="current" aria-current="step">{mark} {label}{who}</li>')
        else:
            items.append(f'<li data-step="later">{label}</li>')
    heading = f'<h2 id="procedure-title">{tm(title, lang, names)}</h2>'
    return f'<section class="procedure" aria-labelledby="procedure-title">{heading}<ol>{"".join(items)}</ol></section>'


def map_controls(lang: str) -> str:
    """Zoom and pan buttons of the map (the browser layer moves the view)."""
    items = [("zoom", "in", "+"), ("zoom", "out", "−"), ("zoom", "reset", "1:1")]
    items += [("pan", "left", "←"), ("pan", "up", "↑"), ("pan", "down", "↓"), ("pan", "right", "→")]
    buttons = "".join(
        button(escape(symbol), command, arg, cls="map-button", extra=map_label(command, arg, symbol, lang))
        for command, arg, symbol in items
    )
    return f'<div class="map-controls" role="toolbar" aria-label="{t("ui.map.controls", lang)}">{buttons}</div>'


def map_unfold(lang: str) -> str:
    """The map buttons folded into one (app.css shows it when the fitted drawing leaves them no room
    off its own squares, viewport.place_controls): it zooms in, and the zoomed map has them all."""
    return button("⊕", "zoom", "in", cls="map-unfold", extra=map_label("zoom", "in", "⊕", lang))


def map_label(command: str, arg: str, symbol: str, lang: str) -> str:
    """A map button's aria-label attribute; the name contains the visible text when that is a word,
    not an arrow."""
    label = t(f"ui.map.{command}_{arg}", lang)
    if any(ch.isalnum() for ch in symbol):
        label += f" — {escape(symbol)}"
    return f' aria-label="{label}"'


def log_filters(ui: Ui, match: Match) -> str:
    """Buttons that show every log line or only those about one player."""
    current = ui.log_filter
    items = [("", t("ui.log.all", ui.lang), current is None)]
    items += [(str(i), seat_badge(match, i), current == i) for i in range(len(match.seats))]
    buttons = "".join(
        button(label, "log-filter", arg, extra=f' aria-pressed="{str(pressed).lower()}"')
        for arg, label, pressed in items
    )
    return f'<div class="log-filter" role="group" aria-label="{t("ui.log.filter", ui.lang)}">{buttons}</div>'


def curtain(seat: int, match: Match, lang: str, since: int | None = None, hidden: bool = False) -> str:
    """Pass-and-play hand-over: a dialog that first says what just happened (the log since entry
    `since`), then whom to hand the tablet to; the next player's secrets stay hidden until they
    ask to see them. `hidden`: drawn but not shown yet (the move is still being shown)."""
    name = escape(str(match.seats[seat]["name"]))
    shown = " hidden" if hidden else ""
    return (
        f'<section class="curtain" data-seat="{seat}" role="dialog" aria-labelledby="curtain-title" '
        f'aria-describedby="curtain-pass"{shown}><h2 id="curtain-title">{t("ui.curtain.title", lang)}</h2>'
        f"{handoff_summary(match, since, lang)}"
        f'<p id="curtain-pass">{t("ui.curtain.pass", lang)} {seat_badge(match, seat)}</p>'
        f"{button(t('ui.curtain.reveal', lang) + ' ' + name, 'reveal', cls='primary')}</section>"
    )


HANDOFF_ENTRIES = 6  # the hand-over card sums up at most this many of the latest log entries


def handoff_summary(match: Match, since: int | None, lang: str) -> str:
    """What the player handing the tablet over just did: the log entries from `since` on (the last
    few, effects under their line) and the dice they rolled; empty when there is nothing new."""
    entries = match.entries[since:] if since is not None else []
    if not entries:
        return ""
    names = names_of(match)
    lines = "".join(log_line(entry, lang, names) for entry in entries[-HANDOFF_ENTRIES:])
    faces = table_of(match.game).dice
    rolled = [d for e in entries if e.actor == CHANCE for d in faces(e.action) or []]
    dice = "".join(die(label, value, sides, lang, names) for label, value, sides in rolled)
    shown = f'<p class="dice" data-count="{len(rolled)}">{dice}</p>' if dice else ""
    return (
        f'<section class="handoff-summary" aria-labelledby="handoff-title">'
        f'<h3 id="handoff-title">{t("ui.curtain.happened", lang)}</h3>{shown}'
        f'<ol class="handoff-lines">{lines}</ol></section>'
    )


def handoff_wait(ui: Ui, match: Match) -> str:
    """While the move is shown before the hand-over: who decides next, and the card, not shown yet
    (it appears once the rover walk and the dice end, see app.py)."""
    if not ui.handing or ui.curtain is None:
        return ""
    soon = t("ui.curtain.soon", ui.lang, name=str(match.seats[ui.curtain]["name"]))
    card = curtain(ui.curtain, match, ui.lang, ui.curtain_since, hidden=True)
    return f'<p class="handoff-wait">{soon}</p>{card}'


def status_line(match: Match, lang: str, names: list[str], hint: str = "", covered: bool = False) -> str:
    """The prompt, whose decision it is, the dice rolled since the last player action, and `hint`
    (the coach's Hint button, coachviews.py); `covered` (the hand-over curtain is up): the prompt and
    the decider alone, as the curtain hides the position."""
    mover = match.to_move
    who = ""
    if mover >= 0:
        who = f'<span class="decider">{t("ui.table.deciding", lang)} {seat_badge(match, mover)}</span>'
    prompt = f'<span class="prompt">{tm(match.prompt(), lang, names)}</span>'
    if covered:
        return f'<p class="status" id="status">{prompt} {who}{hint}</p>'
    note = table_of(match.game).decision_note(match.state) if not match.is_over else None
    shown = f'<span class="decision-note">{tm(note, lang, names)}</span>' if note is not None else ""
    return f'<p class="status" id="status">{prompt} {who}{recent_dice(match, lang, names)}{shown}{hint}</p>'


PIPS = {
    1: ((2, 2),),
    2: ((1, 1), (3, 3)),
    3: ((1, 1), (2, 2), (3, 3)),
    4: ((1, 1), (3, 1), (1, 3), (3, 3)),
    5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
    6: ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)),
}


def recent_dice(match: Match, lang: str, names: list[str]) -> str:
    """Dice faces of the chance steps after the last player action (the game's `dice` hook)."""
    faces = table_of(match.game).dice
    shown: list[tuple[Msg, int, int]] = []
    for entry in reversed(match.entries):
        if entry.actor != CHANCE:
            break
        shown[:0] = faces(entry.action) or []
    items = "".join(die(name, value, sides, lang, names) for name, value, sides in shown)
    return f' <span class="dice" data-count="{len(shown)}">{items}</span>' if items else ""


def die(name: Msg, value: int, sides: int, lang: str, names: list[str]) -> str:
    """One die with its face (pips up to 6, the number on larger dice) and an accessible name."""
    label = f"{tm(name, lang, names)}: {value}"
    if value in PIPS and sides <= 6:
        dots = "".join(f'<circle cx="{x * 9}" cy="{y * 9}" r="3.4"/>' for x, y in PIPS[value])
        box = '<rect x="1" y="1" width="34" height="34" rx="6"/>'
        face = f'<svg viewBox="0 0 36 36" aria-hidden="true">{box}{dots}</svg>'
    else:
        face = escape(str(value))
    return f'<span class="die" data-sides="{sides}" role="img" aria-label="{label}" title="{label}">{face}</span>'


def legal_targets(match: Match, tool: str = "") -> set[str]:
    """Board targets that some legal action (of the chosen tool, if any) uses."""
    return {str(a["target"]) for a in tool_actions(match, tool) if isinstance(a.get("target"), str)}


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
) -> tuple[str, list[str]]:
    """The board's SVG with every target out of the tab order and none marked, and the legal targets
    (none when `offer` is false: a bot decides); drawn for the person at the table (bots.viewer), or
    for nobody (`spectator`: while the tablet is handed over); `chosen`: the space whose menu is open; `narrow`:
    the board region is a phone's width (the game's `narrow_marks`).

    The web layer applies the marks to the live board itself (loader.js, spacetableDecorate), so a
    tap that only changes which hexes are legal rewrites no layer of the map.
    """
    targets = legal_targets(match, tool) if offer else set()
    table = table_of(match.game)
    shape = table.narrow_marks() if narrow else table.upright_marks() if upright else []  # `upright`: a portrait tablet
    extra = table.marks(match) + shape
    if offer:  # what a die in hand (or a space tapped first) could lead to, for the one deciding
        extra += table.tool_marks(match.state, json.loads(tool) if tool else None, chosen)
    seen = None if spectator else viewer_of(match) if bots is None else table_bots.viewer(bots, match)
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


def action_label(match: Match, action: Action, lang: str, names: list[str]) -> str:
    """The game's `action_label` hook, else a per-game `<prefix>.action.<type>` text when the
    catalog has one, else the game's description."""
    custom = table_of(match.game).action_label(match.state, action)
    if custom is not None:
        return tm(custom, lang, names)
    prefix = match.game.meta.name.key.split(".")[0]
    key = f"{prefix}.action.{action.get('type')}"
    template = CATALOGS.get(lang, {}).get(key)
    params = {k: v for k, v in action.items() if k != "type"}
    if template is not None and template_fields(template) <= set(params):
        return tm(Msg(key, params), lang, names)
    return tm(match.describe(action), lang, names)


def template_fields(template: str) -> set[str]:
    """The {names} a catalog template needs."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def action_button(match: Match, action: Action, lang: str, names: list[str]) -> str:
    """A button that takes one action."""
    arg = json.dumps(action, sort_keys=True, separators=(",", ":"))
    return button(action_label(match, action, lang, names), "act", arg, cls="action")


TARGET = re.compile(r'data-target="([^"]*)"')


def actions_bar(
    match: Match, lang: str, names: list[str], board: str = "", bots: table_bots.BotTable | None = None
) -> str:
    """Buttons for actions without a board target (or whose target the board does not show),
    under the game's headings when it has an `action_group` hook; and Undo, said available or not."""
    table = table_of(match.game)
    grouping = table.action_group
    prefix = match.game.meta.name.key.split(".")[0]
    groups: dict[str, list[str]] = {}
    on_board = set(TARGET.findall(board))
    legal = match.legal_actions() if match.to_move >= 0 else []
    steps = table.steppers(match.state, legal)
    stepped = {canonical(a) for _, _, _, less, more in steps for a in (less, more) if a is not None}
    for action in match.legal_actions():
        target = action.get("target")
        if (target is not None and attr(target) in on_board) or canonical(action) in stepped:
            continue
        key = grouping(action)
        groups.setdefault(key, []).append(action_button(match, action, lang, names))
    parts = []
    for key, buttons in groups.items():
        if not key:
            parts.append("".join(buttons))
            continue
        legend = t(f"{prefix}.group.{key}", lang)
        parts.append(
            f'<fieldset class="action-group" data-group="{attr(key)}"><legend>{legend}</legend>{"".join(buttons)}'
            "</fieldset>"
        )
    label = t("ui.table.actions", lang)
    undo = undo_row(match, lang, names, bots)
    grid = stepper_grid(match, steps, lang, names)
    return f'<div class="actions" role="group" aria-label="{label}">{grid}{"".join(parts)}{undo}</div>'


def stepper_grid(match: Match, steps: list[Stepper], lang: str, names: list[str]) -> str:
    """The game's steppers (Table.steppers) as a grid: a row per item, a column per side, each
    cell "- amount +"; a button's name says the move it takes, and a stepper that cannot move
    is disabled."""
    if not steps:
        return ""
    rows: dict[str, dict[str, tuple[int, Action | None, Action | None]]] = {}
    columns: dict[str, None] = {}
    for row, column, amount, less, more in steps:
        row_text, column_text = tm(row, lang, names), tm(column, lang, names)
        columns[column_text] = None
        rows.setdefault(row_text, {})[column_text] = (amount, less, more)
    head = "".join(f'<th scope="col">{c}</th>' for c in columns)
    body = []
    for row_text, cells in rows.items():
        tds = []
        for column_text in columns:
            amount, less, more = cells.get(column_text, (0, None, None))
            minus = stepper_button("−", less, match, lang, names)
            plus = stepper_button("+", more, match, lang, names)
            tds.append(f'<td><span class="stepper">{minus}<output>{amount}</output>{plus}</span></td>')
        body.append(f'<tr><th scope="row">{row_text}</th>{"".join(tds)}</tr>')
    label = t("ui.steppers.label", lang)
    return (
        f'<table class="steppers" aria-label="{label}"><thead><tr><td></td>{head}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )


def stepper_button(sign: str, action: Action | None, match: Match, lang: str, names: list[str]) -> str:
    """One - or + of a stepper: takes its action, named by it; disabled when there is none."""
    if action is None:
        return f'<button type="button" class="step" disabled aria-hidden="true" tabindex="-1">{sign}</button>'
    arg = json.dumps(action, sort_keys=True, separators=(",", ":"))
    name = action_label(match, action, lang, names)
    return button(sign, "act", arg, cls="step", extra=f' aria-label="{name}" title="{name}"')


def undo_row(match: Match, lang: str, names: list[str], bots: table_bots.BotTable | None) -> str:
    """Undo, naming what it takes back, only when the deciding person may take back their own last
    action (bots.undoable); nothing after the game ends."""
    if match.is_over:
        return ""
    if not undoable(match, bots or table_bots.BotTable()):
        return f'<p class="undo-row"><span class="undo-hint">{t("ui.table.cannot_undo", lang)}</span></p>'
    what = tm(Msg("ui.table.undo_this", {"move": match.entries[-1].text}), lang, names)
    return f'<p class="undo-row">{button(what, "undo", cls="undo")}</p>'


SAFE_TARGET = re.compile(r"[A-Za-z0-9:,._ -]+")


def preview_box(ui: Ui, match: Match, names: list[str]) -> str:
    """The move a first tap previews: what it is, Confirm and Cancel, and its target outlined."""
    action = parse_action(ui.preview) if ui.preview else None
    if action is None:
        return ""
    move = tm(Msg("ui.table.preview", {"move": match.describe(action)}), ui.lang, names)
    target = str(action.get("target", ""))
    outline = ""
    if SAFE_TARGET.fullmatch(target):
        outline = f'<style>#board [data-target="{target}"] {{ filter: drop-shadow(0 0 6px #ffe14d); }}</style>'
        outline += f'<style>#board [data-target="{target}"] > * {{ stroke: #ffe14d; stroke-width: 6; }}</style>'
    confirm = button(t("ui.table.confirm", ui.lang), "confirm", cls="primary confirm")
    cancel = button(t("ui.table.cancel", ui.lang), "cancel", cls="cancel")
    return f'<div class="preview" role="alert"><p class="preview-move">{move}</p>{confirm}{cancel}{outline}</div>'


def tools_bar(ui: Ui, match: Match) -> str:
    """The game's tools (e.g. structures to build): choosing one shows only its board targets.

    The unavailable ones fold behind one button (eight greyed-out structures, one per line, took
    a portrait tablet's map from it); unfolded, each stays focusable and tells why on a tap, and
    tools closed for the same reason share one line that says it (not a copy per button)."""
    tools = tools_of(match)
    if not tools:
        return ""
    names = names_of(match)
    lang = ui.lang
    reasons: dict[str, int] = {}  # each distinct reason's text -> its line's number
    open_items: list[str] = []
    closed_items: list[str] = []
    seen: dict[tuple[str, bool], int] = {}  # tools alike (two white dice): one button, the one in hand if either
    table = table_of(match.game)
    for template, label, reason in tools:
        chosen = ui.tool == canonical(template)
        alike = (tm(label, lang, names), reason is None)
        if alike in seen and not chosen:
            continue
        extra = f' aria-pressed="{str(chosen).lower()}"'
        shown = alike[0]
        spoken = table.tool_name(match.state, template)  # pictograms on the button, words read aloud
        if spoken is not None:  # in the content, not an aria-label that would contradict the visible text
            hidden = f'<span class="visually-hidden">{tm(spoken, lang, names)}</span>'
            shown = f'<span aria-hidden="true">{shown}</span>{hidden}'
        if reason is not None:
            because = tm(reason, lang, names)
            number = reasons.setdefault(because, len(reasons))
            extra += f' aria-disabled="true" title="{because}" aria-describedby="tool-why-{number}"'
        item = f"<li>{button(shown, 'tool', canonical(template), cls='tool', extra=extra)}</li>"
        items = open_items if reason is None else closed_items
        if alike in seen:
            items[seen[alike]] = item
        else:
            seen[alike] = len(items)
            items.append(item)
    title, free_hint, chosen_hint, _ = table_of(match.game).tool_hints(match.state)
    # "Choose a die..." with none to choose would mislead: then the closed tools' reason speaks.
    hint = tm(chosen_hint if ui.tool else free_hint, lang, names) if ui.tool or open_items else ""
    shown_hint = f'<p class="tools-hint">{hint}</p>' if hint else ""
    listed = f"<ul>{''.join(open_items)}</ul>" if open_items else ""
    return (
        f'<section class="tools"><h2>{tm(title, lang, names)}</h2>{shown_hint}'
        f"{listed}{closed_tools(ui, closed_items, reasons)}</section>"
    )


def closed_tools(ui: Ui, items: list[str], reasons: dict[str, int]) -> str:
    """The button that unfolds the unavailable tools, then (unfolded) their list and each reason's
    line; folded, the one reason they share, if they share one (all dice already programmed)."""
    if not items:
        return ""
    unfolded = ui.closed_tools
    arrow = f'<span aria-hidden="true">{"▾" if unfolded else "▸"}</span>'
    one = next(iter(reasons)) if len(reasons) == 1 and not unfolded else None  # the reason's text
    toggle = button(
        f"{arrow} {t('ui.tools.closed_count', ui.lang, count=len(items))}",
        "closed-tools",
        cls="closed-toggle",
        extra=f' aria-expanded="{str(unfolded).lower()}"'
        + (' aria-controls="closed-tools"' if unfolded else "")
        + (' aria-describedby="tools-closed-why"' if one is not None else ""),
    )
    if not unfolded:
        why = f'<p class="closed why" id="tools-closed-why">{one}</p>' if one is not None else ""
        return f'<div class="closed-tools">{toggle}{why}</div>'
    lines = "".join(
        f'<p class="closed why" id="tool-why-{number}">{t("ui.tools.closed", ui.lang)} {because}</p>'
        for because, number in reasons.items()
    )
    return f'<div class="closed-tools">{toggle}<div id="closed-tools"><ul>{"".join(items)}</ul>{lines}</div></div>'


def choice_menu(ui: Ui, match: Match, names: list[str]) -> str:
    """The small menu shown when one board element means several legal actions."""
    if not ui.choices:
        return ""
    items = "".join(f"<li>{action_button(match, a, ui.lang, names)}</li>" for a in ui.choices)
    close = button(t("ui.table.close_menu", ui.lang), "close-menu")
    return (
        f'<div class="choice-menu" role="dialog" aria-label="{t("ui.table.choose", ui.lang)}">'
        f"<p>{t('ui.table.choose', ui.lang)}</p><ul>{items}</ul>{close}</div>"
    )


def results(match: Match, lang: str, names: list[str], again: bool = True) -> str:
    """Scores and winners once the game is over."""
    if not match.is_over:
        return ""
    scores = match.scores()
    rows = "".join(
        f'<tr><th scope="row">{seat_badge(match, i)}</th><td>{value_text(s, lang, names)}</td></tr>'
        for i, s in enumerate(scores)
    )
    winners = ", ".join(seat_badge(match, i) for i in match.winners())
    key = {0: "ui.table.no_winner", 1: "ui.table.winner"}.get(len(match.winners()), "ui.table.winners")
    verdict = f'<p class="winners">{t(key, lang)} {winners}</p>'
    headline = table_of(match.game).headline(match.state)
    if headline is not None:  # a team game says who won and why in its own words
        verdict = f'<p class="winners team-verdict">{tm(headline, lang, names)}</p>'
    buttons = ""
    if again:
        buttons = button(t("ui.table.play_again", lang), "new", match.game.meta.id, cls="primary") + button(
            t("ui.table.watch_replay", lang), "replay"
        )
    return (
        f'<section class="results" aria-live="polite"><h2>{t("ui.table.results", lang)}</h2>'
        f"{verdict}"
        f'<table><thead><tr><th scope="col">{t("ui.table.player", lang)}</th>'
        f'<th scope="col">{t("ui.table.score", lang)}</th></tr></thead><tbody>{rows}</tbody></table>'
        f"{score_breakdown(match, lang, names, t('ui.table.summary', lang, steps=len(match.entries)))}"
        f'<p class="results-actions">{buttons}</p></section>'
    )


def seat_rows(rows: list[PanelRow], seat: int | None, lang: str, names: list[str]) -> str:
    """One seat's (label, value) rows as the <dt>/<dd> pairs of its card (None: the table's own rows)."""
    return "".join(
        f"<dt>{tm(label, lang, names)}</dt><dd>{value_text(value, lang, names)}</dd>"
        for player, label, value in rows
        if player == seat
    )


def score_breakdown(match: Match, lang: str, names: list[str], summary: str) -> str:
    """Each seat's score by its parts, from the game's results view, and the game's length (folded:
    on a tablet the results already share the screen with the final board)."""
    rows = table_of(match.game).results(match.state)
    length = f'<p class="game-length">{summary}</p>'
    if not rows:
        return f'<details class="breakdown"><summary>{t("ui.table.details", lang)}</summary>{length}</details>'
    cards = []
    for i in range(len(match.seats)):
        items = seat_rows(rows, i, lang, names)
        cards.append(f'<li data-seat="{i}">{seat_badge(match, i)}<dl>{items}</dl></li>')
    return (
        f'<details class="breakdown"><summary>{t("ui.table.breakdown", lang)}</summary>'
        f'<ul class="score-breakdown">{"".join(cards)}</ul>{length}</details>'
    )


def player_panel(match: Match, lang: str, names: list[str]) -> str:
    """The players panel as one section, the table's own rows after the cards (the replay's)."""
    cards, shared = panel_parts(match, lang, names)
    return cards.removesuffix("</section>") + shared + "</section>"


def panel_parts(
    match: Match,
    lang: str,
    names: list[str],
    bots: table_bots.BotTable | None = None,
    spectator: bool = False,
    public: bool = False,
) -> tuple[str, str]:
    """The players panel's cards (a section) and the table's own rows (a <dl>, "" when none): at
    the table they are two regions, since the table's rows change at nearly every move."""
    viewer = None if spectator else viewer_of(match) if bots is None else table_bots.viewer(bots, match)
    rows = panel_rows(match, viewer, public)
    cards = []
    for i in range(len(match.seats)):
        items = seat_rows(rows, i, lang, names)
        current = ' aria-current="true"' if i == viewer else ""
        card = f'<li class="player-card" data-seat="{i}" data-key="seat-{i}"{current}>'
        cards.append(f"{card}{seat_badge(match, i)}<dl>{items}</dl></li>")
    table_rows = seat_rows(rows, None, lang, names)  # the rows of no seat: the table's own
    shared = f'<dl class="shared-rows">{table_rows}</dl>' if table_rows else ""
    # Keyed cards: a move rewrites the cards that changed, not the whole panel (patch.region_edits).
    heading = f"<h2>{t('ui.table.players', lang)}</h2>"
    return f'<section class="panel">{heading}<ul data-keyed="1">{"".join(cards)}</ul></section>', shared


class LogCache:
    """Translated log lines kept between renders: a long game's log is not translated again per tap."""

    LIMIT = 20_000

    def __init__(self) -> None:
        self.lines: dict[tuple[int, str, int | None], tuple[Entry, str]] = {}
        # The log drawn last: its entries, viewer, language and names, markup, and where each line ends.
        self.last: tuple[tuple[Entry, ...], tuple[Any, ...], str, list[int]] = ((), (), "", [])

    def line(self, entry: Entry, lang: str, names: list[str], viewer: int | None = None) -> str:
        """One entry as a list item, as `viewer` reads it (cached by the entry object, which
        matches share, and the viewer)."""
        key = (id(entry), lang, viewer if entry.private else None)
        cached = self.lines.get(key)
        if cached is not None and cached[0] is entry:
            return cached[1]
        if len(self.lines) >= self.LIMIT:
            self.lines.clear()
        html = log_line(entry, lang, names, viewer=viewer)
        self.lines[key] = (entry, html)  # keeping the entry keeps its id from being reused
        return html

    def entries(self, match: Match, lang: str, names: list[str], viewer: int | None = None) -> str:
        """The whole log, oldest first, as `viewer` reads it (None: the table's lines, no private
        part); the lines shared with the log drawn last are reused as one piece: a tap adds or
        takes back a line or two of hundreds."""
        entries, context = tuple(match.entries), (viewer, lang, *names)
        was, was_context, markup, ends = self.last
        shared = min(len(was), len(entries))
        if context != was_context or entries[:shared] != was[:shared]:
            shared, markup, ends = 0, "", []
        ends = ends[:shared]
        parts = [markup[: ends[-1]] if ends else ""]
        for entry in entries[shared:]:
            parts.append(self.line(entry, lang, names, viewer))
            ends.append((ends[-1] if ends else 0) + len(parts[-1]))
        html = "".join(parts)
        self.last = (entries, context, html, ends)
        return html


def log_line(entry: Entry, lang: str, names: list[str], current: bool = False, viewer: int | None = None) -> str:
    """One log entry as a list item as `viewer` reads it (a private part only theirs: the card
    they drew), tagged with the seats it is about (for the filter)."""
    players = " ".join(str(p) for p in sorted(players_in(entry)))
    mark = ' aria-current="step"' if current else ""
    effects = "".join(f"<li>{tm(effect, lang, names)}</li>" for effect in entry.effects)
    nested = f'<ul class="log-effects">{effects}</ul>' if effects else ""
    return f'<li data-players="{players}"{mark}>{tm(entry.text_for(viewer), lang, names)}{nested}</li>'


def players_in(entry: Entry) -> set[int]:
    """The seats a log entry is about: who acted and every player its text and effects name."""
    found = {entry.actor} if entry.actor >= 0 else set()
    pending: list[Any] = list(entry.lines())
    while pending:
        value = pending.pop()
        if isinstance(value, Msg):
            if value.key == SEAT_KEY and isinstance(value.params.get("index"), int):
                found.add(value.params["index"])
            pending.extend(value.params.values())
        elif isinstance(value, list):
            pending.extend(value)
    return found
