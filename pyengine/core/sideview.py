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

A game lays its cards in a `Track` (left to right, joined by connector squares if it has them, a
lap with a finish or walls at both ends) and works moves out with `plan` (one list of steps) or
`jumps` (every way to step a die's advances). Pieces sharing a square are stacked by arrival (the
latest on top): `stack`, `on_top`, `sharing`, `race_order` and `overtook` read a list of
`Standing`s, one per piece. What a move earns or costs (counters, turns, accidents) is the game's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
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


# --- a track of cards ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Card:
    """A side-view card as printed: its terrain and its special squares by kind, in the card's own columns."""

    terrain: Terrain
    marks: Mapping[str, Sequence[Square]] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class Track:
    """Cards laid left to right, optionally joined by connector squares; positions are (column, level)
    over the whole track. Build one with `Track.build`."""

    terrain: Terrain  # the cards and connectors joined
    starts: tuple[int, ...]  # each card's first column
    widths: tuple[int, ...]  # each card's columns
    connectors: tuple[int, ...]  # each connector's first column, left to right
    finish: int | None  # the last column of a lap, where a walk stops; None: both ends are walls
    marks: Mapping[str, frozenset[Square]]  # special squares by kind, in track columns

    @classmethod
    def build(cls, cards: Sequence[Card], connector: Terrain | None = None, lap: bool = False) -> Track:
        """The cards in order, a connector before each and after the last when given; with `lap` the
        last column is the first one again, a lap later: the finish."""
        parts: list[Terrain] = []
        starts: list[int] = []
        connectors: list[int] = []
        for card in cards:
            if connector is not None:
                connectors.append(_width(parts))
                parts.append(connector)
            starts.append(_width(parts))
            parts.append(card.terrain)
        if connector is not None:
            connectors.append(_width(parts))
            parts.append(connector)
        terrain = Terrain.join(parts)
        finish = terrain.width - 1 if lap else None
        widths = tuple(card.terrain.width for card in cards)
        track = cls(terrain, tuple(starts), widths, tuple(connectors), finish, _track_marks(cards, starts))
        track.check_marks()
        return track

    @property
    def width(self) -> int:
        """Columns of the whole track."""
        return self.terrain.width

    @property
    def height(self) -> int:
        """Levels."""
        return self.terrain.height

    def card_start(self, index: int) -> int:
        """The first column of a card (negative indices count from the last card)."""
        return self.starts[index]

    def card_columns(self, index: int) -> range:
        """The columns of a card."""
        return range(self.starts[index], self.starts[index] + self.widths[index])

    def card_at(self, column: int) -> int | None:
        """The card a column lies on, or None on a connector (or off the track)."""
        return next((i for i in range(len(self.starts)) if column in self.card_columns(i)), None)

    def is_square(self, square: Square) -> bool:
        """True for an open square within the grid: where a piece may stand (the air above the grid
        is open too, but no piece ever rests there)."""
        column, level = square
        return 0 <= column < self.width and 0 <= level < self.height and self.terrain.is_open(square)

    def check_marks(self) -> None:
        """Raise TerrainError for a special square no piece could be in (a card printed wrong)."""
        for kind, squares in self.marks.items():
            for square in squares:
                if not self.is_square(square):
                    raise TerrainError(f"{kind} square {square} is not an open square of its card")

    def on_card(self, index: int, square: Square) -> Square:
        """A card's square in track columns."""
        return self.starts[index] + square[0], square[1]

    def marked(self, kind: str) -> frozenset[Square]:
        """The special squares of a kind (none if no card has any)."""
        return self.marks.get(kind, frozenset())

    def crossed(self, result: Walk, kind: str) -> list[Square]:
        """The special squares of a kind a walk entered, in order (the end square counts, before any fall)."""
        marked = self.marked(kind)
        return [s for s in result.entered if s in marked]

    def next_circle(self, square: Square, direction: int) -> Square | None:
        """The nearest circle in the next column that has one, ahead (1) or behind (-1): the one
        closest in height, the higher on a tie; None past either end."""
        column = square[0] + direction
        while 0 <= column < self.width:
            circles = [(column, lv) for lv in range(self.height) if self.terrain.is_firm((column, lv))]
            if circles:
                return min(circles, key=lambda s: (abs(s[1] - square[1]), -s[1]))
            column += direction
        return None


def _width(parts: list[Terrain]) -> int:
    return sum(part.width for part in parts)


def _track_marks(cards: Sequence[Card], starts: Sequence[int]) -> dict[str, frozenset[Square]]:
    """Every card's special squares moved to track columns, by kind."""
    marks: dict[str, set[Square]] = {}
    for card, start in zip(cards, starts, strict=True):
        for kind, squares in card.marks.items():
            marks.setdefault(kind, set()).update((start + c, lv) for c, lv in squares)
    return {kind: frozenset(squares) for kind, squares in marks.items()}


def plan(track: Track, start: Square, steps: str, direction: int = 1) -> Walk:
    """Where these steps lead from start on the track; a lap's finish stops the walk (`stopped`).
    TerrainError if the start is inside the rock."""
    return walk(track.terrain, start, steps, direction, stop_column=track.finish)


def jumps(track: Track, start: Square, advances: int, kind: str, direction: int = 1) -> list[tuple[str, Walk]]:
    """Every way to step a die's advances from start (`step_patterns`), each with where it leads."""
    return [(steps, plan(track, start, steps, direction)) for steps in step_patterns(advances, kind)]


# --- pieces on the track ------------------------------------------------------------------------------
# Where a piece stands and its arrival stamp (a counter the game raises at every arrival): the latest
# arrival is on top of a stack. Sorted, standings give the race order: column, then level, then on top.
Standing = tuple[int, int, int]  # (column, level, arrival)


def stack(standings: Sequence[Standing], square: Square, among: Iterable[int] | None = None) -> list[int]:
    """The pieces (indices into standings) on a square, bottom to top; `among`: only these pieces."""
    pieces = range(len(standings)) if among is None else among
    return sorted((i for i in pieces if standings[i][:2] == square), key=lambda i: standings[i][2])


def on_top(standings: Sequence[Standing], square: Square, among: Iterable[int] | None = None) -> int | None:
    """The piece on top of a square's stack (the latest to arrive), or None if the square is empty."""
    pieces = stack(standings, square, among)
    return pieces[-1] if pieces else None


def sharing(standings: Sequence[Standing], piece: int, among: Iterable[int] | None = None) -> list[int]:
    """The other pieces on this piece's square, in the order of `among` (default: every piece)."""
    pieces = range(len(standings)) if among is None else among
    here = standings[piece][:2]
    return [i for i in pieces if i != piece and standings[i][:2] == here]


def race_order(standings: Sequence[Standing], among: Iterable[int] | None = None) -> list[int]:
    """The pieces leading first: the furthest column, then the higher level, then the top of a stack."""
    pieces = range(len(standings)) if among is None else among
    return sorted(pieces, key=lambda i: standings[i], reverse=True)


def overtook(mover: Sequence[int], other: Sequence[int], mover_column: int, other_column: int) -> bool:
    """True if a move passed another piece: the mover set off behind it or on top of it (standings
    before the move) and ended in a column ahead of it (columns after the move)."""
    # Setting off from on top of a piece passes it too (Walking on the Moon's Slipstream says so),
    # though the race order had the mover ahead already.
    on_top_of = tuple(mover[:2]) == tuple(other[:2]) and mover[2] > other[2]
    behind = tuple(mover) < tuple(other) or on_top_of
    return behind and mover_column > other_column
