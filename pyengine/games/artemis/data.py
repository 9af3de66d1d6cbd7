"""The Artemis Project's tables: regions, colonists, buildings, expeditions, events and scoring.

What the rulebook prints (counts, setup amounts, limits) is marked PRINTED; everything else was
designed for this edition, because the Spanish text stops in the fifth region (Doorstep); each
designed value is a ruling in docs/rules/artemis-project.md with its reason.
"""

from __future__ import annotations

from typing import NamedTuple

ROUNDS = 6  # PRINTED: the six event cards time six rounds
DICE = 5  # PRINTED: 5 dice per player
START_MINERALS, START_ENERGY, START_TOOLKITS = 3, 3, 1  # PRINTED
# Designed: what each seat adds to the printed start, counted clockwise from the first player (who
# places first), by player count (rulings 19 and 21; measured with the heuristic bot: +1 energy for
# every later seat is the closest to even with 2 and 4 players; with 3 the third seat still trailed
# at +1 and led at +2, so it gets +1 energy and +1 mineral, a smaller unit between the two; with 5
# the first player holds the marker twice and every other seat once, and +2 from the third seat on
# came closer than +1; +3/+4 made the last seats favourites). With 5, cutting the fifth seat to +1
# was measured side by side on 100 seeds and did not lift the first seat (0.12 -> 0.14): kept;
# so were 3,4,4,4,5 (0.10) and +1 mineral for the first seat (0.14) on 99 seeds each: not adopted.
SEAT_START_BONUS: dict[int, tuple[dict[str, int], ...]] = {
    2: ({}, {"energy": 1}),
    3: ({}, {"energy": 1}, {"energy": 1, "minerals": 1}),
    4: ({}, {"energy": 1}, {"energy": 1}, {"energy": 1}),
    5: ({}, {"energy": 1}, {"energy": 2}, {"energy": 2}, {"energy": 2}),
}
EVENTS_PER_GAME = 6  # PRINTED
GANTRY_MAX = 8  # PRINTED
DOORSTEP_MAX = 12  # PRINTED
SETUP_BONUS = 2  # PRINTED: +2 energy, +2 minerals, +2 colonists (not in hard mode)
ACADEMY_START = {"E": 4, "M": 4, "S": 4}  # PRINTED

# Colonists: Pioneer, Engineer, Marine, Steward (public counts of the retail game).
KINDS = ("P", "E", "M", "S")
COLONISTS = {"P": 28, "E": 24, "M": 16, "S": 16}
SPECIALISTS = ("E", "M", "S")
BLANK = "*"  # a building space any colonist may fill

# Regions, in the order they resolve (designed letters A-G, the printed numbering's order).
REGIONS = ("basecamp", "vents", "quarry", "gantry", "doorstep", "academy", "outfitters")
LETTERS = dict(zip("ABCDEFG", REGIONS, strict=True))
LETTER_OF = {region: letter for letter, region in LETTERS.items()}
NOW, UPKEEP = "!", "H"  # an event fired when revealed; one fired when upkeep starts (designed)

# Designed: what a die brings in each region without a pool.
OUTFITTERS = {1: 1, 2: 1, 3: 2, 4: 2, 5: 3, 6: 3}  # toolkits by die value
DOORSTEP_PICKS = {1: 1, 2: 1, 3: 1, 4: 2, 5: 2, 6: 2}  # colonists a die may recruit
RECRUIT_COST = 1  # energy per recruited colonist
ACADEMY_PICKS = {1: 1, 2: 1, 3: 1, 4: 1, 5: 2, 6: 2}  # Pioneers a die may train
ENGINEER_BONUS = {"energy": 1, "minerals": 1}  # PRINTED 2 resources; designed the mix
STEWARD_MAX_DIE = 2  # PRINTED
STEWARD_VP = 1  # PRINTED
MARINE_CUTS = (1, 2)  # PRINTED
UPKEEP_PER_SHELTERED = 1  # designed: energy per colonist left in the shelters
UPKEEP_MOVES = 3  # designed: moves in the move/swap step

# Final scoring (designed values, the printed categories).
RESOURCES_PER_VP = 3
VP_PER_BUILDING = 1
VP_PER_SET = 4
BADGE_MAJORITY = (6, 3)  # first, second (second only with 3+ players)
TOOLKIT_MAJORITY = (4, 2)
RELIEF_VP = 2  # lost per step on the relief track


class Building(NamedTuple):
    """A tile: its name, zone, colonist spaces, duplicate mark, and what it does when fully staffed."""

    name: str
    zone: str  # "ocean": works in every upkeep; "surface": scores once at the end
    spaces: str  # one letter per space: P E M S or * (any)
    duplicate: bool  # removed in a 2-player game (PRINTED: marked duplicates)
    gives: tuple[tuple[str, int], ...]  # ocean: per upkeep; surface: ("vp", n) at the end


