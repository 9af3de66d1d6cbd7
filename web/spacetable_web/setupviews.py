"""The setup form as HTML (pure): seats, their options, the game's options. Split from
tableviews.py; shipped with it in the table's zip."""

from __future__ import annotations

from html import escape
from typing import Any

from pyengine.core.registry import get_game, get_meta
from pyengine.core.seats import PALETTE
from pyengine.core.table import table_of
from pyengine.i18n import CATALOGS, translate
from spacetable_web import bots as table_bots
from spacetable_web import botviews, coachviews
from spacetable_web.markup import attr, button, header, t, tm
from spacetable_web.setupflow import Setup, seat_choices


# --- setup ------------------------------------------------------------------------------
def setup_screen(lang: str, setup: Setup) -> str:
    """The new-game form: seats, seed and options."""
    meta = get_meta(setup.game)
    controls = table_bots.fit(setup.controls, len(setup.seats))
    chosen = seat_choices(setup.game, setup.choices, len(setup.seats))
    table = table_of(get_game(meta.id))
    seats = "".join(
        seat_fields(
            lang,
            i,
            name,
            color,
            controls[i],
            seat_option_fields(lang, i, meta.seat_options, chosen[i]),
            fixed=table.seat_color(chosen[i]) is not None,
        )
        for i, (name, color) in enumerate(setup.seats)
    )
    note = table_of(get_game(meta.id)).setup_note(list(chosen))
    if note is not None:
        seats += f'<p class="setup-note" id="setup-note" aria-live="polite">{tm(note, lang)}</p>'
    add = button(t("ui.setup.add_player", lang), "add-seat", disabled=len(setup.seats) >= meta.max_players)
    remove = button(t("ui.setup.remove_player", lang), "remove-seat", disabled=len(setup.seats) <= meta.min_players)
    options = "".join(option_field(lang, option, setup.options.get(option.id)) for option in meta.options)
    return (
        header(lang, button(t("ui.nav.home", lang), "home"))
        + f'<form class="setup" data-game="{attr(meta.id)}" onsubmit="return false">'
        f"<h2>{t('ui.setup.title', lang, game=translate(meta.name, lang))}</h2>"
        f'<fieldset class="seats"><legend>{t("ui.setup.players", lang)}</legend>{seats}{add}{remove}</fieldset>'
        f'<fieldset class="options"><legend>{t("ui.setup.options", lang)}</legend>{options}'
        f'<label for="seed">{t("ui.setup.seed", lang)}</label>'
        f'<input id="seed" name="seed" inputmode="numeric" value="{attr(setup.seed)}" '
        f'placeholder="{t("ui.setup.seed_hint", lang)}">{coachviews.setup_hints(lang, setup.hints)}</fieldset>'
        f"{button(t('ui.setup.start', lang), 'start', cls='primary')}</form>"
    )


def seat_option_fields(lang: str, index: int, options: tuple[Any, ...], chosen: dict[str, str]) -> str:
    """A select per game seat option (e.g. the faction); a change redraws the form's note."""
    fields = []
    for option in options:
        field_id = f"seat-{attr(option.id)}-{index}"
        current = chosen.get(option.id, str(option.default))
        items = "".join(
            f'<option value="{attr(c)}"{" selected" if str(c) == current else ""}>{choice_label(option, c, lang)}'
            "</option>"
            for c in option.choices
        )
        label = t("ui.setup.seat_option", lang, option=translate(option.label, lang), number=index + 1)
        fields.append(
            f'<label for="{field_id}">{label}</label>'
            f'<select id="{field_id}" name="{field_id}" data-change="setup-refresh">{items}</select>'
        )
    return "".join(fields)


def seat_fields(
    lang: str, index: int, name: str, color: str, control: str = table_bots.HUMAN, extra: str = "", fixed: bool = False
) -> str:
    """Name and colour of one seat (no colour when the game's choices fix it: `fixed`), its game
    choices (`extra`), and who plays it (a person or a bot)."""
    choices = "".join(
        f'<option value="{attr(c)}"{" selected" if c == color else ""}>{symbol} {t(f"ui.color.{c}", lang)}</option>'
        for c, (_, symbol) in PALETTE.items()
    )
    number = index + 1
    return (
        f'<div class="seat-row"><label for="seat-name-{index}">{t("ui.setup.name", lang, number=number)}</label>'
        f'<input id="seat-name-{index}" name="seat-name-{index}" maxlength="24" value="{attr(name)}">'
        + (
            ""
            if fixed
            else f'<label for="seat-color-{index}">{t("ui.setup.color", lang, number=number)}</label>'
            f'<select id="seat-color-{index}" name="seat-color-{index}">{choices}</select>'
        )
        + f"{extra}{botviews.setup_control(lang, index, control)}</div>"
    )


def choice_label(option: Any, choice: Any, lang: str) -> str:
    """An option choice's text: the catalog's `<option label key>.<choice>` if present, else the value."""
    key = f"{option.label.key}.{choice}"
    return t(key, lang) if key in CATALOGS.get(lang, {}) else escape(str(choice))


def option_field(lang: str, option: Any, value: Any) -> str:
    """One game option: a select, a checkbox or a bounded number."""
    field_id = f"option-{attr(option.id)}"
    label = f'<label for="{field_id}">{tm(option.label, lang)}</label>'
    current = str(value if value is not None else option.default)
    if option.choices:
        items = "".join(
            f'<option value="{attr(c)}"{" selected" if str(c) == current else ""}>{choice_label(option, c, lang)}'
            "</option>"
            for c in option.choices
        )
        return f'<div class="option">{label}<select id="{field_id}" name="{field_id}">{items}</select></div>'
    if isinstance(option.default, bool):
        checked = " checked" if current not in ("", "0", "False", "false") else ""
        return f'<div class="option"><input type="checkbox" id="{field_id}" name="{field_id}"{checked}>{label}</div>'
    return (
        f'<div class="option">{label}<input type="number" id="{field_id}" name="{field_id}" '
        f'min="{option.low}" max="{option.high}" value="{attr(current)}"></div>'
    )
