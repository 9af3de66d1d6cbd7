"""Replays: a finished or saved match stepped through from the start (pure, no browser).

Frames are built on demand by replaying the match's entries from a new match that does not
resolve chance by itself, so every die roll and draw is its own step, as in the log.
"""

from __future__ import annotations

from pyengine.core import Match
from pyengine.core.game import CHANCE


class Replay:
    """The positions of a match after 0, 1, ... n steps (built lazily, then kept)."""

    def __init__(self, source: Match) -> None:
        self.source = source
        start = Match.new(source.game.meta.id, source.seats, source.options, source.seed, auto_chance=False)
        self.frames: list[Match] = [start]

    @property
    def steps(self) -> int:
        """How many steps the whole match has."""
        return len(self.source.entries)

    def frame(self, step: int) -> Match:
        """The match after `step` steps (clamped to the available range)."""
        step = max(0, min(step, self.steps))
        while len(self.frames) <= step:
            self.frames.append(self._next(self.frames[-1], len(self.frames) - 1))
        return self.frames[step]

    def _next(self, match: Match, index: int) -> Match:
        entry = self.source.entries[index]
        if entry.actor == CHANCE:
            return match.apply_chance(entry.action if entry.forced else None)
        return match.apply(entry.action, entry.actor)
