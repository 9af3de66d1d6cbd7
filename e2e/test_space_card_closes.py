"""The card a long press, hover or the I key opens on a board space closes when tapped, and when
a move (a bot's too) changes the position under it: a card saying "a bot plays that seat" stayed
over the drawers through the next person's turn."""

from __future__ import annotations

import pytest
from harness import SEATS, open_app, reveal, start
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e


def test_the_space_card_closes_on_a_tap_and_after_a_move(page: Page) -> None:
    page = open_app(page)
    start(page, "walking_moon", SEATS, seed=1)
    reveal(page)
    page.mouse.move(1, 1)  # off the board: a hover card would take the key card's place
    die = page.locator('#board [data-target="die:0"]')
    die.focus()
    page.keyboard.press("i")
    card = page.locator("#space-card")
    expect(card).to_be_visible()
    card.click()
    expect(card).to_be_hidden()
    die.focus()
    page.keyboard.press("i")
    expect(card).to_be_visible()
    before = page.locator("#app").get_attribute("data-state-hash")
    page.locator('[data-command="tool"]').first.click()  # a move: the die goes on its slot
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", str(before))
    expect(card).to_be_hidden()
