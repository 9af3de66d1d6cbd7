"""The choices Migration: Mars's options offer: the declaration reads them, so they stay apart from
data.py (the whole rules data, which the home page need not ship)."""

FACTIONS: tuple[str, ...] = ("blue", "red", "yellow", "green")
DEFAULT_MAX_ROUNDS = 40
