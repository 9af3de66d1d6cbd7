"""TINYforming Mars (TINYformando Marte): a 19-hex terraforming game for one or two players."""

from pathlib import Path

from pyengine.games.tinyforming_mars.rules import TinyformingMars
from pyengine.i18n import register_locale

register_locale(Path(__file__).with_name("locale"))
GAME = TinyformingMars()
