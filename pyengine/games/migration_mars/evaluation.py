"""Migration: Mars for bots: how promising a position looks to one player, in [-1, 1].

Each player's prospects are a weighted sum of what wins the game (healthy population, room to
house more), what feeds it (cards toward the next structure, water for the upkeep) and what
threatens it (unprotected buildings under the meteors); the estimate is the player's prospects
minus the best rival's, squashed with tanh.
"""

from __future__ import annotations

from pyengine.core.evaluation import Term, Terms
from pyengine.core.game import leads
from pyengine.games.migration_mars import board, colony, data
from pyengine.games.migration_mars.state import MigrationState as State

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
    return evaluations(state)[player]


def evaluations(state: State) -> list[float]:
    """Every player's `evaluate`, their prospects worked out once."""
    if state["winner"] is not None:
        return [1.0 if state["winner"] == p else -1.0 for p in range(state["players"])]
    known_map = colony.map_key(state)  # every player's build sites are kept under it
    values = [prospects(state, p, held, known_map) for p, held in enumerate(census(state))]
    return leads(values, SCALE, [haggling(state, p) for p in range(state["players"])])


def haggling(state: State, player: int) -> float:
    """The cost of offers after the first this turn, borne by the active player and by the
    partner of an open trade (not zero-sum, so every party prefers to settle)."""
    trade = state["trade"]
    involved = player == state["active"] or (trade is not None and player in (trade["a"], trade["b"]))
    return HAGGLE * max(0, state["turn"].get("offers", 0) - 1) if involved else 0.0


class Holdings:
    """What one player's structures add up to, counted in one pass over the map (`census`)."""

    __slots__ = ("accesses", "counts", "embassy", "exposure", "free_homes", "homes_pop", "injured")

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self.homes_pop = 0  # units in habitats
        self.injured = 0  # units in hospitals
        self.free_homes = 0  # empty habitats
        self.exposure = 0.0  # EXPOSED_HOME or EXPOSED for each destructible building outside every shield
        self.accesses = 0  # open ruins accesses reached
        self.embassy = False  # the Embassy reached


def census(state: State) -> list[Holdings]:
    """Every player's holdings, read in one pass: an evaluation asks each player's counts many
    times, and scanning the map once per question was most of a playout's evaluation."""
    holdings = [Holdings() for _ in range(state["players"])]
    shielded = colony.shielded(state)
    for key, piece in state["structures"].items():
        owner = piece["owner"]
        if owner is None:
            continue
        held, kind, pop = holdings[owner], piece["kind"], piece["pop"]
        held.counts[kind] = held.counts.get(kind, 0) + 1
        if kind == "habitat":
            held.homes_pop += pop
            held.free_homes += not pop
        elif kind == "hospital":
            held.injured += pop
        if kind in data.DESTRUCTIBLE and key not in shielded:
            held.exposure += EXPOSED_HOME if kind == "habitat" and pop else EXPOSED
    for key in board.ACCESS:
        if key not in state["impacts"]:
            for owner in colony.reached_by(state, key):
                holdings[owner].accesses += 1
    for owner in colony.reached_by(state, board.EMBASSY):
        holdings[owner].embassy = True
    return holdings


def prospects(state: State, player: int, held: Holdings | None = None, known_map: bytes | None = None) -> float:
    """A weighted sum of population, housing, cards, water and exposure to meteors (`held`: the
    player's holdings, `known_map`: the map's key, when the caller has them)."""
    if held is None:
        held = census(state)[player]
    sites = len(colony.build_sites(state, player, known_map)("habitat"))  # hexes a habitat could go on now
    healthy = held.homes_pop + int(state["embassy"][player])
    return (
        population_value(healthy, held.injured)
        + housing_value(state, player, held, sites)
        + supplies_value(state, player, held, healthy, sites)
    )


def population_value(healthy: int, injured: int) -> float:
    """Healthy units (more once five are ready to win) and injured ones."""
    ready = READY if healthy >= data.VICTORY_POPULATION else 0.0
    return HEALTHY * min(healthy, data.VICTORY_POPULATION) + ready + INJURED * injured


