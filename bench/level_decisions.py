"""Do more playouts change an MCTS bot's decisions? Each level's choices against a long search's
(docs/bots.md, "Levels in First Landing"). No games between bots are played: a few minutes, not hours.

    python bench/level_decisions.py --game first_landing [--specs mcts:normal mcts:hard,seconds=none]
        [--oracle 4000] [--positions 20] [--repeats 3]

Positions: decisions with at least 4 legal actions of `mcts:easy` self-play games (seeds 31, 32,
...), every third one. The oracle is the same search with `--oracle` playouts (bot seed 99): its
most visited move is "best", and a choice's *regret* is the oracle's best mean minus the oracle's
mean for that choice (rewards in [0, 1]; a move the oracle never tried counts as its worst mean).
For each spec, each position is searched `--repeats` times (bot seeds 0, 1, ...): "agrees" is
the share of searches choosing the oracle's move, "regret" the mean regret, "seconds" the mean
CPU seconds of a search. Prints one JSON line per spec.
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

from pyengine.bots import make_bot, parse_spec  # noqa: E402
from pyengine.bots.base import finish  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.core.jsonutil import canonical  # noqa: E402


def positions(game: str, players: int, limit: int) -> list[Match]:
    """Decisions with at least 4 legal actions from easy self-play games, every third one."""
    found: list[Match] = []
    seed = 31
    while len(found) < limit and seed < 60:
        match = Match.new(game, players, {}, seed=seed)
        bots = [make_bot("mcts", "easy", seed=seed * 10 + p, game=game) for p in range(players)]
        count = 0
        while not match.is_over and len(found) < limit and count < 3000:
            if len(match.legal_actions()) >= 4:
                count += 1
                if count % 3 == 0:
                    found.append(match)
            match = match.apply(bots[match.to_move].choose(match, match.to_move), match.to_move)
        seed += 1
    return found


def oracle(game: str, match: Match, playouts: int) -> dict[str, float]:
    """The long search's mean reward per root move (canonical action), and its choice under ''."""
    spec = parse_spec(f"mcts:normal,iterations={playouts}")
    search = spec.build(99, game).start(match, match.to_move)
    best = finish(search)
    means = {canonical(s["action"]): float(s["mean"]) for s in search.statistics()}
    return {**means, "": means.get(canonical(best), max(means.values()))}, canonical(best)  # type: ignore[return-value]


def probe(game: str, spec: str, matches: list[Match], oracles: list[Any], repeats: int) -> dict[str, object]:
    """How often the spec's choices agree with the oracle, their mean regret and CPU time."""
    agrees, regret, seconds, searches = 0, 0.0, 0.0, 0
    for match, (means, best) in zip(matches, oracles, strict=True):
        top = max(v for k, v in means.items() if k)
        worst = min(v for k, v in means.items() if k)
        for seed in range(repeats):
            start = time.process_time()
            pick = canonical(parse_spec(spec).build(seed, game).choose(match, match.to_move))
            seconds += time.process_time() - start
            agrees += pick == best
            regret += top - means.get(pick, worst)
            searches += 1
    return {"spec": spec, "positions": len(matches), "agrees": round(agrees / searches, 3),
            "regret": round(regret / searches, 4), "seconds": round(seconds / searches, 3)}  # fmt: skip


def main() -> None:
    """Probe each spec against the oracle and print the results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="first_landing")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--specs", nargs="+", default=["mcts:normal", "mcts:hard,seconds=none"])
    parser.add_argument("--oracle", type=int, default=4000)
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    matches = positions(args.game, args.players, args.positions)
    oracles = [oracle(args.game, m, args.oracle) for m in matches]
    for spec in args.specs:
        print(json.dumps(probe(args.game, spec, matches, oracles, args.repeats)), flush=True)


if __name__ == "__main__":
    main()
