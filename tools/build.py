"""Build the static site into dist/ (layout: docs/CONTRACTS.md). Standard library only.

    python tools/build.py [--out dist]

Needs `npm ci` (the pinned runtime in node_modules/) and, once, pip access to fetch the
micropip wheel (cached in .build/). The result is a plain folder of files with relative URLs:
copy it to any static host, at any sub-path.
"""

from __future__ import annotations

import argparse
import ast
import dataclasses
import functools
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import zipfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyengine.core.declaration import GameDeclaration

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
CACHE = ROOT / ".build"
WEB = ROOT / "web"

PYODIDE_VERSION = "314.0.7"
PYSCRIPT_VERSION = "0.7.31"
MICROPIP_VERSION = "0.11.1"
MICROPIP_WHEEL = f"micropip-{MICROPIP_VERSION}-py3-none-any.whl"
MICROPIP_SHA256 = "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3"  # the PyPI wheel
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")

# PyScript chunks our pages never load: source maps, the CodeMirror and xterm code (imported only
# when a page has a py-editor or a terminal; index-* is a CodeMirror chunk, py-<hash> and mpy-*
# are the terminal's), and the optional service worker and storage modules. The small plugin
# entry chunks (py-editor-*, py-game-*, py-terminal-*, donkey-*) stay: PyScript always imports them.
PYSCRIPT_SKIP = re.compile(r"^(codemirror|xterm|index-|mpy-|py-[\w-]{8}\.js$|service-worker|storage)|\.map$")
BOOT_KEYS = ("ui.boot.title", "ui.boot.stage.download", "ui.boot.stage.start", "ui.boot.stage.engine", "ui.boot.error")
STATIC_IMPORT = re.compile(r"""(?:from|import)\s*["'](\./[^"']+)["']""")

PACKAGES = {"pyengine": ROOT / "pyengine", "spacetable_web": WEB / "spacetable_web"}
GAMES = ROOT / "pyengine" / "games"
# Our packages ship as zips split by who needs them (docs/CONTRACTS.md):
# - "core": what every page imports at start (the engine's core, i18n, every game's metadata with
#   the strings the home page shows, the game loader);
# - "home": the rest of what index.html imports at start (its screens, controller, storage);
# - "table": what only an open table needs (the table's views, patching, navigation, replay, the
#   bots), fetched when index.html first opens a game (spacetable_web/loadgames.py);
# - "embed": embed.html's and rules.html's own modules (one zip serves both), not index.html's;
# - "kit": the engine's modules only games' rules import (board drawing, tracks...) and the engine's
#   strings only a table shows (TABLE_LOCALE), fetched by every page with the first game it opens;
# - "tools": what no page but the self-test imports (the command line, the arena, the self-test);
# - one zip per game: its rules (the package minus what its declaration, __init__.py, imports, and
#   minus its home-page picture, shipped as assets/games/<id>.svg) and its rule strings,
#   fetched when that game is first opened.
# A visitor of several pages downloads nothing twice.
EMBED_ENTRIES = ("embed_main.py", "rules_main.py")  # embed.html's and rules.html's
APP_ENTRY = "main.py"  # index.html's
BOT_ENTRY = "spacetable_web/bots.py"  # what the bot worker imports (bot-worker.js)
COACH_ENTRY = "pyengine/bots/coach.py"  # what embed.html imports (by name) when a reader reveals a hint
# Modules index.html imports only once a game is opened (each import of them sits in a function
# that runs at a table, after loadgames.load_games fetched the "table" zip): its start stops here.
TABLE_MODULES = frozenset(
    {
        "spacetable_web.tableviews",
        "spacetable_web.tablestatus",  # the status line and hand-over card (tableviews.py places them)
        "spacetable_web.tableboard",  # the board and its space card
        "spacetable_web.tableactions",  # the decision's buttons, steppers and tools
        "spacetable_web.tableresults",  # the results and the players drawer
        "spacetable_web.tablelog",  # the log's lines
        "pyengine.core.viewerlog",  # a viewer's log and steps, told from what they may see (Match imports it late)
        "spacetable_web.setupviews",
        "spacetable_web.shareviews",
        "spacetable_web.replayviews",
        "spacetable_web.tabletools",  # the table's tools and board taps (the controller imports it late)
        "spacetable_web.tableplay",  # the table's commands: moves, taps, undo, pace (the controller imports it late)
        "spacetable_web.benchpos",  # the bench routes' positions (the controller imports it late)
        "spacetable_web.setupflow",  # the setup form's commands (the controller imports it late)
        "spacetable_web.patch",
        "spacetable_web.replay",
        "spacetable_web.botviews",
        "spacetable_web.botplay",
        "spacetable_web.coaching",
        "spacetable_web.coachviews",
        "spacetable_web.coachplay",
        "spacetable_web.coachwork",
        "spacetable_web.thinking",  # the bots' and the coach's thinking (worker and page fallback)
        "pyengine.bots.base",  # the search code (the package itself only names the levels)
        "pyengine.bots.heuristic",
        "pyengine.bots.kinds",
        "pyengine.bots.mcts",
        "pyengine.bots.random_bot",
        "pyengine.scenarios",
        "pyengine.bots.coach",  # hints and the review, asked for at a table
        "pyengine.core.chart",
        "pyengine.core.evaluation",  # the evaluations' terms: the coach's reasons (Game.terms imports it late)
    }
)
# Imported by no page at start: the PO reader (the build ships every catalog compiled).
LATER_MODULES = frozenset({"pyengine.i18n.po"})
BASE_PARTS = ("core", "home", "table", "embed", "kit", "tools")
# The base zips each page unpacks at start (the others: "core" and "home").
PART_PAGES = {"embed.html": ("core", "embed"), "selftest.html": BASE_PARTS}
ALL_GAMES_PAGES = ("selftest.html",)  # pages that play every game, so unpack every game's zip
# Message keys of a game's catalog its metadata shows (name, summary, options: the home page and
# the setup form); every other key is a rule string and travels in the game's zip (rules/ beside
# locale/, registered when the rules are imported: pyengine/core/registry.py).
META_KEY = re.compile(r"^[a-z]+\.(name|summary|option)(\.|$)")
RULES_LOCALE = "rules"
# The engine's own strings that only a table shows (its tools, map, coach, replay, hand-over
# curtain...) travel in the "kit" zip, fetched with the first game a page opens, as
# pyengine/i18n/locale/table/ (registered by pyengine.core.loading): the home page's catalog is a
# third lighter. A key that a home-page module names (a literal in its source) stays home.
TABLE_LOCALE = "table"
TABLE_KEY = re.compile(r"^(ui\.(table|coach|tools|map|replay|space|curtain|pace)|core\.coach)\.")
I18N_LOCALE = ROOT / "pyengine" / "i18n" / "locale"
# A game zip's modules ship as bytecode alone (<module>.pyc, which Python imports without a source):
# sources and bytecode together made Migration: Mars's rules 170 KB, bytecode alone is 110 KB, and
# sources alone would cost about 80 ms of compiling in the browser each time the game is opened.
PAGES = ("index.html", "bare.html", "selftest.html", "embed.html", "snapshot.html")
WEB_FILES = ("loader.js", "main.py", "embed_main.py", "rules_main.py", "bots.js")
BOT_WORKER = "bot-worker.js"  # template: {{ZIPS}} (docs/bots.md)
# The app page's interpreter module (template: {{BUILD}}, {{SNAPSHOT}}, {{SNAPSHOT_BYTES}}), written
# to runtime/: Pyodide started from a memory snapshot of our imported modules when one is cached
# (docs/performance.md, "Starting from a memory snapshot"); tools/make_snapshot.mjs makes it.
SNAPSHOT_START = "pyodide-start.mjs"
MAKE_SNAPSHOT = ROOT / "tools" / "make_snapshot.mjs"
PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # fixed, so equal sources give equal zips and hashes


