"""The results screen shows a team game's headline instead of the winners line (core Table.headline)."""

from __future__ import annotations

from spacetable_web.tableviews import results

from pyengine.core import Match
from pyengine.core.registry import all_metas, get_game
from pyengine.core.table import table_of
from pyengine.games.march_mars import GAME
from tests.games.march_mars.test_results import finished


def test_a_team_games_results_lead_with_its_verdict_not_nobody_wins() -> None:
    state = finished(False, "base", 5, 0)
    match = Match(GAME, [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}], {}, 1, (state,))
    html = results(match, "en", ["Ana", "Bo"])
    assert "team-verdict" in html and "The team loses: the Landing Zone fell" in html
    assert "Nobody" not in html
    assert "El equipo pierde" in results(match, "es", ["Ana", "Bo"])


def test_only_the_team_game_declares_a_headline() -> None:
    over = {"over": True, "won": False, "why": "time", "round": 8, "upgrades": {}, "difficulty": "normal"}
    declared = {meta.id for meta in all_metas() if table_of(get_game(meta.id)).headline(over) is not None}
    assert declared == {"march_mars"}  # the others keep the winners line
