"""jsonutil.clone: a deep copy of plain game data that shares nothing with the original."""

from __future__ import annotations

from pyengine.core.jsonutil import canonical, clone


def test_a_copy_is_equal_in_content_order_and_types() -> None:
    state = {"b": [1, 2.5, -0.0, True, None, "ñ"], "a": {"x": {"y": [[]]}, "1": False}, "n": 2**70}
    copy = clone(state)
    assert copy == state and canonical(copy) == canonical(state)
    assert list(copy) == ["b", "a", "n"]
    assert [type(v) for v in copy["b"]] == [int, float, float, bool, type(None), str]


def test_changing_the_copy_leaves_the_original_alone() -> None:
    state = {"players": [{"cards": [1, 2]}], "map": {"h": {"owner": 0}}}
    copy = clone(state)
    copy["players"][0]["cards"].append(3)
    copy["map"]["h"]["owner"] = 1
    assert state == {"players": [{"cards": [1, 2]}], "map": {"h": {"owner": 0}}}


def test_a_list_reached_twice_becomes_two_independent_lists() -> None:
    shared = [1]
    copy = clone({"a": shared, "b": shared})
    copy["a"].append(2)
    assert copy == {"a": [1, 2], "b": [1]}


def test_an_object_inside_is_shared_while_its_containers_are_copied() -> None:
    marker = object()
    value = {"list": [marker]}
    copy = clone(value)
    assert copy["list"][0] is marker and copy["list"] is not value["list"]
