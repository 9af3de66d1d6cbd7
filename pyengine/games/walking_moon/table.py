"""Walking on the Moon at the web table (`WalkingMoonTable`, see core/table.py): panel rows and tools
(tap a die, then a jump slot; tap a result, then where it lands). Button texts and groups are
declared with the actions (actions.py)."""

from __future__ import annotations

from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.core.table import LegendItem, PanelRow, Table, Tool, ToolHints
from pyengine.core.targets import slot_target
from pyengine.games.walking_moon import moves, turn
from pyengine.games.walking_moon.describe import die_name

State = dict[str, Any]
Action = dict[str, Any]


def status_text(state: State, index: int) -> Msg:
    """An astronaut's state and the dice it gives; for the one whose turn it is, the dice of this
    turn first (the board's count: its counters were already spent when the turn began), then
    what its counters give next turn."""
    a = state["astros"][index]
    status = "done" if a["done"] else "down" if a["down"] else "handicap" if a["handicap"] else "normal"
    given = msg(f"wm.status.{status}")
    if moves.decision(state) in ("drawing", "over") or a["done"] or moves.acting(state) != index:
        return given
    return msg("wm.status.this_turn", dice=state["dice"], next=given)


def card_text(hand: str | None) -> Msg:
    """An action card as the panel shows it: its name, face down, or none."""
    if hand is None:
        return msg("wm.panel.no_card")
    return msg("wm.panel.hidden_card") if hand == "hidden" else msg(f"wm.card.{hand}")


def race_text(a: dict[str, Any]) -> Msg:
    """Where an astronaut's race points come from: across the finish (first or later), the last
    card's printed square, or nothing short of the last card."""
    points = turn.position_points(a)
    if a["done"]:
        return msg("wm.result.first_across" if a["done"] == 1 else "wm.result.across", points=points)
    return msg("wm.result.last_card" if points else "wm.result.short", points=points)


class WalkingMoonTable(Table):
    """Walking on the Moon at the web table: the players drawer and the tools."""

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

    def tools(self, state: State, legal: list[Action]) -> list[Tool]:
        """While programming, the dice of the pool (then a jump slot); while choosing, each result
        (then the square it lands on)."""
        if moves.decision(state) == "program":
            free = [d for d, slot in enumerate(state["program"]) if slot is None]
            full = moves.assigned(state) >= state["dice"]
            reason = msg("wm.illegal.all_dice_programmed", dice=state["dice"]) if full else None
            return [({"type": "assign", "die": d}, die_name(d), reason) for d in free]
        if moves.decision(state) == "choose":
            dice = sorted({a["die"] for a in legal if a["type"] == "use"})
            faces = {r["die"]: r["face"] for r in state["roll"]}
            return [({"type": "use", "die": d}, die_name(d, faces[d]), None) for d in dice]
        return []

    def tool_target(self, state: State, target: str) -> Action | None:
        """A die of the pool drawn on the jump card ("die:N"), while programming: the die's tool."""
        kind, _, place = target.partition(":")
        if moves.decision(state) != "program" or kind != "die" or not place.isdigit():
            return None
        die = int(place)
        return {"type": "assign", "die": die} if die < len(state["program"]) and state["program"][die] is None else None

    def tool_default(self, state: State, tool: Action) -> Action | None:
        """While programming, a die picked goes into the first jump slot still empty: one tap a die
        (a slot tapped first takes it instead; with every slot taken, the player picks one)."""
        if moves.decision(state) != "program" or tool.get("type") != "assign" or "target" in tool:
            return None
        empty = [s for s, dice in enumerate(moves.jump_slots(state)) if not dice]
        if not empty or moves.assigned(state) >= state["dice"]:
            return None
        return {"type": "assign", "die": tool["die"], "target": slot_target(empty[0])}

    def take_back(self, state: State, target: str) -> Action | None:
        """While programming, a die on a jump slot tapped goes back to the pool (its "assign")."""
        kind, _, place = target.partition(":")
        if moves.decision(state) != "program" or kind != "die" or not place.isdigit():
            return None
        die = int(place)
        if die >= len(state["program"]) or state["program"][die] is None:
            return None
        return {"type": "assign", "die": die, "target": slot_target(state["program"][die])}

    def tool_marks(self, state: State, tool: Action | None, chosen: str) -> list[str]:
        """While programming, a die in hand (or a jump slot tapped first, for the dice on it) shows
        on the board where it could land: the board's "reach:" highlights (view.py)."""
        if moves.decision(state) != "program":
            return []
        if tool is not None and tool.get("type") == "assign" and isinstance(tool.get("die"), int):
            return [f"reach:die:{tool['die']}"]
        if chosen.startswith("slot:"):
            return [f"reach:{chosen}"]
        filled = [s for s, dice in enumerate(moves.jump_slots(state)) if dice]
        return [f"reach:slot:{filled[-1]}"] if filled else []  # the die just placed: where it could land

    def menu_without_tool(self, state: State) -> bool:
        """While programming, a jump slot tapped first offers the dice it can take; while choosing,
        a landing square tapped (as the legend says) takes the result that lands there, whichever
        result is in hand (a menu when several land there)."""
        return moves.decision(state) in ("program", "choose")

    def tool_hints(self, state: State) -> ToolHints:
        """Programming the dice, or choosing a result: this game's words, not building's."""
        phase = "choose" if moves.decision(state) == "choose" else "program"
        title, hint, chosen, first = (msg(f"wm.tools.{phase}.{part}") for part in ("title", "hint", "chosen", "first"))
        return (title, hint, chosen, first)

    def decision_note(self, state: State) -> Msg | None:
        """What the decision means, for those without tools: jump again or stop, robbing, sharing
        counters, an action card's window (None: the prompt says enough)."""
        phase = moves.decision(state)
        if phase == "ask":
            swap = moves.asked(state)["window"] == "swap"
            return msg("wm.hint.swap" if swap else "wm.hint.ask")
        return msg(f"wm.hint.{phase}") if phase in ("continue", "rob", "share") else None

    def out_of_turn(self, state: State) -> bool:
        """An action card's window: cards are only ever played outside the player's own moves."""
        return bool(moves.decision(state) == "ask")

    def space(self, state: State, target: str) -> Msg:
        """A square's ground and astronauts, a jump slot's dice (view.py's words)."""
        from pyengine.games.walking_moon import view  # the board's own words for what it draws

        return view.space(state, target) or super().space(state, target)

    def legend(self) -> list[LegendItem]:
        """Every symbol the board draws (the ground, the marks, the tokens, the dice, the paths), as drawn."""
        from pyengine.games.walking_moon import view  # the board's own drawing

        return view.legend()
