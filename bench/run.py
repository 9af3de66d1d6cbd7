"""Benchmark of the built site, measured side by side in one run (this VM is noisy: ±30 %).

    python bench/run.py [--rounds 5]      (or `make bench`)
    python bench/run.py --only taps --games migration_mars   (one step, one game: printed, no report)

Measures, interleaving the pages so drift hits both alike:
- cold (empty cache) and warm (second load) time-to-interactive of the app vs a bare page that
  only boots the same Pyodide, and their ratio;
- tap -> re-rendered board latency in the app (p50, p95), and the medians of its phases (engine,
  markup, regions and board written, dom: legal marks and the rest, focus, scroll, and the frame
  callback with the layout it reads) over the taps and the undos between them, for every game;
  and tap -> next frame painted with the CPU slowed 4x (Chrome DevTools'
  Emulation.setCPUThrottlingRate: a mid-range tablet); both beside the same loop on a page whose
  tap does nothing (the floor: the wait for the next frame itself);
- bytes transferred on a cold load, by file, split into runtime and our own files: the home page
  alone, then each game's own bytes when it is opened;
- the start of each game's table from the home page (the "New game" tap to the setup form, which
  fetches and imports the game's zip, then "Start" to the board drawn), cold and warm;
- the rules page's time to ready (one runtime, the boards on screen live), cold and warm, and the
  time until a board far down the page is live after jumping to its section;
- random games of every game in CPython and in Pyodide (listing and apply costs), MCTS speed,
  and the same engine workload in both runtimes with their ratio;
- computer players: the longest main-thread task while a bot thinks, in its worker and (without
  workers) on the page, with the decisions' median time;
- the app's Pyodide memory snapshot (tools/make_snapshot.mjs, built with the site): the app's warm
  start from it beside the bare page (boot step), and, on snapshot.html, Python ready with our
  modules from it against the bare runtime and against importing normally (its size too).
Writes bench/results/latest.json and the tables in docs/performance.md.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core.registry import all_metas, declaration_of  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
READY = 'html[data-ready="1"]'
# Records when the ready marker appears, relative to navigation start. It watches the
# document, not <html>: init scripts run before the <html> element exists.
READY_PROBE = """
new MutationObserver((_, obs) => {
  if (document.documentElement.dataset.ready === "1") { window.__readyAt = performance.now(); obs.disconnect(); }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""
WORKLOAD_SEEDS = 10
ENGINE_GAMES = 20  # random Migration: Mars games per player count, in each runtime
MCTS_ITERATIONS = 400  # playouts of one MCTS (normal) decision on a mid-game Migration: Mars position
# Every declared game with a bench position (`Bench` in its declaration): a new game is benched too.
TAP_GAMES = tuple(meta.id for meta in all_metas() if (d := declaration_of(meta.id)) is not None and d.bench)
GAMES = TAP_GAMES  # every game: table start, bytes, engine speed
THROTTLE = 4  # CPU slowdown of the throttled taps (a mid-range tablet)
THROTTLED_TAPS = 60
REFERENCE_STEPS = 400_000  # the machine-speed reference's loop (reference_ms)
PARTIAL = ROOT / "bench" / "results" / "partial.json"  # each step's figures as soon as it ends
RULES_JUMP = "rules.html#migration-mars-meteors"  # a section far down the page
RULES_JUMP_BOARD = "scenarios/migration_mars/meteor-guide.json"
PREFIX = "/spacetable/"
# The pages whose start-up is compared: the app, the embed a rules site iframes, the bare runtime.
BOOT_PAGES = (
    ("app", "index.html"),
    ("embed", "embed.html?scenario=scenarios/migration_mars/meteor-guide.json&lang=en"),
    ("bare", "bare.html"),
    ("app_snapshot", "index.html"),  # the app again, its memory snapshot cached before the warm load
)
# What sw.js does after a first visit: copy this release's memory snapshot into its cache.
CACHE_SNAPSHOT = """async () => {
  const build = document.documentElement.dataset.build;
  const url = new URL(`runtime/snapshot-${build}.bin`, location.href).href;
  const cache = await caches.open(`spacetable-${build}`);
  await cache.put(url, await fetch(url));
}"""


def median(values: list[float]) -> float:
    """The median, rounded to 0.1."""
    return round(statistics.median(values), 1)


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank), rounded to 0.01."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))], 2)


@contextmanager
def browser() -> Iterator[Any]:
    """Debian's Chromium through Playwright, headless."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        instance = pw.chromium.launch(executable_path=CHROMIUM, args=FLAGS, headless=True)
        try:
            yield instance
        finally:
            instance.close()


def boot_times(chromium: Any, url: str, snapshot: bool = False) -> tuple[float, float, dict[str, int]]:
    """Cold and warm time-to-interactive (ms) of one page, and the cold bytes by path; `snapshot`:
    the app's memory snapshot is put in the release cache between the two (as sw.js does), so the
    warm load starts from it.

    The service worker is blocked here: its background copy of the site would compete with the
    warm load (the offline start is measured on its own, by offline_times)."""
    context = chromium.new_context(service_workers="block")
    context.add_init_script(READY_PROBE)
    sizes: dict[str, int] = {}
    page = context.new_page()
    page.on("requestfinished", lambda req: _record_size(sizes, req))
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    cold = float(page.evaluate("window.__readyAt"))
    cold_sizes = dict(sizes)
    if snapshot:
        page.evaluate(CACHE_SNAPSHOT)
    page.goto("about:blank")
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    warm = float(page.evaluate("window.__readyAt"))
    if snapshot and page.evaluate("document.documentElement.dataset.snapshot") != "used":
        raise RuntimeError("the app's warm start did not use its memory snapshot")
    context.close()
    return cold, warm, cold_sizes


def offline_times(chromium: Any, url: str, offline_first: bool = False) -> dict[bool, tuple[float, str]]:
    """After one visit (and its memory snapshot copied into the cache): a start in a new tab online
    and one with the network cut, in the order asked; by offline or not, the time and how the start
    used the snapshot (<html data-snapshot>: used, fallback or none)."""
    context = chromium.new_context(service_workers="allow")
    context.add_init_script(READY_PROBE)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector('html[data-offline-ready="1"]', state="attached", timeout=180_000)
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
    page.wait_for_function(SNAPSHOT_CACHED, timeout=180_000)  # the copy no longer competes with a start
    page.close()
    times = {}
    for offline in (True, False) if offline_first else (False, True):
        context.set_offline(offline)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=120_000)
        times[offline] = (float(page.evaluate("window.__readyAt")), str(page.evaluate(SNAPSHOT_USE)))
        page.close()
    context.close()
    return times


SNAPSHOT_CACHED = r"""async () => {
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    if ((await cache.keys()).some((r) => /runtime\/snapshot-/.test(r.url))) return true;
  }
  return false;
}"""
SNAPSHOT_USE = "document.documentElement.dataset.snapshot || ''"


def measure_offline(chromium: Any, base: str, rounds: int) -> dict[str, Any]:
    """Offline start vs online warm start of the app, both after one visit (goal: not slower); the
    two take turns to go first (the second tab found the first's compiled code: 2026-11-28)."""
    online, offline, uses = [], [], []
    for index in range(rounds):
        times = offline_times(chromium, base + "index.html", offline_first=index % 2 == 1)
        online.append(times[False][0])
        offline.append(times[True][0])
        uses.append({"online": times[False][1], "offline": times[True][1], "offline_first": index % 2 == 1})
    return {
        "online_warm_ms": median(online),
        "offline_cold_ms": median(offline),
        "runs": [online, offline],
        "snapshot_use": uses,
    }


def _record_size(sizes: dict[str, int], request: Any) -> None:
    path = request.url.split(PREFIX, 1)[-1].split("?")[0]
    sizes[path] = sizes.get(path, 0) + int(request.sizes()["responseBodySize"])


def measure_boot(chromium: Any, base: str, rounds: int) -> dict[str, Any]:
    """Interleaved cold/warm boots of the app and the bare page."""
    runs: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": []} for name, _ in BOOT_PAGES}
    cold_bytes: dict[str, dict[str, int]] = {}
    for _ in range(rounds):
        for name, page in BOOT_PAGES:
            cold, warm, sizes = boot_times(chromium, base + page, snapshot=name == "app_snapshot")
            runs[name]["cold"].append(cold)
            runs[name]["warm"].append(warm)
            cold_bytes[name] = sizes
    result: dict[str, Any] = {k: {m: median(v) for m, v in runs[k].items()} for k in runs}
    result["ratio"] = {m: round(result["app"][m] / result["bare"][m], 3) for m in ("cold", "warm")}
    result["embed_ratio"] = {m: round(result["embed"][m] / result["bare"][m], 3) for m in ("cold", "warm")}
    result["snapshot_ratio"] = {m: round(result["app_snapshot"][m] / result["bare"][m], 3) for m in ("cold", "warm")}
    result["runs"] = runs
    result["bytes"] = split_bytes(cold_bytes["app"])
    result["embed_bytes"] = split_bytes(cold_bytes["embed"])  # it unpacks only its own zip
    return result


OWN_RUNTIME_FILES = frozenset({"runtime/pyodide-start.mjs"})  # ours, beside the runtime: the snapshot start


def split_bytes(sizes: dict[str, int]) -> dict[str, Any]:
    """Cold-load bytes by file, and totals for the runtime and for our own files."""
    runtime = {p: s for p, s in sizes.items() if p.startswith("runtime/") and p not in OWN_RUNTIME_FILES}
    own = {p: s for p, s in sizes.items() if p not in runtime}
    by_file = dict(sorted(sizes.items()))
    return {"runtime_total": sum(runtime.values()), "own_total": sum(own.values()), "by_file": by_file}


def measure_taps(chromium: Any, base: str, game_id: str, taps: int, throttle: int = 1) -> dict[str, Any]:
    """Board tap -> re-render latency on a game's bench position, timed inside the page; `throttle`:
    the CPU slowed that many times once the page is ready (the start-up itself is not slowed)."""
    sys.path.insert(0, str(ROOT / "web"))
    from spacetable_web.benchpos import bench_match, tap_target

    match = bench_match(game_id)
    assert match is not None
    target = tap_target(match)  # the page opens the same position: the engine replays bit-exactly
    context = chromium.new_context()
    context.add_init_script("window.spacetableProfile = true; window.spacetableTimings = [];")
    page = context.new_page()
    page.goto(base + "index.html#bench" + ("" if game_id == "first_landing" else f"/{game_id}"))
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    run = tap_loop(context, page, taps, target, throttle)
    handled = [float(h) for h, _ in run["samples"]]
    framed = [float(f) for _, f in run["samples"]]
    phases = phase_medians(run["phases"])
    return {
        "taps": len(handled),
        "p50_ms": percentile(handled, 50),
        "p95_ms": percentile(handled, 95),
        "max_ms": max(handled),
        "frame_p50_ms": percentile(framed, 50),
        "frame_p95_ms": percentile(framed, 95),
        "board_tap_phases_ms": phases,
        "log_entries": len(match.entries),
        "throttle": throttle,
    }


def tap_loop(context: Any, page: Any, taps: int, target: str, throttle: int) -> dict[str, Any]:
    """TAP_LOOP on a ready page, the CPU slowed `throttle` times first; the context is closed after."""
    if throttle > 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    run: dict[str, Any] = page.evaluate(TAP_LOOP, {"taps": taps, "target": target, "mark": ""})
    context.close()
    return run


# The tap loop's floor: a page whose click handler only moves the render sequence. Its "next frame
# painted" is the wait for the next frame itself (about one frame, 16.7 ms, at 60 Hz): the loop
# taps right after a frame, so no page can do better, and a game's figure near it was painted in
# the next frame. Served by the bench (page.route), not built into the site.
FLOOR_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>tap floor</title></head>
<body><div id="board"><svg width="60" height="60"><g data-target="floor" data-legal="1"><rect width="50"
height="50"/></g></svg></div><button data-command="undo">undo</button><script>
document.addEventListener("click", () => {
  const root = document.documentElement;
  root.dataset.renderSeq = String(Number(root.dataset.renderSeq || 0) + 1);
});
</script></body></html>"""


def measure_tap_floor(chromium: Any, base: str, taps: int, throttle: int = 1) -> dict[str, Any]:
    """The tap loop on FLOOR_PAGE: tap -> next frame painted when a tap costs nothing."""
    context = chromium.new_context()
    page = context.new_page()
    url = base + "bench-floor.html"
    page.route(url, lambda route: route.fulfill(body=FLOOR_PAGE, content_type="text/html"))
    page.goto(url)
    run = tap_loop(context, page, taps, "floor", throttle)
    framed = [float(f) for _, f in run["samples"]]
    return {"taps": len(framed), "frame_p50_ms": percentile(framed, 50), "frame_p95_ms": percentile(framed, 95)}


# From the home page: tap "New game" (the game's zip is fetched and imported first), then "Start"
# with the default seats; each time is until the screen it opens is drawn (render sequence moved).
TABLE_START = """
async (game) => {
  const app = document.getElementById("app");
  const until = (test) => new Promise((resolve) => {
    const check = () => (test() ? resolve(performance.now()) : setTimeout(check, 0));
    check();
  });
  const t0 = performance.now();
  document.querySelector(`[data-command="new"][data-arg="${game}"]`).click();
  const setup = await until(() => app.dataset.screen === "setup");
  const t1 = performance.now();
  document.querySelector('[data-command="start"]').click();
  const table = await until(() => app.dataset.screen === "table" && document.querySelector("#board svg, .curtain"));
  return {open_ms: setup - t0, start_ms: table - t1, total_ms: table - t0};
}
"""


def table_start(page: Any, base: str, game_id: str) -> dict[str, float]:
    """One start of a game's table from the home page (times measured inside the page)."""
    page.goto(base + "index.html")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    return {k: round(float(v), 1) for k, v in page.evaluate(TABLE_START, game_id).items()}


def measure_games(chromium: Any, base: str, rounds: int) -> dict[str, Any]:
    """Per game: its table's start from the home page, cold (a new browser profile: the game's zip
    is downloaded) and warm (the page loaded again: the zip comes from the HTTP cache), and the
    bytes of our own files that opening it downloads."""
    result: dict[str, Any] = {}
    for game in GAMES:
        cold: list[dict[str, float]] = []
        warm: list[dict[str, float]] = []
        sizes: dict[str, int] = {}
        for _ in range(rounds):
            context = chromium.new_context(service_workers="block")
            page = context.new_page()
            page.goto(base + "index.html")
            page.wait_for_selector(READY, state="attached", timeout=120_000)
            opened: dict[str, int] = {}

            def record(request: Any, into: dict[str, int] = opened) -> None:
                _record_size(into, request)

            page.on("requestfinished", record)
            cold.append({k: round(float(v), 1) for k, v in page.evaluate(TABLE_START, game).items()})
            page.remove_listener("requestfinished", record)  # the warm load is not the game's download
            sizes = opened
            warm.append(table_start(page, base, game))
            context.close()
        result[game] = {
            "cold": {k: median([r[k] for r in cold]) for k in cold[0]},
            "warm": {k: median([r[k] for r in warm]) for k in warm[0]},
            "bytes": sum(size for path, size in sizes.items() if not path.startswith("runtime/")),
            "zip_bytes": sum(size for path, size in sizes.items() if path.startswith(f"py/{game}-")),
            "files": sorted(sizes),
        }
    return result


def rules_ready(chromium: Any, url: str, board: str | None = None) -> tuple[float, float]:
    """Cold and warm time until the rules page is ready (or, given a board's scenario, until that
    board is live), from navigation start."""
    probe = READY_PROBE if board is None else BOARD_PROBE.replace("SCENARIO", board)
    context = chromium.new_context(service_workers="block")
    context.add_init_script(probe)
    page = context.new_page()
    times = []
    for _ in range(2):
        page.goto(url)
        page.wait_for_function("window.__readyAt !== undefined", timeout=180_000)
        times.append(float(page.evaluate("window.__readyAt")))
        page.goto("about:blank")
    context.close()
    return times[0], times[1]


BOARD_PROBE = """
new MutationObserver((_, obs) => {
  const board = document.querySelector('.rules-board[data-scenario="SCENARIO"]');
  if (board && board.dataset.ready === "1") { window.__readyAt = performance.now(); obs.disconnect(); }
}).observe(document, {attributes: true, subtree: true, attributeFilter: ["data-ready"]});
"""


def measure_rules(chromium: Any, base: str, rounds: int) -> dict[str, Any]:
    """The rules page: ready (runtime up, the boards on screen live) and a jump to a far section."""
    page_runs: dict[str, list[float]] = {"cold": [], "warm": []}
    jump_runs: dict[str, list[float]] = {"cold": [], "warm": []}
    for _ in range(rounds):
        for runs, url, board in ((page_runs, "rules.html", None), (jump_runs, RULES_JUMP, RULES_JUMP_BOARD)):
            cold, warm = rules_ready(chromium, base + url, board)
            runs["cold"].append(cold)
            runs["warm"].append(warm)
    return {
        "ready": {k: median(v) for k, v in page_runs.items()},
        "jump": {k: median(v) for k, v in jump_runs.items()},
        "runs": {"ready": page_runs, "jump": jump_runs},
    }


def phase_medians(taps: list[dict[str, float]]) -> dict[str, float]:
    """The median of each phase over the taps that went through it (a full redraw skips the
    patch phases), in the order the phases first appear."""
    names = dict.fromkeys(name for tap in taps for name in tap)
    return {name: median([float(tap[name]) for tap in taps if name in tap]) for name in names}


# The app's bench routes open a fixed position (#bench: First Landing after the first roll;
# #bench/migration_mars: a 4-player game in round 11); each tap takes the one action of a
# board target, then "undo" restores the position, alternately. `mark` (bench/frames.py): a
# user-timing mark before each tap and after the last, where a performance trace is cut.
TAP_LOOP = """
async ({taps, target, mark}) => {
  // The board drawn (data-drawn-seq; older sites: data-render-seq, which counted the same then).
  const root = document.documentElement;
  const seq = () => Number(root.dataset.drawnSeq || root.dataset.renderSeq || 0);
  const out = [];
  for (let i = 0; i < taps; i++) {
    const element = i % 2 === 0
      ? document.querySelector(`#board [data-target="${target}"][data-legal="1"]`)
      : document.querySelector('[data-command="undo"]');
    if (!element) throw new Error("nothing to tap at step " + i);
    const before = seq();
    if (mark) performance.mark(mark);
    const t0 = performance.now();
    element.dispatchEvent(new MouseEvent("click", {bubbles: true}));
    while (seq() === before) { await new Promise(r => setTimeout(r, 0)); }
    const handled = performance.now() - t0;
    // The next frame's style, layout and paint run after its rAF callbacks, before this task.
    await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
    out.push([handled, performance.now() - t0]);
    // A person taps again after the table settled (its panel and log are drawn a frame later):
    // the next tap starts on an idle page, with either site.
    while (root.dataset.settling === "1") { await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0))); }
  }
  if (mark) performance.mark(mark);
  return {samples: out, phases: (window.spacetableTimings || []).map(JSON.parse)};
}
"""


SNAPSHOT_MODES = ("bare", "imports", "snapshot")


def page_zip_names(dist: Path) -> list[str]:
    """The zips the app page unpacks at start (its pyscript.toml [files]), by file name."""
    import tomllib

    config = tomllib.loads((dist / "pyscript.toml").read_text(encoding="utf-8"))
    return [source.rsplit("/", 1)[1] for source in config["files"]]


def measure_snapshot(chromium: Any, base: str, rounds: int) -> dict[str, Any]:
    """Interleaved cold and warm starts: bare Pyodide, Pyodide then our imports, and the snapshot."""
    dist = ROOT / "dist"
    (made,) = (dist / "runtime").glob("snapshot-*.bin")  # the build's (tools/make_snapshot.mjs)
    zips = page_zip_names(dist)
    runs: dict[str, dict[str, list[float]]] = {mode: {"cold": [], "warm": []} for mode in SNAPSHOT_MODES}
    for _ in range(rounds):
        for mode in SNAPSHOT_MODES:
            context = chromium.new_context(service_workers="block")
            page = context.new_page()
            url = f"{base}snapshot.html?mode={mode}&zips={json.dumps(zips)}"
            for kind in ("cold", "warm"):
                page.goto(url)
                page.wait_for_selector(READY, state="attached", timeout=180_000)
                runs[mode][kind].append(float(page.evaluate("window.__readyAt")))
                page.goto("about:blank")
            context.close()
    result: dict[str, Any] = {m: {k: median(v) for k, v in r.items()} for m, r in runs.items()}
    result["bytes"] = made.stat().st_size
    result["runs"] = runs
    return result


def cpython_workload() -> float:
    """Milliseconds for the engine workload in this CPython (best of 3)."""
    from pyengine.selftest import playout_hashes

    times = []
    for _ in range(3):
        start = time.perf_counter()
        playout_hashes(seeds=range(WORKLOAD_SEEDS))
        times.append((time.perf_counter() - start) * 1000)
    return min(times)


def pyodide_workload(chromium: Any, base: str) -> float:
    """Milliseconds for the same workload inside Pyodide (best of 3, timed by Python itself)."""
    context = chromium.new_context()
    page = context.new_page()
    page.goto(base + "selftest.html")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    best = min(float(page.evaluate("(n) => window.spacetableWorkload(n)", WORKLOAD_SEEDS)) for _ in range(3))
    context.close()
    return best


def measure_engine(chromium: Any, base: str) -> dict[str, Any]:
    """Random games per second, listing and apply costs, CPython beside Pyodide: Migration: Mars
    at 2, 3 and 4 players, every game at 2 players."""
    from pyengine.selftest import measure_playouts

    context = chromium.new_context()
    page = context.new_page()
    page.goto(base + "selftest.html")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    result: dict[str, Any] = {}
    for players in (2, 3, 4):
        seeds = range(ENGINE_GAMES)
        cpython = measure_playouts("migration_mars", players, seeds)
        script = "([g, p, n]) => window.spacetableMeasure(g, p, n)"
        pyodide = json.loads(page.evaluate(script, ["migration_mars", players, ENGINE_GAMES]))
        result[str(players)] = {"cpython": cpython, "pyodide": pyodide}
    from pyengine.selftest import mcts_rate

    result["games"] = {}
    for game in GAMES:
        cpython = measure_playouts(game, 2, range(ENGINE_GAMES))
        script = "([g, p, n]) => window.spacetableMeasure(g, p, n)"
        pyodide = json.loads(page.evaluate(script, [game, 2, ENGINE_GAMES]))
        result["games"][game] = {"cpython": cpython, "pyodide": pyodide}
    result["mcts"] = {
        "cpython": mcts_rate(MCTS_ITERATIONS),
        "pyodide": json.loads(page.evaluate("(n) => window.spacetableMcts(n)", MCTS_ITERATIONS)),
    }
    context.close()
    return result


def measure_workload(chromium: Any, base: str, rounds: int) -> dict[str, Any]:
    """Interleaved CPython and Pyodide runs of the same playouts."""
    cpy, pyo = [], []
    for _ in range(rounds):
        cpy.append(cpython_workload())
        pyo.append(pyodide_workload(chromium, base))
    return {
        "seeds": WORKLOAD_SEEDS,
        "cpython_ms": median(cpy),
        "pyodide_ms": median(pyo),
        "ratio": round(statistics.median(pyo) / statistics.median(cpy), 3),
    }


def run(rounds: int, taps: int, only: set[str] | None = None, games: tuple[str, ...] = TAP_GAMES) -> dict[str, Any]:
    """All measurements (or only the named steps; taps only on the named games)."""
    dist = ROOT / "dist"
    with serve_in_thread(dist, prefix=PREFIX) as origin, browser() as chromium:
        base = origin + PREFIX
        steps: list[tuple[str, Callable[[], dict[str, Any]]]] = [
            ("boot", lambda: measure_boot(chromium, base, rounds)),
            ("offline", lambda: measure_offline(chromium, base, rounds + rounds % 2)),  # each order as often
            ("games", lambda: measure_games(chromium, base, max(2, rounds // 2))),
            ("rules", lambda: measure_rules(chromium, base, max(2, rounds // 2))),
            (
                "floor",
                lambda: {
                    "1": measure_tap_floor(chromium, base, taps),
                    str(THROTTLE): measure_tap_floor(chromium, base, THROTTLED_TAPS, THROTTLE),
                },
            ),
            ("taps", lambda: {game: measure_taps(chromium, base, game, taps) for game in games}),
            (
                "throttled",
                lambda: {game: measure_taps(chromium, base, game, THROTTLED_TAPS, THROTTLE) for game in games},
            ),
            ("engine", lambda: measure_engine(chromium, base)),
            ("snapshot", lambda: measure_snapshot(chromium, base, max(2, rounds // 2))),
            ("workload", lambda: measure_workload(chromium, base, max(2, rounds // 2))),
            ("bots", lambda: measure_bots(chromium, base)),
        ]
        result: dict[str, Any] = {
            "when": time.strftime("%Y-%m-%d %H:%M"),
            "machine": _machine(),
            "reference_ms": reference_ms(),
        }
        for name, step in steps:
            if only and name not in only:
                continue
            print(f"bench: {name}...", flush=True)
            try:
                result[name] = step()
            except Exception:  # a broken step must not throw away the half hour measured before it
                traceback.print_exc()
                result.setdefault("failed", []).append(name)
            PARTIAL.parent.mkdir(parents=True, exist_ok=True)
            PARTIAL.write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    return result


def reference_ms() -> float:
    """CPU milliseconds of a fixed pure-Python workload (best of 5), none of it our code: this VM's
    speed differs by 2.5 times between days, so each run records how fast its machine was."""
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        table: dict[str, int] = {}
        for i in range(REFERENCE_STEPS):
            key = f"k{i % 997}"
            table[key] = table.get(key, 0) + (i * i) % 7
        sorted(table.items(), key=lambda item: (item[1], item[0]))
        best = min(best, (time.process_time() - start) * 1000)
    return round(best, 1)


def _machine() -> str:
    return f"{platform.machine()}, {platform.python_implementation()} {platform.python_version()}, {_cores()} cores"


def _cores() -> int:
    import os

    return os.cpu_count() or 0


def write_report(result: dict[str, Any]) -> None:
    """JSON in bench/results/latest.json and the tables in docs/performance.md."""
    out = ROOT / "bench" / "results"
    out.mkdir(parents=True, exist_ok=True)
    (out / "latest.json").write_text(json.dumps(result, indent=2) + "\n", encoding="utf-8")
    doc = ROOT / "docs" / "performance.md"
    empty = "# Performance\n\n<!-- bench:start -->\n<!-- bench:end -->\n"
    text = doc.read_text(encoding="utf-8") if doc.exists() else empty
    head, rest = text.split("<!-- bench:start -->", 1)
    _, tail = rest.split("<!-- bench:end -->", 1)
    doc.write_text(head + "<!-- bench:start -->\n" + tables(result) + "<!-- bench:end -->" + tail, encoding="utf-8")


def tables(r: dict[str, Any]) -> str:
    """Markdown tables of one run."""
    boot, taps, work = r["boot"], r["taps"], r["workload"]
    app, bare, ratio = boot["app"], boot["bare"], boot["ratio"]
    embed, embed_ratio = boot["embed"], boot["embed_ratio"]
    own = boot["bytes"]["own_total"]
    lines = [
        f"Run of {r['when']} on {r['machine']}; medians of {len(boot['runs']['app']['cold'])} interleaved rounds. "
        f"Machine speed: a fixed pure-Python reference took {r.get('reference_ms', '?')} ms of CPU "
        "(bench/run.py reference_ms; compare runs of different days by it).",
        "",
        "| Measure | App | Bare Pyodide | Ratio app/bare | Goal |",
        "|---|---|---|---|---|",
        f"| Cold time-to-interactive (ms) | {app['cold']} | {bare['cold']} | {ratio['cold']} | ≤ 1.0 |",
        f"| Warm time-to-interactive (ms) | {app['warm']} | {bare['warm']} | {ratio['warm']} | |",
        f"| Embed (meteor guide), cold (ms) | {embed['cold']} | {bare['cold']} | {embed_ratio['cold']} | |",
        f"| Embed (meteor guide), warm (ms) | {embed['warm']} | {bare['warm']} | {embed_ratio['warm']} | |",
        *snapshot_boot_rows(boot),
        "",
        "| After one visit (service worker on) | Online warm start (ms) | Offline cold start (ms) | Goal |",
        "|---|---|---|---|",
        f"| App | {r['offline']['online_warm_ms']} | {r['offline']['offline_cold_ms']} | offline ≤ online |",
        "",
        "| Measure | Value | Goal |",
        "|---|---|---|",
        *floor_rows(r.get("floor", {}).get("1")),
        *tap_rows(taps, r.get("floor", {}).get("1")),
        f"| Cold bytes, runtime (Pyodide + PyScript) | {boot['bytes']['runtime_total']:,} | |",
        f"| Cold bytes, our own files: the home page alone | {own:,} | ≤ 300 KB |",
        f"| Cold bytes, the embed's own files (its zip, page, scenario) | {boot['embed_bytes']['own_total']:,} | |",
        f"| Engine workload ({work['seeds']} random playouts), CPython (ms) | {work['cpython_ms']} | |",
        f"| Same workload in Pyodide (ms) | {work['pyodide_ms']} | |",
        f"| Ratio Pyodide / CPython | {work['ratio']} | ≤ 1.5 |",
        "",
        *game_rows(r["games"]),
        *rules_rows(r["rules"]),
        *throttled_rows(r["throttled"], r.get("floor", {}).get(str(THROTTLE))),
        *engine_rows(r["engine"]),
        *snapshot_rows(r["snapshot"]),
        *(bot_rows(r["bots"]) if "bots" in r else []),
        "<details><summary>Cold bytes by file</summary>",
        "",
        "| File | Bytes |",
        "|---|---|",
        *[f"| `{path}` | {size:,} |" for path, size in boot["bytes"]["by_file"].items()],
        "",
        "</details>",
        "",
    ]
    return "\n".join(lines) + "\n"


def floor_rows(floor: dict[str, Any] | None) -> list[str]:
    """The tap loop's floor (FLOOR_PAGE), when the run measured it."""
    if floor is None:
        return []
    return [
        "| Tap → next frame painted, p50 / p95 (ms), floor: a page whose tap does nothing (FLOOR_PAGE) "
        f"| {floor['frame_p50_ms']} / {floor['frame_p95_ms']} | |"
    ]


def tap_rows(taps: dict[str, Any], floor: dict[str, Any] | None = None) -> list[str]:
    """Tap latency lines, one group per bench position; the frame's goal is the floor's p95 plus one
    frame (16.7 ms): painted at most one frame later than a tap that does nothing."""
    goal = "" if floor is None else f"≤ {floor['frame_p95_ms'] + 16.7:.1f} (floor + 16.7)"
    rows = []
    for game, t in taps.items():
        where = f"{game}, {t['log_entries']} log lines, {t['taps']} taps"
        rows.append(f"| Tap → re-rendered board, p50 (ms; {where}) | {t['p50_ms']} | |")
        rows.append(f"| Tap → re-rendered board, p95 (ms; {where}) | {t['p95_ms']} | |")
        rows.append(
            f"| Tap → next frame painted, p50 / p95 (ms; {game}) | {t['frame_p50_ms']} / {t['frame_p95_ms']} | {goal} |"
        )
        split = ", ".join(f"{k} {v}" for k, v in t["board_tap_phases_ms"].items())
        rows.append(f"| Board tap phases, medians (ms; {game}) | {split} | |")
    return rows


def game_rows(games: dict[str, Any]) -> list[str]:
    """Each game opened from the home page: its own bytes and its table's start, cold and warm."""
    lines = [
        "Each game from the home page: “New game” (fetches and imports the game's zip) to the setup form, "
        "then “Start” to the board drawn; medians in ms, cold (new profile) and warm (page loaded again):",
        "",
        "| Game | Its zip (bytes) | Own bytes when opened first (its zip and the table's) "
        "| Cold: new game / start / total | Warm: new game / start / total | Goal |",
        "|---|---|---|---|---|---|",
    ]
    for game, g in games.items():
        cold, warm = g["cold"], g["warm"]
        lines.append(
            f"| {game} | {g.get('zip_bytes', 0):,} | {g['bytes']:,} "
            f"| {cold['open_ms']} / {cold['start_ms']} / {cold['total_ms']} "
            f"| {warm['open_ms']} / {warm['start_ms']} / {warm['total_ms']} | zip ≤ 160 KB |"
        )
    return [*lines, ""]


def rules_rows(rules: dict[str, Any]) -> list[str]:
    """The rules page: one runtime, boards live near the screen."""
    ready, jump = rules["ready"], rules["jump"]
    return [
        "| Rules page (one runtime for every board) | Cold (ms) | Warm (ms) |",
        "|---|---|---|",
        f"| Time to ready: runtime up, the boards on screen live | {ready['cold']} | {ready['warm']} |",
        f"| Opened at the Meteors section: until its first board is live | {jump['cold']} | {jump['warm']} |",
        "",
    ]


def throttled_rows(throttled: dict[str, Any], floor: dict[str, Any] | None = None) -> list[str]:
    """Taps with the CPU slowed down (a mid-range tablet), and the tap loop's floor if measured."""
    lines = [
        f"Taps with the CPU {THROTTLE}× slower (DevTools CPU throttling once the page is ready; a mid-range tablet):",
        "",
        "| Game | Taps | Tap → re-rendered board p50 / p95 (ms) | Tap → next frame painted p50 / p95 (ms) | Goal |",
        "|---|---|---|---|---|",
    ]
    for game, t in throttled.items():
        lines.append(
            f"| {game} | {t['taps']} | {t['p50_ms']} / {t['p95_ms']} | {t['frame_p50_ms']} / {t['frame_p95_ms']} "
            "| frame p50 ≤ 50, p95 ≤ 100 (in a run whose reference is under 90 ms) |"
        )
    if floor is not None:
        frame = f"{floor['frame_p50_ms']} / {floor['frame_p95_ms']}"
        lines.append(f"| floor (FLOOR_PAGE) | {floor['taps']} | | {frame} | |")
    return [*lines, ""]


def snapshot_boot_rows(boot: dict[str, Any]) -> list[str]:
    """The app's warm start from its memory snapshot, in the boot table (older runs lack it)."""
    if "app_snapshot" not in boot:
        return []
    snap, bare, ratio = boot["app_snapshot"], boot["bare"], boot["snapshot_ratio"]
    return [
        f"| Warm time-to-interactive, app from its memory snapshot (ms) | {snap['warm']} | {bare['warm']} "
        f"| {ratio['warm']} | ≤ 0.35 |"
    ]


def snapshot_rows(snap: dict[str, Any]) -> list[str]:
    """Python ready from the memory snapshot vs bare and importing normally (snapshot.html)."""
    bare = snap["bare"]
    rows = [
        f"A Pyodide memory snapshot after our imports (tools/make_snapshot.mjs): {snap['bytes']:,} bytes. "
        "Time to Python ready with the home page's modules imported (ms):",
        "",
        "| Start | Cold | Warm | Warm / bare |",
        "|---|---|---|---|",
    ]
    for mode in SNAPSHOT_MODES:
        m = snap[mode]
        rows.append(f"| {mode} | {m['cold']} | {m['warm']} | {round(m['warm'] / bare['warm'], 2)} |")
    return [*rows, ""]


def engine_rows(engine: dict[str, Any]) -> list[str]:
    """Migration: Mars random games: speed in both runtimes, per player count."""
    lines = [
        f"Migration: Mars, random legal actions, {ENGINE_GAMES} games per player count in each runtime:",
        "",
        "| Players | Runtime | Games/s | Actions per game | Legal-action listing (µs) | One apply (µs) |",
        "|---|---|---|---|---|---|",
    ]
    for players, runs in engine.items():
        if players in ("mcts", "games"):
            continue
        for runtime, m in runs.items():
            per_game = round(m["actions"] / max(m["games"], 1))
            lines.append(
                f"| {players} | {runtime} | {m['games_per_s']} | {per_game} | {m['listing_us']} | {m['apply_us']} |"
            )
    lines += [
        "",
        f"Every game, 2 players, random legal actions, {ENGINE_GAMES} games in each runtime:",
        "",
        "| Game | Runtime | Games/s | ms per game | Actions per game | Legal-action listing (µs) | One apply (µs) |",
        "|---|---|---|---|---|---|---|",
    ]
    for game, runs in engine.get("games", {}).items():
        for runtime, m in runs.items():
            per_game = round(m["actions"] / max(m["games"], 1))
            ms = round(1000 / max(m["games_per_s"], 0.001), 1)
            lines.append(
                f"| {game} | {runtime} | {m['games_per_s']} | {ms} | {per_game} | {m['listing_us']} | {m['apply_us']} |"
            )
    mcts = engine["mcts"]
    ratio = round(mcts["cpython"]["per_s"] / mcts["pyodide"]["per_s"], 2)
    lines += [
        "",
        f"MCTS (normal settings, {MCTS_ITERATIONS} playouts) on a 4-player round-{mcts['cpython']['round']} position: "
        f"{mcts['cpython']['per_s']} playouts/s in CPython, {mcts['pyodide']['per_s']} in Pyodide "
        f"(CPython/Pyodide {ratio}): 1,000 playouts take {1000 / mcts['pyodide']['per_s']:.2f} s in Pyodide "
        f"(goal ≤ 2 s) and {1000 / mcts['cpython']['per_s']:.2f} s in CPython.",
    ]
    return [*lines, ""]


# --- bots: the main thread while a bot thinks (moved here from e2e/test_bots_browser.py) ------------
BOT_SEATS = ("mcts:normal", "heuristic:normal")  # a watched First Landing game between two bots
BOT_DECISIONS = 12  # bot decisions per mode before the longest main-thread task is read
NO_BOT_WORKER = """(() => {
  const Real = window.Worker;
  window.Worker = function (url, options) {
    if (String(url).includes("bot-worker")) throw new Error("no bot worker in this run");
    return new Real(url, options);
  };
})();"""


def bot_game(chromium: Any, base: str, mode: str) -> dict[str, Any]:
    """A bot game watched until BOT_DECISIONS decisions: the longest main-thread task while a bot
    thought, its decisions' median thinking time, and the long tasks of the whole run (boot included).
    `mode` "worker": the bots think in their web worker; "page": workers are refused, so they think
    on the page in slices."""
    context = chromium.new_context(service_workers="block")
    if mode == "page":
        context.add_init_script(NO_BOT_WORKER)
    page = context.new_page()
    page.goto(base + "index.html")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    page.click('[data-command="new"][data-arg="first_landing"]')
    for seat, control in enumerate(BOT_SEATS):
        page.select_option(f"#seat-control-{seat}", control)
    page.fill("#seed", "21")
    page.click('[data-command="start"]')
    page.click('[data-command="bot-pace"][data-arg="fast"]')
    page.wait_for_function(
        "(n) => window.spacetableBotThinking.filter((s) => s.end !== null).length >= n",
        arg=BOT_DECISIONS,
        timeout=300_000,
    )
    spans = page.evaluate("window.spacetableBotThinking")
    longest = float(page.evaluate("(mode) => window.spacetableLongestWhileThinking(mode)", mode))
    tasks = [float(t) for t in page.evaluate("window.spacetableLongTasks.map((t) => t.duration)")]
    context.close()
    done = [s for s in spans if s["end"] is not None]
    times = [float(s["end"]) - float(s["start"]) for s in done]
    return {
        "decisions": len(done),
        "modes": sorted({str(s["mode"]) for s in done}),
        # The same seeded game in both modes: the same decisions, a few searches of 200 playouts among
        # forced moves. A median of such a mix compares whichever kind lands in the middle (it read
        # 220 ms in the worker against 22 on the page); the total and the first decision do not.
        "think_p50_ms": percentile(times, 50),
        "think_total_ms": round(sum(times), 1),
        "think_first_ms": round(times[0], 1) if times else 0.0,
        "longest_task_while_thinking_ms": round(longest, 1),
        "long_tasks": len(tasks),
        "longest_task_ms": round(max(tasks, default=0.0), 1),
    }


def measure_bots(chromium: Any, base: str) -> dict[str, Any]:
    """Bots in their worker and, without workers, on the page: how long the main thread is held."""
    return {mode: bot_game(chromium, base, mode) for mode in ("worker", "page")}


def bot_rows(bots: dict[str, Any]) -> list[str]:
    """The main thread while bots think (a main-thread bot would hold it for its whole decision)."""
    lines = [
        f"First Landing watched between {' and '.join(BOT_SEATS)} (pace fast), {BOT_DECISIONS} decisions per mode:",
        "",
        "| Bots think | Decisions, total (ms) | First decision (ms) | Decision, p50 (ms) "
        "| Longest main-thread task while a bot thinks (ms) | Goal |",
        "|---|---|---|---|---|---|",
    ]
    for mode, b in bots.items():
        lines.append(
            f"| {mode} | {b.get('think_total_ms', '')} | {b.get('think_first_ms', '')} | {b['think_p50_ms']} "
            f"| {b['longest_task_while_thinking_ms']} | ≤ 150 |"
        )
    return [*lines, ""]


STEPS = ("boot", "offline", "games", "rules", "floor", "taps", "throttled", "engine", "snapshot", "workload", "bots")


def options(argv: list[str] | None = None) -> tuple[argparse.Namespace, set[str], tuple[str, ...]]:
    """The command line: its options, the steps to run (empty: all, and a report) and the tap games."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--taps", type=int, default=200)
    parser.add_argument("--only", default="", help=f"comma-separated steps ({','.join(STEPS)}); no report")
    parser.add_argument(
        "--games",
        default=",".join(TAP_GAMES),
        help="comma-separated games whose taps are measured (e.g. --only taps --games migration_mars); "
        "another than the default writes no report",
    )
    args = parser.parse_args(argv)
    only = {name for name in args.only.split(",") if name}
    games = tuple(name for name in args.games.split(",") if name)
    if only - set(STEPS):
        parser.error(f"no step {', '.join(sorted(only - set(STEPS)))} (known: {', '.join(STEPS)})")
    if set(games) - set(TAP_GAMES) or not games:
        parser.error(f"no tap bench for {args.games!r} (known: {', '.join(TAP_GAMES)})")
    if games != TAP_GAMES:
        only = only or set(STEPS)  # a partial run: no report
    return args, only, games


def main() -> None:
    """Run and report."""
    args, only, games = options()
    result = run(args.rounds, args.taps, only, games)
    if result.get("failed"):
        sys.exit(f"bench: step(s) {', '.join(result['failed'])} failed; what was measured is in {PARTIAL}")
    if only:  # a partial run is for looking, not for the record
        print(json.dumps({k: v for k, v in result.items() if k in only}, indent=2))
        return
    write_report(result)
    print(tables(result))


if __name__ == "__main__":
    main()
