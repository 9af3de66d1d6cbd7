"""Computer players at the table (pure parts): seat controls in setup and during play, what is
stored, whose view is drawn, the thinking request the worker gets, and bot moves through the
controller."""

import json
from dataclasses import replace

import pytest
from spacetable_web import bots, thinking
from spacetable_web.bots import BOTS_KEY, HUMAN, BotTable
from spacetable_web.controller import Controller
from spacetable_web.storage import SaveStore
from spacetable_web.thinking import Thinker
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.saves import dumps
from tests.web.fakes import FullStore

THREE = {
    "seat-name-0": "Ana",
    "seat-color-0": "red",
    "seat-name-1": "Bo",
    "seat-color-1": "blue",
    "seat-name-2": "Cy",
    "seat-color-2": "green",
    "seed": "5",
}


def make_controller(backing: FullStore | None = None) -> Controller:
    return Controller(SaveStore(backing or FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)


def with_bots(
    controls: tuple[str, ...] = ("human", "mcts:easy", "random"), backing: FullStore | None = None
) -> Controller:
    """A controller at the table of a three-player First Landing game with the given seat controls."""
    app = make_controller(backing)
    app.start("")
    app.command("new", "first_landing")
    app.command("add-seat", fields={k: v for k, v in THREE.items() if not k.endswith("2")})
    fields = {**THREE, **{f"seat-control-{i}": c for i, c in enumerate(controls)}}
    app.command("start", fields=fields)
    if app.ui.curtain is not None:
        app.command("reveal")
    return app


def think(match: Match, seat: int, spec: str) -> str:
    """What the worker answers, computed the way it does (replaying the request's save)."""
    search = Thinker().begin(thinking.think_request(match, seat, spec))
    while not search.done:
        thinking.step_for(search, 0.01)
    return thinking.action_text(search.best())


def test_setup_offers_a_control_per_seat_and_the_game_remembers_it() -> None:
    app = make_controller()
    app.command("new", "first_landing")
    page = render_screen(app.ui, [], 0)
    assert 'name="seat-control-0"' in page and 'name="seat-control-1"' in page
    assert 'value="mcts:hard"' in page and "Bot: MCTS, hard" in page
    backing = FullStore()
    app = with_bots(backing=backing)
    assert app.ui.bots.controls == ("human", "mcts:easy", "random")
    stored = json.loads(backing.items[BOTS_KEY])
    assert stored["seats"] == {app.ui.save_id: ["human", "mcts:easy", "random"]}
    assert stored["pace"] == "normal"
    # the engine's save is unchanged: no trace of the bots in it
    assert "mcts" not in (app.store.read_text(app.ui.save_id) or "")
    save_id = app.ui.save_id
    app.command("home")
    app.command("resume", save_id)
    assert app.ui.bots.controls == ("human", "mcts:easy", "random")


def test_people_only_games_write_no_bot_entry() -> None:
    backing = FullStore()
    with_bots(("human", "human", "human"), backing)
    assert BOTS_KEY not in backing.items


def test_unknown_or_damaged_controls_read_as_people() -> None:
    assert bots.fit(["mcts:normal", "evil:spec", 3], 4) == ("mcts:normal", HUMAN, HUMAN, HUMAN)
    backing = FullStore()
    backing.items[BOTS_KEY] = "{not json"
    assert bots.stored_controls(backing, "g1", 2) == (HUMAN, HUMAN)
    assert bots.stored_pace(backing) == "normal"


def test_a_seat_can_be_handed_to_a_bot_and_back_during_a_game() -> None:
    backing = FullStore()
    app = with_bots(("human", "human", "human"), backing)
    app.command("seat-control", "2", {"seat-control-2": "heuristic:hard"})
    assert app.ui.bots.controls == ("human", "human", "heuristic:hard")
    assert json.loads(backing.items[BOTS_KEY])["seats"][app.ui.save_id][2] == "heuristic:hard"
    app.command("seat-control", "2", {"seat-control-2": "human"})
    assert app.ui.bots.controls == ("human", "human", "human")
    assert app.ui.save_id not in json.loads(backing.items[BOTS_KEY])["seats"]
    app.command("seat-control", "9", {"seat-control-9": "random"})  # no such seat: nothing changes
    app.command("seat-control", "1", {"seat-control-1": "mcts:impossible"})
    assert app.ui.bots.controls == ("human", "human", "human")


def test_pace_pause_and_play_now() -> None:
    backing = FullStore()
    app = with_bots(backing=backing)
    app.command("bot-pace", "fast")
    assert app.ui.bots.pace == "fast" and json.loads(backing.items[BOTS_KEY])["pace"] == "fast"
    app.command("bot-pace", "warp")
    assert app.ui.bots.pace == "fast"
    app.command("bot-pause")
    assert app.ui.bots.paused
    app.command("bot-pause")
    assert not app.ui.bots.paused
    skip = app.ui.bots.skip
    app.command("bot-now")
    assert app.ui.bots.skip == skip + 1
    assert bots.stored_pace(backing) == "fast"


def test_play_now_pause_and_pace_are_gone_once_the_game_is_over() -> None:
    app = with_bots(("human", "random", "random"))
    assert 'data-command="bot-pause"' in render_screen(app.ui, [], 0)
    match = app.ui.match
    assert match is not None
    while not match.is_over:  # finish the game through the engine: the bots' moves need no worker here
        match = match.apply(match.legal_actions()[-1])
    page = render_screen(replace(app.ui, match=match), [], 0)
    assert '<section class="results"' in page
    for command in ("bot-now", "bot-pause", "bot-pace"):
        assert f'data-command="{command}"' not in page
    assert "The game is over." in page and '<select id="seat-control-1"' in page


def test_a_bot_move_goes_through_the_controller_and_is_logged_with_the_seat_name() -> None:
    app = with_bots(("mcts:easy", "random", "heuristic:easy"))
    for _ in range(12):
        match = app.ui.match
        assert match is not None
        turn = bots.deciding(app.ui.bots, match)
        assert turn is not None  # every seat is a bot
        seat, spec = turn
        assert bots.bot_act(app, match, seat, think(match, seat, spec))
        assert app.ui.match is not match
        assert app.ui.match.entries[len(match.entries)].actor == seat
    names = {str(s["name"]) for s in app.ui.match.seats}
    page = render_screen(app.ui, [], 0)
    assert any(name in page for name in names)
    assert app.store.read_text(app.ui.save_id) == dumps(app.ui.match)  # saved like a person's move


def test_stale_forged_or_illegal_bot_moves_are_refused() -> None:
    app = with_bots(("random", "random", "random"))
    match = app.ui.match
    assert match is not None
    seat, spec = bots.deciding(app.ui.bots, match) or (0, "")
    action = think(match, seat, spec)
    assert not bots.bot_act(app, match, seat + 1, action)  # not that seat's decision
    assert not bots.bot_act(app, match, seat, '{"type": "fly"}')
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.bots.refused"
    assert not bots.bot_act(app, match, seat, "not json")
    assert bots.bot_act(app, match, seat, action)
    assert not bots.bot_act(app, match, seat, action)  # the table moved on: a late answer is dropped


def test_people_cannot_act_for_a_bot() -> None:
    app = with_bots(("random", "human", "human"))
    match = app.ui.match
    assert match is not None and match.to_move == 0
    app.command("act", json.dumps(match.legal_actions()[0]))
    assert app.ui.match is match
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.bots.not_yours"
    app.target("hex:0,0")
    assert app.ui.match is match
    page = render_screen(app.ui, [], 0)
    assert 'data-command="act"' not in page and "(bot) is thinking" in page


def test_the_table_shows_a_persons_view_never_a_bots() -> None:
    match = Match.new("first_landing", 3, seed=3)
    table = BotTable(controls=("human", "mcts:easy", "human"))
    assert bots.viewer(table, match) == 0
    match = match.apply(match.legal_actions()[0])
    while match.to_move == 0:
        match = match.apply(
            {"type": "end_turn"} if match.why_illegal({"type": "end_turn"}) is None else match.legal_actions()[0]
        )
    assert match.to_move == 1
    assert bots.viewer(table, match) == 0  # the first person seated
    assert bots.viewer(BotTable(controls=("human", "mcts:easy", "human"), watcher=2), match) == 2
    assert bots.viewer(BotTable(controls=("random",) * 3), match) is None  # watching bots
    assert bots.viewer(BotTable(), match) == 1  # no bots: whoever decides


def test_pass_and_play_curtain_only_between_people() -> None:
    app = with_bots(("human", "random", "random"))
    assert app.ui.curtain is None
    for _ in range(30):  # play on: bots' turns never raise the hand-over card for one person
        match = app.ui.match
        assert match is not None
        turn = bots.deciding(app.ui.bots, match)
        if turn is None:
            app.command("act", json.dumps(match.legal_actions()[-1]))
        else:
            bots.bot_act(app, match, turn[0], think(match, *turn))
        assert app.ui.curtain is None


def test_the_worker_replays_saves_incrementally_and_agrees_with_the_page() -> None:
    match = Match.new("first_landing", 3, seed=11)
    thinker = Thinker()
    for _ in range(25):
        if match.is_over:
            break
        request = thinking.think_request(match, match.to_move, "mcts:easy")
        search = thinker.begin(request)
        assert thinker.match is not None and thinker.match.state_hash() == match.state_hash()
        while not search.done:
            search.step(16)
        here = thinking.start_search(match, match.to_move, "mcts:easy")
        while not here.done:
            thinking.step_for(here, 0.001)
        assert thinking.action_text(search.best()) == thinking.action_text(here.best())  # same seed, same choice
        match = match.apply(search.best())
    undone = match.undo() if match.can_undo else match
    search = thinker.begin(thinking.think_request(undone, undone.to_move, "random"))  # not an extension
    assert thinker.match is not None and thinker.match.state_hash() == undone.state_hash()


@pytest.mark.parametrize("game", ["first_landing", "migration_mars"])
def test_the_request_carries_the_save_spec_and_seat(game: str) -> None:
    match = Match.new(game, 2, seed=4)
    data = json.loads(thinking.think_request(match, match.to_move, "heuristic:normal"))
    assert data["spec"] == "heuristic:normal" and data["seat"] == match.to_move
    assert data["save"] == dumps(match)
    assert thinking.bot_seed(match, 0) == thinking.bot_seed(Match.new(game, 2, seed=4), 0)
    assert thinking.bot_seed(match, 0) != thinking.bot_seed(match, 1)


def test_the_bots_turn_notice_closes_when_play_comes_back_to_a_person_or_when_dismissed() -> None:
    app = with_bots(("random", "human", "human"))
    match = app.ui.match
    assert match is not None and bots.deciding(app.ui.bots, match) is not None
    app.target("hex:0,0")  # a person taps while the bot decides
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.bots.not_yours"
    app.command("dismiss-notice")  # a tap on the notice, or Escape (app.py)
    assert app.ui.notice is None and app.ui.match is match
    app.target("hex:0,0")
    while (turn := bots.deciding(app.ui.bots, app.ui.match)) is not None:
        assert app.ui.notice is not None  # the bot still decides: the notice still holds
        assert bots.bot_act(app, app.ui.match, turn[0], think(app.ui.match, *turn))
    assert app.ui.notice is None  # a person's decision now: the bot's notice is gone, the drawers clear
