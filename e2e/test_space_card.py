"""The space card on a real board: a long press (touch, 820x1180), a hover (mouse, 1366x900) or
the I key on a board space shows what the space is and whether it can be played now, or why not,
with a picture of the space; it never plays a move."""

from __future__ import annotations

import os
import re
from collections.abc import Callable

import pytest
from harness import open_app
from playwright.sync_api import BrowserContext, Page, expect
from test_settings_a11y import long_press

pytestmark = pytest.mark.e2e

CARD = "#space-card"


def centre_of(page: Page, selector: str) -> tuple[float, float]:
    """The middle of the first element matching `selector`, scrolled into view."""
    element = page.locator(selector).first
    element.scroll_into_view_if_needed()
    box = element.bounding_box()
    assert box is not None
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_a_long_press_on_a_space_shows_its_card_and_plays_nothing(new_context: Callable[..., BrowserContext]) -> None:
    context = new_context(viewport={"width": 820, "height": 1180}, has_touch=True, is_mobile=True)
    page = open_app(context.new_page(), "index.html#bench/migration_mars")
    state = page.locator("#app").get_attribute("data-state-hash")
    card = page.locator(CARD)

    long_press(page, *centre_of(page, '#board [data-legal="1"]'))  # the bench arms a tool: a legal site
    expect(card).to_be_visible()
    expect(card.locator(".space-what")).to_have_text(re.compile(r"^(Hex|Track square|The Embassy)"))
    expect(card.locator(".space-verdict")).to_have_attribute("data-playable", "1")
    expect(card.locator(".space-verdict")).to_contain_text("Can be played now")
    expect(card.locator("img.space-picture")).to_be_visible()
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(state))  # the press played nothing
    if os.environ.get("SPACE_CARD_SHOT"):  # for a person to look at (make screenshots shows no card)
        page.screenshot(path=os.environ["SPACE_CARD_SHOT"])

    long_press(page, *centre_of(page, '#board [data-target^="square:"]:not([data-legal])'))
    expect(card.locator(".space-what")).to_contain_text("Track square")
    expect(card.locator(".space-verdict")).to_have_attribute("data-playable", "0")
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(state))

    page.tap('[data-command="zoom"][data-arg="in"] >> visible=true')  # the next tap closes the card and acts as usual
    expect(card).to_be_hidden()
    expect(page.locator("#board")).to_have_attribute("data-zoomed", "1")


def test_hover_and_the_i_key_show_the_card_in_spanish_too(new_context: Callable[..., BrowserContext]) -> None:
    context = new_context(viewport={"width": 1366, "height": 900}, locale="es-ES")
    page = open_app(context.new_page(), "index.html#bench")  # First Landing, rolled: hexes to claim
    card = page.locator(CARD)

    page.hover('#board [data-legal="1"]')
    expect(card).to_be_visible()
    expect(card.locator(".space-what")).to_contain_text("Hexágono")
    expect(card.locator(".space-what")).to_contain_text("sin reclamar")
    expect(card.locator(".space-verdict")).to_contain_text("Se puede jugar ahora")

    page.hover('[data-command="zoom"][data-arg="in"] >> visible=true')  # the pointer leaves the board: the card goes
    expect(card).to_be_hidden()

    legal = page.locator('#board [data-legal="1"]').first
    legal.focus()
    page.keyboard.press("i")
    expect(card).to_be_visible()
    expect(card).to_have_attribute("data-target", str(legal.get_attribute("data-target")))
    page.keyboard.press("Escape")
    expect(card).to_be_hidden()
