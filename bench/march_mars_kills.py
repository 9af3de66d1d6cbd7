"""March on Mars: does a team of one bot kind kill a defender, and win, with the game's evaluation
or with the one of an earlier commit (the bots steer by it)?

    python bench/march_mars_kills.py --bot mcts:easy --players 2 --games 10 [--first 0] [--evaluation 4497af0]
                                     [--phases choose,program,continue]

One JSON line per game: the seed, won, why the game ended, the round reached and the round the
first defender died (null: never). --evaluation swaps in pyengine/games/march_mars/evaluation.py as
it was at that commit (read with `git show`), so the same seeded games compare the two. Bots are
seeded as in tools/make_golden.py (seed * 10 + seat) and built as the game declares its levels.
--phases: the bot decides only in these phases (program, choose, continue, ...) and the scripted
team of bench/march_mars_winrate.py in the others, to find where a bot loses its games. A
measure, not a check.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.kinds import parse_spec  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.games.march_mars import evaluation  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from march_mars_winrate import team_choice  # noqa: E402


def swap_evaluation(commit: str) -> None:
    """Steer the bots by the evaluation of an earlier commit."""
    source = subprocess.run(
        ["git", "show", f"{commit}:pyengine/games/march_mars/evaluation.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    old = types.ModuleType("march_mars_evaluation_then")
    exec(compile(source, f"{commit}:evaluation.py", "exec"), old.__dict__)
    evaluation.evaluate = old.evaluate  # type: ignore[assignment]
    evaluation.TERMS = old.TERMS


def play(bot: str, players: int, seed: int, phases: set[str] | None = None) -> dict[str, object]:
    """One seeded game of a team of this bot kind at normal difficulty (in `phases` only, if given:
    the scripted team decides the others)."""
    match = Match.new("march_mars", players, {"difficulty": "normal", "upgrades": "bunker"}, seed=seed)
    bots = [parse_spec(bot).build(seed * 10 + i, "march_mars") for i in range(players)]
    killed = None
    while not match.is_over:
        scripted = phases is not None and match.state["phase"] not in phases
        match = match.apply(team_choice(match) if scripted else bots[match.to_move].choose(match, match.to_move))
        if killed is None and not all(match.state["defenders"].values()):
            killed = match.state["round"]
    state = match.state
    return {"seed": seed, "won": state["won"], "why": state["why"], "round": state["round"], "killed": killed}


def main() -> None:
    """Play the games, a JSON line each, then a summary line."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--bot", default="mcts:easy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--evaluation", help="a commit whose evaluation the bots steer by")
    parser.add_argument("--phases", help="the phases the bot decides (comma-separated; the scripted team the rest)")
    args = parser.parse_args()
    if args.evaluation:
        swap_evaluation(args.evaluation)
    rows = []
    for seed in range(args.first, args.first + args.games):
        phases = set(args.phases.split(",")) if args.phases else None
        rows.append(play(args.bot, args.players, seed, phases))
        print(json.dumps(rows[-1]), flush=True)
    killed = sum(r["killed"] is not None for r in rows)
    won = sum(bool(r["won"]) for r in rows)
    print(json.dumps({"games": len(rows), "killed": killed, "won": won}))


if __name__ == "__main__":
    main()
