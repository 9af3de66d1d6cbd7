"""Scoring (6.0, 7.0): assignment in order of arrival, X spaces, the owner's choice, special refuges, ties."""

from pyengine.core.table import table_of
from pyengine.games.escape_pods import logic
from tests.games.escape_pods.helpers import GAME, arrive, legal, play, setup


def _scored(state: dict) -> dict:
    """The refuges scored, each owner's choice the space with the most points."""
    logic.finish(state, "turns")
    GAME.turns.settle(state)
    while not state["over"]:
        refuge = state["refuges"][state["tasks"][0]["refuge"]]
        best = max(legal(state), key=lambda a: logic.spaces(refuge)[int(a["target"].split(":")[2])][1])
        state = play(state, best)
    return state


def _refuges(state: dict, cards: list[str]) -> dict:
    for r, card in enumerate(cards):
        state["refuges"][r]["card"] = card
    return state


def test_crew_are_assigned_in_order_of_arrival_to_a_space_of_their_type() -> None:
    state = _refuges(setup(2), ["r08", "r01", "r02", "r03"])  # r08: C4 S3 X1 X1 X1
    arrive(state, 0, [(0, "commander"), (1, "commander")])
    state = _scored(state)
    assert state["refuges"][0]["assigned"] == [0, 2]  # the first commander takes the 4, the second an X
    assert GAME.scores(state) == [4.0, 1.0]


def test_a_crew_without_a_free_space_stays_on_arrival_and_scores_nothing() -> None:
    state = _refuges(setup(2), ["r10", "r01", "r02", "r03"])  # r10: E4 C3 X1 X1 X1
    arrive(state, 0, [(0, "engineer")] * 3 + [(1, "engineer")] * 2)
    state = _scored(state)
    assert state["refuges"][0]["assigned"] == [0, 2, 3, 4, None]
    assert logic.totals(state)[1] == {"points": 1, "in_refuges": 2, "assigned": 1, "refuges": 1}


def test_the_owner_chooses_among_spaces_of_different_kinds() -> None:
    state = _refuges(setup(2), ["r04", "r01", "r02", "r03"])  # r04: C4 C2 S2 E2 X1
    arrive(state, 0, [(1, "commander")])
    logic.finish(state, "turns")
    GAME.turns.settle(state)
    assert state["tasks"][0]["kind"] == "assign" and state["tasks"][0]["player"] == 1
    assert {a["target"] for a in legal(state)} == {"place:0:0", "place:0:1", "place:0:4"}
    state = play(state, {"type": "assign", "target": "place:0:1"})
    assert state["over"] and GAME.scores(state) == [0.0, 2.0]


def test_an_owner_chooses_a_space_out_of_turn_at_the_scoring() -> None:
    """The turns are over when a crew's owner is asked: a bot answers at once (no table pace)."""
    state = _refuges(setup(2), ["r04", "r01", "r02", "r03"])  # r04: C4 C2 S2 E2 X1
    assert not table_of(GAME).out_of_turn(state)  # a turn of one's own
    arrive(state, 0, [(1, "commander")])
    logic.finish(state, "turns")
    GAME.turns.settle(state)
    assert state["tasks"][0]["kind"] == "assign" and GAME.to_move(state) == 1
    assert table_of(GAME).out_of_turn(state)


def test_green_refuge_adds_one_each_when_both_green_spaces_are_filled() -> None:
    state = _refuges(setup(2), ["r11", "r01", "r02", "r03"])  # r11: C2g S2g E2 X1 X1
    arrive(state, 0, [(0, "commander"), (1, "scientist"), (0, "engineer")])
    assert GAME.scores(_scored(state)) == [6.0, 3.0]


def test_red_refuge_scores_nothing_unless_both_red_spaces_are_filled() -> None:
    state = _refuges(setup(2), ["r14", "r01", "r02", "r03"])  # r14: C3r E3r S3 X2 X1
    arrive(state, 0, [(0, "commander"), (1, "scientist")])
    assert GAME.scores(_scored(state)) == [0.0, 0.0]
    state = _refuges(setup(2), ["r14", "r01", "r02", "r03"])
    arrive(state, 0, [(0, "commander"), (1, "engineer")])
    assert GAME.scores(_scored(state)) == [3.0, 3.0]


def test_orange_refuge_loses_one_each_unless_the_orange_space_is_filled() -> None:
    state = _refuges(setup(2), ["r17", "r01", "r02", "r03"])  # r17: S3o C3 E3 X2 X1
    arrive(state, 0, [(0, "commander"), (1, "engineer")])
    assert GAME.scores(_scored(state)) == [2.0, 2.0]
    state = _refuges(setup(2), ["r17", "r01", "r02", "r03"])
    arrive(state, 0, [(0, "scientist"), (1, "engineer")])
    assert GAME.scores(_scored(state)) == [3.0, 3.0]


def test_crowded_refuge_adds_one_each_per_player_present() -> None:
    state = _refuges(setup(3), ["r20", "r01", "r02", "r03"])  # r20: C2 S2 E2 X1 X1
    arrive(state, 0, [(0, "commander"), (1, "scientist"), (2, "engineer")])
    assert GAME.scores(_scored(state)) == [5.0, 5.0, 5.0]


def test_ties_break_on_crew_in_refuges_then_assigned_then_refuges() -> None:
    state = _refuges(setup(2), ["r10", "r01", "r02", "r03"])  # r10: E4 C3 X1 X1 X1
    arrive(state, 0, [(0, "engineer"), (1, "commander")])
    arrive(state, 1, [(1, "engineer")])  # r01 E2? no: r01 is C3 S3 E2 X1 X1 -> 2 for player 1
    state = _scored(state)
    points = GAME.scores(state)
    assert points == [4.0, 5.0]
    state["refuges"][1]["arrivals"][0]["owner"] = 0  # now 6 against 3
    assert GAME.ranking(state) == [[0], [1]]
    tie = _refuges(setup(2), ["r07", "r01", "r02", "r03"])  # r07: C2 S2 E2 X2 X2
    arrive(tie, 0, [(0, "commander"), (1, "scientist")])
    arrive(tie, 2, [(1, "commander")])  # r02: C2
    tie = _scored(tie)
    assert GAME.scores(tie) == [2.0, 4.0]
    even = _refuges(setup(2), ["r07", "r01", "r02", "r03"])
    arrive(even, 0, [(0, "commander"), (1, "scientist")])
    even = _scored(even)
    assert GAME.ranking(even) == [[0, 1]] and GAME.winners(even) == [0, 1]


def test_more_crew_in_refuges_breaks_a_points_tie() -> None:
    state = _refuges(setup(2), ["r10", "r01", "r02", "r03"])  # r10: E4 C3 X1 X1 X1
    arrive(state, 0, [(0, "engineer"), (1, "commander"), (1, "scientist")])  # 4 against 3 + 1
    state = _scored(state)
    assert GAME.scores(state) == [4.0, 4.0] and GAME.winners(state) == [1]
