"""The shipped TINYforming Mars scenarios (the draft, a project, the income, the scoring): each
validates, shows what its captions say, exports to SVG with its highlights, and is up to date."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from pyengine.games.tinyforming_mars import board, data, queries
from pyengine.scenarios import load_file, shipped
from pyengine.scenarios.render import step_svg

SHIPPED = shipped()
ANA, BO = 0, 1


def tm(name: str) -> Any:
    return load_file(SHIPPED[f"tinyforming_mars/{name}"])


def key(n: int) -> str:
    return board.HEX_OF[n]


def credits_in_play(state: dict[str, Any]) -> int:
    """Credits held, in the supply and left on used projects: always all 10."""
    on_cards = sum(1 for card in state["table"] for used in card["used"] if used)
    return int(sum(state["credits"]) + state["bank"] + on_cards)


def test_the_draft_income_and_scoring_are_explained() -> None:
    names = {name.split("/")[1] for name in SHIPPED if name.startswith("tinyforming_mars/")}
    assert {"draft", "projects", "income", "scoring"} <= names


def test_draft_the_drawer_chooses_which_end_faces_whom() -> None:
    s = tm("draft")
    assert s.match(0).state["white"] is None and s.match(1).state["white"] == ANA
    kept = s.match(3).state["table"][0]
    assert kept["card"] == 3 and kept["faces"] == ["a", "b"]  # Ana chose end a: end b faces Bo
    final = s.match(s.length).state
    assert queries.facing(final, ANA) == ["water_from_europa", "research_outpost", "aquifer_pumping"]
    assert queries.facing(final, BO) == ["lava_flows", "windmills", "moss"]
    assert final["board"][key(8)] == {"kind": "city", "owner": BO}  # Black's city first
    assert final["board"][key(11)] == {"kind": "city", "owner": ANA}
    assert queries.tags(final, BO)["nature"] == 3  # Windmills' two and the bonus-hex city
    assert "project:lava_flows" in s.highlights(3) and "hex:" + key(8) in s.highlights(8)


def test_projects_starred_cost_one_credit_on_the_card_token_and_moss_credit() -> None:
    s = tm("projects")
    start, paid, placed = s.match(0).state, s.match(1).state, s.match(2).state
    assert paid["credits"][ANA] == start["credits"][ANA] - 2  # 3*, minus 1 for the second Space tag
    assert paid["bank"] == start["bank"] + 1 and paid["table"][0]["used"][ANA]
    assert placed["board"][key(10)] == {"kind": "water"}
    assert placed["held"][ANA]["production"] == 1 and placed["tokens"]["production"] == 0
    moss, greened = s.match(3).state, s.match(4).state
    assert moss["credits"][BO] == placed["credits"][BO] - 4
    assert greened["board"][key(5)]["kind"] == "greenery"
    assert greened["credits"][BO] == moss["credits"][BO] + 1  # 1 water next to the greenery
    assert all(credits_in_play(s.match(i).state) == data.CREDITS_TOTAL for i in range(s.length + 1))


def test_income_pays_cities_and_adjacent_water_then_caps_at_five() -> None:
    s = tm("income")
    before = s.match(2).state  # Ana sold a patent, Bo passed
    after = s.match(3).state
    assert after["generation"] == before["generation"] + 1 and not after["table"]
    assert before["credits"][ANA] + 2 > data.CREDIT_LIMIT and after["credits"][ANA] == data.CREDIT_LIMIT
    assert after["credits"][BO] == before["credits"][BO] + 1
    assert all(credits_in_play(s.match(i).state) == data.CREDITS_TOTAL for i in range(s.length + 1))
    assert s.match(1).state["standard"][ANA] == "sell_patent"


def test_scoring_the_game_ends_with_two_empty_supplies_and_the_breakdown_matches() -> None:
    s = tm("scoring")
    start, final = s.match(0), s.match(s.length)
    assert sum(1 for k in data.PARAMETERS if start.state["supply"][k] == 0) >= 2 and not start.is_over
    assert final.is_over
    points = queries.breakdown(final.state)
    assert final.scores() == [float(queries.total(p)) for p in points]
    assert f"Ana {queries.total(points[ANA])}, Bo {queries.total(points[BO])}" in s.caption(s.length, "en")
    assert final.winners() == [ANA] and "Ana wins" in s.caption(s.length, "en")


def test_the_scenario_highlights_are_drawn_in_the_static_svg() -> None:
    s = tm("draft")
    root = ET.fromstring(step_svg(s, 3, "es").encode("utf-8"))
    marks = root.findall(".//{http://www.w3.org/2000/svg}g[@class='layer-highlights']/*")
    assert {m.get("data-for") for m in marks} == {"project:water_from_europa", "project:lava_flows"}


def test_the_shipped_files_are_what_the_generator_writes() -> None:
    from tools.make_tfm_scenarios import main

    assert main(["--check"]) == 0
