"""Loading a declared game's rules, the first time the registry is asked for it (`get_game`).

Not imported by the registry until then: the site ships this module with the modules only games'
rules import (the "kit" zip, tools/build.py), fetched when a page first opens a game.
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from typing import TYPE_CHECKING

import pyengine.i18n
from pyengine.core.game import Game, GameMeta
from pyengine.core.table import Table, register_table
from pyengine.i18n import register_locale

if TYPE_CHECKING:
    from pyengine.core.declaration import GameDeclaration


def load_game(declared: GameDeclaration, meta: GameMeta) -> Game:
    """Import a declared game's rules (and say how to make its table, imported only when asked)."""
    module_name, name = declared.module(declared.rules)
    module = importlib.import_module(module_name)
    made = getattr(module, name)
    game = made() if isinstance(made, type) else made
    if not isinstance(game, Game):
        raise TypeError(f"{module_name}:{name} is not a game")
    if getattr(game, "meta", meta) != meta:
        raise TypeError(f"{module_name}:{name} is not the game {meta.id}")
    game.meta = meta
    _register_rule_strings(module.__file__)
    _register_table_strings()
    _register_table(declared, game)
    return game


def _register_table(declared: GameDeclaration, game: Game) -> None:
    """The game's web table: its declared `Table` subclass, imported only when the web layer asks."""

    def make() -> Table:
        if not declared.table:  # the plain table, reading a kit game's declared labels and groups
            return Table(game if hasattr(game, "action_group") else None)  # type: ignore[arg-type]
        module_name, name = declared.module(declared.table)
        made: type[Table] = getattr(importlib.import_module(module_name), name)
        return made(game)  # type: ignore[arg-type]

    register_table(game.meta.id, make)


def _register_rule_strings(rules_file: str | None) -> None:
    """Add the catalogs in locale/rules/ beside a game's rules module, if any: the built site ships
    a game's rule strings there, in the game's own zip (tools/build.py), not with its metadata."""
    folder = Path(rules_file or "").parent / "locale" / "rules"
    if rules_file and folder.is_dir():
        register_locale(folder)


@functools.cache
def _register_table_strings() -> None:
    """Add the engine's table strings (locale/table/ beside its catalogs) once: the built site ships
    them with this module (the kit zip, tools/build.py), not with the home page's catalog."""
    folder = Path(pyengine.i18n.__file__).parent / "locale" / "table"
    if folder.is_dir():
        register_locale(folder)
