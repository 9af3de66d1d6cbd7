"""A viewer's log is told from what they may see (core/match.py `Entry.lines_for`): the states
before and after a step as that viewer's observations, the action with its declared private
fields covered. The checker: a twin of the state before a step differs only in what the viewer may
not see (tests/test_visibility.py's twin), the same step is taken there, and where the viewer sees
the same position after it, their log lines of the step must read the same in both.

It passes for every game as they are, and catches a game whose log line names what it may not
(Escape Pods' face-down crew, Migration: Mars's hands) once the log is told from the full states
again, as it was (`Entry.lines_for` reading the record).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from pyengine.core import Match
from pyengine.core.game import Game
from pyengine.core.jsonutil import clone
from pyengine.core.match import Entry, _Telling
from pyengine.core.messages import Msg, msg
from pyengine.core.registry import all_metas, get_game
from pyengine.core.visibility import observe
from tests.test_visibility import apply_changes, hidden_options, twin_changes

State = dict[str, Any]
STEPS = 160  # steps of each random game checked (every step, every viewer)


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
