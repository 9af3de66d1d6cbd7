"""TINYforming Mars's metadata: names, player counts and options, for the home page, setup and statistics.

Importing it registers the game's messages but not its rules (game.py), which the registry imports
when the game is first asked for (pyengine/core/registry.py); the site ships them as their own zip.
"""

from __future__ import annotations

from pathlib import Path

from pyengine.core.game import GameMeta, Option
from pyengine.core.messages import msg
from pyengine.games.tinyforming_mars import data
from pyengine.i18n import register_locale

register_locale(Path(__file__).with_name("locale"))

META = GameMeta(
    id="tinyforming_mars",
    name=msg("tm.name"),
    summary=msg("tm.summary"),
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
