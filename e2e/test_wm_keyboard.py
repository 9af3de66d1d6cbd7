"""Walking on the Moon's jump card by keyboard alone: Tab reaches the board's tab stop (a die of
the pool), Enter picks the die, an arrow key reaches a jump slot, Enter programs the die there;
a slot chosen first offers the dice in a menu that Enter takes. The die in hand shows on the board
where it could land."""

from __future__ import annotations

import pytest
from harness import SEATS, open_app, reveal, start, tab_to
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

FOCUSED_TARGET = "() => document.activeElement && document.activeElement.dataset.target"


def arrow_to_a_slot(page: Page) -> str:
    """Press the arrow keys from the focused board target until a jump slot has the focus."""
    for key in ("ArrowDown", "ArrowDown", "ArrowRight", "ArrowDown", "ArrowLeft", "ArrowDown"):
        page.keyboard.press(key)
        target = str(page.evaluate(FOCUSED_TARGET))
        if target.startswith("slot:"):
            return target
    raise AssertionError(f"the arrow keys never reached a jump slot; focus is on {target}")


def test_a_die_and_a_jump_slot_are_reached_and_programmed_by_keyboard(page: Page) -> None:
    page = open_app(page)
    match = start(page, "walking_moon", SEATS, seed=1)
    reveal(page)
    tab_to(page, '#board [tabindex="0"]')
    die = str(page.evaluate(FOCUSED_TARGET))
    assert die.startswith("die:"), die
    label = page.evaluate("document.activeElement.getAttribute('aria-label')")
    assert "die: pick it, then a jump slot" in label
    page.keyboard.press("Enter")
    expect(page.locator('[data-command="tool"][aria-pressed="true"]')).to_have_count(1)
    expect(page.locator('#board [data-target="slot:0"][data-legal="1"]')).to_be_attached()
    expect(page.locator("#board .reach").first).to_be_attached()  # where the die in hand could land, ✓ or ✕
    slot = arrow_to_a_slot(page)
    before = page.locator("#app").get_attribute("data-state-hash")
    page.keyboard.press("Enter")  # the first Enter previews the move, the second takes it
    page.keyboard.press("Enter")
    number = die.split(":")[1]
    match = match.apply({"type": "assign", "die": int(number), "target": slot})
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    assert match.state_hash() != before
    expect(page.locator(f'#board [data-slot="{slot[5:]}"] [data-die="{number}"]')).to_be_attached()

    # a slot first (the focus stays on it): Enter opens the menu of the dice it can take, Enter takes the first
    assert page.evaluate(FOCUSED_TARGET) == slot
    page.keyboard.press("Enter")
    expect(page.locator(".choice-menu button").first).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", match.state_hash())
    expect(page.locator(f'#board [data-slot="{slot[5:]}"] [data-die]')).to_have_count(2)
