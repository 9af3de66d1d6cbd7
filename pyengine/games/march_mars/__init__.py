"""March on Mars: the co-operative game of space marines against the Martian Mastermind (2-5 players).

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played, and `GAME` read from this package imports them.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.games.march_mars.options import DIFFICULTIES, UPGRADE_CHOICES

declare_game(
    GameDeclaration(
        __name__,
        "mom",
        rules="rules:MarchMars",
        table="table:MarchMarsTable",
        min_players=2,
        max_players=5,
        minutes=(30, 45),  # eight turns of the team; not printed, judged from play with bots
        weight="medium",
        hidden_information=False,  # every marker, card and die is on the table
        cooperative=True,
        options=(
            Option("difficulty", msg("mom.option.difficulty"), "normal", choices=DIFFICULTIES),
            Option("upgrades", msg("mom.option.upgrades"), "bunker", choices=UPGRADE_CHOICES),
        ),
        bench=Bench(players=3, random_actions=30),
        screenshots=Screenshots(players=3, mid_game=40),
        golden=(Golden(2), Golden(3, options={"difficulty": "exterminator", "upgrades": "random"}, suffix="-hard")),
        # The 50-playout search leans on its one-ply values: a program is four decisions of 15-18
        # choices each judged by random completions, noise at 50 playouts. Normal, two players, 12
        # games: 0 won (2 defenders killed) with prior_weight 1, 2 (7 killed) with 10, the greedy
        # bot's figure (docs/rules/march-on-mars.md, "MCTS at easy"). Every level keeps the plan's
        # move (plan.py) unless another beats it by 0.2 of the reward: at the default 0.05 the
        # evaluation's faults (a roll kept on the table, "stop" over "go on") overruled the script
        # in 4 of 30 decisions of one game at normal ("A plan for the playouts").
        bot_levels={
            "mcts": {
                "easy": {"prior_weight": 10.0, "plan_margin": 0.2},
                "normal": {"plan_margin": 0.2},
                "hard": {"plan_margin": 0.2},
            }
        },
    )
)
