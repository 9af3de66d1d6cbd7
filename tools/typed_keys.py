"""How many of the games' string-keyed look-ups strict mypy checks (issue 27's "share of state keys").

Runs mypy over the games (the project's pyproject settings) and, for every `x["key"]` and
`x.get("key")` with a literal key in a game's package, asks mypy the type of `x`: a TypedDict (mypy
checks the key exists and types its value) counts as checked; a `dict[str, Any]`, `Any` or another
mapping does not. Look-ups rooted in a name that holds state (`state`, `before`, `after`, ...
or a value read from one) are counted as state keys; the rest (actions, options, messages) are
listed apart. Usage: `python3 tools/typed_keys.py [game ...]`.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from mypy import build
from mypy.find_sources import create_source_list
from mypy.nodes import CallExpr, Expression, IndexExpr, MemberExpr, MypyFile, NameExpr, StrExpr
from mypy.options import Options
from mypy.server.subexpr import get_subexpressions
from mypy.types import Type, TypedDictType, get_proper_type

ROOT = Path(__file__).resolve().parent.parent
STATE_NAMES = {"state", "before", "after", "observation", "seen", "start", "copied", "view", "s", "obs"}


def _look_ups(file: MypyFile, types: dict[Expression, Type]) -> list[tuple[bool, bool]]:
    """(checked, state-rooted) for each literal-key look-up of one module."""
    found: list[tuple[bool, bool]] = []
    for expr in get_subexpressions(file):
        base: Expression | None = None
        if isinstance(expr, IndexExpr) and isinstance(expr.index, StrExpr):
            base = expr.base
        elif isinstance(expr, CallExpr) and expr.args and isinstance(expr.args[0], StrExpr):
            callee = expr.callee
            if isinstance(callee, MemberExpr) and callee.name in ("get", "setdefault"):
                base = callee.expr
        if base is None:
            continue
        kind = types.get(base)
        proper = get_proper_type(kind) if kind is not None else None
        found.append((isinstance(proper, TypedDictType), _state_rooted(base, proper)))
    return found


def _state_rooted(base: Expression, proper: object) -> bool:
    """Whether a look-up reads the state: rooted in a state name, or typed by a game's TypedDict."""
    if isinstance(proper, TypedDictType):
        return True
    while isinstance(base, IndexExpr | MemberExpr | CallExpr):
        base = base.base if isinstance(base, IndexExpr) else base.expr if isinstance(base, MemberExpr) else base.callee
    return isinstance(base, NameExpr) and base.name in STATE_NAMES


def measure(games: list[str]) -> dict[str, Counter[str]]:
    """Per game: checked/unchecked counts of state look-ups and of other look-ups."""
    options = Options()
    options.config_file = str(ROOT / "pyproject.toml")
    from mypy.config_parser import parse_config_file

    parse_config_file(options, lambda: None, options.config_file, stdout=sys.stdout, stderr=sys.stderr)
    options.export_types = True
    options.preserve_asts = True
    options.incremental = False
    paths = [str(ROOT / "pyengine" / "games" / game) for game in games]
    sources = create_source_list(paths, options)
    result = build.build(sources, options)
    counts: dict[str, Counter[str]] = {game: Counter() for game in games}
    for name, file in result.files.items():
        parts = name.split(".")
        if len(parts) < 3 or parts[:2] != ["pyengine", "games"] or parts[2] not in counts:
            continue
        for checked, state in _look_ups(file, result.types):
            counts[parts[2]][("state" if state else "other") + (" checked" if checked else " unchecked")] += 1
    return counts


def main() -> None:
    """Print the table."""
    games = sys.argv[1:] or sorted(p.name for p in (ROOT / "pyengine" / "games").iterdir() if (p / "rules.py").exists())
    counts = measure(games)
    total: Counter[str] = Counter()
    print(f"{'game':18} {'state checked':>14} {'state total':>12} {'share':>6} {'other checked':>14} {'other':>6}")
    for game in games:
        c = counts[game]
        total.update(c)
        _row(game, c)
    _row("all", total)


def _row(name: str, c: Counter[str]) -> None:
    """One line of the table."""
    state = c["state checked"] + c["state unchecked"]
    other = c["other checked"] + c["other unchecked"]
    share = f"{100 * c['state checked'] / state:.0f}%" if state else "-"
    print(f"{name:18} {c['state checked']:>14} {state:>12} {share:>6} {c['other checked']:>14} {other:>6}")


if __name__ == "__main__":
    main()
