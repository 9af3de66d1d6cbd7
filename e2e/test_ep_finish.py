"""Escape Pods at the web table, the end of a two-player game by clicks: from a stored save a few
moves before the end (the scenario script's plain policy played the rest in CPython), the last
crew land through the tools tray and the board, the refuges are scored with the owners' choices,
and the results show the engine's points and winner."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from harness import play, resume, stored_page
from playwright.sync_api import BrowserContext, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from tools.make_ep_scenarios import SEATS, greedy
from tools.screenshots import Position, stored

pytestmark = pytest.mark.e2e

GAME = "escape_pods"
SEED = 1
CLICKED = 14  # the last player moves, clicked on the page (assignments at the end included)


def game() -> tuple[Match, list[dict[str, Any]]]:
    """The plain policy's whole game from SEED: the position CLICKED moves before the end, and those moves."""
    chooser = random.Random(SEED)
    match = Match.new(GAME, SEATS, {}, SEED)
    history: list[Match] = []
    moves: list[dict[str, Any]] = []
    while not match.is_over:
        action = greedy(match, chooser)
        history.append(match)
        moves.append(action)
        match = match.apply(action)
    return history[-CLICKED], moves[-CLICKED:]


def test_the_last_moves_of_a_two_player_game_by_clicks_end_in_the_engines_results(
    new_context: Callable[..., BrowserContext],
) -> None:
    late, moves = game()
    items, ids = stored([Position(GAME, "late", late)])
    page = stored_page(new_context, 820, 1180, items)
    resume(page, ids[f"{GAME}-late"])
    match = late
    for action in moves:
        match = play(page, match, action)
    assert match.is_over
    results = page.locator(".results")
    expect(results).to_be_visible()
    expect(results.locator(".winners")).to_contain_text(SEATS[match.winners()[0]]["name"])
    for score in match.scores():
        expect(results).to_contain_text(str(int(score)))
