"""Escape Pods' bots timed: CPU seconds a decision on mid-game positions, and where they go.

    python bench/escape_pods_speed.py [--bots mcts:easy;mcts:easy,rollout_cap=4;heuristic:easy]
                                      [--seeds 3,4,5] [--moves 30] [--decisions 3] [--profile]

Each position is a two-player game (seed) after `--moves` moves of the scenario script's plain policy
(tools/make_ep_scenarios.greedy); each bot takes the next `--decisions` decisions from there (bots
separated by ";", as a spec may hold commas). CPU time (time.process_time), not wall time: the
machine is shared and its wall times swing. With --profile, the first bot's decisions under cProfile,
the 30 heaviest functions by cumulative time. Kept out of the tests: a measure, not a check.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pyengine.games  # noqa: E402, F401 - registers the games
from pyengine.bots.kinds import parse_spec  # noqa: E402
from pyengine.core import Match  # noqa: E402
from tools.make_ep_scenarios import greedy  # noqa: E402


def position(seed: int, moves: int) -> Match:
    """A two-player game after `moves` moves of the plain policy."""
    match = Match.new("escape_pods", 2, {}, seed=seed)
    chooser = random.Random(seed)
    for _ in range(moves):
        match = match.apply(greedy(match, chooser))
    return match


def timed(spec: str, seeds: list[int], moves: int, decisions: int) -> tuple[float, int]:
    """CPU seconds a decision of this bot over the positions, and the decisions counted."""
    spent, made = 0.0, 0
    for seed in seeds:
        match = position(seed, moves)
        bot = parse_spec(spec).build(1)
        for _ in range(decisions):
            if match.is_over:
                break
            started = time.process_time()
            action = bot.choose(match, match.to_move)
            spent += time.process_time() - started
            made += 1
            match = match.apply(action)
    return spent / max(1, made), made


def main(argv: list[str] | None = None) -> int:
    """Time each bot; profile the first with --profile."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bots", default="mcts:easy;mcts:easy,rollout_cap=4;mcts:easy,rollout_cap=0;heuristic:easy")
    parser.add_argument("--seeds", default="3,4,5")
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--decisions", type=int, default=3)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    seeds = [int(s) for s in args.seeds.split(",")]
    bots = [b for b in args.bots.split(";") if b]
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        timed(bots[0], seeds, args.moves, args.decisions)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("cumulative").print_stats(30)
        return 0
    for spec in bots:
        seconds, made = timed(spec, seeds, args.moves, args.decisions)
        print(f"{spec}: {seconds:.3f} CPU s a decision ({made} decisions)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
