"""March on Mars at the table: a four-player game's last turn played by clicks to the team's result.

The game is played in CPython by seeded heuristic bots (every seat a teammate), stored as a save a
few steps before its end and opened in the app; each step is then clicked where the page shows it
(a die then an action slot, a square then the shot or move, or a button) while the aliens' moves
play themselves between the marines' turns. After every step the page's state hash must equal the
engine's. Screenshots go to e2e/artifacts/ (git-ignored)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from harness import TABLE, open_app, play, seats, shot
from playwright.sync_api import BrowserContext, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.bots.kinds import make_bot
from pyengine.core import Match

pytestmark = pytest.mark.e2e

GAME = "march_mars"
LAST_STEPS = 15  # the game is clicked from this many steps before its end


def test_a_four_player_games_last_steps_played_by_clicks_to_the_teams_result(
    new_context: Callable[..., BrowserContext],
) -> None:
    from spacetable_web.storage import MemoryStore, SaveStore

    from tools.screenshots import SEED_STORAGE

    players = seats(["Ana", "Bo", "Cy", "Di"])
    bot = make_bot("heuristic", "easy", seed=2)
    match = Match.new(GAME, players, seed=2)
    steps = [match]
    while not match.is_over:
        match = match.apply(bot.choose(match, match.to_move)) if match.to_move >= 0 else match.advance()
        steps.append(match)
    late = next(m for m in steps[-LAST_STEPS:] if m.to_move >= 0)
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, late, 1_700_000_000)
    context = new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(dict(memory.items))})")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
    shot(page, "mom-4p-00-late")
    match = late
    while not match.is_over:
        match = play(page, match, bot.choose(match, match.to_move))
    shot(page, "mom-4p-01-results")
    expect(page.locator(".results")).to_be_visible()
    assert not match.winners() and match.state["over"]
    expect(page.locator(".results .team-verdict")).to_contain_text("The team loses")


def test_a_two_player_games_last_steps_played_by_clicks_to_the_teams_verdict(
    new_context: Callable[..., BrowserContext],
) -> None:
    """Two marines on one side of the planet, from a stored save a few steps before the end to the
    results, whose headline is the team's verdict (won or lost, why, the margin, the difficulty)."""
    from spacetable_web.storage import MemoryStore, SaveStore

    from tools.screenshots import SEED_STORAGE

    players = seats(["Ana", "Bo"])
    bot = make_bot("heuristic", "easy", seed=5)
    match = Match.new(GAME, players, seed=5)
    steps = [match]
    while not match.is_over:
        match = match.apply(bot.choose(match, match.to_move)) if match.to_move >= 0 else match.advance()
        steps.append(match)
    late = next(m for m in steps[-LAST_STEPS:] if m.to_move >= 0)
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, late, 1_700_000_000)
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(dict(memory.items))})")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
    match = late
    while not match.is_over:
        match = play(page, match, bot.choose(match, match.to_move))
    shot(page, "mom-2p-01-results")
    verdict = page.locator(".results .team-verdict")
    expect(verdict).to_contain_text("The team")
    expect(verdict).to_contain_text("Turns left")
    assert match.state["over"]
