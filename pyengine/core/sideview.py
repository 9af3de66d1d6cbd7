"""Side-view terrain: a grid of columns and height levels walked by straight and diagonal steps.

Walking on the Moon and March on Mars move pieces over cards seen from the side. A card is a grid
of cells, column 0 on the left, level 0 at the bottom. A cell is either solid (the body of the
Moon: rock, a wall, a tunnel's roof) or an open square a piece can be in. An open square has
ground beneath it when it is on the lowest level or stands on a solid cell; ground is firm (it
bears a circle) or hazardous (no circle). An open square with nothing beneath it has no ground.

A move is a list of steps, each one square forward: straight, a diagonal descent or a diagonal
climb. Entering a solid cell is a collision and the piece stays on the square before it; a move
that ends on a square without ground falls to the first square with ground beneath it. Levels
below the grid are the Moon's body (solid); levels above it are open space without ground.

Cards are written as rows of characters, the top level first (see `Terrain.from_rows`):
    #  solid            o  firm ground (circle)      x  hazardous ground (no circle)
    .  no ground        t  tunnel, firm ground       h  tunnel, hazardous ground
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product

SOLID = "#"
CIRCLE = "o"
HAZARD = "x"
AIR = "."
TUNNEL_CIRCLE = "t"
TUNNEL_HAZARD = "h"
CELLS = (SOLID, CIRCLE, HAZARD, AIR, TUNNEL_CIRCLE, TUNNEL_HAZARD)
GROUNDED = (CIRCLE, HAZARD, TUNNEL_CIRCLE, TUNNEL_HAZARD)
TUNNEL = (TUNNEL_CIRCLE, TUNNEL_HAZARD)

STRAIGHT = "s"
DESCEND = "d"
CLIMB = "u"
RISE = {STRAIGHT: 0, DESCEND: -1, CLIMB: 1}

# Why a move ended where it did.
SAFE = "safe"  # on firm ground
HAZARD_END = "hazard"  # on ground without a circle
FALL = "fall"  # on a square without ground, then fell
COLLISION = "collision"  # ran into the Moon; on the square before it

Square = tuple[int, int]  # (column, level)


class TerrainError(ValueError):
    """A card drawing that breaks the terrain's rules (ground where there is none, a tunnel without roof)."""


@dataclass(frozen=True)
class Terrain:
    """A side-view grid; `columns[c][level]` is one of CELLS, level 0 at the bottom."""

    columns: tuple[str, ...]

    @classmethod
    def from_rows(cls, rows: Sequence[str]) -> Terrain:
        """A terrain drawn as rows of characters, the top level first; checked for consistency."""
        if not rows or len({len(r) for r in rows}) != 1:
            raise TerrainError("rows must be non-empty and of equal length")
        columns = tuple("".join(row[c] for row in reversed(rows)) for c in range(len(rows[0])))
        terrain = cls(columns)
        terrain.check()
        return terrain

    @classmethod
    def join(cls, parts: Iterable[Terrain]) -> Terrain:
        """Terrains laid side by side, left to right (all of the same height)."""
        parts = list(parts)
        if len({p.height for p in parts}) != 1:
            raise TerrainError("joined terrains must share their height")
        return cls(tuple(column for part in parts for column in part.columns))

    def rows(self) -> list[str]:
        """The drawing, top level first (the inverse of from_rows)."""
        return ["".join(col[level] for col in self.columns) for level in reversed(range(self.height))]

    @property
    def width(self) -> int:
        """Columns."""
        return len(self.columns)

    @property
    def height(self) -> int:
        """Levels."""
        return len(self.columns[0]) if self.columns else 0

    def cell(self, square: Square) -> str:
        """The cell at a square; below the grid is solid, above it open space without ground."""
        column, level = square
        if not 0 <= column < self.width:
            raise IndexError(f"column {column} is off the terrain")
        if level < 0:
            return SOLID
        if level >= self.height:
            return AIR
        return self.columns[column][level]

    def is_open(self, square: Square) -> bool:
        """True if a piece can be in this square."""
        return self.cell(square) != SOLID

    def has_ground(self, square: Square) -> bool:
        """True if the open square stands on the lowest level or on a solid cell."""
        column, level = square
        return self.is_open(square) and self.cell((column, level - 1)) == SOLID

    def is_firm(self, square: Square) -> bool:
        """True if the square has a circle: a move may end there safely."""
        return self.cell(square) in (CIRCLE, TUNNEL_CIRCLE)

    def is_tunnel(self, square: Square) -> bool:
        """True for a square inside a tunnel (under a roof)."""
        return self.cell(square) in TUNNEL

    def landing(self, square: Square) -> Square:
        """Where a piece in this open square comes to rest: the first square with ground at or below it.

        TerrainError for a square inside the rock: no piece can be there, and below a column of rock
        down to the bottom no ground would ever be found. From an open square the search ends: each
        square below is open (else the one above had ground), down to the lowest level, which has."""
        if not self.is_open(square):
            raise TerrainError(f"no piece can be at {square}: it is inside the rock")
        column, level = square
        while not self.has_ground((column, level)):
            level -= 1
        return column, level

    def squares(self) -> list[Square]:
        """Every open square within the grid, column by column, bottom to top."""
        return [(c, lv) for c in range(self.width) for lv in range(self.height) if self.is_open((c, lv))]

    def check(self) -> None:
        """Raise TerrainError if a cell's drawing contradicts what lies beneath or above it."""
        for column in range(self.width):
            for level in range(self.height):
                self._check_square((column, level))

    def _check_square(self, square: Square) -> None:
        kind = self.cell(square)
        if kind not in CELLS:
            raise TerrainError(f"unknown cell {kind!r} at {square}")
        if kind == SOLID:
            return
        grounded = self.cell((square[0], square[1] - 1)) == SOLID
        if grounded != (kind in GROUNDED):
            raise TerrainError(f"cell {kind!r} at {square} does not match the ground beneath it")
        if kind in TUNNEL and self.cell((square[0], square[1] + 1)) != SOLID:
            raise TerrainError(f"tunnel square {square} has no roof")