# The 52 tiles (designed), one line a design: its name, its colonist spaces (P E M S, * any), "dup"
# when a second copy is in the box and leaves a 2-player game (PRINTED: marked duplicates), and what
# it gives when fully staffed ("kind:n"; ocean: every upkeep, surface: VP once at the end).
OCEAN_TABLE = """
volcanic_extractor  P*   dup  energy:2
manufactory         EP   dup  toolkits:1
shuttle_bay         M*   dup  badges:1
kelp_farm           P    dup  energy:1
ore_dredge          E*   dup  minerals:2
thermal_tap         EE   -    energy:3
deep_mine           PEM  dup  minerals:3
hydro_lab           S*   dup  vp:1
training_pool       SP   dup  vp:1 energy:1
sonar_station       M    dup  minerals:1
reactor             EM*  -    energy:2 minerals:2
workshop            E    -    toolkits:1
barracks_dome       MM   -    badges:1 vp:1
habitat_ring        **   dup  energy:1 minerals:1
coral_refinery      PS   -    minerals:2
council_hall        S    -    vp:1
"""
SURFACE_TABLE = """
observatory         S*    dup  vp:4
spaceport           MEP   dup  vp:7
greenhouse          P*    dup  vp:3
ice_palace          SSP   -    vp:7
comms_tower         E     dup  vp:2
garrison            MM*   dup  vp:6
museum              S     dup  vp:2
refinery            EE    dup  vp:4
laboratory          ES    dup  vp:5
monument            ****  -    vp:8
solar_array         P     dup  vp:2
academy_annex       EM    dup  vp:4
shield_generator    EMS   -    vp:8
colony_hall         PPP   -    vp:5
radar_dome          M*    -    vp:4
grand_hotel         SS**  -    vp:9
"""


def _amounts(cells: list[str]) -> tuple[tuple[str, int], ...]:
    """ "kind:n" cells as (kind, n) pairs."""
    return tuple((kind, int(n)) for kind, _, n in (cell.partition(":") for cell in cells))


def _tiles(prefix: str, zone: str, table: str) -> dict[str, Building]:
    """A zone's tiles by id (prefix and number in the table's order, a duplicate right after its first copy)."""
    tiles: list[Building] = []
    for line in table.strip().splitlines():
        name, spaces, dup, *gives = line.split()
        tile = Building(name, zone, spaces, False, _amounts(gives))
        tiles += [tile, tile._replace(duplicate=True)] if dup == "dup" else [tile]
    return {f"{prefix}{i + 1:02d}": tile for i, tile in enumerate(tiles)}


BUILDINGS: dict[str, Building] = {**_tiles("o", "ocean", OCEAN_TABLE), **_tiles("s", "surface", SURFACE_TABLE)}
OCEAN = tuple(k for k, b in BUILDINGS.items() if b.zone == "ocean")
SURFACE = tuple(k for k, b in BUILDINGS.items() if b.zone == "surface")


class Expedition(NamedTuple):
    """A card: its top-left number (energy and minerals added to the Vents and Quarry), its
    difficulty and its rewards, chosen one each by the successful players in rank order."""

    refill: int
    difficulty: int
    rewards: tuple[str, ...]  # "kind:n"; kinds energy, minerals, toolkits, vp, colonist, building


# The 22 cards (designed): id, top-left number, difficulty, rewards ("kind:n", chosen in rank order).
EXPEDITION_TABLE = """
x01  2   6  energy:3 minerals:2
x02  2   7  minerals:3 toolkits:1
x03  3   8  vp:2 energy:2 colonist:1
x04  1   9  vp:3 minerals:2
x05  3   6  energy:2 toolkits:1
x06  2  10  building:1 vp:2
x07  1  11  vp:4 colonist:1
x08  3   7  minerals:2 energy:2
x09  2   8  colonist:1 toolkits:2
x10  1  12  building:1 vp:3 minerals:2
x11  2   9  vp:2 energy:3
x12  3   5  energy:2 minerals:1
x13  2  10  colonist:1 colonist:1 vp:1
x14  1   8  toolkits:2 vp:2
x15  3   9  minerals:4 energy:2
x16  2  11  building:1 colonist:1
x17  1   7  vp:2 toolkits:1
x18  2  12  vp:5 minerals:2
x19  3   6  minerals:3 energy:1
x20  1  10  colonist:1 vp:3
x21  2  13  vp:6 building:1
x22  3   8  energy:4 toolkits:1
"""
EXPEDITIONS: dict[str, Expedition] = {
    card: Expedition(int(refill), int(difficulty), tuple(rewards))
    for card, refill, difficulty, *rewards in (line.split() for line in EXPEDITION_TABLE.strip().splitlines())
}


class Event(NamedTuple):
    """A card: the letter it fires at (! when revealed, A-G before that region, H at upkeep) and its effect."""

    letter: str
    effect: str
    amount: int


EVENTS: dict[str, Event] = {
    "solar_flare": Event(NOW, "energy", -1),  # every player loses energy
    "supply_drop": Event(NOW, "toolkits", 1),  # every player gains toolkits
    "blizzard": Event("A", "difficulty", 2),  # every expedition is harder this round
    "clear_skies": Event("A", "difficulty", -2),
    "thermal_surge": Event("B", "pool", 3),  # the Vents gain energy
    "vent_collapse": Event("B", "pool", -3),
    "rich_vein": Event("C", "pool", 3),  # the Quarry gains minerals
    "rockslide": Event("C", "pool", -3),
    "subsidy": Event("D", "discount", 2),  # Gantry purchases cost less
    "immigration_wave": Event("E", "arrivals", 2),  # more colonists at the Doorstep
    "instructors_strike": Event("F", "closed", 0),  # the Academy trains nobody this round
    "toolkit_shortage": Event("G", "closed", 0),  # the Outfitters hand out nothing this round
    "epidemic": Event(UPKEEP, "sick", 3),  # a Pioneer lost by whoever shelters this many or more
    "founders_day": Event(UPKEEP, "staffed_vp", 1),  # VP per fully staffed building
}
