"""Balance of The Artemis Project's designed half under bots: first-player advantage and score spread.

    python bench/artemis_balance.py [--bot heuristic[:level]] [--games 40] [--counts 2,3,4,5]
                                  [--jobs 1 | --scheduler tcp://host:8786] [--out FILE]
    python bench/artemis_balance.py --merge FILE[@COUNTS] [FILE ...] [--out FILE]

Plays `--games` games per player count with the same bot in every seat (pyengine.bots, seeded per
game and seat). Reports per count: the win rate of the seat holding the phase marker in round 1
(the first player) against the fair 1/n, each seat's win rate relative to the first player, the
mean score, the mean winning margin, the mean spread between the best and the worst score, and the
mean points per final-scoring category (which designed parts carry the game). Writes
bench/results/artemis-balance-<bot>.json (or --out) with every game, and prints a Markdown table for
docs/rules/artemis-project.md. --merge sums runs played in parts (other seeds) into one report
(FILE@3,4 takes only those player counts of a report: runs under other rules for the other counts).

The seat spread (best minus worst seat's win share, in points) comes with a one-sided bootstrap 95 %
upper bound (games resampled) and the p-value of a chi-square test that every seat wins its fair share: with
N games each share is only known to about ± 100/sqrt(N) points, so a spread of at most 5 points is
shown only when the upper bound is at most 5. With --jobs 1 the counts are played in turn, a game of
each count at a time, and the report is written after every game (a run stopped at a deadline
keeps what it played).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import GameTask, play_match, spread, wilson  # noqa: E402
from pyengine.bots.kinds import parse_spec  # noqa: E402
from pyengine.games.artemis import flow  # noqa: E402


def play(job: tuple[str, int, int]) -> dict[str, Any]:
    """One game: the first player, the scores, the winners and the final categories."""
    kind, players, seed = job
    started = time.process_time()
    first = __import__("pyengine.core", fromlist=["Match"]).Match.new("artemis", players, seed=seed).state["first"]
    match, result = play_match(GameTask("artemis", (parse_spec(kind),) * players, seed, 20_000))
    return {
        "seed": seed,
        "first": first,
        "finished": result["finished"],
        "scores": result["scores"],
        "winners": result["winners"],
        "parts": flow.final_parts(match.state),
        "cpu_seconds": round(time.process_time() - started, 1),
    }


def seat_wins(players: int, games: list[dict[str, Any]]) -> list[float]:
    """Wins by seat counted clockwise from the first player (a shared win split)."""
    by_offset = [0.0] * players
    for g in games:
        for w in g["winners"]:
            by_offset[(w - g["first"]) % players] += 1 / len(g["winners"])
    return by_offset


def spread_bound(players: int, games: list[dict[str, Any]], draws: int = 2000) -> float:
    """One-sided 95 % upper bound of the seat spread in points: the bootstrap's 95th percentile
    (games resampled, a fixed seed). No lower bound: the spread is a largest difference of noisy
    shares, and resampling cannot bring it down to 0 when the seats are even."""
    pick = random.Random(players)
    found = []
    for _ in range(draws):
        sample = [games[pick.randrange(len(games))] for _ in games]
        wins = seat_wins(players, sample)
        found.append(100 * (max(wins) - min(wins)) / len(sample))
    found.sort()
    return round(found[int(0.95 * draws) - 1], 1)


def chi_square_p(counts: list[float]) -> float:
    """P-value of a chi-square test that every seat wins the same share (2-5 seats: closed forms)."""
    n, k = sum(counts), len(counts)
    x = sum((c - n / k) ** 2 / (n / k) for c in counts) if n else 0.0
    df = k - 1
    if df % 2 == 0:  # even degrees of freedom: a finite Poisson sum
        return math.exp(-x / 2) * sum((x / 2) ** i / math.factorial(i) for i in range(df // 2))
    tail = math.erfc(math.sqrt(x / 2))  # odd: erfc plus a finite sum
    term = math.sqrt(2 * x / math.pi) * math.exp(-x / 2)
    for i in range(1, (df + 1) // 2):
        tail += term
        term *= x / (2 * i + 1)
    return tail


def summary(players: int, games: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one player count."""
    n = len(games)
    wins_first = sum(1 / len(g["winners"]) for g in games if g["first"] in g["winners"])
    by_offset = seat_wins(players, games)
    low, high = wilson(wins_first, n)
    seat_ci = [[round(x, 3) for x in wilson(w, n)] for w in by_offset]
    margins, spreads, means = [], [], []
    for g in games:
        ranked = sorted(g["scores"], reverse=True)
        margins.append(ranked[0] - ranked[1])
        spreads.append(ranked[0] - ranked[-1])
        means.append(statistics.mean(g["scores"]))
    parts = {k: statistics.mean(p[k] for g in games for p in g["parts"]) for k in games[0]["parts"][0]}
    return {
        "players": players,
        "games": n,
        "finished": sum(g["finished"] for g in games),
        "first_player_win_rate": round(wins_first / n, 3),
        "first_player_ci95": [round(low, 3), round(high, 3)],
        "fair_rate": round(1 / players, 3),
        "win_rate_by_seat_after_first": [round(w / n, 3) for w in by_offset],
        "seat_ci95": seat_ci,
        "seat_spread_points": round(100 * (max(by_offset) - min(by_offset)) / n, 1),
        "seat_spread_upper95": spread_bound(players, games),
        "seats_equal_p": round(chi_square_p(by_offset), 3),
        "mean_score": round(statistics.mean(means), 1),
        "mean_winning_margin": round(statistics.mean(margins), 1),
        "mean_best_minus_worst": round(statistics.mean(spreads), 1),
        "score_stdev_within_game": round(statistics.mean(statistics.pstdev(g["scores"]) for g in games), 1),
        "mean_points_by_category": {k: round(v, 1) for k, v in parts.items()},
    }


