"""What the scenario generators (tools/make_*scenarios.py) share: captions, the recorder, writing and --check.

A generator plays a scripted game through the engine with a `Recorder` (its own subclass adds the
game's moves), opens a window with `begin` where a scenario starts and closes it with `end`, and
hands the finished scenarios to `run` from its `main`. The pyengine package must be importable:
each generator puts the repository root on sys.path before importing this module.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pyengine.core import Match
from pyengine.core.game import State
from pyengine.core.messages import Msg
from pyengine.i18n import translate
from pyengine.scenarios import FORMAT, VERSION, validate

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ROOT / "pyengine" / "scenarios"  # one folder per game, named by the game's id

Caption = dict[str, str]
Scenario = dict[str, Any]


def cap(en: str, es: str) -> Caption:
    """A caption in both languages."""
    # "es" first: the committed files have always listed it first, and --check compares bytes.
    return {"es": es, "en": en}


@dataclass
class Window:
    """A scenario being recorded: where it starts in the game and its header texts."""

    name: str
    title: Caption
    intro: Caption
    highlights: list[str]
    start: int
    steps: list[dict[str, Any]] = field(default_factory=list)


class Recorder:
    """A scripted game: entries applied one by one, with scenario windows recording steps."""

    def __init__(
        self, game: str, seats: list[dict[str, Any]], prefix: str, seed: int, options: dict[str, Any] | None = None
    ) -> None:
        self.game = game
        self.seats = seats
        self.prefix = prefix  # scenario ids are "<prefix>-<window name>"
        self.seed = seed
        self.options = dict(options or {})
        # Chance is never drawn by the engine: the script chooses every die and card.
        self.match = Match.new(game, seats, self.options, seed, auto_chance=False)
        self.entries: list[dict[str, Any]] = []
        self.window: Window | None = None
        self.done: list[Scenario] = []

    @property
    def state(self) -> State:
        """The current state."""
        return self.match.state

    def _record(self, entry: dict[str, Any], step: dict[str, Any], caption: Caption | None, marks: list[str]) -> None:
        """Keep the entry for later starts, and the step too while a window is open."""
        self.entries.append(entry)
        if self.window is not None:
            if caption is not None:
                step["caption"] = caption
            if marks:
                step["highlights"] = marks
            self.window.steps.append(step)

    def act(
        self,
        action: dict[str, Any],
        caption: Caption | None = None,
        marks: list[str] | None = None,
        player: int | None = None,
    ) -> None:
        """A player action, of the player deciding now (`player`, if given, is checked by the engine)."""
        player = self.match.to_move if player is None else player
        self.match = self.match.apply(action, player)
        self._record({"player": player, "action": action}, {"action": action, "player": player}, caption, marks or [])

    def chance(self, outcome: dict[str, Any], caption: Caption | None = None, marks: list[str] | None = None) -> None:
        """A chosen chance result (dice, a card draw)."""
        self.match = self.match.apply_chance(outcome)
        self._record({"chance": outcome, "forced": True}, {"chance": outcome}, caption, marks or [])

    def note(self, caption: Caption, marks: list[str] | None = None) -> None:
        """A caption-only step (inside a scenario window)."""
        assert self.window is not None
        step: dict[str, Any] = {"caption": caption}
        if marks:
            step["highlights"] = marks
        self.window.steps.append(step)

    def refusal(self, action: dict[str, Any], en: str, es: str, marks: list[str] | None = None) -> Msg:
        """A caption-only step showing an action the engine refuses now; `{reason}` in the texts is
        the engine's own explanation (`why_illegal`), so the caption cannot drift from the rules."""
        reason = self.match.why_illegal(action)
        assert reason is not None, f"{action} is legal here"
        quoted = {lang: translate(reason, lang, [s["name"] for s in self.seats]) for lang in ("en", "es")}
        self.note(cap(en.format(reason=quoted["en"]), es.format(reason=quoted["es"])), marks)
        return reason

    def begin(self, name: str, title: Caption, intro: Caption, marks: list[str] | None = None) -> None:
        """Start a scenario: the position now is its start."""
        self.window = Window(name, title, intro, marks or [], len(self.entries))

    def end(self) -> Scenario:
        """Close the scenario window and return its JSON data (validated)."""
        window = self.window
        assert window is not None
        self.window = None
        start: dict[str, Any] = {"seed": self.seed, "actions": self.entries[: window.start], "caption": window.intro}
        if window.highlights:
            start["highlights"] = window.highlights
        scenario = {
            "format": FORMAT,
            "version": VERSION,
            "id": f"{self.prefix}-{window.name}",
            "title": window.title,
            "game": self.game,
            "options": self.options,
            "seats": self.seats,
            "start": start,
            "steps": window.steps,
        }
        validate(scenario)
        self.done.append(scenario)
        return scenario


def write(scenarios: list[Scenario], check: bool) -> list[str]:
    """Write (or compare) the files; the names of files that differ."""
    differing = []
    for scenario in scenarios:
        folder = SCENARIOS / scenario["game"]
        folder.mkdir(parents=True, exist_ok=True)
        # The file is named by the window name: the id without its game prefix.
        path = folder / f"{scenario['id'].partition('-')[2]}.json"
        text = json.dumps(scenario, ensure_ascii=False, indent=1) + "\n"
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            differing.append(path.name)
            if not check:
                path.write_text(text, encoding="utf-8")
    return differing


def run(argv: list[str] | None, doc: str | None, scenarios: Callable[[], list[Scenario]], script: str) -> int:
    """A generator's command line: write the files, or with --check report whether they are up to date."""
    parser = argparse.ArgumentParser(description=(doc or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files on disk")
    args = parser.parse_args(argv)
    # Built only after parsing, so that --help does not play the scripted games.
    differing = write(scenarios(), args.check)
    if args.check and differing:
        command = Path(script).resolve().relative_to(ROOT).as_posix()
        print(f"out of date: {', '.join(differing)} (run python {command})")
        return 1
    print("scenarios up to date" if not differing else f"wrote {', '.join(differing)}")
    return 0
