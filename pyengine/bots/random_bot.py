"""The random bot: uniform over the legal actions, with its own seeded generator."""

from __future__ import annotations

from pyengine.bots.base import BaseBot, Decided, position
from pyengine.core.match import Match


class RandomBot(BaseBot):
    """Picks any legal action with equal probability."""

    kind = "random"

    def start(self, match: Match, player: int) -> Decided:
        """Decided at once."""
        _, _, actions = position(match, player)
        return Decided(actions[self._rng.below(len(actions))])
