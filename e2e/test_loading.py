"""Games load on demand: the home page fetches no game's code, opening a game fetches only its zip."""

from __future__ import annotations

import pytest
from harness import open_app, reveal, start
from playwright.sync_api import Page, expect

from pyengine.core.registry import all_metas

pytestmark = [pytest.mark.e2e, pytest.mark.cold_start]  # what a first visit does

GAMES = [meta.id for meta in all_metas()]
START_ZIPS = ("core", "home")  # the home page's own (pyscript.toml)
TABLE_ZIPS = ("table", "embed", "kit")  # fetched with the first game opened (<script id="table-zips">)


def zips_requested(page: Page) -> list[str]:
    """Our zips the page asks for from now on, by kind (the part before the content hash)."""
    names: list[str] = []
    page.on(
        "request",
        lambda request: (
            names.append(request.url.split("?")[0].rsplit("/", 1)[1].rsplit("-", 1)[0])
            if "/py/" in request.url
            else None
        ),
    )
    return names


def test_the_home_page_lists_every_game_and_fetches_no_game_zip(page: Page) -> None:
    fetched = zips_requested(page)
    open_app(page)
    expect(page.locator(".game-card")).to_have_count(len(GAMES))
    expect(page.locator('[data-command="new"]')).to_have_count(len(GAMES))
    assert sorted(fetched) == ["core", "home"]


@pytest.mark.parametrize("game", GAMES)
def test_opening_a_game_fetches_only_its_zip_and_plays_it(page: Page, game: str) -> None:
    fetched = zips_requested(page)
    open_app(page)
    start(page, game)  # the setup form, then the table: its state hash matches CPython's
    reveal(page)
    expect(page.locator("#board svg")).to_be_visible()
    assert sorted(fetched) == sorted([*START_ZIPS, *TABLE_ZIPS, game])


def test_a_reloaded_table_fetches_its_game_before_drawing(page: Page) -> None:
    open_app(page)
    match = start(page, "migration_mars")
    fetched = zips_requested(page)
    page.reload()
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=120_000)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    assert sorted(fetched) == sorted([*START_ZIPS, *TABLE_ZIPS, "migration_mars"])
