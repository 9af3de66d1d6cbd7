"""Migration: Mars's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.games.migration_mars.rules import MigrationMars

GAME = MigrationMars()
