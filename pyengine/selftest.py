"""Conformance playouts that run the same in CPython and in the browser (dist/selftest.html).

Each registered game is played to the end with random legal actions chosen by a private,
seeded generator; the final state hashes must be identical wherever the engine runs.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable

from pyengine.core import Match
from pyengine.core.registry import all_games

MAX_STEPS = 20_000


def playout(game_id: str, seed: int) -> Match:
    """A match of `game_id` (most players allowed) played to the end with random legal actions."""
    chooser = random.Random(seed)  # a private generator, never the global one
    players = next(g.meta.max_players for g in all_games() if g.meta.id == game_id)
    match = Match.new(game_id, players, seed=seed)
    for _ in range(MAX_STEPS):
        if match.is_over:
            return match
        match = match.apply(chooser.choice(match.legal_actions()))
    raise RuntimeError(f"{game_id} did not end within {MAX_STEPS} actions (seed {seed})")


def playout_hashes(games: Iterable[str] | None = None, seeds: Iterable[int] = range(5)) -> dict[str, str]:
    """Final state hash per "game:seed", for the given games (default: every registered game)."""
    game_ids = [g.meta.id for g in all_games()] if games is None else list(games)
    seed_list = list(seeds)
    return {f"{game_id}:{seed}": playout(game_id, seed).state_hash() for game_id in game_ids for seed in seed_list}


def measure_playouts(game_id: str, players: int, seeds: Iterable[int]) -> dict[str, float]:
    """Random games of `game_id` timed: games per second and the mean cost of one listing and one apply."""
    listing = applying = 0.0
    actions = games = 0
    start = time.perf_counter()
    for seed in seeds:
        chooser = random.Random(seed)
        match = Match.new(game_id, players, seed=seed)
        for _ in range(MAX_STEPS):
            if match.is_over:
                break
            t0 = time.perf_counter()
            legal = match.legal_actions()
            t1 = time.perf_counter()
            match = match.apply(chooser.choice(legal))
            applying += time.perf_counter() - t1
            listing += t1 - t0
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {
        "games": games,
        "actions": actions,
        "games_per_s": round(games / elapsed, 2),
        "listing_us": round(listing / max(actions, 1) * 1e6, 1),
        "apply_us": round(applying / max(actions, 1) * 1e6, 1),
    }


def mcts_rate(iterations: int = 200, seed: int = 1) -> dict[str, float]:
    """MCTS (normal settings) playouts per second on a fixed mid-game Migration: Mars position."""
    from pyengine.bots.kinds import make_bot

    chooser = random.Random(seed)  # private generator: the position never varies
    match = Match.new("migration_mars", 4, seed=seed)
    for _ in range(300):
        match = match.apply(chooser.choice(match.legal_actions()))
    bot = make_bot("mcts", "normal", seed=seed, iterations=iterations)
    search = bot.start(match, match.to_move)
    start = time.perf_counter()
    while not search.done:
        search.step(10)
    elapsed = time.perf_counter() - start
    return {
        "iterations": search.iterations,
        "per_s": round(search.iterations / elapsed, 1),
        "round": match.state["round"],
    }
