"""One decision being worked out off the table's path (a bot's move, the coach's hint or review),
shared by the bots' runner (botplay.py) and the coach's (coachplay.py)."""

from __future__ import annotations

from typing import Any

from pyengine.core import Match


class Job:
    """One bot decision being thought about and shown."""

    def __init__(self, number: int, key: tuple[Any, ...], match: Match, seat: int, spec: str) -> None:
        self.number = number
        self.key = key
        self.match = match
        self.seat = seat
        self.spec = spec
        self.hurry = False
        self.cancelled = False
        self.task: Any = None
