"""The end-of-round card window opens after the round's last turn, when no astronaut is on the
move: the table must still draw it (issue 33: prompt() raised IndexError and stranded the player)."""

import random

import pytest

from pyengine.core import Match
from pyengine.core.table import table_of
from pyengine.games.walking_moon import GAME, data
from pyengine.games.walking_moon.moves import actor, decision
from pyengine.i18n import CATALOGS, translate
from tests.conformance import check_drawable
from tests.games.walking_moon.helpers import ahead, end_of_round


def test_the_reported_game_draws_its_end_of_round_window() -> None:
    """The position of the report: 3 players, advanced, seed 0, 40 moves chosen by random.Random(0)."""
    match = Match.new("walking_moon", 3, {"advanced": True}, seed=0)
    chooser = random.Random(0)
    for _ in range(40):
        match = match.apply(chooser.choice(match.legal_actions()))
    state = match.state
    assert decision(state) == "ask" and state["turn"] == len(state["order"]) and actor(state) is None
    assert translate(match.prompt(), "en", ["Ana", "Bo", "Cy"]) == "Bo: play your action card now?"
    check_drawable(match)


@pytest.mark.parametrize("card", data.END_OF_ROUND_ACTIONS)
def test_each_end_of_round_card_window_asks_its_holder_by_name(card: str) -> None:
    state = end_of_round(ahead([None, card, None]))
    assert decision(state) == "ask" and state["turn"] == len(state["order"])
    assert GAME.to_move(state) == 1
    for lang in CATALOGS:
        assert "Bo" in translate(GAME.prompt(state), lang, ["Ana", "Bo", "Cy"])
    table = table_of(GAME)
    for viewer in (None, 0, 1, 2):
        assert table.panel(GAME.observation(state, viewer), viewer)
        assert GAME.render(state, viewer, "es", []).startswith("<svg")
    for action in GAME.legal_actions(state):
        assert translate(table.action_label(state, action) or GAME.describe(state, action), "en", ["A", "B", "C"])
