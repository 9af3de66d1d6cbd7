"""`KitGame`: a `Game` whose actions are declared (`core/actions.py`) and whose turns are data
(`core/turns.py`); the protocol's action methods are derived from those two declarations.

A game sets `actions` (its `ActionSet`), `turns` (`Phases` or a `TaskQueue`), `not_now` (the
reason given for an action type that is closed at this moment) and, optionally, `decisions` (each
decision's prompt, hint and tools, declared once: core/decisions.py), and writes the rest of the
rules: setup, scores, rendering. See docs/engine.md, "Writing a game".
"""

from __future__ import annotations

import types
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Annotated, Any, Union, get_args, get_origin, get_type_hints

from pyengine.core.actions import ActionSet
from pyengine.core.game import TERMINAL, Action, Game, Rng, State
from pyengine.core.jsonutil import clone
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.turns import Turns
from pyengine.core.visibility import Hidden, OwnedBy, Revealed, SeenBy, blank, conceal, is_marked, observe

if TYPE_CHECKING:  # the declarations' module travels with the games' rules (the kit zip), not at start
    from pyengine.core.decisions import Decision, Decisions

__all__ = ["Hidden", "KitGame", "OwnedBy", "Replaced", "Revealed", "SeenBy", "blank", "conceal"]


class KitGame(Game):
    """A game built from declarations: legal actions, checks, effects, logs and chance come from them."""

    actions: ActionSet
    turns: Turns
    not_now: Msg = msg("core.illegal.not_available")
    state_type: Any = None  # the TypedDict documenting the state's layout (checked by `check_position`)
    decisions: Decisions | None = None  # each decision declared once (the prompt and the Table read it)

    def decision_now(self, state: State) -> Decision | None:
        """The declaration of the decision pending now (None: the game declares none)."""
        decisions = self.decisions
        if decisions is None:
            return None
        finished = decisions.over is not None and self.to_move(state) == TERMINAL  # asked only if it matters
        return decisions.now(self.turns.decision(state), finished)

    def prompt(self, state: State) -> Msg:
        """The current decision's declared prompt (the plain one if the game declares none)."""
        decision = self.decision_now(state)
        if decision is None or self.decisions is None:
            return super().prompt(state)
        return self.decisions.prompt(decision, state)

    def to_move(self, state: State) -> int:
        """Whoever the turn structure says decides now."""
        return self.turns.to_move(state)

    def legal_actions(self, state: State) -> list[Action]:
        """The declared candidates that pass their checks (none at chance and terminal nodes)."""
        if self.to_move(state) < 0:
            return []
        return self.actions.legal(state, self.turns.decision(state))

    def validate_action(self, action: Action) -> Msg | None:
        """The declared type and fields (checked by the core before any rule runs)."""
        return self.actions.validate(action)

    def explain_illegal(self, state: State, action: Action) -> Msg | None:
        """The declared fields' problem, `not_now` for a closed type, else the type's gate or check.

        The core validates fields before calling this; they are checked again for direct callers."""
        found = self.actions.validate(action)
        return found or self.actions.why_illegal(state, self.turns.decision(state), action, self.not_now)

    def apply_action(self, state: State, action: Action) -> None:
        """The declared effect, then whatever runs by itself."""
        self.actions.apply(state, self.turns.decision(state), action)
        self.turns.settle(state)

    def describe(self, state: State, action: Action) -> Msg:
        """The declared log line."""
        return self.actions.describe(state, self.turns.decision(state), action)

    def seen_action(self, state: State, action: Action, viewer: int | None) -> Action:
        """The action as `viewer` may read it: the declared `private` fields covered unless allowed."""
        return self.actions.seen_action(state, self.turns.decision(state), action, viewer)

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """The declared outcomes of the chance step pending now."""
        return self.actions.outcomes(state, self.turns.decision(state))

    def sample_chance(self, state: State, rng: Rng) -> Action:
        """The pending chance type's own draw when it declares one, else the weighted draw over its outcomes."""
        kind = self.actions.chance_now(self.turns.decision(state))
        if kind is not None and kind.draw is not None:
            return kind.draw(state, rng)
        return super().sample_chance(state, rng)

    def chance_shapes(self) -> dict[str, dict[str, Shape]]:
        """The declared shape of each kind of chance outcome (checked on saves)."""
        return {kind.name: kind.shape for kind in self.actions.chance}

    def action_label(self, state: State, action: Action) -> Msg | None:
        """A button's text: the declared label, else None for the generic one (the web table reads it)."""
        return self.actions.label(state, self.turns.decision(state), action)

    def action_group(self, action: Action) -> str:
        """The declared heading of an action's button (the web table reads it)."""
        return self.actions.group(action)

    def copy_state(self, state: State) -> State:
        """A copy made by the declared layout (`state_type`): lists of strings are copied with
        `list`, flat records with `dict`, anything the layout does not pin down by `clone`. A third
        of the marshal round trip's time on a Migration: Mars state, copied at every step. It shares
        nothing with the state but the records of a `Replaced` container, which rules replace whole."""
        if self.state_type is None:
            return super().copy_state(state)
        copier = _COPIERS.get(self.state_type)
        if copier is None:
            copier = _COPIERS[self.state_type] = layout_copier(self.state_type)
        return copier(state)

    def observation(self, state: State, player: int | None) -> State:
        """What `player` may see, filtered by the secrets the layout marks (core/visibility.py):
        a game declares its marks in `state_type` instead of writing this."""
        if self.state_type is None or not is_marked(self.state_type):
            return super().observation(state, player)
        return observe(state, self.state_type, player)

    def check_position(self, state: State) -> Msg | None:
        """None if a written position has the state's layout (see `state_type`), else why not."""
        return check_layout(state, self.state_type) if self.state_type is not None else None


