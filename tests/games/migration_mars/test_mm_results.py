"""The results show real scores: the victory is an outcome (winners, first place), not +100 points."""

from __future__ import annotations

from pyengine.core import Match
from pyengine.games.migration_mars import colony


def finished(winner: int | None) -> Match:
    match = Match.new("migration_mars", 3, {"max_rounds": 10}, seed=5)
    state = match.state
    state["winner"], state["over"] = winner, True
    return match


def test_the_victor_wins_and_ranks_first_with_their_real_population() -> None:
    match = finished(2)
    healthy = [float(colony.healthy(match.state, p)) for p in range(3)]
    assert match.scores() == healthy  # no bonus added to anyone
    assert match.winners() == [2]
    assert match.ranking()[0] == [2]
    assert sorted(p for place in match.ranking() for p in place) == [0, 1, 2]


def test_without_a_victor_the_most_healthy_population_wins() -> None:
    match = finished(None)
    best = max(match.scores())
    assert match.winners() == [p for p, s in enumerate(match.scores()) if s == best]
