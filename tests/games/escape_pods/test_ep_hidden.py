"""Hidden crew: face down to all but the owner, a spy sees what they spied, the log names no
hidden type, undo never crosses a Spy, bots deal the unseen types consistently."""

from pyengine.core import Match
from pyengine.core.game import Rng
from pyengine.core.rng import seed_state
from pyengine.core.visibility import observe
from pyengine.games.escape_pods.state import EscapeState
from pyengine.i18n import translate
from tests.games.escape_pods.helpers import GAME, activate, board_pod, play, setup


def _turn() -> dict:
    state = setup(3)
    state["active"] = 0
    state["turn"] = {"actions": 0, "limit": 2, "pending": None, "number": 5}
    return board_pod(state, "p3", 8, [(1, "engineer"), (2, "scientist")])


def test_a_face_down_crew_is_seen_by_its_owner_only() -> None:
    state = _turn()
    crew = state["pods"]["p3"]["crew"]
    assert observe(state, EscapeState, 1)["pods"]["p3"]["crew"][0]["role"] == "engineer"
    assert observe(state, EscapeState, 0)["pods"]["p3"]["crew"][0]["role"] == "?"
    assert observe(state, EscapeState, None)["pods"]["p3"]["crew"][1]["role"] == "?"
    assert crew[1]["role"] == "scientist"


def test_reserves_and_panels_show_only_counts_to_the_others() -> None:
    state = activate(_turn(), "spy", "commander")
    seen = observe(state, EscapeState, 1)
    assert seen["reserve"][0] == {"hidden": 8} and seen["panel"][0]["spy"] == ["?"]
    assert observe(state, EscapeState, 0)["panel"][0]["spy"] == ["commander"]


def test_spy_shows_a_pods_crew_to_the_spy_alone() -> None:
    state = activate(_turn(), "spy", "commander")
    state = play(state, {"type": "spy", "target": "pod:p3"})
    assert [c["role"] for c in observe(state, EscapeState, 0)["pods"]["p3"]["crew"]] == ["engineer", "scientist"]
    assert observe(state, EscapeState, 1)["pods"]["p3"]["crew"][1]["role"] == "?"


def test_a_spied_crew_stays_known_to_the_spy_when_it_moves() -> None:
    state = activate(_turn(), "spy", "commander")
    state = play(state, {"type": "spy", "target": "pod:p3"})
    state = activate(state, "pilot", "scientist")
    state = play(state, {"type": "pilot", "pod": "p3", "target": "sector:10", "push": 0})
    assert observe(state, EscapeState, 0)["pods"]["p3"]["crew"][0]["role"] == "engineer"


def test_the_spy_reads_the_types_in_a_private_line_the_others_do_not() -> None:
    match = Match.new("escape_pods", 3, seed=2)
    state = _turn()
    state["active"] = 0
    from pyengine.core.positions import load_position

    match = load_position(
        {
            "format": "spacetable-position",
            "version": 1,
            "game": "escape_pods",
            "seats": match.seats,
            "options": match.options,
            "seed": 2,
            "state": {k: v for k, v in state.items() if k != "rng"},
        }
    )
    match = match.apply({"type": "activate", "target": "space:spy", "role": "commander"})
    match = match.apply({"type": "spy", "target": "pod:p3"})
    names = [s["name"] for s in match.seats]
    spy = translate(match.entries[-1].text_for(0), "en", names)
    other = translate(match.entries[-1].text_for(1), "en", names)
    assert "Engineer" in spy and "Scientist" in spy
    assert "Engineer" not in other and "Scientist" not in other
    assert not match.can_undo


def test_bots_deal_the_unseen_types_from_what_each_rival_has_left() -> None:
    state = activate(_turn(), "spy", "commander")
    state = play(state, {"type": "spy", "target": "pod:p3"})
    seen = GAME.observation(state, 0)
    for seed in range(5):
        dealt = GAME.determinize(seen, 0, Rng(seed_state(seed)))
        assert [c["role"] for c in dealt["pods"]["p3"]["crew"]] == ["engineer", "scientist"]  # what the spy saw
        for q in (1, 2):
            total = dict(dealt["reserve"][q])
            for pod in dealt["pods"].values():
                for c in pod["crew"]:
                    if c["owner"] == q:
                        total[c["role"]] += 1
            assert total == {"commander": 3, "scientist": 3, "engineer": 3}
