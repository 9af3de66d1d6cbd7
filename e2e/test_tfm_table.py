"""TINYforming Mars at the table: a seeded two-player game and a solo game played by clicks from
the setup screen to the results. Each step is a seeded random legal action (projects and standard
projects preferred over passing, so the supplies run out) taken from the CPython engine's list and
clicked where the page shows it: a card end, a hex, a standard project or a button. After every
step the page's state hash must equal the engine's. Screenshots go to e2e/artifacts/ (git-ignored)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from harness import SEATS, open_app, play, shot, start
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.games.tinyforming_mars import queries

pytestmark = pytest.mark.e2e

GAME = "tinyforming_mars"


def pick(chooser: random.Random, legal: list[dict[str, Any]]) -> dict[str, Any]:
    """A seeded random legal action, mostly not a pass (a game of passes alone would be long)."""
    busy = [a for a in legal if a["type"] != "pass"]
    return chooser.choice(busy if busy and chooser.random() < 0.9 else legal)


def play_to_the_end(page: Page, match: Match, seed: int) -> tuple[Match, set[str]]:
    """Click seeded random legal actions until the game is over, checking the hash each step."""
    chooser = random.Random(seed)
    kinds: set[str] = set()
    while not match.is_over:
        action = pick(chooser, match.legal_actions())
        kinds.add(action["type"])
        match = play(page, match, action)
        if len(match.entries) == 12:
            shot(page, f"tfm-{len(match.seats)}p-01-first-generation")
    return match, kinds


def check_results(page: Page, match: Match) -> None:
    """The results screen and the board's final scoring show what the engine says."""
    results = page.locator(".results")
    expect(results).to_be_visible()
    for i, score in enumerate(match.scores()):
        expect(results.locator("tbody tr").nth(i)).to_contain_text(str(int(score)))
    winners = match.winners()
    if winners:
        expect(results.locator(".winners")).to_contain_text(SEATS[winners[0]]["name"])
    else:
        expect(results.locator(".winners")).to_contain_text("Nobody wins")
    expect(page.locator("#board")).to_contain_text("Final scoring")
    for points in queries.breakdown(match.state):
        expect(page.locator(".panel")).to_contain_text(f"{queries.total(points)} points (cities {points['cities']}")


def test_seeded_two_player_game_played_by_clicks_to_the_results(page: Page) -> None:
    page = open_app(page)
    match = start(page, GAME, SEATS, seed=3)
    # the opening draft: the drawer taps the end that will face them
    expect(page.locator('#board [data-target="end:a"][data-legal="1"]')).to_be_attached()
    shot(page, "tfm-2p-00-draft")
    match, kinds = play_to_the_end(page, match, seed=3)
    assert {"keep", "place", "project", "standard", "pass"} <= kinds
    assert match.state["generation"] < 20  # ended by the rules (two supplies empty), not the limit
    shot(page, "tfm-2p-02-results")
    check_results(page, match)


def test_seeded_solo_game_played_by_clicks_to_the_results(page: Page) -> None:
    page = open_app(page)
    match = start(page, GAME, SEATS[:1], seed=2)
    match, kinds = play_to_the_end(page, match, seed=2)
    assert {"keep", "place", "project", "standard", "token"} <= kinds
    shot(page, "tfm-1p-02-results")
    check_results(page, match)
    expect(page.locator("#board")).to_contain_text("terraformed in time" if not match.winners() else "you win")


