"""Helpers of the end-to-end tests: the site guard, page loading, playing at a table and shared constants."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, Response, expect
from playwright.sync_api import Error as PlaywrightError

if TYPE_CHECKING:
    from pyengine.core import Match

PREFIX = "/spacetable/"
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    # Nothing but the local server resolves: a CDN request fails even if a test forgets to look.
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]
RESUME_TIMEOUT_MS = 30_000
BOOT_TIMEOUT_MS = 180_000  # first boot takes 10-20 s on a busy 2-core VM; only a hang hits this
READY_OR_FAILED = """() => {
  const html = document.documentElement;
  return html.dataset.ready === "1" || html.dataset.bootError === "1" || !!document.querySelector(".py-error");
}"""
LOCAL_SCHEMES = ("data:", "blob:", "about:")
PYTHON_ERROR_SIGNS = ("Traceback (most recent call last)", "PythonError")


@dataclass
class SiteGuard:
    """Everything the guarded contexts did that a healthy offline page never does."""

    origin: str
    requests: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    crashed: list[Page] = field(default_factory=list)
    python_errors_expected: bool = False  # set by tests that break the page on purpose

    def watch(self, context: BrowserContext) -> None:
        """Record the requests, responses and errors of a context and all its pages."""
        context.on("request", self._on_request)
        context.on("response", self._on_response)
        context.on("requestfailed", self._on_failed)
        context.on("page", self._watch_page)
        for page in context.pages:
            self._watch_page(page)

    def is_own(self, url: str) -> bool:
        """True for URLs of the site's own origin (and local data/blob URLs)."""
        if url.startswith(LOCAL_SCHEMES):
            return True
        parts = urlsplit(url)
        return f"{parts.scheme}://{parts.netloc}" == self.origin

    def foreign_requests(self) -> list[str]:
        """Requested URLs outside the site's origin."""
        return [url for url in self.requests if not self.is_own(url)]

    def _watch_page(self, page: Page) -> None:
        page.on("console", self._on_console)
        page.on("pageerror", self._on_page_error)
        # A crashed renderer is the browser's fault, not the site's: open_app retries it once.
        page.on("crash", lambda crashed: self.crashed.append(crashed))

    def _on_request(self, request: Request) -> None:
        self.requests.append(request.url)
        if not self.is_own(request.url):
            self.problems.append(f"request outside the site: {request.url}")

    def _on_response(self, response: Response) -> None:
        if response.status >= 400 and self.is_own(response.url):
            self.problems.append(f"HTTP {response.status} for {response.url}")

    def _on_failed(self, request: Request) -> None:
        failure = request.failure or ""
        if self.is_own(request.url) and "ERR_ABORTED" not in failure and not self._from_crashed(request):
            self.problems.append(f"request failed ({failure}): {request.url}")

    def _from_crashed(self, request: Request) -> bool:
        try:
            return request.frame.page in self.crashed
        except PlaywrightError:  # requests of workers have no frame
            return False

    def _on_page_error(self, error: PlaywrightError) -> None:
        if not self.python_errors_expected:
            self.problems.append(f"page error: {error}")

    def _on_console(self, message: ConsoleMessage) -> None:
        if any(sign in message.text for sign in PYTHON_ERROR_SIGNS) and not self.python_errors_expected:
            self.problems.append(f"Python error in the console: {message.text[:2000]}")


# --- opening pages -----------------------------------------------------------------------
def open_app(page: Page, path: str = "index.html", timeout_ms: int = BOOT_TIMEOUT_MS) -> Page:
    """Go to a page of the site and wait until it is ready; returns the page that made it.

    A renderer crash (seen about once in 300 loads here) is retried once in a fresh tab.
    A boot error fails at once with the message the page shows.
    """
    crashes: list[Page] = []

    def on_crash(crashed: Page) -> None:
        crashes.append(crashed)

    page.on("crash", on_crash)
    try:
        return _load(page, path, timeout_ms)
    except PlaywrightError:
        if not crashes:
            raise
    finally:
        page.remove_listener("crash", on_crash)
    return _load(page.context.new_page(), path, timeout_ms)


