"""Visibility as one filter: the state's layout marks what is secret and from whom, and the core
builds each viewer's observation from those marks (`observe`).

A game's state layout (its `TypedDict`s, `KitGame.state_type`) carries the marks as `Annotated`
metadata, beside `kit.Replaced`:

- `OwnedBy()` on a list indexed by seat: item i is seat i's; the others see `cover(item)`.
  `OwnedBy("owner")` on a field of a record: the value is the seat's named by the record's `owner`
  field (Escape Pods' face-down crew: `role: Annotated[str, OwnedBy("owner"), SeenBy("spied"),
  Revealed("face_up")]`).
- `Hidden()`: nobody's (a deck's order): every viewer sees `cover(value)` (its size, placeholders).
- `SeenBy(key)`: seats besides the owner allowed to see (a Spy's peek): read beside the owner, in
  the record's `key` field (a list of seats), in `state[key][i]` for item i of a seat-indexed list,
  or in `state[key]` for a `Hidden` value.
- `Revealed(key)`: a flag read the same way: when true, the value is public (turned face up).

A secret mark's `cover(value)` is what those not allowed see (default: `"?"`, a list of `"?"` of
the same length for a list; `cover_at(value, state)` when it depends on the moment); `unless(state)`
lifts the secret for everyone (the game is over). Marks inside a record or a list's items are
followed (`list[Window]` whose `Ask.window` is marked), and a covered value is followed too (a
queue cut to its head still has its head's own marks applied).

`observe(state, layout, viewer)` is the one filter (None: a spectator, allowed nothing owned);
`hidden_sites` lists, for the leak test, every place a viewer may not see (tests/test_visibility.py).
"""

from __future__ import annotations

import types
from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Union, get_args, get_origin, get_type_hints

from pyengine.core.jsonutil import State


def conceal(value: Any) -> Any:
    """The default cover: a list of "?" the list's length, else "?"."""
    return ["?"] * len(value) if isinstance(value, list) else "?"


def blank(value: Any) -> None:
    """A cover showing nothing at all (None)."""
    return None


@dataclass(frozen=True, kw_only=True)
class Secret:
    """A mark of a secret value: `cover(value)` is what a viewer not allowed sees; `unless(state)`
    true makes it public for everyone."""

    cover: Callable[[Any], Any] = conceal
    unless: Callable[[State], bool] | None = None
    cover_at: Callable[[Any, State], Any] | None = None  # a cover that reads the state too (replaces `cover`)

    def covered(self, value: Any, state: State) -> Any:
        """What a viewer not allowed sees of this value."""
        return self.cover(value) if self.cover_at is None else self.cover_at(value, state)


@dataclass(frozen=True)
class OwnedBy(Secret):
    """Its owner's: `owner` names the enclosing record's field holding the seat; None marks a list
    indexed by seat (item i is seat i's)."""

    owner: str | None = None


@dataclass(frozen=True)
class Hidden(Secret):
    """Nobody's (unless a `SeenBy` or `Revealed` beside it says otherwise): a deck's order."""


@dataclass(frozen=True)
class SeenBy:
    """Seats allowed besides the owner: the list under `key` (the record's field, `state[key][i]`
    for item i of a seat-indexed list, `state[key]` for a whole value)."""

    key: str


@dataclass(frozen=True)
class Revealed:
    """A flag under `key` (read like `SeenBy`'s list) that, when true, shows the value to all."""

    key: str


@dataclass(frozen=True)
class Node:
    """How to filter one value: its marks, then what lies inside (a record's keys, a list's items)."""

    secret: Secret | None = None
    seen_by: str | None = None
    revealed: str | None = None
    record: tuple[tuple[str, Node], ...] = ()  # a record's marked keys (a TypedDict)
    items: Node | None = None  # each item of a list or value of a dict


_PLANS: dict[Any, Node | None] = {}


def plan(layout: Any) -> Node | None:
    """The filter of a layout (None: nothing in it is marked), worked out once per layout."""
    if layout not in _PLANS:
        _PLANS[layout] = _node(layout)
    return _PLANS[layout]


def is_marked(layout: Any) -> bool:
    """True if the layout marks anything secret."""
    return plan(layout) is not None