class BuildError(Exception):
    """The site cannot be built; the message says what to do."""


@dataclass(frozen=True)
class BuildInfo:
    """What a build produced: the build hash and the package zip names under py/."""

    out: Path
    build: str
    zips: dict[str, str]  # every zip by part: the BASE_PARTS and each game's id
    games: tuple[str, ...] = ()  # the parts that are games


# --- sources -----------------------------------------------------------------------------
def package_files(package_dir: Path) -> list[Path]:
    """Every file of a Python package except caches, sorted."""
    return sorted(
        p
        for p in package_dir.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in (".pyc", ".pyo")
    )


# --- message catalogs (pyengine/i18n: <package>/locale/<lang>.po) ------------------------------
def i18n_po() -> ModuleType:
    """pyengine/i18n/po.py (PO reading and .mo compiling), imported from our sources."""
    sys.path.insert(0, str(ROOT))
    from pyengine.i18n import po

    return po


def compile_catalogs(folder: Path) -> None:
    """Put each staged locale/<lang>.po's compiled .mo in its place: the engine reads the .mo
    with `gettext`, and compiling the PO in the browser would cost time at every start. A game's
    catalog is split: locale/ keeps what its metadata shows, locale/rules/ the rest (catalog_part)."""
    po = i18n_po()
    parts = (RULES_LOCALE, TABLE_LOCALE)
    for source in sorted([*folder.rglob("locale/*.po"), *(p for d in parts for p in folder.rglob(f"locale/{d}/*.po"))]):
        catalog = catalog_part(po.parse_po(source.read_text(encoding="utf-8")), source.relative_to(folder))
        source.with_suffix(".mo").write_bytes(po.compile_mo(catalog))
        source.unlink()


def catalog_part(catalog: Any, path: Path) -> Any:
    """The messages a staged catalog ships: all of them but for a game's, whose locale/<lang>.po keeps
    the keys its metadata shows (META_KEY) and locale/rules/<lang>.po the others."""
    parts = path.parts
    if parts[:2] == ("pyengine", "i18n"):
        table = parts[-2] == TABLE_LOCALE
        entries = tuple(e for e in catalog.entries if is_table_string(e.msgid) == table)
        return dataclasses.replace(catalog, entries=entries)
    if parts[:2] != ("pyengine", "games") or len(parts) < 5:
        return catalog
    rules = parts[-2] == RULES_LOCALE
    kept = tuple(e for e in catalog.entries if bool(META_KEY.match(e.msgid)) != rules)
    return dataclasses.replace(catalog, entries=kept)


def is_table_string(key: str) -> bool:
    """True for an engine string shipped with the table's strings (TABLE_KEY), not the home page's."""
    return bool(TABLE_KEY.match(key)) and key not in home_named_keys()


@functools.cache
def home_named_keys() -> frozenset[str]:
    """The table-string keys that a module of the home page's zips names as a literal: kept home,
    since the home page may show them before any game (and so the table's strings) is loaded."""
    parts = zip_parts()
    home = [path for part in ("core", "home") for path in parts[part].values() if path.suffix == ".py"]
    sources = [path.read_text(encoding="utf-8") for path in home]
    po = i18n_po()
    keys = {e.msgid for e in po.parse_po((I18N_LOCALE / "en.po").read_text(encoding="utf-8")).entries}
    return frozenset(k for k in keys if TABLE_KEY.match(k) and any(f'"{k}"' in text for text in sources))


def table_strings() -> dict[str, Path]:
    """The engine's table strings by zip path (compiled from its catalogs, split by catalog_part)."""
    return {f"pyengine/i18n/locale/{TABLE_LOCALE}/{p.name}": p for p in sorted(I18N_LOCALE.glob("*.po"))}


def catalog_files(init: str) -> set[str]:
    """The zip paths of the message catalogs of the package whose __init__.py is at `init`: they
    travel with it, as the package (or its metadata module) loads them when imported."""
    package = init.rpartition("/")[0]
    top, _, rest = package.partition("/")
    folder = PACKAGES[top].joinpath(*rest.split("/")) if rest else PACKAGES[top]
    return {f"{package}/locale/{p.name}" for p in sorted(folder.glob("locale/*.po"))}


def short_hash(data: bytes) -> str:
    """The first 12 hex digits of the sha256."""
    return hashlib.sha256(data).hexdigest()[:12]