def _load(page: Page, path: str, timeout_ms: int) -> Page:
    page.goto(path, wait_until="domcontentloaded")
    page.wait_for_function(READY_OR_FAILED, timeout=timeout_ms)
    error = page.evaluate("() => (window.spacetableBoot && window.spacetableBoot.error) || ''")
    shown = page.evaluate("() => [...document.querySelectorAll('.py-error')].map(e => e.textContent).join('\\n')")
    assert not error and not shown, f"{path} failed to start:\n{error}\n{shown}"
    return page


# --- playing at a table ------------------------------------------------------------------
# pyengine is imported inside the helpers: conftest.py imports this module before it puts the
# repository on sys.path.
TABLE = '#app[data-screen="table"]'
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"  # screenshots for a person (git-ignored)
SEAT_COLORS = ("red", "blue", "yellow", "green")  # the setup form's default colours, in seat order
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


def seats(names: Sequence[str]) -> list[dict[str, Any]]:
    """Seats with these names and the setup form's default colours."""
    return [{"name": name, "color": color} for name, color in zip(names, SEAT_COLORS, strict=False)]


def shot(page: Page, name: str) -> None:
    """Save a screenshot of the page as a test artefact (artifacts/<name>.png)."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def lang_of(page: Page) -> str:
    """The language the app chose (from the browser), to compare visible texts."""
    return str(page.evaluate("document.documentElement.lang"))


def stored_page(new_context: Callable[..., BrowserContext], width: int, height: int, items: Any) -> Page:
    """A page of this size (a touch screen below desktop width) whose storage holds these saves
    (tools.screenshots.stored) before it boots."""
    from tools.screenshots import SEED_STORAGE

    touch = width < 1300
    context = new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=touch)
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    return open_app(context.new_page())


def resume(page: Page, save_id: str) -> None:
    """Open a stored save from the home page (past the hand-over card, if it shows)."""
    if page.locator(TABLE).count():
        page.click('[data-command="home"]')
    page.click(f'[data-command="resume"][data-arg="{save_id}"]')
    # Opening a save replays it: a 339-line game took over 5 s on a loaded machine.
    expect(page.locator(TABLE)).to_be_attached(timeout=RESUME_TIMEOUT_MS)
    if page.locator(".curtain").count():
        page.click('[data-command="reveal"]')
    expect(page.locator("#board > svg")).to_be_visible()


def state_hash(page: Page) -> str:
    """The state hash the app exposes on #app, once the table is wholly drawn: the app writes it
    with the panel and log, a frame after the board (data-settling meanwhile), so a read taken
    sooner would give the position before the last move."""
    expect(page.locator("html")).not_to_have_attribute("data-settling", "1")
    return str(page.locator("#app").get_attribute("data-state-hash"))


def start(page: Page, game: str, players: Sequence[dict[str, Any]] = SEATS, seed: int = 5) -> Match:
    """From the home page, set up a game of these seats (names typed, default colours) by the form;
    returns the same game in CPython, checked against the page's state hash."""
    from pyengine.core import Match

    page.click(f'[data-command="new"][data-arg="{game}"]')
    expect(page.locator('#app[data-screen="setup"]')).to_be_attached()
    for _ in range(len(players) - page.locator('[id^="seat-name-"]').count()):
        page.click('[data-command="add-seat"]')
    expect(page.locator('[id^="seat-name-"]')).to_have_count(len(players))
    for i, seat in enumerate(players):
        page.fill(f"#seat-name-{i}", seat["name"])
    page.fill("#seed", str(seed))
    page.click('[data-command="start"]')
    expect(page.locator(TABLE)).to_be_attached()
    from pyengine.core.registry import get_game
    from pyengine.core.table import table_of

    table = table_of(get_game(game))
    defaults = table.seat_defaults(len(players))
    fixed = [{**seat, "color": table.seat_color(defaults[i]) or seat["color"]} for i, seat in enumerate(players)]
    match = Match.new(game, fixed, seed=seed)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    return match


OPEN_DETAILS = """sel => { for (const found of document.querySelectorAll(sel))
  for (let e = found; e; e = e.parentElement) if (e.tagName === 'DETAILS') e.open = true; }"""


