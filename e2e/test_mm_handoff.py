"""Pass-and-play hand-over after a move: the roll that ends a Migration: Mars turn is shown (the
rover walks, the dice land) before the hand-over card covers the table; the card then says what
just happened, is a named dialog with the focus on its button, and hides the next player's table
until they continue (Escape does not). With reduced motion the card comes at once."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from harness import SEATS, open_app, play, reveal, start
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.games.migration_mars import data
from pyengine.i18n import translate

pytestmark = pytest.mark.e2e

NAMES = [s["name"] for s in SEATS]
# At each step of a rover's walk: where it is, and whether the card, a game action or a player's
# own view (aria-current panel card) is on the page at that moment.
WATCH_WALK = """() => {
  window.walk = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const at = record.target.getAttribute("data-at");
      if (!record.target.classList.contains("rover") || at === null) continue;
      window.walk.push({
        at: Number(at),
        card: !!document.querySelector(".curtain:not([hidden])"),
        acts: document.querySelectorAll('[data-command="act"]').length,
        own: document.querySelectorAll('.player-card[aria-current="true"]').length,
      });
    }
  }).observe(document.getElementById("board"), {subtree: true, attributes: true, attributeFilter: ["data-at"]});
}"""


def before_roll(match: Match) -> Match:
    """The game played by first legal actions up to the first player's colony phase."""
    while match.state["tasks"] or match.to_move < 0:
        match = match.apply(match.legal_actions()[0])
    return match


def first_move(seed: int) -> int:
    """The movement die of the first roll of a seeded game (first legal actions, no fuel cells)."""
    match = before_roll(Match.new("migration_mars", SEATS, seed=seed))
    match = match.apply({"type": "roll"}).apply({"type": "fuel", "cells": 0})
    return int(next(e.action["move"] for e in match.entries if e.action["type"] == "dice"))


def to_first_roll(page: Page) -> Match:
    """A two-player game (hands hidden: the default) set up by the form and played by clicks to the
    first colony phase, for a seed whose first roll moves the rover 3 squares or more."""
    seed = next(s for s in range(40) if first_move(s) >= 3)
    match = start(page, "migration_mars", seed=seed)
    while match.state["tasks"] or match.to_move < 0:
        match = play(page, match, match.legal_actions()[0])
    reveal(page)
    return match


def roll(page: Page, match: Match) -> Match:
    """Roll with no fuel cells: the dice end the turn."""
    match = play(page, match, {"type": "roll"})
    if match.to_move >= 0 and match.legal_actions()[0]["type"] == "fuel":
        match = play(page, match, {"type": "fuel", "cells": 0})
    return match


def test_after_a_roll_the_rover_walks_then_the_card_says_what_happened(page: Page) -> None:
    page.emulate_media(reduced_motion="no-preference")
    page = open_app(page)
    match = to_first_roll(page)
    player, other = match.state["active"], 1 - match.state["active"]
    start_square = match.state["rover"][player]
    page.evaluate(WATCH_WALK)
    match = roll(page, match)
    assert match.to_move == other  # the roll ended the turn: the tablet passes

    card = page.get_by_role("dialog", name="Pass the tablet")
    expect(card).to_be_visible()
    dice = next(e for e in reversed(match.entries) if e.action["type"] == "dice")
    expect(card).to_contain_text("What just happened")
    expect(card).to_contain_text(translate(dice.text, "en", NAMES))  # the roll's line, in words
    # the whole run of the player handing over (the setup's first rolls too, if they came in it), and
    # last the roll's movement and harvest faces
    assert card.locator(".die").count() >= 2
    expect(card.get_by_role("img", name=f"Movement die: {dice.action['move']}")).to_be_visible()
    expect(card).to_contain_text(NAMES[other])

    walk = page.evaluate("window.walk")
    end = match.state["rover"][player]
    squares = len(data.TRACK)
    walked = [(start_square + i) % squares for i in range((end - start_square) % squares)]
    assert [s["at"] for s in walk] == walked and len(walk) >= 3, walk  # it walked square by square...
    assert not any(s["card"] for s in walk), walk  # ...before the card covered the table
    assert not any(s["acts"] or s["own"] for s in walk), walk  # nobody's view, nothing to act on meanwhile

    # the card hides the table: no board, no panel, no action of the next player
    expect(page.locator("#board")).to_have_count(0)
    expect(page.locator(".panel")).to_have_count(0)
    expect(page.locator('[data-command="act"]')).to_have_count(0)
    assert page.evaluate("document.activeElement.dataset.command") == "reveal"  # focus on the card's button
    page.keyboard.press("Escape")
    expect(card).to_be_visible()  # Escape does not lift the card
    expect(page.locator("#board")).to_have_count(0)

    page.keyboard.press("Enter")  # the next player continues
    expect(page.locator("#status .decider")).to_contain_text(NAMES[other])
    rover = page.locator(f'#board .rover[data-owner="{player}"]')
    expect(rover).to_have_attribute("data-square", str(end))  # the rover ends on its square
    expect(page.locator("#board .rover[data-step]")).to_have_count(0)
    expect(page.locator('.player-card[aria-current="true"]')).to_have_attribute("data-seat", str(other))


def test_with_reduced_motion_the_card_comes_at_once_and_a_tap_continues(
    new_context: Callable[..., BrowserContext],
) -> None:
    page = open_app(new_context(has_touch=True, reduced_motion="reduce").new_page())
    match = to_first_roll(page)
    player = match.state["active"]
    page.evaluate(WATCH_WALK)
    match = roll(page, match)
    card = page.get_by_role("dialog", name="Pass the tablet")
    expect(card).to_be_visible(timeout=2000)  # no walk, no dice animation, no pause to wait for
    assert page.evaluate("window.walk") == []
    dice = next(e for e in reversed(match.entries) if e.action["type"] == "dice")
    expect(card).to_contain_text(translate(dice.text, "en", NAMES))
    card.get_by_role("button", name=f"Show the table to {NAMES[1 - player]}").tap()
    expect(page.locator(f'#board .rover[data-owner="{player}"]')).to_have_attribute(
        "data-square", str(match.state["rover"][player])
    )
