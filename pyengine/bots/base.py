"""What every bot shares: the Bot and Search protocols, seeding, and play on working copies.

A bot sees only `match.observation(player)` and the legal actions of its own decision. To look
ahead it samples a full state consistent with that observation (`Game.determinize`) with a fresh
"rng" drawn from its own generator, so it can neither read rivals' secrets nor predict dice.
A searching bot never takes a move back to a position it already saw in its current run of
decisions (see `fresh_actions`): moves that undo each other could otherwise cycle forever.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pyengine.core import rng as rnglib
from pyengine.core.game import CHANCE, TERMINAL, Action, Game, Rng, State
from pyengine.core.jsonutil import canonical, clone
from pyengine.core.match import MAX_CHANCE_CHAIN, Match

DEFAULT_SLICE = 32  # iterations per step() when a caller just wants the answer
RUN_MEMORY = 64  # earlier positions of one run of a player's decisions kept against repeating them
IDLE_GAIN = 1e-9  # an evaluation gain this small is no gain


class Search(Protocol):
    """One decision being thought about, in slices: step() until done, then best()."""

    @property
    def done(self) -> bool:
        """True once the budget is spent (or there is nothing to think about)."""
        ...

    @property
    def iterations(self) -> int:
        """Work units done so far (playouts, evaluated actions)."""
        ...

    def step(self, iterations: int = 1) -> None:
        """Think a little more: at most `iterations` work units."""
        ...

    def best(self) -> Action:
        """The action chosen with what has been thought so far (always legal)."""
        ...


class Bot(Protocol):
    """A computer player: start() a sliced search, or choose() at once."""

    kind: str

    def start(self, match: Match, player: int) -> Search:
        """Begin thinking about `player`'s decision (it must be theirs to take now)."""
        ...

    def choose(self, match: Match, player: int) -> Action:
        """Think to the end of the budget and return a legal action."""
        ...


class BaseBot(ABC):
    """A bot with its own seeded generator; each decision draws a fresh search seed from it."""

    kind = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._rng = Rng(rnglib.seed_state(seed))

    @abstractmethod
    def start(self, match: Match, player: int) -> Search:
        """Begin thinking about `player`'s decision."""

    def choose(self, match: Match, player: int) -> Action:
        """Think until the search is done; the same seed and positions give the same choices."""
        return finish(self.start(match, player))

    def search_rng(self) -> Rng:
        """A generator for one decision, drawn from the bot's own."""
        return Rng(rnglib.seed_state(self._rng.below(rnglib.MAX_SEED + 1)))


class Lookahead:
    """What every search over one decision holds: the game, what the player sees, the choices."""

    def __init__(
        self, game: Game, observation: State, player: int, actions: list[Action], settings: Any, rng: Rng
    ) -> None:
        self.game = game
        self.observation = observation
        self.player = player
        self.actions = actions
        self.settings = settings
        self.rng = rng


class LookaheadBot(BaseBot):
    """A bot that searches: its `searcher` class looks at the decision (unless one action is legal)."""

    searcher: Any  # a class: searcher(game, observation, player, actions, settings, rng) -> Search
    settings: Any

    def start(self, match: Match, player: int) -> Search:
        """A search over this decision (minus moves back to a position of this run of decisions),
        answered at once when only one action is left."""
        game, observation, actions = position(match, player)
        if len(actions) > 1:
            actions = fresh_actions(game, observation, player, actions, run_positions(match, player))
        if len(actions) == 1:
            return Decided(actions[0])
        return self.searcher(game, observation, player, actions, self.settings, self.search_rng())  # type: ignore[no-any-return]


def finish(search: Search, slice_size: int = DEFAULT_SLICE) -> Action:
    """Step a search until it is done; its best action."""
    while not search.done:
        search.step(slice_size)
    return search.best()


def position(match: Match, player: int) -> tuple[Game, State, list[Action]]:
    """What a bot may use: the game, the player's observation and their legal actions."""
    if match.to_move != player:
        raise ValueError(f"it is not player {player}'s decision")
    actions = match.legal_actions()
    if not actions:
        raise ValueError("no legal action to choose from")
    return match.game, match.observation(player), actions


def run_positions(match: Match, player: int) -> set[str]:
    """What the player saw during their current run of decisions (since chance, a reveal or a
    rival last acted), as canonical observations; the present position included."""
    seen = {canonical(match.observation(player))}
    for _ in range(RUN_MEMORY):
        if not match.can_undo or match.entries[-1].actor != player:
            break
        match = match.undo()
        seen.add(canonical(match.observation(player)))
    return seen


def fresh_actions(game: Game, observation: State, player: int, actions: list[Action], seen: set[str]) -> list[Action]:
    """The actions that do not lead back to a position already seen in this run (all of them if
    every one does): without this, moves that undo each other (offer, take back) can cycle forever."""
    if len(seen) < 2:
        return actions  # a first decision: only a move that changes nothing could repeat
    # Any sample will do (what the player sees after a move does not depend on the hidden parts),
    # and a fixed one leaves the bot's own generator, hence its later choices, untouched.
    base = sample_state(game, observation, player, Rng(rnglib.seed_state(0)))
    fresh = []
    for action in actions:
        state = game.copy_state(base)
        game.apply_action(state, clone(action))
        after = {k: v for k, v in game.observation(state, player).items() if k != "rng"}
        if canonical(after) not in seen:
            fresh.append(action)
    return fresh or actions


def sample_state(game: Game, observation: State, player: int, rng: Rng) -> State:
    """A private working copy: hidden parts sampled, and an "rng" the true game never uses."""
    state = game.copy_state(game.determinize(observation, player, rng))
    state["rng"] = rnglib.seed_state(rng.below(rnglib.MAX_SEED + 1))
    return state


