"""The fixed board of Migration: Mars: hexes, special sites, the track and the meteor guide."""

from __future__ import annotations

from pyengine.core.hexgrid import ORIGIN, Hex, ring
from pyengine.core.track import LoopTrack
from pyengine.games.migration_mars import data

# Flat-top hexes: clockwise from north, as the meteor guide counts around a hex (#1 = north).
CLOCKWISE: tuple[Hex, ...] = (Hex(0, -1), Hex(1, -1), Hex(1, 0), Hex(0, 1), Hex(-1, 1), Hex(-1, 0))


def from_offset(col: int, row: int) -> Hex:
    """Axial hex of an "odd-q" offset (column, row) position on the flat-top map."""
    return Hex(col, row - (col - (col & 1)) // 2)


def key_of(col: int, row: int) -> str:
    """Hex key of an offset position."""
    return from_offset(col, row).key()


def around(key: str) -> list[str]:
    """Keys of the six neighbours, clockwise from north (on the map or not)."""
    known = _AROUND.get(key)
    if known is None:
        h = Hex.from_key(key)
        known = tuple((h + d).key() for d in CLOCKWISE)
        if len(_AROUND) < _AROUND_MAX:
            _AROUND[key] = known
    return list(known)


# Neighbours already worked out (the evaluation asks for the same few hexes in every playout).
_AROUND: dict[str, tuple[str, ...]] = {}
_AROUND_MAX = 4096


HALF = data.MAP_HALF
CELLS: frozenset[str] = frozenset(key_of(c, r) for c in range(-HALF, HALF + 1) for r in range(-HALF, HALF + 1))
EMBASSY = ORIGIN.key()
HQ: dict[str, str] = {f: key_of(*pos) for f, pos in data.HQ_OFFSETS.items()}
RUINS: tuple[str, ...] = tuple(key_of(*pos) for pos in data.RUINS_OFFSETS)
ACCESS: tuple[str, ...] = tuple(key_of(*pos) for pos in data.ACCESS_OFFSETS)
ROCKY: frozenset[str] = frozenset(key_of(*pos) for pos in data.ROCKY_OFFSETS)
SHADED: dict[str, list[list[str]]] = {
    f: [[key_of(*pos) for pos in tile] for tile in tiles] for f, tiles in data.SHADED_OFFSETS.items()
}
# Sites where nothing can ever be built.
RESERVED: frozenset[str] = frozenset({EMBASSY, *HQ.values(), *RUINS, *ACCESS})
NEIGHBOURS: dict[str, tuple[str, ...]] = {k: tuple(n for n in around(k) if n in CELLS) for k in CELLS}


def _direction_hexes() -> tuple[str, ...]:
    """The 12 hexes around the embassy, numbered clockwise; #12 is due north, #1 just after it."""
    north = CLOCKWISE[0].scale(2)
    hexes = ring(ORIGIN, 2)
    # ring() walks counter-clockwise on screen for flat-top maps; reverse it to go clockwise.
    start = hexes.index(north)
    clockwise = [hexes[(start - i) % 12] for i in range(12)]
    return tuple(h.key() for h in clockwise[1:] + clockwise[:1])


DIRECTION_HEXES: tuple[str, ...] = _direction_hexes()
TRACK = LoopTrack(len(data.TRACK))
STOPS: dict[str, int] = {sq.split(":")[1]: i for i, sq in enumerate(data.TRACK) if sq.startswith("stop:")}


def distance_hex(direction: int, distance: int) -> str:
    """The meteor guide's distance hex: count `distance` hexes from direction hex #direction
    (the direction hex is the first), straight for even numbers, zig-zag left first for odd."""
    h = Hex.from_key(DIRECTION_HEXES[direction - 1])
    half = direction // 2
    if direction % 2 == 0:
        steps = [CLOCKWISE[half % 6]] * (distance - 1)
    else:
        left, right = CLOCKWISE[half % 6], CLOCKWISE[(half + 1) % 6]
        steps = [left if i % 2 == 0 else right for i in range(distance - 1)]
    for step in steps:
        h = h + step
    return h.key()


def impact_hex(direction: int, distance: int, impact: int) -> str:
    """Where the meteor lands: neighbour #impact (clockwise, #1 north) of the distance hex."""
    return around(distance_hex(direction, distance))[impact - 1]


def hex_name(key: str) -> str:
    """A hex as players find it on the drawn map: its column's letter (A-O from the left) and its
    row's number (1-15 from the top), as printed along the map's top and left edges ("H4");
    "" for a hex off the map."""
    if key not in CELLS:
        return ""
    h = Hex.from_key(key)
    row = h.r + (h.q - (h.q & 1)) // 2
    return f"{COLUMNS[h.q + HALF]}{row + HALF + 1}"


COLUMNS = "ABCDEFGHIJKLMNO"  # the map's column letters, left to right


def track_ruins(square: int) -> int | None:
    """The ruins index (0-3) of a track corner square, else None."""
    kind = data.TRACK[square]
    return int(kind.split(":")[1]) if kind.startswith("ruins:") else None
