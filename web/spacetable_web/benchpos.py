"""The fixed positions the bench routes (#bench, #bench/<game>) open, and the one tap there that acts
(pure, no browser). A module of the table's zip: the controller imports it when a bench route
opens a table (docs/CONTRACTS.md); bench/run.py and the tests compute the same in CPython.
"""

from __future__ import annotations

import random

from pyengine.core import Match
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.registry import declaration_of
from spacetable_web import bots as table_bots
from spacetable_web.bots import undoable
from spacetable_web.tabletools import fits, tools_of

BENCH_COLORS = ("red", "blue", "green", "yellow", "purple")
BENCH_SEATS = [{"name": "P1", "color": "red"}, {"name": "P2", "color": "blue"}]


def bench_match(game_id: str) -> Match | None:
    """The fixed position a bench route opens, as the game declares it (`declaration.Bench`): a
    board where one tap acts and Undo takes it back; None for a game that declares none."""
    declared = declaration_of(game_id)
    bench = declared.bench if declared is not None else None
    if bench is None:
        return None
    seats = [{"name": f"P{i + 1}", "color": color} for i, color in enumerate(BENCH_COLORS[: bench.players])]
    match = Match.new(game_id, seats, seed=bench.seed)
    for action in bench.moves:
        match = match.apply(action)
    return match if bench.random_actions is None else mid_game(match, bench.random_actions)


def mid_game(match: Match, actions: int) -> Match:
    """Play seeded random actions, then on to a position with a single-action, undoable board tap."""
    chooser = random.Random(match.seed)  # private generator: the bench position never varies
    played = 0
    while not match.is_over:
        if match.to_move < 0:
            match = match.advance()
            continue
        if played >= actions and tap_target(match) is not None:
            return match
        match = match.apply(chooser.choice(match.legal_actions()))
        played += 1
    raise RuntimeError("the game ended before a bench position was found")


def bench_tool(match: Match) -> str:
    """The tool that arms the bench position's tap target ("" when none is needed)."""
    target = tap_target(match)
    action = next((a for a in match.legal_actions() if a.get("target") == target), None)
    for template, _, reason in tools_of(match):
        if action is not None and reason is None and fits(action, template):
            return canonical(template)
    return ""


def tap_target(match: Match) -> str | None:
    """A board target that means exactly one legal action, which the table's Undo can take back
    (so not one that passes the turn: Undo is offered for the deciding person's own step)."""
    by_target: dict[str, list[Action]] = {}
    for action in match.legal_actions():
        if isinstance(action.get("target"), str):
            by_target.setdefault(action["target"], []).append(action)
    for target, actions in sorted(by_target.items()):
        if len(actions) == 1 and undoable(match.apply(actions[0]), table_bots.BotTable()):
            return target
    return None