def _node(hint: Any, depth: int = 0) -> Node | None:
    if depth > 8:
        return None
    secret, seen_by, revealed = None, None, None
    if get_origin(hint) is Annotated:
        for mark in hint.__metadata__:
            if isinstance(mark, Secret):
                secret = mark
            elif isinstance(mark, SeenBy):
                seen_by = mark.key
            elif isinstance(mark, Revealed):
                revealed = mark.key
        hint = get_args(hint)[0]
    record: tuple[tuple[str, Node], ...] = ()
    items = None
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, types.UnionType):
        found = [a for a in args if a is not type(None)]
        if len(found) == 1:
            inner = _node(found[0], depth + 1)
            if inner is not None:
                record, items = inner.record, inner.items
    elif origin is list:
        items = _node(args[0], depth + 1)
    elif origin is dict:
        items = _node(args[1], depth + 1)
    elif _is_typeddict(hint):
        hints = get_type_hints(hint, include_extras=True)
        record = tuple((k, n) for k, n in ((k, _node(h, depth + 1)) for k, h in hints.items()) if n is not None)
    if secret is None and not record and items is None:
        return None
    return Node(secret, seen_by, revealed, record, items)


def _is_typeddict(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, dict) and hasattr(hint, "__total__")


def observe(state: State, layout: Any, viewer: int | None) -> State:
    """What `viewer` may see of a state of this layout: every value marked secret from them
    replaced by its cover (copies made only along the paths that change)."""
    node = plan(layout)
    if node is None:
        return state
    seen: State = _filter(state, node, viewer, state, state)
    return seen


def _allowed(node: Node, viewer: int | None, owner: Any, where: Any, index: int | None) -> bool:
    """True if `viewer` may see a value owned by `owner`, its grants and flags read in `where`."""
    if viewer is not None and owner == viewer:
        return True

    def read(key: str) -> Any:
        value = where.get(key) if isinstance(where, dict) else None
        if index is not None and isinstance(value, list):
            return value[index] if index < len(value) else None
        return value

    if node.revealed is not None and read(node.revealed):
        return True
    if node.seen_by is not None and viewer is not None:
        seats = read(node.seen_by)
        return isinstance(seats, list) and viewer in seats
    return False


def _filter(value: Any, node: Node, viewer: int | None, record: Any, state: State) -> Any:
    secret = node.secret
    if secret is not None and not (secret.unless is not None and secret.unless(state)):
        if isinstance(secret, OwnedBy) and secret.owner is None:
            if isinstance(value, list):
                value = [
                    item if _allowed(node, viewer, seat, state, seat) else secret.covered(item, state)
                    for seat, item in enumerate(value)
                ]
        else:
            owner = record.get(secret.owner) if isinstance(secret, OwnedBy) and isinstance(record, dict) else None
            if not _allowed(node, viewer, owner, record, None):
                value = secret.covered(value, state)
    if node.record and isinstance(value, dict):
        changed = {k: _filter(value[k], n, viewer, value, state) for k, n in node.record if k in value}
        value = {**value, **changed}
    if node.items is not None:
        if isinstance(value, list):
            value = [_filter(v, node.items, viewer, v, state) for v in value]
        elif isinstance(value, dict) and not node.record:
            value = {k: _filter(v, node.items, viewer, v, state) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Site:
    """A place a viewer may not see: its path from the state's root (keys and indices), the value
    there, what the viewer sees instead and the mark that hides it."""

    path: tuple[Any, ...]
    value: Any
    cover: Any
    mark: Secret


def hidden_sites(state: State, layout: Any, viewer: int | None) -> list[Site]:
    """Every value of a state hidden from `viewer` by the layout's marks (outermost first), so a
    test can change them and see whether anything the viewer receives changes."""
    node = plan(layout)
    found: list[Site] = []
    if node is not None:
        _sites(state, (), node, viewer, state, state, found)
    return found


def _sites(
    value: Any, path: tuple[Any, ...], node: Node, viewer: int | None, record: Any, state: State, found: list[Site]
) -> None:
    secret = node.secret
    if secret is not None and not (secret.unless is not None and secret.unless(state)):
        if isinstance(secret, OwnedBy) and secret.owner is None:
            if isinstance(value, list):
                for seat, item in enumerate(value):
                    if not _allowed(node, viewer, seat, state, seat):
                        found.append(Site((*path, seat), item, secret.covered(item, state), secret))
        else:
            owner = record.get(secret.owner) if isinstance(secret, OwnedBy) and isinstance(record, dict) else None
            if not _allowed(node, viewer, owner, record, None):
                found.append(Site(path, value, secret.covered(value, state), secret))
    if node.record and isinstance(value, dict):
        for k, n in node.record:
            if k in value:
                _sites(value[k], (*path, k), n, viewer, value, state, found)
    if node.items is not None:
        if isinstance(value, list):
            for i, item in enumerate(value):
                _sites(item, (*path, i), node.items, viewer, item, state, found)
        elif isinstance(value, dict) and not node.record:
            for k, item in value.items():
                _sites(item, (*path, k), node.items, viewer, item, state, found)
