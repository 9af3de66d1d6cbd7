"""A viewer's log and steps, told only from what that viewer may see (visibility as one filter,
core/visibility.py): `Entry.lines_for` and `Match.steps_seen` (core/match.py) read them. Shipped
with the table (tools/build.py TABLE_MODULES): only a table reads a viewer's log.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, overload

from pyengine.core.game import Action, Game, State, Step
from pyengine.core.messages import Msg

if TYPE_CHECKING:
    from pyengine.core.match import Entry

Told = tuple[Msg, tuple[Msg, ...]]  # a step's line and its effects


def told_to(game: Game, before: State, after: State, action: Action, viewer: int | None) -> Told:
    """A step as `viewer` (None: a spectator) reads it, told only from what they may see: the
    states' observations and the action as they may read it (never the full states)."""
    seen_before, seen_after = observed_once(game, before, viewer), observed_once(game, after, viewer)
    seen_action = game.seen_action(before, action, viewer)
    text = game.describe_step(seen_before, seen_after, seen_action)
    if viewer is not None:
        for seats, line in game.private_text(seen_before, seen_after, seen_action):
            if viewer in seats:
                text = line
    return text, tuple(game.consequences(seen_before, seen_after, seen_action))


_RECENT: dict[tuple[int, int | None], tuple[State, State]] = {}  # (id(state), viewer) -> (state, observation)
_RECENT_MAX = 8


def observed_once(game: Game, state: State, viewer: int | None) -> State:
    """What `viewer` may know of a state (`core.match.observed`), kept for the last few states: a
    log told in order observes each state once (a step's state after is the next step's before),
    not twice. The state is kept with its observation, so its id cannot be reused while cached."""
    key = (id(state), viewer)
    found = _RECENT.get(key)
    if found is not None and found[0] is state:
        return found[1]
    if len(_RECENT) >= _RECENT_MAX:
        del _RECENT[next(iter(_RECENT))]
    observation = {k: v for k, v in game.observation(state, viewer).items() if k != "rng"}  # core.match.observed
    seen = _RECENT[key] = (state, observation)
    return seen[1]


class SeenSteps(Sequence[Step]):
    """The steps taken so far, oldest first, as one viewer may read them (each action with its
    declared private fields covered, `Game.seen_action`): what the table's `marks` reads of the
    history instead of the match. Each step is worked out when read (the table reads the last few)."""

    __slots__ = ("_entries", "_game", "_states", "_viewer")

    def __init__(self, game: Game, states: tuple[State, ...], entries: tuple[Entry, ...], viewer: int | None) -> None:
        self._game, self._states, self._entries, self._viewer = game, states, entries, viewer

    def __len__(self) -> int:
        return len(self._entries)

    @overload
    def __getitem__(self, index: int) -> Step: ...
    @overload
    def __getitem__(self, index: slice) -> list[Step]: ...
    def __getitem__(self, index: int | slice) -> Step | list[Step]:
        if isinstance(index, slice):
            return [self[i] for i in range(len(self))[index]]
        if index < 0:
            index += len(self)
        entry = self._entries[index]  # raises IndexError past either end
        return entry.actor, self._game.seen_action(self._states[index], entry.action, self._viewer)
