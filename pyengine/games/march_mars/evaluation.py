"""March on Mars for bots: how promising a position looks to the team, in [-1, 1] (the same for all).

The team wins by reaching a square beside the MMM with its defender dead and rolling the bomb, and
loses by running out of turns or by the base falling. Its prospects: the defenders killed, how
close the nearest marine is to a defender's square, the base's damage and the aliens bound for the
Landing Zone, and the turns left.
"""

from __future__ import annotations

from pyengine.core.evaluation import Term, Terms
from pyengine.games.march_mars import aliens, board, data
from pyengine.games.march_mars.state import MarchMarsState as State

SCALE = 2.0


def defenders_down(state: State, player: int) -> float:
    """Defenders killed (a path to the MMM opened)."""
    return float(sum(1 for alive in state["defenders"].values() if not alive))


def closeness(state: State, player: int) -> float:
    """How near the nearest living marine is to a defenders' square, 0 (the Landing Zone's far side) to 1."""
    cards = aliens.cards_of(state)
    width = board.track(cards).width
    best = 0.0
    for m in state["marines"]:
        if not m["alive"] or m["col"] < 0:
            continue
        for side in board.sides(cards):
            target = board.defender_square(cards, side)
            best = max(best, 1.0 - abs(m["col"] - target[0]) / (width / 2))
    return best


def base_damage(state: State, player: int) -> float:
    """Successful attacks on the base."""
    return float(state["base_hits"])


def threat(state: State, player: int) -> float:
    """Aliens bound for the base: in the Landing Zone or waiting to enter it (in full), on the
    cards beside it (a third: the next wave brings them)."""
    cards = aliens.cards_of(state)
    za = board.za_columns(cards)
    inside = sum(1 for a in state["aliens"] if a["col"] in za)
    near = sum(len(aliens.on_card(state, board.side_cards(cards, s)[-1])) for s in board.sides(cards))
    return float(inside + sum(len(w) for w in state["waiting"].values()) + near / 3)


def time_left(state: State, player: int) -> float:
    """Turns left, as a share of the eight."""
    return max(0.0, (data.TURNS - int(state["round"])) / data.TURNS)


def decided(state: State) -> list[float] | None:
    """A finished game: 1 for all if the MMM fell, else -1."""
    if not state["over"]:
        return None
    return [1.0 if state["won"] else -1.0] * state["players"]


TERMS = Terms(
    (
        Term("defenders", 1.0, defenders_down, "mom.term.defenders", digits=0),
        Term("closeness", 1.5, closeness, "mom.term.closeness"),
        Term("base", -1.0, base_damage, "mom.term.base", digits=0),
        Term("threat", -0.3, threat, "mom.term.threat"),
        Term("time", 0.5, time_left, "mom.term.time"),
    ),
    scale=SCALE,
    combine="team",
    decided=decided,
)


def evaluate(state: State, player: int) -> float:
    """The team's prospects squashed into [-1, 1]."""
    return TERMS.value(state, player)