def housing_value(state: State, player: int, held: Holdings, sites: int) -> float:
    """Empty homes, sites for new habitats, life support, links, minus exposure to meteors."""
    homes = FREE_HOME * (held.free_homes + (held.embassy and not state["embassy"][player]))
    room = HOME_SITE * min(sites, data.PIECES["habitat"])
    links = ACCESS * held.accesses + EMBASSY * held.embassy
    return homes + room + LIFE_SUPPORT * min(held.counts.get("lsc", 0), 2) + links - held.exposure


def supplies_value(state: State, player: int, held: Holdings, healthy: int, sites: int) -> float:
    """Spare cards in hand, progress toward the next structure, minus units the water cannot feed."""
    hand = state["hand"][player]
    share, used = progress_and_cards(state, player, held, sites)
    cards = sum(worth * spare(hand, used, kind) for kind, worth in CARD.items())
    short = max(0, healthy + held.injured - hand["water"])
    return float(cards + PROGRESS * share - THIRST * short)


def spare(hand: dict[str, int], used: dict[str, int], kind: str) -> int:
    """Cards of a kind not counted as progress (CARD_CAP at most count)."""
    return max(0, min(hand[kind], CARD_CAP) - used.get(kind, 0))


def next_structure(state: State, player: int, held: Holdings, sites: int) -> str:
    """What the colony needs next: a habitat if one fits, else a life support centre, else a tunnel."""
    if held.counts.get("lsc") and pieces_left(state, player, held, "habitat") > 0 and sites:
        return "habitat"
    return "lsc" if pieces_left(state, player, held, "lsc") > 0 else "tunnel"


def pieces_left(state: State, player: int, held: Holdings, kind: str) -> int:
    """`colony.pieces_left` from the holdings."""
    on_platforms: int = state["repair"][player].count(kind)
    return data.PIECES[kind] - held.counts.get(kind, 0) - on_platforms


def needs(kind: str) -> dict[str, int]:
    """The cards a structure takes: its cost, and for a habitat the water its new unit drinks at
    the next upkeep (a habitat comes with a unit)."""
    cost = dict(data.COSTS[kind])
    if kind == "habitat":
        cost["water"] = cost.get("water", 0) + 1
    return cost


NEEDS = {kind: needs(kind) for kind in ("habitat", "lsc", "tunnel")}  # the structures `next_structure` names


def progress_and_cards(state: State, player: int, held: Holdings, sites: int) -> tuple[float, dict[str, int]]:
    """Share of the next structure's needs in hand, and the cards counted for it.

    A card counts once (docs/bots.md, 2026-11-28): water the population drinks at the next upkeep
    is not progress, and the cards that are progress do not count again as cards. Before, a
    full set counted as progress, as cards and as water for the upkeep, so building the
    structure lost more than the structure gained and the bots preferred holding the cards."""
    need = NEEDS[next_structure(state, player, held, sites)]
    hand = state["hand"][player]
    drinkers = held.homes_pop + int(state["embassy"][player]) + held.injured
    used = {k: max(0, min(hand[k] - (drinkers if k == "water" else 0), n)) for k, n in need.items()}
    return sum(used.values()) / sum(need.values()), used


def progress(state: State, player: int, held: Holdings, sites: int) -> float:
    """Share of the next structure's needs in hand (`progress_and_cards`)."""
    return progress_and_cards(state, player, held, sites)[0]


# --- the same prospects as named terms, for the coach's reasons (core/evaluation.py) ------------
# Each measure reads the player's holdings anew: the terms serve the coach's few explanations,
# never a playout (`evaluations` above stays the bots' fast path).


def _healthy(state: State, player: int) -> int:
    """Healthy units: in habitats, plus the Embassy's."""
    return census(state)[player].homes_pop + int(state["embassy"][player])


def healthy_units(state: State, player: int) -> float:
    """Healthy units that count toward the victory (five at most)."""
    return float(min(_healthy(state, player), data.VICTORY_POPULATION))


def ready_to_win(state: State, player: int) -> float:
    """1 once five healthy units wait for the next supply stop."""
    return 1.0 if _healthy(state, player) >= data.VICTORY_POPULATION else 0.0


