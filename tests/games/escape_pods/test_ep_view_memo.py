"""Escape Pods' kept drawings (view.MEMOS: sectors, beacon spaces, pods, activation spaces and refuge
cards) equal fresh ones along a game, for every viewer, with and without the legal targets marked:
each is kept by what that viewer sees, so a crew hidden from one player is never drawn from a
drawing kept for another."""

from __future__ import annotations

import random

from pyengine.core import Match
from pyengine.games.escape_pods import view
from tests.drawings import drawn_afresh, forget


def test_kept_drawings_equal_fresh_drawings_for_every_viewer_along_a_random_game() -> None:
    match = Match.new("escape_pods", 3, seed=4)
    chooser = random.Random(4)
    forget(view.MEMOS)
    compared = 0
    for step in range(400):
        if match.is_over:
            break
        if step % 4 == 0:
            legal = match.legal_actions() if match.to_move >= 0 else []
            marked = sorted({a["target"] for a in legal if isinstance(a.get("target"), str)})
            for viewer in (None, 0, 1, 2):
                lang = "es" if (step + (viewer or 0)) % 2 else "en"
                shown = marked if (step // 4 + (viewer or 0)) % 2 else None
                kept = match.render(viewer, lang, shown)
                assert kept == drawn_afresh(view.MEMOS, match.render, viewer, lang, shown), (step, viewer)
                compared += 1
        match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
    assert compared >= 40
