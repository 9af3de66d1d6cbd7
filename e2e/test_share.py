"""A table's position shared as embed code: the code's iframe shows the same position, rebuilt
without the game's seed (so a reader cannot compute the cards to come)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from harness import BOOT_TIMEOUT_MS, open_app, opened, play, reveal, start
from playwright.sync_api import Page, expect

from pyengine.scenarios.format import seedless_from_match, validate

pytestmark = pytest.mark.e2e


def test_the_embed_code_of_a_table_shows_the_same_position(page: Page) -> None:
    page = open_app(page)
    match = start(page, "tinyforming_mars", seed=6)
    for _ in range(4):
        match = play(page, match, match.legal_actions()[0])
    reveal(page)
    page.click(opened(page, '[data-command="share"]'))
    code = page.locator("#share-code").input_value()
    assert code.startswith("<iframe ") and 'title="TINYforming Mars"' in code
    src = unescape(re.search(r'src="([^"]+)"', code).group(1))  # type: ignore[union-attr]
    assert src.startswith(page.url.split("index.html")[0] + "embed.html?lang=")

    page.goto(src)
    expect(page.locator("html")).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    shared = seedless_from_match(match)
    assert shared is not None and shared["start"]["seed"] == 0
    rebuilt = validate(shared).matches[0]  # the same position, apart from the generator
    board, shown = ({k: v for k, v in m.state.items() if k != "rng"} for m in (match, rebuilt))
    assert board == shown
    expect(page.locator("#embed")).to_have_attribute("data-state-hash", rebuilt.state_hash())
