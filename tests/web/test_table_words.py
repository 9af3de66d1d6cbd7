"""No engine message reaches a player (docs/TABLE.md, "Every text a player can reach is a player's
sentence"): for every registered game, random positions are opened at the table and every board
target is tapped (with no tool, then with each tool in hand) and inspected (the long-press card),
every tool and every control of the status bar is pressed; no notice or card may say a field name,
a format, or another game's words (pure parts, CPython)."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from html import unescape
from typing import Any

import pytest
from spacetable_web.controller import Controller
from spacetable_web.storage import MemoryStore, SaveStore
from spacetable_web.tabletools import tools_of
from spacetable_web.tableviews import table_screen

from pyengine.core import Match, Msg
from pyengine.core.actions import FIELD_REASONS
from pyengine.core.registry import all_metas, get_game
from pyengine.core.table import table_of

TARGET = re.compile(r'data-target="([^"]*)"')
SPACE = re.compile(r'data-space="([^"]*)"')  # never tapped, only pressed (a Moon square)
WITH_TOOL = 30  # targets tapped with each tool in hand (a sample: a map has hundreds)
COMMAND = re.compile(r'data-command="([^"]*)"(?: data-arg="([^"]*)")?')
PRESSED = ("act", "tool", "undo", "confirm", "cancel", "closed-tools", "close-menu")  # the table's own controls
STEPS = 300  # random actions played per game and seed
EVERY = 60  # a position probed every so many steps, besides each first of its kind of decision
SAMPLES = 14  # positions probed per game and seed at most
SEATS = [{"name": n, "color": c} for n, c in (("Ana", "red"), ("Bo", "blue"), ("Cy", "green"), ("Di", "yellow"))]
PREFIXES = {meta.id: meta.name.key.split(".")[0] for meta in all_metas()}


def keys_in(value: Any) -> set[str]:
    """Every message key a value shows (a message's parameters may hold messages or lists of them)."""
    if isinstance(value, Msg):
        return {value.key} | {k for v in value.params.values() for k in keys_in(v)}
    if isinstance(value, (list, tuple)):
        return {k for v in value for k in keys_in(v)}
    return set()


def foreign(game_id: str, shown: Any) -> set[str]:
    """The keys among those shown that no player should read at this game's table: the action
    kit's field and format reasons, and another game's messages."""
    others = {p for g, p in PREFIXES.items() if g != game_id}
    return {k for k in keys_in(shown) if k in FIELD_REASONS or k.split(".")[0] in others}


class Probe:
    """A table opened on one position, and what each press or tap there shows."""

    def __init__(self, match: Match) -> None:
        self.app = Controller(SaveStore(MemoryStore()), "en", clock=lambda: 1000.0, seeder=lambda: 1)
        self.app._open(match, None)
        self.start = self.app.ui
        self.game = match.game.meta.id
        self.found: dict[str, str] = {}

    def markup(self) -> str:
        match = self.app.ui.match
        assert match is not None
        return table_screen(self.app.ui, match)

    def check(self, what: str, shown: Any) -> None:
        for key in foreign(self.game, shown):
            self.found.setdefault(key, f"{self.game}: {what}")

    def notice(self) -> Msg | None:
        return self.app.ui.notice.message if self.app.ui.notice is not None else None

    def taps(self, tool: str) -> None:
        """Tap and inspect the targets of the board drawn with this tool in hand (every one with
        none in hand, and each space that is only pressed; a sample of them with a tool)."""
        armed = self.app.ui
        markup = self.markup()
        targets = sorted({unescape(t) for t in TARGET.findall(markup)})
        if tool:
            targets = random.Random(tool).sample(targets, min(WITH_TOOL, len(targets)))
        for target in targets:
            self.app.ui = armed
            self.inspect(target, tool)
            self.app.command("target", target)
            self.check(f"tap on {target} (tool {tool!r})", self.notice())
        self.app.ui = armed
        if not tool:
            for space in sorted({unescape(s) for s in SPACE.findall(markup)}):
                self.inspect(space, tool)

    def inspect(self, target: str, tool: str) -> None:
        card = self.app.inspect(target)
        if card is not None:
            self.check(f"card on {target} (tool {tool!r})", [card.what, card.reason, card.tools, card.picks])

    def run(self) -> dict[str, str]:
        match = self.app.ui.match
        assert match is not None
        table = table_of(match.game)
        self.check("tool hints", list(table.tool_hints(match.state)) if match.to_move >= 0 else [])
        self.check("tools", [[label, reason] for _, label, reason in tools_of(match)])
        self.check("status", [match.prompt(), table.decision_note(match.state) if match.to_move >= 0 else None])
        self.taps("")
        controls = set(COMMAND.findall(self.markup()))
        self.app.ui = replace(self.start, closed_tools=True)  # the closed tools unfolded: pressed too
        controls |= set(COMMAND.findall(self.markup()))
        for command, raw in sorted(controls):
            if command in PRESSED:
                self.app.ui = self.start
                self.app.command(command, unescape(raw))
                self.check(f"{command} {unescape(raw)}", self.notice())
                if command == "tool" and self.app.ui.tool:
                    self.taps(self.app.ui.tool)
        self.app.ui = self.start
        return self.found


def decision(match: Match) -> tuple[Any, ...]:
    """What kind of decision a position asks for: its prompt and the action types open."""
    return (match.prompt().key, *sorted({a["type"] for a in match.legal_actions()}))


def positions(game_id: str, options: dict[str, Any], players: int, seed: int) -> list[Match]:
    """Positions of a seeded random game: the first of each kind of decision, one every EVERY
    steps, and its end if it gets there (at most SAMPLES)."""
    chooser = random.Random(seed)
    match = Match.new(game_id, SEATS[:players], options, seed)
    sampled, seen = [match], {decision(match)}
    for step in range(1, STEPS + 1):
        match = match.apply(chooser.choice(match.legal_actions()))
        kind = decision(match)
        if match.is_over or kind not in seen or step % EVERY == 0:
            sampled.append(match)
            seen.add(kind)
        if match.is_over:
            break
    return sampled[:SAMPLES]


def cases() -> list[tuple[str, dict[str, Any], int]]:
    """Each game with its smallest table, and with every boolean option on (advanced rules)."""
    found = []
    for meta in all_metas():
        get_game(meta.id)
        found.append((meta.id, {}, max(2, meta.min_players) if meta.max_players >= 2 else 1))
        switches = {o.id: True for o in meta.options if isinstance(o.default, bool)}
        if switches:
            found.append((meta.id, switches, meta.max_players if meta.max_players <= 3 else 3))
    return found


@pytest.mark.parametrize(("game_id", "options", "players"), cases(), ids=lambda v: str(v))
def test_no_engine_message_reaches_a_player(game_id: str, options: dict[str, Any], players: int) -> None:
    found: dict[str, str] = {}
    for match in [m for seed in (1, 2) for m in positions(game_id, options, players, seed)]:
        for key, where in Probe(match).run().items():
            found.setdefault(key, where)
    assert found == {}


def test_the_check_sees_a_field_reason_and_another_games_words() -> None:
    assert foreign("walking_moon", Msg("core.illegal.missing_field", {"field": "die"}))
    assert foreign("walking_moon", [Msg("ui.space.not_now", {"reason": Msg("mm.tools.choose_first", {})})])
    assert not foreign("walking_moon", Msg("wm.illegal.steps", {}))
