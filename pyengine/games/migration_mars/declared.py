"""Migration: Mars's decisions, each declared once (core/decisions.py): the turn's own ("main", with
the construction tools), each pending task's prompt where it names more than its player, the chance
steps' line, and the trade's terms beside the buttons whatever is decided. Who decides is the task's
player (flow.QUEUE), else the active player."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.decisions import Decision, Decisions, fixed, tool_lines
from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import actions, board, colony, data, flow
from pyengine.games.migration_mars.decisions import (
    CHANCE_KINDS,
    EVACUATE,
    IDLE,
    MOVE,
    OVER,
    REPAIR,
    RUINS,
)
from pyengine.games.migration_mars.describe import cost_glyphs, trade_text
from pyengine.games.migration_mars.state import MigrationState as State
from pyengine.i18n import seat

if TYPE_CHECKING:
    from pyengine.core.table import Tool

Action = dict[str, Any]


def _turn_prompt(state: State) -> Msg:
    key = "mm.prompt.after_build" if state["turn"]["built"] else "mm.prompt.turn"
    return msg(key, player=seat(state["active"]))


def _task_prompt(state: State, **extra: Any) -> Msg:
    """A pending task's line, `mm.prompt.<kind>`, naming its player."""
    task = flow.QUEUE.current(state)
    return msg(f"mm.prompt.{task['kind']}", player=seat(int(task["player"])), **extra)


def _building_prompt(state: State) -> Msg:
    """A repair or an evacuation: the building it is about."""
    task = flow.QUEUE.current(state)
    return _task_prompt(state, building=msg(f"mm.building.{task.get('building') or task['from']}"))


def _move_prompt(state: State) -> Msg:
    return _task_prompt(state, move=flow.QUEUE.current(state)["move"])


def _ruins_prompt(state: State) -> Msg:
    return _task_prompt(state, hex=board.ACCESS[flow.QUEUE.current(state)["ruins"]])


def _trade_note(state: State) -> Msg | None:
    """The terms of the trade on the table, while it is built and while it is answered."""
    trade = state.get("trade")
    return msg("mm.status.trade", terms=trade_text(trade)) if trade else None


def _build_tools(state: State, legal: list[Action]) -> list[Tool]:
    """The construction choices of the active player's turn: each structure (with its cost and
    pieces left, or why it cannot be built now), removing an impact tile or a building, rebuilding."""
    p = int(state["active"])
    found: list[Tool] = []
    types = {a["type"] for a in legal}
    for kind in data.BUILD_ORDER:
        template: Action = {"type": "build", "kind": kind}
        building = msg(f"mm.building.{kind}")
        if kind == "fortress":  # limited by blueprints, not by pieces
            text = msg("mm.tool.build_fortress", building=building, cost=cost_glyphs(kind))
        else:
            text = msg(
                "mm.tool.build", building=building, cost=cost_glyphs(kind), left=colony.pieces_left(state, p, kind)
            )
        reason = None
        if not any(a["type"] == "build" and a["kind"] == kind for a in legal):
            reason = actions.MAIN["build"].gate(state) or actions._afford_problem(state, p, kind)
            reason = reason or msg("mm.ui.no_site")
        found.append((template, text, reason))
    for kind, key in (("clear_impact", "mm.tool.clear_impact"), ("demolish", "mm.tool.demolish")):
        if kind in types:
            found.append(({"type": kind}, msg(key), None))
    for slot, kind in enumerate(state["repair"][p]):
        template = {"type": "rebuild", "slot": slot}
        reason = None
        if not any(a["type"] == "rebuild" and a["slot"] == slot for a in legal):
            reason = msg("mm.illegal.rebuild_whole_turn")
        found.append((template, msg("mm.tool.rebuild", building=msg(f"mm.building.{kind}")), reason))
    return found


DECISIONS = Decisions(
    [
        Decision(IDLE, _turn_prompt, tools=_build_tools),
        *(Decision(kind, fixed("mm.prompt.chance")) for kind in sorted(CHANCE_KINDS)),
        Decision(REPAIR, _building_prompt),
        Decision(EVACUATE, _building_prompt),
        Decision(MOVE, _move_prompt),
        Decision(RUINS, _ruins_prompt),
    ],
    default=Decision("", _task_prompt, hint=_trade_note, tool_hints=tool_lines("mm.tools", first="choose_first")),
    over=Decision(OVER, fixed("mm.prompt.over")),
)
