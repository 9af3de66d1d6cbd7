"""Escape Pods' solo scores measured: the distribution of points and ratings per policy.

    python bench/escape_pods_solo.py [--policies plain,planner,heuristic] [--games 100] [--bot-games 30]
                                     [--cards 12,12,12,12,12,12] [--rows 4-5-6,7-8-9] [--write [--keep]]

Each game is seeded by its number (first-game refuges, the solo rules). Policies: `plain` is the
scenario script's policy (tools/make_ep_scenarios.greedy: disembark, move nearer, board); `planner`
adds what a decent solo player does: Program bottoms the revealed card about to go off when it would
finish a row, hit a crewed pod or cut a refuge sector, and the Program beacon is laid on the route of
a crewed pod and jumped; `heuristic` is the shipped one-ply bot. A bot spec is built as the site builds it:
the shared level table with Escape Pods' declared `bot_levels` laid over it (so `mcts:easy` is the site's
easy, `rollout_cap=4`). `--cards` names the sectors of the
six solo explosion cards for a what-if (default: the shipped ones, data.SOLO_CARDS). With --write the
table goes between the `ep-solo` markers of docs/rules/escape-pods.md and the raw figures to
bench/results/escape-pods-solo.json. Kept out of the tests: a measure, not a check.
"""

from __future__ import annotations

import argparse
import itertools
import json
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import bot_seed  # noqa: E402
from pyengine.bots.kinds import parse_spec  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.games.escape_pods import data, logic  # noqa: E402
from pyengine.games.escape_pods.evaluation import DISTANCE  # noqa: E402
from tools.make_ep_scenarios import greedy  # noqa: E402

GAME = "escape_pods"
DOC = ROOT / "docs" / "rules" / "escape-pods.md"
MARKER = "ep-solo"
SEATS = [{"name": "Solo", "color": "red"}]
MAX_ACTIONS = 3000
ROUTES = ((2, 1, 4, 7, 11), (2, 3, 6, 9, 13))  # the planner's beacon lines to the side refuges
KEEP = 2  # crew the planner keeps at home to pay for two actions a turn


def danger(state: dict[str, Any], card: str) -> int:
    """How much harm a revealed card's debris would do now (0: none)."""
    sector = data.EXPLOSIONS[card]
    if sector in state["debris"]:
        return 0
    harm = 0
    after = [*state["debris"], sector]
    if any(all(s in after for s in row) for row in data.ROWS):
        harm += 10  # it forms the barrier: the game ends soon
    pod = logic.pod_in(state, sector)
    if pod is not None and state["pods"][pod]["crew"]:
        harm += 3 * len(state["pods"][pod]["crew"])
    if sector in data.REFUGE_SECTORS:
        harm += 4
    elif sector not in data.SHIP_SECTORS:
        harm += 2  # a sector of the way in
    return harm


def planner(match: Match, chooser: random.Random) -> dict[str, Any]:
    """A decent solo player: fill the largest pod at the ship, fly full pods in (beacons first, laid on
    their way by Program), land crew, and bottom a revealed card that would do harm."""
    state, legal = match.state, match.legal_actions()
    for kind in ("assign", "hangar"):
        found = [a for a in legal if a["type"] == kind]
        if found:
            return found[0]
    free = [a for a in legal if a["type"] == "beacon" and worth(state, a) > 0]
    if free:
        return max(free, key=lambda a: worth(state, a))
    spaces = [a for a in legal if a["type"] == "activate"]
    if spaces:
        best, score = None, 0.0
        for a in spaces:
            after = match.apply(a)
            effects = after.legal_actions()
            value = max((worth(after.state, e) for e in effects), default=0.0)
            if value > score:
                best, score = a, value
        if best is not None:
            return best
    effects = [a for a in legal if a["type"] not in ("activate", "end_turn", "beacon")]
    if effects:
        top = max(worth(state, a) for a in effects)
        return chooser.choice([a for a in effects if worth(state, a) == top])
    return next((a for a in legal if a["type"] == "end_turn"), legal[0])


def _ready(state: dict[str, Any], pod: str) -> bool:
    """A pod ready to fly: full, away from the ship, or nobody left to board it."""
    p = state["pods"][pod]
    return len(p["crew"]) >= p["size"] or not logic.next_to_ship(p) or _crew_home(state) <= KEEP


def worth(state: dict[str, Any], a: dict[str, Any]) -> float:
    """How much an effect is worth to the planner (0: not worth an action)."""
    kind = a["type"]
    if kind == "disembark":
        refuge = state["refuges"][int(a["target"].split(":")[1])]
        on_token = refuge["token"] == len(refuge["arrivals"])
        harm = danger(state, state["revealed"][0]) if on_token and state["revealed"] else 0
        return 100.0 - harm - 5 * len(refuge["arrivals"])
    if kind == "board" and a["from"].startswith("reserve"):
        pod = state["pods"][a["target"][4:]]
        room = len(pod["crew"]) < pod["size"] and _crew_home(state) > KEEP
        return 50.0 + 5 * pod["size"] if room else 0.0
    if kind in ("accelerate", "pilot", "beacon"):
        pod = a["pod"]
        here = logic.sector_of(state["pods"][pod])
        there = int(a["target"].split(":")[1])
        gain = DISTANCE[here] - DISTANCE[there] if here is not None else 0
        right = state["revealed"][0] if state["revealed"] else ""
        doomed = bool(right) and danger(state, right) > 0 and data.EXPLOSIONS[right] == there
        if gain <= 0 or not _ready(state, pod) or doomed:
            return 0.0
        return 70.0 + 10 * gain * len(state["pods"][pod]["crew"])
    if kind == "program" and a["mode"] == "bottom":
        right, *left = state["revealed"]
        spared = danger(state, right) - max((danger(state, c) for c in left), default=0)
        return 5.0 * spared + 45 if a["target"][5:] == right and spared > 1 else 0.0
    if kind == "program" and a["mode"] in ("place", "move"):
        wanted = _highway(state)
        if a["mode"] == "move" and state["beacons"][a["beacon"]] in wanted:
            return 0.0  # never take a beacon off the route
        return 65.0 if a["target"][5:] in wanted[:1] else 0.0
    return 0.0


