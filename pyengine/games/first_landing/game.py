"""First Landing's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.core.table import Table, register_table
from pyengine.games.first_landing.rules import FirstLanding

GAME = FirstLanding()


def make_table() -> Table:
    """The game's web table (imported only here: the engine never needs it)."""
    from pyengine.games.first_landing.table import FirstLandingTable

    return FirstLandingTable(GAME)


register_table(GAME.meta.id, make_table)
