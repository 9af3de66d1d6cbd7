"""The registry: games known by their metadata, each game's rules imported when first asked for."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from pyengine.core.errors import SaveError
from pyengine.core.registry import (
    all_games,
    all_metas,
    builtin_packages,
    declaration_of,
    get_game,
    get_meta,
    is_loaded,
    rules_module,
)

ROOT = Path(__file__).resolve().parent.parent
# The packages under pyengine/games, each a game: the registry finds them by scanning that folder.
GAMES = sorted(p.parent.name for p in (ROOT / "pyengine" / "games").glob("*/__init__.py"))


def test_the_built_in_games_are_found_without_a_list() -> None:
    assert {"first_landing", "migration_mars", "tinyforming_mars", "walking_moon"} <= set(GAMES)
    assert builtin_packages() == [f"pyengine.games.{game}" for game in GAMES]


def run_fresh(code: str) -> str:
    """Run Python code in a fresh interpreter (nothing imported yet) and return what it printed."""
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=False)
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def test_every_game_is_known_by_its_metadata_in_declaration_order() -> None:
    assert [meta.id for meta in all_metas()] == GAMES
    assert [game.meta for game in all_games()] == all_metas()


def test_metadata_alone_imports_no_game_rules() -> None:
    """What the home page reads (names, player counts, options) loads no game's rules."""
    code = """
import sys
from pyengine.core.registry import all_metas, get_meta, is_loaded
print(sorted(m.id for m in all_metas()), get_meta("migration_mars").max_players, is_loaded("migration_mars"))
light = (".meta", ".data", ".messages", ".options")
print(sorted(m for m in sys.modules if m.startswith("pyengine.games.") and not m.endswith(light)))
"""
    lines = run_fresh(code).splitlines()
    assert lines[0] == f"{GAMES} 4 False"
    assert lines[1] == str([f"pyengine.games.{game}" for game in GAMES])


def test_asking_for_a_game_imports_its_rules_once_and_no_other_game() -> None:
    code = """
import sys
from pyengine.core.registry import get_game, is_loaded
game = get_game("tinyforming_mars")
print(type(game).__name__, get_game("tinyforming_mars") is game, is_loaded("tinyforming_mars"))
print(sorted(m for m in sys.modules if m.endswith(".rules")))
"""
    lines = run_fresh(code).splitlines()
    assert lines == ["TinyformingMars True True", "['pyengine.games.tinyforming_mars.rules']"]


def test_the_core_and_the_games_list_do_not_import_each_other() -> None:
    """No import cycle: the registry finds the games' list only when first asked, and that list
    (pyengine.games) imports metadata, never the registry."""
    code = """
import sys
import pyengine.core.registry
print("pyengine.games" in sys.modules)
del sys.modules["pyengine.core.registry"]
import pyengine.games
print("pyengine.core.registry" in sys.modules)
"""
    assert run_fresh(code).splitlines() == ["False", "False"]


def test_the_package_still_offers_its_game_object() -> None:
    from pyengine.games.migration_mars import GAME

    assert GAME is get_game("migration_mars")
    assert rules_module("migration_mars") == "pyengine.games.migration_mars.rules"


@pytest.mark.parametrize("bad", ["no_such_game", 3, None])
def test_an_unknown_game_is_a_save_error(bad: object) -> None:
    with pytest.raises(SaveError):
        get_meta(bad)
    with pytest.raises(SaveError):
        get_game(bad)


def test_is_loaded_is_true_once_asked() -> None:
    get_game("first_landing")
    assert is_loaded("first_landing")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_is_declared_in_one_call_of_its_package(game_id: str) -> None:
    """One way to declare a game, name it and register its catalogs: `core.declaration.declare_game`
    in its package's __init__.py, never a hand-made GameMeta (whose name or summary key could drift
    from the game's prefix) nor a module of its own for the metadata or the rules' entry point."""
    package = ROOT / "pyengine" / "games" / game_id
    source = (package / "__init__.py").read_text(encoding="utf-8")
    calls = {
        node.func.id
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
    }
    assert {"declare_game", "GameDeclaration"} <= calls
    assert not calls & {"GameMeta", "register_locale", "register_table"}
    assert not (package / "meta.py").exists() and not (package / "game.py").exists()
    meta = get_meta(game_id)
    prefix = meta.name.key.split(".")[0]
    assert (meta.name.key, meta.summary.key) == (f"{prefix}.name", f"{prefix}.summary")
    declared = declaration_of(game_id)
    assert declared is not None and declared.package == f"pyengine.games.{game_id}"
    assert (package / declared.picture).is_file()