Copier = Callable[[Any], Any]


class Replaced:
    """A layout's mark on a dict or list of flat records that the rules replace whole, never
    change in place (`Annotated[dict[str, Record], Replaced]`): a copy of the state copies the
    container and shares the records, so a step copies one dict, not one per record (a Migration:
    Mars map of 30 buildings). tests/test_kit_copy.py plays random games with those records
    frozen: a rule that changed one in place would fail there."""


def replaced_keys(layout: Any) -> frozenset[str]:
    """The layout's keys marked `Replaced`."""
    hints = get_type_hints(layout, include_extras=True)
    return frozenset(k for k, h in hints.items() if get_origin(h) is Annotated and Replaced in h.__metadata__)


_COPIERS: dict[Any, Callable[[State], State]] = {}
_SCALARS = (int, float, str, bool, type(None))


def layout_copier(layout: Any) -> Callable[[State], State]:
    """A deep copy of states of a TypedDict layout: each key copied by what its type says it holds
    (keys the layout does not name, by `clone`). A state must hold what its layout declares, as
    `check_layout` checks on positions; tests compare the copy with `clone` along random games."""
    hints = get_type_hints(layout)
    shared = replaced_keys(layout)
    parts = tuple(
        (key, part)
        for key, part in ((k, _shallow(h) if k in shared else _copier(h)) for k, h in hints.items())
        if part is not None
    )
    known = hints.keys()
    covered = frozenset({*hints, "rng"})  # "rng": the core's generator state, a string

    def copy(state: State) -> State:
        new = state.copy()
        for key, part in parts:
            if key in new:
                new[key] = part(new[key])
        if covered.issuperset(new) and type(new.get("rng", "")) is str:
            return new  # no key outside the layout (asked without building a set of the keys)
        for key in new.keys() - known:
            if type(new[key]) not in _SCALARS:
                new[key] = clone(new[key])
        return new

    return copy


def _copier(hint: Any) -> Copier | None:
    """How to copy a value of this type (None: it is immutable, shared as it is)."""
    if hint in _SCALARS:
        return None
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        if all(a in _SCALARS for a in args):
            return None
        kept = [a for a in args if a is not type(None)]
        return _optional_copier(_copier(kept[0])) if len(kept) == 1 and kept[0] not in _SCALARS else clone
    if origin is list:
        return _list_copier(_copier(args[0]))
    if origin is dict:
        return _dict_copier(_copier(args[1]))
    if _is_typeddict(hint):
        fields = get_type_hints(hint)
        if all(h in _SCALARS for h in fields.values()):
            return dict.copy  # a flat record
        return _record_copier(fields)
    return clone


