"""March on Mars's phone drawing (view.py, the table's NARROW_MARK): the ring small and a window of
eight columns at a finger's scale follow what is to be tapped. Along seeded random games, at every
decision: the drawing keeps its size (a phone's region fits it at a scale of 1), every square to tap
lies in the window whenever they fit in eight columns (else those around the active marine are
drawn and the rest are left to the bar's buttons), a square's target is the whole 44-unit square,
and while programming every free die and every slot is a target 46 and 44 units wide or more."""

from __future__ import annotations

import random
import re

import pytest

from pyengine.core import Match
from pyengine.core.table import NARROW_MARK, UPRIGHT_MARK
from pyengine.games.march_mars import aliens, board, view

SEATS = [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}, {"name": "C", "color": "yellow"}]
TARGET = re.compile(r'data-target="([^"]+)"')
TARGET_BOX = re.compile(
    r'<g [^>]*data-target="(sq:[^"]+)"[^>]*><rect x="[^"]+" y="[^"]+" width="([^"]+)" height="([^"]+)"'
)


def decisions(seed: int, steps: int = 120) -> list[Match]:
    """The positions where a player decides, along a seeded random game."""
    chooser = random.Random(seed)
    match = Match.new("march_mars", SEATS, seed=seed)
    found = []
    for _ in range(steps):
        while match.to_move < 0 and not match.is_over:
            match = match.advance()
        if match.is_over:
            break
        found.append(match)
        match = match.apply(chooser.choice(match.legal_actions()))
    return found


@pytest.mark.parametrize(
    ("mark", "columns", "box"),
    [(NARROW_MARK, view.NARROW_COLUMNS, "360 382"), (UPRIGHT_MARK, view.UPRIGHT_COLUMNS, "580 382")],
)
def test_on_a_phone_the_window_holds_every_square_to_tap_and_each_is_a_finger_wide(
    mark: str, columns: int, box: str
) -> None:
    """The same on a portrait tablet, its window twice as wide."""
    programmed = moved = 0
    for seed in (1, 2):
        for match in decisions(seed):
            state = match.state
            drawn = view.render(state, match.to_move, "es", [mark])
            assert f'viewBox="0 0 {box}"' in drawn
            targets = set(TARGET.findall(drawn))
            squares = {a["target"] for a in match.legal_actions() if str(a.get("target", "")).startswith("sq:")}
            at = [int(t[3:].split(",")[0]) for t in squares]
            if squares and max(at) - min(at) < columns:
                assert squares <= targets, f"squares to tap left out of the window: {squares - targets}"
                moved += 1
            for target, width, height in TARGET_BOX.findall(drawn):
                assert float(width) >= view.SIZE and float(height) >= view.SIZE, target
            if state["phase"] == "program":
                free = {f"die:{d}" for d, slot in enumerate(state["program"]) if slot is None}
                assert free | {"slot:0", "slot:1", "slot:2"} <= targets
                assert drawn.count('width="46" height="46" fill="transparent"') == len(free)
                programmed += 1
    assert programmed and moved, "the games programmed dice and moved marines"


def test_the_wide_drawing_keeps_its_three_strips_and_every_square_to_tap() -> None:
    for match in decisions(3, 60):
        drawn = view.render(match.state, match.to_move, "en", [])
        assert 'viewBox="0 0 708 ' in drawn and "overview" not in drawn
        squares = {a["target"] for a in match.legal_actions() if str(a.get("target", "")).startswith("sq:")}
        assert squares <= set(TARGET.findall(drawn))


def test_on_a_phone_a_zone_of_the_overview_tapped_draws_that_part_of_the_ring_large() -> None:
    """Issue 28: the ring small, tappable to look elsewhere (the table passes the zone back until the next move)."""
    state = Match.new("march_mars", SEATS, seed=3).state
    drawn = view.render(state, 0, "en", [NARROW_MARK])
    zones = [t for t in TARGET.findall(drawn) if t.startswith("look:")]
    assert len(zones) >= 3 and "look:0" in zones and "tap: draw them large" in drawn
    width = board.track(aliens.cards_of(state)).width
    for zone in (zones[0], zones[-1]):
        looked = view.render(state, 0, "en", [NARROW_MARK, zone])
        columns = {int(c) for c in re.findall(r'data-square="(\d+),\d+"', looked)}
        first = min(int(zone[5:]), width - view.NARROW_COLUMNS)
        assert columns == set(range(first, first + view.NARROW_COLUMNS))
    assert 'data-target="look:' not in view.render(state, 0, "en")  # the wide board has no window
