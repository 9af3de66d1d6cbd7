"""March on Mars's difficulty levels measured: the team's win rate per difficulty, player count and bot.

    python bench/march_mars_winrate.py [--bots random,heuristic,mcts:easy] [--games 20] [--players 2,3,4,5]
                                       [--jobs 1 | --scheduler tcp://host:8786] [--write]
                                       [--bag sergeant:3=38/2/0 ...] [--log results.jsonl] [--from-log a.jsonl,b.jsonl]
                                       [--guards normal:3=2] [--outside exterminator] [--try missile=3 ...]

Every seat is the same bot kind (pyengine.bots, seeded per game and seat); each game is seeded by
its number. Reports per bot, difficulty and player count: games, wins with a 95 % Wilson interval,
how the losses came (turns, base, fallen) and the median turn reached; then, per bot and player
count, whether each level is won more often than the next harder one (a one-sided Fisher exact
test: the chance of a gap at least this wide if the two levels were equally hard) and whether the
hardest level was won at all. With --write,
the tables go between the `march-mars-winrate` and `march-mars-order` markers of
docs/rules/march-on-mars.md and the raw figures to bench/results/march-mars-winrate.json.
--bag tries another bag for one level and player count (yellow/blue/red: the tuning of data.BAGS);
--guards, --outside and --try another formation of the scripted team (see GUARDS, OUTSIDE, TRY);
a generic bot's games record its decisions and thinking time (all seats, wall clock);
--log appends each cell's games to a JSON-lines file as they end, and --from-log reports such
files (several runs together) without playing. Kept out of the tests: a measure, not a check.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from itertools import pairwise
from math import comb
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.bots.arena import GameTask, play_match, spread, wilson  # noqa: E402
from pyengine.bots.kinds import parse_spec  # noqa: E402
from pyengine.core import Match  # noqa: E402
from pyengine.games.march_mars import board, data, plan  # noqa: E402

DIFFICULTIES = ("baby", "normal", "sergeant", "exterminator")
DOC = ROOT / "docs" / "rules" / "march-on-mars.md"
MARKER = "march-mars-winrate"
ORDER_MARKER = "march-mars-order"
Job = tuple[str, str, int, int, dict[str, int] | None]


def play(job: Job) -> dict[str, Any]:
    """One game of a team of one bot kind ("rush": the scripted team below), on the level's bag
    or the one given to try."""
    bot, difficulty, players, seed, tried = job
    options = {"difficulty": difficulty, "upgrades": "bunker"}
    shipped = data.bag
    if tried is not None:

        def trying(level: str, count: int) -> dict[str, int]:
            return dict(tried) if (level, count) == (difficulty, players) else shipped(level, count)

        setattr(data, "bag", trying)  # noqa: B010  (the rules read data.bag at setup)
    try:
        if bot == "rush":
            match, result = play_rush(players, options, seed)
        elif bot == "guard":
            match, result = play_team(players, options, seed, guard_choice)
        elif bot == "team":
            match, result = play_team(players, options, seed, team_choice)
        else:
            match, result = play_match(GameTask("march_mars", (parse_spec(bot),) * players, seed, 20_000, options))
    finally:
        setattr(data, "bag", shipped)  # noqa: B010
    state = match.state
    bag = tried or data.bag(difficulty, players)
    found = {"bot": bot, "difficulty": difficulty, "players": players, "seed": seed, "won": bool(state["won"]),
             "why": state["why"], "round": state["round"], "actions": result["actions"],
             "bag": f"{bag['yellow']}/{bag['blue']}/{bag['red']}", "guards": GUARDS[difficulty][players],
             "outside": difficulty in OUTSIDE}  # fmt: skip
    if bot == "team":  # the formation choices it played with
        found["try"] = {k: sorted(v) if isinstance(v, set) else v for k, v in TRY.items()}
    if "think_seconds" in result:  # a generic bot's decisions and their thinking time (all seats)
        found["decisions"] = sum(result["decisions"])
        found["think"] = round(sum(result["think_seconds"]), 2)
    return found


# --- "rush": a scripted team that knows the plan (a yardstick for a good team, not a shipped bot) ---
def play_team(players: int, options: dict[str, Any], seed: int, choose: Any) -> tuple[Match, dict[str, Any]]:
    """A seeded game played by a scripted team."""
    match = Match.new("march_mars", players, options, seed=seed)
    actions = 0
    while not match.is_over and actions < 20_000:
        match = match.apply(choose(match))
        actions += 1
    return match, {"actions": actions}


def guard_choice(match: Match) -> dict[str, Any]:
    """The "guard" team: half the team (at least one marine) runs for the bomb as `rush` does; the
    others stay in the ZA with blue and white dice only (no skull), shooting first what is in the
    ZA, then what waits on the cards beside it, and never leaving."""
    state = match.state
    players = len(state["marines"])
    attackers = range(players - max(1, players // 2), players)  # half the team (at least one) attacks
    if state["phase"] == "pick":
        legal = match.legal_actions()
        return min(legal, key=lambda a: (a["marine"] in attackers, a["marine"]))
    if state["active"] == -1 or state["active"] in attackers or state["phase"] not in ("program", "choose", "continue"):
        return rush_choice(match)
    legal = match.legal_actions()
    kinds = {a["type"]: a for a in legal}
    cards = tuple(state["cards"])
    za = board.za_columns(cards)
    if state["phase"] == "program":
        plan = {0: "slot:0", 2: "slot:0", 1: "slot:1", 3: "slot:1"}
        if players in TRY["three"]:
            plan = {0: "slot:0", 1: "slot:1", 2: "slot:2", 3: "slot:2"}
        for a in legal:
            if a["type"] == "assign" and plan.get(a["die"]) == a["target"]:
                return a
        return kinds.get("launch") or legal[0]
    if state["phase"] == "continue":
        return kinds.get("next") or legal[0]
    shots = [a for a in legal if a["type"] == "shoot"]

    def kills(a: dict[str, Any]) -> tuple[int, int]:
        inside = int(a["target"][3:].split(",")[0]) in za
        return (inside, a["yellow"] + a["blue"] + a["red"])

    killing = [a for a in shots if kills(a)[1]]
    if killing:
        return max(killing, key=kills)
    if "discard" in kinds:
        return kinds["discard"]
    stay = [a for a in legal if a["type"] == "move" and int(a["target"][3:].split(",")[0]) in za]
    safe = [a for a in stay if not match.apply(a).state["marines"][state["active"]]["down"]]
    return (shots or safe or stay or legal)[0]


# --- "team": guards as `guard`, attackers that weigh each action of a roll by where it leaves them ---
# The marines of the team that guard the Landing Zone, by level and player count (the rest attack):
# the formation measured best at each (with two players both attack; light waves need fewer guards).
GUARDS = plan.GUARDS  # the bots' plan's table (--guards tunes both)
# Formation choices tried in the tuning (--try NAME=VALUE; the defaults are the ones kept), each
# the player counts it applies to: "missile": a guard fires the base's fragmentation missile
# instead of acting when it is expected to kill at least "aim" yellows in the ZA; "split": the
# attackers go one to each side instead of all to the left; "three": the guards program three
# actions (a blue die, a blue die, both whites) instead of two (a blue and a white each).
# "cover": an attacker values the ZA left clear of aliens (the base's attack spared) as "weight"
# columns of its way; "noskull": the attackers' third move uses both white dice, never a black one
# (whose skull sends a wave on their side).
TRY: dict[str, Any] = {
    "missile": set(), "aim": 1.5, "split": set(), "three": set(), "cover": set(), "weight": 4.0, "noskull": set()
}  # fmt: skip
SIDE_ACTIONS = {"give", "chip", "gear_step", "arm", "orbital", "teleport", "missile", "lift", "decoy", "boost"}


def team_choice(match: Match) -> dict[str, Any]:
    """`team_plan`, never an equipment card or ability the scripted plan does not weigh (the
    scripts' "first legal action" fallback would otherwise spend them at random)."""
    choice = team_plan(match)
    if choice["type"] in SIDE_ACTIONS:
        plain = [a for a in match.legal_actions() if a["type"] not in SIDE_ACTIONS]
        return plain[0] if plain else choice
    return choice


def team_plan(match: Match) -> dict[str, Any]:
    """The "team": `guard`'s guards (none with two players: both marines attack), and attackers
    that try every action of a roll and keep the one that leaves the team best placed (`standing`)."""
    state = match.state
    players = len(state["marines"])
    guards = range(GUARDS[state["difficulty"]][players])
    if state["phase"] == "pick":
        return min(match.legal_actions(), key=lambda a: (a["marine"] not in guards, a["marine"]))
    if state["phase"] == "land":  # guards in the ZA's middle: both of its ends within a die's reach
        lander = next(i for i, m in enumerate(state["marines"]) if m["col"] < 0)
        if lander in guards:
            middle = board.za_columns(tuple(state["cards"])).start + 2 + lander % 2
            return next((a for a in match.legal_actions() if a["target"] == f"sq:{middle},0"), rush_choice(match))
    active = state["active"]
    if active in guards and state["phase"] in ("choose", "continue", "target"):
        return guard_plan(match, active)
    if active in guards and state["phase"] == "program":
        return missile_plan(match) or guard_choice(match)
    if state["phase"] != "choose" or active < 0 or state["mode"] == "bomb":
        return rush_choice(match)
    legal = match.legal_actions()
    scored = [
        (standing(match.apply(a), active), i)
        for i, a in enumerate(legal)
        if a["type"] != "reroll" and a["type"] not in SIDE_ACTIONS
    ]
    rerolls = [a for a in legal if a["type"] == "reroll"]
    if not scored:
        return legal[0]
    best, index = max(scored)
    if rerolls and best < standing(match, active):  # nothing helps: a reroll of the lowest die may
        low = min(state["roll"], key=lambda r: int(r["face"][0]))
        return next((a for a in rerolls if a["die"] == low["die"]), rerolls[0])
    return legal[index]


def guard_plan(match: Match, active: int) -> dict[str, Any]:
    """A guard: goes on acting while an alien stands in or beside the ZA within a die's reach, and
    keeps the action that leaves the fewest aliens in the ZA (then beside it), itself on its feet,
    out of melee and near its post."""
    state = match.state
    legal = match.legal_actions()
    za = board.za_columns(tuple(state["cards"]))
    if state["phase"] == "continue":
        here = state["marines"][active]["col"]
        near = any(1 <= abs(a["col"] - here) <= 4 or a["col"] in za for a in state["aliens"])
        return next((a for a in legal if a["type"] == ("next" if near else "stop")), legal[0])
    plain = [a for a in legal if a["type"] not in SIDE_ACTIONS and a["type"] != "reroll"]
    if not plain:
        return legal[0]
    post = guard_post(state, active)
    best = max(plain, key=lambda a: guard_standing(match.apply(a), active, post))
    rerolls = [a for a in legal if a["type"] == "reroll"]
    if rerolls and guard_standing(match.apply(best), active, post) <= guard_standing(match, active, post):
        low = min(state["roll"], key=lambda r: int(r["face"][0]))
        return next((a for a in rerolls if a["die"] == low["die"]), rerolls[0])
    return best


MISSILE_ODDS = ((2, 0.25), (3, 0.5), (4, 0.25))  # the missile's distance: the sum of two white dice


def missile_plan(match: Match) -> dict[str, Any] | None:
    """The base's fragmentation missile, from the observer that makes it likeliest to hit, when it
    is expected to kill at least TRY["aim"] yellows in the ZA (each yellow within a column of the
    blast dies); None: the guard acts instead."""
    if len(match.state["marines"]) not in TRY["missile"]:
        return None
    frags = [a for a in match.legal_actions() if a["type"] == "missile" and a["kind"] == "frag"]
    if not frags:
        return None
    state = match.state
    za = board.za_columns(tuple(state["cards"]))
    yellows = [a["col"] for a in state["aliens"] if a["colour"] == "yellow" and a["col"] in za]

    def expected(action: dict[str, Any]) -> float:
        x: int = state["marines"][action["marine"]]["col"]
        return sum(p * max(sum(abs(c - y) <= 1 for y in yellows) for c in (x - d, x + d)) for d, p in MISSILE_ODDS)

    best = max(frags, key=expected)
    return best if expected(best) >= TRY["aim"] else None


def guard_standing(match: Match, active: int, post: int) -> float:
    """How well a guard leaves the base (the bots' plan's measure)."""
    return plan.guard_standing(match.state, active, post)


# yellows drop onto the marines in the ZA, never onto the squares beside it (--outside tunes both)
OUTSIDE = plan.OUTSIDE


def guard_post(state: dict[str, Any], active: int) -> int:
    """A guard's column (the bots' plan's): the ZA's middle, or at the levels of OUTSIDE an upgrade
    square beside it (no yellow drops onto it, and it swells one side's waves, not two)."""
    return plan.guard_post(state, active)


def attack_side(state: dict[str, Any], active: int) -> str:
    """The side an attacker goes for: the left, or with "split" one attacker to each side."""
    players = len(state["marines"])
    if players not in TRY["split"] or len(board.sides(tuple(state["cards"]))) < 2:
        return data.LEFT
    return data.SIDES[(active - GUARDS[state["difficulty"]][players]) % 2]


def defender_end(state: dict[str, Any], side: str) -> tuple[int, int]:
    """A side's defenders' column and the step from it towards the ZA."""
    if side == data.LEFT:
        return 0, 1
    return board.track(tuple(state["cards"])).width - 1, -1


MELEE_COST = 25  # an alien on the attacker's square: worth more than two columns of its way


def standing(match: Match, active: int) -> float:
    """How well placed the attacking marine and the team are: the defender dead, the marine near
    its square (two squares off while it stands: threes of twos are likelier than of ones), on its
    feet, out of melee, the aliens in and beside the ZA few."""
    state = match.state
    if state["over"]:
        return 1e6 if state["won"] else -1e6
    m = state["marines"][active]
    side = attack_side(state, active)
    alive = state["defenders"][side]
    end, step = defender_end(state, side)
    goal = end + 2 * step if alive else end
    score = -10.0 * abs(m["col"] - goal) - 400 * alive
    score -= 40 * m["down"] + MELEE_COST * sum(
        (a["col"], a["level"]) == (m["col"], m["level"]) for a in state["aliens"]
    )
    za = board.za_columns(tuple(state["cards"]))
    inside = sum(a["col"] in za for a in state["aliens"])
    score -= 4 * len(state["aliens"]) + 6 * inside
    if inside and len(state["marines"]) in TRY["cover"]:
        score -= 10.0 * float(TRY["weight"])
    return score


def play_rush(players: int, options: dict[str, Any], seed: int) -> tuple[Match, dict[str, Any]]:
    """A seeded game played by the scripted team: every marine lands on the ZA's left square and
    runs left for the defender (no black die: no skull), shooting what stands in the way or in
    the ZA, killing the defender, then planting the bomb; rerolls go to the lowest die."""
    match = Match.new("march_mars", players, options, seed=seed)
    actions = 0
    while not match.is_over and actions < 20_000:
        match = match.apply(rush_choice(match))
        actions += 1
    return match, {"actions": actions}


# The programs, each die's slot: the bots' playout plan lays the same (pyengine/games/march_mars/plan.py).
MOVE_PLAN = {d: f"slot:{s}" for d, s in plan.MOVE_PLAN.items()}  # three moves: a blue, a blue, black and white
SAFE_PLAN = {0: "slot:0", 1: "slot:1", 2: "slot:2", 3: "slot:2"}  # the same with both whites: no skull
MELEE_PLAN = {d: f"slot:{s}" for d, s in plan.MELEE_PLAN.items()}  # locked in melee: the white dice's 1s first


def rush_choice(match: Match) -> dict[str, Any]:
    """The scripted team's choice now."""
    state, legal = match.state, match.legal_actions()
    kinds = {a["type"]: a for a in legal}
    if state["phase"] == "land":
        lander = next(i for i, m in enumerate(state["marines"]) if m["col"] < 0)
        first = 1 if attack_side(state, lander) == data.LEFT else -1  # the ZA's end facing its side
        return min(legal, key=lambda a: first * int(a["target"][3:].split(",")[0]))
    if state["phase"] == "program":
        if "bomb" in kinds:
            return next(a for a in legal if a["type"] == "bomb" and sorted(a["dice"]) == [0, 1, 4, 5])
        plan = MOVE_PLAN if len(state["marines"]) not in TRY["noskull"] else SAFE_PLAN
        m = state["marines"][state["active"]]
        here = m["col"]
        if any((a["col"], a["level"]) == (here, m["level"]) for a in state["aliens"]):
            plan = MELEE_PLAN
        side = attack_side(state, state["active"])
        end, _ = defender_end(state, side)
        if state["defenders"][side] and 1 <= abs(here - end) <= 2:
            plan = {2: "slot:0", 3: "slot:0", 4: "slot:0", 5: "slot:0"}  # 1s and 2s: three alike kill it
        for a in legal:
            if a["type"] == "assign" and plan.get(a["die"]) == a["target"]:
                return a
        return kinds.get("launch") or legal[0]
    if state["phase"] == "choose":
        return rush_roll(match, legal)
    if state["phase"] == "continue":
        return kinds.get("next") or legal[0]
    return legal[0]


def rush_roll(match: Match, legal: list[dict[str, Any]]) -> dict[str, Any]:
    """Detonate (after rerolling the lowest die while short of 9), else kill the defender, else the
    most aliens in the ZA, else the longest safe step towards the MMM, else the best shot."""
    state = match.state
    kinds = {a["type"]: a for a in legal}
    if "detonate" in kinds:
        total = sum(int(r["face"][0]) for r in state["roll"])
        if total < 9 and "reroll" in kinds:
            low = min(state["roll"], key=lambda r: int(r["face"][0]))
            return {"type": "reroll", "die": low["die"]}
        return kinds["detonate"]
    shots = [a for a in legal if a["type"] == "shoot"]
    cards = tuple(state["cards"])
    ends = (0, board.track(cards).width - 1)
    defender = [a for a in shots if a["red"] and int(a["target"][3:].split(",")[0]) in ends]
    if defender:
        return defender[0]
    za = board.za_columns(cards)
    in_za = [a for a in shots if int(a["target"][3:].split(",")[0]) in za and a["yellow"] + a["blue"] + a["red"]]
    if in_za:
        return max(in_za, key=lambda a: a["yellow"] + a["blue"] + a["red"])
    best, best_col = None, state["marines"][state["active"]]["col"]
    for a in legal:
        if a["type"] != "move" or a["dir"] != -1:
            continue
        after = match.apply(a)
        m = after.state["marines"][state["active"]]
        crowded = any((x["col"], x["level"]) == (m["col"], m["level"]) for x in after.state["aliens"])
        if not m["down"] and not crowded and m["col"] < best_col:
            best, best_col = a, m["col"]
    if best is not None:
        return best
    killing = [a for a in shots if a["yellow"] + a["blue"] + a["red"]]
    if killing:
        return max(killing, key=lambda a: a["yellow"] + a["blue"] + a["red"])
    safe = [a for a in legal if a["type"] == "move" and not match.apply(a).state["marines"][state["active"]]["down"]]
    return kinds.get("shoot") or kinds.get("discard") or kinds.get("hold") or (safe or legal)[0]


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


def fisher_greater(wins_a: int, games_a: int, wins_b: int, games_b: int) -> float:
    """One-sided Fisher exact test: the chance, were both levels equally hard, that the easier one
    (a) would show at least this many of the wins (so a small value: a is won more often)."""
    total_wins, total = wins_a + wins_b, games_a + games_b
    ways = comb(total, total_wins)
    top = min(games_a, total_wins)
    return sum(comb(games_a, k) * comb(games_b, total_wins - k) for k in range(wins_a, top + 1)) / ways


def order_table(results: list[dict[str, Any]]) -> str:
    """Per bot and player count: each level's wins against the next harder level's, and the
    one-sided Fisher p that the easier level is not won more often."""
    tally: dict[tuple[str, int, str], list[int]] = {}
    for r in results:
        cell = tally.setdefault((r["bot"], r["players"], r["difficulty"]), [0, 0])
        cell[0] += bool(r["won"])
        cell[1] += 1
    lines = [
        "| bot | players | " + " | ".join(DIFFICULTIES) + " | easier level won more often: one-sided p |",
        "|---|---|" + "---|" * len(DIFFICULTIES) + "---|",
    ]
    for bot, players in sorted({(b, p) for b, p, _ in tally}):
        cells = [tally.get((bot, players, d)) for d in DIFFICULTIES]
        shown = [f"{c[0]}/{c[1]}" if c else "-" for c in cells]
        gaps = []
        for i, (a, b) in enumerate(pairwise(cells)):
            if a and b:
                gaps.append(f"{DIFFICULTIES[i]} > {DIFFICULTIES[i + 1]} {fisher_greater(a[0], a[1], b[0], b[1]):.3f}")
        last = cells[-1]
        if last:  # a single win shows the hardest level can be won (a seeded game is replayed exactly)
            gaps.append(f"{DIFFICULTIES[-1]} won {last[0]} times")
        lines.append(f"| {bot} | {players} | " + " | ".join(shown) + " | " + "; ".join(gaps) + " |")
    return "\n".join(lines)


def replace_between(doc: str, marker: str, text: str) -> str:
    """The doc with `text` between the marker's two comments."""
    start, end = f"<!-- {marker} -->", f"<!-- /{marker} -->"
    head, found, rest = doc.partition(start)
    if not found:
        return doc
    _, _, tail = rest.partition(end)
    return f"{head}{start}\n{text}\n{end}{tail}"


def write(results: list[dict[str, Any]], text: str, order: str) -> None:
    """The tables into the rules doc, the figures into bench/results."""
    out = ROOT / "bench" / "results" / "march-mars-winrate.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    doc = replace_between(DOC.read_text(encoding="utf-8"), MARKER, text)
    DOC.write_text(replace_between(doc, ORDER_MARKER, order), encoding="utf-8")


def parse_bags(specs: list[str]) -> dict[tuple[str, int], dict[str, int]]:
    """--bag LEVEL:PLAYERS=Y/B/R options as bags by (level, player count)."""
    bags = {}
    for spec in specs:
        cell, _, mix = spec.partition("=")
        level, _, players = cell.partition(":")
        yellow, blue, red = (int(n) for n in mix.split("/"))
        bags[(level, int(players))] = {"yellow": yellow, "blue": blue, "red": red}
    return bags


def read_logs(paths: str) -> list[dict[str, Any]]:
    """The games of JSON-lines logs (--log files), in order."""
    return [json.loads(line) for path in paths.split(",") for line in Path(path).read_text().splitlines() if line]


def run(args: argparse.Namespace) -> list[dict[str, Any]]:
    """Play the asked games, cell by cell, appending each cell to the log if asked."""
    tried = parse_bags(args.bag)
    if args.outside is not None:
        OUTSIDE.clear()
        OUTSIDE.update(level for level in args.outside.split(",") if level)
    for spec in args.try_:  # a formation choice of the tuning (see TRY)
        name, _, value = spec.partition("=")
        TRY[name] = float(value) if name in ("aim", "weight") else {int(n) for n in value.split(",") if n}
    for spec in args.guards:  # another formation of the team (the rest attack)
        cell, _, count = spec.partition("=")
        level, _, players = cell.partition(":")
        GUARDS[level][int(players)] = int(count)
    cells = [
        (bot, difficulty, int(players))
        for bot in args.bots.split(",")
        for difficulty in args.difficulties.split(",")
        for players in args.players.split(",")
    ]
    results: list[dict[str, Any]] = []
    for bot, difficulty, players in cells:
        bag = tried.get((difficulty, players))
        jobs = [(bot, difficulty, players, seed, bag) for seed in range(args.first, args.first + args.games)]
        done = spread(play, jobs, args.jobs, scheduler=args.scheduler)
        results += done
        if args.log:
            with open(args.log, "a", encoding="utf-8") as log:
                log.writelines(json.dumps(r) + "\n" for r in done)
        if args.verbose:
            print(f"{bot} {difficulty} {players}: {sum(r['won'] for r in done)}/{len(done)}", flush=True)
    return results


def main() -> None:
    """Play the games and report."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--bots", default="random,heuristic")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--difficulties", default=",".join(DIFFICULTIES))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler (tcp://host:8786) instead of --jobs")
    parser.add_argument("--first", type=int, default=0, help="the first game's seed")
    parser.add_argument("--bag", action="append", default=[], metavar="LEVEL:PLAYERS=Y/B/R")
    only = "--jobs 1 only: a module setting, not sent to other processes"
    parser.add_argument("--guards", action="append", default=[], metavar="LEVEL:PLAYERS=N", help=f"guards ({only})")
    parser.add_argument("--try", dest="try_", action="append", default=[], metavar="NAME=VALUE", help=f"TRY ({only})")
    parser.add_argument("--outside", help=f"levels whose guards stand beside the ZA (default: exterminator; {only})")
    parser.add_argument("--log", help="append each cell's games to this JSON-lines file")
    parser.add_argument("--from-log", help="report these JSON-lines files (comma-separated) instead of playing")
    parser.add_argument("--verbose", action="store_true", help="a line per cell as it ends")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    started = time.perf_counter()
    results = read_logs(args.from_log) if args.from_log else run(args)
    text, order = table(results), order_table(results)
    print(text)
    print()
    print(order)
    print(f"{len(results)} games in {time.perf_counter() - started:.0f} s")
    if args.write:
        write(results, text, order)


if __name__ == "__main__":
    main()
