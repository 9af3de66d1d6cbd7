"""Migration: Mars private hands in pass-and-play (rulings 29 and 30): each player's panel shows
their own cards and only how many the other holds, the hand-over swaps which hand is shown, and
the public-hands setting shows every hand with no hand-over card."""

from __future__ import annotations

import pytest
from harness import first_turn, play, reveal
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match

pytestmark = pytest.mark.e2e

GAME = "migration_mars"
PUBLIC_HANDS = """localStorage.setItem("spacetable.v1.settings", JSON.stringify({hands: "public"}));"""


def colony_phase(page: Page, seed: int = 3) -> Match:
    """A two-player game set up by the form and played by clicks to the first colony phase."""
    return first_turn(page, GAME, seed)


def expect_own_hand_and_a_count(page: Page, match: Match, me: int) -> None:
    """Seat `me` sees their cards by type; the other seat's card shows only their number of cards."""
    other = 1 - me
    mine, theirs = page.locator(f'.player-card[data-seat="{me}"]'), page.locator(f'.player-card[data-seat="{other}"]')
    expect(mine).to_contain_text("Resources")
    expect(mine).not_to_contain_text("(private)")
    expect(theirs).to_contain_text(f"{sum(match.state['hand'][other].values())} cards (private)")
    expect(theirs).not_to_contain_text("Resources")


def test_each_player_sees_only_the_count_of_the_others_hand_and_the_hand_off_swaps_them(page: Page) -> None:
    match = colony_phase(page)
    active = match.to_move
    expect_own_hand_and_a_count(page, match, active)
    for action in (
        {"type": "trade_open", "partner": 1 - active},
        {"type": "trade_offer", "asset": "water"},
        {"type": "trade_ask", "asset": "metal"},
        {"type": "trade_send"},
    ):
        match = play(page, match, action)
    expect(page.locator(".curtain")).to_be_visible()  # the device passes to the partner
    expect(page.locator(".player-card")).to_have_count(0)
    reveal(page)
    expect_own_hand_and_a_count(page, match, 1 - active)
    match = play(page, match, {"type": "trade_reject"})
    reveal(page)
    expect_own_hand_and_a_count(page, match, active)


def test_with_public_hands_every_hand_is_shown(page: Page) -> None:
    page.add_init_script(PUBLIC_HANDS)
    match = colony_phase(page)
    for seat in (0, 1):
        card = page.locator(f'.player-card[data-seat="{seat}"]')
        expect(card).to_contain_text("Resources")
        expect(card).not_to_contain_text("(private)")
    match = play(page, match, {"type": "trade_open", "partner": 1 - match.to_move})
    expect(page.locator(".curtain")).to_have_count(0)
