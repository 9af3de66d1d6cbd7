"""The table hooks are methods of the game classes: the web layer finds them by name and keeps no
table of its own per game (panels.py)."""

import ast
import random
from pathlib import Path

from spacetable_web import panels
from spacetable_web.panels import game_hook, hook, panel_rows

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.games.migration_mars import report
from pyengine.games.migration_mars import table as mm_table
from pyengine.games.tinyforming_mars import table as tm_table

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
MM_HOOKS = ("panel", "action_label", "action_group", "tools", "dice", "marks", "procedure")


def played(game: str, actions: int, seed: int = 3) -> Match:
    """A seeded random game `actions` player actions in (or over)."""
    chooser = random.Random(seed)
    match = Match.new(game, SEATS, seed=seed)
    for _ in range(actions):
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def test_panels_keeps_no_table_per_game() -> None:
    source = Path(panels.__file__).read_text(encoding="utf-8")
    imported = [node.module or "" for node in ast.walk(ast.parse(source)) if isinstance(node, ast.ImportFrom)] + [
        alias.name for node in ast.walk(ast.parse(source)) if isinstance(node, ast.Import) for alias in node.names
    ]
    assert not [m for m in imported if m.startswith("pyengine.games")]
    assert not hasattr(panels, "HOOKS") and not hasattr(panels, "ADAPTERS")


def test_every_table_hook_is_a_method_of_the_game_class() -> None:
    for game, names in (
        ("first_landing", ("panel",)),
        ("migration_mars", MM_HOOKS),
        ("tinyforming_mars", ("panel", "action_label", "action_group")),
    ):
        match = Match.new(game, SEATS, seed=1)
        for name in names:
            assert hook(match, name) == getattr(match.game, name), (game, name)
    assert hook(Match.new("tinyforming_mars", SEATS, seed=1), "tools") is None  # a hook the game lacks
    assert game_hook("migration_mars", "seat_defaults") == Match.new("migration_mars", SEATS).game.seat_defaults
    assert game_hook("first_landing", "setup_note") is None


def test_migration_mars_hooks_answer_as_its_table_helpers() -> None:
    match = played("migration_mars", 250)
    game, state, legal = match.game, match.state, match.legal_actions()
    assert panel_rows(match, 0) == mm_table.panel(match.observation(0), 0)
    assert game.tools(state, legal) == mm_table.tools(state, legal)
    assert game.marks(match) == mm_table.marks(match)
    assert game.procedure(state) == report.procedure(state)
    for action in legal:
        assert game.action_label(state, action) == mm_table.label(state, action)
        assert game.action_group(action) == mm_table.group(action)
    rolls = [e.action for e in match.entries if e.actor < 0]
    assert rolls and all(game.dice(a) == mm_table.dice(a) for a in rolls)
    seats = [{"faction": "green"}, {"faction": "green"}]
    assert game.setup_note(seats) == mm_table.setup_note(seats)
    assert game.seat_defaults(3) == mm_table.seat_defaults(3)


def test_tinyforming_mars_panel_comes_from_its_table_helpers() -> None:
    match = played("tinyforming_mars", 30)
    assert panel_rows(match, None) == tm_table.panel(match.observation(None), None)


def test_first_landing_panel_shows_energy_and_only_the_viewers_mission() -> None:
    match = Match.new("first_landing", SEATS, seed=4)
    rows = panel_rows(match, 0)
    energy = [(p, value) for p, label, value in rows if label == msg("fl.panel.energy")]
    missions = {p: value for p, label, value in rows if label == msg("fl.panel.mission")}
    assert energy == [(0, match.state["energy"][0]), (1, match.state["energy"][1])]
    assert missions[0] == msg(f"fl.mission.{match.state['missions'][0]}") and missions[1] == msg("fl.panel.hidden")
    plain = Match.new("first_landing", SEATS, {"missions": False}, seed=4)
    assert all(label == msg("fl.panel.energy") for _, label, _ in panel_rows(plain, 0))  # missions off
