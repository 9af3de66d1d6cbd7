"""March on Mars's plan for the bots' search (`Game.playout_policy`): the scripted team of
bench/march_mars_winrate.py, its dice programs, its use of each roll and its formation (guards in
the Landing Zone with 3-5 players), which a search laying one die at a time seldom finds.

A program is four decisions of 15-18 choices each; judged by random completions, the script's
three moves (a blue die, a blue die, a black and a white) or its four white and black dice on one
action two squares from a defender were noise among the rest, and the MCTS teammates programmed
worse than the script (docs/rules/march-on-mars.md, "Where the bot teammates lose"). With this
plan each die the search places is judged with the script's completion of the program, and the
search keeps the script's move unless it finds a clearly better one ("A plan for the playouts").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.game import Game
from pyengine.games.march_mars import aliens, board, data
from pyengine.games.march_mars.decisions import CHOOSE, CONTINUE, LAND, PICK, PROGRAM
from pyengine.games.march_mars.state import MarchMarsState as State

Action = dict[str, Any]
SIDE_ACTIONS = {"give", "chip", "gear_step", "arm", "orbital", "teleport", "missile", "lift", "decoy", "boost"}

# Each die's action slot in the scripted programs (dice: 0-1 blue, 2-3 white, 4-5 black).
MOVE_PLAN = {0: 0, 1: 1, 4: 2, 2: 2}  # three moves: a blue die, a blue die, a black and a white
MELEE_PLAN = {2: 0, 3: 1, 0: 2, 1: 2}  # locked in melee: the white dice's 1s first
STRIKE_PLAN = {2: 0, 3: 0, 4: 0, 5: 0}  # 1 or 2 squares from a living defender: three alike kill it
BOMB_DICE = [0, 1, 4, 5]  # both blue and both black dice: the likeliest to total 9
GUARD_PLAN = {0: 0, 2: 0, 1: 1, 3: 1}  # a guard: two actions of a blue and a white die (no skull)
STRIKE_RANGE = (1, 2)
BOMB_TOTAL = 9
# The marines that guard the Landing Zone (the first ones; the rest attack), by level and player
# count: the scripted team's formation, measured best at each (docs/rules/march-on-mars.md).
GUARDS = {
    "baby": {2: 0, 3: 1, 4: 2, 5: 2},
    "normal": {2: 0, 3: 1, 4: 2, 5: 3},
    "sergeant": {2: 0, 3: 1, 4: 2, 5: 3},
    "exterminator": {2: 0, 3: 1, 4: 2, 5: 3},
}
OUTSIDE = {"exterminator"}  # levels whose guards stand on the upgrade squares beside the ZA
GUARD_REACH = 4  # a guard goes on acting while an alien stands this near, or in the ZA


def guards(state: State) -> range:
    """The guards' marine indices."""
    return range(GUARDS[state["difficulty"]][len(state["marines"])])


def program(state: State) -> dict[int, int]:
    """The active marine's program: the white dice first in melee, all four white and black dice
    on one action within two squares of a living defender, else three moves."""
    m = state["marines"][state["active"]]
    here = (m["col"], m["level"])
    if any((a["col"], a["level"]) == here for a in state["aliens"]):
        return MELEE_PLAN
    cards = aliens.cards_of(state)
    for side in board.sides(cards):
        far = abs(m["col"] - board.defender_square(cards, side)[0])
        if state["defenders"].get(side, False) and STRIKE_RANGE[0] <= far <= STRIKE_RANGE[1]:
            return STRIKE_PLAN
    return MOVE_PLAN


def programming(state: State, actions: list[Action]) -> Action | None:
    """The plan's next step while programming: the bomb when it may be planted, the program's next
    die, then the launch."""
    bombs = [a for a in actions if a["type"] == "bomb" and sorted(a["dice"]) == BOMB_DICE]
    if bombs:
        return bombs[0]
    plan = program(state)
    for a in actions:
        if a["type"] == "assign" and plan.get(a["die"]) == int(str(a["target"]).partition(":")[2]):
            return a
    return next((a for a in actions if a["type"] == "launch"), None)


def standing(state: State, active: int) -> float:
    """How well placed the attacking marine and the team are, as the scripted team weighs it: the
    left defender dead, the marine near its square (two squares off while it stands), on its feet,
    out of melee, few aliens on the board and in the ZA."""
    if state["over"]:
        return 1e6 if state["won"] else -1e6
    m = state["marines"][active]
    alive = bool(state["defenders"][data.LEFT])
    goal = board.defender_square(aliens.cards_of(state), data.LEFT)[0] + (STRIKE_RANGE[1] if alive else 0)
    here = (m["col"], m["level"])
    melee = sum((a["col"], a["level"]) == here for a in state["aliens"])
    za = board.za_columns(aliens.cards_of(state))
    inside = sum(a["col"] in za for a in state["aliens"])
    return (
        -10.0 * abs(m["col"] - goal) - 400 * alive - 40 * m["down"] - 25 * melee - 4 * len(state["aliens"]) - 6 * inside
    )


def using(game: Game, state: State, actions: list[Action]) -> Action | None:
    """The plan's use of a roll: the bomb set off (its lowest die rerolled while short of 9), else
    the action that leaves the marine best placed (`standing`), or a reroll of the lowest die when
    none is better than the roll unused."""
    kinds = {a["type"]: a for a in actions}
    reroll = _lowest_reroll(state, actions)
    if "detonate" in kinds:
        total = sum(int(r["face"][0]) for r in state["roll"])
        return reroll if total < BOMB_TOTAL and reroll else kinds["detonate"]
    active = state["active"]
    found = _best_plain(game, state, actions, lambda after: standing(after, active))
    if found is None:
        return None
    best, value = found
    if reroll is not None and value < standing(state, active):
        return reroll
    return best


