"""The app's frames after a render: the panel and log a frame after the board (settle), the
bots' turn, the hand-over card after a move was seen, automated moves at the table's pace, what is
read out, the layout read before the next paint, and the bench's phase timings (a mixin of
app.App, which holds the state it reads; pyscript's DOM, so the browser only)."""

from __future__ import annotations

import asyncio
import json
import time
from typing import TYPE_CHECKING, Any

from pyscript import document, window
from pyscript.ffi import is_none

from spacetable_web.controller import PACE_STEP
from spacetable_web.markup import LATER_REGIONS
from spacetable_web.views import announcement, table_key

if TYPE_CHECKING:
    from spacetable_web.botplay import BotRunner
    from spacetable_web.controller import Controller
    from spacetable_web.tablelog import LogCache

LANDSCAPE = "(orientation: landscape) and (min-width: 700px)"  # app.css lays the table out in columns


class Frames:
    """What is done after a render, in the frames that follow (app.App's)."""

    # Set by app.App.__init__ (see there).
    view: Any
    controller: Controller
    announcer: Any
    announced: Any
    announced_curtain: int | None
    announced_lang: str
    announced_from: int
    covering: Any
    paced: tuple[int, int] | None
    pacer: asyncio.Future[None] | None
    cover_proxy: Any
    seen: int
    render_seq: int
    settling: bool
    settle_asked: bool
    settle_proxy: Any
    settle_soon_proxy: Any
    log_cache: LogCache | None
    bot_runner: BotRunner | None
    profiling: bool
    marks: list[tuple[str, float]]
    before_paint_proxy: Any
    frame_asked: bool
    framing: str | None
    log_moved: bool
    regions: dict[str, str]
    table_key: tuple[Any, ...] | None

    if TYPE_CHECKING:

        def render(self) -> None: ...
        def report(self, err: Exception) -> None: ...
        def patch(self, regions: dict[str, str]) -> bool: ...
        def update_document(self) -> None: ...
        def frame_view(self, legal: str) -> None: ...

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
