"""The core's log of automatic consequences (`Game.consequences` -> `Entry.effects`), with a tiny
fake game: adding to a counter that bursts (back to 0) when it passes 5."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from pyengine.core import CHANCE, Match
from pyengine.core.game import Action, Game, GameMeta, Rng, State
from pyengine.core.messages import Msg, msg

LIMIT = 5


class Counter(Game):
    """Players in turn add 1 or 2; passing the limit resets the counter by itself."""

    meta = GameMeta(id="counter", name=msg("test.counter"), summary=msg("test.counter"), min_players=2, max_players=2)

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """A counter at 0, the first seat to move."""
        return {"total": 0, "bursts": 0, "turn": 0}

    def to_move(self, state: State) -> int:
        """Seats alternate."""
        return int(state["turn"])

    def legal_actions(self, state: State) -> list[Action]:
        """Add 1 or 2."""
        return [{"type": "add", "n": 1}, {"type": "add", "n": 2}]

    def apply_action(self, state: State, action: Action) -> None:
        """Add, burst past the limit, pass the turn."""
        state["total"] += action["n"]
        if state["total"] > LIMIT:
            state["total"], state["bursts"] = 0, state["bursts"] + 1
        state["turn"] = 1 - state["turn"]

    def describe(self, state: State, action: Action) -> Msg:
        """ "P1 adds 2"."""
        return msg("test.add", n=action["n"])

    def scores(self, state: State) -> list[float]:
        """Nobody scores."""
        return [0.0, 0.0]

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """A burst is logged from the two states."""
        return [msg("test.burst", was=before["total"] + action["n"])] if after["bursts"] > before["bursts"] else []


def counter_match() -> Match:
    state = {"total": 0, "bursts": 0, "turn": 0, "rng": "0"}
    return Match(Counter(), [{"name": "Ana", "color": "red"}, {"name": "Ben", "color": "blue"}], {}, 0, (state,))


def test_entries_carry_the_consequences_the_game_reads_from_the_states_before_and_after() -> None:
    match = counter_match()
    for n in (2, 2, 2):
        match = match.apply({"type": "add", "n": n})
    assert [e.effects for e in match.entries] == [(), (), (msg("test.burst", was=6),)]
    assert match.entries[-1].lines() == (msg("test.add", n=2), msg("test.burst", was=6))


def test_effects_are_plain_messages_and_go_with_undo() -> None:
    match = counter_match().apply({"type": "add", "n": 2}).apply({"type": "add", "n": 2})
    burst = match.apply({"type": "add", "n": 2})
    effect = burst.entries[-1].effects[0]
    assert Msg.from_json(effect.to_json()) == effect
    assert burst.undo().entries == match.entries  # undone with the step that set it off


def test_games_without_the_hook_log_no_effects() -> None:
    match = Match.new("first_landing", 2, seed=1).apply({"type": "roll"})
    assert all(e.effects == () for e in match.entries)
    assert any(e.actor == CHANCE for e in match.entries)


def test_saves_replay_to_the_same_effects_and_the_cli_replay_prints_them(tmp_path: Path) -> None:
    import random

    from pyengine.core.saves import dumps, loads

    chooser = random.Random(4)
    match = Match.new("migration_mars", 2, seed=4)
    while not any(e.effects for e in match.entries):
        match = match.apply(chooser.choice(match.legal_actions()))
    assert [e.effects for e in loads(dumps(match)).entries] == [e.effects for e in match.entries]
    saved = tmp_path / "game.json"
    saved.write_text(dumps(match), encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-m", "pyengine", "--lang", "en", "replay", str(saved)],
        capture_output=True,
        text=True,
        check=True,
        cwd=Path(__file__).resolve().parents[1],
    ).stdout
    assert "      - " in out  # each effect indented under its step's numbered line
