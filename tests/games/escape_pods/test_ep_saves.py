"""Escape Pods' saves across its rulesets: a solo game saved with the first design's solo cards
(ruleset 1) replays as it was played (ruling 16)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from pyengine.core import Match
from pyengine.core.errors import SaveError
from pyengine.core.saves import dumps, loads
from pyengine.games.escape_pods import data

# Written by the engine of commit 851b81e^ (the solo cards x01-x03, x11-x13): a random solo game to its
# end, in which Program bottomed x11. The hash and debris below are what that engine replayed.
OLD_SAVE = Path(__file__).parent / "saves" / "solo-first-cards.json"
OLD_HASH = "0035ee11d5954575cc9f5888a6cd0079ddddea9fb082ec24d4e23414cc8e22b8"
SOLO = [{"name": "Ana", "color": "red"}]


def as_ruleset_1(match: Match) -> dict[str, Any]:
    """The save as the engine before ruleset 2 wrote it (no solo_cards option)."""
    old = json.loads(dumps(match))
    old["ruleset"] = 1
    del old["options"]["solo_cards"]
    return old


def played(seats: list[dict[str, str]], options: dict[str, Any], seed: int, steps: int) -> Match:
    """A match of random moves, `steps` at most."""
    chooser = random.Random(seed)
    match = Match.new("escape_pods", seats, options, seed=seed)
    while not match.is_over and len(match.entries) < steps:
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def deal(cards: str, seed: int) -> Match:
    """A solo game's setup: refuges, two revealed cards, the first player."""
    return Match.new("escape_pods", SOLO, {"solo_cards": cards}, seed=seed)


def test_an_old_solo_save_with_the_first_solo_cards_replays_as_it_was_played() -> None:
    text = OLD_SAVE.read_text(encoding="utf-8")
    old = json.loads(text)
    assert old["ruleset"] == 1 and "solo_cards" not in old["options"]
    match = loads(text)
    assert match.options["solo_cards"] == "sectors"
    assert match.state_hash() == OLD_HASH and match.is_over
    assert match.state["debris"] == [3, 9, 12, 8, 1, 13, 5, 7]  # sectors 1, 3 and 13: the old cards went off
    again = json.loads(dumps(match))
    assert again["ruleset"] == 2 and loads(json.dumps(again)).state_hash() == OLD_HASH
    # Under the current solo cards the same steps are not this game: without the upgrade it is refused.
    with pytest.raises(SaveError) as err:
        loads(json.dumps({**again, "options": {**again["options"], "solo_cards": "centre"}}))
    assert err.value.reason.key == "core.error.tampered"


@pytest.mark.parametrize("cards", ["centre", "sectors"])
def test_a_ruleset_1_solo_save_naming_only_shared_cards_is_told_apart_by_its_deal(cards: str) -> None:
    # A save of the setup only, whose two revealed cards are in both decks (x04-x10).
    seed = next(s for s in range(100) if set(deal(cards, s).state["revealed"]) <= set(data.MULTI_DECK))
    match = deal(cards, seed)
    again = loads(json.dumps(as_ruleset_1(match)))
    assert again.options["solo_cards"] == cards and again.state_hash() == match.state_hash()


def test_ruleset_1_multiplayer_and_current_solo_saves_load_unchanged() -> None:
    for seats in (SOLO, [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]):
        match = played(seats, {}, seed=3, steps=80)
        again = loads(json.dumps(as_ruleset_1(match)))
        assert again.options["solo_cards"] == "centre" and again.state_hash() == match.state_hash()
