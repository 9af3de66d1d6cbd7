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
LATER_SEAT_ENERGY = 1  # designed: energy more per seat after the first player (the first places first)
LATER_SEAT_CAP = 2  # designed: at most this much more (measured: +3 and +4 made the last seats favourites)
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


def _b(name: str, zone: str, spaces: str, dup: bool, *gives: tuple[str, int]) -> list[Building]:
    tile = Building(name, zone, spaces, False, tuple(gives))
    return [tile, tile._replace(duplicate=True)] if dup else [tile]


OCEAN_DESIGNS = [
    _b("volcanic_extractor", "ocean", "P*", True, ("energy", 2)),
    _b("manufactory", "ocean", "EP", True, ("toolkits", 1)),
    _b("shuttle_bay", "ocean", "M*", True, ("badges", 1)),
    _b("kelp_farm", "ocean", "P", True, ("energy", 1)),
    _b("ore_dredge", "ocean", "E*", True, ("minerals", 2)),
    _b("thermal_tap", "ocean", "EE", False, ("energy", 3)),
    _b("deep_mine", "ocean", "PEM", True, ("minerals", 3)),
    _b("hydro_lab", "ocean", "S*", True, ("vp", 1)),
    _b("training_pool", "ocean", "SP", True, ("vp", 1), ("energy", 1)),
    _b("sonar_station", "ocean", "M", True, ("minerals", 1)),
    _b("reactor", "ocean", "EM*", False, ("energy", 2), ("minerals", 2)),
    _b("workshop", "ocean", "E", False, ("toolkits", 1)),
    _b("barracks_dome", "ocean", "MM", False, ("badges", 1), ("vp", 1)),
    _b("habitat_ring", "ocean", "**", True, ("energy", 1), ("minerals", 1)),
    _b("coral_refinery", "ocean", "PS", False, ("minerals", 2)),
    _b("council_hall", "ocean", "S", False, ("vp", 1)),
]
SURFACE_DESIGNS = [
    _b("observatory", "surface", "S*", True, ("vp", 4)),
    _b("spaceport", "surface", "MEP", True, ("vp", 7)),
    _b("greenhouse", "surface", "P*", True, ("vp", 3)),
    _b("ice_palace", "surface", "SSP", False, ("vp", 7)),
    _b("comms_tower", "surface", "E", True, ("vp", 2)),
    _b("garrison", "surface", "MM*", True, ("vp", 6)),
    _b("museum", "surface", "S", True, ("vp", 2)),
    _b("refinery", "surface", "EE", True, ("vp", 4)),
    _b("laboratory", "surface", "ES", True, ("vp", 5)),
    _b("monument", "surface", "****", False, ("vp", 8)),
    _b("solar_array", "surface", "P", True, ("vp", 2)),
    _b("academy_annex", "surface", "EM", True, ("vp", 4)),
    _b("shield_generator", "surface", "EMS", False, ("vp", 8)),
    _b("colony_hall", "surface", "PPP", False, ("vp", 5)),
    _b("radar_dome", "surface", "M*", False, ("vp", 4)),
    _b("grand_hotel", "surface", "SS**", False, ("vp", 9)),
]


def _ids(prefix: str, designs: list[list[Building]]) -> dict[str, Building]:
    tiles = [tile for design in designs for tile in design]
    return {f"{prefix}{i + 1:02d}": tile for i, tile in enumerate(tiles)}


BUILDINGS: dict[str, Building] = {**_ids("o", OCEAN_DESIGNS), **_ids("s", SURFACE_DESIGNS)}
OCEAN = tuple(k for k, b in BUILDINGS.items() if b.zone == "ocean")
SURFACE = tuple(k for k, b in BUILDINGS.items() if b.zone == "surface")


class Expedition(NamedTuple):
    """A card: its top-left number (energy and minerals added to the Vents and Quarry), its
    difficulty and its rewards, chosen one each by the successful players in rank order."""

    refill: int
    difficulty: int
    rewards: tuple[str, ...]  # "kind:n"; kinds energy, minerals, toolkits, vp, colonist, building


EXPEDITIONS: dict[str, Expedition] = {
    "x01": Expedition(2, 6, ("energy:3", "minerals:2")),
    "x02": Expedition(2, 7, ("minerals:3", "toolkits:1")),
    "x03": Expedition(3, 8, ("vp:2", "energy:2", "colonist:1")),
    "x04": Expedition(1, 9, ("vp:3", "minerals:2")),
    "x05": Expedition(3, 6, ("energy:2", "toolkits:1")),
    "x06": Expedition(2, 10, ("building:1", "vp:2")),
    "x07": Expedition(1, 11, ("vp:4", "colonist:1")),
    "x08": Expedition(3, 7, ("minerals:2", "energy:2")),
    "x09": Expedition(2, 8, ("colonist:1", "toolkits:2")),
    "x10": Expedition(1, 12, ("building:1", "vp:3", "minerals:2")),
    "x11": Expedition(2, 9, ("vp:2", "energy:3")),
    "x12": Expedition(3, 5, ("energy:2", "minerals:1")),
    "x13": Expedition(2, 10, ("colonist:1", "colonist:1", "vp:1")),
    "x14": Expedition(1, 8, ("toolkits:2", "vp:2")),
    "x15": Expedition(3, 9, ("minerals:4", "energy:2")),
    "x16": Expedition(2, 11, ("building:1", "colonist:1")),
    "x17": Expedition(1, 7, ("vp:2", "toolkits:1")),
    "x18": Expedition(2, 12, ("vp:5", "minerals:2")),
    "x19": Expedition(3, 6, ("minerals:3", "energy:1")),
    "x20": Expedition(1, 10, ("colonist:1", "vp:3")),
    "x21": Expedition(2, 13, ("vp:6", "building:1")),
    "x22": Expedition(3, 8, ("energy:4", "toolkits:1")),
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
