"""Walking on the Moon at the web table (`WalkingMoonTable`, see core/table.py): panel rows and tools
(tap a die, then a jump slot; tap a result, then where it lands). Button texts and groups are
declared with the actions (actions.py)."""

from __future__ import annotations

from typing import Any

from pyengine.core.decisions import DeclaredTable
from pyengine.core.dice import die_target, parse_die, parse_or_none
from pyengine.core.messages import Msg, msg
from pyengine.core.table import COMPACT_ACTIONS, LegendItem, PanelRow
from pyengine.core.targets import parse_slot, slot_target
from pyengine.games.walking_moon import moves, turn
from pyengine.games.walking_moon.board import reach_mark
from pyengine.games.walking_moon.decisions import CHOOSE, DRAWING, OVER, PROGRAM
from pyengine.games.walking_moon.state import Astro
from pyengine.games.walking_moon.state import WalkingMoonState as State

Action = dict[str, Any]


def status_text(state: State, index: int) -> Msg:
    """An astronaut's state and the dice it gives; for the one whose turn it is, the dice of this
    turn first (the board's count: its counters were already spent when the turn began), then
    what its counters give next turn."""
    a = state["astros"][index]
    status = "done" if a["done"] else "down" if a["down"] else "handicap" if a["handicap"] else "normal"
    given = msg(f"wm.status.{status}")
    if moves.decision(state) in (DRAWING, OVER) or a["done"] or moves.acting(state) != index:
        return given
    return msg("wm.status.this_turn", dice=state["dice"], next=given)


def card_text(hand: str | None) -> Msg:
    """An action card as the panel shows it: its name, face down, or none."""
    if hand is None:
        return msg("wm.panel.no_card")
    return msg("wm.panel.hidden_card") if hand == "hidden" else msg(f"wm.card.{hand}")


def race_text(a: Astro) -> Msg:
    """Where an astronaut's race points come from: across the finish (first or later), the last
    card's printed square, or nothing short of the last card."""
    points = turn.position_points(a)
    if a["done"]:
        return msg("wm.result.first_across" if a["done"] == 1 else "wm.result.across", points=points)
    return msg("wm.result.last_card" if points else "wm.result.short", points=points)


class WalkingMoonTable(DeclaredTable):
    """Walking on the Moon at the web table: the players drawer and the tools."""

    layout = frozenset({COMPACT_ACTIONS})  # on a phone its dice, Extra die and Undo share lines (the bar was cut)

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Each astronaut's Sputniks, Ground Control, handicap and state; the action cards; the supply."""
        rows: list[PanelRow] = []
        for index, a in enumerate(observation["astros"]):
            owner = int(a["owner"])
            prefix = f"({index // 2 + 1}) " if observation["players"] == 2 else ""
            rows += [
                (owner, msg("wm.panel.sputniks", who=prefix), a["sputniks"]),
                (owner, msg("wm.panel.ct", who=prefix), a["ct"]),
                (owner, msg("wm.panel.status", who=prefix), status_text(observation, index)),
            ]
        if observation["advanced"]:
            rows += [(p, msg("wm.panel.card"), card_text(hand)) for p, hand in enumerate(observation["hands"])]
        supply = observation["supply"]
        rows.append((None, msg("wm.panel.supply"), msg("wm.panel.supply_value", **supply)))
        if observation["advanced"] and observation["discards"]:
            rows.append(
                (None, msg("wm.panel.discards"), msg("wm.list", items=[card_text(c) for c in observation["discards"]]))
            )
        return rows

    def results(self, state: State) -> list[PanelRow]:
        """Each astronaut's race points (how it earned them) and its Sputniks, one point each."""
        rows: list[PanelRow] = []
        for index, a in enumerate(state["astros"]):
            owner = int(a["owner"])
            prefix = f"({index // 2 + 1}) " if state["players"] == 2 else ""
            rows += [
                (owner, msg("wm.result.race", who=prefix), race_text(a)),
                (owner, msg("wm.panel.sputniks", who=prefix), msg("wm.result.sputniks", n=a["sputniks"])),
            ]
        return rows

    def tool_target(self, state: State, target: str) -> Action | None:
        """A die of the pool drawn on the jump card ("die:N"), while programming: the die's tool."""
        die = parse_or_none(parse_die, target)
        if moves.decision(state) != PROGRAM or die is None:
            return None
        return {"type": "assign", "die": die} if die < len(state["program"]) and state["program"][die] is None else None

    def tool_default(self, state: State, tool: Action) -> Action | None:
        """While programming, a die picked goes into the first jump slot still empty: one tap a die
        (a slot tapped first takes it instead; with every slot taken, the player picks one)."""
        if moves.decision(state) != PROGRAM or tool.get("type") != "assign" or "target" in tool:
            return None
        empty = [s for s, dice in enumerate(moves.jump_slots(state)) if not dice]
        if not empty or moves.assigned(state) >= state["dice"]:
            return None
        return {"type": "assign", "die": tool["die"], "target": slot_target(empty[0])}

    def take_back(self, state: State, target: str) -> Action | None:
        """While programming, a die on a jump slot tapped goes back to the pool (its "assign")."""
        die = parse_or_none(parse_die, target)
        if moves.decision(state) != PROGRAM or die is None:
            return None
        slot = state["program"][die] if die < len(state["program"]) else None
        return None if slot is None else {"type": "assign", "die": die, "target": slot_target(slot)}

    def tool_marks(self, state: State, tool: Action | None, chosen: str) -> list[str]:
        """While programming, a die in hand (or a jump slot tapped first, for the dice on it) shows
        on the board where it could land: the board's "reach:" highlights (view.py)."""
        if moves.decision(state) != PROGRAM:
            return []
        if tool is not None and tool.get("type") == "assign" and isinstance(tool.get("die"), int):
            return [reach_mark(die_target(tool["die"]))]
        if parse_or_none(parse_slot, chosen) is not None:
            return [reach_mark(chosen)]
        filled = [s for s, dice in enumerate(moves.jump_slots(state)) if dice]
        return [reach_mark(slot_target(filled[-1]))] if filled else []  # the die just placed: where it could land

    def menu_without_tool(self, state: State) -> bool:
        """While programming, a jump slot tapped first offers the dice it can take; while choosing,
        a landing square tapped (as the legend says) takes the result that lands there, whichever
        result is in hand (a menu when several land there)."""
        return moves.decision(state) in (PROGRAM, CHOOSE)

    def space(self, state: State, target: str) -> Msg:
        """A square's ground and astronauts, a jump slot's dice (view.py's words)."""
        from pyengine.games.walking_moon import view  # the board's own words for what it draws

        return view.space(state, target) or super().space(state, target)

    def legend(self) -> list[LegendItem]:
        """Every symbol the board draws (the ground, the marks, the tokens, the dice, the paths), as drawn."""
        from pyengine.games.walking_moon import view  # the board's own drawing

        return view.legend()
