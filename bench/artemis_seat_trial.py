"""The Artemis Project: seat compensations measured side by side on the same seeds.

    nice -n 10 python bench/artemis_seat_trial.py --players 5 --games 200 --seed 40000 \\
        --arm shipped=0,1,2,2,2 --arm last-less=0,1,2,2,1 [--arm first-mineral=0,1,2,2,2/1,0,0,0,0]
        [--reuse FILE] [--out FILE]
    python bench/artemis_seat_trial.py --report FILE

Each arm is the extra starting energy of each seat counted clockwise from the first player
(`data.SEAT_START_BONUS[players]`'s energy), optionally after a slash each seat's extra minerals
(otherwise the table's minerals are kept). For every
seed, every arm plays the same game (same shuffles, same first player, the same bot seeded per game
and seat) with only its table in place, so the arms differ by the compensation alone; one process,
the arms in turn, the report written after every game (a run stopped at a deadline keeps what it
played). The report gives each arm's figures (`artemis_balance.summary`: seat shares with Wilson
intervals, spread and its bootstrap bound, chi-square p) and, for each pair of arms, the paired
difference of the first seat's wins (the seeds where exactly one arm's first seat won; a two-sided
sign test) and the mean change of the first seat's score margin over the others' mean, with its
95 % interval (paired by seed). --reuse FILE takes the games of an earlier trial's arm with the same name and table
instead of playing them again (the first one is replayed and must come out the same: the rules and
bots unchanged since). Measurement only: it changes no rule (the table is restored after each game).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from artemis_balance import play, summary  # noqa: E402

from pyengine.games.artemis import data  # noqa: E402

Arm = dict[str, list[int]]  # item ("energy", "minerals") -> each seat's extra amount


def parse_arm(text: str) -> tuple[str, Arm]:
    """NAME=e1,e2,...[/m1,m2,...] : an arm's name, each seat's extra energy (and minerals)."""
    name, _, values = text.partition("=")
    energy, _, minerals = values.partition("/")
    arm = {"energy": [int(v) for v in energy.split(",")]}
    if minerals:
        arm["minerals"] = [int(v) for v in minerals.split(",")]
    return name, arm


def arm_of(saved: Arm | list[int]) -> Arm:
    """An arm as saved: older trials saved the energy list alone."""
    return {"energy": saved} if isinstance(saved, list) else saved


def with_arm(players: int, arm: Arm) -> tuple[dict[str, int], ...]:
    """The seat table of `players` with each seat's items replaced by the arm's amounts."""
    table = []
    for i, seat in enumerate(data.SEAT_START_BONUS[players]):
        row = {k: v for k, v in seat.items() if k not in arm}
        row.update({item: amounts[i] for item, amounts in arm.items() if amounts[i]})
        table.append(row)
    return tuple(table)


def play_arm(bot: str, players: int, seed: int, arm: Arm) -> dict[str, Any]:
    """One game under an arm's table; the shipped table put back afterwards."""
    shipped = data.SEAT_START_BONUS[players]
    data.SEAT_START_BONUS[players] = with_arm(players, arm)
    try:
        return play((bot, players, seed))
    finally:
        data.SEAT_START_BONUS[players] = shipped


def sign_test_p(plus: int, minus: int) -> float:
    """Two-sided exact sign test: how likely a split at least this uneven is under a fair coin."""
    n, k = plus + minus, min(plus, minus)
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def paired(players: int, a: list[dict[str, Any]], b: list[dict[str, Any]]) -> dict[str, Any]:
    """First-seat wins of two arms on their common seeds: where only one arm's first seat won."""
    by_seed = {g["seed"]: g for g in b}
    only_a = only_b = 0
    for g in a:
        h = by_seed.get(g["seed"])
        if h is None:
            continue
        won_a, won_b = g["first"] in g["winners"], h["first"] in h["winners"]
        only_a += won_a and not won_b
        only_b += won_b and not won_a
    return {
        "first_seat_won_only_in_first_arm": only_a,
        "only_in_second_arm": only_b,
        "sign_test_p": round(sign_test_p(only_a, only_b), 3),
        **margin_change(a, by_seed),
    }


def first_margin(game: dict[str, Any]) -> float:
    """The first seat's score minus the mean of the other seats' scores."""
    scores, first = game["scores"], game["first"]
    others = [s for i, s in enumerate(scores) if i != first]
    return scores[first] - sum(others) / len(others)


