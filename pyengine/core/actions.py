"""Action types declared once: fields, when they are open, candidates, the check, the effect, the log.

A game lists its action types as `ActionType`s in one `ActionSet`; the core derives from them what
every game needs and used to write by hand:

- input validation (`ActionSet.validate`, run by `core.match.check_action` before any game code):
  an unknown type, an unknown, missing or wrongly typed field is refused with a reason;
- `legal_actions` (the candidates of the types open now that pass their checks, in declaration order);
- `why_illegal` (the moment's gate, else the type's own check);
- the effect, applied with the fields already parsed (a `Move`), and the log line.

A type is open while the game's current decision (`Turns.decision`: a phase, a pending task's kind)
is one of its `during` and its `when` holds. Chance outcomes are declared alike as `ChanceType`s.
"""

from __future__ import annotations

from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from pyengine.core import shapes, targets
from pyengine.core.game import Rng, State
from pyengine.core.hexgrid import Hex
from pyengine.core.messages import Msg, msg

Action = dict[str, Any]
MAX_INT = 10**9  # no action field counts higher; bigger integers are refused before any int() or repr()
MAX_TEXT = 200
MAX_FIELD_NAME = 40
# The reasons `ActionSet.validate` gives for an action's shape: they name fields and formats, words for
# programs sending actions, never for players (the table asks its questions with whole actions).
FIELD_REASONS = frozenset(
    {
        "core.illegal.malformed",
        "core.illegal.unknown_action",
        "core.illegal.unknown_field",
        "core.illegal.missing_field",
        "core.illegal.bad_field",
    }
)


class FieldError(ValueError):
    """A field value of the wrong type or shape (caught by the kit, never seen by players)."""


class Move(dict[str, Any]):
    """An action whose declared fields are parsed (a hex target is a `Hex`); `raw` is the action as sent."""

    def __init__(self, raw: Action, parsed: dict[str, Any]) -> None:
        super().__init__(parsed)
        self.raw = raw

    @property
    def type(self) -> str:
        """The action type."""
        return str(self["type"])


# --- field kinds: each parses a JSON value or raises FieldError ----------------------------------
Parser = Callable[[Any], Any]


def text(value: Any) -> str:
    """Any short string."""
    if not isinstance(value, str) or len(value) > MAX_TEXT:
        raise FieldError("text")
    return value


def integer(low: int = -MAX_INT, high: int = MAX_INT) -> Parser:
    """An integer within [low, high] (never a bool)."""

    def parse(value: Any) -> int:
        if type(value) is not int or not low <= value <= high:
            raise FieldError("integer")
        return value

    return parse


def one_of(*choices: Any) -> Parser:
    """One of a fixed set of values."""

    def parse(value: Any) -> Any:
        if isinstance(value, (dict, list)) or value not in choices:
            raise FieldError("choice")
        return value

    return parse


def text_or_integer(value: Any) -> str | int:
    """A short string or a bounded integer (fields whose meaning the type's check settles)."""
    return text(value) if isinstance(value, str) else integer()(value)


def _target(parse: Callable[[object], Any]) -> Parser:
    def parse_field(value: Any) -> Any:
        try:
            return parse(value)
        except targets.TargetError:
            raise FieldError("target") from None

    CONVERTING.add(parse_field)
    return parse_field


# Parsers whose value differs from the JSON one (targets); the others only check, so a valid
# action's fields need no second pass (listing legal actions parses every candidate).
CONVERTING: set[Parser] = set()


hex_target: Parser = _target(targets.parse_hex)
hex_key: Parser = _target(targets.parse_hex_key)
square: Parser = _target(targets.parse_square)
card: Parser = _target(targets.parse_card)
slot: Parser = _target(targets.parse_slot)
side_square: Parser = _target(targets.parse_side_square)


def place_key(*names: str) -> Parser:
    """A hex target ("hex:q,r", normalized) parsed to its state key "q,r", or one of a few named
    places kept as their name (Migration: Mars's "embassy"); `targets.place_target` writes it back."""

    return _target(lambda value: targets.parse_place(value, *names))


def named(kind: str) -> Parser:
    """A target of a game's own kind (`"project:<id>"`), parsed to its name."""
    return _target(lambda value: targets.parse_named(value, kind))


@dataclass(frozen=True)
class Field:
    """A field of an action type: its name, how its value parses, and whether it may be left out."""

    name: str
    parse: Parser = text
    optional: bool = False


# --- declarations --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Private:
    """Fields of an action or chance outcome that only some seats may read (a drawn card: its
    drawer's): every other viewer's log is told from the step with these fields covered (`cover`), so
    no log line can name them to a viewer not allowed (core/match.py `Entry.lines_for`). `seats`
    reads the state before the step."""

    fields: tuple[str, ...]
    seats: Callable[[State, Action], Collection[int]]
    # What the other viewers read of a private field's value (name, value): "?" unless the field is
    # secret only in part (Escape Pods' "reserve:<role>" source reads "reserve:?", a pod's stays).
    cover: Callable[[str, Any], Any] = field(default=lambda name, value: "?")

    def seen(self, state: State, action: Action, viewer: int | None) -> Action:
        """The action as `viewer` may read it (None: a spectator, allowed nothing private)."""
        if viewer is not None and viewer in self.seats(state, action):
            return action
        return {key: (self.cover(key, value) if key in self.fields else value) for key, value in action.items()}


