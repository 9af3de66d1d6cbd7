"""The Artemis Project: dice placement on Europa for 2-5 players, in six rounds.

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played. The printed half of the Spanish rulebook is implemented as
printed; the rest is designed for this edition (docs/rules/artemis-project.md).
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg

declare_game(
    GameDeclaration(
        __name__,
        "ar",
        rules="rules:Artemis",
        table="table:ArtemisTable",
        min_players=2,
        max_players=5,
        minutes=(60, 120),
        weight="medium",
        hidden_information=True,
        # only the bag's and the decks' order are hidden, from everybody: no hand-over between players
        secrets_between_players=False,
        options=(Option("hard", msg("ar.option.hard"), False),),
        bench=Bench(players=3, random_actions=60),  # round 3 of 6: a die placed at an expedition
        # mid: round 5's last die placed; the hand-over after it opens round 5's resolution (the
        # Gantry's buyer housing colonists), so `make screenshots` shows a resolution step too
        # (e2e/test_artemis_phone.py measures that step; 62 until the rulebook audit's bag of 84).
        screenshots=Screenshots(players=3, mid_game=131),
        golden=(Golden(2, games=1), Golden(4, games=1)),
    )
)