# Per card half: the smallest rendered font size of its printed text (CSS px), and the names that
# reach into the owner badge or past the card's edge (their text); standard projects' text too.
CARD_TEXT = """() => {
  const svg = document.querySelector('#board svg');
  const scale = svg.getScreenCTM().a;
  const found = {smallest: 99, clipped: [], halves: 0};
  for (const half of document.querySelectorAll('#board .card > g')) {
    found.halves += 1;
    const card = half.querySelector('rect').getBoundingClientRect();
    const badge = half.querySelector('.faces circle').getBoundingClientRect();
    for (const text of half.querySelectorAll('g[aria-hidden="true"] > text')) {
      found.smallest = Math.min(found.smallest, parseFloat(text.getAttribute('font-size')) * scale);
      const box = text.getBoundingClientRect();
      const besideBadge = box.top < badge.bottom && box.bottom > badge.top;
      if (box.right > card.right || (besideBadge && box.right > badge.left)) found.clipped.push(text.textContent);
    }
  }
  for (const text of document.querySelectorAll('#board .layer-standard g[aria-hidden="true"] > text')) {
    found.smallest = Math.min(found.smallest, parseFloat(text.getAttribute('font-size')) * scale);
  }
  return found;
}"""


@pytest.mark.parametrize("lang", ["en", "es"])
def test_cards_are_readable_on_an_820px_tablet_and_names_clear_the_badges(new_context: Any, lang: str) -> None:
    context = new_context(viewport={"width": 820, "height": 1180}, has_touch=True, locale=lang)
    page = open_app(context.new_page())
    match = start(page, GAME, SEATS, seed=3)
    chooser, checked = random.Random(3), 0
    while match.state["generation"] <= 3 and not match.is_over:
        if match.state["table"] or match.state["drawn"] is not None:
            found = page.evaluate(CARD_TEXT)
            assert found["halves"] > 0
            assert found["smallest"] >= 12, f"card text {found['smallest']:.1f} px"
            assert found["clipped"] == [], "names under a badge or past the card's edge"
            checked += 1
        match = play(page, match, pick(chooser, match.legal_actions()))
    assert checked > 5


# The smallest text drawn in the board's SVG (CSS px as shown: its font size times the drawing's scale
# on screen) and the share of the screen the drawing takes.
DRAWN = """() => {
  const svg = document.querySelector('#board > svg'); const box = svg.getBoundingClientRect();
  let smallest = 99, where = '';
  for (const text of svg.querySelectorAll('text')) {
    if (!text.getClientRects().length || !text.textContent.trim()) continue;
    const size = parseFloat(getComputedStyle(text).fontSize) * text.getScreenCTM().a;
    if (size < smallest) { smallest = size; where = text.textContent; }
  }
  const frame = document.getElementById('board').getBoundingClientRect();  // a tall drawing scrolls in it
  const seen = Math.max(0, Math.min(box.bottom, frame.bottom) - Math.max(box.top, frame.top))
             * Math.max(0, Math.min(box.right, frame.right) - Math.max(box.left, frame.left));
  return {smallest, where, share: seen / (innerWidth * innerHeight), view: svg.getAttribute('viewBox')};
}"""


@pytest.mark.parametrize(
    ("width", "height", "text"),
    [(820, 1180, 12), (390, 844, 12), (1180, 820, 12)],
    ids=["tablet", "phone", "landscape"],
)
def test_the_board_fills_the_screen_and_every_text_in_it_is_readable(
    new_context: Any, width: int, height: int, text: float
) -> None:
    """The table's rule (TABLE.md) for TINYforming Mars: the drawing takes at least 40 % of the screen,
    and no text in it (the cards', the players' lines, the supplies) is under 12 px on a tablet held
    upright or sideways, nor on a phone (it was 10 px there), at the setup, mid-game, a hand-off and the end (stored
    positions, as `make screenshots` shows them)."""
    from harness import resume, stored_page

    from tools.screenshots import positions, stored

    found = list(positions(GAME))
    items, ids = stored(found)
    page = stored_page(new_context, width, height, items)
    for position in found:
        resume(page, ids[f"{position.game}-{position.name}"])
        page.wait_for_timeout(50)  # the map is fitted in the frame after the table is drawn
        drawn = page.evaluate(DRAWN)
        where = f"{position.name} at {width}x{height} ({drawn['view']})"
        assert drawn["smallest"] >= text, f"{where}: {drawn['where']!r} at {drawn['smallest']:.1f} px"
        assert drawn["share"] >= 0.4, f"{where}: the drawing has {drawn['share']:.0%} of the screen"
