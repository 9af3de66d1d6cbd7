"""Walking on the Moon's words at the table: the setup's choices can be told apart, and the legend
says what the rules say about Sputniks."""

from pyengine.core.registry import get_game
from pyengine.core.table import table_of
from pyengine.i18n import text, translate

GAME = get_game("walking_moon")


def test_every_setup_choice_reads_differently_in_both_languages() -> None:
    for lang in ("en", "es"):
        for option in GAME.meta.options:
            if not option.choices:
                continue
            words = [text(f"{option.label.key}.{str(c).lower()}", lang) for c in option.choices]
            assert len(set(words)) == len(words), (lang, option.id, words)


def test_the_legend_takes_a_sputnik_by_passing_over_it() -> None:
    legend = {translate(meaning, "en") for _, meaning in table_of(GAME).legend()}
    assert any("passes over it" in line and "Sputnik" in line for line in legend), legend
