"""How long a bot's move waits: the table's pace on its own turn, none for an out-of-turn answer."""

import random

from spacetable_web import bots
from spacetable_web.bots import BotTable

from pyengine.core import Match
from pyengine.games.walking_moon.moves import decision

BOTS = BotTable(controls=("heuristic:easy", "heuristic:easy", "heuristic:easy"), pace="normal")


def until_an_action_card_is_asked(match: Match) -> Match:
    """Play on (seeded random choices) until a player is asked about an action card."""
    choose = random.Random(1)
    for _ in range(300):
        if decision(match.state) == "ask":
            return match
        match = match.apply(choose.choice(match.legal_actions()))
    raise AssertionError("no action card was asked about")


def test_a_bot_asked_about_an_action_card_outside_its_turn_answers_at_once() -> None:
    match = until_an_action_card_is_asked(Match.new("walking_moon", 3, {"advanced": True}, seed=1))
    mover = match.state["astros"][match.state["order"][match.state["turn"]]]["owner"]
    assert match.to_move != mover  # the question goes to a player whose turn it is not
    for pace in bots.PACES:
        assert bots.pace_of(BotTable(controls=BOTS.controls, pace=pace), match) == 0.0


def test_a_bot_playing_its_own_turn_keeps_the_tables_pace() -> None:
    for game, options in (("walking_moon", {"advanced": True}), ("first_landing", {})):
        match = Match.new(game, 3, options, seed=1)
        assert bots.pace_of(BOTS, match) == bots.PACES["normal"] == 1.2
        assert bots.pace_of(BotTable(controls=BOTS.controls, pace="slow"), match) == 2.5
