"""Names and prompts of TINYforming Mars as localizable messages (player names via seat()); each
action's log line is declared with the action (actions.py)."""

from __future__ import annotations

from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import board, data, flow
from pyengine.games.tinyforming_mars.state import TinyformingState as State
from pyengine.i18n import seat


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


def hex_number(key: str) -> int:
    """The printed number (1-19) of a hex key "q,r"."""
    return board.NUMBER[key]


def opponent(state: State, player: int) -> Msg:
    """The other player, or the neutral player in solo."""
    return msg("tm.neutral") if state["solo"] else seat(flow.other(state, player))


def role(state: State, player: int) -> Msg:
    """The player's own colour and, once drawn, which generations they start (the rules' White/Black)."""
    color = msg(f"ui.color.{state['colors'][player]}")
    if state["white"] is None:
        return color
    order = "tm.role.odd" if player == state["white"] else "tm.role.even"
    return msg("tm.role.value", color=color, role=msg(order))
