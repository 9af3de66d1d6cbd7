"""First Landing (Primer aterrizaje): the tutorial game and runnable example of the core."""

from pathlib import Path

from pyengine.games.first_landing.rules import FirstLanding
from pyengine.i18n import register_locale

register_locale(Path(__file__).with_name("locale"))
GAME = FirstLanding()
