"""First Landing: one named test per rule of docs/rules/first-landing.md."""

from typing import Any

import pytest

from pyengine.core import CHANCE, TERMINAL, IllegalAction, Match
from pyengine.core.match import apply_action, resolve_chance
from pyengine.core.registry import get_game
from pyengine.games.first_landing import data
from pyengine.games.first_landing.data import BOARD, EDGE

GAME = get_game("first_landing")


def position(**changes: Any) -> dict[str, Any]:
    """A 2-player position in the build phase, with changes applied."""
    state = Match.new("first_landing", 2, seed=1).state
    return {**state, "phase": "build", "energy": [9, 9], **changes}


def claim(state: dict[str, Any], key: str) -> dict[str, Any]:
    """The state after the active player claims a hex."""
    return apply_action(GAME, state, {"type": "claim", "target": f"hex:{key}"})


def test_rule_setup_energy_missions_and_first_player() -> None:
    state = Match.new("first_landing", 4, seed=9).state
    assert state["energy"] == [data.START_ENERGY] * 4
    assert len(set(state["missions"])) == 4 and set(state["missions"]) <= set(data.MISSIONS)
    assert state["active"] == 0 and state["phase"] == "roll"


def test_rule_map_has_nineteen_hexes_and_twelve_on_the_edge() -> None:
    assert len(BOARD) == 19 and len(EDGE) == 12


def test_rule_roll_gives_the_die_value_as_energy() -> None:
    state = apply_action(GAME, position(phase="roll", energy=[2, 2]), {"type": "roll"})
    assert GAME.to_move(state) == CHANCE
    after, _ = resolve_chance(GAME, state, {"type": "die", "value": 5})
    assert after["energy"][0] == 7 and after["phase"] == "build"


def test_rule_energy_is_capped() -> None:
    state = apply_action(GAME, position(phase="roll", energy=[8, 2]), {"type": "roll"})
    after, _ = resolve_chance(GAME, state, {"type": "die", "value": 6})
    assert after["energy"][0] == data.MAX_ENERGY


def test_rule_a_die_cannot_show_seven() -> None:
    state = apply_action(GAME, position(phase="roll"), {"type": "roll"})
    with pytest.raises(IllegalAction):
        resolve_chance(GAME, state, {"type": "die", "value": 7})


def test_rule_first_landing_on_the_edge() -> None:
    with pytest.raises(IllegalAction) as err:
        claim(position(), "0,0")
    assert err.value.reason.key == "fl.illegal.first_on_edge"
    assert claim(position(), "2,-2")["owner"] == {"2,-2": 0}


def test_rule_later_claims_next_to_your_own() -> None:
    state = position(owner={"2,-2": 0})
    with pytest.raises(IllegalAction) as err:
        claim(state, "-2,2")
    assert err.value.reason.key == "fl.illegal.not_adjacent"
    assert "1,-1" in claim(state, "1,-1")["owner"]


def test_rule_claim_costs_the_terrain_energy() -> None:
    key = next(k for k in sorted(EDGE) if BOARD[k] == "ridge")
    after = claim(position(energy=[5, 5]), key)
    assert after["energy"][0] == 5 - data.TERRAIN_COST["ridge"]


def test_rule_cannot_claim_without_enough_energy() -> None:
    key = next(k for k in sorted(EDGE) if BOARD[k] == "ridge")
    with pytest.raises(IllegalAction) as err:
        claim(position(energy=[2, 5]), key)
    assert err.value.reason.key == "fl.illegal.too_expensive"
    assert err.value.reason.params == {"cost": 3, "energy": 2}


def test_rule_cannot_claim_an_occupied_hex() -> None:
    with pytest.raises(IllegalAction) as err:
        claim(position(owner={"2,-2": 1}), "2,-2")
    assert err.value.reason.key == "fl.illegal.occupied"


def test_rule_landing_next_to_a_rival_lets_the_rival_answer() -> None:
    after = claim(position(owner={"2,-2": 0, "1,-2": 1}), "1,-1")
    assert after["phase"] == "respond" and GAME.to_move(after) == 1


def test_rule_allowing_gives_the_rival_one_energy() -> None:
    after = claim(position(owner={"2,-2": 0, "1,-2": 1}, energy=[9, 3]), "1,-1")
    allowed = apply_action(GAME, after, {"type": "allow"})
    assert allowed["energy"][1] == 4 and allowed["owner"]["1,-1"] == 0 and allowed["phase"] == "build"


def test_rule_contesting_costs_one_and_refunds_the_claim() -> None:
    after = claim(position(owner={"2,-2": 0, "1,-2": 1}, energy=[9, 3]), "1,-1")
    contested = apply_action(GAME, after, {"type": "contest"})
    assert contested["energy"] == [9, 2] and "1,-1" not in contested["owner"]


def test_rule_contesting_needs_energy() -> None:
    after = claim(position(owner={"2,-2": 0, "1,-2": 1}, energy=[9, 0]), "1,-1")
    assert GAME.legal_actions(after) == [{"type": "allow"}]


def test_rule_turn_passes_clockwise_and_rounds_end_the_game() -> None:
    state = position(active=1, round=6, rounds=6)
    after = apply_action(GAME, state, {"type": "end_turn"})
    assert after["phase"] == "over" and GAME.to_move(after) == TERMINAL
    earlier = apply_action(GAME, position(active=0), {"type": "end_turn"})
    assert earlier["active"] == 1 and earlier["phase"] == "roll"


def test_rule_a_full_map_ends_the_game() -> None:
    owner = {k: 1 for k in BOARD if k != "2,-2"}
    owner["1,-1"] = 0
    after = apply_action(GAME, claim(position(owner=owner), "2,-2"), {"type": "allow"})  # rival answers first
    assert after["phase"] == "over"
    alone = claim(position(owner={k: 0 for k in BOARD if k != "2,-2"}), "2,-2")  # no rival to answer
    assert alone["phase"] == "over"


def test_rule_scores_are_terrain_points_plus_achieved_missions() -> None:
    ridges = [k for k in sorted(BOARD) if BOARD[k] == "ridge"][:2]
    state = position(owner={k: 0 for k in ridges}, missions=["climber", "surveyor"])
    assert GAME.scores(state) == [float(2 * 3 + data.MISSION_BONUS), 0.0]


def test_rule_missions_stay_secret_until_the_end() -> None:
    state = position(missions=["climber", "surveyor"])
    assert GAME.observation(state, 1)["missions"] == [None, "surveyor"]
    assert GAME.observation({**state, "phase": "over"}, 1)["missions"] == ["climber", "surveyor"]


def test_rule_ties_share_the_win() -> None:
    assert GAME.winners(position(owner={})) == [0, 1]
