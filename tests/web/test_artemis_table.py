"""The Artemis Project's table under CPython: every decision can be taken by a button or by a board
target (after picking a die or a colonist in the tray), so a game plays by keyboard or touch alone."""

import html
import json
import random
import re

import pytest
from spacetable_web.controller import Controller, Ui
from spacetable_web.storage import SaveStore
from spacetable_web.tableviews import table_regions

from pyengine.core import Match
from pyengine.core.jsonutil import canonical
from tests.web.fakes import FullStore

SEATS = [{"name": n, "color": c} for n, c in zip("ABCDE", ("red", "blue", "yellow", "green", "purple"), strict=True)]


def reachable(match: Match) -> tuple[set[str], set[str]]:
    """The actions the table offers as buttons, and the board targets it marks legal and draws,
    with each tray tool's targets added as if that tool were picked (that is how a die is placed)."""
    ui = Ui(lang="es", screen="table", match=match)
    regions = table_regions(ui, match)
    markup = "".join(regions[k] for k in ("actions", "tools", "menu", "status"))
    buttons = {
        canonical(json.loads(html.unescape(a))) for a in re.findall(r'data-command="act" data-arg="([^"]*)"', markup)
    }
    targets = set(json.loads(regions["legal"])) & set(re.findall(r'data-target="([^"]+)"', regions["board"]))
    for tool in re.findall(r'data-command="tool" data-arg="([^"]*)"', regions["tools"]):
        chosen = Ui(lang="es", screen="table", match=match, tool=canonical(json.loads(html.unescape(tool))))
        picked = table_regions(chosen, match)
        targets |= set(json.loads(picked["legal"])) & set(re.findall(r'data-target="([^"]+)"', picked["board"]))
    return buttons, targets


@pytest.mark.parametrize("players", [2, 3])
def test_every_decision_is_a_button_or_a_board_target_so_keyboard_and_touch_play_the_whole_game(players: int) -> None:
    chooser = random.Random(players)
    match = Match.new("artemis", SEATS[:players], seed=players)
    kinds = set()
    while not match.is_over:
        while match.to_move < 0 and not match.is_over:
            match = match.advance()
        if match.is_over:
            break
        buttons, targets = reachable(match)
        for action in match.legal_actions():
            kinds.add(action["type"])
            assert canonical(action) in buttons or action.get("target") in targets, action
        match = match.apply(chooser.choice(match.legal_actions()))
    assert {"place", "tune"} <= kinds  # the game was played through its placements


def test_pass_and_play_shows_one_table_to_all_without_a_hand_over_card_between_players() -> None:
    """Only the bag's and the decks' order are hidden, from everybody: two people passing one tablet
    see the same table, so no hand-over card stops play at each change of player (about a hundred in
    a game); a game with private hands still hands over (tests/web/test_controller.py)."""
    app = Controller(SaveStore(FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.start("")
    app.command("new", "artemis")
    app.command("start", fields={"seat-name-0": "Ana", "seat-name-1": "Bo", "seed": "5"})
    assert app.ui.screen == "table" and app.ui.curtain is None
    movers = set()
    for _ in range(30):
        match = app.ui.match
        assert match is not None and app.ui.curtain is None
        movers.add(match.to_move)
        app.command("act", json.dumps(match.legal_actions()[0]))
    assert {0, 1} <= movers
    assert "curtain" not in table_regions(app.ui, app.ui.match)["status"]  # type: ignore[arg-type]


def test_the_colonists_step_marks_the_buyers_building_before_a_colonist_is_picked() -> None:
    """At the colonists' step the board marks (and the view frames) the slots a first tap houses on,
    not nothing: on a phone the buyer's building is otherwise off screen with no mark to find it."""
    chooser = random.Random(1)
    match = Match.new("artemis", SEATS[:2], seed=1)
    while not (match.to_move >= 0 and {"house"} <= {a["type"] for a in match.legal_actions()}):
        match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    houses = {a["target"] for a in match.legal_actions() if a["type"] == "house"}
    regions = table_regions(Ui(lang="en", screen="table", match=match), match)
    assert houses and houses <= set(json.loads(regions["legal"]))
