"""Canonical JSON, fast copies and hashes of plain game data."""

from __future__ import annotations

import hashlib
import json
import marshal
from typing import Any

JSON = Any  # plain data: dict, list, str, int, float, bool, None
State = Any  # a game's state, plain JSON (the core owns its "rng" key); each game types it by its TypedDict


def canonical(value: JSON) -> str:
    """Stable text for comparing and hashing: sorted keys, no spaces, ASCII only."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(value: JSON) -> str:
    """SHA-256 of the canonical form; equal across CPython and Pyodide for equal data."""
    return hashlib.sha256(canonical(value).encode("ascii")).hexdigest()


def clone(value: JSON) -> JSON:
    """A deep copy of plain data: marshal's round trip in C, twice as fast as walking it in Python
    (a third of a random Migration: Mars game's time went to copies). Format 2 writes no shared
    references, so the copy shares nothing with the original; a value marshal refuses (an object
    inside) is copied by walking it instead. A flat dict (an action) is copied directly."""
    if type(value) in _SCALARS:
        return value  # immutable: nothing to copy (an empty slot, None, is copied at every step)
    if type(value) is dict and all(type(v) in _SCALARS for v in value.values()):
        return dict(value)  # nothing inside to share: a shallow copy is a deep one
    try:
        return marshal.loads(marshal.dumps(value, 2))
    except ValueError:
        return _walk(value)


_SCALARS = frozenset({str, int, float, bool, type(None)})


def _walk(value: JSON) -> JSON:
    """A deep copy of dicts and lists; anything else is shared."""
    if isinstance(value, dict):
        return {k: _walk(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_walk(v) for v in value]
    return value


def is_plain(value: object, depth: int = 0) -> bool:
    """True if value is JSON-safe plain data (no tuples, sets, objects or non-string keys)."""
    if depth > 64:
        return False
    if value is None or isinstance(value, (bool, int, str)):
        return True
    if isinstance(value, float):
        return value == value and value not in (float("inf"), float("-inf"))
    if isinstance(value, list):
        return all(is_plain(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and is_plain(v, depth + 1) for k, v in value.items())
    return False
