"""Arena games hand back their final match too, and bench/balance.py plays through them."""

import importlib.util
from pathlib import Path
from types import ModuleType

from pyengine.bots.arena import GameTask, play_game, play_match
from pyengine.bots.kinds import BotSpec

ROOT = Path(__file__).resolve().parents[2]


def balance_module() -> ModuleType:
    """bench/balance.py, loaded from its path (bench is not a package)."""
    spec = importlib.util.spec_from_file_location("balance", ROOT / "bench" / "balance.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_play_match_returns_the_final_match_with_the_same_result_as_play_game() -> None:
    task = GameTask("first_landing", (BotSpec("random"), BotSpec("heuristic")), seed=5)
    match, result = play_match(task)
    assert match.is_over and result["finished"]
    assert result["winners"] == match.winners() and result["scores"] == match.scores()
    assert result["actions"] == sum(1 for e in match.entries if e.actor >= 0)
    again = play_game(task)
    assert {k: v for k, v in again.items() if k != "think_seconds"} == {
        k: v for k, v in result.items() if k != "think_seconds"
    }


def test_balance_reads_rounds_and_first_player_from_the_arena_game() -> None:
    balance = balance_module()
    game = balance.play(("tinyforming_mars", "random", 2, 0))
    match, result = play_match(GameTask("tinyforming_mars", (BotSpec("random"),) * 2, 0, balance.MAX_ACTIONS))
    assert game["rounds"] == match.state["generation"] and game["first"] == match.state["white"]
    assert (game["actions"], game["winners"], game["finished"]) == (result["actions"], result["winners"], True)
    assert game["won"] == bool(match.winners())
