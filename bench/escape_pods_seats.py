"""Escape Pods' seat balance measured at one player count: the first seat's share of the wins.

    python bench/escape_pods_seats.py [--bots random,heuristic:easy] [--players 2] [--games 400,60]
                                      [--seed 1000] [--out NAME]

Plays, for each bot kind (with its number of games; `plain` is the scenario script's policy,
tools/make_ep_scenarios.greedy, whose games end by the barrier rather than the round limit), games
with that bot in every seat (game g has seed `--seed` + g) and reports, per place in the turn order
(the first player is drawn), the share of the wins (a shared first place split between its sharers,
so the shares add up to 1) with its 95 % interval, the mean points by place and the mean points
difference between the first two places with its 95 % interval, and how the games ended. Raw
figures to bench/results/escape-pods-seats-<NAME>.json, written after every game (a run cut short
keeps what it played; --minutes stops it). Kept out of the tests: a measure, not a check.
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

from bench.escape_pods_strength import table_game  # noqa: E402
from pyengine.bots.arena import wilson  # noqa: E402
from pyengine.core import Match  # noqa: E402
from tools.make_ep_scenarios import greedy  # noqa: E402

MAX_ACTIONS = 5000


def plain_game(players: int, seed: int) -> dict[str, Any]:
    """One game of the scenario script's plain policy in every seat (it ends games by the barrier)."""
    match = Match.new("escape_pods", [{"name": f"P{p + 1}", "color": c} for p, c in enumerate(COLOURS[:players])],
                      {}, seed)  # fmt: skip
    chooser = random.Random(seed)
    while not match.is_over and len(match.entries) < MAX_ACTIONS:
        match = match.apply(greedy(match, chooser))
    first, winners = int(match.state["first"]), match.winners()
    order = [(first + k) % players for k in range(players)]
    scores = match.game.scores(match.state)
    return {"kind": "seats", "bot": "plain", "players": players, "seed": seed,
            "points": [scores[p] for p in order], "wins": [p in winners for p in order],
            "finished": match.is_over, "ended": match.state["ended"]}  # fmt: skip


COLOURS = ("red", "blue", "green", "yellow", "purple")


def summary(games: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of one bot kind at one player count."""
    n, players = len(games), games[0]["players"]
    shares = [sum(g["wins"][k] / sum(g["wins"]) for g in games) for k in range(players)]
    diffs = [g["points"][0] - g["points"][1] for g in games]
    mean = statistics.mean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.inf
    ended: dict[str, int] = {}
    for g in games:
        ended[g["ended"]] = ended.get(g["ended"], 0) + 1
    return {
        "bot": games[0]["bot"],
        "players": players,
        "games": n,
        "win_share_by_place": [round(s / n, 3) for s in shares],
        "win_share_ci95": [[round(x, 3) for x in wilson(s, n)] for s in shares],
        "mean_points_by_place": [round(statistics.mean(g["points"][k] for g in games), 2) for k in range(players)],
        "first_minus_second": [round(mean, 2), round(mean - half, 2), round(mean + half, 2)],
        "ended": ended,
    }


def row(s: dict[str, Any]) -> str:
    """One Markdown row."""
    shares = ", ".join(
        f"{v:.0%} ({lo:.0%}-{hi:.0%})" for v, (lo, hi) in zip(s["win_share_by_place"], s["win_share_ci95"], strict=True)
    )
    d, lo, hi = s["first_minus_second"]
    points = ", ".join(f"{p:.1f}" for p in s["mean_points_by_place"])
    return f"| {s['bot']} | {s['players']} | {s['games']} | {shares} | {points} | {d:+.2f} ({lo:+.2f} to {hi:+.2f}) |"


def compact(rows: list[dict[str, Any]], raw: dict[str, list[dict[str, Any]]]) -> str:
    """The raw figures, one line a row and a game: [seed, points by place, wins by place, how it ended]."""
    games = {
        bot: [[g["seed"], g["points"], [int(w) for w in g["wins"]], g["ended"]] for g in games]
        for bot, games in raw.items()
    }
    lines = [",\n  ".join(json.dumps(r) for r in rows)]
    lines += [f'"{bot}": [\n  ' + ",\n  ".join(json.dumps(g) for g in gs) + "\n ]" for bot, gs in games.items()]
    return '{"rows": [\n  ' + lines[0] + '\n ],\n "games": {\n ' + ",\n ".join(lines[1:]) + "\n }\n}\n"


def main(argv: list[str] | None = None) -> int:
    """Play the games, print the table, keep the raw figures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bots", default="random,heuristic:easy")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", default="400,60")
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--out", default="2p")
    parser.add_argument("--minutes", type=float, default=math.inf, help="stop starting games after this long")
    args = parser.parse_args(argv)
    started = time.monotonic()
    out = ROOT / "bench" / "results" / f"escape-pods-seats-{args.out}.json"
    rows: list[dict[str, Any]] = []
    raw: dict[str, list[dict[str, Any]]] = {}
    for bot, count in zip(args.bots.split(","), [int(c) for c in args.games.split(",")], strict=True):
        games = raw[bot] = []
        for g in range(count):
            if time.monotonic() - started > args.minutes * 60:
                break
            seed = args.seed + g
            games.append(plain_game(args.players, seed) if bot == "plain" else table_game(bot, args.players, seed))
            print(json.dumps(games[-1]), file=sys.stderr, flush=True)
            out.write_text(compact([*rows, summary(games)], raw), encoding="utf-8")  # kept as it goes
        if games:
            rows.append(summary(games))
            print(json.dumps(rows[-1]), flush=True)
    out.write_text(compact(rows, {bot: games for bot, games in raw.items() if games}), encoding="utf-8")
    print("| bots in every seat | players | games | win share by place (95 % CI) | mean points by place "
          "| first − second (95 % CI) |\n|---|---|---|---|---|---|")  # fmt: skip
    print("\n".join(row(s) for s in rows))
    print(f"({sum(s['games'] for s in rows)} games in {(time.monotonic() - started) / 60:.0f} minutes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
