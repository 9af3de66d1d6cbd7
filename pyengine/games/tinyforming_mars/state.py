"""The layout of TINYforming Mars's state and of its pending tasks (plain JSON; these TypedDicts
document and check it)."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class TableCard(TypedDict):
    """A project card in play: which end faces each side, and whose credit marks it used."""

    card: int
    faces: list[str]  # "a" | "b", two entries (index 1 is the neutral player in solo)
    used: list[bool]


class Task(TypedDict):
    """A pending step of flow.py's queue. Decisions: keep, city, place, token, remove, extra_heat;
    chance: colors, draw; automatic: gain_heat, credits, end_turn, start_actions, end_generation."""

    kind: str
    player: NotRequired[int]
    source: NotRequired[str]  # the project or standard project the step comes from
    rule: NotRequired[str]  # place: "<cube>:<placement rule>"; credits: how many
    optional: NotRequired[bool]  # place, remove: the player may skip it
    alone: NotRequired[bool]  # token: only if the new tile touches nothing
    near: NotRequired[bool]  # remove: only greenery next to the new water
    # city: the hex of the city being moved (set by move_city)
    # (a key named "from" cannot be declared in class syntax)


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
