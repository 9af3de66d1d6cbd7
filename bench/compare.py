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


def taps_side_by_side(
    run: ModuleType, chromium: Any, bases: dict[str, str], taps: int, throttle: int
) -> dict[str, dict[str, Any]]:
    """Tap latency of each game in each build (a game the older build has no bench position for is left out)."""
    result: dict[str, dict[str, Any]] = {}
    for game in run.TAP_GAMES:
        for name, base in bases.items():
            try:
                measured = run.measure_taps(chromium, base, game, taps, throttle)
            except Exception as error:  # an older build without this game's bench route
                result.setdefault(game, {})[name] = {"error": str(error).splitlines()[0][:120]}
                continue
            keep = ("p50_ms", "p95_ms", "frame_p50_ms", "frame_p95_ms", "board_tap_phases_ms")
            result.setdefault(game, {})[name] = {k: measured[k] for k in keep}
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
            result["taps"] = taps_side_by_side(run, chromium, bases, args.taps, 1)
        if "throttled" in steps:
            result["throttled"] = taps_side_by_side(run, chromium, bases, args.throttled_taps, run.THROTTLE)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