def file_sha256(path: Path) -> str:
    """Full sha256 of a file."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def require_node_modules() -> None:
    """Fail with a clear message unless the pinned npm packages are installed."""
    for name, version in (("pyodide", PYODIDE_VERSION), ("@pyscript/core", PYSCRIPT_VERSION)):
        manifest = NODE_MODULES / name / "package.json"
        if not manifest.is_file():
            raise BuildError(f"node_modules/{name} is missing: run `npm ci` first")
        found = json.loads(manifest.read_text(encoding="utf-8"))["version"]
        if found != version:
            raise BuildError(f"node_modules/{name} is {found}, expected {version}: run `npm ci`")


# --- runtime -----------------------------------------------------------------------------
def micropip_wheel() -> Path:
    """The micropip wheel, downloaded once with pip into .build/ and checked against its hash."""
    wheel = CACHE / MICROPIP_WHEEL
    if not wheel.is_file():
        CACHE.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            command = [sys.executable, "-m", "pip", "download", f"micropip=={MICROPIP_VERSION}", "--no-deps"]
            command += ["--python-version", "3.14", "--only-binary=:all:", "--dest", tmp, "--quiet"]
            subprocess.run(command, check=True)
            Path(tmp, MICROPIP_WHEEL).replace(wheel)
    if file_sha256(wheel) != MICROPIP_SHA256:
        raise BuildError(f"{wheel} does not match the pinned sha256; delete it and build again")
    return wheel


def copy_pyodide(dest: Path) -> None:
    """The five Pyodide files (our trimmed standard library for its own), plus micropip with the lock
    file pointing at it; Pyodide's own standard library for the bench's bare page, apart."""
    dest.mkdir(parents=True)
    for name in PYODIDE_FILES:
        if name != STDLIB_ZIP:
            shutil.copy2(NODE_MODULES / "pyodide" / name, dest / name)
    shutil.copyfile(trimmed_stdlib(), dest / STDLIB_ZIP)
    (dest.parent / "bare").mkdir()
    shutil.copy2(NODE_MODULES / "pyodide" / STDLIB_ZIP, dest.parent / "bare" / STDLIB_ZIP)
    wheel = micropip_wheel()
    shutil.copy2(wheel, dest / wheel.name)
    patch_lock(dest / "pyodide-lock.json", wheel)


# --- the trimmed standard library (docs/performance.md, "A trimmed, compiled standard library") ---
STDLIB_ZIP = "python_stdlib.zip"
TRIM_STDLIB = ROOT / "tools" / "trim_stdlib.mjs"
# What PyScript's own Python imports (read from @pyscript/core's bundle; "import os, gzip, tarfile"
# unpacks archives named in a page's files).
PYSCRIPT_IMPORTS: tuple[str, ...] = ("asyncio", "base64", "binascii", "builtins", "collections", "functools")
PYSCRIPT_IMPORTS += ("gzip", "inspect", "json", "os", "pathlib", "tarfile", "zipfile")
# Codecs are imported by name when first used (encodings.search_function): the common ones, and cp437,
# zipfile's name for a member's name without its UTF-8 flag.
CODECS: tuple[str, ...] = ("ascii", "charmap", "cp1252", "cp437", "idna", "latin_1", "punycode", "raw_unicode_escape")
CODECS += ("unicode_escape", "utf_16", "utf_16_be", "utf_16_le", "utf_32", "utf_32_be", "utf_32_le")
CODECS += ("utf_8", "utf_8_sig")
# Imported inside a standard-library function on a path the site takes: importlib.invalidate_caches()
# (after a game's zip is unpacked) imports importlib.metadata; a warning's text may ask tracemalloc.
# traceback suggests a keyword for a SyntaxError with difflib: an error report must never fail itself.
LAZY_NEEDED = ("difflib", "importlib.metadata", "tracemalloc")
# Imported inside a kept module's function on a path no page takes: left out, each with its reason.
# A new Pyodide that adds one fails the build until it is judged here or in LAZY_NEEDED.
LEFT_OUT = {
    "_ast_unparse": "ast.unparse: nothing in a page prints code",
    "_pyrepl.main": "site's interactive prompt: no page has one",
    "_pyrepl.readline": "as above",
    "_pyrepl.unix_console": "as above",
    "_pyrepl.windows_console": "as above",
    "csv": "importlib.metadata reading a distribution's files: no page lists distributions",
    "email.parser": "importlib.metadata reading a distribution's metadata: as above",
    "importlib.metadata._adapters": "as above",
    "pprint": "pickle's disassembly: nothing pickles",
    "rlcompleter": "site's interactive prompt: as above",
    "calendar": "ssl.cert_time_to_seconds: no sockets in a browser",
    "concurrent.futures.interpreter": "no subinterpreters in Pyodide",
    "concurrent.futures.process": "no processes in Pyodide (the arena's --jobs runs in CPython)",
    "concurrent.futures.thread": "no threads in Pyodide: nothing calls run_in_executor",
    "getopt": "base64.main: a script's entry",
    "importlib.readers": "resource readers: no page reads package resources",
    "py_compile": "zipfile.PyZipFile: no page writes a zip of Python",
    "pydoc": "help(): no interactive prompt",
    "pyodide._nodesock_transport": "sockets under Node only",
    "secrets": "ssl: no sockets in a browser",
    "urllib.error": "pathlib.from_uri: no page turns file URIs into paths",
    "urllib.request": "pathlib.as_uri/from_uri: as above",
}


def python_sources() -> list[Path]:
    """Every Python file the site ships: the engine, the web layer and the pages' entries."""
    return sorted([*(ROOT / "pyengine").rglob("*.py"), *(WEB / "spacetable_web").rglob("*.py"), *WEB.glob("*.py")])


def stdlib_imports(paths: Iterable[Path]) -> set[str]:
    """The standard-library modules these files import, anywhere in them (a function's lazy import
    too); `from m import x` names m and m.x (x may be a module)."""
    found: set[str] = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module)
                found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return {name for name in found if name.split(".")[0] in sys.stdlib_module_names}


def stdlib_roots() -> dict[str, list[str]]:
    """What tools/trim_stdlib.mjs keeps (with what those import and what Pyodide's boot loads)."""
    roots = stdlib_imports(python_sources()) | set(PYSCRIPT_IMPORTS) | set(LAZY_NEEDED)
    roots |= {f"encodings.{c}" for c in CODECS}
    return {"roots": sorted(roots), "whole": []}


def trimmed_stdlib() -> Path:
    """Our python_stdlib.zip, made by tools/trim_stdlib.mjs with the pinned Pyodide and kept in
    .build/ by what it depends on (a build with the same imports reuses it: 10-60 s of Node)."""
    roots = json.dumps(stdlib_roots(), sort_keys=True)
    digest = hashlib.sha256(f"{PYODIDE_VERSION}\0{roots}\0".encode() + TRIM_STDLIB.read_bytes()).hexdigest()[:12]
    made, report = CACHE / f"python_stdlib-{digest}.zip", CACHE / f"python_stdlib-{digest}.json"
    if not (made.is_file() and report.is_file()):
        CACHE.mkdir(exist_ok=True)
        with tempfile.TemporaryDirectory(dir=CACHE) as tmp:
            roots_file = Path(tmp, "roots.json")
            roots_file.write_text(roots, encoding="utf-8")
            command = ["node", str(TRIM_STDLIB), str(NODE_MODULES / "pyodide"), str(Path(tmp, STDLIB_ZIP))]
            done = subprocess.run([*command, str(roots_file)], capture_output=True, text=True, check=False)
            if done.returncode != 0:
                raise BuildError(f"trimming the standard library failed:\n{done.stderr.strip()[-3000:]}")
            Path(tmp, STDLIB_ZIP).replace(made)
            report.write_text(done.stdout, encoding="utf-8")
    unjudged = sorted(set(json.loads(report.read_text(encoding="utf-8"))["left_out"]) - set(LEFT_OUT))
    if unjudged:
        raise BuildError(
            f"the standard library's lazy imports {unjudged} are neither kept nor left out:"
            " judge them in LAZY_NEEDED or LEFT_OUT (tools/build.py)"
        )
    return made


def patch_lock(lock_path: Path, wheel: Path) -> None:
    """Point the lock's micropip entry at our wheel (its own hash is for Pyodide's build)."""
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    entry = lock["packages"]["micropip"]
    entry["file_name"] = wheel.name
    entry["sha256"] = file_sha256(wheel)
    lock_path.write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def copy_pyscript(dest: Path) -> None:
    """@pyscript/core's dist files that our pages can load (no source maps, no editor/terminal)."""
    source = NODE_MODULES / "@pyscript" / "core" / "dist"
    dest.mkdir(parents=True)
    for path in sorted(source.iterdir()):
        if path.is_file() and not PYSCRIPT_SKIP.search(path.name):
            shutil.copy2(path, dest / path.name)
    check_static_imports(dest)


