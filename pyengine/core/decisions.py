"""Decisions declared once: who decides, the prompt, the hint, the tools, whether out of turn.

A decision is what the turn machinery names now (`Turns.decision`: a phase, or a pending task's
kind; the same name `ActionType.during` opens types for). A game declares each of its decisions once,
as a `Decision` under its name constant, and hands the set to its rules (`KitGame.decisions`):

- the rules' `prompt` (the status line) reads the current decision's prompt;
- the game's `Table`, a `DeclaredTable`, reads its hint (the note beside the buttons), its tools
  (choices that filter the board), the tools' four lines, and whether it is asked out of turn (a
  bot answers at once);
- `phases()` gives the turn machinery who decides in each phase (`TaskQueue(phases=...)`); a pending
  task's decision is its task's player's, so declares no `who`.

What a decision leaves out is the set's `default` (the game's usual prompt, its tools' wording, a
note shown whatever is decided); `over` is what a finished game shows, whichever name is current.
Adding a decision is then one `Decision(...)` and its catalog lines; nothing else re-derives it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from pyengine.core.game import State
from pyengine.core.messages import Msg, msg
from pyengine.core.table import Table, Tool, ToolHints

Action = dict[str, Any]
Prompt = Callable[[State], Msg]
Note = Callable[[State], Msg | None]
Tools = Callable[[State, list[Action]], list[Tool]]
Decider = Callable[[State], int]


@dataclass(frozen=True)
class Decision:
    """One decision: its name constant, who decides while it is the phase (None: the pending task's
    player), and what the table shows for it (None: the set's default)."""

    name: str
    prompt: Prompt | None = None  # the status line
    who: Decider | None = None  # who decides while this is the phase (a seat, CHANCE or TERMINAL)
    hint: Note | None = None  # the line beside the decision's buttons (None from it: no line)
    tools: Tools | None = None  # choices that filter the board's targets
    tool_hints: ToolHints | None = None  # the tools' heading, hint, hint once chosen, first-tap line
    out_of_turn: bool = False  # a question put to a player outside their own turn


def tool_lines(prefix: str, first: str = "first") -> ToolHints:
    """The tools' four lines from a catalog prefix: `<prefix>.title`, `.hint`, `.chosen`, `.<first>`."""
    return (msg(f"{prefix}.title"), msg(f"{prefix}.hint"), msg(f"{prefix}.chosen"), msg(f"{prefix}.{first}"))


def fixed(key: str) -> Prompt:
    """A prompt or hint that is one catalog line."""
    line = msg(key)
    return lambda state: line


def _no_note(state: State) -> Msg | None:
    return None


def _no_tools(state: State, legal: list[Action]) -> list[Tool]:
    return []


class Decisions:
    """A game's decisions by name, with the defaults for what a decision leaves out."""

    def __init__(self, decisions: Iterable[Decision], default: Decision, over: Decision | None = None) -> None:
        self.by_name: dict[str, Decision] = {}
        for decision in decisions:
            if decision.name in self.by_name:
                raise ValueError(f"decision {decision.name!r} declared twice")
            self.by_name[decision.name] = decision
        self.default = default
        self.over = over

    def now(self, name: str, finished: bool = False) -> Decision:
        """The decision declared under this name (the default if none), or `over` once the game ended."""
        if finished and self.over is not None:
            return self.over
        return self.by_name.get(name, self.default)

    def phases(self) -> dict[str, Decider]:
        """Who decides in each phase, for the turn machinery."""
        return {name: d.who for name, d in self.by_name.items() if d.who is not None}

    def prompt(self, decision: Decision, state: State) -> Msg:
        """The status line."""
        found = decision.prompt or self.default.prompt
        return found(state) if found is not None else msg("core.prompt.choose")

    def hint(self, decision: Decision, state: State) -> Msg | None:
        """The note beside the buttons."""
        return (decision.hint or self.default.hint or _no_note)(state)

    def tools(self, decision: Decision, state: State, legal: list[Action]) -> list[Tool]:
        """The tools on offer."""
        return (decision.tools or self.default.tools or _no_tools)(state, legal)

    def tool_hints(self, decision: Decision) -> ToolHints | None:
        """The tools' four lines (None: the table's plain ones)."""
        return decision.tool_hints or self.default.tool_hints

    def out_of_turn(self, decision: Decision) -> bool:
        """Whether it is asked outside the player's own turn."""
        return decision.out_of_turn


class DeclaredTable(Table):
    """A table whose rules declare their decisions: the hint, tools, tool lines and out-of-turn flag
    of the decision pending now are its declaration's (a game's table overrides none of them)."""

    def _decision(self, state: State) -> tuple[Decisions, Decision] | None:
        rules = self.rules
        decision = rules.decision_now(state) if rules is not None else None
        if rules is None or rules.decisions is None or decision is None:
            return None
        return rules.decisions, decision

    def tools(self, state: State, legal: list[Action]) -> list[Tool]:
        """The current decision's declared tools."""
        found = self._decision(state)
        return found[0].tools(found[1], state, legal) if found is not None else []

    def tool_hints(self, state: State) -> ToolHints:
        """The current decision's declared tool lines, else the table's general ones."""
        found = self._decision(state)
        declared = found[0].tool_hints(found[1]) if found is not None else None
        return declared or super().tool_hints(state)

    def decision_note(self, state: State) -> Msg | None:
        """The current decision's declared hint."""
        found = self._decision(state)
        return found[0].hint(found[1], state) if found is not None else None

    def out_of_turn(self, state: State) -> bool:
        """Whether the current decision is declared out of turn."""
        found = self._decision(state)
        return found[0].out_of_turn(found[1]) if found is not None else False
