"""First Landing: a short claim-the-hexes game that exercises every part of the core.

It is the runnable example of docs/engine.md and the game the platform's tests play:
dice (chance), a secret mission per player (hidden information), a decision taken by a
player who is not the active one (contesting a landing) and options.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.game import CHANCE, TERMINAL, Action, Game, GameMeta, Option, Rng, State
from pyengine.core.hexgrid import Hex, neighbors, spiral
from pyengine.core.messages import Msg, msg
from pyengine.games.first_landing import data
from pyengine.i18n import seat

if TYPE_CHECKING:
    from pyengine.core.table import Table

BOARD: dict[str, str] = {h.key(): t for h, t in zip(spiral(Hex(0, 0), data.MAP_RADIUS), data.MAP_TERRAIN, strict=True)}
EDGE = {h.key() for h in spiral(Hex(0, 0), data.MAP_RADIUS) if max(abs(h.q), abs(h.r), abs(h.s)) == data.MAP_RADIUS}

META = GameMeta(
    id="first_landing",
    name=msg("fl.name"),
    summary=msg("fl.summary"),
    min_players=2,
    max_players=4,
    minutes=(15, 25),
    weight="light",
    hidden_information=True,
    options=(
        Option("rounds", msg("fl.option.rounds"), 6, low=3, high=12),
        Option("missions", msg("fl.option.missions"), True),
    ),
)


class FirstLanding(Game):
    """The rules; state keys are documented in initial_state."""

    meta = META

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """owner: hex key -> player; phase: roll | rolling | build | respond | over."""
        players = len(seats)
        missions = rng.shuffle(sorted(data.MISSIONS))[:players] if options["missions"] else [None] * players
        return {
            "players": players,
            "colors": [s["color"] for s in seats],
            "rounds": options["rounds"],
            "round": 1,
            "active": 0,
            "phase": "roll",
            "energy": [data.START_ENERGY] * players,
            "owner": {},
            "missions": missions,
            "pending": None,  # a contested claim: {"hex", "by", "to"}
        }

    def to_move(self, state: State) -> int:
        """Active player, the contested neighbour, chance while rolling, or terminal."""
        phase = state["phase"]
        if phase == "over":
            return TERMINAL
        if phase == "rolling":
            return CHANCE
        if phase == "respond":
            return int(state["pending"]["to"])
        return int(state["active"])

    def prompt(self, state: State) -> Msg:
        """The status line."""
        player = seat(self.to_move(state))
        if state["phase"] == "respond":
            return msg("fl.prompt.respond", player=player, claimer=seat(state["pending"]["by"]))
        return msg(f"fl.prompt.{state['phase']}", player=player)

    def legal_actions(self, state: State) -> list[Action]:
        """Roll; claims and end of turn; or allow / contest a landing."""
        phase = state["phase"]
        if phase == "roll":
            return [{"type": "roll"}]
        if phase == "respond":
            options: list[Action] = [{"type": "allow"}]
            if state["energy"][state["pending"]["to"]] >= data.CONTEST_COST:
                options.append({"type": "contest"})
            return options
        if phase == "build":
            claims = [
                {"type": "claim", "target": f"hex:{k}"} for k in sorted(BOARD) if self._claim_problem(state, k) is None
            ]
            return [*claims, {"type": "end_turn"}]
        return []

    def explain_illegal(self, state: State, action: Action) -> Msg | None:
        """Specific reasons for claims; the generic check otherwise."""
        target = action.get("target")
        if action.get("type") == "claim" and state["phase"] == "build" and isinstance(target, str):
            key = target.removeprefix("hex:")
            if key not in BOARD:
                return msg("fl.illegal.off_map")
            return self._claim_problem(state, key)
        return super().explain_illegal(state, action)

    def _claim_problem(self, state: State, key: str) -> Msg | None:
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

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """A fair die."""
        return [({"type": "die", "value": v}, 1) for v in range(1, data.DIE_FACES + 1)]

    def apply_action(self, state: State, action: Action) -> None:
        """Dispatch on the action type."""
        _APPLY[action["type"]](state, action)

    def describe(self, state: State, action: Action) -> Msg:
        """Log text."""
        kind = action["type"]
        player = seat(state["active"])
        if kind == "claim":
            key = action["target"].removeprefix("hex:")
            return msg("fl.log.claim", player=player, hex=key, terrain=msg(f"fl.terrain.{BOARD[key]}"))
        if kind == "die":
            return msg("fl.log.die", player=player, value=action["value"])
        if kind in ("allow", "contest"):
            return msg(f"fl.log.{kind}", player=seat(state["pending"]["to"]), claimer=player)
        return msg(f"fl.log.{kind}", player=player)

    def scores(self, state: State) -> list[float]:
        """Terrain points plus achieved missions."""
        return [float(self._points(state, p)) for p in range(state["players"])]

    def _points(self, state: State, player: int) -> int:
        held = [BOARD[k] for k, p in state["owner"].items() if p == player]
        points = sum(data.TERRAIN_COST[t] for t in held)
        mission = state["missions"][player]
        if mission is not None:
            terrain, needed = data.MISSIONS[mission]
            count = len(held) if terrain == "any" else held.count(terrain)
            points += data.MISSION_BONUS if count >= needed else 0
        return points

    def observation(self, state: State, player: int | None) -> State:
        """Other players' missions stay secret until the game ends."""
        if state["phase"] == "over":
            return state
        seen = dict(state)
        seen["missions"] = [m if i == player else None for i, m in enumerate(state["missions"])]
        return seen

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """Rivals' secret missions drawn from the missions `player` does not hold."""
        missions = observation["missions"]
        if missions[player] is None or None not in missions:
            return observation  # missions are off, or the game is over and they are shown
        unseen = rng.shuffle([m for m in sorted(data.MISSIONS) if m not in missions])
        return {**observation, "missions": [m if m is not None else unseen.pop() for m in missions]}

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        from pyengine.games.first_landing.evaluation import evaluate

        return evaluate(state, player)

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.first_landing.view import render

        return render(state, viewer, lang, highlights)

    def table(self) -> Table:
        """The web table (imported late: the engine never needs it)."""
        from pyengine.games.first_landing.table import FirstLandingTable

        return FirstLandingTable()


