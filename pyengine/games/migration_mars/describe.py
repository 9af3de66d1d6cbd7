"""Names and prompts of Migration: Mars as localizable messages (each action's log line is declared
with the action, in actions.py)."""

from __future__ import annotations

from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import board, flow
from pyengine.i18n import CATALOGS, seat

State = dict[str, Any]


def card(name: str) -> Msg:
    """A card or asset name (saved events read "event card")."""
    return msg("mm.card.event") if name.startswith("event:") else msg(f"mm.card.{name}")


def count(noun: Msg, n: int) -> Msg:
    """ "2 fuel cells", "1 fuel cell": an amount with its noun, plural unless it is one."""
    plural = f"{noun.key}.many"
    return msg("mm.ui.count", card=msg(plural) if n != 1 and plural in CATALOGS["en"] else noun, n=n)


def card_count(name: str, n: int) -> Msg:
    """An amount of a card or asset: "2 Medipacks", "3 water"."""
    return count(card(name), n)


def place(value: Any) -> Msg | str:
    """A population place: the Embassy or a hex."""
    return msg("mm.place.embassy") if value == "embassy" else board.hex_name(str(value).removeprefix("hex:"))


def prompt_for(state: State) -> Msg:
    """The status line for the current decision."""
    if state["over"]:
        return msg("mm.prompt.over")
    task = flow.head(state)
    if task is None:
        key = "mm.prompt.after_build" if state["turn"]["built"] else "mm.prompt.turn"
        return msg(key, player=seat(state["active"]))
    if task["kind"] in flow.CHANCE_TASKS:
        return msg("mm.prompt.chance")
    extra: dict[str, Any] = {}
    if task["kind"] in ("repair", "evacuate"):
        extra["building"] = msg(f"mm.building.{task.get('building') or task['from']}")
    if task["kind"] == "move":
        extra["move"] = task["move"]
    if task["kind"] == "ruins":
        extra["hex"] = board.ACCESS[task["ruins"]]
    return msg(f"mm.prompt.{task['kind']}", player=seat(int(task["player"])), **extra)
