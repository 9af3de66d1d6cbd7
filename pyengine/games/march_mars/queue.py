"""March on Mars's turn machinery (core/turns.py): the phases players decide in, and the queue of
automated steps (aliens' moves, wave draws, the side die, the sentries, equipment draws)."""

from __future__ import annotations

from typing import Any

from pyengine.core.game import CHANCE, TERMINAL, State
from pyengine.core.turns import Step, TaskQueue, always, automaton, chance_step


def _owner_of_active(state: State) -> int:
    return int(state["marines"][state["active"]]["owner"])


def _first_owner(field: str) -> Any:
    def decider(state: State) -> int:
        return int(next(m["owner"] for m in state["marines"] if m[field] in (None, -1)))

    return decider


def _picker(state: State) -> int:
    """The team's choice of who plays next is entered by the first seat of the marines still to play."""
    return int(next(m["owner"] for m in state["marines"] if m["alive"] and not m["played"]))


def _za_check(state: State, task: dict[str, Any]) -> None:
    from pyengine.games.march_mars import flow

    flow.za_check(state, QUEUE)


def _wave(state: State, task: dict[str, Any]) -> None:
    from pyengine.games.march_mars import flow

    flow.wave(state, QUEUE, task["side"])


def _new_round(state: State, task: dict[str, Any]) -> None:
    from pyengine.games.march_mars import flow

    if not state["over"]:
        flow.start_round(state, QUEUE)


PHASES = {
    "train": _first_owner("ability"),
    "land": _first_owner("col"),
    "pick": _picker,
    "program": _owner_of_active,
    "choose": _owner_of_active,
    "continue": _owner_of_active,
    "target": _owner_of_active,
    "arrive": _owner_of_active,
    "rolling": always(CHANCE),
    "waves": always(CHANCE),
    "over": always(TERMINAL),
}

QUEUE = TaskQueue(
    (
        automaton("alien"),
        chance_step("draw"),
        chance_step("side"),
        chance_step("sentry"),
        chance_step("gear"),
        Step("decoy"),
        Step("za_check", run=_za_check),
        Step("wave", run=_wave),
        Step("new_round", run=_new_round),
    ),
    phases=PHASES,
)
