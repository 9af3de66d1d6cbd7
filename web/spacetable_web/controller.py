"""The screens of the app as a state machine: commands in, a new `Ui` out (pure, no browser).

The browser layer (app.py) turns clicks, keys and files into `command`, `target` and
`import_text` calls, renders `ui` with views.py and performs the returned effects (downloads).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field, fields, replace
from typing import TYPE_CHECKING, Any

from pyengine.core import CHANCE, Match, Msg, SaveError
from pyengine.core.actions import FIELD_REASONS
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import msg
from pyengine.core.saves import MAX_SAVE_CHARS, dumps, loads
from pyengine.core.table import table_of
from pyengine.core.targets import MAX_TARGET
from pyengine.i18n import LANGUAGES
from spacetable_web import bots as table_bots
from spacetable_web.bots import undoable
from spacetable_web.coachstate import CoachTable
from spacetable_web.notice import Notice
from spacetable_web.settings import Settings, parse_choice
from spacetable_web.stats import GameStats, collect, export_text
from spacetable_web.storage import SaveStore, StaleSave, StorageError

if TYPE_CHECKING:
    from spacetable_web.replay import Replay
    from spacetable_web.setupflow import Setup
    from spacetable_web.tabletools import SpaceCard

MAX_IMPORT_BYTES = MAX_SAVE_CHARS
COACH_COMMANDS = ("hint", "hint-cancel", "hint-close", "hint-play", "hints", "review-step")  # coaching.commands


def with_changes(ui: Ui, changes: dict[str, Any]) -> Ui:
    """`dataclasses.replace(ui, **changes)` without running __init__ again: a tap sets the Ui about
    ten times, and replace's 35-field __init__ made that a tenth of a tap's Python in Pyodide."""
    unknown = changes.keys() - UI_FIELDS
    if unknown:
        raise TypeError(f"Ui has no field {sorted(unknown)[0]!r}")
    new = object.__new__(Ui)
    new.__dict__.update(ui.__dict__, **changes)
    return new


@dataclass(frozen=True)
class Ui:
    """Everything the views need to draw the current screen."""

    lang: str = "en"
    screen: str = "home"  # home | setup | table
    match: Match | None = None
    save_id: str | None = None
    setup: Setup | None = None
    notice: Notice | None = None
    choices: tuple[Action, ...] = ()
    choice_target: str = ""
    confirm_delete: str | None = None
    target_types: frozenset[str] = frozenset()
    curtain: int | None = None  # hidden-information games: the seat the tablet must pass to first
    curtain_since: int | None = None  # the log entries from here on are what the hand-over card sums up
    curtain_wait: bool = False  # the move is still shown (rover walk, dice) before the card covers the table
    tool: str = ""  # canonical JSON of the chosen tool's template: board targets are filtered by it
    closed_tools: bool = False  # the unavailable tools are listed (else one button folds them)
    log_filter: int | None = None  # the seat whose log lines are shown (None: all)
    replay: Replay | None = None  # screen "replay": the match stepped through
    replay_step: int = 0
    settings: Settings = field(default_factory=Settings)
    back: str = ""  # screens "settings" and "stats": the route their Back button returns to
    persisted: bool | None = None  # the browser keeps our storage for good (None: unknown)
    usage: tuple[int, int] = (0, 0)  # screen "settings": bytes of the saves, of all our keys
    stats: tuple[GameStats, ...] = ()  # screen "stats"
    bots: table_bots.BotTable = field(default_factory=table_bots.BotTable)  # computer players at the table
    coach: CoachTable = field(default_factory=CoachTable)  # hints and the review (coaching.py)
    share: bool = False  # the table shows the code that embeds its position in another page
    site_url: str = ""  # where the site is served (for that code), set by the browser layer
    tool_before: str = ""  # the tool chosen when the last move was made: Undo arms it again
    preview: str = ""  # canonical JSON of the move a first tap on a target previews (Confirm or a second tap takes it)
    failed: str = ""  # screen "failed": the screen that could not be drawn (the match and save stay as they were)
    failure: str = ""  # screen "failed": the error's name, for a report
    narrow: bool = False  # the screen is a phone's width: a board may be drawn in another shape (Table.narrow_marks)
    upright: bool = False  # a portrait tablet: a board may be drawn in another shape (Table.upright_marks)
    revealed_at: int = 0  # the log's length when the tablet was last taken (a hand-over card sums up from there)
    # An automated opponent's moves (a wave of aliens: Table.paced) are being shown one at a time:
    # the table is drawn as after this many steps (Match.at), nothing offered; None: the latest.
    pacing: int | None = None

    @property
    def covered(self) -> bool:
        """True while the hand-over card covers the table (no board, nobody's secrets)."""
        return self.curtain is not None and not self.curtain_wait

    @property
    def handing(self) -> bool:
        """True while a move is shown before the hand-over card covers the table: drawn for nobody
        (the spectators' view), with nothing to act on."""
        return self.curtain is not None and self.curtain_wait


UI_FIELDS = frozenset(f.name for f in fields(Ui))


@dataclass(frozen=True)
class Download:
    """An effect: offer `text` as a file called `filename`."""

    filename: str
    text: str


def viewer_of(match: Match) -> int | None:
    """Whose eyes the table is drawn for: the player deciding now, or everyone once it is over."""
    return match.to_move if match.to_move >= 0 else None


class Controller:
    """Holds the current `Ui` and the save store; each public method is one user intent."""

    def __init__(
        self,
        store: SaveStore,
        lang: str,
        clock: Callable[[], float],
        seeder: Callable[[], int] = lambda: random.randrange(2**31),
    ) -> None:
        self.store = store
        self.clock = clock
        self.seeder = seeder
        self.ui = Ui(lang=store.language() or lang, settings=Settings.from_data(store.settings()))

    # --- entry points -------------------------------------------------------------------
    def start(self, route: str) -> None:
        """Open the screen a URL hash names (#play/<id>, #new/<game>, #bench), else home."""
        if route.startswith("#play/"):
            self.resume(route.removeprefix("#play/"))
        elif route.startswith("#new/"):
            self.new_game(route.removeprefix("#new/"))
        elif route.startswith("#replay/"):
            self.open_replay(route.removeprefix("#replay/"))
        elif route in ("#settings", "#stats"):
            self.open_aside(route.removeprefix("#"))
        elif route.startswith("#bench"):
            from spacetable_web.benchpos import bench_match, bench_tool  # the table's zip is loaded

            match = bench_match(route.removeprefix("#bench").removeprefix("/") or "first_landing")
            if match is not None:
                self._open(match, None)
                self._set(settings=replace(self.ui.settings, previews="off"), tool=bench_tool(match))  # one tap acts
        self._surface_store_notices()

    @property
    def route(self) -> str:
        """The URL hash for the current screen (reload comes back here)."""
        if self.ui.screen == "failed":  # a reload tries the game again
            return f"#play/{self.ui.save_id}" if self.ui.save_id else ""
        if self.ui.screen == "table":
            if self.ui.save_id:
                return f"#play/{self.ui.save_id}"
            game = self.ui.match.game.meta.id if self.ui.match is not None else ""
            return "#bench" if game == "first_landing" else f"#bench/{game}"
        if self.ui.screen == "setup" and self.ui.setup:
            return f"#new/{self.ui.setup.game}"
        if self.ui.screen == "replay" and self.ui.save_id:
            return f"#replay/{self.ui.save_id}"
        if self.ui.screen in ("settings", "stats"):
            return f"#{self.ui.screen}"
        return ""

    def command(self, name: str, arg: str = "", fields: dict[str, str] | None = None) -> Download | None:
        """Run a button's command; returns an effect for the browser layer, if any."""
        handler = self._commands().get(name)
        if handler is None:
            return None
        kept = self.ui.preview if name in ("confirm", "target") else ""  # any other command drops the preview
        self.ui = replace(self.ui, notice=None, choices=(), choice_target="", preview=kept)
        result = handler(arg, fields or {})
        self._surface_store_notices()
        return result if isinstance(result, Download) else None

    def _commands(self) -> dict[str, Callable[[str, dict[str, str]], Any]]:
        return {
            "lang": lambda arg, fields: self.set_language(arg, fields),
            "home": lambda _, __: self.home(),
            "new": lambda arg, _: self.new_game(arg),
            "add-seat": lambda _, fields: self.change_seats(fields, +1),
            "remove-seat": lambda _, fields: self.change_seats(fields, -1),
            "setup-refresh": lambda _, fields: self.refresh_setup(fields),
            "start": lambda _, fields: self.start_game(fields),
            "continue": lambda _, __: self.continue_latest(),
            "resume": lambda arg, _: self.resume(arg),
            "delete": lambda arg, _: self._set(confirm_delete=arg),
            "delete-confirm": lambda arg, _: self.delete(arg),
            "delete-cancel": lambda _, __: self._set(confirm_delete=None),
            "export": lambda arg, _: self.export(arg),
            "export-kept": lambda _, __: self.export_quarantine(),
            "act": lambda arg, _: self.act(arg),
            "target": lambda arg, _: self.target(arg),
            "close-menu": lambda _, __: None,
            "dismiss-notice": lambda _, __: None,  # a tap on the notice, or Escape: every command clears it
            "undo": lambda _, __: self.undo(),
            "failed-undo": lambda _, __: self.undo_after_failure(),
            "confirm": lambda _, __: self.confirm(),
            "cancel": lambda _, __: self._set(preview=""),
            "reveal": lambda _, __: self.reveal(),
            "tool": lambda arg, _: self.choose_tool(arg),
            "closed-tools": lambda _, __: self._set(closed_tools=not self.ui.closed_tools),
            "log-filter": lambda arg, _: self._set(log_filter=int(arg) if arg.isdigit() else None),
            "replay": lambda arg, _: self.open_replay(arg),
            "replay-step": lambda arg, _: self.replay_step(arg),
            "replay-exit": lambda _, __: self.close_replay(),
            "settings": lambda _, __: self.open_aside("settings"),
            "stats": lambda _, __: self.open_aside("stats"),
            "setting": lambda arg, _: self.choose_setting(*parse_choice(arg)),
            "stats-export": lambda _, __: self.export_stats(),
            "back": lambda _, __: self.close_aside(),
            "share": lambda _, __: self._set(share=not self.ui.share),
            "pace-skip": lambda _, __: self._set(pacing=None),
            **table_bots.commands(self),
            **{name: self._coach(name) for name in COACH_COMMANDS},
        }

    def _coach(self, name: str) -> Callable[[str, dict[str, str]], Any]:
        """A command of the coach's (coaching.py, in the table's zip: imported when one runs)."""

        def run(arg: str, fields: dict[str, str]) -> Any:
            from spacetable_web import coaching

            return coaching.commands(self)[name](arg, fields)

        return run

    def locate(self, site_url: str) -> None:
        """Where the site is served from (the browser layer knows), for the embed code."""
        self._set(site_url=site_url)

    # --- home and settings --------------------------------------------------------------
    def reveal(self) -> None:
        """The tablet was taken: the hand-over card closes (a later card sums up from here)."""
        taken = self.ui.curtain is not None and self.ui.match is not None
        at = len(self.ui.match.entries) if taken and self.ui.match is not None else self.ui.revealed_at
        self._set(curtain=None, curtain_since=None, curtain_wait=False, revealed_at=at)

    def set_narrow(self, narrow: bool, upright: bool = False) -> None:
        """The screen is (or no longer is) a phone's width, or a portrait tablet: boards with a
        shape for it use it."""
        self._set(narrow=narrow, upright=upright and not narrow)

    def _set(self, **changes: Any) -> None:
        self.ui = with_changes(self.ui, changes)

    def _notify(self, kind: str, message: Msg) -> None:
        self._set(notice=Notice(kind, message))

    def _surface_store_notices(self) -> None:
        if self.store.notices and self.ui.notice is None:
            self._notify("error", self.store.notices[0])
        self.store.notices.clear()

    def fail(self, reason: str) -> None:
        """Report an unexpected error; the screen keeps the last good state."""
        self._notify("error", msg("ui.app.failed", reason=reason))

    def screen_failed(self, reason: str) -> None:
        """Drawing the screen raised: show the ways out (home, undo, export, replay) instead of it.
        Nothing is written to the store here, so the save stays exactly as it was."""
        failed = self.ui.failed if self.ui.screen == "failed" else self.ui.screen
        self._set(screen="failed", failed=failed, failure=reason, choices=(), preview="", share=False, notice=None)

    def can_undo_failure(self) -> bool:
        """True when the failure screen offers Undo: a table failed and its last move may be taken back."""
        match = self.ui.match
        return self.ui.failed == "table" and match is not None and undoable(match, self.ui.bots)

    def undo_after_failure(self) -> None:
        """Undo from the failure screen: the last move taken back, then the table again."""
        if self.ui.screen != "failed" or not self.can_undo_failure():
            return
        self._set(screen="table", curtain=None, curtain_wait=False, curtain_since=None, failed="", failure="")
        self.undo()

    def set_language(self, lang: str, fields: dict[str, str] | None = None) -> None:
        """Switch the interface language and remember it (keeping what the setup form holds)."""
        if self.ui.setup is not None and fields:
            self.refresh_setup(fields)  # the setup form is open: the table's zip is loaded
        if lang in LANGUAGES:
            self._set(lang=lang)
            self.store.set_language(lang)

    def open_aside(self, screen: str) -> None:
        """The settings or statistics screen; Back returns to the screen it was opened from."""
        back = self.ui.back if self.ui.screen in ("settings", "stats") else self.route
        self.home()
        self._set(screen=screen, back=back, usage=self.store.usage())
        if screen == "stats":
            self._set(stats=tuple(collect(self.store.saves(), self.store.peek)))

    def close_aside(self) -> None:
        """Back from settings or statistics to where they were opened (a table reopens from its save)."""
        back = self.ui.back
        self.home()
        self.start(back)

    def choose_setting(self, name: str, value: str) -> None:
        """Change one setting and remember it."""
        chosen = self.ui.settings.choose(name, value)
        if chosen is not None:
            self._set(settings=chosen)
            self.store.update_settings(chosen.to_data())
            self._set(usage=self.store.usage())

    def set_persisted(self, persisted: bool | None) -> None:
        """What the browser answered to the request to keep our storage (shown in settings)."""
        self._set(persisted=persisted)

    def export_stats(self) -> Download:
        """The statistics as a .json download."""
        stats = collect(self.store.saves(), self.store.peek)
        return Download("spacetable-statistics.json", export_text(stats, self.clock()))

    def home(self) -> None:
        """Back to the home page (the game stays saved)."""
        self._set(screen="home", match=None, save_id=None, setup=None, confirm_delete=None, replay=None, stats=())
        self._set(failed="", failure="")

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

    # --- new game ---------------------------------------------------------------------
    def new_game(self, game_id: str) -> None:
        """The setup form for a game, with default seats and options."""
        from spacetable_web import setupflow  # a game is opening: the table's zip is loaded

        setupflow.new_game(self, game_id)

    def change_seats(self, fields: dict[str, str], delta: int) -> None:
        """Add or remove the last seat, keeping what was typed."""
        from spacetable_web import setupflow  # the setup form is open: the table's zip is loaded

        setupflow.change_seats(self, fields, delta)

    def refresh_setup(self, fields: dict[str, str]) -> None:
        """Keep what was typed into the setup form (a choice that changes the form was made)."""
        from spacetable_web import setupflow  # the setup form is open: the table's zip is loaded

        self._set(setup=setupflow.read_setup(self, fields))

    def start_game(self, fields: dict[str, str]) -> None:
        """Create the match from the form, save it and open the table."""
        from spacetable_web import setupflow  # the setup form is open: the table's zip is loaded

        setupflow.start_game(self, fields)

    # --- table --------------------------------------------------------------------------
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

        board_target(self, match, target, pending)

    def pick_tool(self, match: Match, tool: Action, pending: tuple[Action, ...]) -> None:
        """A board element that stands for a tool was tapped: it picks the move the menu of the
        space tapped before offers with that tool (a slot, then a die), else it arms the tool."""
        from spacetable_web.tabletools import pick_tool  # a table is open: its zip is loaded

        pick_tool(self, tool, pending)

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

        choose_tool(self, match, template)

    # --- replay ---------------------------------------------------------------------------
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
    """True if players must not see each other's view (pass-and-play hands the tablet over); a game
    hiding things only from everybody alike (secrets_between_players=False) shows one table to all."""
    meta = match.game.meta
    return meta.hidden_information and meta.secrets_between_players


def _game_of(content: str) -> str:
    """The game id named in save text, made safe for a file name."""
    try:
        data = json.loads(content)
    except ValueError:
        return "game"
    game = data.get("game") if isinstance(data, dict) else None
    return "".join(ch for ch in str(game) if ch.isalnum() or ch in "_-")[:40] or "game"


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