def _fine(state: State, move: Move) -> Msg | None:
    return None


def _always(state: State) -> bool:
    return True


def _no_gate(state: State) -> Msg | None:
    return None


@dataclass(frozen=True)
class ActionType:
    """Everything about one kind of player action, in one place."""

    name: str
    during: tuple[str, ...]  # the decisions (phases, pending task kinds) it answers
    effect: Callable[[State, Move], None]
    log: Callable[[State, Move], Msg]
    fields: tuple[Field, ...] = ()
    # The candidates listed for legal_actions; default: the one action with no fields.
    candidates: Callable[[State], list[Action]] | None = None
    check: Callable[[State, Move], Msg | None] = _fine  # None, or why this action is illegal now
    when: Callable[[State], bool] = _always  # open at this moment (else the game's "not now")
    gate: Callable[[State], Msg | None] = _no_gate  # a rule of the moment, checked before `check`
    # True when `candidates` already applies every rule of the check of each action it lists (its
    # own type's, or each listed type's for an editor listing several): none is checked again.
    checked: bool = False
    extra_fields: bool = False  # further short text or integer fields, which `check` judges
    label: Callable[[State, Move], Msg | None] | None = None  # a button's text (None: the generic one)
    group: str = ""  # the heading its buttons go under on the table
    private: Private | None = None  # fields only some seats may read in the log (none: all public)

    def listed(self, state: State) -> list[Action]:
        """The candidate actions, checked or not."""
        return self.candidates(state) if self.candidates is not None else [{"type": self.name}]

    def why_not(self, state: State, move: Move) -> Msg | None:
        """The gate's reason, else the action's own problem."""
        return self.gate(state) or self.check(state, move)


@dataclass(frozen=True)
class ChanceType:
    """A kind of chance outcome (a die, a draw): when it is pending, its outcomes, effect and log,
    and the shape a saved outcome must have before it is compared or replayed (core/saves.py)."""

    name: str
    during: tuple[str, ...]
    effect: Callable[[State, Move], None]
    log: Callable[[State, Move], Msg]
    outcomes: Callable[[State], list[tuple[Action, int]]] = field(default=lambda state: [])
    shape: dict[str, shapes.Shape] = field(default_factory=dict)
    # One outcome drawn without listing them all (216 meteor outcomes listed to draw one cost a
    # twentieth of a random game): it must take from the generator exactly what the weighted draw
    # over `outcomes` takes and return the outcome that draw would (saves replay by it).
    draw: Callable[[State, Rng], Action] | None = None
    private: Private | None = None  # fields only some seats may read in the log (a drawn card's name)


