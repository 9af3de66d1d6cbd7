"""Helpers of the end-to-end tests: the site guard, page loading and shared constants."""

from __future__ import annotations

from dataclasses import dataclass, field
from urllib.parse import urlsplit

from playwright.sync_api import BrowserContext, ConsoleMessage, Page, Request, Response
from playwright.sync_api import Error as PlaywrightError

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
