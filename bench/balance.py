"""Balance under the simplest bots (Migration: Mars, TINYforming Mars): do games end, how long, who wins.

    python bench/balance.py [--bot random|heuristic] [--games 1000] [--jobs 2 | --scheduler ADDRESS]
    (or `make balance`)

For 2, 3 and 4 players, plays `--games` games with the same bot kind in every seat (pyengine.bots,
seeded per game and seat), in parallel processes. Reports per player count: games that ended,
how (a player won, or the round limit stopped it), the median length in rounds and in actions,
and the win rate per seat with a 95 % Wilson interval. Writes bench/results/balance-<bot>.json and the
table between the `balance-<bot>` markers of docs/performance.md and docs/rules/migration-mars.md.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import GameTask, play_match, spread, wilson  # noqa: E402
from pyengine.bots.kinds import BotSpec  # noqa: E402

# Per game: the state key naming the first player (rolled in Migration: Mars, White in TINYforming Mars).
FIRST_PLAYER = {"migration_mars": "first", "tinyforming_mars": "white"}
MAX_ACTIONS = 20_000  # far beyond the round limit: only a hung game would reach it
DOCS = {
    "migration_mars": (ROOT / "docs" / "performance.md", ROOT / "docs" / "rules" / "migration-mars.md"),
    "tinyforming_mars": (ROOT / "docs" / "performance.md", ROOT / "docs" / "rules" / "tinyforming-mars.md"),
}
PLAYER_COUNTS = {"migration_mars": (2, 3, 4), "tinyforming_mars": (2,)}


def play(job: tuple[str, str, int, int]) -> dict[str, Any]:
    """One game between bots of one kind (arena's game loop): how it ended, its length and its winners."""
    game, kind, players, seed = job
    task = GameTask(game, (BotSpec(kind),) * players, seed, MAX_ACTIONS)
    match, result = play_match(task)
    state = match.state
    return {
        "seed": seed,
        "finished": result["finished"],
        # Won outright, not stopped by a round or generation limit with the best score winning.
        "won": state["winner"] is not None if game == "migration_mars" else bool(match.is_over and match.winners()),
        "rounds": state.get("round", state.get("generation")),
        "first": state[FIRST_PLAYER[game]],
        "actions": result["actions"],
        "winners": result["winners"],
    }


def summary(players: int, games: list[dict[str, Any]]) -> dict[str, Any]:
    """Figures of one player count."""
    n = len(games)
    seats = []
    for seat in range(players):
        wins = sum(1 for g in games if seat in g["winners"])
        low, high = wilson(wins, n)
        seats.append({"seat": seat, "wins": wins, "rate": round(wins / n, 3), "ci95": [round(low, 3), round(high, 3)]})
    first_wins = sum(1 for g in games if g["first"] in g["winners"])
    low, high = wilson(first_wins, n)
    return {
        "players": players,
        "games": n,
        "first_player": {"wins": first_wins, "rate": round(first_wins / n, 3), "ci95": [round(low, 3), round(high, 3)]},
        "finished": sum(g["finished"] for g in games),
        "won_by_a_player": sum(g["won"] for g in games),
        "median_rounds": statistics.median(g["rounds"] for g in games),
        "median_actions": statistics.median(g["actions"] for g in games),
        "seats": seats,
    }


def run(game: str, kind: str, games: int, jobs: int, scheduler: str | None = None) -> dict[str, Any]:
    """Every player count, games spread over `jobs` processes or a Dask scheduler's workers."""
    started = time.perf_counter()
    counts = []
    for players in PLAYER_COUNTS[game]:
        jobs_list = [(game, kind, players, seed) for seed in range(games)]
        counts.append(summary(players, spread(play, jobs_list, jobs, scheduler=scheduler)))
        print(f"balance: {players} players done", file=sys.stderr, flush=True)
    return {
        "when": time.strftime("%Y-%m-%d %H:%M"),
        "game": game,
        "bot": kind,
        "bots": f"{kind} bot (pyengine.bots, level normal) in every seat",
        "seconds": round(time.perf_counter() - started),
        "counts": counts,
    }


def table(result: dict[str, Any]) -> str:
    """The Markdown table of one run."""
    lines = [
        f"Run of {result['when']}: {result['bots']}; seeds 0..N-1 ({result['seconds']} s).",
        "",
        "| Players | Games | Ended | Won by a player | Round limit | Median rounds | Median actions "
        "| Win rate per seat [95 % CI] | First player's win rate |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for c in result["counts"]:
        rates = "; ".join(
            f"{s['seat'] + 1}: {s['rate']:.2f} [{s['ci95'][0]:.2f}, {s['ci95'][1]:.2f}]" for s in c["seats"]
        )
        limit = c["finished"] - c["won_by_a_player"]
        first = c["first_player"]
        lines.append(
            f"| {c['players']} | {c['games']} | {c['finished']} | {c['won_by_a_player']} | {limit} "
            f"| {c['median_rounds']} | {c['median_actions']} | {rates} "
            f"| {first['rate']:.2f} [{first['ci95'][0]:.2f}, {first['ci95'][1]:.2f}] |"
        )
    return "\n".join(lines) + "\n"


def write(result: dict[str, Any]) -> None:
    """JSON in bench/results/balance-<bot>.json; the table into each doc's markers for that bot."""
    kind, game = result["bot"], result["game"]
    tag = kind if game == "migration_mars" else f"{game}-{kind}"
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / f"balance-{tag}.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    start, end = f"<!-- balance-{tag}:start -->", f"<!-- balance-{tag}:end -->"
    title = {"migration_mars": "Migration: Mars", "tinyforming_mars": "TINYforming Mars"}[game]
    for doc in DOCS[game]:
        text = doc.read_text(encoding="utf-8")
        if start not in text:
            text += f"\n## {title} balance, {kind} bots\n\n{start}\n{end}\n"
        head, rest = text.split(start, 1)
        _, tail = rest.split(end, 1)
        doc.write_text(f"{head}{start}\n{table(result)}{end}{tail}", encoding="utf-8")


def main() -> None:
    """Run and report."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="migration_mars", choices=sorted(FIRST_PLAYER))
    parser.add_argument("--bot", default="random", help="bot kind in every seat (default: random)")
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786) instead of --jobs")
    args = parser.parse_args()
    result = run(args.game, args.bot, args.games, args.jobs, args.scheduler)
    write(result)
    print(table(result))


if __name__ == "__main__":
    main()
