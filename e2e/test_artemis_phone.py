"""The Artemis Project on a phone (390x844) and a portrait tablet (820x1180) at the colonists' step
of a resolution (the buyer houses colonists): with no colonist picked, the free spaces of the
buyer's buildings are marked and the map is framed on them, and the colonist buttons are inside the
status bar's visible part (not below its fold). The map was framed on regions A and B with nothing
marked, and the one colonist button sat under a three-line hint, below the bar's fold.

The position is the screenshots' hand-off (round 5's resolution), stored as a save before the page boots."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from harness import open_app, resume
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from tools.screenshots import SEED_STORAGE, positions, stored

pytestmark = pytest.mark.e2e

SEEN = """() => { const box = (el) => { const r = el.getBoundingClientRect();
                                       return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  return {board: box(document.getElementById('board')), bar: box(document.getElementById('bar')),
          marked: [...document.querySelectorAll('#board [data-legal="1"]')].map((el) => [el.dataset.target, box(el)]),
          tools: [...document.querySelectorAll('.bar .tools [data-command="tool"]')].map(box)}; }"""


def inside(inner: dict[str, float], outer: dict[str, float]) -> bool:
    """True if the box lies whole inside the other (a pixel's rounding allowed)."""
    return all(
        (
            inner["left"] >= outer["left"] - 1,
            inner["top"] >= outer["top"] - 1,
            inner["right"] <= outer["right"] + 1,
            inner["bottom"] <= outer["bottom"] + 1,
        )
    )


def seen(page: Page, save_id: str) -> dict[str, Any]:
    """Open the save, take the phone (the hand-over card), and measure once the map is framed."""
    resume(page, save_id)
    expect(page.locator("html")).not_to_have_attribute("data-settling", "1")
    page.wait_for_timeout(150)  # the map is framed in the frame after the table is drawn
    return dict(page.evaluate(SEEN))


def test_the_colonists_step_frames_the_buyers_building_and_keeps_the_colonists_above_the_fold(
    new_context: Callable[..., BrowserContext],
) -> None:
    """At 390x844 and 820x1180 (one boot, the page turned)."""
    found = {p.name: p for p in positions("artemis")}
    handoff = found["handoff"]
    houses = {a["target"] for a in handoff.match.legal_actions() if a["type"] == "house"}
    assert houses, "the hand-off position is no longer the colonists' step"
    items, ids = stored([handoff])
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    page = open_app(context.new_page())
    for width, height in ((390, 844), (820, 1180)):
        page.set_viewport_size({"width": width, "height": height})
        g = seen(page, ids["artemis-handoff"])
        where = f"artemis colonists' step at {width}x{height}"
        marked = {target for target, _ in g["marked"]}
        assert houses <= marked, f"{where}: marked {sorted(marked)}, not the spaces to house on {sorted(houses)}"
        framed = [target for target, box in g["marked"] if target in houses and inside(box, g["board"])]
        assert framed, f"{where}: no space to house on is in the map's view: {g['marked']} in {g['board']}"
        assert g["tools"], f"{where}: no colonist button"
        hidden = [box for box in g["tools"] if not inside(box, g["bar"])]
        assert not hidden, f"{where}: colonist buttons below the bar's fold: {hidden} outside {g['bar']}"
