"""Rules data of TINYforming Mars: maps, project card pairs, standard projects and supplies.

Sources and rulings for every value are in docs/rules/tinyforming-mars.md ("Rulings").
"""

from __future__ import annotations

from dataclasses import dataclass, field

TAGS: tuple[str, ...] = ("energy", "production", "nature", "science", "space")
PARAMETERS: tuple[str, ...] = ("heat", "greenery", "water")
TOKENS: dict[str, int] = {"nature": 2, "production": 1, "science": 1}  # resource tokens (fichas de recursos)
SUPPLY: dict[str, int] = {"heat": 11, "greenery": 7, "water": 4}  # parameter cubes
CREDITS_TOTAL = 10  # all credit cubes in the game (source A; the Spanish list gives no number)
START_CREDITS = 5
CREDIT_LIMIT = 5  # credits above this return to the supply at income ("los impuestos marcianos")
MAX_CITIES = 2
DRAFT_SIZE = 3  # project cards drawn each generation
SOLO_GENERATIONS = 12
COMET_HEAT = 5  # Comet: "if you now have five or more heat cubes"

# Hex numbers 1-19 as printed: rows of 3-4-5-4-3 hexes, left to right, top to bottom.
ROWS: tuple[int, ...] = (3, 4, 5, 4, 3)
SOUTH_ROWS: tuple[int, ...] = (3, 4)  # Ice Cap Melting's "southern row" (source A: the two bottom rows)
CENTRE_ROW = 2  # Solar Power's "centre row": the single middle row


@dataclass(frozen=True)
class MapCard:
    """One map: bonus hexes (tag printed in the centre) and water hexes (token icon or None)."""

    id: str
    bonus: dict[int, str]
    water: dict[int, str | None]


MAPS: dict[str, MapCard] = {
    "tharsis": MapCard(
        "tharsis",
        bonus={1: "production", 8: "nature", 12: "nature", 17: "production", 19: "space"},
        water={3: "science", 9: "nature", 10: "production", 15: "nature", 16: None},
    ),
    "elysium": MapCard(
        "elysium",
        bonus={4: "space", 7: "science", 10: "nature", 17: "production", 19: "production"},
        water={1: "science", 2: "production", 6: None, 9: "nature", 11: "nature"},
    ),
}


@dataclass(frozen=True)
class End:
    """One end of a project card: what it costs, needs, does, and which 2 tags it gives its owner.

    `effect` is a sequence of steps run in order (see rules.EFFECT_TASKS); `star` marks a cost
    reduced by the card's own effect (see queries.REDUCTIONS); `params` are parameter cubes
    required on Mars (heat: both players' heat plus heat on the map)."""

    id: str
    color: str  # heat | greenery | water | grey: the parameter it helps complete
    cost: int
    needs: dict[str, int]
    gives: tuple[str, str]
    effect: tuple[str, ...]
    params: dict[str, int] = field(default_factory=dict)
    star: bool = False


def _end(
    id: str,
    color: str,
    cost: int,
    needs: dict[str, int],
    gives: tuple[str, str],
    effect: tuple[str, ...],
    params: dict[str, int] | None = None,
    star: bool = False,
) -> End:
    return End(id, color, cost, needs, gives, effect, params or {}, star)