def _lowest_reroll(state: State, actions: list[Action]) -> Action | None:
    """The reroll of the roll's lowest die, if legal."""
    lowest = min(state["roll"], key=lambda r: int(r["face"][0]))
    return next((a for a in actions if a["type"] == "reroll" and a["die"] == lowest["die"]), None)


def _best_plain(
    game: Game, state: State, actions: list[Action], score: Callable[[State], float]
) -> tuple[Action, float] | None:
    """The plain use of the roll (no side action, no reroll) whose outcome scores best, and its
    score; ties: the first listed. None when there is none."""
    plain = [a for a in actions if a["type"] not in SIDE_ACTIONS and a["type"] != "reroll"]
    if not plain:
        return None
    values = []
    for a in plain:
        after = game.copy_state(state)
        game.apply_action(after, dict(a))
        values.append(score(after))
    best = max(range(len(plain)), key=lambda i: (values[i], -i))
    return plain[best], values[best]


def landing(state: State, actions: list[Action]) -> Action | None:
    """A guard lands on its post, an attacker on the ZA's square nearest the left defender."""
    lander = next(i for i, m in enumerate(state["marines"]) if m["col"] < 0)
    squares = [a for a in actions if a["type"] == "land"]
    if not squares:
        return None
    if lander in guards(state):
        post = f"sq:{guard_post(state, lander)},0"
        found = next((a for a in squares if a["target"] == post), None)
        if found is not None:
            return found
    return min(squares, key=lambda a: int(str(a["target"])[3:].split(",")[0]))


def guard_post(state: State, active: int) -> int:
    """A guard's column: the ZA's middle (both ends within a die's reach), or at the levels of
    OUTSIDE an upgrade square beside it, the first guard on the right one, the second on the left."""
    cards = aliens.cards_of(state)
    if state["difficulty"] in OUTSIDE:
        return board.upgrade_square(cards, (data.RIGHT, data.LEFT)[active % 2])[0]
    return board.za_columns(cards).start + 2 + active % 2


def guard_standing(state: State, active: int, post: int) -> float:
    """How well a guard leaves the base: aliens in the ZA first, then beside it, then itself."""
    if state["over"]:
        return 1e6 if state["won"] else -1e6
    za = board.za_columns(aliens.cards_of(state))
    m = state["marines"][active]
    inside = sum(a["col"] in za for a in state["aliens"])
    beside = sum(0 < min(abs(a["col"] - za.start), abs(a["col"] - za.stop + 1)) <= 7 for a in state["aliens"])
    melee = sum((a["col"], a["level"]) == (m["col"], m["level"]) for a in state["aliens"])
    away = m["col"] not in za if post in za else m["col"] != post
    return -100.0 * inside - 5 * beside - 40 * m["down"] - 20 * melee - 3 * abs(m["col"] - post) - 50 * away


def guarding(game: Game, state: State, actions: list[Action]) -> Action | None:
    """A guard's plan: blue and white dice only, each roll used on what leaves the fewest aliens in
    the ZA (then beside it), going on while an alien is in the ZA or within GUARD_REACH."""
    active = state["active"]
    kinds = {a["type"]: a for a in actions}
    if state["phase"] == PROGRAM and state["mode"] == "action":
        for a in actions:
            if a["type"] == "assign" and GUARD_PLAN.get(a["die"]) == int(str(a["target"]).partition(":")[2]):
                return a
        return kinds.get("launch")
    za = board.za_columns(aliens.cards_of(state))
    if state["phase"] == CONTINUE:
        here = state["marines"][active]["col"]
        near = any(1 <= abs(a["col"] - here) <= GUARD_REACH or a["col"] in za for a in state["aliens"])
        return kinds.get("next" if near else "stop")
    if state["phase"] != CHOOSE or state["mode"] != "action" or not state["roll"]:
        return None
    post = guard_post(state, active)
    found = _best_plain(game, state, actions, lambda after: guard_standing(after, active, post))
    if found is None:
        return None
    best, value = found
    reroll = _lowest_reroll(state, actions)
    if reroll is not None and value <= guard_standing(state, active, post):
        return reroll
    return best


def playout_policy(game: Game, state: State, actions: list[Action]) -> Action | None:
    """The plan's choice: the scripted program while programming, the scripted use of a roll
    while acting alone (two players: every marine attacks; with more the scripted team's guards are
    not planned), "go on" after an action; the search's own choice elsewhere (None)."""
    if state["phase"] == PICK:  # the guards play first
        return min(actions, key=lambda a: (a["marine"] not in guards(state), a["marine"]))
    if state["phase"] == LAND:
        return landing(state, actions)
    if state["active"] < 0:
        return None
    if state["active"] in guards(state):
        return guarding(game, state, actions)
    if state["mode"] == "action" and state["phase"] == PROGRAM:
        return programming(state, actions)
    if state["phase"] == CHOOSE and state["mode"] in ("action", "bomb") and state["roll"]:
        return using(game, state, actions)
    if state["phase"] == CONTINUE:
        return next((a for a in actions if a["type"] == "next"), None)
    return None