@dataclass
class ActionSet:
    """A game's action and chance types, with what the core derives from them."""

    types: tuple[ActionType, ...]
    chance: tuple[ChanceType, ...] = ()
    fields: dict[str, tuple[Field, ...]] = field(init=False)
    extra: dict[str, bool] = field(init=False)
    converted: dict[str, tuple[Field, ...]] = field(init=False)  # the fields whose value parsing changes
    by_decision: dict[str, tuple[ActionType, ...]] = field(init=False)
    chance_by_decision: dict[str, ChanceType] = field(init=False)  # the first declared for each

    def __post_init__(self) -> None:
        self.fields, self.extra, self.converted = {}, {}, {}
        decisions: dict[str, list[ActionType]] = {}
        for kind in self.types:
            known = self.fields.setdefault(kind.name, kind.fields)
            if known != kind.fields:  # one name, one shape: validation needs no state
                raise ValueError(f"action type {kind.name} declared with different fields")
            self.extra[kind.name] = kind.extra_fields
            self.converted[kind.name] = tuple(f for f in kind.fields if f.parse in CONVERTING)
            for decision in kind.during:
                decisions.setdefault(decision, []).append(kind)
        self.by_decision = {decision: tuple(kinds) for decision, kinds in decisions.items()}
        self.chance_by_decision = {}
        for chance in self.chance:
            for decision in chance.during:
                self.chance_by_decision.setdefault(decision, chance)

    # --- validation, before any game code ------------------------------------------------------
    def validate(self, action: Action) -> Msg | None:
        """None if the action has a declared type and well-formed fields, else the reason."""
        name = action["type"]
        if name not in self.fields:
            return msg("core.illegal.unknown_action", action=name[:MAX_FIELD_NAME])
        declared = {f.name: f for f in self.fields[name]}
        for key in action:
            if key != "type" and key not in declared and not self.extra[name]:
                return msg("core.illegal.unknown_field", field=str(key)[:MAX_FIELD_NAME])
        for f in declared.values():
            if f.name not in action:
                if not f.optional:
                    return msg("core.illegal.missing_field", field=f.name)
            elif not _parses(f.parse, action[f.name]):
                return msg("core.illegal.bad_field", field=f.name)
        if self.extra[name] and not all(_parses(text_or_integer, v) for k, v in action.items() if k != "type"):
            return msg("core.illegal.malformed")
        return None

    def parse(self, action: Action) -> Move:
        """The action with its declared fields parsed (it must have passed `validate`)."""
        converted = self.converted[action["type"]]
        if not converted:
            return Move(action, action)
        parsed = dict(action)
        for f in converted:
            if f.name in action:
                parsed[f.name] = f.parse(action[f.name])
        return Move(action, parsed)

    # --- what is open now ------------------------------------------------------------------------
    def open_now(self, state: State, decision: str) -> dict[str, ActionType]:
        """The action types open at this decision, by name, in declaration order."""
        return {t.name: t for t in self.by_decision.get(decision, ()) if t.when(state)}

    def legal(self, state: State, decision: str) -> list[Action]:
        """Every candidate of the open types that passes its gate and check, in declaration order.

        A type's candidates may include actions of another open type (one listing for a whole
        editor); each is judged by its own type."""
        found: list[Action] = []
        open_types = self.open_now(state, decision)
        # Each gate once per listing (a gate reads the state alone), not once per candidate.
        passing = {name for name, kind in open_types.items() if kind.gate(state) is None}
        for kind in open_types.values():
            if kind.name not in passing:
                continue
            for action in kind.listed(state):
                owner = open_types[action["type"]]
                if owner.name not in passing:
                    continue  # closed by its gate at this moment
                if kind.checked or owner.check(state, self.parse(action)) is None:
                    found.append(action)  # listed as passing its check, or its own check passes
        return found

    def why_illegal(self, state: State, decision: str, action: Action, not_now: Msg) -> Msg | None:
        """None if legal now, else why not: `not_now` if the type is closed, else its gate or check."""
        kind = self.open_now(state, decision).get(action["type"])
        if kind is None:
            return not_now
        return kind.why_not(state, self.parse(action))

    # --- effects and logs ------------------------------------------------------------------------
    def chance_now(self, decision: str) -> ChanceType | None:
        """The chance type pending at this decision, if any."""
        return self.chance_by_decision.get(decision)

    def outcomes(self, state: State, decision: str) -> list[tuple[Action, int]]:
        """The listed chance outcomes pending now."""
        kind = self.chance_now(decision)
        return kind.outcomes(state) if kind is not None else []

    def apply(self, state: State, decision: str, action: Action) -> None:
        """Apply a legal action or chance outcome to a working copy."""
        kind = self.chance_now(decision)
        if kind is not None and kind.name == action["type"]:
            kind.effect(state, Move(action, dict(action)))
            return
        self._open_type(state, decision, action["type"]).effect(state, self.parse(action))

    def describe(self, state: State, decision: str, action: Action) -> Msg:
        """The log line of an action or chance outcome taken now."""
        kind = self.chance_now(decision)
        if kind is not None and kind.name == action["type"]:
            return kind.log(state, Move(action, dict(action)))
        return self._declared(state, decision, action).log(state, self.parse(action))

    def seen_action(self, state: State, decision: str, action: Action, viewer: int | None) -> Action:
        """The action as `viewer` may read it: its type's `private` fields covered unless allowed."""
        kind: ChanceType | ActionType | None = self.chance_now(decision)
        if kind is None or kind.name != action.get("type"):
            kind = next((t for t in self.types if t.name == action.get("type")), None)
        return action if kind is None or kind.private is None else kind.private.seen(state, action, viewer)

    def label(self, state: State, decision: str, action: Action) -> Msg | None:
        """A button's text, when the type declares one (else the table's generic text)."""
        kind = self._declared(state, decision, action)
        return kind.label(state, self.parse(action)) if kind.label is not None else None

    def group(self, action: Action) -> str:
        """The heading an action's button goes under."""
        return next((t.group for t in self.types if t.name == action["type"]), "")

    def _open_type(self, state: State, decision: str, name: str) -> ActionType:
        """The open type of this name (as `open_now` finds it, without asking every type's `when`)."""
        found = [t for t in self.by_decision.get(decision, ()) if t.name == name and t.when(state)]
        if not found:
            raise KeyError(name)
        return found[-1]

    def _declared(self, state: State, decision: str, action: Action) -> ActionType:
        """The type of this name open now, else its first declaration (describing a closed action)."""
        open_types = self.open_now(state, decision)
        name = action["type"]
        return open_types.get(name) or next(t for t in self.types if t.name == name)


def _parses(parse: Parser, value: Any) -> bool:
    try:
        parse(value)
    except FieldError:
        return False
    return True


def hex_of(move: Move, name: str = "target") -> Hex:
    """A parsed hex field (typed access for effects and checks)."""
    value = move[name]
    assert isinstance(value, Hex)
    return value
