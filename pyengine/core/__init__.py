"""Game-agnostic core: the game protocol, matches, saves, chance, geometry and SVG helpers."""

from pyengine.core.errors import IllegalAction, SaveError, SpacetableError
from pyengine.core.game import CHANCE, TERMINAL, Game, GameMeta, Option
from pyengine.core.match import Match
from pyengine.core.messages import Msg

__all__ = [
    "CHANCE",
    "TERMINAL",
    "Game",
    "GameMeta",
    "IllegalAction",
    "Match",
    "Msg",
    "Option",
    "SaveError",
    "SpacetableError",
]
