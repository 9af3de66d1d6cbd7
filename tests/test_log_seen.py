"""A viewer's log is told from what they may see (core/match.py `Entry.lines_for`): the states
before and after a step as that viewer's observations, the action with its declared private
fields covered. The checker: a twin of the state before a step differs only in what the viewer may
not see (tests/test_visibility.py's twin), the same step is taken there, and where the viewer sees
the same position after it, their log lines of the step must read the same in both.

It passes for every game as they are, and catches a game whose log line names what it may not
(Escape Pods' face-down crew, Migration: Mars's hands) once the log is told from the full states
again, as it was (`Entry.lines_for` reading the record).

Undeclared private fields: where another action or outcome open at the same step, differing from the
one taken in one field, leads to a different state that a viewer cannot tell apart from the true one,
that field's value is secret from the viewer, so the action as they read it (`Game.seen_action`)
must read the same for both. A dice roll the state forgets is public (the states are equal); a
role placed face down is not. It catches Escape Pods' or Walking on the Moon's declaration removed.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pyengine.core import Match
from pyengine.core.game import CHANCE, Game
from pyengine.core.jsonutil import canonical, clone
from pyengine.core.match import Entry, _Telling, observed
from pyengine.core.messages import Msg, msg
from pyengine.core.registry import all_metas, get_game
from pyengine.core.visibility import observe
from tests.test_visibility import apply_changes, hidden_options, twin_changes

State = dict[str, Any]
STEPS = 160  # steps of each random game checked (every step, every viewer)
PRIVATE_STEPS = 120  # steps of each random game whose alternatives are checked for undeclared private fields


def played(game_id: str, players: int, seed: int, steps: int = STEPS) -> Match:
    """A random game of at most `steps` steps."""
    chooser = random.Random(seed)
    match = Match.new(game_id, players, hidden_options(game_id), seed=seed)
    while not match.is_over and len(match.entries) < steps:
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def log_leaks(match: Match) -> list[str]:
    """Steps whose log lines read otherwise for a viewer from a twin they cannot tell apart."""
    game = match.game
    layout = getattr(game, "state_type", None)
    if layout is None:
        return []
    found: list[str] = []
    states = match._states
    for i, entry in enumerate(match.entries):
        before, after = states[i], states[i + 1]
        for viewer in (None, *range(len(match.seats))):
            changes = twin_changes(game, before, viewer)
            if not changes:
                continue
            twin_before = apply_changes(before, changes)
            twin_after = game.copy_state(twin_before)
            try:
                game.apply_action(twin_after, clone(entry.action))
            except (KeyError, IndexError, ValueError):
                continue  # the step cannot be taken there (a drawn card the twin does not hold)
            if observe(twin_after, layout, viewer) != observe(after, layout, viewer):
                continue  # the step tells what it reveals
            twin = Entry(entry.actor, entry.action, told=_Telling(game, twin_before, twin_after, entry.action))
            if entry.lines_for(viewer) != twin.lines_for(viewer):
                found.append(f"step {i} {entry.action} viewer {viewer}: {entry.lines_for(viewer)}")
    return found


def told_from_the_full_states(entry: Entry, viewer: int | None) -> tuple[Msg, tuple[Msg, ...]]:
    """The log as it was told before: the record (read from the full states), a private line for its seats."""
    return entry._recorded_for(viewer)


CASES = [(meta.id, 3 if meta.max_players >= 3 else meta.max_players) for meta in all_metas()]


@pytest.mark.parametrize(("game_id", "players"), CASES)
def test_no_log_line_tells_a_viewer_what_they_may_not_see(game_id: str, players: int) -> None:
    assert log_leaks(played(game_id, players, seed=5)) == []


def test_escape_pods_crew_named_in_a_log_line_is_caught_only_from_the_full_states(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A log line naming every crew piece's role names "?" for what a viewer may not see; told
    from the full states, the checker sees the face-down crew's roles."""
    game = get_game("escape_pods")
    original = type(game).describe

    def leaky(self: Game, state: State, action: Any) -> Msg:
        roles = [crew["role"] for pod in state["pods"].values() for crew in pod["crew"]]
        return msg("ep.log.leak", line=original(self, state, action), roles=roles)

    monkeypatch.setattr(type(game), "describe", leaky)
    assert log_leaks(played("escape_pods", 3, seed=5, steps=80)) == []
    monkeypatch.setattr(Entry, "_told_to", told_from_the_full_states)
    assert log_leaks(played("escape_pods", 3, seed=5, steps=80))


