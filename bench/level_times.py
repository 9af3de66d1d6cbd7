"""How long each MCTS level thinks on every game's bench position (the mid-game position the
browser bench opens), in CPU seconds of this process, so a loaded machine does not inflate it.

    python bench/level_times.py [--levels easy,normal,hard] [--games first_landing,...] [--decisions 3]
    python bench/level_times.py --games migration_mars --specs "mcts:normal,prior_weight=3"  # any bot spec

A position's decision is searched `--decisions` times with different seeds; the mean and the
maximum are printed as JSON, with the mean wall-clock seconds ("wall": what the time budget of
`hard` counts, so a loaded machine cuts it short) and the mean playouts. The browser (Pyodide) is
slower than CPython by the factor docs/performance.md measures (CPython / Pyodide 1.35-1.6 for
MCTS playouts).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))

from spacetable_web.benchpos import bench_match  # noqa: E402

from pyengine.bots import parse_spec  # noqa: E402
from pyengine.bots.base import finish  # noqa: E402
from pyengine.core.registry import all_metas  # noqa: E402


def times(game_id: str, level: str, decisions: int) -> dict[str, Any]:
    """CPU seconds of `decisions` searches at `level` (an MCTS level, or any bot spec) on the
    game's bench position."""
    match = bench_match(game_id)
    assert match is not None, game_id
    spent, wall, playouts = [], [], []
    for seed in range(decisions):
        bot = parse_spec(level if ":" in level else f"mcts:{level}").build(seed, game_id)  # its declared levels
        started, clock = time.process_time(), time.perf_counter()
        search = bot.start(match, match.to_move)
        finish(search)
        spent.append(time.process_time() - started)
        wall.append(time.perf_counter() - clock)
        playouts.append(search.iterations)
    mean = sum(spent) / len(spent)
    return {
        "game": game_id, "level": level, "mean": round(mean, 3), "max": round(max(spent), 3),
        "wall": round(sum(wall) / len(wall), 3), "playouts": round(sum(playouts) / len(playouts)),
    }  # fmt: skip


def main() -> None:
    """Parse the arguments, time every game at every level, print JSON lines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="easy,normal,hard")
    parser.add_argument("--games", default="")
    parser.add_argument("--decisions", type=int, default=3)
    parser.add_argument("--specs", nargs="*", default=[], help="bot specs to time instead of the levels")
    args = parser.parse_args()
    games = args.games.split(",") if args.games else [meta.id for meta in all_metas()]
    for game_id in games:
        if bench_match(game_id) is None:
            continue
        for level in args.specs or args.levels.split(","):
            print(json.dumps(times(game_id, level, args.decisions)), flush=True)


if __name__ == "__main__":
    main()
