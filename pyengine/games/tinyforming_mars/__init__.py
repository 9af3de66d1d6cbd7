"""TINYforming Mars (TINYformando Marte): a 19-hex terraforming game for one or two players.

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played, and `GAME` read from this package imports them.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.games.tinyforming_mars.options import DECK_SIZES, DEFAULT_GENERATION_LIMIT, MAP_NAMES

declare_game(
    GameDeclaration(
        __name__,
        "tm",
        rules="rules:TinyformingMars",
        table="table:TinyformingMarsTable",
        min_players=1,
        max_players=2,
        minutes=(20, 40),
        weight="medium",
        hidden_information=False,  # every card is face up; the face-down deck is drawn as chance
        options=(
            Option("map", msg("tm.option.map"), "tharsis", choices=MAP_NAMES),
            Option("deck", msg("tm.option.deck"), 7, choices=DECK_SIZES),
            Option("generation_limit", msg("tm.option.generation_limit"), DEFAULT_GENERATION_LIMIT, low=12, high=40),
        ),
        bench=Bench(players=2, random_actions=40),  # a few generations in, cards and cubes on the map
        screenshots=Screenshots(players=2, mid_game=40),
        # The 14-card deck reaches the second heat (Methane From Titan), which the 7-card one lacks.
        golden=(Golden(1), Golden(2), Golden(2, games=10, options={"deck": 14}, suffix="-deck14")),
    )
)
