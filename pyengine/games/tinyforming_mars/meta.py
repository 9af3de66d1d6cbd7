"""TINYforming Mars's metadata for the home page, setup and statistics; the rules (game.py) load on
first use (pyengine/core/registry.py) and ship in their own zip."""

from __future__ import annotations

from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.core.metadata import game_meta
from pyengine.games.tinyforming_mars import data

META = game_meta(
    __file__,
    "tm",
    id="tinyforming_mars",
    min_players=1,
    max_players=2,
    minutes=(20, 40),
    weight="medium",
    hidden_information=False,  # every card is face up; the face-down deck is drawn as chance
    options=(
        Option("map", msg("tm.option.map"), "tharsis", choices=tuple(data.MAPS)),
        Option("deck", msg("tm.option.deck"), 7, choices=tuple(data.DECKS)),
        Option("generation_limit", msg("tm.option.generation_limit"), data.DEFAULT_GENERATION_LIMIT, low=12, high=40),
    ),
)
