"""Migration: Mars: race to found the first healthy colony on Mars (2-4 players)."""

from pyengine.games.migration_mars.messages import MESSAGES
from pyengine.games.migration_mars.rules import MigrationMars
from pyengine.i18n import register_messages

register_messages(MESSAGES)
GAME = MigrationMars()
