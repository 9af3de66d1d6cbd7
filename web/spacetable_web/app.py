"""Browser glue (the only module that touches the page): events in, controller, markup out.

One delegated listener per event type on `#app` serves every screen, the board included:
clicks on `[data-command]` / `[data-target]`, Enter/Space on focused board targets, and the
import file input's change. What the events do is events.py's, what follows a render in the next
frames frames.py's; the map's zoom and pan viewport.py's, the DOM patching domwrite.py's and the
keyboard focus focus.py's (mixins of `App`).
"""

from __future__ import annotations

import asyncio
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

from pyengine.i18n import pick_language
from spacetable_web.controller import Controller
from spacetable_web.domwrite import DomPatcher
from spacetable_web.events import Events
from spacetable_web.focus import Focus
from spacetable_web.frames import Frames
from spacetable_web.gameload import games_for_route, missing
from spacetable_web.storage import KeyValueStore, MemoryStore, SaveStore
from spacetable_web.viewport import Viewport
from spacetable_web.views import notice_text, render_screen, table_key

# The table's modules come with the table's zip, which loadgames.load_games fetches before a game
# opens (tools/build.py): they are imported where a table is drawn, never at the page's start.
if TYPE_CHECKING:
    from spacetable_web.botplay import BotRunner
    from spacetable_web.patch import Svg
    from spacetable_web.tablelog import LogCache

SHELL = (
    '<div id="view"></div><p id="notice" class="notice" role="status" aria-live="polite" data-kind=""'
    ' data-command="dismiss-notice"></p>'
    '<p id="announce" class="visually-hidden" aria-live="polite" aria-atomic="true"></p>'
)


def browser_store() -> KeyValueStore:
    """window.localStorage, or memory if the browser refuses it (private mode, disabled)."""
    try:
        store = window.localStorage
        store.getItem("spacetable.v1.index")
    except Exception:  # a SecurityError arrives as a JS exception
        return MemoryStore()
    return store  # type: ignore[no-any-return]


def browser_language() -> str:
    """The first supported language in the browser's preferences."""
    try:
        return pick_language([str(tag) for tag in window.navigator.languages])
    except Exception:  # very old browsers have no navigator.languages
        return pick_language([str(window.navigator.language)])


UPRIGHT = "(orientation: portrait) and (min-width: 601px)"  # a portrait tablet (Table.upright_marks)
NARROW = "(max-width: 600px)"  # a phone held upright: a board may be drawn in another shape (Table.narrow_marks)
_APP: App | None = None  # keeps the app and its event proxies alive
# Shown only if even the failure screen cannot be drawn: both languages, a plain link home.
LAST_RESORT = (
    '<section class="failed" role="alert"><h2>This screen cannot be shown · No se puede mostrar esta pantalla</h2>'
    '<p><a href="./">Back to home · Volver al inicio</a></p></section>'
)


