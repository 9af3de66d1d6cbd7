"""Saved games in a key-value store with localStorage semantics (pure: no browser imports).

Keys (see docs/CONTRACTS.md):
    spacetable.v1.index                    {"current": id|null,
                                            "saves": {id: {game, title, updated, slot, rev, by, summary}}}
    spacetable.v1.save.<id>.<a|b>          the engine's save JSON
    spacetable.v1.quarantine.<id>.<time>   entries that failed to load, kept aside, never deleted
    spacetable.v1.settings                 {"lang", "palette", "motion", "speed", "hands"} (settings.py)
    spacetable.v1.coach.<id>               the coach's record of a save: {"off", "hints", "review"} (coaching.py)

A write goes to the slot the index does not point at, and only then is the index switched,
so a failed write (quota) always leaves the previous save readable.

Several tabs (or windows) share these keys. Each index entry counts its writes ("rev") and names
the tab that wrote last ("by"); a store remembers the pair it last read or wrote for each game,
and refuses to write over a game that another tab has moved on since (StaleSave): that tab's
move is never overwritten. The writer's name tells apart two tabs that wrote the same count.
"""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import dataclass
from typing import Any, Protocol

from pyengine.core import Match, Msg, SaveError
from pyengine.core.messages import msg
from pyengine.core.saves import dumps, loads
from pyengine.core.table import table_of

PREFIX = "spacetable.v1."
INDEX_KEY = PREFIX + "index"
SETTINGS_KEY = PREFIX + "settings"
SAVE_PREFIX = PREFIX + "save."
QUARANTINE_PREFIX = PREFIX + "quarantine."
COACH_PREFIX = PREFIX + "coach."
SLOTS = ("a", "b")


class KeyValueStore(Protocol):
    """What we use of the Web Storage API (window.localStorage or a test fake)."""

    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...
    def key(self, index: int) -> str | None: ...

    @property
    def length(self) -> int: ...