def _crew_home(state: dict[str, Any]) -> int:
    """Crew in the reserve or on the panels (they come back at the turn's end in solo)."""
    return int(sum(state["reserve"][0].values())) + sum(len(v) for v in state["panel"][0].values())


def _highway(state: dict[str, Any]) -> list[str]:
    """The route's borders still without a beacon: the top or bottom line of sectors (with the
    three-seat pod's sector 2 first), whichever has no debris and more beacons already."""
    placed = {e for e in state["beacons"].values() if e}
    best: list[str] = []
    for route in ROUTES:
        if any(s in state["debris"] for s in route[1:]):
            continue
        edges = [f"{min(a, b)}-{max(a, b)}" for a, b in itertools.pairwise(route)]
        missing = [e for e in edges if e not in placed]
        if not best or len(missing) < len(best):
            best = missing
    return best


def play(policy: str, seed: int) -> dict[str, Any]:
    """One seeded solo game by one policy: points, rating, turns and how it ended."""
    match = Match.new(GAME, SEATS, {}, seed)
    chooser = random.Random(seed)
    # The game's declared levels laid over the shared table (kinds.level_settings): the site's bots.
    bot = parse_spec(policy).build(bot_seed(seed, 0), GAME) if policy not in ("plain", "planner") else None
    actions = 0
    started = time.perf_counter()
    while not match.is_over and actions < MAX_ACTIONS:
        if bot is not None:
            action = bot.choose(match, 0)
        else:
            action = greedy(match, chooser) if policy == "plain" else planner(match, chooser)
        match = match.apply(action)
        actions += 1
    state = match.state
    row = logic.totals(state)[0]
    return {"policy": policy, "seed": seed, "points": row["points"], "in_refuges": row["in_refuges"],
            "rating": logic.rating(row["points"]), "turns": state["turn"]["number"] + 1, "ended": state["ended"],
            "seconds": round(time.perf_counter() - started, 2)}  # fmt: skip


def table(results: list[dict[str, Any]]) -> str:
    """The markdown table of the score distribution per policy."""
    lines = [
        "| policy | games | points: min / median / max (mean) | crew in refuges (median) "
        "| Survivor / Conqueror / Master | turns (median) |",
        "|---|---|---|---|---|---|",
    ]
    by: dict[str, list[dict[str, Any]]] = {}
    for r in results:
        by.setdefault(r["policy"], []).append(r)
    for policy, games in by.items():
        pts = [g["points"] for g in games]
        ratings = Counter(g["rating"] for g in games)
        lines.append(
            f"| {policy} | {len(games)} | {min(pts)} / {statistics.median(pts):g} / {max(pts)} "
            f"({statistics.mean(pts):.1f}) | {statistics.median(g['in_refuges'] for g in games):g} "
            f"| {ratings['survivor']} / {ratings['conqueror']} / {ratings['master']} "
            f"| {statistics.median(g['turns'] for g in games):g} |"
        )
    return "\n".join(lines)


def write(text: str, results: list[dict[str, Any]]) -> None:
    """The table into the rules doc between its markers; the raw figures into bench/results."""
    doc = DOC.read_text(encoding="utf-8")
    start, end = f"<!-- {MARKER} -->", f"<!-- /{MARKER} -->"
    head, rest = doc.split(start, 1)
    tail = rest.split(end, 1)[1]
    DOC.write_text(f"{head}{start}\n{text}\n{end}{tail}", encoding="utf-8")
    out = ROOT / "bench" / "results" / "escape-pods-solo.json"
    out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")


def use_cards(sectors: list[int]) -> None:
    """A what-if: the six solo cards name these sectors."""
    for card, sector in zip(data.SOLO_CARDS, sectors, strict=True):
        data.EXPLOSIONS[card] = sector


def main(argv: list[str] | None = None) -> int:
    """Play the games and print (or write) the table."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--policies", default="plain,planner,heuristic")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--bot-games", type=int, default=30, help="games of the (slow) shipped bots")
    parser.add_argument("--cards", default="")
    parser.add_argument("--rows", default="", help="a what-if: the rows, as 4-5-6,7-8-9")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--keep", action="store_true", help="keep the stored games of the other policies")
    parser.add_argument("--minutes", type=float, default=0, help="stop starting games after this long (0: never)")
    args = parser.parse_args(argv)
    if args.cards:
        use_cards([int(s) for s in args.cards.split(",")])
    if args.rows:
        data.ROWS = tuple(tuple(int(x) for x in r.split("-")) for r in args.rows.split(","))  # type: ignore[misc]
    results = []
    if args.keep:
        stored = json.loads((ROOT / "bench" / "results" / "escape-pods-solo.json").read_text(encoding="utf-8"))
        results = [r for r in stored if r["policy"] not in args.policies.split(",")]
    started = time.monotonic()
    for policy in args.policies.split(","):
        for seed in range(args.games if policy in ("plain", "planner") else args.bot_games):
            if args.minutes and time.monotonic() - started > args.minutes * 60:
                break
            results.append(play(policy, seed))
            r = results[-1]
            print(f"{policy} {seed}: {r['points']} pts, {r['turns']} turns, {r['ended']}, {r['seconds']}s",
                  file=sys.stderr, flush=True)  # fmt: skip
    text = table(results)
    print(text)
    if args.write:
        write(text, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