@dataclass(frozen=True)
class Walk:
    """A move worked out on a terrain: the squares entered, where it ends and why."""

    start: Square
    entered: tuple[Square, ...]  # squares passed over in order (a collision's cell is not entered)
    end: Square  # where the piece comes to rest (after any fall)
    outcome: str  # SAFE, HAZARD_END, FALL or COLLISION
    stopped: bool = False  # the move reached the stop column and went no further

    @property
    def crashed(self) -> bool:
        """True if the move ends in an accident (anything but firm ground)."""
        return self.outcome != SAFE


def step(square: Square, kind: str, direction: int = 1) -> Square:
    """The square one step away: forward (direction 1) or back (-1), rising or sinking by the step's kind."""
    return square[0] + direction, square[1] + RISE[kind]


def walk(terrain: Terrain, start: Square, steps: str, direction: int = 1, stop_column: int | None = None) -> Walk:
    """Follow the steps from start; stop at a collision or on reaching stop_column, then settle.
    TerrainError if the start is inside the rock."""
    if not terrain.is_open(start):
        raise TerrainError(f"no move can start at {start}: it is inside the rock")
    entered: list[Square] = []
    here = start
    for kind in steps:
        there = step(here, kind, direction)
        if not 0 <= there[0] < terrain.width or not terrain.is_open(there):
            return Walk(start, tuple(entered), terrain.landing(here), COLLISION)
        entered.append(there)
        here = there
        if stop_column is not None and here[0] == stop_column:
            return _settle(terrain, start, entered, here, stopped=True)
    return _settle(terrain, start, entered, here, stopped=False)


def _settle(terrain: Terrain, start: Square, entered: list[Square], here: Square, stopped: bool) -> Walk:
    if terrain.is_firm(here):
        outcome = SAFE
    elif terrain.has_ground(here):
        outcome = HAZARD_END
    else:
        outcome = FALL
    return Walk(start, tuple(entered), terrain.landing(here), outcome, stopped)


def step_patterns(advances: int, kind: str) -> list[str]:
    """The ways a die's advances may be stepped: "straight" only; "descend": at least one diagonal
    descent, the rest straight; "climb": any of them (or none) turned into diagonal climbs."""
    choices = {"straight": (STRAIGHT,), "descend": (STRAIGHT, DESCEND), "climb": (STRAIGHT, CLIMB)}[kind]
    patterns = ["".join(p) for p in product(choices, repeat=advances)]
    return [p for p in patterns if DESCEND in p] if kind == "descend" else patterns
