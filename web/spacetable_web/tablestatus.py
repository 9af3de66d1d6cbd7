"""The table's status line and hand-over card as HTML strings (pure): the prompt, who decides, the
dice rolled since the last player action, and what happened while the tablet was handed over.
Split from tableviews.py, which places them; shipped with it in the table's zip."""

from __future__ import annotations

from html import escape

from pyengine.core import Match, Msg
from pyengine.core.game import CHANCE
from pyengine.core.table import table_of
from pyengine.i18n import lead_in
from spacetable_web.controller import Ui
from spacetable_web.markup import badge_after, button, names_of, seat_badge, t, tm
from spacetable_web.tablelog import log_line


def curtain(seat: int, match: Match, lang: str, since: int | None = None, hidden: bool = False) -> str:
    """Pass-and-play hand-over: a dialog that first says what just happened (the log since entry
    `since`), then whom to hand the tablet to; the next player's secrets stay hidden until they
    ask to see them. `hidden`: drawn but not shown yet (the move is still being shown)."""
    name = escape(str(match.seats[seat]["name"]))
    reveal = lead_in(t("ui.curtain.reveal", lang), str(match.seats[seat]["name"]), lang)  # "Mostrar la mesa al"
    shown = " hidden" if hidden else ""
    return (
        f'<section class="curtain" data-seat="{seat}" role="dialog" aria-labelledby="curtain-title" '
        f'aria-describedby="curtain-pass"{shown}><h2 id="curtain-title">{t("ui.curtain.title", lang)}</h2>'
        f"{handoff_summary(match, since, lang)}"
        f'<p id="curtain-pass">{badge_after(t("ui.curtain.pass", lang), match, seat, lang)}</p>'
        f"{button(reveal + ' ' + name, 'reveal', cls='primary')}</section>"
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
    note = table_of(match.game).decision_note(match.seen(None)) if not match.is_over else None
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
