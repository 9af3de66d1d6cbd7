"""A table declared "tray" (core/table.py TRAY: March on Mars) draws a named group's buttons as
tiles on a phone: each tile's short words (Table.action_tile) beside its full label, which is what
a screen reader reads and what larger screens show (pure parts, CPython; the CSS is app.css's)."""

import random
import re
from html import unescape
from pathlib import Path

from spacetable_web.controller import Ui
from spacetable_web.tableviews import table_regions

from pyengine.core import Match
from pyengine.core.table import TRAY, table_of

TILE = r'<span class="tile" aria-hidden="true">(.*)</span><span class="tile-full">(.*)</span>'
CSS = Path(__file__).resolve().parents[2] / "public" / "app.css"


def support_decision() -> Match:
    """A seeded March on Mars game played on to a programming step where missiles and the decoy are offered."""
    chooser = random.Random(1)
    match = Match.new("march_mars", 2, {}, seed=1)
    for _ in range(3000):
        while match.to_move < 0 and not match.is_over:
            match = match.advance()
        if {"missile", "decoy"} <= {a["type"] for a in match.legal_actions()}:
            return match
        match = match.apply(chooser.choice(match.legal_actions()))
    raise AssertionError("no missile offered in the seeded game")


def test_the_missiles_are_tiles_with_short_words_and_keep_their_full_label_for_screen_readers() -> None:
    match = support_decision()
    assert TRAY in table_of(match.game).decision_layout(match.decider_seen(), match.legal_actions())
    for lang, short, full in (
        ("en", r"(Piercing|Frag) missile · \w+", r"Missile \((piercing|fragmentation)\), \w+ observing"),
        ("es", r"Misil (perforante|de fragm\.) · \w+", r"Misil \((perforante|de fragmentación)\), observa \w+"),
    ):
        actions = table_regions(Ui(lang=lang, screen="table", match=match), match)["actions"]
        group = re.search(r'<fieldset class="action-group" data-group="support">.*?</fieldset>', actions)
        assert group is not None, actions
        missiles = re.findall(r"<button[^>]*missile[^>]*>(.*?)</button>", unescape(group.group()))
        assert len(missiles) == 4, missiles  # two kinds, each observed by either marine
        for inner in missiles:
            tile = re.fullmatch(
                r'<span class="tile" aria-hidden="true">(.*)</span><span class="tile-full">(.*)</span>', inner
            )
            assert tile is not None and re.fullmatch(short, tile[1]) and re.fullmatch(full, tile[2]), inner
        assert ">Señuelo</button>" in group.group() or ">Decoy</button>" in group.group()  # short already


def test_the_tiles_short_words_show_only_in_a_tray_on_a_phone() -> None:
    css = CSS.read_text(encoding="utf-8")
    assert ".action .tile { display: none; }" in css
    phone = css[css.index("@media (max-width: 600px) and (orientation: portrait)") :]
    assert '.table[data-layout~="tray"] .action .tile { display: inline; }' in phone
