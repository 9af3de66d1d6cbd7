"""First Landing (Primer aterrizaje): the tutorial game and runnable example of the core."""

from pyengine.games.first_landing.messages import MESSAGES
from pyengine.games.first_landing.rules import FirstLanding
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = FirstLanding()
