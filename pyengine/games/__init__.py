"""Built-in games; importing this package registers them."""

from pyengine.core.registry import register
from pyengine.games.first_landing import GAME as FIRST_LANDING
from pyengine.games.migration_mars import GAME as MIGRATION_MARS
from pyengine.games.tinyforming_mars import GAME as TINYFORMING_MARS
from pyengine.games.walking_moon import GAME as WALKING_MOON

register(FIRST_LANDING)
register(MIGRATION_MARS)
register(TINYFORMING_MARS)
register(WALKING_MOON)
