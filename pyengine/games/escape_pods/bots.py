"""Dealing the unseen crew for a bot's sample: each rival's hidden crew get the types that rival
still has unseen (3 of each type, less what `player` has seen of theirs), at random."""

from __future__ import annotations

from pyengine.core.game import Rng
from pyengine.core.jsonutil import clone
from pyengine.games.escape_pods import data
from pyengine.games.escape_pods.state import Crew
from pyengine.games.escape_pods.state import EscapeState as State


def _crew_records(state: State) -> list[Crew]:
    found = [c for pod in state["pods"].values() for c in pod["crew"]]
    return found + [c for r in state["refuges"] for c in r["arrivals"]]


def deal(observation: State, player: int, rng: Rng) -> State:
    """A full state consistent with what `player` sees (their own spy results included)."""
    state: State = clone(observation)
    records = _crew_records(state)
    for q in range(state["players"]):
        if q == player or "hidden" not in state["reserve"][q]:
            continue
        unseen = {r: data.PER_ROLE for r in data.ROLES}
        for c in records:
            if c["owner"] == q and c["role"] != "?":
                unseen[c["role"]] -= 1
        pool = rng.shuffle([r for r in data.ROLES for _ in range(max(0, unseen[r]))])
        for c in records:
            if c["owner"] == q and c["role"] == "?":
                c["role"] = pool.pop()
        for space, crew in state["panel"][q].items():
            state["panel"][q][space] = [pool.pop() for _ in crew]
        reserve = {r: 0 for r in data.ROLES}
        for _ in range(int(state["reserve"][q]["hidden"])):
            reserve[pool.pop()] += 1
        state["reserve"][q] = reserve
    return state
