"""Keyboard focus after a roll: the control that pressed it vanishes with the roll, and the focus
goes on to the next sensible control (an action button, a tool, the board's tab stop), never back
to the page, so the next Tab or Enter does not start again from the top."""

from __future__ import annotations

import pytest
from harness import SEATS, open_app, reveal, start, tab_to
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

FOCUSED = "() => { const e = document.activeElement; return e ? e.outerHTML.slice(0, 160) : ''; }"
ON_A_CONTROL = """() => { const e = document.activeElement;
  return !!e && e !== document.body && !!e.closest('#bar, #board') && e.isConnected; }"""


def test_after_rolling_the_die_by_keyboard_the_focus_stays_on_a_control(page: Page) -> None:
    page = open_app(page)
    start(page, "first_landing", SEATS, seed=3)
    reveal(page)
    tab_to(page, '[data-command="act"]')
    page.keyboard.press("Enter")
    expect(page.locator('#board [data-legal="1"]').first).to_be_attached()  # the die gave energy: claims
    page.wait_for_function(ON_A_CONTROL, timeout=5000)
    assert page.evaluate(ON_A_CONTROL), page.evaluate(FOCUSED)


def test_after_the_first_jump_is_rolled_by_keyboard_the_focus_stays_on_a_control(page: Page) -> None:
    """Walking on the Moon: "Roll the first jump" leaves only landing squares to choose (no button):
    the focus goes to the board's tab stop or a tool, where the arrow keys and Enter go on."""
    from harness import play

    page = open_app(page)
    match = start(page, "walking_moon", SEATS, seed=1)
    reveal(page)
    while {a["type"] for a in match.legal_actions()} == {"assign"}:
        match = play(page, match, match.legal_actions()[0])
    tab_to(page, '[data-command="act"]')
    page.keyboard.press("Enter")
    expect(page.locator('[data-command="tool"]').first).to_be_attached()  # the results rolled, to choose
    page.wait_for_function(ON_A_CONTROL, timeout=5000)
    assert page.evaluate(ON_A_CONTROL), page.evaluate(FOCUSED)
