"""Proyectos: costs, tag and parameter requirements, and every project's effect."""

from __future__ import annotations

import pytest

from .helpers import GAME, T, activate, city, cube, deal, flow, fresh, key, play, queries, why


def project(end_id: str) -> dict[str, str]:
    """The action completing a project."""
    return {"type": "project", "target": f"project:{end_id}"}


# --- costs ----------------------------------------------------------------------------------
def test_cost_one_credit_stays_on_the_card_the_rest_returns_to_the_supply() -> None:
    state = deal(fresh(), 0, "lava_flows", "bushes", "windmills")  # 2 Energy + Nature from the other ends
    state = activate(state, "lava_flows")  # cost 2
    assert state["credits"][0] == 3 and state["bank"] == 1 and state["table"][0]["used"][0]


@pytest.mark.parametrize(
    ("end_id", "setup", "cost"),
    [
        ("windmills", lambda s: city(s, 10, 0), 1),  # 4 - 6 empty hexes around, minimum 1
        ("windmills", lambda s: city(cube(cube(cube(cube(s, 5, "heat"), 6, "heat"), 9, "heat"), 11, "heat"), 10, 0), 2),
        ("great_dam", lambda s: cube(cube(cube(s, 3, "water"), 9, "water"), 10, "water"), 2),
        ("geothermal_power", lambda s: s["heat"].__setitem__(0, 4), 1),
        ("solar_power", lambda s: city(city(s, 8, 0), 10, 1), 1),
        ("nuclear_power", lambda s: None, 3),
    ],
)
def test_starred_cost_is_reduced_by_the_card_effect_to_a_minimum_of_one(end_id: str, setup: object, cost: int) -> None:
    state = fresh()
    setup(state)  # type: ignore[operator]
    deal(state, 0, end_id)
    assert queries.end_cost(state, 0, end_id) == cost


def test_tag_counting_reductions_count_card_tags_and_bonus_cities() -> None:
    state = deal(fresh(), 0, "ghg_factories", "lichen", "moss")  # Production x4 from Lichen and Moss
    assert queries.end_cost(state, 0, "ghg_factories") == 1
    state = deal(fresh(), 0, "water_from_europa", "research_outpost")  # one Space: no reduction
    assert queries.end_cost(state, 0, "water_from_europa") == 3
    city(state, 19, 0)  # Tharsis hex 19 is a Space bonus hex
    assert queries.end_cost(state, 0, "water_from_europa") == 2


def test_unaffordable_project_is_refused_with_its_cost() -> None:
    state = deal(fresh(), 0, "windmills", "bushes")
    state["credits"][0] = 2
    reason = why(state, project("windmills"))
    assert reason.key == "tm.illegal.cost" and reason.params["cost"].params == {"n": 4} and reason.params["have"] == 2


# --- requirements ---------------------------------------------------------------------------
def test_tags_come_from_facing_ends_and_cities_on_bonus_hexes() -> None:
    state = deal(fresh(), 0, "windmills", "lichen")  # needs 2 Energy; Lichen's end gives Production x2
    assert why(state, project("windmills")).key == "tm.illegal.tags"
    state = deal(fresh(), 0, "windmills", "bushes")  # Bushes' end gives Energy x2
    assert why(state, project("windmills")) is None
    state = deal(fresh(), 0, "lava_flows", "windmills", "bushes")  # needs Nature too: Windmills gives Nature
    assert queries.tags(state, 0)["nature"] == 2 and why(state, project("lava_flows")) is None


def test_a_city_on_a_bonus_hex_counts_as_that_tag() -> None:
    state = deal(fresh(), 0, "ghg_factories")  # needs 2 Production
    assert why(state, project("ghg_factories")).key == "tm.illegal.tags"
    city(city(state, 1, 0), 17, 0)  # Tharsis 1 and 17: Production
    assert why(state, project("ghg_factories")) is None


def test_resource_tokens_are_spent_only_for_the_missing_tags() -> None:
    state = deal(fresh(), 0, "ghg_factories", "moss")  # Moss's end: Production x2 already
    state["held"][0]["production"] = 1
    state = activate(state, "ghg_factories")
    assert state["held"][0]["production"] == 1
    state = deal(fresh(), 0, "ghg_factories")
    state["held"][0]["production"] = 1
    city(state, 1, 0)
    state = activate(state, "ghg_factories")
    assert state["held"][0]["production"] == 0 and state["tokens"]["production"] == 2


def test_heat_requirement_counts_both_players_heat_and_heat_on_the_map() -> None:
    state = deal(fresh(), 0, "lichen", "windmills")  # needs 2 Nature + 2 heat
    assert why(state, project("lichen")).key == "tm.illegal.parameter"
    state["heat"] = [0, 1]
    cube(state, 5, "heat")
    assert queries.parameter(state, "heat") == 2 and why(state, project("lichen")) is None


