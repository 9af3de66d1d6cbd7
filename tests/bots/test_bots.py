"""Bots choose only legal actions, are reproducible, and can be stepped in slices."""

from __future__ import annotations

import pytest

from pyengine.bots import LEVELS, BotSpec, MctsBot, MctsSettings, finish, kinds, make_bot, parse_spec
from pyengine.bots.mcts import MctsSearch
from pyengine.core import Match
from pyengine.core import rng as rnglib
from pyengine.core.game import Rng
from tests.bots.helpers import GAMES, positions

FAST = ["random", "heuristic:easy", "heuristic:hard", "mcts:easy,iterations=12,rollout_depth=3"]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("spec", FAST)
def test_bots_only_choose_legal_actions(game_id: str, spec: str) -> None:
    bot = parse_spec(spec).build(seed=11)
    for match in positions(game_id, seed=3, every=7, limit=10):
        player = match.to_move
        action = bot.choose(match, player)
        assert match.why_illegal(action, player) is None, (match.prompt(), action)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_bot_plays_a_whole_game_for_every_seat(game_id: str) -> None:
    match = Match.new(game_id, None, seed=2)
    bots = [make_bot("heuristic", "easy", seed=p) for p in range(len(match.seats))]
    for _ in range(5000):
        if match.is_over:
            break
        match = match.apply(bots[match.to_move].choose(match, match.to_move), match.to_move)
    assert match.is_over


def test_mcts_answers_a_decision_of_a_player_who_is_not_active() -> None:
    match = next(
        m
        for seed in range(1, 50)
        for m in positions("first_landing", seed, every=1, limit=400)
        if m.state["phase"] == "respond"
    )
    player = match.to_move
    assert player != match.state["active"]
    action = make_bot("mcts", "easy", seed=1).choose(match, player)
    assert action in match.legal_actions()


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("spec", FAST)
def test_the_same_seed_gives_the_same_choices(game_id: str, spec: str) -> None:
    picks = []
    for _ in range(2):
        bot = parse_spec(spec).build(seed=5)
        picks.append([bot.choose(m, m.to_move) for m in positions(game_id, seed=4, every=5, limit=8)])
    assert picks[0] == picks[1]


def test_stepping_in_slices_gives_the_same_choice_as_thinking_at_once() -> None:
    match = positions("first_landing", seed=6, every=1, limit=3)[-1]
    settings = MctsSettings(iterations=40, rollout_depth=4)
    whole = MctsBot(9, settings).choose(match, match.to_move)
    search = MctsBot(9, settings).start(match, match.to_move)
    while not search.done:
        search.step(3)
    assert search.iterations == 40 or (search.settled and search.iterations < 40)
    assert search.best() == whole


class FullSearch(MctsSearch):
    """The search without its early stop: every playout of the budget is played."""

    @property
    def settled(self) -> bool:
        """Never: the whole budget is played."""
        return False


def test_a_search_stops_once_its_move_is_settled_and_chooses_as_the_whole_search() -> None:
    stopped = 0
    for match in positions("first_landing", seed=6, every=2, limit=6):
        settings = MctsSettings(iterations=100)
        bot = MctsBot(3, settings)
        search = bot.start(match, match.to_move)
        if not isinstance(search, MctsSearch):
            continue
        given = (search.game, search.observation, search.player, search.actions, settings)
        whole = FullSearch(*given, Rng(rnglib.seed_state(5)))
        early = MctsSearch(*given, Rng(rnglib.seed_state(5)))
        settles_at = None  # the first playout after which the leader leads by more than remain
        while not whole.done:
            whole.step(1)
            visits = [*sorted((c.visits for c in whole.root.children.values()), reverse=True), 0, 0]
            if settles_at is None and whole.iterations and visits[0] - visits[1] > 100 - whole.iterations:
                settles_at = whole.iterations
        assert finish(early) == whole.best()
        assert whole.iterations == 100
        idle = any(j.idle for j in whole.judged)
        assert early.iterations == (100 if idle or settles_at is None else settles_at)
        stopped += early.iterations < 100
    assert stopped >= 2


