"""The Artemis Project (Grand Gamers Guild): dice placement on Europa in six rounds.

The printed half of the rulebook is implemented as printed; the rest (from the Doorstep on) is
designed for this edition and marked so in docs/rules/artemis-project.md and on the rules page.
"""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Terms
from pyengine.core.game import Action, Rng
from pyengine.core.kit import KitGame, check_layout
from pyengine.core.messages import Msg, msg
from pyengine.games.artemis import data, flow
from pyengine.games.artemis.actions import ACTIONS
from pyengine.games.artemis.decisions import OVER, PHASES, ROLL, SETUP
from pyengine.games.artemis.declared import DECISIONS
from pyengine.games.artemis.evaluation import TERMS
from pyengine.games.artemis.state import STACKS, ArtemisState, Stack
from pyengine.games.artemis.state import ArtemisState as State
from pyengine.games.artemis.view import render


class Artemis(KitGame):
    """The rules; the state layout is ArtemisState (state.py), actions in actions.py, the round in flow.py."""

    actions = ACTIONS
    turns = flow.QUEUE
    decisions = DECISIONS
    state_type = ArtemisState
    not_now = msg("ar.illegal.not_now")

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Stacks and decks shuffled, each player's mat stocked, a random first player, round 1 set up."""
        players = len(seats)
        first = rng.below(players)
        tiles = [t for t in data.BUILDINGS if players > 2 or not data.BUILDINGS[t].duplicate]
        bag = [k for k, n in _BAG_START.items() for _ in range(n - (players if k == "P" else 0))]
        state: ArtemisState = {
            "players": players,
            "colors": [s["color"] for s in seats],
            "hard": bool(options.get("hard", False)),
            "round": 1,
            "phase": SETUP,
            "step": "",
            "active": 0,
            "first": first,
            "seq": 0,
            "vp": [0] * players,
            "relief": [0] * players,
            "energy": [data.START_ENERGY + _seat_bonus(players, first, p, "energy") for p in range(players)],
            "minerals": [data.START_MINERALS + _seat_bonus(players, first, p, "minerals") for p in range(players)],
            "toolkits": [data.START_TOOLKITS] * players,
            "badges": [0] * players,
            "shelters": [{"P": 1, "E": 0, "M": 0, "S": 0} for _ in range(players)],
            "buildings": [[] for _ in range(players)],
            "pools": [[] for _ in range(players)],
            "bag": rng.shuffle(bag),
            "discard": [],
            "exp_deck": rng.shuffle(sorted(data.EXPEDITIONS)),
            "exp_discard": [],
            "ocean": rng.shuffle([t for t in tiles if data.BUILDINGS[t].zone == "ocean"]),
            "surface": rng.shuffle([t for t in tiles if data.BUILDINGS[t].zone == "surface"]),
            "events": rng.shuffle(sorted(data.EVENTS))[: data.EVENTS_PER_GAME],
            "event": None,
            "past_events": [],
            "expeditions": [],
            "vents": 0,
            "quarry": 0,
            "gantry": [],
            "doorstep": [],
            "academy": dict(data.ACADEMY_START),
            "dice": {},
            "mods": {"difficulty": 0, "discount": 0, "closed": []},
            "tasks": [{"kind": SETUP}],
            "report": [],
        }
        self.turns.settle(state)
        return state

    def apply_action(self, state: State, action: Action) -> None:
        """Only this action's automatic effects are reported in its log entry."""
        state["report"] = []
        super().apply_action(state, action)

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """What the action set off by itself: the regions resolving, purchases, upkeep."""
        return [Msg.from_json(line) for line in after.get("report", [])]

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """A forced roll gives five dice of 1-6 per player; a forced reshuffle is an order of the discards."""
        head = self.turns.head(state)
        if head is None:
            return False
        if head["kind"] == ROLL:
            dice = outcome.get("dice")
            return (
                outcome.get("type") == "roll"
                and isinstance(dice, list)
                and len(dice) == state["players"] * data.DICE
                and all(type(v) is int and 1 <= v <= 6 for v in dice)
            )
        order = outcome.get("order")
        return (
            outcome.get("type") == "reshuffle"
            and outcome.get("pile") == head["pile"]
            and isinstance(order, list)
            and sorted(map(str, order)) == sorted(flow.reshuffle_pile(state, head["pile"]))
        )

    def scores(self, state: State) -> list[float]:
        """The score track during the game; the final scores once it is over."""
        if state["phase"] != OVER:
            return [float(v) for v in state["vp"]]
        return [float(v) for v in flow.totals(state)]

    def _order(self, state: State) -> list[tuple[float, int]]:
        """Score, then the tie-breaker (designed): energy and minerals left."""
        scores = self.scores(state)
        return [(scores[p], state["energy"][p] + state["minerals"][p]) for p in range(state["players"])]

    def winners(self, state: State) -> list[int]:
        """The best score; ties go to whoever has more energy and minerals left, else are shared."""
        keys = self._order(state)
        best = max(keys)
        return [p for p, k in enumerate(keys) if k == best]

    def ranking(self, state: State) -> list[list[int]]:
        """Places by score and tie-breaker."""
        keys = self._order(state)
        return [[p for p, k in enumerate(keys) if k == key] for key in sorted(set(keys), reverse=True)]

    def check_position(self, state: State) -> Msg | None:
        """The layout, then the counts and phases a written position must keep."""
        found = check_layout(state, ArtemisState)
        if found is not None:
            return found
        players = state["players"]
        if not 2 <= players <= 5 or any(
            len(v) != players for v in (state["vp"], state["energy"], state["minerals"], state["pools"])
        ):
            return msg("ar.position.players")
        if state["phase"] not in PHASES or not 1 <= state["round"] <= 6:
            return msg("ar.position.phase")
        if any(t not in data.BUILDINGS for lot in state["gantry"] for t in [lot["id"]]):
            return msg("ar.position.tiles")
        if any(k not in self.turns.by_kind for k in (t.get("kind") for t in self.turns.tasks(state))):
            return msg("ar.position.phase")
        return None

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """Hidden piles filled back in: the unseen colonists, cards and tiles in a random order."""
        state = observation.copy()
        seen = _seen_colonists(observation)
        bag = [k for k, n in _BAG_START.items() for _ in range(max(0, n - seen.get(k, 0)))]
        wanted = len(observation["bag"])
        state["bag"] = (rng.shuffle(bag) + ["P"] * wanted)[:wanted]
        shown = {c["id"] for c in observation["expeditions"]} | set(observation["exp_discard"])
        state["exp_deck"] = rng.shuffle([c for c in _EXPEDITION_IDS if c not in shown])[: len(observation["exp_deck"])]
        used = _seen_tiles(observation)
        for zone in STACKS:
            tiles = [t for t in _stack_tiles(zone, observation["players"]) if t not in used]
            state[zone] = rng.shuffle(tiles)[: len(observation[zone])]
        events = [e for e in _EVENT_IDS if e not in observation["past_events"]]
        state["events"] = rng.shuffle(events)[: len(observation["events"])]
        return state

    def terms(self) -> Terms:
        """The evaluation as named terms, for the coach (see evaluation.py)."""
        return TERMS

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        return TERMS.evaluations(state)[player]

    def evaluations(self, state: State) -> list[float]:
        """Every player's estimate at once."""
        return TERMS.evaluations(state)

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        return render(state, viewer, lang, highlights)


