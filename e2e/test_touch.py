"""Touch: two fingers pinch the map (real touch events sent through the browser's input pipeline),
and a phone-sized screen shows the home page and a table without sideways scrolling."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from harness import open_app, reveal, start
from playwright.sync_api import BrowserContext, Page, expect

pytestmark = pytest.mark.e2e

TABLET = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
OVERFLOW = "() => document.documentElement.scrollWidth - window.innerWidth"


def touch_context(new_context: Callable[..., BrowserContext], viewport: dict[str, int]) -> Page:
    """A page in a touch-screen context of the given size."""
    context = new_context(viewport=viewport, has_touch=True, is_mobile=True)
    return context.new_page()


def pinch(page: Page, selector: str, apart: float) -> None:
    """Two fingers on the element's centre move `apart` pixels further from each other."""
    box = page.locator(selector).bounding_box()
    assert box is not None
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)

    def fingers(gap: float) -> list[dict[str, Any]]:
        return [{"x": cx - gap, "y": cy, "id": 1}, {"x": cx + gap, "y": cy, "id": 2}]

    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": fingers(30)})
    for step in range(1, 9):
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": fingers(30 + apart * step / 8)})
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})


ZOOM = "() => parseFloat(getComputedStyle(document.getElementById('board')).getPropertyValue('--zoom') || '1')"


def test_two_fingers_pinch_the_map_in_and_out(new_context: Callable[..., BrowserContext]) -> None:
    page = open_app(touch_context(new_context, TABLET))
    match = start(page, "migration_mars", seed=3)
    reveal(page)
    before = float(page.evaluate(ZOOM))
    pinch(page, "#board", apart=120)
    zoom = float(page.evaluate(ZOOM))
    assert zoom > before * 1.5
    expect(page.locator("#board")).to_have_attribute("data-zoomed", "1")
    pinch(page, "#board", apart=-25)  # fingers closer together: smaller again
    smaller = float(page.evaluate(ZOOM))
    assert 1.0 <= smaller < zoom
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())  # a pinch is not a move


def test_a_phone_shows_home_and_a_table_without_sideways_scrolling(new_context: Callable[..., BrowserContext]) -> None:
    page = open_app(touch_context(new_context, PHONE))
    assert page.evaluate(OVERFLOW) <= 0
    start(page, "migration_mars", seed=4)
    reveal(page)
    assert page.evaluate(OVERFLOW) <= 0
    expect(page.locator("#board svg")).to_be_visible()


SPACES = """() => [...document.querySelectorAll('#board [data-target^="hex:"]')]
  .map((e) => { const r = e.getBoundingClientRect(); return Math.min(r.width, r.height); })
  .sort((a, b) => a - b)"""


@pytest.mark.parametrize("viewport", [TABLET, {"width": 800, "height": 1280}], ids=["landscape", "portrait"])
def test_on_a_tablet_the_map_starts_with_finger_sized_hexes(
    new_context: Callable[..., BrowserContext], viewport: dict[str, int]
) -> None:
    page = open_app(touch_context(new_context, viewport))
    start(page, "migration_mars", seed=5)
    reveal(page)
    sizes = page.evaluate(SPACES)
    assert sizes[len(sizes) // 2] >= 44  # the typical hex (the map scrolls to show the rest)
