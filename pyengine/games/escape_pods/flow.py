"""The turn machine: the setup's draws, a turn's pending effect, the explosions' reveals and
checks, the next turn, the last turns after the barrier and the refuges' scoring."""

from __future__ import annotations

from pyengine.core.turns import Step, TaskQueue, chance_step
from pyengine.core.turns import Task as QueueTask
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.decisions import (
    ASSIGN,
    CHECK,
    EFFECT,
    FIRST,
    HANGAR,
    NEXT,
    OVER,
    PLAY,
    REFUGE,
    REVEAL,
    SCORE,
)
from pyengine.games.escape_pods.declared import DECISIONS
from pyengine.games.escape_pods.state import EscapeState as State
from pyengine.games.escape_pods.state import Task


def start_turn(state: State, player: int) -> None:
    """Make a player active: no actions yet; 1 on the opening turns (rule 3.0, not in solo)."""
    number = state["turn"]["number"] + 1
    opening = not state["solo"] and (number == 0 or (number == 1 and state["players"] >= 3))
    state["active"] = player
    state["turn"] = {"actions": 0, "limit": 1 if opening else 2, "pending": None, "number": number}


def next_turn(state: State, task: QueueTask) -> None:
    """The next seat's turn; once the barrier formed, the next player with a last turn to play."""
    if state["phase"] != PLAY:
        return
    if state["final"] is not None:
        while state["final"]:
            player = state["final"].pop(0)
            if player in logic.players_beyond(state):
                start_turn(state, player)
                return
        logic.finish(state, "turns")
        return
    player = (state["active"] + 1) % state["players"]
    if player == state["first"]:
        state["round"] += 1
        if state["round"] > state["max_rounds"]:
            logic.finish(state, "rounds")
            return
    start_turn(state, player)


def check(state: State, task: QueueTask) -> None:
    """After an explosion: the barrier and the end (logic.check_end)."""
    logic.check_end(state)


def score(state: State, task: QueueTask) -> None:
    """Assign the refuges' crew in order of arrival; ask an owner when spaces of different kinds
    fit; once all are settled the game is over."""
    while True:
        found = logic.next_to_assign(state)
        if found is None:
            state["phase"] = OVER
            state["over"] = True
            return
        r, i = found
        refuge = state["refuges"][r]
        crew = refuge["arrivals"][i]
        options = logic.distinct(refuge, logic.open_spaces(refuge, crew["role"]))
        if len(options) > 1:
            QUEUE.push(state, {"kind": ASSIGN, "player": crew["owner"], "refuge": r, "arrival": i}, {"kind": SCORE})
            return
        refuge["assigned"][i] = options[0] if options else None
        state["settled"].append([r, i])


def _hangar_skip(state: State, task: QueueTask) -> bool:
    return len(logic.empty_hangars(state, state["pods"][task["pod"]]["size"])) <= 1


def _hangar_only(state: State, task: QueueTask) -> None:
    state["pods"][task["pod"]]["at"] = logic.empty_hangars(state, state["pods"][task["pod"]]["size"])[0]


QUEUE = TaskQueue(
    steps=(
        chance_step(REFUGE),
        chance_step(REVEAL),
        chance_step(FIRST),
        Step(EFFECT),
        Step(HANGAR, skip=_hangar_skip, on_skip=_hangar_only),
        Step(ASSIGN),
        Step(CHECK, run=check),
        Step(NEXT, run=next_turn),
        Step(SCORE, run=score),
    ),
    phases=DECISIONS.phases(),  # who decides in each phase (declared.py)
)


def opening_tasks(players: int, solo: bool, random_refuges: bool) -> list[Task]:
    """The setup's draws: the refuges (unless the first game's), the revealed card(s), the first player."""
    tasks: list[Task] = [{"kind": REFUGE} for _ in range(4)] if random_refuges else []
    tasks += [{"kind": REVEAL} for _ in range(2 if solo else 1)]
    tasks.append({"kind": FIRST})
    return tasks


def tokens(players: int) -> list[int]:
    """Each refuge's explosion token (0-based arrival space) by the number of players."""
    side, centre = data.TOKENS[players]
    return [(side if s else centre) - 1 for s in data.SIDE]
