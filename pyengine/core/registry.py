"""The registry of games: every game known by its metadata, its rules imported when first asked.

The home page, the setup screen and the statistics read only metadata (`get_meta`, `all_metas`);
`get_game` imports a game's rules module the first time, so a page loads only the games played.
A game is declared once, in its package's `__init__.py` (`core/declaration.py`, `declare_game`);
the built-in games are the packages under `pyengine/games/`, found by scanning that folder (each
imported for its declaration alone, never its rules): adding one edits no list. A game package
elsewhere is known once imported. The core imports no game until asked.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING

from pyengine.core.errors import SaveError
from pyengine.core.game import Game, GameMeta
from pyengine.core.messages import msg

if TYPE_CHECKING:
    from pyengine.core.declaration import GameDeclaration

BUILTIN_PACKAGE = "pyengine.games"
_METAS: dict[str, GameMeta] = {}
_DECLARED: dict[str, GameDeclaration] = {}
_GAMES: dict[str, Game] = {}
_BUILTIN: list[str] = []  # the built-in games' ids, in the order scanned (filled once)


def declare(declaration: GameDeclaration, meta: GameMeta) -> None:
    """Know a game by its declaration (`declare_game` calls this); its rules load when first asked for."""
    if not declaration.package.startswith(f"{BUILTIN_PACKAGE}."):
        _load_builtin_games()  # the built-in games come first (and keep their ids)
    known = _DECLARED.get(meta.id)
    if (known is not None and known.package != declaration.package) or (known is None and meta.id in _GAMES):
        raise ValueError(f"duplicate game id {meta.id}")
    _METAS[meta.id] = meta
    _DECLARED[meta.id] = declaration


def register(game: Game) -> Game:
    """Add a game object under its meta id (idempotent for the same object); tests' small games."""
    existing = _GAMES.get(game.meta.id)
    if existing is not None and existing is not game:
        raise ValueError(f"duplicate game id {game.meta.id}")
    _METAS[game.meta.id] = game.meta
    _GAMES[game.meta.id] = game
    return game


def forget(game_id: str) -> None:
    """Know a game no more (a test's own game, once the test is done); built-in games stay known."""
    if game_id in _BUILTIN:
        raise ValueError(f"{game_id} is a built-in game")
    for known in (_METAS, _DECLARED, _GAMES):
        known.pop(game_id, None)


def get_meta(game_id: object) -> GameMeta:
    """The metadata of the game with this id (its rules stay unloaded); SaveError if unknown."""
    _load_builtin_games()
    if not isinstance(game_id, str) or game_id not in _METAS:
        raise SaveError(msg("core.error.unknown_game", game=str(game_id)[:40]))
    return _METAS[game_id]


def all_metas() -> list[GameMeta]:
    """Every known game's metadata: the built-in games in their folders' order, then the others in
    the order they were declared."""
    _load_builtin_games()
    return list(_METAS.values())


def declaration_of(game_id: str) -> GameDeclaration | None:
    """A known game's declaration (bench, screenshots, golden runs, picture); None for an unknown
    game or one registered as an object."""
    _load_builtin_games()
    return _DECLARED.get(game_id)


def declarations() -> list[GameDeclaration]:
    """Every declared game's declaration, in `all_metas` order."""
    return [d for meta in all_metas() if (d := _DECLARED.get(meta.id)) is not None]


def is_loaded(game_id: str) -> bool:
    """True once the game's rules are imported (get_game then imports nothing)."""
    return game_id in _GAMES


def rules_module(game_id: str) -> str | None:
    """The module holding a declared game's rules, or None for a game registered as an object."""
    declared = declaration_of(game_id)
    return declared.module(declared.rules)[0] if declared is not None else None


def get_game(game_id: object) -> Game:
    """The game with this id, its rules imported on first use; SaveError if unknown."""
    meta = get_meta(game_id)
    game = _GAMES.get(meta.id)
    if game is None:
        from pyengine.core.loading import load_game  # shipped with the games' rules (the kit zip)

        game = _GAMES[meta.id] = load_game(_DECLARED[meta.id], meta)
    return game


def all_games() -> list[Game]:
    """Every known game with its rules (this imports them all), in `all_metas` order."""
    return [get_game(meta.id) for meta in all_metas()]


def builtin_packages() -> list[str]:
    """The packages under pyengine/games/ (each a game), in their folders' alphabetical order."""
    games = importlib.import_module(BUILTIN_PACKAGE)
    names = sorted(m.name for m in pkgutil.iter_modules(games.__path__) if m.ispkg)
    return [f"{BUILTIN_PACKAGE}.{name}" for name in names]


def _load_builtin_games() -> None:
    """Import every built-in game's package once (its declaration, never its rules); they come
    first, in their folders' order, whichever was imported first."""
    if _BUILTIN:
        return
    for package in builtin_packages():
        importlib.import_module(package)
        _BUILTIN.extend(game_id for game_id, d in _DECLARED.items() if d.package == package)
    for game_id in _BUILTIN:
        _METAS[game_id] = _METAS.pop(game_id)
