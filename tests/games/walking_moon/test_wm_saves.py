"""Walking on the Moon's saves across its rulesets: a game saved under ruleset 1, whose share
question was asked after every landing beside one's other astronaut even with nothing to give,
still loads and ends as it was played (rules doc: "The share question")."""

import json
from pathlib import Path

import pytest

import pyengine.games  # noqa: F401 - registers the games
from pyengine.core.errors import SaveError
from pyengine.core.saves import load_save, match_to_save

OLD = Path(__file__).parent / "saves" / "ruleset1-share-nothing.json"


def old_save() -> tuple[dict, dict]:
    """The ruleset 1 save (written by the engine of 4e9f715) and what its game ended with then."""
    save = json.loads(OLD.read_text(encoding="utf-8"))
    return save, save.pop("expected")


def test_a_ruleset_1_save_with_unasked_share_answers_loads_and_ends_as_it_was_played() -> None:
    save, expected = old_save()
    assert save["ruleset"] == 1 and expected["unasked"] >= 1
    match = load_save(save)
    assert match.is_over
    assert match.state["astros"] == expected["astros"] and match.state["finishers"] == expected["finishers"]
    upgraded = match_to_save(match)
    assert upgraded["ruleset"] == 2
    assert len(upgraded["actions"]) == len(save["actions"]) - expected["unasked"]  # only those answers left out


def test_the_same_steps_claimed_under_today_s_rules_are_refused_at_the_unasked_answer() -> None:
    save, _ = old_save()
    with pytest.raises(SaveError):
        load_save({**save, "ruleset": 2})
