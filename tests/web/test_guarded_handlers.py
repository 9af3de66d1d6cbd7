"""No exception is left unhandled in the browser's event loop (issue 33): every callback the
browser calls (an event listener, an observer, a frame or timer callback) is wrapped by a guard
that reports the error, and every coroutine started with ensure_future catches what it raises."""

import ast
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web" / "spacetable_web"
# Callbacks that catch everything themselves (checked below to start with a try: ... except Exception).
SELF_GUARDED = {"inspect", "refit"}
# Futures awaited at once by a caller that catches (loadgames.fetch_once), not left to the loop.
AWAITED = {"_install"}


def modules() -> list[tuple[str, ast.Module]]:
    """Every module of the web package, parsed."""
    return [(path.name, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(WEB.glob("*.py"))]


def called_name(node: ast.expr) -> str:
    """The name a call or reference ends with (`self._guarded(x)` -> `_guarded`, `self.inspect` -> `inspect`)."""
    if isinstance(node, ast.Call):
        return called_name(node.func)
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Lambda):
        return called_name(node.body)
    return ""


def catches_everything(function: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    """True if the function's body is guarded by `except Exception` (or hands off to a guard)."""
    return any(
        isinstance(node, ast.ExceptHandler) and isinstance(node.type, ast.Name) and node.type.id == "Exception"
        for node in ast.walk(function)
    )


def test_every_browser_callback_is_guarded() -> None:
    unguarded = []
    for name, tree in modules():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and called_name(node.func) == "create_proxy":
                wrapped = called_name(node.args[0])
                if not wrapped.endswith("guarded") and wrapped not in SELF_GUARDED:
                    unguarded.append(f"{name}:{node.lineno} {ast.unparse(node)}")
    assert not unguarded, unguarded


def test_every_started_coroutine_catches_what_it_raises() -> None:
    functions: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = {}
    for _, tree in modules():
        for f in ast.walk(tree):
            if isinstance(f, ast.AsyncFunctionDef | ast.FunctionDef):
                functions.setdefault(f.name, []).append(f)
    started = {
        called_name(node.args[0])
        for _, tree in modules()
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and called_name(node.func) == "ensure_future"
    }
    assert started  # the check finds them
    checked = (started | SELF_GUARDED) - AWAITED
    missing = [name for name in checked if name in functions and not any(map(catches_everything, functions[name]))]
    assert not missing, missing
