"""A match: a game, its seats, options and seed, and the actions applied so far.

`Match` is immutable: `apply`, `undo` and friends return a new match and leave the old one
as it was, so the web layer, bots and tests can keep earlier positions for free.
"""

from __future__ import annotations

import marshal
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyengine.core import rng as rnglib
from pyengine.core.errors import IllegalAction, SaveError
from pyengine.core.game import CHANCE, TERMINAL, Action, Game, Rng, State
from pyengine.core.jsonutil import JSON, clone, digest, is_plain
from pyengine.core.messages import Msg, msg
from pyengine.core.registry import get_game
from pyengine.core.seats import default_seats, make_seats

if TYPE_CHECKING:
    from pyengine.core.viewerlog import SeenSteps

MAX_ACTION_CHARS = 4000
MAX_CHANCE_CHAIN = 10_000
MAX_INT_BITS = 63
MAX_SEATS = 64  # above any table; a match checks its own seat count too
# At most this many matches linked before one holds its history's tuples: a chain freed at once is
# freed recursively, one C frame per link, and Pyodide's stack overflows near 3,000 links
# ("Maximum call stack size exceeded"); a Migration: Mars game is 500 to 2,300 steps.
MAX_LINKED = 256


Told = tuple[Msg, tuple[Msg, ...]] | tuple[Msg, tuple[Msg, ...], tuple[tuple[tuple[int, ...], Msg], ...]]


class Entry:
    """One applied step: who took it (a player index or CHANCE), what, how it reads, and what it
    set off by itself (`effects`, from `Game.consequences`, read under the step's own line).

    A step may also read otherwise for some seats (`private`, from `Game.private_text`): "Ana
    draws a card" for the table, "You draw Planning" for Ana. `text`, `effects` and `lines()` are
    the record (the save's, read from the full states: the command line and golden files);
    `text_for(viewer)` and `lines_for(viewer)`, what a viewer receives, are told from what that
    viewer may see (visibility as one filter): the states before and after as their observations,
    the action with its declared private fields covered (`Game.seen_action`). No log line can then
    name to a viewer what the secrecy marks hide from them.

    The text and effects may be given as `told`, a function working them out when first read:
    bots and playouts apply thousands of steps whose log nobody reads, and wording each one cost
    a tenth of a random game. The states it reads are the match's own, which never change."""

    __slots__ = ("_effects", "_private", "_seen", "_teller", "_text", "_told", "action", "actor", "forced", "reveals")

    def __init__(
        self,
        actor: int,
        action: Action,
        text: Msg | None = None,
        forced: bool = False,
        reveals: bool = False,
        effects: tuple[Msg, ...] = (),
        told: Callable[[], Told] | None = None,
        private: tuple[tuple[tuple[int, ...], Msg], ...] = (),
    ) -> None:
        if text is None and told is None:
            raise ValueError("an entry needs its text or a way to tell it")
        self.actor = actor
        self.action = action
        self.forced = forced
        self.reveals = reveals
        self._text = text
        self._effects = effects
        self._private = private
        self._told = told
        self._teller = told if isinstance(told, _Telling) else None  # kept: each viewer is told apart
        self._seen: dict[int | None, tuple[Msg, tuple[Msg, ...]]] | None = None

    @property
    def text(self) -> Msg:
        """The step's log line."""
        return self._read()[0]

    @property
    def effects(self) -> tuple[Msg, ...]:
        """The log lines of what the step set off by itself."""
        return self._read()[1]

    @property
    def private(self) -> tuple[tuple[tuple[int, ...], Msg], ...]:
        """The step's own line as some seats read it instead: (seats, line) pairs."""
        self._read()
        return self._private

    def text_for(self, viewer: int | None) -> Msg:
        """The step's line as `viewer` reads it (None: a spectator), told from what they may see."""
        return self._told_to(viewer)[0]

    def effects_for(self, viewer: int | None) -> tuple[Msg, ...]:
        """What the step set off, as `viewer` reads it, told from what they may see."""
        return self._told_to(viewer)[1]

    def lines_for(self, viewer: int | None) -> tuple[Msg, ...]:
        """The step's line as `viewer` reads it, followed by its effects."""
        text, effects = self._told_to(viewer)
        return (text, *effects)

    def _told_to(self, viewer: int | None) -> tuple[Msg, tuple[Msg, ...]]:
        """The step's line and effects for `viewer`, worked out once per viewer."""
        if self._seen is None:
            self._seen = {}
        found = self._seen.get(viewer)
        if found is None:
            found = self._seen[viewer] = self._teller.told_to(viewer) if self._teller else self._recorded_for(viewer)
        return found

    def _recorded_for(self, viewer: int | None) -> tuple[Msg, tuple[Msg, ...]]:
        """An entry given its text (no states to filter): the record, its private line for its seats."""
        text, effects = self._read()
        if viewer is not None:
            text = next((line for seats, line in self._private if viewer in seats), text)
        return text, effects

    def _read(self) -> tuple[Msg, tuple[Msg, ...]]:
        if self._told is not None:
            told = self._told()
            self._text, self._effects = told[0], told[1]
            if len(told) == 3:
                self._private = told[2]
            self._told = None
        assert self._text is not None
        return self._text, self._effects

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Entry):
            return NotImplemented
        return self._fields() == other._fields()

    def __repr__(self) -> str:
        return f"Entry(actor={self.actor!r}, action={self.action!r}, text={self.text!r})"

    def _fields(self) -> tuple[Any, ...]:
        return (self.actor, self.action, self.text, self.forced, self.reveals, self.effects, self.private)

    def lines(self) -> tuple[Msg, ...]:
        """The step's log line followed by its effects."""
        return (self.text, *self.effects)

    def to_save(self) -> dict[str, Any]:
        """The save-file form of this step."""
        if self.actor == CHANCE:
            return {"chance": self.action, "forced": True} if self.forced else {"chance": self.action}
        return {"player": self.actor, "action": self.action}


