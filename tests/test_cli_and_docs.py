"""The command line and the documented example work as documented."""

import json
import os
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

from pyengine.__main__ import main

ROOT = Path(__file__).resolve().parent.parent


def test_quickstart_example_runs(capsys: pytest.CaptureFixture[str]) -> None:
    runpy.run_path(str(ROOT / "docs" / "examples" / "quickstart.py"), run_name="__main__")
    assert "Ana: roll the die for energy" in capsys.readouterr().out


def test_the_worked_example_of_adding_an_action_runs() -> None:
    # Its own process: the example registers a variant game, which must not leak into other tests.
    script = ROOT / "docs" / "examples" / "add_action.py"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, str(script)], env=env, capture_output=True, text=True, check=True).stdout
    assert out.splitlines() == ["['end_turn', 'rest']", "This action has no “hours” field.", "Ana rests (+1 energy)."]


def test_random_game_then_replay_prints_the_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "game.json"
    assert main(["random-game", "first_landing", "--seed", "5", "--out", str(save)]) == 0
    assert json.loads(save.read_text())["format"] == "spacetable-save"
    assert main(["--lang", "es", "replay", str(save)]) == 0
    out = capsys.readouterr().out
    assert "tira el dado" in out and "La partida ha terminado" in out


def test_a_bad_save_gives_a_message_and_status_two(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert main(["replay", str(bad)]) == 2
    assert "not readable JSON" in capsys.readouterr().err
