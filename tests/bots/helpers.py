"""Positions for bot tests: every registered game, reached by seeded random playouts."""

from __future__ import annotations

import random
from typing import Any

from pyengine.core import Match
from pyengine.core.registry import all_games

GAMES = [g.meta.id for g in all_games()]
HIDDEN = [g.meta.id for g in all_games() if g.meta.hidden_information]


def positions(game_id: str, seed: int, every: int, limit: int) -> list[Match]:
    """Up to `limit` matches taken every `every` player actions of a random playout."""
    chooser = random.Random(seed)
    match = Match.new(game_id, None, seed=seed)
    found: list[Match] = []
    steps = 0
    while not match.is_over and len(found) < limit:
        if steps % every == 0:
            found.append(match)
        match = match.apply(chooser.choice(match.legal_actions()))
        steps += 1
    return found


def without_rng(state: dict[str, Any]) -> dict[str, Any]:
    """A state without the core's generator key."""
    return {k: v for k, v in state.items() if k != "rng"}
