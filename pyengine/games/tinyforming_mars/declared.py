"""TINYforming Mars's decisions, each declared once (core/decisions.py): the status line of the action
phase, of each pending decision (its player: the task's) and of the chance steps. The names are
decisions.py's; who decides is the task's player, else the active player (flow.QUEUE)."""

from __future__ import annotations

from pyengine.core.decisions import Decision, Decisions, Prompt, fixed
from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import flow, queries
from pyengine.games.tinyforming_mars.decisions import (
    CITY,
    COLORS,
    DRAW,
    EXTRA_HEAT,
    KEEP,
    MAIN,
    OVER,
    PLACE,
    REMOVE,
    TOKEN,
)
from pyengine.games.tinyforming_mars.describe import pair_name
from pyengine.games.tinyforming_mars.state import TinyformingState as State
from pyengine.i18n import seat


def _player(state: State) -> Msg:
    """Who decides: the pending task's player, else the active player."""
    return seat(flow.mover(state))


def _action_prompt(state: State) -> Msg:
    return msg("tm.prompt.action", player=_player(state), generation=state["generation"])


def _keep_prompt(state: State) -> Msg:
    return msg("tm.prompt.keep", player=_player(state), card=pair_name(queries.drawn(state)))


def _city_prompt(state: State) -> Msg:
    key = "tm.prompt.move_city" if flow.relocating(state, flow.QUEUE.current(state)) else "tm.prompt.city"
    return msg(key, player=_player(state))


def _place_prompt(state: State) -> Msg:
    task = flow.QUEUE.current(state)
    cube = task["rule"].split(":")[0]
    return msg(f"tm.prompt.place_{cube}" + ("_optional" if task["optional"] else ""), player=_player(state))


def _remove_prompt(state: State) -> Msg:
    optional = flow.QUEUE.current(state)["optional"]
    return msg("tm.prompt.remove" + ("_optional" if optional else ""), player=_player(state))


def _plain(key: str) -> Prompt:
    """A line naming the player deciding."""
    return lambda state: msg(key, player=_player(state))


DECISIONS = Decisions(
    [
        Decision(MAIN, _action_prompt),
        Decision(COLORS, fixed("tm.prompt.chance")),
        Decision(DRAW, fixed("tm.prompt.chance")),
        Decision(KEEP, _keep_prompt),
        Decision(CITY, _city_prompt),
        Decision(PLACE, _place_prompt),
        Decision(TOKEN, _plain("tm.prompt.token")),
        Decision(REMOVE, _remove_prompt),
        Decision(EXTRA_HEAT, _plain("tm.prompt.extra_heat")),
    ],
    default=Decision(""),  # the automatic steps run at once: never a decision at rest
    over=Decision(OVER, fixed("tm.prompt.over")),
)