def _optional_copier(inner: Copier | None) -> Copier:
    """A value of a type or None (`list[str] | None`)."""
    if inner is None or inner is clone:
        return clone
    return lambda value: None if value is None else inner(value)


def _record_copier(fields: dict[str, Any]) -> Copier:
    """A record holding lists or records (an Artemis expedition with its dice): copied key by key
    by what its layout says, a third of marshal's round trip for such small records; a key the
    layout does not name is copied by `clone`."""
    parts = tuple((key, part) for key, part in ((k, _copier(h)) for k, h in fields.items()) if part is not None)
    known = frozenset(fields)

    def copy(value: Any) -> Any:
        if type(value) is not dict:
            return clone(value)
        new = value.copy()
        for key, part in parts:
            if key in new:
                new[key] = part(new[key])
        if not known.issuperset(new):
            for key in new.keys() - known:
                new[key] = clone(new[key])
        return new

    return copy


def _shallow(hint: Any) -> Copier:
    """The container of a `Replaced` key, copied alone (its records shared)."""
    origin = get_origin(hint)
    if origin is dict or (origin in (Union, types.UnionType) and any(get_origin(a) is dict for a in get_args(hint))):
        return lambda value: value.copy() if value is not None else None
    if origin is list:
        return list.copy
    raise TypeError(f"Replaced marks a dict or a list of records, not {hint}")


# The copy methods, not the constructors: `x.copy()` takes a fifth fewer instructions than `dict(x)`.
def _list_copier(inner: Copier | None) -> Copier:
    if inner is None:
        return list.copy
    return lambda value: list(map(inner, value))  # map: the loop runs in C


def _dict_copier(inner: Copier | None) -> Copier:
    if inner is None:
        return dict.copy
    if inner is dict.copy:
        return lambda value: {k: v.copy() for k, v in value.items()}  # records: no call through `inner`
    return lambda value: {k: inner(v) for k, v in value.items()}


def check_layout(state: Any, layout: Any, optional: frozenset[str] = frozenset()) -> Msg | None:
    """None if `state` has exactly the keys of a TypedDict (those in `optional` may be there or not),
    with values of the right JSON kind."""
    if not isinstance(state, dict):
        return msg("core.position.not_an_object")
    hints = get_type_hints(layout)
    for key in hints:
        if key not in state and key not in optional:
            return msg("core.position.missing_key", name=key)
    for key in state:
        if key not in hints and key not in optional and key != "rng":
            return msg("core.position.unknown_key", name=str(key)[:40])
    for key, hint in hints.items():
        if key in state and not _kind_matches(state[key], hint):
            return msg("core.position.bad_value", name=key)
    return None


def check_tasks(
    tasks: Iterable[Any], layouts: dict[str, Any], optional: dict[str, frozenset[str]] | None = None
) -> Msg | None:
    """None if every pending task has a known kind and that kind's layout (a TypedDict per kind)."""
    for task in tasks:
        kind = task.get("kind") if isinstance(task, dict) else None
        if kind not in layouts:
            return msg("core.position.bad_task", kind=str(kind)[:40])
        if check_layout(task, layouts[kind], (optional or {}).get(kind, frozenset())) is not None:
            return msg("core.position.bad_task", kind=kind)
    return None


def per_player(state: State, keys: tuple[str, ...]) -> bool:
    """True if each of these per-player lists has one entry per player."""
    return all(len(state[key]) == state["players"] for key in keys)


def _kind_matches(value: Any, hint: Any) -> bool:
    """A shallow check of a value against a type hint: the JSON kind only (lists, dicts, scalars)."""
    origin = getattr(hint, "__origin__", None)
    if hint is Any:
        return True
    if origin is list:
        return isinstance(value, list)
    if origin is dict or _is_typeddict(hint):
        return isinstance(value, dict)
    args = getattr(hint, "__args__", None)
    if args is not None and origin is not list and origin is not dict:  # a union such as int | None
        return any(_kind_matches(value, arg) for arg in args)
    if hint is type(None):
        return value is None
    if hint is int:
        return type(value) is int
    if hint is float:
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, hint)


def _is_typeddict(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, dict) and hasattr(hint, "__total__")
