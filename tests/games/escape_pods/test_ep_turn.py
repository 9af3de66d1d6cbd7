"""Turns (3.0, 4.0, 4.1): activation spaces, two actions, opening limits, panels coming back, Update."""

from pyengine.core import Match
from tests.games.escape_pods.helpers import activate, legal, of_type, play, setup


def _turn_of(state: dict, player: int) -> dict:
    state["active"] = player
    state["turn"] = {"actions": 0, "limit": 2, "pending": None, "number": 5}
    return state


def test_two_players_the_first_takes_one_action_on_the_first_turn() -> None:
    state = setup(2)
    assert state["turn"]["limit"] == 1
    state = play(state, {"type": "end_turn"})
    assert state["turn"]["limit"] == 2


def test_three_players_the_first_two_take_one_action() -> None:
    state = setup(3)
    limits = [state["turn"]["limit"]]
    for _ in range(2):
        state = play(state, {"type": "end_turn"})
        limits.append(state["turn"]["limit"])
    assert limits == [1, 1, 2]


def test_an_action_places_a_reserve_crew_on_its_activation_space() -> None:
    state = _turn_of(setup(2), 0)
    state = activate(state, "board", "scientist")
    assert state["panel"][0]["board"] == ["scientist"] and state["reserve"][0]["scientist"] == 2
    assert state["tasks"][0]["kind"] == "effect"


def test_no_third_action_and_no_action_without_a_free_activation_space() -> None:
    state = _turn_of(setup(2), 0)
    state["panel"][0]["spy"] = ["engineer"]
    state["reserve"][0]["engineer"] -= 1
    assert not any(a["target"] == "space:spy" for a in of_type(state, "activate"))
    state["turn"]["actions"] = 2
    assert of_type(state, "activate") == []
    assert {"type": "end_turn"} in legal(state)


def test_board_disembark_has_two_activation_spaces() -> None:
    state = _turn_of(setup(2), 0)
    state["panel"][0]["board"] = ["engineer"]
    state["reserve"][0]["engineer"] -= 1
    assert any(a["target"] == "space:board" for a in of_type(state, "activate"))


def test_basic_panel_comes_back_at_the_end_of_the_turn_advanced_only_when_full() -> None:
    state = _turn_of(setup(2), 0)
    state["panel"][0].update({"board": ["engineer"], "pilot": ["commander"], "program": ["scientist"]})
    for r in ("engineer", "commander", "scientist"):
        state["reserve"][0][r] -= 1
    state = play(state, {"type": "end_turn"})
    assert state["panel"][0]["board"] == [] and state["panel"][0]["pilot"] == ["commander"]
    state = _turn_of(state, 0)
    state["panel"][0]["boarding"] = ["engineer"]
    state["reserve"][0]["engineer"] -= 1
    state = play(state, {"type": "end_turn"})
    assert all(state["panel"][0][s] == [] for s in ("boarding", "pilot", "program"))
    assert sum(state["reserve"][0].values()) == 9


def test_update_takes_back_every_crew_of_the_advanced_panel() -> None:
    state = _turn_of(setup(2), 0)
    state["panel"][0].update({"pilot": ["commander"], "program": ["scientist"]})
    state["reserve"][0]["commander"] -= 1
    state["reserve"][0]["scientist"] -= 1
    state = activate(state, "update", "engineer")
    assert all(not state["panel"][0][s] for s in ("pilot", "program", "update"))
    assert sum(state["reserve"][0].values()) == 9 and state["turn"]["actions"] == 1


def test_update_is_not_offered_with_an_empty_advanced_panel() -> None:
    state = _turn_of(setup(2), 0)
    assert not any(a["target"] == "space:update" for a in of_type(state, "activate"))


def test_turns_go_clockwise() -> None:
    state = setup(3)
    first = state["active"]
    state = play(state, {"type": "end_turn"})
    assert state["active"] == (first + 1) % 3


def test_an_action_is_offered_exactly_when_its_effect_has_a_choice() -> None:
    """The quick checks behind the offered activation spaces agree with the effects' full lists
    (ruling 4: no crew is placed on an action that would do nothing), along plain games."""
    import random

    from pyengine.games.escape_pods import actions, data
    from tools.make_ep_scenarios import greedy

    compared = 0
    for seed in range(3):
        match, chooser = Match.new("escape_pods", 2 + seed, {}, seed=seed), random.Random(seed)
        while not match.is_over:
            state = match.state
            p = state["active"]
            roles = [r for r in data.ROLES if state["reserve"][p][r] > 0]
            if state["phase"] == "play" and not state["tasks"] and roles:
                paid = actions._paid(state, "board", roles[0])
                for space, exists in actions.EXISTS.items():
                    assert exists(paid) == bool(actions.EFFECTS[space](paid)), (seed, space)
                    compared += 1
            match = match.apply(greedy(match, chooser))
    assert compared > 500
