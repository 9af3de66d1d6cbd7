"""Walking on the Moon's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.core.table import Table, register_table
from pyengine.games.walking_moon.rules import WalkingMoon

GAME = WalkingMoon()


def make_table() -> Table:
    """The game's web table (imported only when the web layer asks for it)."""
    from pyengine.games.walking_moon.table import WalkingMoonTable

    return WalkingMoonTable(GAME)


register_table(GAME.meta.id, make_table)
