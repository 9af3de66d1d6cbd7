"""TINYforming Mars: the Game implementation wiring setup, the task queue, actions and chance."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.game import CHANCE, TERMINAL, Action, Game, GameMeta, Option, Rng, State
from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import actions, data, flow, queries
from pyengine.games.tinyforming_mars.describe import describe_action, prompt_for

if TYPE_CHECKING:
    from pyengine.core.table import Table

META = GameMeta(
    id="tinyforming_mars",
    name=msg("tm.name"),
    summary=msg("tm.summary"),
    min_players=1,
    max_players=2,
    minutes=(20, 40),
    weight="medium",
    hidden_information=False,  # every card is face up; the face-down deck is drawn as chance
    options=(
        Option("map", msg("tm.option.map"), "tharsis", choices=tuple(data.MAPS)),
        Option("deck", msg("tm.option.deck"), 7, choices=tuple(data.DECKS)),
        Option("generation_limit", msg("tm.option.generation_limit"), data.DEFAULT_GENERATION_LIMIT, low=12, high=40),
    ),
)


class TinyformingMars(Game):
    """The rules; the state layout is documented in initial_state."""

    meta = META

    def table(self) -> Table:
        """The web table (imported late: it imports this module)."""
        from pyengine.games.tinyforming_mars.table import TinyformingMarsTable

        return TinyformingMarsTable()

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
        state["tasks"] = flow.setup_tasks(state) if solo else [{"kind": "colors"}]
        return state

    def to_move(self, state: State) -> int:
        """TERMINAL, CHANCE for White/Black or a face-down draw, else the deciding player."""
        if state["over"]:
            return TERMINAL
        if flow.is_chance(state):
            return CHANCE
        return actions.mover(state)

    def legal_actions(self, state: State) -> list[Action]:
        """Every candidate of the open action types that passes its checks."""
        if self.to_move(state) < 0:
            return []
        found: list[Action] = []
        for kind in actions.open_types(state):
            spec = actions.SPECS[kind]
            found.extend(a for a in spec.candidates(state) if spec.problem(state, a) is None)
        return found

    def explain_illegal(self, state: State, action: Action) -> Msg | None:
        """A specific reason: wrong moment, malformed fields, or the rule that forbids it."""
        kind = action["type"]
        if kind not in actions.open_types(state):
            return msg("tm.illegal.not_now")
        spec = actions.SPECS[kind]
        fields = frozenset(action) - {"type"}
        if fields != spec.fields or not all(isinstance(action[f], str) for f in fields):
            return msg("core.illegal.malformed")
        return spec.problem(state, action)

    def apply_action(self, state: State, action: Action) -> None:
        """Apply a player action or chance outcome, then run the automatic steps."""
        kind = action["type"]
        if kind == "colors":
            state["white"] = action["white"]
            state["tasks"] = flow.setup_tasks(state)
        elif kind == "draw":
            state["unseen"].remove(action["card"])
            state["drawn"] = action["card"]
            state["tasks"].pop(0)
        else:
            actions.SPECS[kind].effect(state, action)
        flow.settle(state)

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """White/Black by an even chance; a draw takes any face-down card with equal weight."""
        task = flow.head(state)
        if task is not None and task["kind"] == "colors":
            return [({"type": "colors", "white": p}, 1) for p in range(state["players"])]
        return [({"type": "draw", "card": c}, 1) for c in sorted(state["unseen"])]

    def reveals(self, state: State, action: Action) -> bool:
        """Card draws uncover a face-down card (chance entries are never undone anyway)."""
        return action.get("type") == "draw"

    def describe(self, state: State, action: Action) -> Msg:
        """Log line of an action or chance outcome."""
        return describe_action(state, action)

    def prompt(self, state: State) -> Msg:
        """What is being decided now."""
        return prompt_for(state)

    def scores(self, state: State) -> list[float]:
        """Points: cities, greenery and water next to one player's cities only, personal heat."""
        return [float(queries.total(p)) for p in queries.breakdown(state)]

    def ranking(self, state: State) -> list[list[int]]:
        """Places by points, ties broken by city, greenery, water then heat points."""
        keys = {p: _rank_key(points) for p, points in enumerate(queries.breakdown(state))}
        places: dict[tuple[int, ...], list[int]] = {}
        for player, key in keys.items():
            places.setdefault(key, []).append(player)
        return [places[k] for k in sorted(places, reverse=True)]

    def winners(self, state: State) -> list[int]:
        """The first place; a solo player wins only by completing all three parameters."""
        if state["solo"]:
            return [0] if state["won"] else []
        return self.ranking(state)[0]

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.tinyforming_mars.view import render

        return render(state, viewer, lang, highlights)


def _rank_key(points: dict[str, int]) -> tuple[int, ...]:
    """Total first, then the tie-breakers in the published order."""
    return (queries.total(points), points["cities"], points["greenery"], points["water"], points["heat"])
