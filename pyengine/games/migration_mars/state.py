"""The layout of Migration: Mars's state and of its pending tasks (plain JSON; these TypedDicts
document and check it)."""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

from pyengine.core.kit import Hidden, OwnedBy, Replaced
from pyengine.games.migration_mars import decisions


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


class Bare(TypedDict):
    """Chance or automatic steps with no data: shuffle (the event deck), meteor, end_turn."""

    kind: str


class PlayerTask(TypedDict):
    """A step of one player: decisions first_tunnel, fuel (cells before the roll), pick_resource,
    supply_choice, injure, trade_edit, trade_answer; chance draw_event."""

    kind: str
    player: int


class SupplyStep(PlayerTask):
    """A step of the supply stop (1-5, 6 the victory check): upkeep, recharge, produce, gift,
    draw_event (step 5), win_check."""

    supply: int


class Dice(TypedDict):
    """Chance: the roll; `fuel` holds the cells committed before it (fuel cells "before")."""

    kind: str
    fuel: int


class FirstRoll(TypedDict):
    """Chance: the red d12 for the first player, contenders rolling until one is highest."""

    kind: str
    contenders: list[int]
    rolls: dict[str, int]  # seat (as a string) -> value


class Move(PlayerTask):
    """Decision (fuel cells "after"): fuel cells to add to a roll already seen."""

    move: int
    harvest: int


class Ruins(PlayerTask):
    """Decision: a blueprint or an Olympium from the ruins at an access."""

    ruins: int


class Explore(Ruins):
    """Chance: the exploration die after the ruins' choice."""

    choice: str


class Repair(PlayerTask):
    """Decision: a destroyed building to a repair platform or back to the player board."""

    building: str
    hex: str


class Evacuate(PlayerTask):
    """Decision: where a unit of a destroyed building goes ("from": the building's kind, a key
    class syntax cannot declare)."""

    hex: str


# Each pending task kind's layout.
TASKS: dict[str, type] = {
    decisions.SHUFFLE: Bare,
    decisions.METEOR: Bare,
    decisions.END_TURN: Bare,
    decisions.DICE: Dice,
    decisions.FIRST_ROLL: FirstRoll,
    decisions.FIRST_TUNNEL: PlayerTask,
    decisions.FUEL: PlayerTask,
    decisions.PICK_RESOURCE: PlayerTask,
    decisions.SUPPLY_CHOICE: PlayerTask,
    decisions.INJURE: PlayerTask,
    decisions.TRADE_EDIT: PlayerTask,
    decisions.TRADE_ANSWER: PlayerTask,
    decisions.DRAW_EVENT: PlayerTask,
    decisions.UPKEEP: SupplyStep,
    decisions.RECHARGE: SupplyStep,
    decisions.PRODUCE: SupplyStep,
    decisions.GIFT: SupplyStep,
    decisions.WIN_CHECK: SupplyStep,
    decisions.MOVE: Move,
    decisions.RUINS: Ruins,
    decisions.EXPLORE: Explore,
    decisions.REPAIR: Repair,
    decisions.EVACUATE: Evacuate,
}
# Keys a kind may carry or not: the dice's fuel (set with fuel cells "before"), the supply stop's
# step number on its event draw, the building an evacuation leaves (a key class syntax cannot declare).
OPTIONAL_KEYS: dict[str, frozenset[str]] = {
    decisions.DICE: frozenset({"fuel"}),
    decisions.DRAW_EVENT: frozenset({"supply"}),
    decisions.EVACUATE: frozenset({"from"}),
}
Task = Bare | PlayerTask | SupplyStep | Dice | FirstRoll | Move | Ruins | Explore | Repair | Evacuate


def hand_size(hand: dict[str, int]) -> dict[str, int]:
    """A hidden hand as the others see it: its size only."""
    return {"hidden": int(hand["hidden"]) if "hidden" in hand else sum(hand.values())}


def game_over(state: dict[str, Any]) -> bool:
    """Hands are shown once the game is over."""
    return bool(state["over"])


class MigrationState(TypedDict):
    """The whole state; the core adds "rng". Per-player lists have one entry per seat."""

    players: int
    colors: list[str]
    factions: list[str]
    max_rounds: int
    fuel_cells: str  # "before" or "after" the roll (ruleset 1 saves: after)
    rocky_tiles: list[str]
    # hex key -> building; a building is replaced, never changed in place (copies share them)
    structures: Annotated[dict[str, Structure], Replaced]
    impacts: list[str]  # hex keys of meteor craters
    embassy: list[bool]  # who has a population unit at the Embassy
    # cards by kind; the others see a hand's size only until the game is over (hands.py)
    hand: Annotated[list[dict[str, int]], OwnedBy(cover=hand_size, unless=game_over)]
    saved: list[list[str]]  # event cards saved face up
    fresh_blueprints: list[int]  # blueprints received this turn (not usable yet)
    repair: list[list[str]]  # buildings on each player's repair platforms
    rover: list[int]  # track square of each rover
    stock: dict[str, int]  # the Commercial Space Station's cards
    blueprints: int
    deck: Annotated[list[str], Hidden()]  # the event deck, top first: its order hidden, its size public
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
