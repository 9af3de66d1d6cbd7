"""Markup of the coach at the table (pure, like tableviews.py, which places it; coaching.py holds
its state): the Hint control and the hint's choices in the status bar, each choice marked on the
board the way a preview outlines its target; the hints setting; the review on the results screen.
"""

from __future__ import annotations

from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.jsonutil import canonical
from spacetable_web.coaching import FAILED, SHOWN, THINKING, can_hint
from spacetable_web.coachstate import CoachTable
from spacetable_web.controller import Ui
from spacetable_web.hintmarks import RANKS, mark_style
from spacetable_web.markup import attr, button, names_of, t, tm


def percent_text(chance: float, lang: str) -> str:
    """A chance as a whole percentage ("63%"), escaped."""
    from pyengine.bots.coach import percent  # the coach ships in the table's zip

    return tm(percent(chance), lang)


# The coach's styles, drawn with the table (they ship in the table's zip: the home page's own
# stylesheet stays within its budget). Hint in the status line, its choices (each numbered in the
# colour that outlines it on the board), and the review on the results screen.
STYLE = (
    "<style>"
    ".hint-ask { margin: 0.3rem 0 0; }"
    ".hint-ask[data-state='thinking']::before { content: '⋯ '; }"
    ".status .hint { padding: 0.2rem 0.7rem; margin: 0; display: inline-flex; align-items: center; gap: 0.3rem; }"
    ".hint-failed { color: var(--danger); }"
    ".hint-box { margin-top: 0.3rem; padding: 0.3rem 0.5rem; border: 2px solid var(--accent); border-radius: 0.6rem; }"
    ".hint-box h2 { font-size: 1rem; margin: 0 0 0.2rem; }"
    ".hint-choices { list-style: none; margin: 0 0 0.3rem; padding: 0; display: grid; gap: 0.3rem; }"
    ".hint-choice { display: grid; grid-template-columns: auto 1fr auto; gap: 0 0.5rem; align-items: center; }"
    ".hint-rank { grid-row: span 2; display: inline-grid; place-items: center; width: 1.8rem; height: 1.8rem;"
    " border-radius: 50%; border: 3px solid var(--rank); font-weight: 700; }"
    ".hint-move { font-weight: 600; }"
    ".hint-facts { grid-column: 2; font-size: 0.9rem; color: var(--muted); }"
    ".hint-play { grid-column: 3; grid-row: 1 / span 2; }"
    "@media (max-width: 560px) { .hint-choice { grid-template-columns: auto 1fr; }"  # a phone: Play below
    " .hint-rank { grid-row: span 3; } .hint-play { grid-column: 2; grid-row: auto; justify-self: start; } }"
    ".review { margin-top: 0.5rem; }"
    ".review h3 { margin: 0 0 0.3rem; font-size: 1.05rem; }"
    ".review h4 { margin: 0.4rem 0 0.2rem; font-size: 1rem; }"
    ".review-chart { margin: 0; }"
    ".review-chart svg { display: block; width: 100%; height: auto; max-height: 16rem; }"
    ".turning-points { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.3rem; }"
    ".turning { width: 100%; text-align: left; min-height: 44px; }"
    ".turning-number { display: inline-grid; place-items: center; width: 1.6rem; height: 1.6rem;"
    " border-radius: 50%; background: var(--fg); color: var(--bg); font-weight: 700; margin-right: 0.3rem; }"
    ".hints-used { margin: 0.4rem 0 0; color: var(--muted); }"
    "</style>"
)


# A light bulb, drawn: Debian's fonts have no emoji (a 💡 showed as a box).
BULB = (
    '<svg class="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">'
    '<path fill="currentColor" d="M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2zM9 19h6v1.5a1.5 1.5 0 0 1-1.5 '
    '1.5h-3A1.5 1.5 0 0 1 9 20.5z"/></svg>'
)


def hint_button(ui: Ui, match: Match) -> str:
    """Hint, at the end of the status line (no line of its own: the board keeps its room), while
    no hint is being worked out or shown."""
    coach: CoachTable = ui.coach
    if not can_hint(ui) or (coach.state in (THINKING, SHOWN) and coach.at == len(match.entries)):
        return ""
    return button(f"{BULB} {t('ui.coach.hint', ui.lang)}", "hint", cls="hint")


def hint_region(ui: Ui, match: Match) -> str:
    """The coach's part of the status bar: while it thinks, Cancel; then the choices; or why not."""
    coach: CoachTable = ui.coach
    lang = ui.lang
    if not can_hint(ui):
        return ""
    if coach.state == THINKING and coach.at == len(match.entries):
        cancel = button(t("ui.coach.cancel", lang), "hint-cancel", cls="hint-cancel")
        return f'<p class="hint-ask" role="status" data-state="thinking">{t("ui.coach.thinking", lang)} {cancel}</p>'
    if coach.state == SHOWN and coach.at == len(match.entries) and coach.choices:
        return hint_box(coach.choices, match, lang)
    if coach.state == FAILED:
        return f'<p class="hint-ask hint-failed" role="status">{t("ui.coach.failed", lang)}</p>'
    return ""


