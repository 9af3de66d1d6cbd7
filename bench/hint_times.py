"""How long a hint takes at each level, per game, in CPU seconds of this process (a loaded machine
does not inflate it; docs/bots.md, "Hint time").

    python bench/hint_times.py [--levels normal,hard] [--games tinyforming_mars,...] [--positions 3]

Positions: the game's bench position (the mid-game position the browser bench opens) and
`--positions` decisions with more than one legal action of a random two-player game (seed 11,
random bots; every fifth such decision), as in the coach's first figures. Each is hinted once
(hint seed 7), worked out in the worker's way (`step(32)` until done). Prints one JSON line per
game and level: mean and maximum CPU seconds, mean playouts, and the mean times the browser factor
(CPython / Pyodide about 1.6 for MCTS playouts, docs/performance.md). Throttled (a slow phone,
4x CPU slowdown in the browser bench) is about four times the browser figure.
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

from pyengine.bots import make_bot  # noqa: E402
from pyengine.bots.coach import start_hint  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.core.registry import all_metas  # noqa: E402

BROWSER = 1.6  # CPython / Pyodide for MCTS playouts (docs/performance.md)


def positions(game_id: str, count: int) -> list[Match]:
    """The bench position, then `count` decisions of a random game with a choice to make."""
    found = [m for m in [bench_match(game_id)] if m is not None and len(m.legal_actions()) > 1]
    match = Match.new(game_id, 2, {}, seed=11)
    bots = [make_bot("random", seed=p) for p in range(2)]
    seen = 0
    while not match.is_over and len(found) < count + 1:
        if len(match.legal_actions()) > 1:
            seen += 1
            if seen % 5 == 0:
                found.append(match)
        match = match.apply(bots[match.to_move].choose(match, match.to_move), match.to_move)
    return found


def times(game_id: str, level: str, matches: list[Match]) -> dict[str, Any]:
    """CPU seconds and playouts of a hint at `level` on each position."""
    spent, playouts = [], []
    for match in matches:
        started = time.process_time()
        work = start_hint(match, match.to_move, level, seed=7)
        while not work.done:
            work.step(32)
        work.choices()
        spent.append(time.process_time() - started)
        playouts.append(work.search.iterations if work.search is not None else 0)
    mean = sum(spent) / len(spent)
    return {"game": game_id, "level": level, "positions": len(matches), "mean": round(mean, 3),
            "max": round(max(spent), 3), "playouts": round(sum(playouts) / len(playouts)),
            "browser": round(mean * BROWSER, 2)}  # fmt: skip


def main() -> None:
    """Parse the arguments, time the hints, print JSON lines."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="normal,hard")
    parser.add_argument("--games", default="")
    parser.add_argument("--positions", type=int, default=3)
    args = parser.parse_args()
    games = args.games.split(",") if args.games else [meta.id for meta in all_metas()]
    for game_id in games:
        matches = positions(game_id, args.positions)
        for level in args.levels.split(","):
            print(json.dumps(times(game_id, level, matches)), flush=True)


if __name__ == "__main__":
    main()
