"""Message catalogs (Spanish and English) and translation of `Msg` values.

Each package keeps its messages in gettext catalogs, <package>/locale/<lang>.po, the message key
as msgid; `register_locale` reads them with the standard library's `gettext` (from the .mo the
build compiles, or compiled from the .po on import when there is none). Plural messages follow
each language's Plural-Forms rule, chosen by the message's `n` parameter. docs/engine.md tells
how to add or translate a message.
"""

from __future__ import annotations

import gettext
import io
import re
import string
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import Any

from pyengine.core.messages import Msg

LANGUAGES = ("es", "en")
DEFAULT_LANGUAGE = "en"
SEAT_KEY = "@seat"  # a parameter Msg("@seat", {"index": i}) reads as that player's name
LOCALE = Path(__file__).with_name("locale")

# Every message as text, by language and key. A plural message appears as its key (the form for
# amounts in general: the language's last form) and `<key>.one` (the form for 1); `translate`
# picks its form by the language's rule (PLURALS). A `<key>.one` text added here directly still
# serves as the singular of `<key>`.
CATALOGS: dict[str, dict[str, str]] = {lang: {} for lang in LANGUAGES}
PLURALS: dict[str, dict[str, gettext.GNUTranslations]] = {lang: {} for lang in LANGUAGES}


class Translations(gettext.GNUTranslations):
    """A compiled catalog that also lists its messages."""

    def entries(self) -> dict[str, tuple[str, ...]]:
        """Each message's texts by key: its one text, or one per plural form in form order."""
        raw: dict[Any, str] = vars(self)["_catalog"]  # where GNUTranslations keeps them
        texts: dict[str, list[tuple[int, str]]] = {}
        for key, text in raw.items():
            msgid, index = key if isinstance(key, tuple) else (key, 0)
            if msgid:  # "" is the header
                texts.setdefault(msgid, []).append((index, text))
        return {key: tuple(text for _, text in sorted(forms)) for key, forms in texts.items()}

    def plural_keys(self) -> set[str]:
        """The keys of the messages with plural forms."""
        raw: dict[Any, str] = vars(self)["_catalog"]
        return {key[0] for key in raw if isinstance(key, tuple)}


def load_translations(folder: Path, lang: str) -> Translations:
    """A package's catalog in a language: its compiled <lang>.mo, or its <lang>.po compiled now
    when there is no .mo or the .po is newer (tests and development run without a build step)."""
    mo, po = folder / f"{lang}.mo", folder / f"{lang}.po"
    if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
        data = mo.read_bytes()
    else:  # the PO reader is imported only here: the built site ships every catalog compiled
        from pyengine.i18n.po import compile_mo, parse_po

        data = compile_mo(parse_po(po.read_text(encoding="utf-8")))
    return Translations(io.BytesIO(data))


def register_locale(folder: Path) -> None:
    """Add a package's catalogs (folder/<lang>.po or .mo); every language must define the same keys."""
    loaded = {lang: load_translations(folder, lang) for lang in LANGUAGES}
    keys = {lang: set(catalog.entries()) for lang, catalog in loaded.items()}
    if keys["es"] != keys["en"]:
        missing = sorted(keys["es"] ^ keys["en"])[:3]
        raise ValueError(f"messages missing in one language in {folder}: {missing}")
    for lang, catalog in loaded.items():
        _add(lang, catalog)


def _add(lang: str, catalog: Translations) -> None:
    """Merge a catalog into CATALOGS (and its plural messages into PLURALS)."""
    plural = catalog.plural_keys()
    for key, texts in catalog.entries().items():
        CATALOGS[lang][key] = texts[-1]
        if key in plural:
            PLURALS[lang][key] = catalog
            CATALOGS[lang][f"{key}.one"] = catalog.ngettext(key, key, 1)


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
    template = _template(message, lang if lang in CATALOGS else DEFAULT_LANGUAGE)
    if template is None:
        return message.key
    values = {k: _value(v, lang, names) for k, v in message.params.items()}
    done = _format(template, values)
    return _contract(done) if lang == "es" and DEFAULT_NAME_ES in done else done


DEFAULT_NAME_ES = "Jugador "  # a seat's default name in Spanish (ui.setup.default_name, wm.seat): "Jugador 2"
_BEFORE_DEFAULT_NAME = re.compile(r"\b([Aa]|[Dd]e) (Jugador \d)")


def _contract(done: str) -> str:
    """Spanish contracts "a el" and "de el": a template's "a {name}" or "de {name}" given a default
    name reads "al Jugador 2", "del Jugador 2" ("a Ana" stays)."""
    return _BEFORE_DEFAULT_NAME.sub(lambda m: f"{m[1]}l {m[2]}", done)


_DEFAULT_NAME_ES = re.compile(r"Jugador \d+")
_ENDS_IN_A_OR_DE = re.compile(r"(?<!\w)([Aa]|[Dd]e)$")


def lead_in(lead: str, name: str, lang: str) -> str:
    """A text that a player's name follows outside the template (the name drawn as a badge: "Entrega
    la tableta a" + the badge), contracted as `_contract` does: "al Jugador 2", "del Jugador 2"."""
    if lang != "es" or not _DEFAULT_NAME_ES.fullmatch(name):
        return lead
    return _ENDS_IN_A_OR_DE.sub(lambda m: f"{m[1]}l", lead)


def text(key: str, lang: str, **params: Any) -> str:
    """Shorthand: translate(Msg(key, params), lang)."""
    return translate(Msg(key, params), lang)


def _template(message: Msg, lang: str) -> str | None:
    """The message's template: for a plural message, the form the language's rule picks for its
    amount `n`; `<key>.one` when `n` is 1 and the catalog has a singular form."""
    n = message.params.get("n")
    amount = type(n) is int  # `type is`, not isinstance: True is no amount
    holder = PLURALS[lang].get(message.key)
    if holder is not None and isinstance(n, int) and amount:
        return holder.ngettext(message.key, message.key, n)
    catalog = CATALOGS[lang]
    keys = [message.key]
    if amount and n == 1:
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


register_locale(LOCALE)
