"""Walking on the Moon's metadata: names, player counts and options, for the home page, setup and statistics.

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
    id="walking_moon",
    name=msg("wm.name"),
    summary=msg("wm.summary"),
    min_players=2,
    max_players=5,
    minutes=(20, 40),  # a race of five cards; not printed in the rulebook, judged from play with bots
    weight="light",
    hidden_information=True,  # with the advanced rules, each player's action card
    options=(
        Option("hard_cards", msg("wm.option.hard_cards"), 5, choices=(5, 2, 1, 0)),
        Option("advanced", msg("wm.option.advanced"), False),
        Option("first", msg("wm.option.first"), "seat", choices=("seat", "draw")),
    ),
)
