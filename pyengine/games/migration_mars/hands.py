"""Private hands: what a player sees of the others' cards, what public information bounds, and
dealing the unseen cards at random for a bot's sample (docs/rules/migration-mars.md, rulings 29 and 30).

A hidden hand is shown as `{"hidden": n}` (its size only: the mark on `hand` in state.py); a
player's own hand, every saved event and the station's stock stay as they are.
"""

from __future__ import annotations

from pyengine.core.game import Rng
from pyengine.games.migration_mars import data, flow
from pyengine.games.migration_mars.decisions import (
    TRADE_ANSWER,
)
from pyengine.games.migration_mars.state import MigrationState as State
from pyengine.games.migration_mars.state import Trade

Hand = dict[str, int]

# Every card type a hand may hold, with the number the box prints (station stock plus blueprints).
TOTALS: dict[str, int] = {**data.STATION_STOCK, "blueprint": data.BLUEPRINTS}


def is_hidden(hand: Hand) -> bool:
    """True for a hand shown by its size only."""
    return "hidden" in hand


def size(hand: Hand) -> int:
    """How many cards a hand holds (public even when the hand is hidden)."""
    return int(hand["hidden"]) if is_hidden(hand) else sum(hand.values())


def outside(state: State, player: int, card: str) -> int:
    """How many cards of a type lie in the other players' hands, as far as `player` can tell:
    the printed number minus the station's stock (or the ruins deck) and `player`'s own hand."""
    kept = state["blueprints"] if card == "blueprint" else state["stock"][card]
    return TOTALS[card] - int(kept) - int(state["hand"][player][card])


def known(observation: State, q: int) -> Hand:
    """Cards a hidden hand surely holds: the blueprints it gained this turn (a public draw or
    trade), and the side of an offer it sent that is waiting for an answer (a sender must hold it)."""
    found: Hand = {"blueprint": int(observation["fresh_blueprints"][q])} if observation["fresh_blueprints"][q] else {}
    trade: Trade | None = observation.get("trade")
    task = flow.head(observation)
    answering = task is not None and task["kind"] == TRADE_ANSWER and int(task["player"]) != q
    if trade is not None and answering and str(q) in trade["gives"]:
        for asset, n in trade["gives"][str(q)].items():
            if asset in TOTALS:
                found[asset] = max(found.get(asset, 0), int(n))
    return found


def deal(observation: State, player: int, rng: Rng) -> list[Hand]:
    """The hands with every hidden one dealt at random from the unseen cards, keeping its size
    and what it surely holds."""
    hands = observation["hand"]
    hidden = [q for q, hand in enumerate(hands) if is_hidden(hand)]
    if not hidden:
        return list(hands)
    sure = {q: known(observation, q) for q in hidden}
    pool: list[str] = []
    for card in sorted(TOTALS):
        left = outside(observation, player, card) - sum(sure[q].get(card, 0) for q in hidden)
        if left < 0:
            raise ValueError(f"inconsistent observation: {card}")
        pool += [card] * left
    if len(pool) != sum(size(hands[q]) - sum(sure[q].values()) for q in hidden):
        raise ValueError("inconsistent observation: the unseen cards do not fill the hidden hands")
    pool = rng.shuffle(pool)
    dealt = list(hands)
    for q in hidden:
        hand = {card: sure[q].get(card, 0) for card in data.START_HAND}
        for _ in range(size(hands[q]) - sum(sure[q].values())):
            hand[pool.pop()] += 1
        dealt[q] = hand
    return dealt