def check_static_imports(folder: Path) -> None:
    """Every module statically imported by a copied chunk must have been copied too."""
    for path in folder.glob("*.js"):
        text = path.read_text(encoding="utf-8")
        dynamic = set(re.findall(r"""import\(\s*["'](\./[^"']+)["']\s*\)""", text))
        for target in set(STATIC_IMPORT.findall(text)) - dynamic:
            if not (folder / target).is_file():
                raise BuildError(f"{path.name} imports {target}, which the build skipped")


# --- our packages ------------------------------------------------------------------------
def zip_package(name: str, package_dir: Path, dest: Path, bytecode: bool = True) -> str:
    """Zip a package with its bytecode (paths start with its name) as py/<name>-<hash>.zip."""
    files = {f"{name}/{p.relative_to(package_dir).as_posix()}": p for p in package_files(package_dir)}
    return zip_files(name, files, dest, bytecode)


def zip_files(name: str, files: dict[str, Path], dest: Path, bytecode: bool = True, sourceless: bool = False) -> str:
    """Zip files (by their path in the zip) with their bytecode as <dest>/<name>-<hash>.zip;
    `sourceless`: each module as its bytecode alone (<module>.pyc in place of <module>.py)."""
    return zip_many({name: files}, dest, bytecode, sourceless)[name]


def zip_many(
    parts: dict[str, dict[str, Path]],
    dest: Path,
    bytecode: bool = True,
    sourceless: bool = False,
    reuse: bool = True,
) -> dict[str, str]:
    """zip_files for several zips at once, by name: one Pyodide byte-compiles them all (booting
    it in Node took 5 s a zip on a slow machine, most of a build); `reuse`: a part compiled
    before from the same files is taken from .build/ (compile_reusing)."""
    with tempfile.TemporaryDirectory(prefix="pyc-") as tmp:
        staged = {name: stage_files(Path(tmp) / str(index), files) for index, (name, files) in enumerate(parts.items())}
        if bytecode:
            compile_reusing(list(staged.values()), reuse)
            if sourceless:
                for folder in staged.values():
                    drop_sources(folder)
        return {name: write_zip(name, folder, dest) for name, folder in staged.items()}


def stage_files(staged: Path, files: dict[str, Path]) -> Path:
    """Copy files into a folder by their path in the zip, with the compiled message catalogs."""
    for arcname, path in files.items():
        target = staged / arcname
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(path.read_bytes())
    staged.mkdir(parents=True, exist_ok=True)
    compile_catalogs(staged)
    return staged


def write_zip(name: str, staged: Path, dest: Path) -> str:
    """A staged folder as <dest>/<name>-<hash>.zip (fixed dates and modes: reproducible)."""
    archive = dest / f"{name}.zip.tmp"
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for path in sorted(p for p in staged.rglob("*") if p.is_file()):
            info = zipfile.ZipInfo(path.relative_to(staged).as_posix(), ZIP_DATE)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, path.read_bytes())
    final = dest / f"{name}-{short_hash(archive.read_bytes())}.zip"
    archive.replace(final)
    return final.name


def drop_sources(folder: Path) -> None:
    """Put each module's compiled bytecode in place of its source (x.py -> x.pyc, no __pycache__)."""
    for cache in sorted(folder.rglob("__pycache__")):
        for pyc in sorted(cache.glob("*.pyc")):
            module = pyc.name.split(".")[0]
            (cache.parent / f"{module}.py").unlink()
            pyc.replace(cache.parent / f"{module}.pyc")
        cache.rmdir()


def source_files() -> dict[str, Path]:
    """Every file of our packages by its path in a zip ("pyengine/core/match.py")."""
    return {
        f"{name}/{p.relative_to(folder).as_posix()}": p
        for name, folder in PACKAGES.items()
        for p in package_files(folder)
    }


@functools.cache  # asked about 800,000 times a build (each closure follows the same modules); assemble clears it
def module_source(module: str) -> str | None:
    """The zip path of one of our modules ("pyengine.core" -> "pyengine/core/__init__.py"), if ours."""
    top, *rest = module.split(".")
    if top not in PACKAGES:
        return None
    base = PACKAGES[top].joinpath(*rest)
    for path in (base / "__init__.py", base.with_suffix(".py")):
        if path.is_file():
            return f"{top}/{path.relative_to(PACKAGES[top]).as_posix()}"
    return None


def imported_names(tree: ast.AST, package: str) -> set[str]:
    """Every module name an import anywhere in the tree may load (a from-import's names may be modules).
    Imports under `if TYPE_CHECKING:` are left out: they never run, they only name types."""
    names: set[str] = set()
    for node in runtime_nodes(tree):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, up level - 1
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *([base] if base else [])])
            names |= {base, *(f"{base}.{alias.name}" for alias in node.names)}
    return names


def runtime_nodes(tree: ast.AST) -> list[ast.AST]:
    """The tree's nodes, without the bodies of `if TYPE_CHECKING:` blocks (their `else` is kept)."""
    found: list[ast.AST] = []
    todo = [tree]
    while todo:
        node = todo.pop()
        found.append(node)
        if isinstance(node, ast.If) and _is_type_checking(node.test):
            todo += node.orelse
            continue
        todo += ast.iter_child_nodes(node)
    return found


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def import_closure(entry: Path, package: str = "", stop: frozenset[str] = frozenset()) -> set[str]:
    """Zip paths of our modules an entry script may import, directly or not, with their packages'
    __init__ files (imports are read from the source, also those inside functions); the modules
    named in `stop` are not followed."""
    found: set[str] = set()
    followed: set[str] = set()
    todo = list(imports_of(entry, package))
    while todo:
        module = todo.pop()
        if module in followed:
            continue
        followed.add(module)
        if any(module == name or module.startswith(f"{name}.") for name in stop):
            continue
        parts = module.split(".")
        todo += [".".join(parts[:i]) for i in range(1, len(parts))]
        path = module_source(module)
        if path is None or path in found:
            continue
        found.add(path)
        if path.endswith("/__init__.py"):  # its message catalogs travel with the package
            found |= catalog_files(path)
        package = module if path.endswith("/__init__.py") else module.rpartition(".")[0]
        todo += imports_of(PACKAGES[parts[0]].parent / path, package)
    return found


def imports_of(source: Path, package: str) -> tuple[str, ...]:
    """The modules a source file imports (sorted), parsed once per version of the file: a build
    follows the same modules from many entries, and parsing them again was a third of its time."""
    stat = source.stat()
    return _parsed_imports(source, package, stat.st_mtime_ns, stat.st_size)


@functools.lru_cache(maxsize=4096)
def _parsed_imports(source: Path, package: str, mtime_ns: int, size: int) -> tuple[str, ...]:
    return tuple(sorted(imported_names(ast.parse(source.read_text(encoding="utf-8")), package)))