def _roll(state: State, action: Action) -> None:
    state["phase"] = "rolling"


def _die(state: State, action: Action) -> None:
    player = state["active"]
    state["energy"][player] = min(data.MAX_ENERGY, state["energy"][player] + action["value"])
    state["phase"] = "build"


def _claim(state: State, action: Action) -> None:
    key = action["target"].removeprefix("hex:")
    player = state["active"]
    state["energy"][player] -= data.TERRAIN_COST[BOARD[key]]
    state["owner"][key] = player
    rivals = sorted(
        {state["owner"][n.key()] for n in neighbors(Hex.from_key(key)) if n.key() in state["owner"]} - {player}
    )
    if rivals:
        state["pending"] = {"hex": key, "by": player, "to": rivals[0]}
        state["phase"] = "respond"
    elif len(state["owner"]) == len(BOARD):
        state["phase"] = "over"


def _allow(state: State, action: Action) -> None:
    state["energy"][state["pending"]["to"]] = min(data.MAX_ENERGY, state["energy"][state["pending"]["to"]] + 1)
    _close_response(state)


def _contest(state: State, action: Action) -> None:
    pending = state["pending"]
    state["energy"][pending["to"]] -= data.CONTEST_COST
    del state["owner"][pending["hex"]]
    state["energy"][pending["by"]] += data.TERRAIN_COST[BOARD[pending["hex"]]]
    _close_response(state)


def _close_response(state: State) -> None:
    state["pending"] = None
    state["phase"] = "over" if len(state["owner"]) == len(BOARD) else "build"


def _end_turn(state: State, action: Action) -> None:
    state["active"] = (state["active"] + 1) % state["players"]
    if state["active"] == 0:
        state["round"] += 1
    state["phase"] = "over" if state["round"] > state["rounds"] else "roll"


_APPLY = {
    "roll": _roll,
    "die": _die,
    "claim": _claim,
    "allow": _allow,
    "contest": _contest,
    "end_turn": _end_turn,
}