def test_water_and_greenery_requirements_count_cubes_on_the_map() -> None:
    state = deal(fresh(), 0, "great_dam", "lichen", "windmills")  # needs Production + Nature + 2 water
    reason = why(state, project("great_dam"))
    assert reason.key == "tm.illegal.parameter" and reason.params["have"] == 0
    cube(cube(state, 3, "water"), 9, "water")
    assert why(state, project("great_dam")) is None


def test_a_project_with_no_matching_cube_in_the_supply_cannot_be_activated() -> None:
    state = deal(fresh(), 0, "windmills", "bushes")
    state["supply"]["heat"] = 0
    assert why(state, project("windmills")).key == "tm.illegal.supply_empty"


def test_a_project_whose_cube_has_no_legal_hex_cannot_be_activated() -> None:
    state = deal(fresh(), 0, "subterranean_reservoir", "algae", "windmills")  # Nature + Science
    for n in (3, 9, 10, 15, 16):
        state["board"][key(n)] = {"kind": "greenery"}  # every water hex covered
    assert why(state, project("subterranean_reservoir")).key == "tm.illegal.no_spot"


def test_the_end_facing_the_opponent_is_not_yours() -> None:
    state = deal(fresh(), 1, "windmills")
    assert why(state, project("windmills")).key == "tm.illegal.not_yours"
    assert why(state, project("research_outpost")).key == "tm.illegal.tags"  # the end facing seat 0


# --- effects ----------------------------------------------------------------------------------
def test_heat_projects_put_a_heat_cube_in_the_personal_supply() -> None:
    state = activate(deal(fresh(), 0, "windmills", "bushes"), "windmills")
    assert state["heat"] == [1, 0] and state["supply"]["heat"] == 10 and GAME.to_move(state) == 1


def test_lava_flows_puts_heat_on_an_empty_land_hex() -> None:
    state = deal(fresh(), 0, "lava_flows", "bushes", "windmills")
    state = activate(state, "lava_flows")
    assert why(state, {"type": "place", "target": T(9)}).key == "tm.illegal.water_reserved"
    state = play(state, {"type": "place", "target": T(5)})
    assert state["board"][key(5)] == {"kind": "heat"} and state["heat"] == [0, 0]


def test_asteroid_mining_pays_per_production_and_space_tag_on_your_cards() -> None:
    state = deal(fresh(), 0, "asteroid_mining", "moss", "research_outpost")  # 2 Production + 1 Space
    state["bank"] = 5
    state = activate(state, "asteroid_mining")
    assert state["credits"][0] == 5 - 1 + 3


def test_research_outpost_places_a_city_and_gives_a_token_if_it_touches_no_cube() -> None:
    state = deal(fresh(), 0, "research_outpost", "lava_flows")  # Production + Science
    state = play(activate(state, "research_outpost"), {"type": "place", "target": T(1)})
    assert GAME.to_move(state) == 0 and {a["token"] for a in GAME.legal_actions(state)} == {
        "nature", "production", "science"}  # fmt: skip
    state = play(state, {"type": "token", "token": "science"})
    assert state["held"][0]["science"] == 1 and GAME.to_move(state) == 1


def test_research_outpost_next_to_a_cube_gives_no_token() -> None:
    state = cube(deal(fresh(), 0, "research_outpost", "lava_flows"), 2, "greenery")
    state = play(activate(state, "research_outpost"), {"type": "place", "target": T(1)})
    assert GAME.to_move(state) == 1 and state["held"][0] == {"nature": 0, "production": 0, "science": 0}


def test_lichen_greenery_not_next_to_a_city() -> None:
    state = city(deal(fresh(), 0, "lichen", "windmills"), 10, 1)
    state["heat"] = [2, 0]
    state = activate(state, "lichen")
    assert why(state, {"type": "place", "target": T(5)}).key == "tm.illegal.near_city"
    assert play(state, {"type": "place", "target": T(1)})["board"][key(1)] == {"kind": "greenery"}


def test_moss_pays_a_credit_per_water_next_to_the_greenery() -> None:
    state = cube(cube(deal(fresh(), 0, "moss", "windmills"), 9, "water"), 10, "water")
    state["bank"] = 5
    state = play(activate(state, "moss"), {"type": "place", "target": T(5)})
    assert state["credits"][0] == 5 - 4 + 2


def test_aquifer_pumping_pays_two_credits_if_no_water_is_next_to_it() -> None:
    state = deal(fresh(), 0, "aquifer_pumping", "windmills", "bushes")  # Energy + Nature
    state["bank"] = 5
    state = play(activate(state, "aquifer_pumping"), {"type": "place", "target": T(3)})
    assert state["credits"][0] == 5 - 4 + 2


