"""The coach at the table (issue 34), at a phone's and a tablet's size: a First Landing game stored
a few moves before its end (written in CPython, as e2e/test_wm_table.py's five-player game); a hint
asked in the bot worker shows three choices, each outlined on the board, and one is played; the
game is played to its end, the review appears on the results screen (worked out in the worker, kept
beside the save) and a turning point opens the replay at its step."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest
from harness import SEATS, TABLE, play, resume, shot, stored_page
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match

pytestmark = pytest.mark.e2e

PHONE, TABLET = (390, 844), (820, 1180)
WORKER_MS = 180_000  # the worker boots its own Pyodide (5-20 s on a busy machine), then thinks
OUTLINED = """() => [...document.querySelectorAll('#board [data-target]')]
  .filter(e => getComputedStyle(e).filter.includes('drop-shadow')).length"""


def near_the_end() -> Match:
    """A seeded game's last decision among several claims, a few moves before its end."""
    chooser = random.Random(8)
    match = Match.new("first_landing", SEATS, seed=8)
    found = []
    while not match.is_over:
        if match.to_move >= 0 and len(match.legal_actions()) >= 3:
            found.append(match)
        match = match.apply(chooser.choice(match.legal_actions())) if match.to_move >= 0 else match.advance()
    return found[-1]


def outlined_as_choices(page: Page) -> None:
    """Every choice with a board target is outlined there (as a preview outlines one)."""
    actions = [
        json.loads(str(a)) for a in page.locator(".hint-choice").evaluate_all("l => l.map(e => e.dataset.action)")
    ]
    assert page.evaluate(OUTLINED) == sum(1 for a in actions if "target" in a) >= 1


def test_a_hint_played_then_the_review_opens_a_turning_point(new_context: Callable[..., BrowserContext]) -> None:
    from spacetable_web.storage import MemoryStore, SaveStore

    match = near_the_end()
    memory = MemoryStore()
    save_id = SaveStore(memory).new_id(1_700_000_000)
    SaveStore(memory).write(save_id, match, 1_700_000_000)
    page = stored_page(new_context, *PHONE, dict(memory.items))  # one page, resized: one Pyodide and one worker
    resume(page, save_id)
    # A table with hints on boots the worker by itself after a moment: the first hint need not wait
    # for the whole boot (botplay.HINT_WARMUP); nothing was asked yet.
    page.wait_for_function("window.spacetableBots.state !== 'idle'", timeout=30_000)
    choices = page.locator(".hint-choice")
    for size in (PHONE, TABLET):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        page.get_by_role("button", name="Hint").click()
        expect(choices).to_have_count(3, timeout=WORKER_MS)
        expect(choices.first).to_contain_text("%")
        assert page.evaluate("window.spacetableBots.state") == "ready"  # worked out in the worker, not the page
        outlined_as_choices(page)
        expect(page.get_by_role("button", name="Play choice 1")).to_be_in_viewport()
        shot(page, f"coach-hint-{size[0]}")
        if size == PHONE:
            page.get_by_role("button", name="Close the hint").click()
            expect(choices).to_have_count(0)
            expect(page.locator(".status .hint")).to_be_focused()  # the focus goes back to Hint
    chosen = json.loads(str(choices.nth(1).get_attribute("data-action")))
    page.get_by_role("button", name="Play choice 2").click()
    match = match.apply(chosen)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    chooser = random.Random(1)
    while not match.is_over:
        match = play(page, match, chooser.choice(match.legal_actions()))
    expect(page.locator(".hints-used")).to_contain_text("2")
    points = page.locator('[data-command="review-step"]')
    expect(points.first).to_be_visible(timeout=WORKER_MS)
    stored = page.evaluate(f"localStorage.getItem('spacetable.v1.coach.{save_id}')")
    assert json.loads(stored)["review"]["turning_points"]  # kept beside the save: opens at once later
    for size in (TABLET, PHONE):
        page.set_viewport_size({"width": size[0], "height": size[1]})
        points.first.scroll_into_view_if_needed()
        expect(page.locator(".review-chart svg")).to_be_visible()
        shot(page, f"coach-review-{size[0]}")
    step = str(points.first.get_attribute("data-arg"))
    points.first.click()
    expect(page.locator(f'.replay[data-step="{step}"]')).to_be_visible()
    expect(page.locator('#log [aria-current="step"]')).to_have_count(1)
    page.click('[data-command="replay-exit"]')
    expect(page.locator(TABLE)).to_be_attached()
