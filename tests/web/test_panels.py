"""Every game's table is a typed `Table` subclass (pyengine/core/table.py) handed to the web by
`table_of`: the web layer looks nothing up by name and keeps no table of its own per game."""

import ast
import random
from pathlib import Path

import pytest
from spacetable_web import controller, panels, views
from spacetable_web.panels import panel_rows

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.core.game import Game, GameMeta
from pyengine.core.messages import msg
from pyengine.core.registry import all_games
from pyengine.core.table import Table, table_of
from pyengine.games.first_landing.table import FirstLandingTable
from pyengine.games.migration_mars import report
from pyengine.games.migration_mars.table import MigrationMarsTable
from pyengine.games.tinyforming_mars.table import TinyformingMarsTable
from pyengine.games.walking_moon.table import WalkingMoonTable
from pyengine.i18n import translate

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


def played(game: str, actions: int, seed: int = 3) -> Match:
    """A seeded random game `actions` player actions in (or over)."""
    chooser = random.Random(seed)
    match = Match.new(game, SEATS, seed=seed)
    for _ in range(actions):
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


@pytest.mark.parametrize("module", [panels, views, controller])
def test_the_web_layer_finds_no_hook_by_name_and_keeps_no_table_per_game(module: object) -> None:
    source = Path(str(getattr(module, "__file__", ""))).read_text(encoding="utf-8")
    tree = ast.parse(source)
    imported = [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not [m for m in imported if m.startswith("pyengine.games")]
    calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and isinstance(n.func, ast.Name)]
    assert not [n for n in calls if n.func.id == "getattr" and "game" in ast.unparse(n.args[0])]  # type: ignore[attr-defined]


def test_each_game_hands_the_web_its_own_table_class() -> None:
    kinds = {game.meta.id: type(table_of(game)) for game in all_games()}
    assert kinds["first_landing"] is FirstLandingTable
    assert kinds["migration_mars"] is MigrationMarsTable
    assert kinds["tinyforming_mars"] is TinyformingMarsTable
    assert kinds["walking_moon"] is WalkingMoonTable
    assert all(issubclass(kind, Table) for kind in kinds.values())
    assert table_of(all_games()[0]) is table_of(all_games()[0])  # made once


def test_walking_moon_buttons_take_their_text_and_heading_from_the_action_declarations() -> None:
    match = Match.new("walking_moon", 3, seed=1)
    table = table_of(match.game)
    assign = {"type": "assign", "die": 0, "target": "slot:0"}
    assert assign in match.legal_actions()
    assert translate(table.action_label(match.state, assign), "en") == "blue die → jump 1"
    assert [table.action_group({"type": t}) for t in ("assign", "use", "stop", "play")] == [
        "program",
        "roll",
        "choice",
        "choice",
    ]


def test_a_game_without_a_table_gets_the_plain_defaults() -> None:
    class Bare(Game):
        meta = GameMeta(id="bare", name=msg("fl.name"), summary=msg("fl.name"), min_players=1, max_players=2)

    table = table_of(Bare())  # a game that registered no table
    assert table.panel({}, None) == [] and table.tools({}, []) == [] and table.dice({}) is None
    assert table.action_label({}, {"type": "x"}) is None and table.action_group({"type": "x"}) == ""
    assert table.seat_defaults(3) == [{}, {}, {}] and table.setup_note([]) is None
    assert table.procedure({}) is None and table.legend() == [] and table.results({}) == []


def test_progress_counts_rounds_capped_by_the_limit_and_tinyforming_generations() -> None:
    table = Table()
    assert table.progress({"round": 7, "rounds": 6}) == 6
    assert table.progress({"round": 4, "max_rounds": 9}) == 4
    assert table.progress({"phase": "x"}) is None
    match = played("tinyforming_mars", 60)
    assert table_of(match.game).progress(match.state) == match.state["generation"] >= 2


def test_migration_mars_procedure_is_its_supply_stop_report() -> None:
    match = played("migration_mars", 250)
    assert table_of(match.game).procedure(match.state) == report.procedure(match.state)
    assert panel_rows(match, 0) == MigrationMarsTable().panel(match.observation(0), 0)


def test_first_landing_panel_shows_energy_and_only_the_viewers_mission() -> None:
    match = Match.new("first_landing", SEATS, seed=4)
    rows = panel_rows(match, 0)
    energy = [(p, value) for p, label, value in rows if label == msg("fl.panel.energy")]
    missions = {p: value for p, label, value in rows if label == msg("fl.panel.mission")}
    assert energy == [(0, match.state["energy"][0]), (1, match.state["energy"][1])]
    assert missions[0] == msg(f"fl.mission.{match.state['missions'][0]}") and missions[1] == msg("fl.panel.hidden")
    plain = Match.new("first_landing", SEATS, {"missions": False}, seed=4)
    assert all(label == msg("fl.panel.energy") for _, label, _ in panel_rows(plain, 0))  # missions off
