"""A seeded generator whose whole state is one JSON-safe string stored inside the game state.

SplitMix64 is used because it is tiny, fast in pure Python and bit-identical on every
platform (only integer arithmetic), unlike the global `random` module, which we never use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
MAX_SEED = (1 << 53) - 1  # seeds stay exact as JavaScript numbers


def seed_state(seed: int) -> str:
    """The generator state for a seed, as a hex string (JSON-safe in Python and JavaScript)."""
    if not 0 <= seed <= MAX_SEED:
        raise ValueError(f"seed must be between 0 and {MAX_SEED}")
    return f"{_mix(seed ^ 0x5EED5EED5EED5EED):016x}"


def next_u64(state: str) -> tuple[int, str]:
    """One 64-bit output and the advanced state."""
    s = (int(state, 16) + _GOLDEN) & _MASK
    return _mix(s), f"{s:016x}"


def below(state: str, n: int) -> tuple[int, str]:
    """A uniform integer in [0, n) without modulo bias, and the advanced state."""
    if n <= 0:
        raise ValueError("n must be positive")
    value, advanced = _below(int(state, 16), n)
    return value, f"{advanced:016x}"


def _below(s: int, n: int) -> tuple[int, int]:
    """`below` on the state as an integer (a shuffle draws many: parsing and formatting the hex
    string at every draw was most of its cost)."""
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        s = (s + _GOLDEN) & _MASK
        value = _mix(s)
        if value < limit:
            return value % n, s


def weighted_index(state: str, weights: Sequence[int]) -> tuple[int, str]:
    """An index chosen with probability proportional to integer weights."""
    roll, state = below(state, sum(weights))
    for index, weight in enumerate(weights):
        if roll < weight:
            return index, state
        roll -= weight
    raise AssertionError("unreachable: roll exceeds total weight")


def shuffled(state: str, items: Sequence[T]) -> tuple[list[T], str]:
    """A Fisher-Yates shuffled copy of items, and the advanced state."""
    result = list(items)
    if len(result) < 2:
        return result, state
    s = int(state, 16)
    for i in range(len(result) - 1, 0, -1):
        # `_below` and `_mix` written out: a bot's samples shuffle hidden piles at every judged
        # move, and the two calls per draw were most of a shuffle's time (the same arithmetic).
        n = i + 1
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                break
        j = z % n
        result[i], result[j] = result[j], result[i]
    return result, f"{s:016x}"


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return z ^ (z >> 31)
