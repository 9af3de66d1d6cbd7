"""Migration: Mars: race to found the first healthy colony on Mars (2-4 players)."""

from pathlib import Path

from pyengine.games.migration_mars.rules import MigrationMars
from pyengine.i18n import register_locale

register_locale(Path(__file__).with_name("locale"))
GAME = MigrationMars()
