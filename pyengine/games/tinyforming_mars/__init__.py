"""TINYforming Mars (TINYformando Marte): a 19-hex terraforming game for one or two players."""

from pyengine.core.table import Table, register_table
from pyengine.games.tinyforming_mars.messages import MESSAGES
from pyengine.games.tinyforming_mars.rules import TinyformingMars
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = TinyformingMars()


def make_table() -> Table:
    """The game's web table (imported only here: the engine never needs it)."""
    from pyengine.games.tinyforming_mars.table import TinyformingMarsTable

    return TinyformingMarsTable()


register_table(GAME.meta.id, make_table)
