"""Turn dict message catalogs (a module's MESSAGES = {"en": {...}, "es": {...}}) into gettext PO files.

    python tools/po_convert.py pyengine/games/walking_moon/messages.py
    python tools/po_convert.py pyengine/i18n/core.py pyengine/i18n/ui.py --into pyengine/i18n/locale

Each language's messages go to <into>/<lang>.po (default: the module's package's locale/ folder),
added to the messages already there (--update: a text that changed replaces the old one, as when
merging a branch that edited a dict catalog). A `<key>.one` message becomes the singular form of `<key>`'s
plural entry. Each translated entry gets its English text as a comment (tools/po_sync.py).
With --replace, a module that held nothing but the catalog is deleted and its
package's `register_messages(MESSAGES)` becomes `register_locale(...)`; the tool names what it
could not rewrite itself.
"""

from __future__ import annotations

import argparse
import ast
import re
import runpy
import sys
from dataclasses import replace as replace_entry
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script, tools/ is importable only from the root
    sys.path.insert(0, str(ROOT))
from tools import po_sync  # noqa: E402

if TYPE_CHECKING:
    from pyengine.i18n import po
else:
    po = po_sync.po  # pyengine/i18n/po.py read alone, without importing the engine (po_sync.py)

LANGUAGES = ("en", "es")
SINGULAR = ".one"
_LOCALE_IMPORT = "from pyengine.i18n import register_locale"


class ConvertError(Exception):
    """The catalogs cannot be converted; the message says why."""


def module_name(path: Path) -> str:
    """The importable name of a module file ("pyengine.games.x.messages"): its packages' names."""
    parts = [path.stem]
    folder = path.resolve().parent
    while (folder / "__init__.py").is_file():
        parts.insert(0, folder.name)
        folder = folder.parent
    return ".".join(parts)


def read_messages(path: Path) -> dict[str, dict[str, str]]:
    """The MESSAGES dict of a module file, as the module builds it (run alone: its package's
    __init__ may already expect the PO files)."""
    messages = runpy.run_path(str(path)).get("MESSAGES")
    if not isinstance(messages, dict) or set(messages) != set(LANGUAGES):
        raise ConvertError(f"{path}: no MESSAGES dict with the languages {LANGUAGES}")
    keys = {lang: set(messages[lang]) for lang in LANGUAGES}
    if keys["en"] != keys["es"]:
        raise ConvertError(f"{path}: keys in one language only: {sorted(keys['en'] ^ keys['es'])[:5]}")
    return {lang: dict(messages[lang]) for lang in LANGUAGES}


def entries(texts: dict[str, str]) -> list[po.Entry]:
    """PO entries for one language's messages, in their order; `<key>.one` joins `<key>` as its
    singular form (en and es have two forms: 0 for one, 1 for other amounts)."""
    out: list[po.Entry] = []
    for key, text in texts.items():
        if key.endswith(SINGULAR) and key[: -len(SINGULAR)] in texts:
            continue
        singular = texts.get(key + SINGULAR)
        if singular is None:
            out.append(po.Entry(key, (text,)))
        else:
            out.append(po.Entry(key, (singular, text), msgid_plural=key))
    return out


def merged(path: Path, lang: str, new: list[po.Entry], update: bool = False) -> po.Catalog:
    """The catalog at `path` (if any) with the new entries appended; a key already there keeps its
    text, or with `update` takes the new one in its place (its comments kept)."""
    old = po.parse_po(path.read_text(encoding="utf-8")) if path.is_file() else po.Catalog(po.header_fields(lang), ())
    kept = old.by_key()
    added: list[po.Entry] = []
    for entry in new:
        before = kept.get(entry.msgid)
        if before is None:
            added.append(entry)
        elif before.msgstr != entry.msgstr or before.msgid_plural != entry.msgid_plural:
            if not update:
                raise ConvertError(f"{path}: {entry.msgid!r} already has another text (--update takes the new one)")
            kept[entry.msgid] = replace_entry(before, msgstr=entry.msgstr, msgid_plural=entry.msgid_plural)
    return po.Catalog(old.headers or po.header_fields(lang), (*kept.values(), *added))


def convert(modules: list[Path], into: Path, update: bool = False) -> list[Path]:
    """Write every module's messages into <into>/<lang>.po; the files written."""
    written = []
    for lang in LANGUAGES:
        new = [entry for module in modules for entry in entries(read_messages(module)[lang])]
        target = into / f"{lang}.po"
        catalog = merged(target, lang, new, update)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(po.write_po(catalog), encoding="utf-8")
        written.append(target)
    po_sync.sync([into])  # each translated entry shows its English text to translators
    return written


def only_a_catalog(path: Path) -> bool:
    """Whether a module holds nothing but its catalog (a docstring, dicts of texts, loops merging them)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    allowed = (ast.Assign, ast.AnnAssign, ast.For, ast.Expr, ast.ImportFrom)
    return all(isinstance(node, allowed) for node in tree.body) and not any(
        isinstance(node, ast.FunctionDef | ast.ClassDef) for node in tree.body
    )


def replace(module: Path, into: Path) -> list[str]:
    """Delete a module that only held the catalog and make its package load the PO files instead;
    what is left to do by hand."""
    name = module_name(module)
    todo = []
    import_line = re.compile(rf"^from {re.escape(name)} import MESSAGES\n", re.M)
    folder = into.relative_to(module.parent.resolve()) if into.is_relative_to(module.parent.resolve()) else None
    for source in sorted(module.parent.glob("*.py")):
        text = source.read_text(encoding="utf-8")
        if source == module or "register_messages(MESSAGES)" not in text:
            continue
        text = import_line.sub("", text)
        text = text.replace("from pyengine.i18n import register_messages", _LOCALE_IMPORT)
        call = f'register_locale(Path(__file__).with_name("{folder}"))' if folder else None
        if call is None:
            todo.append(f"{source}: call register_locale() on {into}")
            continue
        text = text.replace("register_messages(MESSAGES)", call)
        if "from pathlib import Path" not in text:  # ruff check --fix puts it in its place
            text = text.replace(_LOCALE_IMPORT, f"from pathlib import Path\n\n{_LOCALE_IMPORT}")
        source.write_text(text, encoding="utf-8")
    if only_a_catalog(module):
        module.unlink()
    else:
        todo.append(f"{module}: remove MESSAGES by hand (the module defines more than the catalog)")
    return todo


def main(argv: list[str] | None = None) -> int:
    """Convert the named modules; print the files written and what is left by hand."""
    parser = argparse.ArgumentParser(description="Dict message catalogs to gettext PO files.")
    parser.add_argument("modules", nargs="+", type=Path, help="modules defining MESSAGES")
    parser.add_argument("--into", type=Path, help="folder of the PO files (default: <package>/locale)")
    parser.add_argument("--update", action="store_true", help="a key already in the PO files takes the new text")
    parser.add_argument("--replace", action="store_true", help="delete the converted catalogs, load the PO files")
    args = parser.parse_args(argv)
    modules = [m.resolve() for m in args.modules]
    into = (args.into or modules[0].parent / "locale").resolve()
    try:
        for path in convert(modules, into, args.update):
            print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")
        todo = [line for module in modules for line in replace(module, into)] if args.replace else []
    except ConvertError as error:
        print(f"po_convert: {error}", file=sys.stderr)
        return 1
    for line in todo:
        print(f"by hand: {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
