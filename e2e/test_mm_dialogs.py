"""Migration: Mars decisions taken through the interface from saved positions: a station exchange,
an evacuation after a meteor, a repair-platform choice, a rebuild that takes the whole turn, and a
reload in the middle of a supply stop.

Each position is a game played in CPython with seeded random legal actions until the decision
first appears; its save is imported into the app, and the test clicks the decision and checks
that the page reached the same state as the engine.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from harness import SEATS, TABLE, open_app, play, reveal, shot
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core import Match
from pyengine.core.saves import dumps

pytestmark = pytest.mark.e2e

MAX_ACTIONS = 1500


def position_with(action_type: str, seeds: range = range(40)) -> Match:
    """The first position of a seeded random 2-player game where `action_type` is a legal action."""
    for seed in seeds:
        chooser = random.Random(seed)
        match = Match.new("migration_mars", SEATS, seed=seed)
        for _ in range(MAX_ACTIONS):
            if match.is_over:
                break
            legal = match.legal_actions()
            if any(a["type"] == action_type for a in legal):
                return match
            match = match.apply(chooser.choice(legal))
    raise AssertionError(f"no random game reached a {action_type!r} decision")


def open_position(page: Page, match: Match, tmp_path: Path) -> None:
    """Import the position's save into the app and show the table to the deciding player."""
    page = open_app(page)
    saved = tmp_path / "position.json"
    saved.write_text(dumps(match), encoding="utf-8")
    page.set_input_files("#import-file", str(saved))
    expect(page.locator(TABLE)).to_be_attached()
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    reveal(page)


def first_of(match: Match, action_type: str) -> dict[str, object]:
    return next(a for a in match.legal_actions() if a["type"] == action_type)


def test_a_station_exchange_shows_its_rate_and_trades_cards(page: Page, tmp_path: Path) -> None:
    match = position_with("export")
    open_position(page, match, tmp_path)
    action = first_of(match, "export")
    shot(page, "mm-dialog-station")
    after = play(page, match, action)
    mover = match.to_move
    assert after.state["hand"][mover][str(action["get"])] > match.state["hand"][mover][str(action["get"])]


def test_an_evacuation_after_a_meteor_is_chosen_on_the_board_or_by_button(page: Page, tmp_path: Path) -> None:
    match = position_with("evacuate")
    open_position(page, match, tmp_path)
    shot(page, "mm-dialog-evacuate")
    play(page, match, first_of(match, "evacuate"))


def test_a_destroyed_building_goes_to_a_repair_platform_by_choice(page: Page, tmp_path: Path) -> None:
    match = position_with("repair")
    open_position(page, match, tmp_path)
    choice = next(a for a in match.legal_actions() if a["type"] == "repair" and a.get("choice") == "platform")
    shot(page, "mm-dialog-repair")
    after = play(page, match, choice)
    assert sum(len(slots) for slots in after.state["repair"]) > sum(len(slots) for slots in match.state["repair"])


def test_a_rebuild_from_a_platform_takes_the_whole_turn(page: Page, tmp_path: Path) -> None:
    match = position_with("rebuild")
    open_position(page, match, tmp_path)
    builder = match.to_move
    after = play(page, match, first_of(match, "rebuild"))
    # nothing else of that turn (no trade, export, construction or dice): the turn has passed on
    assert after.state["active"] != builder
    expect(page.locator("#status .decider")).not_to_contain_text(SEATS[builder]["name"])


def test_a_reload_in_the_middle_of_a_supply_stop_comes_back_to_the_same_decision(page: Page, tmp_path: Path) -> None:
    match = position_with("take_supply")
    open_position(page, match, tmp_path)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_selector('html[data-ready="1"]', state="attached", timeout=180_000)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", match.state_hash())
    reveal(page)
    shot(page, "mm-dialog-supply-stop")
    play(page, match, first_of(match, "take_supply"))


def test_the_log_reads_a_supply_stop_step_by_step_and_the_table_lists_its_steps(page: Page, tmp_path: Path) -> None:
    match = position_with("gift")
    open_position(page, match, tmp_path)
    name = SEATS[match.to_move]["name"]
    steps = page.locator('[data-region="procedure"] li')
    expect(steps).to_have_count(5)
    current = page.locator('[data-region="procedure"] li[aria-current="step"]')
    expect(current).to_contain_text("now:")
    expect(current).to_contain_text(name)  # who the shipment choice is asked of
    play(page, match, first_of(match, "gift"))
    reveal(page)  # the turn may have passed: the next player takes the tablet
    lines = page.locator("#log .log-effects li").all_inner_texts()
    numbers = [int(text.split("/")[0].rsplit(" ", 1)[-1]) for text in lines if text.startswith("Supply stop ")]
    assert numbers[-5:] == [1, 2, 3, 4, 5], lines
    shot(page, "mm-supply-stop-log")
