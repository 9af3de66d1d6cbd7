"""The table's screen as HTML strings (pure): its regions, frame, header, drawers and map controls.
Their parts: the status line and hand-over card in tablestatus.py, the board in tableboard.py, the
decision's buttons and tools in tableactions.py, the results and players drawer in tableresults.py,
the log in tablelog.py. The setup form is in setupviews.py, the share box in shareviews.py, the
replay in replayviews.py.

Split from views.py (the home page's screens) because only an open game needs them: the built site
ships this module in the table's zip, fetched when a game is first opened (tools/build.py).
"""

from __future__ import annotations

import json
from html import escape

from pyengine.core import Match
from pyengine.core.game import CHANCE
from pyengine.core.table import table_of
from spacetable_web import bots as table_bots
from spacetable_web import botviews, coachviews
from spacetable_web.controller import Ui, viewer_of
from spacetable_web.markup import (
    LATER_REGIONS,
    attr,
    badge_after,
    button,
    game_name,
    lang_switch,
    names_of,
    rules_link,
    seat_badge,
    t,
    tm,
)
from spacetable_web.shareviews import share_box
from spacetable_web.tableactions import actions_bar, choice_menu, preview_box, tools_bar
from spacetable_web.tableboard import board_parts, decorate
from spacetable_web.tablelog import LogCache
from spacetable_web.tableresults import panel_parts, results
from spacetable_web.tablestatus import curtain, handoff_wait, status_line


# --- table ------------------------------------------------------------------------------
def table_screen(ui: Ui, match: Match, log: LogCache | None = None) -> str:
    """Status, board, actions, panel and log of a game in progress (or its results)."""
    if ui.covered and ui.curtain is not None:
        names = names_of(match)
        card = curtain(ui.curtain, match, ui.lang, ui.curtain_since)
        status = status_line(match, ui.lang, names, covered=True)
        return table_header(ui.lang, match) + f'<div class="table covered">{status}{card}</div>'
    return table_frame(ui, match, table_regions(ui, match, log))


def layout_words(match: Match, deciding: bool) -> str:
    """The table's styles (core/table.py LAYOUTS) as its data-layout words: the game's declared
    ones, and while a person decides here (`deciding`: the bar offers their actions) what the
    decision adds (Table.decision_layout). The web layer writes them on the live table (domwrite)."""
    table = table_of(match.game)
    if not deciding or match.to_move < 0:
        return " ".join(sorted(table.layout))
    return " ".join(sorted(table.decision_layout(match.decider_seen(), match.legal_actions())))


def layout_attr(words: str) -> str:
    """The data-layout attribute of the table's element (none without a word)."""
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
        look=ui.look,
    )
    later = later_regions(ui, latest, log) if kept is None else kept
    panel, shared, lines = (later[name] for name in LATER_REGIONS)
    hint = "" if handing else coachviews.hint_button(ui, match)
    status = pace_status(latest, match, lang) if pacing else status_line(match, lang, names, hint)
    return {
        "status": status,
        "share": share_box(ui, match),
        "board": board,
        "legal": json.dumps(legal),
        "layout": layout_words(match, not (pacing or handing or bot_turn)),
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


def later_regions(ui: Ui, match: Match, log: LogCache | None = None) -> dict[str, str]:
    """The players panel, the shared supply and the log (LATER_REGIONS): the regions the table
    draws a frame after the rest (app.settle), as table_regions draws them."""
    names = names_of(match)
    pacing = ui.pacing is not None and ui.pacing < len(match.entries)
    if pacing:
        match = match.at(ui.pacing or 0)
    handing = ui.handing or pacing
    panel, shared = panel_parts(match, ui.lang, names, ui.bots, handing, ui.settings.public_hands)
    lines = (log or LogCache()).entries(match, ui.lang, names, None if handing else log_viewer(ui, match))
    return {"panel": panel, "shared": shared, "log": lines}


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
    layout = layout_attr(regions.get("layout", ""))
    return (
        table_header(lang, match)
        + f'<div class="table" data-game="{attr(match.game.meta.id)}"{layout}>{coachviews.STYLE}'
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
    shown = None if match.is_over else table_of(match.game).procedure(match.seen(None))
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
                asked = badge_after(t("ui.procedure.asked", lang), match, match.to_move, lang)
                who = f' <span class="asked">{asked}</span>'
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
