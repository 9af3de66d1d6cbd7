"""The kit's figures (issue 27's proof), measured on the code as it is: docs/engine.md "Kit figures".

- turn machineries: the distinct classes of the registered games' `turns` (every game on `TaskQueue`);
- direct edits of the queue: `["tasks"]` look-ups in the games' packages outside a state's opening
  layout (a dict display), which `TaskQueue`'s API replaces;
- `dict[str, Any]` state aliases in pyengine/web/tools, and classes named `Field`;
- a game's ceremony: its declaration (`__init__.py`) lines, the lines every game's package repeats
  verbatim, and the files outside the package that name the game (none needs editing: a test declares
  a game in a temporary package, tests/test_declaration.py);
- a decision spread over places: the `Table` methods that re-derive a decision (`decision_note`,
  `tools`, `out_of_turn`, `prompt_for`) still defined in a game;
- phase and decision names written as text in a game's modules other than its decisions.py;
- private action fields: the action and chance types declaring `private`;
- with `--typed`: the share of state look-ups strict mypy checks (tools/typed_keys.py, about a minute).

Usage: `python3 tools/kit_figures.py [--typed]`.
"""

from __future__ import annotations

import ast
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core.registry import all_metas, get_game  # noqa: E402

GAMES = ROOT / "pyengine" / "games"
SOURCES = ("pyengine", "web", "tools")
RE_DERIVED = ("decision_note", "tools", "out_of_turn", "prompt_for")
SKIPPED_DIRS = {"locale", "__pycache__"}
SUFFIXES = (".py", ".svg", ".js", ".html")
OUTSIDE = ("pyengine", "web", "tools", "public", "Makefile")  # where adding a game once meant edits


def game_ids() -> list[str]:
    """The registered games' ids, sorted."""
    return sorted(meta.id for meta in all_metas())


def modules(game_id: str) -> list[Path]:
    """A game package's Python modules."""
    return sorted(p for p in (GAMES / game_id).rglob("*.py") if not SKIPPED_DIRS & set(p.parts))


def turn_machineries() -> dict[str, str]:
    """Each game's turn structure class."""
    return {g: type(get_game(g).turns).__name__ for g in game_ids()}  # type: ignore[attr-defined]


def direct_queue_edits(game_id: str) -> int:
    """`x["tasks"]` look-ups in the package (a state's opening layout `{"tasks": ...}` is not one)."""
    found = 0
    for path in modules(game_id):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and node.slice.value == "tasks":
                found += 1
    return found


def state_aliases() -> int:
    """`<Name>State = dict[str, Any]`-style aliases (and `State = dict[...]`) in the sources."""
    pattern = re.compile(r"^\s*\w*State\s*(:\s*TypeAlias\s*)?=\s*dict\[", re.M)
    return sum(len(pattern.findall(p.read_text())) for d in SOURCES for p in (ROOT / d).rglob("*.py"))


def field_classes() -> int:
    """Classes named `Field` in the sources."""
    pattern = re.compile(r"^class Field\b", re.M)
    return sum(len(pattern.findall(p.read_text())) for d in SOURCES for p in (ROOT / d).rglob("*.py"))


def _lines(path: Path) -> set[str]:
    """A module's lines of some substance (stripped; brackets, short lines and comments left out)."""
    kept = set()
    for line in path.read_text().splitlines():
        text = line.strip()
        if len(text) >= 8 and not text.startswith("#"):
            kept.add(text)
    return kept


def ceremony() -> dict[str, tuple[int, int, int]]:
    """Per game: its declaration's lines, the lines all games' packages repeat verbatim (counted
    once a module), and the files outside the package naming the game."""
    ids = game_ids()
    by_game = {g: [_lines(p) for p in modules(g)] for g in ids}
    shared = set.intersection(*(set().union(*files) for files in by_game.values()))
    figures = {}
    for g in ids:
        declaration = len((GAMES / g / "__init__.py").read_text().splitlines())
        repeated = sum(len(lines & shared) for lines in by_game[g])
        figures[g] = (declaration, repeated, len(outside_mentions(g)))
    return figures


def outside_mentions(game_id: str) -> list[str]:
    """Files of the engine, site and tools outside the game's package that name it (an example or a
    default is not an edit a new game needs; listed for the reader to judge)."""
    found = []
    for top in OUTSIDE:
        base = ROOT / top
        paths = (
            [base]
            if base.is_file()
            else [p for p in base.rglob("*") if p.is_file() and p.suffix in (".py", ".svg", ".js", ".html")]
        )
        for path in paths:
            if GAMES / game_id in path.parents or "scenarios" in path.parts or path.name.startswith("make_"):
                continue
            if game_id in path.read_text(errors="ignore"):
                found.append(str(path.relative_to(ROOT)))
    return found


def re_derived(game_id: str) -> list[str]:
    """The `Table` methods a game still defines that re-derive its decisions."""
    table = (GAMES / game_id / "table.py").read_text()
    return [name for name in RE_DERIVED if re.search(rf"^    def {name}\(", table, re.M)]


def decision_names_as_text(game_id: str) -> Counter[str]:
    """Decision names (the string constants of decisions.py) written as text in the game's other modules."""
    declared = GAMES / game_id / "decisions.py"
    names = set()
    for node in ast.walk(ast.parse(declared.read_text())):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant)
            and isinstance(node.value.value, str)
            and all(isinstance(t, ast.Name) and t.id.isupper() for t in node.targets)
        ):
            names.add(node.value.value)
    found: Counter[str] = Counter()
    for path in modules(game_id):
        if path == declared:
            continue
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Compare):
                for side in (node.left, *node.comparators):
                    if isinstance(side, ast.Constant) and side.value in names:
                        found[side.value] += 1
    return found


def private_types(game_id: str) -> list[str]:
    """The action and chance types declaring private fields."""
    actions = getattr(get_game(game_id), "actions", None)
    if actions is None:
        return []
    kinds = [*actions.types, *actions.chance]
    return sorted({f"{k.name}({', '.join(k.private.fields)})" for k in kinds if k.private is not None})


def main() -> None:
    """Print every figure."""
    machineries = turn_machineries()
    print(f"turn machineries: {len(set(machineries.values()))} ({', '.join(sorted(set(machineries.values())))})")
    print(f"dict state aliases: {state_aliases()}; classes named Field: {field_classes()}")
    heads = ("queue edits", "declaration", "repeated", "outside", "re-derived", "as text")
    print(f"{'game':18} " + " ".join(f"{h:>11}" for h in heads) + "  private")
    for g, (declaration, repeated, outside) in ceremony().items():
        derived = ",".join(re_derived(g)) or "-"
        texts = sum(decision_names_as_text(g).values())
        cells = (direct_queue_edits(g), declaration, repeated, outside, derived, texts)
        print(f"{g:18} " + " ".join(f"{c:>11}" for c in cells) + f"  {' '.join(private_types(g)) or '-'}")
    for g in game_ids():
        mentions = outside_mentions(g)
        if mentions:
            print(f"  {g} named outside its package in: {', '.join(mentions)}")
    if "--typed" in sys.argv:
        from tools import typed_keys

        counts = typed_keys.measure(game_ids())
        total: Counter[str] = Counter()
        for c in counts.values():
            total.update(c)
        state, checked = total["state checked"] + total["state unchecked"], total["state checked"]
        print(f"state look-ups mypy checks: {checked} of {state} ({100 * checked / state:.0f}%)")
        for g, c in counts.items():
            n = c["state checked"] + c["state unchecked"]
            print(f"  {g}: {c['state checked']} of {n}")


if __name__ == "__main__":
    main()
