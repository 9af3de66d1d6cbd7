"""The log reads the supply stop step by step, and names what meteors, ruins and events did by themselves
(`MigrationMars.consequences`, report.py), and the table's list of the stop's steps."""

from __future__ import annotations

from typing import Any

from pyengine.core import Match
from pyengine.games.migration_mars import data, report
from pyengine.i18n import translate

from .helpers import GAME, board, colony, colony_short_of_water, fresh, hand, meteor_at, pending, play, put, roll

NAMES = ["Ana", "Ben"]
State = dict[str, Any]


def lines(before: State, after: State, lang: str = "en") -> list[str]:
    """The consequences of one step as English (or Spanish) text."""
    return [translate(m, lang, NAMES) for m in GAME.consequences(before, after, {"type": "any"})]


def cross_own_stop(state: State) -> tuple[State, State]:
    """Seat 0's rover crosses its own stop: the states just before and after the step that moves it."""
    state["rover"][0] = board.STOPS["blue"] - 1
    state = play(state, {"type": "roll"})
    if state["tasks"][0]["kind"] == "fuel":  # fuel cells chosen before the roll
        state = play(state, {"type": "fuel", "cells": 0})
    before, after = state, roll(state, {"type": "dice", "move": 3, "harvest": 1})
    if after["tasks"] and after["tasks"][0]["kind"] == "move":  # fuel cells chosen after the roll
        before, after = after, play(after, {"type": "fuel", "cells": 0})
    return before, after


def step(texts: list[str], number: int) -> str:
    """The line of one supply step."""
    found = [t for t in texts if t.startswith(f"Supply stop {number}/5")]
    assert len(found) == 1, texts
    return found[0]


def test_supply_stop_upkeep_line_says_water_paid_and_units_dead_of_thirst() -> None:
    state = colony_short_of_water()
    line = step(lines(*cross_own_stop(state)), 1)
    assert line == (
        "Supply stop 1/5 — upkeep: Ana pays 2 water for the population; "
        "1 population unit of Ana dies for lack of water (F3)."
    )


def test_supply_stop_upkeep_line_names_refineries_paid_and_lost() -> None:
    state = fresh(2)
    put(state, "3,-6", "refinery", 0)
    put(state, "-3,-3", "refinery", 0)
    hand(state, 0, metal=1, stone=1)
    before, after = cross_own_stop(state)
    texts = lines(before, after)
    line = step(texts, 1)
    assert "Ana pays 1 metal and 1 stone for the refineries" in line
    assert "Ana's refinery at K3 is lost (upkeep unpaid)" in line
    assert "Ana's refinery goes back to the player board (no repair platform)." in texts  # no factory
    assert "Ana has no population: no water to pay" in line


def test_supply_stop_recharge_line_counts_returned_and_new_fuel_cells() -> None:
    state = fresh(2)
    hand(state, 0, fuel=3)
    line = step(lines(*cross_own_stop(state)), 2)
    assert line == (
        "Supply stop 2/5 — recharge fuel cells: Ana returns the unused fuel cells (3) to the station; "
        "Ana takes 1 new fuel cell."
    )
    state = fresh(2)
    hand(state, 0, fuel=0)
    state["stock"]["fuel"] = 0
    line = step(lines(*cross_own_stop(state)), 2)
    assert line.endswith("the station has no fuel cell left for Ana.")


def test_supply_stop_production_line_lists_what_was_produced() -> None:
    state = fresh(2)
    put(state, "-3,-3", "factory", 0)
    put(state, "3,-6", "hospital", 0)
    assert step(lines(*cross_own_stop(state)), 3) == "Supply stop 3/5 — production: Ana receives 1 RCU, 1 Medipack."
    line = step(lines(*cross_own_stop(fresh(2))), 3)
    assert line == "Supply stop 3/5 — production: Ana produces nothing (no ruins access, factory or hospital)."


def test_supply_stop_shipment_and_event_steps_name_who_decides() -> None:
    before, after = cross_own_stop(fresh(2))
    assert step(lines(before, after), 4).endswith("Ana chooses a Medipack, an RCU, a fuel cell or 1 population.")
    shipped = play(after, {"type": "gift", "item": "rcu"})
    assert lines(after, shipped) == ["Supply stop 5/5 — event card: Ana draws an event card."]
    card = shipped["deck"][0]
    done = roll(shipped, {"type": "event", "card": card})
    assert lines(shipped, done)[-1] == "The supply stop of Ana is complete."


