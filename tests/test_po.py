"""Message catalogs as gettext PO files: complete in both languages, plural forms that read right,
files gettext and translators' tools read, and the converter from dict catalogs."""

from __future__ import annotations

import gettext
import io
import string
from pathlib import Path

import pytest

import pyengine.games
import pyengine.i18n as i18n
import pyengine.scenarios  # noqa: F401
from pyengine.core.messages import Msg
from pyengine.i18n import LANGUAGES, translate
from pyengine.i18n.po import PLURAL_FORMS, Catalog, Entry, compile_mo, parse_po, write_po
from tools import po_convert, po_sync

ROOT = Path(__file__).resolve().parent.parent
LOCALES = sorted({p.parent for p in ROOT.glob("pyengine/**/locale/*.po")})


def _catalog(folder: Path, lang: str) -> Catalog:
    return parse_po((folder / f"{lang}.po").read_text(encoding="utf-8"))


def _fields(texts: tuple[str, ...]) -> set[str]:
    return {name for text in texts for _, name, _, _ in string.Formatter().parse(text) if name}


def _plural_entries() -> list[tuple[str, Entry]]:
    return [
        (lang, entry)
        for folder in LOCALES
        for lang in LANGUAGES
        for entry in _catalog(folder, lang).entries
        if entry.is_plural
    ]


def test_every_package_with_messages_has_a_catalog_per_language() -> None:
    names = {folder.parent.relative_to(ROOT).as_posix() for folder in LOCALES}
    games = {p.parent.relative_to(ROOT).as_posix() for p in ROOT.glob("pyengine/games/*/__init__.py")}
    assert {"pyengine/i18n", "pyengine/scenarios", *games} <= names
    for folder in LOCALES:
        assert sorted(p.name for p in folder.glob("*.po")) == sorted(f"{lang}.po" for lang in LANGUAGES)
    assert all("MESSAGES" not in p.read_text(encoding="utf-8") for p in ROOT.glob("pyengine/**/messages.py"))


@pytest.mark.parametrize("folder", LOCALES, ids=lambda f: f.parent.name)
def test_spanish_and_english_catalogs_hold_the_same_messages(folder: Path) -> None:
    es, en = (_catalog(folder, lang).by_key() for lang in ("es", "en"))
    assert es.keys() == en.keys()
    assert {k for k, e in es.items() if e.is_plural} == {k for k, e in en.items() if e.is_plural}


@pytest.mark.parametrize("folder", LOCALES, ids=lambda f: f.parent.name)
def test_placeholders_match_between_the_catalogs(folder: Path) -> None:
    es, en = (_catalog(folder, lang).by_key() for lang in ("es", "en"))
    for key, entry in en.items():
        assert _fields(es[key].msgstr) == _fields(entry.msgstr), key


@pytest.mark.parametrize("folder", LOCALES, ids=lambda f: f.parent.name)
def test_each_catalog_declares_its_language_plural_rule_and_is_complete(folder: Path) -> None:
    for lang in LANGUAGES:
        catalog = _catalog(folder, lang)
        assert catalog.headers["Language"] == lang
        assert catalog.headers["Plural-Forms"] == PLURAL_FORMS[lang]
        assert "charset=UTF-8" in catalog.headers["Content-Type"]
        nplurals = int(PLURAL_FORMS[lang].split("nplurals=")[1].split(";")[0])
        for entry in catalog.entries:
            assert not entry.fuzzy and all(entry.msgstr), f"{lang}: {entry.msgid} is fuzzy or untranslated"
            assert len(entry.msgstr) == (nplurals if entry.is_plural else 1), entry.msgid


def test_the_catalogs_have_plural_entries_in_place_of_one_suffixed_keys() -> None:
    keys = {entry.msgid for _, entry in _plural_entries()}
    assert {"tm.qty.credits", "mm.panel.hand_count", "mm.report.thirst"} <= keys
    for folder in LOCALES:
        for lang in LANGUAGES:
            assert not [e.msgid for e in _catalog(folder, lang).entries if e.msgid.endswith(".one")]


