"""Tournaments past one machine: games spread over a Dask cluster give the report of --jobs 1.

Dask is an optional extra (`pip install "dask[distributed]"`): these tests are skipped without it,
except the one checking the message a missing Dask gives.
"""

import json
import sys
from collections.abc import Iterator
from typing import Any

import pytest

from pyengine.__main__ import main
from pyengine.bots.arena import spread

TIMES = ("think_seconds", "seconds_per_decision")


def without_times(value: Any) -> Any:
    """A report with its thinking times left out (they depend on the machine, the rest must not)."""
    if isinstance(value, dict):
        return {k: without_times(v) for k, v in value.items() if k not in TIMES}
    if isinstance(value, list):
        return [without_times(v) for v in value]
    return value


@pytest.fixture(scope="module")
def scheduler() -> Iterator[str]:
    """The address of an in-process LocalCluster with one worker (threads, no new processes)."""
    distributed = pytest.importorskip("dask.distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
    ) as cluster:
        yield str(cluster.scheduler_address)


def report(capsys: pytest.CaptureFixture[str], args: list[str]) -> Any:
    """The JSON report the command prints."""
    assert main([*args, "--json", "--no-progress"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_tournament_on_a_cluster_reports_what_one_process_reports(
    scheduler: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["tournament", "first_landing", "--bots", "mcts:easy,iterations=4", "random", "heuristic"]
    args += ["--games", "2", "--seed", "31"]
    local = report(capsys, [*args, "--jobs", "1"])
    spread_out = report(capsys, [*args, "--scheduler", scheduler])
    assert len(spread_out["results"]) == 6
    assert without_times(spread_out) == without_times(local)


def test_a_simulation_on_a_cluster_reports_what_one_process_reports(
    scheduler: str, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "first_landing", "--bots", "heuristic:easy", "random", "--games", "2", "--seed", "7"]
    local = report(capsys, [*args, "--jobs", "1"])
    assert without_times(report(capsys, [*args, "--scheduler", scheduler])) == without_times(local)


def test_spread_keeps_the_order_of_the_items(scheduler: str) -> None:
    assert spread(abs, [-3, 1, -2, 5], scheduler=scheduler) == [3, 1, 2, 5]


def test_without_dask_a_scheduler_address_is_refused_with_the_install_command(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)  # as if the extra were not installed
    args = ["simulate", "first_landing", "--bots", "random", "random", "--games", "1", "--scheduler", "tcp://x:1"]
    assert main(args) == 2
    assert 'pip install "dask[distributed]"' in capsys.readouterr().err
