"""Names and prompts of Migration: Mars as localizable messages (each action's log line is declared
with the action, in actions.py)."""

from __future__ import annotations

from collections.abc import Sequence

from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import board, data
from pyengine.games.migration_mars.state import Trade
from pyengine.i18n import CATALOGS, seat


def card(name: str) -> Msg:
    """A card or asset name (saved events read "event card")."""
    return msg("mm.card.event") if name.startswith("event:") else msg(f"mm.card.{name}")


def count(noun: Msg, n: int) -> Msg:
    """ "2 fuel cells", "1 fuel cell": an amount with its noun, plural unless it is one."""
    plural = f"{noun.key}.many"
    return msg("mm.ui.count", card=msg(plural) if n != 1 and plural in CATALOGS["en"] else noun, n=n)


def card_count(name: str, n: int) -> Msg:
    """An amount of a card or asset: "2 Medipacks", "3 water"."""
    return count(card(name), n)


def place(value: str) -> Msg | str:
    """A population place (a hex key or "embassy", as the kit's `place_key` parses it): the Embassy or a hex."""
    return msg("mm.place.embassy") if value == "embassy" else board.hex_name(value)


def join(items: Sequence[Msg | str]) -> Msg:
    """Messages shown as a comma-separated list (or a dash when empty)."""
    return msg("mm.ui.list", items=list(items)) if items else msg("mm.ui.none")


def cost_text(kind: str) -> Msg:
    """A structure's cost: "2 metal, 1 stone"."""
    return join([card_count(k, n) for k, n in data.COSTS[kind].items()])


def cost_glyphs(kind: str) -> Msg:
    """A structure's cost in the track's pictograms where a resource has one ("2▣ 1◆"), else in
    words ("1 Olympium"): a tool button is one short line, not a sentence."""
    from pyengine.games.migration_mars.view import SQUARE_GLYPH  # the board's own pictograms

    parts: list[Msg | str] = [
        f"{n}{SQUARE_GLYPH[k]}" if k in SQUARE_GLYPH else card_count(k, n) for k, n in data.COSTS[kind].items()
    ]
    return msg("mm.ui.list", items=parts)


def trade_text(trade: Trade) -> Msg:
    """ "Ana gives 1 water · Bo gives 2 stone"."""
    sides: list[Msg | str] = []
    for who in (trade["a"], trade["b"]):
        gives = trade["gives"][str(who)]
        items: list[Msg | str] = [card_count(a, n) for a, n in sorted(gives.items())]
        sides.append(msg("mm.panel.gives", player=seat(int(who)), cards=join(items)))
    return join(sides)