def hint_box(choices: tuple[dict[str, Any], ...], match: Match, lang: str) -> str:
    """The hint's choices, best first: the move, its chance, its reasons and a button to play it;
    each marked on the board (its target outlined) or in the bar (its button outlined)."""
    names = names_of(match)
    cooperative = match.game.meta.cooperative
    items, marks = [], []
    for index, choice in enumerate(choices[: len(RANKS)]):
        color, dash = RANKS[index]
        move = tm(Msg.from_json(choice["text"]), lang, names)
        chance_key = "ui.coach.team_chance" if cooperative else "ui.coach.chance"
        chance = t(chance_key, lang, percent=percent_text(float(choice["chance"]), lang))
        why = "; ".join(tm(Msg.from_json(r), lang, names) for r in choice.get("reasons", []))
        label = t("ui.coach.play_named", lang, number=index + 1, move=move)
        named = f' aria-label="{label}"'
        play = button(t("ui.coach.play", lang), "hint-play", str(index), cls="hint-play", extra=named)
        rank = f'<span class="hint-rank" style="--rank:{color}" aria-hidden="true">{index + 1}</span>'
        items.append(
            f'<li class="hint-choice" data-rank="{index + 1}" data-action="{attr(canonical(choice["action"]))}">'
            f'{rank}<span class="hint-move">{move}</span>'
            f'<span class="hint-facts"><span class="hint-chance">{chance}</span> · <span class="hint-why">{why}</span>'
            f"</span>{play}</li>"
        )
        marks.append(mark_style(choice.get("action"), color, dash))
    title = t("ui.coach.title", lang)
    close = button(t("ui.coach.close", lang), "hint-close", cls="hint-close")
    return (
        f'<section class="hint-box" aria-label="{title}"><h2>{title}</h2>'
        f'<ol class="hint-choices">{"".join(items)}</ol>{close}<style>{"".join(marks)}</style></section>'
    )


def hints_setting(ui: Ui) -> str:
    """The switch that turns hints off for this game (or on again), in the computer players' drawer."""
    on = ui.coach.enabled
    label = t("ui.coach.hints_on" if on else "ui.coach.hints_off", ui.lang)
    toggle = button(label, "hints", cls="hints-toggle", extra=f' aria-pressed="{str(on).lower()}"')
    return f'<p class="hints-setting">{toggle}</p>'


def setup_hints(lang: str, on: bool) -> str:
    """The new-game form's checkbox: offer hints in this game."""
    checked = " checked" if on else ""
    return (
        f'<div class="option"><input type="checkbox" id="hints" name="hints"{checked}>'
        f'<label for="hints">{t("ui.coach.setup", lang)}</label></div>'
    )


def hints_used(coach: CoachTable, lang: str) -> str:
    """The results' line about hints: how many were used, or that they were off."""
    if coach.hints:
        return f'<p class="hints-used">{t("ui.coach.used", lang, count=coach.hints)}</p>'
    key = "ui.coach.none_used" if coach.enabled else "ui.coach.off"
    return f'<p class="hints-used">{t(key, lang)}</p>'


def review_section(coach: CoachTable, match: Match, lang: str) -> str:
    """The finished game's review: the chart of every player's chance, and the turning points, each
    opening the replay at its step (while the worker works it out, a line says so)."""
    title = f'<h3 id="review-title">{t("ui.coach.review", lang)}</h3>'
    if coach.review is None:
        body = f'<p class="review-wait" role="status">{t("ui.coach.reviewing", lang)}</p>'
        return f'<section class="review" aria-labelledby="review-title">{title}{body}</section>'
    from pyengine.bots.coach import Review, review_chart, turning_text

    review = Review.from_json(coach.review)
    chart = review_chart(review, match.seats, lang, uid="review-chart")
    names = names_of(match)
    points = "".join(
        f"<li>{turning_button(n, point.step, tm(turning_text(point), lang, names), lang)}</li>"
        for n, point in enumerate(review.turning_points, start=1)
    )
    listed = f'<ol class="turning-points">{points}</ol>' if points else ""
    heading = f"<h4>{t('ui.coach.turning_points', lang)}</h4>" if points else ""
    return (
        f'<section class="review" aria-labelledby="review-title">{title}'
        f'<figure class="review-chart">{chart}</figure>{heading}{listed}</section>'
    )


def turning_button(number: int, step: int, text: str, lang: str) -> str:
    """A turning point: its number on the chart and its line; a tap opens the replay there."""
    where = t("ui.coach.open_step", lang, step=step)
    return button(
        f'<span class="turning-number" aria-hidden="true">{number}</span> {text}'
        f' <span class="visually-hidden">({where})</span>',
        "review-step",
        str(step),
        cls="turning",
        extra=f' title="{where}"',
    )


def coach_results(coach: CoachTable, match: Match, lang: str) -> str:
    """What the results screen adds: the hints line, then the review."""
    return hints_used(coach, lang) + review_section(coach, match, lang)
