"""Walking on the Moon at the table: a seeded two-player game (two astronauts each) played by
clicks from the setup screen to the results, and a five-player game's last rounds (written up to
them in CPython and stored as a save: its clicks are those of the two-player game, so only the
five seats' hand-offs and results are new). Each step is the choice
of a seeded heuristic bot run in CPython (it races sensibly, so a game is some 350-470 clicks
rather than the 500-1,000 of random choices), clicked where the page shows it: a
jump slot (then the die, in the choice menu), the square a result lands on (then the result), or a
button. After every step the page's state hash must equal the engine's. Screenshots go to
e2e/artifacts/ (git-ignored)."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest
from harness import SEATS, TABLE, open_app, play, reveal, seats, shot, start
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.bots.kinds import make_bot
from pyengine.core import Match

pytestmark = pytest.mark.e2e

GAME = "walking_moon"
LAST_STEPS = 60  # the five-player game is clicked from this many steps before its end


def play_to_the_end(page: Page, match: Match, seed: int, name: str) -> tuple[Match, set[str]]:
    """Click a seeded bot's choices until the race is over, checking the hash each step."""
    bot = make_bot("heuristic", "easy", seed=seed)
    kinds: set[str] = set()
    while not match.is_over:
        action = bot.choose(match, match.to_move)
        kinds.add(action["type"])
        match = play(page, match, action)
        if match.state["phase"] == "choose" and "choose" not in kinds:
            kinds.add("choose")
            expect(page.locator("#board .preview").first).to_be_attached()  # where each result leads
            shot(page, f"wm-{name}-01-choose")
    return match, kinds


def check_results(page: Page, match: Match, names: list[str]) -> None:
    """The results screen shows the engine's scores and winner."""
    results = page.locator(".results")
    expect(results).to_be_visible()
    for i, score in enumerate(match.scores()):
        expect(results.locator("tbody tr").nth(i)).to_contain_text(str(int(score)))
    expect(results.locator(".winners")).to_contain_text(names[match.winners()[0]])


def test_seeded_two_player_game_with_two_astronauts_each_played_by_clicks(page: Page) -> None:
    page = open_app(page)
    match = start(page, GAME, SEATS, seed=1)  # a short race: 344 steps
    assert len(match.state["astros"]) == 4
    reveal(page)  # the game has hidden hands (advanced rules): the tablet is passed at each hand-off
    expect(page.locator('#board [data-target="slot:0"]')).to_be_attached()
    shot(page, "wm-2p-00-program")
    match, kinds = play_to_the_end(page, match, seed=1, name="2p")
    assert {"assign", "launch", "use"} <= kinds
    shot(page, "wm-2p-02-results")
    check_results(page, match, [s["name"] for s in SEATS])


def test_a_five_player_games_last_rounds_played_by_clicks(new_context: Callable[..., BrowserContext]) -> None:
    from spacetable_web.storage import MemoryStore, SaveStore

    from tools.screenshots import SEED_STORAGE

    players = [*seats(["Ana", "Bo", "Cy", "Di"]), {"name": "Ed", "color": "purple"}]  # the form's fifth colour
    bot = make_bot("heuristic", "easy", seed=4)
    match = Match.new(GAME, players, seed=4)
    steps = [match]
    while not match.is_over:  # the whole race in CPython, then back to LAST_STEPS before its end
        match = match.apply(bot.choose(match, match.to_move)) if match.to_move >= 0 else match.advance()
        steps.append(match)
    late = next(m for m in steps[-LAST_STEPS:] if m.to_move >= 0)
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, late, 1_700_000_000)
    context = new_context(viewport={"width": 1180, "height": 820})
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(dict(memory.items))})")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
    match, kinds = play_to_the_end(page, late, seed=4, name="5p")
    assert {"assign", "launch", "use"} <= kinds
    shot(page, "wm-5p-02-results")
    check_results(page, match, [s["name"] for s in players])
