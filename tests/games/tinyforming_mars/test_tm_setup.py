"""Preparar (setup) and the opening draft."""

from __future__ import annotations

import pytest

from pyengine.core import CHANCE, Match

from .helpers import GAME, T, board, data, flow, fresh, new_match, play, roll, why


@pytest.mark.parametrize("map_id", ["tharsis", "elysium"])
def test_map_has_19_hexes_5_water_5_bonus_and_the_4_token_icons(map_id: str) -> None:
    water = board.water_hexes(map_id)
    bonus = board.bonus_hexes(map_id)
    assert len(board.KEYS) == 19 and len(water) == 5 and len(bonus) == 5
    assert not set(water) & set(bonus)
    icons = sorted(i for i in water.values() if i)
    assert icons == sorted(t for t, n in data.TOKENS.items() for _ in range(n))


def test_setup_supplies_credits_and_tokens() -> None:
    state = new_match().state
    assert state["supply"] == {"heat": 11, "greenery": 7, "water": 4}
    assert state["tokens"] == {"nature": 2, "production": 1, "science": 1}
    assert state["credits"] == [5, 5] and state["bank"] == data.CREDITS_TOTAL - 10
    assert state["board"] == {} and state["generation"] == 1


def test_white_and_black_are_chosen_by_a_seeded_chance_event() -> None:
    match = Match.new("tinyforming_mars", 2, seed=5, auto_chance=False)
    assert match.to_move == CHANCE
    outcomes = GAME.chance_outcomes(match.state)
    assert outcomes == [({"type": "colors", "white": 0}, 1), ({"type": "colors", "white": 1}, 1)]
    again = Match.new("tinyforming_mars", 2, seed=5)
    assert again.state["white"] == Match.new("tinyforming_mars", 2, seed=5).state["white"]
    black_first = roll(match.state, {"type": "colors", "white": 1})
    assert black_first["white"] == 1 and flow.head(black_first) == {"kind": "draw", "player": 1}


def test_opening_draft_white_black_white_each_drawer_chooses_the_end_facing_them() -> None:
    state = roll(Match.new("tinyforming_mars", 2, seed=1, auto_chance=False).state, {"type": "colors", "white": 1})
    drafters = []
    for card, end in ((3, "end:a"), (5, "end:b"), (7, "end:a")):
        state = roll(state, {"type": "draw", "card": card})
        drafters.append(GAME.to_move(state))
        state = play(state, {"type": "keep", "target": end})
    assert drafters == [1, 0, 1]
    assert [c["faces"] for c in state["table"]] == [["b", "a"], ["b", "a"], ["b", "a"]]
    assert GAME.to_move(state) == 0 and flow.head(state)["kind"] == "city"  # then Black's first city


def test_drawing_a_card_is_a_chance_node_over_the_face_down_cards() -> None:
    state = Match.new("tinyforming_mars", 2, seed=2, auto_chance=False).state
    state = roll(state, {"type": "colors", "white": 0})
    assert GAME.to_move(state) == CHANCE
    assert [o["card"] for o, w in GAME.chance_outcomes(state)] == sorted(data.SHORT_DECK)
    assert GAME.reveals(state, {"type": "draw", "card": 3})


def test_black_places_the_first_city_then_white_not_adjacent_to_it() -> None:
    match = new_match(seed=3)
    while flow.head(match.state)["kind"] == "keep":
        match = match.apply(match.legal_actions()[0])
    state = match.state
    black = flow.black(state)
    assert GAME.to_move(state) == black
    assert why(state, {"type": "place", "target": T(3)}).key == "tm.illegal.water_reserved"
    state = play(state, {"type": "place", "target": T(5)})
    assert GAME.to_move(state) == state["white"]
    assert why(state, {"type": "place", "target": T(4)}).key == "tm.illegal.next_to_city"
    state = play(state, {"type": "place", "target": T(18)})
    assert flow.head(state) is None and state["active"] == state["white"]


def test_white_starts_odd_generations_and_black_even_ones() -> None:
    state = fresh()
    state["white"] = 1
    assert flow.start_player(state) == 1
    state["generation"] = 2
    assert flow.start_player(state) == 0


@pytest.mark.parametrize(("deck", "size"), [(7, 7), (14, 14)])
def test_deck_option_seven_or_fourteen_cards(deck: int, size: int) -> None:
    state = Match.new("tinyforming_mars", 2, {"deck": deck}, seed=1, auto_chance=False).state
    assert len(state["unseen"]) == size


def test_default_seven_card_deck_has_every_parameter_and_both_grey_projects() -> None:
    ends = [end for pair in data.SHORT_DECK for end in data.PAIRS[pair]]
    colors = [e.color for e in ends]
    assert GAME.meta.options[1].default == 7
    assert {"asteroid_mining", "research_outpost"} <= {e.id for e in ends}
    assert all(colors.count(c) >= 3 for c in ("heat", "greenery", "water"))
    assert "lava_flows" in {e.id for e in ends}


def test_elysium_map_option() -> None:
    state = new_match(map="elysium").state
    assert state["map"] == "elysium" and board.water_hexes("elysium")[board.HEX_OF[1]] == "science"
