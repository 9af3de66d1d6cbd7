"""bench/run.py's command line and its summary of the tap phases (the browser runs are not tested here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def script(name: str, file: str) -> ModuleType:
    """A bench script as a module (bench/ is scripts, not a package)."""
    spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / file)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(name, module)
    spec.loader.exec_module(module)
    return module


def bench() -> ModuleType:
    """bench/run.py as a module."""
    return script("bench_run", "run.py")


def test_only_the_taps_of_one_game_can_be_measured_and_that_run_writes_no_report() -> None:
    run = bench()
    _, only, games = run.options(["--only", "taps", "--games", "migration_mars"])
    assert only == {"taps"} and games == ("migration_mars",)
    _, only, games = run.options(["--games", "migration_mars"])
    assert only == set(run.STEPS) and games == ("migration_mars",)  # every step, printed, no report
    _, only, games = run.options([])
    assert only == set() and games == run.TAP_GAMES  # the full run writes the report


@pytest.mark.parametrize("argv", [["--games", "chess"], ["--games", ""], ["--only", "tapz"]])
def test_unknown_games_and_steps_are_refused(argv: list[str]) -> None:
    with pytest.raises(SystemExit):
        bench().options(argv)


def test_phase_medians_cover_phases_that_only_some_taps_went_through() -> None:
    taps = [{"engine": 1.0, "markup": 2.0}, {"engine": 3.0, "regions": 1.0, "markup": 4.0}, {"engine": 2.0}]
    assert bench().phase_medians(taps) == {"engine": 2.0, "markup": 3.0, "regions": 1.0}


def test_the_tap_bench_covers_every_registered_game() -> None:
    from pyengine.core.registry import all_metas

    assert set(bench().TAP_GAMES) == {meta.id for meta in all_metas()}


def frames() -> ModuleType:
    """bench/frames.py as a module."""
    spec = importlib.util.spec_from_file_location("bench_frames", ROOT / "bench" / "frames.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_a_tap_trace_is_split_by_phase_in_cpu_time_and_a_layout_a_script_forced_counts_as_layout() -> None:
    """Two taps on the main thread: the first one's handler forces a layout, then the frame paints;
    times are the thread's CPU time (tdur), not the wall time a loaded machine stretches."""
    main, other = {"pid": 1, "tid": 1}, {"pid": 1, "tid": 2}
    events = [
        {**main, "ph": "R", "name": "spacetable-tap", "ts": 0},
        {**main, "ph": "X", "name": "EventDispatch", "ts": 10, "dur": 9000, "tdur": 6000},
        {**main, "ph": "X", "name": "Layout", "ts": 3000, "dur": 3000, "tdur": 2000},
        {**main, "ph": "X", "name": "Layout::Internal", "ts": 3100, "dur": 1000, "tdur": 1000},  # counts for Layout
        {**main, "ph": "X", "name": "Paint", "ts": 12000, "dur": 4000, "tdur": 1500},
        {**other, "ph": "X", "name": "Paint", "ts": 12000, "dur": 9000, "tdur": 9000},  # another thread
        {**main, "ph": "R", "name": "spacetable-tap", "ts": 20000},
        {**main, "ph": "X", "name": "UpdateLayoutTree", "ts": 20100, "dur": 500, "tdur": 500},
        {**main, "ph": "R", "name": "spacetable-tap", "ts": 30000},
    ]
    first, second = frames().per_tap(events)
    assert first["scripting"] == 4.0 and first["layout"] == 2.0 and first["forced"] == 2.0
    assert first["paint"] == 1.5 and first["style"] == 0.0
    assert second["style"] == 0.5 and second["forced"] == 0.0 and second["scripting"] == 0.0


def test_the_tap_floor_is_reported_beside_the_games_when_measured() -> None:
    """A run that measured the floor page shows it under the games' taps; older results have none."""
    run = bench()
    floor = {"taps": 60, "frame_p50_ms": 16.5, "frame_p95_ms": 22.9}
    assert run.floor_rows(None) == []
    assert "16.5 / 22.9" in run.floor_rows(floor)[0]
    throttled = {"walking_moon": {"taps": 60, "p50_ms": 1, "p95_ms": 2, "frame_p50_ms": 3, "frame_p95_ms": 4}}
    assert not any("floor" in line for line in run.throttled_rows(throttled))
    assert any("floor" in line and "16.5 / 22.9" in line for line in run.throttled_rows(throttled, floor))


def test_the_floor_page_offers_what_the_tap_loop_taps() -> None:
    """The loop taps a legal board target and undo, and waits for the render sequence to move."""
    page = bench().FLOOR_PAGE
    assert 'id="board"' in page and 'data-target="floor" data-legal="1"' in page
    assert 'data-command="undo"' in page and "renderSeq" in page


def compare() -> ModuleType:
    """bench/compare.py as a module."""
    return script("bench_compare", "compare.py")


def test_two_builds_taps_are_measured_in_turns_and_summed_up_by_their_medians() -> None:
    """compare.py: each round runs every game's loop once per build, the builds going first in
    turn (a noisy stretch of the machine weighs on both); a build without the game is reported."""
    calls: list[tuple[str, str]] = []

    class FakeRun:
        TAP_GAMES = ("first_landing", "walking_moon")
        median = staticmethod(bench().median)

        @staticmethod
        def measure_taps(chromium: object, base: str, game: str, taps: int, throttle: int) -> dict[str, object]:
            calls.append((game, base))
            if base == "old/" and game == "walking_moon":
                raise RuntimeError("nothing to tap at step 0\nstack")
            value = 10.0 * len(calls) if base == "old/" else 1.0
            return {"p50_ms": value, "p95_ms": value, "frame_p50_ms": value, "frame_p95_ms": value,
                    "board_tap_phases_ms": {"engine": value}}  # fmt: skip

    result = compare().taps_side_by_side(FakeRun, None, {"before": "old/", "after": "new/"}, 5, 1, rounds=3)
    firsts = [calls[i][1] for i in (0, 4, 7)]  # each round's first loop (the old build's walking_moon: tried once)
    assert firsts == ["old/", "new/", "old/"]
    assert result["first_landing"]["after"]["frame_p50_ms"] == 1.0
    assert result["first_landing"]["before"]["frame_p50_ms"] == 60.0  # the median of calls 1, 6 and 8
    assert len(result["first_landing"]["before"]["rounds"]) == 3
    assert result["walking_moon"]["before"] == {"error": "nothing to tap at step 0"}
    assert result["walking_moon"]["after"]["board_tap_phases_ms"] == {"engine": 1.0}
