"""Adding one action with the core kit (docs/engine.md, "Writing a game"): First Landing gets "rest".

Resting ends the turn like `end_turn` but gains 1 energy; a player already at the cap's edge may not
rest (the check gives the reason).
The whole addition is one `ActionType` (below) plus its two messages (locale/en.po, es.po); legal actions, the reason
it is refused, field validation, the log and saves come from the core.

    python docs/examples/add_action.py
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pyengine.core.actions import ActionSet, ActionType, Move
from pyengine.core.game import State
from pyengine.core.match import Match
from pyengine.core.messages import Msg, msg
from pyengine.core.registry import register
from pyengine.games.first_landing import META, data
from pyengine.games.first_landing.actions import ACTIONS
from pyengine.games.first_landing.rules import FirstLanding
from pyengine.i18n import register_locale, seat, translate

REST_LIMIT = data.MAX_ENERGY - 1


def _rest_check(state: State, move: Move) -> Msg | None:
    """Why the active player may not rest (None: they may)."""
    energy = state["energy"][state["active"]]
    return msg("ex.illegal.rest", limit=REST_LIMIT) if energy > REST_LIMIT else None


def _rest(state: State, move: Move) -> None:
    """One energy, then the turn passes as with end_turn."""
    state["energy"][state["active"]] += 1
    state["active"] = (state["active"] + 1) % state["players"]
    state["round"] += state["active"] == 0
    state["phase"] = "over" if state["round"] > state["rounds"] else "roll"


REST = ActionType(
    "rest",
    during=("build",),  # open while the active player builds
    effect=_rest,
    log=lambda state, move: msg("ex.log.rest", player=seat(state["active"])),
    check=_rest_check,
    group="turn",
)
register_locale(Path(__file__).with_name("locale"))  # locale/en.po, es.po: the two messages above


class RestingLanding(FirstLanding):
    """First Landing with one more action."""

    meta = replace(META, id="first_landing_rest")
    actions = ActionSet((*ACTIONS.types, REST), ACTIONS.chance)


def main() -> None:
    """Play a turn that rests, and show what the core derived."""
    register(RestingLanding())
    match = Match.new("first_landing_rest", 2, {"missions": False}, seed=3).apply({"type": "roll"})
    print([a["type"] for a in match.legal_actions()][-2:])  # ['end_turn', 'rest']
    refused = match.why_illegal({"type": "rest", "hours": 8})  # the core refuses the unknown field
    print(translate(refused or msg("core.prompt.choose"), "en"))  # This action has no “hours” field.
    match = match.apply({"type": "rest"})
    print(translate(match.entries[-1].text, "en", ["Ana", "Bo"]))  # Ana rests (+1 energy).


if __name__ == "__main__":
    main()
