"""The held-back layout check of issue 28, as one browser test over every game at a phone's size
(390x844, touch): in each game's mid-game position (the screenshots' written position, stored as a
save before the page boots), the board's drawing takes at least 40 % of the screen and the text in
the drawing is at least 10 px, measured on the rendered SVG (its scale on screen times each text's
font size), not in the source. Games that do not meet it yet are listed with what they measure, so
the test fails when one gets worse, and when one gets better (then its entry goes)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from harness import TABLE, open_app
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from tools.screenshots import GAMES, SEED_STORAGE, positions, stored

pytestmark = pytest.mark.e2e

SHARE = 0.40  # the drawing's least share of the screen
SMALLEST_TEXT = 10.0  # CSS px at 390 px wide
# Not met yet at 390x844 (measured 2026-11-28): the game, and which check it fails.
NOT_YET: dict[str, set[str]] = {
    "artemis": {"text"},  # drawing 43 %, a seat symbol (●) of 6.8 px
    "escape_pods": {"share", "text"},  # 31 %, a symbol (■) of 3.8 px: the 1000x660 board on a phone
    "first_landing": {"share"},  # 36 %, text 13.3 px
    "walking_moon": {"share"},  # 39 %, text 10.1 px
}  # met: March on Mars (42 %, 10.1 px), TINYforming Mars (52 %, 12.1 px)
# (Migration: Mars's mid-game position is a trade being built: the decision takes the board's place)

MEASURE = """() => { const svg = document.querySelector('#board > svg'); const scale = svg.getScreenCTM().a;
  const box = svg.getBoundingClientRect();
  const seen = {left: Math.max(0, box.left), top: Math.max(0, box.top),
                right: Math.min(innerWidth, box.right), bottom: Math.min(innerHeight, box.bottom)};
  const region = document.getElementById('board').getBoundingClientRect();
  const w = Math.max(0, Math.min(seen.right, region.right) - Math.max(seen.left, region.left));
  const h = Math.max(0, Math.min(seen.bottom, region.bottom) - Math.max(seen.top, region.top));
  const sizes = [...svg.querySelectorAll('text')].filter((t) => t.getBBox().width > 0)
                  .map((t) => [scale * parseFloat(getComputedStyle(t).fontSize), t.textContent]);
  return {share: w * h / (innerWidth * innerHeight),
          text: sizes.length ? sizes.reduce((a, b) => (b[0] < a[0] ? b : a)) : [99, '']}; }"""


def measured(page: Page, save_id: str) -> dict[str, Any]:
    """Open a stored save (taking the hand-over card) and measure the drawing once it is fitted."""
    if page.locator(TABLE).count():
        page.click('[data-command="home"]')
    page.click(f'[data-command="resume"][data-arg="{save_id}"]')
    expect(page.locator(TABLE)).to_be_attached(timeout=60_000)
    if page.locator(".curtain").count():
        page.click('[data-command="reveal"]')
    expect(page.locator("#board > svg")).to_be_attached()
    expect(page.locator("html")).not_to_have_attribute("data-settling", "1")
    page.wait_for_timeout(100)
    if not page.locator("#board > svg").is_visible():  # a decision that takes the board's place ("builder")
        return {}
    return dict(page.evaluate(MEASURE))


def test_every_games_drawing_fills_the_phone_and_its_text_is_readable(
    new_context: Callable[..., BrowserContext],
) -> None:
    found = [next(p for p in positions(game) if p.name == "mid") for game in GAMES]
    items, ids = stored(found)
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    page = open_app(context.new_page())
    failing: dict[str, set[str]] = {}
    report: dict[str, Any] = {}
    for position in found:
        g = measured(page, ids[f"{position.game}-mid"])
        if not g:
            report[position.game] = "the board gives its place to the decision"
            continue
        report[position.game] = (round(g["share"], 2), round(g["text"][0], 1), g["text"][1])
        misses = {"share"} if g["share"] < SHARE else set()
        misses |= {"text"} if g["text"][0] < SMALLEST_TEXT else set()
        if misses:
            failing[position.game] = misses
    assert failing == NOT_YET, f"share of the screen, smallest text (px): {report}"
