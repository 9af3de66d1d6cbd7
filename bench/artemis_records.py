"""Hashes of whole seeded Artemis games, to show a speed-up changed no rule and no bot decision.

    python bench/artemis_records.py [--bot heuristic] [--seeds 50] [--seed 30000] [--out FILE]

Plays `--seeds` games (seed S, S+1, ...; 2, 3, 4, 5 players in turn) with the same bot in every
seat, as bench/artemis_balance.py does, and writes each game's sha256 of its save (every action and
chance outcome) and its scores, plus one hash over all. Run before and after a change: equal hashes
mean the same games were played.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import GameTask, play_match  # noqa: E402
from pyengine.bots.kinds import parse_spec  # noqa: E402


def record(bot: str, players: int, seed: int) -> dict[str, object]:
    """One game's record hash, scores and CPU seconds."""
    started = time.process_time()
    match, result = play_match(GameTask("artemis", (parse_spec(bot),) * players, seed, 20_000))
    steps = [entry.to_save() for entry in match.entries]
    digest = hashlib.sha256(json.dumps(steps, sort_keys=True).encode()).hexdigest()
    cpu = round(time.process_time() - started, 2)
    return {"seed": seed, "players": players, "hash": digest, "scores": result["scores"], "cpu": cpu}


def main() -> None:
    """Play the games and write their hashes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--seeds", type=int, default=50)
    parser.add_argument("--seed", type=int, default=30000)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    games = [record(args.bot, 2 + i % 4, args.seed + i) for i in range(args.seeds)]
    total = hashlib.sha256("".join(str(g["hash"]) for g in games).encode()).hexdigest()
    cpu = round(sum(float(str(g["cpu"])) for g in games), 1)
    Path(args.out).write_text(json.dumps({"all": total, "cpu_seconds": cpu, "games": games}, indent=1))
    print(total, cpu)


if __name__ == "__main__":
    main()
