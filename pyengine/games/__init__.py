"""Built-in games; importing this package registers them."""

from pyengine.core.registry import register
from pyengine.games.first_landing import GAME as FIRST_LANDING

register(FIRST_LANDING)