class StorageError(Exception):
    """A write the store refused (quota exceeded, storage disabled); carries a reason."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.key)
        self.reason = reason


class StaleSave(StorageError):
    """A write refused because another tab saved (or deleted) this game since this one read it."""


@dataclass(frozen=True)
class SaveInfo:
    """One row of the saves index."""

    id: str
    game: str
    title: str
    updated: float
    slot: str
    summary: dict[str, Any] | None = None  # see summary(); missing in saves of older versions


@dataclass(frozen=True)
class Loaded:
    """A save that loaded, and a notice if it needed repair (an earlier copy was used)."""

    match: Match
    notice: Msg | None = None


def save_key(save_id: str, slot: str) -> str:
    """The key of one slot of a save."""
    return f"{SAVE_PREFIX}{save_id}.{slot}"


def other_slot(slot: str) -> str:
    """The slot a new copy is written to."""
    return "b" if slot == "a" else "a"


def match_title(match: Match) -> str:
    """The index title of a match: its player names."""
    return ", ".join(str(seat["name"]) for seat in match.seats)


def summary(match: Match) -> dict[str, Any]:
    """What the statistics need of a save, kept in its index entry so they never replay games:
    player names, whether it is over, the winning seats, player actions, rounds played and the
    group the game counts under (`Table.stats_group`, as message JSON; None for most games)."""
    group = table_of(match.game).stats_group(match.seen(None))
    return {
        "names": [str(seat["name"]) for seat in match.seats],
        "over": match.is_over,
        "winners": match.winners() if match.is_over else [],
        "actions": sum(1 for entry in match.entries if entry.actor >= 0),
        "rounds": table_of(match.game).progress(match.seen(None)),
        "group": group.to_json() if group is not None else None,
    }


class SaveStore:
    """Saves, settings and quarantine over a KeyValueStore; never deletes data it cannot read."""

    def __init__(self, store: KeyValueStore, tab: str | None = None) -> None:
        self.store = store
        self.tab = tab or f"{random.getrandbits(48):012x}"  # this tab's name in the index entries it writes
        self.notices: list[Msg] = []  # problems found while reading, for the UI to show once
        self.bad_index: str | None = None
        self.known: dict[str, tuple[int, str]] = {}  # save id -> the (rev, by) this store last read or wrote

    # --- raw access -------------------------------------------------------------------
    def _get(self, key: str) -> str | None:
        try:
            value = self.store.getItem(key)
        except Exception:
            return None
        return value if isinstance(value, str) else None

    def _set(self, key: str, value: str) -> None:
        try:
            self.store.setItem(key, value)
        except Exception as err:  # QuotaExceededError arrives as a JS exception in Pyodide
            raise StorageError(msg("ui.storage.write_failed")) from err

    def _keys(self) -> list[str]:
        try:
            count = int(self.store.length)
            keys = [self.store.key(i) for i in range(count)]
        except Exception:
            return []
        return [k for k in keys if isinstance(k, str)]

    # --- quarantine -------------------------------------------------------------------
    def quarantine(self, name: str, text: str, now: float) -> bool:
        """Keep a copy of unreadable data aside; False if even that could not be written."""
        key = f"{QUARANTINE_PREFIX}{name}.{int(now * 1000)}"
        try:
            self._set(key, text)
        except StorageError:
            return False
        return True

    def quarantined(self) -> list[str]:
        """Keys of the entries kept aside."""
        return sorted(k for k in self._keys() if k.startswith(QUARANTINE_PREFIX))

    def quarantined_items(self) -> dict[str, str]:
        """The entries kept aside with their original text."""
        return {key: self._get(key) or "" for key in self.quarantined()}

    # --- settings ---------------------------------------------------------------------
    def settings(self) -> dict[str, Any]:
        """The stored settings object ({} if missing or unreadable)."""
        return _parse_object(self._get(SETTINGS_KEY)) or {}

    def update_settings(self, changes: dict[str, Any]) -> None:
        """Merge changes into the stored settings, keeping the keys this version does not know
        (best effort: a full store only loses the setting)."""
        try:
            self._set(SETTINGS_KEY, json.dumps({**self.settings(), **changes}, ensure_ascii=False))
        except StorageError:
            self.notices.append(msg("ui.storage.write_failed"))

    def language(self) -> str | None:
        """The language the player chose, if any."""
        lang = self.settings().get("lang")
        return lang if isinstance(lang, str) else None

    def set_language(self, lang: str) -> None:
        """Remember the language choice."""
        self.update_settings({"lang": lang})

    def usage(self) -> tuple[int, int]:
        """Bytes our saves (index, slots, quarantine) and all our keys use in the store: browsers
        count localStorage in UTF-16 code units, two bytes each, keys included."""
        saves = total = 0
        for key in self._keys():
            if not key.startswith(PREFIX):
                continue
            size = 2 * (len(key) + len(self._get(key) or ""))
            total += size
            if key != SETTINGS_KEY:
                saves += size
        return saves, total

    # --- the coach's record of a save ----------------------------------------------------
    def coach(self, save_id: str) -> dict[str, Any]:
        """The coach's record of a save (hints off, hints shown, the review; {} if none or damaged)."""
        return _parse_object(self._get(COACH_PREFIX + save_id)) or {}

    def update_coach(self, save_id: str, changes: dict[str, Any]) -> bool:
        """Merge changes into a save's coach record (best effort: False if the store refused).
        Beside the save, never in it: the engine's save format stays (game, options, seed, actions)."""
        try:
            self._set(COACH_PREFIX + save_id, json.dumps({**self.coach(save_id), **changes}, ensure_ascii=False))
        except StorageError:
            return False
        return True

    # --- index ------------------------------------------------------------------------
    def index(self, now: float = 0.0) -> dict[str, Any]:
        """The saves index; an unreadable one is quarantined and rebuilt from the save keys."""
        raw = self._get(INDEX_KEY)
        if raw is None:
            return {"current": None, "saves": {}}
        data = _parse_object(raw)
        if data is not None and _valid_index(data):
            return data
        if raw != self.bad_index:  # once per damaged text, even if the rebuilt index cannot be written
            self.bad_index = raw
            self.quarantine("index", raw, now)
            self.notices.append(msg("ui.storage.index_rebuilt"))
        rebuilt = self._rebuild_index(now)
        with contextlib.suppress(StorageError):
            self._write_index(rebuilt)
        return rebuilt

    def _write_index(self, index: dict[str, Any]) -> None:
        self._set(INDEX_KEY, json.dumps(index, ensure_ascii=False))

    def _rebuild_index(self, now: float) -> dict[str, Any]:
        """An index listing every save slot found, preferring the copy with more moves."""
        best: dict[str, tuple[int, str, dict[str, Any]]] = {}
        for key in self._keys():
            if not key.startswith(SAVE_PREFIX):
                continue
            save_id, _, slot = key[len(SAVE_PREFIX) :].rpartition(".")
            data = _parse_object(self._get(key))
            if not save_id or slot not in SLOTS or data is None:
                continue
            moves = len(data.get("actions") or [])
            if save_id not in best or moves > best[save_id][0]:
                best[save_id] = (moves, slot, data)
        saves = {
            save_id: {"game": str(data.get("game")), "title": _seat_names(data), "updated": now, "slot": slot}
            for save_id, (_, slot, data) in best.items()
        }
        return {"current": None, "saves": saves}

    def saves(self) -> list[SaveInfo]:
        """Saved games, most recently updated first."""
        entries = self.index()["saves"]
        infos = [
            SaveInfo(save_id, str(e["game"]), str(e["title"]), float(e["updated"]), str(e["slot"]), _summary_of(e))
            for save_id, e in entries.items()
        ]
        return sorted(infos, key=lambda info: (-info.updated, info.id))

    def most_recent(self) -> SaveInfo | None:
        """The save to offer under 'continue'."""
        infos = self.saves()
        return infos[0] if infos else None

    # --- saves --------------------------------------------------------------------------
    def new_id(self, now: float) -> str:
        """A fresh save id (time based, unique within the index)."""
        taken = set(self.index()["saves"])
        base = int(now * 1000)
        while f"g{base:x}" in taken:
            base += 1
        return f"g{base:x}"

    def write(self, save_id: str, match: Match, now: float) -> None:
        """Store the match: new copy in the other slot, then switch the index to it. StaleSave
        (nothing written) if another tab saved or deleted this game since this store read it."""
        index = self.index(now)
        entry = index["saves"].get(save_id)
        if self.changed_elsewhere(save_id, index):
            raise StaleSave(msg("ui.storage.stale_not_saved"))
        slot = other_slot(entry["slot"]) if entry else SLOTS[0]
        rev = revision(entry)[0] + 1
        self._set(save_key(save_id, slot), dumps(match))  # the slot first: see the module docstring
        index["saves"][save_id] = {
            "game": match.game.meta.id,
            "title": match_title(match),
            "updated": now,
            "slot": slot,
            "rev": rev,
            "by": self.tab,
            "summary": summary(match),
        }
        index["current"] = save_id
        self._write_index(index)
        self.known[save_id] = (rev, self.tab)

    def changed_elsewhere(self, save_id: str, index: dict[str, Any] | None = None) -> bool:
        """True if another tab saved or deleted this game since this store last read or wrote it."""
        entry = (index or self.index())["saves"].get(save_id)
        if save_id not in self.known:
            return entry is not None  # a game this store never opened: someone else's
        return entry is None or revision(entry) != self.known[save_id]

    def load(self, save_id: str, now: float) -> Loaded:
        """Replay a save; a bad copy is quarantined and the earlier slot tried instead."""
        entry = self.index(now)["saves"].get(save_id)
        if entry is None:
            raise SaveError(msg("ui.storage.missing_save"))
        slot = entry["slot"]
        self.known[save_id] = revision(entry)
        try:
            return Loaded(self._load_slot(save_id, slot, now))
        except SaveError as first_error:
            try:
                earlier = self._load_slot(save_id, other_slot(slot), now)
            except SaveError:
                self._forget(save_id)
                raise first_error from None
            self._point_to(save_id, other_slot(slot))
            return Loaded(earlier, msg("ui.storage.earlier_copy", reason=first_error.reason))

    def _load_slot(self, save_id: str, slot: str, now: float) -> Match:
        """Replay one slot; on any failure the text is quarantined (then the slot key removed)
        and a SaveError raised."""
        key = save_key(save_id, slot)
        text = self._get(key)
        if text is None:
            raise SaveError(msg("ui.storage.missing_save"))
        try:
            return loads(text)
        except Exception as err:  # a SaveError, or anything else a bug could raise: set aside alike
            if self.quarantine(f"{save_id}.{slot}", text, now):
                self._remove(key)
            if isinstance(err, SaveError):
                raise
            raise SaveError(msg("core.error.not_a_save")) from err

    def _point_to(self, save_id: str, slot: str) -> None:
        index = self.index()
        index["saves"][save_id]["slot"] = slot
        try:
            self._write_index(index)
        except StorageError:
            self.notices.append(msg("ui.storage.write_failed"))

    def _forget(self, save_id: str) -> None:
        """Drop an unreadable save from the index (its data stays in quarantine)."""
        index = self.index()
        index["saves"].pop(save_id, None)
        if index["current"] == save_id:
            index["current"] = None
        try:
            self._write_index(index)
        except StorageError:
            self.notices.append(msg("ui.storage.write_failed"))

    def _remove(self, key: str) -> None:
        with contextlib.suppress(Exception):  # best effort: the data is already kept elsewhere
            self.store.removeItem(key)

    def peek(self, save_id: str) -> Match | None:
        """Replay a save without repairing anything (for statistics); None if it does not load."""
        text = self.read_text(save_id)
        try:
            return loads(text) if text is not None else None
        except Exception:  # a SaveError, or anything a bug could raise: the statistics skip it
            return None

    def read_text(self, save_id: str) -> str | None:
        """The current save text of an entry (for export)."""
        entry = self.index()["saves"].get(save_id)
        return self._get(save_key(save_id, entry["slot"])) if entry else None

    def delete(self, save_id: str) -> None:
        """Remove a save the player chose to delete (both slots and its index entry)."""
        index = self.index()
        index["saves"].pop(save_id, None)
        self.known.pop(save_id, None)
        if index["current"] == save_id:
            index["current"] = None
        self._write_index(index)
        for slot in SLOTS:
            self._remove(save_key(save_id, slot))
        self._remove(COACH_PREFIX + save_id)


