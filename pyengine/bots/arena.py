"""Headless bot games for the command line: simulations, round-robin tournaments, statistics.

Games run in parallel worker processes, or on the workers of a Dask distributed cluster (an
optional extra, imported only when a scheduler is given); each game's result is plain JSON
(shapes in docs/bots.md).
"""

from __future__ import annotations

import hashlib
import math
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any, TypeVar, cast

from pyengine.bots.kinds import BotSpec
from pyengine.core import rng as rnglib
from pyengine.core.match import Match

Progress = Callable[[int, int], None]  # (games done, games in all)
Job = TypeVar("Job")
Result = TypeVar("Result")
DEFAULT_MAX_ACTIONS = 3000


@dataclass(frozen=True)
class GameTask:
    """One game to play: the game, a bot per seat, the seed and the player-action cap."""

    game: str
    seats: tuple[BotSpec, ...]
    seed: int
    max_actions: int = DEFAULT_MAX_ACTIONS
    options: dict[str, Any] = field(default_factory=dict)


def bot_seed(game_seed: int, seat: int) -> int:
    """A bot's seed, derived from the game's seed and its seat (stable across runs)."""
    digest = hashlib.sha256(f"spacetable-bot:{game_seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % (rnglib.MAX_SEED + 1)


def play_game(task: GameTask) -> dict[str, Any]:
    """Play one game to its end or the action cap; the result as JSON-ready data."""
    return play_match(task)[1]


def play_match(task: GameTask) -> tuple[Match, dict[str, Any]]:
    """Play one game like `play_game`; also the final match, for callers that read its state
    (bench/balance.py: rounds played, the first player)."""
    match = Match.new(task.game, len(task.seats), task.options, seed=task.seed)
    bots = [spec.build(bot_seed(task.seed, seat), task.game) for seat, spec in enumerate(task.seats)]
    decisions = [0] * len(bots)
    think = [0.0] * len(bots)
    actions = 0
    while not match.is_over and actions < task.max_actions:
        player = match.to_move
        started = time.perf_counter()
        action = bots[player].choose(match, player)
        think[player] += time.perf_counter() - started
        decisions[player] += 1
        match = match.apply(action, player)
        actions += 1
    finished = match.is_over
    return match, {
        "seed": task.seed,
        "seats": [spec.label for spec in task.seats],
        "finished": finished,
        "winners": match.winners() if finished else [],
        "scores": match.scores(),
        "actions": actions,
        "decisions": decisions,
        "think_seconds": [round(t, 4) for t in think],
    }


def run_games(
    tasks: Sequence[GameTask], jobs: int = 1, progress: Progress | None = None, scheduler: str | None = None
) -> list[dict[str, Any]]:
    """Play every task (see `spread`); results in task order."""
    return spread(play_game, tasks, jobs, progress, scheduler)


def spread(
    work: Callable[[Job], Result],
    items: Sequence[Job],
    jobs: int = 1,
    progress: Progress | None = None,
    scheduler: str | None = None,
) -> list[Result]:
    """`work` applied to every item, results in item order: on the workers of the Dask scheduler
    at `scheduler` ("tcp://host:8786") when given, else in `jobs` processes (in-process when 1).
    `work` must be a module-level function (pickled to the workers)."""
    if scheduler:
        return _spread_on_cluster(work, items, scheduler, progress)
    results: list[Result | None] = [None] * len(items)
    if jobs <= 1:
        for index, item in enumerate(items):
            results[index] = work(item)
            _report(progress, index + 1, len(items))
    else:
        from concurrent.futures import ProcessPoolExecutor, as_completed  # not available in browsers

        with ProcessPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(work, item): index for index, item in enumerate(items)}
            for done, future in enumerate(as_completed(futures), start=1):
                results[futures[future]] = future.result()
                _report(progress, done, len(items))
    return cast(list[Result], results)  # every slot filled above


