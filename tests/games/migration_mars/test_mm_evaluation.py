"""What the bots' evaluation of a Migration: Mars position rewards and costs."""

from __future__ import annotations

from typing import Any

from pyengine.games.migration_mars import colony, evaluation
from pyengine.games.migration_mars.state import MigrationState as State
from tests.games.migration_mars.helpers import flow, fresh, hand, play, put


def test_a_won_game_evaluates_to_one_and_a_lost_one_to_minus_one() -> None:
    state = fresh(2)
    state["winner"] = 1
    assert evaluation.evaluate(state, 1) == 1.0
    assert evaluation.evaluate(state, 0) == -1.0


def test_an_even_position_evaluates_to_zero_for_both_players() -> None:
    state = fresh(2)
    hand(state, 0, water=2, stone=1)
    hand(state, 1, water=2, stone=1)
    assert evaluation.evaluate(state, 0) == evaluation.evaluate(state, 1)


def test_each_offer_after_the_first_in_a_turn_costs_both_parties_of_the_trade() -> None:
    # Without it two bots countered each other's offers for hundreds of actions.
    state = fresh(3)
    hand(state, 0, water=2, stone=1)
    hand(state, 1, water=2, stone=1)
    state = play(state, {"type": "trade_open", "partner": 1})
    state = play(state, {"type": "trade_offer", "asset": "water"})
    state = play(state, {"type": "trade_ask", "asset": "stone"})
    first = play(state, {"type": "trade_send"})
    assert first["turn"]["offers"] == 1
    assert evaluation.haggling(first, 0) == evaluation.haggling(first, 1) == 0.0
    countered = play(play(first, {"type": "trade_counter"}), {"type": "trade_send"})
    assert countered["turn"]["offers"] == 2
    assert evaluation.haggling(countered, 0) == evaluation.haggling(countered, 1) == evaluation.HAGGLE
    assert evaluation.evaluate(countered, 1) < evaluation.evaluate(first, 1)
    assert evaluation.haggling(countered, 2) == 0.0  # not part of the trade
    rejected = play(countered, {"type": "trade_reject"})
    assert evaluation.haggling(rejected, 1) == 0.0  # the partner is free again
    assert evaluation.haggling(rejected, 0) == evaluation.HAGGLE  # the turn's haggling stays with the active player


def test_the_offers_of_a_turn_start_again_at_zero_on_the_next_turn() -> None:
    state = fresh(2)
    state["turn"]["offers"] = 3
    flow.end_turn(state, {})
    assert state["turn"]["offers"] == 0


def test_the_census_counts_what_the_colony_rules_count_on_every_position_of_random_games() -> None:
    """The evaluation reads each player's holdings in one pass (`census`); it must agree with
    the colony's own questions, or the bots would value a colony the rules do not see."""
    import random

    from pyengine.core import Match
    from pyengine.games.migration_mars import colony, data

    for seed in range(4):
        chooser = random.Random(seed)
        match = Match.new("migration_mars", 2 + seed % 3, seed=seed)
        while not match.is_over:
            state = match.state
            for player, held in enumerate(evaluation.census(state)):
                assert held.homes_pop + state["embassy"][player] == colony.healthy(state, player)
                assert held.injured == colony.injured(state, player)
                assert held.free_homes == len(colony.free(state, player, "habitat"))
                assert held.accesses == colony.accesses(state, player)
                assert held.embassy == colony.embassy_linked(state, player)
                for kind in data.PIECES:
                    assert held.counts.get(kind, 0) == colony.count(state, player, kind)
                    assert evaluation.pieces_left(state, player, held, kind) == colony.pieces_left(state, player, kind)
                shield = colony.shielded(state)
                exposed = [
                    exposure_of(piece)
                    for key, piece in state["structures"].items()
                    if piece["owner"] == player and piece["kind"] in data.DESTRUCTIBLE and key not in shield
                ]
                assert held.exposure == sum(exposed)
            match = match.apply(chooser.choice(match.legal_actions()))


def exposure_of(piece: dict[str, Any]) -> float:
    """The exposure penalty of one unshielded destructible building."""
    return evaluation.EXPOSED_HOME if piece["kind"] == "habitat" and piece["pop"] else evaluation.EXPOSED


def _colony_with_a_habitat_set(water: int) -> State:
    """Seat 0: a life support centre and one housed unit, holding metal, stone and `water`."""
    state = fresh(2)
    put(state, "0,-6", "lsc", 0)
    put(state, "0,-5", "habitat", 0, pop=1)
    for player in (0, 1):
        hand(state, player, water=water, stone=1, metal=1, olympium=0, medipack=0, rcu=0, fuel=0)
    return state


def test_building_the_habitat_a_player_holds_the_cards_for_raises_their_evaluation() -> None:
    # The bias of 2026-11-28: the set counted as progress, as cards and as water for the upkeep,
    # so building it (one unit more, one site less, open to meteors) looked worse than holding it.
    state = _colony_with_a_habitat_set(water=2)  # one water to build, one for the new unit
    built = play(state, {"type": "build", "kind": "habitat", "target": "hex:1,-6"})
    assert built["structures"]["1,-6"]["pop"] == 1
    assert evaluation.evaluate(built, 0) > evaluation.evaluate(state, 0)


def test_water_the_colony_drinks_at_the_next_upkeep_is_no_progress_toward_building() -> None:
    # One card, one use: the water for the unit in the colony cannot also pay for a habitat.
    thirsty, spare = _colony_with_a_habitat_set(water=1), _colony_with_a_habitat_set(water=2)
    held = evaluation.census(thirsty)[0]
    sites = len(colony.build_sites(thirsty, 0)("habitat"))
    assert evaluation.progress(thirsty, 0, held, sites) < evaluation.progress(spare, 0, held, sites)
    assert evaluation.progress(spare, 0, held, sites) == 0.75  # the new unit's water is still missing
