"""The controller's table: open a game, play and undo moves, taps, tools and previews, the
hand-over card, automated moves shown at a pace, another tab's moves caught up (a mixin of
controller.Controller, which holds the state; pure, no browser)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any, cast

from pyengine.core import CHANCE, Match, Msg, SaveError
from pyengine.core.actions import FIELD_REASONS
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import msg
from pyengine.core.table import table_of
from pyengine.core.targets import MAX_TARGET
from spacetable_web import bots as table_bots
from spacetable_web.bots import undoable
from spacetable_web.storage import SaveStore, StaleSave, StorageError
from spacetable_web.uistate import Ui

if TYPE_CHECKING:
    from spacetable_web.controller import Controller  # the class this is a mixin of
    from spacetable_web.tabletools import SpaceCard


class TablePlay:
    """The table's intents (controller.Controller's)."""

    # Set by controller.Controller.__init__: the screen state, the save store and the clock.
    ui: Ui
    store: SaveStore
    clock: Callable[[], float]

    if TYPE_CHECKING:

        def _set(self, **changes: Any) -> None: ...
        def _notify(self, kind: str, message: Msg) -> None: ...
        def home(self) -> None: ...

    def _open(self, match: Match, save_id: str | None) -> None:
        self._set(screen="table", match=match, save_id=save_id, setup=None, confirm_delete=None, replay=None)
        self._set(pacing=None)  # a game opened shows its latest position
        self._set(tool="", log_filter=None, bots=table_bots.table_for(self.store.store, save_id, match))
        from spacetable_web import coaching  # a table opens: its zip is loaded

        self._set(coach=coaching.record_of(self.store, save_id))
        seen = table_bots.viewer(self.ui.bots, match)
        self._set(curtain=seen if self._hides(match) and save_id else None, target_types=frozenset())
        self._set(curtain_since=None, curtain_wait=False)  # a reopened game: the card at once, nothing to sum up
        self._remember_target_types()

    def _remember_target_types(self) -> None:
        """Action types that use board targets, to explain clicks when none is legal."""
        match = self.ui.match
        if match is not None:
            types = {a["type"] for a in match.legal_actions() if "target" in a}
            if not types <= self.ui.target_types:
                self._set(target_types=self.ui.target_types | types)

    def _autosave(self) -> None:
        match, save_id = self.ui.match, self.ui.save_id
        if match is None or save_id is None:
            return
        try:
            self.store.write(save_id, match, self.clock())
        except StaleSave as stale:  # another tab moved this game on: never write over its moves
            self.catch_up("error", stale.reason)
        except StorageError:
            self._notify("error", msg("ui.storage.quota_kept"))

    def storage_changed(self) -> bool:
        """Another tab or window wrote our saves: a table whose game moved on there shows its
        latest position (home, if it was deleted there). True if the screen must be redrawn."""
        save_id = self.ui.save_id
        if self.ui.screen != "table" or not save_id:
            return self.ui.screen == "home"  # the list of saved games may have changed
        if not self.store.changed_elsewhere(save_id):
            return False
        self.catch_up("info", msg("ui.storage.moved_elsewhere"))
        return True

    def catch_up(self, kind: str, notice: Msg) -> None:
        """Reopen the table's game from storage, where another tab saved it last, and say so."""
        save_id = self.ui.save_id or ""
        try:
            loaded = self.store.load(save_id, self.clock())
        except SaveError as err:
            self.home()
            gone = err.reason.key == "ui.storage.missing_save"
            self._notify("error", err.reason if gone else msg("ui.storage.quarantined", reason=err.reason))
            return
        self._open(loaded.match, save_id)
        self._notify(kind, loaded.notice or notice)

    def _play(self, new_match: Match) -> None:
        before = self.ui.match
        table = self.ui.bots
        viewer = table_bots.viewer(table, new_match)  # a person's view, never a bot's (bots.py)
        changes: dict[str, Any] = {"tool_before": self.ui.tool}
        if self._hides(new_match) and before is not None and viewer not in (None, table_bots.viewer(table, before)):
            # pass-and-play: the next player's secrets wait for them, and the move is shown first
            since = max(turn_began(before), min(self.ui.revealed_at, len(before.entries)))  # not before the tablet came
            changes.update(curtain=viewer, curtain_since=since, curtain_wait=True)
        if table_bots.deciding(table, new_match) is None:  # play moved on to a person: a bot's notice is stale
            changes["notice"] = None
        steps = paced_steps(new_match, len(before.entries) if before is not None else len(new_match.entries))
        # the position before the first automated move, then each; a hint is for one position
        changes.update(pacing=steps[0] if steps else None, coach=replace(self.ui.coach, state="", choices=()))
        self._set(match=new_match, tool="", preview="", bots=table_bots.with_viewer(table, new_match), **changes)
        self._remember_target_types()
        self._autosave()

    def pace_step(self) -> None:
        """The next automated move shown (the browser calls this at the table's pace); after the
        last one, the latest position and the decision it waits for."""
        match, shown = self.ui.match, self.ui.pacing
        if match is None or shown is None:
            return
        steps = paced_steps(match, shown)
        self._set(pacing=steps[0] + 1 if steps else None)

    def cover(self) -> None:
        """The move has been seen (its rover walk and dice ended): the hand-over card covers the table."""
        if self.ui.curtain is not None:
            self._set(curtain_wait=False)

    def _hides(self, match: Match) -> bool:
        """True if the tablet is handed over between players: the game has secrets and the
        players did not choose public hands."""
        return _has_secrets(match) and not self.ui.settings.public_hands

    def act(self, raw: str) -> None:
        """Take the action a button carries (checked again: buttons can be stale or forged)."""
        from spacetable_web.tabletools import parse_action  # a table is open: its zip is loaded

        match = self.ui.match
        action = parse_action(raw)
        if self.ui.curtain is not None or table_bots.blocked(self):
            return
        self._set(pacing=None)  # no button offers a move while automated moves are shown: one sent ends the show
        if match is None or action is None:
            self._notify("error", msg("ui.table.stale_move"))
            return
        reason = match.why_illegal(action)
        if reason is not None:  # the game's reason; one about the move's fields is no player's sentence
            self._notify("error", msg("ui.table.stale_move") if reason.key in FIELD_REASONS else reason)
            return
        self._play(match.apply(action))

    def target(self, target: str) -> None:
        """A board element was clicked or pressed: act, offer a choice, or say why not."""
        pending = self.ui.choices
        self._set(notice=None, choices=(), choice_target="")
        match = self.ui.match
        if match is None or self.ui.curtain is not None or table_bots.blocked(self):
            return
        from spacetable_web.tabletools import board_target  # a table is open: its zip is loaded

        board_target(cast("Controller", self), match, target, pending)

    def pick_tool(self, match: Match, tool: Action, pending: tuple[Action, ...]) -> None:
        """A board element that stands for a tool was tapped: it picks the move the menu of the
        space tapped before offers with that tool (a slot, then a die), else it arms the tool."""
        from spacetable_web.tabletools import pick_tool  # a table is open: its zip is loaded

        pick_tool(cast("Controller", self), tool, pending)

    def tap(self, match: Match, action: Action) -> None:
        """A tap on a target that means one move: the first previews it (unless previews are off),
        a second tap on the same target, or Confirm, takes it."""
        key = canonical(action)
        if self.ui.settings.previews == "off" or self.ui.preview == key:
            self._play(match.apply(action))
        else:
            self._set(preview=key)

    def confirm(self) -> None:
        """Take the previewed move (checked again: the table may have moved on)."""
        if self.ui.preview:
            self.act(self.ui.preview)

    def _why_not(self, match: Match, target: str) -> Msg:
        """Why this target cannot be played now (see `why_not`)."""
        from spacetable_web.tabletools import why_not  # a table is open: its zip is loaded

        return why_not(match, self.ui.tool, target)

    def inspect(self, target: str) -> SpaceCard | None:
        """What the card a long press, hover or the I key opens on a board space says (None: no
        card, e.g. while the hand-over card hides the table)."""
        match = self.ui.match
        if self.ui.screen != "table" or match is None or self.ui.covered or len(target) > MAX_TARGET:
            return None
        from spacetable_web.tabletools import inspect  # a table is open: its zip is loaded

        return inspect(match, self.ui.tool, self.ui.bots, target)

    def choose_tool(self, raw: str) -> None:
        """Choose (or put down) a tool: the board then offers only that tool's targets."""
        from spacetable_web.tabletools import parse_action  # a table is open: its zip is loaded

        match = self.ui.match
        template = parse_action(raw)
        if match is None or template is None or self.ui.curtain is not None or table_bots.blocked(self):
            return
        from spacetable_web.tabletools import choose_tool  # a table is open: its zip is loaded

        choose_tool(cast("Controller", self), match, template)

    def undo(self) -> None:
        """One player action back: the deciding person's own, in their own turn (see `undoable`)."""
        match = self.ui.match
        if match is None or self.ui.curtain is not None:
            return
        if not undoable(match, self.ui.bots):
            self._notify("error", msg("core.illegal.cannot_undo"))
            return
        from spacetable_web.tabletools import tools_of  # a table is open: its zip is loaded

        armed = self.ui.tool_before
        self._play(match.undo())
        undone = self.ui.match
        if undone is not None and any(canonical(t) == armed and reason is None for t, _, reason in tools_of(undone)):
            self._set(tool=armed)  # back where the player was: the same tool in hand


def _has_secrets(match: Match) -> bool:
    """True if players must not see each other's view (pass-and-play hands the tablet over)."""
    return match.game.meta.hidden_information


PACE_STEP = {"slow": 1.4, "normal": 0.7, "fast": 0.3}  # seconds each automated move stays, by the speed setting


def paced_steps(match: Match, since: int) -> list[int]:
    """The log's automated moves from `since` on that the table shows one at a time (Table.paced)."""
    table = table_of(match.game)
    entries = match.entries
    return [i for i in range(since, len(entries)) if entries[i].actor == CHANCE and table.paced(entries[i].action)]


def turn_began(match: Match) -> int:
    """Where the deciding player's latest run of steps (with the chance between them) began in the
    log: the hand-over card sums up the whole turn (a crash, then the counters shared after it)."""
    entries, actor = match.entries, match.to_move
    start = len(entries)
    while start > 0 and entries[start - 1].actor in (actor, CHANCE):
        start -= 1
    return start
