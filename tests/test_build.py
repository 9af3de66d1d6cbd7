"""The built site (tools/build.py): the browser runs exactly our packages, from our own files."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools import build as site  # noqa: E402

CDN_HOSTS = re.compile(
    r"(cdn\.jsdelivr\.net|unpkg\.com|cdnjs\.cloudflare\.com|pyscript\.net|googleapis\.com|"
    r"gstatic\.com|files\.pythonhosted\.org|pypi\.org|esm\.sh|skypack\.dev)",
    re.I,
)
TEXT_SUFFIXES = {".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".svg", ".webmanifest", ".txt"}
WEB = ROOT / "web"
VENDORED = ("runtime/pyodide/pyodide.mjs", "runtime/pyodide/pyodide.asm.mjs", "runtime/pyscript/")


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # The build needs the pinned runtime; a missing one is a setup error, never a silent skip.
    assert (ROOT / "node_modules" / "pyodide").is_dir(), "node_modules/ missing: run `npm ci` (make test does)"
    prebuilt = site.prebuilt_for_tests()  # `make test` builds the site once, just before the tests
    return prebuilt or site.build(tmp_path_factory.mktemp("build") / "dist").out


def zipped_part(dist: Path, part: str) -> zipfile.ZipFile:
    (archive,) = (dist / "py").glob(f"{part}-*.zip")
    return zipfile.ZipFile(archive)


GAMES = tuple(site.game_ids())  # the packages under pyengine/games, each declared in its __init__.py
GAMES_DIR = ROOT / "pyengine" / "games"
# Each game's home-page picture, declared in its package: shipped as assets/games/<id>.svg, in no zip.
PICTURES = {f"pyengine/games/{g}/{p.name}": p for g in GAMES if (p := site.game_picture(g)) is not None}


def zipped_files(dist: Path, parts: tuple[str, ...] = (*site.BASE_PARTS, *GAMES)) -> dict[str, bytes]:
    """Every file of these zips by its path; no path is in two."""
    files: dict[str, bytes] = {}
    for part in parts:
        with zipped_part(dist, part) as zf:
            here = {info.filename: zf.read(info) for info in zf.infolist()}
        assert not here.keys() & files.keys()
        files.update(here)
    return files


def compiled_catalogs(files: dict[str, bytes]) -> dict[str, bytes]:
    """The .mo the build ships in place of each message catalog (.po): a game's in two parts, the
    strings its metadata shows (locale/) and its rule strings (locale/rules/); the engine's in two,
    the home page's (locale/) and the table's (locale/table/)."""
    from pyengine.i18n.po import compile_mo, parse_po

    compiled = {}
    for name, data in files.items():
        if name.endswith(".po"):
            places = [name]
            if name.startswith("pyengine/games/"):
                places.append(name.replace("/locale/", f"/locale/{site.RULES_LOCALE}/"))
            if name.startswith("pyengine/i18n/"):  # the engine's: the table's strings apart
                places.append(name.replace("/locale/", f"/locale/{site.TABLE_LOCALE}/"))
            for place in places:
                catalog = site.catalog_part(parse_po(data.decode()), Path(place))
                compiled[place[:-3] + ".mo"] = compile_mo(catalog)
    return compiled


def test_each_package_ships_its_compiled_catalogs_in_the_zip_that_loads_them(dist: Path) -> None:
    """A package's locale/<lang>.mo is in the zip with its __init__.py (which registers them, so
    the embed finds its game's texts), and `gettext` reads from it the texts of the .po."""
    import gettext
    import io

    from pyengine.i18n.po import parse_po

    catalogs = sorted(ROOT.glob("pyengine/**/locale/*.po"))
    assert len(catalogs) >= 10  # the engine's, the scenarios' and each game's, in two languages
    files = zipped_files(dist)
    for source in catalogs:
        arcname = source.relative_to(ROOT).with_suffix(".mo").as_posix()
        init = f"{arcname.partition('/locale/')[0]}/__init__.pyc"
        (part,) = [p for p in site.BASE_PARTS if init in zipped_part(dist, p).namelist()]
        with zipped_part(dist, part) as zf:
            assert arcname in zf.namelist() and arcname.replace(".mo", ".po") not in zf.namelist()
        shown = gettext.GNUTranslations(io.BytesIO(files[arcname]))
        rules = arcname.replace("/locale/", f"/locale/{site.RULES_LOCALE}/")
        table = arcname.replace("/locale/", f"/locale/{site.TABLE_LOCALE}/")
        later = gettext.GNUTranslations(io.BytesIO(files[rules])) if rules in files else None
        at_table = gettext.GNUTranslations(io.BytesIO(files[table])) if table in files else None
        for entry in parse_po(source.read_text(encoding="utf-8")).entries:
            translations = shown if later is None or site.META_KEY.match(entry.msgid) else later
            if at_table is not None and site.is_table_string(entry.msgid):
                translations = at_table
            if entry.msgid_plural is None:
                assert translations.gettext(entry.msgid) == entry.msgstr[0]
            else:
                assert [translations.ngettext(entry.msgid, entry.msgid, n) for n in (1, 2)] == list(entry.msgstr)