def revision(entry: dict[str, Any] | None) -> tuple[int, str]:
    """How many times an index entry's game was written (0: none, or written before revisions),
    and by which tab last ("" before revisions)."""
    rev = entry.get("rev") if entry else None
    by = entry.get("by") if entry else None
    count = rev if isinstance(rev, int) and not isinstance(rev, bool) and rev >= 0 else 0
    return count, by if isinstance(by, str) else ""


def _parse_object(text: str | None) -> dict[str, Any] | None:
    """A JSON object, or None if the text is missing or not one."""
    if text is None:
        return None
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return None
    return data if isinstance(data, dict) else None


def _valid_index(data: dict[str, Any]) -> bool:
    """True if the index has the shape this version writes."""
    saves = data.get("saves")
    if not isinstance(saves, dict) or not (data.get("current") is None or isinstance(data.get("current"), str)):
        return False
    return all(isinstance(k, str) and _valid_entry(v) for k, v in saves.items())


def _summary_of(entry: dict[str, Any]) -> dict[str, Any] | None:
    """An index entry's summary if it has the shape summary() writes."""
    found = entry.get("summary")
    if not isinstance(found, dict) or not isinstance(found.get("names"), list):
        return None
    if not isinstance(found.get("over"), bool) or not isinstance(found.get("winners"), list):
        return None
    return found


def _valid_entry(entry: Any) -> bool:
    return (
        isinstance(entry, dict)
        and isinstance(entry.get("game"), str)
        and isinstance(entry.get("title"), str)
        and isinstance(entry.get("updated"), (int, float))
        and entry.get("slot") in SLOTS
    )


def _seat_names(data: dict[str, Any]) -> str:
    seats = data.get("seats")
    if not isinstance(seats, list):
        return ""
    return ", ".join(str(s.get("name", "")) for s in seats if isinstance(s, dict))[:200]


class MemoryStore:
    """An in-memory KeyValueStore: the fallback when localStorage is unavailable, and a test double."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}

    def getItem(self, key: str) -> str | None:
        """The value under key, or None."""
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        """Store a value."""
        self.items[key] = str(value)

    def removeItem(self, key: str) -> None:
        """Forget a key."""
        self.items.pop(key, None)

    def key(self, index: int) -> str | None:
        """The key at a position (insertion order), or None."""
        keys = list(self.items)
        return keys[index] if 0 <= index < len(keys) else None

    @property
    def length(self) -> int:
        """How many keys are stored."""
        return len(self.items)
