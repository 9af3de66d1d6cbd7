"""March on Mars for bots: how promising a position looks to the team, in [-1, 1] (the same for all).

The team wins by reaching a square beside the MMM with its defender dead and rolling the bomb, and
loses by running out of turns or by the base falling. Its prospects: the defenders killed, how
close the nearest marine is to where it strikes next (two squares short of a living defender, its
square once dead), what the active marine's roll and programmed actions still promise (the steps
they can move, the chance they kill a defender or set off the bomb), marines hurt or locked in
melee, the base's damage and the aliens bound for the Landing Zone, and the turns left.

The bots judge a decision at the next roll of the dice ("mcts" playouts stop there): an
evaluation of the marine's square alone gave every program of the dice and "go on" / "stop" the
same value, so the searching teammates programmed at random, stopped after one action and walked
2-3 squares a turn (0 wins in 58 games, docs/bots.md). The "reach", "strike" and "bomb" terms
value what a roll on the table and the actions still to roll can do, so those choices count.
"""

from __future__ import annotations

from functools import cache

from pyengine.core.evaluation import Term, Terms
from pyengine.games.march_mars import aliens, board, data, flow
from pyengine.games.march_mars.state import MarchMarsState as State

SCALE = 2.0
STRIKE_DISTANCE = 2  # whites and blacks show 2 most often: three alike of four kill a red defender
BOMB_TOTAL = 9


def goal(state: State, side: str) -> int:
    """The column a marine attacking this side heads for: two squares short of a living defender
    (three 2s of the white and black dice kill it), the defender's square once it is dead."""
    cards = aliens.cards_of(state)
    end = board.defender_square(cards, side)[0]
    if not state["defenders"].get(side, False):
        return end
    inward = 1 if end == 0 else -1
    return end + inward * STRIKE_DISTANCE


def distance(state: State, col: int) -> int:
    """Columns from a column to the nearest open side's goal."""
    return min(abs(col - goal(state, side)) for side in board.sides(aliens.cards_of(state)))


def attackers(state: State) -> list[int]:
    """Living marines standing on the board."""
    return [i for i, m in enumerate(state["marines"]) if m["alive"] and m["col"] >= 0]


def defenders_down(state: State, player: int) -> float:
    """Defenders killed (a path to the MMM opened)."""
    return float(sum(1 for alive in state["defenders"].values() if not alive))


def nearness(state: State) -> list[float]:
    """Each marine on the board's nearness to its goal, nearest first: 0 (the track's length away)
    to 1; the active marine's counts the columns its roll and program can still move. (Measured
    over half the track, as first written, a marine in the Landing Zone was out of range: every
    move there was worth nothing, and the marines dawdled in it for turns.)"""
    width = board.track(aliens.cards_of(state)).width
    found = []
    for i in attackers(state):
        left = max(0, distance(state, state["marines"][i]["col"]) - reach_of(state, i))
        found.append(1.0 - min(left, width) / width)
    return sorted(found, reverse=True)


def closeness(state: State, player: int) -> float:
    """How near the nearest living marine is to its goal, 0 (the track's length away) to 1."""
    return next(iter(nearness(state)), 0.0)


def backup(state: State, player: int) -> float:
    """How near the second nearest marine is to its goal: a teammate on the attacker's square
    rerolls a die of each roll, and takes over if the first falls."""
    found = nearness(state)
    return found[1] if len(found) > 1 else 0.0


def stride(die: int, face: str) -> int:
    """Columns a die's move goes on level ground: its number with a blue die (straight steps), one
    fewer with a white or black one (one of its steps must descend or climb)."""
    return int(face[0]) - (data.DICE[die] != "blue")


@cache
def best_face(dice: tuple[int, ...]) -> float:
    """The expected longest stride among these dice (the farthest a move with one of them goes)."""
    if not dice:
        return 0.0
    outcomes = [[stride(d, f) for f in data.FACES[data.DICE[d]]] for d in dice]
    total, count = 0.0, 0
    combos: list[list[int]] = [[]]
    for faces in outcomes:
        combos = [[*c, f] for c in combos for f in faces]
    for c in combos:
        total += max(c)
        count += 1
    return total / count


# While programming too: the program is judged as it is laid (a bot's first look at each die it
# places, which orders the search's choices; with no value there, the dice were tried in the
# order they are listed, blues first, and never three on one action to kill a defender).
TURN_PHASES = ("program", "rolling", "choose", "continue")


def turn_on(state: State, index: int) -> bool:
    """True while this marine is acting: programming, its roll on the table or its actions still to roll."""
    return state["active"] == index and state["mode"] == "action" and state["phase"] in TURN_PHASES


def reach_of(state: State, index: int) -> float:
    """Columns the active marine can still move this turn: the best die of the roll on the table
    and, for each programmed action still to roll, its expected best die. 0 for anyone else."""
    if not turn_on(state, index) or flow.locked(state, index):
        return 0.0
    rolled = state["roll"] if state["phase"] == "choose" else []
    found = float(max((stride(r["die"], r["face"]) for r in rolled), default=0))
    return found + sum(best_face(dice) for dice in to_roll(state))


def to_roll(state: State) -> list[tuple[int, ...]]:
    """The dice of each action still to roll this turn: the one being rolled (a fresh roll), then
    the programmed ones after it. (Without the one being rolled, "go on" looked no better than
    "stop" until its dice landed.)"""
    pending = state["pending"] if state["phase"] == "rolling" else None
    fresh = [tuple(pending["dice"])] if pending and pending.get("replace") is None else []
    programmed = flow.slots(state)
    return fresh + [tuple(programmed[slot]) for slot in range(state["slot"], data.SLOTS)]


