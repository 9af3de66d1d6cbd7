"""Fetching games' rules in the browser: each game is its own zip, downloaded when first opened.

The page lists the zips as JSON in <script id="game-zips"> ({game id: URL}, written by
tools/build.py); a game missing from it ships with the page's own zips.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable

from pyscript import document, window
from pyscript.ffi import is_none

from spacetable_web.gameload import import_games, install_zip, missing

_LOADING: dict[str, asyncio.Future[None]] = {}  # downloads under way, so a double tap fetches once


def game_zips() -> dict[str, str]:
    """The page's game zips by game id."""
    element = document.getElementById("game-zips")
    if is_none(element):
        return {}
    found = json.loads(str(element.textContent))
    return found if isinstance(found, dict) else {}


async def _install(url: str) -> None:
    response = await window.fetch(url)
    if not response.ok:
        raise OSError(f"{url}: HTTP {response.status}")
    install_zip((await response.arrayBuffer()).to_bytes())


async def load_games(game_ids: Iterable[str]) -> None:
    """Download, install and import the rules of these games unless already loaded."""
    wanted = missing(game_ids)
    zips = game_zips()
    for game_id in wanted:
        url = zips.get(game_id)
        if url is None:
            continue
        if game_id not in _LOADING:
            _LOADING[game_id] = asyncio.ensure_future(_install(url))
        try:
            await _LOADING[game_id]
        except Exception:
            del _LOADING[game_id]  # a later tap tries again (e.g. back online)
            raise
    import_games(wanted)
