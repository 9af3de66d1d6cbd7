"""Migration: Mars: the Game implementation wiring setup, the task queue, actions and chance."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.core.game import CHANCE, TERMINAL, Action, Game, GameMeta, Option, Rng, State
from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import actions, board, colony, data, flow, hands, report
from pyengine.games.migration_mars.describe import describe_action, prompt_for

if TYPE_CHECKING:
    from pyengine.core.table import Table

META = GameMeta(
    id="migration_mars",
    name=msg("mm.name"),
    summary=msg("mm.summary"),
    min_players=2,
    max_players=4,
    minutes=(60, 120),
    weight="heavy",
    hidden_information=True,
    options=(
        Option("max_rounds", msg("mm.option.max_rounds"), data.DEFAULT_MAX_ROUNDS, low=10, high=200),
        Option("fuel_cells", msg("mm.option.fuel_cells"), "before", choices=("before", "after")),
    ),
    seat_options=(Option("faction", msg("mm.option.faction"), "blue", choices=data.FACTIONS),),
    ruleset=2,  # 2: fuel cells before the roll (option fuel_cells) and a faction per seat
)

# Allowed keys of each action type (anything else is malformed).
FIELDS: dict[str, tuple[frozenset[str], ...]] = {
    "move_pop": (frozenset({"from", "to"}),),
    "recover": (frozenset({"from", "to"}),),
    "export": (frozenset({"give", "get"}), frozenset({"give", "get", "target"})),
    "scrap_repair": (frozenset({"slot"}),),
    "trade_open": (frozenset({"partner"}),),
    "build": (frozenset({"kind", "target"}),),
    "clear_impact": (frozenset({"target"}),),
    "demolish": (frozenset({"target"}),),
    "rebuild": (frozenset({"slot", "target"}),),
    "fuel": (frozenset({"cells"}),),
    "first_tunnel": (frozenset({"target"}),),
    "pick_resource": (frozenset({"resource"}),),
    "ruins": (frozenset({"choice"}),),
    "evacuate": (frozenset({"target"}),),
    "repair": (frozenset({"choice"}), frozenset({"choice", "replace"})),
    "injure": (frozenset({"source"}), frozenset({"source", "hospital"})),
    "take_supply": (frozenset({"item"}),),
    "gift": (frozenset({"item"}), frozenset({"item", "target"})),
    "trade_offer": (frozenset({"asset"}),),
    "trade_ask": (frozenset({"asset"}),),
    "trade_unoffer": (frozenset({"asset"}),),
    "trade_unask": (frozenset({"asset"}),),
}


def factions_for(seats: list[dict[str, Any]]) -> list[str]:
    """Each seat's faction: the one chosen, else the first free one of the default order (with two
    players blue and yellow, on opposite sides)."""
    chosen = [seat.get("faction") for seat in seats]
    free = [f for f in dict.fromkeys((*data.DEFAULT_FACTIONS[len(seats)], *data.FACTIONS)) if f not in chosen]
    return [str(f) if f is not None else free.pop(0) for f in chosen]


def old_factions(players: int, first: str, layout: str) -> list[str]:
    """Factions under ruleset 1: clockwise from a first faction, two players opposite or adjacent."""
    start = data.FACTIONS.index(first)
    offsets = [0, 2] if players == 2 and layout == "opposite" else list(range(players))
    return [data.FACTIONS[(start + o) % 4] for o in offsets]


def rocky_tiles(factions: list[str]) -> list[str]:
    """Rocky-terrain tiles on the shaded zones of every absent faction's side."""
    return sorted(k for f in data.FACTIONS if f not in factions for tile in board.SHADED[f] for k in tile)


