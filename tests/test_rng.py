"""The seeded generator: reproducible, platform-independent, unbiased enough, JSON-safe."""

import json

import pytest

from pyengine.core import rng
from pyengine.core.game import Rng


def test_same_seed_same_sequence_and_known_first_value() -> None:
    a, b = Rng(rng.seed_state(42)), Rng(rng.seed_state(42))
    assert [a.die(6) for _ in range(20)] == [b.die(6) for _ in range(20)]


def test_known_outputs_are_stable() -> None:
    """Fixed values: a change of algorithm would make every existing save unreplayable."""
    state = rng.seed_state(2026)
    values = []
    for _ in range(3):
        value, state = rng.next_u64(state)
        values.append(value)
    assert values == KNOWN_2026


KNOWN_2026 = [3690965355593276986, 9232619612362384380, 12376552116309164978]


def test_state_is_json_safe_text() -> None:
    state = rng.seed_state(7)
    assert json.loads(json.dumps({"rng": state}))["rng"] == state


def test_die_faces_all_appear_and_stay_in_range() -> None:
    gen = Rng(rng.seed_state(3))
    rolls = [gen.die(12) for _ in range(2000)]
    assert set(rolls) == set(range(1, 13))
    assert max(rolls.count(v) for v in range(1, 13)) < 2 * min(rolls.count(v) for v in range(1, 13))


def test_weighted_respects_zero_weights() -> None:
    gen = Rng(rng.seed_state(5))
    assert {gen.weighted([0, 3, 0, 1]) for _ in range(200)} == {1, 3}


def test_shuffle_is_a_permutation() -> None:
    assert sorted(Rng(rng.seed_state(9)).shuffle(list(range(30)))) == list(range(30))


@pytest.mark.parametrize("size", [0, 1, 2, 30])
def test_shuffle_draws_exactly_what_fisher_yates_over_below_draws(size: int) -> None:
    """The shuffle's fast path must keep every saved game's deals: the same order and the same
    generator state after it as swapping by `below`, one draw at a time."""
    state = rng.seed_state(11)
    expected, drawn = list(range(size)), state
    for i in range(size - 1, 0, -1):
        j, drawn = rng.below(drawn, i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert rng.shuffled(state, range(size)) == (expected, drawn)
    assert rng.shuffled(state, range(30))[0][:5] == KNOWN_SHUFFLE_11


KNOWN_SHUFFLE_11 = [25, 13, 3, 9, 23]  # fixed: a change would re-deal every saved game


@pytest.mark.parametrize("seed", [-1, 2**53])
def test_out_of_range_seed_is_refused(seed: int) -> None:
    with pytest.raises(ValueError):
        rng.seed_state(seed)
