"""Turns as data: one machinery (`TaskQueue`) says who decides now and runs what happens by itself.

Every game's turn structure is a `TaskQueue`: a list of pending steps in the state, run from its head,
over the game's phases.

- **Phases.** With `phases` set, one state key names the phase and each phase says who decides while
  nothing is pending (a seat read from the state, `CHANCE` or `TERMINAL`). `enter` changes phase,
  running the steps declared on leaving the old one and entering the new one (a round's setup, its
  scoring). Rounds are phases entered again.
- **Pending steps.** `{"kind", "player", ...}` tasks, each kind declared once as a `Step`: a decision of
  the task's player (asked of anyone, in turn or not: trade answers, reaction cards), dropped when it
  offers no real choice; a chance step; or an automatic step that runs at once and may log its effect.
  A window that interrupts a turn pushes its asks and an automatic step that resumes the turn.
- **Turn shapes.** A fixed seat order (`next_seat`), an order recomputed from the state (`order_by`),
  a team choosing who goes next (a decision that pushes the chosen player's turn), "ask each player in
  turn until all pass" (`ask_around` then `answered`), and **simultaneous secret decisions**
  (`simultaneous` then `commit`: each listed player commits a choice nobody else sees, `sealed` hides
  them in observations, and the step's `reveal` runs when the last commits).
- **Automated opponents** (`automaton`): a step the rules play for an actor that is not a seat (a wave
  of aliens). It is a chance step with one outcome, the opponent's move, so the match applies it as
  its own entry: logged, undone never, and shown one at a time on the table.

tests/test_turns.py plays each shape in two small games.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from pyengine.core.game import CHANCE, TERMINAL, Action, State
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


# --- who decides while nothing is pending -------------------------------------------------------
Decider = Callable[[State], int]
Hook = Callable[[State], None]


def active(key: str = "active") -> Decider:
    """The seat stored under a state key decides."""
    return lambda state: int(state[key])


def always(value: int) -> Decider:
    """A constant: CHANCE or TERMINAL."""
    return lambda state: value


# --- the pending steps ----------------------------------------------------------------------------
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
    reveal: Callable[[State, Task], None] | None = None  # a simultaneous decision's effect once all committed
    # A nested turn: a turn played while other steps wait (an action card's extra jump inside its
    # window). While it heads the queue the phases decide, as with nothing pending; popping it goes
    # back to the steps that wait.
    nested: bool = False

    def is_chance(self, state: State, task: Task) -> bool:
        """True while this task waits for chance."""
        return self.chance is not None and self.chance(state, task)


def chance_step(kind: str) -> Step:
    """A step that is always decided by chance."""
    return Step(kind, chance=lambda state, task: True)


def automaton(kind: str) -> Step:
    """An automated opponent's step (declare its move with `automaton_move`): decided by the rules,
    not a seat; pending like chance, so each is applied, logged and shown as its own entry."""
    return chance_step(kind)


def automaton_move(
    kind: str,
    move: Callable[[State], Action],
    effect: Callable[[State, Any], None],
    log: Callable[[State, Any], Msg],
    shape: Mapping[str, Any] | None = None,
) -> Any:
    """The chance declaration of an automaton step: its one outcome is `move(state)`, the move the
    rules make for it (a ChanceType: core.actions imports this module, so it is made here lazily).
    `shape`: the fields of the move besides its type (core/shapes.py Fields), which a save's
    entries must have (none: the move is its type alone)."""
    from pyengine.core.actions import ChanceType

    return ChanceType(kind, (kind,), effect, log, outcomes=lambda state: [(move(state), 1)], shape=dict(shape or {}))


# --- the one machinery ----------------------------------------------------------------------------
@dataclass
class TaskQueue:
    """Pending steps under `state[key]`, settled from the head, over the game's phases.

    With nothing pending, the decision is the phase (`phases`: phase -> who decides) or, for a game
    without phases, `idle`, decided by `idle_player`."""

    steps: Sequence[Step] = ()
    key: str = "tasks"
    idle: str = "main"
    over: Callable[[State], bool] = lambda state: bool(state["over"])
    idle_player: Callable[[State], int] = lambda state: int(state["active"])
    report: str | None = None  # a state key collecting automatic steps' log lines (as Msg JSON)
    phases: Mapping[str, Decider] | None = None
    phase_key: str = "phase"
    on_enter: Mapping[str, Hook] = field(default_factory=dict)  # steps run on entering a phase
    on_leave: Mapping[str, Hook] = field(default_factory=dict)  # steps run on leaving a phase

    def __post_init__(self) -> None:
        self.by_kind = {step.kind: step for step in self.steps}

    # --- reading --------------------------------------------------------------------------------
    def tasks(self, state: State) -> tuple[Task, ...]:
        """The pending tasks, head first (read-only: change them through this queue)."""
        return tuple(state.get(self.key) or ())

    def head(self, state: State) -> Task | None:
        """The task deciding what happens next, if any."""
        tasks: list[Task] = state.get(self.key) or []
        return tasks[0] if tasks else None

    def current(self, state: State) -> Task:
        """The head task, when one is known to be pending (IndexError otherwise)."""
        task: Task = state[self.key][0]
        return task

    def is_chance(self, state: State) -> bool:
        """True when the head task waits for chance."""
        task = self.head(state)
        return task is not None and self.by_kind[task["kind"]].is_chance(state, task)

    def pending(self, state: State) -> Task | None:
        """The head task that decides now: None when nothing is pending or a nested turn heads the
        queue (then the phase decides)."""
        task = self.head(state)
        if task is None or (task["kind"] in self.by_kind and self.by_kind[task["kind"]].nested):
            return None
        return task

    def phase(self, state: State) -> str:
        """The current phase (`idle` for a game without phases)."""
        return str(state[self.phase_key]) if self.phases is not None else self.idle

    def decision(self, state: State) -> str:
        """The head task's kind, else (nothing pending, or a nested turn) the phase."""
        task = self.pending(state)
        return str(task["kind"]) if task is not None else self.phase(state)

    def to_move(self, state: State) -> int:
        """TERMINAL, CHANCE, the head task's decider, or the phase's."""
        task = self.pending(state)
        if self.phases is not None:
            if task is None:
                return self.phases[self.phase(state)](state)
        elif self.over(state):
            return TERMINAL
        elif task is None:
            return self.idle_player(state)
        if self.is_chance(state):
            return CHANCE
        return decider(task)

    # --- changing -------------------------------------------------------------------------------
    def push(self, state: State, *tasks: Task) -> None:
        """Put tasks first, in order (they happen before anything already pending)."""
        state.setdefault(self.key, [])[:0] = list(tasks)

    def append(self, state: State, *tasks: Task) -> None:
        """Put tasks last."""
        state.setdefault(self.key, []).extend(tasks)

    def pop(self, state: State) -> Task:
        """Remove and return the head task."""
        task: Task = state[self.key].pop(0)
        return task

    def enter(self, state: State, phase: str) -> None:
        """Change phase: the old phase's leaving steps, then the new one's entering steps."""
        leave = self.on_leave.get(self.phase(state))
        if leave is not None:
            leave(state)
        state[self.phase_key] = phase
        enter = self.on_enter.get(phase)
        if enter is not None:
            enter(state)

    def replace_head(self, state: State, task: Task) -> None:
        """Put a task in the head task's place."""
        state[self.key][0] = task

    def update_head(self, state: State, **fields: Any) -> None:
        """Set fields of the head task."""
        state[self.key][0].update(fields)

    def reset(self, state: State, tasks: Iterable[Task] = ()) -> None:
        """Drop every pending task and queue these instead."""
        state[self.key] = list(tasks)

    # --- asking around, and secret decisions taken together ------------------------------------
    def ask_around(self, state: State, kind: str, order: Sequence[int]) -> None:
        """Ask each player in `order` in turn, round and round, until all pass one after another."""
        self.push(state, {"kind": kind, "order": list(order), "at": 0, "passes": 0})

    def answered(self, state: State, passed: bool) -> None:
        """The asked player answered: on to the next; the asking ends once all passed in a row."""
        task = state[self.key][0]
        task["passes"] = task["passes"] + 1 if passed else 0
        task["at"] = (task["at"] + 1) % len(task["order"])
        if task["passes"] >= len(task["order"]):
            self.pop(state)

    def simultaneous(self, state: State, kind: str, players: Sequence[int]) -> None:
        """Every listed player commits a choice nobody else sees (`commit`); revealed together."""
        self.push(state, {"kind": kind, "players": list(players), "chosen": {}})

    def commit(self, state: State, choice: Any) -> None:
        """The deciding player's secret choice; once the last commits, the step's `reveal` runs
        with every choice (task["chosen"]: seat as text -> choice) and the task is done."""
        task = state[self.key][0]
        task["chosen"][str(decider(task))] = choice
        if len(task["chosen"]) == len(task["players"]):
            self.pop(state)
            reveal = self.by_kind[task["kind"]].reveal
            if reveal is not None:
                reveal(state, task)

    def sealed(self, state: State, viewer: int | None) -> list[Task]:
        """The pending tasks as `viewer` may see them: other players' committed choices hidden
        (that they committed is public: the table waits on the others)."""
        return [_sealed(task, viewer) for task in self.tasks(state)]

    # --- settling -------------------------------------------------------------------------------
    def settle(self, state: State) -> None:
        """Run automatic steps and drop decisions without a real choice, until chance or a player decides."""
        while state.get(self.key) and not (self.phases is None and self.over(state)):
            task = self.current(state)
            step = self.by_kind[task["kind"]]
            if step.nested or step.is_chance(state, task):
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


def decider(task: Task) -> int:
    """Who decides a pending task: its player, the next asked around, or the first yet to commit."""
    if "chosen" in task:
        return next(int(p) for p in task["players"] if str(p) not in task["chosen"])
    if "order" in task:
        return int(task["order"][task["at"]])
    return int(task["player"])


def _sealed(task: Task, viewer: int | None) -> Task:
    if "chosen" not in task:
        return task
    chosen = {seat: (choice if seat == str(viewer) else None) for seat, choice in task["chosen"].items()}
    return {**task, "chosen": chosen}


def Phases(deciders: Mapping[str, Decider], key: str = "phase") -> TaskQueue:
    """The queue of a game whose turn is a short fixed cycle of phases and that pushes no tasks."""
    return TaskQueue(phases=deciders, phase_key=key)
