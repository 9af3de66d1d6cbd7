"""A coach at the table (issue 34): hints for the player deciding, and a review of a game.

**Hint.** `hint(match, player)` is the bot's three best legal choices for `player`, each with its
estimated chance to win (the team's, in a co-operative game) and a short reason: what changes most
for that player after the move, in the game's evaluation terms (`Game.terms`, core/evaluation.py).
It reads only what the player may see: the search is the MCTS bot's, from `match.observation(player)`
with the hidden parts sampled (`base.sample_state`), and the reasons are averaged over a few such
samples. It never changes the match. `start_hint` gives the same work in slices (`step`, `done`,
`best`, `choices`), so a browser's worker can run it between messages and drop it at any time.

**Review.** `review(match)` is every player's estimated chance after every step (the evaluation
mapped to a chance, `chances`), and the three turning points: the player decisions (with a choice)
after which some player's chance moved most, each with the move played, the move the bot preferred
there (a short search from the mover's own observation) and what changed. A review reads the true
states: show it after the game, or for games without hidden information; `viewer=p` reviews the
game as player p saw it (samples of their observations, and only their own decisions as turning
points), safe to show them during a game. `start_review` slices it.

**Chances.** At the end of the game a winner's chance is 1 (shared wins share it, except in a
co-operative game); before it, a player's evaluation `e` in [-1, 1] reads as `(1 + e) / 2`, as
the bots' playouts read it, and in a competitive game of two or more the players' values are
scaled to sum to 1 (with two players and no handicap they already do).
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pyengine.bots.base import (
    estimated_rewards,
    fresh_actions,
    outcome_rewards,
    position,
    run_positions,
    sample_state,
    settle,
)
from pyengine.bots.mcts import WORLD_STEP, MctsSearch, MctsSettings
from pyengine.core import rng as rnglib
from pyengine.core.chart import Line, Mark, line_chart, style_of
from pyengine.core.evaluation import Change, averaged, reasons
from pyengine.core.game import TERMINAL, Action, Game, Rng, State
from pyengine.core.jsonutil import canonical, clone
from pyengine.core.match import Match
from pyengine.core.messages import Msg, msg
from pyengine.core.seats import PALETTE
from pyengine.i18n import seat, translate

CHOICES = 3  # choices a hint offers
SAMPLES = 3  # sampled positions (hidden parts, dice) a choice's reason and fallback chance average
TURNING_POINTS = 3
DIGITS = 4  # chances kept to this many decimals: JSON-safe and stable in a save
Setting = int | float | None  # as in pyengine.bots.kinds
REVIEW_LEVEL = "easy"  # the short search that finds the move the bot preferred at a turning point


def chances(game: Game, state: State) -> list[float]:
    """Every player's estimated chance to win now, in [0, 1] (module docstring)."""
    if game.to_move(state) == TERMINAL:
        return outcome_rewards(game, state)
    return as_chances(game, estimated_rewards(game, state))


def as_chances(game: Game, values: Sequence[float]) -> list[float]:
    """Rewards in [0, 1] read as chances: scaled to sum to 1 in a competitive game of two or more."""
    found = [float(v) for v in values]
    total = sum(found)
    if game.meta.cooperative or len(found) < 2 or total <= 0 or abs(total - 1.0) < 1e-12:
        return found
    return [v / total for v in found]


def mcts_settings(level: str = "normal", game: str = "", **overrides: Setting) -> MctsSettings:
    """The MCTS settings of a difficulty level (tuned as `game` declares), some overridden (e.g.
    iterations=40)."""
    # Read through the package: importing pyengine.bots.kinds here would bind the package's
    # `kinds` to the module instead of the function (pyengine/bots/__init__.py).
    bots = importlib.import_module("pyengine.bots")
    if level not in bots.LEVEL_SETTINGS["mcts"]:
        raise ValueError(f"unknown level {level!r}")
    return MctsSettings(**{**bots.level_settings("mcts", level, game), **overrides})


