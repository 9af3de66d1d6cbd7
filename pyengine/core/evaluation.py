"""A game's evaluation declared as named terms, so a coach can say *why* a position changed.

Each term is a measure of (state, player) with a weight; a player's prospects are the weighted sum
of the measures, and the evaluation combines every player's prospects into [-1, 1]:

- "lead" (the built-in games with an evaluation): tanh((mine - best rival - handicap) / scale),
  as `pyengine.core.game.leads` works it out;
- "ratio" (the core's default evaluation): (mine - best rival) / (|mine| + |best rival| + 1);
- "team" (co-operative games): tanh(mine / scale), no rival: the team wins or loses together.

A game declares its terms with `Game.terms()`; its `evaluate` stays its own code (bots and golden
files depend on its exact figures) and the terms are a faithful decomposition of it: a test plays
random games of every game and checks that `Terms.evaluations` equals `Game.evaluations`.
`Terms.explain(before, after, player)` names the largest changes between two positions as
player-readable reasons: each term's catalog key reads with `{change}`, the measure's change
("+2", "-0.5"), and a change on a rival's side reads "<rival>: <reason>".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pyengine.core.jsonutil import State
from pyengine.core.messages import Msg, msg

Measure = Callable[[State, int], float]
SEAT_KEY = "@seat"  # pyengine.i18n.SEAT_KEY: a parameter that reads as a player's name
NOTICEABLE = 0.05  # a change of prospects smaller than this is not worth a reason
REASONS = 2  # reasons given for one change, at most


@dataclass(frozen=True)
class Term:
    """One named part of a player's prospects: `weight * measure(state, player)`. `reason` is the
    catalog key of its phrase, read with `{change}` (how much the measure changed, signed)."""

    name: str
    weight: float
    measure: Measure
    reason: str
    digits: int = 1  # decimals a change is read with (0: whole numbers, as for a percentage)


@dataclass(frozen=True)
class Change:
    """How one term moved between two positions for one player: the measure's change, and what it
    does to the explained player's lead (`impact`: positive is good for them)."""

    term: Term
    player: int
    delta: float
    impact: float

    def reason(self, explained: int) -> Msg:
        """The change as a phrase; on a rival's side, prefixed with the rival's name."""
        phrase = msg(self.term.reason, change=signed(self.delta, self.term.digits))
        if self.player == explained:
            return phrase
        return msg("core.coach.rival", player=Msg(SEAT_KEY, {"index": self.player}), reason=phrase)


@dataclass(frozen=True)
class Terms:
    """A game's evaluation as terms. `handicap(state, player)` is subtracted from the player's lead
    outside the terms (a cost not shared with the rivals); `decided(state)` gives the values of a
    position whose result is settled (a winner), or None."""

    terms: tuple[Term, ...]
    scale: float = 1.0
    combine: str = "lead"  # "lead", "ratio" or "team" (module docstring)
    handicap: Callable[[State, int], float] | None = None
    decided: Callable[[State], list[float] | None] | None = None
    players: Callable[[State], int] = field(default=lambda state: int(state["players"]))

    def __post_init__(self) -> None:
        if self.combine not in ("lead", "ratio", "team"):
            raise ValueError(f"unknown combination {self.combine!r}")
        names = [t.name for t in self.terms]
        if len(set(names)) != len(names):
            raise ValueError("term names must be unique")

    def measures(self, state: State, player: int) -> dict[str, float]:
        """Each term's measure for a player, by name."""
        return {t.name: float(t.measure(state, player)) for t in self.terms}

    def prospects(self, state: State, player: int) -> float:
        """The weighted sum of a player's measures."""
        return sum(t.weight * float(t.measure(state, player)) for t in self.terms)

    def evaluations(self, state: State) -> list[float]:
        """Every player's evaluation in [-1, 1], from the terms."""
        if self.decided is not None:
            settled = self.decided(state)
            if settled is not None:
                return settled
        count = self.players(state)
        values = [self.prospects(state, p) for p in range(count)]
        found = []
        for player, mine in enumerate(values):
            if self.combine == "team":
                found.append(math.tanh(mine / self.scale))
                continue
            rival = max((v for p, v in enumerate(values) if p != player), default=0.0)
            if self.combine == "ratio":
                found.append((mine - rival) / (abs(mine) + abs(rival) + 1.0))
                continue
            lead = mine - rival
            if self.handicap is not None:
                lead -= self.handicap(state, player)
            found.append(math.tanh(lead / self.scale))
        return found

    def value(self, state: State, player: int) -> float:
        """One player's evaluation (equal to the game's `evaluate`)."""
        return self.evaluations(state)[player]

    def changes(self, before: State, after: State, player: int) -> list[Change]:
        """How every term moved for the player and for their strongest rival (after the change),
        largest impact on the player's lead first. A rival's gain is the player's loss; only the
        strongest rival counts, as only the best rival enters the player's lead."""
        count = self.players(after)
        rivals = [p for p in range(count) if p != player]
        sides = [player]
        if rivals:
            sides.append(max(rivals, key=lambda p: (self.prospects(after, p), -p)))
        found = []
        for side in sides:
            sign = 1.0 if side == player else -1.0
            for term in self.terms:
                delta = float(term.measure(after, side)) - float(term.measure(before, side))
                if delta:
                    found.append(Change(term, side, delta, sign * term.weight * delta))
        return sorted(found, key=lambda c: -abs(c.impact))

    def explain(self, before: State, after: State, player: int, limit: int = REASONS) -> list[Msg]:
        """The largest changes between two positions for the player, as reasons (none if nothing
        noticeable changed)."""
        return reasons(self.changes(before, after, player), player, limit)


def reasons(changes: Iterable[Change], player: int, limit: int = REASONS) -> list[Msg]:
    """The noticeable changes, largest impact first, as phrases for `player` (at most `limit`)."""
    ranked = sorted((c for c in changes if abs(c.impact) >= NOTICEABLE), key=lambda c: -abs(c.impact))
    return [c.reason(player) for c in ranked[:limit]]


def averaged(samples: Sequence[Sequence[Change]]) -> list[Change]:
    """The mean change of each (player, term) over several samples (a change absent from a sample
    counts as none there), largest impact first."""
    total: dict[tuple[int, str], list[Any]] = {}
    for sample in samples:
        for c in sample:
            slot = total.setdefault((c.player, c.term.name), [c.term, 0.0, 0.0])
            slot[1] += c.delta
            slot[2] += c.impact
    n = max(1, len(samples))
    found = [Change(term, who, delta / n, impact / n) for (who, _), (term, delta, impact) in total.items()]
    return sorted(found, key=lambda c: -abs(c.impact))


def signed(value: float, digits: int = 1) -> Msg | str:
    """A change as players read it: "+2", "-1", or with one decimal ("+0.5", "+0,5" in Spanish;
    `digits=0`: whole numbers only)."""
    rounded = round(value, min(1, max(0, digits)))
    whole = round(rounded)
    if abs(rounded - whole) < 1e-9:
        return f"{int(whole):+d}"
    sign = "+" if rounded > 0 else "-"
    units, tenths = divmod(round(abs(rounded) * 10), 10)
    return msg("core.coach.decimal", whole=f"{sign}{units}", tenth=str(tenths))


def score_terms(scores: Callable[[State], Sequence[float]]) -> Terms:
    """The core's default evaluation as one term: the score, combined as a ratio."""
    return Terms(
        (Term("score", 1.0, lambda state, player: float(scores(state)[player]), "core.coach.score"),),
        combine="ratio",
        players=lambda state: len(scores(state)),
    )
