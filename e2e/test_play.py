"""Playing First Landing in the browser: home -> new game -> board and buttons, reasons, reload, keyboard."""

from __future__ import annotations

import pytest
from harness import open_app
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core.messages import msg
from pyengine.i18n import translate

pytestmark = pytest.mark.e2e

TABLE = '#app[data-screen="table"]'


def lang_of(page: Page) -> str:
    """The language the app chose (from the browser), to compare visible texts."""
    return str(page.evaluate("document.documentElement.lang"))


def start_game(page: Page, names: tuple[str, str], seed: str = "5") -> None:
    """From the home page, set up and start a two-player First Landing game."""
    page.click('[data-command="new"][data-arg="first_landing"]')
    page.fill("#seat-name-0", names[0])
    page.fill("#seat-name-1", names[1])
    page.fill("#seed", seed)
    page.click('[data-command="start"]')
    expect(page.locator(TABLE)).to_be_attached()
    page.click('[data-command="reveal"]')  # pass-and-play hand-over to the first player


def state_hash(page: Page) -> str:
    """The state hash the app exposes on #app."""
    return str(page.locator("#app").get_attribute("data-state-hash"))


def roll(page: Page) -> None:
    """Press the roll button and wait for the board to offer claims."""
    lang = lang_of(page)
    page.get_by_role("button", name=translate(msg("fl.action.roll"), lang), exact=True).click()
    expect(page.locator('#board [data-legal="1"]').first).to_be_attached()


def test_play_with_the_board_and_buttons_and_reload_resumes(page: Page) -> None:
    page = open_app(page)
    start_game(page, ("Ana", "Bo"))
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
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)
    expect(page.locator("#log > li").last).to_contain_text("Ana")
    expect(page.locator("#log > li").last).to_contain_text(hex_key)
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
    start_game(page, ("Ana", "Bo"), seed="9")
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
    page.keyboard.press("Space")
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
    page.click(f'[data-command="lang"][data-arg="{other}"]')
    expect(page.locator("html")).to_have_attribute("lang", other)
    expect(page.get_by_role("button", name=translate(msg("fl.action.roll"), other), exact=True)).to_be_visible()