# --- hints ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    """One suggested move: the action, how it reads, the estimated chance to win after it (in
    [0, 1]), why (the largest changes for the player, as messages) and the playouts behind it."""

    action: Action
    text: Msg
    chance: float
    reasons: tuple[Msg, ...]
    visits: int

    def to_json(self) -> dict[str, Any]:
        """Plain data for the web layer."""
        return {
            "action": clone(self.action),
            "text": self.text.to_json(),
            "chance": self.chance,
            "reasons": [r.to_json() for r in self.reasons],
            "visits": self.visits,
        }


class CoachSearch(MctsSearch):
    """The MCTS bot's search, its rewards read as chances (`as_chances`), so the root's means are
    the chances a hint shows (the same rewards as the bot's with two players and no handicap)."""

    def rollout(self, state: State, mover: int, chanced: bool, world: Rng) -> list[float]:
        """The bot's playout, its rewards as chances."""
        return as_chances(self.game, super().rollout(state, mover, chanced, world))


class Hint:
    """A hint worked out in slices: `step()` until `done`, then `choices()` (any time: the best so far).

    Units of work: the search's (judging a root action, one playout), then one sampled position per
    unit for the choices' reasons."""

    def __init__(self, match: Match, player: int, settings: MctsSettings, seed: int = 0, count: int = CHOICES) -> None:
        game, observation, actions = position(match, player)  # ValueError if not the player's decision
        if len(actions) > 1:
            actions = fresh_actions(game, observation, player, actions, run_positions(match, player))
        self.game, self.observation, self.player, self.actions = game, observation, player, actions
        self.count = count
        self.seed = seed & rnglib.MAX_SEED
        self.search = (
            CoachSearch(game, observation, player, actions, settings, Rng(rnglib.seed_state(self.seed)))
            if len(actions) > 1
            else None
        )
        self._picked: list[Action] | None = None
        self._samples: list[list[tuple[list[Change], float]]] = []  # per picked choice
        self._wording: State | None = None

    @property
    def done(self) -> bool:
        """True once the search is over and every choice is explained."""
        return self._search_done and self._picked is not None and self._explained

    @property
    def iterations(self) -> int:
        """Work units done so far."""
        searched = self.search.iterations + len(self.search.judged) if self.search is not None else 0
        return searched + sum(len(s) for s in self._samples)

    @property
    def _search_done(self) -> bool:
        return self.search is None or self.search.done

    @property
    def _explained(self) -> bool:
        return all(len(s) >= SAMPLES for s in self._samples)

    def step(self, iterations: int = 1) -> None:
        """Do up to `iterations` units of work."""
        for _ in range(iterations):
            if self.search is not None and not self.search.done:
                self.search.step(1)
                continue
            if self._picked is None:
                self._pick()
            if not self._explain_one():
                return

    def best(self) -> Action:
        """The move the bot would play now (always legal)."""
        return self.search.best() if self.search is not None else self.actions[0]

    def choices(self) -> list[Choice]:
        """At most `count` distinct legal choices: the bot's move, then the others by their chance
        (their reasons finished first if the search was cut short)."""
        if self._picked is None:
            self._pick()
        while self._explain_one():
            pass
        assert self._picked is not None
        stats = self._stats()
        found = []
        for action, samples in zip(self._picked, self._samples, strict=True):
            changes = averaged([c for c, _ in samples])
            visits, mean = stats.get(_key(action), (0, 0.0))
            chance = mean if visits else sum(v for _, v in samples) / len(samples)
            said = reasons(changes, self.player) or [msg("core.coach.steady")]
            text = self.game.describe_choice(self._wording_state(), action, self.player)
            found.append(Choice(clone(action), text, round(_clamp(chance), DIGITS), tuple(said), visits))
        # the bot's move first; the others by their chance
        return found[:1] + sorted(found[1:], key=lambda c: -c.chance)

    def _wording_state(self) -> State:
        """A sample of what the player sees, to word a move (`describe` reads the position before
        it; the true state is not the player's to read)."""
        if self._wording is None:
            self._wording = sample_state(self.game, self.observation, self.player, _world(self.seed, SAMPLES))
        return self._wording

    def _stats(self) -> dict[str, tuple[int, float]]:
        """Visits and mean chance of each root action searched."""
        if self.search is None:
            return {}
        return {_key(s["action"]): (int(s["visits"]), float(s["mean"])) for s in self.search.statistics()}

    def _pick(self) -> None:
        """Choose the choices: the search's best, then the most visited, then the best priors."""
        order = [self.best()]
        if self.search is not None:
            search = self.search
            visited = sorted(search.statistics(), key=lambda s: (-int(s["visits"]), -float(s["mean"])))
            order += [s["action"] for s in visited]
            judged = sorted(range(len(search.judged)), key=lambda i: -search.judged[i].value)
            order += [self.actions[i] for i in judged]
        order += self.actions
        picked: list[Action] = []
        seen: set[str] = set()
        for action in order:
            if _key(action) not in seen:
                seen.add(_key(action))
                picked.append(action)
        self._picked = picked[: self.count]
        self._samples = [[] for _ in self._picked]

    def _explain_one(self) -> bool:
        """One more sampled position for the first choice still short of them; False if none is."""
        for index, samples in enumerate(self._samples):
            if len(samples) < SAMPLES:
                assert self._picked is not None
                rng = _world(self.seed, len(samples))
                samples.append(explain_move(self.game, self.observation, self.player, self._picked[index], rng))
                return True
        return False


def explain_move(game: Game, observation: State, player: int, action: Action, rng: Rng) -> tuple[list[Change], float]:
    """On one sample of what the player sees: the terms' changes for the player over the move (and
    the chance events it sets off), and the player's chance after it."""
    state = sample_state(game, observation, player, rng)
    before = game.copy_state(state)
    game.apply_action(state, clone(action))
    settle(game, state, rng)
    return game.terms().changes(before, state, player), chances(game, state)[player]


def start_hint(match: Match, player: int, level: str = "normal", seed: int = 0, **overrides: Setting) -> Hint:
    """A hint for `player`'s decision, to be stepped (ValueError if it is not theirs to take)."""
    return Hint(match, player, mcts_settings(level, match.game.meta.id, **overrides), seed)


def hint(match: Match, player: int, level: str = "normal", seed: int = 0, **overrides: Setting) -> list[Choice]:
    """The bot's best choices (at most three) for `player`, best first, worked out at once."""
    work = start_hint(match, player, level, seed, **overrides)
    while not work.done:
        work.step(32)
    return work.choices()


# --- reviews -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurningPoint:
    """A decision after which some player's chance moved most: `step` is the step's number in the
    log (1: the first), `swing` the largest change of any player's chance over it (signed, for
    `most`, the player it moved most), the move played and the bot's preferred move there (the
    same action when the bot agrees), and what changed for `most`."""

    step: int
    player: int
    most: int
    swing: float
    played: Action
    played_text: Msg
    preferred: Action
    preferred_text: Msg
    reasons: tuple[Msg, ...]

    @property
    def agrees(self) -> bool:
        """True when the move played is the one the bot preferred."""
        return _key(self.played) == _key(self.preferred)

    def to_json(self) -> dict[str, Any]:
        """Plain data (a save may keep it)."""
        return {
            "step": self.step,
            "player": self.player,
            "most": self.most,
            "swing": self.swing,
            "played": clone(self.played),
            "played_text": self.played_text.to_json(),
            "preferred": clone(self.preferred),
            "preferred_text": self.preferred_text.to_json(),
            "reasons": [r.to_json() for r in self.reasons],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TurningPoint:
        """Inverse of to_json."""
        return cls(
            int(data["step"]),
            int(data["player"]),
            int(data["most"]),
            float(data["swing"]),
            dict(data["played"]),
            Msg.from_json(data["played_text"]),
            dict(data["preferred"]),
            Msg.from_json(data["preferred_text"]),
            tuple(Msg.from_json(r) for r in data["reasons"]),
        )


@dataclass(frozen=True)
class Review:
    """Every player's chance after every step (`chances[0]`: after setup; `chances[i]`: after step
    i), who took each step (`actors[i - 1]`, CHANCE for dice and draws), and the turning points in
    the order they happened."""

    chances: tuple[tuple[float, ...], ...]
    actors: tuple[int, ...]
    turning_points: tuple[TurningPoint, ...]

    @property
    def players(self) -> int:
        """How many players the figures are for."""
        return len(self.chances[0]) if self.chances else 0

    def to_json(self) -> dict[str, Any]:
        """Plain data (a save may keep it): numbers, lists and messages only."""
        return {
            "chances": [list(row) for row in self.chances],
            "actors": list(self.actors),
            "turning_points": [t.to_json() for t in self.turning_points],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Review:
        """Inverse of to_json."""
        return cls(
            tuple(tuple(float(v) for v in row) for row in data["chances"]),
            tuple(int(a) for a in data["actors"]),
            tuple(TurningPoint.from_json(t) for t in data["turning_points"]),
        )


class Reviewing:
    """A review worked out in slices: one unit estimates one position, then the turning points'
    searches step (their hints' units); `result()` once `done` (or at any time: finishes at once)."""

    def __init__(self, match: Match, settings: MctsSettings, seed: int = 0, viewer: int | None = None) -> None:
        self.match, self.settings, self.seed, self.viewer = match, settings, seed & rnglib.MAX_SEED, viewer
        self.states = match.states
        self.entries = match.entries
        self._views: dict[int, State] = {}
        self.rows: list[tuple[float, ...]] = []
        self._points: list[int] | None = None  # steps (indexes into entries) of the turning points
        self._hints: list[Hint] = []
        self._units = 0

    @property
    def done(self) -> bool:
        """True once every figure and turning point is worked out."""
        return self._points is not None and len(self._hints) == len(self._points) and all(h.done for h in self._hints)

    @property
    def iterations(self) -> int:
        """Work units done so far."""
        return self._units

    def step(self, iterations: int = 1) -> None:
        """Do up to `iterations` units of work."""
        for _ in range(iterations):
            if not self._advance():
                return
            self._units += 1

    def _advance(self) -> bool:
        """One unit of work; False if nothing was left."""
        game = self.match.game
        if len(self.rows) < len(self.states):
            row = chances(game, self.view(len(self.rows)))
            self.rows.append(tuple(round(_clamp(v), DIGITS) for v in row))
            return True
        if self._points is None:
            self._points = self._turning_steps()
            return True
        for hint_work in self._hints:
            if not hint_work.done:
                hint_work.step(1)
                return True
        if len(self._hints) < len(self._points):
            index = self._points[len(self._hints)]
            mover = self.entries[index].actor
            seed = (self.seed + index * WORLD_STEP) & rnglib.MAX_SEED
            self._hints.append(Hint(self.match.at(index), mover, self.settings, seed, count=1))
            return True
        return False

    def view(self, index: int) -> State:
        """The position after `index` steps as the review reads it: the true state, or for a viewer
        a sample of what they saw then (hidden parts dealt from the review's seed, the same at every
        step, so a hidden hand that did not change is dealt alike)."""
        if self.viewer is None:
            return self.states[index]
        found = self._views.get(index)
        if found is None:
            game = self.match.game
            seen = game.observation(self.states[index], self.viewer)
            found = sample_state(game, seen, self.viewer, Rng(rnglib.seed_state(self.seed)))
            self._views = {index: found, **({index - 1: self._views[index - 1]} if index - 1 in self._views else {})}
        return found

    def _turning_steps(self) -> list[int]:
        """The decisions (with a choice) over which some player's chance moved most, at most
        TURNING_POINTS, in game order (indexes into the entries)."""
        game = self.match.game
        swings = []
        for index, entry in enumerate(self.entries):
            if entry.actor < 0 or self.viewer not in (None, entry.actor):
                continue
            swing = max(abs(a - b) for a, b in zip(self.rows[index + 1], self.rows[index], strict=True))
            if swing > 0:
                swings.append((swing, index))
        swings.sort(key=lambda s: (-s[0], s[1]))
        found: list[int] = []
        for _, index in swings:
            if len(found) == TURNING_POINTS:
                break
            if len(game.legal_actions(self.states[index])) > 1:
                found.append(index)
        return sorted(found)

    def result(self) -> Review:
        """The review (its work finished first if needed)."""
        while self._advance():
            self._units += 1
        assert self._points is not None
        game = self.match.game
        points = []
        for index, hint_work in zip(self._points, self._hints, strict=True):
            entry = self.entries[index]
            before, after = self.rows[index], self.rows[index + 1]
            moves = [after[p] - before[p] for p in range(len(before))]
            largest = max(abs(m) for m in moves)
            # the mover when their own chance moved (about) as much as anyone's: a two-player swing
            # is one player's gain and the other's loss, and the mover's side of it reads better
            most = (
                entry.actor
                if abs(moves[entry.actor]) >= largest - 2 * 10**-DIGITS
                else moves.index(max(moves, key=abs))
            )
            preferred = hint_work.best()
            said = game.terms().explain(self.view(index), self.view(index + 1), most)
            points.append(
                TurningPoint(
                    step=index + 1,
                    player=entry.actor,
                    most=most,
                    swing=round(moves[most], DIGITS),
                    played=clone(entry.action),
                    played_text=entry.text,
                    preferred=clone(preferred),
                    preferred_text=game.describe(self.states[index], preferred),
                    reasons=tuple(said) or (msg("core.coach.steady"),),
                )
            )
        actors = tuple(e.actor for e in self.entries)
        return Review(tuple(self.rows), actors, tuple(points))


def start_review(
    match: Match, level: str = REVIEW_LEVEL, seed: int = 0, viewer: int | None = None, **overrides: Setting
) -> Reviewing:
    """A review of the match so far, to be stepped (`viewer`: as that player saw the game)."""
    return Reviewing(match, mcts_settings(level, match.game.meta.id, **overrides), seed, viewer)


def review(
    match: Match, level: str = REVIEW_LEVEL, seed: int = 0, viewer: int | None = None, **overrides: Setting
) -> Review:
    """The match's review, worked out at once (module docstring)."""
    return start_review(match, level, seed, viewer, **overrides).result()


# --- the chart -----------------------------------------------------------------------------


def turning_text(point: TurningPoint) -> Msg:
    """A turning point as one line: the step, the move played, whose chance moved and by how much,
    and the bot's preferred move (or that it agrees)."""
    common: dict[str, Any] = {
        "step": point.step,
        "played": point.played_text,
        "player": seat(point.most),
        "swing": percent(point.swing, signed=True),
    }
    if point.agrees:
        return msg("core.coach.turning.same", **common)
    return msg("core.coach.turning.other", preferred=point.preferred_text, **common)


def percent(value: float, signed: bool = False) -> Msg:
    """A chance as a whole percentage ("37%", "+12%" when signed)."""
    whole = round(value * 100)
    return msg("core.coach.chart.percent", value=f"{whole:+d}" if signed else str(whole))


def review_chart(review: Review, seats: Sequence[dict[str, Any]], lang: str, uid: str = "coach-chart") -> str:
    """The review's chances as an SVG line chart in a language: one line per seat (its colour, a
    dash pattern and a marker shape), the turning points numbered, and a description naming every
    line and turning point (pyengine/core/chart.py)."""
    names = [str(s.get("name", f"P{i + 1}")) for i, s in enumerate(seats)]

    def say(message: Msg) -> str:
        return translate(message, lang, names)

    lines, told = [], []
    for p in range(review.players):
        color = PALETTE.get(str(seats[p].get("color")), ("#777777", ""))[0] if p < len(seats) else "#777777"
        values = [row[p] for row in review.chances]
        lines.append(Line(names[p] if p < len(names) else f"P{p + 1}", color, values))
        style = msg(f"core.coach.chart.{style_of(p)}")
        told.append(
            say(
                msg(
                    "core.coach.chart.line",
                    player=seat(p),
                    style=style,
                    first=percent(values[0]),
                    last=percent(values[-1]),
                )
            )
        )
    marks = [Mark(t.step, str(n), say(turning_text(t))) for n, t in enumerate(review.turning_points, start=1)]
    turning = [f"{m.label}. {m.text}" for m in marks] or [say(msg("core.coach.chart.none"))]
    desc = " ".join([say(msg("core.coach.chart.desc")), *told, say(msg("core.coach.chart.turning")) + ":", *turning])
    axis = (say(percent(0.0)), say(percent(0.5)), say(percent(1.0)))
    ends = (say(msg("core.coach.chart.start")), say(msg("core.coach.chart.end")))
    return line_chart(say(msg("core.coach.chart.title")), desc, lines, marks, axis, ends, uid)


# --- helpers -------------------------------------------------------------------------------


def _key(action: Action) -> str:
    """An action's identity for comparisons (canonical JSON)."""
    return canonical(action)


def _world(seed: int, index: int) -> Rng:
    """The index-th sampled world of a hint's explanations (independent of the search's)."""
    return Rng(rnglib.seed_state((seed * 2 + 1 + index * WORLD_STEP) & rnglib.MAX_SEED))


def _clamp(value: float) -> float:
    """A chance kept within [0, 1] (and a number)."""
    return 0.0 if math.isnan(value) else min(1.0, max(0.0, value))
