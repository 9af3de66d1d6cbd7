"""Seats: validated player names and colours (colours always come from a fixed palette)."""

from __future__ import annotations

import unicodedata
from typing import Any

from pyengine.core.errors import SaveError
from pyengine.core.game import Option
from pyengine.core.messages import msg

# Colour id -> (fill, symbol). The symbol makes sure colour is never the only cue.
PALETTE: dict[str, tuple[str, str]] = {
    "red": ("#d7263d", "▲"),
    "blue": ("#1b65c4", "●"),
    "yellow": ("#e8b10c", "■"),
    "green": ("#2a9d3c", "◆"),
    "purple": ("#7e3fb4", "★"),
    "white": ("#f2f2f2", "✚"),
}
MAX_NAME = 24


def clean_name(name: Any, index: int) -> str:
    """A display name: control characters removed, trimmed, bounded; a default if empty."""
    text = name if isinstance(name, str) else ""
    text = "".join(ch for ch in text if unicodedata.category(ch)[0] != "C").strip()
    return text[:MAX_NAME] or f"P{index + 1}"


def make_seats(
    raw: Any, min_players: int, max_players: int, seat_options: tuple[Option, ...] = ()
) -> list[dict[str, Any]]:
    """Validated seats [{"name", "color", <seat option>...}]; raises SaveError with a reason if unacceptable."""
    if not isinstance(raw, list) or not min_players <= len(raw) <= max_players:
        raise SaveError(msg("core.error.player_count", low=min_players, high=max_players))
    seats = []
    for i, seat in enumerate(raw):
        if not isinstance(seat, dict):
            raise SaveError(msg("core.error.bad_seat", seat=i + 1))
        color = seat.get("color")
        if not isinstance(color, str) or color not in PALETTE:  # a list or object is no colour either
            raise SaveError(msg("core.error.bad_color", seat=i + 1))
        clean = {"name": clean_name(seat.get("name"), i), "color": color}
        for option in seat_options:  # a game's per-seat choice, kept only when given and valid
            if option.id in seat:
                try:
                    clean[option.id] = option.validate(seat[option.id])
                except ValueError:
                    raise SaveError(msg("core.error.bad_seat_option", seat=i + 1, option=option.label)) from None
        seats.append(clean)
    if len({s["color"] for s in seats}) != len(seats):
        raise SaveError(msg("core.error.duplicate_color"))
    return seats


def default_seats(count: int) -> list[dict[str, Any]]:
    """Seats named P1..Pn with the first n palette colours."""
    return [{"name": f"P{i + 1}", "color": c} for i, c in enumerate(list(PALETTE)[:count])]
