"""A table that cannot be drawn never strands the player (issue 33): the failure screen in the
player's language, the way home, Undo, and the save still there and exportable, unchanged.

The drawing is broken from outside the app, as a failing game's drawing would break it: an init
script makes the board's rover hook (loader.js `spacetableRovers`, called on every table draw)
throw while `window.breakTable` is true."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest
from harness import TABLE, SiteGuard, lang_of, open_app, shot, state_hash
from playwright.sync_api import BrowserContext, expect

from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.i18n import translate
from tools.screenshots import SEED_STORAGE

pytestmark = pytest.mark.e2e

FAILED = '#app[data-screen="failed"]'
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
BREAK_TABLE = """() => {
  window.breakTable = true;
  let rovers = null;
  Object.defineProperty(window, "spacetableRovers", {
    get() {
      return (board) => { if (window.breakTable) throw new Error("test: cannot be drawn"); return rovers(board); };
    },
    set(hook) { rovers = hook; },
  });
}"""


def stored_game() -> tuple[dict[str, str], str, Match]:
    """localStorage holding one First Landing game whose last step Undo may take back."""
    from spacetable_web.bots import BotTable, undoable
    from spacetable_web.storage import MemoryStore, SaveStore

    chooser, match = random.Random(2), Match.new("first_landing", SEATS, seed=2)
    while not (match.entries and undoable(match, BotTable())):
        match = match.apply(chooser.choice(match.legal_actions()))
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, match, 1_700_000_000)
    return dict(memory.items), save_id, match


def test_a_table_that_cannot_be_drawn_offers_home_undo_and_export_and_keeps_the_save(
    new_context: Callable[..., BrowserContext], site_guard: SiteGuard, tmp_path: Path
) -> None:
    site_guard.python_errors_expected = True  # the traceback is logged to the console on purpose
    items, save_id, match = stored_game()
    context = new_context(viewport={"width": 820, "height": 1180}, has_touch=True, is_mobile=True)
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    context.add_init_script(f"({BREAK_TABLE})()")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    page.click('[data-command="reveal"]')  # the hand-over card draws no board; the table then fails
    expect(page.locator(FAILED)).to_be_attached()
    lang = lang_of(page)
    shot(page, "failed-table-tablet")
    expect(page.locator("#failed-title")).to_have_text(translate(msg("ui.failed.title"), lang))
    expect(page.locator(".failed")).to_contain_text(translate(msg("ui.failed.safe"), lang))
    slots = {k: v for k, v in items.items() if ".save." in k}
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    assert {k: v for k, v in stored.items() if ".save." in k} == slots  # the save is untouched

    with page.expect_download() as download:
        page.click('.failed [data-command="export"]')
    exported = tmp_path / "exported.json"
    download.value.save_as(exported)
    assert exported.read_text(encoding="utf-8") in slots.values()  # the save exactly as stored

    page.evaluate("window.breakTable = false")  # the drawing works again: Undo reopens the table
    page.click('.failed [data-command="failed-undo"]')
    expect(page.locator(TABLE)).to_be_attached()
    assert state_hash(page) == match.undo().state_hash()

    page.evaluate("window.breakTable = true")
    page.click('[data-command="home"]')
    expect(page.locator('#app[data-screen="home"]')).to_be_attached()
    page.click(f'[data-command="resume"][data-arg="{save_id}"]')
    page.click('[data-command="reveal"]')
    expect(page.locator(FAILED)).to_be_attached()  # a command that fails to draw lands here too
    page.click('.failed [data-command="home"]')
    expect(page.locator('#app[data-screen="home"]')).to_be_attached()
    expect(page.locator(f'[data-command="resume"][data-arg="{save_id}"]')).to_be_visible()
