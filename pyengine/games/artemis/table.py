"""The Artemis Project at the web table (`ArtemisTable`, see core/table.py): each player's stores,
shelters and dice in the players drawer, the dice as tools for placing, the resolution as a
procedure, the legend of pictograms, and the final scoring by category."""

from __future__ import annotations

from pyengine.core.decisions import DeclaredTable
from pyengine.core.game import Action
from pyengine.core.messages import Msg, msg
from pyengine.core.table import LegendItem, PanelRow, Procedure, Stepper
from pyengine.games.artemis import data, flow
from pyengine.games.artemis.state import ArtemisState as State
from pyengine.games.artemis.view import colonist
from pyengine.i18n import seat

CATEGORIES = ("track", "resources", "surface", "buildings", "sets", "badges", "toolkits", "relief")


class ArtemisTable(DeclaredTable):
    """The Artemis Project at the web table (each decision's note, tools and their lines are declared.py's)."""

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Stores, badges, the relief track, shelters and dice still to place, per player."""
        rows: list[PanelRow] = []
        for p in range(observation["players"]):
            rows += [
                (p, msg("ar.panel.vp"), observation["vp"][p]),
                (p, msg("ar.panel.energy"), observation["energy"][p]),
                (p, msg("ar.panel.minerals"), observation["minerals"][p]),
                (p, msg("ar.panel.toolkits"), observation["toolkits"][p]),
                (p, msg("ar.panel.badges"), observation["badges"][p]),
                (p, msg("ar.panel.relief"), observation["relief"][p]),
                (p, msg("ar.panel.shelters"), _shelters(observation, p)),
                (p, msg("ar.panel.dice"), " ".join(map(str, observation["pools"][p])) or "—"),
            ]
        return rows

    def steppers(self, state: State, legal: list[Action]) -> list[Stepper]:
        """Toolkits as -/+ on each die still to place (one toolkit a step), instead of a button each."""
        tunes = {(a["die"], a["delta"]): a for a in legal if a["type"] == "tune"}
        if not tunes:
            return []
        pool = state["pools"][state["active"]]
        rows: list[Stepper] = []
        for die in sorted({d for d, _ in tunes}, key=lambda d: pool[d]):
            row = msg("ar.tool.die", value=pool[die])
            rows.append((row, msg("ar.tool.tune"), pool[die], tunes.get((die, -1)), tunes.get((die, 1))))
        return rows

    def menu_without_tool(self, state: State) -> bool:
        """A tap on a region with no die picked offers each die that can go there."""
        return True

    def procedure(self, state: State) -> Procedure | None:
        """The resolution under way: the seven regions and upkeep, the current letter marked."""
        if state["step"] == "":
            return None
        steps = [msg(f"ar.region.{r}") for r in data.REGIONS] + [msg("ar.proc.upkeep")]
        return msg("ar.proc.title", round=state["round"]), steps, "ABCDEFGH".index(state["step"])

    def space(self, state: State, target: str) -> Msg:
        """An expedition, a region, a building at the Gantry or a space on a building, in words."""
        kind, _, rest = target.partition(":")
        if kind == "exp" and rest.isdigit() and int(rest) < len(state["expeditions"]):
            card = state["expeditions"][int(rest)]
            return msg(
                "ar.space.exp",
                n=int(rest) + 1,
                needed=flow.difficulty(state, card),
                total=flow.expedition_total(card),
            )
        if kind == "region" and rest in data.REGIONS:
            return msg("ar.space.region", region=msg(f"ar.region.{rest}"), help=msg(f"ar.board.region_help.{rest}"))
        if kind == "lot" and rest.split(":")[0] in data.BUILDINGS:
            return _tile_words(rest.split(":")[0])
        return super().space(state, target)

    def narrow_marks(self) -> list[str]:
        """On a phone the regions are stacked one under another, the board fitted to the screen's
        width and scrolled down (its text about 10 px, 4 px on the wide board)."""
        from pyengine.games.artemis import view

        return [view.NARROW_MARK]

    def upright_marks(self) -> list[str]:
        """On a portrait tablet the wide board is fitted to the region's width and scrolled down
        (text about 9 px at 820 px wide) instead of fitted whole under the status panel (5-6 px)."""
        from pyengine.games.artemis import view

        return [view.UPRIGHT_MARK]

    def legend(self) -> list[LegendItem]:
        """Colonist pictograms, the empty space, resources and dice."""
        items: list[LegendItem] = [
            (f'<svg viewBox="-14 -14 28 28" width="28" height="28">{colonist(k, 0, 0)}</svg>', msg(f"ar.legend.{k}"))
            for k in data.KINDS
        ]
        items.append(("∗", msg("ar.legend.blank")))
        items += [
            ("⚡", msg("ar.legend.energy")),
            ("⬢", msg("ar.legend.minerals")),
            ("⚒", msg("ar.legend.toolkits")),
            ("✪", msg("ar.legend.badges")),
            ("≈", msg("ar.board.ocean")),
            ("▤", msg("ar.board.surface")),
            ("②", msg("ar.legend.duplicate")),
            ("◀", msg("ar.legend.first")),
        ]
        return items

    def results(self, state: State) -> list[PanelRow]:
        """Each seat's final points by category."""
        rows: list[PanelRow] = []
        for p, parts in enumerate(flow.final_parts(state)):
            rows += [(p, msg(f"ar.result.{name}"), parts[name]) for name in CATEGORIES if parts[name]]
        return rows


def _shelters(state: State, p: int) -> Msg | str:
    counts = state["shelters"][p]
    words = [msg("ar.panel.count", n=counts[k], kind=msg(f"ar.kind.{k}")) for k in data.KINDS if counts[k]]
    return msg("core.space.parts", parts=words) if words else "—"


def _tile_words(tile_id: str) -> Msg:
    tile = data.BUILDINGS[tile_id]
    spaces = msg(
        "core.space.parts", parts=[msg(f"ar.space_kind.{'any' if k == data.BLANK else k}") for k in tile.spaces]
    )
    gives = msg("core.space.parts", parts=[msg(f"ar.reward.{k}", n=n) for k, n in tile.gives])
    return msg(
        "ar.space.tile",
        building=msg(f"ar.building.{tile.name}"),
        zone=msg(f"ar.board.{tile.zone}"),
        spaces=spaces,
        gives=gives,
    )


__all__ = ["ArtemisTable", "seat"]
