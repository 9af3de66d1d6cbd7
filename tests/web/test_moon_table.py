"""Walking on the Moon at the table: the board and the players drawer agree on the dice of this
turn, and each decision has the game's own hint, not the building games' (pure parts, CPython)."""

import copy
import random
import re

from spacetable_web.controller import Ui
from spacetable_web.views import status_line, tools_bar

from pyengine.core import Match
from pyengine.core.table import table_of
from pyengine.games.walking_moon import GAME, moves, turn
from pyengine.i18n import translate
from tests.games.walking_moon.helpers import new

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "yellow"}]
NAMES = ["Ana", "Bo", "Cy"]


def status_of(state: dict, index: int, lang: str = "en") -> str:
    """The players drawer's state line for one astronaut."""
    rows = table_of(GAME).panel(state, None)
    lines = [translate(value, lang, NAMES) for _, label, value in rows if label.key == "wm.panel.status"]
    return lines[index]


def test_an_astronaut_standing_up_from_an_accident_has_two_dice_on_the_board_and_in_the_drawer() -> None:
    state = copy.deepcopy(new())
    index = moves.active(state)
    state["astros"][index]["down"] = True  # accidented in the last round: its turn begins
    turn.start_turn(state)
    assert state["dice"] == 2
    board = GAME.render(state, 0, "en")
    assert "2 dice this turn" in board
    assert status_of(state, index).startswith("2 dice this turn; next turn normal (4 dice)")
    assert status_of(state, index, "es").startswith("2 dados este turno")
    others = [status_of(state, i) for i in range(len(state["astros"])) if i != index]
    assert all("this turn" not in line for line in others)  # the others' lines say their next turn


def test_a_handicapped_astronaut_has_three_dice_on_both() -> None:
    state = copy.deepcopy(new())
    index = moves.active(state)
    state["astros"][index]["handicap"] = 1
    state["supply"]["handicap"] -= 1
    turn.start_turn(state)
    assert "3 dice this turn" in GAME.render(state, 0, "en")
    assert status_of(state, index).startswith("3 dice this turn")


def test_programming_and_choosing_have_the_games_own_tool_hints() -> None:
    match = Match.new("walking_moon", SEATS, seed=4)
    bar = tools_bar(Ui(lang="en"), match)
    assert "<h2>Dice to program</h2>" in bar and "jump slot" in bar
    assert "Build" not in bar and "build" not in bar
    chooser = random.Random(1)
    while match.state["phase"] != "choose":
        match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    bar = tools_bar(Ui(lang="es"), match)
    assert "<h2>Resultados</h2>" in bar and "construir" not in bar.lower()


def test_jump_again_or_stop_robbing_and_card_windows_have_their_own_hints() -> None:
    seen: dict[str, str] = {}
    for seed in range(1, 7):
        match = Match.new("walking_moon", SEATS, seed=seed, options={"advanced": True})
        chooser = random.Random(seed)
        for _ in range(400):
            if match.is_over:
                break
            phase = match.state["phase"]
            if match.to_move >= 0 and phase in ("continue", "rob", "ask") and phase not in seen:
                seen[phase] = status_line(match, "en", NAMES)
            match = match.advance() if match.to_move < 0 else match.apply(chooser.choice(match.legal_actions()))
    assert {"continue", "rob", "ask"} <= set(seen), sorted(seen)
    note = {phase: re.search(r'class="decision-note">([^<]*)<', line) for phase, line in seen.items()}
    assert note["continue"] and "Next jump rolls the dice" in note["continue"].group(1)
    assert note["rob"] and "take a Sputnik" in note["rob"].group(1)
    assert note["ask"] and "action card" in note["ask"].group(1)