def test_methane_from_titan_may_pay_two_more_for_a_second_heat_with_a_second_space_tag() -> None:
    state = deal(fresh(), 0, "methane_from_titan", "moss", "research_outpost")  # Production + Space
    city(state, 19, 0)  # a second Space tag
    state = activate(state, "methane_from_titan")
    assert {a["type"] for a in GAME.legal_actions(state)} == {"extra_heat", "skip"}
    state = play(state, {"type": "extra_heat"})
    assert state["heat"][0] == 2 and state["credits"][0] == 5 - 2 - 2


def test_insects_heat_requirement_drops_by_two_per_science_beyond_the_first() -> None:
    state = deal(fresh(), 0, "insects", "lava_flows")
    assert queries.end_params(state, 0, "insects") == {"heat": 6}
    deal(state, 0, "great_dam")  # a second Science tag
    assert queries.end_params(state, 0, "insects") == {"heat": 4}


def test_ice_cap_melting_places_water_on_any_empty_hex_of_the_southern_rows() -> None:
    state = deal(fresh(deck=14), 0, "ice_cap_melting", "bushes", "moss")
    state["heat"] = [5, 0]
    state = activate(state, "ice_cap_melting")
    assert why(state, {"type": "place", "target": T(5)}).key == "tm.illegal.not_south"
    assert play(state, {"type": "place", "target": T(17)})["board"][key(17)] == {"kind": "water"}


def test_ice_asteroid_returns_one_greenery_next_to_the_new_water() -> None:
    state = cube(cube(deal(fresh(deck=14), 0, "ice_asteroid", "trees"), 4, "greenery"), 1, "greenery")
    state = play(activate(state, "ice_asteroid"), {"type": "place", "target": T(9)})
    assert [a["target"] for a in GAME.legal_actions(state)] == [T(4)]
    state = play(state, {"type": "remove", "target": T(4)})
    assert key(4) not in state["board"] and state["supply"]["greenery"] == 6


def test_comet_may_place_water_with_five_or_more_heat() -> None:
    state = deal(fresh(deck=14), 0, "comet", "bushes", "trees")
    state["heat"] = [4, 0]
    after = activate(state, "comet")
    assert {a["type"] for a in GAME.legal_actions(after)} >= {"place", "skip"}
    state["heat"] = [3, 0]
    assert GAME.to_move(activate(state, "comet")) == 1  # 4 heat now: no water


def test_asteroid_may_return_any_greenery() -> None:
    state = cube(deal(fresh(deck=14), 0, "asteroid", "bushes", "trees"), 12, "greenery")
    state = activate(state, "asteroid")
    assert {a["type"] for a in GAME.legal_actions(state)} == {"remove", "skip"}
    assert play(state, {"type": "skip"})["board"][key(12)] == {"kind": "greenery"}


def test_fusion_power_gives_heat_and_a_token_of_choice() -> None:
    state = deal(fresh(deck=14), 0, "fusion_power", "lava_flows", "great_dam")
    state = play(activate(state, "fusion_power"), {"type": "token", "token": "nature"})
    assert state["heat"][0] == 1 and state["held"][0]["nature"] == 1


def test_power_grid_pays_one_credit_per_city_on_mars() -> None:
    state = city(city(deal(fresh(deck=14), 0, "power_grid", "bushes", "lichen"), 1, 0), 19, 1)
    state["bank"] = 5
    state = activate(state, "power_grid")
    assert state["credits"][0] == 5 - 5 + 2 and state["heat"][0] == 1


@pytest.mark.parametrize(
    ("end_id", "helper", "good", "bad", "reason"),
    [
        ("grass", "windmills", 5, 12, "tm.illegal.not_near_city"),
        ("trees", "algae", 14, 12, "tm.illegal.needs_two_greenery"),
        ("algae", "trees", 14, 12, "tm.illegal.needs_water"),
        ("protected_valley", "algae", 16, 12, "tm.illegal.not_water_hex"),
        ("artificial_lake", "lichen", 9, 16, "tm.illegal.not_near_city"),
    ],
)
def test_placement_restrictions_of_the_projects(end_id: str, helper: str, good: int, bad: int, reason: str) -> None:
    state = city(fresh(deck=14), 4, 0)
    cube(cube(cube(state, 13, "greenery"), 17, "greenery"), 10, "water")
    cube(state, 15, "water")
    state["heat"] = [6, 0]
    state["held"][0] = {"nature": 2, "production": 1, "science": 1}
    deal(state, 0, end_id, "bushes", helper)
    state = activate(state, end_id)
    assert why(state, {"type": "place", "target": T(bad)}).key == reason
    assert why(state, {"type": "place", "target": T(good)}) is None


def test_protected_valley_greenery_on_a_water_hex_takes_its_token() -> None:
    state = deal(fresh(deck=14), 0, "protected_valley", "windmills")
    state["heat"] = [2, 0]
    state = play(activate(state, "protected_valley"), {"type": "place", "target": T(3)})
    assert state["board"][key(3)] == {"kind": "greenery"} and state["held"][0]["science"] == 1
    assert flow.head(state) is None
