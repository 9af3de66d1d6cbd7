"""Building Walking on the Moon positions for rule tests, and stepping them with the core's checks."""

from __future__ import annotations

from typing import Any

from pyengine.core.game import CHANCE, Rng
from pyengine.core.jsonutil import clone
from pyengine.core.match import apply_action, resolve_chance
from pyengine.core.rng import seed_state
from pyengine.games.walking_moon import GAME, META, moves, turn

State = dict[str, Any]
BLUE, BLUE2, WHITE, WHITE2, BLACK, BLACK2 = range(6)
# Flat ground with a crater and a Sputnik above it; a tunnel; a rock; a hill; a big crater.
CARDS = ["n01", "n07", "n02", "n04", "n06"]


def new(
    players: int = 3,
    seed: int = 1,
    cards: list[str] | None = None,
    hands: list[str | None] | None = None,
    **options: Any,
) -> State:
    """A fresh game on chosen cards (the deal replaced), everyone on the start square; with the
    advanced rules, the action cards in hand are `hands` (default: none, so no card interrupts)."""
    seats = [
        {"name": f"P{i + 1}", "color": c}
        for i, c in zip(range(players), ("red", "blue", "yellow", "green", "purple"), strict=False)
    ]
    chosen = {o.id: options.get(o.id, o.default) for o in META.options}
    rng = Rng(seed_state(seed))
    state = GAME.initial_state(seats, chosen, rng)
    state["rng"] = rng.state
    state["cards"] = list(cards or CARDS)
    if state["advanced"]:
        for card in state["hands"]:
            state["pile"][card] += 1
        state["hands"] = list(hands or [None] * players)
        for card in state["hands"]:
            if card:
                state["pile"][card] -= 1
        moves.PENDING.reset(state)
        state["phase"] = "program"
    return state


def act(state: State, action: dict[str, Any]) -> State:
    """The state after a legal action (IllegalAction otherwise)."""
    return apply_action(GAME, state, action)


def roll(state: State, *faces: str) -> State:
    """The state after the pending dice show these faces."""
    assert GAME.to_move(state) == CHANCE
    return resolve_chance(GAME, state, {"type": "roll", "faces": list(faces)})[0]


def program(state: State, *slots: list[int]) -> State:
    """Program the dice on the slots (slot i gets the dice in slots[i]), then launch."""
    for slot, dice in enumerate(slots):
        for die in dice:
            state = act(state, {"type": "assign", "die": die, "target": f"slot:{slot}"})
    return act(state, {"type": "launch"})


def use(state: State, die: int, steps: str) -> State:
    """Use a die of the roll with these steps."""
    action = next(
        a for a in GAME.legal_actions(state) if a["type"] == "use" and a["die"] == die and a["steps"] == steps
    )
    return act(state, action)


def put(state: State, index: int, col: int, level: int = 0, **fields: Any) -> State:
    """A copy with an astronaut moved (and fields set), turn order recomputed for a new round."""
    state = clone(state)
    state["astros"][index].update(col=col, level=level, **fields)
    state["clock"] += 1
    state["astros"][index]["at"] = state["clock"]
    return state


def restart_round(state: State) -> State:
    """A copy whose round starts again (turn order by the current positions)."""
    state = clone(state)
    state["order"] = sorted(moves.running(state), key=lambda i: moves.race_key(state["astros"][i]), reverse=True)
    state["turn"] = 0
    turn.start_turn(state)  # no drawing of action cards: the tests choose the hands
    return state


def turn_of(state: State, index: int) -> State:
    """A copy where, the round's order unchanged, it is now this astronaut's turn (those before it have played)."""
    state = restart_round(state)
    state["turn"] = state["order"].index(index)
    moves.PENDING.reset(state)  # a window restart_round's first turn opened is not this turn's
    turn.start_turn(state)
    return state


def window_asks(state: State) -> list[dict[str, Any]]:
    """The innermost open window's asks still to come, the one asked now first."""
    asks = []
    for task in moves.PENDING.tasks(state):
        if task["kind"] == "resume":
            break
        if task["kind"] == "ask":
            asks.append(task)
    return asks


def drawers(state: State) -> list[int]:
    """The players still to draw an action card, in order."""
    return [int(t["player"]) for t in moves.PENDING.tasks(state) if t["kind"] == "drawing"]


def mover(state: State) -> int:
    """The astronaut whose turn it is."""
    return moves.active(state)


def first_jump(state: State, die: int, face: str, steps: str) -> State:
    """Program the die alone on the first jump (the other dice on the second), roll it, use it."""
    dice = [d for d in range(6) if d != die][: state["dice"] - 1]
    state = program(state, [die], dice)
    state = roll(state, face)
    return use(state, die, steps)


def on_token(effect: str, **fields: Any) -> State:
    """Astronaut 0 jumps from column 5 onto the token square at column 7, which has this effect."""
    state = new(advanced=True)
    state["tokens"] = {"7": effect}
    state = restart_round(put(state, 0, 5, 0, **fields))
    return first_jump(state, BLUE, "2", "ss")


def ahead(hands: list[str | None], **fields: Any) -> State:
    """Astronaut 0 leads at column 5 (its turn now), the others trail at column 2."""
    state = put(put(new(advanced=True, hands=hands), 1, 2), 2, 2)
    return turn_of(put(state, 0, 5, 0, **fields), 0)


def end_of_round(state: State) -> State:
    """A copy where the round's last turn has just ended."""
    state = clone(state)
    state["turn"] = len(state["order"]) - 1
    turn.end_turn(state)
    return state
