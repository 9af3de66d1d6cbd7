"""Reading and placing astronauts: the helpers the turn flow (turn.py) and the action cards
(cards.py) share. Every function reads or changes a working copy of the state in place."""

from __future__ import annotations

from typing import Any

from pyengine.core import sideview
from pyengine.core.sideview import Standing, Track, Walk
from pyengine.core.turns import TaskQueue
from pyengine.games.walking_moon import board, data
from pyengine.games.walking_moon.decisions import ACT
from pyengine.games.walking_moon.state import Astro, Pending
from pyengine.games.walking_moon.state import WalkingMoonState as State

# The pending steps of turn.QUEUE (the same state key), read and changed here and in cards.py
# without its steps: those steps call these modules, which so never import turn.py.
PENDING = TaskQueue()


def actor(state: State) -> int | None:
    """The astronaut of the innermost action card's move under way (an extra jump, or the special
    square a card move reached), if any."""
    return next((int(t["astro"]) for t in PENDING.tasks(state) if t["kind"] == ACT), None)


def decision(state: State) -> str:
    """The decision pending now: the head task's kind, else (nothing pending, or an action card's
    move under way) the phase (turn.QUEUE.decision without its steps)."""
    head = PENDING.head(state)
    return str(head["kind"]) if head is not None and head["kind"] != ACT else str(state["phase"])


def asked(state: State) -> dict[str, Any]:
    """The task asked of a player now (its decision is "ask" or "drawing"): the player, and for an
    ask the card (or "swap")."""
    return PENDING.current(state)


def active(state: State) -> int:
    """The astronaut whose turn it is (or who makes an action card's move)."""
    moving = actor(state)
    return moving if moving is not None else int(state["order"][state["turn"]])


def acting(state: State) -> int | None:
    """The astronaut acting now, or None between turns (an end-of-round card window opens after
    the last turn of the round, when no astronaut is on the move)."""
    moving = actor(state)
    if moving is not None:
        return moving
    return int(state["order"][state["turn"]]) if state["turn"] < len(state["order"]) else None


def astro(state: State, index: int | None = None) -> Astro:
    """An astronaut's record (default: the active one)."""
    return state["astros"][active(state) if index is None else index]


def pending(state: State) -> Pending:
    """The dice waiting to be rolled (asked only while some are: the roll's chance step)."""
    waiting = state["pending"]
    assert waiting is not None, "no dice pending"
    return waiting


def square(a: Astro) -> tuple[int, int]:
    """Where an astronaut stands."""
    return int(a["col"]), int(a["level"])


def race_key(a: Astro) -> Standing:
    """Race position, best first when sorted in reverse: distance, then height, then top of a stack."""
    return int(a["col"]), int(a["level"]), int(a["at"])


def standings(state: State) -> list[Standing]:
    """Every astronaut's square and arrival stamp (the core's stacking and race-order helpers read these)."""
    return [race_key(a) for a in state["astros"]]


def running(state: State) -> list[int]:
    """Astronauts that have not crossed the finish."""
    return [i for i, a in enumerate(state["astros"]) if not a["done"]]


def jump_slots(state: State) -> list[list[int]]:
    """The dice programmed on each of the three jump slots."""
    slots: list[list[int]] = [[] for _ in range(data.SLOTS)]
    for die, slot in enumerate(state["program"]):
        if slot is not None:
            slots[slot].append(die)
    return slots


def next_slot(state: State) -> int | None:
    """The next programmed jump still to roll, if any."""
    slots = jump_slots(state)
    return next((s for s in range(state["slot"], data.SLOTS) if slots[s]), None)


def assigned(state: State) -> int:
    """Dice already programmed."""
    return sum(1 for slot in state["program"] if slot is not None)


def track(state: State) -> Track:
    """The track of the cards dealt."""
    return board.track(tuple(state["cards"]))


def plan(state: State, steps: str, start: tuple[int, int] | None = None) -> Walk:
    """Where these steps lead the active astronaut (the finish stops a move); TerrainError from a
    square inside the rock, where no astronaut can stand (it used to search for ground forever)."""
    origin = square(astro(state)) if start is None else start
    return sideview.plan(track(state), origin, steps)


def together(state: State, index: int) -> list[int]:
    """Other astronauts on the same square as this one who have not finished."""
    return sideview.sharing(standings(state), index, running(state))


def take(state: State, kind: str, wanted: int) -> int:
    """Take up to `wanted` counters of a kind from the supply; how many there were."""
    got = min(wanted, state["supply"][kind])  # type: ignore[literal-required]  # a kind of _FIELD
    state["supply"][kind] -= got  # type: ignore[literal-required]
    return int(got)


def gain(state: State, index: int, kind: str, wanted: int) -> None:
    """An astronaut takes counters from the supply (fewer if it runs out)."""
    state["astros"][index][_FIELD[kind]] += take(state, kind, wanted)  # type: ignore[literal-required]


def give_back(state: State, index: int, kind: str, count: int) -> None:
    """An astronaut returns counters to the supply."""
    state["astros"][index][_FIELD[kind]] -= count  # type: ignore[literal-required]
    state["supply"][kind] += count  # type: ignore[literal-required]


_FIELD = {"sputnik": "sputniks", "ct": "ct", "handicap": "handicap"}


def waits_for_choice(effect: str, a: Astro) -> bool:
    """True for the optional effects the player decides on (spending needs Sputniks to spend)."""
    return effect in ("advance_circle", "jump_now") or (effect == "spend_sputniks" and bool(a["sputniks"]))


def token_effect(state: State, index: int, effect: str) -> None:
    """A special square's effect that needs no choice."""
    a = state["astros"][index]
    if effect == "gain_ct":
        gain(state, index, "ct", 1)
    elif effect == "gain_sputniks":
        gain(state, index, "sputnik", 2)
    elif effect == "reroll_next":
        a["reroll"] = True
    elif effect == "back_circle":
        place(state, track(state).next_circle(square(a), -1), index)


def place(state: State, target: tuple[int, int] | None, index: int | None = None) -> None:
    """A free move: the astronaut is set on a square (no Sputniks taken, no robbing)."""
    if target is None:
        return
    a = astro(state, index)
    a["col"], a["level"] = target
    state["clock"] += 1
    a["at"] = state["clock"]
