"""Settings, statistics, accessibility and tablets in the browser.

- axe-core (the pinned npm devDependency, injected by the test: it is not part of the site) on
  every screen and the main game states: no serious or critical violation.
- Settings apply at once (palette on the board, motion) and survive a reload; the turn announcer.
- Tablet viewports (10-inch landscape and portrait, touch): no sideways scrolling, touch targets
  of 44 px, zoom buttons, the hand-over screen, a long press that shows a disabled tool's reason.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest
from harness import SEATS, TABLE, open_app, opened, play, start
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.core.saves import dumps

pytestmark = pytest.mark.e2e

AXE = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
AXE_RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map((v) => ({
    id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ")),
  }));
}"""
SAFE_RED = "rgb(213, 94, 0)"  # settings.SAFE_PALETTE["red"]
# Controls a finger must hit: 44 CSS px both ways (board hexes are reached by zooming the map).
CONTROLS = """() => [...document.querySelectorAll(
    '#app button, #app select, #app input:not([type=checkbox]):not(.visually-hidden), #app .file-button,'
    + ' #app .option:has(input[type=checkbox])')]
  .filter((el) => el.offsetParent !== null)
  .map((el) => { const r = el.getBoundingClientRect();
                 return {what: el.outerHTML.slice(0, 90), w: r.width, h: r.height}; })
  .filter((box) => box.w < 44 || box.h < 44)"""
OVERFLOW = "() => document.documentElement.scrollWidth - window.innerWidth"
VISIBILITY = """(state) => {
  Object.defineProperty(document, "visibilityState", {configurable: true, get: () => state});
  document.dispatchEvent(new Event("visibilitychange"));
}"""


class Axe:
    """Runs axe-core on the page and collects the serious and critical violations per screen."""

    def __init__(self, page: Page) -> None:
        self.page = page
        self.problems: list[str] = []
        self.screens: list[str] = []

    def check(self, name: str) -> None:
        """Audit the page as it is now, under `name`."""
        if not self.page.evaluate("() => typeof window.axe !== 'undefined'"):
            self.page.add_script_tag(path=str(AXE))
        self.screens.append(name)
        for v in self.page.evaluate(AXE_RUN):
            if v["impact"] in ("serious", "critical"):
                self.problems.append(f"{name}: {v['id']} ({v['impact']}) {v['help']} at {v['nodes']}")


def finished_save() -> str:
    """A finished two-player First Landing game as save text (for the results screen)."""
    match = Match.new("first_landing", SEATS, {"rounds": 3}, seed=4)
    while not match.is_over:
        match = match.apply(match.legal_actions()[-1])
    return dumps(match)


