"""March on Mars at the table: a two-player game set up by the form, its first turn played by
clicks and its last steps clicked from a stored save; a four-player game's last turn played by
clicks to the team's result.

The game is played in CPython by seeded heuristic bots (every seat a teammate), stored as a save a
few steps before its end and opened in the app; each step is then clicked where the page shows it
(a die then an action slot, a square then the shot or move, or a button) while the aliens' moves
play themselves between the marines' turns. After every step the page's state hash must equal the
engine's. Screenshots go to e2e/artifacts/ (git-ignored)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from harness import SEATS, TABLE, open_app, play, resume, seats, shot, start
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.bots.kinds import make_bot
from pyengine.core import Match

pytestmark = pytest.mark.e2e

GAME = "march_mars"
LAST_STEPS = 15  # the game is clicked from this many steps before its end
END_STEPS = 8  # the two-player game set up by the form: its end clicked from this many steps before it
# Writes a stored game into the page's storage (as the app stores it).
PUT_STORAGE = "items => { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }"


def test_a_two_player_game_set_up_by_the_form_its_first_turn_and_its_end_played_by_clicks(
    new_context: Callable[..., BrowserContext],
) -> None:
    """The setup screen makes a two-player game (one side of the planet); training, landing, the
    team's pick and the first marine's whole turn (dice to slots, the roll, a shot or move) are
    clicked; the turns between are played in CPython (the same clicks, too long for the suite) and
    the game opens again from a stored save a few steps before its end, clicked to the verdict."""
    from spacetable_web.storage import MemoryStore, SaveStore

    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)  # a phone
    page = open_app(context.new_page())
    match = start(page, GAME, SEATS, seed=8)  # a first turn of 11 clicks, a game of 88
    assert len(match.state["cards"]) == 2  # half the board: one side of the planet
    bot = make_bot("heuristic", "easy", seed=8)
    steps, actions = [match], []
    while not match.is_over:  # the whole game in CPython: each position and the action taken there
        action = bot.choose(match, match.to_move) if match.to_move >= 0 else None
        actions.append(action)
        match = match.apply(action) if action is not None else match.advance()
        steps.append(match)
    match, kinds = steps[0], set()
    for action in actions:  # the same actions clicked, until the first marine's turn is over
        if any(m["played"] for m in match.state["marines"]):
            break
        if action is None:
            continue
        kinds.add(action["type"])
        match = play(page, match, action)
    assert {"train", "land", "pick", "assign", "launch"} <= kinds and kinds & {"shoot", "move", "discard"}
    late = next(m for m in steps[-END_STEPS:] if m.to_move >= 0)
    assert late.state["round"] > match.state["round"], "the turns between are played in CPython"
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, late, 1_700_000_000)
    page.evaluate(PUT_STORAGE, dict(memory.items))  # the stored game, as if saved on this tablet
    resume(page, save_id)  # from the home page: the app is not booted again
    match = play_to_the_end(page, late, bot, "mom-2p-01-wave")
    verdict = page.locator(".results .team-verdict")
    expect(verdict).to_contain_text("The team")
    expect(verdict).to_contain_text("Turns left")
    shot(page, "mom-2p-02-results")


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
    match = play_to_the_end(page, late, bot, "mom-4p-00-wave")
    shot(page, "mom-4p-01-results")
    expect(page.locator(".results")).to_be_visible()
    assert not match.winners() and match.state["over"]
    expect(page.locator(".results .team-verdict")).to_contain_text("The team loses")


def play_to_the_end(page: Page, match: Match, bot: Any, wave_shot: str) -> Match:
    """Click the bot's choices to the game's end; the first wave a click sends is seen on the table
    one alien at a time ("Automatic moves ... of ..."; the harness then skips it), photographed."""
    shown = False
    while not match.is_over:
        before = len(match.entries)
        match = play(page, match, bot.choose(match, match.to_move))
        wave = any(e.actor < 0 and e.action.get("type") == "alien" for e in match.entries[before:])
        if wave and not shown and not match.is_over:
            expect(page.locator(".status.pacing")).to_contain_text("Automatic moves")
            shot(page, wave_shot)
            shown = True
    return match
