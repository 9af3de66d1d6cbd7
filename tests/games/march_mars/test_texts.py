"""March on Mars's texts name squares as players count them (from 1), never as raw coordinates."""

from __future__ import annotations

import random
import re

from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.match import apply_action, resolve_chance
from pyengine.games.march_mars import GAME, view
from pyengine.i18n import translate
from tests.games.march_mars.helpers import L1, ZA, act, alien, new, put, roll, turn

RAW = re.compile(r"\d+ ?, ?\d+|\(\d+,|column 0|columna 0")


def texts(state: dict, action: dict) -> list[str]:
    """An action's button and log line in both languages."""
    out = []
    for lang in ("en", "es"):
        out.append(translate(GAME.describe(state, action), lang))
        label = GAME.action_label(state, action)
        if label is not None:
            out.append(translate(label, lang))
    return out


def test_the_fragmentation_missile_names_the_square_it_bursts_over_from_1() -> None:
    state = alien(put(new(3), 1, L1 + 3), "yellow", L1 + 1)
    state = act(turn(state), {"type": "missile", "marine": 1, "kind": "frag"})
    state = roll(state, "1", "1")
    blast = {"type": "blast", "column": L1 + 1}
    said = texts(state, blast)
    assert f"square {L1 + 2}" in said[0] and f"casilla {L1 + 2}" in said[2]
    assert not any(RAW.search(t) for t in said)


def test_the_board_names_a_square_by_its_number_and_height_from_1() -> None:
    state = new(3)
    space = view.space(state, f"sq:{ZA},0")
    assert space is not None
    assert f"square {ZA + 1}, height 1" in translate(space, "en")
    assert f"casilla {ZA + 1}, altura 1" in translate(space, "es")
    svg = GAME.render(state, 0, "en")
    assert f"square {ZA + 1}, height 1" in svg and f"({ZA},0)" not in svg


def test_no_move_log_or_button_of_a_played_game_shows_raw_coordinates() -> None:
    rng = random.Random(3)
    state = new(3)
    for _ in range(400):
        if GAME.to_move(state) == TERMINAL:
            break
        if GAME.to_move(state) == CHANCE:
            outcomes = GAME.chance_outcomes(state)
            state = resolve_chance(GAME, state, rng.choices([o for o, _ in outcomes], [w for _, w in outcomes])[0])[0]
            continue
        legal = GAME.legal_actions(state)
        for action in legal:
            for said in texts(state, action):
                assert not RAW.search(said), said
        state = apply_action(GAME, state, rng.choice(legal))
