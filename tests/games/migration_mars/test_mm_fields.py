"""Migration: Mars's action fields are declared with the kit's field kinds (core/actions.py): none is
plain text, and malformed values are refused before any rule runs, with the kit's reason."""

from __future__ import annotations

import pytest

from pyengine.core.actions import FieldError, hex_or, text
from pyengine.games.migration_mars.actions import ACTIONS


def test_no_field_is_plain_text() -> None:
    plain = sorted(f"{name}.{f.name}" for name, fields in ACTIONS.fields.items() for f in fields if f.parse is text)
    assert plain == []


@pytest.mark.parametrize(
    ("action", "field"),
    [
        ({"type": "build", "kind": "castle", "target": "hex:0,-6"}, "kind"),
        ({"type": "build", "kind": "tunnel", "target": "embassy"}, "target"),  # a structure goes on a hex
        ({"type": "build", "kind": "tunnel", "target": "hex:+0,-6"}, "target"),  # not the written form
        ({"type": "move_pop", "from": "hex:0,-6", "to": "station"}, "to"),
        ({"type": "pick_resource", "resource": "olympium"}, "resource"),  # not a basic resource
        ({"type": "trade_offer", "asset": "habitat"}, "asset"),  # a building is no card
        ({"type": "fuel", "cells": -1}, "cells"),
    ],
)
def test_a_malformed_field_is_refused_by_its_kind(action: dict[str, object], field: str) -> None:
    reason = ACTIONS.validate(action)
    assert reason is not None and reason.key == "core.illegal.bad_field" and reason.params["field"] == field


def test_well_formed_fields_pass_and_hex_targets_arrive_as_keys() -> None:
    assert ACTIONS.validate({"type": "move_pop", "from": "embassy", "to": "hex:0,-6"}) is None
    move = ACTIONS.parse({"type": "build", "kind": "tunnel", "target": "hex:0,-6"})
    assert move["target"] == "0,-6" and move.raw["target"] == "hex:0,-6"
    event = ACTIONS.parse({"type": "play_event", "card": "ev15", "from": "hex:-3,-4", "to": "hex:1,-6"})
    assert (event["from"], event["to"]) == ("-3,-4", "1,-6")


def test_hex_or_keeps_a_hex_target_or_a_named_place_as_sent() -> None:
    place = hex_or("embassy")
    assert place("hex:1,-2") == "hex:1,-2" and place("embassy") == "embassy"
    for bad in ("hex:01,2", "castle", 3, None, ["embassy"]):
        with pytest.raises(FieldError):
            place(bad)
