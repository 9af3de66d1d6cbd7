"""End-to-end fixtures: build the site, serve it under a sub-path, drive Debian's Chromium.

- The site is built once per session into a private temp folder (so parallel runs never share
  a half-written dist/) and served by tools/serve.py under /spacetable/, so every test also
  proves that the site works from a sub-path.
- Every browser context is guarded (harness.SiteGuard): any request outside the site's origin,
  any same-origin error response, any page error or Python traceback in the console fails the test.
- `harness.open_app(page, path)` loads a page and waits for <html data-ready="1">.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import CHROMIUM, CHROMIUM_FLAGS, PREFIX, SiteGuard
from playwright.sync_api import BrowserContext

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))  # the UI's pure parts (saves written for a test to store, as the app does)

from pyengine.core.registry import all_metas  # noqa: E402
from tools.build import build  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

all_metas()  # every game's messages registered with its declaration, whichever test runs alone


# --- the site ----------------------------------------------------------------------------
@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh build of the site (tools/build.py) in a private folder."""
    return build(tmp_path_factory.mktemp("site") / "dist").out


@pytest.fixture(scope="session")
def site_origin(site_dir: Path) -> Iterator[str]:
    """The origin of the local server, e.g. http://127.0.0.1:41234."""
    with serve_in_thread(site_dir, prefix=PREFIX) as origin:
        yield origin


@pytest.fixture(scope="session")
def base_url(site_origin: str) -> str:
    """The site's URL (under the sub-path); pages resolve relative paths against it."""
    return site_origin + PREFIX


# --- the browser -------------------------------------------------------------------------
@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Debian's Chromium (Playwright cannot download browsers here) with quiet, offline flags."""
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_FLAGS}


@pytest.fixture
def browser_context_args(browser_context_args: dict[str, Any]) -> dict[str, Any]:
    """Contexts block the service worker: its background download of the whole runtime (for
    offline use) would only slow tests about something else. test_pwa.py lets it run."""
    return {**browser_context_args, "service_workers": "block"}


@pytest.fixture
def site_guard(site_origin: str) -> Iterator[SiteGuard]:
    """The guard of this test's browser contexts; fails the test at teardown on any problem."""
    guard = SiteGuard(site_origin)
    yield guard
    assert guard.problems == [], "\n".join(guard.problems)


@pytest.fixture
def new_context(new_context: Callable[..., BrowserContext], site_guard: SiteGuard) -> Callable[..., BrowserContext]:
    """pytest-playwright's context factory, with every context watched by the site guard."""

    def make(**kwargs: Any) -> BrowserContext:
        context = new_context(**kwargs)
        site_guard.watch(context)
        return context

    return make
