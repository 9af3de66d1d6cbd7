"""The controller's saved games: continue, resume, delete, export and import a save, and step
through a saved game's replay (a mixin of controller.Controller, which holds the state; pure, no
browser)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyengine.core import Match, Msg, SaveError
from pyengine.core.messages import msg
from pyengine.core.saves import MAX_SAVE_CHARS, dumps, loads
from spacetable_web.storage import SaveStore, StorageError
from spacetable_web.uistate import Download, Ui

MAX_IMPORT_BYTES = MAX_SAVE_CHARS


class SavedGames:
    """The saved games' intents (controller.Controller's)."""

    # Set by controller.Controller.__init__: the screen state, the save store and the clock.
    ui: Ui
    store: SaveStore
    clock: Callable[[], float]

    if TYPE_CHECKING:

        def _set(self, **changes: Any) -> None: ...
        def _notify(self, kind: str, message: Msg) -> None: ...
        def home(self) -> None: ...
        def _open(self, match: Match, save_id: str | None) -> None: ...
        def _autosave(self) -> None: ...

    def continue_latest(self) -> None:
        """Resume the most recently played game."""
        latest = next((info for info in self.store.saves() if not (info.summary or {}).get("over")), None)
        if latest is None:
            self._notify("info", msg("ui.home.nothing_to_continue"))
        else:
            self.resume(latest.id)

    def resume(self, save_id: str) -> None:
        """Open a saved game; an unreadable one is reported and kept aside."""
        try:
            loaded = self.store.load(save_id, self.clock())
        except SaveError as err:
            self.home()
            self._notify("error", msg("ui.storage.quarantined", reason=err.reason))
            return
        self._open(loaded.match, save_id)
        if loaded.notice:
            self._notify("info", loaded.notice)

    def delete(self, save_id: str) -> None:
        """Delete a save after confirmation."""
        try:
            self.store.delete(save_id)
        except StorageError as err:
            self._notify("error", err.reason)
        self._set(confirm_delete=None)

    def export(self, save_id: str) -> Download | None:
        """The save as a .json download (the open game if no id is given)."""
        match = self.ui.match
        content = self.store.read_text(save_id) if save_id else (dumps(match) if match else None)
        if content is None:
            self._notify("error", msg("ui.storage.missing_save"))
            return None
        name = save_id or self.ui.save_id or "game"
        return Download(f"spacetable-{_game_of(content)}-{name}.json", content)

    def export_quarantine(self) -> Download:
        """Every entry kept aside, as one JSON file {key: original text}, so nothing is out of reach."""
        return Download("spacetable-kept-aside.json", json.dumps(self.store.quarantined_items(), ensure_ascii=False))

    def import_text(self, content: str) -> None:
        """Open an imported save as a new saved game; refused files change nothing."""
        self._set(notice=None, choices=())
        if len(content) > MAX_IMPORT_BYTES:
            self.import_too_large()
            return
        try:
            match = loads(content)
        except SaveError as err:
            self._notify("error", msg("ui.import.refused", reason=err.reason))
            return
        save_id = self.store.new_id(self.clock())
        self._open(match, save_id)
        self._autosave()
        if self.ui.notice is None:
            self._notify("info", msg("ui.import.done"))

    def import_too_large(self) -> None:
        """Refuse a file before reading it."""
        reason = msg("core.error.too_large", limit=MAX_IMPORT_BYTES // 1000)
        self._notify("error", msg("ui.import.refused", reason=reason))

    def open_replay(self, save_id: str) -> None:
        """Step through a saved game (or the open one when no id is given) from the start."""
        source = self.ui.match if not save_id else None
        if source is None:
            try:
                source = self.store.load(save_id, self.clock()).match
            except SaveError as err:
                self.home()
                self._notify("error", msg("ui.storage.quarantined", reason=err.reason))
                return
        else:
            save_id = self.ui.save_id or ""
        from spacetable_web.replay import Replay  # the table's zip is loaded: replay opens a game

        self._set(screen="replay", replay=Replay(source), replay_step=0, match=None, save_id=save_id or None)
        self._set(choices=(), curtain=None, tool="")

    def replay_step(self, where: str) -> None:
        """Move the replay: first, back, forward or last, or to a step's number (a turning point)."""
        replay = self.ui.replay
        if replay is None:
            return
        named = {"first": 0, "back": self.ui.replay_step - 1, "forward": self.ui.replay_step + 1, "last": replay.steps}
        step = int(where) if where.isdigit() else named.get(where, self.ui.replay_step)
        self._set(replay_step=max(0, min(step, replay.steps)))

    def close_replay(self) -> None:
        """Back to the saved game's table, or home."""
        save_id = self.ui.save_id
        self._set(replay=None)
        if save_id:
            self.resume(save_id)
        else:
            self.home()


def _game_of(content: str) -> str:
    """The game id named in save text, made safe for a file name."""
    try:
        data = json.loads(content)
    except ValueError:
        return "game"
    game = data.get("game") if isinstance(data, dict) else None
    return "".join(ch for ch in str(game) if ch.isalnum() or ch in "_-")[:40] or "game"
