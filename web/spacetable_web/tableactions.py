"""The table's decision as HTML strings (pure): the action buttons, -/+ steppers, Undo, the
preview, the tools and a space's menu. Split from tableviews.py, which places them; shipped with it
in the table's zip."""

from __future__ import annotations

import json
import re
import string

from pyengine.core import Match, Msg
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.table import Stepper, table_of
from pyengine.i18n import CATALOGS
from spacetable_web import bots as table_bots
from spacetable_web.bots import undoable
from spacetable_web.controller import Ui
from spacetable_web.markup import attr, button, names_of, t, tm
from spacetable_web.tabletools import parse_action, tools_of


def action_label(match: Match, action: Action, lang: str, names: list[str]) -> str:
    """The game's `action_label` hook, else a per-game `<prefix>.action.<type>` text when the
    catalog has one, else the game's description."""
    custom = table_of(match.game).action_label(match.decider_seen(), action)
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
    """A button that takes one action; with the game's short words for a tray's tile
    (`action_tile`), those shown there on a phone and the full label read aloud (and shown elsewhere)."""
    arg = json.dumps(action, sort_keys=True, separators=(",", ":"))
    label = action_label(match, action, lang, names)
    tile = table_of(match.game).action_tile(match.decider_seen(), action)
    if tile is not None:
        short = f'<span class="tile" aria-hidden="true">{tm(tile, lang, names)}</span>'
        label = f'{short}<span class="tile-full">{label}</span>'
    return button(label, "act", arg, cls="action")


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
    steps = table.steppers(match.decider_seen(), legal)
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
        spoken = table.tool_name(match.decider_seen(), template)  # pictograms on the button, words read aloud
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
    title, free_hint, chosen_hint, _ = table_of(match.game).tool_hints(match.decider_seen())
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
