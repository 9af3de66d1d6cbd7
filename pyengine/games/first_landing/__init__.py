"""First Landing (Primer aterrizaje): the tutorial game and runnable example of the core."""

from pyengine.core.table import Table, register_table
from pyengine.games.first_landing.messages import MESSAGES
from pyengine.games.first_landing.rules import FirstLanding
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = FirstLanding()


def make_table() -> Table:
    """The game's web table (imported only here: the engine never needs it)."""
    from pyengine.games.first_landing.table import FirstLandingTable

    return FirstLandingTable()


register_table(GAME.meta.id, make_table)
