"""The results screen shows a team game's headline instead of the winners line (core Table.headline);
the statistics keep a team game's record by group (core Table.stats_group)."""

from __future__ import annotations

from spacetable_web.aside import game_stats
from spacetable_web.stats import collect, export_data
from spacetable_web.storage import SaveInfo, summary
from spacetable_web.tableviews import results

from pyengine.core import Match
from pyengine.core.registry import all_metas, get_game
from pyengine.core.table import table_of
from pyengine.games.march_mars import GAME
from pyengine.i18n import translate
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


def test_the_statistics_keep_the_teams_record_by_difficulty_and_player_count() -> None:
    """The issue's statistics: a team game's results are counted by level and player count (the
    team's wins, once a game), shown first on the statistics screen and exported."""
    games = [(True, "sergeant"), (False, "sergeant"), (False, "sergeant"), (True, "baby")]
    saves = []
    for number, (won, difficulty) in enumerate(games):
        state = finished(won, "bomb" if won else "base", 6, 1, difficulty)
        match = Match(GAME, [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}], {}, 1, (state,))
        saves.append(SaveInfo(f"s{number}", "march_mars", "", float(number), "a", summary(match)))
    stats = collect(saves, lambda save_id: None)
    record = {translate(group, "en"): (t.finished, t.wins) for group, t in stats[0].groups}
    assert record == {"Sergeant, 2 players": (3, 1), "Baby marine, 2 players": (1, 1)}
    assert {translate(group, "es") for group, _ in stats[0].groups} == {
        "Sargento, 2 jugadores",
        "Baby marine, 2 jugadores",
    }
    screen = game_stats(stats[0], "en")
    assert screen.index("The team&#x27;s record by level and players") < screen.index("Wins by player name")
    assert "Sergeant, 2 players</th><td>3</td><td>1</td>" in screen
    exported = export_data(stats, 0.0)["games"][0]["by_group"]
    assert [(g["finished"], g["wins"]) for g in exported] == [(1, 1), (3, 1)]


def test_other_games_keep_no_group_in_their_statistics() -> None:
    match = Match.new("first_landing", 2, seed=3)
    assert summary(match)["group"] is None