def reach(state: State, player: int) -> float:
    """What the active marine's roll and programmed actions can still move (see reach_of), in columns."""
    return sum(reach_of(state, i) for i in attackers(state))


@cache
def three_alike(dice: tuple[int, ...], number: int) -> float:
    """The chance that at least three of these dice show the number."""
    chances = [sum(f[0] == str(number) for f in data.FACES[data.DICE[d]]) / 6 for d in dice]
    spread = [1.0]  # spread[k]: the chance of k dice showing it so far
    for p in chances:
        padded = [*spread, 0.0]
        spread = [padded[k] * (1 - p) + (padded[k - 1] * p if k else 0.0) for k in range(len(padded))]
    return sum(spread[3:])


def strike(state: State, player: int) -> float:
    """The chance the active marine kills a living defender this turn: its roll on the table shows
    three of the defender's distance, or an action still to roll may."""
    index = state["active"]
    if index is None or index < 0 or not turn_on(state, index):
        return 0.0
    col = state["marines"][index]["col"]
    cards = aliens.cards_of(state)
    best = 0.0
    for side in board.sides(cards):
        if not state["defenders"].get(side, False):
            continue
        far = abs(col - board.defender_square(cards, side)[0])
        if state["phase"] == "choose" and sum(f[0] == str(far) for f in flow.faces(state)) >= 3:
            return 1.0
        miss = 1.0
        for dice in to_roll(state):
            miss *= 1.0 - three_alike(dice, far)
        best = max(best, 1.0 - miss, laying(state, flow.slots(state), far))
    return best


def laying(state: State, programmed: list[list[int]], far: int) -> float:
    """While programming, the best chance one action could still have of three alike at this
    distance, were the dice left to place all put on it (the likeliest to show the number first):
    a die placed elsewhere lowers it, so the first dice placed already lean towards the kill."""
    if state["phase"] != "program":
        return 0.0
    free = [d for d, slot in enumerate(state["program"]) if slot is None]
    budget = int(state["dice"]) - flow.assigned(state)
    free.sort(key=lambda d: -sum(f[0] == str(far) for f in data.FACES[data.DICE[d]]))
    extra = tuple(free[:budget])
    return max(three_alike(tuple(programmed[slot]) + extra, far) for slot in range(data.SLOTS))


@cache
def bomb_odds(dice: tuple[int, ...]) -> float:
    """The chance these dice total 9 or more."""
    totals = {0: 1.0}
    for d in dice:
        step: dict[int, float] = {}
        for total, p in totals.items():
            for f in data.FACES[data.DICE[d]]:
                step[total + int(f[0])] = step.get(total + int(f[0]), 0.0) + p / 6
        totals = step
    return sum(p for total, p in totals.items() if total >= BOMB_TOTAL)


def bomb(state: State, player: int) -> float:
    """The bomb: before its roll, the chance its dice total 9; with its roll on the table, 1 if it
    totals 9 or more, else its share of 9, halved (a reroll may still make it)."""
    if state["mode"] != "bomb":
        return 0.0
    if state["phase"] == "rolling" and state["pending"]:
        return bomb_odds(tuple(state["pending"]["dice"]))
    if state["phase"] != "choose":
        return 0.0
    total = sum(int(f[0]) for f in flow.faces(state))
    return 1.0 if total >= BOMB_TOTAL else 0.5 * total / BOMB_TOTAL


def hurt(state: State, player: int) -> float:
    """Marines injured (two dice next turn) or locked in melee."""
    return float(sum(state["marines"][i]["down"] or flow.locked(state, i) for i in attackers(state)))


def base_damage(state: State, player: int) -> float:
    """Successful attacks on the base."""
    return float(state["base_hits"])


def threat(state: State, player: int) -> float:
    """Aliens bound for the base: in the Landing Zone or waiting to enter it (in full), on the
    cards beside it (a third: the next wave brings them)."""
    cards = aliens.cards_of(state)
    za = board.za_columns(cards)
    inside = sum(1 for a in state["aliens"] if a["col"] in za)
    near = sum(len(aliens.on_card(state, board.side_cards(cards, s)[-1])) for s in board.sides(cards))
    return float(inside + sum(len(w) for w in state["waiting"].values()) + near / 3)


def time_left(state: State, player: int) -> float:
    """Turns left, as a share of the eight."""
    return max(0.0, (data.TURNS - int(state["round"])) / data.TURNS)


def decided(state: State) -> list[float] | None:
    """A finished game: 1 for all if the MMM fell, else -1."""
    if not state["over"]:
        return None
    return [1.0 if state["won"] else -1.0] * state["players"]


TERMS = Terms(
    (
        Term("defenders", 1.0, defenders_down, "mom.term.defenders", digits=0),
        Term("closeness", 3.0, closeness, "mom.term.closeness"),
        Term("backup", 0.5, backup, "mom.term.backup"),
        Term("strike", 0.8, strike, "mom.term.strike"),
        Term("bomb", 2.0, bomb, "mom.term.bomb"),
        Term("reach", 0.02, reach, "mom.term.reach"),
        Term("hurt", -0.4, hurt, "mom.term.hurt", digits=0),
        Term("base", -1.0, base_damage, "mom.term.base", digits=0),
        Term("threat", -0.3, threat, "mom.term.threat"),
        Term("time", 0.5, time_left, "mom.term.time"),
    ),
    scale=SCALE,
    combine="team",
    decided=decided,
)


def evaluate(state: State, player: int) -> float:
    """The team's prospects squashed into [-1, 1]."""
    return TERMS.value(state, player)
