"""First Landing (Primer aterrizaje): the tutorial game and runnable example of the core.

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played, and `GAME` read from this package imports them.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg

declare_game(
    GameDeclaration(
        __name__,
        "fl",
        rules="rules:FirstLanding",
        table="table:FirstLandingTable",
        min_players=2,
        max_players=4,
        minutes=(15, 25),
        weight="light",
        hidden_information=True,
        options=(
            Option("rounds", msg("fl.option.rounds"), 6, low=3, high=12),
            Option("missions", msg("fl.option.missions"), True),
        ),
        bench=Bench(players=2, moves=({"type": "roll"},)),
        screenshots=Screenshots(players=2, mid_game=12),
        golden=(Golden(2), Golden(3), Golden(4)),
    )
)
