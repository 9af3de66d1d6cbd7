"""Two builds of the site side by side in one run: start-up against the bare page, own bytes, taps.

    python tools/build.py --out /tmp/before-dist   (from the older tree), python tools/build.py
    python bench/compare.py --before /tmp/before-dist [--rounds 4] [--taps 100]

The machine is noisy (2 shared cores), so the two builds and the bare page are loaded in turn in
every round and only medians and ratios are compared. Prints JSON; writes nothing.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.serve import serve_in_thread  # noqa: E402


def bench() -> ModuleType:
    """bench/run.py as a module (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "bench" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_run", module)
    spec.loader.exec_module(module)
    return module


def boot_side_by_side(run: ModuleType, chromium: Any, bases: dict[str, str], rounds: int) -> dict[str, Any]:
    """Cold and warm starts of each build's app and of the bare page, interleaved; own bytes by file."""
    pages = [(name, base + "index.html") for name, base in bases.items()]
    pages.append(("bare", next(iter(bases.values())) + "bare.html"))
    runs: dict[str, dict[str, list[float]]] = {name: {"cold": [], "warm": []} for name, _ in pages}
    sizes: dict[str, dict[str, int]] = {}
    for _ in range(rounds):
        for name, url in pages:
            cold, warm, sizes[name] = run.boot_times(chromium, url)
            runs[name]["cold"].append(cold)
            runs[name]["warm"].append(warm)
    medians = {name: {k: run.median(v) for k, v in r.items()} for name, r in runs.items()}
    return {
        "medians": medians,
        "ratio_to_bare": {
            name: {k: round(medians[name][k] / medians["bare"][k], 3) for k in ("cold", "warm")} for name in bases
        },
        "own_bytes": {name: run.split_bytes(sizes[name]) for name in bases},
        "runs": runs,
    }


TAP_FIGURES = ("p50_ms", "p95_ms", "frame_p50_ms", "frame_p95_ms")


def taps_side_by_side(
    run: ModuleType, chromium: Any, bases: dict[str, str], taps: int, throttle: int, rounds: int = 1
) -> dict[str, dict[str, Any]]:
    """Tap latency of each game in each build: in every round each game's loop runs once per build,
    the builds taking turns to go first; the medians over the rounds, and each round's figures (a
    game the older build has no bench position for is left out)."""
    measured: dict[str, dict[str, list[dict[str, Any]]]] = {}
    failed: dict[str, dict[str, str]] = {}
    for index in range(rounds):
        order = list(bases.items()) if index % 2 == 0 else list(reversed(bases.items()))
        for game in run.TAP_GAMES:
            for name, base in order:
                if name in failed.get(game, {}):
                    continue
                try:
                    figures = run.measure_taps(chromium, base, game, taps, throttle)
                except Exception as error:  # an older build without this game's bench route
                    failed.setdefault(game, {})[name] = str(error).splitlines()[0][:120]
                    continue
                measured.setdefault(game, {}).setdefault(name, []).append(figures)
    result: dict[str, dict[str, Any]] = {}
    for game in run.TAP_GAMES:
        for name in bases:
            if name in failed.get(game, {}):
                result.setdefault(game, {})[name] = {"error": failed[game][name]}
                continue
            runs = measured.get(game, {}).get(name, [])
            summary: dict[str, Any] = {key: run.median([r[key] for r in runs]) for key in TAP_FIGURES}
            phases = {phase for r in runs for phase in r["board_tap_phases_ms"]}
            summary["board_tap_phases_ms"] = {
                phase: run.median([r["board_tap_phases_ms"].get(phase, 0.0) for r in runs]) for phase in sorted(phases)
            }
            summary["rounds"] = [{key: r[key] for key in TAP_FIGURES} for r in runs]
            result.setdefault(game, {})[name] = summary
    return result


def main() -> None:
    """Serve both builds, measure, print."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", type=Path, required=True, help="the older build's dist folder")
    parser.add_argument("--after", type=Path, default=ROOT / "dist")
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--taps", type=int, default=100)
    parser.add_argument("--throttled-taps", type=int, default=40)
    parser.add_argument("--only", default="boot,taps,throttled")
    args = parser.parse_args()
    run = bench()
    steps = set(args.only.split(","))
    prefix = run.PREFIX
    with (
        serve_in_thread(args.before, prefix=prefix) as before,
        serve_in_thread(args.after, prefix=prefix) as after,
        run.browser() as chromium,
    ):
        bases = {"before": before + prefix, "after": after + prefix}
        result: dict[str, Any] = {}
        if "boot" in steps:
            result["boot"] = boot_side_by_side(run, chromium, bases, args.rounds)
        if "taps" in steps:
            result["taps"] = taps_side_by_side(run, chromium, bases, args.taps, 1, args.rounds)
        if "throttled" in steps:
            result["throttled"] = taps_side_by_side(
                run, chromium, bases, args.throttled_taps, run.THROTTLE, args.rounds
            )
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
