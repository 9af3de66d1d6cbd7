"""First Landing's metadata for the home page, setup and statistics; the rules (game.py) load on
first use (pyengine/core/registry.py) and ship in their own zip."""

from __future__ import annotations

from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.core.metadata import game_meta

META = game_meta(
    __file__,
    "fl",
    id="first_landing",
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
