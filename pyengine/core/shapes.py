"""Small declarative checks of plain JSON data: types, ranges and sizes (used on saves)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, TypeGuard

MAX_SAFE_INT = 2**53 - 1  # the largest integer JavaScript (and so a browser's JSON) keeps exact


def is_int(value: Any, low: int = -MAX_SAFE_INT, high: int = MAX_SAFE_INT) -> TypeGuard[int]:
    """True for an int (never a bool, never a float such as 7.0) within [low, high]."""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def is_text(value: Any, max_len: int) -> TypeGuard[str]:
    """True for a string of at most max_len characters."""
    return isinstance(value, str) and len(value) <= max_len


def is_scalar(value: Any, max_len: int) -> bool:
    """True for a bool, a safe int or a short string: what options and seat choices hold."""
    return isinstance(value, bool) or is_int(value) or is_text(value, max_len)


@dataclass(frozen=True)
class Shape:
    """One field of a declared shape (a save's chance entry): "int" (within [low, high]), "str" (up
    to max_len characters), "bool", or a list ("int_list", "str_list") of at most max_len items of
    that kind; `nullable` lets it be null too (an empty deck's draw)."""

    kind: str
    low: int = -MAX_SAFE_INT
    high: int = MAX_SAFE_INT
    max_len: int = 64
    nullable: bool = False

    def accepts(self, value: Any) -> bool:
        """True if value has this field's type and lies within its bounds."""
        if value is None:
            return self.nullable
        if self.kind.endswith("_list"):
            item = Shape(self.kind.removesuffix("_list"), self.low, self.high, self.max_len)
            return isinstance(value, list) and len(value) <= self.max_len and all(item.accepts(v) for v in value)
        if self.kind == "int":
            return is_int(value, self.low, self.high)
        if self.kind == "str":
            return is_text(value, self.max_len)
        if self.kind == "bool":
            return isinstance(value, bool)
        return False


def matches(value: Any, fields: dict[str, Shape]) -> bool:
    """True if value is an object with a "type" and exactly the declared fields, each accepted."""
    if not isinstance(value, dict) or set(value) != {"type", *fields}:
        return False
    return all(field.accepts(value[key]) for key, field in fields.items())


def numbers_are_safe(value: Any, depth: int = 0, max_depth: int = 32) -> bool:
    """True if plain data nests at most max_depth deep and every number in it is a safe int
    (no floats: no game's state, option or action holds one)."""
    if depth > max_depth:
        return False
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return True
    if isinstance(value, int):
        return is_int(value)
    if isinstance(value, list):
        return all(numbers_are_safe(v, depth + 1, max_depth) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and numbers_are_safe(v, depth + 1, max_depth) for k, v in value.items())
    return False
