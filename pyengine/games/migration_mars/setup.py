"""Setup facts of Migration: Mars read before a game exists: each seat's faction and the rocky zones."""

from __future__ import annotations

from typing import Any

from pyengine.games.migration_mars import board, data


def factions_for(seats: list[dict[str, Any]]) -> list[str]:
    """Each seat's faction: the one chosen, else the first free one of the default order (with two
    players blue and yellow, on opposite sides)."""
    chosen = [seat.get("faction") for seat in seats]
    free = [f for f in dict.fromkeys((*data.DEFAULT_FACTIONS[len(seats)], *data.FACTIONS)) if f not in chosen]
    return [str(f) if f is not None else free.pop(0) for f in chosen]


def old_factions(players: int, first: str, layout: str) -> list[str]:
    """Factions under ruleset 1: clockwise from a first faction, two players opposite or adjacent."""
    start = data.FACTIONS.index(first)
    offsets = [0, 2] if players == 2 and layout == "opposite" else list(range(players))
    return [data.FACTIONS[(start + o) % 4] for o in offsets]


def rocky_tiles(factions: list[str]) -> list[str]:
    """Rocky-terrain tiles on the shaded zones of every absent faction's side."""
    return sorted(k for f in data.FACTIONS if f not in factions for tile in board.SHADED[f] for k in tile)
