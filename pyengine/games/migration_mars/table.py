"""Migration: Mars at the web table (`MigrationMarsTable`, see core/table.py): panel rows, button
texts and groups, construction tools, dice faces, board marks and the setup form's factions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pyengine.core.decisions import DeclaredTable
from pyengine.core.game import Step
from pyengine.core.messages import Msg, msg
from pyengine.core.table import BUILDER, LegendItem, PanelRow, Procedure, Stepper
from pyengine.games.migration_mars import board, colony, data, flow, hands, report
from pyengine.games.migration_mars.decisions import (
    MOVE,
)
from pyengine.games.migration_mars.describe import card, card_count, cost_text, count, trade_text
from pyengine.games.migration_mars.describe import join as _join
from pyengine.games.migration_mars.setup import factions_for, rocky_tiles
from pyengine.games.migration_mars.state import MigrationState as State
from pyengine.i18n import seat

Action = dict[str, Any]


def _cards(counts: dict[str, int], kinds: tuple[str, ...]) -> Msg:
    """ "water 2 · stone 1" as a message list (or a dash when empty)."""
    items = [card_count(k, counts.get(k, 0)) for k in kinds]
    return _join(items)


# --- panel ---------------------------------------------------------------------------------


def hand_rows(p: int, hand: dict[str, int], fresh: int) -> list[PanelRow]:
    """A player's cards by type, or only how many when the hand is private to someone else."""
    if hands.is_hidden(hand):
        return [(p, msg("mm.panel.hand"), msg("mm.panel.hand_count", n=hands.size(hand)))]
    return [
        (p, msg("mm.panel.resources"), _cards(hand, data.BASIC)),
        (p, msg("mm.card.olympium"), hand["olympium"]),
        (p, msg("mm.panel.supplies"), _cards(hand, data.SUPPLIES)),
        (p, msg("mm.panel.blueprints"), msg("mm.panel.blueprints_value", n=hand["blueprint"], fresh=fresh)),
    ]


TRADE_STEPS = ("trade_offer", "trade_unoffer", "trade_ask", "trade_unask")  # shown as -/+ steppers


def _asset_order(asset: str) -> tuple[int, str]:
    """Cards in the hand's order, then saved events."""
    kinds = list(hands.TOTALS)
    return (kinds.index(asset), "") if asset in kinds else (len(kinds), asset)


def phase(state: State) -> Msg:
    """The phase of the active player's turn, or the decision pending."""
    if state["over"]:
        return msg("mm.prompt.over")
    task = flow.head(state)
    if task is not None:
        who = seat(int(task["player"])) if "player" in task else seat(int(state["active"]))
        return msg("mm.phase.decision", decision=msg(f"mm.decision.{task['kind']}"), player=who)
    key = "mm.phase.dice" if state["turn"]["built"] else "mm.phase.colony"
    return msg(key, player=seat(int(state["active"])))


# --- construction tools ---------------------------------------------------------------------


# --- setup ---------------------------------------------------------------------------------


# --- dice ----------------------------------------------------------------------------------


# --- board marks ------------------------------------------------------------------------------
# Decisions that a meteor (or the dice before it) can lead to within the same turn.
AFTERMATH = frozenset({"evacuate", "repair", "injure", "pick_resource", "take_supply", "gift", "ruins", "fuel"})


