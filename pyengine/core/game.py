"""The protocol every game implements; the core adds validation, chance, undo, logs and saves."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pyengine.core import rng as rnglib
from pyengine.core.jsonutil import JSON, canonical, clone
from pyengine.core.jsonutil import State as State  # where the games import it from
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape

if TYPE_CHECKING:
    from pyengine.core.evaluation import Terms

Action = dict[str, Any]  # plain JSON; always has a "type" key
Step = tuple[int, Action]  # a step taken, as a viewer may read it: who (a seat or CHANCE), the action

CHANCE = -1  # to_move() when dice, shuffles or draws decide next
TERMINAL = -2  # to_move() when the game is over


class Rng:
    """A mutable view of the generator state stored in a game state (used on working copies)."""

    def __init__(self, state: str) -> None:
        self.state = state

    def below(self, n: int) -> int:
        """Uniform integer in [0, n)."""
        value, self.state = rnglib.below(self.state, n)
        return value

    def die(self, faces: int) -> int:
        """A roll of a die numbered 1..faces."""
        return self.below(faces) + 1

    def weighted(self, weights: list[int]) -> int:
        """An index chosen in proportion to integer weights."""
        index, self.state = rnglib.weighted_index(self.state, weights)
        return index

    def shuffle(self, items: list[Any]) -> list[Any]:
        """A shuffled copy."""
        result, self.state = rnglib.shuffled(self.state, items)
        return result


def leads(prospects: list[float], scale: float, handicaps: list[float] | None = None) -> list[float]:
    """Each player's prospects minus the best rival's (less the player's handicap, if any),
    squashed into [-1, 1] by tanh(lead / scale): a bot's evaluation of a race between players."""
    found = []
    for player, mine in enumerate(prospects):
        lead = mine - max(v for p, v in enumerate(prospects) if p != player)
        if handicaps is not None:
            lead -= handicaps[player]
        found.append(math.tanh(lead / scale))
    return found


@dataclass(frozen=True)
class Option:
    """A game option shown at setup: a choice among values, a flag, or a bounded integer."""

    id: str
    label: Msg
    default: Any
    choices: tuple[Any, ...] = ()  # empty: a bool, or an int within [low, high]
    low: int = 0
    high: int = 0

    def validate(self, value: Any) -> Any:
        """The value if acceptable; raises ValueError otherwise."""
        if self.choices:
            # the same type as well as the same value: 7.0 and True are not the choice 7 or 1
            if not any(type(value) is type(choice) and value == choice for choice in self.choices):
                raise ValueError(self.id)
        elif isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(self.id)
        elif not isinstance(value, int) or isinstance(value, bool) or not self.low <= value <= self.high:
            raise ValueError(self.id)
        return value


@dataclass(frozen=True)
class GameMeta:
    """Facts about a game that the registry, the home page and bots read."""

    id: str
    name: Msg
    summary: Msg
    min_players: int
    max_players: int
    hidden_information: bool = False
    # False: what is hidden is hidden from every player alike (a deck's order, a bag), so every
    # player sees the same table and pass-and-play needs no hand-over between players.
    secrets_between_players: bool = True
    cooperative: bool = False
    options: tuple[Option, ...] = field(default_factory=tuple)
    # Choices made per seat (e.g. a faction), kept in each seat under the option's id when given.
    seat_options: tuple[Option, ...] = field(default_factory=tuple)
    # The rules' version: saves record it; an older one is upgraded (Game.upgrade_save) or refused.
    ruleset: int = 1
    minutes: tuple[int, int] = (0, 0)  # how long a game usually takes, shortest to longest (0: not said)
    weight: str = ""  # "light", "medium" or "heavy": how much there is to learn and weigh ("": not said)

    def to_json(self) -> dict[str, Any]:
        """Plain data for the web layer."""
        return {
            "id": self.id,
            "name": self.name.to_json(),
            "summary": self.summary.to_json(),
            "min_players": self.min_players,
            "max_players": self.max_players,
            "hidden_information": self.hidden_information,
            "cooperative": self.cooperative,
            "options": [
                {
                    "id": o.id,
                    "label": o.label.to_json(),
                    "default": o.default,
                    "choices": list(o.choices),
                    "low": o.low,
                    "high": o.high,
                }
                for o in self.options
            ],
            "seat_options": [
                {"id": o.id, "label": o.label.to_json(), "default": o.default, "choices": list(o.choices)}
                for o in self.seat_options
            ],
            "ruleset": self.ruleset,
        }


class Game:
    """Base class of a ruleset. Subclasses implement the rules; the core calls them only on
    working copies, with actions it has already checked to be legal."""

    meta: GameMeta

    # --- required -----------------------------------------------------------------
    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """The state after setup (may use rng for shuffles; first decision may also be CHANCE)."""
        raise NotImplementedError

    def to_move(self, state: State) -> int:
        """The player index deciding now, CHANCE or TERMINAL."""
        raise NotImplementedError

    def legal_actions(self, state: State) -> list[Action]:
        """Every legal action of the player deciding now (empty at chance and terminal nodes)."""
        raise NotImplementedError

    def apply_action(self, state: State, action: Action) -> None:
        """Apply a legal player action or chance outcome to a working copy, in place."""
        raise NotImplementedError

    def describe(self, state: State, action: Action) -> Msg:
        """How the action reads in the log and on a button (state is the one before it)."""
        raise NotImplementedError

    def scores(self, state: State) -> list[float]:
        """Current score per player (final at TERMINAL)."""
        raise NotImplementedError

    # --- optional, with generic defaults -------------------------------------------
    def prompt(self, state: State) -> Msg:
        """What is being decided now, for the status line; `state` is the reader's observation
        (`Match.prompt` filters it first: the whole table's unless a viewer is named)."""
        return msg("core.prompt.choose")

    def copy_state(self, state: State) -> State:
        """A deep copy of a state, sharing no list or dict with it (every apply works on one).
        Default: `jsonutil.clone`; kit games with a declared layout copy by it (core/kit.py)."""
        copied: State = clone(state)
        return copied

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """Log lines for what an action set off by itself (automatic steps, losses), read from the
        states before and after it; shown under the action's own line. Default: none."""
        return []

    def private_text(self, before: State, after: State, action: Action) -> list[tuple[list[int], Msg]]:
        """The step's own line as some seats read it instead of `describe`'s, which the whole table
        reads: ([seats], line) pairs, e.g. ([0], "You draw Planning") beside "Ana draws a card".
        Only seats allowed to see what it tells (the state's secrecy marks). Default: none."""
        return []

    def describe_choice(self, state: State, action: Action, player: int) -> Msg:
        """A move as the player about to choose it reads it (the coach's hint): it may name what that
        player already knows (their own hidden pieces), never what the move will reveal. `state` is
        a sample of the player's view. Default: `describe`."""
        return self.describe(state, action)

    def describe_step(self, before: State, after: State, action: Action) -> Msg:
        """The step's log line read from the states before and after it (a card played face up is
        read where it lands, hidden as it was in a hand before); default: `describe(before, action)`."""
        return self.describe(before, action)

    def seen_action(self, state: State, action: Action, viewer: int | None) -> Action:
        """The step's action as `viewer` may read it in the log (`state`: the full one before it):
        fields only some seats may read covered. Kit games derive it from their declarations
        (`private`); default: the whole action, public."""
        return action

    def validate_action(self, action: Action) -> Msg | None:
        """None if the action's type and fields are well formed, else why not; run before any rule.
        Games built on the kit (core/kit.py) derive it from their declarations."""
        return None

    def explain_illegal(self, state: State, action: Action) -> Msg | None:
        """None if the action is legal, else why not. Games override for specific reasons."""
        wanted = canonical(action)
        if any(canonical(a) == wanted for a in self.legal_actions(state)):
            return None
        return msg("core.illegal.not_available")

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """The chance outcomes with integer weights, when they can be listed (dice, draws)."""
        return []

    def sample_chance(self, state: State, rng: Rng) -> Action:
        """Draw a chance outcome; override for outcomes too many to list, such as shuffles."""
        outcomes = self.chance_outcomes(state)
        return outcomes[rng.weighted([w for _, w in outcomes])][0]

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """Whether a forced chance outcome (a scenario's chosen die roll) could occur."""
        wanted = canonical(outcome)
        return any(canonical(o) == wanted for o, _ in self.chance_outcomes(state))

    def chance_shapes(self) -> dict[str, dict[str, Shape]]:
        """Extra schema a save's chance entries must match, by outcome type: {type: {key: Shape}}
        (every other key refused). Default: none, only the generic checks of every save."""
        return {}

    def check_setup(self, seats: list[dict[str, Any]], options: dict[str, Any]) -> Msg | None:
        """None if these seats and options can play together, else why not (e.g. a faction taken twice)."""
        return None

    def check_position(self, state: State) -> Msg | None:
        """None if a written position (core/positions.py) holds, else why not; refused unless the game checks."""
        return msg("core.position.unsupported", game=self.meta.name)

    def upgrade_save(self, save: dict[str, Any], ruleset: int) -> dict[str, Any] | None:
        """A save of an older ruleset rewritten to replay the same game now, or None to refuse it."""
        return None

    def reveals(self, state: State, action: Action) -> bool:
        """True if applying the action uncovers hidden information (undo may not cross it)."""
        return False

    def observation(self, state: State, player: int | None) -> State:
        """What a player may know (None: a spectator). Kit games build it from their layout's
        secrecy marks (core/visibility.py); other games with hidden information override."""
        return state

    def evaluate(self, state: State, player: int) -> float:
        """How well `player` stands, in [-1, 1] (bots); default: normalized score difference."""
        scores = self.scores(state)
        mine = scores[player]
        rival = max((s for i, s in enumerate(scores) if i != player), default=0.0)
        return (mine - rival) / (abs(mine) + abs(rival) + 1.0)

    def playout_policy(self, state: State, actions: list[Action]) -> Action | None:
        """A plan's choice among the legal `actions` for the bots' playouts (None: no plan here,
        the search's own policy chooses). A game whose good moves come in sequences the search
        seldom finds by chance (a dice program laid one die at a time) names the plan's next step,
        and the search follows it below its root (pyengine/bots/mcts.py). Default: none."""
        return None

    def evaluations(self, state: State) -> list[float]:
        """Every player's `evaluate` at once (a playout's rewards need them all). Games whose
        evaluation weighs every player's prospects override it to work those out once."""
        return [self.evaluate(state, p) for p in range(len(self.scores(state)))]

    def terms(self) -> Terms:
        """The evaluation as named terms (core/evaluation.py), for the coach's reasons: a faithful
        decomposition of `evaluations` (a test checks it along random games). Default: the score."""
        from pyengine.core.evaluation import score_terms  # the coach's, fetched with the table: not at start

        return score_terms(self.scores)

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """A full state consistent with what `player` observes (bots); default: the observation.

        Games with hidden information sample the hidden part from `rng`; the bot replaces "rng"."""
        return observation

    def winners(self, state: State) -> list[int]:
        """Players with the best final score; the whole table in cooperative games."""
        scores = self.scores(state)
        best = max(scores)
        return [i for i, s in enumerate(scores) if s == best]

    def ranking(self, state: State) -> list[list[int]]:
        """Players grouped by place, best first; ties share a place."""
        scores = self.scores(state)
        places: dict[float, list[int]] = {}
        for i, s in enumerate(scores):
            places.setdefault(s, []).append(i)
        return [places[s] for s in sorted(places, reverse=True)]

    def render(self, state: State, viewer: int | None, lang: str, highlights: JSON = None) -> str:
        """The board as SVG markup for a viewer (None: a spectator seeing public data). `state` is
        the viewer's observation (`Match.render` filters it first), so a board cannot leak."""
        raise NotImplementedError
