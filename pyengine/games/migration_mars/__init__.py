"""Migration: Mars: race to found the first healthy colony on Mars (2-4 players)."""

from pyengine.core.table import Table, register_table
from pyengine.games.migration_mars.messages import MESSAGES
from pyengine.games.migration_mars.rules import MigrationMars
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = MigrationMars()


def make_table() -> Table:
    """The game's web table (imported only here: the engine never needs it)."""
    from pyengine.games.migration_mars.table import MigrationMarsTable

    return MigrationMarsTable()


register_table(GAME.meta.id, make_table)
