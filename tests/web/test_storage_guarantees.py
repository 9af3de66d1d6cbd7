"""What storage guarantees a player (docs/CONTRACTS.md), each with a test that fails when it is
broken: the write order under a full quota, the earlier copy when the latest one cannot load,
the text kept aside, and two tabs on one game never writing over each other."""

from __future__ import annotations

import json
from typing import Any

import pytest
from spacetable_web.controller import Controller
from spacetable_web.storage import INDEX_KEY, QUARANTINE_PREFIX, SaveStore, StaleSave, StorageError, save_key

from pyengine.core import Match, SaveError
from pyengine.core.saves import dumps
from tests.web.fakes import FullStore, QuotaExceededError

SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]


class SizedStore(FullStore):
    """A store with a byte quota like a browser's: a write that would pass it is refused."""

    def __init__(self) -> None:
        super().__init__()
        self.capacity: int | None = None

    def used(self) -> int:
        """Characters stored, keys included."""
        return sum(len(k) + len(v) for k, v in self.items.items())

    def setItem(self, key: str, value: str) -> None:
        """Refuse a write that would take the store over its capacity."""
        after = self.used() - len(self.items.get(key, "")) + len(value) + (0 if key in self.items else len(key))
        if self.capacity is not None and after > self.capacity:
            raise QuotaExceededError("quota")
        super().setItem(key, value)


def moves(count: int, seed: int = 3) -> list[Match]:
    """A First Landing game after 0, 1, ... count-1 player actions."""
    match = Match.new("first_landing", SEATS, seed=seed)
    found = [match]
    while len(found) < count:
        match = match.apply(match.legal_actions()[-1])
        found.append(match)
    return found


# --- the write order under a full quota ----------------------------------------------------
def test_when_the_quota_refuses_the_new_copy_the_index_still_names_the_previous_save() -> None:
    backing = SizedStore()
    store = SaveStore(backing)
    first, second, third, fourth = moves(4)
    for now, match in enumerate((first, second, third), start=1):
        store.write("g1", match, now=float(now))  # slots a, b, a: slot b holds an older copy
    # Room for a rewritten index but not for the longer new copy in slot b.
    growth = len(dumps(fourth)) - len(backing.items[save_key("g1", "b")])
    backing.capacity = backing.used() + growth // 2
    with pytest.raises(StorageError):
        store.write("g1", fourth, now=4.0)
    reopened = SaveStore(backing).load("g1", now=5.0)
    assert reopened.notice is None  # the latest save opened as it is, no repair needed
    assert reopened.match.state_hash() == third.state_hash()  # not the older copy in slot b
    assert json.loads(backing.items[INDEX_KEY])["saves"]["g1"]["slot"] == "a"


def test_a_full_quota_keeps_the_previous_save_and_the_next_write_succeeds_once_there_is_room() -> None:
    backing = SizedStore()
    store = SaveStore(backing)
    first, second = moves(2)
    store.write("g1", first, now=1.0)
    backing.capacity = backing.used()
    with pytest.raises(StorageError):
        store.write("g1", second, now=2.0)
    assert SaveStore(backing).load("g1", now=3.0).match.state_hash() == first.state_hash()
    backing.capacity = None
    store.write("g1", second, now=4.0)  # the refused write left nothing that blocks the next one
    assert SaveStore(backing).load("g1", now=5.0).match.state_hash() == second.state_hash()


# --- the earlier copy and the text kept aside ------------------------------------------------
def malformed(text: str) -> str:
    """Valid JSON, but the first seat's colour is a list."""
    data = json.loads(text)
    data["seats"][0]["color"] = ["red"]
    return json.dumps(data)


def test_a_malformed_latest_copy_is_kept_aside_word_for_word_and_the_earlier_copy_opens() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    first, second = moves(2)
    store.write("g1", first, now=1.0)
    store.write("g1", second, now=2.0)
    bad = malformed(backing.items[save_key("g1", "b")])
    backing.setItem(save_key("g1", "b"), bad)
    loaded = SaveStore(backing).load("g1", now=3.0)
    assert loaded.match.state_hash() == first.state_hash()
    assert loaded.notice is not None and loaded.notice.key == "ui.storage.earlier_copy"
    assert loaded.notice.params["reason"].key == "core.error.bad_color"
    kept = {k: v for k, v in backing.items.items() if k.startswith(QUARANTINE_PREFIX)}
    assert list(kept.values()) == [bad]
    assert next(iter(kept)).startswith(f"{QUARANTINE_PREFIX}g1.b.")
    assert json.loads(backing.items[INDEX_KEY])["saves"]["g1"]["slot"] == "a"  # the next reload opens it at once


