"""What a game's upgrade_save may use to replay an older save under today's rules; only games
whose rules changed import it, so it travels with the rules, not the home page."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.game import Action
from pyengine.core.match import Match
from pyengine.core.registry import get_game
from pyengine.core.saves import replay_step


def without_unasked_steps(data: dict[str, Any], unasked: Callable[[Match, Action], bool]) -> list[dict[str, Any]]:
    """An older save's steps replayed under today's rules, leaving out each recorded answer to a
    question those rules no longer ask (`unasked`: the action, illegal now, that the old rules took
    there, e.g. a "done" with nothing to give): a game's upgrade_save for a question dropped. Raises
    SaveError where another step no longer replays."""
    game = get_game(data["game"])
    match = Match.new(game.meta.id, data["seats"], data["options"], data["seed"], auto_chance=False)
    shapes = game.chance_shapes()
    kept = []
    for step, entry in enumerate(data["actions"], start=1):
        if "chance" not in entry and entry["action"] not in match.legal_actions() and unasked(match, entry["action"]):
            continue
        match = replay_step(match, entry, step, shapes)
        kept.append(entry)
    return kept
