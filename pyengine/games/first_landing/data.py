"""Rules data of First Landing: the 19-hex map, terrain costs and the mission cards."""

from __future__ import annotations

from pyengine.core.hexgrid import Hex, spiral

# Terrain id -> energy cost to claim (also the points it scores).
TERRAIN_COST: dict[str, int] = {"plain": 1, "crater": 2, "ridge": 3}

# The map by ring, read ring by ring from the center (see pyengine.core.hexgrid.spiral).
MAP_TERRAIN: tuple[str, ...] = (
    "ridge",
    "crater",
    "plain",
    "crater",
    "plain",
    "crater",
    "plain",
    "plain",
    "ridge",
    "plain",
    "crater",
    "plain",
    "ridge",
    "plain",
    "crater",
    "plain",
    "ridge",
    "plain",
    "crater",
)
MAP_RADIUS = 2

# Mission id -> (terrain counted, how many needed); the bonus is scored at the end.
MISSIONS: dict[str, tuple[str, int]] = {
    "surveyor": ("plain", 3),
    "geologist": ("crater", 2),
    "climber": ("ridge", 2),
    "pioneer": ("any", 5),
}
MISSION_BONUS = 3
START_ENERGY = 2
MAX_ENERGY = 9
DIE_FACES = 6
CONTEST_COST = 1

# Hex key -> terrain, and the keys of the map's edge (where a first landing must be).
BOARD: dict[str, str] = {h.key(): t for h, t in zip(spiral(Hex(0, 0), MAP_RADIUS), MAP_TERRAIN, strict=True)}
EDGE = frozenset(h.key() for h in spiral(Hex(0, 0), MAP_RADIUS) if max(abs(h.q), abs(h.r), abs(h.s)) == MAP_RADIUS)


def _places() -> dict[str, tuple[int, int]]:
    """Each hex as players count it on the drawn map: (row from the top, place in the row from the
    left), both from 1 (pointy hexes: a row is one r, left to right by q)."""
    keys = [Hex.from_key(k) for k in BOARD]
    rows = sorted({h.r for h in keys})
    return {h.key(): (rows.index(h.r) + 1, sorted(o.q for o in keys if o.r == h.r).index(h.q) + 1) for h in keys}


PLACE: dict[str, tuple[int, int]] = _places()  # hex key -> (row, place in the row)