def _spread_on_cluster(
    work: Callable[[Job], Result], items: Sequence[Job], scheduler: str, progress: Progress | None
) -> list[Result]:
    """`spread` over a Dask cluster's workers (each needs this pyengine importable)."""
    try:
        from dask.distributed import Client, as_completed  # type: ignore[import-not-found]
    except ImportError as err:  # an optional extra: the engine and the site never need it
        raise ValueError('a scheduler address needs Dask: pip install "dask[distributed]"') from err
    results: list[Result | None] = [None] * len(items)
    with Client(scheduler) as client:  # type: ignore[no-untyped-call]
        # pure=False: every item is its own game even if two compare equal; one task per game so
        # the scheduler balances long and short games itself.
        futures = [client.submit(work, item, pure=False) for item in items]
        index = {future.key: i for i, future in enumerate(futures)}
        for done, future in enumerate(as_completed(futures), start=1):  # type: ignore[no-untyped-call]
            results[index[future.key]] = future.result()
            _report(progress, done, len(items))
    return cast(list[Result], results)  # every slot filled above


def _report(progress: Progress | None, done: int, total: int) -> None:
    if progress is not None:
        progress(done, total)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """Wilson score interval (95% by default) for a proportion; (0, 1) when n is 0."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def rate(successes: int, n: int) -> dict[str, Any]:
    """A proportion with its Wilson 95% interval, rounded for reports."""
    low, high = wilson(successes, n)
    share = round(successes / n, 4) if n else 0.0
    return {"wins": successes, "games": n, "rate": share, "ci95": [round(low, 4), round(high, 4)]}


def length_stats(results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """How many games finished, and their median length in player actions."""
    finished = [r["actions"] for r in results if r["finished"]]
    return {"finished": len(finished), "median_length": statistics.median(finished) if finished else None}


def seat_seconds(results: Sequence[dict[str, Any]], seat: int) -> float:
    """Mean thinking time per decision of one seat."""
    made = sum(r["decisions"][seat] for r in results)
    return round(sum(r["think_seconds"][seat] for r in results) / made, 5) if made else 0.0


def seconds_per_decision(results: Sequence[dict[str, Any]], label: str) -> float:
    """Mean thinking time of one bot configuration per decision, wherever it sat."""
    pairs = [
        (r["think_seconds"][s], r["decisions"][s]) for r in results for s, x in enumerate(r["seats"]) if x == label
    ]
    made = sum(n for _, n in pairs)
    return round(sum(t for t, _ in pairs) / made, 5) if made else 0.0


def simulate(
    game: str,
    seats: Sequence[BotSpec],
    games: int,
    seed: int = 0,
    jobs: int = 1,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    options: dict[str, Any] | None = None,
    progress: Progress | None = None,
    scheduler: str | None = None,
) -> dict[str, Any]:
    """N games with a fixed bot per seat (seeds seed..seed+N-1); the report (docs/bots.md)."""
    tasks = [GameTask(game, tuple(seats), seed + i, max_actions, options or {}) for i in range(games)]
    results = run_games(tasks, jobs, progress, scheduler)
    return simulate_report(game, [s.label for s in seats], seed, max_actions, results)


def simulate_report(
    game: str, seats: list[str], seed: int, max_actions: int, results: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """The `simulate` report of these games (docs/bots.md)."""
    wins = [sum(1 for r in results if s in r["winners"]) for s in range(len(seats))]
    return {
        "command": "simulate",
        "game": game,
        "seats": seats,
        "games": len(results),
        "seed": seed,
        "max_actions": max_actions,
        **length_stats(results),
        "seconds_per_decision": [seat_seconds(results, s) for s in range(len(seats))],
        "win_rates": [rate(w, len(results)) for w in wins],
        "results": list(results),
    }


def tournament(
    game: str,
    entrants: Sequence[BotSpec],
    games_per_pair: int,
    seed: int = 0,
    jobs: int = 1,
    max_actions: int = DEFAULT_MAX_ACTIONS,
    options: dict[str, Any] | None = None,
    progress: Progress | None = None,
    scheduler: str | None = None,
) -> dict[str, Any]:
    """Round-robin between two-seat pairings; each seed is played with both seatings."""
    if len({e.label for e in entrants}) != len(entrants) or len(entrants) < 2:
        raise ValueError("a tournament needs at least two different bot configurations")
    pairs = list(combinations(range(len(entrants)), 2))
    tasks = [
        GameTask(game, seating(entrants, a, b, g), seed + g // 2, max_actions, options or {})
        for a, b in pairs
        for g in range(games_per_pair)
    ]
    results = run_games(tasks, jobs, progress, scheduler)
    return tournament_report(game, [e.label for e in entrants], games_per_pair, seed, max_actions, results)


def tournament_report(
    game: str, labels: list[str], games_per_pair: int, seed: int, max_actions: int, results: Sequence[dict[str, Any]]
) -> dict[str, Any]:
    """The `tournament` report of these games, pairing after pairing (docs/bots.md)."""
    pairs = list(combinations(range(len(labels)), 2))
    report_pairs = [
        pair_report(labels, a, b, results[k * games_per_pair : (k + 1) * games_per_pair])
        for k, (a, b) in enumerate(pairs)
    ]
    return {
        "command": "tournament",
        "game": game,
        "entrants": labels,
        "games_per_pair": games_per_pair,
        "seed": seed,
        "max_actions": max_actions,
        **length_stats(results),
        "pairs": report_pairs,
        "standings": standings(labels, report_pairs, results),
        "results": list(results),
    }


def merge(reports: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One report from reports of the same command, game and bots played in parts (a long run
    split so that a stop loses one part only); its seed is the first part's."""
    first = reports[0]
    same = ("command", "game", "max_actions", "seats" if first["command"] == "simulate" else "entrants")
    for other in reports[1:]:
        if any(other.get(key) != first.get(key) for key in same):
            raise ValueError("only reports of the same command, game, bots and action cap can be merged")
    if first["command"] == "simulate":
        results = [r for report in reports for r in report["results"]]
        return simulate_report(first["game"], first["seats"], first["seed"], first["max_actions"], results)
    if any(report["games_per_pair"] % 2 for report in reports):
        raise ValueError("tournament parts must have an even number of games per pairing (both seatings)")
    per = [report["games_per_pair"] for report in reports]
    pairs = len(first["pairs"])
    # Pairing after pairing: each part's games of pairing k follow the previous parts' ones.
    results = [
        r
        for k in range(pairs)
        for report, n in zip(reports, per, strict=True)
        for r in report["results"][k * n : (k + 1) * n]
    ]
    return tournament_report(first["game"], first["entrants"], sum(per), first["seed"], first["max_actions"], results)


