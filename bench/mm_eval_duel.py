"""Migration: Mars: the greedy bot with today's evaluation against the same bot with the evaluation
of an earlier commit, to tell whether a change of the evaluation plays better (docs/bots.md).

    python bench/mm_eval_duel.py [--old COMMIT] [--games 20] [--seed 1000] [--bot heuristic:normal]

Game g uses seed `seed + g // 2`, today's evaluation in seat 0 for even g and in seat 1 for odd g
(each deal with both seatings, as `tournament`); bot seeds as in `arena`. The old evaluation is
read with `git show COMMIT:pyengine/games/migration_mars/evaluation.py` and swapped in while the
old side decides. Prints JSON: today's wins, games, rate and Wilson 95 % interval.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots import parse_spec  # noqa: E402
from pyengine.bots.arena import DEFAULT_MAX_ACTIONS, bot_seed, wilson  # noqa: E402
from pyengine.bots.base import Bot  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.games.migration_mars import evaluation  # noqa: E402

SWAPPED = ("evaluate", "evaluations", "TERMS")  # what the game's methods read from the module
PATH = "pyengine/games/migration_mars/evaluation.py"


def old_evaluation(commit: str) -> types.ModuleType:
    """The evaluation module as it was at `commit`."""
    source = subprocess.run(["git", "show", f"{commit}:{PATH}"], cwd=ROOT, check=True, capture_output=True, text=True)
    module = types.ModuleType("old_evaluation")
    exec(compile(source.stdout, f"{commit}:{PATH}", "exec"), module.__dict__)
    return module


def decide(bot: Bot, match: Match, module: types.ModuleType | None) -> Any:
    """The bot's choice, with `module`'s evaluation in place of today's while it thinks."""
    if module is None:
        return bot.choose(match, match.to_move)
    saved = {name: getattr(evaluation, name) for name in SWAPPED}
    try:
        for name in SWAPPED:
            setattr(evaluation, name, getattr(module, name))
        return bot.choose(match, match.to_move)
    finally:
        for name, value in saved.items():
            setattr(evaluation, name, value)


def duel(seed: int, new_seat: int, spec: str, old: types.ModuleType) -> bool:
    """One game; True if the seat with today's evaluation won (a shared win counts)."""
    match = Match.new("migration_mars", 2, {}, seed=seed)
    bots = [parse_spec(spec).build(bot_seed(seed, seat)) for seat in range(2)]
    modules = [None if seat == new_seat else old for seat in range(2)]
    for _ in range(DEFAULT_MAX_ACTIONS):
        if match.is_over:
            return new_seat in match.winners()
        player = match.to_move
        match = match.apply(decide(bots[player], match, modules[player]), player)
    return False  # unfinished at the cap: no winner


def main() -> None:
    """Play the duels and print the result."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="7b8ec56")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--bot", default="heuristic:normal")
    args = parser.parse_args()
    old = old_evaluation(args.old)
    wins = sum(duel(args.seed + g // 2, g % 2, args.bot, old) for g in range(args.games))
    low, high = wilson(wins, args.games)
    print(json.dumps({"old": args.old, "bot": args.bot, "seed": args.seed, "games": args.games, "new_wins": wins,
                      "rate": round(wins / args.games, 3), "ci95": [round(low, 3), round(high, 3)]}))  # fmt: skip


if __name__ == "__main__":
    main()