# The 14 published pairs (side A, side B), numbered as in the Base Game.
PAIRS: dict[int, tuple[End, End]] = {
    1: (
        _end("ice_cap_melting", "water", 3, {"energy": 2, "production": 1}, ("production", "nature"),
             ("water:south",), {"heat": 5}),
        _end("power_grid", "heat", 5, {"energy": 2, "production": 1}, ("nature", "science"),
             ("gain_heat", "credits:per_city")),
    ),
    2: (
        _end("artificial_lake", "water", 2, {"production": 2}, ("nature", "nature"), ("water:near_city",),
             {"heat": 4}),
        _end("solar_power", "heat", 3, {"production": 1, "science": 1}, ("energy", "nature"), ("gain_heat",),
             star=True),
    ),
    3: (
        _end("water_from_europa", "water", 3, {"energy": 1, "space": 1}, ("nature", "nature"), ("water:water",),
             star=True),
        _end("lava_flows", "heat", 2, {"energy": 2, "nature": 1}, ("production", "science"), ("heat:land",)),
    ),
    4: (
        _end("ice_asteroid", "water", 3, {"space": 2}, ("energy", "production"), ("water:water", "remove:near")),
        _end("fusion_power", "heat", 2, {"science": 2}, ("production", "nature"), ("gain_heat", "token:any")),
    ),
    5: (
        _end("asteroid_mining", "grey", 1, {"energy": 1}, ("energy", "nature"), ("credits:per_production_space",)),
        _end("ghg_factories", "heat", 3, {"production": 2}, ("energy", "science"), ("gain_heat",), star=True),
    ),
    6: (
        _end("grass", "greenery", 2, {"nature": 3}, ("energy", "production"), ("greenery:near_city",),
             {"heat": 3}),
        _end("geothermal_power", "heat", 3, {"production": 2, "nature": 1}, ("science", "space"), ("gain_heat",),
             star=True),
    ),
    7: (
        _end("windmills", "heat", 4, {"energy": 2}, ("nature", "nature"), ("gain_heat",), star=True),
        _end("research_outpost", "grey", 1, {"production": 1, "science": 1}, ("energy", "space"),
             ("city", "token:alone")),
    ),
    8: (
        _end("lichen", "greenery", 2, {"nature": 2}, ("production", "production"), ("greenery:away_from_city",),
             {"heat": 2}),
        _end("great_dam", "heat", 3, {"production": 1, "nature": 1}, ("energy", "science"), ("gain_heat",),
             {"water": 2}, star=True),
    ),
    9: (
        _end("trees", "greenery", 2, {"nature": 1, "science": 1}, ("space", "space"), ("greenery:two_greenery",),
             {"heat": 5}),
        _end("nuclear_power", "heat", 3, {"production": 1, "science": 1}, ("nature", "space"), ("gain_heat",),
             star=True),
    ),
    10: (
        _end("algae", "greenery", 2, {"energy": 1, "nature": 1}, ("science", "science"), ("greenery:near_water",),
             {"water": 2}),
        _end("comet", "heat", 3, {"energy": 1, "space": 1}, ("nature", "nature"), ("gain_heat", "water:comet")),
    ),
    11: (
        _end("moss", "greenery", 4, {"nature": 2}, ("production", "production"),
             ("greenery:land", "credits:per_adjacent_water"), {"water": 1}),
        _end("aquifer_pumping", "water", 4, {"energy": 1, "nature": 1}, ("production", "space"),
             ("water:water", "credits:if_water_alone")),
    ),
    12: (
        _end("bushes", "greenery", 5, {"nature": 1}, ("energy", "energy"), ("greenery:land",), {"heat": 4},
             star=True),
        _end("methane_from_titan", "heat", 2, {"production": 1, "space": 1}, ("energy", "nature"),
             ("gain_heat", "extra_heat")),
    ),
    13: (
        _end("protected_valley", "greenery", 4, {"nature": 2}, ("energy", "energy"), ("greenery:water",),
             {"heat": 2}),
        _end("asteroid", "heat", 4, {"energy": 1, "space": 1}, ("production", "production"),
             ("gain_heat", "remove:any")),
    ),
    14: (
        _end("insects", "greenery", 2, {"nature": 1, "science": 1}, ("production", "space"), ("greenery:land",),
             {"heat": 6}),
        _end("subterranean_reservoir", "water", 3, {"nature": 1, "science": 1}, ("energy", "energy"),
             ("water:water",), star=True),
    ),
}  # fmt: skip

# The 7-card deck of the original print-and-play: both grey projects (pairs 5 and 7), every
# parameter on at least three ends, heat that reaches the map (Lava Flows), and none of the
# pairs whose tags or rows the sources disagree on (1, 2). See the rules doc for the reasoning.
SHORT_DECK: tuple[int, ...] = (3, 5, 7, 8, 11, 12, 14)
DECKS: dict[int, tuple[int, ...]] = {7: SHORT_DECK, 14: tuple(sorted(PAIRS))}
ENDS: dict[str, End] = {end.id: end for pair in PAIRS.values() for end in pair}
PAIR_OF: dict[str, int] = {end.id: number for number, pair in PAIRS.items() for end in pair}


@dataclass(frozen=True)
class Standard:
    """A standard project printed on the map card."""

    id: str
    cost: int
    needs: dict[str, int]
    effect: tuple[str, ...]
    color: str


STANDARD: dict[str, Standard] = {
    "sell_patent": Standard("sell_patent", 0, {}, ("credits:one",), "grey"),
    "build_city": Standard("build_city", 2, {"production": 1, "space": 1}, ("city",), "grey"),
    "import_water": Standard("import_water", 3, {"science": 1, "space": 1}, ("water:water",), "water"),
    "greenhouses": Standard("greenhouses", 3, {"production": 1, "nature": 2}, ("greenery:land",), "greenery"),
    "energy_farms": Standard("energy_farms", 3, {"energy": 1, "science": 1}, ("gain_heat",), "heat"),
}
