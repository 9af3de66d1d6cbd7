"""The shipped Escape Pods scenarios: they validate, show what their captions say, and are up to date."""

from __future__ import annotations

from typing import Any

from pyengine.games.escape_pods import logic
from pyengine.scenarios import load_file, shipped
from tools import make_ep_scenarios


def scenario(name: str) -> Any:
    return load_file(shipped()[f"escape_pods/{name}"])


def test_collision_pushes_the_minipod_to_sector_5() -> None:
    s = scenario("collision")
    before, after = s.match(0).state, s.match(s.length).state
    assert before["pods"]["m1"]["at"] == "s2"
    assert after["pods"]["p2a"]["at"] == "s2" and after["pods"]["m1"]["at"] == "s5"


def test_explosion_crosses_a_beacon_and_puts_debris_in_sector_6() -> None:
    s = scenario("explosion")
    end = s.match(s.length).state
    assert end["beacons"]["b01"] == "7-10" and end["debris"] == [6]
    assert [c["owner"] for c in end["refuges"][1]["arrivals"]] == [0, 0] and end["refuges"][1]["token"] == 2
    assert end["revealed"] == ["x09"] and end["pods"]["p2a"]["at"] == "h1"


def test_the_files_are_up_to_date() -> None:
    assert make_ep_scenarios.main(["--check"]) == 0


def test_scoring_ends_the_game_with_every_refuge_assigned() -> None:
    s = scenario("scoring")
    end = s.match(s.length).state
    assert end["over"] and all(c["face_up"] for r in end["refuges"] for c in r["arrivals"])
    assert {r["card"] for r in end["refuges"]} == {"r17", "r11", "r14", "r20"}  # each special rule
    assert all(len(r["assigned"]) == len(r["arrivals"]) for r in end["refuges"])
    assert s.match(s.length).scores() == [6.0, 15.0]


def test_scoring_says_what_each_special_refuge_did() -> None:
    s = scenario("scoring")
    end = s.match(s.length).state
    for r, step in enumerate(s.steps[-4:]):
        assert step.kind == "note" and step.highlights == (f"refuge:{r}",)
        rule, points = logic.special(end["refuges"][r]), logic.crew_points(end, r)
        text = step.caption["en"]
        assert text.lower().startswith({"players": "crowded"}.get(rule, rule))
        if rule == "red":  # the red refuge's crew scored 0 here, and the caption says so
            assert all(p == 0 for _, p in points) and "scores 0" in text
        if rule == "players":
            assert f"scores {len({o for o, _ in points})} more" in text
