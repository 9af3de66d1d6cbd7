"""The engine is pure Python: no browser modules, no global random, standard library only."""

import ast
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "pyengine"
BROWSER_MODULES = {"js", "pyodide", "pyscript"}
ALLOWED_THIRD_PARTY: set[str] = set()


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
    foreign = {str(p): _imports(p) - stdlib - ALLOWED_THIRD_PARTY for p in ENGINE.rglob("*.py")}
    assert {p: m for p, m in foreign.items() if m} == {}


def test_global_random_is_never_used_by_games_or_core() -> None:
    users = [str(p) for p in ENGINE.rglob("*.py") if "random" in _imports(p) and p.name != "selftest.py"]
    assert users == []


def test_the_purity_check_catches_an_offender(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("from pyodide.ffi import create_proxy\nimport js\n")
    assert _imports(bad) & BROWSER_MODULES == {"pyodide", "js"}
