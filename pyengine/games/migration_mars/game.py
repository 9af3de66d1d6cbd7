"""Migration: Mars's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.core.table import Table, register_table
from pyengine.games.migration_mars.rules import MigrationMars

GAME = MigrationMars()


def make_table() -> Table:
    """The game's web table (imported only here: the engine never needs it)."""
    from pyengine.games.migration_mars.table import MigrationMarsTable

    return MigrationMarsTable(GAME)


register_table(GAME.meta.id, make_table)