# A string literal starting like a table key: a whole key ("ui.map.zoom_in"), or the start of one
# built from parts (f"ui.map.{name}", "ui.map." + name), which the build could not see.
TABLE_KEY_LITERAL = r"[\"'](?:ui\.(?:table|coach|tools|map|replay|space|curtain|pace)|core\.coach)\.[a-z_.]*[{\"']"


def test_the_engines_table_strings_travel_with_the_first_game_and_the_home_page_keeps_what_it_names(
    dist: Path,
) -> None:
    """The table's strings (its tools, map, coach, replay) are not in the home page's catalog but in
    the kit zip, which every page fetches with the first game it opens; a table key that a home-page
    module names stays home, and no home-page module builds a table key from parts."""
    import gettext
    import io

    files = zipped_files(dist)
    with zipped_part(dist, "kit") as zf:
        assert "pyengine/i18n/locale/table/es.mo" in zf.namelist()
    home = gettext.GNUTranslations(io.BytesIO(files["pyengine/i18n/locale/es.mo"]))
    table = gettext.GNUTranslations(io.BytesIO(files["pyengine/i18n/locale/table/es.mo"]))
    assert "ui.map.zoom_in" not in vars(home)["_catalog"] and "ui.map.zoom_in" in vars(table)["_catalog"]
    assert "ui.table.player" in vars(home)["_catalog"]  # the statistics screen names it
    for part in ("core", "home"):
        for path in site.zip_parts()[part].values():
            if path.suffix == ".py":
                built = re.findall(TABLE_KEY_LITERAL, path.read_text(encoding="utf-8"))
                assert not [b for b in built if b.endswith("{") or b[-2] == "."], (path, built)


@pytest.mark.parametrize("game", GAMES)
def test_a_games_rule_strings_travel_in_its_zip_and_its_metadata_strings_with_the_home_page(
    dist: Path, game: str
) -> None:
    """The home page carries only the strings it shows of a game (name, summary, options); the
    others are in the game's zip, which the registry registers when the rules are imported."""
    from pyengine.i18n.po import parse_po

    (archive,) = (dist / "py").glob(f"{game}-*.zip")
    for lang in ("en", "es"):
        keys = {e.msgid for e in parse_po((GAMES_DIR / game / "locale" / f"{lang}.po").read_text("utf-8")).entries}
        home = zipped_files(dist, ("core",))[f"pyengine/games/{game}/locale/{lang}.mo"]
        with zipfile.ZipFile(archive) as zf:
            rules = zf.read(f"pyengine/games/{game}/locale/rules/{lang}.mo")
        shown, later = mo_keys(home), mo_keys(rules)
        assert shown | later == keys and not shown & later
        assert shown and all(site.META_KEY.match(key) for key in shown)
        assert {key for key in keys if key.endswith((".name", ".summary"))} <= shown
        assert len(later) > len(shown)


def mo_keys(data: bytes) -> set[str]:
    """The message keys of a compiled catalog."""
    import gettext
    import io

    catalog = gettext.GNUTranslations(io.BytesIO(data))
    raw = vars(catalog)["_catalog"]
    return {key[0] if isinstance(key, tuple) else key for key in raw} - {""}


@pytest.mark.parametrize(("name", "source"), [("pyengine", "pyengine"), ("spacetable_web", "web/spacetable_web")])
def test_the_zips_hold_every_module_of_the_packages_once(dist: Path, name: str, source: str) -> None:
    """Every module ships once, as its bytecode alone; the other files (catalogs compiled) byte for byte."""
    package = ROOT / source
    expected = {f"{name}/{p.relative_to(package).as_posix()}": p.read_bytes() for p in site.package_files(package)}
    expected = {n: data for n, data in expected.items() if n not in PICTURES}
    expected = {**{n: d for n, d in expected.items() if not n.endswith(".po")}, **compiled_catalogs(expected)}
    zipped = {n: data for n, data in zipped_files(dist).items() if n.startswith(f"{name}/")}
    assert f"{name}/__init__.pyc" in zipped
    sources = {n: data for n, data in zipped.items() if not n.endswith(".pyc")}
    sourceless = {n.removesuffix("c") for n in zipped if n.endswith(".pyc") and "/__pycache__/" not in n}
    assert sources.keys() | sourceless == expected.keys() and not sources.keys() & sourceless
    assert all(sources[n] == expected[n] for n in sources)
    assert not [n for n in sources if n.endswith(".py")] and not [n for n in zipped if "/__pycache__/" in n]


def test_each_games_picture_is_shipped_from_its_package_beside_the_home_page(dist: Path) -> None:
    """The home page shows ./assets/games/<id>.svg for each game: the picture its package declares."""
    assert len(PICTURES) == len(GAMES)
    for game in GAMES:
        picture = site.game_picture(game)
        assert picture is not None and (dist / "assets" / "games" / f"{game}.svg").read_bytes() == picture.read_bytes()
    assert not [n for n in zipped_files(dist) if n.endswith(".svg")]


