"""A game declared in one place: `declare_game(GameDeclaration(...))` in its package's `__init__.py`.

The declaration holds everything the rest of the project reads about a game: the facts the home
page and the setup form show (its `GameMeta`, named by its catalog prefix), where its rules and its
web table are (as "module:Name" strings, imported only when the game is first played), its home-page
picture, the bench's position, the screenshots' positions and the golden playthroughs' settings.
Declaring it registers the catalogs in the `locale/` folder beside the package and tells the
registry (core/registry.py), which finds the built-in games by scanning `pyengine/games/*/`: adding
a game edits no file outside its own package (docs/engine.md, "Writing a game").

Not imported by `pyengine.core` itself: `pyengine.i18n` imports the core, so the core's package
cannot import this module.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pyengine.core import registry
from pyengine.core.game import Action, GameMeta, Option
from pyengine.core.messages import msg
from pyengine.i18n import register_locale


# The fixed position a bench route (`#bench/<id>`) opens: a board where one tap acts and Undo
# takes it back. Seats P1, P2... in red, blue, green, yellow, purple; `moves` are played first,
# then (unless `random_actions` is None) at least that many seeded random actions and on to a
# position with a one-tap, undoable board target (spacetable_web/controller.py, `mid_game`).
@dataclass(frozen=True)
class Bench:
    players: int = 2
    moves: tuple[Action, ...] = ()
    random_actions: int | None = None
    seed: int = 1


# What `make screenshots` (tools/screenshots.py) plays: `players` seats, and the mid-game position
# `mid_game` seeded random decisions in (setup, hand-off and end come with it).
@dataclass(frozen=True)
class Screenshots:
    players: int = 2
    mid_game: int = 12


# One golden playthrough file (tools/make_golden.py, tests/golden/<id>-<n>p<suffix>.jsonl):
# `games` seeded games of `players` seats with these options, chosen by the seeded chooser, or by
# a bot kind (pyengine/bots/kinds.py, level easy) when `bot` is set.
@dataclass(frozen=True)
class Golden:
    players: int
    games: int = 3
    options: dict[str, Any] = field(default_factory=dict)
    bot: str = ""
    suffix: str = ""


# Everything about a game that is not its rules; `package` is the game package's `__name__`.
@dataclass(frozen=True)
class GameDeclaration:
    package: str
    prefix: str  # the catalogs' prefix: the game is named `<prefix>.name`, summed up by `<prefix>.summary`
    rules: str  # "module:Name" in the package: a `Game` subclass (made with no arguments) or a `Game`
    min_players: int
    max_players: int
    table: str = ""  # "module:Name" in the package: a `core.table.Table` subclass, made with the game
    id: str = ""  # the game's id in saves and URLs; "": the package's own name
    minutes: tuple[int, int] = (0, 0)
    weight: str = ""  # "light", "medium" or "heavy"
    hidden_information: bool = False
    secrets_between_players: bool = True  # False: hidden from every player alike (GameMeta)
    cooperative: bool = False
    options: tuple[Option, ...] = ()
    seat_options: tuple[Option, ...] = ()
    ruleset: int = 1
    picture: str = "picture.svg"  # the home page's picture, beside __init__.py (the build ships it)
    bench: Bench | None = None
    screenshots: Screenshots | None = None
    golden: tuple[Golden, ...] = ()
    # kind -> level -> bot settings this game's bots use at that level over the shared table's
    # (pyengine/bots/kinds.py LEVEL_SETTINGS): a tuning measured for this game (docs/bots.md).
    bot_levels: dict[str, dict[str, dict[str, int | float | None]]] = field(default_factory=dict)

    @property
    def game_id(self) -> str:
        """The declared id, or the package's own name."""
        return self.id or self.package.rpartition(".")[2]

    @property
    def folder(self) -> Path:
        """The package's folder (its locale/ and picture are there)."""
        return Path(str(sys.modules[self.package].__file__)).parent

    def module(self, spec: str) -> tuple[str, str]:
        """A "module:Name" spec as (the module's full name, the name in it)."""
        module, _, name = spec.partition(":")
        return f"{self.package}.{module}", name

    def meta(self) -> GameMeta:
        """The game's metadata, named by its prefix."""
        return GameMeta(
            id=self.game_id,
            name=msg(f"{self.prefix}.name"),
            summary=msg(f"{self.prefix}.summary"),
            min_players=self.min_players,
            max_players=self.max_players,
            hidden_information=self.hidden_information,
            secrets_between_players=self.secrets_between_players,
            cooperative=self.cooperative,
            options=self.options,
            seat_options=self.seat_options,
            ruleset=self.ruleset,
            minutes=self.minutes,
            weight=self.weight,
        )


def declare_game(declaration: GameDeclaration) -> GameMeta:
    """Declare a game from its package's `__init__.py`: register the catalogs in locale/ beside it,
    tell the registry (its rules stay unimported) and offer the package's `GAME` lazily (reading
    `<package>.GAME` imports the rules) and its `META`. Returns the game's metadata."""
    register_locale(declaration.folder / "locale")
    meta = declaration.meta()
    registry.declare(declaration, meta)
    package = sys.modules[declaration.package]
    if "__getattr__" not in vars(package):
        package.__getattr__ = _lazy_game(declaration.game_id)  # type: ignore[method-assign]
    return meta


def _lazy_game(game_id: str) -> Any:
    def lazy(name: str) -> Any:
        """`GAME` imports the game's rules when first read (PEP 562); `META` is its metadata."""
        if name == "GAME":
            return registry.get_game(game_id)
        if name == "META":
            return registry.get_meta(game_id)
        raise AttributeError(name)

    return lazy
