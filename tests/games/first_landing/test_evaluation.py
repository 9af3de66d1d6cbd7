"""First Landing's evaluation for bots (pyengine/games/first_landing/evaluation.py)."""

from typing import Any

from pyengine.core import Match
from pyengine.core.match import apply_action
from pyengine.core.registry import get_game
from pyengine.games.first_landing import data, evaluation
from pyengine.games.first_landing.data import EDGE

GAME = get_game("first_landing")


def position(owner: dict[str, int], energy: list[int], **changes: Any) -> dict[str, Any]:
    """A 2-player position, player 0 building in round 2, with missions off unless given."""
    state = Match.new("first_landing", 2, seed=1).state
    base = {"phase": "build", "round": 2, "active": 0, "missions": [None, None]}
    return {**state, **base, "owner": owner, "energy": energy, **changes}


def after(state: dict[str, Any], action: dict[str, Any]) -> dict[str, Any]:
    return apply_action(GAME, state, action)


def claim(key: str) -> dict[str, Any]:
    return {"type": "claim", "target": f"hex:{key}"}


def test_evaluation_values_landing_above_staying_in_orbit() -> None:
    # Seed 4007's first round: the rival holds five hexes, player 1 has not landed and has 3 energy.
    # The first rewrite counted every edge hex as within reach of a player still in orbit, so any
    # landing shrank their land and the bot never landed (it lost 25-3).
    rival = {"1,1": 0, "2,0": 0, "0,1": 0, "0,2": 0, "1,0": 0}
    state = position(rival, [0, 3], round=1, active=1)
    waiting = evaluation.evaluate(after(state, {"type": "end_turn"}), 1)
    landings = [after(state, claim(k)) for k in sorted(EDGE) if k not in rival]
    best = max(evaluation.evaluate(s, 1) for s in landings if s["phase"] == "build")
    assert best > waiting


def test_evaluation_values_energy_at_almost_nothing_when_no_land_is_left_to_claim() -> None:
    # Player 0 holds a corner plain walled in by player 1: energy has nothing to buy.
    walled = {"-2,2": 0, "-1,2": 1, "-1,1": 1, "-2,1": 1}
    rich = evaluation.prospects(position(walled, [9, 0]), 0)
    poor = evaluation.prospects(position(walled, [1, 0]), 0)
    assert 0 < rich - poor < 0.5  # the old evaluation counted 8 energy as 4.8 points


def test_evaluation_values_energy_near_a_point_while_land_is_plentiful() -> None:
    # Round 5: one roll left each, so half the map is more than player 0 can pay for.
    state = position({"2,0": 0, "-2,0": 1}, [1, 2], round=5)
    richer = position({"2,0": 0, "-2,0": 1}, [2, 2], round=5)
    gain = evaluation.prospects(richer, 0) - evaluation.prospects(state, 0)
    assert 0.8 < gain <= 1.0


def test_evaluation_counts_energy_above_the_cap_at_the_next_roll_as_lost() -> None:
    waiting = {"phase": "roll", "active": 1}  # player 0 rolls again next round
    full = evaluation.budget(position({"2,0": 0}, [data.MAX_ENERGY, 0], **waiting), 0)
    lower = evaluation.budget(position({"2,0": 0}, [data.MAX_ENERGY - 4, 0], **waiting), 0)
    assert full - lower < 4 - 1  # at 9 every die is lost; at 5 only a 5 or a 6 loses some


def test_evaluation_prefers_claiming_towards_the_rival_to_a_hex_only_it_can_reach() -> None:
    # From the east plain, the crater towards the centre wins land the rival could reach first;
    # the edge crater behind it was player 0's anyway (the old evaluation saw two equal craters).
    state = position({"2,0": 0, "-2,0": 1}, [4, 4])
    forward = evaluation.evaluate(after(state, claim("1,0")), 0)
    backyard = evaluation.evaluate(after(state, claim("1,1")), 0)
    assert forward > backyard


def test_evaluation_values_a_claim_above_keeping_the_energy_once_land_is_short() -> None:
    # Last round, player 0's last turn: a free plain next to them; its point beats the energy.
    owner = {k: 1 for k in ("0,0", "1,-1", "0,-1", "-1,0", "-1,1", "0,1", "-2,2", "-1,2", "0,2")}
    owner |= {"1,0": 0, "2,-1": 0, "1,1": 0}
    state = position(owner, [3, 0], round=6)
    kept = evaluation.evaluate(after(state, {"type": "end_turn"}), 0)
    claimed = evaluation.evaluate(after(after(state, claim("2,0")), {"type": "end_turn"}), 0)
    assert claimed > kept


def test_evaluation_values_an_achieved_mission_above_one_in_progress() -> None:
    owner = {"2,0": 0, "2,-2": 0, "-2,0": 1}
    half = position(owner, [4, 4], missions=["surveyor", "climber"])
    done = position({**owner, "0,2": 0}, [3, 4], missions=["surveyor", "climber"])
    assert evaluation.prospects(done, 0) - evaluation.prospects(half, 0) > data.MISSION_BONUS * 0.5


def test_evaluation_is_zero_sum_between_two_players_and_within_bounds() -> None:
    state = position({"2,0": 0, "2,-1": 0, "-2,0": 1}, [5, 1])
    mine, theirs = evaluation.evaluate(state, 0), evaluation.evaluate(state, 1)
    assert -1 < mine < 1 and abs(mine + theirs) < 1e-12 and mine > 0