class _Telling:
    """A step's log line and effects, worked out when called: one object per step kept by its
    entry (a closure was six for the garbage collector to walk, at every step of every game)."""

    __slots__ = ("action", "after", "before", "game")

    def __init__(self, game: Game, before: State, after: State, action: Action) -> None:
        self.game, self.before, self.after, self.action = game, before, after, action

    def __call__(self) -> Told:
        game, before, after, action = self.game, self.before, self.after, self.action
        private = tuple((tuple(seats), line) for seats, line in game.private_text(before, after, action))
        return game.describe(before, action), tuple(game.consequences(before, after, action)), private

    def told_to(self, viewer: int | None) -> tuple[Msg, tuple[Msg, ...]]:
        """The step as `viewer` (None: a spectator) reads it, told only from what they may see
        (core/viewerlog.py, shipped with the table: the log is read only there)."""
        from pyengine.core.viewerlog import told_to

        return told_to(self.game, self.before, self.after, self.action, viewer)


def observed(game: Game, state: State, viewer: int | None) -> State:
    """What `viewer` (None: a spectator) may know of a state: the game's observation (its secrecy
    marks' filter, core/visibility.py), without the generator, which would tell future dice."""
    seen = game.observation(state, viewer)
    return {key: value for key, value in seen.items() if key != "rng"}


def check_action(game: Game, state: State, action: Any, player: Any = None) -> Msg | None:
    """None if `player` (default: whoever decides now) may take `action`, else the reason."""
    if not is_seat_number(player):
        return msg("core.illegal.bad_player")
    mover = game.to_move(state)
    if mover == TERMINAL:
        return msg("core.illegal.game_over")
    if mover == CHANCE:
        return msg("core.illegal.chance_pending")
    if player is not None and player != mover:
        return msg("core.illegal.not_your_turn")
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        return msg("core.illegal.malformed")
    if not is_plain(action) or not small_numbers(action) or len(repr(action)) > MAX_ACTION_CHARS:
        return msg("core.illegal.malformed")
    return game.validate_action(action) or game.explain_illegal(state, action)


def is_seat_number(player: Any) -> bool:
    """True for None (whoever decides now) or a plain int seat number; a bool is not a seat
    (False == 0 would otherwise speak for seat 0), nor a float, a string or a negative number."""
    return player is None or (type(player) is int and 0 <= player <= MAX_SEATS)


def small_numbers(value: Any) -> bool:
    """True if every integer in plain data fits in 64 bits (huge ones never reach int() or repr())."""
    if isinstance(value, int):
        return value.bit_length() <= MAX_INT_BITS
    if isinstance(value, list):
        return all(small_numbers(v) for v in value)
    if isinstance(value, dict):
        return all(small_numbers(v) for v in value.values())
    return True