def injured_units(state: State, player: int) -> float:
    """Units in hospitals."""
    return float(census(state)[player].injured)


def free_homes(state: State, player: int) -> float:
    """Empty habitats (and the Embassy, reached but not yet moved into)."""
    held = census(state)[player]
    return float(held.free_homes + (held.embassy and not state["embassy"][player]))


def home_sites(state: State, player: int) -> float:
    """Free hexes a habitat could go on now (as many as habitats are left to build, at most)."""
    return float(min(len(colony.build_sites(state, player)("habitat")), data.PIECES["habitat"]))


def life_support(state: State, player: int) -> float:
    """Life support centres (two at most count)."""
    return float(min(census(state)[player].counts.get("lsc", 0), 2))


def ruins_accesses(state: State, player: int) -> float:
    """Open ruins accesses the colony reaches."""
    return float(census(state)[player].accesses)


def embassy_link(state: State, player: int) -> float:
    """1 if the colony reaches the Embassy."""
    return float(census(state)[player].embassy)


def _exposed(state: State, player: int, homes: bool) -> float:
    """Destructible buildings outside every shield: occupied habitats, or the others."""
    shielded = colony.shielded(state)
    count = 0
    for key, piece in state["structures"].items():
        if piece["owner"] != player or piece["kind"] not in data.DESTRUCTIBLE or key in shielded:
            continue
        count += (piece["kind"] == "habitat" and bool(piece["pop"])) == homes
    return float(count)


def exposed_homes(state: State, player: int) -> float:
    """Occupied habitats a meteor may hit."""
    return _exposed(state, player, True)


def exposed_buildings(state: State, player: int) -> float:
    """Other destructible buildings a meteor may hit."""
    return _exposed(state, player, False)


def _cards(kind: str) -> Term:
    """Spare cards of one kind in hand: not counted as progress (CARD_CAP at most count)."""

    def count(state: State, player: int) -> float:
        held = census(state)[player]
        sites = len(colony.build_sites(state, player)("habitat"))
        return float(spare(state["hand"][player], progress_and_cards(state, player, held, sites)[1], kind))

    return Term(kind, CARD[kind], count, f"mm.coach.{kind}")


def progress_percent(state: State, player: int) -> float:
    """Share of the next structure's needs in hand (water for the upkeep set aside), in percent."""
    held = census(state)[player]
    sites = len(colony.build_sites(state, player)("habitat"))
    return 100.0 * progress(state, player, held, sites)


def thirsty_units(state: State, player: int) -> float:
    """Units the water in hand cannot feed at the next upkeep."""
    return float(max(0, _healthy(state, player) + census(state)[player].injured - state["hand"][player]["water"]))


def decided(state: State) -> list[float] | None:
    """A won game: 1 for the winner, -1 for the others."""
    if state["winner"] is None:
        return None
    return [1.0 if state["winner"] == p else -1.0 for p in range(state["players"])]


TERMS = Terms(
    (
        Term("healthy", HEALTHY, healthy_units, "mm.coach.healthy"),
        Term("ready", READY, ready_to_win, "mm.coach.ready"),
        Term("injured", INJURED, injured_units, "mm.coach.injured"),
        Term("free_homes", FREE_HOME, free_homes, "mm.coach.free_homes"),
        Term("home_sites", HOME_SITE, home_sites, "mm.coach.home_sites"),
        Term("life_support", LIFE_SUPPORT, life_support, "mm.coach.life_support"),
        Term("accesses", ACCESS, ruins_accesses, "mm.coach.accesses"),
        Term("embassy", EMBASSY, embassy_link, "mm.coach.embassy"),
        Term("exposed_homes", -EXPOSED_HOME, exposed_homes, "mm.coach.exposed_homes"),
        Term("exposed", -EXPOSED, exposed_buildings, "mm.coach.exposed"),
        *(_cards(kind) for kind in CARD),
        Term("progress", PROGRESS / 100.0, progress_percent, "mm.coach.progress", digits=0),
        Term("thirst", -THIRST, thirsty_units, "mm.coach.thirst"),
    ),
    scale=SCALE,
    handicap=haggling,
    decided=decided,
)
