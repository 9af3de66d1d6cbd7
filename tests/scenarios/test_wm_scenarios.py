"""The shipped Walking on the Moon scenarios: each validates, does what its captions say (a jump of
each colour, an accident of each cause, a tunnel, a robbery), and is what the generator writes."""

from __future__ import annotations

from typing import Any

from pyengine.scenarios import load_file, shipped


def scenario(name: str) -> Any:
    return load_file(shipped()[f"walking_moon/{name}"])


def after_each_use(s: Any) -> list[dict[str, Any]]:
    """The state after every step that used a die."""
    return [s.match(i).state for i in range(1, s.length + 1) if (s.steps[i - 1].action or {}).get("type") == "use"]


def test_the_dice_scenario_jumps_with_each_colour() -> None:
    s = scenario("dice")
    used = [s.steps[i].action["die"] for i in range(s.length) if (s.steps[i].action or {}).get("type") == "use"]
    colours = {("blue", "blue", "white", "white", "black", "black")[d] for d in used}
    assert colours == {"blue", "white", "black"}
    ana = after_each_use(s)[2]["astros"][0]
    assert (ana["col"], ana["level"], ana["down"]) == (5, 1, False)


def test_the_accidents_scenario_shows_each_cause() -> None:
    s = scenario("accidents")
    states = after_each_use(s)
    outcomes = [st["last"]["outcome"] + ("+skull" if st["last"]["skull"] else "") for st in states]
    assert outcomes == ["collision", "fall", "safe+skull", "safe", "hazard"]
    assert states[0]["astros"][0]["down"] and states[1]["astros"][1]["down"]
    # the skull ended the round: Cy, on top of the stack, moves first and stands up with 2 dice
    assert states[2]["order"][0] == 2 and states[2]["dice"] == 2 and states[2]["round"] == 2
    assert states[-1]["astros"][2]["sputniks"] == 1 and states[-1]["astros"][2]["down"]


def test_the_tunnel_scenario_passes_through_and_hits_the_roof() -> None:
    s = scenario("tunnel")
    states = after_each_use(s)
    assert states[0]["astros"][0]["sputniks"] == 1
    assert states[2]["astros"][0]["col"] == 6 and not states[2]["astros"][0]["down"]
    bo = states[-1]["astros"][1]
    assert states[-1]["last"]["outcome"] == "collision" and bo["down"] and bo["col"] == 2


def test_the_robbery_scenario_takes_a_sputnik_then_sabotages() -> None:
    s = scenario("robbery")
    final = s.match(s.length).state
    assert [a["sputniks"] for a in final["astros"]] == [0, 2, 1]
    assert final["astros"][0]["handicap"] == 1
    assert s.match(s.length).options["advanced"] is True


def test_the_shipped_files_are_what_the_generator_writes() -> None:
    from tools.make_wm_scenarios import main

    assert main(["--check"]) == 0
