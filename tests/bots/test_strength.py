"""MCTS is clearly stronger than random play in First Landing."""

from __future__ import annotations

from pyengine.bots import parse_spec
from pyengine.bots.arena import tournament, wilson

SEEDS = 12  # each seed played with both seatings: 24 games


def test_mcts_beats_random_in_first_landing() -> None:
    mcts, rand = parse_spec("mcts:easy,iterations=30"), parse_spec("random")
    report = tournament("first_landing", [mcts, rand], 2 * SEEDS, seed=300)
    wins = report["pairs"][0]["a_win"]["wins"]
    # 18 of 24 or more: a fair coin does that with probability about 1%.
    assert wins >= 18, report["pairs"][0]
    assert wilson(wins, 2 * SEEDS)[0] > 0.5
