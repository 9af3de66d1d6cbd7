"""Migration: Mars for bots: how promising a position looks to one player, in [-1, 1].

Each player's prospects are a weighted sum of what wins the game (healthy population, room to
house more), what feeds it (cards toward the next structure, water for the upkeep) and what
threatens it (unprotected buildings under the meteors); the estimate is the player's prospects
minus the best rival's, squashed with tanh.
"""

from __future__ import annotations

import marshal
import math

from pyengine.core.game import State
from pyengine.games.migration_mars import colony, data

HEALTHY = 10.0  # five healthy units at a supply stop win
READY = 8.0  # extra once five are there: the next supply stop wins
INJURED = 4.0  # a patient is one medipack and a free habitat away from counting
FREE_HOME = 3.0  # an empty habitat takes a new unit from the free shipment or an export
HOME_SITE = 1.2  # a free hex next to a life support centre can take a habitat
LIFE_SUPPORT = 2.0  # habitats may only be built next to one
PROGRESS = 4.0  # cards held toward the next structure, as a share of its cost
THIRST = 4.0  # each unit the water in hand cannot feed at the next upkeep dies
EXPOSED_HOME = 1.5  # an unprotected occupied habitat: a meteor kills or displaces its unit
EXPOSED = 0.5  # any other unprotected destructible building
ACCESS = 1.0  # an open ruins access yields Olympium every supply stop
EMBASSY = 1.0  # the Embassy houses one unit that no meteor reaches
CARD = {"water": 0.3, "stone": 0.3, "metal": 0.3, "olympium": 0.4, "medipack": 0.4, "rcu": 0.4, "fuel": 0.3}
CARD_CAP = 6  # cards beyond this many of a kind add nothing
HAGGLE = 0.5  # each offer after the first in a turn: a table waits, and a bot must not haggle forever
SCALE = 15.0  # a lead of about one and a half healthy units is a clear advantage


def evaluate(state: State, player: int) -> float:
    """The player's prospects minus the best rival's, squashed into [-1, 1] (1: won, -1: lost)."""
    if state["winner"] is not None:
        return 1.0 if state["winner"] == player else -1.0
    values = all_prospects(state)
    rival = max(v for p, v in enumerate(values) if p != player)
    return math.tanh((values[player] - rival - haggling(state, player)) / SCALE)


# The last position's prospects, by its marshal bytes: a playout's rewards evaluate one position
# for every player in turn, and each evaluation needs every player's prospects.
_last: list[tuple[bytes, list[float]]] = []


def all_prospects(state: State) -> list[float]:
    """Every player's prospects (see `prospects`), remembered for the last position asked."""
    try:
        key = marshal.dumps(state, 2)  # equal bytes, equal plain data: the same values
    except ValueError:
        return [prospects(state, p) for p in range(state["players"])]
    if _last and _last[0][0] == key:
        return _last[0][1]
    values = [prospects(state, p) for p in range(state["players"])]
    _last[:] = [(key, values)]
    return values


def haggling(state: State, player: int) -> float:
    """The cost of offers after the first this turn, borne by the active player and by the
    partner of an open trade (not zero-sum, so every party prefers to settle)."""
    trade = state["trade"]
    involved = player == state["active"] or (trade is not None and player in (trade["a"], trade["b"]))
    return HAGGLE * max(0, state["turn"].get("offers", 0) - 1) if involved else 0.0


def prospects(state: State, player: int) -> float:
    """A weighted sum of population, housing, cards, water and exposure to meteors."""
    sites = habitat_sites(state, player)  # worked out once: housing and progress both need it
    return population_value(state, player) + housing_value(state, player, sites) + supplies_value(state, player, sites)


def population_value(state: State, player: int) -> float:
    """Healthy units (more once five are ready to win) and injured ones."""
    healthy = colony.healthy(state, player)
    ready = READY if healthy >= data.VICTORY_POPULATION else 0.0
    return HEALTHY * min(healthy, data.VICTORY_POPULATION) + ready + INJURED * colony.injured(state, player)


def housing_value(state: State, player: int, sites: set[str] | None = None) -> float:
    """Empty homes, sites for new habitats, life support, links, minus exposure to meteors
    (`sites`: the habitat sites, when the caller has them)."""
    lscs = colony.own(state, player, "lsc")
    if sites is None:
        sites = habitat_sites(state, player)
    homes = FREE_HOME * len(colony.homes_for_new(state, player))
    room = HOME_SITE * min(len(sites), data.PIECES["habitat"])
    links = ACCESS * colony.accesses(state, player) + EMBASSY * colony.embassy_linked(state, player)
    return homes + room + LIFE_SUPPORT * min(len(lscs), 2) + links - exposure(state, player)


def habitat_sites(state: State, player: int) -> set[str]:
    """Hexes where the player could place a habitat now (cards aside; kept per map by the colony)."""
    return set(colony.build_sites(state, player)("habitat"))


def exposure(state: State, player: int) -> float:
    """Penalty for the player's destructible buildings outside every fortress's shield."""
    total = 0.0
    shielded = colony.shielded(state)
    for key, piece in state["structures"].items():
        if piece["owner"] == player and piece["kind"] in data.DESTRUCTIBLE and key not in shielded:
            total += EXPOSED_HOME if piece["kind"] == "habitat" and piece["pop"] else EXPOSED
    return total


def supplies_value(state: State, player: int, sites: set[str] | None = None) -> float:
    """Cards in hand, progress toward the next structure, minus units the water cannot feed."""
    hand = state["hand"][player]
    cards = sum(worth * min(hand[kind], CARD_CAP) for kind, worth in CARD.items())
    short = max(0, colony.population(state, player) - hand["water"])
    return float(cards + PROGRESS * progress(state, player, sites) - THIRST * short)


def next_structure(state: State, player: int, sites: set[str] | None = None) -> str:
    """What the colony needs next: a habitat if one fits, else a life support centre, else a tunnel."""
    lscs = colony.own(state, player, "lsc")
    if sites is None:
        sites = habitat_sites(state, player)
    if lscs and colony.pieces_left(state, player, "habitat") > 0 and sites:
        return "habitat"
    return "lsc" if colony.pieces_left(state, player, "lsc") > 0 else "tunnel"


def progress(state: State, player: int, sites: set[str] | None = None) -> float:
    """Share of the next structure's cost already in hand."""
    cost = data.COSTS[next_structure(state, player, sites)]
    hand = state["hand"][player]
    held: int = sum(min(hand[k], n) for k, n in cost.items())
    return held / sum(cost.values())
