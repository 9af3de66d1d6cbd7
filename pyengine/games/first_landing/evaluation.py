"""First Landing for bots: how promising a position looks to one player, in [-1, 1].

The dice bring each player about 23 energy over six rounds and the map holds 33 points, so the map
is usually full, or split into walled-off parts, before the dice run out: energy is worth points
only where there is free land left to spend it on. A player's prospects are therefore the
terrain held, plus the mission, plus part of the points still to come, which is the smaller of the
land they can expect (free hexes nearer to them than to any rival) and the energy they can expect
to spend on it (energy held plus the dice still to roll, the cap counted at the next roll).

The first version valued energy at a fixed 0.6 point whatever land was left, and saw no difference
between a hex a rival could take first and one only the player could ever reach (docs/bots.md).
"""

from __future__ import annotations

from pyengine.core.evaluation import Term, Terms
from pyengine.core.game import leads
from pyengine.core.hexgrid import Hex, neighbors
from pyengine.games.first_landing import data
from pyengine.games.first_landing.data import BOARD, EDGE
from pyengine.games.first_landing.decisions import OVER, ROLL, ROLLING
from pyengine.games.first_landing.state import FirstLandingState as State

FUTURE_WORTH = 0.85  # points still to claim are not yet held: a rival may take the land first
ENERGY_TIE = 0.05  # a little for energy itself (contests, land not yet foreseen), so it is not wasted for nothing
MISSION_HOPE = 0.6  # share of the bonus counted for a mission that is within reach
SCALE = 6.0  # a lead of about 6 points is close to decisive on a 19-hex map
MEAN_DIE = (data.DIE_FACES + 1) / 2
FAR = len(BOARD) + 1  # the distance of a hex a player cannot reach

NEIGHBOURS: dict[str, list[str]] = {
    key: [n.key() for n in neighbors(Hex.from_key(key)) if n.key() in BOARD] for key in BOARD
}


def evaluate(state: State, player: int) -> float:
    """The player's prospects minus the best rival's, squashed into [-1, 1]."""
    return evaluations(state)[player]


def evaluations(state: State) -> list[float]:
    """Every player's `evaluate`, their prospects worked out once."""
    return leads(all_prospects(state), SCALE)


def prospects(state: State, player: int) -> float:
    """One player's prospects (see all_prospects)."""
    return all_prospects(state)[player]


def all_prospects(state: State) -> list[float]:
    """Per player: points held, plus the mission, plus FUTURE_WORTH times the points still to come
    (the smaller of the land in reach and the energy budget), plus a little for energy held."""
    land = lands(state)
    time_left = max(0, state["rounds"] - state["round"] + 1) / state["rounds"]
    values = []
    for player in range(state["players"]):
        held = [BOARD[k] for k, p in state["owner"].items() if p == player]
        points = sum(data.TERRAIN_COST[t] for t in held)
        future = FUTURE_WORTH * min(land[player], budget(state, player))
        energy = ENERGY_TIE * state["energy"][player]
        values.append(points + future + energy + mission_value(state, player, held, time_left))
    return values


def lands(state: State) -> list[float]:
    """Points of free land each player can expect: hexes nearer to them than to any rival (ties
    shared). A player who has not landed yet is placed, in seat order, on their best landing site
    on the edge (which they count as land): counted as within reach of the whole edge, they robbed
    every rival of it, and landing anywhere made their position look worse than staying in orbit."""
    players, owner = state["players"], dict(state["owner"])
    sites: dict[int, str] = {}
    for player in range(players):
        if player in owner.values():
            continue
        free = [k for k in sorted(EDGE) if k not in owner]
        if not free:
            continue
        site = max(free, key=lambda k: data.TERRAIN_COST[BOARD[k]] + voronoi(players, {**owner, k: player})[player])
        owner[site] = player
        sites[player] = site
    shares = voronoi(players, owner)
    for player, site in sites.items():
        shares[player] += data.TERRAIN_COST[BOARD[site]]
    return shares


