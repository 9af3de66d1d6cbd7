"""The layout of Migration: Mars's state and of its pending tasks (plain JSON; these TypedDicts
document and check it)."""

from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class Structure(TypedDict):
    """A building on the map."""

    kind: str  # hq, tunnel, habitat, lsc, hospital, ... (data.COSTS)
    owner: int
    pop: int  # population units inside (0 or 1)


class Turn(TypedDict):
    """Flags of the active player's turn."""

    colony: bool  # a colony action was taken (construction closes them)
    built: bool  # the one construction action was taken
    start_pop: int  # healthy population at the turn's start (the recall's condition)
    offers: int  # trade offers sent this turn


class Trade(TypedDict):
    """An open trade between the active player "a" and a partner "b"."""

    a: int
    b: int
    gives: dict[str, dict[str, int]]  # seat (as a string) -> asset -> how many they give


class Task(TypedDict):
    """A pending step of flow.py's queue. Chance: shuffle, first_roll, dice, meteor, explore,
    draw_event; automatic: end_turn, upkeep, recharge, produce, win_check; decisions (of `player`,
    in turn or not): fuel, move, first_tunnel, pick_resource, ruins, evacuate, repair, injure,
    supply_choice, gift, trade_edit, trade_answer. Other keys depend on the kind."""

    kind: str
    player: NotRequired[int]
    fuel: NotRequired[int]  # dice: fuel cells committed before the roll
    contenders: NotRequired[list[int]]  # first_roll
    rolls: NotRequired[dict[str, int]]  # first_roll: seat -> value
    hex: NotRequired[str]  # evacuate
    building: NotRequired[str]  # repair
    ruins: NotRequired[bool]  # explore
    choice: NotRequired[str]  # explore after ruins


class MigrationState(TypedDict):
    """The whole state; the core adds "rng". Per-player lists have one entry per seat."""

    players: int
    colors: list[str]
    factions: list[str]
    max_rounds: int
    fuel_cells: str  # "before" or "after" the roll (ruleset 1 saves: after)
    rocky_tiles: list[str]
    structures: dict[str, Structure]  # hex key -> building
    impacts: list[str]  # hex keys of meteor craters
    embassy: list[bool]  # who has a population unit at the Embassy
    hand: list[dict[str, int]]  # cards by kind
    saved: list[list[str]]  # event cards saved face up
    fresh_blueprints: list[int]  # blueprints received this turn (not usable yet)
    repair: list[list[str]]  # buildings on each player's repair platforms
    rover: list[int]  # track square of each rover
    stock: dict[str, int]  # the Commercial Space Station's cards
    blueprints: int
    deck: list[str]  # the event deck, top first (hidden)
    active: int
    first: int  # the first player (rounds count from them)
    round: int
    turn: Turn
    tasks: list[Task]
    trade: Trade | None
    last_meteor: Any
    wrecks: list[dict[str, Any]]  # buildings a meteor destroyed this round
    report: list[dict[str, Any]]  # what the last action set off by itself (report.py)
    winner: int | None  # the player who met the victory condition
    over: bool
