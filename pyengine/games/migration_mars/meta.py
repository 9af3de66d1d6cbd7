"""Migration: Mars's metadata: names, player counts and options, for the home page, setup and statistics.

Importing it registers the game's messages but not its rules (game.py), which the registry imports
when the game is first asked for (pyengine/core/registry.py); the site ships them as their own zip.
"""

from __future__ import annotations

from pathlib import Path

from pyengine.core.game import GameMeta, Option
from pyengine.core.messages import msg
from pyengine.games.migration_mars import data
from pyengine.i18n import register_locale

register_locale(Path(__file__).with_name("locale"))

META = GameMeta(
    id="migration_mars",
    name=msg("mm.name"),
    summary=msg("mm.summary"),
    min_players=2,
    max_players=4,
    minutes=(60, 120),
    weight="heavy",
    hidden_information=True,
    options=(
        Option("max_rounds", msg("mm.option.max_rounds"), data.DEFAULT_MAX_ROUNDS, low=10, high=200),
        Option("fuel_cells", msg("mm.option.fuel_cells"), "before", choices=("before", "after")),
    ),
    seat_options=(Option("faction", msg("mm.option.faction"), "blue", choices=data.FACTIONS),),
    ruleset=2,  # 2: fuel cells before the roll (option fuel_cells) and a faction per seat
)
