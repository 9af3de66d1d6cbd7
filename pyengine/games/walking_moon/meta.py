"""Walking on the Moon's metadata for the home page, setup and statistics; the rules (game.py) load
on first use (pyengine/core/registry.py) and ship in their own zip."""

from __future__ import annotations

from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.core.metadata import game_meta

META = game_meta(
    __file__,
    "wm",
    id="walking_moon",
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
