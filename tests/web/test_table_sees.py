"""Visibility as one filter, at the web table: every state a game's `Table` method, `render` or
`prompt` receives while the table is drawn and used is an observation (core/table.py), never the
full state. The full state always holds the generator ("rng"), which no observation does."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import pytest
from spacetable_web import tabletools
from spacetable_web.bots import BotTable, pace_of
from spacetable_web.controller import Controller, Ui
from spacetable_web.storage import SaveStore, summary
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.game import Game
from pyengine.core.jsonutil import canonical
from pyengine.core.registry import all_metas, get_game
from pyengine.core.table import Table, table_of
from tests.web.fakes import FullStore

# Every Table method that is given a state (or an observation) as its first argument.
GIVEN_STATE = (
    "panel", "action_label", "tools", "tool_name", "tool_target", "tool_default", "take_back", "menu_without_tool",
    "tool_hints", "steppers", "tool_marks", "procedure", "decision_note", "out_of_turn", "progress", "space",
    "results", "headline", "stats_group",
)  # fmt: skip
TARGET = re.compile(r'data-target="([^"]*)"')
STEPS = {"migration_mars": 400, "escape_pods": 60, "artemis": 60, "walking_moon": 80, "march_mars": 60}


def spy(monkeypatch: pytest.MonkeyPatch, owner: type, name: str, given: list[str]) -> None:
    """Wrap `owner.name` to note (by name) each call given the full state."""
    original: Callable[..., Any] = getattr(owner, name)

    def spied(self: Any, state: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(state, dict) and "rng" in state:
            given.append(name)
        return original(self, state, *args, **kwargs)

    monkeypatch.setattr(owner, name, spied)


def use_the_table(match: Match) -> None:
    """Draw the table and use it as a player would: the screen, the space cards, the tools, a tap."""
    render_screen(Ui(lang="en", screen="table", match=match, save_id="g1"), [], 0)
    summary(match)
    bots = BotTable(controls=tuple("human" for _ in match.seats))
    pace_of(bots, match)
    targets = sorted(set(TARGET.findall(match.render(None))))[:8]
    tools = ["", *[canonical(t) for t, _, _ in tabletools.tools_of(match)][:2]]
    for target in targets:
        for tool in tools:
            tabletools.inspect(match, tool, bots, target)
        controller = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0)
        controller.ui = Ui(lang="en", screen="table", match=match, save_id="g1")
        controller.target(target)
    for tool in tools[1:]:
        controller = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0)
        controller.ui = Ui(lang="en", screen="table", match=match, save_id="g1")
        controller.choose_tool(tool)


@pytest.mark.parametrize("game_id", sorted(m.id for m in all_metas()))
def test_the_table_is_drawn_from_observations_only(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = get_game(game_id)
    given: list[str] = []
    table_class = type(table_of(game))
    for name in GIVEN_STATE:
        spy(monkeypatch, table_class, name, given)
    for name in ("render", "prompt"):
        spy(monkeypatch, type(game), name, given)
    assert isinstance(table_of(game), Table) and isinstance(game, Game)
    chooser = random.Random(3)
    match = Match.new(game_id, game.meta.max_players, {}, seed=3)
    every = max(1, STEPS.get(game_id, 20) // 8)
    for step in range(4000):
        if step % every == 0 or match.is_over:
            use_the_table(match)
        if match.is_over or step >= STEPS.get(game_id, 20):
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    assert given == [], sorted(set(given))


def test_a_rovers_trail_shows_its_fuel_cells_only_to_their_owner() -> None:
    """Migration: Mars's trail while fuel cells are chosen: its dashed squares, one per fuel cell
    held, told a watcher the size of a hidden hand's fuel; drawn from each viewer's observation,
    only the mover's board shows them."""
    from spacetable_web.tableboard import board_parts

    from pyengine.games.migration_mars import flow
    from pyengine.games.migration_mars.decisions import MOVE

    chooser = random.Random(4)
    match = Match.new("migration_mars", 2, {"fuel_cells": "after"}, seed=4)
    for _ in range(3000):
        task = flow.head(match.state)
        if task is not None and task["kind"] == MOVE and match.state["hand"][int(task["player"])]["fuel"] > 0:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    mover = match.to_move
    fuel = match.state["hand"][mover]["fuel"]
    mine, _ = board_parts(match, "en")
    theirs, _ = board_parts(match, "en", spectator=True)
    assert mine.count('stroke-dasharray="2 2"') >= 1 and fuel > 0
    assert 'class="rover-trail"' in theirs and 'stroke-dasharray="2 2"' not in theirs.split('class="rover-trail"')[1]


@pytest.mark.parametrize("game_id", ["migration_mars", "march_mars", "walking_moon"])
def test_the_boards_marks_are_given_an_observation_and_the_steps_as_seen_never_the_match(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`Table.marks` (the last roll's meteors, the alien just moved) reads the viewer's observation
    and the steps as that viewer may read them: no argument is the match or a full state."""
    game = get_game(game_id)
    table_class = type(table_of(game))
    original = table_class.marks
    given: list[str] = []
    calls = [0]

    def spied(self: Any, *args: Any) -> list[str]:
        calls[0] += 1
        for arg in args:
            if isinstance(arg, Match):
                given.append("the match")
            elif isinstance(arg, dict) and "rng" in arg:
                given.append("the full state")
        found: list[str] = original(self, *args)
        return found

    monkeypatch.setattr(table_class, "marks", spied)
    chooser = random.Random(3)
    match = Match.new(game_id, 2, {}, seed=3)
    for step in range(STEPS.get(game_id, 40)):
        if step % 40 == 0:
            render_screen(Ui(lang="en", screen="table", match=match, save_id="g1"), [], 0)
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    assert given == [], sorted(set(given))
    assert calls[0] > 0
