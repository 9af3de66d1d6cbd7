"""End-to-end fixtures: build the site, serve it under a sub-path, drive Debian's Chromium.

- The site is built once per run into a private temp folder (so parallel runs never share a
  half-written dist/; the run's xdist workers share it) and served by tools/serve.py under
  /spacetable/, so every test also proves that the site works from a sub-path.
- Every browser context is guarded (harness.SiteGuard): any request outside the site's origin,
  any same-origin error response, any page error or Python traceback in the console fails the test.
- `harness.open_app(page, path)` loads a page and waits for <html data-ready="1">.
- Every context starts as a returning player's browser: the release's memory snapshot is put in its
  cache first (as the service worker does after a first visit), so the app restores it instead of
  importing Python afresh (about 3.5 s instead of 12 s a page on a loaded 2-core machine: most of
  the browser tests' time went to starting). Tests marked `cold_start` (boot, loading, snapshot,
  offline, service worker) start as on a first visit.
"""

from __future__ import annotations

import fcntl
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import CHROMIUM, CHROMIUM_FLAGS, PREFIX, SiteGuard
from playwright.sync_api import BrowserContext, expect

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "web"))  # the UI's pure parts (saves written for a test to store, as the app does)

from pyengine.core.registry import all_metas  # noqa: E402
from tools.build import build, prebuilt_for_tests  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

all_metas()  # every game's messages registered with its declaration, whichever test runs alone
# Playwright's 5 s for a locator to match is short on a loaded 2-core machine: a page started from
# the snapshot is ready while the browser still compiles the runtime's WebAssembly on both cores,
# and the first game opened then fetches and imports its code. Speed is the bench's to measure.
expect.set_options(timeout=20_000)


# --- the site ----------------------------------------------------------------------------
@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """A fresh build of the site (tools/build.py) in this run's private folder, made once and
    shared by the xdist workers (each built its own: a minute of a loaded machine's CPU)."""
    run_dir = tmp_path_factory.getbasetemp()
    if worker_id != "master":
        run_dir = run_dir.parent  # the run's folder, above each worker's own
    out = run_dir / "site" / "dist"
    with open(run_dir / "site.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # the other worker waits for the build, then uses it
        if not (out / "version.json").is_file():
            prebuilt = prebuilt_for_tests()  # `make test` builds the site once, just before the tests
            if prebuilt is not None:
                shutil.copytree(prebuilt, out)  # a copy: some tests add files to the site they serve
            else:
                build(out)
    return out


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


@pytest.fixture(scope="session")
def put_snapshot(site_dir: Path) -> str:
    """A script for a page of the site: it puts the release's memory snapshot where
    web/pyodide-start.mjs looks for it (the release's cache), as sw.js copies it after a first visit."""
    name = next((site_dir / "runtime").glob("snapshot-*.bin")).name
    build = name.removeprefix("snapshot-").removesuffix(".bin")
    url = f"runtime/{name}"
    return (
        f"async () => {{ const cache = await caches.open('spacetable-{build}');"
        f" await cache.put(new URL('{url}', location.href).href, await fetch('{url}')); }}"
    )


def warm(context: BrowserContext, base_url: str, put_snapshot: str) -> None:
    """Give a new context the snapshot in its cache (from a page of the site's origin, then closed)."""
    page = context.new_page()
    page.goto(base_url + "version.json")  # a small file of the origin: no app starts
    page.evaluate(put_snapshot)
    page.close()


@pytest.fixture
def new_context(
    new_context: Callable[..., BrowserContext],
    site_guard: SiteGuard,
    request: pytest.FixtureRequest,
    base_url: str,
    put_snapshot: str,
) -> Callable[..., BrowserContext]:
    """pytest-playwright's context factory, with every context watched by the site guard and (unless
    the test is marked `cold_start`) holding the memory snapshot, as a returning player's browser."""
    cold = request.node.get_closest_marker("cold_start") is not None

    def make(**kwargs: Any) -> BrowserContext:
        context = new_context(**kwargs)
        site_guard.watch(context)
        if not cold:
            warm(context, base_url, put_snapshot)
        return context

    return make
