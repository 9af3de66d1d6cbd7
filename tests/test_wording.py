"""Every message of every catalog, rendered with amounts 0, 1 and 2 in both languages, reads as
plain language: no "1 fuel cells", no "a Olympium", no "quedan 1", no "fichas ninguna"."""

import re
import string

import pytest

import pyengine.games
import pyengine.scenarios.format  # noqa: F401 - and the scenario messages
from pyengine.core.messages import Msg
from pyengine.i18n import CATALOGS, translate

# Parameters that carry an amount (the others are names, places and texts: given a word). A `limit`
# is left out: limits are constants far above 1 (a caption's 280 characters).
AMOUNTS = {
    "actions", "amount", "blueprints", "cells", "cities", "cost", "count", "credits", "energy", "events",
    "finished", "fresh", "greenery", "harvest", "healthy", "heat", "hexes", "income", "injured", "left",
    "lost", "low", "n", "number", "played", "players", "points", "returned", "rounds", "saved",
    "size", "step", "steps", "tiles", "tokens", "total", "unseen", "water",
}  # fmt: skip
NOT_PLURAL = r"(?!is\b|was\b|has\b|plus\b|bonus\b|this\b|its\b|as\b|us\b|less\b|across\b|always\b|access\b)"
WRONG = {
    "en": re.compile(rf"\b1 (?:fuel |event |two-hex )?{NOT_PLURAL}[a-z]+s\b|\ba [AEIOUaeiou]"),
    "es": re.compile(
        r"\b(?:quedan|hay|faltan) 1\b|\bqueda [02-9]"
        r"|\b1 (?:[a-záéíóú]+ )?(?!menos\b|más\b)[a-záéíóú]+s\b|\w+s ningun[ao]s?\b"
    ),
}


def fields(template: str) -> set[str]:
    """The {names} a template uses."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def rendered(lang: str, key: str, n: int) -> str:
    """The message with every amount n (a range's high end above it) and a word for the rest."""
    names = fields(CATALOGS[lang][key])
    params = {name: (n + 2 if name == "high" else n) if name in AMOUNTS else "Bo" for name in names}
    return translate(Msg(key, params), lang, ["Ana", "Bo"])


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_message_reads_right_with_zero_one_and_two(lang: str) -> None:
    wrong = [
        f"{key} (n={n}): {text}"
        for key in sorted(CATALOGS[lang])
        if not key.endswith(".one")
        for n in (0, 1, 2)
        if WRONG[lang].search(text := rendered(lang, key, n))
    ]
    assert wrong == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "Ana adds 1 fuel cells"), ("en", "for a Olympium"), ("es", "quedan 1"), ("es", "fichas ninguna")],
)
def test_the_check_catches_the_mistakes_players_saw(lang: str, text: str) -> None:
    assert WRONG[lang].search(text)


def test_spanish_draws_cards_without_robbing_and_says_asiento_for_a_seat() -> None:
    """'Robar' is Walking on the Moon's robbing: a card drawn is 'sacada'; a seat is an 'asiento'
    everywhere (not 'puesto' in some texts)."""
    draws = re.compile(r"\bdraw(?:s|n|ing)?\b", re.IGNORECASE)
    robbing = re.compile(r"\brob", re.IGNORECASE)
    seats = re.compile(r"\bseats?\b", re.IGNORECASE)
    wrong = []
    for key, english in CATALOGS["en"].items():
        spanish = CATALOGS["es"].get(key, "")
        if draws.search(english) and not robbing.search(english) and robbing.search(spanish):
            wrong.append(f"{key}: {spanish}")
        if seats.search(english) and ("puesto" in spanish.lower() or "asiento" not in spanish.lower()):
            wrong.append(f"{key}: {spanish}")
    assert wrong == []


def test_a_default_name_after_a_or_de_contracts_in_spanish() -> None:
    assert translate(Msg("ui.announce.pass", {"name": "Jugador 1"}), "es", []) == "Pasa la tableta al Jugador 1."
    assert translate(Msg("ui.announce.pass", {"name": "Ana"}), "es", []) == "Pasa la tableta a Ana."
    turn = translate(Msg("ui.bots.not_yours", {"name": "Jugador 2"}), "es", [])
    assert turn == "Es el turno del Jugador 2, y ese asiento lo juega un bot."
    assert translate(Msg("ui.announce.pass", {"name": "Jugador 1"}), "en", []) == "Pass the tablet to Jugador 1."
