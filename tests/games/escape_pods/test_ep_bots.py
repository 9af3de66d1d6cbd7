"""Escape Pods' bot levels: the site offers the measured setting (docs/bots.md, "Escape Pods, 2 players")."""

from pyengine.bots import parse_spec
from pyengine.bots.kinds import BotSpec
from pyengine.bots.mcts import MctsBot

GAME = "escape_pods"


def test_every_mcts_level_plays_the_measured_short_playouts_with_more_of_them_each_level() -> None:
    """rollout_cap=4 at easy, normal and hard (the setting measured at 200 games); the levels still
    differ by their playouts, and a spec's own setting still wins."""
    levels = [BotSpec("mcts", level).settings(GAME) for level in ("easy", "normal", "hard")]
    assert [s["rollout_cap"] for s in levels] == [4, 4, 4]
    assert [s["iterations"] for s in levels] == [50, 200, 600]
    assert "rollout_cap" not in BotSpec("mcts", "hard").settings("first_landing")
    assert parse_spec("mcts:easy,rollout_cap=24").settings(GAME)["rollout_cap"] == 24
    bot = BotSpec("mcts", "hard").build(1, GAME)
    assert isinstance(bot, MctsBot) and bot.settings.rollout_cap == 4
