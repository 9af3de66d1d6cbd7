"""Walking on the Moon at the web table (`WalkingMoonTable`, see core/table.py): panel rows and tools
(tap a die, then a jump slot; tap a result, then where it lands). Button texts and groups are
declared with the actions (actions.py)."""

from __future__ import annotations

from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.core.table import PanelRow, Table, Tool
from pyengine.games.walking_moon import moves
from pyengine.games.walking_moon.describe import die_name

State = dict[str, Any]
Action = dict[str, Any]


def card_text(hand: str | None) -> Msg:
    """An action card as the panel shows it: its name, face down, or none."""
    if hand is None:
        return msg("wm.panel.no_card")
    return msg("wm.panel.hidden_card") if hand == "hidden" else msg(f"wm.card.{hand}")


class WalkingMoonTable(Table):
    """Walking on the Moon at the web table: the players drawer and the tools."""

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Each astronaut's Sputniks, Ground Control, handicap and state; the action cards; the supply."""
        rows: list[PanelRow] = []
        for index, a in enumerate(observation["astros"]):
            owner = int(a["owner"])
            prefix = f"({index // 2 + 1}) " if observation["players"] == 2 else ""
            status = "done" if a["done"] else "down" if a["down"] else "handicap" if a["handicap"] else "normal"
            rows += [
                (owner, msg("wm.panel.sputniks", who=prefix), a["sputniks"]),
                (owner, msg("wm.panel.ct", who=prefix), a["ct"]),
                (owner, msg("wm.panel.status", who=prefix), msg(f"wm.status.{status}")),
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

    def tools(self, state: State, legal: list[Action]) -> list[Tool]:
        """While programming, the dice of the pool (then a jump slot); while choosing, each result
        (then the square it lands on)."""
        if state["phase"] == "program":
            free = [d for d, slot in enumerate(state["program"]) if slot is None]
            full = moves.assigned(state) >= state["dice"]
            reason = msg("wm.illegal.all_dice_programmed", dice=state["dice"]) if full else None
            return [({"type": "assign", "die": d}, die_name(d), reason) for d in free]
        if state["phase"] == "choose":
            dice = sorted({a["die"] for a in legal if a["type"] == "use"})
            faces = {r["die"]: r["face"] for r in state["roll"]}
            return [({"type": "use", "die": d}, die_name(d, faces[d]), None) for d in dice]
        return []
