"""Migration: Mars at the table: a seeded game played by clicks, trades, the hand-off screen,
undo, reload in the middle of a decision, keyboard-only construction. Screenshots of the main
states go to e2e/artifacts/ (git-ignored) for a person to look at."""

from __future__ import annotations

import random

import pytest
from harness import SEATS, TABLE, first_turn, open_app, play, reveal, shot, start
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match

pytestmark = pytest.mark.e2e

GAME = "migration_mars"


def test_seeded_game_played_by_clicks_matches_the_engine(page: Page) -> None:
    page = open_app(page)
    match = start(page, GAME, seed=11)
    chooser = random.Random(5)
    shot(page, "mm-01-first-tunnel")
    steps = 0
    while not match.is_over and (match.state["round"] < 4 or steps < 60) and steps < 260:
        action = chooser.choice(match.legal_actions())
        match = play(page, match, action)
        steps += 1
        if steps == 40:
            reveal(page)
            shot(page, "mm-02-mid-game")
    reveal(page)
    shot(page, "mm-03-after-rounds")
    assert match.state["round"] >= 4 or match.is_over
    expect(page.locator("#log > li")).to_have_count(len(match.entries))
    # the log can be narrowed to one player's lines
    page.click('[data-command="log-filter"][data-arg="1"]')
    expect(page.locator("#log")).to_have_attribute("data-filter", "1")
    visible = page.locator("#log > li:visible")
    assert 0 < visible.count() < len(match.entries)
    for line in visible.all()[-5:]:
        assert "1" in str(line.get_attribute("data-players")).split()

    # the saved game can be replayed from the start, forward and back, with the log in step
    page.click('[data-command="home"]')
    page.click('.save [data-command="replay"]')
    expect(page.locator('#app[data-screen="replay"]')).to_be_attached()
    expect(page.locator(".replay")).to_have_attribute("data-step", "0")
    page.click('[data-command="replay-step"][data-arg="forward"]')
    page.click('[data-command="replay-step"][data-arg="forward"]')
    expect(page.locator(".replay")).to_have_attribute("data-step", "2")
    expect(page.locator("#log > li")).to_have_count(2)
    page.click('[data-command="replay-step"][data-arg="back"]')
    expect(page.locator("#log > li")).to_have_count(1)
    page.click('[data-command="replay-step"][data-arg="last"]')
    expect(page.locator("#log > li")).to_have_count(len(match.entries))
    shot(page, "mm-07-replay")
    page.click('[data-command="replay-exit"]')
    expect(page.locator(TABLE)).to_be_attached()
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())


def turn_start(page: Page, seed: int) -> Match:
    """A new game played (by clicks) up to the first player's colony phase."""
    return first_turn(page, GAME, seed)


def test_trade_accepted_then_one_rejected_with_the_hand_off_hiding_the_table(page: Page) -> None:
    match = turn_start(page, seed=3)
    active, other = match.state["active"], 1 - match.state["active"]
    name = SEATS[other]["name"]
    for action in (
        {"type": "trade_open", "partner": other},
        {"type": "trade_offer", "asset": "water"},
        {"type": "trade_ask", "asset": "metal"},
    ):
        match = play(page, match, action)
    expect(page.locator(".panel")).to_contain_text(name)
    shot(page, "mm-04-trade-offer")
    match = play(page, match, {"type": "trade_send"})
    curtain = page.locator(".curtain")
    expect(curtain).to_contain_text(name)  # the device passes: nothing private shows until the partner taps
    expect(page.locator("#board")).to_have_count(0)
    expect(page.locator(".panel")).to_have_count(0)
    shot(page, "mm-05-hand-off")
    reveal(page)
    expect(page.locator('[data-command="act"][data-arg=\'{"type":"trade_accept"}\']')).to_be_visible()
    before = [dict(h) for h in match.state["hand"]]
    match = play(page, match, {"type": "trade_accept"})
    assert match.state["hand"][active]["metal"] == before[active]["metal"] + 1
    reveal(page)  # the device comes back to the active player
    expect(page.locator("#log > li").last).to_contain_text(name)

    match = play(page, match, {"type": "trade_open", "partner": other})
    match = play(page, match, {"type": "trade_offer", "asset": "stone"})
    match = play(page, match, {"type": "trade_ask", "asset": "water"})
    match = play(page, match, {"type": "trade_send"})
    match = play(page, match, {"type": "trade_reject"})
    reveal(page)
    expect(page.locator("#log > li").last).to_contain_text(name)
    assert match.state["trade"] is None and match.to_move == active


