"""Decisions declared once (core/decisions.py): the rules' prompt and the Table's hint, tools, tool
lines and out-of-turn flag all come from the one declaration of the decision pending now."""

from __future__ import annotations

import random

import pytest

from pyengine.core import Match
from pyengine.core.decisions import Decision, Decisions, DeclaredTable, fixed, tool_lines
from pyengine.core.game import TERMINAL
from pyengine.core.kit import KitGame
from pyengine.core.messages import msg
from pyengine.core.table import table_of
from pyengine.core.turns import always
from pyengine.games.artemis import GAME as AR
from pyengine.games.escape_pods import GAME as EP
from pyengine.games.first_landing import GAME as FL
from pyengine.games.march_mars import GAME as MOM
from pyengine.games.migration_mars import GAME as MM
from pyengine.games.tinyforming_mars import GAME as TM
from pyengine.games.walking_moon import GAME as WM
from pyengine.games.walking_moon import turn
from pyengine.games.walking_moon.decisions import ASK, CHOOSE, PROGRAM, ROB

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "yellow"}]
DECLARED = ("tools", "decision_note", "out_of_turn", "tool_hints")


def test_a_decision_leaves_out_what_the_default_says_and_over_wins_once_the_game_ended() -> None:
    decisions = Decisions(
        [Decision("bid", fixed("x.prompt.bid"), who=always(0), out_of_turn=True)],
        default=Decision("", fixed("x.prompt.any"), hint=fixed("x.hint"), tool_hints=tool_lines("x.tools")),
        over=Decision("over", fixed("x.prompt.over")),
    )
    bid, other = decisions.now("bid"), decisions.now("build")
    assert decisions.prompt(bid, {}) == msg("x.prompt.bid") and decisions.prompt(other, {}) == msg("x.prompt.any")
    assert decisions.hint(bid, {}) == msg("x.hint") and decisions.out_of_turn(bid) and not decisions.out_of_turn(other)
    assert decisions.tool_hints(bid) == tool_lines("x.tools") and decisions.tools(bid, {}, []) == []
    assert decisions.now("bid", finished=True).name == "over"
    assert list(decisions.phases()) == ["bid"]
    with pytest.raises(ValueError):
        Decisions([Decision("bid"), Decision("bid")], default=Decision(""))


GAMES = [WM, MM, AR, EP, MOM, FL, TM]
IDS = ["walking_moon", "migration_mars", "artemis", "escape_pods", "march_mars", "first_landing", "tinyforming_mars"]


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_the_rules_and_the_table_read_the_declaration_instead_of_deriving_it(game: KitGame) -> None:
    table = table_of(game)
    assert game.decisions is not None and type(game).prompt is KitGame.prompt
    assert all(getattr(type(table), name) is getattr(DeclaredTable, name) for name in DECLARED)


@pytest.mark.parametrize("game", GAMES, ids=IDS)
def test_who_decides_in_each_phase_is_the_declared_decider(game: KitGame) -> None:
    """The turn machinery's phases are the declaration's: no phase decided elsewhere."""
    assert game.decisions is not None and (game.turns.phases or {}) == game.decisions.phases()


def test_walking_on_the_moons_phases_are_its_declared_deciders() -> None:
    assert WM.decisions is not None and WM.decisions.phases() == turn.PHASES
    assert set(turn.PHASES) == {PROGRAM, "rolling", CHOOSE, "continue", "over"}


def test_walking_on_the_moon_asks_an_action_card_out_of_turn_and_gives_each_decision_its_words() -> None:
    """A random advanced game: the table's words at each decision are its declaration's."""
    match = Match.new("walking_moon", SEATS, {"advanced": True}, seed=11)
    table, rng, seen = table_of(WM), random.Random(3), set()
    assert WM.decisions is not None
    while not match.is_over and len(seen) < 5:
        name = WM.turns.decision(match.state)
        declared = WM.decisions.now(name)
        assert table.out_of_turn(match.state) == (name == ASK)
        assert table.tool_hints(match.state) == (declared.tool_hints or WM.decisions.default.tool_hints)
        if name in (ASK, ROB, PROGRAM, CHOOSE):
            seen.add(name)
        match = match.apply(rng.choice(match.legal_actions()))
    assert {PROGRAM, CHOOSE} <= seen


def test_migration_mars_shows_its_over_line_and_no_tools_once_the_game_ended() -> None:
    match = Match.new("migration_mars", SEATS[:2], seed=5)
    state = {**match.state, "over": True}
    assert MM.to_move(state) == TERMINAL
    assert MM.prompt(state) == msg("mm.prompt.over") and table_of(MM).tools(state, []) == []


@pytest.mark.parametrize(
    ("game_id", "players"),
    [("artemis", 3), ("escape_pods", 3), ("march_mars", 3), ("first_landing", 3), ("tinyforming_mars", 2)],
)
def test_the_declared_status_line_names_the_seat_that_decides(game_id: str, players: int) -> None:
    """Along a random game, each status line that names a player names the seat deciding now (a
    declaration reading the wrong task or marine would name someone else)."""
    match = Match.new(game_id, SEATS[:players], seed=7)
    rng, named = random.Random(7), 0
    for _ in range(250):
        if match.is_over:
            break
        player = match.prompt().params.get("player")
        if match.to_move >= 0 and player is not None:
            assert player.params["index"] == match.to_move, (match.prompt(), match.to_move)
            named += 1
        match = match.apply(rng.choice(match.legal_actions()))
    assert named >= 20
