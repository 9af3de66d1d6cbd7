"""Log lines for what an action set off by itself in Migration: Mars (`Game.consequences`): the
supply stop read step by step, and losses a player could otherwise miss (buildings destroyed by a
meteor, population lost, ruins rewards, event effects). They are read from the records `flow.note`
leaves in the state's "report" during the action, and from the supply step before and after it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.core.targets import parse_place
from pyengine.games.migration_mars import board, data, flow
from pyengine.games.migration_mars.describe import card, card_count, place
from pyengine.games.migration_mars.state import MigrationState as State
from pyengine.i18n import seat

Record = dict[str, Any]

# The rulebook's five supply steps, in order (a task's "supply" field is its number, 6 = victory check).
SUPPLY_STEPS = ("upkeep", "recharge", "produce", "shipment", "event")


def supply_step(state: State) -> tuple[int, int] | None:
    """(player, step 1-5) of the supply stop under way, or None when there is none."""
    if state["over"]:
        return None
    for index, task in enumerate(flow.QUEUE.tasks(state)):
        number = task.get("supply")
        if number is not None:
            # A step's own task at the head is waiting for its decision or draw; anything in front
            # of it (a lost refinery's repair, an evacuation after the event) belongs to the step before.
            current = number if index == 0 else number - 1
            return int(task["player"]), max(1, min(current, len(SUPPLY_STEPS)))
    return None


def step_line(step: int, detail: Msg) -> Msg:
    """ "Supply stop 2/5 — recharge: ..."."""
    name = msg(f"mm.supply.{SUPPLY_STEPS[step - 1]}")
    return msg("mm.report.step", step=step, steps=len(SUPPLY_STEPS), name=name, detail=detail)


def _chain(parts: list[Msg]) -> Msg:
    """Several clauses of one step read as one sentence ("a; b; c")."""
    joined = parts[-1]
    for part in reversed(parts[:-1]):
        joined = msg("mm.report.and", first=part, then=joined)
    return joined


def _upkeep(record: Record) -> list[Msg]:
    player = seat(record["player"])
    parts = []
    if record["refineries"]:
        parts.append(msg("mm.report.refineries", player=player, n=record["refineries"]))
    parts += [msg("mm.report.refinery_lost", player=player, hex=place(k)) for k in record["lost"]]
    if record["water"]:
        parts.append(msg("mm.report.water", player=player, n=record["water"]))
    elif not record["died"]:
        parts.append(msg("mm.report.no_water", player=player))
    if record["died"]:
        places = [place(parse_place(p, "embassy")) for p in record["died"]]  # kept as targets in the state
        parts.append(msg("mm.report.thirst", player=player, n=len(places), places=places))
    return [step_line(1, _chain(parts))]


def _recharge(record: Record) -> list[Msg]:
    player = seat(record["player"])
    parts = [msg("mm.report.returned", player=player, n=record["discarded"])] if record["discarded"] else []
    parts.append(msg("mm.report.new_fuel" if record["took"] else "mm.report.no_fuel", player=player))
    return [step_line(2, _chain(parts))]


def _produce(record: Record) -> list[Msg]:
    player = seat(record["player"])
    items = [card_count(k, record[k]) for k in ("olympium", "rcu", "medipack") if record[k]]
    detail = (
        msg("mm.report.produce", player=player, items=items) if items else msg("mm.report.no_produce", player=player)
    )
    return [step_line(3, detail)]


def _gain(record: Record) -> list[Msg]:
    player = seat(record["player"])
    if not record["n"]:
        return [msg("mm.report.station_out", player=player, card=card(record["card"]))]
    return [msg("mm.report.gain", player=player, amount=card_count(record["card"], record["n"]))]


def _lose(record: Record) -> list[Msg]:
    if not record["n"]:
        return []  # nothing to lose: nothing worth a line
    return [msg("mm.report.lose", player=seat(record["player"]), amount=card_count(record["card"], record["n"]))]


def _done(record: Record) -> list[Msg]:
    player = seat(record["player"])
    if record["won"]:
        return [msg("mm.report.supply_won", player=player, n=data.VICTORY_POPULATION)]
    return [msg("mm.report.supply_done", player=player)]


def _building(key: str) -> Callable[[Record], list[Msg]]:
    """A line naming a player, a building and a hex."""
    return lambda r: [
        msg(
            key,
            player=seat(r["player"]),
            building=msg(f"mm.building.{r['building']}"),
            hex=board.hex_name(r.get("hex", "")),
        )
    ]


def _simple(key: str) -> Callable[[Record], list[Msg]]:
    """A line naming only the player."""
    return lambda r: [msg(key, player=seat(r["player"]))]


LINES: dict[str, Callable[[Record], list[Msg]]] = {
    "upkeep": _upkeep,
    "recharge": _recharge,
    "produce": _produce,
    "no_shipment": lambda r: [step_line(4, msg("mm.report.no_shipment", player=seat(r["player"])))],
    "supply_done": _done,
    "destroyed": _building("mm.report.destroyed"),
    "pop_lost": _building("mm.report.pop_lost"),
    "to_board": _building("mm.report.to_board"),
    "nobody_hurt": _simple("mm.report.nobody_hurt"),
    "ruins_nothing": _simple("mm.report.ruins_nothing"),
    "event_saved": _simple("mm.report.event_saved"),
    "gain": _gain,
    "ruins_reward": lambda r: [
        msg("mm.report.ruins_reward", player=seat(r["player"]), amount=card_count(r["card"], r["n"]))
    ],
    "access_bonus": lambda r: [msg("mm.report.access_bonus", player=seat(r["player"]), n=r["n"])],
    "lose": _lose,
}

# What the stop waits for when it reaches a step that is not automatic.
WAITING = {4: "mm.report.shipment_pending", 5: "mm.report.event_pending"}


def consequences(before: State, after: State) -> list[Msg]:
    """The log lines of what one action set off by itself, in the order it happened."""
    lines = [line for record in after.get("report", []) for line in LINES[record["what"]](record)]
    was, now = supply_step(before), supply_step(after)
    reached = now[1] if now is not None else 0
    if now is not None and reached in WAITING and reached > (was[1] if was is not None else 0):
        lines.append(step_line(reached, msg(WAITING[reached], player=seat(now[0]))))
    return lines


def procedure(state: State) -> tuple[Msg, list[Msg], int] | None:
    """The table's view of a supply stop under way: its title, the five steps, the current one (0-based)."""
    found = supply_step(state)
    if found is None:
        return None
    player, step = found
    steps = [msg(f"mm.supply.{name}") for name in SUPPLY_STEPS]
    return msg("mm.supply.title", player=seat(player)), steps, step - 1
