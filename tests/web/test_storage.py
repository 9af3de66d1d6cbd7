"""Saves in localStorage: two-slot writes, quota errors, quarantine of unreadable data."""

import json

import pytest
from spacetable_web.storage import (
    INDEX_KEY,
    QUARANTINE_PREFIX,
    SaveStore,
    StorageError,
    save_key,
)

from pyengine.core import Match, SaveError
from pyengine.core.saves import dumps
from tests.web.fakes import FullStore

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


def rolled_match() -> Match:
    return Match.new("first_landing", SEATS, seed=3).apply({"type": "roll"})


def test_writes_alternate_slots_and_the_index_points_at_the_newest() -> None:
    store = SaveStore(FullStore())
    first = Match.new("first_landing", SEATS, seed=3)
    store.write("g1", first, now=10.0)
    second = first.apply({"type": "roll"})
    store.write("g1", second, now=11.0)
    index = json.loads(store.store.getItem(INDEX_KEY) or "")
    assert index["saves"]["g1"]["slot"] == "b"
    assert index["current"] == "g1"
    assert store.store.getItem(save_key("g1", "a")) == dumps(first)
    assert store.load("g1", now=12.0).match.state_hash() == second.state_hash()


def test_a_quota_error_keeps_the_previous_save() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    match = rolled_match()
    store.write("g1", match, now=1.0)
    backing.full = True
    with pytest.raises(StorageError):
        store.write("g1", match.apply(match.legal_actions()[0]), now=2.0)
    assert store.load("g1", now=3.0).match.state_hash() == match.state_hash()


def test_a_corrupt_save_is_quarantined_not_deleted_and_the_earlier_copy_opens() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    first = Match.new("first_landing", SEATS, seed=3)
    store.write("g1", first, now=1.0)
    store.write("g1", first.apply({"type": "roll"}), now=2.0)
    backing.setItem(save_key("g1", "b"), "{not json")
    loaded = store.load("g1", now=3.0)
    assert loaded.match.state_hash() == first.state_hash()
    assert loaded.notice is not None and loaded.notice.key == "ui.storage.earlier_copy"
    kept = [k for k in backing.items if k.startswith(QUARANTINE_PREFIX)]
    assert [backing.items[k] for k in kept] == ["{not json"]


def test_an_unreadable_save_with_no_good_copy_is_reported_and_kept_aside() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    store.write("g1", rolled_match(), now=1.0)
    newer = json.loads(backing.items[save_key("g1", "a")])
    newer["schema"] = 99
    backing.setItem(save_key("g1", "a"), json.dumps(newer))
    with pytest.raises(SaveError) as caught:
        store.load("g1", now=2.0)
    assert caught.value.reason.key == "core.error.newer_schema"
    assert len(store.quarantined()) == 1
    assert store.saves() == []


def test_a_corrupt_index_is_quarantined_and_rebuilt_from_the_saves() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    store.write("g1", rolled_match(), now=1.0)
    backing.setItem(INDEX_KEY, "[1, 2")
    assert [s.id for s in store.saves()] == ["g1"]
    assert store.load("g1", now=2.0).match.state_hash() == rolled_match().state_hash()
    assert any(backing.items[k] == "[1, 2" for k in store.quarantined())
    assert store.notices and store.notices[0].key == "ui.storage.index_rebuilt"


def test_delete_removes_both_slots_and_the_entry() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    match = rolled_match()
    store.write("g1", match, now=1.0)
    store.write("g1", match, now=2.0)
    store.delete("g1")
    assert store.saves() == []
    assert not any(k.startswith("spacetable.v1.save.") for k in backing.items)


def test_language_setting_round_trips_and_ignores_garbage() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    assert store.language() is None
    store.set_language("es")
    assert store.language() == "es"
    backing.setItem("spacetable.v1.settings", "garbage")
    assert store.language() is None


def test_saves_are_listed_newest_first() -> None:
    store = SaveStore(FullStore())
    store.write("old", rolled_match(), now=1.0)
    store.write("new", rolled_match(), now=5.0)
    assert [s.id for s in store.saves()] == ["new", "old"]
    assert store.most_recent() is not None and store.most_recent().title == "Ana, Bo"  # type: ignore[union-attr]