def table(rows: list[dict[str, Any]], bot: str) -> str:
    """The Markdown table of the report."""
    lines = [
        f"| Players | Games ({bot}) | First player wins (fair) | 95 % interval | By seat from the first | "
        "Seat spread (points) | its 95 % upper bound | Seats equal (p) | Mean score | Winning margin | Best − worst |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        seats = " / ".join(f"{w:.2f}" for w in r["win_rate_by_seat_after_first"])
        lines.append(
            f"| {r['players']} | {r['games']} | {r['first_player_win_rate']:.2f} ({r['fair_rate']:.2f}) | "
            f"{r['first_player_ci95'][0]:.2f}-{r['first_player_ci95'][1]:.2f} | {seats} | {r['seat_spread_points']} | "
            f"{r['seat_spread_upper95']} | {r['seats_equal_p']} | {r['mean_score']} | "
            f"{r['mean_winning_margin']} | {r['mean_best_minus_worst']} |"
        )
    return "\n".join(lines)


def merge(paths: list[str], out: str | None = None) -> None:
    """One report from runs played in parts: the games of each player count pooled (written to `out`)."""
    pooled: dict[int, list[dict[str, Any]]] = {}
    bot = ""
    for named in paths:
        path, _, only = named.partition("@")  # FILE@3,4: only these counts of that report
        report = json.loads(Path(path).read_text())
        bot = report["bot"]
        for players, games in report["games"].items():
            if not only or players in only.split(","):
                pooled.setdefault(int(players), []).extend(games)
    rows = [summary(players, games) for players, games in sorted(pooled.items())]
    for row in rows:
        print(json.dumps(row))
    print(table(rows, bot))
    if out:
        report = {"bot": bot, "merged": [Path(p).name for p in paths], "rows": rows, "games": pooled}  # names@counts
        Path(out).write_text(json.dumps(report, indent=1))


def main() -> None:
    """Run the games and print the report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--counts", default="2,3,4,5")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786) instead of --jobs")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--out", help="the JSON report's file (default bench/results/artemis-balance-<bot>.json)")
    parser.add_argument("--merge", nargs="+", metavar="FILE", help="pool the games of these reports instead of playing")
    args = parser.parse_args()
    if args.merge:
        merge(args.merge, args.out)
        return
    started = time.time()
    counts = [int(c) for c in args.counts.split(",")]
    out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"artemis-balance-{args.bot}.json"
    played: dict[int, list[dict[str, Any]]] = {players: [] for players in counts}
    if args.jobs > 1 or args.scheduler:
        for players in counts:
            jobs = [(args.bot, players, args.seed + i) for i in range(args.games)]
            played[players] = spread(play, jobs, args.jobs, scheduler=args.scheduler)
    else:
        for i in range(args.games):  # a game of each count in turn, the report kept up to date
            for players in counts:
                played[players].append(play((args.bot, players, args.seed + i)))
                write(out, args.bot, started, played, [])
    rows = [summary(players, games) for players, games in played.items() if games]
    write(out, args.bot, started, played, rows)
    for row in rows:
        print(json.dumps(row))
    print(table(rows, args.bot))


def write(out: Path, bot: str, started: float, played: dict[int, list[dict[str, Any]]], rows: list[Any]) -> None:
    """Write the report: the games played so far and the summary rows (none while playing)."""
    report = {"bot": bot, "seconds": round(time.time() - started), "rows": rows, "games": played}
    out.write_text(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
