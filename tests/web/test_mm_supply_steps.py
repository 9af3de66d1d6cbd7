"""A supply stop at the table: its five steps listed in order with the current one marked (in words
and aria-current) and the player asked, and the log's lines of what each step did by itself."""

import random
import re

from spacetable_web.controller import Ui
from spacetable_web.tablelog import LogCache, log_line, players_in
from spacetable_web.tableviews import table_frame, table_regions

from pyengine.core import Match

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


def at_shipment(seed: int = 2) -> Match:
    """A seeded random 2-player game played until a free shipment (step 4 of a supply stop) is asked."""
    chooser = random.Random(seed)
    match = Match.new("migration_mars", SEATS, seed=seed)
    while not any(a["type"] == "gift" for a in match.legal_actions()):
        assert not match.is_over
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def test_supply_stop_steps_are_listed_in_order_with_the_current_one_marked_in_words() -> None:
    match = at_shipment()
    regions = table_regions(Ui(lang="en", screen="table", match=match), match)
    box = regions["procedure"]
    name = SEATS[match.to_move]["name"]
    assert f"Supply stop of {name}" in box and "<ol>" in box
    steps = re.findall(r'<li data-step="(\w+)"', box)
    assert steps == ["done", "done", "done", "current", "later"]
    current = re.search(r'<li data-step="current"[^>]*>(.*?)</li>', box)
    assert current is not None and 'aria-current="step"' in box
    assert "now:" in current.group(1) and "sponsors&#x27; free shipment" in current.group(1)
    assert "the choice is asked of" in current.group(1) and name in current.group(1)
    assert box.count("✓") == 3 and box.count(">done</span>") == 3  # ticks read as "done" too
    frame = table_frame(Ui(lang="en", screen="table", match=match), match, regions)
    assert '<div data-region="procedure">' in frame  # patched alone like the other regions
    spanish = table_regions(Ui(lang="es", screen="table", match=match), match)["procedure"]
    assert "Parada de abastecimiento de" in spanish and "ahora:" in spanish


def test_no_procedure_is_shown_outside_a_supply_stop() -> None:
    match = Match.new("migration_mars", SEATS, seed=2)
    assert table_regions(Ui(lang="en", screen="table", match=match), match)["procedure"] == ""
    first_landing = Match.new("first_landing", SEATS, seed=1)
    assert table_regions(Ui(lang="en", screen="table", match=first_landing), first_landing)["procedure"] == ""


def test_log_lines_show_the_supply_steps_under_the_step_that_set_them_off() -> None:
    match = at_shipment()
    entry = next(e for e in reversed(match.entries) if e.effects)
    line = log_line(entry, "en", [s["name"] for s in SEATS])
    assert '<ul class="log-effects">' in line
    assert re.findall(r"Supply stop (\d)/5", line) == ["1", "2", "3", "4"]
    assert match.to_move in players_in(entry)  # the filter keeps the line for the player it names
    log = LogCache().entries(match, "en", [s["name"] for s in SEATS])
    assert log.count('class="log-effects"') == sum(1 for e in match.entries if e.effects)
