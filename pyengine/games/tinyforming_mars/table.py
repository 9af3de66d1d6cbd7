"""TINYforming Mars at the web table (`TinyformingMarsTable`, see core/table.py): panel rows,
button texts and groups, and the generations played for the statistics."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pyengine.core.decisions import DeclaredTable
from pyengine.core.messages import Msg, msg
from pyengine.core.table import NARROW_MARK, LegendItem, PanelRow
from pyengine.games.tinyforming_mars import board, data, flow, queries
from pyengine.games.tinyforming_mars.describe import role
from pyengine.games.tinyforming_mars.state import TinyformingState as State
from pyengine.i18n import seat

Action = dict[str, Any]


def _join(items: Sequence[Msg | str]) -> Msg:
    """Messages shown as a comma-separated list (or a dash when empty)."""
    return msg("tm.ui.list", items=list(items)) if items else msg("tm.ui.none")


def _counts(counts: dict[str, int], label: Callable[[str], Msg]) -> Msg:
    """ "Energy 1, Nature 2": the non-zero counts of a tally, in its order."""
    return _join([msg("tm.ui.count", item=label(k), n=n) for k, n in counts.items() if n])


def _tag(tag: str) -> Msg:
    return msg(f"tm.tag.{tag}")


def _param(kind: str) -> Msg:
    return msg(f"tm.param.{kind}")


# --- panel ---------------------------------------------------------------------------------


def _player_rows(state: State, p: int) -> list[PanelRow]:
    """One player's card: what they own and may use, and their score once the game is over."""
    mine = queries.cities(state, p)
    rows: list[PanelRow] = []
    if state["white"] is not None:
        rows.append((p, msg("tm.panel.role"), role(state, p)))
    rows += [
        (p, msg("tm.panel.credits"), state["credits"][p]),
        (p, msg("tm.panel.tags"), _counts(queries.tags(state, p), _tag)),
        (p, msg("tm.panel.tokens"), _counts(state["held"][p], _tag)),
        (p, msg("tm.panel.heat"), state["heat"][p]),
        (p, msg("tm.panel.cities"), _cities(mine)),
    ]
    if state["over"]:
        points = queries.breakdown(state)[p]
        rows.append((p, msg("tm.panel.score"), msg("tm.board.score", n=queries.total(points), **points)))
        return rows
    rows.append((p, msg("tm.panel.income"), flow.income(state, p)))
    rows.append((p, msg("tm.panel.turn"), _turn(state, p)))
    return rows


def _cities(keys: list[str]) -> Msg:
    if not keys:
        return msg("tm.ui.none")
    return msg("tm.panel.cities_value", n=len(keys), hexes=[str(board.NUMBER[k]) for k in keys])


def _turn(state: State, p: int) -> Msg:
    """Passed, or which standard project the player's cube marks this generation."""
    parts: list[Msg | str] = []
    if state["passed"][p]:
        parts.append(msg("tm.board.passed"))
    used = state["standard"][p]
    parts.append(
        msg("tm.panel.standard_used", project=msg(f"tm.std.{used}")) if used else msg("tm.panel.standard_free")
    )
    return _join(parts)


def _common_rows(state: State) -> list[PanelRow]:
    """Generation, start player, supplies, parameters on Mars, tokens, credits and the deck."""
    supplies = [msg("tm.panel.left", cube=_param(k), n=state["supply"][k], of=data.SUPPLY[k]) for k in data.PARAMETERS]
    counted = [msg("tm.ui.count", item=_param(k), n=queries.parameter(state, k)) for k in data.PARAMETERS]
    rows: list[PanelRow] = [
        (
            None,
            msg("tm.panel.generation"),
            msg("tm.panel.generation_value", n=state["generation"], limit=state["limit"]),
        ),
    ]
    if state["white"] is not None and not state["over"]:
        rows.append((None, msg("tm.panel.starts"), seat(flow.start_player(state))))
    rows += [
        (None, msg("tm.panel.supplies"), _join(supplies)),
        (None, msg("tm.panel.parameters"), _join(counted)),
        (None, msg("tm.panel.token_supply"), _counts(state["tokens"], _tag)),
        (None, msg("tm.panel.bank"), state["bank"]),
        (
            None,
            msg("tm.panel.deck"),
            msg("tm.panel.deck_value", unseen=len(state["unseen"]), returned=len(state["returned"])),
        ),
        (None, msg("tm.panel.end"), _end_condition(state)),
    ]
    return rows


def _end_condition(state: State) -> Msg:
    """What ends the game, with how far it is, or how it ended."""
    if state["solo"]:
        if state["over"]:
            return msg("tm.board.solo_won" if state["won"] else "tm.board.solo_lost")
        return msg("tm.panel.solo_goal", empty=flow.supplies_empty(state), limit=data.SOLO_GENERATIONS)
    return msg("tm.panel.end_value", empty=flow.supplies_empty(state), hexes=len(queries.empty_hexes(state)))


class TinyformingMarsTable(DeclaredTable):
    """TINYforming Mars at the web table."""

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Each player's role, credits, tags, tokens, heat, cities and turn; then the shared supplies."""
        state = observation
        rows: list[PanelRow] = []
        for p in range(state["players"]):
            rows += _player_rows(state, p)
        rows += _common_rows(state)
        return rows

    def upright_marks(self) -> list[str]:
        """On a portrait tablet the board is as wide as the wide one but taller (view.UPRIGHT): a larger
        map, the cards and the players below it; fitted to an 820 px width its text is 12 px at least."""
        from pyengine.games.tinyforming_mars import view

        return [view.UPRIGHT_MARK]

    def narrow_marks(self) -> list[str]:
        """On a phone the board is one column (the map, the players, the cards, the standard
        projects) that fits the screen's width and scrolls down, its text about 14 px (view.py)."""
        return [NARROW_MARK]

    def progress(self, state: State) -> int | None:
        """Generations played (the statistics' rounds)."""
        return min(int(state["generation"]), int(state["limit"]))

    def space(self, state: State, target: str) -> Msg:
        """A hex and what lies on it, a standard project, a card end (view.py's words)."""
        from pyengine.games.tinyforming_mars import view  # the board's own words for what it draws

        return view.space(state, target) or super().space(state, target)

    def legend(self) -> list[LegendItem]:
        """The tags' marks, as the cards and the hexes show them, and the card arrows."""
        from pyengine.games.tinyforming_mars import view  # the board's own marks

        items: list[LegendItem] = [
            (
                f'<circle r="10" fill="{view.TAG_FILL[tag]}" stroke="#111"/>'
                f'<text x="0" y="5" text-anchor="middle" font-size="13" fill="#111">{mark}</text>',
                msg(f"tm.tag.{tag}"),
            )
            for tag, mark in view.TAG_MARK.items()
        ]
        for arrow, key in (("⇐", "tm.legend.needs"), ("⇒", "tm.legend.gives")):
            items.append(
                (f'<text x="0" y="6" text-anchor="middle" font-size="18" fill="currentColor">{arrow}</text>', msg(key))
            )
        return items

    def results(self, state: State) -> list[PanelRow]:
        """Each seat's points by source: cities, greenery, water and heat."""
        return [
            (player, msg("tm.panel.score"), msg("tm.board.score", n=queries.total(points), **points))
            for player, points in enumerate(queries.breakdown(state))
        ]
