"""The table's tools: a crew type in hand places or boards it with one tap on the space."""

from pyengine.core.table import table_of
from tests.games.escape_pods.helpers import GAME, activate, legal, setup


def _fits(action: dict[str, object], template: dict[str, object]) -> bool:
    return all(action.get(k) == v for k, v in template.items())


def test_a_crew_type_in_hand_places_it_on_an_action_with_one_tap() -> None:
    state = setup(2)
    tools = table_of(GAME).tools(state, legal(state))
    assert [t["role"] for t, _, reason in tools if reason is None] == ["commander", "scientist", "engineer"]
    commander = tools[0][0]
    on_board = [a for a in legal(state) if _fits(a, commander) and a.get("target") == "space:board"]
    assert on_board == [{"type": "activate", "target": "space:board", "role": "commander"}]


def test_boarding_offers_the_reserves_types_and_says_when_one_is_gone() -> None:
    state = setup(2)
    state["reserve"][state["active"]]["scientist"] = 0
    state = activate(state, "board", "commander")
    tools = table_of(GAME).tools(state, legal(state))
    assert [t["from"] for t, _, _ in tools] == ["reserve:commander", "reserve:scientist", "reserve:engineer"]
    assert [reason is None for _, _, reason in tools] == [True, False, True]
    assert all(any(_fits(a, t) for a in legal(state)) for t, _, reason in tools if reason is None)
