"""Small markup helpers shared by the screens: translated, escaped texts, buttons, seat badges and the top bar."""

from __future__ import annotations

from html import escape
from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.registry import get_meta
from pyengine.core.seats import PALETTE
from pyengine.i18n import CATALOGS, LANGUAGES, lead_in, translate

# Regions a tap's first frame may show as they were: the players panel, the table's own rows and the
# log (app.App draws them a frame after the board and the controls: App.settle).
LATER_REGIONS = ("panel", "shared", "log")


def t(key: str, lang: str, **params: Any) -> str:
    """A catalog text, escaped for HTML."""
    return tm(Msg(key, params), lang)


def tm(message: Msg, lang: str, names: list[str] | None = None) -> str:
    """A message translated with seat names, escaped for HTML (remembered: a table translates the
    same few hundred messages, mostly unchanged, after every tap)."""
    try:
        # The catalog's size is in the key: texts registered later (a game imported late) are used.
        key = (message_key(message), lang, len(CATALOGS.get(lang, ())), *(names or ()))
    except TypeError:  # a parameter that is not a plain value: translated every time
        return escape(translate(message, lang, names or []))
    found = _TRANSLATED.get(key)
    if found is None:
        if len(_TRANSLATED) >= TRANSLATED_LIMIT:
            _TRANSLATED.clear()
        found = _TRANSLATED[key] = escape(translate(message, lang, names or []))
    return found


TRANSLATED_LIMIT = 20_000
_TRANSLATED: dict[tuple[Any, ...], str] = {}


def message_key(value: Any) -> Any:
    """A hashable value equal for messages that translate alike (types are kept: 1, 1.0 and True
    read differently); TypeError when a parameter is not a plain value."""
    kind = type(value)
    if kind is Msg:
        params = value.params
        if not params:
            return (value.key,)  # a tuple, never equal to a text parameter with the same words
        return (value.key, *[(name, v if type(v) is str else message_key(v)) for name, v in params.items()])
    if kind is str:
        return value
    if kind is int or kind is float or kind is bool:
        return (kind, value)
    if kind is list:
        return (list, *[message_key(v) for v in value])
    raise TypeError(f"not a plain message parameter: {kind.__name__}")


def attr(value: object) -> str:
    """An attribute value, escaped."""
    return escape(str(value), quote=True)


def button(label: str, command: str, arg: str = "", *, cls: str = "", disabled: bool = False, extra: str = "") -> str:
    """A command button; `label` and `extra` (more attributes) must already be escaped markup."""
    data = f' data-arg="{attr(arg)}"' if arg else ""
    klass = f' class="{attr(cls)}"' if cls else ""
    off = " disabled" if disabled else ""
    return f'<button type="button" data-command="{attr(command)}"{data}{klass}{off}{extra}>{label}</button>'


def seat_badge(match: Match, index: int) -> str:
    """A player's name with colour and palette symbol (colour is never the only cue)."""
    color = str(match.seats[index]["color"])
    symbol = PALETTE[color][1]
    name = escape(str(match.seats[index]["name"]))
    mark = f'<span class="seat-symbol" aria-hidden="true">{symbol}</span>'
    return f'<span class="seat seat-{attr(color)}">{mark} {name}</span>'


def badge_after(lead: str, match: Match, index: int, lang: str) -> str:
    """An escaped text, then a player's badge: "Entrega la tableta al ▲ Jugador 1" (a default name
    after "a" or "de" contracts in Spanish, as in a template)."""
    return f"{lead_in(lead, str(match.seats[index]['name']), lang)} {seat_badge(match, index)}"


def lang_switch(lang: str) -> str:
    """Buttons to change the interface language."""
    items = (
        f'<button type="button" data-command="lang" data-arg="{code}" lang="{code}" '
        f'aria-pressed="{str(code == lang).lower()}">{t(f"ui.lang.{code}", code)}</button>'
        for code in LANGUAGES
    )
    return f'<nav class="lang-switch" aria-label="{t("ui.lang.label", lang)}">{"".join(items)}</nav>'


def header(lang: str, *extra: str, settings: bool = True) -> str:
    """The top bar: app title, screen buttons, the settings button and the language switch."""
    gear = button(t("ui.nav.settings", lang), "settings", cls="nav-settings") if settings else ""
    return (
        f'<header class="topbar"><h1>{t("ui.app.title", lang)}</h1>{"".join(extra)}{gear}{lang_switch(lang)}</header>'
    )


def game_name(game_id: str, lang: str) -> str:
    """A game's translated name (the id itself, escaped, if the game is unknown)."""
    try:
        return tm(get_meta(game_id).name, lang)
    except ValueError:
        return escape(game_id)


def names_of(match: Match) -> list[str]:
    """The seat names, for translating messages with player parameters."""
    return [str(s["name"]) for s in match.seats]


def value_text(value: Any, lang: str, names: list[str]) -> str:
    """A panel value: a message or a plain value, escaped."""
    if isinstance(value, Msg):
        return tm(value, lang, names)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return escape(str(value))


def rules_link(lang: str, game: str = "") -> str:
    """A link to the site's rules page (rules.html, written by the build), in the app's language;
    at a table, to that game's rules (its section of the page)."""
    anchor = f"#{attr(game.replace('_', '-'))}" if game else ""
    return f'<a class="nav-rules" href="./rules.html?lang={escape(lang)}{anchor}">{t("ui.nav.rules", lang)}</a>'
