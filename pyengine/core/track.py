"""Loop tracks (an exploration track, a score track): positions, steps, and their layout."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class LoopTrack:
    """A closed track of `length` squares numbered 0..length-1, moving forward (clockwise)."""

    length: int

    def advance(self, position: int, steps: int) -> int:
        """The square reached after `steps` forward moves."""
        return (position + steps) % self.length

    def path(self, position: int, steps: int) -> list[int]:
        """The squares entered one by one, the last being the arrival square."""
        return [(position + i) % self.length for i in range(1, steps + 1)]

    def passes(self, position: int, steps: int, square: int) -> bool:
        """True if moving `steps` from position enters `square` on the way or at the end."""
        return square in self.path(position, steps)

    def distance(self, start: int, end: int) -> int:
        """Forward steps from start to end."""
        return (end - start) % self.length


@dataclass(frozen=True)
class RectTrackLayout:
    """Squares laid clockwise around a rectangle, starting at its top-left corner."""

    per_side: int  # squares per side, corners included once
    square: float  # square size in pixels
    origin: tuple[float, float] = (0.0, 0.0)

    @property
    def length(self) -> int:
        """Squares in the whole loop."""
        return 4 * (self.per_side - 1)

    def cell(self, position: int) -> tuple[float, float]:
        """Top-left pixel of a square."""
        side, offset = divmod(position % self.length, self.per_side - 1)
        edge = (self.per_side - 1) * self.square
        step = offset * self.square
        x, y = [(step, 0.0), (edge, step), (edge - step, edge), (0.0, edge - step)][side]
        return x + self.origin[0], y + self.origin[1]

    def center(self, position: int) -> tuple[float, float]:
        """Center pixel of a square."""
        x, y = self.cell(position)
        return x + self.square / 2, y + self.square / 2

    def is_corner(self, position: int) -> bool:
        """True for the four corner squares."""
        return position % (self.per_side - 1) == 0
