"""The settings and statistics screens as HTML strings (pure, like views.py, which renders them)."""

from __future__ import annotations

from html import escape

from pyengine.core.seats import PALETTE
from pyengine.i18n import LANGUAGES
from spacetable_web.controller import Ui
from spacetable_web.markup import attr, button, game_name, header, t, tm
from spacetable_web.settings import CHOICES
from spacetable_web.stats import GameStats, Tally

HINTED = ("palette", "motion", "hands", "previews")  # settings with an explanation under their heading


# --- settings ---------------------------------------------------------------------------
def settings_screen(ui: Ui, saves: int) -> str:
    """Language, palette, motion, animation speed, public hands, and what storage holds."""
    lang = ui.lang
    languages = "".join(
        choice_button(t(f"ui.lang.{code}", code), "lang", code, code == lang, f' lang="{code}"') for code in LANGUAGES
    )
    groups = [fieldset("lang", t("ui.settings.lang", lang), languages)]
    groups += [setting_group(ui, name) for name in CHOICES]
    return (
        header(lang, button(t("ui.nav.back", lang), "back"), settings=False)
        + f'<div class="settings"><h2>{t("ui.settings.title", lang)}</h2>{"".join(groups)}'
        + storage_section(ui, saves)
        + f"<p>{button(t('ui.nav.stats', lang), 'stats')}</p></div>"
    )


def fieldset(name: str, legend: str, body: str, hint: str = "") -> str:
    """One setting: a heading, an optional explanation and its choices."""
    note = f'<p class="hint" id="hint-{name}">{hint}</p>' if hint else ""
    described = f' aria-describedby="hint-{name}"' if hint else ""
    return (
        f'<fieldset class="setting" data-setting="{attr(name)}"{described}><legend>{legend}</legend>{note}'
        f'<div class="choices">{body}</div></fieldset>'
    )


def choice_button(label: str, command: str, arg: str, chosen: bool, extra: str = "") -> str:
    """A button of a one-of-several choice, pressed when chosen."""
    return button(label, command, arg, extra=f' aria-pressed="{str(chosen).lower()}"{extra}')


def setting_group(ui: Ui, name: str) -> str:
    """The choices of one setting, the current one pressed."""
    lang = ui.lang
    current = getattr(ui.settings, name)
    body = "".join(
        choice_button(t(f"ui.settings.{name}.{value}", lang), "setting", f"{name}:{value}", value == current)
        for value in CHOICES[name]
    )
    if name == "palette":
        body += palette_preview(lang)
    hint = t(f"ui.settings.{name}.hint", lang) if name in HINTED else ""
    return fieldset(name, t(f"ui.settings.{name}", lang), body, hint)


def palette_preview(lang: str) -> str:
    """The six seat colours with their symbols, drawn in the palette in use."""
    items = "".join(
        f'<li class="seat seat-{attr(color)}"><span class="seat-symbol" aria-hidden="true">{symbol}</span> '
        f"{t(f'ui.color.{color}', lang)}</li>"
        for color, (_, symbol) in PALETTE.items()
    )
    return f'<ul class="palette-preview" aria-label="{t("ui.settings.palette.preview", lang)}">{items}</ul>'


def storage_section(ui: Ui, saves: int) -> str:
    """Whether the browser keeps our storage for good, and how much the saves use."""
    lang = ui.lang
    state = {True: "yes", False: "no", None: "unknown"}[ui.persisted]
    used, _ = ui.usage
    return (
        f'<section class="storage-info"><h3>{t("ui.settings.storage", lang)}</h3>'
        f'<p class="persisted" data-persisted="{state}">{t(f"ui.settings.persisted.{state}", lang)}</p>'
        f'<p class="usage" data-bytes="{used}">{t("ui.settings.usage", lang, size=kilobytes(used, lang), count=saves)}'
        "</p></section>"
    )


def kilobytes(size: int, lang: str) -> str:
    """A size in kB with one decimal, in the language's number style."""
    text = f"{size / 1000:.1f}"
    return text.replace(".", ",") if lang == "es" else text


# --- statistics -------------------------------------------------------------------------
def stats_screen(ui: Ui) -> str:
    """Per game: games played and finished, average length, win rates by player name and seat."""
    lang = ui.lang
    played = sum(g.played for g in ui.stats)
    if ui.stats:
        body = "".join(game_stats(g, lang) for g in ui.stats)
    else:
        body = f'<p class="empty">{t("ui.stats.none", lang)}</p>'
    export = button(t("ui.stats.export", lang), "stats-export") if ui.stats else ""
    return (
        header(lang, button(t("ui.nav.back", lang), "back"))
        + f'<div class="stats"><h2>{t("ui.stats.title", lang)}</h2>'
        + f"<p>{t('ui.stats.source', lang, count=played)} {export}</p>{body}</div>"
    )


def game_stats(stats: GameStats, lang: str) -> str:
    """One game's numbers and tables."""
    finished = len(stats.finished)
    facts = [t("ui.stats.played", lang, played=stats.played, finished=finished)]
    if stats.average_actions is not None:
        facts.append(t("ui.stats.average_actions", lang, actions=number(stats.average_actions, lang)))
    if stats.average_rounds is not None:
        facts.append(t("ui.stats.average_rounds", lang, rounds=number(stats.average_rounds, lang)))
    names = [(escape(name), tally) for name, tally in sorted(stats.by_name.items(), key=lambda kv: kv[0].casefold())]
    seats = [(t("ui.stats.seat", lang, number=seat + 1), tally) for seat, tally in sorted(stats.by_seat.items())]
    tables = ""
    if stats.groups:  # a team game's record by difficulty and player count comes first
        groups = [(tm(group, lang), tally) for group, tally in stats.groups]
        tables = rate_table(t("ui.stats.by_group", lang), t("ui.stats.group_heading", lang), groups, lang)
    if finished:
        tables += rate_table(t("ui.stats.by_name", lang), t("ui.table.player", lang), names, lang)
        tables += rate_table(t("ui.stats.by_seat", lang), t("ui.stats.seat_heading", lang), seats, lang)
    items = "".join(f"<li>{fact}</li>" for fact in facts)
    return (
        f'<section class="game-stats" data-game="{attr(stats.game)}"><h3>{game_name(stats.game, lang)}</h3>'
        f'<ul class="facts">{items}</ul>{tables}</section>'
    )


def rate_table(caption: str, heading: str, rows: list[tuple[str, Tally]], lang: str) -> str:
    """Finished games, wins and win rate per row (names and headings already escaped)."""
    head = "".join(
        f'<th scope="col">{text}</th>'
        for text in (heading, t("ui.stats.finished", lang), t("ui.stats.wins", lang), t("ui.stats.rate", lang))
    )
    body = "".join(
        f'<tr><th scope="row">{label}</th><td>{tally.finished}</td><td>{tally.wins}</td>'
        f"<td>{percent(tally.rate)}</td></tr>"
        for label, tally in rows
    )
    return f"<table><caption>{caption}</caption><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def number(value: float, lang: str) -> str:
    """A mean with at most one decimal, in the language's number style."""
    text = f"{value:.1f}".removesuffix(".0")
    return text.replace(".", ",") if lang == "es" else text


def percent(rate: float | None) -> str:
    """A rate as a whole percentage (a dash before any finished game)."""
    return "–" if rate is None else f"{round(rate * 100)} %"
