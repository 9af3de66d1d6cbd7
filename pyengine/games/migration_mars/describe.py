"""Log lines and prompts of Migration: Mars as localizable messages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import board, data, flow
from pyengine.i18n import CATALOGS, seat

State = dict[str, Any]
Action = dict[str, Any]


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
    return msg("mm.place.embassy") if value == "embassy" else str(value).removeprefix("hex:")


def _actor(state: State) -> Msg:
    task = flow.head(state)
    player = task["player"] if task is not None and "player" in task else state["active"]
    return seat(int(player))


def _simple(key: str) -> Callable[[State, Action], Msg]:
    return lambda state, action: msg(key, player=_actor(state))


def _build(state: State, action: Action) -> Msg:
    return msg(
        "mm.log.build",
        player=_actor(state),
        building=msg(f"mm.building.{action['kind']}"),
        hex=place(action["target"]),
    )


def _rebuild(state: State, action: Action) -> Msg:
    kind = state["repair"][state["active"]][action["slot"]]
    return msg("mm.log.rebuild", player=_actor(state), building=msg(f"mm.building.{kind}"), hex=place(action["target"]))


def _export(state: State, action: Action) -> Msg:
    get = msg("mm.card.population") if action["get"] == "population" else card(action["get"])
    return msg("mm.log.export", player=_actor(state), give=card(action["give"]), get=get)


def _trade_change(state: State, action: Action) -> Msg:
    """An edit of the offer: the first or last of an asset by name, otherwise the new amount and the old
    one (a counter-offer that still asks 1 water never reads "no longer asks for water")."""
    kind = action["type"]
    trade = state["trade"]
    task = flow.head(state)
    me = int(task["player"] if task is not None else state["active"])
    other = int(trade["b"] if me == trade["a"] else trade["a"])
    side = me if kind in ("trade_offer", "trade_unoffer") else other
    before = int(trade["gives"][str(side)].get(action["asset"], 0))
    after = before + (1 if kind in ("trade_offer", "trade_ask") else -1)
    if min(before, after) == 0:
        return msg(f"mm.log.{kind}", player=_actor(state), card=card(action["asset"]))
    verb = "offer" if side == me else "ask"
    amount = card_count(action["asset"], after)
    return msg(f"mm.log.trade_{verb}_now", player=_actor(state), amount=amount, before=before)


def _dice(state: State, action: Action) -> Msg:
    player = seat(state["active"])
    values = {"player": player, "move": action["move"], "harvest": action["harvest"]}
    cells = state["tasks"][0].get("fuel")
    if cells:  # committed before the roll
        where = _where(state, action["move"] + cells, action["harvest"])
        return msg("mm.log.dice_fuel", **values, n=cells, where=where)
    if cells is None and state["hand"][state["active"]]["fuel"]:
        return msg("mm.log.dice", **values)  # the player may still add fuel cells
    return msg("mm.log.dice_move", **values, where=_where(state, action["move"], action["harvest"]))


def _fuel(state: State, action: Action) -> Msg:
    task = state["tasks"][0]
    if task["kind"] == "fuel":
        return msg("mm.log.fuel_before", player=_actor(state), n=action["cells"])
    where = _where(state, task["move"] + action["cells"], task["harvest"])
    return msg("mm.log.fuel", player=_actor(state), n=action["cells"], where=where)


def _where(state: State, steps: int, die: int) -> Msg:
    """Where the active rover ends after `steps`, and what it finds there."""
    square, home = flow.destination(state, steps)
    kind = data.TRACK[square]
    if home:
        return msg("mm.log.at_home")
    if kind in data.BASIC:
        return msg("mm.log.at_resource", square=square, amount=card_count(kind, flow.harvest(state, square, die)))
    if kind.startswith("stop:"):
        return msg("mm.log.at_stop", square=square, faction=msg(f"mm.faction.{kind.split(':')[1]}"))
    return msg("mm.log.at_ruins", square=square)


def _meteor(state: State, action: Action) -> Msg:
    key, result = flow.meteor_site(state, action)
    lost = len(flow.destroyed(state, key)) if result == "hit" else 0
    return msg(
        f"mm.log.meteor_{result}",
        direction=action["direction"],
        distance=action["distance"],
        impact=action["impact"],
        hex=key,
        lost=lost,
    )


def _event(state: State, action: Action) -> Msg:
    if action["card"] is None:
        return msg("mm.log.no_event")
    return msg("mm.log.event", player=_actor(state), event=msg(f"mm.event.{data.EVENTS[action['card']]}"))


def _play_event(state: State, action: Action) -> Msg:
    return msg("mm.log.play_event", player=_actor(state), event=msg(f"mm.event.{data.EVENTS[action['card']]}"))


# The log line of each action type and chance outcome (state is the one before it), named by the
# declarations in actions.py.
DESCRIBE: dict[str, Callable[[State, Action], Msg]] = {
    "shuffle": lambda state, action: msg("mm.log.shuffle"),
    "first_roll": lambda state, action: msg("mm.log.first_roll", player=seat(action["player"]), value=action["value"]),
    "dice": _dice,
    "meteor": _meteor,
    "explore": lambda state, action: msg("mm.log.explore", face=msg(f"mm.face.{action['face']}")),
    "event": _event,
    "first_tunnel": lambda state, action: msg("mm.log.first_tunnel", player=_actor(state), hex=place(action["target"])),
    "move_pop": lambda state, action: msg(
        "mm.log.move_pop", player=_actor(state), src=place(action["from"]), dst=place(action["to"])
    ),
    "recover": lambda state, action: msg("mm.log.recover", player=_actor(state), dst=place(action["to"])),
    "export": _export,
    "play_event": _play_event,
    "scrap_repair": _simple("mm.log.scrap_repair"),
    "trade_open": lambda state, action: msg("mm.log.trade_open", player=_actor(state), partner=seat(action["partner"])),
    "trade_offer": _trade_change,
    "trade_ask": _trade_change,
    "trade_unoffer": _trade_change,
    "trade_unask": _trade_change,
    "trade_send": _simple("mm.log.trade_send"),
    "trade_cancel": _simple("mm.log.trade_cancel"),
    "trade_accept": _simple("mm.log.trade_accept"),
    "trade_reject": _simple("mm.log.trade_reject"),
    "trade_counter": _simple("mm.log.trade_counter"),
    "build": _build,
    "clear_impact": lambda state, action: msg("mm.log.clear_impact", player=_actor(state), hex=place(action["target"])),
    "demolish": lambda state, action: msg("mm.log.demolish", player=_actor(state), hex=place(action["target"])),
    "rebuild": _rebuild,
    "roll": _simple("mm.log.roll"),
    "fuel": _fuel,
    "recall": _simple("mm.log.recall"),
    "pick_resource": lambda state, action: msg("mm.log.pick", player=_actor(state), card=card(action["resource"])),
    "ruins": lambda state, action: msg("mm.log.ruins", player=_actor(state), card=card(action["choice"])),
    "evacuate": lambda state, action: msg("mm.log.evacuate", player=_actor(state), dst=place(action["target"])),
    "repair": lambda state, action: msg(
        f"mm.log.repair_{action['choice']}",
        player=_actor(state),
        building=msg(f"mm.building.{state['tasks'][0]['building']}"),
    ),
    "injure": lambda state, action: msg(
        "mm.log.injure" if "hospital" in action else "mm.log.injure_dies",
        player=_actor(state),
        src=place(action["source"]),
    ),
    "take_supply": lambda state, action: msg("mm.log.take", player=_actor(state), card=card(action["item"])),
    "gift": lambda state, action: msg(
        "mm.log.gift",
        player=_actor(state),
        card=msg("mm.card.population") if action["item"] == "population" else card(action["item"]),
    ),
}


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
