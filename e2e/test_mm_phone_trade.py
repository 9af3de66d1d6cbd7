"""Migration: Mars's trade builder on a phone (390×844): every row of the offer (a card per row,
what each side puts in) and the buttons that send or cancel it are on screen at once, inside the
status box, with neither the page nor the box scrolled (the rows were below the box's fold). The
builder takes the map's place, down to the drawers (it left an empty band), until the trade is
sent or withdrawn.

The position is a seeded random two-player game played in CPython up to the first trade being
built (eight kinds of card between the two hands), with one card offered and one asked, stored
as a save before the page boots."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest
from harness import SEATS, TABLE, shot, stored_page
from playwright.sync_api import BrowserContext, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from tools.screenshots import Position, stored

pytestmark = pytest.mark.e2e

SEED = 7  # its first trade has eight rows: every card kind but the saved events
MAX_ACTIONS = 200
GAP = 10  # CSS px: the table's gap between its rows (0.5rem), rounding allowed

GEOMETRY = """() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return {top: r.top, bottom: r.bottom}; };
  const bar = document.querySelector('.bar');
  const buttons = ['trade_send', 'trade_cancel'].map((kind) =>
    document.querySelector(`.bar [data-command="act"][data-arg='{"type":"${kind}"}']`));
  return {height: innerHeight, page: document.scrollingElement.scrollHeight, bar: box(bar),
          drawers: box(document.querySelector('.drawers')),
          barScrolls: bar.scrollHeight - bar.clientHeight,
          rows: [...document.querySelectorAll('.bar .steppers tbody tr')].map(box),
          buttons: buttons.map((b) => b && box(b))};
}"""


def trade_being_built() -> Match:
    """The first trade of the seeded game, a card offered and a card asked."""
    chooser = random.Random(SEED)
    match = Match.new("migration_mars", SEATS, seed=SEED)
    for _ in range(MAX_ACTIONS):
        legal = match.legal_actions()
        if match.state["trade"] is not None and any(a["type"] == "trade_offer" for a in legal):
            match = match.apply(next(a for a in legal if a["type"] == "trade_offer"))
            return match.apply(next(a for a in match.legal_actions() if a["type"] == "trade_ask"))
        match = match.apply(chooser.choice(legal))
    raise AssertionError("the seeded game built no trade")


def test_the_whole_trade_builder_and_its_send_button_fit_a_phone(new_context: Callable[..., BrowserContext]) -> None:
    items, ids = stored([Position("migration_mars", "trade", trade_being_built())])
    page = stored_page(new_context, 390, 844, items)
    page.click(f'[data-command="resume"][data-arg="{ids["migration_mars-trade"]}"]')
    expect(page.locator(TABLE)).to_be_attached()
    if page.locator(".curtain").count():
        page.click('[data-command="reveal"]')
    expect(page.locator(".bar .steppers")).to_be_visible()
    expect(page.locator("#board > svg")).to_be_hidden()  # the builder has the map's place until the trade ends
    g = page.evaluate(GEOMETRY)
    shot(page, "mm-phone-trade")
    assert len(g["rows"]) == 8, g["rows"]
    assert all(g["buttons"]), "the trade can be sent and cancelled"
    assert g["page"] <= g["height"], f"the page scrolls: {g['page']} px tall"
    assert g["barScrolls"] <= 1, f"the status box hides {g['barScrolls']} px below its fold"
    bar = g["bar"]
    band = g["drawers"]["top"] - bar["bottom"]  # the builder fills the map's place: no empty band below it
    assert band <= GAP, f"{band:.0f} px between the status box and the drawers"
    for what in g["rows"] + g["buttons"]:
        assert bar["top"] - 1 <= what["top"] and what["bottom"] <= min(bar["bottom"], g["height"]) + 1, (what, bar)
    page.click('.bar [data-command="act"][data-arg=\'{"type":"trade_cancel"}\']')  # withdrawn: the map is back
    expect(page.locator("#board > svg")).to_be_visible()
