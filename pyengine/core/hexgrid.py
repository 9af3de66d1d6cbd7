"""Hex grid geometry in axial/cube coordinates, after Red Blob Games' guide.

Only `Layout` knows pixels; pointy- and flat-top are two orientation constants, not two paths.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple


class Hex(NamedTuple):
    """A hex in axial coordinates; the cube coordinate s is derived (q + r + s == 0)."""

    q: int
    r: int

    @property
    def s(self) -> int:
        """The third cube coordinate."""
        return -self.q - self.r

    def __add__(self, other: object) -> Hex:  # type: ignore[override]
        assert isinstance(other, Hex)
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        """This vector times k."""
        return Hex(self.q * k, self.r * k)

    def key(self) -> str:
        """The JSON-safe key "q,r" used in game states and data attributes."""
        return f"{self.q},{self.r}"

    @classmethod
    def from_key(cls, key: str) -> Hex:
        """Inverse of key(); ValueError on anything else."""
        q, r = key.split(",")
        return cls(int(q), int(r))


# Direction i is 60° * i counter-clockwise from east (pointy) / from "east-south-east" (flat).
DIRECTIONS: tuple[Hex, ...] = (Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1))
DIAGONALS: tuple[Hex, ...] = (Hex(2, -1), Hex(1, -2), Hex(-1, -1), Hex(-2, 1), Hex(-1, 2), Hex(1, 1))
ORIGIN = Hex(0, 0)


def neighbor(h: Hex, direction: int) -> Hex:
    """The adjacent hex in a direction 0-5."""
    return h + DIRECTIONS[direction % 6]


def neighbors(h: Hex) -> list[Hex]:
    """The six adjacent hexes, in direction order."""
    return [h + d for d in DIRECTIONS]


def length(h: Hex) -> int:
    """Distance from the origin."""
    return (abs(h.q) + abs(h.r) + abs(h.s)) // 2


def distance(a: Hex, b: Hex) -> int:
    """Steps between two hexes."""
    return length(a - b)


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes exactly `radius` away (6 * radius of them; the center alone for 0)."""
    if radius == 0:
        return [center]
    h = center + DIRECTIONS[4].scale(radius)
    result = []
    for side in range(6):
        for _ in range(radius):
            result.append(h)
            h = neighbor(h, side)
    return result


def spiral(center: Hex, radius: int) -> list[Hex]:
    """Every hex within radius, ring by ring from the center."""
    return [h for k in range(radius + 1) for h in ring(center, k)]


def hex_round(q: float, r: float) -> Hex:
    """The hex containing fractional axial coordinates."""
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return Hex(int(rq), int(rr))


def line(a: Hex, b: Hex) -> list[Hex]:
    """The hexes on the straight line from a to b, both included (nudged to break ties)."""
    n = distance(a, b)
    if n == 0:
        return [a]
    aq, ar = a.q + 1e-6, a.r + 1e-6
    bq, br = b.q + 1e-6, b.r + 1e-6
    return [hex_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def rotate_left(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Rotate 60° counter-clockwise (on screen) about center: direction i becomes i + 1."""
    v = h - center
    return center + Hex(-v.s, -v.q)


def rotate_right(h: Hex, center: Hex = ORIGIN) -> Hex:
    """Rotate 60° clockwise (on screen) about center: direction i becomes i - 1."""
    v = h - center
    return center + Hex(-v.r, -v.s)


def rotate(h: Hex, steps: int, center: Hex = ORIGIN) -> Hex:
    """Rotate by 60° * steps (positive: counter-clockwise)."""
    for _ in range(steps % 6):
        h = rotate_left(h, center)
    return h


def walk(start: Hex, direction: int, steps: int) -> Iterator[Hex]:
    """The hexes visited going `steps` times in a direction (start excluded)."""
    h = start
    for _ in range(steps):
        h = neighbor(h, direction)
        yield h


@dataclass(frozen=True)
class Orientation:
    """Forward and inverse matrices plus the angle of the first corner (in sixths of a turn)."""

    f0: float
    f1: float
    f2: float
    f3: float
    b0: float
    b1: float
    b2: float
    b3: float
    start_angle: float


_R3 = math.sqrt(3.0)
POINTY = Orientation(_R3, _R3 / 2, 0.0, 1.5, _R3 / 3, -1.0 / 3, 0.0, 2.0 / 3, 0.5)
FLAT = Orientation(1.5, 0.0, _R3 / 2, _R3, 2.0 / 3, 0.0, -1.0 / 3, _R3 / 3, 0.0)


@dataclass(frozen=True)
class Layout:
    """The only place that knows pixels: orientation, hex size and the pixel of Hex(0, 0)."""

    orientation: Orientation
    size: float
    origin: tuple[float, float] = (0.0, 0.0)

    def center(self, h: Hex) -> tuple[float, float]:
        """Pixel center of a hex."""
        o = self.orientation
        x = (o.f0 * h.q + o.f1 * h.r) * self.size
        y = (o.f2 * h.q + o.f3 * h.r) * self.size
        return x + self.origin[0], y + self.origin[1]

    def hex_at(self, x: float, y: float) -> Hex:
        """The hex under a pixel."""
        o = self.orientation
        px, py = (x - self.origin[0]) / self.size, (y - self.origin[1]) / self.size
        return hex_round(o.b0 * px + o.b1 * py, o.b2 * px + o.b3 * py)

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        """The six corner pixels of a hex."""
        cx, cy = self.center(h)
        result = []
        for i in range(6):
            angle = 2.0 * math.pi * (self.orientation.start_angle + i) / 6
            result.append((cx + self.size * math.cos(angle), cy + self.size * math.sin(angle)))
        return result

    def polygon_points(self, h: Hex) -> str:
        """Corners as an SVG points attribute."""
        return " ".join(f"{x:.1f},{y:.1f}" for x, y in self.corners(h))
