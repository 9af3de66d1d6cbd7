"""Turns and phases as data: who decides now, and what runs by itself until someone must.

Two shapes cover the games so far and the ones announced:

- `Phases`: one state key names the phase; each phase says who decides (a seat read from the
  state, `CHANCE` or `TERMINAL`). Enough for a game whose turn is a short fixed cycle (First Landing).
- `TaskQueue`: a list of pending steps in the state (`{"kind", "player", ...}`), run from its head.
  Each kind is declared once as a `Step`: a decision of the task's player (asked of anyone, in turn
  or not: trade answers, reaction cards), dropped when it offers no real choice; a chance step; or
  an automatic step that runs at once and may log its effect. With no task pending, the game's
  idle decision (its main action phase) is the active player's.

Turn order is data too: `next_seat` for a fixed seat order, `order_by` for an order recomputed each
round (race position), and a decision that pushes the chosen player's turn for a team choosing who
goes next (tests/test_turns.py plays each of these in a small game).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pyengine.core.game import CHANCE, TERMINAL, State
from pyengine.core.messages import Msg

Task = dict[str, Any]


class Turns(Protocol):
    """What the action kit asks of a game's turn structure."""

    def to_move(self, state: State) -> int:
        """The player deciding now, CHANCE or TERMINAL."""
        ...

    def decision(self, state: State) -> str:
        """The name of the decision pending now (matched against `ActionType.during`)."""
        ...

    def settle(self, state: State) -> None:
        """Run what happens by itself after an action, until someone must decide."""
        ...


# --- turn order --------------------------------------------------------------------------------
def next_seat(current: int, players: int, skip: Iterable[int] = ()) -> int:
    """The next seat clockwise that is not skipped (e.g. players who passed); `current` if all are."""
    left = set(skip)
    for step in range(1, players + 1):
        seat = (current + step) % players
        if seat not in left:
            return seat
    return current


def order_by(players: int, key: Callable[[int], Any], reverse: bool = False) -> list[int]:
    """Seats sorted by a key read from the state (ties keep seat order), e.g. by race position."""
    return sorted(range(players), key=key, reverse=reverse)


# --- phases -------------------------------------------------------------------------------------
Decider = Callable[[State], int]


def active(key: str = "active") -> Decider:
    """The seat stored under a state key decides."""
    return lambda state: int(state[key])


def always(value: int) -> Decider:
    """A constant: CHANCE or TERMINAL."""
    return lambda state: value


@dataclass(frozen=True)
class Phases:
    """A phase name stored under `key`; each phase says who decides."""

    deciders: dict[str, Decider]
    key: str = "phase"

    def decision(self, state: State) -> str:
        """The current phase."""
        return str(state[self.key])

    def to_move(self, state: State) -> int:
        """The phase's decider."""
        return self.deciders[self.decision(state)](state)

    def settle(self, state: State) -> None:
        """Phases change only in effects: nothing runs by itself."""


# --- the task queue -------------------------------------------------------------------------------
def _never(state: State, task: Task) -> bool:
    return False


@dataclass(frozen=True)
class Step:
    """A kind of pending task: a decision (the default), a chance step, or an automatic step (`run`)."""

    kind: str
    run: Callable[[State, Task], None] | None = None  # an automatic step's effect
    chance: Callable[[State, Task], bool] | None = None  # a chance step while this holds
    skip: Callable[[State, Task], bool] = _never  # a decision dropped when it offers no real choice
    on_skip: Callable[[State, Task], None] | None = None  # what dropping it does
    log: Callable[[State, Task], Msg | None] | None = None  # an automatic step's log line, if any

    def is_chance(self, state: State, task: Task) -> bool:
        """True while this task waits for chance."""
        return self.chance is not None and self.chance(state, task)


def chance_step(kind: str) -> Step:
    """A step that is always decided by chance."""
    return Step(kind, chance=lambda state, task: True)


@dataclass
class TaskQueue:
    """Pending steps under `state[key]`, settled from the head; `idle` is the decision when none is pending."""

    steps: Sequence[Step]
    key: str = "tasks"
    idle: str = "main"
    over: Callable[[State], bool] = lambda state: bool(state["over"])
    idle_player: Callable[[State], int] = lambda state: int(state["active"])
    report: str | None = None  # a state key collecting automatic steps' log lines (as Msg JSON)

    def __post_init__(self) -> None:
        self.by_kind = {step.kind: step for step in self.steps}

    # --- reading --------------------------------------------------------------------------------
    def head(self, state: State) -> Task | None:
        """The task deciding what happens next, if any."""
        tasks: list[Task] = state[self.key]
        return tasks[0] if tasks else None

    def current(self, state: State) -> Task:
        """The head task, when one is known to be pending (IndexError otherwise)."""
        task: Task = state[self.key][0]
        return task

    def tasks(self, state: State) -> tuple[Task, ...]:
        """Every pending task, head first, for reading only."""
        return tuple(state[self.key])

    def is_chance(self, state: State) -> bool:
        """True when the head task waits for chance."""
        task = self.head(state)
        return task is not None and self.by_kind[task["kind"]].is_chance(state, task)

    def decision(self, state: State) -> str:
        """The head task's kind, else the idle decision."""
        task = self.head(state)
        return str(task["kind"]) if task is not None else self.idle

    def to_move(self, state: State) -> int:
        """TERMINAL, CHANCE, the head task's player, or the idle player."""
        if self.over(state):
            return TERMINAL
        task = self.head(state)
        if task is None:
            return self.idle_player(state)
        return CHANCE if self.is_chance(state) else int(task["player"])

    # --- changing -------------------------------------------------------------------------------
    def push(self, state: State, *tasks: Task) -> None:
        """Put tasks first, in order (they happen before anything already pending)."""
        state[self.key][:0] = list(tasks)

    def append(self, state: State, *tasks: Task) -> None:
        """Put tasks last."""
        state[self.key].extend(tasks)

    def pop(self, state: State) -> Task:
        """Remove and return the head task."""
        task: Task = state[self.key].pop(0)
        return task

    def replace_head(self, state: State, task: Task) -> None:
        """Put a task in the head task's place."""
        state[self.key][0] = task

    def update_head(self, state: State, **fields: Any) -> None:
        """Set fields of the head task."""
        state[self.key][0].update(fields)

    def reset(self, state: State, tasks: Iterable[Task] = ()) -> None:
        """Drop every pending task and queue these instead."""
        state[self.key] = list(tasks)

    def settle(self, state: State) -> None:
        """Run automatic steps and drop decisions without a real choice, until chance or a player decides."""
        while state[self.key] and not self.over(state):
            task = self.current(state)
            step = self.by_kind[task["kind"]]
            if step.is_chance(state, task):
                return
            if step.run is not None:
                self.pop(state)
                step.run(state, task)
                self._log(state, step, task)
            elif step.skip(state, task):
                self.pop(state)
                if step.on_skip is not None:
                    step.on_skip(state, task)
            else:
                return

    def _log(self, state: State, step: Step, task: Task) -> None:
        if self.report is None or step.log is None:
            return
        line = step.log(state, task)
        if line is not None:
            state.setdefault(self.report, []).append(line.to_json())
