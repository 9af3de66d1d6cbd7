"""Browser glue (the only module that touches the page): events in, controller, markup out.

One delegated listener per event type on `#app` serves every screen, the board included:
clicks on `[data-command]` / `[data-target]`, Enter/Space on focused board targets, and the
import file input's change.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

from pyengine.i18n import pick_language
from spacetable_web.controller import MAX_IMPORT_BYTES, PACE_STEP, Controller, Download
from spacetable_web.domwrite import DomPatcher
from spacetable_web.focus import Focus
from spacetable_web.gameload import game_of_text, games_for_command, games_for_route, missing
from spacetable_web.loadgames import load_games
from spacetable_web.markup import LATER_REGIONS
from spacetable_web.navigate import DIRECTIONS
from spacetable_web.storage import INDEX_KEY, KeyValueStore, MemoryStore, SaveStore
from spacetable_web.viewport import Viewport
from spacetable_web.views import announcement, notice_text, render_screen, table_key

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


LANDSCAPE = "(orientation: landscape) and (min-width: 700px)"  # app.css lays the table out in columns
UPRIGHT = "(orientation: portrait) and (min-width: 601px)"  # a portrait tablet (Table.upright_marks)
NARROW = "(max-width: 600px)"  # a phone held upright: a board may be drawn in another shape (Table.narrow_marks)
_APP: App | None = None  # keeps the app and its event proxies alive
# Shown only if even the failure screen cannot be drawn: both languages, a plain link home.
LAST_RESORT = (
    '<section class="failed" role="alert"><h2>This screen cannot be shown · No se puede mostrar esta pantalla</h2>'
    '<p><a href="./">Back to home · Volver al inicio</a></p></section>'
)


class App(Viewport, DomPatcher, Focus):
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

    # --- events -------------------------------------------------------------------------
    def on_storage(self, event: Any) -> None:
        """Another tab changed the saves index (or cleared storage): catch up with it."""
        if not is_none(event.key) and str(event.key) != INDEX_KEY:
            return
        if self.controller.storage_changed():
            self.render()

    def on_click(self, event: Any) -> None:
        """A command button or a board target."""
        if self.dragged:  # the end of a drag that panned the map
            self.dragged = False
            return
        element = event.target.closest("[data-command], [data-target]")
        if is_none(element) or element.hasAttribute("disabled"):
            return
        if element.hasAttribute("data-command"):
            self.run_command(element)
        else:
            self.mark("start")
            self.controller.target(str(element.getAttribute("data-target")))
            self.mark("engine")
            self.render()

    def on_key(self, event: Any) -> None:
        """Enter/Space on a focused board target acts like a click; arrows move across the board;
        Escape closes a menu or the hint."""
        if event.key == "Escape" and self.controller.ui.choices:
            self.controller.command("close-menu")
            self.render()
            return
        if event.key == "Escape" and self.controller.ui.coach.state in ("thinking", "shown"):
            self.controller.command("hint-cancel")  # Escape closes the hint (or stops it) like a menu
            self.render()
            return
        if event.key == "Escape" and self.controller.ui.notice is not None:
            self.controller.command("dismiss-notice")
            self.render()
            return
        if event.key in DIRECTIONS:
            self.move_focus(event)
            return
        if event.key not in ("Enter", " "):
            return
        element = event.target.closest("[data-target]")
        if is_none(element) or not is_none(event.target.closest("button, input, select")):
            return
        event.preventDefault()
        self.controller.target(str(element.getAttribute("data-target")))
        self.render()

    def on_change(self, event: Any) -> None:
        """A file was chosen in the import input, or a select with `data-change` (who plays a seat) changed."""
        if event.target.hasAttribute("data-change"):
            name, arg = str(event.target.getAttribute("data-change")), event.target.getAttribute("data-arg")
            self.controller.command(name, "" if is_none(arg) else str(arg), self.form_fields())
            self.render()
            return
        if event.target.id != "import-file" or not event.target.files.length:
            return
        file = event.target.files.item(0)
        if int(file.size) > MAX_IMPORT_BYTES:
            self.controller.import_too_large()
            self.render()
            return
        self.pending = asyncio.ensure_future(self.import_file(file))

    async def import_file(self, file: Any) -> None:
        """Read the chosen file as text and hand it to the controller."""
        try:
            content = str(await file.text())
        except Exception:  # unreadable file (binary, permission): refused as "not JSON"
            content = "\0"
        try:
            await load_games(game_of_text(content))
            self.controller.import_text(content)
            self.render()
        except Exception as err:
            self.report(err)

    def run_command(self, element: Any) -> None:
        """Pass a button's command, argument and the form's fields to the controller."""
        name = str(element.getAttribute("data-command"))
        arg = "" if is_none(raw := element.getAttribute("data-arg")) else str(raw)
        if name in ("zoom", "pan"):
            self.view_command(name, arg)
            return
        fields = self.form_fields()
        needed = missing(games_for_command(self.controller, name, arg))
        if needed:  # a game opened for the first time: its rules download first
            self.pending = asyncio.ensure_future(self.after_loading(needed, lambda: self.command(name, arg, fields)))
            return
        self.command(name, arg, fields)

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

    async def open_after_loading(self, games: list[str], route: str) -> None:
        """Load the route's games, then open it (the home page if they cannot be downloaded)."""
        try:
            await load_games(games)
        except Exception:
            window.console.error(traceback.format_exc())
            route = ""
        self.open(route)

    async def after_loading(self, games: list[str], then: Callable[[], None]) -> None:
        """Load these games' rules, then go on; a failed download is reported like any error."""
        try:
            await load_games(games)
            then()
        except Exception as err:
            self.report(err)

    def command(self, name: str, arg: str, fields: dict[str, str]) -> None:
        """Run a command on the controller and draw the result."""
        self.mark("start")
        effect = self.controller.command(name, arg, fields)
        self.mark("engine")
        if isinstance(effect, Download):
            self.download(effect)
        self.render()

    def form_fields(self) -> dict[str, str]:
        """The current values of the named inputs of the screen (the setup form)."""
        fields: dict[str, str] = {}
        for element in self.view.querySelectorAll("input[name], select[name]"):
            name = str(element.name)
            if element.type == "checkbox":
                fields[name] = "1" if element.checked else ""
            else:
                fields[name] = str(element.value)
        return fields

    # --- effects ------------------------------------------------------------------------
    def download(self, effect: Download) -> None:
        """Offer text as a .json file through a Blob URL and a temporary a[download]."""
        if self.download_url is not None:
            window.URL.revokeObjectURL(self.download_url)
        blob = window.Blob.new(to_js([effect.text]), to_js({"type": "application/json"}))
        self.download_url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = self.download_url
        link.download = effect.filename
        document.body.appendChild(link)
        link.click()
        link.remove()

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

    def count_render(self) -> None:
        """A render is complete (its panel and log drawn too): data-render-seq moves on."""
        self.render_seq += 1
        root = document.documentElement
        root.setAttribute("data-render-seq", str(self.render_seq))
        root.removeAttribute("data-settling")

    # --- the panel and log, a frame after the board ----------------------------------------
    # A tap's frame shows the board, the status and the controls at once; the players panel and
    # the log (a third of Migration: Mars's tap, bench/frames.py) are drawn in the next frame, unless
    # they are to be seen by someone else (a hand-over, a bot's seat): secrets are hidden at once.
    def kept_for_later(self, key: Any) -> dict[str, str] | None:
        """The panel and log as drawn last, when the table is only patched (None: draw them now)."""
        if key != self.table_key or any(name not in self.regions for name in LATER_REGIONS):
            return None
        return {name: self.regions[name] for name in LATER_REGIONS}

    def ask_settle(self) -> None:
        """Ask for settle in the frame after the next one (once)."""
        document.documentElement.setAttribute("data-settling", "1")
        if not self.settle_asked:
            self.settle_asked = True
            window.requestAnimationFrame(self.settle_soon_proxy)

    def settle_soon(self, _: Any = None) -> None:
        """In the board's frame: ask for the next one."""
        window.requestAnimationFrame(self.settle_proxy)

    def settle(self, _: Any = None) -> None:
        """Draw the panel and log the last render kept, then count the render complete (and write
        the state hash, which tests and the two-tabs check read as "everything is drawn")."""
        self.settle_asked = False
        ui = self.controller.ui
        if not self.settling:
            return  # a full draw came in between, and drew them
        if ui.screen != "table" or ui.match is None or ui.covered or table_key(ui) != self.table_key:
            self.settling = False
            self.count_render()
            return
        from spacetable_web.tableviews import later_regions

        started = time.perf_counter()
        regions = {**self.regions, **later_regions(ui, ui.match, self.log_cache)}  # the rest as drawn a frame ago
        log_changed = self.patch(regions)
        self.regions = regions
        self.settling = False
        self.update_document()
        self.log_moved = self.log_moved or log_changed
        self.ask_before_paint()
        self.count_render()
        self.marks = []  # the patch's phase marks: the bench reads this frame's work as "settle"
        if self.profiling:
            window.spacetableTimings.push(json.dumps({"settle": round((time.perf_counter() - started) * 1000, 3)}))

    def sync_bots(self) -> None:
        """A bot's turn now? It thinks off the main thread, then acts (botplay.py); away from a
        table, with no bot run yet, there is nothing to start or stop."""
        if self.bot_runner is None and self.controller.ui.screen != "table":
            return
        if self.bot_runner is None:
            from spacetable_web.botplay import BotRunner

            self.bot_runner = BotRunner(self)
        self.bot_runner.sync()

    def await_cover(self) -> None:
        """While a move is shown before the hand-over, ask loader.js to call back once the rover walk
        and the dice have ended (at once when motion is reduced); then the card covers the table."""
        ui = self.controller.ui
        if ui.screen != "table" or not ui.handing or ui.match is None or self.covering is ui.match:
            return
        self.covering = ui.match
        window.spacetableAfterMotion(self.cover_proxy)

    def await_pace(self) -> None:
        """While an automated opponent's moves are shown one at a time, the next after the table's
        pace (the speed setting; "Skip to the end" cuts it short)."""
        ui = self.controller.ui
        if ui.screen != "table" or ui.pacing is None or ui.match is None:
            self.paced = None
            return
        shown = (id(ui.match), ui.pacing)
        if shown != self.paced:
            self.paced = shown
            self.pacer = asyncio.ensure_future(self.pace_later(shown, PACE_STEP.get(ui.settings.speed, 0.7)))

    async def pace_later(self, shown: tuple[int, int], seconds: float) -> None:
        """Show the next automated move, unless the players skipped or play moved on meanwhile."""
        try:
            await asyncio.sleep(seconds)
            ui = self.controller.ui
            if ui.match is not None and (id(ui.match), ui.pacing) == shown and self.paced == shown:
                self.controller.pace_step()
                self.render()
        except Exception as err:  # a started task's error would otherwise go unseen
            self.report(err)

    def cover(self, _moved: Any = None) -> None:
        """The move has been seen (loader.js says whether anything moved): cover the table with the
        hand-over card, unless play moved on meanwhile."""
        ui = self.controller.ui
        waited, self.covering = self.covering, None
        if ui.screen == "table" and ui.handing and ui.match is waited:
            self.controller.cover()
            self.render()

    def open_drawers(self) -> None:
        """In landscape the side column has room: players, computer players and the log open there
        (a portrait screen keeps them closed, the board first)."""
        if window.matchMedia(LANDSCAPE).matches:
            for drawer in self.view.querySelectorAll(".drawers details:not(.drawer-legend)"):
                drawer.open = True

    def announce(self) -> None:
        """Read out what just happened at the table and whose decision it is (#announce, a polite
        live region), once per change of the match or the hand-over."""
        ui = self.controller.ui
        match = ui.match if ui.screen == "table" else None
        if match is None:
            self.announced = None
            return
        if match is self.announced and ui.curtain == self.announced_curtain:
            if ui.lang != self.announced_lang:  # the same words, in the language just chosen
                self.announcer.textContent = announcement(ui, self.announced_from)
                self.announced_lang = ui.lang
            return
        seen = self.seen if self.announced is not None else len(match.entries)  # a table just opened
        self.announcer.textContent = announcement(ui, seen)
        self.announced, self.announced_curtain, self.seen = match, ui.curtain, len(match.entries)
        self.announced_lang, self.announced_from = ui.lang, seen

    def ask_before_paint(self) -> None:
        """Ask once for before_paint ahead of the next frame, if there is anything for it to do."""
        if not self.frame_asked and (self.framing is not None or self.log_moved):
            self.frame_asked = True
            window.requestAnimationFrame(self.before_paint_proxy)

    def before_paint(self, _: Any = None) -> None:
        """What reads the layout after a render: the newest log line shown, the map framed on a new
        decision. Read during the tap, the layout would be worked out twice (once for the read,
        once more for the frame after the tap's last writes); here, ahead of the frame's own
        style and layout, it is worked out once and the frame reuses it."""
        self.frame_asked = False
        started = time.perf_counter()
        legal, self.framing = self.framing, None
        if self.log_moved:
            self.log_moved = False
            self.scroll_log()
        if legal is not None:
            self.frame_view(legal)
        if self.profiling:  # the bench's "frame" phase: this callback, with the layout it reads
            window.spacetableTimings.push(json.dumps({"frame": round((time.perf_counter() - started) * 1000, 3)}))

    def scroll_log(self) -> None:
        """Show the newest log line."""
        log = document.getElementById("log")
        if not is_none(log):
            log.scrollTop = log.scrollHeight

    def mark(self, phase: str) -> None:
        """Note the time a phase of a tap ended (only when the bench asks: window.spacetableProfile)."""
        if self.profiling:
            self.marks.append((phase, time.perf_counter()))

    def report_timings(self) -> None:
        """Hand the bench the milliseconds of each phase of the last tap."""
        if self.profiling and self.marks and self.marks[0][0] == "start":
            start = previous = self.marks[0][1]
            phases = {}
            for phase, moment in self.marks[1:]:
                phases[phase] = round((moment - previous) * 1000, 3)
                previous = moment
            phases["total"] = round((previous - start) * 1000, 3)
            window.spacetableTimings.push(json.dumps(phases))
        self.marks = []


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
