"""bench/run.py's command line and its summary of the tap phases (the browser runs are not tested here)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent


def bench() -> ModuleType:
    """bench/run.py as a module (it is a script, not a package)."""
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "bench" / "run.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("bench_run", module)
    spec.loader.exec_module(module)
    return module


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
