"""March on Mars's turn machinery (core/turns.py): the phases players decide in, and the queue of
automated steps (aliens' moves, wave draws, the side die, the sentries, equipment draws)."""

from __future__ import annotations

from pyengine.core.turns import Step, Task, TaskQueue, automaton, chance_step
from pyengine.games.march_mars.decisions import (
    ALIEN,
    DECOY,
    DRAW,
    GEAR,
    NEW_ROUND,
    SENTRY,
    SIDE,
    WAVE,
    ZA_CHECK,
)
from pyengine.games.march_mars.declared import DECISIONS
from pyengine.games.march_mars.state import MarchMarsState as State


def _za_check(state: State, task: Task) -> None:
    from pyengine.games.march_mars import flow

    flow.za_check(state, QUEUE)


def _wave(state: State, task: Task) -> None:
    from pyengine.games.march_mars import flow

    flow.wave(state, QUEUE, task["side"])


def _new_round(state: State, task: Task) -> None:
    from pyengine.games.march_mars import flow

    if not state["over"]:
        flow.start_round(state, QUEUE)


PHASES = DECISIONS.phases()  # who decides in each phase (declared.py)

QUEUE = TaskQueue(
    (
        automaton(ALIEN),
        chance_step(DRAW),
        chance_step(SIDE),
        chance_step(SENTRY),
        # An equipment draw with every card in the marines' hands (deck and discards empty) has no
        # card to give: it is dropped ("baraja el descarte" has nothing to shuffle).
        Step(GEAR, chance=lambda state, task: bool(state["deck"] or state["gear_discard"]), skip=lambda s, t: True),
        Step(DECOY),
        Step(ZA_CHECK, run=_za_check),
        Step(WAVE, run=_wave),
        Step(NEW_ROUND, run=_new_round),
    ),
    phases=PHASES,
)
