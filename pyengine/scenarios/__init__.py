"""Scenarios: a position plus a script of steps with captions, for explaining rules.

See `format.py` for the file format and docs/embed.md for the embed that shows them.
Shipped scenarios live in this package's folders (`<game>/<name>.json`) and are listed by
`shipped()`; `python -m pyengine render` turns their steps into standalone SVG files.
"""

from __future__ import annotations

from pathlib import Path

from pyengine.i18n import register_locale
from pyengine.scenarios.format import FORMAT, VERSION, Scenario, Step, loads, step_of, validate

register_locale(Path(__file__).with_name("locale"))

HERE = Path(__file__).resolve().parent

__all__ = ["FORMAT", "VERSION", "Scenario", "Step", "load_file", "loads", "shipped", "step_of", "validate"]


def shipped() -> dict[str, Path]:
    """The shipped scenario files by name ("<game>/<file stem>"), sorted."""
    return {f"{p.parent.name}/{p.stem}": p for p in sorted(HERE.glob("*/*.json"))}


def load_file(path: str | Path) -> Scenario:
    """Read and validate a scenario file."""
    return loads(Path(path).read_text(encoding="utf-8"))