def test_migration_mars_hands_named_in_a_log_line_are_caught_only_from_the_full_states(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A log line naming every hand shows a rival's hand as its size only; told from the full
    states, the checker sees the hidden cards."""
    game = get_game("migration_mars")
    original = type(game).describe

    def leaky(self: Game, state: State, action: Any) -> Msg:
        return msg("mm.log.leak", line=original(self, state, action), hands=state["hand"])

    monkeypatch.setattr(type(game), "describe", leaky)
    assert log_leaks(played("migration_mars", 2, seed=5, steps=120)) == []
    monkeypatch.setattr(Entry, "_told_to", told_from_the_full_states)
    assert log_leaks(played("migration_mars", 2, seed=5, steps=120))


def test_a_drawn_card_is_named_to_its_drawer_and_covered_in_the_action_the_others_are_told_from() -> None:
    """Walking on the Moon's draw declares its card private: the drawer reads it, the others'
    line is told from the outcome with the card covered."""
    match = played("walking_moon", 3, seed=2, steps=400)
    game = match.game
    i = next(i for i, e in enumerate(match.entries) if e.action.get("type") == "draw")
    entry, before = match.entries[i], match._states[i]
    drawer = next(p for p in range(3) if game.seen_action(before, entry.action, p) == entry.action)
    for viewer in (None, *(p for p in range(3) if p != drawer)):
        assert game.seen_action(before, entry.action, viewer)["card"] == "?"
        assert entry.action["card"] not in repr(entry.lines_for(viewer))
    assert entry.action["card"] in repr(entry.lines_for(drawer))


# --- undeclared private fields ---------------------------------------------------------------------
def _public(state: State) -> Any:
    """The state without its generator (an alternative outcome leaves the generator as it was)."""
    return canonical({key: value for key, value in state.items() if key != "rng"})


def _one_field_apart(action: dict[str, Any], other: dict[str, Any]) -> bool:
    """The same type and fields, with one field's value different."""
    if action.keys() != other.keys() or action.get("type") != other.get("type"):
        return False
    return sum(action[key] != other[key] for key in action) == 1


def undeclared_private(match: Match) -> list[str]:
    """Steps where a viewer's reading of the action tells a value their observation keeps from them."""
    game, states, found = match.game, match._states, []
    viewers = (None, *range(len(match.seats)))
    for i, entry in enumerate(match.entries):
        before, after, action = states[i], states[i + 1], entry.action
        listed = [a for a, _ in game.chance_outcomes(before)] if entry.actor == CHANCE else game.legal_actions(before)
        seen_after: dict[int | None, Any] = {}
        for other in (a for a in listed if _one_field_apart(action, a)):
            elsewhere = game.copy_state(before)
            game.apply_action(elsewhere, clone(other))
            if _public(elsewhere) == _public(after):
                continue  # the state forgets the field (a roll): nothing about it is secret
            for viewer in viewers:
                if viewer not in seen_after:
                    seen_after[viewer] = canonical(observed(game, after, viewer))
                if canonical(observed(game, elsewhere, viewer)) != seen_after[viewer]:
                    continue  # the viewer sees which it was
                if game.seen_action(before, action, viewer) != game.seen_action(before, other, viewer):
                    found.append(f"step {i} {action} / {other}: viewer {viewer} reads the difference")
    return found


PRIVATE_CASES = [
    (meta.id, players)
    for meta in all_metas()
    for players in sorted({2, meta.max_players} & set(range(meta.min_players, meta.max_players + 1)))
]


@pytest.mark.parametrize(("game_id", "players"), PRIVATE_CASES)
def test_no_action_tells_a_viewer_a_field_their_observation_keeps_from_them(game_id: str, players: int) -> None:
    assert undeclared_private(played(game_id, players, seed=7, steps=PRIVATE_STEPS)) == []


def test_escape_pods_roles_placed_face_down_are_caught_without_their_declaration(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Without the `private` declaration, the placed role reads to every other viewer."""
    match = played("escape_pods", 3, seed=7, steps=60)
    assert undeclared_private(match) == []
    monkeypatch.setattr(type(match.game), "seen_action", lambda self, state, action, viewer: action)
    leaks = undeclared_private(match)
    assert leaks and all("'role'" in line or "reserve:" in line for line in leaks)


def test_a_drawn_card_is_caught_without_its_declaration(monkeypatch: pytest.MonkeyPatch) -> None:
    """Walking on the Moon's drawn card, undeclared, reads to the drawer's rivals."""
    match = played("walking_moon", 3, seed=2, steps=400)
    draws = [i for i, e in enumerate(match.entries) if e.action.get("type") == "draw"]
    assert draws
    monkeypatch.setattr(type(match.game), "seen_action", lambda self, state, action, viewer: action)
    assert any("'draw'" in line for line in undeclared_private(match))


def test_escape_pods_covers_a_reserve_role_and_keeps_a_pods_source() -> None:
    """A crew leaving the reserve reads "reserve:?" to the others and its role to its owner; a crew
    moved from a pod (face down, already placed) keeps its source, which the log names."""
    match = played("escape_pods", 3, seed=7, steps=200)
    game, states = match.game, match._states
    kinds = set()
    for i, entry in enumerate(match.entries):
        action = entry.action
        if action.get("type") not in ("board", "boarding", "activate", "minipod"):
            continue
        for viewer in (None, 0, 1, 2):
            seen = game.seen_action(states[i], action, viewer)
            if viewer == entry.actor:
                assert seen == action
            elif "role" in action:
                assert seen["role"] == "?"
            else:
                assert seen["from"] == ("reserve:?" if action["from"].startswith("reserve:") else action["from"])
        kinds.add(action["type"] if "role" in action else action["from"].split(":")[0])
    assert {"activate", "reserve", "crew"} <= kinds
