"""The engine is pure Python: no browser modules, no global random, standard library only."""

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "pyengine"
BROWSER_MODULES = {"js", "pyodide", "pyscript"}
ALLOWED_THIRD_PARTY: set[str] = set()
# Optional extras of the command line, imported inside the function that needs them, never by the
# site: the arena spreads tournaments over a Dask cluster when given its scheduler (docs/bots.md).
OPTIONAL_EXTRAS = {"bots/arena.py": {"dask"}}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_no_module_imports_browser_packages() -> None:
    offenders = {str(p): _imports(p) & BROWSER_MODULES for p in ENGINE.rglob("*.py")}
    assert {p: m for p, m in offenders.items() if m} == {}


def test_only_the_standard_library_is_imported() -> None:
    stdlib = set(sys.stdlib_module_names) | {"pyengine", "__future__"}
    foreign = {
        str(p): _imports(p)
        - stdlib
        - ALLOWED_THIRD_PARTY
        - OPTIONAL_EXTRAS.get(p.relative_to(ENGINE).as_posix(), set())
        for p in ENGINE.rglob("*.py")
    }
    assert {p: m for p, m in foreign.items() if m} == {}


def _global_random_calls(path: Path) -> set[str]:
    """Uses of the module-level generator (random.choice, from random import shuffle, ...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    calls = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
            calls.add(node.attr)
        elif isinstance(node, ast.ImportFrom) and node.module == "random":
            calls.update(alias.name for alias in node.names)
    return calls - {"Random"}


def test_global_random_is_never_used_by_games_or_core() -> None:
    users = [str(p) for d in ("core", "games") for p in (ENGINE / d).rglob("*.py") if "random" in _imports(p)]
    assert users == []


def test_playout_tools_use_only_private_seeded_generators() -> None:
    # selftest.py and the CLI's random-game pick moves with random.Random(seed), never the global one.
    users = {str(p): _global_random_calls(p) for p in ENGINE.rglob("*.py")}
    assert {p: calls for p, calls in users.items() if calls} == {}


def test_the_purity_check_catches_an_offender(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from pyodide.ffi import create_proxy\nimport js\nimport random\nrandom.shuffle([])\n")
    assert _imports(bad) & BROWSER_MODULES == {"pyodide", "js"}
    assert _global_random_calls(bad) == {"shuffle"}


def test_the_random_check_catches_the_global_generator(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nfrom random import shuffle\nrandom.choice([1])\nrandom.Random(1)\n")
    assert _global_random_calls(bad) == {"choice", "shuffle"}