def test_a_time_budget_ends_the_search() -> None:
    match = positions("first_landing", seed=6, every=1, limit=3)[-1]
    search = make_bot("mcts", seed=1, iterations=None, seconds=0.05).start(match, match.to_move)
    action = finish(search, slice_size=4)
    assert search.done and search.iterations >= 1
    assert match.why_illegal(action) is None


def test_a_bot_refuses_a_decision_that_is_not_its_players() -> None:
    match = Match.new("first_landing", 2, seed=1)
    with pytest.raises(ValueError, match="not player 1"):
        make_bot("random").start(match, 1)


def test_every_kind_has_every_level_and_specs_round_trip() -> None:
    for kind in kinds():
        for level in LEVELS:
            spec = BotSpec(kind, level)
            assert parse_spec(spec.label).settings() == spec.settings()
    spec = parse_spec("mcts:hard,seconds=0.5,iterations=none")
    assert spec.settings() == {"iterations": None, "min_iterations": 200, "rollout_depth": 0, "seconds": 0.5}
    assert parse_spec(spec.label) == spec


@pytest.mark.parametrize("text", ["chess", "mcts:expert", "mcts,depth=3", "mcts,iterations", "mcts,iterations=lots"])
def test_bad_specs_say_why(text: str) -> None:
    with pytest.raises(ValueError):
        parse_spec(text)


def test_a_hard_bot_answers_within_its_thinking_time() -> None:
    # 800 playouts took 8 s of CPython on TINYforming Mars's bench position (more in a browser):
    # hard stops at 2 s of thinking, so a player waits about as long in every game.
    match = Match.new("tinyforming_mars", 2, seed=1)
    chooser = make_bot("random", seed=4)
    while len(match.legal_actions()) < 8 or match.to_move < 0:
        match = match.apply(chooser.choose(match, match.to_move), match.to_move)
    bot = make_bot("mcts", "hard", seed=1, seconds=0.3, min_iterations=0)  # the budget, shortened, no floor
    search = bot.start(match, match.to_move)
    action = finish(search)
    assert match.why_illegal(action, match.to_move) is None
    assert 0 < search.iterations < 800
    assert search.clock.total() < 0.3 + 0.5  # the budget, and at most one playout more
    assert BotSpec("mcts", "hard").settings()["seconds"] == 2.0


def test_a_hard_bot_out_of_time_still_plays_as_many_playouts_as_normal() -> None:
    # On a busy machine 2 s of wall-clock time held no more playouts than normal's 200.
    assert BotSpec("mcts", "hard").settings()["min_iterations"] == BotSpec("mcts", "normal").settings()["iterations"]
    early = 0
    for match in positions("first_landing", seed=6, every=2, limit=8):
        hard = make_bot("mcts", "hard", seed=1, seconds=0.0, min_iterations=40).start(match, match.to_move)
        normal = make_bot("mcts", "normal", seed=1, iterations=40).start(match, match.to_move)
        if not isinstance(hard, MctsSearch):
            continue
        # the floor (shortened for the test), though the time was up at once: normal's move, or
        # as many playouts as normal plays
        assert finish(hard, slice_size=7) == finish(normal)
        assert hard.iterations == 40 or (hard.iterations < 40 and hard.settled_by(40))
        early += hard.iterations < 40
    assert early >= 1


def test_a_game_tunes_a_level_for_itself_and_a_spec_still_overrides_it() -> None:
    """Migration: Mars declares prior_weight 3 at normal and hard (measured for it alone); other
    games keep the shared level, easy is untouched, and a spec's own setting wins."""
    assert BotSpec("mcts", "normal").settings("migration_mars")["prior_weight"] == 3.0
    assert BotSpec("mcts", "hard").settings("migration_mars")["prior_weight"] == 3.0
    assert "prior_weight" not in BotSpec("mcts", "easy").settings("migration_mars")
    assert "prior_weight" not in BotSpec("mcts", "normal").settings("first_landing")
    assert parse_spec("mcts:normal,prior_weight=1").settings("migration_mars")["prior_weight"] == 1
    bot = BotSpec("mcts", "normal").build(3, "migration_mars")
    assert isinstance(bot, MctsBot) and bot.settings.prior_weight == 3.0
