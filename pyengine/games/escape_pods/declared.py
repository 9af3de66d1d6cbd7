"""Escape Pods' decisions, each declared once (core/decisions.py): who decides in each phase
(flow.QUEUE's phases are read from here), the status line (never naming a hidden crew), and the
crew types of the reserve as tools, with their lines for placing a crew or, during an effect,
boarding one. The names are decisions.py's; a pending task is decided by its player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.decisions import Decision, Decisions, fixed, tool_lines
from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import active, always
from pyengine.games.escape_pods import data
from pyengine.games.escape_pods.decisions import ASSIGN, EFFECT, HANGAR, OVER, PLAY, SCORING, SETUP
from pyengine.games.escape_pods.logic import PENDING
from pyengine.games.escape_pods.state import EscapeState as State
from pyengine.i18n import seat

if TYPE_CHECKING:
    from pyengine.core.table import Tool

Action = dict[str, Any]

# The moves a crew type in hand plays: action type -> (type, the field naming the type, its value).
TOOL_KINDS: dict[str, tuple[str, str, str]] = {
    "activate": ("activate", "role", "{role}"),
    "board": ("board", "from", "reserve:{role}"),
    "minipod": ("minipod", "role", "{role}"),
}


def role_msg(role: str) -> Msg:
    """A crew type with its pictogram."""
    from pyengine.games.escape_pods.view import ROLE_GLYPH  # the rules need no drawing: read when shown

    return msg(
        "ep.button.role",
        glyph=ROLE_GLYPH.get(role, "?"),
        role=msg(f"ep.role.{role}") if role in ROLE_GLYPH and role != "?" else msg("ep.role.unknown"),
    )


# --- the status line -------------------------------------------------------------------------------
def _turn_prompt(state: State) -> Msg:
    """The active player's actions left (on a last turn once the barrier formed)."""
    turn = state["turn"]
    left = max(0, turn["limit"] - turn["actions"])
    key = "ep.prompt.last_turn" if state["final"] is not None else "ep.prompt.play"
    return msg(key, player=seat(state["active"]), n=left)


def _effect_prompt(state: State) -> Msg:
    task = PENDING.current(state)
    return msg("ep.prompt.effect", player=seat(task["player"]), space=msg(f"ep.space.{task['space']}"))


def _hangar_prompt(state: State) -> Msg:
    task = PENDING.current(state)
    return msg("ep.prompt.hangar", player=seat(task["player"]), pod=msg(f"ep.pod.{task['pod']}"))


def _assign_prompt(state: State) -> Msg:
    task = PENDING.current(state)
    return msg("ep.prompt.assign", player=seat(task["player"]), refuge=task["refuge"] + 1)


# --- the tools -------------------------------------------------------------------------------------
def role_tools(state: State, legal: list[Action]) -> list[Tool]:
    """The crew types of the reserve, for the frequent moves that take one: placing a crew on an
    activation space, boarding from the reserve, launching a minipod. With a type in hand a tap
    on a space plays at once (a list only where pushes differ); a type the reserve lacks says so."""
    kinds = {a["type"] for a in legal}
    key = next((k for k in TOOL_KINDS if k in kinds), None)
    if key is None:
        return []
    kind, field, value = TOOL_KINDS[key]
    reserve = state["reserve"][int(state["active"])]
    found: list[Tool] = []
    for role in data.ROLES:
        template = {"type": kind, field: value.format(role=role)}
        reason = None if reserve.get(role, 0) else msg("ep.tools.none_left", role=role_msg(role))
        found.append((template, msg("ep.tools.role", role=role_msg(role), n=reserve.get(role, 0)), reason))
    # Only pod-to-pod boarding or landings left: no crew type to choose.
    playable = any(all(a.get(k) == v for k, v in t.items()) for t, _, _ in found for a in legal)
    return found if playable else []


DECISIONS = Decisions(
    [
        Decision(SETUP, fixed("ep.prompt.setup"), who=always(CHANCE)),
        Decision(PLAY, _turn_prompt, who=active()),
        Decision(SCORING, fixed("ep.prompt.setup"), who=always(TERMINAL)),
        Decision(OVER, fixed("ep.prompt.over"), who=always(TERMINAL)),
        Decision(EFFECT, _effect_prompt, tool_hints=tool_lines("ep.tools.board")),
        Decision(HANGAR, _hangar_prompt),
        Decision(ASSIGN, _assign_prompt, out_of_turn=True),  # at the scoring, once every turn was played
    ],
    # the setup's chance draws (refuge, reveal, first) read as the setup
    default=Decision("", fixed("ep.prompt.setup"), tools=role_tools, tool_hints=tool_lines("ep.tools.place")),
    over=Decision(OVER, fixed("ep.prompt.over")),
)
