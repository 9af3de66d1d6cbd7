"""Invariants of every Migration: Mars position, checked after each action of random games.

Cards are conserved (the station's stock plus the hands always make the printed stock),
nothing is negative, population sits only where it may live, and every structure on the map
obeys the construction rules it was built under.
"""

from __future__ import annotations

import random

import pytest

from pyengine.core import Match
from pyengine.core.game import State
from pyengine.games.migration_mars import board, colony, data

from .helpers import GAME

SEEDS_PER_COUNT = 3


def card_totals(state: State) -> dict[str, int]:
    """Each station card type counted in the stock and every hand."""
    return {card: state["stock"][card] + sum(hand[card] for hand in state["hand"]) for card in data.STATION_STOCK}


def problems(state: State) -> list[str]:
    """Every broken invariant of a position, as readable lines (empty when all hold)."""
    found: list[str] = []
    players = state["players"]
    for card, total in card_totals(state).items():
        if total != data.STATION_STOCK[card]:
            found.append(f"{card}: {total} cards exist, the box has {data.STATION_STOCK[card]}")
    counts = [("stock", v) for v in state["stock"].values()] + [("blueprint deck", state["blueprints"])]
    counts += [(f"hand {p}", v) for p in range(players) for v in state["hand"][p].values()]
    counts += [(f"pieces {p} {k}", colony.pieces_left(state, p, k)) for p in range(players) for k in data.PIECES]
    found += [f"negative {where}: {value}" for where, value in counts if value < 0]
    blueprints = state["blueprints"] + sum(hand["blueprint"] for hand in state["hand"])
    if blueprints != data.BLUEPRINTS:  # a spent blueprint goes back under the ruins deck
        found.append(f"{blueprints} blueprints in play, the deck has {data.BLUEPRINTS}")
    for p, fresh in enumerate(state["fresh_blueprints"]):
        if fresh > state["hand"][p]["blueprint"]:
            found.append(f"hand {p}: {fresh} fresh blueprints but {state['hand'][p]['blueprint']} held")
    events = len(state["deck"]) + sum(len(saved) for saved in state["saved"])
    if events != len(data.EVENTS):
        found.append(f"{events} event cards in deck and hands, the deck has {len(data.EVENTS)}")
    for key, structure in state["structures"].items():
        found += [f"{structure['kind']} at {key}: {p}" for p in structure_problems(state, key, structure)]
    for wreck in state["wrecks"]:  # meteor losses of this round only, of breakable buildings
        if wreck["hex"] not in board.CELLS or wreck["building"] not in data.DESTRUCTIBLE:
            found.append(f"wreck {wreck}: not a destroyed building on the map")
        if wreck["turn_of"] == state["active"] and not state["tasks"] and not state["over"]:
            found.append(f"wreck {wreck}: kept after a whole round")
    return found


def structure_problems(state: State, key: str, structure: dict[str, object]) -> list[str]:
    """What is wrong with one structure where it stands."""
    kind, owner, pop = structure["kind"], structure["owner"], structure["pop"]
    found = []
    if key not in board.CELLS or (key in board.RESERVED and kind != "hq"):
        found.append("on a reserved or off-map hex")
    if colony.rocky(state, key) and kind not in data.ROCKY_OK:
        found.append("on rocky terrain")
    if (pop and kind not in ("habitat", "hospital")) or (kind == "habitat" and pop not in (0, 1)):
        found.append(f"holds population {pop}")
    near = [n for n in board.NEIGHBOURS[key] if n in state["structures"]]
    buildings = [n for n in near if state["structures"][n]["kind"] in data.BUILDINGS]
    if kind in data.PRODUCTION and buildings:
        found.append(f"touches buildings {buildings}")
    if kind in data.BUILDINGS and any(state["structures"][n]["owner"] != owner for n in buildings):
        found.append("touches another faction's building")
    if kind == "habitat" and not any(state["structures"][n]["kind"] == "lsc" for n in near):
        found.append("no Life Support Center next to it")
    return found


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_hold_after_every_action_of_random_games(players: int) -> None:
    for seed in range(SEEDS_PER_COUNT):
        chooser = random.Random(seed)
        match = Match.new("migration_mars", players, seed=seed)
        steps = 0
        while not match.is_over and steps < 3000:
            match = match.apply(chooser.choice(match.legal_actions()))
            steps += 1
            assert problems(match.state) == [], f"seed {seed}, action {steps}: {match.entries[-1].text}"


def test_the_invariant_check_notices_a_forged_card_and_a_misplaced_building() -> None:
    state = Match.new("migration_mars", 2, seed=0).state
    state["hand"][0]["water"] += 1
    state["structures"][board.EMBASSY] = {"kind": "factory", "owner": 0, "pop": 1}
    found = problems(state)
    assert any(line.startswith("water") for line in found)
    assert any("reserved" in line for line in found) and any("population" in line for line in found)
    assert GAME.meta.id == "migration_mars"
