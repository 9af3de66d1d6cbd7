"""Migration: Mars: the Game implementation wiring setup, the task queue, actions and chance."""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Terms
from pyengine.core.game import Action, Rng
from pyengine.core.kit import KitGame, check_tasks, per_player
from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import board, colony, data, flow, hands, report
from pyengine.games.migration_mars.actions import ACTIONS
from pyengine.games.migration_mars.decisions import (
    FIRST_ROLL,
    FIRST_TUNNEL,
    SHUFFLE,
)
from pyengine.games.migration_mars.declared import DECISIONS
from pyengine.games.migration_mars.setup import factions_for, old_factions, rocky_tiles
from pyengine.games.migration_mars.state import OPTIONAL_KEYS, TASKS, MigrationState
from pyengine.games.migration_mars.state import MigrationState as State


class MigrationMars(KitGame):
    """The rules; the state layout is MigrationState (state.py), the actions are in actions.py and
    the task queue in flow.py."""

    actions = ACTIONS
    turns = flow.QUEUE
    not_now = msg("mm.illegal.not_now")
    state_type = MigrationState
    decisions = DECISIONS

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Board, hands and stocks set up; the event shuffle, first tunnels and first-player roll pending."""
        n = len(seats)
        factions = factions_for(seats)
        stock = dict(data.STATION_STOCK)
        for card, k in data.START_HAND.items():
            if card != "blueprint":
                stock[card] -= k * n
        return {
            "players": n,
            "colors": [s["color"] for s in seats],
            "factions": factions,
            "max_rounds": options.get("max_rounds", data.DEFAULT_MAX_ROUNDS),
            "fuel_cells": options.get("fuel_cells", "before"),
            "rocky_tiles": rocky_tiles(factions),
            "structures": {board.HQ[f]: {"kind": "hq", "owner": i, "pop": 0} for i, f in enumerate(factions)},
            "impacts": [],
            "embassy": [False] * n,
            "hand": [dict(data.START_HAND) for _ in range(n)],
            "saved": [[] for _ in range(n)],
            "fresh_blueprints": [0] * n,
            "repair": [[] for _ in range(n)],
            "rover": [board.STOPS[f] for f in factions],
            "stock": stock,
            "blueprints": data.BLUEPRINTS,
            "deck": sorted(data.EVENTS),
            "active": 0,
            "first": 0,
            "round": 0,
            "turn": {"colony": False, "built": False, "start_pop": 0, "offers": 0},
            "tasks": [
                {"kind": SHUFFLE},
                *({"kind": FIRST_TUNNEL, "player": p} for p in range(n)),  # type: ignore[list-item]
                {"kind": FIRST_ROLL, "contenders": list(range(n)), "rolls": {}},  # type: ignore[typeddict-unknown-key]
            ],
            "trade": None,
            "last_meteor": None,
            "wrecks": [],  # buildings a meteor destroyed this round: {hex, building, owner, turn_of}
            "report": [],  # what the last action set off by itself, for the log (report.py)
            "winner": None,
            "over": False,
        }

    def check_position(self, state: State) -> Msg | None:
        """The layout, then seats, the map's buildings and every pending task's shape."""
        found = super().check_position(state)
        if found is not None:
            return found
        keys = ("colors", "factions", "embassy", "hand", "saved", "fresh_blueprints", "repair", "rover")
        if not 2 <= state["players"] <= 4 or not per_player(state, keys):
            return msg("core.position.players")
        owners = range(state["players"])
        pieces = state["structures"].items()
        if any(k not in board.CELLS or not isinstance(s, dict) or s.get("owner") not in owners for k, s in pieces):
            return msg("core.position.board")
        return check_tasks(flow.QUEUE.tasks(state), TASKS, OPTIONAL_KEYS)

    def check_setup(self, seats: list[dict[str, Any]], options: dict[str, Any]) -> Msg | None:
        """Every seat plays a different faction."""
        chosen = [seat["faction"] for seat in seats if "faction" in seat]
        twice = next((f for f in chosen if chosen.count(f) > 1), None)
        return None if twice is None else msg("mm.error.same_faction", faction=msg(f"mm.faction.{twice}"))

    def upgrade_save(self, save: dict[str, Any], ruleset: int) -> dict[str, Any] | None:
        """Ruleset 1 saves replay as they were played: fuel cells after the roll, and the factions
        its options `first_faction` / `two_player_layout` gave, written into the seats."""
        seats, options = save.get("seats"), save.get("options")
        if ruleset != 1 or not isinstance(seats, list) or not isinstance(options, dict):
            return None
        options = dict(options)
        first = options.pop("first_faction", "blue")
        layout = options.pop("two_player_layout", "opposite")
        if first not in data.FACTIONS or layout not in ("opposite", "adjacent") or not 2 <= len(seats) <= 4:
            return None
        if not all(isinstance(seat, dict) for seat in seats):
            return None
        factions = old_factions(len(seats), first, layout)
        seats = [{**seat, "faction": f} for seat, f in zip(seats, factions, strict=True)]
        return {**save, "seats": seats, "options": {**options, "fuel_cells": "after"}, "ruleset": 2}

    def apply_action(self, state: State, action: Action) -> None:
        """Apply a player action or chance outcome, then run automatic steps."""
        state["report"] = []  # only this action's effects
        super().apply_action(state, action)

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """A forced shuffle must be a permutation of the deck; other outcomes must be listed."""
        task = flow.head(state)
        if task is not None and task["kind"] == SHUFFLE:
            order = outcome.get("type") == "shuffle" and outcome.get("order")
            return (
                isinstance(order, list)
                and all(isinstance(c, str) for c in order)
                and sorted(order) == sorted(data.EVENTS)
            )
        return super().chance_is_possible(state, outcome)

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """The supply stop's steps and other automatic effects, as log lines (see report.py)."""
        return report.consequences(before, after)

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """The hidden deck order (every event nobody holds face up, shuffled) and the hidden hands
        (the cards `player` cannot see, dealt at random in the hands' sizes)."""
        saved = {card for cards in observation["saved"] for card in cards}
        deck = rng.shuffle([card for card in sorted(data.EVENTS) if card not in saved])
        return {**observation, "deck": deck, "hand": hands.deal(observation, player, rng)}

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        from pyengine.games.migration_mars.evaluation import evaluate

        return evaluate(state, player)

    def evaluations(self, state: State) -> list[float]:
        """Every player's estimate at once (see evaluation.py)."""
        from pyengine.games.migration_mars.evaluation import evaluations

        return evaluations(state)

    def terms(self) -> Terms:
        """The evaluation as named terms, for the coach (see evaluation.py)."""
        from pyengine.games.migration_mars.evaluation import TERMS

        return TERMS

    def scores(self, state: State) -> list[float]:
        """Healthy population (the victory is an outcome, not points: see winners and ranking)."""
        return [float(colony.healthy(state, p)) for p in range(state["players"])]

    def winners(self, state: State) -> list[int]:
        """The player who met the victory condition; at the round limit, the most healthy population."""
        return [state["winner"]] if state["winner"] is not None else super().winners(state)

    def ranking(self, state: State) -> list[list[int]]:
        """The victor alone in first place, then the others by healthy population."""
        places = super().ranking(state)
        victor = state["winner"]
        if victor is None:
            return places
        rest = [[p for p in place if p != victor] for place in places]
        return [[victor], *(place for place in rest if place)]

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.migration_mars.view import render

        return render(state, viewer, lang, highlights)