def test_a_copy_that_fails_for_any_reason_is_kept_aside_and_the_earlier_one_tried(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import spacetable_web.storage as storage

    backing = FullStore()
    store = SaveStore(backing)
    first, second = moves(2)
    store.write("g1", first, now=1.0)
    store.write("g1", second, now=2.0)
    latest = backing.items[save_key("g1", "b")]
    real_loads = storage.loads

    def crashing(text: str) -> Match:
        if text == latest:
            raise RuntimeError("a bug, not a SaveError")
        return real_loads(text)

    monkeypatch.setattr(storage, "loads", crashing)
    loaded = SaveStore(backing).load("g1", now=3.0)
    assert loaded.match.state_hash() == first.state_hash()
    assert [v for k, v in backing.items.items() if k.startswith(QUARANTINE_PREFIX)] == [latest]


def test_when_no_copy_loads_both_texts_are_kept_and_the_reason_given() -> None:
    backing = FullStore()
    store = SaveStore(backing)
    first, second = moves(2)
    store.write("g1", first, now=1.0)
    store.write("g1", second, now=2.0)
    texts = {slot: malformed(backing.items[save_key("g1", slot)]) for slot in "ab"}
    for slot, text in texts.items():
        backing.setItem(save_key("g1", slot), text)
    with pytest.raises(SaveError) as caught:
        SaveStore(backing).load("g1", now=3.0)
    assert caught.value.reason.key == "core.error.bad_color"
    assert sorted(v for k, v in backing.items.items() if k.startswith(QUARANTINE_PREFIX)) == sorted(texts.values())


def test_the_app_stays_usable_when_a_stored_save_is_malformed() -> None:
    backing = FullStore()
    writer = SaveStore(backing)
    writer.write("g1", moves(1)[0], now=1.0)
    backing.setItem(save_key("g1", "a"), malformed(backing.items[save_key("g1", "a")]))
    app = Controller(SaveStore(backing), "es", clock=lambda: 5.0, seeder=lambda: 7)
    app.start("#play/g1")
    assert app.ui.screen == "home"
    assert app.ui.notice is not None and app.ui.notice.kind == "error"
    assert app.ui.notice.message.key == "ui.storage.quarantined"
    app.command("new", "first_landing")
    assert app.ui.screen == "setup"


# --- two tabs on one game --------------------------------------------------------------------
def test_a_stale_tab_cannot_write_over_the_other_tabs_move() -> None:
    backing = FullStore()
    first, second, third = moves(3)
    SaveStore(backing).write("g1", first, now=1.0)
    tab_a, tab_b = SaveStore(backing), SaveStore(backing)
    tab_a.load("g1", now=2.0)
    tab_b.load("g1", now=2.0)
    tab_a.write("g1", second, now=3.0)
    assert tab_b.changed_elsewhere("g1") and not tab_a.changed_elsewhere("g1")
    with pytest.raises(StaleSave):
        tab_b.write("g1", second.apply(second.legal_actions()[0]), now=4.0)
    assert SaveStore(backing).load("g1", now=5.0).match.state_hash() == second.state_hash()
    tab_b.load("g1", now=6.0)  # caught up: it may write again
    tab_b.write("g1", third, now=7.0)
    assert SaveStore(backing).load("g1", now=8.0).match.state_hash() == third.state_hash()


def test_two_tabs_that_wrote_the_same_count_in_the_same_instant_are_told_apart() -> None:
    backing = FullStore()
    first, second = moves(2)
    tab_a, tab_b = SaveStore(backing, tab="A"), SaveStore(backing, tab="B")
    tab_a.write("g1", first, now=1.0)
    tab_b.load("g1", now=2.0)
    tab_a.write("g1", second, now=3.0)
    index = json.loads(backing.items[INDEX_KEY])
    index["saves"]["g1"]["by"] = "B"  # B's write raced A's: both counted from the same rev
    backing.setItem(INDEX_KEY, json.dumps(index))
    assert tab_a.changed_elsewhere("g1")


def test_a_game_deleted_in_another_tab_is_not_brought_back() -> None:
    backing = FullStore()
    first, second = moves(2)
    tab_a, tab_b = SaveStore(backing), SaveStore(backing)
    tab_a.write("g1", first, now=1.0)
    tab_b.load("g1", now=2.0)
    tab_a.delete("g1")
    with pytest.raises(StaleSave):
        tab_b.write("g1", second, now=3.0)
    assert SaveStore(backing).saves() == []


def tab(backing: FullStore, route: str = "") -> Controller:
    """A tab of the app over the shared storage."""
    app = Controller(SaveStore(backing), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    app.start(route)
    return app


def opened_twice() -> tuple[FullStore, Controller, Controller]:
    """A First Landing game open in two tabs, after the first roll."""
    backing = FullStore()
    first = tab(backing)
    first.command("new", "first_landing")
    fields = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "5"}
    first.command("start", fields=fields)
    first.command("reveal")
    play_first(first)
    second = tab(backing, first.route)
    second.command("reveal")
    return backing, first, second


def play_first(app: Controller) -> None:
    """The first legal action at this tab's table."""
    assert app.ui.match is not None
    app.command("act", json.dumps(app.ui.match.legal_actions()[0]))


def state_of(app: Controller) -> Any:
    assert app.ui.match is not None
    return app.ui.match.state_hash()


def test_the_stale_tab_learns_of_the_move_and_shows_the_latest_position() -> None:
    backing, first, second = opened_twice()
    play_first(first)
    assert second.storage_changed()  # what the page does on the `storage` event
    assert state_of(second) == state_of(first)
    assert second.ui.notice is not None and second.ui.notice.message.key == "ui.storage.moved_elsewhere"
    assert not first.storage_changed()  # the tab that moved has nothing to catch up with
    play_first(second)  # and play goes on from there, saved
    assert tab(backing, second.route).ui.match is not None
    assert state_of(tab(backing, second.route)) == state_of(second)


def test_a_move_in_a_stale_tab_is_refused_and_the_other_tabs_move_kept() -> None:
    backing, first, second = opened_twice()
    play_first(first)
    play_first(second)  # no event arrived in time: the write is refused, not made over the other
    assert second.ui.notice is not None and second.ui.notice.message.key == "ui.storage.stale_not_saved"
    assert state_of(second) == state_of(first)
    assert state_of(tab(backing, first.route)) == state_of(first)


def test_a_tab_whose_game_was_deleted_elsewhere_goes_home_and_says_so() -> None:
    _, first, second = opened_twice()
    save_id = first.ui.save_id
    first.command("home")
    first.command("delete-confirm", save_id or "")
    assert second.storage_changed()
    assert second.ui.screen == "home"
    assert second.ui.notice is not None and second.ui.notice.message.key == "ui.storage.missing_save"
