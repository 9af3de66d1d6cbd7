"""The Migration: Mars trade builder: a row per card with -/+ for each side instead of a button per
card and side, the offer's terms shown while it is built, and the terms beside Accept / Reject /
Counter for the answering player (pure parts, under CPython)."""

import html
import json
import re

from spacetable_web.tableviews import table_regions

from tests.web.test_mm_table import mm_table

ROW = re.compile(r'<tr><th scope="row">([^<]+)</th>(.*?)</tr>')
AMOUNTS = re.compile(r"<output>(\d+)</output>")


def grid(actions: str) -> dict[str, list[int]]:
    """Each stepper row's card and the amounts on the table for each side."""
    return {name: [int(n) for n in AMOUNTS.findall(cells)] for name, cells in ROW.findall(actions)}


def test_building_an_offer_uses_steppers_and_shows_the_terms_as_they_change() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    me, other = match.to_move, 1 - match.to_move
    app.command("act", json.dumps({"type": "trade_open", "partner": other}))
    match = app.ui.match
    assert match is not None
    regions = table_regions(app.ui, match)
    actions = regions["actions"]
    assert '<table class="steppers"' in actions and "Ana gives</th>" in actions and "Bo gives</th>" in actions
    rows = grid(actions)
    assert {"water", "stone", "metal"} <= set(rows) and all(amounts == [0, 0] for amounts in rows.values())
    # no button a card and side any more: only Send (once both sides give) and Withdraw stay plain
    plain = re.findall(r'<button type="button" data-command="act"[^>]*class="action"', actions)
    assert 1 <= len(plain) <= 2 and "Withdraw the offer" in actions
    # the + of "Bo gives water" asks for one water; its name says so
    plus = re.search(r'data-arg="([^"]+)" class="step" aria-label="Ask Bo for 1 water"', actions)
    assert plus is not None
    app.command("act", html.unescape(plus.group(1)))
    app.command("act", html.unescape(plus.group(1)))
    match = app.ui.match
    assert match is not None
    regions = table_regions(app.ui, match)
    assert grid(regions["actions"])["water"] == [0, 2]
    assert "Bo gives 2 water" in regions["status"]  # the running summary of the offer
    minus = re.search(r'data-arg="([^"]+)" class="step" aria-label="Ask for 1 water less"', regions["actions"])
    assert minus is not None
    assert me == match.to_move


def test_the_answering_player_sees_the_terms_beside_accept_reject_and_counter() -> None:
    app = mm_table()
    match = app.ui.match
    assert match is not None
    other = 1 - match.to_move
    app.command("act", json.dumps({"type": "trade_open", "partner": other}))
    match = app.ui.match
    assert match is not None
    offer = next(a for a in match.legal_actions() if a["type"] == "trade_offer")
    app.command("act", json.dumps(offer))
    app.command("act", json.dumps({"type": "trade_ask", "asset": "water"}))
    app.command("act", json.dumps({"type": "trade_send"}))
    app.command("reveal")
    match = app.ui.match
    assert match is not None and match.to_move == other
    regions = table_regions(app.ui, match)
    assert "Bo gives 1 water" in regions["status"]
    assert all(word in regions["actions"] for word in ("Accept the trade", "Reject the trade", "counter-offer"))
    assert '<table class="steppers"' not in regions["actions"]  # answering builds nothing


def test_the_trade_being_built_declares_the_builder_layout_and_its_end_takes_it_back() -> None:
    """While the offer is built its steppers take the board's place on a phone: the table's
    data-layout says "builder" (app.css keys on that word, not on the grid's shape), and not
    before the trade is opened, nor for the player who answers it, nor once it is withdrawn."""
    from spacetable_web.tableviews import table_frame

    app = mm_table()
    match = app.ui.match
    assert match is not None
    other = 1 - match.to_move
    assert "builder" not in table_regions(app.ui, match)["layout"].split()
    app.command("act", json.dumps({"type": "trade_open", "partner": other}))
    match = app.ui.match
    assert match is not None
    regions = table_regions(app.ui, match)
    assert regions["layout"].split() == ["builder"] and '<table class="steppers"' in regions["actions"]
    assert re.search(r'<div class="table"[^>]*data-layout="builder"', table_frame(app.ui, match, regions))
    app.command("act", json.dumps({"type": "trade_cancel"}))
    match = app.ui.match
    assert match is not None
    assert "builder" not in table_regions(app.ui, match)["layout"].split()
