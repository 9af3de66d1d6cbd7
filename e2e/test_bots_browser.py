"""Computer players in the browser: a person against two bots that think in a web worker (the page
stays responsive: a tap made while a bot thinks is answered before the bot's move arrives), and bots
that still play, on the page in short slices, when workers are unavailable (watched bot-vs-bot, with
pause). How long the main thread is held while a bot thinks is measured by the bench (bench/run.py,
step "bots"), not here."""

from __future__ import annotations

import json
import random
import time

import pytest
from harness import TABLE, open_app, state_hash
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e

BOT_TIMEOUT_MS = 120_000  # the worker boots its own Pyodide: 5-20 s on a busy 2-core VM
MCTS_SEAT = 1  # Bo: an MCTS decision is long enough (200 ms or more in Pyodide) to tap during it
# Gives {span: i} once Bo's decision i is under way (its span still open), {span: -1} if Ana must decide
# first; then the page notes when the log filter turns on (the table may draw #log anew).
BOT_THINKING = """(seat) => {
  const open = window.spacetableBotThinking.findIndex((s) => s.seat === seat && s.end === null);
  if (open >= 0) {
    window.__filteredAt = null;
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#log[data-filter="1"]')) return;
      window.__filteredAt = performance.now();
      observer.disconnect();
    }).observe(document, {attributes: true, childList: true, subtree: true});
    return {span: open};
  }
  const mine = document.querySelector('[data-region="actions"] [data-command="act"]')
    || document.querySelector('[data-region="results"] .results');
  return mine ? {span: -1} : null;
}"""
CHOOSER = random.Random(7)  # the person's choices (claim a hex, or press a button)
NO_WORKERS = """(() => {
  const Real = window.Worker;
  window.Worker = function (url, options) {
    if (String(url).includes("bot-worker")) throw new Error("workers are disabled in this test");
    return new Real(url, options);
  };
})();"""


def start_game(page: Page, names: tuple[str, ...], controls: tuple[str, ...], seed: str) -> None:
    """From the home page, a First Landing game with these seats (names and who plays them)."""
    page.click('[data-command="new"][data-arg="first_landing"]')
    for _ in range(len(names) - 2):
        page.click('[data-command="add-seat"]')
    for i, (name, control) in enumerate(zip(names, controls, strict=True)):
        page.fill(f"#seat-name-{i}", name)
        page.select_option(f"#seat-control-{i}", control)
    page.fill("#seed", seed)
    page.click('[data-command="start"]')
    expect(page.locator(TABLE)).to_be_attached()


def my_turn(page: Page, name: str) -> None:
    """Wait until the person decides (the bots have moved) or the game is over."""
    page.wait_for_function(
        """(name) => {
          const over = document.querySelector('[data-region="results"] .results');
          const decider = document.querySelector('#status .decider');
          const act = document.querySelector('[data-region="actions"] [data-command="act"]');
          return !!over || (!!decider && decider.textContent.includes(name) && !!act);
        }""",
        arg=name,
        timeout=BOT_TIMEOUT_MS,
    )


def play_my_turn(page: Page) -> None:
    """Roll, claim a hex if one is legal, end the turn (whatever the buttons offer, in that spirit)."""
    for _ in range(12):
        if page.locator('[data-region="results"] .results').count():
            return
        before = state_hash(page)
        target = page.locator('#board [data-legal="1"]')
        buttons = page.locator('[data-region="actions"] [data-command="act"]')
        if buttons.count() == 0:
            return  # a bot decides now
        if target.count() and CHOOSER.random() < 0.7:
            target.first.click()
            page.click('[data-command="confirm"]')  # the tap previewed the claim
        else:
            labels = [str(b) for b in buttons.all_inner_texts()]
            roll = [i for i, text in enumerate(labels) if "oll" in text or "ado" in text]  # Roll / Tirar los dados
            (buttons.nth(roll[0]) if roll else buttons.last).click()
        expect(page.locator("#app")).not_to_have_attribute("data-state-hash", before)


def tap_while_the_bot_thinks(page: Page) -> int:
    """Once Bo thinks, tap the log filter: 1 if the page showed the filtered log before Bo's move
    arrived, 0 if it did not (a quick decision may end first) or Ana had to decide before Bo thought.
    A bot holding the main thread scores 0 every time: the page could not even see it thinking."""
    found = page.wait_for_function(BOT_THINKING, arg=MCTS_SEAT, timeout=BOT_TIMEOUT_MS).json_value()
    if found["span"] < 0:
        return 0
    page.click('[data-command="log-filter"][data-arg="1"]')
    expect(page.locator("#log")).to_have_attribute("data-filter", "1")
    filtered_at, bot_answered_at = page.evaluate(
        "(i) => [window.__filteredAt, window.spacetableBotThinking[i].end]", found["span"]
    )
    page.click('[data-command="log-filter"]:not([data-arg])')
    assert filtered_at is not None
    return 1 if bot_answered_at is None or filtered_at < bot_answered_at else 0


