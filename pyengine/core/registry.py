"""The registry of games: every game known by its metadata, its rules imported when first asked.

The home page, the setup screen and the statistics read only metadata (`get_meta`, `all_metas`);
`get_game` imports a game's rules module the first time, so a page loads only the games played.
The core imports no game: the built-in ones are listed by `pyengine.games` (metadata only).
"""

from __future__ import annotations

import importlib
from pathlib import Path

from pyengine.core.errors import SaveError
from pyengine.core.game import Game, GameMeta
from pyengine.core.messages import msg

_METAS: dict[str, GameMeta] = {}
_RULES: dict[str, str] = {}  # game id -> the module whose GAME is the game
_GAMES: dict[str, Game] = {}


def declare(meta: GameMeta, rules_module: str) -> None:
    """Know a game by its metadata; `rules_module` (its `GAME`) is imported when first asked for."""
    known = _RULES.get(meta.id)
    if (known is not None and known != rules_module) or (known is None and meta.id in _GAMES):
        raise ValueError(f"duplicate game id {meta.id}")
    _METAS[meta.id] = meta
    _RULES[meta.id] = rules_module


def register(game: Game) -> Game:
    """Add a game object under its meta id (idempotent for the same object)."""
    existing = _GAMES.get(game.meta.id)
    if existing is not None and existing is not game:
        raise ValueError(f"duplicate game id {game.meta.id}")
    _METAS[game.meta.id] = game.meta
    _GAMES[game.meta.id] = game
    return game


def get_meta(game_id: object) -> GameMeta:
    """The metadata of the game with this id (its rules stay unloaded); SaveError if unknown."""
    _load_builtin_games()
    if not isinstance(game_id, str) or game_id not in _METAS:
        raise SaveError(msg("core.error.unknown_game", game=str(game_id)[:40]))
    return _METAS[game_id]


def all_metas() -> list[GameMeta]:
    """Every known game's metadata, in the order the games were declared."""
    _load_builtin_games()
    return list(_METAS.values())


def is_loaded(game_id: str) -> bool:
    """True once the game's rules are imported (get_game then imports nothing)."""
    return game_id in _GAMES


def rules_module(game_id: str) -> str | None:
    """The module holding a declared game's rules, or None for a game registered as an object."""
    _load_builtin_games()
    return _RULES.get(game_id)


def get_game(game_id: object) -> Game:
    """The game with this id, its rules imported on first use; SaveError if unknown."""
    meta = get_meta(game_id)
    game = _GAMES.get(meta.id)
    if game is None:
        module = importlib.import_module(_RULES[meta.id])
        game = module.GAME
        if not isinstance(game, Game) or game.meta != meta:
            raise TypeError(f"{_RULES[meta.id]}.GAME is not the game {meta.id}")
        _register_rule_strings(module.__file__)
        _GAMES[meta.id] = game
    return game


def _register_rule_strings(rules_file: str | None) -> None:
    """Add the catalogs in locale/rules/ beside a game's rules module, if any: the built site ships
    a game's rule strings there, in the game's own zip (tools/build.py), not with its metadata."""
    folder = Path(rules_file or "").parent / "locale" / "rules"
    if rules_file and folder.is_dir():
        from pyengine.i18n import register_locale  # not at the top: pyengine.i18n imports the core

        register_locale(folder)


def all_games() -> list[Game]:
    """Every known game with its rules (this imports them all), in declaration order."""
    return [get_game(meta.id) for meta in all_metas()]


def _load_builtin_games() -> None:
    # Imported lazily: the built-in games' list imports their metadata, never this module.
    from pyengine.games import BUILTIN

    for meta, module in BUILTIN:
        if meta.id not in _RULES:
            declare(meta, module)
