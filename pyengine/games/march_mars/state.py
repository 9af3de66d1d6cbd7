"""The layout of March on Mars's state (plain JSON; these TypedDicts document and check it).
Nothing is hidden: every marker, card and die is on the table for the whole team."""

from __future__ import annotations

from typing import Any, Literal, TypedDict

Chosen = Literal["ability", "col"]  # what each marine chooses at setup: its ability, then its square
CHOSEN: tuple[Chosen, ...] = ("ability", "col")


class Marine(TypedDict):
    """One marine (one per player)."""

    owner: int
    col: int  # -1 before landing
    level: int
    at: int  # arrival stamp: the latest on top of a stack
    down: bool  # injured (accidented): 2 dice next turn
    alive: bool
    training: str  # the special training card (data.TRAINING)
    ability: str | None  # the ability chosen for the game
    played: bool  # has played this round
    boosted: bool  # used the Boosters: 3 dice next turn
    precog_last: bool
    orbital: bool  # the orbital bombardment is spent
    gear: list[str]  # equipment cards held


class Alien(TypedDict):
    """An alien marker on a square (the two defenders are kept apart, in `defenders`)."""

    colour: str
    col: int
    level: int


class Rolled(TypedDict):
    """A die of the roll on the table."""

    die: int
    face: str


class _Dice(TypedDict):
    dice: list[int]  # die indices (data.DICE)


class Pending(_Dice, total=False):
    """Dice waiting to be rolled (the chance phase "rolling")."""

    again: bool  # every die of the roll on the table rolled again
    replace: int  # the index in the roll of the one die rerolled


class Missile(TypedDict):
    """A missile on its way: the marine observing the target and the missile's kind."""

    observer: int
    kind: str  # "frag", "piercing" or a plain one (the missile card chosen)


# "from" is a keyword, hence the functional syntax.
Last = TypedDict(
    "Last",
    {
        "from": list[int],  # [col, level] before the move
        "to": list[int],
        "path": list[list[int]],  # every square entered, for the board's trail
        "outcome": str,  # sideview outcome: safe, fall, hazard, wall
    },
)


class TurnFields(TypedDict):
    """What a marine's turn starts with (flow.turn_fields writes them, at setup and at each turn)."""

    program: list[int | None]  # each die's action slot
    slot: int
    dice: int
    roll: list[Rolled]
    rerolls: int
    first_roll: bool
    acted: bool
    moved: bool
    shot: bool
    spent: list[int]  # numbers already fired from this roll (Multiple shot)
    scout: bool
    effects: list[str]  # armed equipment for the next shot
    mode: str  # action | bomb | drone | missile | support
    pending: Pending | None
    precog: bool  # this turn's dice were rolled before programming
    foreseen: dict[str, str]  # Precog: die -> the face it will show
    teleported: bool  # the marine teleported: gone at the end of its turn


class MarchMarsState(TurnFields):
    """The whole state (with the turn's fields, TurnFields); the core adds "rng"."""

    players: int
    colors: list[str]
    difficulty: str
    cards: list[str]  # the Mars cards dealt, left to right (the Landing Zone goes between halves)
    marines: list[Marine]
    aliens: list[Alien]
    defenders: dict[str, bool]  # side -> the red defender beside the MMM still stands
    waiting: dict[str, list[str]]  # side -> the colours in its "next wave" area
    bag: dict[str, int]  # markers face down, by colour
    dead: dict[str, int]  # killed markers set aside, by colour
    upgrades: dict[str, str | None]  # side -> its base upgrade (None: destroyed or none)
    base_hits: int
    round: int
    equipment_on: bool
    deck: list[str]  # equipment still to draw
    gear_discard: list[str]
    hidden_found: bool
    decoy: int | None  # the marine whose decoy waits for the end-of-turn side die
    last_side: str | None
    phase: str  # one of decisions.py's phases (who decides in each: declared.py)
    active: int  # the marine playing (-1: none)
    resume: str  # the phase a teleport returns to
    teleport_card: int  # the card a teleport aims at
    melee: bool
    accident: bool
    kamikaze: bool
    missile: Missile | None
    last: Last | None
    clock: int
    tasks: list[dict[str, Any]]
    over: bool
    won: bool
    why: str


def pending(state: MarchMarsState) -> Pending:
    """The dice waiting to be rolled (asked only while some are: the phase "rolling")."""
    found = state["pending"]
    assert found is not None, "no dice to roll"
    return found


def missile(state: MarchMarsState) -> Missile:
    """The missile on its way (asked only while one is: the phase "target")."""
    found = state["missile"]
    assert found is not None, "no missile on its way"
    return found
