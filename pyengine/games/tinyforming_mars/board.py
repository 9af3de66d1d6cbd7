"""The 19-hex map on the core hex grid: printed hex numbers, rows, neighbours, map contents."""

from __future__ import annotations

from pyengine.core.hexgrid import Hex, neighbors
from pyengine.games.tinyforming_mars import data

RADIUS = 2


def _numbered() -> dict[int, Hex]:
    """Printed numbers 1-19 -> axial hexes: pointy-top rows r = -2..2, left to right."""
    numbers: dict[int, Hex] = {}
    for r in range(-RADIUS, RADIUS + 1):
        for q in range(max(-RADIUS, -RADIUS - r), min(RADIUS, RADIUS - r) + 1):
            numbers[len(numbers) + 1] = Hex(q, r)
    return numbers


HEX_OF: dict[int, str] = {n: h.key() for n, h in _numbered().items()}
NUMBER: dict[str, int] = {k: n for n, k in HEX_OF.items()}
KEYS: tuple[str, ...] = tuple(HEX_OF.values())  # in printed order
ROW: dict[str, int] = {k: Hex.from_key(k).r + RADIUS for k in KEYS}  # 0 = top (north) row
NEIGHBOURS: dict[str, tuple[str, ...]] = {
    k: tuple(n.key() for n in neighbors(Hex.from_key(k)) if n.key() in NUMBER) for k in KEYS
}


def water_hexes(map_id: str) -> dict[str, str | None]:
    """Water-reserved hex keys -> the resource token icon printed there (or None)."""
    return {HEX_OF[n]: icon for n, icon in data.MAPS[map_id].water.items()}


def bonus_hexes(map_id: str) -> dict[str, str]:
    """Bonus hex keys -> the tag printed in the centre."""
    return {HEX_OF[n]: tag for n, tag in data.MAPS[map_id].bonus.items()}


def key_of(target: object) -> str | None:
    """The hex key of a "hex:q,r" target on the map, else None."""
    if not isinstance(target, str) or not target.startswith("hex:"):
        return None
    key = target.removeprefix("hex:")
    return key if key in NUMBER else None