def apply_action(game: Game, state: State, action: Action, player: int | None = None) -> State:
    """The state after a legal player action; raises IllegalAction (state untouched) otherwise."""
    reason = check_action(game, state, action, player)
    if reason is not None:
        raise IllegalAction(reason)
    return apply_checked(game, state, action)


def apply_checked(game: Game, state: State, action: Action) -> State:
    """The state after an action already known to be legal now (a copy; `state` is untouched)."""
    new = game.copy_state(state)
    game.apply_action(new, clone(action))
    return new


def resolve_chance(game: Game, state: State, forced: Action | None = None) -> tuple[State, Action]:
    """The state after the pending chance event, drawn from the stored generator or forced."""
    if game.to_move(state) != CHANCE:
        raise IllegalAction(msg("core.illegal.no_chance_pending"))
    new = game.copy_state(state)
    if forced is None:
        rng = Rng(new["rng"])
        outcome = game.sample_chance(new, rng)
        new["rng"] = rng.state
    elif not is_plain(forced) or not small_numbers(forced) or not game.chance_is_possible(new, forced):
        raise IllegalAction(msg("core.illegal.impossible_chance"))
    else:
        outcome = clone(forced)
    game.apply_action(new, clone(outcome))
    return new, outcome


def new_state(game: Game, seats: list[dict[str, Any]], options: dict[str, Any], seed: int) -> State:
    """The state after setup; the generator state is stored under "rng"."""
    rng = Rng(rnglib.seed_state(seed))
    state: State = game.initial_state(seats, options, rng)
    state["rng"] = rng.state
    return state


def normalize_options(game: Game, raw: Any) -> dict[str, Any]:
    """Options with defaults filled in; SaveError if any is unknown or out of range."""
    raw = {} if raw is None else raw
    if not isinstance(raw, dict):
        raise SaveError(msg("core.error.bad_options"))
    known = {o.id: o for o in game.meta.options}
    unknown = set(raw) - set(known)
    if unknown:
        raise SaveError(msg("core.error.unknown_option", option=sorted(unknown)[0][:40]))
    result = {}
    for option_id, option in known.items():
        try:
            result[option_id] = option.validate(raw.get(option_id, option.default))
        except ValueError:
            raise SaveError(msg("core.error.bad_option_value", option=option_id)) from None
    return result


def _snapshot(actions: list[Action]) -> bytes | None:
    """The listed actions as bytes, types included (True and 1 differ), or None if they are not
    plain data: one C call, a fraction of what listing them cost, so the fast path stays fast.
    Format 2 writes no back-references, whose presence depends on reference counts."""
    try:
        return marshal.dumps(actions, 2)
    except ValueError:
        return None


