"""The layout of TINYforming Mars's state and of its pending tasks (plain JSON; these TypedDicts
document and check it)."""

from __future__ import annotations

from typing import Any, TypedDict

from pyengine.games.tinyforming_mars import decisions


class TableCard(TypedDict):
    """A project card in play: which end faces each side, and whose credit marks it used."""

    card: int
    faces: list[str]  # "a" | "b", two entries (index 1 is the neutral player in solo)
    used: list[bool]


class PlayerTask(TypedDict):
    """A step of one player: keep (a drafted card's end), draw (chance, or the returned cards),
    end_turn (automatic)."""

    kind: str
    player: int


class StartActions(TypedDict):
    """Automatic: the action phase starts with the generation's start player."""

    kind: str


class EffectTask(TypedDict):
    """A step of a project's effect: gain_heat (automatic), extra_heat (a decision)."""

    kind: str
    player: int
    source: str  # the project or standard project, or "setup" for the first cities


class CityTask(EffectTask):
    """Decision: place a city (or, with every city out, choose one to move: "from" is then set)."""


class PlaceTask(EffectTask):
    """Decision: place a cube under a placement rule ("water:comet" is optional and needs heat)."""

    rule: str  # "<cube>:<placement rule>"
    optional: bool


class CreditsTask(EffectTask):
    """Automatic: credits under a rule (one, per_city, per_adjacent_water...)."""

    rule: str


class TokenTask(EffectTask):
    """Decision: take a resource token (only if the new tile touches nothing, when `alone`)."""

    alone: bool


class RemoveTask(EffectTask):
    """Decision: remove a greenery (next to the new water, when `near`)."""

    near: bool
    optional: bool


# Each pending task kind's layout (a chance "colors" task is a bare {"kind": "colors"}).
TASKS: dict[str, type] = {
    decisions.COLORS: StartActions,
    decisions.DRAW: PlayerTask,
    decisions.KEEP: PlayerTask,
    decisions.END_TURN: PlayerTask,
    decisions.START_ACTIONS: StartActions,
    decisions.END_GENERATION: StartActions,
    decisions.CITY: CityTask,
    decisions.PLACE: PlaceTask,
    decisions.CREDITS: CreditsTask,
    decisions.TOKEN: TokenTask,
    decisions.REMOVE: RemoveTask,
    decisions.GAIN_HEAT: EffectTask,
    decisions.EXTRA_HEAT: EffectTask,
}
# Keys a kind may carry or not: a city being moved names its old hex (a key class syntax cannot declare).
OPTIONAL_KEYS: dict[str, frozenset[str]] = {decisions.CITY: frozenset({"from"})}
Task = PlayerTask | StartActions | EffectTask | CityTask | PlaceTask | CreditsTask | TokenTask | RemoveTask


class TinyformingState(TypedDict):
    """The whole state; the core adds "rng". Per-player lists have one entry per seat."""

    players: int
    solo: bool
    colors: list[str]
    names: list[str]
    map: str
    deck: int
    limit: int  # the last generation
    white: int | None  # White's seat (None until chance decides)
    generation: int
    unseen: list[int]  # face-down cards, drawn at random
    returned: list[int]  # face-up cards under them, in draw order
    drawn: int | None  # the card being drafted
    table: list[TableCard]
    credits: list[int]
    bank: int
    heat: list[int]
    supply: dict[str, int]  # parameter cubes left: water, greenery, heat
    tokens: dict[str, int]  # resource tokens left in the supply
    held: list[dict[str, int]]  # tokens each player holds
    board: dict[str, dict[str, Any]]  # hex key -> {"kind", "owner"?}
    active: int
    passed: list[bool]
    standard: list[str | None]  # the standard project each player used this generation
    at: str | None  # the hex of the last placement (effects read its neighbours)
    tasks: list[Task]
    over: bool
    won: bool | None  # solo only: all three parameters completed
