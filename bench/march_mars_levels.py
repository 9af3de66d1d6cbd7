"""March on Mars's bot teammates by the site's level: the team's win rate per bot level, difficulty
and player count, with 95 % intervals, beside the scripted team's on the same seeds.

    python bench/march_mars_levels.py [--levels easy,normal,hard] [--players 2,3,4,5]
                                      [--difficulties normal] [--games 12] [--first 0]
                                      [--no-team] [--log levels.jsonl] [--from-log a.jsonl,b.jsonl]

A team of one level is every seat `mcts:<level>` as the site builds it for this game (the shared
level table with March on Mars's `bot_levels` laid over it, pyengine/bots/kinds.py); the yardstick
is bench/march_mars_winrate.py's scripted `team` on the same seeded games. Reports, per difficulty
and player count: games, wins, the win rate with its Wilson interval, how the losses came (turns /
base), the median turn reached and the thinking time per decision; then whether each level is won
at least as often as the scripted team (one-sided Fisher exact p that the team is won more often:
a small p says the level is weaker). --log appends each game as it ends (a run can be stopped and
resumed with --first); --from-log reports such files without playing. A measure, not a test: at
normal about 15 s a game with two players for `mcts:easy` on a quiet core, four times that for
`mcts:normal`. Run it niced, one process.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from march_mars_winrate import fisher_greater, play  # noqa: E402

from pyengine.bots.arena import wilson  # noqa: E402
from pyengine.bots.levels import LEVELS  # noqa: E402

TEAM = "team"  # the scripted yardstick's name in march_mars_winrate.play


def bot_of(level: str) -> str:
    """The bot spec of a site level ("team": the scripted yardstick)."""
    return level if level == TEAM else f"mcts:{level}"


def cells(results: list[dict[str, Any]]) -> dict[tuple[str, str, int], list[dict[str, Any]]]:
    """The games by (bot, difficulty, players)."""
    found: dict[tuple[str, str, int], list[dict[str, Any]]] = {}
    for r in results:
        found.setdefault((r["bot"], r["difficulty"], r["players"]), []).append(r)
    return found


def order(cell: tuple[tuple[str, str, int], list[dict[str, Any]]]) -> tuple[str, int, str]:
    """Rows by difficulty, then player count, then team."""
    (bot, difficulty, players), _ = cell
    return difficulty, players, bot


def table(results: list[dict[str, Any]]) -> str:
    """The markdown table: a row per bot, difficulty and player count."""
    lines = [
        "| team | difficulty | players | games | wins | win rate (95 % CI) | lost by turns / base | median turn "
        "| s a decision |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for (bot, difficulty, players), games in sorted(cells(results).items(), key=order):
        wins = sum(bool(g["won"]) for g in games)
        low, high = wilson(wins, len(games))
        why = Counter(g["why"] for g in games if not g["won"])
        decisions = sum(g.get("decisions", 0) for g in games)
        think = f"{sum(g.get('think', 0.0) for g in games) / decisions:.2f}" if decisions else "-"
        lines.append(
            f"| {bot} | {difficulty} | {players} | {len(games)} | {wins} | {wins / len(games):.0%} "
            f"({low:.0%}-{high:.0%}) | {why['time']} / {why['base']} "
            f"| {statistics.median(g['round'] for g in games):g} | {think} |"
        )
    return "\n".join(lines)


def against_team(results: list[dict[str, Any]]) -> str:
    """Per level, difficulty and player count: is the scripted team won more often (one-sided p)?"""
    found = cells(results)
    lines = []
    for (bot, difficulty, players), games in sorted(found.items(), key=order):
        team = found.get((TEAM, difficulty, players))
        if bot == TEAM or not team:
            continue
        seeds = {g["seed"] for g in games}
        paired = [g for g in team if g["seed"] in seeds]  # the same seeded games only
        wins, team_wins = sum(bool(g["won"]) for g in games), sum(bool(g["won"]) for g in paired)
        p = fisher_greater(team_wins, len(paired), wins, len(games))
        lines.append(
            f"- {bot}, {difficulty}, {players} players: {wins}/{len(games)} against the scripted team's "
            f"{team_wins}/{len(paired)} on the same seeds; one-sided p that the team is won more often {p:.3f}"
        )
    return "\n".join(lines)


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Play the asked games, one at a time, appending each to the log."""
    levels = [lv for lv in args.levels.split(",") if lv]
    for level in levels:
        if level not in LEVELS:
            raise SystemExit(f"unknown level {level!r} (known: {', '.join(LEVELS)})")
    bots = [bot_of(lv) for lv in levels] + ([] if args.no_team else [TEAM])
    results = []
    for difficulty in args.difficulties.split(","):
        for players in (int(p) for p in args.players.split(",")):
            for bot in bots:
                for seed in range(args.first, args.first + args.games):
                    found = play((bot, difficulty, players, seed, None))
                    results.append(found)
                    if args.log:
                        with open(args.log, "a", encoding="utf-8") as log:
                            log.write(json.dumps(found) + "\n")
                    print(f"{bot} {difficulty} {players} seed {seed}: {found['why']}", file=sys.stderr, flush=True)
    return results


def main() -> None:
    """Play (or read) the games and print the tables."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--difficulties", default="normal")
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--no-team", action="store_true", help="without the scripted team's games")
    parser.add_argument("--log", help="append each game to this JSON-lines file")
    parser.add_argument("--from-log", help="report these JSON-lines files (comma-separated) instead of playing")
    args = parser.parse_args()
    if args.from_log:
        paths = [Path(path) for path in args.from_log.split(",")]
        results = [json.loads(line) for path in paths for line in path.read_text().splitlines() if line]
    else:
        results = run(args)
    print(table(results))
    print()
    print(against_team(results))


if __name__ == "__main__":
    main()
