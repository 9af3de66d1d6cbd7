"""The board of March on Mars laid out straight: the ring around the planet cut at the Martian Mastermind.

From left to right: the left defenders' square (beside the MMM), the far left Mars card, a square,
the near left card, the left upgrade square, the Landing Zone (ZA), the right upgrade square, the
near right card, a square, the far right card and the right defenders' square (beside the MMM
again). With two players only the left half is in play: the track ends after the right upgrade
square. Positions are (column, level); a `sideview.Track` with walls at both ends.
"""

from __future__ import annotations

from functools import lru_cache

from pyengine.core.sideview import Card, Square, Track
from pyengine.games.march_mars import data

HIDDEN = "hidden"  # the kind of the hidden square's mark


def areas(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The cards laid left to right: the Landing Zone between the two flanks (with two players,
    after the left flank's two cards)."""
    half = len(cards) // 2 if len(cards) == data.CARDS_IN_PLAY else len(cards)
    return (*cards[:half], data.ZA, *cards[half:])


@lru_cache(maxsize=64)
def track(cards: tuple[str, ...]) -> Track:
    """The whole track for the Mars cards dealt (four, or two with two players)."""
    laid = []
    for card in areas(cards):
        terrain = data.ZA_TERRAIN if card == data.ZA else data.TERRAINS[card]
        marks = {HIDDEN: (data.HIDDEN[card],)} if card in data.HIDDEN else {}
        laid.append(Card(terrain, marks))
    return Track.build(laid, data.CONNECTOR)


def za_index(cards: tuple[str, ...]) -> int:
    """The Landing Zone's place among the laid cards (after a flank's two cards)."""
    return data.CARDS_IN_PLAY // 2


def za_columns(cards: tuple[str, ...]) -> range:
    """The Landing Zone's columns."""
    return track(cards).card_columns(za_index(cards))


def sides(cards: tuple[str, ...]) -> tuple[str, ...]:
    """The sides of the planet in play: both, or the left one with two players."""
    return data.SIDES if len(cards) == data.CARDS_IN_PLAY else (data.LEFT,)


def side_of(cards: tuple[str, ...], column: int) -> str | None:
    """The side of the planet a column is on (None: the Landing Zone, on both)."""
    za = za_columns(cards)
    if column in za:
        return None
    return data.LEFT if column < za.start else data.RIGHT


def side_cards(cards: tuple[str, ...], side: str) -> list[int]:
    """A side's Mars cards (indices among the laid cards), from the MMM towards the Landing Zone."""
    za = za_index(cards)
    return list(range(za)) if side == data.LEFT else list(range(2 * za, za, -1))


def defender_square(cards: tuple[str, ...], side: str) -> Square:
    """The defenders' square of a side, beside the MMM."""
    t = track(cards)
    return (t.connectors[0], 0) if side == data.LEFT else (t.connectors[-1], 0)


def upgrade_square(cards: tuple[str, ...], side: str) -> Square:
    """Where a side's base upgrade stands, beside the Landing Zone."""
    t = track(cards)
    za = za_index(cards)
    return (t.connectors[za], 0) if side == data.LEFT else (t.connectors[za + 1], 0)


def deploy_order(cards: tuple[str, ...], index: int, side: str) -> list[Square]:
    """A card's squares with ground, the nearest to the MMM on `side` first, upper levels first."""
    t = track(cards)
    columns = list(t.card_columns(index))
    if side == data.RIGHT:
        columns.reverse()
    return [(c, lv) for c in columns for lv in reversed(range(t.height)) if t.terrain.has_ground((c, lv))]


def distance(a: Square, b: Square) -> int:
    """Squares between two squares along the track (heights do not count)."""
    return abs(a[0] - b[0])
