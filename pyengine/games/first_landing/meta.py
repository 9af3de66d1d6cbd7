"""First Landing's metadata: names, player counts and options, for the home page, setup and statistics.

Importing it registers the game's messages but not its rules (game.py), which the registry imports
when the game is first asked for (pyengine/core/registry.py); the site ships them as their own zip.
"""

from __future__ import annotations

from pathlib import Path

from pyengine.core.game import GameMeta, Option
from pyengine.core.messages import msg
from pyengine.i18n import register_locale

register_locale(Path(__file__).with_name("locale"))

META = GameMeta(
    id="first_landing",
    name=msg("fl.name"),
    summary=msg("fl.summary"),
    min_players=2,
    max_players=4,
    minutes=(15, 25),
    weight="light",
    hidden_information=True,
    options=(
        Option("rounds", msg("fl.option.rounds"), 6, low=3, high=12),
        Option("missions", msg("fl.option.missions"), True),
    ),
)
