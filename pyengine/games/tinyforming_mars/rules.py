"""TINYforming Mars: the Game implementation wiring setup, the task queue, actions and chance."""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Term, Terms
from pyengine.core.game import Action, Rng
from pyengine.core.kit import KitGame, check_tasks, per_player
from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import board, data, flow, queries
from pyengine.games.tinyforming_mars.actions import ACTIONS
from pyengine.games.tinyforming_mars.decisions import COLORS
from pyengine.games.tinyforming_mars.declared import DECISIONS
from pyengine.games.tinyforming_mars.state import OPTIONAL_KEYS, TASKS, TinyformingState
from pyengine.games.tinyforming_mars.state import TinyformingState as State
from pyengine.games.tinyforming_mars.view import render


class TinyformingMars(KitGame):
    """The rules; the state layout is TinyformingState (state.py), the actions are in actions.py and
    the task queue in flow.py."""

    actions = ACTIONS
    turns = flow.QUEUE
    decisions = DECISIONS
    not_now = msg("tm.illegal.not_now")
    state_type = TinyformingState

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Supplies, 5 credits each, an empty map; White/Black (a chance node) then the opening draft.

        Per-player lists have one entry per seat; card `faces` and `used` always have two
        (index 1 is the neutral player in solo). `white` is White's seat; `tasks` is the queue
        of flow.py; `unseen` the face-down cards (drawn at random), `returned` the face-up cards
        under them in draw order; `table` the cards in play: {"card", "faces", "used"}."""
        n = len(seats)
        solo = n == 1
        state: State = {
            "players": n,
            "solo": solo,
            "colors": [s["color"] for s in seats],
            "names": [s["name"] for s in seats],
            "map": options["map"],
            "deck": options["deck"],
            "limit": data.SOLO_GENERATIONS if solo else options["generation_limit"],
            "white": 0 if solo else None,
            "generation": 1,
            "unseen": list(data.DECKS[options["deck"]]),
            "returned": [],
            "drawn": None,
            "table": [],
            "credits": [data.START_CREDITS] * n,
            "bank": data.CREDITS_TOTAL - data.START_CREDITS * n,
            "heat": [0] * n,
            "supply": dict(data.SUPPLY),
            "tokens": dict(data.TOKENS),
            "held": [dict.fromkeys(data.TOKENS, 0) for _ in range(n)],
            "board": {},
            "active": 0,
            "passed": [False] * n,
            "standard": [None] * n,
            "at": None,
            "tasks": [],
            "over": False,
            "won": None,
        }
        flow.QUEUE.reset(state, flow.setup_tasks(state) if solo else [{"kind": COLORS}])
        return state

    def check_position(self, state: State) -> Msg | None:
        """The layout, then seats, the map's pieces and every pending task's shape."""
        found = super().check_position(state)
        if found is not None:
            return found
        keys = ("colors", "names", "credits", "heat", "held", "passed", "standard")
        if not 1 <= state["players"] <= 2 or state["solo"] != (state["players"] == 1) or not per_player(state, keys):
            return msg("core.position.players")
        if any(key not in board.NUMBER or not isinstance(piece, dict) for key, piece in state["board"].items()):
            return msg("core.position.board")
        return check_tasks(flow.QUEUE.tasks(state), TASKS, OPTIONAL_KEYS)

    def reveals(self, state: State, action: Action) -> bool:
        """Card draws uncover a face-down card (chance entries are never undone anyway)."""
        return action.get("type") == "draw"

    def scores(self, state: State) -> list[float]:
        """Points: cities, greenery and water next to one player's cities only, personal heat."""
        return [float(queries.total(p)) for p in queries.breakdown(state)]

    def terms(self) -> Terms:
        """The default evaluation (the score) as its parts, for the coach (queries.breakdown)."""
        return TERMS

    def ranking(self, state: State) -> list[list[int]]:
        """Places by points, ties broken by city, greenery, water then heat points."""
        return queries.ranking(state)

    def winners(self, state: State) -> list[int]:
        """The first place; a solo player wins only by completing all three parameters."""
        if state["solo"]:
            return [0] if state["won"] else []
        return self.ranking(state)[0]

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        return render(state, viewer, lang, highlights)


def _points(source: str) -> Term:
    """One source of points (cities, greenery, water or heat) as a term of the score."""

    def points(state: State, player: int) -> float:
        return float(queries.breakdown(state)[player][source])

    return Term(source, 1.0, points, f"tm.coach.{source}")


# The core's default evaluation (the score as a ratio), the score split by where its points come from.
TERMS = Terms(
    tuple(_points(source) for source in ("cities", "greenery", "water", "heat")),
    combine="ratio",
    players=lambda state: len(state["heat"]),
)
