"""Built-in games, each known by its metadata (<game>/meta.py) and the module holding its rules.

Importing this package registers the games' messages and metadata only; the registry
(pyengine/core/registry.py) imports a game's rules the first time the game is asked for.
"""

from pyengine.core.game import GameMeta
from pyengine.games.first_landing.meta import META as FIRST_LANDING
from pyengine.games.migration_mars.meta import META as MIGRATION_MARS
from pyengine.games.tinyforming_mars.meta import META as TINYFORMING_MARS
from pyengine.games.walking_moon.meta import META as WALKING_MOON

BUILTIN: tuple[tuple[GameMeta, str], ...] = (
    (FIRST_LANDING, "pyengine.games.first_landing.game"),
    (MIGRATION_MARS, "pyengine.games.migration_mars.game"),
    (TINYFORMING_MARS, "pyengine.games.tinyforming_mars.game"),
    (WALKING_MOON, "pyengine.games.walking_moon.game"),
)
