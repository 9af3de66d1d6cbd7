"""Browser glue of the coach: after every render, start (or cancel) the hint asked and the review
of a finished game, worked out in the bot worker like a bot's move (`coachwork.coach_request`), or here
in slices when the worker is not available (the bots' fallback, botplay.py). The table never waits
for them: a hint is shown when it arrives, if the table still asks it for that position.
"""

from __future__ import annotations

import asyncio
import json
import time
import traceback
from typing import Any

from pyscript import window
from pyscript.ffi import is_none

from spacetable_web import bots, coaching, coachwork, thinking
from spacetable_web.jobs import Job


class CoachRunner:
    """The hint and the review being worked out for the app, beside the bots' runner (whose worker
    and mode they share)."""

    def __init__(self, runner: Any) -> None:
        self.runner = runner
        self.hint: Job | None = None
        self.review: Job | None = None
        self.refused: set[str] = set()  # saves whose review failed: not tried again in this visit

    @property
    def controller(self) -> Any:
        """The app's controller."""
        return self.runner.app.controller

    def sync(self) -> None:
        """Called after each render: the hint and the review the table wants now, and no other."""
        ui = self.controller.ui
        coach = ui.coach
        asking = coach.state == coaching.THINKING and ui.match is not None and coach.at == len(ui.match.entries)
        hint_key = (id(ui.match), coach.asked) if asking else None
        self.hint = self._follow(self.hint, hint_key, "hint", ui)
        review_key = ui.save_id if coaching.wants_review(ui) and ui.save_id not in self.refused else None
        self.review = self._follow(self.review, review_key, "review", ui)

    def _follow(self, job: Job | None, key: Any, kind: str, ui: Any) -> Job | None:
        """Keep the job if it is for `key`, else cancel it and start one for `key` (None: none)."""
        if job is not None and job.key == key:
            return job
        if job is not None:
            self._cancel(job)
        if key is None or ui.match is None:
            return None
        self.runner.count += 1
        seat = ui.match.to_move if kind == "hint" else -1
        started = Job(self.runner.count, key, ui.match, seat, kind)
        started.task = asyncio.ensure_future(self.run(started))
        return started

    def _cancel(self, job: Job) -> None:
        job.cancelled = True
        if self.runner.js is not None and self.runner.mode == "worker":
            self.runner.js.cancel(job.number)

    async def run(self, job: Job) -> None:
        """Work it out, then hand the answer to the controller and redraw if the table shows it."""
        changed = False
        try:
            reply = await self.work(job, coachwork.coach_request(job.match, job.spec, job.seat))
            if reply is not None and not job.cancelled:
                if job.spec == "hint":
                    changed = coaching.hint_shown(self.controller, job.match, reply)
                else:
                    changed = coaching.review_kept(self.controller, str(job.key), reply)
        except Exception:  # the coach failed: the table says so (a hint) or goes without (a review)
            window.console.error(traceback.format_exc())
            if job.spec == "hint":
                changed = coaching.hint_failed(self.controller, job.match)
            else:
                self.refused.add(str(job.key))
        finally:
            if self.hint is job:
                self.hint = None
            if self.review is job:
                self.review = None
        if changed:
            self.runner.app.render()

    async def work(self, job: Job, request: str) -> str | None:
        """The reply's JSON text from the worker (else worked out here); None if cancelled."""
        runner, js = self.runner, self.runner.js
        if js is not None and runner.mode in ("", "starting"):
            try:
                await js.start()
                runner.mode = "worker"
            except Exception:  # the worker could not start: the coach works here, as the bots do
                self.here_from_now()
        elif js is None and runner.mode != "page":
            self.here_from_now()
        if job.cancelled:
            return None
        if runner.mode == "worker" and js is not None:
            try:
                reply = await js.think(job.number, request)
            except Exception as err:
                if "worker:" not in str(err):
                    raise  # the coach itself failed (in the worker)
                self.here_from_now()
                return await self.here(job, request)
            return None if is_none(reply) else str(reply)
        return await self.here(job, request)

    def here_from_now(self) -> None:
        """Work on the page from now on, bots too (no notice: a person who asked a hint, or a game
        without bots at its end, is told nothing about bots; the bots panel says it)."""
        if self.runner.mode != "page":
            self.runner.mode = "page"
            self.runner._set_table(mode="page")

    async def here(self, job: Job, request: str) -> str | None:
        """The fallback: the work in slices of a few milliseconds on the page, yielding in between."""
        work = thinking.start_work(job.match, json.loads(request))
        js = self.runner.js
        since_paint = time.monotonic()
        while not work.done and not job.cancelled:
            thinking.step_for(work, bots.PAGE_SLICE)
            if js is not None and time.monotonic() - since_paint >= bots.PAGE_FRAME:
                await js.nextFrame()  # let the page paint now and then
                since_paint = time.monotonic()
            else:
                await asyncio.sleep(0)
        return None if job.cancelled else thinking.reply_text(work)
