"""Walking on the Moon: a push-your-luck dice race around the Moon for 2-5 astronauts.

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played, and `GAME` read from this package imports them.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg

declare_game(
    GameDeclaration(
        __name__,
        "wm",
        rules="rules:WalkingMoon",
        table="table:WalkingMoonTable",
        min_players=2,
        max_players=5,
        minutes=(20, 40),  # a race of five cards; not printed in the rulebook, judged from play with bots
        weight="light",
        hidden_information=True,  # with the advanced rules, each player's action card
        ruleset=2,  # 2: the share question only when a counter can be given; ruleset 1 saves are upgraded
        options=(
            Option("hard_cards", msg("wm.option.hard_cards"), 5, choices=(5, 2, 1, 0)),
            Option("advanced", msg("wm.option.advanced"), False),
            Option("first", msg("wm.option.first"), "seat", choices=("seat", "draw")),
        ),
        bench=Bench(players=2, random_actions=20),  # a few turns in
        screenshots=Screenshots(players=3, mid_game=30),
        # Recorded before the game moved onto the kit: the basic race, the advanced rules (action cards,
        # special squares, robbing) with a drawn first player and fewer hard cards, and a bot's game.
        golden=(
            Golden(2),
            Golden(3, options={"advanced": True, "first": "draw"}, suffix="-advanced"),
            Golden(5, options={"advanced": True, "hard_cards": 1}, suffix="-advanced"),
            Golden(2, games=1, options={"advanced": True}, bot="heuristic", suffix="-advanced-heuristic"),
        ),
    )
)
