"""The screens of the app as a state machine: commands in, a new `Ui` out (pure, no browser).

The browser layer (app.py) turns clicks, keys and files into `command`, `target` and
`import_text` calls, renders `ui` with views.py and performs the returned effects (downloads).
The screen state is uistate.py's; the saved games' intents are savedgames.py's and the table's
tableplay.py's (mixins of `Controller`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pyengine.core import Msg
from pyengine.core.messages import msg
from pyengine.i18n import LANGUAGES
from spacetable_web import bots as table_bots
from spacetable_web.bots import undoable
from spacetable_web.notice import Notice as Notice  # re-exported: the views' tests name it here
from spacetable_web.savedgames import MAX_IMPORT_BYTES as MAX_IMPORT_BYTES  # re-exported
from spacetable_web.savedgames import SavedGames
from spacetable_web.settings import Settings, parse_choice
from spacetable_web.stats import collect, export_text
from spacetable_web.storage import SaveStore
from spacetable_web.tableplay import PACE_STEP as PACE_STEP  # re-exported
from spacetable_web.tableplay import TablePlay
from spacetable_web.tableplay import paced_steps as paced_steps  # re-exported
from spacetable_web.tableplay import turn_began as turn_began  # re-exported
from spacetable_web.uistate import UI_FIELDS as UI_FIELDS  # re-exported
from spacetable_web.uistate import Download as Download  # re-exported
from spacetable_web.uistate import Ui as Ui  # re-exported
from spacetable_web.uistate import viewer_of as viewer_of  # re-exported
from spacetable_web.uistate import with_changes

COACH_COMMANDS = ("hint", "hint-cancel", "hint-close", "hint-play", "hints", "review-step")  # coaching.commands


class Controller(SavedGames, TablePlay):
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
