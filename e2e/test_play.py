"""Playing First Landing in the browser: home -> new game -> board and buttons, reasons, reload, keyboard."""

from __future__ import annotations

import pytest
from harness import TABLE, lang_of, open_app, opened, reveal, roll, start, state_hash
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core.messages import msg
from pyengine.games.first_landing.actions import place
from pyengine.i18n import translate

pytestmark = pytest.mark.e2e

GAME = "first_landing"


def test_play_with_the_board_and_buttons_and_reload_resumes(page: Page) -> None:
    page = open_app(page)
    # conftest.py starts every test's browser as a returning player's (the snapshot in its cache)
    assert page.evaluate("document.documentElement.dataset.snapshot") == "used"
    start(page, GAME)
    reveal(page)  # pass-and-play hand-over to the first player
    lang = lang_of(page)
    expect(page.locator("#status")).to_contain_text("Ana")
    roll(page)

    page.click('#board [data-target="hex:0,0"]')  # the centre: a first landing must be on the edge
    expect(page.locator("#notice")).to_have_text(translate(msg("fl.illegal.first_on_edge"), lang))
    expect(page.locator("#notice")).to_have_attribute("aria-live", "polite")

    before = state_hash(page)
    target = page.locator('#board [data-legal="1"]').first
    hex_key = str(target.get_attribute("data-target")).removeprefix("hex:")
    target.click()
    expect(page.locator('[data-command="confirm"]')).to_be_visible()  # the first tap previews the claim
    assert state_hash(page) == before
    target.click()  # a second tap on the same hex takes it
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)
    expect(page.locator("#log > li").last).to_contain_text("Ana")
    expect(page.locator("#log > li").last).to_contain_text(translate(place(hex_key), lang))  # "hex 3 of row 2"
    expect(page.locator('[data-command="undo"]')).to_be_enabled()

    played = state_hash(page)
    page.reload()
    page = open_app(page, page.url.split("/spacetable/", 1)[1])
    expect(page.locator(TABLE)).to_be_attached()
    assert state_hash(page) == played
    page.click('[data-command="reveal"]')
    expect(page.locator(f'#board [data-target="hex:{hex_key}"]')).to_be_attached()


def test_keyboard_play_and_undo(page: Page) -> None:
    page = open_app(page)
    start(page, GAME, seed=9)
    reveal(page)
    lang = lang_of(page)
    roll_button = page.get_by_role("button", name=translate(msg("fl.action.roll"), lang), exact=True)
    roll_button.focus()
    page.keyboard.press("Enter")
    expect(page.locator('#board [data-legal="1"]').first).to_be_attached()

    before = state_hash(page)
    target = page.locator('#board [data-legal="1"]').first
    expect(target).to_have_attribute("tabindex", "0")
    expect(target).to_have_attribute("role", "button")
    target.focus()
    page.keyboard.press("Space")  # previews the claim
    expect(page.locator('[data-command="confirm"]')).to_be_visible()
    page.keyboard.press("Space")  # and takes it
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)

    page.locator('[data-command="undo"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator("#app")).to_have_attribute("data-state-hash", before)

    end_turn = page.get_by_role("button", name=translate(msg("fl.action.end_turn"), lang), exact=True)
    end_turn.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".curtain")).to_contain_text("Bo")  # Ana hands the tablet over before Bo's secrets show
    expect(page.locator("#board")).to_have_count(0)
    page.keyboard.press("Enter")  # focus moved to the hand-over button
    expect(page.locator("#status .decider")).to_contain_text("Bo")
    expect(page.locator("#status .decider .seat-symbol")).to_have_text("●")  # colour is never the only cue

    other = "en" if lang == "es" else "es"
    page.click(opened(page, f'[data-command="lang"][data-arg="{other}"]'))
    expect(page.locator("html")).to_have_attribute("lang", other)
    expect(page.get_by_role("button", name=translate(msg("fl.action.roll"), other), exact=True)).to_be_visible()
