"""Walking on the Moon's jump card by keyboard alone: Tab reaches the board's tab stop (a die of
the pool), Enter puts the die in the first empty jump slot (the board then shows where it could
land), Enter on the placed die takes it back; a slot chosen first offers the dice in a menu that
Enter takes."""

from __future__ import annotations

import pytest
from harness import SEATS, open_app, reveal, start, tab_to
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

FOCUSED_TARGET = "() => document.activeElement && document.activeElement.dataset.target"


def test_a_die_is_programmed_by_one_key_and_taken_back_by_another(page: Page) -> None:
    page = open_app(page)
    match = start(page, "walking_moon", SEATS, seed=1)
    reveal(page)
    tab_to(page, '#board [tabindex="0"]')
    die = str(page.evaluate(FOCUSED_TARGET))
    assert die.startswith("die:"), die
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert "die: tap to put it in the first empty jump slot" in label
    page.keyboard.press("Enter")  # one key: no preview, no confirm
    number = int(die.split(":")[1])
    placed = match.apply({"type": "assign", "die": number, "target": "slot:0"})
    expect(page.locator("#app")).to_have_attribute("data-state-hash", placed.state_hash())
    expect(page.locator(f'#board [data-slot="0"] [data-target="{die}"]')).to_be_attached()
    expect(page.locator("#board .reach").first).to_be_attached()  # where the die placed could land, ✓ or ✕

    page.locator(f'#board [data-slot="0"] [data-target="{die}"]').focus()
    page.keyboard.press("Enter")  # the placed die goes back to the pool
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())

    # a slot first: Enter opens the menu of the dice it can take, Enter takes the first
    page.locator('#board [data-target="slot:1"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator(".choice-menu button").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", match.state_hash())
    expect(page.locator('#board [data-slot="1"] [data-die]')).to_have_count(1)
