"""March on Mars on a phone (390x844, in Spanish, the longer words) and a portrait tablet (820x1180):
the board is drawn in its window shape (the ring small, a window of it at a finger's scale, the
combat card in two rows), so without zooming the map every square, pool die and action slot is at
least a finger (44 px) on its smaller side, the text in the drawing is 10 px at least on the phone
and 12 px on the tablet, the drawing lies whole inside its region and takes 40 % of the screen at
least, and the page does not scroll.
Checked while a marine's dice are programmed (dice and slots to tap) and while a roll's result is
used (squares to move to, in the window: none is left to a button).

The positions are a seeded game played in CPython and stored as saves before the page boots."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from harness import open_app, resume
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.games.march_mars import view
from tools.screenshots import SEED_STORAGE, Position, positions, settle, stored

pytestmark = pytest.mark.e2e

FINGER = 43.5  # CSS px: a target's smaller side (44 px, rounding allowed)
SMALLEST_TEXT = 10.0  # CSS px at 390 px wide (issue 28's held-back layout check)
TABLET_TEXT = 12.0  # CSS px at 820 px wide (the same check)
SHARE = 0.40  # the drawing's least share of the screen (the same check)
CHOOSER_SEED = 3  # from the hand-off position, its fifth decision moves a marine (two squares to tap)

GEOMETRY = """() => { const svg = document.querySelector('#board > svg'); const scale = svg.getScreenCTM().a;
  const side = (el) => { const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); };
  const box = (el) => { const r = el.getBoundingClientRect();
                        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const region = document.getElementById('board');
  return {zoom: parseFloat(getComputedStyle(region).getPropertyValue('--zoom') || '1'),
          targets: [...svg.querySelectorAll('[data-target]')].map((el) => [el.dataset.target, side(el)]),
          legal: [...svg.querySelectorAll('[data-legal="1"]')].map((el) => el.dataset.target),
          square: scale * SIZE,
          text: [...svg.querySelectorAll('text')]
                  .map((t) => [scale * parseFloat(getComputedStyle(t).fontSize), t.textContent])
                  .reduce((a, b) => (b[0] < a[0] ? b : a)),
          svg: box(svg), region: box(region), width: innerWidth, height: innerHeight,
          drawn: svg.viewBox.baseVal.width,
          share: svg.viewBox.baseVal.width * svg.viewBox.baseVal.height * scale * scale / (innerWidth * innerHeight),
          scrolls: document.scrollingElement.scrollHeight - innerHeight,
          buttons: [...document.querySelectorAll('.bar .actions [data-command="act"]')].map((b) => b.dataset.arg)}; }"""


def moving(start: Match) -> Match:
    """Seeded play on from `start` to the first roll whose result moves a marine to a square."""
    chooser = random.Random(CHOOSER_SEED)
    match = start
    for _ in range(50):
        match = settle(match)
        legal = match.legal_actions()
        if match.state["phase"] == "choose" and any(a["type"] == "move" for a in legal):
            return match
        match = match.apply(chooser.choice(legal))
    raise AssertionError("the seeded play moved no marine")


def measured(page: Page, save_id: str) -> dict[str, Any]:
    """Open a stored save and measure the board once the map is framed."""
    resume(page, save_id)  # past the hand-over card: the next player takes the phone
    expect(page.locator("html")).not_to_have_attribute("data-settling", "1")
    page.wait_for_timeout(100)  # the map is fitted in the frame after the table is drawn
    return dict(page.evaluate(GEOMETRY.replace("SIZE", str(view.SIZE))))


def test_every_square_die_and_slot_is_a_finger_wide_on_a_phone_without_zooming(
    new_context: Callable[..., BrowserContext],
) -> None:
    """...and on a portrait tablet (the same page turned to 820x1180: one boot), its text 12 px at least."""
    found = {p.name: p for p in positions("march_mars")}
    program = found["handoff"].match
    assert program.state["phase"] == "program"
    items, ids = stored([Position("march_mars", "program", program), Position("march_mars", "move", moving(program))])
    context = new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True, locale="es")
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    page = open_app(context.new_page())
    for width, height, smallest in ((390, 844, SMALLEST_TEXT), (820, 1180, TABLET_TEXT)):
        page.set_viewport_size({"width": width, "height": height})
        check(page, ids, width, height, smallest)


def check(page: Page, ids: dict[str, str], width: int, height: int, smallest: float) -> None:
    """Both positions at this size, in the window shape of that size (8 or 13 columns)."""
    columns = view.NARROW_COLUMNS if width < 600 else view.UPRIGHT_COLUMNS
    for name in ("program", "move"):
        g = measured(page, ids[f"march_mars-{name}"])
        where = f"march_mars {name} at {width}x{height}"
        assert g["drawn"] == 2 * view.MARGIN + columns * view.SIZE, f"{where}: drawn {g['drawn']} units wide"
        assert g["zoom"] <= 1.001, f"{where}: the map was zoomed to {g['zoom']} to make its targets a finger"
        assert g["targets"], f"{where}: nothing to tap on the board"
        small = [(t, round(s, 1)) for t, s in g["targets"] if s < FINGER]
        assert not small, f"{where}: targets under 44 px: {small}"
        assert g["square"] >= FINGER, f"{where}: squares of {g['square']:.1f} px"
        assert g["text"][0] >= smallest, f"{where}: text {g['text'][1]!r} of {g['text'][0]:.1f} px in the drawing"
        svg, region = g["svg"], g["region"]
        assert region["top"] - 1 <= svg["top"] and svg["bottom"] <= region["bottom"] + 1, f"{where}: map cut {svg}"
        assert svg["left"] >= -1 and svg["right"] <= g["width"] + 1, f"{where}: map off screen {svg}"
        assert region["bottom"] <= g["height"] + 1 and g["scrolls"] <= 0, f"{where}: the page scrolls"
        assert g["share"] >= SHARE, f"{where}: the drawing takes {g['share']:.0%} of the screen"
        if name == "program":
            kinds = {t.split(":")[0] for t, _ in g["targets"]} - {"look"}  # the overview's zones: to look, not to play
            assert kinds == {"die", "slot"}, f"{where}: the pool's dice and the slots are the targets: {g['targets']}"
        else:
            assert any(t.startswith("sq:") for t in g["legal"]), f"{where}: the squares to move to are on the board"
            assert not any('"move"' in b for b in g["buttons"]), f"{where}: a move left to a button: {g['buttons']}"
