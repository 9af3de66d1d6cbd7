"""The players drawer's rows: the game's `Table.panel` (pyengine/core/table.py) for what a viewer may see."""

from __future__ import annotations

from pyengine.core import Match
from pyengine.core.table import PanelRow, table_of


def panel_rows(match: Match, viewer: int | None, public: bool = False) -> list[PanelRow]:
    """The game's panel rows; `public` (the players chose public hands): drawn from the whole state,
    so every hand shows."""
    seen = {k: v for k, v in match.state.items() if k != "rng"} if public else match.observation(viewer)
    return table_of(match.game).panel(seen, viewer)