def test_every_screen_passes_axe_and_settings_apply_at_once(page: Page) -> None:
    page = open_app(page)
    page.click('[data-command="lang"][data-arg="en"]')
    axe = Axe(page)
    axe.check("home")

    page.click('[data-command="settings"]')
    expect(page.locator('#app[data-screen="settings"]')).to_be_attached()
    answer = page.evaluate("() => document.documentElement.dataset.storagePersisted")  # loader.js asked
    shown = {"1": "yes", "0": "no"}.get(answer, "unknown")
    expect(page.locator(".persisted")).to_have_attribute("data-persisted", shown)
    page.click('[data-command="setting"][data-arg="palette:safe"]')
    page.click('[data-command="setting"][data-arg="motion:reduce"]')
    expect(page.locator("html")).to_have_attribute("data-palette", "safe")
    expect(page.locator("html")).to_have_attribute("data-motion", "reduce")
    expect(page.locator('[data-arg="palette:safe"]')).to_have_attribute("aria-pressed", "true")
    axe.check("settings")
    page.click('[data-command="stats"]')
    axe.check("statistics (empty)")
    page.click('[data-command="back"]')
    expect(page.locator('#app[data-screen="home"]')).to_be_attached()

    page.click('[data-command="new"][data-arg="first_landing"]')
    page.fill("#seat-name-0", "Ana")
    page.fill("#seat-name-1", "Bo")
    page.fill("#seed", "5")
    axe.check("setup")
    page.click('[data-command="start"]')
    expect(page.locator(".curtain")).to_be_visible()
    expect(page.locator("#announce")).to_have_text("Pass the tablet to Ana.")
    axe.check("hand-over")
    page.click('[data-command="reveal"]')
    page.get_by_role("button", name="Roll the die", exact=True).click()
    expect(page.locator("#announce")).to_contain_text("Ana decides:")
    target = page.locator('#board [data-legal="1"]').first
    target.click()
    axe.check("a claim previewed")
    page.click('[data-command="confirm"]')
    claim = page.locator("#board .claim circle").first
    assert claim.evaluate("(el) => getComputedStyle(el).fill") == SAFE_RED  # the safe palette on the board
    assert claim.get_attribute("fill") == "#d7263d"  # the game still draws (and saves) "red"
    last = str(page.locator("#log > li").last.text_content())
    expect(page.locator("#announce")).to_contain_text(last)
    axe.check("First Landing table")
    page.click(".table-menu summary")
    page.click('[data-command="lang"][data-arg="es"]')  # the announcer follows the language at once
    expect(page.locator("#announce")).to_contain_text("Decide ")
    expect(page.locator("#announce")).not_to_contain_text("decides:")
    page.click(".table-menu summary")
    page.click('[data-command="lang"][data-arg="en"]')
    expect(page.locator("#announce")).to_contain_text("decides:")

    page.click('[data-command="home"]')
    page.locator('.save [data-command="replay"]').first.click()
    page.click('[data-command="replay-step"][data-arg="last"]')
    axe.check("replay")
    page.click('[data-command="replay-exit"]')
    page.click('[data-command="reveal"]')

    page.click('[data-command="home"]')
    over = {"name": "over.json", "mimeType": "application/json", "buffer": finished_save().encode()}
    page.set_input_files("#import-file", files=[over])
    expect(page.locator(".results")).to_be_visible()
    axe.check("results")
    page.click(opened(page, '[data-command="settings"]'))
    page.click('[data-command="stats"]')
    expect(page.locator('.game-stats[data-game="first_landing"] table')).to_have_count(2)
    axe.check("statistics")
    with page.expect_download() as download:
        page.click('[data-command="stats-export"]')
    exported = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert exported["games"][0]["played"] == 2 and exported["games"][0]["finished"] == 1

    page.click('[data-command="back"]')
    expect(page.locator(".results")).to_be_visible()  # back where the settings were opened
    page.click('[data-command="home"]')
    page.click('[data-command="new"][data-arg="migration_mars"]')
    page.click('[data-command="start"]')
    page.click('[data-command="reveal"]')
    expect(page.locator(TABLE)).to_be_attached()
    axe.check("Migration: Mars table")

    page.reload()
    page = open_app(page, page.url.split("/spacetable/", 1)[1])
    expect(page.locator("html")).to_have_attribute("data-palette", "safe")  # settings survive a reload
    assert axe.problems == [], "\n".join(axe.problems)


def test_the_embed_passes_axe(page: Page) -> None:
    page = open_app(page, "embed.html?scenario=scenarios/migration_mars/ruins.json&lang=en")
    axe = Axe(page)
    axe.check("embed")
    page.click('[data-command="forward"]')
    axe.check("embed, a step on")
    assert axe.problems == [], "\n".join(axe.problems)


def long_press(page: Page, x: float, y: float, ms: int = 700) -> None:
    """Hold a finger on the screen (Chromium's touch input, as a tablet sends it)."""
    cdp = page.context.new_cdp_session(page)
    point = [{"x": x, "y": y}]
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
    page.wait_for_timeout(ms)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cdp.detach()


