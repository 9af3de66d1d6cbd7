"""Canonical JSON, fast copies and hashes of plain game data."""

from __future__ import annotations

import hashlib
import json
from typing import Any

JSON = Any  # plain data: dict, list, str, int, float, bool, None


def canonical(value: JSON) -> str:
    """Stable text for comparing and hashing: sorted keys, no spaces, ASCII only."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=True)


def digest(value: JSON) -> str:
    """SHA-256 of the canonical form; equal across CPython and Pyodide for equal data."""
    return hashlib.sha256(canonical(value).encode("ascii")).hexdigest()


def clone(value: JSON) -> JSON:
    """A deep copy of plain data, several times faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: clone(v) for k, v in value.items()}
    if isinstance(value, list):
        return [clone(v) for v in value]
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
