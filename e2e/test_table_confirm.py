"""Nothing costly by accident, for every game (issue 15): at a phone's, the tablets' and a desktop's
size, the first tap on a legal board target only previews the move (the page's state hash does not
change, Confirm shows) and Confirm takes it. And axe-core finds no serious or critical problem on any game's table.

The positions are the ones `make screenshots` shows (tools/screenshots.py), stored as saves
before the page boots, as in test_table_layout.py."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from harness import resume, state_hash, stored_page
from playwright.sync_api import BrowserContext, Page, expect
from test_settings_a11y import Axe
from test_table_layout import VIEWPORTS

from tools.screenshots import GAMES, positions, stored

pytestmark = pytest.mark.e2e

TRIED = ("mid", "handoff", "setup")  # where a board move is likeliest first
FOUND = [p for game in GAMES for p in positions(game) if p.name in TRIED]
ITEMS, IDS = stored(FOUND)
LEGAL = '#board [data-legal="1"]'


MENU_FIRST = '#board [data-target^="slot:"]'  # a Moon jump slot: a tap asks which die goes there


def arm_a_target(page: Page) -> str | None:
    """Make a legal board target show and return its selector: it may already, or the die must be
    rolled or a tool picked first; where a tool plays at once (a Moon die), a jump slot's menu."""
    if page.locator(LEGAL).count():
        return LEGAL
    roll = page.locator('.actions [data-command="act"][data-arg*="roll"]')  # First Landing rolls first
    if roll.count():
        roll.first.click()
        if page.locator(LEGAL).count():
            return LEGAL
    tools = page.locator('.tools [data-command="tool"]:not([aria-disabled="true"])')
    for i in range(tools.count()):
        before = state_hash(page)
        tools.nth(i).click()
        page.wait_for_timeout(100)
        if state_hash(page) != before:  # a tool whose place goes without saying plays at once (a Moon die)
            page.click('[data-command="undo"]')
            expect(page.locator("#app")).to_have_attribute("data-state-hash", before)
            return MENU_FIRST if page.locator(MENU_FIRST).count() else None
        if page.locator(LEGAL).count():
            return LEGAL
    return None


@pytest.mark.parametrize("viewport", list(VIEWPORTS), ids=list(VIEWPORTS))
def test_the_first_tap_on_the_board_only_previews_and_confirm_takes_the_move(
    new_context: Callable[..., BrowserContext], viewport: str
) -> None:
    page = stored_page(new_context, *VIEWPORTS[viewport], ITEMS)
    for game in GAMES:
        preview_then_confirm(page, game, viewport)


def preview_then_confirm(page: Page, game: str, viewport: str) -> None:
    """In the game's first position with a legal board target: the first tap previews (or asks
    which move), and only Confirm (or the menu's choice) changes the state."""
    for position in (p for p in FOUND if p.game == game):
        resume(page, IDS[f"{position.game}-{position.name}"])
        armed = arm_a_target(page)
        if armed:
            break
    else:
        pytest.fail(f"{game}: no position with a legal board target")
    before = state_hash(page)
    page.locator(armed).first.click()
    menu = page.locator(".choice-menu")
    if menu.count():  # one target, several moves: the menu asks which, and nothing is played yet
        assert state_hash(page) == before, f"{game} ({viewport}): the first tap played a move"
        menu.locator('[data-command="act"]').first.click()
        expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)
        return
    expect(page.locator('[data-command="confirm"]')).to_be_visible()
    page.wait_for_timeout(100)  # time for a wrongly taken move to reach the page
    assert state_hash(page) == before, f"{game} ({viewport}): the first tap played the move"
    page.click('[data-command="confirm"]')
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)
    expect(page.locator('[data-command="confirm"]')).to_have_count(0)


def test_every_games_table_passes_axe(new_context: Callable[..., BrowserContext]) -> None:
    page = stored_page(new_context, 820, 1180, ITEMS)
    axe = Axe(page)
    for position in FOUND:
        if position.name != "mid":
            continue
        resume(page, IDS[f"{position.game}-{position.name}"])
        axe.check(f"{position.game} table")
        armed = arm_a_target(page)
        if armed:
            page.locator(armed).first.click()
            axe.check(f"{position.game} table, a move previewed")
    assert len(axe.screens) >= len(GAMES)
    assert not axe.problems, "\n".join(axe.problems)
