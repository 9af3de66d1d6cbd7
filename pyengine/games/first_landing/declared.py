"""First Landing's decisions, each declared once (core/decisions.py): who decides in each phase (the
rules' turn machinery is read from here), the status line and the energy note beside the buttons.
The names are decisions.py's."""

from __future__ import annotations

from pyengine.core.decisions import Decision, Decisions, Prompt, fixed
from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import active, always
from pyengine.games.first_landing import data
from pyengine.games.first_landing.actions import place
from pyengine.games.first_landing.decisions import BUILD, OVER, RESPOND, ROLL, ROLLING
from pyengine.games.first_landing.state import FirstLandingState as State
from pyengine.games.first_landing.state import pending
from pyengine.i18n import seat


def answerer(state: State) -> int:
    """The neighbour who answers the landing."""
    return int(pending(state)["to"])


# --- the status line -------------------------------------------------------------------------------
def _turn_prompt(key: str) -> Prompt:
    """The active player's line."""
    return lambda state: msg(key, player=seat(int(state["active"])))


def _respond_prompt(state: State) -> Msg:
    landing = pending(state)
    return msg("fl.prompt.respond", player=seat(landing["to"]), claimer=seat(landing["by"]), hex=place(landing["hex"]))


# --- the note beside the buttons: what a claim or a contest can spend ------------------------------
def _energy_note(state: State) -> Msg:
    player = int(state["active"])
    return msg("fl.note.energy", player=seat(player), energy=state["energy"][player])


def _contest_note(state: State) -> Msg:
    player = answerer(state)
    return msg("fl.note.energy_contest", player=seat(player), energy=state["energy"][player], cost=data.CONTEST_COST)


DECISIONS = Decisions(
    [
        Decision(ROLL, _turn_prompt("fl.prompt.roll"), who=active(), hint=_energy_note),
        Decision(ROLLING, fixed("fl.prompt.rolling"), who=always(CHANCE)),
        Decision(BUILD, _turn_prompt("fl.prompt.build"), who=active(), hint=_energy_note),
        Decision(RESPOND, _respond_prompt, who=answerer, hint=_contest_note, out_of_turn=True),
        Decision(OVER, fixed("fl.prompt.over"), who=always(TERMINAL)),
    ],
    default=Decision(""),  # every phase is declared above
    over=Decision(OVER, fixed("fl.prompt.over")),
)
