"""Whatever a client sends as an action, every game answers with a reason or takes it: nothing
else escapes (no bare ValueError, TypeError or KeyError), and a refused action changes nothing."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.core import IllegalAction, Match
from pyengine.core.registry import all_games

HUGE = 10**5000  # more digits than int() or repr() accept
QUICK = settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
FIELDS = ["target", "from", "to", "kind", "token", "cells", "slot", "card", "asset", "value", "partner", "x"]
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([1, -1]).map(lambda sign: sign * HUGE),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(["hex:0,0", "hex:2,-2", "hex:99,99", "hex:a,b", "project:comet", "end:a", "embassy", "std:x"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
    max_leaves=6,
)


def positions() -> list[Match]:
    """Each game at its first decision and a few decisions later."""
    found = []
    for game in all_games():
        match = Match.new(game.meta.id, None, seed=3)
        found.append(match)
        for _ in range(12):
            if match.is_over:  # a short game (an Escape Pods solo of turns ended at once) may end first
                break
            match = match.apply(match.legal_actions()[-1])
        found.append(match)
    return found


POSITIONS = positions()


def legal_types() -> list[str]:
    return sorted({a["type"] for m in POSITIONS for a in m.legal_actions()} | {"roll", "claim", "build", "fuel"})


@pytest.mark.parametrize("match", POSITIONS, ids=lambda m: f"{m.game.meta.id}-{len(m.entries)}")
@QUICK
@given(
    kind=st.one_of(st.sampled_from(legal_types()), VALUES),
    fields=st.dictionaries(st.sampled_from(FIELDS) | st.text(max_size=5), VALUES, max_size=3),
)
def test_any_action_is_answered_with_a_reason_or_taken(match: Match, kind: Any, fields: dict[str, Any]) -> None:
    action = {"type": kind, **fields}
    before = match.state_hash()
    reason = match.why_illegal(action)
    if reason is None:
        match.apply(action)
    else:
        with pytest.raises(IllegalAction):
            match.apply(action)
    assert match.state_hash() == before
