"""Building March on Mars positions for rule tests, and stepping them with the core's checks."""

from __future__ import annotations

from typing import Any

from pyengine.core.game import CHANCE, Rng
from pyengine.core.jsonutil import clone
from pyengine.core.match import apply_action, resolve_chance
from pyengine.core.rng import seed_state
from pyengine.games.march_mars import GAME, META, flow
from pyengine.games.march_mars.queue import QUEUE

State = dict[str, Any]
BLUE, BLUE2, WHITE, WHITE2, BLACK, BLACK2 = range(6)
# Flat ground with a lava lake; the tunnel card (hidden square at column 10, level 0); two rocks; a pit.
CARDS = ["m01", "m06", "m03", "m05"]
# The laid-out columns with CARDS and three or more players.
DEF_L, L2, GAP_L, L1, UP_L, ZA, UP_R, R1, GAP_R, R2, DEF_R = 0, 1, 7, 8, 14, 15, 21, 22, 28, 29, 35
SEATS = ("red", "blue", "yellow", "green", "purple")


def new(players: int = 3, abilities: list[str] | None = None, seed: int = 1, **options: Any) -> State:
    """A game on CARDS (half of them with two players) with no alien on the cards, every marine
    trained in `abilities` (default: Orbital bombardment, an action of its own that changes no roll) and
    standing on the Landing Zone's first square, round 1, the team about to pick."""
    seats = [{"name": f"P{i + 1}", "color": SEATS[i]} for i in range(players)]
    chosen = {o.id: options.get(o.id, o.default) for o in META.options}
    rng = Rng(seed_state(seed))
    state = GAME.initial_state(seats, chosen, rng)
    state["rng"] = rng.state
    state["cards"] = list(CARDS if players > 2 else CARDS[:2])
    state["aliens"] = []
    state["bag"] = {"yellow": 22, "blue": 12, "red": 6}
    wanted = abilities or ["orbital"] * players
    for i, m in enumerate(state["marines"]):
        training = next(t for t, pair in TRAINING_ITEMS if wanted[i] in pair)
        m.update(training=training, ability=wanted[i], col=ZA, level=0, at=i)
    state["clock"] = players
    flow.start_round(state, QUEUE)
    state["tasks"] = []
    return state


TRAINING_ITEMS = tuple(__import__("pyengine.games.march_mars.data", fromlist=["TRAINING"]).TRAINING.items())


def put(state: State, index: int, col: int, level: int = 0, **fields: Any) -> State:
    """A copy with a marine moved (and fields set)."""
    state = clone(state)
    state["marines"][index].update(col=col, level=level, **fields)
    state["clock"] += 1
    state["marines"][index]["at"] = state["clock"]
    return state


def alien(state: State, colour: str, col: int, level: int = 0, count: int = 1) -> State:
    """A copy with aliens added on a square."""
    state = clone(state)
    for _ in range(count):
        state["aliens"].append({"colour": colour, "col": col, "level": level})
    return state


def turn(state: State, index: int = 0) -> State:
    """The team sends this marine."""
    return act(state, {"type": "pick", "marine": index})


def act(state: State, action: dict[str, Any]) -> State:
    """The state after a legal action (IllegalAction otherwise)."""
    return apply_action(GAME, state, action)


def legal(state: State, kind: str) -> list[dict[str, Any]]:
    """The legal actions of a type."""
    return [a for a in GAME.legal_actions(state) if a["type"] == kind]


def chance(state: State, outcome: dict[str, Any]) -> State:
    """The state after a forced chance outcome."""
    assert GAME.to_move(state) == CHANCE
    return resolve_chance(GAME, state, outcome)[0]


def roll(state: State, *faces: str) -> State:
    """The pending dice show these faces."""
    return chance(state, {"type": "roll", "faces": list(faces)})


def program(state: State, *slots: list[int]) -> State:
    """Program the dice on the slots, then launch (the first action's dice are then pending)."""
    for slot, dice in enumerate(slots):
        for die in dice:
            state = act(state, {"type": "assign", "die": die, "target": f"slot:{slot}"})
    return act(state, {"type": "launch"})


def aliens_march(state: State) -> State:
    """Play every pending alien move (the automaton's one outcome each)."""
    while GAME.to_move(state) == CHANCE and state["tasks"] and state["tasks"][0]["kind"] == "alien":
        outcomes = GAME.chance_outcomes(state)
        assert len(outcomes) == 1
        state = chance(state, outcomes[0][0])
    return state


def at(state: State, col: int, level: int = 0) -> list[str]:
    """The colours of the aliens on a square, sorted."""
    return sorted(a["colour"] for a in state["aliens"] if (a["col"], a["level"]) == (col, level))
