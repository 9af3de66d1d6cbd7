"""pyengine's and the web layer's modules import each other without cycles, counting imports inside
functions too (not those under `if TYPE_CHECKING:`, which never run: they only name types)."""

from __future__ import annotations

import ast
from pathlib import Path

from tools.build import runtime_nodes  # the build leaves out the same imports

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "pyengine"
# The web package is imported as `spacetable_web`, with web/ on the path (as the browser loads it).
WEB = ROOT / "web"
WEB_PACKAGE = WEB / "spacetable_web"
# The registry loads the built-in games on first use; branch `speed` removes that import.
ALLOWED = {("pyengine.core.registry", "pyengine.games")}


def module_name(path: Path, base: Path = ROOT) -> str:
    """The dotted name of a module file, relative to the folder on the import path."""
    parts = path.relative_to(base).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """The known modules a file imports, anywhere in it (`from package import module` counts as the
    module; `from package import name` as the package)."""
    found: set[str] = set()
    for node in runtime_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                found.add(submodule if submodule in modules else node.module)
    return {name for name in found if name in modules}


def import_graph() -> dict[str, set[str]]:
    """Module -> the pyengine modules it imports."""
    return graph_of({module_name(p): p for p in PACKAGE.rglob("*.py")})


def web_import_graph() -> dict[str, set[str]]:
    """Module -> the web modules (spacetable_web and web/'s entry points) it imports."""
    return graph_of({module_name(p, WEB): p for p in [*WEB_PACKAGE.rglob("*.py"), *WEB.glob("*.py")]})


def graph_of(files: dict[str, Path]) -> dict[str, set[str]]:
    """Module -> the modules among `files` it imports, less the allowed edges."""
    modules = set(files)
    graph = {name: imports_of(path, modules) - {name} for name, path in files.items()}
    for name, target in ALLOWED:
        if name in graph:
            graph[name].discard(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_finder_sees_a_cycle() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_pyengine_has_no_import_cycles() -> None:
    assert cycles(import_graph()) == []


def test_the_web_has_no_import_cycles() -> None:
    assert cycles(web_import_graph()) == []


def test_the_web_graph_sees_the_web_modules() -> None:
    graph = web_import_graph()
    assert "spacetable_web.controller" in graph["spacetable_web.app"]
    assert "spacetable_web.app" in graph["main"]


def test_errors_do_not_import_translations() -> None:
    assert not {m for m in import_graph()["pyengine.core.errors"] if m.startswith("pyengine.i18n")}
