"""Rules data of Migration: Mars: costs, stocks, dice faces, the track, the map and the decks.

The rulebook gives the rules but not these components; every value here that the book does not
print is a ruling documented in docs/rules/migration-mars.md (with its reason).
"""

from __future__ import annotations

from pyengine.games.migration_mars.options import DEFAULT_MAX_ROUNDS as DEFAULT_MAX_ROUNDS  # re-exported
from pyengine.games.migration_mars.options import FACTIONS as FACTIONS  # re-exported

# --- factions, clockwise from the north (the book: north is towards the blue base) ------------
# Factions of seats that choose none, by player count (two players sit on opposite sides).
DEFAULT_FACTIONS: dict[int, tuple[str, ...]] = {2: ("blue", "yellow"), 3: ("blue", "red", "yellow"), 4: FACTIONS}

# --- cards -------------------------------------------------------------------------------------
BASIC: tuple[str, ...] = ("water", "stone", "metal")  # "recursos básicos"
RESOURCES: tuple[str, ...] = (*BASIC, "olympium")
SUPPLIES: tuple[str, ...] = ("medipack", "rcu", "fuel")
ASSETS: tuple[str, ...] = (*RESOURCES, *SUPPLIES, "blueprint")  # tradable cards besides events

START_HAND: dict[str, int] = {
    "water": 2,
    "stone": 2,
    "metal": 2,
    "olympium": 1,
    "medipack": 1,
    "rcu": 1,
    "fuel": 1,
    "blueprint": 0,
}

# The Commercial Space Station's card stock; payments go back to it, gains are capped by it.
STATION_STOCK: dict[str, int] = {
    "water": 30,
    "stone": 30,
    "metal": 30,
    "olympium": 20,
    "medipack": 12,
    "rcu": 12,
    "fuel": 12,
}
BLUEPRINTS = 8  # the Ancient Ruins deck: blueprint cards only

# --- structures ----------------------------------------------------------------------------
# kind -> cost; "fortress" is the Ancient Fortress built from a blueprint (cost from the book).
COSTS: dict[str, dict[str, int]] = {
    "tunnel": {"stone": 1},
    "lsc": {"metal": 2, "water": 1, "stone": 1},
    "habitat": {"metal": 1, "water": 1, "stone": 1},
    "factory": {"metal": 2, "stone": 1},
    "hospital": {"metal": 1, "water": 1, "stone": 1, "medipack": 1},
    "refinery": {"stone": 2, "metal": 1},
    "export": {"metal": 2, "stone": 1, "olympium": 1},
    "fortress": {"blueprint": 1, "olympium": 1, "metal": 1, "water": 1, "stone": 1},
}
BUILD_ORDER: tuple[str, ...] = tuple(COSTS)
# Pieces on each player board (fortresses are limited by blueprints instead).
PIECES: dict[str, int] = {
    "tunnel": 15,
    "lsc": 2,
    "habitat": 5,
    "factory": 2,
    "hospital": 2,
    "refinery": 3,
    "export": 1,
    "fortress": 99,
}
PRODUCTION = frozenset({"factory", "hospital", "refinery", "export"})  # need a tunnel between
POPULATION_BUILDINGS = frozenset({"lsc", "habitat"})
# Destroyed by meteors (the HQ, life support centres and the embassy carry domes: immune).
DESTRUCTIBLE = frozenset({"habitat", *PRODUCTION})
# Structures that count as "buildings" for the adjacency rules; tunnels and fortresses do not.
BUILDINGS = frozenset({"hq", "lsc", "habitat", *PRODUCTION})
ROCKY_OK = frozenset({"tunnel", "fortress"})  # the only structures allowed on rocky terrain
REMOVABLE = frozenset({"tunnel", "lsc", "habitat", *PRODUCTION})  # 1 RCU: back to the board

# --- export centre exchanges (the book's reference column) --------------------------------
EXPORT_PAIR = 2  # 2 equal resources -> 1 basic resource
EXPORT_QUAD = 4  # 4 equal resources -> 1 supply
OLYMPIUM_SUPPLY = 2  # 2 Olympium -> 1 supply
OLYMPIUM_POPULATION = 4  # 4 Olympium -> 1 population

VICTORY_POPULATION = 5

