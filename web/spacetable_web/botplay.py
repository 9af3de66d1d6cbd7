"""Browser glue of the computer players: after every render, start (or cancel) the bot's thinking.

The thinking runs in a web worker (web/bot-worker.js, driven by web/bots.js as
`window.spacetableBots`): the page sends the save, the bot spec and the seat, and gets the chosen
action back. If the worker cannot start or breaks, the bot thinks here on the main thread in
slices of a few milliseconds (`bots.PAGE_SLICE`), yielding to the browser between slices, and the
page says so. Either way the action goes through the controller like a person's (`bots.bot_act`).
Moves are shown at the table's pace (`bots.pace_of`: seconds from the start of thinking; at once
for an answer given outside the bot's turn); "Play now"
(`BotTable.skip`) cuts both the thinking and the wait short.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from dataclasses import replace
from typing import Any

from pyscript import window
from pyscript.ffi import is_none

from pyengine.core.messages import msg
from spacetable_web import bots, thinking
from spacetable_web.jobs import Job

POLL = 0.05  # seconds between looks at "play now" while a move waits for its pace
# Seconds at a table with hints on before the worker boots for them: long enough that a table left
# (or a browser test that goes offline) within seconds fetches no second runtime.
HINT_WARMUP = 15.0


class BotRunner:
    """Starts the bot whose turn it is, one decision at a time, for the app (app.py)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.job: Job | None = None
        self.count = 0
        self.mode = ""  # "", "starting", "worker" or "page"
        self.skip_seen = 0
        self.prepared: set[str] = set()  # games whose zip the worker was asked to load
        self.warming: asyncio.Future[None] | None = None  # the worker's boot awaited by a first hint
        js = getattr(window, "spacetableBots", None)
        self.js = None if js is None or is_none(js) else js  # web/bots.js did not load: page mode
        from spacetable_web.coachplay import CoachRunner  # the coach's runner, beside the bots'

        self.coach = CoachRunner(self)  # hints and reviews, in the same worker

    # --- deciding what to do --------------------------------------------------------------
    def sync(self) -> None:
        """Called after each render: start the bot whose turn it is, or drop a decision no longer needed."""
        ui = self.app.controller.ui
        table = ui.bots
        turn = None
        if ui.screen == "table" and ui.curtain is None and ui.pacing is None and not table.paused:
            turn = bots.deciding(table, ui.match)  # (not while an automated opponent's moves are shown)
        key = (id(ui.match), ui.save_id, turn)
        if ui.screen == "table" and ui.match is not None:
            if table.any_bot:
                self.prepare(ui.match.game.meta.id)
            elif ui.coach.enabled and self.warming is None and self.js is not None and self.mode == "":
                self.warming = asyncio.ensure_future(self.prepare_for_hints())
        if self.job is not None and (self.job.key != key or turn is None):
            self.cancel()
        if table.skip != self.skip_seen:
            self.skip_seen = table.skip
            if self.job is not None:
                self.hurry(self.job)
        if turn is not None and self.job is None and ui.match is not None:
            self.count += 1
            job = Job(self.count, key, ui.match, turn[0], turn[1])
            self.job = job
            job.task = asyncio.ensure_future(self.run(job))
        elif turn is None and table.thinking is not None:
            self._set_table(thinking=None)
        self.coach.sync()

    def prepare(self, game_id: str) -> None:
        """Boot the worker and load this game's zip in it while the person plays, once per game (the
        first bot then answers 0.7 s sooner: the zip's fetch and import left its first decision)."""
        if self.js is None or self.mode == "page" or game_id in self.prepared:
            return
        self.prepared.add(game_id)
        self.js.prepare(game_id)

    async def prepare_for_hints(self) -> None:
        """Boot the worker (and load the game) for the first hint once a person has studied the table
        a moment: a hint waited for the whole boot (5-20 s on a phone) when it was asked before any bot
        had started it. Not at once: a table left within seconds (and every short browser test) boots
        nothing."""
        try:
            await asyncio.sleep(HINT_WARMUP)
            ui = self.app.controller.ui
            online = bool(window.navigator.onLine)  # offline without the cached site a boot only fails
            if ui.screen == "table" and ui.coach.enabled and ui.match is not None and self.mode == "" and online:
                self.prepare(ui.match.game.meta.id)
            else:
                self.warming = None  # left the table, hints off: try again at the next table
        except Exception:  # a warm-up is a courtesy: the first hint boots the worker itself
            window.console.error(traceback.format_exc())

    def cancel(self) -> None:
        """Forget the current decision (the table moved on, or the bots were paused)."""
        job, self.job = self.job, None
        if job is None:
            return
        job.cancelled = True
        if self.js is not None and self.mode == "worker":
            self.js.cancel(job.number)

    def hurry(self, job: Job) -> None:
        """Play now: stop thinking (the best move so far) and skip the wait."""
        job.hurry = True
        if self.js is not None and self.mode == "worker":
            self.js.hurry(job.number)

    # --- one decision -------------------------------------------------------------------------
    async def run(self, job: Job) -> None:
        """Think (worker, else here), wait for the pace, then play the move through the controller."""
        try:
            started = time.monotonic()
            action = await self.think(job)
            if job.cancelled or action is None:
                return
            pace = bots.pace_of(self.app.controller.ui.bots, job.match)  # none for an out-of-turn answer
            while not job.hurry and not job.cancelled and time.monotonic() - started < pace:
                await asyncio.sleep(POLL)
            if job.cancelled:
                return
            self.job = None
            played = bots.bot_act(self.app.controller, job.match, job.seat, action)
            paused = not played and self.app.controller.ui.match is job.match  # refused: do not ask again
            self._set_table(thinking=None, **({"paused": True} if paused else {}))
            self.app.render()
        except Exception as err:  # a bot that cannot decide pauses the bots; the app goes on
            window.console.error(traceback.format_exc())
            if self.job is job:
                self.job = None
            ui = self.app.controller.ui
            table = replace(ui.bots, paused=True, thinking=None)
            self.app.controller.ui = replace(ui, bots=table)
            self.app.controller._notify("error", msg("ui.bots.failed", reason=type(err).__name__))
            self.app.render()

    async def think(self, job: Job) -> str | None:
        """The chosen action as JSON text (None if the decision was cancelled)."""
        if self.mode in ("", "starting") and self.js is not None:
            if str(self.js.state) != "ready":
                self.mode = "starting"
                self._set_table(thinking=job.seat, mode="starting")
                self.app.render()
            try:
                await self.js.start()
                self.mode = "worker"
            except Exception:  # the worker could not start: think here, and say so
                self.fall_back()
        elif self.js is None and self.mode != "page":
            self.fall_back()
        if job.cancelled:
            return None
        redraw = self.app.controller.ui.bots.mode != self.mode  # the table already says who is thinking
        self._set_table(thinking=job.seat, mode=self.mode)
        if redraw:
            self.app.render()
        js = self.js
        if js is not None:
            await js.nextFrame()  # the previous move is painted before thinking starts
        if job.cancelled:
            return None
        token = js.beginThinking(self.mode, job.seat) if js is not None else None
        try:
            if self.mode == "worker" and js is not None:
                try:
                    reply = await js.think(job.number, thinking.think_request(job.match, job.seat, job.spec))
                except Exception as err:
                    if "worker:" not in str(err):
                        raise  # the bot itself failed (in the worker): not a reason to think here
                    self.fall_back()  # the worker broke: think here from now on
                    return await self.think_here(job)
                return None if is_none(reply) else str(json.loads(str(reply))["action"])
            return await self.think_here(job)
        finally:
            if js is not None and token is not None:
                js.endThinking(token)

    async def think_here(self, job: Job) -> str | None:
        """The fallback: search in slices of a few milliseconds, yielding to the page in between
        (taps are served between slices), and letting it paint every `bots.PAGE_FRAME` seconds."""
        search = thinking.start_search(job.match, job.seat, job.spec)
        since_paint = time.monotonic()
        while not search.done and not job.hurry and not job.cancelled:
            thinking.step_for(search, bots.PAGE_SLICE)
            if self.js is not None and time.monotonic() - since_paint >= bots.PAGE_FRAME:
                await self.js.nextFrame()
                since_paint = time.monotonic()
            else:
                await asyncio.sleep(0)
        return None if job.cancelled else thinking.action_text(search.best())

    def fall_back(self) -> None:
        """From now on bots think on the page; the notice and the bots panel say so."""
        if self.mode == "page":
            return
        self.mode = "page"
        self._set_table(mode="page")
        self.app.controller._notify("info", msg("ui.bots.mode.page"))
        self.app.render()

    def _set_table(self, **changes: Any) -> None:
        ui = self.app.controller.ui
        self.app.controller.ui = replace(ui, bots=replace(ui.bots, **changes))
