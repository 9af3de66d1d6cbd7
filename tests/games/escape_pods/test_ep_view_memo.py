"""Escape Pods' kept refuge drawings (view._REFUGES) equal fresh ones along a game, for every viewer:
a card is kept by what that viewer sees, so a crew hidden from one player is never drawn from a
drawing kept for another."""

from __future__ import annotations

import random

from pyengine.core import Match
from pyengine.games.escape_pods import view
from tests.drawings import drawn_afresh


def test_kept_refuges_equal_fresh_drawings_for_every_viewer_along_a_random_game() -> None:
    match = Match.new("escape_pods", 3, seed=4)
    chooser = random.Random(4)
    compared = 0
    for step in range(400):
        if match.is_over:
            break
        if step % 4 == 0:
            for viewer in (None, 0, 1, 2):
                lang = "es" if (step + (viewer or 0)) % 2 else "en"
                kept = match.render(viewer, lang)
                assert kept == drawn_afresh([view._REFUGES], match.render, viewer, lang)
                compared += 1
        match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
    assert compared >= 40
