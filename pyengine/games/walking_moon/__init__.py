"""Walking on the Moon: a push-your-luck dice race around the Moon for 2-5 astronauts.

The package's own import is light: meta.py holds what the home page needs, game.py the rules.
`GAME` is still importable from here (it imports the rules on first use).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyengine.games.walking_moon.game import GAME as GAME


def __getattr__(name: str) -> Any:
    """`GAME` imports the rules when first read."""
    if name == "GAME":
        from pyengine.games.walking_moon.game import GAME

        return GAME
    raise AttributeError(name)
