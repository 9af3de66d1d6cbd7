"""Migration: Mars's action fields are declared with the kit's field kinds (core/actions.py): none is
plain text, and malformed values are refused before any rule runs, with the kit's reason."""

from __future__ import annotations

import pytest

from pyengine.core.actions import FieldError, place_key, text
from pyengine.core.targets import place_target
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


def test_a_place_is_parsed_to_its_hex_key_or_its_name_and_written_back_as_sent() -> None:
    place = place_key("embassy")
    assert place("hex:1,-2") == "1,-2" and place("embassy") == "embassy"
    assert place_target(place("hex:1,-2")) == "hex:1,-2" and place_target("embassy") == "embassy"
    for bad in ("hex:01,2", "castle", 3, None, ["embassy"]):
        with pytest.raises(FieldError):
            place(bad)


def test_the_five_place_fields_arrive_as_hex_keys_or_the_embassy() -> None:
    """move_pop, export, evacuate, injure and gift: no rule reads a "hex:" string."""
    moves = [
        {"type": "move_pop", "from": "embassy", "to": "hex:0,-6"},
        {"type": "export", "give": "olympium", "get": "population", "target": "hex:0,-6"},
        {"type": "evacuate", "target": "hex:0,-6"},
        {"type": "injure", "source": "hex:0,-6", "hospital": "hex:1,-6"},
        {"type": "gift", "item": "population", "target": "embassy"},
    ]
    for action in moves:
        parsed = ACTIONS.parse(action)
        assert not any(str(v).startswith("hex:") for v in parsed.values()), parsed
        assert parsed.raw == action
