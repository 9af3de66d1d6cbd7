"""Migration: Mars's metadata for the home page, setup and statistics; the rules (game.py) load on
first use (pyengine/core/registry.py) and ship in their own zip."""

from __future__ import annotations

from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.core.metadata import game_meta
from pyengine.games.migration_mars import data

META = game_meta(
    __file__,
    "mm",
    id="migration_mars",
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