def opened(page: Page, selector: str) -> str:
    """Open the drawers and the table's menu that hold the element (a person taps them open first);
    returns the selector, to click."""
    page.evaluate(OPEN_DETAILS, selector)
    return selector


MAX_TABS = 80  # Tab presses to reach a control (the header and the drawers come first)
FOCUSED = "() => { const e = document.activeElement; return e ? e.outerHTML.slice(0, 200) : ''; }"


def tab_to(page: Page, selector: str) -> None:
    """Press Tab until the focused element matches `selector` (as a keyboard player reaches it)."""
    for _ in range(MAX_TABS):
        page.keyboard.press("Tab")
        if page.evaluate("(s) => document.activeElement && document.activeElement.matches(s)", selector):
            return
    raise AssertionError(f"Tab never reached {selector}; focus is on {page.evaluate(FOCUSED)}")


def reveal(page: Page) -> None:
    """Pass the tablet: tap the hand-over card if it is shown; skip an automated opponent's moves
    being shown one at a time (a wave of aliens), to the position they leave."""
    if page.locator(".curtain").count():
        page.click('[data-command="reveal"]')
        expect(page.locator("#board")).to_be_attached()
    skip = page.locator('[data-command="pace-skip"]')
    if skip.count():
        skip.click()
        expect(skip).to_have_count(0)


def arg_of(action: dict[str, Any]) -> str:
    """An action as the `data-arg` of its button (canonical JSON)."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


def click_action(page: Page, action: dict[str, Any]) -> None:
    """Take an action through the interface: its board target (and the choice menu) or its button."""
    reveal(page)
    target = action.get("target")
    spot = page.locator(f"#board [data-target={json.dumps(target)}]") if isinstance(target, str) else None
    if spot is not None and spot.count():
        slot_first = action.get("type") == "assign" and target.startswith(
            "slot:"
        )  # a die tapped first goes in the first empty slot
        tool = None if slot_first else action_tool(page, action)
        if tool is not None:
            page.click(f'[data-command="tool"][data-arg={json.dumps(tool)}]')
        if slot_first:
            spot.first.click(position={"x": 8, "y": 8})  # its number's corner: the dice on it take themselves back
        else:
            spot.first.click()
        item = f".choice-menu [data-arg={json.dumps(arg_of(action))}]"
        if page.locator(".choice-menu").count() and slot_first and not page.locator(item).count():
            page.click(f'#board [data-target="die:{action["die"]}"]')  # its alike die has the menu's button
        elif page.locator(".choice-menu").count():
            page.click(item)
        elif page.locator('[data-command="confirm"]').count():
            page.click('[data-command="confirm"]')  # the first tap previewed the move
        return
    page.click(f'[data-command="act"][data-arg={json.dumps(arg_of(action))}]')


def action_tool(page: Page, action: dict[str, Any]) -> str | None:
    """The tool button's argument (a template the action fits) to pick before tapping its target,
    when the table offers one and it is not already picked (nothing is armed until a tool is)."""
    for element in page.locator('[data-command="tool"]').all():
        raw = str(element.get_attribute("data-arg"))
        if all(action.get(k) == v for k, v in json.loads(raw).items()):
            return None if element.get_attribute("aria-pressed") == "true" else raw
    return None


def play(page: Page, match: Match, action: dict[str, Any]) -> Match:
    """Click an action and check the page reached the same state as the engine."""
    click_action(page, action)
    match = match.apply(action)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    return match


def first_turn(page: Page, game: str, seed: int) -> Match:
    """A new game set up by the form and played by clicks (first legal action) until the first
    player is free to act, with the table revealed."""
    page = open_app(page)
    match = start(page, game, seed=seed)
    while match.state["tasks"] or match.to_move < 0:
        match = play(page, match, match.legal_actions()[0])
    reveal(page)
    return match


def roll(page: Page) -> None:
    """First Landing: press the roll button and wait for the board to offer claims."""
    import pyengine.games  # noqa: F401 - registers the games and their messages
    from pyengine.core.messages import msg
    from pyengine.i18n import translate

    page.get_by_role("button", name=translate(msg("fl.action.roll"), lang_of(page)), exact=True).click()
    expect(page.locator('#board [data-legal="1"]').first).to_be_attached()