# --- dice -----------------------------------------------------------------------------------
MOVE_FACES: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
HARVEST_FACES: tuple[int, ...] = (1, 1, 2, 2, 3, 3)
EXPLORE_FACES: tuple[str, ...] = ("olympium", "olympium", "event", "event", "meteor", "injured")
FIRST_PLAYER_DIE = 12
METEOR_DIRECTION_DIE = 12
METEOR_DISTANCE_DIE = 6
METEOR_IMPACT_DIE = 6

# --- exploration track: 32 squares clockwise from the north-west ruins corner --------------
TRACK_SIDE = 9  # squares per side, corners counted once (RectTrackLayout.per_side)
TRACK: tuple[str, ...] = (
    "ruins:0", "water", "stone", "metal", "stop:blue", "metal", "stone", "water",
    "ruins:1", "stone", "metal", "water", "stop:red", "water", "metal", "stone",
    "ruins:2", "metal", "water", "stone", "stop:yellow", "stone", "water", "metal",
    "ruins:3", "water", "stone", "metal", "stop:green", "metal", "stone", "water",
)  # fmt: skip

# --- map: flat-top hexes, offset columns -7..7 and rows -7..7 (row -7 is the north edge) ------
MAP_HALF = 7
HQ_OFFSETS: dict[str, tuple[int, int]] = {"blue": (0, -7), "red": (7, 0), "yellow": (0, 7), "green": (-7, 0)}
# Ruins bases (Ancient Fortresses) NW, NE, SE, SW, and their accesses, in the order of the
# track's ruins corners 0..3.
RUINS_OFFSETS: tuple[tuple[int, int], ...] = ((-7, -7), (7, -7), (7, 7), (-7, 7))
# Each access lies 2-3 hexes from its ruins base (outside the fortress shield) and within the
# meteor guide's reach, so impacts can close it.
ACCESS_OFFSETS: tuple[tuple[int, int], ...] = ((-5, -5), (7, -5), (5, 5), (-7, 4))
# Printed rocky (dark red) hexes.
ROCKY_OFFSETS: tuple[tuple[int, int], ...] = (
    (-3, -3), (3, -3), (3, 3), (-3, 3), (0, -4), (0, 4), (-4, 0), (4, 0),
)  # fmt: skip
# Shaded zones: 4 two-hex rocky tiles on each faction's side, used with 2 or 3 players.
SHADED_OFFSETS: dict[str, tuple[tuple[tuple[int, int], ...], ...]] = {
    "blue": (((-4, -6), (-4, -5)), ((-2, -6), (-2, -5)), ((2, -6), (2, -5)), ((4, -6), (4, -5))),
    "yellow": (((-4, 5), (-4, 6)), ((-2, 5), (-2, 6)), ((2, 5), (2, 6)), ((4, 5), (4, 6))),
    "red": (((6, -4), (6, -3)), ((6, 3), (6, 4)), ((4, -3), (4, -2)), ((4, 2), (4, 3))),
    "green": (((-6, -4), (-6, -3)), ((-6, 3), (-6, 4)), ((-4, -3), (-4, -2)), ((-4, 2), (-4, 3))),
}

# --- events: id -> effect; "keep" cards are saved and played later in a colony phase ---------
EVENTS: dict[str, str] = {
    "ev01": "meteor",
    "ev02": "meteor",
    "ev03": "meteor",
    "ev04": "meteor_storm",
    "ev05": "accident",
    "ev06": "supply_drop",
    "ev07": "olympium_vein",
    "ev08": "solar_flare",
    "ev09": "ice_rain",
    "ev10": "equipment_failure",
    "ev11": "quiet",
    "ev12": "quiet",
    "ev13": "cargo_shuttle",
    "ev14": "orbital_cleanup",
    "ev15": "field_medics",
    "ev16": "earth_grant",
}
KEEP_EFFECTS = frozenset({"cargo_shuttle", "orbital_cleanup", "field_medics", "earth_grant"})
EARTH_GRANT = 2  # basic resources of one type

# --- limits (DEFAULT_MAX_ROUNDS: options.py) ----------------------------------------------------
MAX_TRADE_COUNT = 6  # at most this many of one asset in one offer (keeps offers enumerable)
