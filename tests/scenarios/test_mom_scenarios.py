"""The shipped March on Mars scenarios: each validates, does what its captions say (a shot at an
exact distance, a wave marching one alien at a time), and is what the generator writes."""

from __future__ import annotations

from typing import Any

from pyengine.scenarios import load_file, shipped


def scenario(name: str) -> Any:
    return load_file(shipped()[f"march_mars/{name}"])


def test_the_shooting_scenario_kills_at_the_distance_its_dice_show() -> None:
    s = scenario("shooting")
    shot = next(st.action for st in s.steps if (st.action or {}).get("type") == "shoot")
    before, after = s.match(s.length - 1).state, s.match(s.length).state
    killed = shot["yellow"] + shot["blue"] + shot["red"]
    assert killed and len(after["aliens"]) == len(before["aliens"]) - killed
    faces = next(st.action["faces"] for st in s.steps if st.kind == "chance")
    here = before["marines"][0]["col"]
    assert int(faces[0]) == here - int(shot["target"][3:].split(",")[0])  # the number is the distance


def test_the_wave_scenario_plays_each_alien_as_its_own_step() -> None:
    s = scenario("wave")
    moves = [st.action for st in s.steps if st.kind == "chance" and st.action["type"] == "alien"]
    assert len(moves) >= 3 and all(set(m) == {"type", "colour", "from", "to", "side"} for m in moves)
    assert any(m["to"].startswith("waiting:") for m in moves) and any(m["from"] == "bag" for m in moves)


def test_the_shipped_files_are_what_the_generator_writes() -> None:
    from tools.make_mom_scenarios import main

    assert main(["--check"]) == 0


def test_the_melee_scenario_locks_ana_until_a_1_kills_the_alien() -> None:
    s = scenario("melee")
    kinds = [(st.action or {}).get("type") for st in s.steps]
    assert "discard" in kinds and kinds[-1] == "shoot"
    locked = s.match(kinds.index("discard")).state
    assert locked["melee"] and locked["mode"] == "action"
    final = s.match(s.length).state
    ana = final["marines"][0]
    assert not any((a["col"], a["level"]) == (ana["col"], ana["level"]) for a in final["aliens"])


def test_the_bomb_scenario_starts_beside_the_mmm_and_the_roll_decides() -> None:
    s = scenario("bomb")
    start = s.match(0).state
    assert not start["defenders"]["left"] and start["round"] <= 8 and not start["over"]
    assert all((m["col"], m["level"]) == (0, 0) for m in start["marines"])  # both beside the MMM
    assert not any((a["col"], a["level"]) == (0, 0) for a in start["aliens"])
    rolled = [st.action["faces"] for st in s.steps if st.kind == "chance"]
    assert sum(int(f[0]) for f in rolled[0]) == 8  # one short: the bomb would fail
    final = s.match(s.length).state
    assert final["over"] and final["won"] and final["why"] == "bomb"
