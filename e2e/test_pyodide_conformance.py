"""The engine in the browser is the engine CPython tests: the same playouts give the same hashes."""

from __future__ import annotations

import json

import pytest
from harness import open_app
from playwright.sync_api import Page

from pyengine.core.registry import all_games
from pyengine.selftest import playout_hashes

pytestmark = pytest.mark.e2e


def test_pyodide_playouts_hash_exactly_like_cpython(page: Page) -> None:
    page = open_app(page, "selftest.html")
    in_browser = json.loads(page.locator("#hashes").text_content() or "{}")
    in_cpython = playout_hashes()
    assert {key.split(":")[0] for key in in_cpython} == {game.meta.id for game in all_games()}
    assert in_browser == in_cpython


def test_the_bench_workload_hook_runs_in_pyodide(page: Page) -> None:
    page = open_app(page, "selftest.html")
    elapsed = page.evaluate("(n) => window.spacetableWorkload(n)", 1)
    assert isinstance(elapsed, (int, float)) and elapsed >= 0
