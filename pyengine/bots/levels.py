"""The bots' difficulty levels, apart from the bots themselves: the home page's seat controls name
them without importing the search code (what each level means: kinds.py, docs/bots.md)."""

from __future__ import annotations

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
