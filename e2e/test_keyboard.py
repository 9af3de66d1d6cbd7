"""A whole game played with the keyboard alone: Tab to reach a control or the board's one tab stop,
arrow keys across the board, Enter to act; from the home page to the results."""

from __future__ import annotations

import json

import pytest
from harness import FOCUSED, MAX_TABS, open_app, tab_to
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

MAX_TURNS = 400
# What a keyboard player acts on next: the hand-over card, a legal board target, a game action.
ACTIONABLE_SELECTOR = '[data-command="reveal"], #board [data-legal="1"], .actions [data-command="act"]'
ACTIONABLE = f"() => !!document.activeElement && document.activeElement.matches({json.dumps(ACTIONABLE_SELECTOR)})"
ANYTHING_ACTIONABLE = f"() => !!document.querySelector({json.dumps(ACTIONABLE_SELECTOR)})"


def next_move(page: Page) -> bool:
    """Tab to the next hand-over card, legal board target or action button, and press Enter;
    True if that was a move of the game (not the hand-over)."""
    # After a move the table first shows it (the rover walks) and only then the hand-over card:
    # a player waits until there is something to act on before reaching for Tab.
    # A second round of Tabs if the first went once around the page without meeting it: on a loaded
    # machine the table may redraw (the board's legal marks arrive after its paint) while Tab moves.
    for _ in range(2):
        page.wait_for_function(ANYTHING_ACTIONABLE)
        # After a roll the focus is already on the next thing to act on (the board's tab stop): no Tab then.
        for tab in range(MAX_TABS):
            if tab or not page.evaluate(ACTIONABLE):
                page.keyboard.press("Tab")
            if page.evaluate(ACTIONABLE):
                hand_over = bool(page.evaluate("document.activeElement.dataset.command === 'reveal'"))
                on_board = bool(page.evaluate("!!document.activeElement.closest('#board')"))
                page.keyboard.press("Enter")
                if on_board:  # the first Enter previews the move, the second takes it
                    page.keyboard.press("Enter")
                return not hand_over
    raise AssertionError(f"nothing to act on by keyboard; focus is on {page.evaluate(FOCUSED)}")


def test_a_whole_first_landing_game_by_keyboard_alone(page: Page) -> None:
    page = open_app(page)
    tab_to(page, '[data-command="new"][data-arg="first_landing"]')
    page.keyboard.press("Enter")
    tab_to(page, "#seat-name-0")
    page.keyboard.press("Control+A")
    page.keyboard.type("Ana")
    tab_to(page, "#seat-name-1")
    page.keyboard.press("Control+A")
    page.keyboard.type("Bo")
    tab_to(page, '[data-command="start"]')
    page.keyboard.press("Enter")
    expect(page.locator('#app[data-screen="table"]')).to_be_attached()

    moved_by_arrow = False
    for _ in range(MAX_TURNS):
        if page.locator(".results").count():
            break
        before = page.locator("#app").get_attribute("data-state-hash")
        if not moved_by_arrow and page.locator('#board [data-legal="1"]').count() > 1:
            # the arrow keys walk the board from its tab stop to a neighbouring target
            tab_to(page, '#board [tabindex="0"]')
            start = page.evaluate("document.activeElement.dataset.target")
            for key in ("ArrowRight", "ArrowLeft", "ArrowDown", "ArrowUp"):
                page.keyboard.press(key)
                if page.evaluate("document.activeElement.dataset.target") != start:
                    moved_by_arrow = True
                    break
            page.keyboard.press("Shift+Tab")  # back out of the board; next_move tabs in again
        if next_move(page):
            expect(page.locator("#app")).not_to_have_attribute("data-state-hash", str(before))
    expect(page.locator(".results")).to_be_visible()
    assert moved_by_arrow
    winners = page.locator(".results .winners").inner_text()
    assert "Ana" in winners or "Bo" in winners
    breakdown = page.locator(".results .score-breakdown > li")  # each score by terrain and mission
    expect(breakdown).to_have_count(2)
    expect(breakdown.first).to_contain_text("Ana")
    expect(page.locator(".results .score-breakdown")).to_contain_text(" × ")
    assert page.locator("#log > li").count() > 10