@functools.cache
def declared_games() -> dict[str, GameDeclaration]:
    """The built-in games' declarations (core/declaration.py) by id: the packages under
    pyengine/games, each imported for its declaration (never its rules) from our sources."""
    sys.path.insert(0, str(ROOT))
    from pyengine.core import registry

    return {d.game_id: d for d in registry.declarations() if d.package.startswith(f"{registry.BUILTIN_PACKAGE}.")}


def game_ids() -> list[str]:
    """The games that ship as their own zip: the packages under pyengine/games."""
    return list(declared_games())


def module_path(module: str) -> str:
    """The zip path of one of our modules (which must exist)."""
    path = module_source(module)
    if path is None:
        raise BuildError(f"no module {module}")
    return path


def game_entries(game: str) -> tuple[str, str, tuple[str, ...]]:
    """A game's package (its __init__.py's zip path), and the modules its declaration names (the
    rules and the table, imported when the game is first played), as module names and zip paths."""
    declared = declared_games()[game]
    names = tuple(declared.module(spec)[0] for spec in (declared.rules, declared.table) if spec)
    return module_path(declared.package), f"pyengine/games/{game}/", names


# The registry's loader of a declared game's rules (imported when a game is first played): it ships
# with the modules only games' rules import (the "kit" zip), not with the pages' own.
GAME_LOADER = "pyengine.core.loading"


def game_rules(games: Iterable[str]) -> tuple[frozenset[str], tuple[str, ...], tuple[str, ...]]:
    """For these games: the modules their declarations name (rules, tables) with the registry's
    loader of them, those modules' zip paths, and the games' __init__.py files (what the home page
    imports of a game)."""
    ids = list(games)
    modules = frozenset({GAME_LOADER, *(name for game in ids for name in game_entries(game)[2])})
    return modules, tuple(sorted(module_path(m) for m in modules)), tuple(game_entries(g)[0] for g in ids)


def game_picture(game: str) -> Path | None:
    """The home page's picture a game declares (shipped as assets/games/<id>.svg), if any."""
    declared = declared_games()[game]
    if not declared.picture:
        return None
    path = GAMES / game / declared.picture
    if not path.is_file():
        raise BuildError(f"{game} declares the picture {declared.picture}, which its package lacks")
    return path


def game_files(game: str) -> dict[str, Path]:
    """A game's zip: its package's files that its declaration (__init__.py) does not import, with
    its rule strings (locale/rules/), without its home-page picture (shipped under assets/). Its
    shipped scenarios are not in it: no page reads them from the package (embeds fetch them by URL,
    scenarios/<game>/, and the rules page carries its own), so they go with the command line's
    files in the "tools" zip."""
    files = source_files()
    init, package, rules = game_entries(game)
    meta = import_closure(GAMES / game / "__init__.py", f"pyengine.games.{game}", frozenset(rules))
    meta |= {init, *catalog_files(init)}
    picture = game_picture(game)
    skipped = {f"{package}{picture.name}"} if picture is not None else set()
    own = {k: p for k, p in files.items() if k.startswith(package) and k not in meta | skipped}
    strings = {f"{package}locale/{RULES_LOCALE}/{p.name}": p for p in sorted((GAMES / game / "locale").glob("*.po"))}
    return {**own, **strings}


def zip_parts() -> dict[str, dict[str, Path]]:
    """Our packages' files split by who needs them (see BASE_PARTS above), and one zip per game."""
    games = {game: game_files(game) for game in game_ids()}
    in_games = {k for files in games.values() for k in files}
    pictures = {f"pyengine/games/{g}/{p.name}" for g in games if (p := game_picture(g)) is not None}
    files = {k: p for k, p in source_files().items() if k not in in_games | pictures}
    rules, rule_files, inits = game_rules(games)  # the rules: each in its game's zip
    embed = closure_of((*EMBED_ENTRIES, *inits), LATER_MODULES | rules)
    home = closure_of((APP_ENTRY, *inits), TABLE_MODULES | LATER_MODULES | rules)
    kit = closure_of(rule_files, LATER_MODULES) - in_games
    kit -= home | embed
    table = closure_of((APP_ENTRY, BOT_ENTRY, *lazy_entries(), *inits, *rule_files), LATER_MODULES)
    table -= home | embed | kit
    core = home & closure_of((*EMBED_ENTRIES, *inits, *rule_files), LATER_MODULES)  # what the embed needs too
    kinds = {"core": core, "home": home - core, "table": table, "embed": embed - home, "kit": kit}
    parts = {part: {k: p for k, p in files.items() if k in paths} for part, paths in kinds.items()}
    parts["kit"] |= table_strings()
    placed = {k for paths in kinds.values() for k in paths}
    return {**parts, "tools": {k: p for k, p in files.items() if k not in placed}, **games}


def closure_of(entries: tuple[str, ...], stop: frozenset[str] = frozenset()) -> set[str]:
    """The zip paths these entries (scripts under web/, or a module's zip path) may import."""
    found: set[str] = set()
    for entry in entries:
        top, _, rest = entry.partition("/")
        path = PACKAGES[top] / rest if top in PACKAGES else WEB / entry
        package = entry.rpartition("/")[0].replace("/", ".") if top in PACKAGES else ""
        if top in PACKAGES and entry.removesuffix(".py").removesuffix("/__init__").replace("/", ".") in stop:
            continue  # a stopped module named as an entry (a game's rules, for the pages' own zips)
        found |= import_closure(path, package, stop) | ({entry} if top in PACKAGES else set())
        if entry.endswith("/__init__.py"):  # its message catalogs travel with the package
            found |= catalog_files(entry)
    return found


def compile_reusing(folders: list[Path], reuse: bool = True) -> None:
    """compile_bytecode, but a folder whose files (and compiler) are unchanged since an earlier
    build is copied from .build/pyc/ instead: compiling is most of a build's time, and a build
    with only a new salt or a changed page (the service worker's release test, the reproducibility
    test, a build after editing CSS) compiles nothing. The bytecode depends only on the files:
    compile_pyc.mjs names each module by its path in the zip, with a fixed hash seed."""
    stored = {folder: CACHE / "pyc" / bytecode_key(folder) for folder in folders}
    fresh = [folder for folder in folders if not (reuse and stored[folder].is_dir())]
    if fresh:
        compile_bytecode(*fresh)
    for folder in folders:
        if folder not in fresh:
            shutil.rmtree(folder)
            shutil.copytree(stored[folder], folder)
            os.utime(stored[folder])  # still in use: prune_compiled keeps it
        elif reuse:
            keep_compiled(folder, stored[folder])
    prune_compiled(CACHE / "pyc")


# A cached folder no build has used for this long belongs to sources long gone; each edit of an
# engine file leaves one behind (about 0.5 MB), so without pruning the cache only grows.
PYC_KEPT_SECONDS = 14 * 24 * 3600


