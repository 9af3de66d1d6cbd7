"""Show translators the English text: every entry of a non-English catalog carries the English
message as an extracted comment, written from the package's en.po.

    python tools/po_sync.py            # rewrite the references of every catalog in the tree
    python tools/po_sync.py --check    # exit 1 naming each entry whose reference is missing or stale

The catalogs' keys (`mm.log.build`) say where a message is used, not what it says; the reference
lines are gettext's extracted comments (`#.`), which translators' tools (Poedit, Lokalize,
Weblate) show beside the entry and which translators never edit:

    #. en: {player} builds a {building} on {hex}.
    msgid "mm.log.build"
    msgstr "{player} construye un {building} en {hex}."

A plural entry gets one line per English form (`#. en[0]: ...`, `#. en[1]: ...`); a newline in a
text is written as `\\n`, so each reference stays one comment line.
"""

from __future__ import annotations

import argparse
import importlib.util
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
SOURCE = "en"
MARK = "#. en"  # the start of a reference line (also of "#. en[1]: ...")


def _load_po() -> ModuleType:
    """pyengine/i18n/po.py read alone, without importing the engine: the packages being converted
    (tools/po_convert.py), and pyengine.i18n itself, may not import until their PO files exist."""
    spec = importlib.util.spec_from_file_location("spacetable_po", ROOT / "pyengine" / "i18n" / "po.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["spacetable_po"] = module  # dataclasses look their module up while it runs
    spec.loader.exec_module(module)
    return module


if TYPE_CHECKING:
    from pyengine.i18n import po
else:
    po = _load_po()


def locale_folders(root: Path = ROOT) -> list[Path]:
    """Every folder holding an English catalog and at least one other (pyengine's packages, docs' example)."""
    folders = {p.parent for top in ("pyengine", "docs") for p in (root / top).glob("**/locale/en.po")}
    return sorted(f for f in folders if any(p.stem != SOURCE for p in f.glob("*.po")))


def reference(english: po.Entry) -> tuple[str, ...]:
    """The comment lines that show an entry's English text."""
    texts = [text.replace("\n", "\\n") for text in english.msgstr]
    if not english.is_plural:
        return (f"{MARK}: {texts[0]}",)
    return tuple(f"{MARK}[{index}]: {text}" for index, text in enumerate(texts))


def with_reference(entry: po.Entry, english: po.Entry | None) -> po.Entry:
    """The entry with its reference lines replaced by the English text's (none when English lacks it)."""
    others = [line for line in entry.comments if not line.startswith(MARK)]
    translators = [line for line in others if not line.startswith("#.") and not line.startswith("#:")]
    automatic = [line for line in others if line not in translators]
    lines = reference(english) if english is not None else ()
    return replace(entry, comments=(*translators, *lines, *automatic))


def synced(folder: Path, lang: str) -> str:
    """The text `<folder>/<lang>.po` should have: its own, with current English references."""
    english = po.parse_po((folder / f"{SOURCE}.po").read_text(encoding="utf-8")).by_key()
    catalog = po.parse_po((folder / f"{lang}.po").read_text(encoding="utf-8"))
    entries = tuple(with_reference(e, english.get(_key(e))) for e in catalog.entries)
    return po.write_po(po.Catalog(catalog.headers, entries))


def _key(entry: po.Entry) -> str:
    return entry.msgid if entry.msgctxt is None else f"{entry.msgctxt}\x04{entry.msgid}"


def stale_entries(folder: Path, lang: str) -> list[str]:
    """The keys of `<folder>/<lang>.po` whose English reference is missing or differs from en.po."""
    english = po.parse_po((folder / f"{SOURCE}.po").read_text(encoding="utf-8")).by_key()
    catalog = po.parse_po((folder / f"{lang}.po").read_text(encoding="utf-8"))
    wanted = {_key(e): reference(english[_key(e)]) for e in catalog.entries if _key(e) in english}
    found = {_key(e): tuple(c for c in e.comments if c.startswith(MARK)) for e in catalog.entries}
    return [key for key in found if found[key] != wanted.get(key, ())]


def translations(folder: Path) -> list[str]:
    """The languages of a folder's catalogs other than English."""
    return sorted(p.stem for p in folder.glob("*.po") if p.stem != SOURCE)


def sync(folders: list[Path]) -> list[Path]:
    """Rewrite each translation whose references are not current; the files written."""
    written = []
    for folder in folders:
        for lang in translations(folder):
            path = folder / f"{lang}.po"
            text = synced(folder, lang)
            if text != path.read_text(encoding="utf-8"):
                path.write_text(text, encoding="utf-8")
                written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Write (or with --check, only name) the catalogs whose English references are not current."""
    parser = argparse.ArgumentParser(description="Put the English text beside each translated message.")
    parser.add_argument("folders", nargs="*", type=Path, help="locale folders (default: every one in the tree)")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if a reference is not current")
    args = parser.parse_args(argv)
    folders = [f.resolve() for f in args.folders] or locale_folders()
    if not args.check:
        for path in sync(folders):
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
        return 0
    problems = [
        (folder / f"{lang}.po", key)
        for folder in folders
        for lang in translations(folder)
        for key in stale_entries(folder, lang)
    ]
    for path, key in problems:
        shown = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
        print(f"{shown}: {key}: English reference missing or stale")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
