"""Targets as values: one parse/format pair per kind of thing a player points at.

An action names what it acts on with a short string, the same one the board's SVG carries as
`data-target`: `"hex:q,r"`, `"square:12"`, `"card:ice_asteroid"`, `"slot:2"`. Games format them with
the functions here and never split them by hand; the action kit (`core/actions.py`) parses a
declared target field once, before any game code sees the action.

>>> parse_hex("hex:1,-2")
Hex(q=1, r=-2)
>>> hex_target(Hex(1, -2))
'hex:1,-2'
"""

from __future__ import annotations

import re

from pyengine.core.hexgrid import Hex

MAX_TARGET = 80  # characters: every real target is far shorter
_INT = re.compile(r"-?[0-9]{1,6}")
_ID = re.compile(r"[a-z0-9_]{1,60}")


class TargetError(ValueError):
    """A string that is not a target of the expected kind."""


def split(text: object, kind: str) -> str:
    """What follows `kind:` in a target string; TargetError if it is not of that kind."""
    if not isinstance(text, str) or len(text) > MAX_TARGET or not text.startswith(f"{kind}:"):
        raise TargetError(kind)
    return text[len(kind) + 1 :]


def _small_int(text: str, kind: str) -> int:
    if not _INT.fullmatch(text):
        raise TargetError(kind)
    return int(text)


# --- hexes ---------------------------------------------------------------------------------
def hex_target(h: Hex) -> str:
    """The target string of a hex."""
    return f"hex:{h.q},{h.r}"


def parse_hex(text: object) -> Hex:
    """The hex of a `"hex:q,r"` target."""
    q, comma, r = split(text, "hex").partition(",")
    if not comma:
        raise TargetError("hex")
    return Hex(_small_int(q, "hex"), _small_int(r, "hex"))


def hex_key_target(key: str) -> str:
    """The target string of a hex given by its state key "q,r"."""
    return f"hex:{key}"


def parse_place(text: object, *names: str) -> str:
    """A hex target's state key "q,r", or `text` itself if it is one of the named places."""
    if isinstance(text, str) and text in names:
        return text
    return parse_hex_key(text)


def place_target(place: str) -> str:
    """The target of a place as `actions.place_key` parses it: a hex's state key "q,r" as
    "hex:q,r", a named place (no comma: Migration: Mars's "embassy") as it is."""
    return hex_key_target(place) if "," in place else place


# Keys of targets already parsed: listing legal actions parses the same few dozen hexes again and
# again. Bounded, since a client may send any number of distinct well-formed targets.
_HEX_KEYS: dict[str, str] = {}
_HEX_KEYS_MAX = 4096


def parse_hex_key(text: object) -> str:
    """The state key "q,r" of a `"hex:q,r"` target (normalized: "hex:+1,02" is refused)."""
    if type(text) is str:
        known = _HEX_KEYS.get(text)
        if known is not None:
            return known
    h = parse_hex(text)
    if hex_target(h) != text:
        raise TargetError("hex")
    key = h.key()
    if type(text) is str and len(_HEX_KEYS) < _HEX_KEYS_MAX:
        _HEX_KEYS[text] = key
    return key


# --- track squares, cards and slots ---------------------------------------------------------
def square_target(index: int) -> str:
    """The target string of a square of a track."""
    return f"square:{index}"


def parse_square(text: object) -> int:
    """The square index of a `"square:n"` target (n >= 0)."""
    index = _small_int(split(text, "square"), "square")
    if index < 0 or square_target(index) != text:
        raise TargetError("square")
    return index


def card_target(card_id: str) -> str:
    """The target string of a card."""
    return f"card:{card_id}"


def parse_card(text: object) -> str:
    """The card id of a `"card:id"` target (lower-case letters, digits and underscores)."""
    card_id = split(text, "card")
    if not _ID.fullmatch(card_id):
        raise TargetError("card")
    return card_id


def slot_target(index: int) -> str:
    """The target string of a numbered slot (a platform, a hand position)."""
    return f"slot:{index}"


def parse_slot(text: object) -> int:
    """The slot index of a `"slot:n"` target (n >= 0)."""
    index = _small_int(split(text, "slot"), "slot")
    if index < 0 or slot_target(index) != text:
        raise TargetError("slot")
    return index


def named_target(kind: str, name: str) -> str:
    """A target of a game's own kind, such as `"project:ice_asteroid_a"` or `"std:aquifer"`."""
    return f"{kind}:{name}"


def parse_named(text: object, kind: str) -> str:
    """The name in a target of a game's own kind (TargetError if the kind differs or the name is empty)."""
    name = split(text, kind)
    if not name:
        raise TargetError(kind)
    return name


def side_square_target(col: int, level: int) -> str:
    """The target string of a square of a side-view terrain (core/sideview.py): its column and level."""
    return f"sq:{col},{level}"


def parse_side_square(text: object) -> tuple[int, int]:
    """The (column, level) of a `"sq:col,level"` target (normalized: "sq:01,2" is refused)."""
    col, comma, level = split(text, "sq").partition(",")
    if not comma:
        raise TargetError("sq")
    square = _small_int(col, "sq"), _small_int(level, "sq")
    if side_square_target(*square) != text:
        raise TargetError("sq")
    return square
