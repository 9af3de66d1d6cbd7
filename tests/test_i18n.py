"""Message catalogs: both languages complete, placeholders consistent, safe formatting."""

import string

import pytest

import pyengine.games  # noqa: F401  (registers the games and their messages)
from pyengine.core.messages import Msg, msg
from pyengine.i18n import CATALOGS, pick_language, seat, translate


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_spanish_and_english_define_the_same_keys() -> None:
    assert set(CATALOGS["es"]) == set(CATALOGS["en"])


@pytest.mark.parametrize("key", sorted(CATALOGS["en"]))
def test_placeholders_match_between_languages(key: str) -> None:
    assert _fields(CATALOGS["es"][key]) == _fields(CATALOGS["en"][key])


def test_language_follows_browser_preferences() -> None:
    assert pick_language(["es-ES", "en"]) == "es"
    assert pick_language(["fr-FR", "en-GB"]) == "en"
    assert pick_language(["de"]) == "en"


def test_seat_parameters_read_as_player_names() -> None:
    text = translate(msg("fl.log.end_turn", player=seat(1)), "es", ["Ana", "Bo"])
    assert text == "Bo termina el turno."


def test_format_fields_cannot_reach_attributes() -> None:
    from pyengine.i18n import _SafeFormatter

    assert _SafeFormatter().vformat("{x.__class__}", (), {"x": 1}) == "{x.__class__}"


def test_unknown_keys_show_the_key_instead_of_failing() -> None:
    assert translate(Msg("no.such.key"), "es") == "no.such.key"


def test_an_amount_of_one_reads_in_the_singular_when_the_catalog_has_it(monkeypatch: pytest.MonkeyPatch) -> None:
    for lang, plural, singular in (("en", "{n} cells", "{n} cell"), ("es", "{n} pilas", "{n} pila")):
        monkeypatch.setitem(CATALOGS[lang], "t.cells", plural)
        monkeypatch.setitem(CATALOGS[lang], "t.cells.one", singular)
    assert translate(Msg("t.cells", {"n": 1}), "en") == "1 cell"
    assert translate(Msg("t.cells", {"n": 2}), "es") == "2 pilas"
    assert translate(Msg("t.cells", {"n": True}), "en") == "True cells"  # a flag is not an amount


def test_the_fast_formatter_reads_every_template_as_the_safe_formatter_does() -> None:
    """Templates are parsed once and filled in directly; the result is the general formatter's,
    for every catalog text and for fields that are missing, not plain names or with a format spec."""
    from pyengine.i18n import _format, _SafeFormatter

    values = {"n": 3, "name": "Ana", "x": 1.5, "flag": True}
    odd = ["{n} {{literal}} {missing}", "{x.__class__}", "{}", "{0}", "{n:>4}", "{name!r}", "{name:{n}}", "plain", ""]
    for template in [*CATALOGS["en"].values(), *CATALOGS["es"].values(), *odd]:
        assert _format(template, values) == _SafeFormatter().vformat(template, (), values), template