class Match:
    """An immutable game in progress with its full history (for undo, logs and saves)."""

    def __init__(
        self,
        game: Game,
        seats: list[dict[str, Any]],
        options: dict[str, Any],
        seed: int,
        states: tuple[State, ...],
        entries: tuple[Entry, ...] = (),
        auto_chance: bool = True,
    ) -> None:
        self.game = game
        self.seats = seats
        self.options = options
        self.seed = seed
        # The history is kept as a link to the match this one extends plus its own last step;
        # the tuples are put together only when read (a game of n steps copied O(n^2) otherwise).
        self._parent: Match | None = None
        self._linked = 0  # matches between this one and the nearest holding its history's tuples
        self._last_state = states[-1]
        self._last_entry = entries[-1] if entries else None
        self._history: tuple[tuple[State, ...], tuple[Entry, ...]] | None = (states, entries)
        self.auto_chance = auto_chance
        self._forget_derived()

    def _forget_derived(self) -> None:
        """Start with no cached answers; both ways of making a match (here and _extended) call it."""
        self._legal: list[Action] | None = None  # listed once: the UI asks several times per tap
        self._listed_as: bytes | None = None  # the listing as it was made (see _was_listed)
        self._to_move: int | None = None  # worked out once: a table render asks for it dozens of times
        self._seen: dict[int | None, State] = {}  # each viewer's observation, filtered once per position

    # --- construction ---------------------------------------------------------------
    @classmethod
    def new(
        cls,
        game_id: str,
        seats: list[dict[str, Any]] | int | None = None,
        options: dict[str, Any] | None = None,
        seed: int = 0,
        auto_chance: bool = True,
    ) -> Match:
        """A new match; seats may be a list of {"name", "color"} or a player count."""
        game = get_game(game_id)
        if seats is None:
            seats = game.meta.min_players
        raw_seats = default_seats(seats) if isinstance(seats, int) else seats
        clean_seats = make_seats(raw_seats, game.meta.min_players, game.meta.max_players, game.meta.seat_options)
        clean_options = normalize_options(game, options)
        problem = game.check_setup(clean_seats, clean_options)
        if problem is not None:
            raise SaveError(problem)
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= rnglib.MAX_SEED:
            raise SaveError(msg("core.error.bad_seed"))
        state = new_state(game, clean_seats, clean_options, seed)
        match = cls(game, clean_seats, clean_options, seed, (state,), (), auto_chance)
        return match.advance() if auto_chance else match

    # --- reading --------------------------------------------------------------------
    @property
    def state(self) -> State:
        """The current state (shared, treat as read-only)."""
        return self._last_state

    @property
    def entries(self) -> tuple[Entry, ...]:
        """Every step applied so far, oldest first."""
        return self._read_history()[1]

    @property
    def _states(self) -> tuple[State, ...]:
        """The state after setup and after each step."""
        return self._read_history()[0]

    @property
    def states(self) -> tuple[State, ...]:
        """The state after setup and after each step, `len(entries) + 1` of them (shared, treat as
        read-only): a review reads the whole game's positions."""
        return self._read_history()[0]

    def at(self, steps: int) -> Match:
        """The match as it was after its first `steps` steps (0: right after setup), history included."""
        if not 0 <= steps <= len(self.entries):
            raise ValueError(f"no step {steps} in a match of {len(self.entries)}")
        states, entries = self._read_history()
        return Match(
            self.game, self.seats, self.options, self.seed, states[: steps + 1], entries[:steps], self.auto_chance
        )

    def _read_history(self) -> tuple[tuple[State, ...], tuple[Entry, ...]]:
        """The history's tuples, put together from the chain of extended matches when first read."""
        if self._history is None:
            steps: list[Match] = []
            node: Match = self
            while node._history is None:
                steps.append(node)
                assert node._parent is not None  # only matches made by _extended lack a history
                node = node._parent
            states, entries = node._history
            steps.reverse()
            self._history = (
                (*states, *(m._last_state for m in steps)),
                (*entries, *(m._last_entry for m in steps if m._last_entry is not None)),
            )
            self._parent = None  # the link is no longer needed: earlier matches may be freed
            self._linked = 0
        return self._history

    @property
    def to_move(self) -> int:
        """The player deciding now, CHANCE or TERMINAL."""
        if self._to_move is None:
            self._to_move = self.game.to_move(self.state)
        return self._to_move

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.to_move == TERMINAL

    def legal_actions(self) -> list[Action]:
        """Legal actions of whoever decides now (a new list; treat the actions as read-only)."""
        if self._legal is None:
            self._legal = self.game.legal_actions(self.state) if self.to_move >= 0 else []
            self._listed_as = _snapshot(self._legal)
        return list(self._legal)

    def _was_listed(self, action: Any) -> bool:
        """True if `action` is one of the very objects `legal_actions` returned for this state
        (identity, not equality: a client's {"n": true} equals {"n": 1} but is refused) and no
        listed action was changed since: a caller may edit a listed dict in place, and an edited
        action is judged on its own merits like any other."""
        if self._legal is None or not any(listed is action for listed in self._legal):
            return False
        return self._listed_as is not None and _snapshot(self._legal) == self._listed_as

    def _seat_problem(self, player: Any) -> Msg | None:
        """None if `player` is None or one of this match's seats, else the reason."""
        if not is_seat_number(player) or (player is not None and player >= len(self.seats)):
            return msg("core.illegal.bad_player")
        return None

    def why_illegal(self, action: Any, player: int | None = None) -> Msg | None:
        """None if legal, else the reason (cheap: no state is copied)."""
        return self._seat_problem(player) or check_action(self.game, self.state, action, player)

    def describe(self, action: Action) -> Msg:
        """How an action would read if taken now."""
        return self.game.describe(self.state, action)

    def prompt(self, viewer: int | None = None) -> Msg:
        """What is being decided now, as `viewer` may read it (None: the whole table, the status
        line's readers): the game's prompt is given their observation, never the full state."""
        if self.is_over:
            return msg("core.prompt.game_over")
        return self.game.prompt(self.seen(viewer))

    def scores(self) -> list[float]:
        """Scores per player."""
        return self.game.scores(self.state)

    def winners(self) -> list[int]:
        """Winning players (everyone, in a won cooperative game)."""
        return self.game.winners(self.state)

    def ranking(self) -> list[list[int]]:
        """Players grouped by place."""
        return self.game.ranking(self.state)

    def observation(self, player: int | None) -> State:
        """What one player (or a spectator) may know: never the generator, which would tell future dice."""
        return observed(self.game, self.state, player)

    def seen(self, viewer: int | None) -> State:
        """`observation(viewer)`, filtered once per position and shared (treat as read-only): what
        `render`, `prompt` and the table's views are drawn from."""
        found = self._seen.get(viewer)
        if found is None:
            found = self._seen[viewer] = observed(self.game, self.state, viewer)
        return found

    def steps_seen(self, viewer: int | None) -> SeenSteps:
        """The steps taken so far as `viewer` may read them (core/table.py `marks`)."""
        from pyengine.core.viewerlog import SeenSteps  # shipped with the table, which alone reads it

        states, entries = self._read_history()
        return SeenSteps(self.game, states, entries, viewer)

    def decider_seen(self) -> State:
        """What the player deciding now may see (the table's when nobody decides): the decision's
        tools, buttons and hints are built from it (core/table.py), as only the decider uses them."""
        mover = self.to_move
        return self.seen(mover if mover >= 0 else None)

    def render(self, viewer: int | None, lang: str = "en", highlights: JSON = None) -> str:
        """The board as SVG for a viewer, drawn from what they may see (`seen(viewer)`): a board
        cannot show what the state's secrecy marks hide from them."""
        return self.game.render(self.seen(viewer), viewer, lang, highlights)

    def state_hash(self) -> str:
        """A digest of the current state, equal wherever the same game was replayed."""
        return digest(self.state)

    # --- changing (each returns a new Match) ----------------------------------------
    def apply(self, action: Action, player: int | None = None) -> Match:
        """The match after a player's action (then pending chance if auto_chance)."""
        problem = self._seat_problem(player)
        if problem is not None:
            raise IllegalAction(problem)
        before = self.state
        actor = self.to_move
        if self._was_listed(action) and player in (None, actor):
            after = apply_checked(self.game, before, action)  # listed just now: no second check
        else:
            after = apply_action(self.game, before, action, player)
        taken = clone(action)
        entry = Entry(actor, taken, reveals=self.game.reveals(before, action), told=self._teller(before, after, taken))
        match = self._extended(after, entry)
        return match.advance() if self.auto_chance else match

    def apply_chance(self, forced: Action | None = None) -> Match:
        """The match after the pending chance event (forced: a scenario's chosen result)."""
        before = self.state
        after, outcome = resolve_chance(self.game, before, forced)
        told = self._teller(before, after, outcome)
        entry = Entry(CHANCE, outcome, forced=forced is not None, reveals=True, told=told)
        return self._extended(after, entry)

    def _teller(self, before: State, after: State, action: Action) -> Callable[[], Told]:
        """How a step reads and what it set off, worked out when the log is first read."""
        return _Telling(self.game, before, after, action)

    def advance(self) -> Match:
        """Resolve chance events until a player decides or the game ends."""
        match = self
        for _ in range(MAX_CHANCE_CHAIN):
            if match.to_move != CHANCE:
                return match
            match = match.apply_chance()
        raise RuntimeError("chance events do not end")

    @property
    def can_undo(self) -> bool:
        """True if the last step was a player's action that revealed nothing."""
        last = self._last_entry
        return last is not None and last.actor != CHANCE and not last.reveals

    def undo(self) -> Match:
        """The match one player action back; never across chance or a reveal."""
        if not self.can_undo:
            raise IllegalAction(msg("core.illegal.cannot_undo"))
        return Match(
            self.game, self.seats, self.options, self.seed, self._states[:-1], self.entries[:-1], self.auto_chance
        )

    def _extended(self, state: State, entry: Entry) -> Match:
        """This match with one more step (its history linked to this one's, not copied)."""
        match = Match.__new__(Match)
        match.game, match.seats, match.options, match.seed = self.game, self.seats, self.options, self.seed
        match.auto_chance = self.auto_chance
        match._forget_derived()
        match._parent, match._last_state, match._last_entry, match._history = self, state, entry, None
        match._linked = self._linked + 1
        if match._linked >= MAX_LINKED:
            match._read_history()  # the chain is cut here: never freed deeper than MAX_LINKED
        return match
