"""Proyectos estándar, cubes (calor, vegetación, agua) and resource tokens."""

from __future__ import annotations

from .helpers import GAME, T, city, cube, deal, fresh, key, play, standard, why


def std(std_id: str) -> dict[str, str]:
    """The action completing a standard project."""
    return {"type": "standard", "target": f"std:{std_id}"}


def test_sell_patent_gains_one_credit_unless_the_supply_is_empty() -> None:
    state = fresh()
    assert why(state, std("sell_patent")).key == "tm.illegal.bank_empty"
    state["credits"], state["bank"] = [3, 5], 2
    state = standard(state, "sell_patent")
    assert state["credits"][0] == 4 and state["bank"] == 1


def test_standard_projects_have_their_printed_costs_and_tags() -> None:
    state = deal(fresh(), 0, "research_outpost", "moss")  # Energy Space + Production x2
    assert why(state, std("build_city")) is None
    assert why(state, std("import_water")).key == "tm.illegal.tags"  # Science + Space
    assert why(state, std("greenhouses")).key == "tm.illegal.tags"  # Production + Nature x2
    assert why(state, std("energy_farms")).key == "tm.illegal.tags"  # Energy + Science
    state["credits"][0] = 1
    assert why(state, std("build_city")).key == "tm.illegal.cost"


def test_build_city_on_an_empty_land_hex_not_next_to_any_city() -> None:
    state = city(deal(fresh(), 0, "research_outpost", "moss"), 10, 1)
    state = standard(state, "build_city")
    assert why(state, {"type": "place", "target": T(5)}).key == "tm.illegal.next_to_city"
    assert why(state, {"type": "place", "target": T(3)}).key == "tm.illegal.water_reserved"
    assert why(state, {"type": "place", "target": T(10)}).key == "tm.illegal.occupied"
    state = play(state, {"type": "place", "target": T(1)})
    assert state["board"][key(1)] == {"kind": "city", "owner": 0} and state["credits"][0] == 3


def test_build_city_with_two_cities_relocates_one() -> None:
    state = city(city(deal(fresh(), 0, "research_outpost", "moss"), 1, 0), 19, 0)
    state = standard(state, "build_city")
    assert {a["type"] for a in GAME.legal_actions(state)} == {"move_city"}
    state = play(state, {"type": "move_city", "target": T(1)})
    state = play(state, {"type": "place", "target": T(2)})  # next to its own old hex: fine, it moved
    assert key(1) not in state["board"] and state["board"][key(2)]["owner"] == 0
    assert len([p for p in state["board"].values() if p["kind"] == "city"]) == 2


def test_import_water_greenhouses_and_energy_farms() -> None:
    state = deal(fresh(), 0, "water_from_europa", "research_outpost", "great_dam")  # Nature x2, Space, Science
    state["held"][0]["production"] = 1
    assert why(state, std("import_water")) is None and why(state, std("greenhouses")) is None
    state = play(standard(state, "import_water"), {"type": "place", "target": T(16)})
    assert state["board"][key(16)] == {"kind": "water"} and state["supply"]["water"] == 3
    state = deal(fresh(), 0, "great_dam", "bushes")
    state = standard(state, "energy_farms")
    assert state["heat"][0] == 1 and state["credits"][0] == 2


def test_greenery_goes_on_an_empty_hex_not_reserved_for_water() -> None:
    state = deal(fresh(), 0, "water_from_europa", "moss")
    state = standard(state, "greenhouses")
    assert why(state, {"type": "place", "target": T(9)}).key == "tm.illegal.water_reserved"
    state = play(state, {"type": "place", "target": T(8)})
    assert state["board"][key(8)] == {"kind": "greenery"} and state["supply"]["greenery"] == 6


def test_water_on_a_water_hex_gains_its_token_and_a_credit_per_adjacent_water() -> None:
    state = cube(cube(deal(fresh(), 0, "research_outpost", "great_dam"), 9, "water"), 15, "water")
    state["credits"], state["bank"] = [3, 5], 2
    state = standard(state, "import_water")  # 3 credits
    assert why(state, {"type": "place", "target": T(5)}).key == "tm.illegal.not_water_hex"
    state = play(state, {"type": "place", "target": T(10)})  # Tharsis 10: Production icon, touches 9 and 15
    assert state["held"][0]["production"] == 1 and state["tokens"]["production"] == 0
    assert state["credits"][0] == 2


def test_a_water_hex_token_is_gained_only_if_one_remains() -> None:
    state = deal(fresh(), 0, "research_outpost", "great_dam")
    state["tokens"]["science"] = 0
    state = play(standard(state, "import_water"), {"type": "place", "target": T(3)})  # Science icon
    assert state["held"][0]["science"] == 0


def test_tokens_can_pay_for_a_standard_projects_tags() -> None:
    state = deal(fresh(), 0, "research_outpost")  # Energy + Space
    state["held"][0]["science"] = 1
    state = standard(state, "energy_farms")
    assert state["held"][0]["science"] == 0 and state["tokens"]["science"] == 2
