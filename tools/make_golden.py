"""Golden playthroughs: seeded games of every shipped game and player count, their logs and final states.

    python tools/make_golden.py [--check]

For each run a game declares (its `golden` runs: a player count and options), a few games are
played from fixed seeds by a seeded chooser that prefers the action types it has picked least so
far, so that every action type is visited (tests/test_golden.py checks the counts). Each file
under tests/golden/ holds, per game, every step (who took it, the action, its English log lines)
and the final state hash and scores.
The files were first written from the code before the core kit; any later change to the engine
must keep them byte-identical unless it means to change what players see (and says so).
`--check` fails if a file on disk differs.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from pyengine.bots.kinds import make_bot  # noqa: E402
from pyengine.core import CHANCE, Match  # noqa: E402
from pyengine.core.game import Action  # noqa: E402
from pyengine.core.registry import declarations  # noqa: E402
from pyengine.i18n import translate  # noqa: E402

GOLDEN = ROOT / "tests" / "golden"
MAX_STEPS = 20_000


@dataclass(frozen=True)
class Run:
    """One golden file: a game, a player count, options, how many seeded games and who chooses."""

    game: str
    players: int
    games: int = 3
    options: dict[str, Any] = field(default_factory=dict)
    bot: str = ""  # empty: the seeded chooser below; else a bot kind (pyengine/bots/kinds.py), level easy
    suffix: str = ""

    @property
    def name(self) -> str:
        """The file name."""
        return f"{self.game}-{self.players}p{self.suffix}.jsonl"


def runs() -> tuple[Run, ...]:
    """Every game's golden runs, as each declares them (core/declaration.py, `Golden`; the reasons
    for the extra runs are noted there)."""
    return tuple(
        Run(declared.game_id, g.players, g.games, g.options, g.bot, g.suffix)
        for declared in declarations()
        for g in declared.golden
    )


RUNS = runs()


def choose(chooser: random.Random, legal: list[Action], seen: Counter[str]) -> Action:
    """A type never picked yet if one is legal; else half the time any legal action, otherwise one of
    the least-picked action types (so that rare ones get visited)."""
    fresh = [a for a in legal if seen[a["type"]] == 0]
    if fresh:
        return chooser.choice(fresh)
    if chooser.random() < 0.5:
        return chooser.choice(legal)
    fewest = min(seen[a["type"]] for a in legal)
    return chooser.choice([a for a in legal if seen[a["type"]] == fewest])


def play(run: Run, seed: int, seen: Counter[str]) -> Match:
    """One seeded game to its end."""
    chooser = random.Random(seed)
    match = Match.new(run.game, run.players, run.options, seed=seed)
    bots = [make_bot(run.bot, "easy", seed=seed * 10 + i) for i in range(run.players)] if run.bot else []
    for _ in range(MAX_STEPS):
        if match.is_over:
            return match
        if bots:
            action = bots[match.to_move].choose(match, match.to_move)
        else:
            action = choose(chooser, match.legal_actions(), seen)
        seen[action["type"]] += 1
        match = match.apply(action)
    raise RuntimeError(f"{run.game} did not end (seed {seed})")


def record(run: Run) -> str:
    """The golden file's text for one run (JSON lines: one per step)."""
    seen: Counter[str] = Counter()
    lines: list[str] = []
    for seed in range(1, run.games + 1):
        match = play(run, seed, seen)
        names = [s["name"] for s in match.seats]
        header = {"game": run.game, "players": run.players, "seed": seed, "options": run.options, "bot": run.bot}
        lines.append(_dump(header))
        for entry in match.entries:
            actor: Any = "chance" if entry.actor == CHANCE else entry.actor
            text = [translate(line, "en", names) for line in entry.lines()]
            lines.append(_dump([actor, entry.action, text]))
        lines.append(_dump({"hash": match.state_hash(), "scores": match.scores(), "winners": match.winners()}))
    return "\n".join(lines) + "\n"


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))


def action_counts(text: str) -> Counter[str]:
    """How often each action type (chance outcomes as "chance:<type>") occurs in a golden file."""
    counts: Counter[str] = Counter()
    for line in text.splitlines():
        step = json.loads(line)
        if isinstance(step, list):
            prefix = "chance:" if step[0] == "chance" else ""
            counts[prefix + step[1]["type"]] += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    """Write the golden files, or with --check report those that differ."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files on disk")
    args = parser.parse_args(argv)
    differing = []
    for run in runs():
        path = GOLDEN / run.name
        text = record(run)
        if path.exists() and path.read_text(encoding="utf-8") == text:
            continue
        differing.append(path.name)
        if not args.check:
            GOLDEN.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    if args.check and differing:
        print(f"golden files differ: {', '.join(differing)} (python tools/make_golden.py rewrites them)")
        return 1
    print("golden files up to date" if not differing else f"wrote {', '.join(differing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