def test_counter_offer_and_reload_in_the_middle_of_a_trade(page: Page) -> None:
    match = turn_start(page, seed=4)
    other = 1 - match.state["active"]
    for action in (
        {"type": "trade_open", "partner": other},
        {"type": "trade_offer", "asset": "water"},
        {"type": "trade_ask", "asset": "stone"},
        {"type": "trade_send"},
        {"type": "trade_counter"},  # the partner changes the offer: keeps the stone, gives metal
        {"type": "trade_unoffer", "asset": "stone"},
        {"type": "trade_offer", "asset": "metal"},
        {"type": "trade_send"},
    ):
        match = play(page, match, action)
    waiting = match.state_hash()
    page.reload()
    page = open_app(page, page.url.split("/spacetable/", 1)[1])
    expect(page.locator("#app")).to_have_attribute("data-state-hash", waiting)
    expect(page.locator(".curtain")).to_be_visible()  # a reopened game hides the table first
    reveal(page)
    expect(page.locator('[data-command="act"][data-arg=\'{"type":"trade_accept"}\']')).to_be_visible()
    match = play(page, match, {"type": "trade_accept"})


def test_undo_is_offered_only_when_allowed(page: Page) -> None:
    page = open_app(page)
    match = start(page, GAME, seed=8)
    reveal(page)
    undo = page.locator('[data-command="undo"]')
    expect(undo).to_have_count(0)  # nothing played yet (the shuffle is chance)
    expect(page.locator(".undo-hint")).to_be_visible()
    match = play(page, match, match.legal_actions()[0])  # the first exit tunnel: the next player's turn
    reveal(page)
    expect(undo).to_have_count(0)  # never another player's action
    while match.state["tasks"] or match.to_move < 0:
        match = play(page, match, match.legal_actions()[0])
    match = play(page, match, {"type": "roll"})
    if match.state["tasks"] and match.state["tasks"][0]["kind"] == "fuel":
        expect(undo).to_be_enabled()  # fuel cells are chosen before the dice: nothing is revealed yet
        expect(undo).to_contain_text("Undo:")  # saying what it takes back
        match = play(page, match, {"type": "fuel", "cells": 0})  # then the dice: never undone
    reveal(page)
    if match.entries[-1].actor < 0 or match.entries[-1].reveals:
        expect(undo).to_have_count(0)
        expect(page.locator(".undo-hint")).to_be_visible()


def test_map_zoom_and_pan_by_buttons_and_drag(page: Page) -> None:
    page = open_app(page, "index.html#bench/migration_mars")
    board = page.locator("#board")
    width = board.locator("svg").bounding_box()["width"]  # type: ignore[index]
    page.click('[data-command="zoom"][data-arg="in"]')
    page.click('[data-command="zoom"][data-arg="in"]')
    expect(board).to_have_attribute("data-zoomed", "1")
    assert board.locator("svg").bounding_box()["width"] > 2 * width  # type: ignore[index]
    page.click('[data-command="pan"][data-arg="right"]')
    page.click('[data-command="pan"][data-arg="down"]')
    assert page.evaluate("document.getElementById('board').scrollLeft") > 0
    before = page.evaluate("document.getElementById('board').scrollLeft")
    box = board.bounding_box()
    assert box is not None
    hashed = page.locator("#app").get_attribute("data-state-hash")
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 - 80, box["y"] + box["height"] / 2, steps=5)
    page.mouse.up()
    assert page.evaluate("document.getElementById('board').scrollLeft") > before  # dragging pans the map
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(hashed))  # and is not a tap
    page.click('[data-command="zoom"][data-arg="reset"]')
    expect(board).to_have_attribute("data-zoomed", "0")
    for button in page.locator(".map-controls button:visible, .tools button, .actions button").all():
        size = button.bounding_box()
        assert size is not None and size["height"] >= 44 and size["width"] >= 44  # touch targets


def test_keyboard_only_construction(page: Page) -> None:
    match = turn_start(page, seed=6)
    tunnel = page.locator('[data-command="tool"][data-arg=\'{"kind":"tunnel","type":"build"}\']')
    tunnel.focus()
    page.keyboard.press("Enter")
    expect(tunnel).to_have_attribute("aria-pressed", "true")
    legal = page.locator('#board [data-legal="1"]')
    sites = {a["target"] for a in match.legal_actions() if a["type"] == "build" and a["kind"] == "tunnel"}
    expect(legal).to_have_count(len(sites))  # exactly the hexes where a tunnel can go
    assert {legal.nth(i).get_attribute("data-target") for i in range(legal.count())} == sites
    shot(page, "mm-06-build-tool")
    first = legal.first
    first.focus()
    page.keyboard.press("ArrowUp")
    moved = page.evaluate("document.activeElement.getAttribute('data-target')")
    assert moved and moved != first.get_attribute("data-target")  # arrows walk across the map
    page.keyboard.press("ArrowDown")
    target = str(first.get_attribute("data-target"))
    page.locator(f'#board [data-target="{target}"]').focus()
    page.keyboard.press("Enter")  # previews the tunnel there (its cost, nothing built yet)
    expect(page.locator('[data-command="confirm"]')).to_be_visible()
    page.keyboard.press("Enter")  # and builds it
    match = match.apply({"type": "build", "kind": "tunnel", "target": target})
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    # the unaffordable or impossible structures fold behind one button; unfolded, each stays
    # focusable and tells why
    expect(page.locator('[data-command="tool"][aria-disabled="true"]')).to_have_count(0)
    fold = page.locator('[data-command="closed-tools"]')
    fold.focus()
    page.keyboard.press("Enter")
    expect(fold).to_have_attribute("aria-expanded", "true")
    expect(fold).to_be_focused()  # the redrawn button keeps the focus
    blocked = page.locator('[data-command="tool"][aria-disabled="true"]').first
    expect(blocked).to_have_attribute("aria-describedby", str(blocked.get_attribute("aria-describedby")))
    blocked.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#notice")).not_to_be_empty()


