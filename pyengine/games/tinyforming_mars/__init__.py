"""TINYforming Mars (TINYformando Marte): a 19-hex terraforming game for one or two players."""

from pyengine.games.tinyforming_mars.messages import MESSAGES
from pyengine.games.tinyforming_mars.rules import TinyformingMars
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = TinyformingMars()
