"""The site is self-contained: it boots with every other host blocked and asks for nothing else."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from harness import PREFIX, SiteGuard, open_app
from playwright.sync_api import BrowserContext, Route

pytestmark = [pytest.mark.e2e, pytest.mark.cold_start]  # what a first visit does


def test_the_app_boots_with_every_other_origin_blocked(context: BrowserContext, site_guard: SiteGuard) -> None:
    blocked: list[str] = []

    def only_own_origin(route: Route) -> None:
        if site_guard.is_own(route.request.url):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort("internetdisconnected")

    context.route("**/*", only_own_origin)
    page = open_app(context.new_page())
    assert page.locator("#app").inner_text().strip()
    assert blocked == []


@pytest.mark.parametrize("path", ["index.html", "selftest.html", "bare.html"])
def test_every_request_stays_on_the_site(context: BrowserContext, site_guard: SiteGuard, path: str) -> None:
    open_app(context.new_page(), path)
    assert site_guard.requests, "the guard saw no requests"
    assert site_guard.foreign_requests() == []
    paths = {urlsplit(url).path for url in site_guard.requests if url.startswith("http")}
    assert all(p.startswith(PREFIX) for p in paths), sorted(paths)
    runtime = [p for p in paths if "/runtime/pyodide/" in p]
    assert any(p.endswith("/pyodide.asm.wasm") for p in runtime)