def seating(entrants: Sequence[BotSpec], a: int, b: int, game: int) -> tuple[BotSpec, BotSpec]:
    """Entrant a in seat 0 in even games of a pairing, b in odd ones."""
    return (entrants[a], entrants[b]) if game % 2 == 0 else (entrants[b], entrants[a])


def pair_report(labels: list[str], a: int, b: int, results: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """One pairing (even games: a in seat 0; odd: b): wins of each side, draws, seat-0 wins."""
    wins = {a: 0, b: 0}
    draws = seat0 = 0
    for g, r in enumerate(results):
        sides = (a, b) if g % 2 == 0 else (b, a)
        for seat in r["winners"]:
            wins[sides[seat]] += 1  # a shared win counts for both
        draws += len(r["winners"]) > 1
        seat0 += r["winners"] == [0]
    n = len(results)
    return {
        "a": labels[a],
        "b": labels[b],
        "games": n,
        "finished": sum(1 for r in results if r["finished"]),
        "draws": draws,
        "seat0_wins": seat0,
        "a_win": rate(wins[a], n),
        "b_win": rate(wins[b], n),
    }


def standings(
    labels: list[str], pairs: Sequence[dict[str, Any]], results: Sequence[dict[str, Any]]
) -> list[dict[str, Any]]:
    """Each entrant's wins over all its games and its thinking time per decision, best first."""
    wins = dict.fromkeys(labels, 0)
    games = dict.fromkeys(labels, 0)
    for p in pairs:
        for side in ("a", "b"):
            wins[p[side]] += p[f"{side}_win"]["wins"]
            games[p[side]] += p["games"]
    table = [
        {"bot": label, **rate(wins[label], games[label]), "seconds_per_decision": seconds_per_decision(results, label)}
        for label in labels
    ]
    return sorted(table, key=lambda row: -float(row["rate"]))
