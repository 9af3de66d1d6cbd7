"""A game's `meta.py` in one call: the game's catalogs registered and its `GameMeta` named.

Every game's metadata module does the same two things: it registers the catalogs in the `locale/`
folder beside it (the home page shows the game's name before its rules are imported), and it names
the game by its catalog prefix (`<prefix>.name`, `<prefix>.summary`). Not imported by
`pyengine.core` itself: `pyengine.i18n` imports the core, so the core's package cannot import it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pyengine.core.game import GameMeta
from pyengine.core.messages import msg
from pyengine.i18n import register_locale


def game_meta(meta_file: str, prefix: str, **facts: Any) -> GameMeta:
    """Register the catalogs beside `meta_file` and return the game's metadata, named by `prefix`."""
    register_locale(Path(meta_file).with_name("locale"))
    return GameMeta(name=msg(f"{prefix}.name"), summary=msg(f"{prefix}.summary"), **facts)
