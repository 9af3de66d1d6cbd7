"""Walking on the Moon: a push-your-luck dice race around the Moon for 2-5 astronauts."""

from pyengine.games.walking_moon.messages import MESSAGES
from pyengine.games.walking_moon.rules import WalkingMoon
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = WalkingMoon()
