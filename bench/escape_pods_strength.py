"""Escape Pods' bots and seats measured: MCTS against random and heuristic, and the seats' balance.

    python bench/escape_pods_strength.py [--minutes 60] [--mcts mcts:easy] [--heuristic heuristic:easy]
                                         [--balance random,heuristic:easy] [--versus mcts:easy --every 3]
                                         [--opponents random,heuristic] [--games 80]
                                         [--write] [--resume --spent 52]

Plays, in turn until the time is up (one game of each kind in rotation, so a short run still covers
them all): MCTS against random and MCTS against heuristic in two-player games (the seats swap every
game; game g has seed g), with --versus also MCTS against that bot every --every rotations (a
cheaper MCTS setting against the level it stands for), and, for 2 to 5 players, games with one bot
kind in every seat. A seat is counted by its place in the turn order (the first player is drawn at
random), with its win rate (shared first places count for each) and mean points. With --write, the tables go between the
`ep-strength` markers of docs/rules/escape-pods.md and the raw figures to
bench/results/escape-pods-strength.json. With --resume the games of that file are kept and the rotation
goes on past them (the same bots; --spent: the minutes they took, for the note under the tables).
--opponents keeps only the duels against those of random and the heuristic bot (the cheapest answer
first: random's duels cost half a heuristic one's); --games stops once each pairing played has that many.
Kept out of the tests: a measure, not a check.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import GameTask, play_match, wilson  # noqa: E402
from pyengine.bots.kinds import parse_spec  # noqa: E402

DOC = ROOT / "docs" / "rules" / "escape-pods.md"
MARKER = "ep-strength"
OUT = ROOT / "bench" / "results" / "escape-pods-strength.json"
PLAYERS = (2, 3, 4, 5)


def duel(a: str, b: str, seed: int) -> dict[str, Any]:
    """One two-player game of bot `a` against bot `b` (a sits first on even seeds), with each seat's
    decisions and thinking seconds and the game's CPU seconds (what a pairing of 200 games costs)."""
    seats = (a, b) if seed % 2 == 0 else (b, a)
    cpu = time.process_time()
    match, result = play_match(GameTask("escape_pods", tuple(parse_spec(s) for s in seats), seed))
    return {"kind": "duel", "pair": f"{a} vs {b}", "seed": seed, "seats": list(seats),
            "winners": [seats[w] for w in result["winners"]], "scores": result["scores"],
            "finished": result["finished"], "ended": match.state["ended"], "decisions": result["decisions"],
            "think": result["think_seconds"], "cpu": round(time.process_time() - cpu, 2)}  # fmt: skip


def table_game(bot: str, players: int, seed: int) -> dict[str, Any]:
    """One game with `bot` in every seat: points and wins by place in the turn order."""
    match, result = play_match(GameTask("escape_pods", (parse_spec(bot),) * players, seed))
    first = int(match.state["first"])
    order = [(first + k) % players for k in range(players)]
    return {"kind": "seats", "bot": bot, "players": players, "seed": seed,
            "points": [result["scores"][p] for p in order], "wins": [p in result["winners"] for p in order],
            "finished": result["finished"], "ended": match.state["ended"]}  # fmt: skip


def duel_rows(results: list[dict[str, Any]]) -> list[str]:
    """The duels' table: games, the first bot's wins, draws and its win rate with a 95 % interval."""
    lines = [
        "| pairing | games | wins of the first | shared | rate (95 % CI) | mean points | CPU s a game |",
        "|---|---|---|---|---|---|---|",
    ]
    pairs: dict[str, list[dict[str, Any]]] = {}
    for r in results:
        if r["kind"] == "duel":
            pairs.setdefault(r["pair"], []).append(r)
    for pair, games in pairs.items():
        a, b = pair.split(" vs ")
        wins = sum(1 for g in games if g["winners"] == [a])
        shared = sum(1 for g in games if len(g["winners"]) > 1)
        score = wins + 0.5 * shared
        low, high = wilson(score, len(games))
        pa = statistics.mean(g["scores"][g["seats"].index(a)] for g in games)
        pb = statistics.mean(g["scores"][g["seats"].index(b)] for g in games)
        timed = [g["cpu"] for g in games if "cpu" in g]
        cpu = f"{statistics.mean(timed):.0f}" if timed else "—"
        lines.append(
            f"| {pair} | {len(games)} | {wins} | {shared} | {score / len(games):.0%} ({low:.0%}-{high:.0%}) "
            f"| {pa:.1f} vs {pb:.1f} | {cpu} |"
        )
    return lines


