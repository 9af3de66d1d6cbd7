"""The layout of Walking on the Moon's state and of its pending decisions (plain JSON; these
TypedDicts document and check it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Any, TypedDict

from pyengine.core.kit import Hidden, OwnedBy, check_tasks
from pyengine.games.walking_moon.decisions import (
    ACT,
    ASK,
    CARD_SQUARE,
    CHOOSE,
    DRAWING,
    LANDED_END,
    PROGRAM,
    RESUME,
    ROB,
    SHARE,
    SPECIAL,
    START_TURN,
    TOKEN,
)


class Astro(TypedDict):
    """One astronaut (two per player with two players)."""

    owner: int  # the seat playing it
    col: int  # the column it stands in (0: start; board.FINISH or beyond: across the finish)
    level: int  # the height level
    sputniks: int
    ct: int  # Ground Control counters
    handicap: int
    down: bool  # accidented: turned over until its next turn
    done: int  # finishing place (0 while racing)
    at: int  # arrival stamp: the latest arrival is on top of a stack
    reroll: bool  # a special square's reroll is waiting for the next jump


class Supply(TypedDict):
    """Counters left in the box."""

    sputnik: int
    ct: int
    handicap: int


class Pending(TypedDict):
    """Dice waiting to be rolled (the chance step "rolling")."""

    dice: list[int]  # die indices (data.DICE)
    replace: bool  # a Ground Control reroll of one die of the roll on the table


class Rolled(TypedDict):
    """A die of the roll on the table."""

    die: int
    face: str  # "1".."3", with "k" for a skull


# "from" is a keyword, hence the functional syntax.
Last = TypedDict(
    "Last",
    {
        "from": list[int],  # [col, level] before the move
        "to": list[int],
        "outcome": str,  # sideview outcome: safe, fall, hazard, wall
        "skull": bool,
        "path": list[list[int]],  # every square of the move, for the board's trail
        "astro": int,
    },
)


def card_unless_swap(window: str) -> str:
    """An ask's card as the others see it: "?" (the start of a round's swap names no card)."""
    return window if window == "swap" else "?"


class Ask(TypedDict):
    """A pending decision outside the turn: a player asked whether to play (or swap) a card."""

    kind: str  # "ask"
    player: int
    # the card that may be played (seen by the player asked only), or "swap" at the start of a round
    window: Annotated[str, OwnedBy("player", cover=card_unless_swap)]


class Resume(TypedDict, total=False):
    """Where the flow goes on once a window's asks are answered (turn.RESUMES); "landed" carries
    the move that opened it."""

    kind: str  # "resume"
    to: str  # program | choose | counters | landed | carry_on | deal
    mover: int
    before: list[list[int]]  # each astronaut's [col, level, at] before the move
    crashed: bool
    stopped: bool  # the move crossed the finish
    jumped: bool
    present: list[int]  # the astronauts on the square when the move ended


class Decision(TypedDict):
    """A decision of the active astronaut's player after a landing (rob, share, special) or a card
    draw (drawing, by chance)."""

    kind: str
    player: int


class Moving(TypedDict):
    """An astronaut moving for an action card ("act", a nested turn) or reaching a special square
    by a card move ("card_square")."""

    kind: str
    astro: int


class Step(TypedDict):
    """A step that runs by itself: a landing's special square ("token"), the end of a landing
    ("landed_end"), the first turn after the draws ("start_turn")."""

    kind: str


class Task(TypedDict, total=False):
    """A pending task on the game's queue (turn.QUEUE), of one of the kinds above (TASKS)."""

    kind: str
    player: int
    window: Annotated[str, OwnedBy("player", cover=card_unless_swap)]
    astro: int
    to: str
    mover: int
    before: list[list[int]]
    crashed: bool
    stopped: bool
    jumped: bool
    present: list[int]


TASKS: dict[str, Any] = {
    ASK: Ask,
    RESUME: Resume,
    ROB: Decision,
    SHARE: Decision,
    SPECIAL: Decision,
    DRAWING: Decision,
    ACT: Moving,
    CARD_SQUARE: Moving,
    TOKEN: Step,
    LANDED_END: Step,
    START_TURN: Step,
}
RESUME_KEYS = {
    PROGRAM: frozenset(),
    CHOOSE: frozenset(),
    "counters": frozenset(),
    "carry_on": frozenset(),
    "deal": frozenset(),
    "landed": frozenset({"mover", "before", "crashed", "stopped", "jumped", "present"}),
}


def asked_now(tasks: list[Task], state: dict[str, Any]) -> list[Task]:
    """The pending tasks as the table sees them: who is asked now (the head ask, while the table
    waits on an answer), never the asks still to come, which would tell who holds which card (the
    ruling in docs/rules/walking-on-the-moon.md)."""
    return [t for i, t in enumerate(tasks) if i == 0 or t["kind"] != ASK]


def basic(state: dict[str, Any]) -> bool:
    """The basic rules deal no action cards: nothing is hidden."""
    return not state["advanced"]


def hidden_card(card: str | None) -> str | None:
    """Another player's card: "hidden" (None, no card, is public)."""
    return None if card is None else "hidden"


def pile_size(pile: dict[str, int]) -> dict[str, int]:
    """The draw pile as everyone sees it: its size only."""
    return {"hidden": sum(pile.values())}


class WalkingMoonState(TypedDict):
    """The whole state; the core adds "rng"."""

    players: int
    colors: list[str]
    advanced: bool
    first: int  # the first player's seat
    cards: list[str]  # the five moon cards in race order
    tokens: dict[str, str]  # column -> special-square effect (advanced rules)
    astros: list[Astro]
    supply: Supply
    finishers: list[int]  # astronauts across the finish, in crossing order
    clock: int  # the last arrival stamp given
    round: int
    last: Last | None  # the last move, drawn on the board
    effect: str | None  # the special-square effect waiting for a choice
    pile: Annotated[dict[str, int], Hidden(cover=pile_size, unless=basic)]  # action cards left to draw, by kind
    hands: Annotated[list[str | None], OwnedBy(cover=hidden_card, unless=basic)]  # each player's action card
    discards: list[str]
    # the pending tasks (turn.QUEUE), head first: who is asked now is public, the asks to come are not
    tasks: Annotated[list[Task], Hidden(cover_at=asked_now)]
    removed: list[int]  # dice No instructions took out this turn
    present: list[int] | None  # the astronauts met on the landing square
    order: list[int]  # this round's turn order (astronauts, by race position)
    turn: int  # the index in `order` of the astronaut whose turn it is
    phase: str  # see turn.PHASES (the decision while no task is pending)
    dice: int  # dice to program this turn
    program: list[int | None]  # each die's jump slot (None: unused)
    slot: int  # the next jump slot to roll
    roll: list[Rolled]  # the roll on the table
    pending: Pending | None
    bonus: bool  # the roll is a special square's jump at once
    crashed: bool  # the move just made ended in an accident


def tasks_problem(tasks: Sequence[Any]) -> bool:
    """True if the pending tasks do not have the documented layouts (each kind's, a resume's keys
    by where it goes on)."""
    if check_tasks(tasks, TASKS, {RESUME: RESUME_KEYS["landed"]}) is not None:
        return True
    for task in tasks:
        if task["kind"] == RESUME:
            keys = RESUME_KEYS.get(str(task.get("to")))
            if keys is None or set(task) != {"kind", "to", *keys}:
                return True
    return False