def prune_compiled(cache: Path, now: float | None = None) -> list[Path]:
    """Remove the cached bytecode folders no build has used for PYC_KEPT_SECONDS; return them.

    Only long-unused folders go, so a build running beside this one never loses the folder it
    is copying (it used it moments ago). Staging folders (".name-...") are left to their build."""
    cutoff = (time.time() if now is None else now) - PYC_KEPT_SECONDS
    stale = [p for p in sorted(cache.glob("[!.]*")) if p.is_dir() and p.stat().st_mtime < cutoff]
    for folder in stale:
        shutil.rmtree(folder, ignore_errors=True)
    return stale


def bytecode_key(folder: Path) -> str:
    """What a folder's bytecode depends on: Pyodide's version, the compiler script, every file."""
    digest = hashlib.sha256(f"{PYODIDE_VERSION}\0".encode() + (ROOT / "tools" / "compile_pyc.mjs").read_bytes())
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(b"\0" + path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def keep_compiled(folder: Path, stored: Path) -> None:
    """Copy a compiled folder into the cache; a build that stored it first wins (the copies are
    identical), so parallel builds (the test workers) never read half a folder."""
    stored.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{stored.name}-", dir=stored.parent))
    shutil.copytree(folder, staging, dirs_exist_ok=True)
    try:
        staging.rename(stored)
    except OSError:
        shutil.rmtree(staging, ignore_errors=True)  # already there


def compile_bytecode(*folders: Path) -> None:
    """Byte-compile the .py files under each folder with the pinned Pyodide, run by Node once.

    Compiling the engine is a fifth of the app's start-up in the browser (about 150 ms);
    Pyodide's Python is a newer version than the one running the build, so Pyodide does it.
    """
    pyodide = NODE_MODULES / "pyodide"
    command = ["node", str(ROOT / "tools" / "compile_pyc.mjs"), str(pyodide), *map(str, folders)]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"byte-compiling with Pyodide failed:\n{done.stderr.strip()}")


def game_zip_urls(info_zips: dict[str, str]) -> dict[str, str]:
    """Each game's zip URL (relative to the pages), by game id: what <script id="game-zips"> lists."""
    return {part: f"./py/{name}" for part, name in sorted(info_zips.items()) if part not in BASE_PARTS}


def lazy_entries() -> tuple[str, ...]:
    """The table's modules as entries: pyengine.bots hands out its search code and the coach by name
    (importlib), which no import statement shows."""
    return tuple(path for path in map(module_source, sorted(TABLE_MODULES)) if path is not None)


def later_zip_urls(page: str, parts: dict[str, dict[str, Path]], zips: dict[str, str]) -> list[str]:
    """The base zips a page fetches when it first opens a game: those holding a module its entries
    may import (games' rules included) that it did not unpack at start (<script id="table-zips">)."""
    entries = (APP_ENTRY, *lazy_entries()) if page == "index.html" else EMBED_ENTRIES
    _, rule_files, inits = game_rules(game_ids())
    needed = closure_of((*entries, *inits, *rule_files), LATER_MODULES)
    started = page_zips(page, zips)
    return [f"./py/{zips[part]}" for part in BASE_PARTS if part not in started and needed & parts[part].keys()]


def coach_zip_urls(page: str, parts: dict[str, dict[str, Path]], zips: dict[str, str]) -> list[str]:
    """The base zips a page fetches when a reader first reveals a hint (the coach and its search)
    that it did not unpack at start (<script id="coach-zips">, embed.html's `hint=1`)."""
    needed = closure_of((COACH_ENTRY, *lazy_entries()), LATER_MODULES)
    started = page_zips(page, zips)
    return [f"./py/{zips[part]}" for part in BASE_PARTS if part not in started and needed & parts[part].keys()]


def bot_worker_zips(parts: dict[str, dict[str, Path]], zips: dict[str, str]) -> list[str]:
    """The base zips the bot worker unpacks: those holding a module spacetable_web.bots may import."""
    _, rule_files, inits = game_rules(game_ids())
    needed = closure_of((BOT_ENTRY, *lazy_entries(), *inits, *rule_files), LATER_MODULES)
    return [zips[part] for part in BASE_PARTS if needed & parts[part].keys()]


def pyscript_toml(zips: dict[str, str]) -> str:
    """A PyScript config: our local Pyodide, no CDN, these zips unpacked beside the entry script."""
    lines = [
        "# Generated by tools/build.py: do not edit.",
        'name = "Spacetable"',
        'interpreter = "./runtime/pyodide/pyodide.mjs"',
        "",
        "[files]",
        *(f'"./py/{zip_name}" = "./*"' for zip_name in zips.values()),
    ]
    return "\n".join(lines) + "\n"


# --- pages -------------------------------------------------------------------------------
def boot_strings() -> dict[str, dict[str, str]]:
    """The loading screen's texts (keys ui.boot.*) per language, from the engine's catalog."""
    po = i18n_po()
    strings = {}
    for source in sorted((ROOT / "pyengine" / "i18n" / "locale").glob("*.po")):
        entries = po.parse_po(source.read_text(encoding="utf-8")).entries
        strings[source.stem] = {
            e.msgid: e.msgstr[-1] for e in sorted(entries, key=lambda e: e.msgid) if e.msgid.startswith("ui.boot.")
        }
    missing = [f"{lang}:{key}" for lang, table in strings.items() for key in BOOT_KEYS if key not in table]
    if missing:
        raise BuildError(f"pyengine/i18n/locale/*.po lacks loading-screen strings {missing}")
    return strings


