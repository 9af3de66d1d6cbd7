"""Two tabs on one saved game (issue 18): the stale tab learns at once, offline too, that the game
moved on in the other and shows its latest position; no move of either tab is ever lost."""

from __future__ import annotations

import json

import pytest
from harness import TABLE, click_action, lang_of, open_app, play, reveal, start
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.core.saves import loads
from pyengine.i18n import translate

pytestmark = pytest.mark.e2e


def stored_hash(page: Page) -> str:
    """The state hash of the game the saves index names as current, replayed from localStorage."""
    found = page.evaluate(
        """() => {
          const index = JSON.parse(localStorage.getItem("spacetable.v1.index"));
          const entry = index.saves[index.current];
          return localStorage.getItem(`spacetable.v1.save.${index.current}.${entry.slot}`);
        }"""
    )
    return loads(str(found)).state_hash()


def first_move(page: Page, match: Match) -> Match:
    """Play the first legal action at this tab's table (checked against the engine)."""
    return play(page, match, match.legal_actions()[0])


def test_a_move_in_one_tab_shows_in_the_other_and_play_goes_on_from_there(page: Page) -> None:
    tab_a = open_app(page)
    match = start(tab_a, "first_landing", seed=5)
    reveal(tab_a)
    match = first_move(tab_a, match)
    route = tab_a.url.split("/spacetable/", 1)[1]
    tab_b = open_app(tab_a.context.new_page(), route)
    expect(tab_b.locator(TABLE)).to_be_attached()
    expect(tab_b.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    tab_a.context.set_offline(True)  # the tabs talk through the browser's storage, not the network

    tab_a.bring_to_front()
    match = first_move(tab_a, match)
    expect(tab_b.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    moved = translate(msg("ui.storage.moved_elsewhere"), lang_of(tab_b))
    expect(tab_b.locator("#notice")).to_have_text(moved)

    tab_b.bring_to_front()
    match = first_move(tab_b, match)  # the tab that was stale plays on from the latest position
    expect(tab_a.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    expect(tab_a.locator("#notice")).to_have_text(translate(msg("ui.storage.moved_elsewhere"), lang_of(tab_a)))
    assert stored_hash(tab_a) == match.state_hash()  # both moves saved, neither written over

    tab_a.bring_to_front()
    match = first_move(tab_a, match)
    expect(tab_b.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    assert stored_hash(tab_b) == match.state_hash()
    assert json.loads(str(tab_b.evaluate("localStorage.getItem('spacetable.v1.index')")))["current"]


def test_a_move_from_a_stale_position_is_refused_not_written_over_the_other_tab(page: Page) -> None:
    tab_a = open_app(page)
    match = start(tab_a, "first_landing", seed=5)
    reveal(tab_a)
    match = first_move(tab_a, match)  # the roll: now there are several moves to choose from
    route = tab_a.url.split("/spacetable/", 1)[1]
    deaf = tab_a.context.new_page()  # a tab whose `storage` events are lost (as if they came too late)
    deaf.add_init_script("window.addEventListener('storage', (e) => e.stopImmediatePropagation());")
    tab_b = open_app(deaf, route)
    expect(tab_b.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())

    tab_a.bring_to_front()
    moved = first_move(tab_a, match)
    tab_b.bring_to_front()
    expect(tab_b.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())  # it never heard
    stale = match.legal_actions()[-1]
    assert stale != match.legal_actions()[0]
    click_action(tab_b, stale)
    refused = translate(msg("ui.storage.stale_not_saved"), lang_of(tab_b))
    expect(tab_b.locator("#notice")).to_have_text(refused)
    expect(tab_b.locator("#app")).to_have_attribute("data-state-hash", moved.state_hash())  # the latest, shown
    assert stored_hash(tab_b) == moved.state_hash()  # tab A's move kept
