"""A pool of dice as a target kind: `"die:n"`, the die a player taps on the board (Walking on the
Moon's jump card, March on Mars's combat card), parsed like core/targets.py's kinds. Apart from
targets.py because only games that draw a dice pool import it (it travels in the kit zip, not in
what every page unpacks at start).

>>> parse_die(die_target(3))
3
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from pyengine.core.targets import TargetError, split

T = TypeVar("T")


def die_target(index: int) -> str:
    """The target string of a die of a pool (its index in the game's dice)."""
    return f"die:{index}"


def parse_die(text: object) -> int:
    """The die index of a `"die:n"` target (n >= 0, written without leading zeros)."""
    found = split(text, "die")
    if not found.isdigit() or die_target(int(found)) != text:
        raise TargetError("die")
    return int(found)


def parse_or_none(parse: Callable[[object], T], text: object) -> T | None:
    """A target parsed by `parse`, or None if the text is not one of its kind (a tap on something else)."""
    try:
        return parse(text)
    except TargetError:
        return None
