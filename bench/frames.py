"""Where a tap's frame goes: a Chromium performance trace around board taps, summed by phase.

    python tools/build.py && python bench/frames.py [--games migration_mars] [--taps 30] [--throttle 4]
    python bench/frames.py --before /tmp/before-dist [--rounds 3]   (two builds, in turn each round)

Each game's bench position (`#bench/<game>`: the taps of bench/run.py, a board target then Undo)
is tapped with the trace on. The renderer's main thread, from one tap to the next, is split by
what the trace names it: scripting (the Python and JS handlers, the DOM patch's HTML parsing),
style (Recalculate Style), layout, prepaint, paint, composite (layerize and commit), gc, other.
Each event counts its own CPU time less its children's, for its own phase or else its nearest
named ancestor's, so a layout forced inside a script counts as layout (and as `forced`).
**CPU time of the thread, not wall time**: on a machine shared with other work the wall clock
mostly measures the wait for a core, the thread's CPU time much less so. (With DevTools' CPU
throttling on, the thread's CPU times grow with the rate too, as its wall times do.)
Prints JSON: per game and build, the medians of each phase, the busy main thread per tap (their
sum) p50 / p95, and the wall time from the tap to the next frame painted p50 / p95.
"""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import json
import statistics
import sys
from contextlib import ExitStack
from pathlib import Path
from types import ModuleType
from typing import Any, NamedTuple

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core.registry import all_metas, declaration_of  # noqa: E402
from tools.serve import serve_in_thread  # noqa: E402

CATEGORIES = [
    "-*",
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "disabled-by-default-devtools.timeline.frame",
    "v8.execute",
    "blink.user_timing",
    "toplevel",
]
# Chromium's devtools.timeline event names, by phase; an event named otherwise counts for its parent's.
PHASES = {
    "scripting": {
        "FunctionCall",
        "EventDispatch",
        "TimerFire",
        "FireAnimationFrame",
        "RunMicrotasks",
        "EvaluateScript",
        "v8.compile",
        "v8.compileModule",
        "V8.Execute",
        "v8.callFunction",
        "ParseHTML",
        "FireIdleCallback",
        "HandlePostMessage",
    },
    "style": {"UpdateLayoutTree", "RecalculateStyles", "ParseAuthorStyleSheet"},
    "layout": {"Layout", "UpdateLayerTree", "IntersectionObserverController::computeIntersections"},
    "prepaint": {"PrePaint"},
    "paint": {"Paint", "PaintImage", "PaintSetup"},
    "composite": {"Layerize", "UpdateLayer", "Commit", "CompositeLayers"},
    "gc": {"MinorGC", "MajorGC", "V8.GCScavenger", "V8.GCCompactor", "BlinkGC.AtomicPhase"},
}
PHASE_OF = {name: phase for phase, names in PHASES.items() for name in names}
COLUMNS = (*PHASES, "other")
TAP_MARK = "spacetable-tap"
# Every declared game with a bench position (`Bench` in its declaration), as bench/run.py taps.
GAMES = tuple(meta.id for meta in all_metas() if (d := declaration_of(meta.id)) is not None and d.bench)
WARM_UP_TAPS = 4  # untraced taps first: the first taps of a page fill caches a player fills once


class Span(NamedTuple):
    """One trace event on the main thread: wall start and end (µs), thread CPU time (µs), name."""

    start: float
    end: float
    cpu: float
    name: str


class Spent(NamedTuple):
    """An event's own CPU time (µs), the phase it counts for, and whether a script forced it."""

    start: float
    cpu: float
    phase: str
    forced: bool


def bench() -> ModuleType:
    """bench/run.py as a module (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "bench" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_run", module)
    spec.loader.exec_module(module)
    return module


def main_thread(events: list[dict[str, Any]]) -> tuple[int, int]:
    """(pid, tid) of the renderer main thread that ran the taps (the one holding the tap marks)."""
    for event in events:
        if event.get("name") == TAP_MARK:
            return int(event["pid"]), int(event["tid"])
    raise RuntimeError("no tap mark in the trace")


def spans(events: list[dict[str, Any]], pid: int, tid: int) -> list[Span]:
    """The thread's complete and begin/end events, outer before inner."""
    found: list[Span] = []
    begun: dict[str, list[tuple[float, float]]] = {}
    for event in events:
        if event.get("pid") != pid or event.get("tid") != tid:
            continue
        kind, name, ts = event.get("ph"), str(event.get("name")), float(event.get("ts", 0))
        tts = float(event.get("tts", 0))
        if kind == "X":
            wall = float(event.get("dur", 0))
            found.append(Span(ts, ts + wall, float(event.get("tdur", wall)), name))
        elif kind == "B":
            begun.setdefault(name, []).append((ts, tts))
        elif kind == "E" and begun.get(name):
            start, cpu_start = begun[name].pop()
            found.append(Span(start, ts, (tts - cpu_start) if tts and cpu_start else ts - start, name))
    found.sort(key=lambda span: (span.start, -span.end))
    return found


