"""The heuristic bot: greedy one-ply look-ahead over the game's evaluation, with some noise.

Each legal action is applied to a sampled state (hidden parts determinized from the bot's own
observation); when chance follows the action, a few outcomes are sampled and the evaluations
averaged. The action with the best evaluation plus uniform noise in [-noise, noise] is chosen; an idle
action (one the player could take back at once, with nothing gained) pays a tempo first.
"""

from __future__ import annotations

from dataclasses import dataclass

from pyengine.bots.base import Lookahead, LookaheadBot, judge, uniform
from pyengine.core.game import Action, Game, Rng, State


@dataclass(frozen=True)
class HeuristicSettings:
    """noise: half-width of the uniform noise added to each evaluation (in [-1, 1] units);
    samples: chance outcomes sampled after an action that leads to chance."""

    noise: float = 0.1
    samples: int = 3
    # tempo: what an idle action (see base.Judgement) loses, so that the bot moves the game on
    # rather than editing a trade offer back and forth.
    tempo: float = 0.25


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
        """The evaluation after the action (averaged over sampled chance outcomes), in [-1, 1];
        an idle action pays the tempo."""
        judged = judge(self.game, self.observation, self.player, action, [self.rng] * max(1, self.settings.samples))
        return 2.0 * judged.value - 1.0 - (self.settings.tempo if judged.idle else 0.0)

    def best(self) -> Action:
        """The best-valued action so far (the first action if none was evaluated)."""
        if not self.values:
            return self.actions[0]
        return self.actions[max(range(len(self.values)), key=self.values.__getitem__)]
