"""The card a long press, hover or the I key opens on a board space closes when tapped, and when
a move (a bot's too) changes the position under it: a card saying "a bot plays that seat" stayed
over the drawers through the next person's turn. The game opens from a stored save of its first
turn (the setup form is not what this is about)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from harness import SEATS, TABLE, open_app, reveal
from playwright.sync_api import BrowserContext, expect

from pyengine.core import Match

pytestmark = pytest.mark.e2e


def test_the_space_card_closes_on_a_tap_and_after_a_move(new_context: Callable[..., BrowserContext]) -> None:
    from spacetable_web.storage import MemoryStore, SaveStore

    from tools.screenshots import SEED_STORAGE

    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, Match.new("walking_moon", SEATS, seed=1).advance(), 1_700_000_000)
    context = new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(dict(memory.items))})")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
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
