"""The app boots: a loading screen with real progress, stages in order, then the game list."""

from __future__ import annotations

import json
import re
import urllib.request

import pytest
from harness import BOOT_TIMEOUT_MS, SiteGuard, open_app
from playwright.sync_api import BrowserContext, Page, Route

from pyengine.core.registry import all_games
from pyengine.i18n import text, translate

pytestmark = [pytest.mark.e2e, pytest.mark.cold_start]  # what a first visit does


def test_the_loading_screen_is_in_the_page_before_any_script(base_url: str) -> None:
    with urllib.request.urlopen(base_url + "index.html") as response:
        html = response.read().decode("utf-8")
    assert re.search(r'<div id="boot"[^>]*>', html) and 'id="boot" hidden' not in html
    assert '<progress id="boot-progress" max="100"' in html
    assert 'id="boot-stage" data-stage="download"' in html
    assert '<main id="app">' in html
    strings = json.loads(re.search(r'<script type="application/json" id="boot-strings">(.*?)</script>', html, re.S)[1])
    assert strings["es"]["ui.boot.stage.engine"] == text("ui.boot.stage.engine", "es")
    assert strings["en"]["ui.boot.stage.engine"] == text("ui.boot.stage.engine", "en")


def test_progress_counts_the_runtime_download_and_stages_advance_to_ready(page: Page) -> None:
    page = open_app(page)
    boot = page.evaluate("window.spacetableBoot")
    assert boot["stages"] == ["download", "start", "engine", "ready"]
    assert boot["wasmTotal"] > 1_000_000
    assert boot["wasmBytes"] == boot["wasmTotal"]
    assert boot["progress"] == 100
    assert boot["error"] is None
    assert page.locator("#boot-stage").get_attribute("data-stage") == "ready"
    assert page.locator("#boot-progress").evaluate("el => el.value") == 100
    assert page.locator("#boot").is_hidden()
    assert page.locator("#boot-error").is_hidden()


@pytest.mark.parametrize(
    ("locale", "lang"),
    [
        pytest.param("en-US", "en", marks=pytest.mark.browser_context_args(locale="en-US")),
        pytest.param("es-ES", "es", marks=pytest.mark.browser_context_args(locale="es-ES")),
    ],
)
def test_the_game_list_speaks_the_browser_language(page: Page, locale: str, lang: str) -> None:
    page = open_app(page)
    assert page.evaluate("navigator.language") == locale
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.locator("#boot-stage").text_content() == text("ui.boot.stage.ready", lang)
    shown = page.locator("#app").inner_text()
    for game in all_games():
        assert translate(game.meta.name, lang) in shown


def test_a_python_error_during_boot_shows_the_boot_error(context: BrowserContext, site_guard: SiteGuard) -> None:
    site_guard.python_errors_expected = True

    def broken_main(route: Route) -> None:
        route.fulfill(status=200, content_type="text/x-python", body="raise RuntimeError('boom from a test')\n")

    context.route("**/main.py*", broken_main)
    page = context.new_page()
    page.goto("index.html")
    page.wait_for_function("document.documentElement.dataset.bootError === '1'", timeout=BOOT_TIMEOUT_MS)
    assert page.locator("#boot-error").is_visible()
    assert "boom from a test" in (page.locator("#boot-error-detail").text_content() or "")
    assert page.evaluate("document.documentElement.dataset.ready") is None
    assert page.evaluate("window.spacetableBoot.stages")[-1] == "engine"
