"""Which games' rules a command or a screen needs, and installing a game's downloaded zip (pure).

The site ships each game's rules as its own zip (tools/build.py); the page imports a game only
when it is opened. Before running a command the browser layer asks `games_for_command` which
games it will play, fetches the zips of those not yet loaded and installs them with
`install_zip`; the controller itself stays synchronous. Under CPython every game is importable,
so nothing is ever missing.
"""

from __future__ import annotations

import importlib
import io
import json
import zipfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from pyengine.core.errors import SaveError
from pyengine.core.registry import get_game, get_meta, is_loaded

# Where PyScript unpacked our packages: the folder holding `pyengine` and `spacetable_web`.
SITE = Path(__file__).resolve().parent.parent
SAVE_ROUTES = ("#play/", "#replay/")


def known(game_id: object) -> bool:
    """True if the id names a declared game."""
    try:
        get_meta(game_id)
    except SaveError:
        return False
    return True


def missing(game_ids: Iterable[str]) -> list[str]:
    """The known games among these whose rules are not imported yet, once each, in order."""
    return [g for g in dict.fromkeys(game_ids) if known(g) and not is_loaded(g)]


def game_of_save(store: Any, save_id: str) -> list[str]:
    """The game of a saved game (none if the save is unknown)."""
    return [info.game for info in store.saves() if info.id == save_id]


def games_for_stats(store: Any) -> list[str]:
    """Games of saves without an index summary: the statistics replay those once."""
    return [info.game for info in store.saves() if info.summary is None]


def games_for_route(controller: Any, route: str) -> list[str]:
    """The games the screen a URL hash names will play (Controller.start)."""
    for prefix in SAVE_ROUTES:
        if route.startswith(prefix):
            return game_of_save(controller.store, route.removeprefix(prefix))
    if route.startswith("#new/"):
        return [route.removeprefix("#new/")]
    if route.startswith("#bench"):
        return [route.removeprefix("#bench").removeprefix("/") or "first_landing"]
    if route == "#stats":
        return games_for_stats(controller.store)
    return []


def games_for_command(controller: Any, name: str, arg: str) -> list[str]:
    """The games a command will play (Controller.command); opening a game's setup loads it too."""
    store = controller.store
    if name == "new":
        return [arg]
    if name == "start" and controller.ui.setup is not None:
        return [controller.ui.setup.game]
    if name == "continue":
        latest = store.most_recent()
        return [latest.game] if latest is not None else []
    if name in ("resume", "replay") and arg:
        return game_of_save(store, arg)
    if name in ("stats", "stats-export"):
        return games_for_stats(store)
    return []


def game_of_text(content: str) -> list[str]:
    """The game a save or scenario text names ("game"), if it is readable JSON."""
    try:
        data = json.loads(content)
    except (ValueError, RecursionError):
        return []
    game = data.get("game") if isinstance(data, dict) else None
    return [game] if isinstance(game, str) else []


def install_zip(data: bytes, site: Path = SITE) -> None:
    """Unpack a game's zip beside our packages so its modules import."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for name in archive.namelist():
            if name.startswith("/") or ".." in Path(name).parts:
                raise ValueError(f"unsafe path in a game zip: {name}")
        archive.extractall(site)
    importlib.invalidate_caches()


def import_games(game_ids: Iterable[str]) -> None:
    """Import the rules of games whose zips are installed (so the first tap pays nothing)."""
    for game_id in game_ids:
        get_game(game_id)
