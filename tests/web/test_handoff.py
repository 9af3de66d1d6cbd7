"""Pass-and-play hand-over: the move is shown first (nobody's secrets, nothing to act on), then the
hand-over card sums up what just happened (log lines, effects, dice) and covers the table."""

import html
import json
import random
import re

from spacetable_web.controller import Controller, Ui
from spacetable_web.storage import SaveStore
from spacetable_web.tableplay import turn_began
from spacetable_web.tablestatus import HANDOFF_ENTRIES, curtain, handoff_summary
from spacetable_web.tableviews import table_regions
from spacetable_web.views import render_screen, table_key

from pyengine.core import CHANCE, Match
from pyengine.i18n import CATALOGS, translate
from tests.web.fakes import FullStore

FIELDS = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "3"}


def table(game: str, seed: int = 3, lang: str = "en") -> Controller:
    """A controller at a new two-player table of `game`, played (first legal actions) until a
    person decides with nothing pending, the hand-over card lifted."""
    app = Controller(SaveStore(FullStore()), lang, clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", game)
    app.command("start", fields={**FIELDS, "seed": str(seed)})
    while app.ui.match is not None and (app.ui.match.state.get("tasks") or app.ui.match.to_move < 0):
        app.command("reveal")
        app.command("act", json.dumps(app.ui.match.legal_actions()[0]))
    app.command("reveal")
    return app


def act(app: Controller, action: dict[str, object]) -> None:
    app.command("act", json.dumps(action))


def rolled(lang: str = "en") -> tuple[Controller, int]:
    """A Migration: Mars table right after the first player's roll (no fuel cells), which ends the
    turn; returns the controller and the player who rolled."""
    app = table("migration_mars", lang=lang)
    assert app.ui.match is not None
    player = int(app.ui.match.state["active"])
    act(app, {"type": "roll"})
    if app.ui.curtain is None:  # fuel cells are chosen before the dice
        act(app, {"type": "fuel", "cells": 0})
    return app, player


def test_a_roll_that_ends_the_turn_is_shown_before_the_card_covers_the_table() -> None:
    app, player = rolled()
    ui, match = app.ui, app.ui.match
    assert match is not None and ui.curtain == 1 - player and ui.handing and not ui.covered
    regions = table_regions(ui, match)
    square = match.state["rover"][player]
    assert f'data-owner="{player}" data-square="{square}"' in regions["board"]  # the rover's new square
    assert json.loads(regions["legal"]) == [] and regions["actions"] == "" and regions["tools"] == ""
    assert 'aria-current="true"' not in regions["panel"]  # drawn for nobody: the spectators' view
    assert '<section class="curtain"' in regions["handoff"] and " hidden>" in regions["handoff"]  # not shown yet
    assert "Bo decides next" in regions["handoff"]


def test_the_table_frame_is_kept_while_the_move_is_shown_so_the_rover_walks() -> None:
    app = table("migration_mars")
    before = table_key(app.ui)
    act(app, {"type": "roll"})
    if app.ui.curtain is None:
        act(app, {"type": "fuel", "cells": 0})
    assert app.ui.handing and table_key(app.ui) == before  # patched in place: the same <svg>
    app.cover()
    assert table_key(app.ui) != before  # the card is a screen of its own


def test_the_card_sums_up_the_roll_with_its_dice_and_hides_the_table() -> None:
    app, _ = rolled()
    app.cover()
    ui, match = app.ui, app.ui.match
    assert match is not None and ui.covered
    markup = render_screen(ui, [], 0)
    dice = next(e for e in match.entries if e.action["type"] == "dice")
    line = html.escape(translate(dice.text, "en", ["Ana", "Bo"]))
    assert 'role="dialog" aria-labelledby="curtain-title"' in markup and 'id="curtain-title"' in markup
    assert "What just happened" in markup and line in markup
    assert f'aria-label="Movement die: {dice.action["move"]}"' in markup.split('class="curtain"')[1]
    assert 'id="board"' not in markup and 'class="panel"' not in markup and 'data-command="act"' not in markup
    assert markup.count('data-command="reveal"') == 1 and " hidden>" not in markup
    app.command("reveal")
    assert app.ui.curtain is None and not app.ui.handing and app.ui.curtain_since is None


def test_the_card_speaks_spanish() -> None:
    app, _ = rolled("es")
    assert app.ui.match is not None
    waiting = table_regions(app.ui, app.ui.match)["handoff"]
    assert "Decide Bo: la tableta se entrega" in waiting
    app.cover()
    markup = render_screen(app.ui, [], 0)
    assert CATALOGS["es"]["ui.curtain.happened"] in markup and "Entrega la tableta a" in markup


def test_the_card_shows_the_effects_of_the_move_under_their_line() -> None:
    app = table("migration_mars")
    chooser = random.Random(3)
    for _ in range(300):
        app.command("reveal")
        match = app.ui.match
        assert match is not None and not match.is_over
        act(app, chooser.choice(match.legal_actions()))
        after, since = app.ui.match, app.ui.curtain_since
        if app.ui.handing and after is not None and since is not None and any(e.effects for e in after.entries[since:]):
            break
    else:
        raise AssertionError("no hand-over after a move with effects")
    app.cover()
    match = app.ui.match
    assert match is not None and since is not None
    markup = render_screen(app.ui, [], 0)
    effect = next(effect for e in match.entries[since:] for effect in e.effects)
    card = markup.split('class="curtain"')[1]
    assert '<ul class="log-effects">' in card and html.escape(translate(effect, "en", ["Ana", "Bo"])) in card


def test_the_card_sums_up_only_the_latest_entries() -> None:
    match = Match.new("migration_mars", [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}], seed=3)
    while len(match.entries) < HANDOFF_ENTRIES + 4:
        match = match.apply(match.legal_actions()[0]) if match.to_move >= 0 else match.advance()
    summary = handoff_summary(match, 0, "en")
    assert summary.count('<li data-players="') == HANDOFF_ENTRIES
    assert handoff_summary(match, len(match.entries), "en") == "" and handoff_summary(match, None, "en") == ""


