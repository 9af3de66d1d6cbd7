"""What the table knows of the coach (hints on or off, their count, the hint shown, the review):
kept apart from the coach's commands (coaching.py, in the table's zip), which read the controller."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class CoachTable:
    """The coach's state at a table: hints on or off for this game, how many were shown, the hint
    asked or shown (for the position after `at` steps), and the finished game's review."""

    enabled: bool = True
    hints: int = 0
    state: str = ""  # "", "thinking" (the worker works it out), "shown", "failed" (coaching.py)
    asked: int = 0  # numbered hint requests: the browser layer starts one per new number
    at: int = -1  # the number of log entries of the position the hint is for
    choices: tuple[dict[str, Any], ...] = ()  # Choice.to_json() of each choice, best first
    review: dict[str, Any] | None = None  # Review.to_json() of the finished game
