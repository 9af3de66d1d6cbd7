"""Migration: Mars: how steady an MCTS bot's decisions are, and where they part from the greedy bot's
(docs/bots.md, "Search probes"). No games between bots are played, so it takes a minute, not hours.

    python bench/mm_decisions.py [--specs mcts:normal ...] [--positions 12] [--repeats 4]

Positions: decisions with more than 8 legal actions of `heuristic:normal` self-play games (seeds 21,
22, 23), every second one. For each spec, each position is searched `--repeats` times with bot
seeds 0, 1, ...; "steady" is the mean share of the most frequent choice (1: always the same move).
"differs" counts the positions where the spec's choice (bot seed 1) is not the noiseless greedy
bot's (`heuristic:hard,noise=0`), with the action types of both. Prints one JSON line per spec.
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots import make_bot, parse_spec  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.core.jsonutil import canonical  # noqa: E402

GAME_SEEDS = (21, 22, 23)


def positions(limit: int) -> list[Match]:
    """Decisions with more than 8 legal actions from greedy self-play games, every second one."""
    found: list[Match] = []
    for seed in GAME_SEEDS:
        match = Match.new("migration_mars", 2, {}, seed=seed)
        bots = [make_bot("heuristic", "normal", seed=seed * 10 + p) for p in range(2)]
        for step in range(400):
            if match.is_over or len(found) >= limit:
                break
            if len(match.legal_actions()) > 8 and step % 2 == 0:
                found.append(match)
            match = match.apply(bots[match.to_move].choose(match, match.to_move), match.to_move)
    return found


def probe(spec: str, matches: list[Match], repeats: int) -> dict[str, object]:
    """Steadiness of the spec's choices and where they differ from the greedy bot's."""
    steady, differs = 0, []
    for match in matches:
        picks = [canonical(parse_spec(spec).build(s).choose(match, match.to_move)) for s in range(repeats)]
        steady += collections.Counter(picks).most_common(1)[0][1]
        mine = json.loads(picks[1 % repeats])
        greedy = make_bot("heuristic", "hard", seed=1, noise=0.0).choose(match, match.to_move)
        if canonical(greedy) != canonical(mine):
            differs.append(f"{mine['type']} (greedy: {greedy['type']})")
    return {"spec": spec, "positions": len(matches), "steady": round(steady / (repeats * len(matches)), 2),
            "differs": len(differs), "where": differs}  # fmt: skip


def main() -> None:
    """Probe each spec and print the results."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--specs", nargs="+", default=["mcts:normal"])
    parser.add_argument("--positions", type=int, default=12)
    parser.add_argument("--repeats", type=int, default=4)
    args = parser.parse_args()
    matches = positions(args.positions)
    for spec in args.specs:
        print(json.dumps(probe(spec, matches, args.repeats)), flush=True)


if __name__ == "__main__":
    main()
