"""Engine speed of two source trees side by side: random games and MCTS, interleaved, medians.

    nice -n 5 python bench/engine_compare.py BEFORE_TREE AFTER_TREE [--reps 5] [--seeds 6]

Each tree is a folder holding a `pyengine` package (e.g. `git archive main pyengine | tar -x -C
/tmp/before`). Every measurement runs in a fresh CPython process per tree, the trees taking turns,
so a noisy machine (shared cores) weighs on both alike; the figures are CPU time
(`time.process_time`), the median over the repetitions.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

# (game, players) played to the end with random legal actions.
GAMES = (
    ("migration_mars", 2),
    ("migration_mars", 4),
    ("first_landing", 2),
    ("tinyforming_mars", 2),
    ("walking_moon", 2),
)
# (game, players, random actions before the searched position)
MCTS_POSITIONS = (("migration_mars", 4, 300), ("walking_moon", 2, 20))


def random_games(game_id: str, players: int, seeds: int) -> dict[str, float]:
    """CPU ms per random game (the mean over the seeds) and the actions per game."""
    from pyengine.core import Match

    Match.new(game_id, players, seed=0)  # the game's modules are imported before the clock starts
    actions = 0
    start = time.process_time()
    for seed in range(seeds):
        chooser = random.Random(seed)
        match = Match.new(game_id, players, seed=seed)
        while not match.is_over:
            match = match.apply(chooser.choice(match.legal_actions()))
            actions += 1
    return {"ms": (time.process_time() - start) * 1000 / seeds, "actions": actions / seeds}


def mcts(game_id: str, players: int, before: int, iterations: int) -> dict[str, float]:
    """MCTS (normal settings) playouts per CPU second on a fixed position, and one decision's CPU ms."""
    from pyengine.bots.kinds import make_bot
    from pyengine.core import Match

    chooser = random.Random(1)  # private generator: the position never varies
    match = Match.new(game_id, players, seed=1)
    for _ in range(before):
        match = match.apply(chooser.choice(match.legal_actions()))
    bot = make_bot("mcts", "normal", seed=1, iterations=iterations)
    start = time.process_time()
    search = bot.start(match, match.to_move)
    while not search.done:
        search.step(10)
    elapsed = time.process_time() - start
    return {"per_s": search.iterations / elapsed, "ms": elapsed * 1000}


def worker(tree: str, task: str) -> None:
    """Run one measurement with `tree` first on the import path; print it as JSON."""
    sys.path.insert(0, tree)
    kind, game_id, players, count = task.split(":")
    if kind == "games":
        result = random_games(game_id, int(players), int(count))
    else:
        before = next(b for g, p, b in MCTS_POSITIONS if g == game_id and p == int(players))
        result = mcts(game_id, int(players), before, int(count))
    print(json.dumps(result))


def measure(tree: Path, task: str) -> dict[str, float]:
    """One measurement in a fresh process."""
    out = subprocess.run(
        [sys.executable, __file__, "--worker", str(tree), task], capture_output=True, text=True, check=True
    )
    return dict(json.loads(out.stdout))


def compare(trees: list[Path], tasks: list[str], reps: int) -> dict[str, dict[str, list[dict[str, float]]]]:
    """Every task for every tree, the trees taking turns, `reps` times."""
    runs: dict[str, dict[str, list[dict[str, float]]]] = {t: {str(tree): [] for tree in trees} for t in tasks}
    for _ in range(reps):
        for task in tasks:
            for tree in trees:
                runs[task][str(tree)].append(measure(tree, task))
    return runs


def main() -> None:
    """Print a table: each task, each tree's median."""
    parser = argparse.ArgumentParser()
    parser.add_argument("trees", nargs="*")
    parser.add_argument("--worker", nargs=2)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--seeds", type=int, default=6)
    parser.add_argument("--playouts", type=int, default=300)
    parser.add_argument("--only", default="", help="comma-separated game ids")
    parser.add_argument("--no-mcts", action="store_true")
    args = parser.parse_args()
    if args.worker:
        worker(*args.worker)
        return
    wanted = set(filter(None, args.only.split(",")))
    chosen = [(g, p) for g, p in GAMES if not wanted or g in wanted]
    tasks = [f"games:{g}:{p}:{args.seeds if p == 2 else max(2, args.seeds // 3)}" for g, p in chosen]
    if not args.no_mcts:
        tasks += [f"mcts:{g}:{p}:{args.playouts}" for g, p, _ in MCTS_POSITIONS if not wanted or g in wanted]
    trees = [Path(t).resolve() for t in args.trees]
    runs = compare(trees, tasks, args.reps)
    print("| Task | " + " | ".join(t.name for t in trees) + " |")
    print("|---|" + "---|" * len(trees))
    for task, by_tree in runs.items():
        cells = []
        for tree in trees:
            results = by_tree[str(tree)]
            key = "per_s" if task.startswith("mcts") else "ms"
            value: Any = statistics.median(r[key] for r in results)
            extra = f", {statistics.median(r['ms'] for r in results):.0f} ms" if key == "per_s" else ""
            cells.append(f"{value:.1f}{' playouts/s' if key == 'per_s' else ' ms'}{extra}")
        print(f"| {task} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
