"""Fetching code in the browser when it is first needed: each game is its own zip, downloaded when
first opened, and the table's own modules (tableviews, patch, bots...) with the first game opened.

The page lists the zips as JSON: <script id="game-zips"> ({game id: URL}) and <script
id="table-zips"> ([URL, ...]), written by tools/build.py; a game missing from the first, or a page
without the second, ships that code with the page's own zips.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable
from typing import Any

from pyscript import document, window
from pyscript.ffi import is_none

from spacetable_web.gameload import import_games, install_zip, missing

_LOADING: dict[str, asyncio.Future[None]] = {}  # downloads by URL, so a double tap fetches once


def page_json(element_id: str) -> Any:
    """The JSON in the page's <script id=element_id>, or None if the page has none."""
    element = document.getElementById(element_id)
    return None if is_none(element) else json.loads(str(element.textContent))


def game_zips() -> dict[str, str]:
    """The page's game zips by game id."""
    found = page_json("game-zips")
    return found if isinstance(found, dict) else {}


def table_zips() -> list[str]:
    """The zips holding the table's modules, fetched before the first game opens."""
    found = page_json("table-zips")
    return [str(url) for url in found] if isinstance(found, list) else []


async def _install(url: str) -> None:
    response = await window.fetch(url)
    if not response.ok:
        raise OSError(f"{url}: HTTP {response.status}")
    install_zip((await response.arrayBuffer()).to_bytes())


async def fetch_once(url: str) -> None:
    """Download and unpack a zip unless that is done already (or under way)."""
    if url not in _LOADING:
        _LOADING[url] = asyncio.ensure_future(_install(url))
    try:
        await _LOADING[url]
    except Exception:
        del _LOADING[url]  # a later tap tries again (e.g. back online)
        raise


async def load_games(game_ids: Iterable[str]) -> None:
    """Download, install and import the rules of these games unless already loaded, and the table's
    modules with them (every screen that plays a game draws a table or its setup)."""
    asked = list(game_ids)
    for url in table_zips() if asked else []:
        await fetch_once(url)
    wanted = missing(asked)
    zips = game_zips()
    for game_id in wanted:
        game_url = zips.get(game_id)
        if game_url is not None:
            await fetch_once(game_url)
    import_games(wanted)
