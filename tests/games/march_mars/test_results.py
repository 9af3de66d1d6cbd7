"""March on Mars's results: the team's verdict (won or lost and why), its margin and the difficulty."""

from __future__ import annotations

from pyengine.core.table import table_of
from pyengine.games.march_mars import GAME
from pyengine.i18n import translate
from tests.games.march_mars.helpers import new


def finished(won: bool, why: str, turn: int, upgrades: int, difficulty: str = "normal") -> dict:
    """A two-player game over as told."""
    state = new(2, difficulty=difficulty)
    state.update(over=True, won=won, why=why, round=turn, phase="over")
    state["upgrades"] = {"left": "bunker" if upgrades else None, "right": "bunker" if upgrades > 1 else None}
    return state


def headline(state: dict, lang: str) -> str:
    """The results' headline in a language."""
    said = table_of(GAME).headline(state)
    assert said is not None
    return translate(said, lang)


def test_the_results_headline_says_the_team_won_with_turns_and_upgrades_left_and_the_difficulty() -> None:
    state = finished(True, "bomb", 6, 2, "sergeant")
    assert headline(state, "en") == (
        "The team wins: the bomb went off beside the Martian Mastermind in turn 6."
        " Turns left: 2 · base upgrades left: 2 · difficulty: Sergeant."
    )
    assert headline(state, "es").startswith("El equipo gana: la bomba estalló") and "Sargento" in headline(state, "es")


def test_the_results_headline_says_why_the_team_lost() -> None:
    assert "the 8 turns ran out" in headline(finished(False, "time", 8, 1), "en")
    assert "se acabaron los 8 turnos" in headline(finished(False, "time", 8, 1), "es")
    base = finished(False, "base", 5, 0, "baby")
    assert "the Landing Zone fell" in headline(base, "en") and "Turns left: 3" in headline(base, "en")
    assert "la Zona de Aterrizaje cayó" in headline(base, "es") and "Baby marine" in headline(base, "es")
    assert "every marine fell" in headline(finished(False, "fallen", 4, 2), "en")


def test_no_headline_while_the_game_goes_on() -> None:
    assert table_of(GAME).headline(new(2)) is None
