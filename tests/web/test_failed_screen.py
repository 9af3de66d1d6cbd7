"""A screen that cannot be drawn never strands the player (issue 33): the failure screen says so in
the player's language and offers home, undo, export and the replay, and the save stays as it was."""

import random

from spacetable_web.bots import undoable
from spacetable_web.controller import Controller, Download
from spacetable_web.storage import MemoryStore, SaveStore
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.i18n import translate

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


def undoable_match() -> Match:
    """A First Landing game played until its last step is a move Undo may take back."""
    chooser, match = random.Random(2), Match.new("first_landing", SEATS, seed=2)
    from spacetable_web.bots import BotTable

    while not (match.entries and undoable(match, BotTable())):
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def opened(lang: str = "es") -> tuple[Controller, MemoryStore, str]:
    """A controller at the table of a stored game, whose drawing then failed."""
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1000.0)
    store.write(save_id, undoable_match(), 1000.0)
    app = Controller(store, lang, clock=lambda: 1000.0)
    app.command("resume", save_id)
    assert app.ui.screen == "table"
    app.screen_failed("IndexError")
    return app, memory, save_id


def saved(memory: MemoryStore) -> dict[str, str]:
    """The stored saves' slots (not the index, which records when a game was opened)."""
    return {k: v for k, v in memory.items.items() if ".save." in k}


def test_the_failure_screen_says_what_happened_and_offers_every_way_on_in_the_players_language() -> None:
    app, _, save_id = opened("es")
    markup = render_screen(app.ui, [], 0)
    assert translate(msg("ui.failed.title"), "es") in markup
    assert "Tu partida guardada está a salvo" in markup
    for command in ("home", "failed-undo", f'export" data-arg="{save_id}', f'replay" data-arg="{save_id}'):
        assert f'data-command="{command}' in markup, command
    assert "IndexError" in markup  # the error's name, for a report
    assert "<svg" not in markup  # no board: it is what failed
    assert app.route == f"#play/{save_id}"  # a reload tries the game again


def test_the_save_is_left_untouched_and_exports_as_it_was() -> None:
    app, memory, save_id = opened()
    before = saved(memory)
    render_screen(app.ui, [], 0)
    effect = app.command("export", save_id)
    assert isinstance(effect, Download)
    assert effect.text == SaveStore(memory).read_text(save_id)
    assert saved(memory) == before


def test_undo_from_the_failure_screen_takes_the_last_move_back_and_reopens_the_table() -> None:
    app, _, _ = opened()
    match = app.ui.match
    assert match is not None
    app.command("failed-undo")
    assert app.ui.screen == "table" and app.ui.failed == ""
    assert app.ui.match is not None and app.ui.match.state_hash() == match.undo().state_hash()


def test_undo_is_not_offered_when_the_last_step_cannot_be_taken_back() -> None:
    app, _, _ = opened("en")
    assert app.ui.match is not None
    app.ui = app.ui.__class__(**{**app.ui.__dict__, "match": Match.new("first_landing", SEATS, seed=2)})
    assert 'data-command="failed-undo"' not in render_screen(app.ui, [], 0)
    app.command("failed-undo")
    assert app.ui.screen == "failed"


def test_home_and_the_replay_open_from_the_failure_screen() -> None:
    app, _, save_id = opened()
    app.command("replay", save_id)
    assert app.ui.screen == "replay"
    app.command("resume", save_id)
    app.screen_failed("KeyError")
    app.command("home")
    assert app.ui.screen == "home" and app.ui.failed == ""
    assert save_id in render_screen(app.ui, SaveStore(app.store.store).saves(), 0)
