"""A game's playout plan (`Game.playout_policy`): the search follows it below its root and in its
playouts, and judges every root action with the plan's completion, so a sequence of decisions
that random completions never find is found, while the root's choice stays the search's."""

from __future__ import annotations

from typing import Any

from pyengine.bots import MctsSettings
from pyengine.bots.mcts import MctsBot
from pyengine.core import Match
from pyengine.core.game import TERMINAL, Action, Game, GameMeta, Rng, State
from pyengine.core.messages import Msg, msg

SECRET = [3, 1, 4, 1]  # the lock opens on these four digits, set one at a time
DIGITS = 6


class Lock(Game):
    """One player sets four digits of 0-5 one at a time; the lock opens only on SECRET."""

    meta = GameMeta(id="lock", name=msg("test.lock"), summary=msg("test.lock"), min_players=1, max_players=1)

    def __init__(self, plan: bool) -> None:
        self.plan = plan

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """No digit set."""
        return {"digits": []}

    def to_move(self, state: State) -> int:
        """The player, until the four digits are set."""
        return 0 if len(state["digits"]) < len(SECRET) else TERMINAL

    def legal_actions(self, state: State) -> list[Action]:
        """Set the next digit."""
        return [{"type": "set", "digit": d} for d in range(DIGITS)]

    def apply_action(self, state: State, action: Action) -> None:
        """The digit is set."""
        state["digits"].append(action["digit"])

    def describe(self, state: State, action: Action) -> Msg:
        """Not read here."""
        return msg("test.lock")

    def scores(self, state: State) -> list[float]:
        """1 if the lock opened."""
        return [1.0 if state["digits"] == SECRET else 0.0]

    def winners(self, state: State) -> list[int]:
        """The player, if the lock opened."""
        return [0] if state["digits"] == SECRET else []

    def playout_policy(self, state: State, actions: list[Action]) -> Action | None:
        """A plan that knows every digit but the first (its first digit, 5, is wrong)."""
        if not self.plan:
            return None
        at = len(state["digits"])
        return {"type": "set", "digit": SECRET[at] if at else 5}


def first_digit(plan: bool, settings: MctsSettings) -> int:
    """The first digit an MCTS bot sets."""
    game = Lock(plan)
    match = Match(game, [{"name": "Ana", "color": "red"}], {}, 0, ({"digits": [], "rng": "0"},))
    return int(MctsBot(seed=1, settings=settings).choose(match, 0)["digit"])


def test_a_plan_completes_each_root_move_and_the_search_still_chooses_the_root_move() -> None:
    # Random completions open the lock once in 216 playouts: 60 playouts never see it.
    settings = MctsSettings(iterations=60)
    assert first_digit(plan=True, settings=settings) == SECRET[0]  # not the plan's own 5
    assert first_digit(plan=False, settings=settings) != SECRET[0]
    assert first_digit(plan=True, settings=MctsSettings(iterations=60, plan=0)) != SECRET[0]
