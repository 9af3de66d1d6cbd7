"""Counters' rules on the core kit: one action type, one chance type and three phases."""

from __future__ import annotations

from typing import Any

from pyengine.core import svg
from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, integer
from pyengine.core.game import CHANCE, TERMINAL, Action, Rng, State
from pyengine.core.kit import KitGame
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.turns import Phases, active, always
from pyengine.i18n import seat, translate

MOST = 3  # counters taken at most in one turn


# --- chance: who starts ------------------------------------------------------------------------
def _first_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "first", "seat": p}, 1) for p in range(state["players"])]


def _first(state: State, move: Move) -> None:
    state["active"] = move["seat"]
    state["phase"] = "take"


# --- the one player action ---------------------------------------------------------------------
def _take_candidates(state: State) -> list[Action]:
    return [{"type": "take", "count": n} for n in range(1, min(MOST, state["pile"]) + 1)]


def _take_check(state: State, move: Move) -> Msg | None:
    return msg("ct.illegal.too_many", pile=state["pile"]) if move["count"] > state["pile"] else None


def _take(state: State, move: Move) -> None:
    state["pile"] -= move["count"]
    if state["pile"] == 0:
        state["winner"] = state["active"]
        state["phase"] = "over"
    else:
        state["active"] = (state["active"] + 1) % state["players"]


ACTIONS = ActionSet(
    (
        ActionType(
            "take",
            during=("take",),
            effect=_take,
            log=lambda state, move: msg("ct.log.take", player=seat(state["active"]), count=move["count"]),
            fields=(Field("count", integer(1, MOST)),),
            candidates=_take_candidates,
            check=_take_check,
            checked=True,  # the candidates are exactly the counts the check allows
            label=lambda state, move: msg("ct.button.take", count=move["count"]),
        ),
    ),
    (
        ChanceType(
            "first",
            during=("first",),
            effect=_first,
            log=lambda state, move: msg("ct.log.first", player=seat(move["seat"])),
            outcomes=_first_outcomes,
            shape={"seat": Shape("int", 0, 1)},
        ),
    ),
)


class Counters(KitGame):
    """The rules: the state is {"players", "pile", "active", "phase", "winner"}."""

    actions = ACTIONS
    turns = Phases({"first": always(CHANCE), "take": active(), "over": always(TERMINAL)})

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """The whole pile, and chance to draw who starts."""
        return {"players": len(seats), "pile": options["counters"], "active": 0, "phase": "first", "winner": None}

    def prompt(self, state: State) -> Msg:
        """The status line."""
        return msg(f"ct.prompt.{state['phase']}", player=seat(state["active"]), pile=state["pile"])

    def scores(self, state: State) -> list[float]:
        """1 for whoever took the last counter."""
        return [1.0 if state["winner"] == p else 0.0 for p in range(state["players"])]

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The pile, ten counters a row."""
        dots = [
            svg.el("circle", {"cx": 20 + 24 * (i % 10), "cy": 20 + 24 * (i // 10), "r": 9, "fill": "#b8734f"})
            for i in range(state["pile"])
        ]
        title = translate(msg("ct.board", pile=state["pile"]), lang)
        return svg.document((0, 0, 260, 90), title, [svg.group("pile", dots)])