class MigrationMars(Game):
    """The rules; the state layout is documented in initial_state."""

    meta = META

    def table(self) -> Table:
        """The web table (imported late: it imports this module)."""
        from pyengine.games.migration_mars.table import MigrationMarsTable

        return MigrationMarsTable()

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
                {"kind": "shuffle"},
                *({"kind": "first_tunnel", "player": p} for p in range(n)),
                {"kind": "first_roll", "contenders": list(range(n)), "rolls": {}},
            ],
            "trade": None,
            "last_meteor": None,
            "wrecks": [],  # buildings a meteor destroyed this round: {hex, building, owner, turn_of}
            "report": [],  # what the last action set off by itself, for the log (report.py)
            "winner": None,
            "over": False,
        }

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

    def to_move(self, state: State) -> int:
        """TERMINAL, CHANCE for a pending roll or draw, the player of a pending decision, or the active player."""
        if state["over"]:
            return TERMINAL
        task = flow.head(state)
        if task is None:
            return int(state["active"])
        return CHANCE if task["kind"] in flow.CHANCE_TASKS else int(task["player"])

    def legal_actions(self, state: State) -> list[Action]:
        """Every candidate of the open action types that passes its checks."""
        if self.to_move(state) < 0:
            return []
        specs = actions.specs_now(state)
        found = []
        for spec in specs.values():
            if spec.gate(state) is not None:
                continue
            for action in spec.candidates(state):
                owner = specs[action["type"]]
                if (spec.checked and owner is spec) or owner.why_not(state, action) is None:
                    found.append(action)
        return found

    def explain_illegal(self, state: State, action: Action) -> Msg | None:
        """A specific reason: wrong moment, malformed fields, or the rule that forbids it."""
        specs = actions.specs_now(state)
        kind = action["type"]
        if kind not in specs:
            return msg("mm.illegal.not_now")
        if not self._well_formed(state, action):
            return msg("core.illegal.malformed")
        return specs[kind].why_not(state, action)

    @staticmethod
    def _well_formed(state: State, action: Action) -> bool:
        keys = frozenset(action) - {"type"}
        if not all(isinstance(action[k], (str, int)) and not isinstance(action[k], bool) for k in keys):
            return False  # every field is a string or an integer
        if action["type"] == "play_event":
            return "card" in keys
        return bool(keys in FIELDS.get(action["type"], (frozenset(),)))

    def apply_action(self, state: State, action: Action) -> None:
        """Apply a player action or chance outcome, then run automatic steps."""
        state["report"] = []  # only this action's effects
        kind = action["type"]
        if kind in CHANCE_APPLY:
            CHANCE_APPLY[kind](state, action)
        else:
            actions.specs_now(state)[kind].effect(state, action)
        flow.settle(state)

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """Dice, meteor dice and the top event card, with weights."""
        return flow.outcomes(state)

    def sample_chance(self, state: State, rng: Rng) -> Action:
        """The event shuffle is drawn; listed outcomes use the default weighted draw."""
        task = flow.head(state)
        if task is not None and task["kind"] == "shuffle":
            return {"type": "shuffle", "order": rng.shuffle(sorted(data.EVENTS))}
        return super().sample_chance(state, rng)

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """A forced shuffle must be a permutation of the deck; other outcomes must be listed."""
        task = flow.head(state)
        if task is not None and task["kind"] == "shuffle":
            order = outcome.get("type") == "shuffle" and outcome.get("order")
            return (
                isinstance(order, list)
                and all(isinstance(c, str) for c in order)
                and sorted(order) == sorted(data.EVENTS)
            )
        return super().chance_is_possible(state, outcome)

    def describe(self, state: State, action: Action) -> Msg:
        """Log line of an action or chance outcome."""
        return describe_action(state, action)

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """The supply stop's steps and other automatic effects, as log lines (see report.py)."""
        return report.consequences(before, after)

    def prompt(self, state: State) -> Msg:
        """What is being decided now."""
        return prompt_for(state)

    def observation(self, state: State, player: int | None) -> State:
        """The event deck order stays hidden (its size is public); saved events lie face up; every
        other player's hand shows only its size until the game is over (hands.py)."""
        seen = dict(state)
        seen["deck"] = ["?"] * len(state["deck"])
        if not state["over"]:
            seen["hand"] = hands.hide(state, player)
        return seen

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

    def scores(self, state: State) -> list[float]:
        """Healthy population; the player meeting the victory condition gets +100."""
        return [float(colony.healthy(state, p) + (100 if state["winner"] == p else 0)) for p in range(state["players"])]

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.migration_mars.view import render

        return render(state, viewer, lang, highlights)


CHANCE_APPLY = {
    "shuffle": flow.apply_shuffle,
    "first_roll": flow.apply_first_roll,
    "dice": flow.apply_dice,
    "meteor": flow.apply_meteor,
    "explore": flow.apply_explore,
    "event": flow.apply_event,
}
