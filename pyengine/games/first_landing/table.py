"""First Landing at the web table (`FirstLandingTable`, see core/table.py): energy and missions in
the players drawer."""

from __future__ import annotations

from pyengine.core.game import State
from pyengine.core.messages import msg
from pyengine.core.table import PanelRow, Table


class FirstLandingTable(Table):
    """First Landing at the web table."""

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Energy of everyone; the viewer's own secret mission, others' shown as secret (web table hook)."""
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
