"""The race track: the start square, five moon cards with a token square between each, the finish.

The loop around the Moon is laid out straight, left to right (a `sideview.Track` lapped once):
column 0 is the start, the finish is the same blue square reached again after a whole lap
(FINISH). Positions are (column, level).
"""

from __future__ import annotations

from functools import lru_cache

from pyengine.core.sideview import Card, Square, Terrain, Track
from pyengine.games.walking_moon import data

SPUTNIK = "sputnik"  # the kind of the special squares printed on the moon cards
REACH = "reach:"  # a highlight previewing where a die ("reach:die:N") or a slot's dice could land


def reach_mark(target: str) -> str:
    """The highlight previewing where the dice of a target (a die, a jump slot) could land."""
    return REACH + target


@lru_cache(maxsize=64)
def track(cards: tuple[str, ...]) -> Track:
    """The whole track for the five cards dealt: connector squares before, between and after them."""
    laid = [Card(data.TERRAINS[card], {SPUTNIK: data.SPUTNIKS[card]}) for card in cards]
    return Track.build(laid, data.CONNECTOR, lap=True)


def terrain(cards: tuple[str, ...]) -> Terrain:
    """The track's terrain (what the board draws)."""
    return track(cards).terrain


def sputniks(cards: tuple[str, ...]) -> frozenset[Square]:
    """The Sputnik squares of the track."""
    return track(cards).marked(SPUTNIK)


# Every race lays five cards of the same width, so the columns never depend on the cards dealt.
_SHAPE = track(tuple(data.TERRAINS)[:1] * data.CARDS_IN_RACE)
FINISH = _SHAPE.width - 1  # the finish column (the start square, a lap later): the track's `finish`
TOKEN_COLUMNS = _SHAPE.connectors[1:-1]  # the connector squares between cards, where tokens lie
LAST_CARD_FIRST_COLUMN = _SHAPE.card_start(-1)


def card_start(index: int) -> int:
    """The first column of the card in area `index` (0-4)."""
    return _SHAPE.card_start(index)


def last_card_points(column: int) -> int:
    """Points printed at a column of the last card (0 anywhere else)."""
    offset = column - LAST_CARD_FIRST_COLUMN
    return data.LAST_CARD_POINTS[offset] if 0 <= offset < data.CARD_WIDTH else 0
