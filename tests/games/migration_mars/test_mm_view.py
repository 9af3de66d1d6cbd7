"""The SVG board: every hex and track square is a target; pieces are drawn."""

from __future__ import annotations

from .helpers import GAME, board, fresh, put


def test_board_svg_has_targets_for_hexes_and_squares() -> None:
    state = fresh(4)
    put(state, "0,-6", "habitat", 0, pop=1)
    state["impacts"] = ["3,3"]
    svg = GAME.render(state, 0, "es")
    assert svg.startswith("<svg") and svg.count('data-target="hex:') == len(board.CELLS)
    assert svg.count('data-target="square:') == 32
    assert 'data-kind="habitat"' in svg and 'class="impact"' in svg
    assert svg.count('class="rover"') == 4
    assert svg.count('class="player-panel"') == 4