@pytest.mark.parametrize("size", [(1280, 800), (800, 1280)], ids=["landscape", "portrait"])
def test_tablet_layout_touch_targets_zoom_hand_over_and_long_press(new_context: Any, size: tuple[int, int]) -> None:
    context: BrowserContext = new_context(
        viewport={"width": size[0], "height": size[1]}, has_touch=True, is_mobile=True
    )
    page = open_app(context.new_page(), "index.html#bench/migration_mars")
    assert page.evaluate(OVERFLOW) <= 0, "the table scrolls sideways"
    assert page.evaluate(CONTROLS) == []
    boot = page.evaluate("() => window.spacetableBoot.wakeLock")
    assert boot in ("held", "refused", "unsupported")  # asked for at the table (if the browser has it)
    if boot == "held":  # the tab hides (the browser lets go of the lock) and comes back: asked again
        for state, lock in (("hidden", "released"), ("visible", "held")):
            page.evaluate(VISIBILITY, state)
            page.wait_for_function(f"() => window.spacetableBoot.wakeLock === {json.dumps(lock)}")
    axe = Axe(page)
    axe.check(f"Migration: Mars mid-game, {size}")

    board = page.locator("#board")
    width = board.locator("svg").bounding_box()["width"]  # type: ignore[index]
    page.tap('[data-command="zoom"][data-arg="in"] >> visible=true')
    expect(board).to_have_attribute("data-zoomed", "1")
    assert board.locator("svg").bounding_box()["width"] > 1.4 * width  # type: ignore[index]
    assert page.evaluate(OVERFLOW) <= 0, "the zoomed map scrolls inside its area, not the page"
    page.tap('[data-command="zoom"][data-arg="reset"]')

    page.tap('[data-command="closed-tools"]')  # the unavailable structures unfold
    axe.check(f"Migration: Mars, unavailable structures unfolded, {size}")
    blocked = page.locator('[data-command="tool"][aria-disabled="true"]').first
    blocked.scroll_into_view_if_needed()
    box = blocked.bounding_box()
    assert box is not None
    state = page.locator("#app").get_attribute("data-state-hash")
    long_press(page, box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    notice = page.locator("#notice")
    expect(notice).to_have_text(str(blocked.get_attribute("title")))
    expect(notice).to_have_attribute("data-kind", "info")  # shown by the press, not by a tap on the tool
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(state))
    page.tap('[data-command="zoom"][data-arg="in"] >> visible=true')  # the next tap is an ordinary tap again
    expect(board).to_have_attribute("data-zoomed", "1")

    page.tap('[data-command="home"]')
    assert page.evaluate(OVERFLOW) <= 0 and page.evaluate(CONTROLS) == []
    off_table = json.dumps("released" if boot == "held" else boot)  # the screen may sleep again
    page.wait_for_function(f"() => window.spacetableBoot.wakeLock === {off_table}")
    page.tap('[data-command="new"][data-arg="first_landing"]')
    assert page.evaluate(OVERFLOW) <= 0 and page.evaluate(CONTROLS) == []
    page.tap('[data-command="start"]')
    curtain = page.locator(".curtain")
    expect(curtain).to_be_in_viewport()
    reveal = page.locator('[data-command="reveal"]')
    size_of = reveal.bounding_box()
    assert size_of is not None and size_of["height"] >= 44
    page.tap('[data-command="reveal"]')
    expect(page.locator("#board")).to_be_visible()
    assert page.evaluate(OVERFLOW) <= 0 and page.evaluate(CONTROLS) == []
    page.tap(opened(page, '[data-command="settings"]'))
    assert page.evaluate(OVERFLOW) <= 0 and page.evaluate(CONTROLS) == []
    assert axe.problems == [], "\n".join(axe.problems)


def test_the_tinyforming_mars_table_passes_axe_through_draft_play_and_scoring(page: Page) -> None:
    """The second game's table: the draft with a drawn card, play in the action phase, the end."""
    from test_tfm_table import GAME, pick

    page = open_app(page)
    axe = Axe(page)
    match = start(page, GAME, SEATS, seed=3)
    axe.check("TINYforming Mars, the draft")
    chooser = random.Random(3)
    checked_play = False
    while not match.is_over:
        match = play(page, match, pick(chooser, match.legal_actions()))
        if not checked_play and match.state["generation"] >= 2:
            axe.check("TINYforming Mars, generation 2")
            checked_play = True
    axe.check("TINYforming Mars, final scoring")
    assert axe.problems == [], "\n".join(axe.problems)


def test_the_rules_page_passes_axe_in_both_languages(page: Page) -> None:
    """The static rules page with its embedded boards and the snippet generator."""
    page.goto("rules.html?lang=es", wait_until="domcontentloaded")
    expect(page.locator("h1")).to_be_visible()
    axe = Axe(page)
    axe.check("rules page (es)")
    page.goto("rules.html?lang=en#snippets", wait_until="domcontentloaded")
    expect(page.locator("h1")).to_be_visible()
    axe.check("rules page (en), snippets")
    assert axe.problems == [], "\n".join(axe.problems)
