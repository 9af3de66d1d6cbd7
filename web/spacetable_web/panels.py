"""Per-player panel rows: a game's optional `panel` hook, or an adapter kept here until it has one.

Hook contract (docs/CONTRACTS.md): `Game.panel(observation, viewer) -> list[(player, label, value)]`
where `observation` is `match.observation(viewer)`, `player` is a seat index (or None for the
whole table), `label` a Msg and `value` a Msg, str or number. The web layer translates them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.messages import msg

PanelRow = tuple[int | None, Msg, Any]
PanelHook = Callable[[dict[str, Any], int | None], list[PanelRow]]


def first_landing_panel(observation: dict[str, Any], viewer: int | None) -> list[PanelRow]:
    """Energy of everyone; the viewer's own secret mission, others' shown as secret."""
    rows: list[PanelRow] = [(i, msg("fl.panel.energy"), e) for i, e in enumerate(observation["energy"])]
    missions = observation["missions"]
    revealed = observation.get("phase") == "over"
    in_use = any(m is not None for m in missions) or (viewer is None and not revealed)
    if not in_use:
        return rows
    for i, mission in enumerate(missions):
        value = msg(f"fl.mission.{mission}") if mission is not None else msg("fl.panel.hidden")
        rows.append((i, msg("fl.panel.mission"), value))
    return rows


ADAPTERS: dict[str, PanelHook] = {"first_landing": first_landing_panel}


def panel_rows(match: Match, viewer: int | None) -> list[PanelRow]:
    """Rows from the game's hook if it has one, else from an adapter here, else none."""
    hook: PanelHook | None = getattr(match.game, "panel", None) or ADAPTERS.get(match.game.meta.id)
    return hook(match.observation(viewer), viewer) if hook else []