@pytest.mark.parametrize("game", GAMES)
def test_each_game_zip_holds_its_rules_and_scenarios_alone_within_160_kb(dist: Path, game: str) -> None:
    """A game's zip: its package's modules that its declaration does not import, as bytecode Pyodide
    trusts, and its rule strings; small enough to fetch when the game is opened. 160 KB (150 until
    2026-11-28): Migration: Mars's rules data left the home page, which every visitor fetches, for
    its own zip (2.7 KB), and its map gained row and column labels; it is the largest, at 153 KB."""
    (archive,) = (dist / "py").glob(f"{game}-*.zip")
    assert archive.stat().st_size <= 160_000
    with zipfile.ZipFile(archive) as zf:
        names = set(zf.namelist())
        flags = {n: int.from_bytes(zf.read(n)[4:8], "little") for n in names if n.endswith(".pyc")}
    rules = {f"pyengine/games/{game}/{m}.pyc" for m in ("rules", "table", "view")}
    strings = {f"pyengine/games/{game}/locale/rules/{lang}.mo" for lang in ("en", "es")}
    assert rules | strings <= names
    assert all(n.startswith(f"pyengine/games/{game}/") for n in names)
    assert set(flags.values()) == {0b01}, "every module is an unchecked hash-based pyc"
    base = zipped_files(dist, ("core", "home"))
    assert f"pyengine/games/{game}/__init__.pyc" in base
    assert not [n for n in base if n.startswith((f"pyengine/games/{game}/rules", f"pyengine/scenarios/{game}/"))]


@pytest.mark.parametrize("part", site.BASE_PARTS)
def test_every_module_ships_as_bytecode_the_browser_trusts_without_its_docstrings(dist: Path, part: str) -> None:
    """Pyodide's Python compiled each module at build time (unzipping loses mtimes, so: unchecked hash);
    module and function docstrings are left out of the bytecode, a class's is one space (a dataclass
    without any would compute one at import)."""
    with zipped_part(dist, part) as zf:
        modules = {n: zf.read(n) for n in zf.namelist() if n.endswith(".pyc")}
    assert modules
    for name, data in modules.items():
        assert int.from_bytes(data[4:8], "little") == 0b01, f"{name} is not an unchecked hash-based pyc"
    if part == "core":
        match = modules["pyengine/core/match.pyc"]
        assert b"An immutable game in progress" not in match  # class Match's docstring: one space
        assert b"The game with this id, its rules imported" not in modules["pyengine/core/registry.pyc"]
        source = (ROOT / "pyengine" / "core" / "registry.py").read_text(encoding="utf-8")
        assert "The game with this id, its rules imported on first use" in source


def test_the_app_page_unpacks_no_module_only_the_command_line_and_self_test_import(dist: Path) -> None:
    """The "tools" zip (command line, arena, self-test) is for the self-test page: the app's own
    bytes stay small, and the service worker does not keep it offline."""
    with zipped_part(dist, "tools") as zf:
        tools = set(zf.namelist())
    assert {"pyengine/__main__.pyc", "pyengine/selftest.pyc", "pyengine/bots/arena.pyc"} <= tools
    (archive,) = (dist / "py").glob("tools-*.zip")
    assert archive.name not in (dist / "pyscript.toml").read_text(encoding="utf-8")
    assert archive.name not in (dist / "sw.js").read_text(encoding="utf-8")
    assert archive.name in (dist / "selftest.toml").read_text(encoding="utf-8")


def test_zip_names_carry_their_content_hash_and_builds_are_reproducible(dist: Path, tmp_path: Path) -> None:
    # The zips are compared, not the snapshot; compiled afresh, not taken from .build/pyc.
    again = site.build(tmp_path / "dist", snapshot=False, reuse=False)
    assert sorted(p.name for p in (dist / "py").iterdir()) == sorted(again.zips.values())
    for path in (dist / "py").iterdir():
        assert path.stem.rsplit("-", 1)[1] == site.short_hash(path.read_bytes())


def test_pyscript_toml_uses_the_local_runtime_and_names_no_url(dist: Path) -> None:
    text = (dist / "pyscript.toml").read_text(encoding="utf-8")
    assert not re.search(r"https?://", text)
    config = tomllib.loads(text)
    build = json.loads((dist / "version.json").read_text(encoding="utf-8"))["build"]
    assert config["interpreter"] == f"./runtime/pyodide-start.mjs?v={build}"  # our wrapper of Pyodide's
    assert (dist / config["interpreter"].split("?")[0]).is_file()
    assert tomllib.loads((dist / "embed.toml").read_text(encoding="utf-8"))["interpreter"] == (
        "./runtime/pyodide/pyodide.mjs"
    )
    assert "packages" not in config
    assert set(config["files"].values()) == {"./*"}
    assert sorted(Path(src).name.split("-")[0] for src in config["files"]) == ["core", "home"]
    assert all((dist / src).is_file() for src in config["files"])


