"""The Artemis Project at the table: a four-player game written up to its last round in CPython
(seeded bots), stored as a save, then played by clicks through the sixth round's placement, its
whole resolution (rewards, recruits, training, moving colonists: A to H) and on to the results; and
a whole two-player game tapped from the setup form to the results on a phone held upright.
After every click the page's state hash must equal the engine's. Screenshots go to e2e/artifacts/."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from harness import TABLE, open_app, play, seats, shot, start
from playwright.sync_api import BrowserContext, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.bots.kinds import make_bot
from pyengine.core import Match

pytestmark = pytest.mark.e2e

GAME = "artemis"
# The table's setting "every hand public": the game hides only the bag's and the decks' order, from
# everybody, so the tablet need not be handed over (else a hand-over card at every change of player).
# (A document without storage, as the blank page a context opens first, throws: nothing to set there.)
PUBLIC_HANDS = (
    """try { localStorage.setItem("spacetable.v1.settings", JSON.stringify({hands: "public"})); } catch (e) {}"""
)


def choice(match: Match) -> dict[str, Any]:
    """A quick, deterministic choice: pass or finish when offered, never a toolkit spent, else the first."""
    legal = match.legal_actions()
    for action in legal:
        if action["type"] in ("done", "decline", "no_escort"):
            return action
    return next((a for a in legal if a["type"] != "tune"), legal[0])


def spread_choice(match: Match) -> dict[str, Any]:
    """As `choice`, but each die to the next place in turn (expeditions, the Gantry's lots and every
    region), so that the regions all resolve with dice on them."""
    legal = match.legal_actions()
    places = [a for a in legal if a["type"] == "place"]
    if not places or any(a["type"] in ("done", "decline", "no_escort") for a in legal):
        return choice(match)
    spots = sorted({a["target"] for a in places})
    spot = spots[match.state["seq"] % len(spots)]
    return next(a for a in places if a["target"] == spot)


def test_a_four_player_games_last_round_played_by_clicks_through_resolution(
    new_context: Callable[..., BrowserContext],
) -> None:
    from spacetable_web.storage import MemoryStore, SaveStore

    from tools.screenshots import SEED_STORAGE

    players = seats(["Ana", "Bo", "Cy", "Di"])
    bot = make_bot("random", seed=3)
    match = Match.new(GAME, players, seed=3)
    while not (match.state["round"] == 6 and match.state["phase"] == "place"):
        match = match.apply(bot.choose(match, match.to_move))
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, match, 1_700_000_000)
    context = new_context(viewport={"width": 1180, "height": 820})
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(dict(memory.items))})")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
    kinds: set[str] = set()
    while not match.is_over:
        action = choice(match)
        kinds.add(action["type"])
        match = play(page, match, action)
        if match.state["phase"] == "resolve" and "resolve" not in kinds:
            kinds.add("resolve")
            shot(page, "ar-4p-01-resolution")
    assert "place" in kinds
    shot(page, "ar-4p-02-results")
    results = page.locator(".results")
    expect(results).to_be_visible()
    names = [p["name"] for p in players]
    expect(results.locator(".winners")).to_contain_text(names[match.winners()[0]])


def test_a_full_seeded_two_player_game_tapped_from_the_setup_form_on_a_phone_held_upright(
    new_context: Callable[..., BrowserContext],
) -> None:
    """The whole game by taps: the setup form, six rounds of placement (every die), every resolution
    (recruits and training declined, moves done) and the results, on the stacked phone board: 100
    taps, each checked against the engine's state hash (`spread_choice`: every region gets dice;
    no toolkits, no colonists sent, to keep it short)."""
    touch = {"has_touch": True, "is_mobile": True}
    context = new_context(viewport={"width": 390, "height": 844}, **touch)
    context.add_init_script(PUBLIC_HANDS)  # nothing is private to a player: no hand-over card between dice
    page = open_app(context.new_page())
    players = seats(["Ana", "Bo"])
    match = start(page, GAME, players, seed=5)
    board = page.locator("#board > svg")
    expect(board).to_have_attribute("data-fit", "width")  # the regions stacked, 480 units across
    assert str(board.get_attribute("viewBox")).startswith("0 0 480 ")
    scrolls = page.evaluate(
        "(() => { const b = document.getElementById('board'); return b.scrollHeight > b.clientHeight; })()"
    )
    assert scrolls, "the stacked board scrolls down inside its region"
    rounds: set[int] = set()
    kinds: set[str] = set()
    while not match.is_over:
        action = spread_choice(match)
        kinds.add(action["type"])
        rounds.add(match.state["round"])
        match = play(page, match, action)
    assert rounds == {1, 2, 3, 4, 5, 6} and {"place", "no_escort", "done", "decline"} <= kinds
    shot(page, "ar-2p-phone-results")
    expect(page.locator(".results .winners")).to_contain_text(players[match.winners()[0]]["name"])
