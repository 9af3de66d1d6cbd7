"""The registry of games: list them, get one by id."""

from __future__ import annotations

from pyengine.core.errors import SaveError
from pyengine.core.game import Game
from pyengine.core.messages import msg

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    """Add a game under its meta id (idempotent for the same object)."""
    existing = _GAMES.get(game.meta.id)
    if existing is not None and existing is not game:
        raise ValueError(f"duplicate game id {game.meta.id}")
    _GAMES[game.meta.id] = game
    return game


def get_game(game_id: object) -> Game:
    """The game with this id; SaveError if unknown."""
    _load_builtin_games()
    if not isinstance(game_id, str) or game_id not in _GAMES:
        raise SaveError(msg("core.error.unknown_game", game=str(game_id)[:40]))
    return _GAMES[game_id]


def all_games() -> list[Game]:
    """Every registered game, in registration order."""
    _load_builtin_games()
    return list(_GAMES.values())


def _load_builtin_games() -> None:
    # Imported lazily so that the core never depends on any particular game.
    import pyengine.games  # noqa: F401
