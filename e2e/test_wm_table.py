"""Walking on the Moon at the table: a seeded two-player game (two astronauts each) set up by the
form and clicked through its first round and its last rounds (the rounds between played in CPython
and stored as a save: they are the same clicks, and they cost four minutes of a loaded run), and a
five-player game's last rounds (written up to them in CPython and stored as a save: only the five
seats' hand-offs and results are new). Each step is the choice
of a seeded heuristic bot run in CPython (it races sensibly, so a game is some 350-470 clicks
rather than the 500-1,000 of random choices), clicked where the page shows it: a
jump slot (then the die, in the choice menu), the square a result lands on (then the result), or a
button. After every step the page's state hash must equal the engine's. Screenshots go to
e2e/artifacts/ (git-ignored)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

import pytest
from harness import SEATS, TABLE, open_app, play, reveal, seats, shot, start
from playwright.sync_api import BrowserContext, Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.bots.kinds import make_bot
from pyengine.core import Match
from pyengine.core.game import Action
from pyengine.games.walking_moon.moves import decision

pytestmark = pytest.mark.e2e

GAME = "walking_moon"
OPENING_STEPS = 70  # the two-player game is clicked through this many steps from the form (its first round)...
# An init script that writes a stored game over the storage the opening left (about:blank has none).
PUT_STORAGE = (
    "items => { try { for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); } catch (e) {} }"
)
LAST_STEPS = 60  # ...and, like the five-player game, through this many steps before its end


def race(match: Match, seed: int) -> list[tuple[Match, Action | None]]:
    """The whole race of a seeded heuristic bot in CPython: each position with the action taken
    there (None where chance moves on by itself)."""
    bot = make_bot("heuristic", "easy", seed=seed)
    steps: list[tuple[Match, Action | None]] = []
    while not match.is_over:
        action = bot.choose(match, match.to_move) if match.to_move >= 0 else None
        steps.append((match, action))
        match = match.apply(action) if action is not None else match.advance()
    steps.append((match, None))
    return steps


def click_steps(page: Page, steps: Sequence[tuple[Match, Action | None]], name: str) -> tuple[Match, set[str]]:
    """Click the actions of these consecutive steps, checking the hash each step."""
    match = steps[0][0]
    kinds: set[str] = set()
    for _, action in steps:
        if action is None:
            continue
        kinds.add(action["type"])
        match = play(page, match, action)
        if decision(match.state) == "choose" and "choose" not in kinds:
            kinds.add("choose")
            expect(page.locator("#board .preview").first).to_be_attached()  # where each result leads
            shot(page, f"wm-{name}-01-choose")
    return match, kinds


def stored_late(steps: Sequence[tuple[Match, Action | None]]) -> tuple[int, dict[str, str], str]:
    """The step LAST_STEPS before the end where a player decides, and the storage items and save
    id that hold the game at that step (as the app stores it)."""
    from spacetable_web.storage import MemoryStore, SaveStore

    index = next(i for i in range(len(steps) - LAST_STEPS, len(steps)) if steps[i][0].to_move >= 0)
    memory = MemoryStore()
    store = SaveStore(memory)
    save_id = store.new_id(1_700_000_000)
    store.write(save_id, steps[index][0], 1_700_000_000)
    return index, dict(memory.items), save_id


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
    steps = race(match, seed=1)
    _, opening = click_steps(page, steps[:OPENING_STEPS], "2p")
    assert {"assign", "launch"} <= opening
    late, items, save_id = stored_late(steps)
    assert late > OPENING_STEPS, "the rounds between are played in CPython"
    context = page.context
    page.close()  # one tab: the stored game opens in a new one, as after a reload
    page = context.new_page()
    context.add_init_script(f"({PUT_STORAGE})({json.dumps(items)})")
    page = open_app(page, f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
    match, ending = click_steps(page, steps[late:], "2p")
    assert match.is_over and "use" in opening | ending
    shot(page, "wm-2p-02-results")
    check_results(page, match, [s["name"] for s in SEATS])


def test_a_five_player_games_last_rounds_played_by_clicks(new_context: Callable[..., BrowserContext]) -> None:
    from tools.screenshots import SEED_STORAGE

    players = [*seats(["Ana", "Bo", "Cy", "Di"]), {"name": "Ed", "color": "purple"}]  # the form's fifth colour
    steps = race(Match.new(GAME, players, seed=4), seed=4)
    late, items, save_id = stored_late(steps)
    context = new_context(viewport={"width": 1180, "height": 820})
    context.add_init_script(f"({SEED_STORAGE})({json.dumps(items)})")
    page = open_app(context.new_page(), f"index.html#play/{save_id}")
    expect(page.locator(TABLE)).to_be_attached()
    match, kinds = click_steps(page, steps[late:], "5p")
    assert match.is_over and {"assign", "launch", "use"} <= kinds
    shot(page, "wm-5p-02-results")
    check_results(page, match, [s["name"] for s in players])