def margin_change(a: list[dict[str, Any]], by_seed: dict[int, dict[str, Any]]) -> dict[str, Any]:
    """The second arm's first-seat margin minus the first's, seed by seed: its mean and 95 % interval
    (a paired t interval: far more games move a score than a win, so it answers sooner)."""
    diffs = [first_margin(by_seed[g["seed"]]) - first_margin(g) for g in a if g["seed"] in by_seed]
    if len(diffs) < 2:
        return {}
    mean = sum(diffs) / len(diffs)
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
    half = 1.96 * sd / math.sqrt(len(diffs))
    return {"first_margin_change": round(mean, 2), "its_ci95": [round(mean - half, 2), round(mean + half, 2)]}


def report(trial: dict[str, Any]) -> dict[str, Any]:
    """Each arm's summary and the paired comparisons."""
    players, arms = trial["players"], trial["arms"]
    rows = {name: summary(players, trial["games"][name]) for name in arms if trial["games"][name]}
    names = list(rows)
    pairs = {
        f"{x} vs {y}": paired(players, trial["games"][x], trial["games"][y])
        for i, x in enumerate(names)
        for y in names[i + 1 :]
    }
    return {"rows": rows, "pairs": pairs}


def table(trial: dict[str, Any], found: dict[str, Any]) -> str:
    """The Markdown table of the arms."""
    lines = [
        "| Arm (extra energy by seat[/minerals]) | Games | By seat from the first (95 % interval) | "
        "Seat spread (points) | its 95 % upper bound | Seats equal (p) |",
        "|---|---|---|---|---|---|",
    ]
    for name, r in found["rows"].items():
        seats = " / ".join(
            f"{w:.2f} ({lo:.2f}-{hi:.2f})"
            for w, (lo, hi) in zip(r["win_rate_by_seat_after_first"], r["seat_ci95"], strict=True)
        )
        arm = arm_of(trial["arms"][name])
        amounts = "/".join(",".join(str(e) for e in arm[item]) for item in ("energy", "minerals") if item in arm)
        lines.append(
            f"| {name} ({amounts}) | {r['games']} | {seats} | {r['seat_spread_points']} | "
            f"{r['seat_spread_upper95']} | {r['seats_equal_p']} |"
        )
    return "\n".join(lines)


def reused(args: argparse.Namespace, arms: dict[str, Arm]) -> dict[tuple[str, int], dict[str, Any]]:
    """An earlier trial's games of the arms with the same name and table, by (arm, seed); the first replayed."""
    if not args.reuse:
        return {}
    old = json.loads(Path(args.reuse).read_text())
    if (old["bot"], old["players"]) != (args.bot, args.players):
        return {}
    kept = {
        (name, g["seed"]): g
        for name, games in old["games"].items()
        if name in arms and arm_of(old["arms"][name]) == arms[name]
        for g in games
    }
    if kept:
        (name, seed), game = next(iter(kept.items()))
        again = play_arm(args.bot, args.players, seed, arms[name])
        if (again["scores"], again["winners"]) != (game["scores"], game["winners"]):
            raise SystemExit(f"{args.reuse}: {name} seed {seed} no longer plays the same; play it again")
    return kept


def main() -> None:
    """Play the arms in turn on the same seeds, or report a saved trial."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=40000)
    parser.add_argument(
        "--arm", action="append", default=[], help="NAME=e1,...,en[/m1,...,mn]: each seat's extra energy (minerals)"
    )
    parser.add_argument("--reuse", metavar="FILE", help="an earlier trial: its arms of the same name and table kept")
    parser.add_argument("--out", help="the JSON report (default bench/results/artemis-seat-trial-<players>p.json)")
    parser.add_argument("--report", metavar="FILE", help="print the figures of a saved trial instead of playing")
    args = parser.parse_args()
    if args.report:
        trial = json.loads(Path(args.report).read_text())
    else:
        out = Path(args.out) if args.out else ROOT / "bench" / "results" / f"artemis-seat-trial-{args.players}p.json"
        arms = dict(parse_arm(a) for a in args.arm)
        trial = {"bot": args.bot, "players": args.players, "arms": arms, "games": {name: [] for name in arms}}
        kept = reused(args, arms)
        started = time.time()
        for i in range(args.games):
            for name, arm in arms.items():
                game = kept.get((name, args.seed + i)) or play_arm(args.bot, args.players, args.seed + i, arm)
                trial["games"][name].append(game)
            trial["seconds"] = round(time.time() - started)
            out.write_text(json.dumps(trial, indent=1))
    found = report(trial)
    print(json.dumps(found, indent=1))
    print(table(trial, found))


if __name__ == "__main__":
    main()
