"""Migration: Mars: race to found the first healthy colony on Mars (2-4 players).

Declared here in one call (core/declaration.py); its rules (rules.py) and table (table.py) are
imported when the game is first played, and `GAME` read from this package imports them.
"""

from pyengine.core.declaration import Bench, GameDeclaration, Golden, Screenshots, declare_game
from pyengine.core.game import Option
from pyengine.core.messages import msg
from pyengine.games.migration_mars import options

declare_game(
    GameDeclaration(
        __name__,
        "mm",
        rules="rules:MigrationMars",
        table="table:MigrationMarsTable",
        min_players=2,
        max_players=4,
        minutes=(60, 120),
        weight="heavy",
        hidden_information=True,
        options=(
            Option("max_rounds", msg("mm.option.max_rounds"), options.DEFAULT_MAX_ROUNDS, low=10, high=200),
            Option("fuel_cells", msg("mm.option.fuel_cells"), "before", choices=("before", "after")),
        ),
        seat_options=(Option("faction", msg("mm.option.faction"), "blue", choices=options.FACTIONS),),
        ruleset=2,  # 2: fuel cells before the roll (option fuel_cells) and a faction per seat
        bench=Bench(players=4, random_actions=300),  # colonies have grown
        screenshots=Screenshots(players=3, mid_game=120),
        # The bot's games reach the recall, which only a player working towards victory ever takes
        # (since the evaluation of 2026-11-28 counts a card once, the fourth game: docs/bots.md).
        golden=(Golden(2), Golden(3), Golden(4), Golden(2, games=4, bot="heuristic", suffix="-heuristic")),
        # MCTS leans three times harder on its one-move evaluation among near ties: against the
        # heuristic bot 0.55 -> 0.70 [0.61, 0.78] over 108 games (docs/bots.md, "Search probes").
        bot_levels={"mcts": {"normal": {"prior_weight": 3.0}, "hard": {"prior_weight": 3.0}}},
    )
)
