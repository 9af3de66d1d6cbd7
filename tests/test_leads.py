"""core.game.leads: the race evaluation the games' bots share."""

import math

from pyengine.core.game import leads


def test_each_player_is_judged_against_the_best_rival() -> None:
    values = leads([10.0, 4.0, 7.0], 6.0)
    assert values == [math.tanh(3 / 6), math.tanh(-6 / 6), math.tanh(-3 / 6)]


def test_tied_leaders_both_see_an_even_race() -> None:
    assert leads([5.0, 5.0, 1.0], 3.0)[:2] == [0.0, 0.0]


def test_a_handicap_lowers_only_its_own_player() -> None:
    plain, handicapped = leads([8.0, 2.0], 4.0), leads([8.0, 2.0], 4.0, [1.0, 0.0])
    assert handicapped[0] < plain[0] and handicapped[1] == plain[1]


def test_the_estimate_stays_within_one_whatever_the_lead() -> None:
    assert all(-1.0 <= v <= 1.0 for v in leads([1e9, -1e9], 0.5))