class App(Viewport, DomPatcher, Focus, Events, Frames):
    """The running app: one controller, the page's #app root and its listeners."""

    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.root.innerHTML = SHELL
        self.view = document.getElementById("view")
        self.notice = document.getElementById("notice")
        self.announcer = document.getElementById("announce")
        self.announced: Any = None  # the match last announced (kept: its identity is the key)
        self.announced_curtain: int | None = None
        self.announced_lang = ""  # the language it was read out in: a switch reads it again in the new one
        self.announced_from = 0  # the log entries it started after
        self.covering: Any = None  # the match whose hand-over card waits for its move to be shown
        self.paced: tuple[int, int] | None = None  # (match id, step) of the automated move shown now
        self.pacer: asyncio.Future[None] | None = None  # the wait before the next automated move
        self.card_shown = False  # the hand-over card was on screen at the last render
        self.screen_shown: tuple[str, bool] | None = None  # the screen focused last (screen, covered)
        self.cover_proxy = create_proxy(self._guarded(self.cover))
        self.seen = 0  # log entries already announced
        self.store = SaveStore(browser_store())
        self.controller = Controller(self.store, browser_language(), clock=time.time)
        self.render_seq = 0  # renders complete (data-render-seq): the board and what was drawn a frame later
        self.drawn_seq = 0  # renders of the board and controls (data-drawn-seq), complete or not yet
        self.settling = False  # the panel and log wait for the frame after the board's (settle)
        self.settle_asked = False
        self.later_seen_by: Any = None  # whose panel and log the last table showed: another's are drawn at once
        self.settle_proxy = create_proxy(self._guarded(self.settle))
        self.settle_soon_proxy = create_proxy(self._guarded(self.settle_soon))
        self.download_url: Any = None
        self.pending: Any = None  # the running file import, kept so it is not collected
        self.log_cache: LogCache | None = None  # made at the first table
        self.bot_runner: BotRunner | None = None  # computer players (thinking in a worker), from the first table
        self.profiling = bool(getattr(window, "spacetableProfile", False))
        self.marks: list[tuple[str, float]] = []
        self.before_paint_proxy = create_proxy(self._guarded(self.before_paint))
        self.frame_asked = False  # a before_paint callback is asked for the next frame
        self.framing: str | None = None  # the legal targets to frame the map on in the next frame
        self.log_moved = False  # the log changed: the next frame shows its newest line
        self.regions: dict[str, str] = {}  # the table's regions as last drawn
        self.focus_lost = False  # the focused control vanished with nothing to take its place yet
        self.table_key: tuple[Any, ...] | None = None  # the table frame they were drawn in
        self.board: Svg | None = None  # the board's SVG as last drawn, split into layers
        self.region_elements: dict[str, Any] = {}  # the table's region containers, by name
        self.attributes: dict[tuple[str, str], str | None] = {}  # attributes of <html> and #app as last written
        self.hashed: Any = ""  # the match whose state hash #app carries (never a match at first)
        self.zoom = 1.0  # the map's zoom now: 1 fits the whole map in its region, which scrolls to pan
        self.zooms: dict[int, float] = {}  # each seat's own chosen zoom, kept across hand-offs
        self.framed: tuple[Any, ...] | None = None  # the decision (seat, legal targets) the view was framed for
        self.drag: list[float] | None = None  # a mouse drag panning the zoomed map: last x, y
        self.dragged = False  # the drag moved: the click that ends it is not a tap
        self.touches: dict[int, tuple[float, float]] = {}  # fingers on the map, by pointer id
        self.pinch: tuple[float, float] | None = None  # zoom and finger spread when a pinch began
        self.pinch_proxy = create_proxy(self._guarded(self.on_pinch_move))
        self.drag_proxy = create_proxy(self._guarded(self.on_pointer_move))
        self.proxies = [
            self._listen("click", self.on_click),
            self._listen("keydown", self.on_key),
            self._listen("change", self.on_change),
            self._listen("pointerdown", self.on_pointer_down),
            self._listen("pointerup", self.on_pointer_up),
            self._listen("pointercancel", self.on_pointer_up),
        ]
        self.wheel_proxy = create_proxy(self._guarded(self.on_wheel))
        self.root.addEventListener("wheel", self.wheel_proxy, to_js({"passive": False}))
        self.narrow_query = window.matchMedia(NARROW)
        self.upright_query = window.matchMedia(UPRIGHT)
        refit = self._guarded(self.fit_to_screen)
        self.resize_proxy = create_proxy(lambda *_: refit(None))  # called with (entries, observer)
        self.resized = window.ResizeObserver.new(self.resize_proxy)  # the board region grew or shrank: refit
        # Another tab or window of this site saved: its `storage` event arrives here at once
        # (never in the tab that wrote), offline too.
        self.storage_proxy = create_proxy(self._guarded(self.on_storage))
        window.addEventListener("storage", self.storage_proxy)
        # loader.js asks for a space's card (long press, hover, the I key) and places it on screen.
        self.inspect_proxy = create_proxy(self.inspect)
        window.spacetableInspect = self.inspect_proxy

    def _listen(self, event: str, handler: Callable[[Any], None]) -> Any:
        proxy = create_proxy(self._guarded(handler))
        self.root.addEventListener(event, proxy)
        return proxy

    def _guarded(self, handler: Callable[[Any], None]) -> Callable[[Any], None]:
        """Run a handler; an unexpected error is reported on the page and the app keeps going."""

        def run(event: Any) -> None:
            try:
                handler(event)
            except Exception as err:
                self.report(err)

        return run

    def report(self, err: Exception) -> None:
        """Log an unexpected error's traceback and show a short notice; the app stays usable."""
        window.console.error(traceback.format_exc())
        self.controller.fail(type(err).__name__)
        self.render()

    def failed(self, err: Exception) -> None:
        """Drawing the screen raised: log it and draw the failure screen (home, undo, export,
        replay) instead; if even that cannot be drawn, a plain way home. Never raises."""
        window.console.error(traceback.format_exc())
        try:
            self.controller.screen_failed(type(err).__name__)
            self.draw()
        except Exception:
            window.console.error(traceback.format_exc())
            self.view.innerHTML = LAST_RESORT
            self.regions, self.table_key, self.board, self.framing = {}, None, None, None

    def inspect(self, target: Any) -> str:
        """The card's markup for a board space ("" when none is shown): what it is, and whether it
        can be played now or why not."""
        try:
            ui = self.controller.ui
            card = self.controller.inspect(str(target))
            if card is None or ui.match is None:
                return ""
            from spacetable_web.tableboard import space_card

            return space_card(ui.match, card, ui.lang)
        except Exception:  # a card is help, never worth breaking the table for
            window.console.error(traceback.format_exc())
            return ""

    def open(self, route: str) -> None:
        """Restore the screen the URL names, draw it and mark the page ready (even if the game it
        names cannot be opened: the failure screen says what to do)."""
        try:
            self.controller.start(route)
        except Exception as err:
            self.failed(err)
        else:
            self.render()
        document.documentElement.setAttribute("data-ready", "1")

    # --- rendering ----------------------------------------------------------------------
    def render(self) -> None:
        """Draw the screen; a screen that cannot be drawn (a game's drawing raised) gives way to the
        failure screen, so no error is left unhandled and the player is never stranded."""
        try:
            self.draw()
        except Exception as err:
            self.failed(err)

    def draw(self) -> None:
        """Draw the screen (patching only what changed on a table), keep focus, bump the counter."""
        if self.shape_changed():
            self.controller.set_narrow(bool(self.narrow_query.matches), bool(self.upright_query.matches))
        ui = self.controller.ui
        active = document.activeElement
        focused = self.focus_selector()
        key = table_key(ui)
        log_changed = True
        if ui.screen == "table" and ui.match is not None and not ui.covered:
            from spacetable_web.patch import split_svg
            from spacetable_web.tablelog import LogCache
            from spacetable_web.tableviews import log_viewer, table_frame, table_regions

            if self.log_cache is None:
                self.log_cache = LogCache()
            seen_by = (log_viewer(ui, ui.match), ui.handing, ui.pacing, ui.settings.public_hands)  # whose panel, log
            kept = self.kept_for_later(key) if seen_by == self.later_seen_by else None
            self.later_seen_by = seen_by
            regions = table_regions(ui, ui.match, self.log_cache, kept)
            self.settling = kept is not None
            self.mark("markup")
            if key == self.table_key:
                log_changed = self.patch(regions)
            else:
                self.view.innerHTML = table_frame(ui, ui.match, regions)
                self.open_drawers()
                window.spacetableRovers(document.getElementById("board"))  # where rovers start walking from
                if self.table_key is None or self.table_key[2] != key[2]:
                    self.zooms, self.framed = {}, None  # a newly opened game: every map fitted
                self.resized.disconnect()
                self.resized.observe(document.getElementById("board"))
                self.apply_zoom()
            self.regions, self.table_key = regions, key
            self.board = split_svg(regions["board"])
            self.framing = regions["legal"]
        else:
            if ui.screen == "settings":
                self.controller.set_persisted(_persisted())
                ui = self.controller.ui
            saves = self.store.saves() if ui.screen in ("home", "settings") else []
            quarantined = len(self.store.quarantined()) if ui.screen == "home" else 0
            self.view.innerHTML = render_screen(ui, saves, quarantined, self.log_cache)
            self.regions, self.table_key, self.board, self.framing = {}, None, None, None
            self.settling = False
        self.mark("dom")
        self.notice.textContent = notice_text(ui)
        self.notice.setAttribute("data-kind", ui.notice.kind if ui.notice else "")
        self.update_document()
        self.announce()
        if is_none(active) or not active.isConnected or ui.choices:
            self.restore_focus(focused)
        elif self.focus_lost and active == document.body:  # lost at a roll: offered again once the dice fell
            self.restore_focus(None)
        self.focus_card()
        self.focus_screen()
        self.mark("focus")
        self.log_moved = self.log_moved or log_changed
        self.ask_before_paint()
        self.mark("scroll")
        self.drawn_seq += 1
        document.documentElement.setAttribute("data-drawn-seq", str(self.drawn_seq))
        if self.settling:
            self.ask_settle()
        else:
            self.count_render()
        self.report_timings()
        self.sync_bots()
        self.await_cover()
        self.await_pace()


def _persisted() -> bool | None:
    """What loader.js learnt from navigator.storage.persist() (html[data-storage-persisted])."""
    value = document.documentElement.getAttribute("data-storage-persisted")
    return None if is_none(value) else str(value) == "1"


def start() -> App:
    """Boot the app: restore the screen the URL names, draw it and mark the page ready."""
    global _APP
    app = _APP = App()
    app.controller.locate(str(window.location.href).split("#")[0].split("?")[0].rsplit("/", 1)[0] + "/")
    route = str(window.location.hash)
    needed = missing(games_for_route(app.controller, route))
    if needed:  # the screen reopened plays a game: its rules download first
        app.pending = asyncio.ensure_future(app.open_after_loading(needed, route))
    else:
        app.open(route)
    return app
