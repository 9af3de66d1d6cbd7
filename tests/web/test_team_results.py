"""The results screen shows a team game's headline instead of the winners line (core Table.headline);
the statistics keep a team game's record by group (core Table.stats_group)."""

from __future__ import annotations

import json
from dataclasses import replace

from spacetable_web.aside import game_stats
from spacetable_web.controller import PACE_STEP, Controller
from spacetable_web.markup import tm
from spacetable_web.stats import collect, export_data
from spacetable_web.storage import SaveInfo, SaveStore, summary
from spacetable_web.tableplay import paced_steps
from spacetable_web.tableresults import results
from spacetable_web.tableviews import table_regions

from pyengine.core import Match
from pyengine.core.registry import all_metas, get_game
from pyengine.core.table import table_of
from pyengine.games.march_mars import GAME
from pyengine.i18n import translate
from tests.games.march_mars.test_results import finished
from tests.web.fakes import FullStore


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


def test_a_wave_is_shown_one_alien_at_a_time_at_the_tables_pace_and_can_be_skipped() -> None:
    """The issue's "each wave's movement ... step by step on the board, at a pace the players can
    follow and skip": after the move that ends a turn, the table shows the position before the
    wave, then each alien's move (the browser calls pace_step at the speed setting's pace), with
    nothing to act on; "Skip to the end" shows the latest position at once."""
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.start("")
    app.command("new", "march_mars")
    app.command("start", fields={"seat-name-0": "Ana", "seat-name-1": "Bo", "seed": "4"})
    while app.ui.match is not None and app.ui.pacing is None:
        app.command("act", json.dumps(app.ui.match.legal_actions()[0]))
    match = app.ui.match
    assert match is not None and app.ui.pacing is not None
    waves = paced_steps(match, app.ui.pacing)
    assert len(waves) >= 2 and app.ui.pacing == waves[0]  # the position before the first alien moved
    regions = table_regions(app.ui, match)
    assert "pace-skip" in regions["actions"] and "Skip to the end" in regions["actions"]
    assert f"0 of {len(waves)}" in regions["status"] and regions["legal"] == "[]"
    app.pace_step()
    assert app.ui.pacing == waves[0] + 1
    shown = table_regions(app.ui, match)
    assert f"1 of {len(waves)}" in shown["status"] and shown["board"] != regions["board"]
    assert tm(match.entries[waves[0]].text, "en", ["Ana", "Bo"]) in shown["status"]  # the alien's log line
    assert "alien" in json.dumps(match.entries[waves[0]].action)
    app.command("pace-skip")
    assert app.ui.pacing is None and "pace-skip" not in table_regions(app.ui, match)["actions"]
    assert PACE_STEP["slow"] > PACE_STEP["normal"] > PACE_STEP["fast"] > 0
    app.ui = replace(app.ui, pacing=waves[0])  # stepped on from the start: each alien, then the latest position
    shown_steps = []
    while app.ui.pacing is not None:
        app.pace_step()
        shown_steps.append(app.ui.pacing)
    assert shown_steps == [w + 1 for w in waves] + [None]
    app.ui = replace(app.ui, pacing=waves[0])  # a move sent meanwhile (no button offers one) ends the show
    app.command("act", json.dumps(match.legal_actions()[0]))
    after = app.ui.match
    assert after is not None and len(after.entries) > len(match.entries)
