"""March on Mars: the rules on the kit (setup, chance, the team's result); the actions are declared in
actions.py, the turn flow is in flow.py, the aliens in aliens.py, the turn machinery in queue.py."""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Terms
from pyengine.core.game import CHANCE, Action, Rng
from pyengine.core.kit import KitGame
from pyengine.core.messages import Msg, msg
from pyengine.games.march_mars import aliens, board, data, flow
from pyengine.games.march_mars.actions import ACTIONS
from pyengine.games.march_mars.decisions import PROGRAM, ROLLING, TRAIN
from pyengine.games.march_mars.declared import DECISIONS
from pyengine.games.march_mars.queue import PHASES, QUEUE
from pyengine.games.march_mars.state import MarchMarsState, Marine, pending
from pyengine.games.march_mars.state import MarchMarsState as State


class MarchMars(KitGame):
    """The rules; the state layout is MarchMarsState (state.py)."""

    actions = ACTIONS
    turns = QUEUE
    decisions = DECISIONS
    state_type = MarchMarsState
    not_now = msg("mom.illegal.not_now")

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Mars cards dealt, the defenders, the base upgrades, a training card each, the first waves;
        then each marine chooses an ability and a square of the Landing Zone."""
        players = len(seats)
        count = data.CARDS_IN_PLAY if players > 2 else data.CARDS_IN_PLAY // 2
        cards = rng.shuffle(sorted(data.MARS_CARDS))[:count]
        sides = board.sides(tuple(cards))
        training = rng.shuffle(sorted(data.TRAINING))[:players]
        state: State = {
            "players": players,
            "colors": [s["color"] for s in seats],
            "difficulty": options["difficulty"],
            "cards": cards,
            "marines": [new_marine(p, training[p]) for p in range(players)],
            "aliens": [],
            "defenders": dict.fromkeys(sides, True),
            "waiting": {s: [] for s in sides},
            "bag": data.bag(options["difficulty"], players),
            "dead": dict.fromkeys(data.COLOURS, 0),
            "upgrades": deal_upgrades(rng, options["upgrades"], sides),
            "base_hits": 0,
            "round": 0,
            "equipment_on": options["difficulty"] == "baby",
            "deck": list(data.EQUIPMENT),
            "gear_discard": [],
            "hidden_found": False,
            "decoy": None,
            "last_side": None,
            "phase": TRAIN,
            "active": -1,
            **flow.turn_fields(0, first_roll=False),
            "resume": PROGRAM,
            "teleport_card": 0,
            "melee": False,
            "accident": False,
            "kamikaze": False,
            "missile": None,
            "last": None,
            "clock": 0,
            "tasks": [],
            "over": False,
            "won": False,
            "why": "",
        }
        aliens.setup_waves(state, lambda bag, n: draw_mix(rng, bag, n))
        return state

    def scores(self, state: State) -> list[float]:
        """The team's result, the same for everyone: 1 for the MMM destroyed, else 0."""
        return [1.0 if state["won"] else 0.0] * state["players"]

    def winners(self, state: State) -> list[int]:
        """The whole team, or nobody."""
        return list(range(state["players"])) if state["won"] else []

    def ranking(self, state: State) -> list[list[int]]:
        """One place for the whole team."""
        return [list(range(state["players"]))]

    def sample_chance(self, state: State, rng: Rng) -> Action:
        """Each pending die lands on one of its faces (more than three dice are drawn, not listed)."""
        if QUEUE.to_move(state) == CHANCE and QUEUE.head(state) is None and state["phase"] == ROLLING:
            dice = pending(state)["dice"]
            if len(dice) > 3:
                return {"type": "roll", "faces": [data.FACES[data.DICE[d]][rng.below(6)] for d in dice]}
        return super().sample_chance(state, rng)

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """A forced roll is possible if each face is on its die; other chance as listed."""
        if QUEUE.head(state) is None and state["phase"] == ROLLING:
            dice = pending(state)["dice"]
            faces = outcome.get("faces")
            if outcome.get("type") != "roll" or not isinstance(faces, list) or len(faces) != len(dice):
                return False
            return all(f in data.FACES[data.DICE[d]] for d, f in zip(dice, faces, strict=True))
        return super().chance_is_possible(state, outcome)

    def check_position(self, state: State) -> Msg | None:
        """The layout, then the phase, the cards and the pieces."""
        return super().check_position(state) or position_problem(state)

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the team's chances (see evaluation.py)."""
        from pyengine.games.march_mars.evaluation import evaluate

        return evaluate(state, player)

    def playout_policy(self, state: State, actions: list[Action]) -> Action | None:
        """The scripted team's dice programs for the bots' playouts (see plan.py)."""
        from pyengine.games.march_mars.plan import playout_policy

        return playout_policy(self, state, actions)

    def terms(self) -> Terms:
        """The evaluation as named terms, for the coach (see evaluation.py)."""
        from pyengine.games.march_mars.evaluation import TERMS

        return TERMS

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.march_mars.view import render

        return render(state, viewer, lang, highlights)


def new_marine(owner: int, training: str) -> Marine:
    """A marine before landing: its training card dealt, its ability not yet chosen."""
    return {
        "owner": owner,
        "col": -1,
        "level": 0,
        "at": 0,
        "down": False,
        "alive": True,
        "training": training,
        "ability": None,
        "played": False,
        "boosted": False,
        "precog_last": False,
        "orbital": False,
        "gear": [],
    }


def deal_upgrades(rng: Rng, mode: str, sides: tuple[str, ...]) -> dict[str, str | None]:
    """A base upgrade beside the Landing Zone on each side in play: bunkers, or drawn from the six markers."""
    markers = [u for u in data.UPGRADES for _ in range(2)]
    drawn = rng.shuffle(markers) if mode == "random" else ["bunker", "bunker"]
    return {s: (drawn[i] if s in sides else None) for i, s in enumerate(data.SIDES)}


def draw_mix(rng: Rng, bag: dict[str, int], n: int) -> dict[str, int]:
    """n markers drawn from the bag one by one (at setup)."""
    mix = dict.fromkeys(data.COLOURS, 0)
    for _ in range(min(n, sum(bag.values()))):
        colour = data.COLOURS[rng.weighted([bag[c] - mix[c] for c in data.COLOURS])]
        mix[colour] += 1
    return mix


def position_problem(state: State) -> Msg | None:
    """Why a written position cannot happen (None: it can)."""
    players = state["players"]
    if not 2 <= players <= 5 or len(state["marines"]) != players or len(state["colors"]) != players:
        return msg("core.position.players")
    if state["phase"] not in PHASES:
        return msg("core.position.bad_value", name="phase")
    if len(state["cards"]) != (data.CARDS_IN_PLAY if players > 2 else 2) or any(
        c not in data.MARS_CARDS for c in state["cards"]
    ):
        return msg("core.position.bad_value", name="cards")
    t = board.track(tuple(state["cards"]))
    for m in state["marines"]:
        if m["col"] >= 0 and not t.is_square((m["col"], m["level"])):
            return msg("core.position.bad_value", name="marines")
    if any(not t.is_square((a["col"], a["level"])) or a["colour"] not in data.HITS for a in state["aliens"]):
        return msg("core.position.bad_value", name="aliens")
    return None