def script_json(data: object) -> str:
    """JSON safe to place inside a <script> element."""
    return json.dumps(data, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")


def stylesheet_links(public: Path, build: str) -> str:
    """<link> tags for the top-level stylesheets of public/ (copied to assets/)."""
    sheets = sorted(p.name for p in public.glob("*.css")) if public.is_dir() else []
    return "\n    ".join(f'<link rel="stylesheet" href="./assets/{name}?v={build}">' for name in sheets)


def icon_href(public: Path, build: str) -> str:
    """The page icon (an explicit one stops browsers asking for /favicon.ico outside the site)."""
    return f"./assets/icon.svg?v={build}" if (public / "icon.svg").is_file() else "data:,"


def preload_links(out: Path, zips: dict[str, str]) -> str:
    """Hints that start the runtime's and our packages' downloads while PyScript itself loads.

    Without them the browser learns of these files one step at a time (core.js, then the config,
    then pyodide.mjs, then the wasm, and our zips only once Python runs): about 150 ms of idle
    network on a cold load. `crossorigin` makes each hint match the runtime's own fetch() call.
    """
    # core-<hash>.js is PyScript's body, which core.js imports; its other chunks are small.
    chunks = sorted(p.relative_to(out).as_posix() for p in (out / "runtime" / "pyscript").glob("core-*.js"))
    modules = [*chunks, "runtime/pyodide/pyodide.mjs", "runtime/pyodide/pyodide.asm.mjs"]
    fetched = [
        "runtime/pyodide/pyodide.asm.wasm",
        "runtime/pyodide/python_stdlib.zip",
        "runtime/pyodide/pyodide-lock.json",
    ]
    fetched += [f"py/{name}" for name in sorted(zips.values())]
    links = [f'<link rel="modulepreload" href="./{path}">' for path in modules]
    links += [f'<link rel="preload" href="./{path}" as="fetch" crossorigin>' for path in fetched]
    return "\n    ".join(links)


def fill(template: str, values: dict[str, str], name: str) -> str:
    """Replace {{NAME}} placeholders; every placeholder must have a value."""
    missing = sorted(set(PLACEHOLDER.findall(template)) - set(values))
    if missing:
        raise BuildError(f"{name} has unknown placeholders {missing}")
    return PLACEHOLDER.sub(lambda m: values[m.group(1)], template)


def engine_version() -> str:
    """pyengine.__version__, read without importing."""
    text = (ROOT / "pyengine" / "__init__.py").read_text(encoding="utf-8")
    found = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    return found.group(1) if found else "0"


def build_hash(zips: dict[str, str], public: Path, salt: str = "") -> str:
    """A hash of everything that goes into the site, for cache-busting asset URLs and caches."""
    digest = hashlib.sha256(f"{PYODIDE_VERSION} {PYSCRIPT_VERSION} {MICROPIP_VERSION} {salt}".encode())
    digest.update(" ".join(zips.values()).encode())
    sources = [WEB / name for name in (*PAGES, *WEB_FILES, "sw.js", BOT_WORKER, SNAPSHOT_START)]
    sources += [MAKE_SNAPSHOT, TRIM_STDLIB]
    sources += sorted(p for p in public.rglob("*") if p.is_file()) if public.is_dir() else []
    sources += rules_page_module().sources()
    sources += [p for p in map(game_picture, game_ids()) if p is not None]
    for path in sources:
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:12]


def write_pages(
    out: Path, build: str, public: Path, zips: dict[str, str], later: dict[str, list[str]], coach: list[str]
) -> None:
    """The app page, the bench's bare Pyodide page and the self-test page."""
    values = {
        "BUILD": build,
        "VERSION": engine_version(),
        "BOOT_STRINGS": script_json(boot_strings()),
        "STYLESHEETS": stylesheet_links(public, build),
        "ICON": icon_href(public, build),
        "WASM_BYTES": str((out / "runtime" / "pyodide" / "pyodide.asm.wasm").stat().st_size),
        "GAME_ZIPS": script_json(game_zip_urls(zips)),
        "COACH_ZIPS": script_json(coach),
    }
    for page in PAGES:
        template = (WEB / page).read_text(encoding="utf-8")
        preloads = preload_links(out, page_zips(page, zips))
        page_values = {**values, "PRELOADS": preloads, "TABLE_ZIPS": script_json(later.get(page, []))}
        (out / page).write_text(fill(template, page_values, page), encoding="utf-8")


def page_zips(page: str, zips: dict[str, str]) -> dict[str, str]:
    """The zips a page unpacks at start (and preloads): its base parts, or "core" and "home"; games
    only for pages that play them all (the others fetch a game's zip when it is opened)."""
    parts = PART_PAGES.get(page, ("core", "home"))
    every_game = page in ALL_GAMES_PAGES
    return {part: name for part, name in zips.items() if part in parts or (every_game and part not in BASE_PARTS)}


# --- the whole build ---------------------------------------------------------------------
PREBUILT_ENV = "SPACETABLE_DIST"  # set by `make test` to the site it built just before the tests


def prebuilt_for_tests() -> Path | None:
    """The site `make test` built from these sources moments before (its path in $SPACETABLE_DIST),
    which the tests check and serve instead of building it twice more (about a minute of CPU); None
    when the variable is unset, and the tests build their own."""
    named = os.environ.get(PREBUILT_ENV, "")
    if not named:
        return None
    folder = Path(named).resolve()
    if not (folder / "version.json").is_file():
        raise FileNotFoundError(f"${PREBUILT_ENV} names {folder}, which holds no built site")
    return folder


def build(out: Path, salt: str = "", bytecode: bool = True, snapshot: bool = True, reuse: bool = True) -> BuildInfo:
    """Assemble the site in a fresh folder beside `out`, then swap it in; `snapshot`: with the
    app's memory snapshot (about 15 s more; without it the app always starts normally); `reuse`:
    bytecode compiled by an earlier build from the same files is reused (compile_reusing)."""
    require_node_modules()
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{out.name}-", dir=out.parent))
    try:
        info = assemble(staging, salt, bytecode, snapshot, reuse)
        replace_dir(staging, out)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return BuildInfo(out, info.build, info.zips, info.games)


def assemble(out: Path, salt: str = "", bytecode: bool = True, snapshot: bool = True, reuse: bool = True) -> BuildInfo:
    """Write every file of the site into an empty folder."""
    module_source.cache_clear()  # our modules as they are now (a long-lived process may build again)
    public = ROOT / "public"
    copy_pyodide(out / "runtime" / "pyodide")
    copy_pyscript(out / "runtime" / "pyscript")
    (out / "py").mkdir()
    parts = zip_parts()
    zips = zip_many(parts, out / "py", bytecode, sourceless=True, reuse=reuse)
    (out / "pyscript.toml").write_text(pyscript_toml(page_zips("index.html", zips)), encoding="utf-8")
    (out / "embed.toml").write_text(pyscript_toml(page_zips("embed.html", zips)), encoding="utf-8")
    (out / "selftest.toml").write_text(pyscript_toml(page_zips("selftest.html", zips)), encoding="utf-8")
    build = build_hash(zips, public, salt)
    for name in WEB_FILES:
        shutil.copy2(WEB / name, out / name)
    if public.is_dir():
        shutil.copytree(public, out / "assets")
    copy_pictures(out / "assets" / "games")
    minify_files(out, [*(out / name for name in WEB_FILES), *(out / "assets").glob("*.css")])
    later = {page: later_zip_urls(page, parts, zips) for page in ("index.html", "embed.html")}
    write_pages(out, build, public, zips, later, coach_zip_urls("embed.html", parts, zips))
    write_bot_worker(out, zips, bot_worker_zips(parts, zips))
    copy_scenarios(out / "scenarios")
    write_rules_page(out, build, public, zips, later["embed.html"])
    snapshot_bytes = write_snapshot(out, build, page_zips("index.html", zips)) if snapshot else 0
    write_snapshot_start(out, build, snapshot_bytes)
    write_service_worker(out, build, snapshot_bytes)
    version = {"version": engine_version(), "build": build, "pyodide": PYODIDE_VERSION, "pyscript": PYSCRIPT_VERSION}
    (out / "version.json").write_text(json.dumps(version, indent=2) + "\n", encoding="utf-8")
    return BuildInfo(out, build, zips, tuple(part for part in zips if part not in BASE_PARTS))


def copy_pictures(dest: Path) -> None:
    """Each game's home-page picture, declared in its package, as assets/games/<id>.svg (views.py)."""
    for game in game_ids():
        picture = game_picture(game)
        if picture is not None:
            dest.mkdir(parents=True, exist_ok=True)
            shutil.copy2(picture, dest / f"{game}.svg")


