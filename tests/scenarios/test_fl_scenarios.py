"""The shipped First Landing scenario (the tutorial game): it validates, its refusal quotes the
engine, the claims and the contest do what the captions say, and the file is up to date."""

from __future__ import annotations

from typing import Any

from pyengine.core.registry import all_games
from pyengine.i18n import translate
from pyengine.scenarios import load_file, shipped

ANA, BO = 0, 1


def landing() -> Any:
    return load_file(shipped()["first_landing/landing"])


def test_every_game_the_engine_has_ships_a_scenario() -> None:
    games = {name.split("/")[0] for name in shipped()}
    assert {game.meta.id for game in all_games()} <= games


def test_landing_quotes_the_engines_refusal_of_a_first_landing_off_the_edge() -> None:
    s = landing()
    (note,) = [i for i in range(1, s.length + 1) if s.steps[i - 1].kind == "note"]
    reason = s.match(note).why_illegal({"type": "claim", "target": "hex:0,0"})
    assert reason is not None and reason.key == "fl.illegal.first_on_edge"
    for lang in ("es", "en"):
        assert translate(reason, lang) in s.caption(note, lang)
    assert s.highlights(note) == ["hex:0,0"]


def test_landing_claims_on_the_edge_then_next_to_its_own_and_a_contest_refunds() -> None:
    s = landing()
    claimed = [i for i in range(1, s.length + 1) if s.steps[i - 1].kind == "action"]
    owners = [s.match(i).state["owner"] for i in claimed]
    assert {"0,-2": ANA, "0,-1": ANA}.items() <= owners[-1].items()
    contest = next(i for i in claimed if s.steps[i - 1].action == {"type": "contest"})
    before, after = s.match(contest - 1).state, s.match(contest).state
    assert before["owner"]["1,-2"] == BO and "1,-2" not in after["owner"]
    assert after["energy"][ANA] == before["energy"][ANA] - 1
    assert after["energy"][BO] == before["energy"][BO] + 2  # the crater's cost back
    assert s.match(s.length).state["owner"]["2,-2"] == BO


def test_the_shipped_file_is_what_the_generator_writes() -> None:
    from tools.make_fl_scenarios import main

    assert main(["--check"]) == 0