def _seen_colonists(state: State) -> dict[str, int]:
    seen: dict[str, int] = {}
    kinds = list(state["doorstep"]) + list(state["discard"])
    kinds += [k for card in state["expeditions"] for k in card["colonists"]]
    for player in range(state["players"]):
        kinds += [k for k, n in state["shelters"][player].items() for _ in range(n)]
        kinds += [w for b in state["buildings"][player] for w in b["staff"] if w is not None]
    kinds += [
        d["escort"] for c in state["expeditions"] for d in c["dice"] if d.get("escort") for _ in range(d["count"])
    ]
    trained = {k: data.ACADEMY_START[k] - state["academy"][k] for k in data.SPECIALISTS}
    for kind in kinds:
        seen[kind] = seen.get(kind, 0) + 1
    for kind, n in trained.items():
        seen[kind] = seen.get(kind, 0) - n  # trained specialists came from the Academy, not the bag
    return seen


# PRINTED: the Academy's 4 Engineers, Marines and Stewards are 12 of the 84 colonists; "the rest"
# go in the bag (with a Pioneer per player set aside).
_BAG_START = {k: n - data.ACADEMY_START.get(k, 0) for k, n in data.COLONISTS.items()}
_EXPEDITION_IDS = sorted(data.EXPEDITIONS)  # sorted once: a bot determinizes at every judged move
_EVENT_IDS = sorted(data.EVENTS)
_STACK_TILES = {
    (zone, many): [t for t, tile in data.BUILDINGS.items() if tile.zone == zone and (many or not tile.duplicate)]
    for zone in STACKS
    for many in (False, True)
}


def _stack_tiles(zone: Stack, players: int) -> list[str]:
    """A stack's tiles in the table's order (with 2 players, the marked duplicates left out)."""
    return _STACK_TILES[zone, players > 2]


def _seen_tiles(state: State) -> set[str]:
    used = {lot["id"] for lot in state["gantry"]}
    used |= {t for card in state["expeditions"] for t in card["buildings"]}
    used |= {b["id"] for mat in state["buildings"] for b in mat}
    return used


def _seat_bonus(players: int, first: int, seat: int, item: str) -> int:
    """What `seat` starts with beyond the printed amount of `item`, by its place after the first player."""
    return data.SEAT_START_BONUS[players][(seat - first) % players].get(item, 0)
