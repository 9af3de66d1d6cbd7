"""The race track: the start square, five moon cards with a token square between each, the finish.

The loop around the Moon is laid out straight, left to right: column 0 is the start, the finish
is the same blue square reached again after a whole lap (FINISH). Positions are (column, level).
"""

from __future__ import annotations

from functools import lru_cache

from pyengine.core.sideview import Square, Terrain
from pyengine.games.walking_moon import data

PITCH = data.CARD_WIDTH + 1  # a card and the connector square after it
FINISH = data.CARDS_IN_RACE * PITCH  # the finish column (the start square, a lap later)
TOKEN_COLUMNS = tuple(PITCH * (k + 1) for k in range(data.TOKEN_SQUARES))
LAST_CARD_FIRST_COLUMN = 1 + PITCH * (data.CARDS_IN_RACE - 1)


@lru_cache(maxsize=64)
def terrain(cards: tuple[str, ...]) -> Terrain:
    """The whole track for the five cards dealt."""
    parts = [data.CONNECTOR]
    for card in cards:
        parts += [data.TERRAINS[card], data.CONNECTOR]
    return Terrain.join(parts)


@lru_cache(maxsize=64)
def sputniks(cards: tuple[str, ...]) -> frozenset[Square]:
    """The Sputnik squares of the track."""
    return frozenset((card_start(k) + c, lv) for k, card in enumerate(cards) for c, lv in data.SPUTNIKS[card])


def card_start(index: int) -> int:
    """The first column of the card in area `index` (0-4)."""
    return 1 + PITCH * index


def card_at(column: int) -> int | None:
    """The card area (0-4) a column lies on, or None on a connector square."""
    if column % PITCH == 0:
        return None
    return column // PITCH


def last_card_points(column: int) -> int:
    """Points printed at a column of the last card (0 anywhere else)."""
    offset = column - LAST_CARD_FIRST_COLUMN
    return data.LAST_CARD_POINTS[offset] if 0 <= offset < data.CARD_WIDTH else 0


def next_circle(track: Terrain, square: Square, direction: int) -> Square | None:
    """The nearest circle square in the next column that has one, ahead (1) or behind (-1): the
    one closest in height, the higher on a tie; None past either end."""
    column = square[0] + direction
    while 0 <= column <= FINISH:
        circles = [(column, lv) for lv in range(track.height) if track.is_firm((column, lv))]
        if circles:
            return min(circles, key=lambda s: (abs(s[1] - square[1]), -s[1]))
        column += direction
    return None
