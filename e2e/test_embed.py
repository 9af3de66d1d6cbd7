"""The embeddable board inside a host page: loading by URL and by message, stepping with captions,
ignoring foreign and malformed messages, and reporting its height (docs/embed.md)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import BOOT_TIMEOUT_MS
from playwright.sync_api import Frame, Page, expect

pytestmark = pytest.mark.e2e

# A host page as a rules site would write it, plus a sandboxed frame (an opaque "null" origin)
# that tries to drive the embed: its messages must be ignored.
HOST = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Rules host</title><link rel="icon" href="data:,"></head>
<body>
<iframe id="board" title="Migration: Mars ruins" style="width: 640px; height: 300px; border: 0"
        src="embed.html?scenario=scenarios/migration_mars/ruins.json&amp;lang=en"></iframe>
<iframe id="stranger" sandbox="allow-scripts" srcdoc="<script>addEventListener('message', (e) => {
  parent.frames[0].postMessage({type: 'spacetable:go-to-step', step: 4}, '*'); });</script>"></iframe>
<script>
  window.received = [];
  const board = document.getElementById("board");
  addEventListener("message", (event) => {
    if (event.source !== board.contentWindow) return;
    window.received.push(event.data);
    if (event.data.type === "spacetable:height") board.style.height = event.data.height + "px";
  });
  window.tell = (data) => board.contentWindow.postMessage(data, location.origin);
</script>
</body></html>
"""


@pytest.fixture
def host(page: Page, site_dir: Path) -> Page:
    """The host page with the embed loaded and ready."""
    (site_dir / "host-test.html").write_text(HOST, encoding="utf-8")
    page.goto("host-test.html")
    page.wait_for_function("() => window.received.some((m) => m.type === 'spacetable:ready')", timeout=BOOT_TIMEOUT_MS)
    return page


def embed_frame(page: Page) -> Frame:
    frame = page.frame(url=lambda url: "embed.html" in url)
    assert frame is not None
    return frame


def received(page: Page, kind: str) -> list[dict[str, Any]]:
    return list(page.evaluate(f"() => window.received.filter((m) => m.type === 'spacetable:{kind}')"))


def test_the_embed_loads_by_url_steps_with_captions_and_obeys_its_host(host: Page) -> None:
    warnings: list[str] = []
    host.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    frame = embed_frame(host)
    root = frame.locator("#embed")
    ready = received(host, "ready")[0]
    assert ready["scenario"] == "mm-ruins" and ready["steps"] == 5 and ready["step"] == 0
    expect(frame.locator("#caption")).to_contain_text("Blue's rover")
    expect(frame.locator("svg.board")).to_be_visible()

    # Controls and keys step forward and back; each step is announced to the host.
    frame.get_by_role("button", name="Next step").click()
    expect(root).to_have_attribute("data-step", "1")
    frame.get_by_role("button", name="Next step").press("ArrowRight")
    expect(root).to_have_attribute("data-step", "2")
    expect(frame.locator("#board .highlight")).to_have_count(1)
    frame.get_by_role("button", name="Previous step").click()
    expect(root).to_have_attribute("data-step", "1")
    frame.get_by_role("button", name="Last step").click()
    expect(frame.locator("#caption")).to_contain_text("Olympium")
    assert [m["step"] for m in received(host, "step")][-4:] == [1, 2, 1, 5]

    # The host drives it: a step, the language.
    host.evaluate("tell({type: 'spacetable:go-to-step', step: 3})")
    expect(root).to_have_attribute("data-step", "3")
    host.evaluate("tell({type: 'spacetable:set-language', lang: 'es'})")
    expect(frame.locator("#caption")).to_contain_text("Azul")
    expect(frame.get_by_role("button", name="Paso siguiente")).to_be_visible()

    # Malformed messages and messages from an origin the host did not allow are ignored and logged.
    host.evaluate("tell({type: 'spacetable:go-to-step', step: 'four'})")
    host.evaluate("tell({type: 'spacetable:run', code: 'alert(1)'})")
    host.evaluate("document.getElementById('stranger').contentWindow.postMessage('go', '*')")
    host.wait_for_timeout(500)  # messages are asynchronous: give the embed time to log them
    assert any("malformed" in w and "step" in w for w in warnings), warnings
    assert any("unknown type" in w for w in warnings), warnings
    assert any("not allowed" in w and "'null'" in w for w in warnings), warnings
    expect(root).to_have_attribute("data-step", "3")

    # The embed tells its preferred height; the host sizes the iframe with it.
    heights = [m["height"] for m in received(host, "height")]
    assert heights and heights[-1] > 300
    assert host.evaluate("document.getElementById('board').getBoundingClientRect().height") == heights[-1]