class MigrationMarsTable(DeclaredTable):
    """Migration: Mars at the web table."""

    def tool_name(self, state: State, template: Action) -> Msg | None:
        """A structure's tool read in words ("Habitat, costs 2 metal, 1 stone, 3 left"): its button
        shows the cost in the track's pictograms, which a screen reader reads as shapes."""
        if template.get("type") != "build":
            return None
        kind = str(template["kind"])
        building, cost = msg(f"mm.building.{kind}"), cost_text(kind)
        if kind == "fortress":  # limited by blueprints, not by pieces
            return msg("mm.tool.build_fortress_spoken", building=building, cost=cost)
        left = colony.pieces_left(state, int(state["active"]), kind)
        return msg("mm.tool.build_spoken", building=building, cost=cost, left=left)

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Each player's cards, population, pieces and platforms; then the station and the turn."""
        state = observation
        rows: list[PanelRow] = []
        for p in range(state["players"]):
            hand = state["hand"][p]
            fresh = state["fresh_blueprints"][p]
            saved = [msg(f"mm.event.{data.EVENTS[c]}") for c in state["saved"][p]]
            kinds = [k for k in data.BUILD_ORDER if k != "fortress"]
            left = [count(msg(f"mm.building.{k}"), colony.pieces_left(state, p, k)) for k in kinds]
            platforms = colony.platforms(state, p)
            waiting: list[Msg | str] = [msg(f"mm.building.{k}") for k in state["repair"][p]]
            waiting += [msg("mm.ui.empty_platform")] * (platforms - len(waiting))
            rows += [
                (p, msg("mm.panel.faction"), msg(f"mm.faction.{state['factions'][p]}")),
                (
                    p,
                    msg("mm.panel.population"),
                    msg(
                        "mm.panel.population_value",
                        healthy=colony.healthy(state, p),
                        injured=colony.injured(state, p),
                        need=data.VICTORY_POPULATION,
                    ),
                ),
                *hand_rows(p, hand, fresh),
                (p, msg("mm.panel.saved"), _join(list(saved))),
                (p, msg("mm.panel.pieces"), _join(list(left))),
                (p, msg("mm.panel.platforms"), msg("mm.panel.platforms_value", n=platforms, on=_join(waiting))),
                (p, msg("mm.panel.rover"), msg("mm.panel.rover_value", square=state["rover"][p])),
            ]
        rows += [
            (None, msg("mm.panel.round"), msg("mm.panel.round_value", round=state["round"], limit=state["max_rounds"])),
            (None, msg("mm.panel.phase"), phase(state)),
            (None, msg("mm.panel.station"), _cards(state["stock"], (*data.RESOURCES, *data.SUPPLIES))),
            (
                None,
                msg("mm.panel.decks"),
                msg("mm.panel.decks_value", blueprints=state["blueprints"], events=len(state["deck"])),
            ),
        ]
        trade = state.get("trade")
        if trade:
            rows.append((None, msg("mm.panel.trade"), trade_text(trade)))
        meteor = state.get("last_meteor")
        if meteor:
            rows.append(
                (
                    None,
                    msg("mm.panel.meteor"),
                    msg(f"mm.panel.meteor_{meteor['result']}", hex=board.hex_name(meteor["hex"])),
                )
            )
        return rows

    def seat_color(self, choices: dict[str, Any]) -> str | None:
        """A player is their faction's colour."""
        faction = choices.get("faction")
        return str(faction) if faction in data.FACTIONS else None

    def steppers(self, state: State, legal: list[Action]) -> list[Stepper]:
        """While a trade offer is built: a row per card or saved event, a column per side (what the
        player gives, what they ask), each with -/+ and the amount on the table."""
        trade = state.get("trade")
        by_kind = {(a["type"], a.get("asset")): a for a in legal if a["type"] in TRADE_STEPS}
        if trade is None or not by_kind:
            return []
        head = flow.head(state)
        me = int(head["player"]) if head is not None else int(trade["a"])
        other = int(trade["b"] if me == trade["a"] else trade["a"])
        assets = sorted({asset for _, asset in by_kind if isinstance(asset, str)}, key=_asset_order)
        rows: list[Stepper] = []
        for asset in assets:
            for who, less, more in ((me, "trade_unoffer", "trade_offer"), (other, "trade_unask", "trade_ask")):
                put = int(trade["gives"][str(who)].get(asset, 0))
                column = msg("mm.trade.column", player=seat(who))
                rows.append((card(asset), column, put, by_kind.get((less, asset)), by_kind.get((more, asset))))
        return rows

    def decision_layout(self, state: State, legal: list[Action]) -> frozenset[str]:
        """While a trade offer is built, its grid (what each side puts in) takes the board's place on
        a phone (BUILDER): every row and the button that sends it on screen at once."""
        return self.layout | {BUILDER} if self.steppers(state, legal) else self.layout

    def seat_defaults(self, count: int) -> list[dict[str, Any]]:
        """The factions the setup form suggests: those seats without a choice would get."""
        return [{"faction": f} for f in factions_for([{} for _ in range(count)])]

    def setup_note(self, seats: list[dict[str, Any]]) -> Msg:
        """Where the shaded rocky-terrain zones go: the sides of the factions nobody plays."""
        chosen = [seat.get("faction") for seat in seats]
        twice = next((f for f in chosen if f is not None and chosen.count(f) > 1), None)
        if twice in data.FACTIONS:
            return msg("mm.error.same_faction", faction=msg(f"mm.faction.{twice}"))
        absent = [f for f in data.FACTIONS if f not in chosen]
        if not absent:
            return msg("mm.setup.no_rocky")
        sides: list[Msg | str] = [msg(f"mm.faction.{f}") for f in absent]
        return msg("mm.setup.rocky", tiles=len(rocky_tiles([str(f) for f in chosen])) // 2, sides=_join(sides))

    def dice(self, action: Action) -> list[tuple[Msg, int, int]] | None:
        """The dice a chance outcome shows: (name, value, faces)."""
        kind = action.get("type")
        if kind == "dice":
            return [(msg("mm.die.move"), action["move"], 6), (msg("mm.die.harvest"), action["harvest"], 3)]
        if kind == "meteor":
            return [
                (msg("mm.die.direction"), action["direction"], 12),
                (msg("mm.die.distance"), action["distance"], 6),
                (msg("mm.die.impact"), action["impact"], 6),
            ]
        if kind == "first_roll":
            return [(msg("mm.die.first", player=seat(action["player"])), action["value"], 12)]
        return None

    def marks(self, seen: State, steps: Sequence[Step]) -> list[str]:
        """Extra board marks: the meteors of the current roll ("meteor:<direction>:<distance>:<impact>")
        and, while fuel cells are chosen, the rover's way ("trail:<player>:<die>:<fuel cells held>";
        the fuel cells only for a viewer who sees that hand: 0 for the others)."""
        found = []
        task = flow.head(seen)
        if task is not None and task["kind"] == MOVE:
            player = int(task["player"])
            found.append(f"trail:{player}:{task['move']}:{seen['hand'][player].get('fuel', 0)}")
        for actor, action in reversed(steps):
            if actor >= 0 and action.get("type") not in AFTERMATH:
                break
            if action.get("type") == "meteor":
                found.append(f"meteor:{action['direction']}:{action['distance']}:{action['impact']}")
        return found

    def procedure(self, state: State) -> Procedure | None:
        """A supply stop under way: its title, the five steps and the current one (see report.py)."""
        return report.procedure(state)

    def space(self, state: State, target: str) -> Msg:
        """A hex's terrain, crater and structure, a track square and its rovers, the Embassy (view.py)."""
        from pyengine.games.migration_mars import view  # the board's own words for what it draws

        return view.space(state, target) or super().space(state, target)

    def legend(self) -> list[LegendItem]:
        """The track's squares and the structures, drawn as on the board, with their names."""
        from pyengine.games.migration_mars import view  # the board's own drawing

        items: list[LegendItem] = []
        for kind, glyph in view.SQUARE_GLYPH.items():
            square = (
                f'<rect x="-11" y="-11" width="22" height="22" fill="{view.SQUARE_FILL[kind]}" stroke="#111"/>'
                f'<text x="0" y="5" text-anchor="middle" font-size="14" fill="#111">{glyph}</text>'
            )
            name = {"stop": msg("mm.legend.stop"), "ruins": msg("mm.square.ruins")}.get(kind, msg(f"mm.card.{kind}"))
            items.append((square, msg("mm.legend.square", square=name)))
        for kind in ("hq", *data.BUILD_ORDER):
            shape = view.SHAPES.get(kind)
            if shape is None:
                outline = '<circle r="8.5" fill="#ccc" stroke="#111"/>'
            else:
                points = " ".join(f"{x:g},{y:g}" for x, y in shape)
                outline = f'<polygon points="{points}" fill="#ccc" stroke="#111"/>'
            mark = view.MARK.get(kind, "")
            letter = f'<text x="0" y="3" text-anchor="middle" font-size="8" fill="#111">{mark}</text>' if mark else ""
            items.append((outline + letter, msg(f"mm.building.{kind}")))
        return items

    def results(self, state: State) -> list[PanelRow]:
        """Each seat's score: its healthy population (and the injured, who do not count)."""
        return [
            (
                player,
                msg("mm.panel.population"),
                msg(
                    "mm.panel.population_value",
                    healthy=colony.healthy(state, player),
                    injured=colony.injured(state, player),
                    need=data.VICTORY_POPULATION,
                ),
            )
            for player in range(state["players"])
        ]
