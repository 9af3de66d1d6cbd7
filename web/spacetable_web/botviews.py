"""Markup of the computer-player controls (pure, like views.py, whose helpers it uses).

- Setup form: a `seat-control-<i>` select per seat (read with the form when the game starts).
- Table: the "bots" region (`section.bots`): what the bots are doing, Play now, Pause/Resume, the
  pace of bot moves, and a select per seat (`data-change="seat-control"`: app.py runs the command
  when it changes). While a bot decides the "actions" region only says so.
"""

from __future__ import annotations

from functools import lru_cache

from pyengine.core import Match
from spacetable_web.bots import CONTROLS, HUMAN, PACES, BotTable, control_parts, deciding, is_bot
from spacetable_web.markup import attr, button, seat_badge, t


def control_label(control: str, lang: str) -> str:
    """A control's text: "A person", "Bot: MCTS, hard", ..."""
    kind, level = control_parts(control)
    return t(f"ui.bots.control.{kind}" + (f".{level}" if level else ""), lang)


@lru_cache(maxsize=256)
def control_select(lang: str, index: int, control: str, extra: str = "") -> str:
    """The select of who plays a seat (remembered: the table draws one per seat after every tap)."""
    options = "".join(
        f'<option value="{attr(c)}"{" selected" if c == control else ""}>{control_label(c, lang)}</option>'
        for c in CONTROLS
    )
    return f'<select id="seat-control-{index}" name="seat-control-{index}"{extra}>{options}</select>'


def setup_control(lang: str, index: int, control: str = HUMAN) -> str:
    """Label and select of who plays a seat in the new-game form."""
    return (
        f'<label for="seat-control-{index}">{t("ui.bots.control_of", lang, number=index + 1)}</label>'
        + control_select(lang, index, control)
    )


def thinking_line(table: BotTable, match: Match, lang: str) -> str:
    """What the bots are doing, in words."""
    turn = deciding(table, match)
    name = str(match.seats[turn[0]]["name"]) if turn else ""
    if turn is None:
        key = "ui.bots.over" if match.is_over else "ui.bots.watching" if table.all_bots else "ui.bots.your_turn"
    elif table.paused:
        key = "ui.bots.paused"
    elif table.mode == "starting":
        key = "ui.bots.starting"
    else:
        key = "ui.bots.thinking"
    return t(key, lang, name=name)


def bots_region(table: BotTable, match: Match, lang: str) -> str:
    """The table's bot controls (always there, so a seat can be handed to a bot mid-game)."""
    turn = deciding(table, match)
    state = "paused" if table.paused else "thinking" if turn else "idle"
    parts = [f"<h2>{t('ui.bots.title', lang)}</h2>"]
    if table.any_bot:
        parts.append(f'<p class="bot-status" data-state="{state}">{thinking_line(table, match, lang)}</p>')
    if table.any_bot and not match.is_over:  # a finished game has no bot move to hurry or pause
        now = button(t("ui.bots.now", lang), "bot-now", cls="bot-now", disabled=turn is None or table.paused)
        pause_key = "ui.bots.resume" if table.paused else "ui.bots.pause"
        pressed = f' aria-pressed="{str(table.paused).lower()}"'
        pause = button(t(pause_key, lang), "bot-pause", cls="bot-pause", extra=pressed)
        parts.append(f'<p class="bot-buttons">{now} {pause}</p>')
        paces = "".join(
            button(
                t(f"ui.bots.pace.{pace}", lang),
                "bot-pace",
                pace,
                extra=f' aria-pressed="{str(pace == table.pace).lower()}"',
            )
            for pace in PACES
        )
        parts.append(
            f'<div class="bot-pace" role="group" aria-label="{t("ui.bots.pace", lang)}">'
            f"<span>{t('ui.bots.pace', lang)}</span> {paces}</div>"
        )
        if table.mode == "page":
            parts.append(f'<p class="bot-mode" data-mode="page">{t("ui.bots.mode.page", lang)}</p>')
    rows = "".join(
        f'<li data-seat="{i}" data-bot="{"1" if is_bot(table.control(i)) else "0"}">'
        f'<label for="seat-control-{i}">{seat_badge(match, i)}</label>'
        + control_select(lang, i, table.control(i), f' data-change="seat-control" data-arg="{i}"')
        + "</li>"
        for i in range(len(match.seats))
    )
    parts.append(f'<ul class="seat-controls">{rows}</ul>')
    mode = f' data-mode="{attr(table.mode)}"' if table.mode else ""
    return f'<section class="bots" data-state="{state}"{mode}>{"".join(parts)}</section>'


def waiting_actions(table: BotTable, match: Match, lang: str) -> str:
    """The actions region while a bot decides: no buttons for the bot's choices, only what happens."""
    return (
        f'<div class="actions" role="group" aria-label="{t("ui.table.actions", lang)}">'
        f'<p class="bot-wait">{thinking_line(table, match, lang)}</p></div>'
    )
