"""Bots decide from their own observation: hidden parts of the true state never change a choice."""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.bots import parse_spec
from pyengine.bots.mcts import MctsSearch
from pyengine.core import Match
from pyengine.core import rng as rnglib
from pyengine.core.game import Rng
from pyengine.core.jsonutil import canonical, clone
from tests.bots.helpers import HIDDEN, positions, without_rng

SPECS = ["heuristic:normal", "mcts:easy,iterations=40,rollout_depth=4"]


def with_state(match: Match, state: dict[str, Any]) -> Match:
    """The same match in another (true) state."""
    return Match(match.game, match.seats, match.options, match.seed, (state,))


def first_landing_twin(match: Match, player: int) -> Match:
    """Rivals hold other secret missions, and the dice generator differs too."""
    state = clone(match.state)
    rivals = [p for p in range(state["players"]) if p != player]
    free = sorted({"surveyor", "geologist", "climber", "pioneer"} - set(state["missions"]))
    others = [state["missions"][p] for p in rivals]
    swapped = (others[1:] + others[:1]) if len(others) > 1 else free[:1]
    for p, mission in zip(rivals, swapped, strict=True):
        state["missions"][p] = mission
    state["rng"] = rnglib.seed_state(987654321)
    return with_state(match, state)


def migration_mars_twin(match: Match, player: int) -> Match:
    """The hidden event deck is in reverse order, and the dice generator differs too."""
    state = clone(match.state)
    state["deck"] = list(reversed(state["deck"]))
    state["rng"] = rnglib.seed_state(987654321)
    return with_state(match, state)


def sampled_twin(match: Match, player: int) -> Match:
    """Any game: another full state sampled from the player's observation by the game itself."""
    state = clone(match.game.determinize(clone(match.observation(player)), player, Rng(rnglib.seed_state(77))))
    state["rng"] = rnglib.seed_state(987654321)
    return with_state(match, state)


TWINS = {"first_landing": first_landing_twin, "migration_mars": migration_mars_twin}


def twin_positions(game_id: str) -> list[tuple[Match, Match]]:
    """Pairs of positions whose true states differ only in what the deciding player cannot see."""
    pairs = []
    for match in positions(game_id, seed=8, every=9, limit=6):
        twin = TWINS.get(game_id, sampled_twin)(match, match.to_move)
        assert canonical(twin.state) != canonical(match.state)
        # Both without history: a bot also avoids moves back to positions of its current run of
        # decisions (bots.base.run_positions), which a twin made from a state alone cannot recall.
        pairs.append((with_state(match, clone(match.state)), twin))
    return pairs


@pytest.mark.parametrize("game_id", sorted({*HIDDEN, *TWINS}))
@pytest.mark.parametrize("spec", SPECS)
def test_choices_do_not_depend_on_what_the_bot_cannot_see(game_id: str, spec: str) -> None:
    for match, twin in twin_positions(game_id):
        player = match.to_move
        assert without_rng(match.observation(player)) == without_rng(twin.observation(player))
        searches = [parse_spec(spec).build(seed=21).start(m, player) for m in (match, twin)]
        for search in searches:
            while not search.done:
                search.step(7)
        assert searches[0].best() == searches[1].best()
        if isinstance(searches[0], MctsSearch) and isinstance(searches[1], MctsSearch):
            # the whole decision distribution, not only its top: visits and values per action
            assert searches[0].statistics() == searches[1].statistics()


@pytest.mark.parametrize("game_id", HIDDEN)
def test_a_determinized_state_looks_the_same_to_the_player(game_id: str) -> None:
    for match in positions(game_id, seed=9, every=11, limit=8):
        player = match.to_move
        seen = match.observation(player)
        sampled = match.game.determinize(clone(seen), player, Rng(rnglib.seed_state(3)))
        assert without_rng(match.game.observation(sampled, player)) == without_rng(seen)


@pytest.mark.parametrize("game_id", sorted(TWINS))
def test_sampled_twins_also_leave_choices_unchanged(game_id: str) -> None:
    match = positions(game_id, seed=10, every=5, limit=4)[-1]
    player = match.to_move
    twin = sampled_twin(match, player)
    bots = [parse_spec(SPECS[1]).build(seed=4) for _ in range(2)]
    assert bots[0].choose(match, player) == bots[1].choose(twin, player)
