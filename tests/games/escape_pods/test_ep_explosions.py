"""Crew, refuges and explosions (4.0 box), the barrier and the end (5.0)."""

from pyengine.games.escape_pods import data, logic
from tests.games.escape_pods.helpers import activate, arrive, board_pod, legal, play, setup


def _turn(players: int = 2) -> dict:
    state = setup(players)
    state["active"] = 0
    state["turn"] = {"actions": 0, "limit": 2, "pending": None, "number": 5}
    return state


def _card_for(state: dict, sector: int) -> None:
    """Make the revealed explosion card name this sector."""
    card = f"x{sector:02d}"
    state["deck"] = sorted(c for c in [*state["deck"], *state["revealed"]] if c != card)
    state["revealed"] = [card]


def test_disembark_moves_any_colour_to_the_first_free_arrival_space() -> None:
    state = board_pod(_turn(), "p2a", 11, [(1, "engineer"), (0, "scientist")])
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert [c["owner"] for c in state["refuges"][0]["arrivals"]] == [1]


def test_only_a_refuge_next_to_the_pods_sector_can_be_reached() -> None:
    state = board_pod(_turn(), "p2a", 12, [(0, "engineer")])
    state = activate(state, "board", "commander")
    refuges = {a["target"] for a in legal(state) if a["type"] == "disembark"}
    assert refuges == {"refuge:1", "refuge:2"}


def test_arriving_on_the_token_sets_off_the_revealed_explosion() -> None:
    state = board_pod(_turn(), "p2a", 12, [(0, "engineer"), (1, "engineer")])
    arrive(state, 1, [(1, "commander")])  # 2 players: the central token is on arrival space 2
    _card_for(state, 6)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "p2a", "crew": 0})
    refuge = state["refuges"][1]
    assert refuge["token"] == 2 and len(refuge["arrivals"]) == 2
    assert state["debris"] == [6] and state["debris_left"] == 6
    assert "x06" not in state["revealed"] + state["deck"] and len(state["revealed"]) == 1


def test_debris_sends_a_pods_crew_home_and_the_pod_to_its_hangar() -> None:
    state = board_pod(_turn(), "p2a", 12, [(0, "engineer")])
    board_pod(state, "p2b", 6, [(1, "scientist"), (0, "scientist")])
    arrive(state, 1, [(1, "commander")])
    _card_for(state, 6)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "p2a", "crew": 0})
    if state["tasks"] and state["tasks"][0]["kind"] == "hangar":
        state = play(state, {"type": "hangar", "target": "hangar:h1"})
    assert state["pods"]["p2b"]["crew"] == [] and state["pods"]["p2b"]["at"] in ("h1", "h3")
    assert state["reserve"][1]["scientist"] == 3 and state["reserve"][0]["scientist"] == 3


def test_no_pod_may_enter_a_debris_sector() -> None:
    state = board_pod(_turn(), "p2a", 5, [(0, "engineer")])
    state["debris"] = [8, 4]
    state = activate(state, "accelerate", "commander")
    assert not {a["target"] for a in legal(state)} & {"sector:8", "sector:4"}


def test_the_token_leaving_the_last_space_closes_the_refuge() -> None:
    state = board_pod(_turn(), "p2a", 11, [(0, "engineer")])
    arrive(state, 0, [(1, "commander")] * 3 + [(1, "scientist")])
    state["refuges"][0]["token"] = 4
    _card_for(state, 9)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert state["refuges"][0]["token"] is None and not logic.free_arrival(state["refuges"][0])


def test_the_third_debris_in_a_row_forms_the_barrier_and_last_turns_follow() -> None:
    state = board_pod(_turn(3), "p2a", 12, [(0, "engineer"), (1, "engineer")])
    board_pod(state, "p3", 2, [(2, "engineer")])
    board_pod(state, "m1", 11, [(1, "scientist")])
    state["debris"] = [4, 5]
    state["refuges"][1]["token"] = 0
    _card_for(state, 6)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "p2a", "crew": 1})
    assert state["barrier"] and state["final"] == [1, 0]  # player 2's crew is behind the barrier
    state = play(state, {"type": "end_turn"})
    assert state["active"] == 1 and not state["over"]
    state = play(state, {"type": "end_turn"})
    assert state["active"] == 0
    state = play(state, {"type": "end_turn"})
    assert state["phase"] in ("scoring", "over") and state["ended"] == "turns"


def test_the_rows_that_form_a_barrier_are_the_six_three_sector_cuts() -> None:
    state = setup(2)
    rows = []
    for a in range(4, 11):
        for b in range(a + 1, 11):
            for c in range(b + 1, 11):
                state["debris"] = [a, b, c]
                if logic.has_barrier(state):
                    rows.append({a, b, c})
    assert sorted(map(sorted, rows)) == [[4, 5, 6], [4, 6, 8], [4, 8, 9], [6, 7, 8], [7, 8, 9], [7, 9, 10]]


def test_the_game_ends_when_no_pod_is_left_beyond_the_barrier() -> None:
    state = board_pod(_turn(), "m1", 12, [(0, "engineer")])
    state["debris"] = [4, 5]
    state["refuges"][1]["token"] = 0
    _card_for(state, 6)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "m1", "crew": 0})
    assert state["phase"] in ("scoring", "over") and state["ended"] == "empty"


def test_the_game_ends_when_no_arrival_space_is_free() -> None:
    state = board_pod(_turn(5), "m1", 11, [(0, "engineer")])
    for r in range(4):
        fill = [(p, role) for p in range(1, 5) for role in ("commander",)] + [(1, "scientist")]
        arrive(state, r, fill[: 5 if r else 4])
        state["refuges"][r]["token"] = None if r else 4
    _card_for(state, 4)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "m1", "crew": 0})
    assert state["phase"] in ("scoring", "over") and state["ended"] == "full"


def test_a_game_nobody_ends_stops_at_the_round_limit() -> None:
    state = setup(2, max_rounds=8)
    while not state["over"]:
        state = play(state, {"type": "end_turn"})
    assert state["ended"] == "rounds" and state["round"] == 9 and data.DEFAULT_MAX_ROUNDS == 20


def test_the_game_ends_when_the_last_pod_beyond_the_barrier_is_emptied() -> None:
    state = board_pod(_turn(), "m1", 12, [(0, "engineer")])
    state["debris"] = [4, 5, 6]
    state["barrier"], state["final"] = True, [1]
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "m1", "crew": 0})
    assert state["phase"] in ("scoring", "over") and state["ended"] == "empty"