def test_a_person_plays_two_bots_that_think_in_a_worker(page: Page) -> None:
    page = open_app(page)
    start_game(page, ("Ana", "Bo", "Cy"), ("human", "mcts:normal", "heuristic:normal"), seed="21")
    page.click('[data-command="reveal"]')  # hidden missions: the hand-over card for Ana
    page.click('[data-command="bot-pace"][data-arg="fast"]')
    expect(page.locator('[data-command="bot-pace"][data-arg="fast"]')).to_have_attribute("aria-pressed", "true")

    rounds = 3
    taps_answered_while_thinking = 0
    started = time.monotonic()
    for _ in range(4 * rounds):  # Ana also decides during the bots' turns (allow or contest a landing)
        if sum(text.startswith("Cy ") for text in page.locator("#log > li").all_inner_texts()) >= rounds:
            break
        my_turn(page, "Ana")
        play_my_turn(page)
        taps_answered_while_thinking += tap_while_the_bot_thinks(page)
    my_turn(page, "Ana")
    elapsed = time.monotonic() - started

    assert page.evaluate("window.spacetableBots.state") == "ready"
    # the worker loaded the game's zip while the table opened, not in a bot's first decision
    assert [g["game"] for g in page.evaluate("window.spacetableBots.loadedGames")] == ["first_landing"]
    spans = page.evaluate("window.spacetableBotThinking")
    assert spans and {s["mode"] for s in spans} == {"worker"}
    assert {s["seat"] for s in spans} == {1, 2}
    log = page.locator("#log > li")
    bots_lines = [t for t in log.all_inner_texts() if t.startswith(("Bo ", "Cy "))]
    assert len([t for t in bots_lines if t.startswith("Bo ")]) >= rounds
    assert len([t for t in bots_lines if t.startswith("Cy ")]) >= rounds
    assert taps_answered_while_thinking >= 1  # the page answered a tap while Bo was thinking
    print(
        f"\nworker: {len(spans)} bot decisions in {elapsed:.1f} s;"
        f" {taps_answered_while_thinking} taps answered while Bo thought"
    )

    # a reload comes back to the same table with the same computer players
    page.reload()
    page = open_app(page, page.url.split("/spacetable/", 1)[1])
    expect(page.locator(TABLE)).to_be_attached()
    page.click('[data-command="reveal"]')
    expect(page.locator("#seat-control-1")).to_have_value("mcts:normal")
    expect(page.locator("#seat-control-2")).to_have_value("heuristic:normal")
    stored = json.loads(page.evaluate("localStorage.getItem('spacetable.v1.bots')"))
    assert stored["pace"] == "fast" and list(stored["seats"].values()) == [["human", "mcts:normal", "heuristic:normal"]]


def test_without_workers_bots_think_on_the_page_and_a_bot_game_can_be_watched(page: Page) -> None:
    page.add_init_script(NO_WORKERS)
    page = open_app(page)
    start_game(page, ("Bo", "Cy"), ("mcts:easy", "random"), seed="4")
    expect(page.locator(".bots .bot-mode")).to_have_attribute("data-mode", "page", timeout=BOT_TIMEOUT_MS)
    expect(page.locator("#log > li").nth(3)).to_be_attached(timeout=BOT_TIMEOUT_MS)

    page.click('[data-command="bot-pause"]')
    expect(page.locator(".bots")).to_have_attribute("data-state", "paused")
    paused = state_hash(page)
    page.wait_for_timeout(1500)
    assert state_hash(page) == paused
    # a tap while a bot plays says so; the notice closes when tapped, or with Escape
    notice = page.locator("#notice")
    page.locator("#board [data-target]").first.dispatch_event("click")
    expect(notice).to_contain_text("a bot plays that seat")
    notice.click()
    expect(notice).to_be_empty()
    page.locator("#board [data-target]").first.dispatch_event("click")
    expect(notice).not_to_be_empty()
    page.locator('[data-command="bot-pause"]').focus()
    page.keyboard.press("Escape")
    expect(notice).to_be_empty()
    page.click('[data-command="bot-pause"]')
    expect(page.locator("#app")).not_to_have_attribute("data-state-hash", paused, timeout=BOT_TIMEOUT_MS)

    # a person takes over a seat mid-game: the bots stop at that seat's turn
    page.select_option("#seat-control-1", "human")
    page.wait_for_function(
        """() => !!document.querySelector('[data-region="actions"] [data-command="act"]')
              || !!document.querySelector('[data-region="results"] .results')""",
        timeout=BOT_TIMEOUT_MS,
    )
    assert page.evaluate("window.spacetableBots.state") == "failed"
    spans = page.evaluate("window.spacetableBotThinking")
    assert spans and {s["mode"] for s in spans} == {"page"}
    print(f"\npage fallback: {len(spans)} bot decisions (the bench measures the main thread meanwhile)")
