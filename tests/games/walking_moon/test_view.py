"""The board: the ring of cards, the jump card's slot targets, where each result lands, the jump replayed."""

import re

from pyengine.games.walking_moon import GAME, board
from tests.games.walking_moon.helpers import BLUE, BLUE2, WHITE, new, program, roll, use

TARGET = re.compile(r'data-target="([^"]+)"')


def test_the_board_draws_every_square_of_the_five_cards_and_connectors() -> None:
    state = new()
    svg = GAME.render(state, 0, "es")
    track = board.terrain(tuple(state["cards"]))
    assert svg.count("data-square=") == len([s for s in track.squares() if s[0] < board.FINISH])
    assert "Salida y meta" in svg and svg.startswith("<svg")


def test_the_squares_are_named_in_the_board_language_each_time_and_follow_the_cards_dealt() -> None:
    """The track's squares are drawn once per deal and language, so a language switch or a new deal
    must still show its own squares."""
    state = new()
    english = GAME.render(state, 0, "en")
    assert "Salida y meta" in GAME.render(state, 0, "es") and "Salida y meta" not in english
    assert GAME.render(state, 0, "en") == english
    other = {**state, "cards": list(reversed(state["cards"]))}
    squares = re.compile(r'<g class="sq [^"]+" data-square="[^"]+"')
    assert squares.findall(GAME.render(other, 0, "en")) != squares.findall(english)


def test_while_programming_the_jump_slots_are_the_targets() -> None:
    svg = GAME.render(new(), 0, "en")
    assert set(TARGET.findall(svg)) == {"slot:0", "slot:1", "slot:2"}


def test_while_choosing_each_landing_square_is_a_target_with_its_path_shown() -> None:
    state = roll(program(new(), [BLUE, WHITE], [BLUE2, 5]), "2", "1")
    svg = GAME.render(state, 0, "en")
    wanted = {a["target"] for a in GAME.legal_actions(state) if a["type"] == "use"}
    assert set(TARGET.findall(svg)) == wanted
    assert svg.count('class="preview"') == len([a for a in GAME.legal_actions(state) if a["type"] == "use"])
    previews = svg.split('class="layer-paths"')[1].split('class="layer-pieces"')[0]
    assert "✓" in previews and "✕" in previews  # the blue 2 lands safely; the white 1 descends into the ground


def test_a_jump_is_played_out_along_its_path_unless_motion_is_reduced() -> None:
    state = program(new(), [BLUE], [BLUE2, WHITE, 5])
    state = use(roll(state, "2"), BLUE, "ss")
    svg = GAME.render(state, 0, "en")
    assert "<animateMotion" in svg and "prefers-reduced-motion: reduce" in svg
    assert "<animateMotion" not in GAME.render(new(), 0, "en")
