"""Counters: the smallest whole game, the example of docs/engine.md ("Writing a game").

Two players take one, two or three counters in turn from a pile; whoever takes the last one wins.
Chance draws who starts. This call is all the project needs to know of it: the home page lists it,
the setup form offers its option, the bench, `make screenshots` and the golden files find it.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg

declare_game(
    GameDeclaration(
        __name__,  # the package: its locale/ and picture.svg are beside this file
        "ct",  # the catalogs' prefix: ct.name, ct.summary, ct.option.*, ct.log.*...
        rules="rules:Counters",  # imported when the game is first played, never by the home page
        min_players=2,
        max_players=2,
        minutes=(1, 3),
        weight="light",
        options=(Option("counters", msg("ct.option.counters"), 15, low=5, high=30),),
        bench=Bench(players=2),  # the position #bench/counters opens: the first decision
        screenshots=Screenshots(players=2, mid_game=3),
        golden=(Golden(2),),
    )
)