PUBLIC_HANDS = """localStorage.setItem("spacetable.v1.settings", JSON.stringify({hands: "public"}));"""
WATCH_ROVERS = """() => {
  window.roverSteps = [];
  new MutationObserver((records) => {
    for (const record of records) {
      const at = record.target.getAttribute("data-at");
      if (record.target.classList.contains("rover") && at !== null) window.roverSteps.push(Number(at));
    }
  }).observe(document.getElementById("board"), {subtree: true, attributes: true, attributeFilter: ["data-at"]});
}"""


def rover_roll(page: Page) -> tuple[int, int]:
    """A seeded game played by clicks (no hand-over card) to its first roll of 3 or more, watched
    on the board; returns the rover's squares before and after the roll."""
    seed = next(s for s in range(40) if _first_move(s) >= 3)
    page.add_init_script(PUBLIC_HANDS)
    page = open_app(page)
    match = start(page, GAME, seed=seed)
    while match.state["tasks"] or match.to_move < 0:
        match = play(page, match, match.legal_actions()[0])
    player = match.state["active"]
    origin = match.state["rover"][player]
    page.evaluate(WATCH_ROVERS)
    match = play(page, match, {"type": "roll"})
    match = play(page, match, {"type": "fuel", "cells": 0})  # every player holds one fuel cell at first
    rover = page.locator(f'#board .rover[data-owner="{player}"]')
    expect(rover).to_have_attribute("data-square", str(match.state["rover"][player]))
    return origin, match.state["rover"][player]


def match_squares() -> tuple[str, ...]:
    """The exploration track's squares."""
    from pyengine.games.migration_mars import data

    return tuple(data.TRACK)


def _first_move(seed: int) -> int:
    """The movement die of the first roll of a seeded game (first legal actions, no fuel cells)."""
    match = Match.new("migration_mars", SEATS, seed=seed)
    while match.state["tasks"] or match.to_move < 0:
        match = match.apply(match.legal_actions()[0])
    match = match.apply({"type": "roll"}).apply({"type": "fuel", "cells": 0})
    return int(next(e.action["move"] for e in match.entries if e.action["type"] == "dice"))


def test_the_rover_walks_square_by_square_after_a_roll(page: Page) -> None:
    page.emulate_media(reduced_motion="no-preference")
    origin, end = rover_roll(page)
    expect(page.locator("#board .rover[data-step]")).to_have_count(0)  # the walk ends on the square
    steps = page.evaluate("window.roverSteps")
    squares = len(match_squares())
    walked = [(origin + i) % squares for i in range((end - origin) % squares)]
    assert steps == walked, steps  # from the start through every square before the last
    assert len(steps) >= 3


def test_with_reduced_motion_the_rover_jumps_straight_there(page: Page) -> None:
    page.emulate_media(reduced_motion="reduce")
    rover_roll(page)
    page.wait_for_timeout(600)  # longer than a walk would take
    assert page.evaluate("window.roverSteps") == []
    expect(page.locator("#board .rover[transform]")).to_have_count(0)


def test_three_players_each_choose_a_faction_and_the_panels_show_it(page: Page) -> None:
    page.add_init_script(PUBLIC_HANDS)
    page = open_app(page)
    page.click('[data-command="new"][data-arg="migration_mars"]')
    expect(page.locator("#seat-faction-1")).to_have_value("yellow")  # two players: opposite sides
    page.click('[data-command="add-seat"]')
    expect(page.locator("#seat-faction-2")).to_have_value("red")  # the free faction of three
    expect(page.locator("#setup-note")).to_contain_text("green faction")  # rocky zones on the empty side
    page.select_option("#seat-faction-0", "green")
    page.select_option("#seat-faction-1", "green")
    expect(page.locator("#setup-note")).to_contain_text("cannot both play the green faction")
    page.click('[data-command="start"]')
    expect(page.locator("#notice")).to_contain_text("cannot both play the green faction")
    expect(page.locator('#app[data-screen="setup"]')).to_be_attached()
    page.select_option("#seat-faction-1", "yellow")
    expect(page.locator("#setup-note")).to_contain_text("empty sides: blue faction")
    page.fill("#seed", "5")
    page.click('[data-command="start"]')
    expect(page.locator(TABLE)).to_be_attached()
    chosen = ["green", "yellow", "red"]
    seats = [
        {"name": f"P{i + 1}", "color": f, "faction": f}  # a player is their faction's colour
        for i, f in enumerate(chosen)
    ]
    match = Match.new("migration_mars", seats, seed=5)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    for seat, faction in enumerate(chosen):
        expect(page.locator(f'.player-card[data-seat="{seat}"]')).to_contain_text(f"{faction} faction")
    shot(page, "mm-08-three-factions")
