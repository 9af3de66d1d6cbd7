"""TINYforming Mars's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.core.table import Table, register_table
from pyengine.games.tinyforming_mars.rules import TinyformingMars

GAME = TinyformingMars()


def make_table() -> Table:
    """The game's web table (imported only here: the engine never needs it)."""
    from pyengine.games.tinyforming_mars.table import TinyformingMarsTable

    return TinyformingMarsTable(GAME)


register_table(GAME.meta.id, make_table)