def test_supply_stop_without_anything_to_ship_says_so_and_goes_on_to_the_event() -> None:
    state = fresh(2)
    for supply in ("medipack", "rcu", "fuel"):
        state["stock"][supply] = 0
    texts = lines(*cross_own_stop(state))
    assert step(texts, 4).startswith("Supply stop 4/5 — sponsors' free shipment: nothing to receive")
    assert texts[-1] == "Supply stop 5/5 — event card: Ana draws an event card."


def test_supply_stop_reads_its_five_steps_in_order_in_the_match_log() -> None:
    match = Match.new("migration_mars", [{"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}], seed=3)
    while match.state["tasks"] and match.state["tasks"][0]["kind"] == "first_tunnel":
        match = match.apply(match.legal_actions()[0])
    state = fresh(2)
    state["rover"][0] = board.STOPS["blue"] - 1
    match = Match(match.game, match.seats, match.options, match.seed, (state,))
    order = [{"type": "roll"}, {"type": "fuel", "cells": 0}, {"type": "gift", "item": "rcu"}]
    for action in order:
        if match.to_move == 0 and match.why_illegal(action) is None:
            match = match.apply(action)
    text = [translate(m, "en", NAMES) for e in match.entries for m in e.effects]
    numbers = [int(t[len("Supply stop ")]) for t in text if t.startswith("Supply stop ")]
    assert numbers == [1, 2, 3, 4, 5]
    assert "The supply stop of Ana is complete." in text or match.to_move != 0  # the event may ask a choice
    spanish = [translate(m, "es", NAMES) for e in match.entries for m in e.effects]
    assert any(t.startswith("Parada de abastecimiento 1/5 — mantenimiento: ") for t in spanish)


def test_meteor_log_names_each_destroyed_building_and_its_owner() -> None:
    state = fresh(2)
    put(state, "2,-4", "factory", 0)
    put(state, "1,-2", "refinery", 1)
    before = pending(state, {"kind": "meteor"})
    after = roll(before, meteor_at("2,-3"))
    texts = lines(before, after)
    assert "The meteor destroys Ana's factory at J5." in texts
    assert "The meteor destroys Ben's refinery at I6." in texts


def test_population_with_nowhere_to_evacuate_is_logged_as_dead() -> None:
    state = fresh(2)
    put(state, "2,-4", "habitat", 0, pop=1)
    before = pending(state, {"kind": "meteor"})
    after = roll(before, meteor_at("2,-3"))
    assert colony.population(after, 0) == 0
    assert "Ana's population unit from the habitat module at J5 dies: there is nowhere to evacuate it." in lines(
        before, after
    )


def test_ruins_rewards_and_event_effects_are_logged() -> None:
    state = pending(fresh(2), {"kind": "explore", "player": 0, "ruins": 0, "choice": "blueprint"})
    after = roll(state, {"type": "explore", "face": "olympium"})
    assert lines(state, after)[:2] == ["Ruins reward: Ana receives 1 blueprint.", "Ana receives 1 Olympium."]
    state = pending(fresh(2), {"kind": "draw_event", "player": 0})
    hand(state, 1, fuel=2)
    flare = next(c for c, e in data.EVENTS.items() if e == "solar_flare")
    after = roll(state, {"type": "event", "card": flare})
    assert "Ben loses 2 fuel cells." in lines(state, after)


def test_the_report_holds_only_the_last_actions_effects() -> None:
    _, after = cross_own_stop(fresh(2))
    assert after["report"]
    shipped = play(after, {"type": "gift", "item": "rcu"})
    assert shipped["report"] == []  # the upkeep of the step before is not read again
    assert GAME.consequences(fresh(2), fresh(2), {"type": "roll"}) == []


def test_supply_step_follows_the_stop_for_the_table() -> None:
    state = fresh(2)
    assert report.procedure(state) is None
    _, after = cross_own_stop(state)
    shown = report.procedure(after)
    assert shown is not None
    title, steps, current = shown
    assert translate(title, "en", NAMES) == "Supply stop of Ana"
    assert [translate(s, "en") for s in steps] == [
        "upkeep",
        "recharge fuel cells",
        "production",
        "sponsors' free shipment",
        "event card",
    ]
    assert current == 3  # the free shipment (0-based)
    shipped = play(after, {"type": "gift", "item": "rcu"})
    assert report.supply_step(shipped) == (0, 5)
    put(state, "3,-6", "refinery", 0)
    put(state, "-3,-3", "factory", 0)
    hand(state, 0, metal=0)
    _, waiting = cross_own_stop(state)
    assert waiting["tasks"][0]["kind"] == "repair" and report.supply_step(waiting) == (0, 1)