def voronoi(players: int, owner: dict[str, int]) -> list[float]:
    """Points of the free hexes nearest to each player (in claims needed), ties shared."""
    reach = [distances(owner, p) for p in range(players)]
    shares = [0.0] * players
    for key in BOARD:
        if key in owner:
            continue
        steps = [r.get(key, FAR) for r in reach]
        nearest = min(steps)
        if nearest == FAR:
            continue
        closest = [p for p in range(players) if steps[p] == nearest]
        for p in closest:
            shares[p] += data.TERRAIN_COST[BOARD[key]] / len(closest)
    return shares


def distances(owner: dict[str, int], player: int) -> dict[str, int]:
    """Claims needed to reach each free hex through free hexes (1: claimable now); a player who
    has not landed yet may start anywhere on the edge."""
    mine = [k for k, p in owner.items() if p == player]
    starts = [n for k in mine for n in NEIGHBOURS[k]] if mine else sorted(EDGE)
    queue = list(dict.fromkeys(k for k in starts if k not in owner))
    steps = dict.fromkeys(queue, 1)
    for key in queue:  # grows while it is read: a breadth-first search
        for n in NEIGHBOURS[key]:
            if n not in owner and n not in steps:
                steps[n] = steps[key] + 1
                queue.append(n)
    return steps


def rolls_left(state: State, player: int) -> int:
    """Rolls the player still has: the later rounds, and this one if their roll is still to come."""
    if state["phase"] == OVER:
        return 0
    active = int(state["active"])
    to_come = player > active or (player == active and state["phase"] in (ROLL, ROLLING))
    return max(0, int(state["rounds"]) - int(state["round"]) + (1 if to_come else 0))


def budget(state: State, player: int) -> float:
    """Energy the player can expect to spend: what they hold (capped with the next die) plus the
    mean die for each later roll; what they hold only, on their last turn; nothing after it."""
    energy = int(state["energy"][player])
    rolls = rolls_left(state, player)
    if rolls == 0:
        playing = state["phase"] != OVER and player == state["active"]
        return float(energy) if playing else 0.0
    faces = range(1, data.DIE_FACES + 1)
    next_roll = sum(min(data.MAX_ENERGY, energy + face) for face in faces) / data.DIE_FACES
    return next_roll + MEAN_DIE * (rolls - 1)


def mission_value(state: State, player: int, held: list[str], future: float) -> float:
    """The bonus if achieved, else a share of it in proportion to progress and time left."""
    mission = state["missions"][player]
    if mission is None:
        return 0.0
    terrain, needed = data.MISSIONS[mission]
    count = len(held) if terrain == "any" else held.count(terrain)
    if count >= needed:
        return float(data.MISSION_BONUS)
    return data.MISSION_BONUS * MISSION_HOPE * future * count / needed


# --- the same prospects as named terms, for the coach's reasons (core/evaluation.py) ------------


def terrain_points(state: State, player: int) -> float:
    """Points of the terrain the player holds."""
    return float(sum(data.TERRAIN_COST[BOARD[k]] for k, p in state["owner"].items() if p == player))


def points_to_come(state: State, player: int) -> float:
    """The smaller of the land in reach and the energy budget (worth FUTURE_WORTH each)."""
    return min(lands(state)[player], budget(state, player))


def energy_held(state: State, player: int) -> float:
    """Energy in hand."""
    return float(state["energy"][player])


def mission_points(state: State, player: int) -> float:
    """The mission's bonus, or the share of it counted for progress and time left."""
    held = [BOARD[k] for k, p in state["owner"].items() if p == player]
    time_left = max(0, state["rounds"] - state["round"] + 1) / state["rounds"]
    return mission_value(state, player, held, time_left)


TERMS = Terms(
    (
        Term("terrain", 1.0, terrain_points, "fl.coach.terrain"),
        Term("to_come", FUTURE_WORTH, points_to_come, "fl.coach.to_come"),
        Term("energy", ENERGY_TIE, energy_held, "fl.coach.energy"),
        Term("mission", 1.0, mission_points, "fl.coach.mission"),
    ),
    scale=SCALE,
)
