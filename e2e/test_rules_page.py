"""The rules page (rules.html, tools/rules_page.py): it loads from the site alone, speaks the
browser's language and switches, its example boards (one Python runtime for all) become live near
the screen and take the page's language, and the snippet generator's iframe code loads (docs/embed.md)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from harness import BOOT_TIMEOUT_MS
from playwright.sync_api import Page, expect

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.browser_context_args(locale="es-ES", permissions=["clipboard-read", "clipboard-write"]),
]

BUILDING = '.rules-board[data-scenario="scenarios/migration_mars/building.json"]'  # the building rules' board
METEORS = '.rules-board[data-scenario="scenarios/migration_mars/meteor-guide.json"]'
EXPOSURE = '.rules-board[data-scenario="scenarios/artemis/exposure.json"]'  # The Artemis Project: stacked on a phone


def test_the_rules_page_switches_language_embeds_boards_and_makes_snippets(page: Page, base_url: str) -> None:
    page.goto("rules.html", wait_until="domcontentloaded")

    # Spanish from navigator.languages; both languages are in the page, one is shown.
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_role("heading", level=1)).to_have_accessible_name("Reglas de los juegos")
    expect(page.get_by_role("heading", name="Reglas de construcción")).to_be_visible()
    expect(page.get_by_role("heading", name="Construction rules")).to_be_hidden()
    assert page.title() == "Spacetable: reglas de los juegos"

    # The building rules' board becomes live in Spanish near the screen, and steps with its controls.
    board = page.locator(BUILDING)
    board.scroll_into_view_if_needed()
    expect(board).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(board.locator(".embed-caption")).to_contain_text("centro de soporte vital")
    board.locator('.embed-controls [data-command="forward"]').click()
    expect(board).to_have_attribute("data-step", "1")

    # English: the page, the iframe titles and the ready board switch.
    page.get_by_role("button", name="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("heading", level=1)).to_have_accessible_name("Game rules")
    expect(page.get_by_role("heading", name="Reglas de construcción")).to_be_hidden()
    expect(page.get_by_role("button", name="English")).to_have_attribute("aria-pressed", "true")
    assert page.title() == "Spacetable: game rules"
    assert (board.get_attribute("aria-label") or "").startswith("Migration: Mars: Where buildings may go")
    expect(board.locator(".embed-caption")).to_contain_text("life support")
    assert "lang=en" in page.url

    # The snippet generator: scenario, board language, start step, interactive, host origin.
    page.select_option("#snippet-scenario", "scenarios/tinyforming_mars/draft.json")
    page.select_option("#snippet-lang", "es")
    page.fill("#snippet-step", "2")
    page.check("#snippet-interactive")
    code = page.locator("#snippet-code")
    query = "scenario=scenarios/tinyforming_mars/draft.json&amp;lang=es&amp;step=2&amp;interactive=1"
    expected = f"{base_url}embed.html?{query}"
    expect(code).to_have_value(re.compile(re.escape(f'src="{expected}"')))
    assert 'title="TINYforming Mars: La selección: quién se queda cada extremo' in code.input_value()
    page.fill("#snippet-origin", "https://Rules.Example.org/some/page")
    assert "&amp;origin=https%3A%2F%2Frules.example.org" in code.input_value()
    assert '"spacetable:height"' in code.input_value() and "<script>" in code.input_value()
    page.fill("#snippet-origin", "javascript:alert(1)")
    expect(page.locator("#snippet-status")).to_contain_text("not valid")
    assert "origin=" not in code.input_value() and "<script>" not in code.input_value()
    page.fill("#snippet-origin", "")

    page.get_by_role("button", name="Copy").click()
    expect(page.locator("#snippet-status")).to_have_text("Code copied.")
    assert page.evaluate("navigator.clipboard.readText()") == code.input_value()

    # The code's iframe loads: the preview shows that very src, at the chosen step.
    src = unescape(code.input_value().split('src="', 1)[1].split('"', 1)[0])
    page.get_by_role("button", name="Preview").click()
    preview = page.locator("#snippet-preview-box iframe")
    assert preview.evaluate("(frame) => frame.src") == src
    shown = page.frame_locator("#snippet-preview-box iframe")
    expect(shown.locator("html")).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(shown.locator("#embed")).to_have_attribute("data-step", "2")
    expect(shown.locator("html")).to_have_attribute("lang", "es")
    expect(shown.locator('#controls button[data-command="reset"]')).to_have_count(1)


def test_one_runtime_serves_every_board_and_boards_off_screen_stay_static(page: Page) -> None:
    """The page starts one Python runtime; a board far from the screen is a static picture (no
    runtime work) until the reader jumps to it, and then it becomes live from the same runtime."""
    wasm: list[str] = []
    page.on("request", lambda request: wasm.append(request.url) if request.url.endswith(".wasm") else None)
    page.goto("rules.html")
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    meteors = page.locator(METEORS)
    expect(meteors.locator(".rules-static svg")).to_have_count(1)
    assert meteors.get_attribute("data-ready") is None
    assert page.locator("iframe").count() == 0

    page.goto("rules.html#migration-mars-meteors")
    expect(meteors).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    expect(meteors.locator(".embed-controls button").first).to_be_visible()
    assert len(wasm) == 1, wasm

    # On a phone's width a board with a narrow shape (The Artemis Project's stacked regions) is that
    # shape, static and live, and drawn wide again when the page widens (the phone turned).
    page.set_viewport_size({"width": 390, "height": 844})
    exposure = page.locator(EXPOSURE)
    expect(exposure.locator(".static-narrow svg")).to_be_visible()
    expect(exposure.locator(".static-wide svg")).to_be_hidden()
    page.goto("rules.html#artemis-project-placement")
    expect(exposure).to_have_attribute("data-ready", "1", timeout=BOOT_TIMEOUT_MS)
    live = exposure.locator(".embed-board > svg")
    expect(live).to_have_attribute("viewBox", re.compile("^0 0 480 "))
    expect(live).to_have_attribute("data-fit", "width")
    page.set_viewport_size({"width": 1280, "height": 800})
    expect(live).to_have_attribute("viewBox", re.compile("^0 0 1200 "))
    assert len(wasm) == 1, wasm