def seat_rows(results: list[dict[str, Any]]) -> list[str]:
    """The seats' table: per bot and player count, each turn-order place's win rate and mean points."""
    lines = [
        "| bots in every seat | players | games | win rate by place (1st, 2nd, ...) | first player's share "
        "of the wins (95 % CI; fair) | mean points by place | points spread |",
        "|---|---|---|---|---|---|---|",
    ]
    groups: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for r in results:
        if r["kind"] == "seats":
            groups.setdefault((r["bot"], r["players"]), []).append(r)
    for (bot, players), games in sorted(groups.items()):
        rates = [sum(g["wins"][k] for g in games) / len(games) for k in range(players)]
        points = [statistics.mean(g["points"][k] for g in games) for k in range(players)]
        first = sum(g["wins"][0] / sum(g["wins"]) for g in games)  # a shared win split between its sharers
        low, high = wilson(first, len(games))
        lines.append(
            f"| {bot} | {players} | {len(games)} | {', '.join(f'{r:.0%}' for r in rates)} "
            f"| {first / len(games):.0%} ({low:.0%}-{high:.0%}; {1 / players:.0%}) "
            f"| {', '.join(f'{p:.1f}' for p in points)} | {max(points) - min(points):.1f} |"
        )
    return lines


def report(results: list[dict[str, Any]], minutes: float) -> str:
    """Both tables and how they were made."""
    return "\n".join(
        [*duel_rows(results), "", *seat_rows(results), "",
         f"({len(results)} games in {minutes:.0f} minutes of one process under `nice -n 10`.)"]
    )  # fmt: skip


def key(r: dict[str, Any]) -> tuple[Any, ...]:
    """What tells one game of the rotation from another."""
    return (r["kind"], r.get("pair") or r["bot"], r.get("players", 2), r["seed"])


def jobs(
    mcts: str,
    heuristic: str,
    balance: list[str],
    versus: str = "",
    every: int = 1,
    opponents: tuple[str, ...] = ("random", "heuristic"),
) -> Any:
    """The games in rotation, each with its key: a duel against each of the `opponents` (against
    `versus` every `every` rotations), then tables of each balance bot: all player counts for random
    (cheap), one player count in turn for the others (a 5-player heuristic game costs as much as a duel)."""
    for seed in itertools.count():
        if "random" in opponents:
            yield ("duel", f"{mcts} vs random", 2, seed), lambda s=seed: duel(mcts, "random", s)
        if "heuristic" in opponents:
            yield ("duel", f"{mcts} vs {heuristic}", 2, seed), lambda s=seed: duel(mcts, heuristic, s)
        if versus and seed % every == 0:
            n = seed // every
            yield ("duel", f"{mcts} vs {versus}", 2, n), lambda n=n: duel(mcts, versus, n)
        for bot in balance:
            counts = PLAYERS if bot == "random" else PLAYERS[seed % len(PLAYERS) : seed % len(PLAYERS) + 1]
            for n in counts:
                yield ("seats", bot, n, seed), lambda s=seed, b=bot, n=n: table_game(b, n, s)


def write(text: str, results: list[dict[str, Any]]) -> None:
    """The tables into the rules doc between the markers; the raw figures into bench/results."""
    doc = DOC.read_text(encoding="utf-8")
    start, end = f"<!-- {MARKER} -->", f"<!-- /{MARKER} -->"
    head, rest = doc.split(start, 1)
    DOC.write_text(f"{head}{start}\n{text}\n{end}{rest.split(end, 1)[1]}", encoding="utf-8")
    OUT.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    """Play until the time is up, then print (or write) the tables."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--minutes", type=float, default=60)
    parser.add_argument("--mcts", default="mcts:easy")
    parser.add_argument("--heuristic", default="heuristic:easy")
    parser.add_argument("--balance", default="random,heuristic:easy")
    parser.add_argument("--versus", default="", help="also MCTS against this bot")
    parser.add_argument("--every", type=int, default=1, help="with --versus: one such duel every this many rotations")
    parser.add_argument("--opponents", default="random,heuristic", help="the MCTS duels kept: random, heuristic")
    parser.add_argument("--games", type=int, default=0, help="stop when each pairing played has this many games")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--resume", action="store_true", help="add to the games of bench/results (same bots)")
    parser.add_argument("--spent", type=float, default=0.0, help="with --resume: the minutes those games took")
    args = parser.parse_args(argv)
    started = time.monotonic()
    results: list[dict[str, Any]] = json.loads(OUT.read_text(encoding="utf-8")) if args.resume else []
    done = {key(r) for r in results}
    spent = args.spent if args.resume else 0.0
    balance = [b for b in args.balance.split(",") if b]
    opponents = tuple(o for o in args.opponents.split(",") if o)
    names = {"random": "random", "heuristic": args.heuristic}
    wanted = [f"{args.mcts} vs {names[o]}" for o in opponents]  # the pairings --games counts
    for job_key, job in jobs(args.mcts, args.heuristic, balance, args.versus, args.every, opponents):
        if time.monotonic() - started > args.minutes * 60:
            break
        if job_key in done:
            continue
        if args.games and wanted and job_key[0] == "duel":
            played = {pair: sum(1 for r in results if r.get("pair") == pair) for pair in wanted}
            if min(played.values()) >= args.games:
                break
            if played.get(job_key[1], 0) >= args.games:
                continue
        results.append(job())
        print(json.dumps(results[-1]), file=sys.stderr, flush=True)
        if args.write:  # after every game, so a run cut short keeps its figures
            write(report(results, spent + (time.monotonic() - started) / 60), results)
    print(report(results, spent + (time.monotonic() - started) / 60))
    return 0


if __name__ == "__main__":
    sys.exit(main())
