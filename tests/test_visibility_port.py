"""The observations built from the layouts' secrecy marks (core/visibility.py) equal the ones each
game wrote by hand before, for every viewer along random games; the hand-written ones are kept
here, frozen, as the reference. The one change on purpose: Walking on the Moon's open windows show
who is asked now and no longer the asks to come, nor the card another player is asked about
(docs/rules/walking-on-the-moon.md)."""

from __future__ import annotations

import random
from typing import Annotated, Any, TypedDict

import pytest

from pyengine.core import Match, kit
from pyengine.core.visibility import hidden_sites, observe

State = dict[str, Any]


def old_first_landing(state: State, player: int | None) -> State:
    if state["phase"] == "over":
        return state
    seen = dict(state)
    seen["missions"] = [m if i == player else None for i, m in enumerate(state["missions"])]
    return seen


def old_walking_moon(state: State, player: int | None) -> State:
    if not state["advanced"]:
        return state
    seen = dict(state)
    seen["hands"] = [h if i == player or h is None else "hidden" for i, h in enumerate(state["hands"])]
    seen["pile"] = {"hidden": sum(state["pile"].values())}
    return seen


def old_migration_mars(state: State, player: int | None) -> State:
    def size(hand: dict[str, int]) -> int:
        return int(hand["hidden"]) if "hidden" in hand else sum(hand.values())

    seen = dict(state)
    seen["deck"] = ["?"] * len(state["deck"])
    if not state["over"]:
        seen["hand"] = [hand if q == player else {"hidden": size(hand)} for q, hand in enumerate(state["hand"])]
    return seen


OLD = {"first_landing": old_first_landing, "walking_moon": old_walking_moon, "migration_mars": old_migration_mars}
CASES = [
    ("first_landing", 3, {}),
    ("first_landing", 4, {}),
    ("migration_mars", 2, {}),
    ("migration_mars", 4, {}),
    ("walking_moon", 2, {"advanced": True}),
    ("walking_moon", 4, {"advanced": True}),
    ("walking_moon", 3, {}),
]


def walking_moon_tasks(state: State, player: int | None) -> list[dict[str, Any]]:
    """The ruling: the innermost window's first ask while the table waits on it (its card seen by
    the asked player only, a swap by all), every other ask left out (the pending tasks' head is
    the ask the table waits on; the window's other tasks are public)."""
    seen = []
    for i, task in enumerate(state["tasks"]):
        if task["kind"] == "ask" and i > 0:
            continue
        if task["kind"] == "ask" and task["player"] != player and task["window"] != "swap":
            task = {**task, "window": "?"}
        seen.append(task)
    return seen


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_marks_give_the_hand_written_observation(game_id: str, players: int, options: dict[str, Any]) -> None:
    chooser = random.Random(5)
    match = Match.new(game_id, players, options, seed=5)
    old = OLD[game_id]
    windows = 0
    for step in range(3000):
        if step % 3 == 0:
            for viewer in [None, *range(players)]:
                new = match.game.observation(match.state, viewer)
                want = old(match.state, viewer)
                if game_id == "walking_moon":
                    windows += any(t["kind"] == "ask" for t in match.state["tasks"])
                    want = {**want, "tasks": walking_moon_tasks(match.state, viewer)}
                assert new == want, (game_id, step, viewer)
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    assert match.is_over
    if game_id == "walking_moon" and options:
        assert windows, "no window opened: the ruling went unchecked"


# --- the marks on a toy layout: Escape Pods' face-down crew, a spy's peek, a deck -----------------------
class Crew(TypedDict):
    owner: int
    face_up: bool
    spied: list[int]
    role: Annotated[str, kit.OwnedBy("owner"), kit.SeenBy("spied"), kit.Revealed("face_up")]


class Pods(TypedDict):
    crew: list[Crew]
    hands: Annotated[list[list[str]], kit.OwnedBy(), kit.SeenBy("peeks")]
    peeks: list[list[int]]  # per hand: the seats shown it
    deck: Annotated[list[str], kit.Hidden(), kit.SeenBy("deck_seen")]
    deck_seen: list[int]
    over: bool
    score: Annotated[list[int], kit.OwnedBy(cover=kit.blank, unless=lambda state: bool(state["over"]))]


def pods() -> State:
    return {
        "crew": [
            {"owner": 0, "face_up": False, "spied": [], "role": "pilot"},
            {"owner": 1, "face_up": False, "spied": [2], "role": "spy"},
            {"owner": 2, "face_up": True, "spied": [], "role": "medic"},
        ],
        "hands": [["a"], ["b", "c"], []],
        "peeks": [[], [0], []],
        "deck": ["x", "y"],
        "deck_seen": [1],
        "over": False,
        "score": [3, 4, 5],
    }


def test_the_marks_on_a_toy_layout() -> None:
    state = pods()
    roles = {v: [c["role"] for c in observe(state, Pods, v)["crew"]] for v in (None, 0, 1, 2)}
    assert roles == {
        None: ["?", "?", "medic"],
        0: ["pilot", "?", "medic"],
        1: ["?", "spy", "medic"],
        2: ["?", "spy", "medic"],  # spied on seat 1's card
    }
    assert observe(state, Pods, 0)["hands"] == [["a"], ["b", "c"], []]  # seat 1 showed seat 0 its hand
    assert observe(state, Pods, 2)["hands"] == [["?"], ["?", "?"], []]
    assert observe(state, Pods, 1)["deck"] == ["x", "y"] and observe(state, Pods, 0)["deck"] == ["?", "?"]
    assert observe(state, Pods, 0)["score"] == [3, None, None]
    assert observe({**state, "over": True}, Pods, None)["score"] == [3, 4, 5]
    assert state == pods()  # the state itself is untouched
    paths = [site.path for site in hidden_sites(state, Pods, 2)]
    assert paths == [("crew", 0, "role"), ("hands", 0), ("hands", 1), ("deck",), ("score", 0), ("score", 1)]
