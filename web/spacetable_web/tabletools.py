"""The table's tools and board taps: which moves a tap on a target plays, why a target cannot be
played, and the card a board space shows (pure, no browser). A module of the table's zip: the
controller imports it when a table needs it (docs/CONTRACTS.md).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pyengine.core import Match, Msg
from pyengine.core.actions import FIELD_REASONS
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import msg
from pyengine.core.table import LOOK_PREFIX, table_of
from pyengine.i18n import seat
from spacetable_web import bots as table_bots

if TYPE_CHECKING:
    from spacetable_web.controller import Controller


def parse_action(raw: str) -> Action | None:
    """An action from a button's JSON argument, or None if it is not an object."""
    try:
        action = json.loads(raw)
    except (ValueError, RecursionError):
        return None
    return action if isinstance(action, dict) else None


@dataclass(frozen=True)
class SpaceCard:
    """The card on a board space: what it is, what a tap there plays now, or why it cannot."""

    what: Msg
    moves: tuple[Action, ...]  # the moves a tap there plays now with the tool in hand (none: not playable)
    reason: Msg | None  # why it cannot be played now (None when it can)
    tools: tuple[Msg, ...] = ()  # the other choices (tools) it can be played with
    picks: Msg | None = None  # the tool a tap on it takes in hand (a die on the jump card)
    held: bool = False  # that tool is in hand: a tap puts it down
    back: bool = False  # a piece the player placed in this decision: a tap takes it back


def space_card(match: Match, tool: str, target: str, what: Msg) -> SpaceCard:
    """The card's verdict on a target: the tool it stands for (a die on the jump card), else the
    moves a tap plays there (`tap_moves`), else the tools that would, else the game's reason for the
    armed tool or the pending decision."""
    if match.to_move < 0 and not match.is_over:
        return SpaceCard(what, (), msg("ui.space.nothing"))
    table = table_of(match.game)
    if not match.is_over and table.take_back(match.decider_seen(), target) is not None:
        return SpaceCard(what, (), None, back=True)
    stands_for = table.tool_target(match.decider_seen(), target) if not match.is_over else None
    if stands_for is not None:
        key = canonical(stands_for)
        for template, label, reason in tools_of(match):
            if canonical(template) == key:
                held = key == tool  # in hand already: a tap puts it down
                default = table.tool_default(match.decider_seen(), template) if reason is None and not held else None
                if default is not None:  # one tap plays it where it goes without saying
                    return SpaceCard(what, (default,), None)
                return SpaceCard(what, (), reason, picks=label if reason is None else None, held=held)
    moves = tuple(tap_moves(match, tool, target))
    if moves:
        return SpaceCard(what, moves, None)
    others = tuple(
        label
        for template, label, reason in tools_of(match)
        if reason is None and _tool_reaches(match, template, target)
    )
    if others:
        return SpaceCard(what, (), None, others)
    return SpaceCard(what, (), why_not(match, tool, target))


def _tool_reaches(match: Match, template: Action, target: str) -> bool:
    """True if a legal move of this tool acts on the target."""
    return any(a.get("target") == target and fits(a, template) for a in match.legal_actions())


def tap_moves(match: Match, tool: str, target: str) -> list[Action]:
    """The legal moves a tap on a target plays (a menu when several): those of the tool in hand
    there, or of no tool when none is in hand; and when the game offers the tools' moves on a space
    as a menu (`menu_without_tool`: a Moon landing square, a jump slot), every legal move there."""
    matching = [a for a in tool_actions(match, tool) if a.get("target") == target]
    if not matching and table_of(match.game).menu_without_tool(match.decider_seen()):
        matching = [a for a in match.legal_actions() if a.get("target") == target]
    return matching


def why_not(match: Match, tool: str, target: str) -> Msg:
    """Why this target cannot be played now: the armed tool's own reason for it, else a reason
    about this very target for a move the player could make now (it differs from the one for no
    target), else the reason a tool must be chosen first (the game's words), else one about the
    moment, else "nothing to do there". Never the action kit's reasons about an action's fields
    (`FIELD_REASONS`): the questions are asked with the moves the player could make, moved to the
    target, and a question the game cannot answer that way gets no answer."""
    legal = match.legal_actions()
    if tool == "" and any(a.get("target") == target for a in legal):
        return table_of(match.game).tool_hints(match.decider_seen())[3]
    template = parse_action(tool) if tool else None
    if template is not None:
        reason = _reason_at(match, [template, *(a for a in legal if fits(a, template))], target)
        if reason is not None:
            return reason
    fallback = None
    for action_type in sorted({a["type"] for a in legal if "target" in a}):
        moves = [{"type": action_type}, *(a for a in legal if a["type"] == action_type)]
        reason = _reason_at(match, moves, target)
        if reason is not None and reason != _reason_at(match, moves, ""):
            return reason
        fallback = fallback or reason
    if fallback is not None:
        return fallback
    if match.is_over:
        return msg("core.illegal.game_over")
    return msg("ui.table.nothing_here")


