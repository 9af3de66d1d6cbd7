"""First Landing's actions and its die, each declared once (core/actions.py): fields, when it is
open, candidates, the check, the effect and the log line."""

from __future__ import annotations

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, hex_key
from pyengine.core.game import Action
from pyengine.core.hexgrid import Hex, neighbors
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.targets import hex_key_target
from pyengine.games.first_landing import data
from pyengine.games.first_landing.data import BOARD, EDGE
from pyengine.games.first_landing.decisions import BUILD, OVER, RESPOND, ROLL, ROLLING
from pyengine.games.first_landing.state import FirstLandingState as State
from pyengine.games.first_landing.state import pending
from pyengine.i18n import seat


# --- roll and the die ------------------------------------------------------------------------
def _roll(state: State, move: Move) -> None:
    state["phase"] = ROLLING


def _die_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "die", "value": v}, 1) for v in range(1, data.DIE_FACES + 1)]


def _die(state: State, move: Move) -> None:
    player = state["active"]
    state["energy"][player] = min(data.MAX_ENERGY, state["energy"][player] + move["value"])
    state["phase"] = BUILD


def _die_log(state: State, move: Move) -> Msg:
    return msg("fl.log.die", player=seat(state["active"]), value=move["value"])


# --- claims ------------------------------------------------------------------------------------
def _claim_candidates(state: State) -> list[Action]:
    return [{"type": "claim", "target": hex_key_target(k)} for k in sorted(BOARD) if claim_problem(state, k) is None]


def _claim_check(state: State, move: Move) -> Msg | None:
    key = move["target"]
    return msg("fl.illegal.off_map") if key not in BOARD else claim_problem(state, key)


def claim_problem(state: State, key: str) -> Msg | None:
    """Why the active player cannot claim a hex of the map now (None: they can)."""
    player = state["active"]
    if key in state["owner"]:
        return msg("fl.illegal.occupied")
    mine = [k for k, p in state["owner"].items() if p == player]
    if not mine and key not in EDGE:
        return msg("fl.illegal.first_on_edge")
    if mine and not any(n.key() in mine for n in neighbors(Hex.from_key(key))):
        return msg("fl.illegal.not_adjacent")
    cost = data.TERRAIN_COST[BOARD[key]]
    if cost > state["energy"][player]:
        return msg("fl.illegal.too_expensive", cost=cost, energy=state["energy"][player])
    return None


def _claim(state: State, move: Move) -> None:
    key = move["target"]
    player = state["active"]
    state["energy"][player] -= data.TERRAIN_COST[BOARD[key]]
    state["owner"][key] = player
    rivals = sorted(
        {state["owner"][n.key()] for n in neighbors(Hex.from_key(key)) if n.key() in state["owner"]} - {player}
    )
    if rivals:
        state["pending"] = {"hex": key, "by": player, "to": rivals[0]}
        state["phase"] = RESPOND
    elif len(state["owner"]) == len(BOARD):
        state["phase"] = OVER


def _claim_log(state: State, move: Move) -> Msg:
    key = move["target"]
    return msg("fl.log.claim", player=seat(state["active"]), hex=place(key), terrain=msg(f"fl.terrain.{BOARD[key]}"))


def place(key: str) -> Msg:
    """A hex as players count it: "hex 3 of row 2" (never its coordinates)."""
    row, n = data.PLACE[key]
    return msg("fl.place", row=row, n=n)


# --- answers to a landing next door --------------------------------------------------------------
def _contest_check(state: State, move: Move) -> Msg | None:
    energy = state["energy"][pending(state)["to"]]
    return msg("fl.illegal.contest_cost", cost=data.CONTEST_COST, energy=energy) if energy < data.CONTEST_COST else None


def _allow(state: State, move: Move) -> None:
    state["energy"][pending(state)["to"]] = min(data.MAX_ENERGY, state["energy"][pending(state)["to"]] + 1)
    _close_response(state)


def _contest(state: State, move: Move) -> None:
    landing = pending(state)
    state["energy"][landing["to"]] -= data.CONTEST_COST
    del state["owner"][landing["hex"]]
    state["energy"][landing["by"]] += data.TERRAIN_COST[BOARD[landing["hex"]]]
    _close_response(state)


def _close_response(state: State) -> None:
    state["pending"] = None
    state["phase"] = OVER if len(state["owner"]) == len(BOARD) else BUILD


def _answer_log(state: State, move: Move) -> Msg:
    return msg(f"fl.log.{move.type}", player=seat(pending(state)["to"]), claimer=seat(state["active"]))


# --- the end of a turn ----------------------------------------------------------------------------
def _end_turn(state: State, move: Move) -> None:
    state["active"] = (state["active"] + 1) % state["players"]
    if state["active"] == 0:
        state["round"] += 1
    state["phase"] = OVER if state["round"] > state["rounds"] else ROLL


def _active_log(state: State, move: Move) -> Msg:
    return msg(f"fl.log.{move.type}", player=seat(state["active"]))


ACTIONS = ActionSet(
    types=(
        ActionType("roll", (ROLL,), _roll, _active_log),
        ActionType(
            "claim",
            (BUILD,),
            _claim,
            _claim_log,
            fields=(Field("target", hex_key),),
            candidates=_claim_candidates,
            check=_claim_check,
            checked=True,
        ),
        ActionType("end_turn", (BUILD,), _end_turn, _active_log),
        ActionType("allow", (RESPOND,), _allow, _answer_log),
        ActionType("contest", (RESPOND,), _contest, _answer_log, check=_contest_check),
    ),
    chance=(
        ChanceType(
            "die",
            (ROLLING,),
            _die,
            _die_log,
            outcomes=_die_outcomes,
            shape={"value": Shape("int", 1, data.DIE_FACES)},
        ),
    ),
)