def test_while_a_move_is_shown_no_secret_mission_is_drawn() -> None:
    app = table("first_landing")
    match = app.ui.match
    assert match is not None
    act(app, {"type": "roll"})
    act(app, {"type": "end_turn"})
    assert app.ui.handing and app.ui.match is not None
    regions = table_regions(app.ui, app.ui.match)
    markup = regions["board"] + regions["panel"] + regions["shared"]
    for mission in match.state["missions"]:
        assert CATALOGS["en"][f"fl.mission.{mission}"] not in markup  # neither the mover's nor the next one's


def test_a_reopened_game_shows_the_card_at_once_with_nothing_to_sum_up() -> None:
    backing = FullStore()
    app = Controller(SaveStore(backing), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", "first_landing")
    app.command("start", fields=FIELDS)
    reopened = Controller(SaveStore(backing), "en", clock=lambda: 1000.0)
    reopened.start(app.route)
    assert reopened.ui.covered and not reopened.ui.handing
    markup = render_screen(reopened.ui, [], 0)
    assert 'role="dialog"' in markup and "handoff-summary" not in markup


def test_the_card_sums_up_the_whole_turn_of_the_player_handing_over() -> None:
    """Not only the last step: a Walking on the Moon turn ends with a crash, or with counters
    shared after it, and the card must show the jump too."""
    app = table("walking_moon")
    chooser = random.Random(5)
    for _ in range(400):
        app.command("reveal")
        match = app.ui.match
        assert match is not None and not match.is_over
        act(app, chooser.choice(match.legal_actions()))
        since = app.ui.curtain_since
        if app.ui.handing and since is not None and app.ui.match is not None:
            entries = app.ui.match.entries
            if len(entries) - since > 2:
                break
    else:
        raise AssertionError("no hand-over after a turn of several steps")
    assert since is not None and app.ui.match is not None
    entries = app.ui.match.entries
    giver = match.to_move
    assert {e.actor for e in entries[since:]} <= {giver, CHANCE}
    assert since == 0 or entries[since - 1].actor not in (giver, CHANCE)


def test_the_card_sums_up_only_from_when_the_tablet_was_taken() -> None:
    """A game reopened mid-turn: the steps before the reopening were not played at this sitting,
    so the next player's card starts where the tablet was taken, not where the turn began."""
    backing = FullStore()
    app = Controller(SaveStore(backing), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.command("new", "walking_moon")
    app.command("start", fields=FIELDS)
    chooser = random.Random(2)
    for _ in range(400):
        app.command("reveal")
        match = app.ui.match
        assert match is not None and not match.is_over
        if match.to_move >= 0 and len(match.entries) - turn_began(match) >= 2:
            break  # mid-turn, some steps of this turn already in the log
        act(app, chooser.choice(match.legal_actions()))
    else:
        raise AssertionError("no turn of several steps")
    reopened = Controller(SaveStore(backing), "en", clock=lambda: 1000.0)
    reopened.start(app.route)
    reopened.command("reveal")
    assert reopened.ui.match is not None
    taken, began = len(reopened.ui.match.entries), turn_began(reopened.ui.match)
    assert began < taken
    while not reopened.ui.handing:
        match = reopened.ui.match
        assert match is not None and not match.is_over
        act(reopened, chooser.choice(match.legal_actions()))
    assert reopened.ui.curtain_since == taken


def test_a_default_name_after_a_or_de_contracts_in_spanish_where_it_is_drawn_as_a_badge() -> None:
    """The hand-over card and Artemis's resolution name the player with a badge after the sentence
    ("Entrega la tableta a" + ▲ Jugador 1): it reads "al Jugador 1", "del Jugador 2" as a template
    would; a given name ("a Ana") and English stay as written."""
    seats = [{"name": "Jugador 1", "color": "red"}, {"name": "Jugador 2", "color": "blue"}]
    match = Match.new("artemis", seats, seed=1)
    chooser = random.Random(1)
    while match.state["step"] == "" or match.to_move < 0:
        match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    text = re.sub(
        r"<[^>]+>", "", curtain(1, match, "es") + table_regions(Ui(lang="es", match=match), match)["procedure"]
    )
    assert "Entrega la tableta al ● Jugador 2" in text and "Mostrar la mesa al Jugador 2" in text
    assert f"la decisión es del {'▲●'[match.to_move]} Jugador {match.to_move + 1}" in text
    ana = Match.new("artemis", [{"name": "Ana", "color": "red"}, seats[1]], seed=1)
    assert "Entrega la tableta a ▲ Ana" in re.sub(r"<[^>]+>", "", curtain(0, ana, "es"))
    assert "Hand the tablet to ● Jugador 2" in re.sub(r"<[^>]+>", "", curtain(1, match, "en"))
