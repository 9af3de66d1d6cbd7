"""The app starts from a memory snapshot after one visit, and normally when the snapshot is wrong.

runtime/pyodide-start.mjs marks <html data-snapshot>: "used", "fallback" or "none"
(docs/performance.md, "Starting from a memory snapshot").
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from harness import TABLE, open_app, reveal, start, state_hash
from playwright.sync_api import BrowserContext, Page, expect
from test_bots_browser import BOT_TIMEOUT_MS, start_game
from test_pwa import claim_a_hex, reload_app, wait_offline_ready

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [pytest.mark.e2e, pytest.mark.cold_start]  # what a first visit does

SNAPSHOT_TIMEOUT_MS = 240_000  # the service worker copies about 31 MB after the release
# The snapshot's URL and this release's cache, as runtime/pyodide-start.mjs computes them.
SNAPSHOT_URL = "new URL(`runtime/snapshot-${document.documentElement.dataset.build}.bin`, location.href).href"
CACHE = "`spacetable-${document.documentElement.dataset.build}`"
CACHED = f"async () => !!(await (await caches.open({CACHE})).match({SNAPSHOT_URL}))"


def snapshot_state(page: Page) -> str:
    return str(page.evaluate("document.documentElement.dataset.snapshot"))


def put_in_cache(page: Page, make: str) -> None:
    """Put the bytes `make` (a JS expression, awaited) in the cache where the service worker keeps
    the snapshot, as if it had copied them."""
    script = f"async () => (await caches.open({CACHE})).put({SNAPSHOT_URL}, new Response(await ({make})))"
    page.evaluate(script)


def unseeded_game(page: Page) -> str:
    """The state hash of a new First Landing game whose seed the app draws (`random`)."""
    if page.locator(TABLE).count():
        page.click('[data-command="home"]')
    page.click('[data-command="new"][data-arg="first_landing"]')
    expect(page.locator('#app[data-screen="setup"]')).to_be_attached()
    for i, name in enumerate(("Ana", "Bo")):
        page.fill(f"#seat-name-{i}", name)
    page.fill("#seed", "")
    page.click('[data-command="start"]')
    expect(page.locator(TABLE)).to_be_attached()
    return state_hash(page)


def fetched(path: str) -> str:
    """A JS expression: the bytes of a file of the site."""
    return f"fetch(new URL({path!r}, location.href)).then(r => r.arrayBuffer())"


@pytest.mark.browser_context_args(service_workers="allow")
def test_after_one_visit_the_app_starts_from_the_snapshot_plays_saves_and_works_offline(
    context: BrowserContext,
) -> None:
    page = open_app(context.new_page())
    assert snapshot_state(page) == "none"  # a first visit never downloads the snapshot to start
    wait_offline_ready(page)
    page.wait_for_function(CACHED, timeout=SNAPSHOT_TIMEOUT_MS, polling=1000)

    reload_app(page)
    assert snapshot_state(page) == "used"
    start(page, "first_landing")
    reveal(page)
    claim_a_hex(page)  # events, Python and a save, on the restored interpreter
    played = state_hash(page)

    context.set_offline(True)
    reload_app(page)  # offline, from the cache alone; the game comes back from its save
    assert snapshot_state(page) == "used"
    expect(page.locator("#app")).to_have_attribute("data-state-hash", played)

    # Every start from the snapshot draws other random numbers (the snapshot froze `random`'s state).
    first = unseeded_game(page)
    reload_app(page)
    assert snapshot_state(page) == "used"
    assert unseeded_game(page) != first

    # The bots: the page side runs on the restored interpreter, their worker boots its own Pyodide.
    page.click('[data-command="home"]')
    start_game(page, ("Ana", "Bo"), ("random", "random"), "3")
    page.wait_for_function(
        "() => (window.spacetableBotThinking || []).some((span) => span.end !== null)", timeout=BOT_TIMEOUT_MS
    )
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", "")


@pytest.mark.parametrize("kind", ["zeros", "short", "other_build"])
def test_a_wrong_cached_snapshot_starts_the_app_normally_and_is_dropped(
    page: Page, site_dir: Path, kind: str, tmp_path: Path
) -> None:
    page = open_app(page)
    real = next((site_dir / "runtime").glob("snapshot-*.bin"))
    other = site_dir / "runtime" / f"other-{kind}.bin"
    if kind == "zeros":  # the right size, but no snapshot: Pyodide refuses it
        put_in_cache(page, f"new Uint8Array({real.stat().st_size})")
    elif kind == "short":  # cut short
        put_in_cache(page, f"{fetched('runtime/' + real.name)}.then(b => b.slice(0, 1 << 20))")
    else:  # a sound snapshot of the same runtime and modules, stamped for another release
        config = (site_dir / "pyscript.toml").read_text(encoding="utf-8")
        zips = [str(p) for p in sorted((site_dir / "py").glob("*.zip")) if p.name in config]
        command = ["node", str(ROOT / "tools" / "make_snapshot.mjs"), str(ROOT / "node_modules" / "pyodide")]
        subprocess.run([*command, str(other), "another-release 0", *zips], check=True, capture_output=True)
        # Same modules, same size: else the size check refuses it first and the stamp goes untested.
        assert other.stat().st_size == real.stat().st_size, "a snapshot of the same modules differs in size"
        put_in_cache(page, fetched(f"runtime/{other.name}"))
        other.unlink()

    page = open_app(page)  # fails on any boot error, page error or Python traceback
    assert snapshot_state(page) == "fallback"
    expect(page.locator("#boot-error")).to_be_hidden()
    assert not page.evaluate(CACHED)  # dropped: the next start does not try it again
    refused = page.evaluate("localStorage.getItem('spacetable.v1.snapshot-refused')")
    assert refused == page.evaluate("document.documentElement.dataset.build")  # nor fetch it again
    start(page, "first_landing")  # the app works
    reveal(page)
    claim_a_hex(page)
