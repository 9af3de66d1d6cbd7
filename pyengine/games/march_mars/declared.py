"""March on Mars's decisions, each declared once (core/decisions.py): who decides in each phase
(queue.PHASES is read from here), the status line, the note beside the buttons and the dice as
tools while programming. The names are decisions.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.decisions import Decider, Decision, Decisions, Prompt, fixed, tool_lines
from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import always
from pyengine.games.march_mars import data
from pyengine.games.march_mars.decisions import (
    ARRIVE,
    ASKED,
    CHOOSE,
    CONTINUE,
    DECOY,
    LAND,
    OVER,
    PICK,
    PROGRAM,
    ROLLING,
    TARGET,
    TRAIN,
    WAVES,
)
from pyengine.games.march_mars.state import Chosen
from pyengine.games.march_mars.state import MarchMarsState as State
from pyengine.i18n import seat

if TYPE_CHECKING:
    from pyengine.core.table import Tool

Action = dict[str, Any]


# --- who decides ---------------------------------------------------------------------------------
def owner_of_active(state: State) -> int:
    """The active marine's player."""
    return int(state["marines"][state["active"]]["owner"])


def first_owner(field: Chosen) -> Decider:
    """The player of the first marine still to choose its ability ("ability") or square ("col")."""

    def decider(state: State) -> int:
        return int(next(m["owner"] for m in state["marines"] if m[field] in (None, -1)))

    return decider


def picker(state: State) -> int:
    """The team's choice of who plays next is entered by the first seat of the marines still to play."""
    return int(next(m["owner"] for m in state["marines"] if m["alive"] and not m["played"]))


# --- the status line -------------------------------------------------------------------------------
def _turn(state: State) -> int:
    return max(1, state["round"])


def _player(state: State) -> Msg:
    """The active marine's player (seat 0 while no marine is active)."""
    return seat(state["marines"][state["active"]]["owner"] if state["active"] >= 0 else 0)


def _setup_prompt(key: str, field: Chosen) -> Prompt:
    decider = first_owner(field)
    return lambda state: msg(key, player=seat(decider(state)))


def _marine_prompt(key: str) -> Prompt:
    return lambda state: msg(key, player=_player(state))


def _pick_prompt(state: State) -> Msg:
    return msg("mom.prompt.pick", turn=_turn(state))


def _program_prompt(state: State) -> Msg:
    return msg("mom.prompt.program", player=_player(state), dice=state["dice"], turn=_turn(state))


def _choose_prompt(state: State) -> Msg:
    if state["mode"] == "bomb":
        total = sum(int(r["face"][0]) for r in state["roll"])
        return msg("mom.prompt.bomb", player=_player(state), total=total)
    return msg("mom.prompt.melee" if state["melee"] else "mom.prompt.choose", player=_player(state))


def _over_prompt(state: State) -> Msg:
    return msg("mom.prompt.won" if state["won"] else f"mom.prompt.lost_{state['why']}")


def _choose_hint(state: State) -> Msg | None:
    return msg("mom.hint.melee") if state["melee"] else None


def _program_tools(state: State, legal: list[Action]) -> list[Tool]:
    """The dice not yet programmed (then an action slot)."""
    if state["active"] < 0:
        return []
    dice = sorted({a["die"] for a in legal if a["type"] == "assign"})
    return [({"type": "assign", "die": d}, msg(f"mom.die.{data.DICE[d]}"), None) for d in dice]


DECISIONS = Decisions(
    [
        Decision(TRAIN, _setup_prompt("mom.prompt.train", "ability"), who=first_owner("ability")),
        Decision(LAND, _setup_prompt("mom.prompt.land", "col"), who=first_owner("col")),
        Decision(
            PICK, lambda state: msg("mom.prompt.pick", turn=_turn(state)), who=picker, hint=fixed("mom.hint.pick")
        ),
        Decision(PROGRAM, _program_prompt, who=owner_of_active, tools=_program_tools),
        Decision(CHOOSE, _choose_prompt, who=owner_of_active, hint=_choose_hint),
        Decision(CONTINUE, _marine_prompt("mom.prompt.continue"), who=owner_of_active),
        Decision(TARGET, _marine_prompt("mom.prompt.target"), who=owner_of_active),
        Decision(ARRIVE, _marine_prompt("mom.prompt.arrive"), who=owner_of_active),
        Decision(ROLLING, fixed("mom.prompt.rolling"), who=always(CHANCE)),
        Decision(WAVES, fixed("mom.prompt.rolling"), who=always(CHANCE)),
        Decision(OVER, _over_prompt, who=always(TERMINAL)),
        # the decoy's owner keeps or rerolls the side die at the round's end, when no marine plays
        Decision(DECOY, fixed(f"mom.prompt.task_{DECOY}"), out_of_turn=True),
        *(Decision(kind, fixed(f"mom.prompt.task_{kind}")) for kind in ASKED),
    ],
    # a task the status line does not name (an automatic step, never met at rest) reads as an alien's
    default=Decision("", fixed("mom.prompt.task_alien"), tool_hints=tool_lines("mom.tools")),
    over=Decision(OVER, _over_prompt),
)
