"""Chance outcomes are drawn without listing them (flow.DRAWS), yet every draw is the one the
weighted draw over the listed outcomes makes and moves the generator as far: saves and golden
games replay unchanged."""

from __future__ import annotations

import random

from pyengine.core import Match, rng
from pyengine.core.game import CHANCE, Game, Rng
from pyengine.games.migration_mars import GAME, flow

GENERATORS = [rng.seed_state(seed) for seed in range(40)]


def _chance_positions(players: int, seed: int) -> list[Match]:
    """Every chance position of a random game (the chance steps drawn as the match draws them)."""
    chooser = random.Random(seed)
    match = Match.new("migration_mars", players, seed=seed, auto_chance=False)
    found = []
    while not match.is_over:
        if match.to_move == CHANCE:
            found.append(match)
            match = match.apply_chance()
        else:
            match = match.apply(chooser.choice(match.legal_actions()))
    return found


def test_each_draw_is_the_listed_weighted_draw_and_moves_the_generator_alike() -> None:
    seen: set[str] = set()
    for players, seed in ((2, 0), (3, 1), (4, 2)):
        for match in _chance_positions(players, seed):
            kind = flow.head(match.state)["kind"]  # type: ignore[index]
            if kind == "shuffle":
                continue  # never listed: its draw is a shuffle (tested below)
            seen.add(kind)
            for generator in GENERATORS:
                drawn, listed = Rng(generator), Rng(generator)
                outcome = GAME.sample_chance(match.state, drawn)
                assert outcome == Game.sample_chance(GAME, match.state, listed), kind
                assert drawn.state == listed.state, kind
    assert seen == {"first_roll", "dice", "meteor", "explore", "draw_event"}  # every kind was compared


def test_the_event_deck_is_shuffled_as_the_generator_shuffles_it() -> None:
    match = Match.new("migration_mars", 2, seed=3, auto_chance=False)
    assert flow.head(match.state) == {"kind": "shuffle"}
    drawn, expected = Rng(GENERATORS[5]), Rng(GENERATORS[5])
    outcome = GAME.sample_chance(match.state, drawn)
    assert outcome == {"type": "shuffle", "order": expected.shuffle(sorted(match.state["deck"]))}
    assert drawn.state == expected.state


def test_a_drawn_outcome_is_a_new_object_each_time() -> None:
    # The match keeps each outcome in its log: a shared dict changed later would rewrite history.
    dice = next(m for m in _chance_positions(2, 0) if flow.head(m.state)["kind"] == "dice")  # type: ignore[index]
    first = GAME.sample_chance(dice.state, Rng(GENERATORS[0]))
    second = GAME.sample_chance(dice.state, Rng(GENERATORS[0]))
    assert first == second and first is not second