def self_times(found: list[Span]) -> list[Spent]:
    """Each event's own CPU time (its children's taken out), the phase it counts for (its own, else
    its nearest named ancestor's, else "other"), and whether a script encloses it."""
    out: list[Spent] = []
    stack: list[list[Any]] = []  # [start, end, cpu, phase, children's cpu, inside a script]

    def close(item: list[Any]) -> None:
        out.append(Spent(item[0], max(0.0, item[2] - item[4]), item[3], item[5]))

    for span in found:
        while stack and stack[-1][1] <= span.start:
            close(stack.pop())
        parent = stack[-1] if stack else None
        phase = PHASE_OF.get(span.name) or (parent[3] if parent else "other")
        inside = parent is not None and (parent[5] or parent[3] == "scripting")
        end = span.end if parent is None else min(span.end, parent[1])
        if parent is not None:
            parent[4] += span.cpu
        stack.append([span.start, end, span.cpu, phase, 0.0, inside])
    while stack:
        close(stack.pop())
    return out


def per_tap(events: list[dict[str, Any]]) -> list[dict[str, float]]:
    """CPU milliseconds of each phase between one tap mark and the next, on the main thread, and
    how much of style and layout a script forced."""
    pid, tid = main_thread(events)
    marks = sorted(float(e["ts"]) for e in events if e.get("name") == TAP_MARK and e.get("pid") == pid)
    spent = self_times(spans(events, pid, tid))
    taps: list[dict[str, float]] = []
    for begin, end in itertools.pairwise(marks):
        sums = dict.fromkeys([*COLUMNS, "forced"], 0.0)
        for item in spent:
            if begin <= item.start < end:
                sums[item.phase] += item.cpu
                if item.forced and item.phase in ("style", "layout"):
                    sums["forced"] += item.cpu
        taps.append({name: round(value / 1000, 3) for name, value in sums.items()})
    return taps


def traced_taps(run: ModuleType, chromium: Any, base: str, game_id: str, taps: int, throttle: int) -> dict[str, Any]:
    """Tap a game's bench position with the trace on: each tap's phases, its wall time to the next
    frame, and the app's own phase medians (window.spacetableProfile)."""
    sys.path.insert(0, str(ROOT / "web"))
    from spacetable_web.benchpos import bench_match, tap_target

    match = bench_match(game_id)
    assert match is not None
    target = tap_target(match)
    context = chromium.new_context()
    context.add_init_script("window.spacetableProfile = true; window.spacetableTimings = [];")
    page = context.new_page()
    page.goto(base + "index.html#bench" + ("" if game_id == "first_landing" else f"/{game_id}"))
    page.wait_for_selector(run.READY, state="attached", timeout=120_000)
    if throttle > 1:
        context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page.evaluate(run.TAP_LOOP, {"taps": WARM_UP_TAPS, "target": target, "mark": ""})
    page.evaluate("window.spacetableTimings = []")  # the warm-up's (taps and frame callbacks) left out
    chromium.start_tracing(page=page, categories=CATEGORIES)
    tapped = page.evaluate(run.TAP_LOOP, {"taps": taps, "target": target, "mark": TAP_MARK})
    frames = [framed for _, framed in tapped["samples"]]
    trace = json.loads(chromium.stop_tracing())
    timings = page.evaluate("(window.spacetableTimings || []).map(JSON.parse)")
    context.close()
    events = trace["traceEvents"] if isinstance(trace, dict) else trace
    return {"taps": per_tap(events), "frames": frames, "handler": run.phase_medians(timings)}


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (nearest rank), rounded to 0.1."""
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(q / 100 * len(ordered)))], 1)


def summary(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Over every run of one game and build: the median CPU ms of each phase, the busy main thread
    per tap (their sum) p50 / p95, the wall tap -> frame p50 / p95, the app's handler phases."""
    taps = [tap for measured in runs for tap in measured["taps"]]
    busy = [sum(tap[name] for name in COLUMNS) for tap in taps]
    frames = [float(ms) for measured in runs for ms in measured["frames"]]
    return {
        "taps": len(taps),
        "cpu_ms": {name: round(statistics.median(tap[name] for tap in taps), 2) for name in [*COLUMNS, "forced"]},
        "busy_p50_ms": percentile(busy, 50),
        "busy_p95_ms": percentile(busy, 95),
        "frame_p50_ms": percentile(frames, 50),
        "frame_p95_ms": percentile(frames, 95),
        "handler_ms": runs[-1]["handler"],
    }


def main() -> None:
    """Serve the build (or two), trace the taps of each game, print the sums."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--after", type=Path, default=ROOT / "dist", help="the build to trace (dist/)")
    parser.add_argument("--before", type=Path, help="an older build's dist folder, traced in turn")
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--taps", type=int, default=30, help="traced taps per page (half of them undos)")
    parser.add_argument("--throttle", type=int, default=1, help="CPU slowdown (4: a mid-range tablet)")
    parser.add_argument("--rounds", type=int, default=1)
    args = parser.parse_args()
    run = bench()
    builds = {"after": args.after} if args.before is None else {"before": args.before, "after": args.after}
    runs: dict[str, dict[str, list[dict[str, Any]]]] = {}
    with ExitStack() as stack:
        bases = {name: stack.enter_context(serve_in_thread(path, prefix=run.PREFIX)) for name, path in builds.items()}
        chromium = stack.enter_context(run.browser())
        for _ in range(args.rounds):
            for game in args.games.split(","):
                for name, origin in bases.items():
                    measured = traced_taps(run, chromium, origin + run.PREFIX, game, args.taps, args.throttle)
                    runs.setdefault(game, {}).setdefault(name, []).append(measured)
    result = {game: {name: summary(measured) for name, measured in by_build.items()} for game, by_build in runs.items()}
    print(json.dumps(result, indent=1))


if __name__ == "__main__":
    main()
