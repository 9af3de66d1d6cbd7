"""Walking on the Moon's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.games.walking_moon.rules import WalkingMoon

GAME = WalkingMoon()
