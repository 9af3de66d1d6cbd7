"""Partial redraws in the browser: a tap that builds or demolishes changes one structure of the
map's keyed layer and its undo takes one log line away, leaving every other element in place, and
the patched table equals the table drawn afresh (spacetable_web/patch.py, loader.js
spacetablePatchKeyed)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from harness import open_app
from playwright.sync_api import Page, expect

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "web"))
from spacetable_web.benchpos import bench_match, tap_target

pytestmark = pytest.mark.e2e

STRUCTURES = "#board .layer-structures > [data-key]"
# Marks the elements drawn now, to tell later whether a render kept them or drew them again.
REMEMBER = """() => {
  window.__kept = [...document.querySelectorAll('#board .layer-structures > [data-key]')];
  window.__firstLine = document.querySelector('#log > li');
  window.__records = [];
  window.__watch = new MutationObserver((records) => window.__records.push(...records));
  for (const el of [document.documentElement, document.getElementById('app')]) {
    window.__watch.observe(el, {attributes: true});
  }
}"""
# The attributes of <html> and #app written since REMEMBER (each write restyles the page).
WRITTEN = """() => {
  const records = [...window.__records, ...window.__watch.takeRecords()];
  window.__watch.disconnect();
  return [...new Set(records.map((r) => (r.target.id || r.target.tagName) + ' ' + r.attributeName))].sort();
}"""
# Targets a screen reader would misread: described as "can be played now" (#legal-note) but not
# legal, or legal but not described.
MISDESCRIBED = """() => document.querySelectorAll(
  '#board [aria-describedby="legal-note"]:not([data-legal="1"]),'
  + ' #board [data-legal="1"]:not([aria-describedby="legal-note"])'
).length"""
KEPT = """(changed) => window.__kept.every((el) => el.isConnected || changed.includes(el.dataset.key))
  && window.__firstLine.isConnected"""
# The board and log as patched, compared with the same table drawn whole (a language switch and
# back rewrites the whole view).
SAME_AS_FRESH = """async () => {
  const board = document.querySelector('#board svg').cloneNode(true);
  const log = document.getElementById('log').cloneNode(true);
  const seq = () => Number(document.documentElement.dataset.renderSeq);
  for (const lang of ['es', 'en']) {
    const before = seq();
    document.querySelector(`[data-command="lang"][data-arg="${lang}"]`).click();
    while (seq() === before) await new Promise((r) => setTimeout(r, 10));
  }
  const fresh = document.querySelector('#board svg');
  return board.isEqualNode(fresh) && log.isEqualNode(document.getElementById('log'))
    ? '' : board.outerHTML.length + ' vs ' + fresh.outerHTML.length;
}"""


def tap(page: Page, selector: str) -> None:
    """Click an element (even one scrolled out of the map's view) and wait for the redraw."""
    seq = int(page.evaluate("Number(document.documentElement.dataset.renderSeq)"))
    page.locator(selector).first.dispatch_event("click")
    page.wait_for_function(f"Number(document.documentElement.dataset.renderSeq) > {seq}")


def test_a_structure_tap_and_its_undo_patch_one_structure_and_one_log_line(page: Page) -> None:
    page = open_app(page, "index.html#bench/migration_mars")
    match = bench_match("migration_mars")
    target = tap_target(match)  # a hex where one tap builds (or demolishes), undoably
    assert match is not None and target is not None
    (action,) = [a for a in match.legal_actions() if a.get("target") == target]
    before, after = match.state["structures"], match.apply(action).state["structures"]
    changed = sorted(k for k in {*before, *after} if before.get(k) != after.get(k))
    assert changed  # the bench's tap changes the map's structures
    lines = page.locator("#log > li").count()
    expect(page.locator(STRUCTURES)).to_have_count(len(before))
    page.evaluate(REMEMBER)

    tap(page, f'#board [data-target="{target}"][data-legal="1"]')
    assert page.evaluate(WRITTEN) == [  # not lang, screen, settings
        "HTML data-drawn-seq",
        "HTML data-render-seq",
        "HTML data-settling",
        "app data-state-hash",
    ]
    expect(page.locator(STRUCTURES)).to_have_count(len(after))
    assert page.evaluate(KEPT, changed)  # the other structures and the log's lines were not drawn again
    assert page.evaluate(MISDESCRIBED) == 0  # the new decision's targets, and only they, are described
    assert page.evaluate(SAME_AS_FRESH) == ""

    page.evaluate(REMEMBER)
    tap(page, '[data-command="undo"]')
    expect(page.locator(STRUCTURES)).to_have_count(len(before))
    expect(page.locator("#log > li")).to_have_count(lines)
    assert page.evaluate(KEPT, changed)  # the undo changed those structures and one line, nothing more
    assert page.evaluate(SAME_AS_FRESH) == ""
    expect(page.locator(f'#board [data-target="{target}"][data-legal="1"]')).to_have_count(1)
    assert page.evaluate(MISDESCRIBED) == 0
    expect(page.locator('#board [data-target][tabindex="0"]')).to_have_count(1)


# A tap's first frame: what the page holds right after the click's handler ran.
FIRST_FRAME = """([selector, structures]) => {
  const root = document.documentElement, app = document.getElementById('app');
  const lines = () => document.querySelectorAll('#log > li').length;
  const before = {lines: lines(), hash: app.dataset.stateHash};
  document.querySelector(selector).dispatchEvent(new MouseEvent('click', {bubbles: true}));
  return {settling: root.dataset.settling === '1', logDrawn: lines() !== before.lines,
          hashWritten: app.dataset.stateHash !== before.hash,
          structures: document.querySelectorAll(structures).length};
}"""


def test_a_tap_draws_the_board_at_once_and_the_log_a_frame_later(page: Page) -> None:
    """The tap's own frame shows the board's change (and the controls); the players panel and the
    log follow in the next frame, and only then is the new state's hash written (what tests and a
    second tab read as "all drawn")."""
    page = open_app(page, "index.html#bench/migration_mars")
    match = bench_match("migration_mars")
    target = tap_target(match)
    assert match is not None and target is not None
    (action,) = [a for a in match.legal_actions() if a.get("target") == target]
    after = match.apply(action)
    lines = page.locator("#log > li").count()
    first = page.evaluate(FIRST_FRAME, [f'#board [data-target="{target}"][data-legal="1"]', STRUCTURES])
    assert first == {
        "settling": True,
        "logDrawn": False,
        "hashWritten": False,
        "structures": len(after.state["structures"]),
    }
    expect(page.locator("#app")).to_have_attribute("data-state-hash", after.state_hash())
    expect(page.locator("html")).not_to_have_attribute("data-settling", "1")
    assert page.locator("#log > li").count() == lines + 1


# Where the newest log line sits in the log's box, after the frame that scrolls it into view.
NEWEST_LINE = """async () => {
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  const log = document.getElementById('log').getBoundingClientRect();
  const line = document.querySelector('#log > li:last-child').getBoundingClientRect();
  return {inside: line.height > 0 && line.top >= log.top - 1 && line.bottom <= log.bottom + 1,
          lines: document.querySelectorAll('#log > li').length};
}"""


def test_a_long_games_log_shows_its_newest_line_after_a_move(page: Page) -> None:
    """Every line of a long game's log stays in the page, and a move (or its undo) scrolls the
    log's box to the newest, in the frame after the tap."""
    page = open_app(page, "index.html#bench/migration_mars")
    match = bench_match("migration_mars")
    target = tap_target(match)
    assert match is not None and target is not None
    lines = page.locator("#log > li").count()
    assert lines >= 300  # long enough that most lines are out of the box's sight
    tap(page, f'#board [data-target="{target}"][data-legal="1"]')
    assert page.evaluate(NEWEST_LINE) == {"inside": True, "lines": lines + 1}
    tap(page, '[data-command="undo"]')
    assert page.evaluate(NEWEST_LINE) == {"inside": True, "lines": lines}


@pytest.mark.parametrize("game", ["first_landing", "tinyforming_mars", "walking_moon"])
def test_every_games_patched_board_equals_the_board_drawn_afresh(page: Page, game: str) -> None:
    """A tap and its undo rewrite only what changed (TINYforming Mars: one card and one standard
    project of its keyed layers), and the board they leave is the one a full redraw draws."""
    page = open_app(page, "index.html#bench" + ("" if game == "first_landing" else f"/{game}"))
    match = bench_match(game)
    target = tap_target(match) if match is not None else None
    assert target is not None
    for selector in (f'#board [data-target="{target}"][data-legal="1"]', '[data-command="undo"]'):
        tap(page, selector)
        assert page.evaluate(SAME_AS_FRESH) == ""
        assert page.evaluate(MISDESCRIBED) == 0
