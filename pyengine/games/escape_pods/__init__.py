"""Escape Pods: a hidden-crew evacuation race in shared pods, for 1-5 players.

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.games.escape_pods.options import DEFAULT_MAX_ROUNDS, REFUGE_MODES, SOLO_CARDS

declare_game(
    GameDeclaration(
        __name__,
        "ep",
        rules="rules:EscapePods",
        table="table:EscapePodsTable",
        min_players=1,
        max_players=5,
        minutes=(20, 40),
        weight="medium",
        hidden_information=True,
        options=(
            Option("refuges", msg("ep.option.refuges"), "first", choices=REFUGE_MODES),
            Option("max_rounds", msg("ep.option.max_rounds"), DEFAULT_MAX_ROUNDS, low=8, high=60),
            Option("solo_cards", msg("ep.option.solo_cards"), "centre", choices=SOLO_CARDS),
        ),
        ruleset=2,  # 2: the solo cards of ruling 6 (s1-s6); ruleset 1 saves are upgraded (ruling 16)
        bench=Bench(players=3, random_actions=60),
        screenshots=Screenshots(players=3, mid_game=60),
        golden=(Golden(1), Golden(3)),
        # Playouts of at most 4 decisions past the tree (about the rest of a turn): a third of the
        # cost, and 200 of 200 against random, 193 of 200 against heuristic:easy at easy. Hard plays
        # 600, about 1.1 s of CPython on the bench position, so under 3 s in a browser, where its
        # 2 s budget would stop 800 near there anyway (docs/bots.md, "Escape Pods, 2 players").
        bot_levels={
            "mcts": {
                "easy": {"rollout_cap": 4},
                "normal": {"rollout_cap": 4},
                "hard": {"rollout_cap": 4, "iterations": 600},
            }
        },
    )
)
