"""Message catalogs (Spanish and English) and translation of `Msg` values."""

from __future__ import annotations

import string
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from pyengine.core.messages import Msg
from pyengine.i18n import core as _core
from pyengine.i18n import ui as _ui

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "en"
SEAT_KEY = "@seat"  # a parameter Msg("@seat", {"index": i}) reads as that player's name

CATALOGS: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}


def register_messages(messages: dict[str, dict[str, str]]) -> None:
    """Add a module's messages; every language must define the same keys."""
    keys = {lang: set(messages.get(lang, {})) for lang in LANGUAGES}
    if keys["es"] != keys["en"]:
        missing = sorted(keys["es"] ^ keys["en"])[:3]
        raise ValueError(f"messages missing in one language: {missing}")
    for lang in LANGUAGES:
        CATALOGS[lang].update(messages[lang])


def seat(index: int) -> Msg:
    """A parameter that translates to the seat's player name."""
    return Msg(SEAT_KEY, {"index": index})


def pick_language(preferred: Sequence[str]) -> str:
    """The first supported language among browser preferences such as ["es-ES", "en"]."""
    for tag in preferred:
        base = str(tag).split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


def translate(message: Msg, lang: str, names: Sequence[str] = ()) -> str:
    """The message in a language; unknown keys show the key itself rather than failing."""
    if message.key == SEAT_KEY:
        index = message.params.get("index", -1)
        return names[index] if isinstance(index, int) and 0 <= index < len(names) else f"P{int(index) + 1}"
    template = _template(message, CATALOGS.get(lang) or CATALOGS[DEFAULT_LANGUAGE])
    if template is None:
        return message.key
    values = {k: _value(v, lang, names) for k, v in message.params.items()}
    return _format(template, values)


def text(key: str, lang: str, **params: Any) -> str:
    """Shorthand: translate(Msg(key, params), lang)."""
    return translate(Msg(key, params), lang)


def _template(message: Msg, catalog: dict[str, str]) -> str | None:
    """The message's template; `<key>.one` when its `n` is 1 and the catalog has a singular form."""
    keys = [message.key]
    n = message.params.get("n")
    if type(n) is int and n == 1:  # `type is`, not isinstance: True is no amount
        keys.insert(0, f"{message.key}.one")
    for key in keys:
        template = catalog.get(key) or CATALOGS[DEFAULT_LANGUAGE].get(key)
        if template is not None:
            return template
    return None


def _value(value: Any, lang: str, names: Sequence[str]) -> Any:
    if isinstance(value, Msg):
        return translate(value, lang, names)
    if isinstance(value, list):
        return ", ".join(str(_value(v, lang, names)) for v in value)
    return value


def _format(template: str, values: dict[str, Any]) -> str:
    """`_SafeFormatter().vformat(template, (), values)`, from the template parsed once: a table
    translates a few hundred messages per tap, and parsing dominated."""
    parts = _parsed(template)
    if parts is None:
        return _SafeFormatter().vformat(template, (), values)
    out = []
    for literal, name in parts:
        out.append(literal)
        if name:
            value = values.get(name)
            out.append("{" + name + "}" if value is None and name not in values else format(value, ""))
    return "".join(out)


@lru_cache(maxsize=4096)
def _parsed(template: str) -> tuple[tuple[str, str], ...] | None:
    """(literal text, field name or "") pairs; None when a field has a format spec, a conversion
    or a name that is not plain (those take the general formatter's path)."""
    parts = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        if name is not None and (spec or conversion or not name.isidentifier()):
            return None
        parts.append((literal, name or ""))
    return tuple(parts)


class _SafeFormatter(string.Formatter):
    """Only plain {name} fields: no attribute or index access, missing names left visible."""

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
        if not field_name.isidentifier():
            return "{" + field_name + "}", field_name
        return kwargs.get(field_name, "{" + field_name + "}"), field_name


register_messages(_core.MESSAGES)
register_messages(_ui.MESSAGES)
