"""The heuristic bot: greedy one-ply look-ahead over the game's evaluation, with some noise.

Each legal action is applied to a sampled state (hidden parts determinized from the bot's own
observation); when chance follows the action, a few outcomes are sampled and the evaluations
averaged. The action with the best evaluation plus uniform noise in [-noise, noise] is chosen.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine.bots.base import Lookahead, LookaheadBot, outcome_rewards, sample_state, settle, uniform
from pyengine.core.game import CHANCE, TERMINAL, Action, Game, Rng, State
from pyengine.core.jsonutil import clone


@dataclass(frozen=True)
class HeuristicSettings:
    """noise: half-width of the uniform noise added to each evaluation (in [-1, 1] units);
    samples: chance outcomes sampled after an action that leads to chance."""

    noise: float = 0.1
    samples: int = 3


class HeuristicBot(LookaheadBot):
    """Greedy on the game's `evaluate`, with noise (its search evaluates one action per iteration)."""

    kind = "heuristic"

    def __init__(self, seed: int = 0, settings: HeuristicSettings | None = None) -> None:
        super().__init__(seed)
        self.settings = settings or HeuristicSettings()
        self.searcher = HeuristicSearch


class HeuristicSearch(Lookahead):
    """Evaluates the legal actions one by one; best() is the noisy argmax so far."""

    settings: HeuristicSettings

    def __init__(
        self, game: Game, observation: State, player: int, actions: list[Action], settings: HeuristicSettings, rng: Rng
    ) -> None:
        super().__init__(game, observation, player, actions, settings, rng)
        self.values: list[float] = []

    @property
    def done(self) -> bool:
        """True once every action is evaluated."""
        return len(self.values) == len(self.actions)

    @property
    def iterations(self) -> int:
        """Actions evaluated so far."""
        return len(self.values)

    def step(self, iterations: int = 1) -> None:
        """Evaluate up to `iterations` more actions."""
        for _ in range(iterations):
            if self.done:
                return
            action = self.actions[len(self.values)]
            noise = self.settings.noise * (2.0 * uniform(self.rng) - 1.0)
            self.values.append(self.value(action) + noise)

    def value(self, action: Action) -> float:
        """The evaluation after the action, averaged over sampled chance outcomes."""
        values = []
        for _ in range(max(1, self.settings.samples)):
            state = sample_state(self.game, self.observation, self.player, self.rng)
            self.game.apply_action(state, clone(action))
            chance_follows = self.game.to_move(state) == CHANCE
            values.append(self.judge(state, settle(self.game, state, self.rng)))
            if not chance_follows:
                break  # nothing random happens next: one evaluation is the value
        return sum(values) / len(values)

    def judge(self, state: State, mover: int) -> float:
        """The player's evaluation, or the final result mapped to [-1, 1]."""
        if mover == TERMINAL:
            return 2.0 * outcome_rewards(self.game, state)[self.player] - 1.0
        return self.game.evaluate(state, self.player)

    def best(self) -> Action:
        """The best-valued action so far (the first action if none was evaluated)."""
        if not self.values:
            return self.actions[0]
        return self.actions[max(range(len(self.values)), key=self.values.__getitem__)]
