"""Escape Pods at the web table, the ends of seeded games by clicks: a solo game set up by the form,
then its last turns (Pilot, the turn's explosions, a landing and the end) clicked from a stored save
of the same game to its rating; and the end of a three-player game on a phone, where the barrier
forms and only the players with crew beyond it play their last turns, each behind the hand-over card.
The moves are the scenario script's plain policy (tools/make_ep_scenarios.greedy) played in CPython
alongside; every click is checked against the engine's state hash, and the results against its
points, winner and rating. Both start from stored positions, not an opening clicked through, so each
costs a page boot and a few taps (under 20 s on a loaded machine)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from harness import TABLE, lang_of, open_app, play, resume, stored_page
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.games.escape_pods import logic
from pyengine.i18n import translate
from tools.make_ep_scenarios import greedy
from tools.screenshots import SEED_STORAGE, Position, stored

pytestmark = pytest.mark.e2e

GAME = "escape_pods"
SOLO_SEED = 58  # the plain policy's solo game of 21 moves: boards, flies, lands a crew and scores it
SOLO_CLICKED = 9  # its last moves clicked: Pilot, a turn's end (its explosion), a landing, the end, the scoring
THREE = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "green"}]
THREE_SEED = 32  # a three-player game that ends by its last turns, 9 moves after the barrier forms
CLICKED = 11  # that game's moves from Bo's landing that forms the barrier (then the pod's hangar, Bo's end)


def solo_match(seed: int) -> Match:
    """The solo game the setup form deals for one seat named Solo (the form's default colour)."""
    from pyengine.core.registry import get_game
    from pyengine.core.table import table_of

    table = table_of(get_game(GAME))
    colour = table.seat_color(table.seat_defaults(1)[0]) or "red"
    return Match.new(GAME, [{"name": "Solo", "color": colour}], seed=seed)


def solo_start(page: Page, seed: int) -> Match:
    """A solo game set up by the form (one seat left, the seed typed); the same game in CPython."""
    page.click(f'[data-command="new"][data-arg="{GAME}"]')
    expect(page.locator('#app[data-screen="setup"]')).to_be_attached()
    while page.locator('[id^="seat-name-"]').count() > 1:
        page.click('[data-command="remove-seat"]')
    expect(page.locator('[id^="seat-name-"]')).to_have_count(1)
    page.fill("#seat-name-0", "Solo")
    page.fill("#seed", str(seed))
    page.click('[data-command="start"]')
    expect(page.locator(TABLE)).to_be_attached()
    match = solo_match(seed)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    return match


def solo_game() -> tuple[Match, list[dict[str, Any]]]:
    """The plain policy's solo game: the position SOLO_CLICKED moves before the end, and those moves."""
    return played_out(solo_match(SOLO_SEED), random.Random(SOLO_SEED), SOLO_CLICKED)


def played_out(match: Match, chooser: random.Random, last: int) -> tuple[Match, list[dict[str, Any]]]:
    """The plain policy's game from `match` to its end: the position `last` moves before it, and those moves."""
    history: list[Match] = []
    moves: list[dict[str, Any]] = []
    while not match.is_over:
        action = greedy(match, chooser)
        history.append(match)
        moves.append(action)
        match = match.apply(action)
    return history[-last], moves[-last:]


def plain_moves(match: Match, chooser: random.Random) -> list[dict[str, Any]]:
    """The plain policy's moves from `match` to the end of the game."""
    moves = []
    while not match.is_over:
        moves.append(greedy(match, chooser))
        match = match.apply(moves[-1])
    return moves


def test_a_seeded_solo_game_by_clicks_ends_with_the_engines_points_and_rating(page: Page) -> None:
    late, moves = solo_game()
    items, ids = stored([Position(GAME, "solo", late)])
    page.context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    page = open_app(page)
    solo_start(page, SOLO_SEED)  # the form deals the seed's solo game (its state hash)
    resume(page, ids[f"{GAME}-solo"])  # the same game, SOLO_CLICKED moves before its end
    match = late
    for action in moves:  # the explosion cards are drawn by the seed, on the page as here
        match = play(page, match, action)
    assert {"pilot", "disembark", "end_turn", "assign"} <= {a["type"] for a in moves}
    points = int(match.scores()[0])
    assert points > 0
    results = page.locator(".results")
    expect(results).to_be_visible()
    expect(results).to_contain_text(str(points))
    rating = translate(msg(f"ep.rating.{logic.rating(points)}"), lang_of(page))
    expect(results.locator('.score-breakdown [data-seat="0"]')).to_contain_text(rating)


def three_player_end() -> tuple[Match, list[dict[str, Any]]]:
    """The plain policy's three-player game from the landing that forms the barrier to Bo's end of
    turn; then Ana, handed the tablet for her last turn, ends it at once (her moves would show
    nothing new) and the refuges are scored: that position and those moves."""
    late, plain = played_out(Match.new(GAME, THREE, {}, THREE_SEED), random.Random(THREE_SEED), CLICKED)
    moves = [*plain[:3], {"type": "end_turn"}]
    match = late
    for action in moves:
        match = match.apply(action)
    return late, moves + plain_moves(match, random.Random(THREE_SEED))


def test_the_last_turns_of_a_three_player_game_by_taps_on_a_phone(
    new_context: Callable[..., BrowserContext],
) -> None:
    late, moves = three_player_end()
    assert not late.state["barrier"]
    items, ids = stored([Position(GAME, "late3", late)])
    page = stored_page(new_context, 390, 844, items)
    resume(page, ids[f"{GAME}-late3"])
    match = late
    handed, last_turns = 0, set()
    for action in moves:
        before = match.to_move
        match = play(page, match, action)
        if match.state["barrier"] and match.state["phase"] == "play":
            last_turns.add(match.to_move)
            if match.to_move != before:
                handed += 1
                expect(page.locator(".curtain")).to_be_visible()  # the tablet goes to the next last turn
    assert match.is_over and match.state["ended"] == "turns"
    assert handed == 1 and 2 not in last_turns  # Cy has no crew beyond the barrier: no last turn
    results = page.locator(".results")
    expect(results).to_be_visible()
    expect(results.locator(".winners")).to_contain_text(THREE[match.winners()[0]]["name"])
    for score in match.scores():
        expect(results).to_contain_text(str(int(score)))
