"""The layout of The Artemis Project's state (plain JSON; these TypedDicts document and check it)."""

from __future__ import annotations

from typing import Annotated, Any, Literal, TypedDict

from pyengine.core.kit import Hidden


class Placed(TypedDict):
    """A placed die: its owner, value and placement stamp."""

    owner: int
    value: int
    seq: int


class Die(Placed, total=False):
    """A placed die; on an expedition, the colonist kind sent with it and how many (Pioneers only
    can be several)."""

    escort: str
    count: int


class Card(TypedDict):
    """An expedition on display with its dice, and the colonists and buildings drawn as its rewards."""

    id: str
    dice: list[Die]
    colonists: list[str]
    buildings: list[str]
    rewards: list[str]  # still to be chosen this round
    result: str  # "" before Base Camp resolves, then "success" or "failure"


class Lot(TypedDict):
    """A building at the Gantry and the bids on it."""

    id: str
    dice: list[Die]


class Owned(TypedDict):
    """A building on a player's mat: its tile and who fills each space (None: empty)."""

    id: str
    staff: list[str | None]


class Modifiers(TypedDict):
    """This round's event effects in force."""

    difficulty: int
    discount: int
    closed: list[str]


Stack = Literal["ocean", "surface"]  # the building stacks (rounds 1-3, then 4-6)
Pool = Literal["vents", "quarry"]  # the regions with a pool of energy or minerals
STACKS: tuple[Stack, ...] = ("ocean", "surface")
POOLS: tuple[Pool, ...] = ("vents", "quarry")
# the per-player counts, by the names data.py's tables give them (rewards, events, buildings)
COUNTERS = ("vp", "relief", "energy", "minerals", "toolkits", "badges")


def covered(value: list[Any]) -> list[str]:
    """A hidden pile's cover: its size only."""
    return ["?"] * len(value)


class Task(TypedDict, total=False):
    """A pending task on the queue (flow.QUEUE), of one of decisions.py's kinds; each kind has
    the keys its step reads."""

    kind: str
    player: int  # who answers (escort, marine, reward, recruit, train, arrange)
    exp: int  # the expedition (escort, marine, reward)
    seq: int  # the die placed there (escort)
    steward: bool  # the first to choose has a Steward along (reward)
    picks: int  # colonists to take (recruit, train)
    kinds: list[str] | None  # the kinds that may move (arrange; None: any)
    into: list[int] | None  # the buildings they may move into (arrange; None: any)
    moves: int  # moves left (arrange; -1: as many as fit)
    evict: bool  # colonists may also be moved out (arrange, upkeep)
    pile: str  # the pile reshuffled (reshuffle)
    letter: str  # the letter resolving (resolve)


class ArtemisState(TypedDict):
    """The whole state; the core adds "rng"."""

    players: int
    colors: list[str]
    hard: bool
    round: int  # 1..6
    phase: str  # decisions.PHASES: setup, place, resolve, upkeep, over
    step: str  # the letter resolving now ("" outside resolution)
    active: int  # whose die is placed next
    first: int  # the phase marker's holder
    seq: int  # placement stamps
    vp: list[int]
    relief: list[int]
    energy: list[int]
    minerals: list[int]
    toolkits: list[int]
    badges: list[int]
    shelters: list[dict[str, int]]
    buildings: list[list[Owned]]
    pools: list[list[int]]  # each player's dice still to place
    bag: Annotated[list[str], Hidden(cover=covered)]
    discard: list[str]
    exp_deck: Annotated[list[str], Hidden(cover=covered)]
    exp_discard: list[str]
    ocean: Annotated[list[str], Hidden(cover=covered)]
    surface: Annotated[list[str], Hidden(cover=covered)]
    events: Annotated[list[str], Hidden(cover=covered)]
    event: str | None
    past_events: list[str]
    expeditions: list[Card]
    vents: int  # energy waiting at the Vents
    quarry: int  # minerals waiting at the Quarry
    gantry: list[Lot]
    doorstep: list[str]
    academy: dict[str, int]
    dice: dict[str, list[Die]]  # vents, quarry, doorstep, academy, outfitters: placed dice in row order
    mods: Modifiers
    tasks: list[Task]
    report: list[Any]


def counter(state: ArtemisState, key: str) -> list[int]:
    """A per-player count by its name (COUNTERS), as data.py's tables name what is gained or paid."""
    found: list[int] = state[key]  # type: ignore[literal-required]  # a name from the tables, not a literal
    return found
