"""First Landing at the web table (`FirstLandingTable`, see core/table.py): energy and missions in
the players drawer, the legend, and each seat's points by terrain and mission in the results."""

from __future__ import annotations

from pyengine.core.decisions import DeclaredTable
from pyengine.core.game import Action
from pyengine.core.messages import Msg, msg
from pyengine.core.table import Die, LegendItem, PanelRow
from pyengine.games.first_landing import data
from pyengine.games.first_landing.decisions import OVER
from pyengine.games.first_landing.state import FirstLandingState as State
from pyengine.games.first_landing.view import terrain_icon
from pyengine.i18n import seat


class FirstLandingTable(DeclaredTable):
    """First Landing at the web table (its status note is declared: declared.py)."""

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Energy of everyone; the viewer's own secret mission, others' shown as secret (web table hook)."""
        rows: list[PanelRow] = [(i, msg("fl.panel.energy"), e) for i, e in enumerate(observation["energy"])]
        missions = observation["missions"]
        revealed = observation.get("phase") == OVER
        in_use = any(m is not None for m in missions) or (viewer is None and not revealed)
        if not in_use:
            return rows
        for i, mission in enumerate(missions):
            value = msg(f"fl.mission.{mission}") if mission is not None else msg("fl.panel.hidden")
            rows.append((i, msg("fl.panel.mission"), value))
        return rows

    def dice(self, action: Action) -> list[Die] | None:
        """The die just rolled, in the status bar beside the energy it gave."""
        return [(msg("fl.die.title"), int(action["value"]), data.DIE_FACES)] if action.get("type") == "die" else None

    def space(self, state: State, target: str) -> Msg:
        """A hex: its terrain, the energy a claim there costs and who claimed it."""
        kind, _, key = target.partition(":")
        terrain = data.BOARD.get(key) if kind == "hex" else None
        if terrain is None:
            return super().space(state, target)
        parts = [
            msg(
                "fl.board.hex",
                row=data.PLACE[key][0],
                n=data.PLACE[key][1],
                terrain=msg(f"fl.terrain.{terrain}"),
                cost=data.TERRAIN_COST[terrain],
            )
        ]
        owner = state["owner"].get(key)
        parts.append(msg("fl.board.claimed", player=seat(owner)) if owner is not None else msg("fl.board.unclaimed"))
        return msg("core.space.parts", parts=parts)

    def legend(self) -> list[LegendItem]:
        """Each terrain's pictogram with its name and the energy a claim there costs."""
        return [
            (terrain_icon(terrain), msg("fl.legend.terrain", terrain=msg(f"fl.terrain.{terrain}"), cost=cost))
            for terrain, cost in data.TERRAIN_COST.items()
        ]

    def results(self, state: State) -> list[PanelRow]:
        """Each seat's points: the hexes it holds by terrain (count x cost), then its mission."""
        rows: list[PanelRow] = []
        for player in range(state["players"]):
            held = [data.BOARD[key] for key, owner in state["owner"].items() if owner == player]
            for terrain, cost in data.TERRAIN_COST.items():
                count = held.count(terrain)
                if count:
                    claims = msg("fl.result.claims", n=count, cost=cost, points=count * cost)
                    rows.append((player, msg("fl.result.terrain", terrain=msg(f"fl.terrain.{terrain}")), claims))
            mission = state["missions"][player]
            if mission is not None:
                terrain, needed = data.MISSIONS[mission]
                count = len(held) if terrain == "any" else held.count(terrain)
                outcome = "met" if count >= needed else "missed"
                value = msg(f"fl.result.mission_{outcome}", mission=msg(f"fl.mission.{mission}"))
                rows.append((player, msg("fl.panel.mission"), value))
        return rows
