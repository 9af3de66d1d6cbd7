"""Migration: Mars at the web table (`MigrationMarsTable`, see core/table.py): panel rows, button
texts and groups, construction tools, dice faces, board marks and the setup form's factions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.core.table import LegendItem, PanelRow, Procedure, Stepper, Table, Tool, ToolHints
from pyengine.games.migration_mars import actions, board, colony, data, flow, hands, report
from pyengine.games.migration_mars.describe import card, card_count, count
from pyengine.games.migration_mars.setup import factions_for, rocky_tiles
from pyengine.i18n import seat

State = dict[str, Any]
Action = dict[str, Any]


def _cards(counts: dict[str, int], kinds: tuple[str, ...]) -> Msg:
    """ "water 2 · stone 1" as a message list (or a dash when empty)."""
    items = [card_count(k, counts.get(k, 0)) for k in kinds]
    return _join(items)


def _join(items: Sequence[Msg | str]) -> Msg:
    """Messages shown as a comma-separated list (or a dash when empty)."""
    return msg("mm.ui.list", items=list(items)) if items else msg("mm.ui.none")


def cost_glyphs(kind: str) -> Msg:
    """A structure's cost in the track's pictograms where a resource has one ("2▣ 1◆"), else in
    words ("1 Olympium"): a tool button is one short line, not a sentence."""
    from pyengine.games.migration_mars.view import SQUARE_GLYPH  # the board's own pictograms

    parts: list[Msg | str] = [
        f"{n}{SQUARE_GLYPH[k]}" if k in SQUARE_GLYPH else card_count(k, n) for k, n in data.COSTS[kind].items()
    ]
    return msg("mm.ui.list", items=parts)


def cost_text(kind: str) -> Msg:
    """A structure's cost: "2 metal, 1 stone"."""
    return _join([card_count(k, n) for k, n in data.COSTS[kind].items()])


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


def trade_text(trade: dict[str, Any]) -> Msg:
    """ "Ana gives 1 water · Bo gives 2 stone"."""
    sides: list[Msg | str] = []
    for who in (trade["a"], trade["b"]):
        gives = trade["gives"][str(who)]
        items: list[Msg | str] = [card_count(a, n) for a, n in sorted(gives.items())]
        sides.append(msg("mm.panel.gives", player=seat(int(who)), cards=_join(items)))
    return _join(sides)


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


class MigrationMarsTable(Table):
    """Migration: Mars at the web table."""

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

    def tool_hints(self, state: State) -> ToolHints:
        """Building: choose a structure, then a highlighted hex."""
        return (msg("mm.tools.title"), msg("mm.tools.hint"), msg("mm.tools.chosen"), msg("mm.tools.choose_first"))

    def tools(self, state: State, legal: list[Action]) -> list[Tool]:
        """The construction choices of the active player's turn: each structure (with its cost and
        pieces left, or why it cannot be built now), removing an impact tile or a building, rebuilding."""
        if flow.head(state) is not None or state["over"]:
            return []
        p = int(state["active"])
        found: list[Tool] = []
        types = {a["type"] for a in legal}
        for kind in data.BUILD_ORDER:
            template: Action = {"type": "build", "kind": kind}
            building = msg(f"mm.building.{kind}")
            if kind == "fortress":  # limited by blueprints, not by pieces
                text = msg("mm.tool.build_fortress", building=building, cost=cost_glyphs(kind))
            else:
                text = msg(
                    "mm.tool.build", building=building, cost=cost_glyphs(kind), left=colony.pieces_left(state, p, kind)
                )
            reason = None
            if not any(a["type"] == "build" and a["kind"] == kind for a in legal):
                reason = actions.MAIN["build"].gate(state) or actions._afford_problem(state, p, kind)
                reason = reason or msg("mm.ui.no_site")
            found.append((template, text, reason))
        for kind, key in (("clear_impact", "mm.tool.clear_impact"), ("demolish", "mm.tool.demolish")):
            if kind in types:
                found.append(({"type": kind}, msg(key), None))
        for slot, kind in enumerate(state["repair"][p]):
            template = {"type": "rebuild", "slot": slot}
            reason = None
            if not any(a["type"] == "rebuild" and a["slot"] == slot for a in legal):
                reason = msg("mm.illegal.rebuild_whole_turn")
            found.append((template, msg("mm.tool.rebuild", building=msg(f"mm.building.{kind}")), reason))
        return found

    def seat_color(self, choices: dict[str, Any]) -> str | None:
        """A player is their faction's colour."""
        faction = choices.get("faction")
        return str(faction) if faction in data.FACTIONS else None

    def decision_note(self, state: State) -> Msg | None:
        """The terms of the trade on the table, while it is built and while it is answered."""
        trade = state.get("trade")
        return msg("mm.status.trade", terms=trade_text(trade)) if trade else None

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

    def marks(self, match: Any) -> list[str]:
        """Extra board marks: the meteors of the current roll ("meteor:<direction>:<distance>:<impact>")
        and, while fuel cells are chosen, the rover's way ("trail:<player>:<die>:<fuel cells held>")."""
        found = []
        task = flow.head(match.state)
        if task is not None and task["kind"] == "move":
            player = int(task["player"])
            found.append(f"trail:{player}:{task['move']}:{match.state['hand'][player]['fuel']}")
        for entry in reversed(match.entries):
            if entry.actor >= 0 and entry.action.get("type") not in AFTERMATH:
                break
            if entry.action.get("type") == "meteor":
                action = entry.action
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
