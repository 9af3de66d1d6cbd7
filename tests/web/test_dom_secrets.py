"""The table's DOM shows a player nothing their observation keeps from them (issue 27, goal 3): for
every game with hidden information, along a random pass-and-play game, the table screen the deciding
player sees (views.render_screen, the whole markup: board, panel, prompt, buttons, log, results) is
drawn again from a twin of the position that differs only in what the state's secrecy marks hide from
that player (tests/test_visibility.py's twin); both must be the same markup. A table that reads the
full state somewhere (a rival's card in a button's label, a hidden deck's top in the panel) differs.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from spacetable_web.controller import Controller, with_changes
from spacetable_web.storage import SaveStore
from spacetable_web.tableviews import log_viewer
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.game import Game, State
from pyengine.core.registry import all_metas, get_game
from tests.test_visibility import apply_changes, full_state, hidden_options, twin_changes
from tests.web.fakes import FullStore

STEPS = 90  # random steps of each game
EVERY = 6  # a position compared every this many steps
GAMES = [meta.id for meta in all_metas() if meta.hidden_information]


def twin_match(match: Match, viewer: int | None) -> Match | None:
    """The match with its last position replaced by a twin the viewer cannot tell from it (None: no twin)."""
    changes = twin_changes(match.game, match.state, viewer)
    if not changes:
        return None
    states = match._states
    twin = apply_changes(match.state, changes)
    return Match(match.game, match.seats, match.options, match.seed, (*states[:-1], twin), match.entries)


def dom_leaks(game_id: str, seed: int) -> tuple[list[str], int]:
    """Positions whose table markup differs for the deciding player from a twin's; and how many were compared."""
    chooser = random.Random(seed)
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 0.0, seeder=lambda: seed)
    app.command("new", game_id)
    while app.ui.setup is not None and len(app.ui.setup.seats) < min(3, get_game(game_id).meta.max_players):
        app.command("add-seat")  # three players: each has secrets from the others
    fields = {f"option-{key}": "1" for key, value in hidden_options(game_id).items() if value}
    app.command("start", "", fields)
    found, compared = [], 0
    for step in range(STEPS):
        app.command("reveal")
        match = app.ui.match
        assert match is not None
        if match.is_over:
            break
        if step % EVERY == 0:
            viewer = log_viewer(app.ui, match)  # the board's viewer: the person deciding
            twin = twin_match(match, viewer)
            if twin is not None:
                compared += 1
                if render_screen(app.ui, [], 0) != render_screen(with_changes(app.ui, {"match": twin}), [], 0):
                    found.append(f"step {len(match.entries)} viewer {viewer}")
        app.command("act", json.dumps(chooser.choice(match.legal_actions())))
    return found, compared


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_markup_reads_the_same_from_a_twin_the_player_cannot_tell_apart(game_id: str) -> None:
    found, compared = dom_leaks(game_id, seed=4)
    assert found == []
    assert compared > 0, "no twin differed: nothing was checked"


def test_a_board_writing_out_every_crews_role_leaks_only_when_given_the_full_state(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Escape Pods' board writing out the role of every crew it is given shows nothing secret while
    it is given the viewer's observation (the roles there are covered); given the full state again
    (as before visibility was one filter), the markup differs from the twin's."""
    game = type(get_game("escape_pods"))
    original = game.render

    def leaky(self: Game, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        roles = " ".join(crew["role"] for pod in state["pods"].values() for crew in pod["crew"])
        return original(self, state, viewer, lang, highlights).replace("</svg>", f"<text>{roles}</text></svg>")

    monkeypatch.setattr(game, "render", leaky)
    assert dom_leaks("escape_pods", seed=4)[0] == []
    monkeypatch.setattr(Match, "seen", full_state)
    assert dom_leaks("escape_pods", seed=4)[0]