def _reason_at(match: Match, moves: list[Action], target: str) -> Msg | None:
    """The first player's reason why one of these moves, taken to this target, is refused (a
    reason about the move's fields is none)."""
    asked: set[str] = set()
    for move in moves:
        question = {**move, "target": target}
        key = canonical(question)
        if key in asked:  # the same move from another target: asked already (a map has hundreds)
            continue
        asked.add(key)
        reason = match.why_illegal(question)
        if reason is not None and reason.key not in FIELD_REASONS:
            return reason
    return None


# The last match's tools: a tap's render asks for them more than once (matches are immutable).
_TOOLS: dict[int, tuple[Match, list[tuple[Action, Msg, Msg | None]]]] = {}


def tools_of(match: Match) -> list[tuple[Action, Msg, Msg | None]]:
    """The game's tools for the current decision (see panels.py), or none."""
    if match.to_move < 0:
        return []
    remembered = _TOOLS.get(id(match))
    if remembered is None or remembered[0] is not match:
        remembered = (match, table_of(match.game).tools(match.decider_seen(), match.legal_actions()))
        _TOOLS.clear()
        _TOOLS[id(match)] = remembered
    return list(remembered[1])


def tool_actions(match: Match, tool: str) -> list[Action]:
    """Legal actions: only those of the chosen tool when one is chosen; with none chosen, those of
    no tool (nothing is armed until the player picks a tool)."""
    legal = match.legal_actions()
    if not tool:
        templates = [template for template, _, _ in tools_of(match)]
        return [a for a in legal if not any(fits(a, template) for template in templates)]
    template = json.loads(tool)
    return [a for a in legal if fits(a, template)]


def fits(action: Action, template: Action) -> bool:
    """True if the action has every item of the tool's template."""
    return all(action.get(k) == v for k, v in template.items())


# --- the table's board commands (Controller.target, pick_tool, inspect, choose_tool) -------------
def board_target(controller: Controller, match: Match, target: str, pending: tuple[Action, ...]) -> None:
    """A board element was clicked or pressed at an open table: take back a piece placed in this
    decision, act, offer a choice, or say why not."""
    if target.startswith(LOOK_PREFIX):  # a part of the track to look at, not a move
        controller._set(look=target, preview="")
        return
    table = table_of(match.game)
    earlier = table.take_back(match.decider_seen(), target)
    if earlier is not None:
        take_back(controller, match, earlier)
        return
    tool = table.tool_target(match.decider_seen(), target)
    if tool is not None:
        controller.pick_tool(match, tool, pending)
        return
    matching = tap_moves(match, controller.ui.tool, target)
    if len(matching) == 1:
        controller.tap(match, matching[0])
    elif matching:
        controller._set(choices=tuple(matching), choice_target=target, preview="")
    else:
        controller._set(preview="")
        controller._notify("error", controller._why_not(match, target))


def take_back(controller: Controller, match: Match, earlier: Action) -> None:
    """A piece the player placed earlier in this decision was tapped: that move is taken back,
    the later ones kept (a die off its jump slot)."""
    from pyengine.core.takeback import without

    taken = without(match, earlier) if table_bots.undoable(match, controller.ui.bots) else None
    if taken is None:
        controller._notify("error", msg("core.illegal.cannot_undo"))
        return
    controller._play(taken)


def pick_tool(controller: Controller, tool: Action, pending: tuple[Action, ...]) -> None:
    """The move the menu of the space tapped before offers with this tool, else the tool armed."""
    chosen = [a for a in pending if fits(a, tool)]
    if len(chosen) == 1:
        controller.act(canonical(chosen[0]))
    else:
        controller.choose_tool(canonical(tool))


def inspect(match: Match, tool: str, bots: table_bots.BotTable, target: str) -> SpaceCard:
    """The card on a board space of an open table (a bot's turn: whose it is)."""
    what = table_of(match.game).space(match.seen(None), target)
    turn = table_bots.deciding(bots, match)
    if turn is not None:
        return SpaceCard(what, (), msg("ui.bots.not_yours", name=seat(turn[0])))
    return space_card(match, tool, target, what)


def choose_tool(controller: Controller, match: Match, template: Action) -> None:
    """Choose (or put down) one of the game's tools, or say why it cannot be chosen."""
    key = canonical(template)
    for tool, _, reason in tools_of(match):
        if canonical(tool) == key:
            held = controller.ui.tool == key
            default = None if held else table_of(match.game).tool_default(match.decider_seen(), tool)
            if reason is not None:
                controller._notify("error", reason)
            elif default is not None:  # its place goes without saying: one tap plays it
                controller.act(canonical(default))
            else:
                controller._set(tool="" if controller.ui.tool == key else key)
            return
    controller._notify("error", msg("ui.table.nothing_here"))
