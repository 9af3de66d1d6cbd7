"""March on Mars's difficulty levels measured: the team's win rate per difficulty, player count and bot.

    python bench/march_mars_winrate.py [--bots random,heuristic,mcts:easy] [--games 20] [--players 2,3,4,5]
                                       [--jobs 1] [--write]

Every seat is the same bot kind (pyengine.bots, seeded per game and seat); each game is seeded by
its number. Reports per bot, difficulty and player count: games, wins with a 95 % Wilson interval,
how the losses came (turns, base, fallen) and the median turn reached. With --write, the table
goes between the `march-mars-winrate` markers of docs/rules/march-on-mars.md and the raw figures
to bench/results/march-mars-winrate.json. Kept out of the tests: a measure, not a check.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import GameTask, play_match, wilson  # noqa: E402
from pyengine.bots.kinds import parse_spec  # noqa: E402

DIFFICULTIES = ("baby", "normal", "sergeant", "exterminator")
DOC = ROOT / "docs" / "rules" / "march-on-mars.md"
MARKER = "march-mars-winrate"


def play(job: tuple[str, str, int, int]) -> dict[str, Any]:
    """One game of a team of one bot kind."""
    bot, difficulty, players, seed = job
    spec = parse_spec(bot)
    options = {"difficulty": difficulty, "upgrades": "bunker"}
    match, result = play_match(GameTask("march_mars", (spec,) * players, seed, 20_000, options))
    state = match.state
    return {"bot": bot, "difficulty": difficulty, "players": players, "seed": seed, "won": bool(state["won"]),
            "why": state["why"], "round": state["round"], "actions": result["actions"]}  # fmt: skip


def table(results: list[dict[str, Any]]) -> str:
    """The markdown table of win rates."""
    lines = [
        "| bot | difficulty | players | games | wins | win rate (95 % CI) "
        "| lost by turns / base / fallen | median turn |",
        "|---|---|---|---|---|---|---|---|",
    ]
    groups: dict[tuple[str, str, int], list[dict[str, Any]]] = {}
    for r in results:
        groups.setdefault((r["bot"], r["difficulty"], r["players"]), []).append(r)
    for (bot, difficulty, players), games in sorted(
        groups.items(), key=lambda kv: (kv[0][0], DIFFICULTIES.index(kv[0][1]), kv[0][2])
    ):
        wins = sum(g["won"] for g in games)
        low, high = wilson(wins, len(games))
        why = Counter(g["why"] for g in games if not g["won"])
        turn = statistics.median(g["round"] for g in games)
        lines.append(
            f"| {bot} | {difficulty} | {players} | {len(games)} | {wins} "
            f"| {wins / len(games):.0%} ({low:.0%}-{high:.0%}) "
            f"| {why['time']} / {why['base']} / {why['fallen']} | {turn:g} |"
        )
    return "\n".join(lines)


def write(results: list[dict[str, Any]], text: str) -> None:
    """The table into the rules doc, the figures into bench/results."""
    out = ROOT / "bench" / "results" / "march-mars-winrate.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    doc = DOC.read_text(encoding="utf-8")
    start, end = f"<!-- {MARKER} -->", f"<!-- /{MARKER} -->"
    head, _, rest = doc.partition(start)
    _, _, tail = rest.partition(end)
    DOC.write_text(f"{head}{start}\n{text}\n{end}{tail}", encoding="utf-8")


def main() -> None:
    """Play the games and report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bots", default="random,heuristic")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--difficulties", default=",".join(DIFFICULTIES))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    jobs = [
        (bot, difficulty, int(players), seed)
        for bot in args.bots.split(",")
        for difficulty in args.difficulties.split(",")
        for players in args.players.split(",")
        for seed in range(args.games)
    ]
    started = time.perf_counter()
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(play, jobs))
    else:
        results = [play(job) for job in jobs]
    text = table(results)
    print(text)
    print(f"{len(results)} games in {time.perf_counter() - started:.0f} s")
    if args.write:
        write(results, text)


if __name__ == "__main__":
    main()