def test_the_app_lists_the_game_zips_it_fetches_and_preloads_none(dist: Path) -> None:
    """index.html names each game's zip (fetched when the game is opened) but preloads only its own."""
    html = (dist / "index.html").read_text(encoding="utf-8")
    listed = json.loads(html.split('<script type="application/json" id="game-zips">', 1)[1].split("</script>", 1)[0])
    assert sorted(listed) == list(GAMES)
    assert all(re.fullmatch(rf"\./py/{game}-[0-9a-f]{{12}}\.zip", url) for game, url in listed.items())
    assert all((dist / url).is_file() for url in listed.values())
    preloaded = re.findall(r'href="\./(py/[^"]+)"', html)
    assert sorted(Path(p).name.split("-")[0] for p in preloaded) == ["core", "home"]
    later = json.loads(html.split('<script type="application/json" id="table-zips">', 1)[1].split("</script>", 1)[0])
    assert sorted(Path(url).name.split("-")[0] for url in later) == ["embed", "kit", "table"]
    selftest = tomllib.loads((dist / "selftest.toml").read_text(encoding="utf-8"))
    assert sorted(Path(src).name.split("-")[0] for src in selftest["files"]) == sorted([*site.BASE_PARTS, *GAMES])


def test_the_embed_unpacks_and_preloads_only_its_own_zips(dist: Path) -> None:
    """embed.html's config (embed.toml) lists the core and embed zips: their modules, none of the app's."""
    config = tomllib.loads((dist / "embed.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./runtime/pyodide/pyodide.mjs"
    zips = sorted(config["files"])
    assert [Path(z).name.split("-")[0] for z in zips] == ["core", "embed"]
    assert all(re.fullmatch(r"\./py/[a-z]+-[0-9a-f]{12}\.zip", z) and config["files"][z] == "./*" for z in zips)
    html = (dist / "embed.html").read_text(encoding="utf-8")
    assert 'config="./embed.toml?v=' in html and "pyscript.toml" not in html
    assert sorted(re.findall(r'href="\./(py/[^"]+)"', html)) == [z.removeprefix("./") for z in zips]
    later = json.loads(html.split('<script type="application/json" id="table-zips">', 1)[1].split("</script>", 1)[0])
    assert [Path(url).name.split("-")[0] for url in later] == ["kit"]
    modules = {n.removesuffix("c") for n in zipped_files(dist, ("core", "embed")) if n.endswith(".pyc")}
    assert {"spacetable_web/embed_app.py", "spacetable_web/embed.py", "pyengine/scenarios/format.py"} <= modules
    assert {f"pyengine/games/{g}/__init__.py" for g in GAMES} <= modules
    assert not [n for n in modules if n.endswith(("/rules.py", "/view.py"))]
    app_only = {"spacetable_web/app.py", "spacetable_web/views.py", "pyengine/bots/mcts.py", "pyengine/selftest.py"}
    assert not modules & app_only
    assert not [n for n in modules if n.startswith("pyengine/scenarios/") and n.endswith(".json")]


def unpack_as_sources(dist: Path, parts: tuple[str, ...], site_dir: Path) -> None:
    """These zips' files in a folder, each module as its source (this Python cannot read Pyodide's
    bytecode), with a stand-in for PyScript: what a page has after unpacking them."""
    for part in parts:
        with zipped_part(dist, part) as zf:
            zf.extractall(site_dir)
    sources = site.source_files()
    for pyc in sorted(site_dir.rglob("*.pyc")):
        module = pyc.relative_to(site_dir).as_posix().removesuffix("c")
        pyc.with_suffix(".py").write_bytes(sources[module].read_bytes())
        pyc.unlink()
    stub = site_dir / "pyscript"
    stub.mkdir()
    (stub / "__init__.py").write_text("document = window = None\n", encoding="utf-8")
    (stub / "ffi.py").write_text("create_proxy = is_none = to_js = None\n", encoding="utf-8")


def run_isolated(site_dir: Path, script: str) -> str:
    """Run a script with only `site_dir` (and the standard library) to import from; its output.
    It also checks that every module of ours it imported came from there."""
    check = f"""
outside = [m.__file__ for m in list(sys.modules.values()) if m.__name__.split(".")[0] in ("pyengine", "spacetable_web")]
assert all(f.startswith({str(site_dir)!r}) for f in outside), outside
print(len(outside))
"""
    code = f"import sys\nsys.path[:0] = [{str(site_dir)!r}]\n{script}\n{check}"
    done = subprocess.run([sys.executable, "-I", "-c", code], capture_output=True, text=True, check=False, cwd=site_dir)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_the_embed_zips_alone_run_the_embed(dist: Path, tmp_path: Path) -> None:
    """Only the core and embed zips' files on the path: the embed imports without any game's rules;
    with the zips it fetches for a game (its table-zips and the game's own) it loads a shipped
    scenario and draws it, in the game's words, so no module or string it needs is elsewhere."""
    site_dir = tmp_path / "site"
    unpack_as_sources(dist, ("core", "embed", "kit", "migration_mars", "tinyforming_mars"), site_dir)
    scenarios = [
        str(dist / "scenarios" / name) for name in ("migration_mars/rival-colonies.json", "tinyforming_mars/draft.json")
    ]
    script = f"""
import spacetable_web.embed_app
from pyengine.core.registry import all_metas
assert len(all_metas()) == {len(GAMES)}
assert not [m for m in sys.modules if m.startswith("pyengine.games.") and m.endswith((".rules", ".game"))]
from spacetable_web.embed import Embed, parse_options
for path in {scenarios!r}:
    view = Embed(parse_options("?lang=es", "", "http://127.0.0.1"), ["es"])
    assert view.load_text(open(path, encoding="utf-8").read()), view.caption()
    view.command("last")
    html = view.render()
    assert "<svg" in html and view.caption()
    assert not [w for w in html.split() if w.startswith(("mm.", "tf."))], html
assert "pyengine.i18n.po" not in sys.modules
"""
    assert int(run_isolated(site_dir, script)) >= 40


# Modules the home page must not unpack at start: an open table's, the bots' search, the embed's
# and the rules page's, the command line's.
NOT_AT_HOME = (
    "spacetable_web/tableviews.py",
    "spacetable_web/tablestatus.py",
    "spacetable_web/tableboard.py",
    "spacetable_web/tableactions.py",
    "spacetable_web/tableresults.py",
    "spacetable_web/tablelog.py",
    "spacetable_web/setupviews.py",
    "spacetable_web/shareviews.py",
    "spacetable_web/replayviews.py",
    "spacetable_web/patch.py",
    "spacetable_web/botplay.py",
    "spacetable_web/botviews.py",
    "spacetable_web/replay.py",
    "spacetable_web/embed.py",
    "spacetable_web/embed_app.py",
    "spacetable_web/embed_dom.py",
    "spacetable_web/rules_app.py",
    "pyengine/bots/mcts.py",
    "pyengine/bots/base.py",
    "pyengine/bots/kinds.py",
    "pyengine/scenarios/format.py",
    "pyengine/i18n/po.py",
    "pyengine/selftest.py",
    "pyengine/core/sideview.py",  # the side-view games' terrain: their rules' and tables' only
)


def home_start_zips(dist: Path) -> list[Path]:
    """The zips index.html unpacks at start: those its pyscript.toml names."""
    config = tomllib.loads((dist / "pyscript.toml").read_text(encoding="utf-8"))
    return [dist / src for src in config["files"]]


def test_the_home_page_starts_with_no_table_bot_or_embed_module(dist: Path) -> None:
    """The zips index.html unpacks at start hold none of the modules only a table, the bots'
    search, the embed or the command line need, and no game's rules or rule strings."""
    names: set[str] = set()
    for archive in home_start_zips(dist):
        with zipfile.ZipFile(archive) as zf:
            names |= set(zf.namelist())
    modules = {n.removesuffix("c") for n in names if n.endswith(".pyc")}
    assert {"spacetable_web/app.py", "spacetable_web/views.py", "spacetable_web/controller.py"} <= modules
    assert not modules & set(NOT_AT_HOME)
    assert not [n for n in names if n.endswith(("/rules.pyc", "/view.pyc")) or "/locale/rules/" in n]
    # A declaration reads its options' choices from a small module, not the game's data tables
    # (Migration: Mars's are small, and its zip is at its budget).
    big_data = [n for n in names if n.endswith("/data.pyc") and not n.startswith("pyengine/games/migration_mars/")]
    assert not big_data


def test_the_bench_snapshot_page_imports_only_modules_of_the_home_zips(dist: Path) -> None:
    """snapshot.html (bench step "snapshot") imports what the home page starts with: a module
    that moved to a table's zip would stop its page from ever being ready."""
    names: set[str] = set()
    for archive in home_start_zips(dist):
        with zipfile.ZipFile(archive) as zf:
            names |= {n.removesuffix(".pyc").replace("/", ".") for n in zf.namelist() if n.endswith(".pyc")}
    page = (dist / "snapshot.html").read_text(encoding="utf-8")
    imported = set(re.findall(r"\b((?:spacetable_web|pyengine)(?:\.\w+)+)", page))
    assert imported and imported <= names, imported - names


def test_the_home_zips_alone_start_the_app_and_draw_its_screens(dist: Path, tmp_path: Path) -> None:
    """Only the home page's start zips on the path: the app's modules import and the home, settings
    and statistics screens draw (a table needs the zips it fetches when a game opens)."""
    site_dir = tmp_path / "site"
    unpack_as_sources(dist, tuple(p.name.split("-")[0] for p in home_start_zips(dist)), site_dir)
    script = """
import spacetable_web.app
from spacetable_web.controller import Controller
from spacetable_web.storage import MemoryStore, SaveStore
from spacetable_web.views import render_screen
controller = Controller(SaveStore(MemoryStore()), "en", clock=lambda: 0.0)
for command in ("home", "settings", "back", "stats", "back"):
    controller.command(command)
    html = render_screen(controller.ui, [], 0)
    assert "<" in html and "ui." not in html, html
assert "Migration: Mars" in render_screen(controller.ui, [], 0)
late = (".tableviews", ".tableboard", ".tablelog", ".botplay", ".patch", ".mcts", ".format", ".po")
assert not [m for m in sys.modules if m.endswith(late)]
"""
    assert int(run_isolated(site_dir, script)) >= 30


def home_page_files(dist: Path) -> list[Path]:
    """Our files a cold load of index.html fetches before it is ready: the page, the scripts and
    stylesheets it links (the runtime's aside), its config, entry script and start zips, and the
    home screen's pictures of the games."""
    html = (dist / "index.html").read_text(encoding="utf-8")
    linked = re.findall(r"""\b(?:src|href|config)="\./([^"?#]+)""", html)
    ours = {path for path in linked if not path.startswith(("runtime/", "py/")) and "manifest" not in path}
    ours -= {"assets/icons/icon-192.png"}  # the touch icon: asked for when saved to a home screen
    pictures = {p.relative_to(dist).as_posix() for p in (dist / "assets" / "games").glob("*.svg")}
    start = [*home_start_zips(dist), *own_interpreter(dist)]
    return [dist / "index.html", *(dist / p for p in sorted(ours | pictures)), *start]


def own_interpreter(dist: Path) -> list[Path]:
    """Our interpreter module (the snapshot start), if pyscript.toml names one in place of Pyodide's."""
    config = tomllib.loads((dist / "pyscript.toml").read_text(encoding="utf-8"))
    path = str(config["interpreter"]).removeprefix("./").split("?")[0]
    return [] if path.startswith("runtime/pyodide/") else [dist / path]


def test_the_home_page_downloads_at_most_300_kb_of_our_own_files(dist: Path) -> None:
    """Issue 17: a cold load of the home page fetches at most 300,000 bytes of our own files (the
    Python runtime aside); bench/run.py measures the same in the browser."""
    files = home_page_files(dist)
    names = {p.relative_to(dist).as_posix() for p in files}
    assert {"index.html", "loader.js", "bots.js", "main.py", "pyscript.toml", "assets/app.css"} <= names
    assert "runtime/pyodide-start.mjs" in names
    total = sum(p.stat().st_size for p in files)
    assert total <= 300_000, {p.relative_to(dist).as_posix(): p.stat().st_size for p in files}


def test_our_scripts_and_stylesheets_ship_without_comments_and_still_parse(dist: Path) -> None:
    """The build strips comments and indentation from loader.js, bots.js and app.css (tools/minify.py):
    the scripts still parse, nothing of a string is lost, and they are smaller than their sources."""
    for name, source in (("loader.js", WEB / "loader.js"), ("bots.js", WEB / "bots.js")):
        built = (dist / name).read_text(encoding="utf-8")
        checked = subprocess.run(["node", "--check", str(dist / name)], capture_output=True, text=True, check=False)
        assert checked.returncode == 0, checked.stderr
        assert "\n  " not in built and not re.search(r"^\s*//", built, re.M)
        assert len(built) < 0.8 * len(source.read_text(encoding="utf-8"))
    css = (dist / "assets" / "app.css").read_text(encoding="utf-8")
    assert "/*" not in css and len(css) < (ROOT / "public" / "app.css").stat().st_size


def test_the_minifier_keeps_strings_templates_and_regular_expressions_whole() -> None:
    """What looks like a comment inside a literal stays; real comments and indentation go."""
    from tools.minify import minify_css, minify_js

    js = (
        'const url = "http://a/*b*/"; // note\n'
        "  const re = /\\/\\/[/*]x/g; /* block */\n"
        "\n"
        "  const t = `line\n  // kept ${ {a: '//'}.a } */`;\n"
        "  const half = total / 2 / 3; // two divisions\n"
        "  if (x) return /y/.test(z);\n"
    )
    assert minify_js(js) == (
        'const url = "http://a/*b*/";\n'
        "const re = /\\/\\/[/*]x/g;\n"
        "const t = `line\n  // kept ${ {a: '//'}.a } */`;\n"
        "const half = total / 2 / 3;\n"
        "if (x) return /y/.test(z);\n"
    )
    css = (
        "/* head */\na  .b ,\nc > d {\n"
        '  content: "x ; /* y */";\n  font: 1px/2 a, b; }\n'
        "@media (min-width: 1px) { .x :hover { color: red; } }\n"
    )
    expected = 'a .b,c > d{content: "x ; /* y */";font: 1px/2 a,b;}@media (min-width: 1px){.x :hover{color: red;}}\n'
    assert minify_css(css) == expected


def test_the_layout_matches_the_contract(dist: Path) -> None:
    for name in ("index.html", "pyscript.toml", "loader.js", "main.py", "version.json", "bare.html", "selftest.html"):
        assert (dist / name).is_file(), name
    runtime = {p.name for p in (dist / "runtime" / "pyodide").iterdir()}
    assert runtime == {*site.PYODIDE_FILES, site.MICROPIP_WHEEL}
    assert (dist / "runtime" / "pyscript" / "core.js").is_file()
    assert not list(dist.rglob("*.map"))
    version = json.loads((dist / "version.json").read_text(encoding="utf-8"))
    assert version["build"] and version["pyodide"] == site.PYODIDE_VERSION


def test_the_lock_file_names_our_micropip_wheel_and_its_hash(dist: Path) -> None:
    runtime = dist / "runtime" / "pyodide"
    micropip = json.loads((runtime / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]["micropip"]
    assert micropip["file_name"] == site.MICROPIP_WHEEL
    assert micropip["sha256"] == site.file_sha256(runtime / site.MICROPIP_WHEEL) == site.MICROPIP_SHA256


def test_pages_have_every_placeholder_filled_and_only_relative_urls(dist: Path) -> None:
    for page in site.PAGES:
        html = (dist / page).read_text(encoding="utf-8")
        assert "{{" not in html, page
        assert not re.search(r"""(src|href|config)=["'](/|https?:)""", html), page


def test_no_file_of_ours_names_a_cdn(dist: Path) -> None:
    # The vendored runtime code carries default CDN URLs that our config overrides; the
    # e2e tests prove none is ever requested. Everything else must not even mention one.
    ours = [p for p in dist.rglob("*") if p.suffix in TEXT_SUFFIXES and not _vendored(dist, p)]
    assert len(ours) >= 6
    offenders = [str(p.relative_to(dist)) for p in ours if CDN_HOSTS.search(p.read_text(encoding="utf-8"))]
    for archive in (dist / "py").glob("*.zip"):
        with zipfile.ZipFile(archive) as zf:
            offenders += [
                f"{archive.name}:{n}" for n in zf.namelist() if CDN_HOSTS.search(zf.read(n).decode("latin-1"))
            ]
    assert offenders == []


def _vendored(dist: Path, path: Path) -> bool:
    return path.relative_to(dist).as_posix().startswith(VENDORED)


def test_the_service_worker_is_valid_javascript_listing_every_app_file(dist: Path) -> None:
    """sw.js parses, names its release, and precaches the app's files but not the bench pages."""
    worker = dist / "sw.js"
    checked = subprocess.run(["node", "--check", str(worker)], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stderr
    text = worker.read_text(encoding="utf-8")
    listed = json.loads(text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    assert {"index.html", "loader.js", "main.py", "pyscript.toml", "runtime/pyodide/pyodide.asm.wasm"} <= set(listed)
    assert not {"bare.html", "selftest.html", "sw.js", "runtime/bare/python_stdlib.zip"} & set(listed)
    assert all((dist / path).is_file() for path in listed)
    version = json.loads((dist / "version.json").read_text(encoding="utf-8"))
    assert f'const BUILD = "{version["build"]}";' in text


def test_the_rules_page_is_built_precached_and_names_only_local_files(dist: Path) -> None:
    """rules.html (tools/rules_page.py) embeds each shipped scenario's file, which the build copied."""
    html = (dist / "rules.html").read_text(encoding="utf-8")
    assert "{{" not in html and not re.search(r"""(src|href)=["'](/|https?:)""", html)
    scenarios = re.findall(r'data-scenario="([^"]+)"', html)
    assert len(scenarios) >= 11 and all((dist / path).is_file() for path in scenarios)
    for local in re.findall(r"""(?:src|href)="\./([^"?#]+)""", html):
        assert (dist / local).is_file(), local
    checked = subprocess.run(["node", "--check", str(dist / "rules.js")], capture_output=True, text=True, check=False)
    assert checked.returncode == 0, checked.stderr
    text = (dist / "sw.js").read_text(encoding="utf-8")
    listed = json.loads(text.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    assert {"rules.html", "rules.js", "embed.html", *scenarios} <= set(listed)


def test_a_build_without_bytecode_ships_the_sources_alone(tmp_path: Path) -> None:
    """`--no-bytecode` (for hosts that count bytes more than start-up time) zips only the sources."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text('"""A package."""\n', encoding="utf-8")
    name = site.zip_package("pkg", package, tmp_path, bytecode=False)
    with zipfile.ZipFile(tmp_path / name) as zf:
        assert zf.namelist() == ["pkg/__init__.py"]


def test_the_app_starts_from_a_stamped_snapshot_that_is_not_precached(dist: Path) -> None:
    """runtime/snapshot-<build>.bin (tools/make_snapshot.mjs) is not precached; the wrapper and
    sw.js name it with its size, and the wrapper re-exports what PyScript reads."""
    build = json.loads((dist / "version.json").read_text(encoding="utf-8"))["build"]
    snapshot = dist / "runtime" / f"snapshot-{build}.bin"
    size = snapshot.stat().st_size
    assert 20_000_000 < size < 60_000_000
    assert snapshot.read_bytes()[:4] != b"\0\0\0\0"
    start = (dist / "runtime" / "pyodide-start.mjs").read_text(encoding="utf-8")
    assert f'const BUILD = "{build}";' in start and f"const SNAPSHOT_BYTES = {size};" in start
    assert f"./snapshot-{build}.bin" in start and "{{" not in start
    assert "export const version" in start and "export async function loadPyodide" in start
    checked = subprocess.run(["node", "--check", str(dist / "runtime" / "pyodide-start.mjs")], capture_output=True)
    assert checked.returncode == 0, checked.stderr
    worker = (dist / "sw.js").read_text(encoding="utf-8")
    assert f'const SNAPSHOT = "runtime/snapshot-{build}.bin";' in worker and f"const SNAPSHOT_BYTES = {size};" in worker
    listed = json.loads(worker.split("const PRECACHE = ", 1)[1].split(";\n", 1)[0])
    assert "runtime/pyodide-start.mjs" in listed and snapshot.name not in "".join(listed)


def test_the_snapshot_imports_the_app_modules_that_hold_no_browser_object(tmp_path: Path) -> None:
    """tools/make_snapshot.mjs imports every module of the zips it is given, except those that need
    the browser (js, pyscript), and says how many."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "pure.py").write_text("import random\nVALUE = random.random()\n", encoding="utf-8")
    (package / "dom.py").write_text("from pyscript import window\n", encoding="utf-8")
    (package / "js_user.py").write_text("import js\n", encoding="utf-8")
    archive = tmp_path / site.zip_package("pkg", package, tmp_path, bytecode=False)
    out = tmp_path / "snapshot.bin"
    command = ["node", str(site.MAKE_SNAPSHOT), str(ROOT / "node_modules" / "pyodide"), str(out), "stamp 1"]
    command.append(str(archive))
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    made = json.loads(done.stdout.strip().splitlines()[-1])
    assert made["modules"] == 2 and made["bytes"] == out.stat().st_size  # pkg and pkg.pure
    assert made["pyodide"] == site.PYODIDE_VERSION


# --- the trimmed, compiled standard library (tools/trim_stdlib.mjs) ---------------------------------
def stdlib_names(archive: Path) -> set[str]:
    """The module names a python_stdlib.zip holds, as source or as bytecode."""
    names = set()
    for name in zipfile.ZipFile(archive).namelist():
        if name.endswith((".py", ".pyc")):
            stem = name.rsplit(".", 1)[0].removesuffix("/__init__")
            names.add(stem.replace("/", "."))
    return names


def test_the_standard_library_holds_every_module_our_code_imports_and_ships_less_than_pyodides(
    dist: Path,
) -> None:
    """Every standard-library module the engine, the web layer and the bots import (anywhere in a
    file: a function's lazy import too) is in the site's python_stdlib.zip, which is smaller than
    Pyodide's own (kept apart for the bench's bare page, byte for byte)."""
    ours = dist / "runtime" / "pyodide" / "python_stdlib.zip"
    stock = site.NODE_MODULES / "pyodide" / "python_stdlib.zip"
    shipped, available = stdlib_names(ours), stdlib_names(stock)
    imported = site.stdlib_imports(site.python_sources())
    assert {"json", "zipfile", "asyncio", "dataclasses", "importlib.metadata"} <= imported | set(site.LAZY_NEEDED)
    missing = sorted(name for name in imported | set(site.LAZY_NEEDED) if name in available and name not in shipped)
    assert missing == []
    assert not set(site.LEFT_OUT) & (shipped | imported)  # what is judged not needed is not shipped, nor imported
    assert ours.stat().st_size < 0.8 * stock.stat().st_size
    assert (dist / "runtime" / "bare" / "python_stdlib.zip").read_bytes() == stock.read_bytes()
    assert "runtime/bare/python_stdlib.zip" in (dist / "bare.html").read_text(encoding="utf-8")


def test_the_standard_library_ships_as_bytecode_pyodide_trusts(dist: Path) -> None:
    """Only .pyc (Pyodide compiled every stdlib module it imports at each start), with the magic of
    our own modules' bytecode (compiled by the same Pyodide) and unchecked hashes (no source to check)."""
    archive = zipfile.ZipFile(dist / "runtime" / "pyodide" / "python_stdlib.zip")
    modules = [name for name in archive.namelist() if not name.endswith("/")]
    assert modules and all(name.endswith(".pyc") for name in modules)
    ours = next(n for n in zipped_part(dist, "core").namelist() if n.endswith(".pyc"))
    magic = zipped_part(dist, "core").read(ours)[:4]
    for name in ("typing.pyc", "asyncio/__init__.pyc", "_pyodide/_base.pyc"):
        header = archive.read(name)[:8]
        assert header[:4] == magic and int.from_bytes(header[4:8], "little") == 0b01  # hash-based, unchecked


def test_the_bytecode_cache_drops_folders_no_build_used_for_two_weeks(tmp_path: Path) -> None:
    # Each edited engine file leaves a compiled folder behind; unpruned, .build/pyc only grows.
    now = 2_000_000_000.0
    for name, age_days in (("recent", 1), ("stale", 15), (".staging-x", 30)):
        (tmp_path / name).mkdir()
        os.utime(tmp_path / name, (now - age_days * 86400, now - age_days * 86400))
    assert site.prune_compiled(tmp_path, now=now) == [tmp_path / "stale"]
    assert sorted(p.name for p in tmp_path.iterdir()) == [".staging-x", "recent"]