def settle(game: Game, state: State, rng: Rng) -> int:
    """Resolve chance events in place with the bot's generator; who decides next (or TERMINAL)."""
    for _ in range(MAX_CHANCE_CHAIN):
        mover = game.to_move(state)
        if mover != CHANCE:
            return mover
        game.apply_action(state, game.sample_chance(state, rng))
    raise RuntimeError("chance events do not end")


@dataclass(frozen=True)
class Judgement:
    """An action one ply ahead: the player's mean reward after it (in [0, 1]), and whether it is
    idle: the same player decides next, nothing was gained, and one of their next moves takes
    it back (offering a card, moving a unit, opening a trade that can be cancelled)."""

    value: float
    idle: bool


def judge(
    game: Game, observation: State, player: int, action: Action, rngs: Sequence[Rng], plan: Plan | None = None
) -> Judgement:
    """Apply the action to a sample, resolve chance, evaluate; one sample per generator in `rngs`,
    averaged when chance follows (one evaluation otherwise). With a `plan`, the player's run goes
    on as the plan says before chance is resolved (see `complete`)."""
    values = []
    for rng in rngs:
        state = sample_state(game, observation, player, rng)
        before = game.evaluate(state, player)
        game.apply_action(state, clone(action))
        if plan is not None:
            complete(game, state, player, plan)
        chance_follows = game.to_move(state) == CHANCE
        mover = settle(game, state, rng)
        value = rewards(game, state, mover)[player]
        values.append(value)
        if not chance_follows:
            gain = (2.0 * value - 1.0) - before
            idle = mover == player and gain <= IDLE_GAIN and undoable(game, observation, player, state)
            return Judgement(value, idle)
    return Judgement(sum(values) / len(values), False)


Plan = Callable[[State, list[Action]], Action | None]  # a plan's next step (None: none), see Game.playout_policy
PLAN_STEPS = 32  # a plan's completion of a run stops after this many steps (a plan need not end)


def complete(game: Game, state: State, player: int, plan: Plan) -> None:
    """Play the plan's steps for the player while they decide and the plan names a step: a dice
    program laid one die at a time is judged whole, as the plan would finish it."""
    for _ in range(PLAN_STEPS):
        if game.to_move(state) != player:
            return
        step = plan(state, game.legal_actions(state))
        if step is None:
            return
        game.apply_action(state, clone(step))


def undoable(game: Game, observation: State, player: int, state: State) -> bool:
    """True if one of the player's next actions leads back to the position they decide in now."""
    here = _seen(observation)
    key = None
    for action in game.legal_actions(state):
        after = game.copy_state(state)
        game.apply_action(after, clone(action))
        seen = _seen(game.observation(after, player))
        # `==` first: it stops at the first key that differs, where the canonical text was written
        # whole for every action (most of a heuristic Artemis game's time). Plain JSON equal by
        # `==` may still differ in type (1 and 1.0, true and 1), so a match is confirmed canonically.
        if seen == here:
            key = key or canonical(here)
            if canonical(seen) == key:
                return True
    return False


def _seen(observation: State) -> State:
    """A position as a player sees it, the generator left out."""
    return {k: v for k, v in observation.items() if k != "rng"}


def seen_key(observation: State) -> str:
    """A position as a player sees it, for comparison (the generator left out)."""
    return canonical(_seen(observation))


def outcome_rewards(game: Game, state: State) -> list[float]:
    """Final rewards in [0, 1]: winners share a win (each gets it in a cooperative game)."""
    winners = game.winners(state)
    share = 1.0 if game.meta.cooperative else 1.0 / max(1, len(winners))
    return [share if p in winners else 0.0 for p in range(len(game.scores(state)))]


def estimated_rewards(game: Game, state: State) -> list[float]:
    """Rewards in [0, 1] from the game's evaluation, for a playout cut short."""
    return [(1.0 + max(-1.0, min(1.0, value))) / 2.0 for value in game.evaluations(state)]


def rewards(game: Game, state: State, mover: int) -> list[float]:
    """Final rewards at the end of the game, estimated ones before it."""
    return outcome_rewards(game, state) if mover == TERMINAL else estimated_rewards(game, state)


def action_key(action: Action) -> Any:
    """A hashable key for an action (fast for flat actions, canonical JSON otherwise)."""
    try:
        return frozenset(action.items())
    except TypeError:
        return canonical(action)


def uniform(rng: Rng) -> float:
    """A float in [0, 1) from a core generator."""
    return rng.below(1 << 30) / (1 << 30)


class Stopwatch:
    """Thinking time summed over the slices of a search (time between slices does not count)."""

    def __init__(self) -> None:
        self.elapsed = 0.0
        self._since: float | None = None

    def __enter__(self) -> Stopwatch:
        self._since = time.perf_counter()
        return self

    def __exit__(self, *exc: object) -> None:
        self.elapsed += self.lap()
        self._since = None

    def lap(self) -> float:
        """Seconds since the current slice began."""
        return 0.0 if self._since is None else time.perf_counter() - self._since

    def total(self) -> float:
        """Seconds thought so far, the current slice included."""
        return self.elapsed + self.lap()


class Decided:
    """A search that is over before it starts (random bots, forced decisions)."""

    def __init__(self, action: Action) -> None:
        self._action = action

    @property
    def done(self) -> bool:
        """Always true."""
        return True

    @property
    def iterations(self) -> int:
        """No work needed."""
        return 0

    def step(self, iterations: int = 1) -> None:
        """Nothing to do."""

    def best(self) -> Action:
        """The action decided at the start."""
        return self._action
