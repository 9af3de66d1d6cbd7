"""Escape Pods at the web table, pass and play: a crew boards a pod face down, the next player's
Spy shows its type to the spy alone, and after the hand-off the third player sees it face down."""

from __future__ import annotations

import pytest
from harness import open_app, play, reveal, seats, start
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages

pytestmark = pytest.mark.e2e

GAME = "escape_pods"
CREW = '#board .pod[data-pod="p3"] .crew'


def test_a_spys_look_stays_hidden_from_the_next_player(page: Page) -> None:
    match = start(open_app(page), GAME, seats(["Ana", "Bo", "Cy"]), seed=5)
    reveal(page)
    first = match.to_move
    match = play(page, match, {"type": "activate", "target": "space:board", "role": "scientist"})
    match = play(page, match, {"type": "board", "target": "pod:p3", "from": "reserve:commander", "push": 0})
    expect(page.locator(CREW)).to_have_attribute("data-role", "commander")  # the owner sees their own crew
    match = play(page, match, {"type": "end_turn"})
    expect(page.locator(".curtain")).to_be_visible()
    reveal(page)
    expect(page.locator(CREW)).to_have_attribute("data-role", "?")  # face down to the next player
    match = play(page, match, {"type": "activate", "target": "space:spy", "role": "engineer"})
    match = play(page, match, {"type": "spy", "target": "pod:p3"})
    expect(page.locator(CREW)).to_have_attribute("data-role", "commander")  # the spy sees it
    match = play(page, match, {"type": "end_turn"})
    expect(page.locator(".curtain")).to_be_visible()
    expect(page.locator(CREW)).to_have_count(0)  # nothing of the board under the hand-over card
    reveal(page)
    assert match.to_move == (first + 2) % 3
    expect(page.locator(CREW)).to_have_attribute("data-role", "?")  # hidden from the third player
