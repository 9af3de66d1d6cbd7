"""The MCTS bot: information-set UCT over the engine's generic API.

Every iteration samples a full state from the bot's own observation (`Game.determinize`, fresh
"rng"), then walks an open-loop tree: nodes are sequences of decisions, keyed by who decided
and what; chance events are sampled anew each time (`Game.sample_chance` with the bot's
generator), never read from a pre-rolled future. Because the legal actions met at a node can
differ between samples, a child's exploration term counts how often it was *available*
(single-observer ISMCTS). Playouts choose an action type uniformly, then an action of that type
(so the many build sites of a big game do not drown out "roll"), and stop after `rollout_depth`
decisions, where the game's `evaluate` estimates the result. Each node keeps the reward of the
player who decided there, so every seat, active or not, is searched for its own interest.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from pyengine.bots.base import (
    Lookahead,
    LookaheadBot,
    Stopwatch,
    action_key,
    play,
    rewards,
    sample_state,
    settle,
)
from pyengine.core.game import Action, Game, Rng, State


@dataclass(frozen=True)
class MctsSettings:
    """iterations: playouts per decision (None: no limit); seconds: thinking-time budget per
    decision (None: no limit; with a time budget results depend on the machine's speed);
    rollout_depth: decisions played out past the tree before evaluating; exploration: UCT c."""

    iterations: int | None = 200
    seconds: float | None = None
    rollout_depth: int = 6
    exploration: float = 0.7


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

    def ucb(self, exploration: float) -> float:
        """Mean reward plus the exploration bonus (by availability, not parent visits)."""
        return self.total / self.visits + exploration * math.sqrt(math.log(self.available) / self.visits)


class MctsBot(LookaheadBot):
    """UCT with determinization, playouts and a depth cap."""

    kind = "mcts"

    def __init__(self, seed: int = 0, settings: MctsSettings | None = None) -> None:
        super().__init__(seed)
        self.settings = settings or MctsSettings()
        self.searcher = MctsSearch


class MctsSearch(Lookahead):
    """The tree for one decision; step() runs playouts, best() is the most visited action."""

    settings: MctsSettings

    def __init__(
        self, game: Game, observation: State, player: int, actions: list[Action], settings: MctsSettings, rng: Rng
    ) -> None:
        super().__init__(game, observation, player, actions, settings, rng)
        self.root = Node(player, None)
        self.clock = Stopwatch()
        self._iterations = 0

    @property
    def done(self) -> bool:
        """True once the iteration or time budget is spent (after at least one playout)."""
        limit, seconds = self.settings.iterations, self.settings.seconds
        if self._iterations == 0:
            return False
        return (limit is not None and self._iterations >= limit) or (
            seconds is not None and self.clock.total() >= seconds
        )

    @property
    def iterations(self) -> int:
        """Playouts so far."""
        return self._iterations

    def step(self, iterations: int = 1) -> None:
        """Run up to `iterations` playouts (fewer if the budget runs out)."""
        with self.clock:
            for _ in range(iterations):
                if self.done:
                    return
                self.iterate()
                self._iterations += 1

    def iterate(self) -> None:
        """One playout: sample a state, select and expand in the tree, play out, back up."""
        state = sample_state(self.game, self.observation, self.player, self.rng)
        node, mover = self.root, self.player
        path: list[Node] = []
        while mover >= 0:
            actions = self.game.legal_actions(state)
            if not actions:
                break
            node, expanded = self.descend(node, mover, actions)
            path.append(node)
            assert node.action is not None  # only the root has no action
            mover = play(self.game, state, node.action, self.rng)
            if expanded:
                break
        result = self.rollout(state, mover)
        for visited in path:
            visited.visits += 1
            visited.total += result[visited.player]

    def descend(self, node: Node, mover: int, actions: list[Action]) -> tuple[Node, bool]:
        """The child to follow: an untried action if any (expanded), else the best by UCB."""
        children = node.children
        keys = [(mover, action_key(a)) for a in actions]
        untried = [i for i, key in enumerate(keys) if key not in children]
        for key in keys:
            child = children.get(key)
            if child is not None:
                child.available += 1
        if untried:
            index = untried[self.rng.below(len(untried))]
            child = Node(mover, actions[index])
            child.available = 1
            children[keys[index]] = child
            return child, True
        c = self.settings.exploration
        return max((children[key] for key in keys), key=lambda n: n.ucb(c)), False

    def rollout(self, state: State, mover: int) -> list[float]:
        """Play on with the cheap policy up to the depth cap; final or estimated rewards."""
        for _ in range(self.settings.rollout_depth):
            if mover < 0:
                break
            actions = self.game.legal_actions(state)
            if not actions:
                break
            self.game.apply_action(state, cheap_policy(actions, self.rng))
            mover = settle(self.game, state, self.rng)
        return rewards(self.game, state, mover)

    def best(self) -> Action:
        """The legal action visited most (ties: the better mean), else the first legal action."""
        legal = {action_key(a): a for a in self.actions}
        ranked = [
            (child.visits, child.total / child.visits, legal[key])
            for (who, key), child in self.root.children.items()
            if who == self.player and key in legal and child.visits
        ]
        if not ranked:
            return self.actions[0]
        return max(ranked, key=lambda r: (r[0], r[1]))[2]

    def statistics(self) -> list[dict[str, Any]]:
        """Visits and mean reward of each root action (for tests, tools and curious players)."""
        found = []
        for child in self.root.children.values():
            if child.visits:
                found.append({"action": child.action, "visits": child.visits, "mean": child.total / child.visits})
        return sorted(found, key=lambda s: -int(s["visits"]))


def cheap_policy(actions: list[Action], rng: Rng) -> Action:
    """An action type uniformly at random, then one of its actions uniformly."""
    by_type: dict[str, list[Action]] = {}
    for action in actions:
        by_type.setdefault(action["type"], []).append(action)
    group = list(by_type.values())[rng.below(len(by_type))]
    return group[rng.below(len(group))]
