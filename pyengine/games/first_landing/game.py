"""First Landing's rules as the registry loads them: the game object (its messages come with meta.py)."""

from pyengine.games.first_landing.rules import FirstLanding

GAME = FirstLanding()