@pytest.mark.parametrize(("lang", "entry"), _plural_entries(), ids=lambda v: v if isinstance(v, str) else v.msgid)
def test_every_plural_message_reads_right_for_none_one_and_two(lang: str, entry: Entry) -> None:
    """0 and 2 take the plural form, 1 the singular (both languages' rule), every field filled."""
    singular, plural = entry.msgstr
    assert singular != plural
    for n in (0, 1, 2):
        values = {"n": n, **dict.fromkeys(_fields(entry.msgstr) - {"n"}, "X")}
        text = translate(Msg(entry.msgid, values), lang)
        assert text == (singular if n == 1 else plural).format(**values)
        assert "{" not in text and "}" not in text and str(n) in text, text


def test_translation_follows_the_plural_rule_the_catalog_declares(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A language whose rule puts 0 with 1 (as French does) reads 0 in the singular: the form comes
    from the catalog's Plural-Forms, not from a rule written in the code."""
    monkeypatch.setattr(i18n, "CATALOGS", {lang: {} for lang in LANGUAGES})
    monkeypatch.setattr(i18n, "PLURALS", {lang: {} for lang in LANGUAGES})
    rules = {"en": "nplurals=2; plural=(n != 1);", "es": "nplurals=2; plural=(n > 1);"}
    for lang, (one, other) in {"en": ("{n} cell", "{n} cells"), "es": ("{n} pila", "{n} pilas")}.items():
        headers = {"Content-Type": "text/plain; charset=UTF-8", "Plural-Forms": rules[lang]}
        entry = Entry("t.cells", (one, other), msgid_plural="t.cells")
        (tmp_path / f"{lang}.po").write_text(write_po(Catalog(headers, (entry,))), encoding="utf-8")
    i18n.register_locale(tmp_path)
    assert [translate(Msg("t.cells", {"n": n}), "en") for n in (0, 1, 2)] == ["0 cells", "1 cell", "2 cells"]
    assert [translate(Msg("t.cells", {"n": n}), "es") for n in (0, 1, 2)] == ["0 pila", "1 pila", "2 pilas"]
    assert translate(Msg("t.cells", {"n": "many"}), "en") == "many cells"  # no amount: the general form


def test_a_package_missing_a_message_in_one_language_is_refused(tmp_path: Path) -> None:
    for lang, keys in (("en", ("a", "b")), ("es", ("a",))):
        entries = tuple(Entry(key, (f"{lang} {key}",)) for key in keys)
        (tmp_path / f"{lang}.po").write_text(write_po(Catalog({"Plural-Forms": PLURAL_FORMS[lang]}, entries)))
    with pytest.raises(ValueError, match="missing in one language"):
        i18n.register_locale(tmp_path)


def test_the_compiled_catalog_is_read_when_there_is_no_po(tmp_path: Path) -> None:
    """The browser gets only the .mo the build compiled; gettext reads the same texts from it."""
    source = ROOT / "pyengine" / "games" / "first_landing" / "locale" / "es.po"
    catalog = parse_po(source.read_text(encoding="utf-8"))
    (tmp_path / "es.mo").write_bytes(compile_mo(catalog))
    loaded = i18n.load_translations(tmp_path, "es")
    assert isinstance(loaded, gettext.GNUTranslations)
    assert loaded.entries() == {e.msgid: e.msgstr for e in catalog.entries}
    assert loaded.info()["plural-forms"] == PLURAL_FORMS["es"]


@pytest.mark.parametrize("folder", LOCALES, ids=lambda f: f.parent.name)
def test_the_catalog_files_are_in_the_form_the_tools_write(folder: Path) -> None:
    """Reading and writing a catalog gives its file back: the converter's output, a translator's
    editor and the engine agree on every text."""
    for lang in LANGUAGES:
        text = (folder / f"{lang}.po").read_text(encoding="utf-8")
        assert write_po(parse_po(text)) == text


def test_po_texts_keep_quotes_escapes_newlines_contexts_and_fuzzy_marks() -> None:
    entries = (
        Entry("q", ('Say "hi" \\ {x}\tthen',)),
        Entry("lines", ("one\ntwo\n",), comments=("#. a note",)),
        Entry("odd", ("a\x0cb\u2028c\nd",)),
        Entry("k", ("in context",), msgctxt="ctx"),
        Entry("f", ("not yet",), fuzzy=True),
        Entry("p", ("{n} a", "{n} b"), msgid_plural="p"),
    )
    catalog = Catalog({"Content-Type": "text/plain; charset=UTF-8", "Plural-Forms": PLURAL_FORMS["en"]}, entries)
    assert parse_po(write_po(catalog)) == catalog
    compiled = gettext.GNUTranslations(io.BytesIO(compile_mo(catalog)))
    assert compiled.gettext("q") == 'Say "hi" \\ {x}\tthen' and compiled.gettext("lines") == "one\ntwo\n"
    assert compiled.pgettext("ctx", "k") == "in context"
    assert compiled.gettext("f") == "f"  # a fuzzy text is not used, as msgfmt does
    assert compiled.ngettext("p", "p", 1) == "{n} a" and compiled.ngettext("p", "p", 5) == "{n} b"


def test_the_converter_turns_a_dict_catalog_into_po_files_the_package_loads(tmp_path: Path) -> None:
    """A game written with a dict catalog (messages.py) converts with one command."""
    package = tmp_path / "newgame"
    package.mkdir()
    (package / "messages.py").write_text(
        '"""Texts."""\n\nMESSAGES = {\n'
        '    "en": {"ng.name": "New game", "ng.cards": "{n} cards", "ng.cards.one": "{n} card", "ng.q": "A \\"q\\""},\n'
        '    "es": {"ng.name": "Juego nuevo", "ng.cards": "{n} cartas", "ng.cards.one": "{n} carta", "ng.q": "«q»"},\n'
        "}\n",
        encoding="utf-8",
    )
    (package / "__init__.py").write_text(
        '"""A new game."""\n\nfrom newgame.messages import MESSAGES\nfrom pyengine.i18n import register_messages\n\n'
        "register_messages(MESSAGES)\nGAME = None\n",
        encoding="utf-8",
    )
    assert po_convert.main([str(package / "messages.py"), "--replace"]) == 0
    assert not (package / "messages.py").exists()
    init = (package / "__init__.py").read_text(encoding="utf-8")
    assert 'register_locale(Path(__file__).with_name("locale"))' in init and "MESSAGES" not in init
    assert "from pathlib import Path" in init
    es = parse_po((package / "locale" / "es.po").read_text(encoding="utf-8")).by_key()
    english = ("#. en[0]: {n} card", "#. en[1]: {n} cards")  # shown to translators (tools/po_sync.py)
    assert es["ng.cards"] == Entry("ng.cards", ("{n} carta", "{n} cartas"), msgid_plural="ng.cards", comments=english)
    assert es["ng.name"].msgstr == ("Juego nuevo",) and "ng.cards.one" not in es
    en = i18n.load_translations(package / "locale", "en")
    assert en.gettext("ng.q") == 'A "q"' and en.ngettext("ng.cards", "ng.cards", 1) == "{n} card"


def test_the_converter_adds_to_a_catalog_but_never_changes_a_text_already_there(tmp_path: Path) -> None:
    module = tmp_path / "more.py"
    module.write_text('MESSAGES = {"en": {"x": "New"}, "es": {"x": "Nuevo"}}\n', encoding="utf-8")
    assert po_convert.main([str(module), "--into", str(tmp_path / "locale")]) == 0
    assert po_convert.main([str(module), "--into", str(tmp_path / "locale")]) == 0  # the same again: no change
    module.write_text('MESSAGES = {"en": {"x": "Other"}, "es": {"x": "Otro"}}\n', encoding="utf-8")
    assert po_convert.main([str(module), "--into", str(tmp_path / "locale")]) == 1
    assert parse_po((tmp_path / "locale" / "en.po").read_text(encoding="utf-8")).by_key()["x"].msgstr == ("New",)


def test_the_converter_takes_changed_texts_when_asked(tmp_path: Path) -> None:
    """Merging a branch that edited a dict catalog: changed texts replace the old, new keys join."""
    module = tmp_path / "texts.py"
    module.write_text('MESSAGES = {"en": {"a": "A", "b": "B"}, "es": {"a": "A", "b": "B"}}\n', encoding="utf-8")
    assert po_convert.main([str(module), "--into", str(tmp_path / "locale")]) == 0
    module.write_text(
        'MESSAGES = {"en": {"b": "Bee", "c": "{n} Cs", "c.one": "a C"},\n'
        '            "es": {"b": "Be", "c": "{n} Cs", "c.one": "una C"}}\n',
        encoding="utf-8",
    )
    assert po_convert.main([str(module), "--into", str(tmp_path / "locale"), "--update"]) == 0
    es = parse_po((tmp_path / "locale" / "es.po").read_text(encoding="utf-8"))
    assert [(e.msgid, e.msgstr) for e in es.entries] == [("a", ("A",)), ("b", ("Be",)), ("c", ("una C", "{n} Cs"))]


@pytest.mark.parametrize("folder", po_sync.locale_folders(), ids=lambda f: f.parent.name)
def test_every_translated_entry_shows_its_current_english_text(folder: Path) -> None:
    """Translators read the English beside each key (tools/po_sync.py writes it)."""
    for lang in po_sync.translations(folder):
        assert po_sync.stale_entries(folder, lang) == [], f"run python tools/po_sync.py ({folder}/{lang}.po)"


def _two_catalogs(folder: Path, english: str, spanish: str) -> None:
    folder.mkdir(exist_ok=True)
    for lang, body in (("en", english), ("es", spanish)):
        (folder / f"{lang}.po").write_text(write_po(parse_po(body)), encoding="utf-8")


def test_an_english_reference_that_is_missing_or_stale_is_named_until_synced(tmp_path: Path) -> None:
    folder = tmp_path / "locale"
    english = 'msgid "a"\nmsgstr "Land"\n\nmsgid "n"\nmsgid_plural "n"\nmsgstr[0] "{n} cell"\nmsgstr[1] "{n} cells"\n'
    spanish = '# a translator\'s note\nmsgid "a"\nmsgstr "Aterriza"\n\nmsgid "n"\nmsgid_plural "n"\n'
    spanish += 'msgstr[0] "{n} pila"\nmsgstr[1] "{n} pilas"\n'
    _two_catalogs(folder, english, spanish)
    assert po_sync.stale_entries(folder, "es") == ["a", "n"]
    assert po_sync.main(["--check", str(folder)]) == 1
    assert po_sync.main([str(folder)]) == 0
    es = parse_po((folder / "es.po").read_text(encoding="utf-8")).by_key()
    assert es["a"].comments == ("# a translator's note", "#. en: Land")
    assert es["n"].comments == ("#. en[0]: {n} cell", "#. en[1]: {n} cells")
    assert po_sync.main(["--check", str(folder)]) == 0
    (folder / "en.po").write_text(write_po(parse_po(english.replace("Land", "Touch down"))), encoding="utf-8")
    assert po_sync.stale_entries(folder, "es") == ["a"]


def test_the_converter_writes_the_english_references(tmp_path: Path) -> None:
    module = tmp_path / "texts.py"
    module.write_text('MESSAGES = {"en": {"a": "Line\\nbreak"}, "es": {"a": "Salto\\nde línea"}}\n', encoding="utf-8")
    assert po_convert.main([str(module), "--into", str(tmp_path / "locale")]) == 0
    es = parse_po((tmp_path / "locale" / "es.po").read_text(encoding="utf-8")).by_key()
    assert es["a"].comments == ("#. en: Line\\nbreak",)
    assert po_sync.stale_entries(tmp_path / "locale", "es") == []
