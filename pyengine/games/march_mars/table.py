"""March on Mars at the web table (`MarchMarsTable`, see core/table.py): the team's panel, the dice
as tools while programming (tap a die, then an action slot), the legend and the team's result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pyengine.core.decisions import DeclaredTable
from pyengine.core.dice import parse_die, parse_or_none
from pyengine.core.game import Step
from pyengine.core.messages import Msg, msg
from pyengine.core.table import NARROW_MARK, TRAY, UPRIGHT_MARK, LegendItem, PanelRow
from pyengine.games.march_mars import data
from pyengine.games.march_mars.decisions import MENU_FIRST, PROGRAM
from pyengine.games.march_mars.state import MarchMarsState as State
from pyengine.games.march_mars.state import Marine
from pyengine.i18n import seat

Action = dict[str, Any]
TILES = ("missile", "lift")  # the support actions drawn as short tiles (action_tile); the decoy's "Decoy" is short


def marine_state(m: Marine) -> Msg:
    """A marine's state in words."""
    if not m["alive"]:
        return msg("mom.status.fallen")
    if m["down"]:
        return msg("mom.status.down")
    return msg("mom.status.played" if m["played"] else "mom.status.ready")


class MarchMarsTable(DeclaredTable):
    """March on Mars at the web table (the hint and tools of each decision are declared.py's)."""

    layout = frozenset({TRAY})  # on a phone the support (missiles, decoy) and gear buttons as tiles, two to a line

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Each marine's training, state and equipment; the base, the bag and the equipment deck."""
        rows: list[PanelRow] = []
        for m in observation["marines"]:
            owner = int(m["owner"])
            ability = msg(f"mom.ability.{m['ability']}") if m["ability"] else msg("mom.panel.untrained")
            rows.append((owner, msg("mom.panel.training"), ability))
            rows.append((owner, msg("mom.panel.state"), marine_state(m)))
            gear = [msg(f"mom.gear.{g}") for g in m["gear"]]
            rows.append((owner, msg("mom.panel.gear"), msg("mom.list", items=gear) if gear else msg("mom.panel.none")))
        hits = observation["base_hits"]
        rows.append((None, msg("mom.panel.base"), msg("mom.panel.base_value", n=data.BASE_LIVES - hits)))
        upgrades = [msg(f"mom.upgrade.{u}") for u in observation["upgrades"].values() if u]
        rows.append(
            (None, msg("mom.panel.upgrades"), msg("mom.list", items=upgrades) if upgrades else msg("mom.panel.none"))
        )
        rows.append((None, msg("mom.panel.bag"), msg("mom.panel.bag_value", **observation["bag"])))
        defenders = sum(1 for alive in observation["defenders"].values() if alive)
        rows.append((None, msg("mom.panel.defenders"), defenders))
        return rows

    def results(self, state: State) -> list[PanelRow]:
        """The team's result and its margin: turns left and base upgrades left."""
        left = max(0, data.TURNS - state["round"])
        upgrades = sum(1 for u in state["upgrades"].values() if u)
        key = "mom.result.won" if state["won"] else f"mom.result.lost_{state['why'] or 'time'}"
        return [
            (None, msg("mom.result.team"), msg(key)),
            (None, msg("mom.result.turns_left"), left),
            (None, msg("mom.result.upgrades_left"), upgrades),
            (None, msg("mom.result.difficulty"), msg(f"mom.option.difficulty.{state['difficulty']}")),
        ]

    def headline(self, state: State) -> Msg | None:
        """The team's verdict: won or lost and why, the turns and base upgrades left, the difficulty."""
        if not state["over"]:
            return None
        why = "won" if state["won"] else f"lost_{state['why'] or 'time'}"
        return msg(
            "mom.result.headline",
            verdict=msg(f"mom.result.verdict_{why}", turn=min(int(state["round"]), data.TURNS)),
            turns=max(0, data.TURNS - state["round"]),
            upgrades=sum(1 for u in state["upgrades"].values() if u),
            difficulty=msg(f"mom.level.{state['difficulty']}"),
        )

    def paced(self, action: Action) -> bool:
        """Each alien's move of a wave (and of the aliens entering the ZA) is shown on its own."""
        return action.get("type") == "alien"

    def stats_group(self, state: State) -> Msg | None:
        """The team's record is kept by difficulty and player count ("mom.option." keys: the home
        page's catalog holds them, so the statistics screen reads them without the game's rules)."""
        level = msg(f"mom.option.record.{state['difficulty']}")
        return msg("mom.option.record", level=level, n=state["players"])

    def marks(self, seen: State, steps: Sequence[Step]) -> list[str]:
        """While a wave marches, the square the last alien moved to is outlined (each alien's move
        is its own step on the table)."""
        if not steps:
            return []
        last = steps[-1][1]
        to = last.get("to") if last.get("type") == "alien" else None
        return [to] if isinstance(to, str) and to.startswith("sq:") else []

    def tool_target(self, state: State, target: str) -> Action | None:
        """A die drawn on the combat card ("die:N"), while programming: that die's tool."""
        die = parse_or_none(parse_die, target)
        if state["phase"] != PROGRAM or die is None:
            return None
        return {"type": "assign", "die": die} if die < len(state["program"]) and state["program"][die] is None else None

    def action_tile(self, state: State, action: Action) -> Msg | None:
        """A missile or a lift as a tile of the support tray: its kind and the marine, in a line."""
        from pyengine.games.march_mars.actions import who  # the marine's player

        kind = action.get("type")
        if kind not in TILES or not isinstance(action.get("marine"), int):
            return None
        mate = seat(who(state, action["marine"]))
        if kind == "missile":
            return msg("mom.tile.missile", mate=mate, kind=msg(f"mom.tile.kind.{action['kind']}"))
        return msg("mom.tile.lift", mate=mate)

    def menu_without_tool(self, state: State) -> bool:
        """A slot tapped first offers the dice it can take; a square tapped offers what lands or shoots there."""
        return state["phase"] in MENU_FIRST

    def space(self, state: State, target: str) -> Msg:
        """A square's ground, aliens and marines (view.py's words)."""
        from pyengine.games.march_mars import view

        return view.space(state, target) or super().space(state, target)

    def legend(self) -> list[LegendItem]:
        """Every symbol the board draws."""
        from pyengine.games.march_mars import view

        return view.legend()

    def narrow_marks(self) -> list[str]:
        """On a phone the ring is drawn small and a window of it at a finger's scale, over the
        combat card in two rows (view.py): every square, die and slot to tap is 44 px at least."""
        return [NARROW_MARK]

    def upright_marks(self) -> list[str]:
        """On a portrait tablet the same shape with a window of a third of the ring: at 820 px wide
        a square is about 60 px and its text 12 px at least (the three strips made them 28 and 7)."""
        return [UPRIGHT_MARK]

    def progress(self, state: State) -> int | None:
        """The team's turn (at most eight)."""
        return min(int(state["round"]), data.TURNS)
