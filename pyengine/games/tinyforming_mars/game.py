"""TINYforming Mars's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.games.tinyforming_mars.rules import TinyformingMars

GAME = TinyformingMars()
