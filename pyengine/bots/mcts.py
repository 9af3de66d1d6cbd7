"""The MCTS bot: information-set UCT over the engine's generic API.

Every iteration samples a full state from the bot's own observation (`Game.determinize`, fresh
"rng"), then walks an open-loop tree: nodes are sequences of decisions, keyed by who decided
and what; chance events are sampled (`Game.sample_chance` with a generator of the search's own,
the n-th playout of every root action drawing from the same "world": common random numbers),
never read from a pre-rolled future. Because the legal actions met at a node can differ between
samples, a child's exploration term counts how often it was *available* (single-observer
ISMCTS). Playouts choose an action type uniformly, then an action of that type (so the many
build sites of a big game do not drown out "roll"); before the first chance event the searching
player presses on to it and a rival answering them answers greedily (`playout_action`). A
playout stops `rollout_depth` decisions after that first chance event, where the game's
`evaluate` estimates the result, so every line is judged at the same point of the game. Each
node keeps the reward of the player who decided there, so every seat, active or not, is
searched for its own interest.

At the root, each legal action is first judged one ply deep with `evaluate` (its prior, averaged
over a few chance outcomes); the root then widens progressively (about sqrt(visits) actions
compete; idle actions, below, last, each group in order of prior), and its UCB adds a progressive
bias toward good priors. An *idle* action, one after which the same player decides again with no
better evaluation and could take it back with their next action (moving a piece back and forth,
offering a card), pays `tempo` in the root's UCB and is chosen only if its mean beats the best
other action by `tempo`, so a bot moves the game on when nothing is gained.
Means are normalized by the range of rewards seen in the search: an evaluation's differences
are small (a card is worth about 1% of the range), and UCT's exploration would drown them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from pyengine.bots.base import (
    Judgement,
    Lookahead,
    LookaheadBot,
    Stopwatch,
    action_key,
    judge,
    rewards,
    sample_state,
    settle,
)
from pyengine.core import rng as rnglib
from pyengine.core.game import CHANCE, Action, Game, Rng, State
from pyengine.core.jsonutil import clone

WORLD_STEP = 0x9E3779B97F4A7C15  # odd: spreads the seeds of consecutive worlds
PRIOR_SAMPLES = 3  # chance outcomes averaged when judging a root action that leads to chance
ANSWER_CHOICES = 6  # a rival's decision with at most this many choices is played greedily in playouts


@dataclass(frozen=True)
class MctsSettings:
    """iterations: playouts per decision (None: no limit); seconds: thinking-time budget per
    decision (None: no limit; with a time budget results depend on the machine's speed);
    rollout_depth: decisions played out after the first chance event past the root (at most
    `rollout_cap` decisions before it) before evaluating; exploration: UCT c; min_iterations:
    playouts played whatever the time budget (a level never plays weaker than the one below it
    on a slow or busy device)."""

    iterations: int | None = 200
    seconds: float | None = None
    min_iterations: int = 0
    rollout_depth: int = 0
    rollout_cap: int = 24
    exploration: float = 0.1
    # prior_weight: progressive bias toward actions with a better one-ply evaluation (0: none);
    # tempo: normalized reward an idle action must win by.
    prior_weight: float = 1.0
    tempo: float = 0.25
    # plan: 1 follows the game's plan (`Game.playout_policy`) below the root and in playouts, and
    # judges each root action with the plan's completion of the player's run; 0 ignores it.
    plan: int = 1
    # plan_margin: reward (0-1, not normalized: a narrow range of rewards seen would blow noise
    # up) another root action's mean must beat the plan's by to be chosen over it (the plan is a
    # prior: a search of a few playouts a choice overrules it only when sure).
    plan_margin: float = 0.05


class Node:
    """A decision taken in the tree: who took it, the action, and statistics for that player."""

    __slots__ = ("action", "available", "children", "player", "total", "visits")

    def __init__(self, player: int, action: Action | None) -> None:
        self.player = player
        self.action = action
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0


class MctsBot(LookaheadBot):
    """UCT with determinization, playouts and a depth cap."""

    kind = "mcts"

    def __init__(self, seed: int = 0, settings: MctsSettings | None = None) -> None:
        super().__init__(seed)
        self.settings = settings or MctsSettings()
        self.searcher = MctsSearch


class MctsSearch(Lookahead):
    """The tree for one decision; step() judges the root actions, then runs playouts; best() is
    the most visited action."""

    settings: MctsSettings

    def __init__(
        self, game: Game, observation: State, player: int, actions: list[Action], settings: MctsSettings, rng: Rng
    ) -> None:
        super().__init__(game, observation, player, actions, settings, rng)
        self.root = Node(player, None)
        self.clock = Stopwatch()
        self._iterations = 0
        self.judged: list[Judgement] = []
        self.order: list[int] = []  # root actions in widening order (once all are judged)
        self.low, self.high = math.inf, -math.inf  # range of rewards seen, to normalize means
        self.worlds = rng.below(rnglib.MAX_SEED + 1)  # seeds the sampled worlds (see world())
        # action types seen to lead to chance, with how many decisions of the same player away
        # (0: straight to chance; see play() and learn())
        self.chance_types: dict[str, int] = {}
        self.last: tuple[int, str] = (-1, "")  # who took the last action played, and its type (see learn())
        self.plan_first: Action | None = None  # the game's plan's root action (see rank())

    @property
    def done(self) -> bool:
        """True once the iteration or time budget is spent (after at least one playout)."""
        limit, seconds = self.settings.iterations, self.settings.seconds
        if self._iterations == 0:
            return False
        if seconds is not None and self.clock.total() >= seconds and self.settled_by(self.settings.min_iterations):
            return True
        return (limit is not None and self._iterations >= limit) or self.settled

    @property
    def settled(self) -> bool:
        """True when the playouts left cannot change the move: the most visited root action leads
        every other by more visits than remain (and no idle action could overrule it by its mean,
        see best()). A decision between two moves, one clearly better, then stops at about half its
        playouts; the move is the one the full search would choose."""
        limit = self.settings.iterations
        return limit is not None and self.settled_by(limit)

    def settled_by(self, budget: int) -> bool:
        """True when `budget` playouts are played, or the move they would choose is already known
        (see settled). With a time budget the floor `min_iterations` is read so: `hard` out of time
        stops as soon as `normal`'s 200 playouts, which it began with, could choose no other move."""
        if self._iterations >= budget:
            return True
        if any(j.idle for j in self.judged):
            return False
        first = second = 0
        for child in self.root.children.values():
            if child.visits > first:
                first, second = child.visits, first
            elif child.visits > second:
                second = child.visits
        return first - second > budget - self._iterations

    @property
    def iterations(self) -> int:
        """Playouts so far."""
        return self._iterations

    def step(self, iterations: int = 1) -> None:
        """Do up to `iterations` units of work: judging one root action, or one playout."""
        with self.clock:
            for _ in range(iterations):
                if self.done:
                    return
                if len(self.judged) < len(self.actions):
                    self.judged.append(self.judge(self.actions[len(self.judged)]))
                    continue
                self.iterate()
                self._iterations += 1

    def judge(self, action: Action) -> Judgement:
        """One-ply prior of a root action: the evaluation after it (and the plan's completion of
        the player's run, if the game has a plan; chance sampled), and whether it is idle."""
        worlds = [self.world(k) for k in range(PRIOR_SAMPLES)]
        return judge(
            self.game, self.observation, self.player, action, worlds, self.planned if self.settings.plan else None
        )

    def planned(self, state: State, actions: list[Action]) -> Action | None:
        """The game's plan for this decision (`Game.playout_policy`) when it names a legal action
        and the settings follow plans; else None."""
        if not self.settings.plan:
            return None
        choice = self.game.playout_policy(state, actions)
        return choice if choice is not None and choice in actions else None

    def world(self, index: int) -> Rng:
        """The generator of the index-th sampled world (hidden cards, dice) of this search.

        Every root action is tried in the same worlds, in order (common random numbers): its
        n-th playout meets the same deal and the same first dice as every other action's n-th,
        so differences between actions are not drowned by the luck of the dice."""
        return Rng(rnglib.seed_state((self.worlds + index * WORLD_STEP) & rnglib.MAX_SEED))

    def iterate(self) -> None:
        """One playout: sample a state, select and expand in the tree, play out, back up."""
        if not self.order:
            here = sample_state(self.game, self.observation, self.player, self.world(0))
            self.plan_first = self.planned(here, self.actions)
            self.order = sorted(range(len(self.actions)), key=self.rank)
        node, expanded = self.descend_root()
        world = self.world(node.visits)
        state = sample_state(self.game, self.observation, self.player, world)
        path: list[Node] = [node]
        assert node.action is not None  # only the root has no action
        mover, chanced = self.play(state, node.action, world)
        while mover >= 0 and not expanded:
            actions = self.game.legal_actions(state)
            if not actions:
                break
            self.learn(mover, actions)
            planned = self.planned(state, actions)
            pressing = not chanced and mover == self.player
            node, expanded = self.descend(node, mover, [planned] if planned else actions, pressing=pressing)
            path.append(node)
            assert node.action is not None
            mover, more = self.play(state, node.action, world)
            chanced = chanced or more
        result = self.rollout(state, mover, chanced, world)
        self.low, self.high = min(self.low, *result), max(self.high, *result)
        for visited in path:
            visited.visits += 1
            visited.total += result[visited.player]

    def rank(self, index: int) -> tuple[bool, bool, float]:
        """Widening order: moves that get on with the game first, the plan's own move first among
        them (a game's plan is a move worth trying), then by prior, best first."""
        judged = self.judged[index]
        return judged.idle, self.actions[index] != self.plan_first, -judged.value

    def descend_root(self) -> tuple[Node, bool]:
        """The root child to follow: the next action by prior while widening, else the best by
        UCB plus progressive bias, idle actions paying the tempo."""
        children = self.root.children
        width = min(len(self.order), 1 + math.isqrt(self._iterations + 1))
        for i in self.order[:width]:
            key = (self.player, action_key(self.actions[i]))
            if key not in children:
                child = Node(self.player, self.actions[i])
                children[key] = child
                child.available = self._iterations + 1
                return child, True
        c, weight, tempo = self.settings.exploration, self.settings.prior_weight, self.settings.tempo
        priors = [self.judged[i].value for i in self.order]
        low, spread = min(priors), (max(priors) - min(priors)) or 1.0
        scored = []
        for i in self.order[:width]:
            child = children[(self.player, action_key(self.actions[i]))]
            child.available = self._iterations + 1
            bias = weight * (self.judged[i].value - low) / spread / (child.visits + 1)
            penalty = tempo if self.judged[i].idle else 0.0
            scored.append((self.normalized(child) + bias - penalty + c * explore(child), child))
        return max(scored, key=lambda pair: pair[0])[1], False

    def descend(self, node: Node, mover: int, actions: list[Action], pressing: bool = False) -> tuple[Node, bool]:
        """The child to follow: an untried action if any (expanded), else the best by UCB.

        `pressing`: the searching player's own decision before the first chance event (the rest
        of their turn). There the tree widens progressively (about sqrt(visits) children), the
        actions the playouts press on with ("roll") first: expanding every follow-up at random
        valued a good move by the mean of random moves after it (a card given away, a trade
        opened), worse than the playouts, which press on to the dice."""
        children = node.children
        keys = [(mover, action_key(a)) for a in actions]
        untried = [i for i, key in enumerate(keys) if key not in children]
        for key in keys:
            child = children.get(key)
            if child is not None:
                child.available += 1
        tried = len(actions) - len(untried)
        if pressing and untried and tried and tried >= 1 + math.isqrt(node.visits):
            untried = []  # wide enough for now: follow the best tried one
        if untried and pressing:
            urgent = self.nearest_chance([actions[i] for i in untried])
            untried = [i for i in untried if actions[i] in urgent] if urgent else untried
        if untried:
            index = untried[self.rng.below(len(untried))]
            child = Node(mover, actions[index])
            child.available = 1
            children[keys[index]] = child
            return child, True
        c = self.settings.exploration
        known = [children[key] for key in keys if key in children]
        return max(known, key=lambda n: self.normalized(n) + c * explore(n)), False

    def normalized(self, node: Node) -> float:
        """A node's mean reward rescaled to the range of rewards seen in this search."""
        mean = node.total / node.visits
        return (mean - self.low) / (self.high - self.low) if self.high > self.low else 0.5

    def play(self, state: State, action: Action, world: Rng) -> tuple[int, bool]:
        """Apply an action and the chance after it (drawn from the world's generator); who
        decides next, and whether chance came."""
        self.last = (self.game.to_move(state), action["type"])
        self.game.apply_action(state, clone(action))
        chanced = self.game.to_move(state) == CHANCE
        if chanced:
            self.chance_types[action["type"]] = 0
        return settle(self.game, state, world), chanced

    def learn(self, mover: int, actions: list[Action]) -> None:
        """Count the last action's type as leading to chance, one decision further than the farthest
        of the actions it left its player (when they all lead there): in Migration: Mars "roll" leads
        to the fuel decision, not to the dice, and playouts that did not know it wandered through
        random trades and builds before rolling; a build, followed by the roll only, is two away."""
        actor, kind = self.last
        if actor != mover:
            return
        steps = [self.chance_types.get(a["type"]) for a in actions]
        if all(step is not None for step in steps):
            distance = 1 + max(step for step in steps if step is not None)
            if distance < self.chance_types.get(kind, distance + 1):
                self.chance_types[kind] = distance

    def nearest_chance(self, actions: list[Action]) -> list[Action]:
        """The actions of a type known to lead to chance in the fewest decisions (none if no type is known)."""
        known = [(self.chance_types[a["type"]], i) for i, a in enumerate(actions) if a["type"] in self.chance_types]
        if not known:
            return []
        nearest = min(step for step, _ in known)
        return [actions[i] for step, i in known if step == nearest]

    def rollout(self, state: State, mover: int, chanced: bool, world: Rng) -> list[float]:
        """Play on with the cheap policy: to the first chance event (at most `rollout_cap`
        decisions), then `rollout_depth` more; final or estimated rewards.

        Counting the depth from the first chance event evaluates every line at the same point
        of the game: a depth counted from the root favoured moves that only delay the dice
        (a tunnel before the roll), as the evaluation was then taken before the roll's effects."""
        depth, cap = self.settings.rollout_depth, self.settings.rollout_cap
        after = before = 0
        while mover >= 0 and before < cap and (not chanced or after < depth):
            actions = self.game.legal_actions(state)
            if not actions:
                break
            self.learn(mover, actions)
            after, before = (after + 1, before) if chanced else (after, before + 1)
            mover, more = self.play(state, self.playout_action(state, mover, actions, chanced), world)
            chanced = chanced or more
        return rewards(self.game, state, mover)

    def playout_action(self, state: State, mover: int, actions: list[Action], chanced: bool) -> Action:
        """The playout policy. Before the first chance event the searching player presses on to
        it (an action of a type seen to lead to chance, like "roll", when one is legal) and
        another player, answering them (a trade, a request), takes the few choices' best by their
        own evaluation: answered at random, a lopsided offer was accepted a third of the time
        and made opening a trade look better than it is. Otherwise the cheap policy. Where the game
        has a plan (`Game.playout_policy`), its choice comes first."""
        planned = self.planned(state, actions)
        if planned is not None:
            return planned
        if not chanced and mover == self.player:
            pressing = self.nearest_chance(actions)
            return cheap_policy(pressing or actions, self.rng)
        if not chanced and len(actions) <= ANSWER_CHOICES:
            return max(actions, key=lambda action: self.value_after(state, action, mover))
        return cheap_policy(actions, self.rng)

    def value_after(self, state: State, action: Action, player: int) -> float:
        """The player's evaluation right after an action (before any chance it leads to)."""
        after = self.game.copy_state(state)
        self.game.apply_action(after, clone(action))
        return self.game.evaluate(after, player)

    def best(self) -> Action:
        """The most visited legal root action (ties: the better mean), an idle one only if its mean
        beats the others' best by the tempo, and the game's plan's action unless that one's mean
        beats the plan's by `plan_margin`; before any playout, the best prior; else the first."""
        legal = {action_key(a): i for i, a in enumerate(self.actions)}
        ranked = [
            (child.visits, self.normalized(child), legal[key], child.total / child.visits)
            for (who, key), child in self.root.children.items()
            if who == self.player and key in legal and child.visits
        ]
        if not ranked:
            if self.judged:
                return self.actions[max(range(len(self.judged)), key=lambda i: self.judged[i].value)]
            return self.actions[0]
        busy = [r for r in ranked if not self.judged[r[2]].idle]
        if busy:
            bar = max(r[1] for r in busy) + self.settings.tempo
            ranked = busy + [r for r in ranked if self.judged[r[2]].idle and r[1] > bar]
        chosen = max(ranked, key=lambda r: (r[0], r[1]))
        planned = next((r for r in ranked if self.actions[r[2]] == self.plan_first), None)
        if planned is not None and chosen[3] < planned[3] + self.settings.plan_margin:
            return self.actions[planned[2]]  # the game's plan, unless another move is clearly better
        return self.actions[chosen[2]]

    def statistics(self) -> list[dict[str, Any]]:
        """Visits and mean reward of each root action (for tests, tools and curious players)."""
        found = []
        for child in self.root.children.values():
            if child.visits:
                found.append({"action": child.action, "visits": child.visits, "mean": child.total / child.visits})
        return sorted(found, key=lambda s: -int(s["visits"]))


def explore(node: Node) -> float:
    """UCT's exploration term, by availability rather than parent visits."""
    return math.sqrt(math.log(max(node.available, 1)) / node.visits)


def cheap_policy(actions: list[Action], rng: Rng) -> Action:
    """An action type uniformly at random, then one of its actions uniformly."""
    by_type: dict[str, list[Action]] = {}
    for action in actions:
        by_type.setdefault(action["type"], []).append(action)
    group = list(by_type.values())[rng.below(len(by_type))]
    return group[rng.below(len(group))]
