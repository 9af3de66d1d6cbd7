"""Walking on the Moon's decisions, each declared once (core/decisions.py): who decides in each
phase (turn.PHASES is read from here), the status line, the note beside the buttons, the tools that
filter the board, and the action card's window asked out of turn. The names are decisions.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.decisions import Decision, Decisions, fixed, tool_lines
from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import always
from pyengine.games.walking_moon import moves
from pyengine.games.walking_moon.decisions import (
    ASK,
    CHOOSE,
    CONTINUE,
    DRAWING,
    OVER,
    PROGRAM,
    ROB,
    ROLLING,
    SHARE,
    SPECIAL,
)
from pyengine.games.walking_moon.describe import astro_name, die_name
from pyengine.games.walking_moon.state import WalkingMoonState as State
from pyengine.i18n import seat

if TYPE_CHECKING:
    from pyengine.core.table import Tool

Action = dict[str, Any]


def owner(state: State) -> int:
    """The active astronaut's player."""
    return int(moves.astro(state)["owner"])


def _astro_prompt(state: State) -> Msg:
    """The decision's own line, naming the active astronaut (`wm.prompt.<decision>`)."""
    return msg(f"wm.prompt.{moves.decision(state)}", astro=astro_name(state, moves.active(state)))


def _program_prompt(state: State) -> Msg:
    who = astro_name(state, moves.active(state))
    return msg("wm.prompt.program", astro=who, dice=state["dice"], left=state["dice"] - moves.assigned(state))


def _special_prompt(state: State) -> Msg:
    return msg(f"wm.prompt.special.{state['effect']}", astro=astro_name(state, moves.active(state)))


def _ask_prompt(state: State) -> Msg:
    """A window may open between turns, when no astronaut is acting: the player asked is named."""
    ask = moves.asked(state)
    key = "wm.prompt.ask.swap" if ask["window"] == "swap" else "wm.prompt.ask"
    return msg(key, player=seat(ask["player"]))


def _ask_hint(state: State) -> Msg:
    return msg("wm.hint.swap" if moves.asked(state)["window"] == "swap" else "wm.hint.ask")


def _program_tools(state: State, legal: list[Action]) -> list[Tool]:
    """The dice of the pool (then a jump slot), closed once the turn's dice are all programmed."""
    free = [d for d, slot in enumerate(state["program"]) if slot is None]
    full = moves.assigned(state) >= state["dice"]
    reason = msg("wm.illegal.all_dice_programmed", dice=state["dice"]) if full else None
    return [({"type": "assign", "die": d}, die_name(d), reason) for d in free]


def _choose_tools(state: State, legal: list[Action]) -> list[Tool]:
    """Each result of the roll (then the square it lands on)."""
    dice = sorted({a["die"] for a in legal if a["type"] == "use"})
    faces = {r["die"]: r["face"] for r in state["roll"]}
    return [({"type": "use", "die": d}, die_name(d, faces[d]), None) for d in dice]


DECISIONS = Decisions(
    [
        Decision(PROGRAM, _program_prompt, who=owner, tools=_program_tools),
        Decision(ROLLING, who=always(CHANCE)),
        Decision(CHOOSE, who=owner, tools=_choose_tools, tool_hints=tool_lines("wm.tools.choose")),
        Decision(CONTINUE, who=owner, hint=fixed("wm.hint.continue")),
        Decision(OVER, fixed("wm.prompt.over"), who=always(TERMINAL)),
        Decision(ASK, _ask_prompt, hint=_ask_hint, out_of_turn=True),
        Decision(ROB, hint=fixed("wm.hint.rob")),
        Decision(SHARE, hint=fixed("wm.hint.share")),
        Decision(SPECIAL, _special_prompt),
        Decision(DRAWING, fixed("wm.prompt.drawing")),
    ],
    default=Decision("", _astro_prompt, tool_hints=tool_lines("wm.tools.program")),
)