def minify_files(out: Path, paths: list[Path]) -> None:
    """Our scripts and stylesheets without comments and indentation (tools/minify.py): the home page
    fetches them on every cold load, and the comments are for us."""
    minify = minify_module()
    for path in paths:
        change = {".js": minify.minify_js, ".css": minify.minify_css}.get(path.suffix)
        if change is not None and path.is_file():
            path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")


def minify_module() -> ModuleType:
    """tools/minify.py (ROOT goes on sys.path, so the build also runs as a plain script)."""
    sys.path.insert(0, str(ROOT))
    from tools import minify

    return minify


def copy_scenarios(dest: Path) -> None:
    """The shipped scenarios as plain files too, so embeds load them by URL (scenarios/<game>/<name>.json)."""
    for path in sorted((ROOT / "pyengine" / "scenarios").glob("*/*.json")):
        target = dest / path.parent.name / path.name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(path, target)


def rules_page_module() -> ModuleType:
    """tools/rules_page.py (ROOT goes on sys.path, so the build also runs as a plain script)."""
    sys.path.insert(0, str(ROOT))
    from tools import rules_page

    return rules_page


def write_rules_page(out: Path, build: str, public: Path, zips: dict[str, str], later: list[str]) -> None:
    """rules.html and rules.js: the games' rules with their scenarios embedded (docs/embed.md)."""
    module = rules_page_module()
    links, icon = stylesheet_links(public, build), icon_href(public, build)
    try:
        module.write_rules_page(out, build, links, icon, script_json(game_zip_urls(zips)), script_json(later))
    except module.RulesPageError as error:
        raise BuildError(f"the rules page: {error}") from None


# Pages only the bench and the self-test open: not part of the app, so not kept offline.
NOT_PRECACHED = frozenset({"bare.html", "selftest.html", "selftest.toml", "snapshot.html", "sw.js", "version.json"})


def precache_list(out: Path) -> list[str]:
    """Every file of the site the app may request, relative to the site root (the memory snapshot
    is copied later, in the background: sw.js "cache-snapshot")."""
    files = (p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    skipped = ("py/tools-", "runtime/snapshot-", "runtime/bare/")  # bare/: the bench's Pyodide stdlib
    return sorted(path for path in files if path not in NOT_PRECACHED and not path.startswith(skipped))


# --- the memory snapshot the app starts from (docs/performance.md) -------------------------
def snapshot_name(build: str) -> str:
    """The app's memory snapshot under runtime/, named after its release."""
    return f"snapshot-{build}.bin"


def write_snapshot(out: Path, build: str, zips: dict[str, str]) -> int:
    """runtime/snapshot-<build>.bin: Pyodide's memory after the page's zips are unpacked and their
    modules imported (tools/make_snapshot.mjs), stamped "<build> <pyodide version>"; its size."""
    target = out / "runtime" / snapshot_name(build)
    # The site's Pyodide folder: the snapshot's import system holds the listing of its trimmed zip.
    command = ["node", str(MAKE_SNAPSHOT), str(out / "runtime" / "pyodide"), str(target), f"{build} {PYODIDE_VERSION}"]
    command += [str(out / "py" / name) for name in zips.values()]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise BuildError(f"making the memory snapshot failed:\n{done.stderr.strip()[-3000:]}")
    return target.stat().st_size


def write_snapshot_start(out: Path, build: str, snapshot_bytes: int) -> None:
    """runtime/pyodide-start.mjs, and pyscript.toml's interpreter pointed at it (the app page only)."""
    values = {"BUILD": build, "SNAPSHOT": snapshot_name(build), "SNAPSHOT_BYTES": str(snapshot_bytes)}
    template = (WEB / SNAPSHOT_START).read_text(encoding="utf-8")
    (out / "runtime" / SNAPSHOT_START).write_text(fill(template, values, SNAPSHOT_START), encoding="utf-8")
    config = out / "pyscript.toml"
    plain = 'interpreter = "./runtime/pyodide/pyodide.mjs"'
    text = config.read_text(encoding="utf-8")
    if plain not in text:
        raise BuildError("pyscript.toml names no interpreter to wrap")
    config.write_text(text.replace(plain, f'interpreter = "./runtime/{SNAPSHOT_START}?v={build}"'), encoding="utf-8")


def write_bot_worker(out: Path, zips: dict[str, str], base: list[str]) -> None:
    """bot-worker.js with the base zips it unpacks (the app's own, so one download serves both)
    and the game zips it fetches when a game's bot first thinks."""
    template = (WEB / BOT_WORKER).read_text(encoding="utf-8")
    games = {part: name for part, name in sorted(zips.items()) if part not in BASE_PARTS}
    values = {"ZIPS": json.dumps(base), "GAME_ZIPS": json.dumps(games)}
    (out / BOT_WORKER).write_text(fill(template, values, BOT_WORKER), encoding="utf-8")


def write_service_worker(out: Path, build: str, snapshot_bytes: int = 0) -> None:
    """sw.js with this release's name and file list (it precaches the whole site for offline use),
    and its memory snapshot, copied in the background (none when `snapshot_bytes` is 0)."""
    template = (WEB / "sw.js").read_text(encoding="utf-8")
    values = {"BUILD": build, "PRECACHE": json.dumps(precache_list(out), indent=1)}
    snapshot = f"runtime/{snapshot_name(build)}" if snapshot_bytes else ""
    values |= {"SNAPSHOT": snapshot, "SNAPSHOT_BYTES": str(snapshot_bytes)}
    (out / "sw.js").write_text(fill(template, values, "sw.js"), encoding="utf-8")


def replace_dir(new: Path, target: Path) -> None:
    """Put `new` in place of `target` (the old one is removed after the swap)."""
    old = None
    if target.exists():
        old = Path(tempfile.mkdtemp(prefix=f".{target.name}-old-", dir=target.parent))
        target.replace(old / target.name)
    new.replace(target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def main(argv: list[str] | None = None) -> None:
    """Command line: build into --out (default dist/)."""
    parser = argparse.ArgumentParser(description="Build the Spacetable static site.")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="output folder (default: dist)")
    parser.add_argument("--salt", default="", help="text mixed into the build id (to test updates)")
    parser.add_argument(
        "--no-bytecode",
        action="store_true",
        help="ship sources only: fewer bytes, but every start compiles them (about 110 ms slower)",
    )
    parser.add_argument(
        "--no-snapshot",
        action="store_true",
        help="no memory snapshot of the app (builds about 15 s faster; every start imports normally)",
    )
    args = parser.parse_args(argv)
    try:
        info = build(args.out, args.salt, bytecode=not args.no_bytecode, snapshot=not args.no_snapshot)
    except BuildError as error:
        sys.exit(f"build: {error}")
    print(f"built {info.out} (build {info.build}; {', '.join(info.zips.values())})")


if __name__ == "__main__":
    main()
