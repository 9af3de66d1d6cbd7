"""The table on a phone, tablets and a desktop (/work/shared/TABLE.md): for every game, opened at the
setup, after a hand-off and at the end, the whole board lies inside the viewport, the status bar
with the decision's buttons is on screen, the page never scrolls sideways, and legal targets are
at least a finger (44 px) wide at the zoom shown. Also: a board tap only previews a move until it
is confirmed, and Undo is offered neither for another player's action nor after the end.

The positions are played in CPython (tools/screenshots.py, the same ones `make screenshots`
shows) and stored as saves before the page boots; one page per viewport opens them all."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from harness import open_app, resume, stored_page
from playwright.sync_api import BrowserContext, Page, expect

from tools.screenshots import GAMES, positions, stored

pytestmark = pytest.mark.e2e

VIEWPORTS = {
    "phone": (390, 844),
    "tablet-portrait": (820, 1180),
    "tablet-landscape": (1180, 820),
    "desktop": (1366, 900),
}
SHOWN = ("setup", "handoff", "end")
WHOLE_GROUPS = ("escape_pods",)  # games whose bar shows its action groups whole (none below the bar's fold)
FOUND = [p for game in GAMES for p in positions(game) if p.name in SHOWN or (game in WHOLE_GROUPS and p.name == "mid")]
ITEMS, IDS = stored(FOUND)

GEOMETRY = """() => {
  const box = (el) => { if (!el) return null; const r = el.getBoundingClientRect();
                        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; };
  const legal = [...document.querySelectorAll('#board [data-legal="1"]')].map((el) => {
    const r = el.getBoundingClientRect(); return Math.min(r.width, r.height); });
  return {width: innerWidth, height: innerHeight, svg: box(document.querySelector('#board > svg')),
          board: box(document.getElementById('board')), status: box(document.querySelector('.bar .status')),
          zoom: parseFloat(getComputedStyle(document.getElementById('board')).getPropertyValue('--zoom') || '1'),
          sideways: document.documentElement.scrollWidth - innerWidth, legal,
          tall: document.querySelector('#board > svg')?.getAttribute('data-fit') === 'width'};
}"""


GROUP_BOXES = """() => { const bar = document.querySelector('.bar').getBoundingClientRect();
  return [...document.querySelectorAll('.bar .action-group')].map((g) => { const r = g.getBoundingClientRect();
    return {group: g.dataset.group, top: r.top, bottom: r.bottom, barTop: bar.top, barBottom: bar.bottom}; }); }"""


def check_groups_whole(page: Page, where: str) -> None:
    """Every action group of the bar (Escape Pods' Turn group: End the turn) lies inside the bar's
    box, not below the fold of a bar that scrolls inside itself."""
    for box in page.evaluate(GROUP_BOXES):
        assert box["barTop"] - 1 <= box["top"] and box["bottom"] <= box["barBottom"] + 1, f"{where}: group cut {box}"


def check_layout(page: Page, where: str) -> dict[str, Any]:
    """The board inside the viewport, the status bar on screen, no sideways scrolling, and legal
    targets a finger wide; returns the measurements."""
    page.wait_for_timeout(50)  # the map is fitted in the frame after the table is drawn
    g = page.evaluate(GEOMETRY)
    board, status = g["board"], g["status"]
    assert g["sideways"] <= 0, f"{where}: the page scrolls sideways by {g['sideways']} px"
    assert board["left"] >= -1 and board["top"] >= -1, f"{where}: board starts off screen {board}"
    assert board["right"] <= g["width"] + 1 and board["bottom"] <= g["height"] + 1, f"{where}: board cut {board}"
    assert status["top"] >= -1 and status["bottom"] <= g["height"] + 1, f"{where}: status bar off screen {status}"
    if g["zoom"] <= 1.001:  # fitted: the whole map shows
        svg = g["svg"]
        assert svg["left"] >= board["left"] - 1 and svg["right"] <= board["right"] + 1, f"{where}: map wider {svg}"
        if not g["tall"]:  # a drawing fitted to its width (TINYforming Mars on a phone) scrolls down
            assert svg["top"] >= board["top"] - 1 and svg["bottom"] <= board["bottom"] + 1, f"{where}: map taller {svg}"
    assert all(size >= 43.5 for size in g["legal"]), f"{where}: legal targets under 44 px: {min(g['legal'])}"
    return g


@pytest.mark.parametrize("viewport", ["tablet-portrait", "tablet-landscape"])
def test_a_table_opened_from_its_address_frames_its_map_for_a_finger(
    new_context: Callable[..., BrowserContext], viewport: str
) -> None:
    """A reload (or a shared link) opens the table straight away: the map is framed in the first
    frame, on the final layout, so its legal targets are a finger wide and on screen."""
    width, height = VIEWPORTS[viewport]
    page = open_app(
        new_context(viewport={"width": width, "height": height}).new_page(), "index.html#bench/migration_mars"
    )
    g = check_layout(page, f"migration_mars opened at its address at {width}x{height}")
    assert g["legal"], "the bench position offers targets on the map"
    board = g["board"]
    targets = page.evaluate(TARGET_BOXES)
    assert all(board["left"] <= t["left"] and t["right"] <= board["right"] for t in targets), f"off the map: {targets}"
    assert all(board["top"] <= t["top"] and t["bottom"] <= board["bottom"] for t in targets), f"off the map: {targets}"


TARGET_BOXES = """() => [...document.querySelectorAll('#board [data-legal="1"]')].map((el) => {
  const r = el.getBoundingClientRect(); return {left: r.left, top: r.top, right: r.right, bottom: r.bottom}; })"""


@pytest.mark.parametrize("viewport", list(VIEWPORTS), ids=list(VIEWPORTS))
def test_every_game_opens_with_the_board_and_the_status_bar_on_screen(
    new_context: Callable[..., BrowserContext], viewport: str
) -> None:
    width, height = VIEWPORTS[viewport]
    page = stored_page(new_context, width, height, ITEMS)
    for position in FOUND:
        resume(page, IDS[f"{position.game}-{position.name}"])
        where = f"{position.game} {position.name} at {width}x{height}"
        g = check_layout(page, where)
        if position.game in WHOLE_GROUPS:
            check_groups_whole(page, where)
        board = g["board"]
        if viewport.startswith("tablet") and g["zoom"] <= 1.001:  # the board gets most of the screen
            share = (board["right"] - board["left"]) * (board["bottom"] - board["top"]) / (width * height)
            assert share >= 0.45, f"{where}: the board has only {share:.0%} of the screen"
        undo = page.locator('[data-command="undo"]')
        if position.name == "end":
            expect(undo).to_have_count(0)  # nothing to take back once the game is over
        if position.name == "handoff":
            expect(undo).to_have_count(0)  # the last action was another player's


def test_a_board_tap_previews_the_move_and_confirm_takes_it(new_context: Callable[..., BrowserContext]) -> None:
    page = stored_page(new_context, 820, 1180, ITEMS)
    setup = next(p for p in FOUND if p.game == "migration_mars" and p.name == "setup")
    resume(page, IDS[f"{setup.game}-{setup.name}"])
    before = page.locator("#app").get_attribute("data-state-hash")
    target = page.locator('#board [data-legal="1"]').first
    target.click()
    expect(page.locator('[data-command="confirm"]')).to_be_visible()
    assert page.locator("#app").get_attribute("data-state-hash") == before  # nothing built yet
    check_layout(page, "previewing the exit tunnel")
    page.click('[data-command="confirm"]')
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", str(before))
    expect(page.locator('[data-command="confirm"]')).to_have_count(0)
    page.click('[data-command="reveal"]')  # the exit tunnel passed the turn: the tablet goes to Bruno
    expect(page.locator("#board > svg")).to_be_visible()
    check_layout(page, "after the hand-off")
    expect(page.locator('[data-command="undo"]')).to_have_count(0)  # Bruno may not take back Ana's tunnel


LOG_NUMBERS = """() => {
  const log = document.getElementById('log'); const lines = log.querySelectorAll(':scope > li').length;
  const style = getComputedStyle(log); const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = `${style.fontSize} ${style.fontFamily}`;
  return {lines, number: ctx.measureText(`${lines}. `).width, room: parseFloat(style.paddingLeft)};
}"""


def test_the_logs_line_numbers_fit_however_long_the_game(new_context: Callable[..., BrowserContext]) -> None:
    width, height = VIEWPORTS["phone"]
    page = stored_page(new_context, width, height, ITEMS)
    longest = 0
    for position in FOUND:
        if position.name != "end":
            continue
        resume(page, IDS[f"{position.game}-{position.name}"])
        log = page.evaluate(LOG_NUMBERS)
        longest = max(longest, log["lines"])
        assert log["number"] <= log["room"], f"{position.game}: line {log['lines']}'s number is cut: {log}"
    assert longest >= 100  # a game long enough for three-digit line numbers was looked at


def test_an_open_drawer_names_itself_once(new_context: Callable[..., BrowserContext]) -> None:
    """The players and computer-players drawers' bodies carry a heading for the replay and the
    setup; inside a drawer its summary already names it, so the heading must not show twice."""
    width, height = VIEWPORTS["tablet-landscape"]
    page = stored_page(new_context, width, height, ITEMS)
    position = next(p for p in FOUND if p.name == "handoff")
    resume(page, IDS[f"{position.game}-{position.name}"])
    for name, heading in (("players", ".panel > h2"), ("bots", ".bots > h2")):
        drawer = page.locator(f"details.drawer-{name}")
        page.evaluate("(el) => { el.open = true; }", drawer.element_handle())
        expect(drawer.locator(f".drawer-body {heading}")).to_be_attached()
        expect(drawer.locator(f".drawer-body {heading}")).to_be_hidden()


NEWEST_LINE = """() => {
  const line = document.querySelector('#log > li:last-child'); const r = line.getBoundingClientRect();
  const box = document.getElementById('log').getBoundingClientRect();
  return {top: r.top, bottom: r.bottom, logTop: box.top, logBottom: box.bottom, height: innerHeight};
}"""


@pytest.mark.parametrize("viewport", ["phone", "tablet-portrait"])
def test_an_open_log_in_portrait_leaves_the_map_its_room_and_shows_its_newest_line(
    new_context: Callable[..., BrowserContext], viewport: str
) -> None:
    """Opened in portrait at the end of a long game (hundreds of lines), the log drawer scrolls in
    its share of the screen: the map keeps its room and the newest line is in sight."""
    width, height = VIEWPORTS[viewport]
    page = stored_page(new_context, width, height, ITEMS)
    position = next(p for p in FOUND if p.game == "migration_mars" and p.name == "end")
    resume(page, IDS[f"{position.game}-{position.name}"])
    closed = check_layout(page, f"the end at {width}x{height}")["board"]
    page.click("details.drawer-log > summary")
    expect(page.locator("details.drawer-log")).to_have_attribute("open", "")
    page.wait_for_timeout(100)  # the newest line is scrolled to in the frame after the drawer opens
    where = f"the log opened at {width}x{height}"
    board = check_layout(page, where)["board"]
    share = (board["bottom"] - board["top"]) / height
    assert share >= 0.25, f"{where}: the map is a strip ({share:.0%} of the height)"
    assert board["bottom"] - board["top"] < closed["bottom"] - closed["top"]  # the drawer did take room
    line = page.evaluate(NEWEST_LINE)
    assert line["logTop"] - 1 <= line["top"] and line["bottom"] <= line["logBottom"] + 1, f"{where}: {line}"
    assert line["bottom"] <= line["height"] + 1, f"{where}: the newest line is below the screen: {line}"
