"""The Artemis Project's decisions, each declared once (core/decisions.py): who decides in each
phase (flow.QUEUE's phases are read from here), the status line, this round's event beside the
buttons whatever is decided, and the tools: the dice to place, or the colonists' kinds to move,
each with its lines. The names are decisions.py's; a pending task is decided by its player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.decisions import Decision, Decisions, fixed, tool_lines
from pyengine.core.game import TERMINAL
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import TaskQueue, active, always
from pyengine.games.artemis import data
from pyengine.games.artemis.decisions import ESCORT, MARINE, OVER, PLACE, PLAYER_TASKS, RESOLVE, SETUP, UPKEEP
from pyengine.games.artemis.state import ArtemisState as State
from pyengine.i18n import seat

if TYPE_CHECKING:
    from pyengine.core.table import Tool, ToolHints

Action = dict[str, Any]
PENDING = TaskQueue()  # flow.QUEUE's pending tasks, read without its steps (flow reads this module)

# The dice tray's words while placing (and answering what a placed die asks); the colonists'
# words otherwise (moving them into buildings in the resolution or upkeep), where no die is picked.
DICE_LINES = tool_lines("ar.tool")
CREW_LINES: ToolHints = (
    msg("ar.tool.crew_title"),
    msg("ar.tool.crew_hint"),
    msg("ar.tool.crew_chosen"),
    msg("ar.tool.crew_first"),
)


def _never_idle(state: State) -> int:
    """Setup, resolution and upkeep always have a pending step; an empty queue there ends the game."""
    return TERMINAL


def _place_prompt(state: State) -> Msg:
    return msg("ar.prompt.place", player=seat(state["active"]), n=len(state["pools"][state["active"]]))


def _task_prompt(state: State) -> Msg:
    """A player's task: `ar.prompt.<kind>`, naming the player."""
    task = PENDING.current(state)
    return msg(f"ar.prompt.{task['kind']}", player=seat(task["player"]))


def _event_note(state: State) -> Msg | None:
    """This round's event and when it fires, in one line: its effect is on the board's event card
    just below (the whole effect here pushed a phone's dice and colonists below the status's fold)."""
    event = state["event"]
    if event is None:
        return None
    letter = data.EVENTS[event].letter
    when = msg("ar.board.now") if letter == data.NOW else msg("ar.board.letter", letter=letter)
    return msg("ar.note.event", event=msg(f"ar.event.{event}"), when=when)


def _tools(state: State, legal: list[Action]) -> list[Tool]:
    """While placing: one tool per die value (then tap a region); while moving colonists: one per kind."""
    tools: list[Tool] = []
    seen: set[str] = set()
    for action in legal:
        if action["type"] == "place" and f"d{action['die']}" not in seen:
            seen.add(f"d{action['die']}")
            value = state["pools"][state["active"]][action["die"]]
            tools.append(({"type": "place", "die": action["die"]}, msg("ar.tool.die", value=value), None))
        elif action["type"] == "house" and action["kind"] not in seen:
            seen.add(action["kind"])
            tools.append(({"type": "house", "kind": action["kind"]}, msg(f"ar.kind.{action['kind']}"), None))
    return tools


DECISIONS = Decisions(
    [
        Decision(SETUP, who=_never_idle),
        Decision(PLACE, _place_prompt, who=active(), tool_hints=DICE_LINES),
        Decision(RESOLVE, who=_never_idle),
        Decision(UPKEEP, who=_never_idle),
        Decision(OVER, fixed("ar.prompt.over"), who=always(TERMINAL)),
        *(Decision(kind, _task_prompt) for kind in PLAYER_TASKS if kind not in (ESCORT, MARINE)),
        # a placed die's questions are asked while placing: the dice tray keeps its words
        Decision(ESCORT, _task_prompt, tool_hints=DICE_LINES),
        Decision(MARINE, _task_prompt, tool_hints=DICE_LINES),
    ],
    # the chance steps (the roll, a reshuffle)
    default=Decision("", fixed("ar.prompt.chance"), hint=_event_note, tools=_tools, tool_hints=CREW_LINES),
    over=Decision(OVER, fixed("ar.prompt.over")),
)
