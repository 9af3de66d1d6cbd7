"""Every registered game passes the generic conformance checks."""

import random

import pytest

from pyengine.core import Match
from pyengine.core.registry import all_games
from pyengine.i18n import CATALOGS, translate
from tests.conformance import check_replay, check_undo, drawn_playout, option_sets, random_playout

GAMES = [g.meta.id for g in all_games()]
# Every option set, each at the next player count in turn: every position of a random game of
# each is drawn as the web table draws it, for every viewer.
DRAWN = [
    (g.meta.id, counts[i % len(counts)], options)
    for g in all_games()
    for counts in [range(g.meta.min_players, g.meta.max_players + 1)]
    for i, options in enumerate(option_sets(g))
]
COUNTS = [(g.meta.id, n) for g in all_games() for n in range(g.meta.min_players, g.meta.max_players + 1)]


@pytest.mark.parametrize(("game_id", "players"), COUNTS)
@pytest.mark.parametrize("seed", [1, 2])
def test_random_playouts_end_and_replay(game_id: str, players: int, seed: int) -> None:
    final = random_playout(game_id, players, seed)
    assert final.is_over
    assert len(final.scores()) == players
    winners = final.winners()
    # A solo or co-operative game can be lost: then nobody wins.
    assert winners or players == 1 or final.game.meta.cooperative
    assert all(0 <= w < players for w in winners)
    assert sorted(p for place in final.ranking() for p in place) == list(range(players))
    check_replay(final)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_steps_save_replays_exactly_and_every_step_renders(game_id: str) -> None:
    game = next(g for g in all_games() if g.meta.id == game_id)
    random_playout(game_id, game.meta.min_players, 3, every_step=True)


@pytest.mark.parametrize("game_id", GAMES)
def test_undo_never_crosses_chance(game_id: str) -> None:
    chooser = random.Random(4)
    match = Match.new(game_id, None, seed=4)
    for _ in range(200):
        if match.is_over:
            break
        check_undo(match)
        match = match.apply(chooser.choice(match.legal_actions()))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_log_line_and_prompt_is_translated(game_id: str) -> None:
    final = random_playout(game_id, next(g for g in all_games() if g.meta.id == game_id).meta.min_players, 5)
    for entry in final.entries:
        for lang in CATALOGS:
            assert entry.text.key in CATALOGS[lang], entry.text.key
            assert "{" not in translate(entry.text, lang, ["Ana", "Bo", "Cy", "Di"])


@pytest.mark.parametrize("game_id", GAMES)
def test_meta_is_complete_in_both_languages(game_id: str) -> None:
    game = next(g for g in all_games() if g.meta.id == game_id)
    for lang in CATALOGS:
        assert game.meta.name.key in CATALOGS[lang]
        assert game.meta.summary.key in CATALOGS[lang]
        assert all(o.label.key in CATALOGS[lang] for o in game.meta.options)


@pytest.mark.parametrize(("game_id", "players", "options"), DRAWN)
def test_every_position_draws_for_every_viewer(game_id: str, players: int, options: dict[str, object]) -> None:
    """prompt(), render and every Table method the web table calls return at every step of random
    games, for every viewer (an advanced Walking on the Moon game once raised IndexError in prompt())."""
    assert drawn_playout(game_id, players, options, seed=len(DRAWN)).is_over
