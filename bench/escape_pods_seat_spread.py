"""Escape Pods' seat spreads, with intervals, from the seat games already stored (no game is played).

    python bench/escape_pods_seat_spread.py [--draws 2000] [--write]

Pools, per policy and player count, the games with one policy in every seat kept by
bench/escape_pods_seats.py (bench/results/escape-pods-seats-*.json) and bench/escape_pods_strength.py
(the "seats" games of bench/results/escape-pods-strength.json; their seeds start at 0, the seat
script's at 1000, so no game is counted twice). For each it gives two spreads, both "best place
minus worst place" in the turn order (the first player is drawn):
- the win-share spread, in percentage points (a shared first place split between its sharers), as
  the other games' docs measure a seat spread, with its one-sided bootstrap 95 % upper bound (games
  resampled; a largest difference of noisy shares leans high and has no useful lower bound) and the
  p-value of a chi-square test that every place wins its fair share;
- the mean-points spread (points scored by place), with its bootstrap 95 % interval.
With --write the table goes between the `ep-spread` markers of docs/rules/escape-pods.md.
Kept out of the tests: a measure, not a check.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.artemis_balance import chi_square_p  # noqa: E402

RESULTS = ROOT / "bench" / "results"
DOC = ROOT / "docs" / "rules" / "escape-pods.md"
MARKER = "ep-spread"
Game = tuple[list[float], list[int]]  # points by place, wins by place (1 or 0)


def stored() -> dict[tuple[str, int], list[Game]]:
    """Every stored seat game, keyed by (policy, players)."""
    pooled: dict[tuple[str, int], dict[int, Game]] = {}
    for path in sorted(RESULTS.glob("escape-pods-seats-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        players = data["rows"][0]["players"] if data["rows"] else len(next(iter(data["games"].values()))[0][1])
        for bot, games in data["games"].items():
            for seed, points, wins, _ended in games:
                pooled.setdefault((bot, players), {})[seed] = (points, wins)
    for r in json.loads((RESULTS / "escape-pods-strength.json").read_text(encoding="utf-8")):
        if r["kind"] == "seats":
            pooled.setdefault((r["bot"], r["players"]), {})[r["seed"]] = (r["points"], [int(w) for w in r["wins"]])
    return {k: list(v.values()) for k, v in pooled.items()}


def shares(games: list[Game]) -> list[float]:
    """Each place's share of the wins (a shared first place split; a game nobody won counts for none)."""
    players = len(games[0][1])
    won = [0.0] * players
    for _, wins in games:
        for k, w in enumerate(wins):
            won[k] += w / sum(wins) if sum(wins) else 0.0
    return [w / len(games) for w in won]


def means(games: list[Game]) -> list[float]:
    """Mean points by place."""
    return [statistics.mean(g[0][k] for g in games) for k in range(len(games[0][0]))]


def spread(values: list[float]) -> float:
    """Best minus worst."""
    return max(values) - min(values)


def summary(games: list[Game], draws: int, seed: int) -> dict[str, Any]:
    """The spreads of one policy at one player count, with their bootstrap bounds."""
    pick = random.Random(seed)
    share_spreads, point_spreads = [], []
    for _ in range(draws):
        sample = [games[pick.randrange(len(games))] for _ in games]
        share_spreads.append(100 * spread(shares(sample)))
        point_spreads.append(spread(means(sample)))
    share_spreads.sort()
    point_spreads.sort()
    won = shares(games)
    return {
        "games": len(games),
        "shares": won,
        "share_spread": 100 * spread(won),
        "share_bound": share_spreads[int(0.95 * draws) - 1],
        "p_equal": chi_square_p([w * len(games) for w in won]),
        "means": means(games),
        "point_spread": spread(means(games)),
        "point_ci": (point_spreads[int(0.025 * draws)], point_spreads[int(0.975 * draws) - 1]),
    }


def table(draws: int) -> str:
    """The Markdown table of every stored policy and player count."""
    lines = [
        "| policy in every seat | players | games | win share by place | win-share spread (points) "
        "| its 95 % upper bound | places equal (p) | mean points by place | points spread (95 % CI) |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for (bot, players), games in sorted(stored().items(), key=lambda kv: (kv[0][0], kv[0][1])):
        s = summary(games, draws, players)
        lo, hi = s["point_ci"]
        lines.append(
            f"| {bot} | {players} | {s['games']} | {' / '.join(f'{w:.0%}' for w in s['shares'])} "
            f"| {s['share_spread']:.1f} | {s['share_bound']:.1f} | {s['p_equal']:.3f} "
            f"| {', '.join(f'{m:.1f}' for m in s['means'])} | {s['point_spread']:.1f} ({lo:.1f}-{hi:.1f}) |"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Print (or write) the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--draws", type=int, default=2000)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    text = table(args.draws)
    print(text)
    if args.write:
        doc = DOC.read_text(encoding="utf-8")
        start, end = f"<!-- {MARKER} -->", f"<!-- /{MARKER} -->"
        head, rest = doc.split(start, 1)
        DOC.write_text(f"{head}{start}\n{text}\n{end}{rest.split(end, 1)[1]}", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