def test_the_host_loads_scenarios_by_message(host: Page) -> None:
    frame = embed_frame(host)
    root = frame.locator("#embed")
    host.evaluate(
        "tell({type: 'spacetable:load-scenario', url: 'scenarios/migration_mars/meteor-guide.json', step: 4})"
    )
    expect(root).to_have_attribute("data-steps", "4")
    expect(frame.locator("#caption")).to_contain_text("Impact")
    data = host.evaluate("fetch('scenarios/migration_mars/end-of-game.json').then((r) => r.json())")
    host.evaluate("(scenario) => tell({type: 'spacetable:load-scenario', scenario, step: 0})", data)
    expect(root).to_have_attribute("data-steps", "3")
    expect(frame.locator("#caption")).to_contain_text("5 healthy settlers")
    data["steps"][0]["action"] = {"type": "fly"}
    host.evaluate("(scenario) => tell({type: 'spacetable:load-scenario', scenario})", data)
    expect(frame.locator('#caption[data-kind="error"]')).to_contain_text("step 1")
    assert received(host, "step")[-1]["error"]


def test_the_embed_downloads_only_its_own_zips_and_the_game_it_shows(page: Page) -> None:
    """embed.html unpacks the core and embed zips alone (embed.toml), then fetches the kit zip and
    the zip of the game its scenario plays: the app's UI, the bots and every other game stay unloaded."""
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url.split("?")[0]))
    page.goto("embed.html?scenario=scenarios/tinyforming_mars/draft.json&lang=en")
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("svg.board")).to_be_visible()
    ours = [url.rsplit("/", 1)[1] for url in requested if "/py/" in url]
    assert [name.split("-")[0] for name in ours] == ["core", "embed", "kit", "tinyforming_mars"], ours
    assert any(url.endswith("/embed.toml") for url in requested)
    assert not any(url.endswith("/pyscript.toml") for url in requested)


def test_a_missing_scenario_file_is_named_and_the_controls_are_drawn_icons(page: Page, site_guard: Any) -> None:
    page.goto("embed.html?scenario=scenarios/migration_mars/no-such-file.json&lang=es")
    page.wait_for_function("() => document.documentElement.dataset.ready === '1'", timeout=BOOT_TIMEOUT_MS)
    caption = page.locator('#caption[data-kind="error"]')
    expect(caption).to_contain_text("no hay ningún archivo de escenario en scenarios/migration_mars/no-such-file.json")
    # the one request this test means to fail; any other problem still fails it
    missing = [p for p in site_guard.problems if p.startswith("HTTP 404") and p.endswith("/no-such-file.json")]
    assert len(missing) == 1
    site_guard.problems.remove(missing[0])
    page.goto("embed.html?scenario=scenarios/migration_mars/ruins.json&lang=en")
    page.wait_for_function("() => document.documentElement.dataset.ready === '1'", timeout=BOOT_TIMEOUT_MS)
    for command in ("first", "back", "play", "forward", "last"):
        box = page.locator(f'[data-command="{command}"] svg.icon').bounding_box()
        assert box is not None and box["width"] >= 16 and box["height"] >= 16
