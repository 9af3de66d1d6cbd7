"""March on Mars's plan for the bots' playouts (`Game.playout_policy`): the scripted team's dice
programs (bench/march_mars_winrate.py), which a search laying one die at a time seldom finds.

A program is four decisions of 15-18 choices each; judged by random completions, the script's
three moves (a blue die, a blue die, a black and a white) or its four white and black dice on one
action two squares from a defender were noise among the rest, and the MCTS teammates programmed
worse than the script (docs/rules/march-on-mars.md, "Where the bot teammates lose"). With this
plan each die the search places is judged with the script's completion of the program.
"""

from __future__ import annotations

from typing import Any

from pyengine.games.march_mars import aliens, board
from pyengine.games.march_mars.decisions import CONTINUE, PROGRAM
from pyengine.games.march_mars.state import MarchMarsState as State

Action = dict[str, Any]

# Each die's action slot in the scripted programs (dice: 0-1 blue, 2-3 white, 4-5 black).
MOVE_PLAN = {0: 0, 1: 1, 4: 2, 2: 2}  # three moves: a blue die, a blue die, a black and a white
MELEE_PLAN = {2: 0, 3: 1, 0: 2, 1: 2}  # locked in melee: the white dice's 1s first
STRIKE_PLAN = {2: 0, 3: 0, 4: 0, 5: 0}  # 1 or 2 squares from a living defender: three alike kill it
BOMB_DICE = [0, 1, 4, 5]  # both blue and both black dice: the likeliest to total 9
STRIKE_RANGE = (1, 2)


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


def playout_policy(state: State, actions: list[Action]) -> Action | None:
    """The plan's choice: the scripted program while programming, "go on" after an action; the
    search's own choice elsewhere (None)."""
    if state["mode"] == "action" and state["phase"] == PROGRAM and state["active"] >= 0:
        return programming(state, actions)
    if state["phase"] == CONTINUE:
        return next((a for a in actions if a["type"] == "next"), None)
    return None
