"""Log lines and prompts of TINYforming Mars as localizable messages (player names via seat())."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import board, data, flow, queries
from pyengine.games.tinyforming_mars.actions import mover, open_types
from pyengine.games.tinyforming_mars.messages import credits
from pyengine.i18n import seat

State = dict[str, Any]
Action = dict[str, Any]


def end_name(end_id: str) -> Msg:
    """A project's name."""
    return msg(f"tm.end.{end_id}")


def pair_name(pair: int) -> Msg:
    """Both ends of a card: "Lava Flows / Water From Europa"."""
    a, b = data.PAIRS[pair]
    return msg("tm.card.pair", a=end_name(a.id), b=end_name(b.id))


def hex_name(target: str) -> int:
    """The printed number (1-19) of a "hex:q,r" target."""
    return board.NUMBER[target.removeprefix("hex:")]


def _opponent(state: State, player: int) -> Msg:
    return msg("tm.neutral") if state["solo"] else seat(flow.other(state, player))


def _colors(state: State, action: Action) -> Msg:
    return msg("tm.log.colors", white=seat(action["white"]), black=seat(1 - action["white"]))


def _draw(state: State, action: Action) -> Msg:
    return msg("tm.log.draw", player=seat(mover(state)), card=pair_name(action["card"]))


def _keep(state: State, action: Action) -> Msg:
    player = mover(state)
    a, b = data.PAIRS[state["drawn"]]
    mine, theirs = (a, b) if action["target"] == "end:a" else (b, a)
    return msg(
        "tm.log.keep", player=seat(player), mine=end_name(mine.id), theirs=end_name(theirs.id),
        other=_opponent(state, player),
    )  # fmt: skip


def _project(state: State, action: Action) -> Msg:
    end_id = action["target"].removeprefix("project:")
    cost = queries.end_cost(state, mover(state), end_id)
    return msg("tm.log.project", player=seat(mover(state)), project=end_name(end_id), cost=credits(cost))


def _standard(state: State, action: Action) -> Msg:
    std = action["target"].removeprefix("std:")
    return msg("tm.log.standard", player=seat(mover(state)), project=msg(f"tm.std.{std}"))


def _place(state: State, action: Action) -> Msg:
    task = flow.head(state)
    assert task is not None
    number = hex_name(action["target"])
    if task["kind"] == "city":
        if "from" in task:
            return msg("tm.log.city_moved", player=seat(task["player"]), src=hex_name(task["from"]), hex=number)
        return msg("tm.log.city", player=seat(task["player"]), hex=number)
    cube = task["rule"].split(":")[0]
    return msg(f"tm.log.place_{cube}", player=seat(task["player"]), hex=number)


def _simple(key: str) -> Callable[[State, Action], Msg]:
    return lambda state, action: msg(key, player=seat(mover(state)))


def _with_hex(key: str) -> Callable[[State, Action], Msg]:
    return lambda state, action: msg(key, player=seat(mover(state)), hex=hex_name(action["target"]))


def _token(state: State, action: Action) -> Msg:
    return msg("tm.log.token", player=seat(mover(state)), token=msg(f"tm.tag.{action['token']}"))


DESCRIBE: dict[str, Callable[[State, Action], Msg]] = {
    "colors": _colors,
    "draw": _draw,
    "keep": _keep,
    "project": _project,
    "standard": _standard,
    "pass": _simple("tm.log.pass"),
    "place": _place,
    "move_city": _with_hex("tm.log.move_city"),
    "token": _token,
    "remove": _with_hex("tm.log.remove"),
    "skip": _simple("tm.log.skip"),
    "extra_heat": _simple("tm.log.extra_heat"),
}


def describe_action(state: State, action: Action) -> Msg:
    """Log line of an action or chance outcome (state is the one before it)."""
    return DESCRIBE[action["type"]](state, action)


def prompt_for(state: State) -> Msg:
    """The status line: what is being decided now and by whom."""
    task = flow.head(state)
    if state["over"]:
        return msg("tm.prompt.over")
    if flow.is_chance(state):
        return msg("tm.prompt.chance")
    player = seat(mover(state))
    if task is None:
        return msg("tm.prompt.action", player=player, generation=state["generation"])
    kind = task["kind"]
    if kind == "keep":
        return msg("tm.prompt.keep", player=player, card=pair_name(state["drawn"]))
    if kind == "city":
        key = "tm.prompt.city" if "move_city" not in open_types(state) else "tm.prompt.move_city"
        return msg(key, player=player)
    if kind == "place":
        cube = task["rule"].split(":")[0]
        return msg(f"tm.prompt.place_{cube}" + ("_optional" if task["optional"] else ""), player=player)
    if kind == "remove":
        return msg("tm.prompt.remove" + ("_optional" if task["optional"] else ""), player=player)
    return msg(f"tm.prompt.{kind}", player=player)  # token, extra_heat
