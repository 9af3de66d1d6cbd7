"""Offline after one visit, installable, and updates that never break the game in progress.

These tests let the service worker run (the others block it, see conftest.browser_context_args).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import PREFIX, SiteGuard, open_app, reveal, roll, start, state_hash
from playwright.sync_api import Browser, BrowserContext, Page, expect

from tools.build import build
from tools.serve import serve_in_thread

pytestmark = [pytest.mark.e2e, pytest.mark.cold_start, pytest.mark.browser_context_args(service_workers="allow")]

OFFLINE_READY = 'html[data-offline-ready="1"]'
CONTROLLED = "() => navigator.serviceWorker.controller !== null"
PRECACHE_TIMEOUT_MS = 180_000  # the whole runtime (about 25 MB) is copied into the cache


def wait_offline_ready(page: Page) -> None:
    """Until the service worker has cached the release and controls the page."""
    page.wait_for_selector(OFFLINE_READY, state="attached", timeout=PRECACHE_TIMEOUT_MS)
    page.wait_for_function(CONTROLLED, timeout=PRECACHE_TIMEOUT_MS)


def reload_app(page: Page) -> None:
    """Reload the page (a new document: going to the same URL would only move to its #hash)."""
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=PRECACHE_TIMEOUT_MS)


def claim_a_hex(page: Page) -> None:
    """Roll, then claim the first legal hex (one player action the save must keep)."""
    roll(page)
    before = state_hash(page)
    page.locator('#board [data-legal="1"]').first.click()  # the first tap previews the claim
    page.click('[data-command="confirm"]')
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)


def test_after_one_visit_the_app_boots_plays_and_saves_with_the_network_cut(context: BrowserContext) -> None:
    """The first visit opens no game, yet the service worker keeps every game's zip: offline, a game
    never opened before starts and plays from the cache alone."""
    page = open_app(context.new_page())
    fetched: list[str] = []
    page.on("request", lambda request: fetched.append(request.url.split("?")[0].rsplit("/", 1)[1]))
    wait_offline_ready(page)
    assert not [name for name in fetched if name.startswith("first_landing-")], "the game was opened online"

    context.set_offline(True)
    page = open_app(page)  # a cold start from the cache alone
    start(page, "first_landing")
    reveal(page)  # pass-and-play hand-over to the first player
    claim_a_hex(page)
    played = state_hash(page)

    reload_app(page)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", played)


def test_the_site_is_installable(page: Page) -> None:
    page = open_app(page)
    manifest_url = page.evaluate("document.querySelector('link[rel=manifest]').href")
    manifest = json.loads(page.evaluate("(url) => fetch(url).then(r => r.text())", manifest_url))
    assert manifest["display"] == "standalone" and manifest["start_url"] == "../index.html"
    purposes = {icon["purpose"] for icon in manifest["icons"]}
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"any", "maskable"} <= purposes and {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        status = page.evaluate(
            "(url) => fetch(url).then(r => r.status)", manifest_url.rsplit("/", 1)[0] + "/" + icon["src"]
        )
        assert status == 200, icon["src"]


# --- updates -----------------------------------------------------------------------------
@pytest.fixture
def release_dir(tmp_path: Path) -> Path:
    """A site folder of its own, rebuilt by the test as release A then release B (without the
    memory snapshot, which e2e/test_snapshot.py covers: each one costs 15-50 s of build)."""
    return build(tmp_path / "site", salt="release-a", snapshot=False).out


@pytest.fixture
def release_context(browser: Browser, release_dir: Path) -> Iterator[tuple[BrowserContext, SiteGuard, Path]]:
    """A guarded browser context on a server of the release folder."""
    with serve_in_thread(release_dir, prefix=PREFIX) as origin:
        guard = SiteGuard(origin)
        context = browser.new_context(base_url=origin + PREFIX, service_workers="allow")
        guard.watch(context)
        yield context, guard, release_dir
        context.close()
        assert guard.problems == [], "\n".join(guard.problems)


def test_a_new_release_is_offered_and_taking_it_keeps_the_game(
    release_context: tuple[BrowserContext, SiteGuard, Path],
) -> None:
    context, _, folder = release_context
    page = open_app(context.new_page())
    wait_offline_ready(page)
    first_build = page.evaluate("document.documentElement.dataset.build")
    start(page, "first_landing")
    reveal(page)  # pass-and-play hand-over to the first player
    claim_a_hex(page)
    played, url = state_hash(page), page.url
    expect(page.locator("#update")).to_be_hidden()

    second_build = build(folder, salt="release-b", snapshot=False).build
    assert second_build != first_build
    reload_app(page)  # still release A, from its cache; the browser finds sw.js changed
    expect(page.locator("#update")).to_be_visible(timeout=PRECACHE_TIMEOUT_MS)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", played)  # nothing forced

    page.click("#update-apply")
    page.wait_for_function(f"document.documentElement.dataset.build === {json.dumps(second_build)}")
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=PRECACHE_TIMEOUT_MS)
    assert page.url == url
    expect(page.locator("#app")).to_have_attribute("data-state-hash", played)
    caches = page.evaluate("caches.keys()")
    assert caches == [f"spacetable-{second_build}"]  # the old release's cache is gone
