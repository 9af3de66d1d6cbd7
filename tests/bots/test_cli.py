"""`simulate` and `tournament` run and print the documented JSON shapes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from pyengine.__main__ import main
from pyengine.bots.arena import wilson

RESULT_KEYS = {"seed", "seats", "finished", "winners", "scores", "actions", "decisions", "think_seconds"}
RATE_KEYS = {"wins", "games", "rate", "ci95"}


def run_json(args: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[dict[str, Any], str]:
    assert main(args) == 0
    captured = capsys.readouterr()
    return json.loads(captured.out), captured.err


def check_result(result: dict[str, Any], seats: int) -> None:
    assert set(result) == RESULT_KEYS
    assert len(result["seats"]) == len(result["scores"]) == len(result["decisions"]) == seats
    assert all(0 <= w < seats for w in result["winners"])


def test_simulate_prints_a_table_and_writes_the_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "sim.json"
    args = ["simulate", "first_landing", "--bots", "mcts:easy,iterations=8", "random", "--games", "4"]
    assert main([*args, "--jobs", "2", "--out", str(out)]) == 0
    captured = capsys.readouterr()
    assert "win rate [95% CI]" in captured.out and "mcts:easy,iterations=8" in captured.out
    assert "4/4 games" in captured.err  # the progress bar
    report = json.loads(out.read_text())
    assert set(report) == {
        "command", "game", "seats", "games", "seed", "max_actions", "finished", "median_length",
        "seconds_per_decision", "win_rates", "results",
    }  # fmt: skip
    assert report["command"] == "simulate" and report["games"] == len(report["results"]) == 4
    assert [r["seed"] for r in report["results"]] == [0, 1, 2, 3]
    for result in report["results"]:
        check_result(result, 2)
    assert all(set(rate) == RATE_KEYS for rate in report["win_rates"])


def test_simulate_counts_games_over_the_action_cap_as_unfinished(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "first_landing", "--bots", "random", "random", "random", "--games", "2", "--jobs", "1"]
    report, _ = run_json([*args, "--max-actions", "5", "--json", "--no-progress"], capsys)
    assert report["finished"] == 0 and report["median_length"] is None
    assert all(r["actions"] == 5 and not r["finished"] and r["winners"] == [] for r in report["results"])
    assert [rate["wins"] for rate in report["win_rates"]] == [0, 0, 0]


def test_tournament_rotates_seats_and_gives_intervals(capsys: pytest.CaptureFixture[str]) -> None:
    bots = ["random", "heuristic:easy", "mcts:easy,iterations=6"]
    args = ["tournament", "first_landing", "--bots", *bots, "--games", "2", "--jobs", "1", "--seed", "9"]
    report, _ = run_json([*args, "--json", "--no-progress"], capsys)
    assert report["command"] == "tournament" and report["entrants"] == bots
    assert {"games_per_pair", "seed", "max_actions", "finished", "median_length", "pairs", "standings"} < set(report)
    assert len(report["pairs"]) == 3 and len(report["results"]) == 6
    first, second = report["results"][:2]
    assert first["seats"] == ["random", "heuristic:easy"] and second["seats"] == ["heuristic:easy", "random"]
    assert first["seed"] == second["seed"] == 9
    for pair in report["pairs"]:
        assert {"a", "b", "games", "finished", "draws", "seat0_wins", "a_win", "b_win"} == set(pair)
        assert set(pair["a_win"]) == RATE_KEYS
    assert sorted(row["bot"] for row in report["standings"]) == sorted(bots)
    assert all(set(row) == {"bot", "seconds_per_decision"} | RATE_KEYS for row in report["standings"])
    for result in report["results"]:
        check_result(result, 2)


def test_a_bad_bot_spec_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "first_landing", "--bots", "wizard", "random"])
    assert "unknown bot kind" in capsys.readouterr().err


def test_wilson_interval_matches_known_values() -> None:
    low, high = wilson(5, 10)
    assert round(low, 4) == 0.2366 and round(high, 4) == 0.7634
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775
    assert wilson(0, 0) == (0.0, 1.0)


def test_a_run_played_in_parts_merges_into_the_report_of_one_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # A long run split in parts loses one part only when it is stopped.
    def run(command: str, games: int, seed: int, name: str) -> Path:
        out = tmp_path / name
        bots = ["random", "heuristic:easy"]
        args = [command, "first_landing", "--bots", *bots, "--games", str(games), "--seed", str(seed)]
        assert main([*args, "--jobs", "1", "--no-progress", "--out", str(out)]) == 0
        return out

    for command, part_seeds in (("simulate", (0, 2)), ("tournament", (0, 1))):
        whole = json.loads(run(command, 4, 0, f"{command}.json").read_text())
        parts = [str(run(command, 2, seed, f"{command}-{seed}.json")) for seed in part_seeds]
        capsys.readouterr()  # the parts' tables
        merged, _ = run_json(["merge", *parts, "--json"], capsys)
        assert untimed(merged) == untimed(whole)


def test_merging_reports_of_different_runs_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    names = []
    for bots in (["random", "random"], ["random", "heuristic:easy"]):
        out = tmp_path / f"{len(names)}.json"
        args = ["simulate", "first_landing", "--bots", *bots, "--games", "1", "--jobs", "1", "--no-progress"]
        assert main([*args, "--out", str(out)]) == 0
        names.append(str(out))
    (tmp_path / "bad.json").write_text("{}")
    capsys.readouterr()
    assert main(["merge", *names]) == 2
    assert "same command, game, bots" in capsys.readouterr().err
    assert main(["merge", names[0], str(tmp_path / "bad.json")]) == 2
    assert "not a simulate or tournament report" in capsys.readouterr().err


def untimed(data: Any) -> Any:
    """A report without its timings (they differ from run to run)."""
    if isinstance(data, dict):
        return {k: untimed(v) for k, v in data.items() if k not in ("think_seconds", "seconds_per_decision")}
    return [untimed(v) for v in data] if isinstance(data, list) else data
