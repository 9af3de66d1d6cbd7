"""Browser glue of embed.html (the only embed module that touches the page): URL options, the
scenario download, clicks and keys, autoplay, and the postMessage API (docs/embed.md).
The logic lives in embed.py, which is pure and tested under CPython.
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
import time
import traceback
from typing import Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

from pyengine.core.messages import Msg
from spacetable_web.embed import MAX_MESSAGE_CHARS, Command, Embed, parse_message, parse_options
from spacetable_web.embed_dom import Autoplay, NarrowWatch, draw, guarded, listen, load_scenario, press
from spacetable_web.loadgames import fetch_once, load_games, page_json

HINT_SLICE = 0.008  # seconds of the coach's work between yields to the page (no task near 50 ms)

_APP: EmbedApp | None = None  # keeps the app and its event proxies alive


class EmbedApp:
    """The running embed: one Embed, the page's #embed root, listeners and the host link."""

    def __init__(self) -> None:
        location = window.location
        self.options = parse_options(str(location.search), str(location.hash), str(location.origin))
        languages = [str(tag) for tag in (window.navigator.languages or [window.navigator.language])]
        self.embed = Embed(self.options, languages)
        self.root = document.getElementById("embed")
        self.autoplay = Autoplay(self.on_tick)
        self.height = 0
        self.last_step: tuple[Any, ...] | None = None
        self.pending: Any = None
        self.hinting: Any = None  # the hint being worked out (a task)
        self.proxies = [
            listen(self.root, "click", self.on_click),
            listen(document, "keydown", self.on_key),
            listen(window, "message", self.on_message),
        ]
        self.narrow = NarrowWatch(self.render)
        self.resize_proxy = create_proxy(guarded(lambda *_: self.report_height()))
        window.ResizeObserver.new(self.resize_proxy).observe(document.body)

    # --- start ----------------------------------------------------------------------------
    async def start(self) -> None:
        """Load the scenario the URL names (fragment JSON, else a relative URL), draw, announce ready."""
        if self.options.scenario_text is not None:
            await self.load_text(self.options.scenario_text, self.options.step)
        elif self.options.scenario_url is not None:
            await self.load_url(self.options.scenario_url, self.options.step)
        self.render()
        document.documentElement.setAttribute("data-ready", "1")
        self.post(self.embed.state_message("ready"))

    async def load_url(self, url: str, step: int) -> None:
        """Fetch a scenario from the embed's own site and show it."""
        try:
            response = await window.fetch(url)
            found = bool(response.ok)
            text = str(await response.text()) if found else ""
        except Exception:  # network errors arrive as JS exceptions
            found, text = False, ""
        if not found:  # say the file is missing, not that its text is malformed
            self.embed.fail(Msg("ui.embed.missing", {"url": url}))
            return
        await self.load_text(text, step)

    async def load_text(self, text: str, step: int) -> None:
        """Show a scenario, its game's rules downloaded first (the embed loads only that game)."""
        await load_scenario(self.embed, text, step)

    # --- events ---------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """A control button, or a board target in interactive mode."""
        if press(self.embed, event.target):
            self.render()

    def on_key(self, event: Any) -> None:
        """Arrows, Home and End step through the script (not while typing or on a board target)."""
        control = self.embed.key(str(event.key))
        target = event.target
        if control is None or event.altKey or event.ctrlKey or event.metaKey:
            return
        if (
            not is_none(target)
            and hasattr(target, "closest")
            and not is_none(target.closest("input, select, textarea"))
        ):
            return
        event.preventDefault()
        self.embed.command(control)
        self.render()

    def on_message(self, event: Any) -> None:
        """A host message: checked for origin and shape, then executed; anything else is logged and ignored."""
        origin = str(event.origin)
        if origin not in self.options.origins:
            window.console.warn(f"spacetable embed: ignored a message from origin {origin[:100]!r} (not allowed)")
            return
        try:
            text = str(window.JSON.stringify(event.data))
        except Exception:
            text = ""
        parsed = parse_message(text) if len(text) <= MAX_MESSAGE_CHARS else "message too large"
        if not isinstance(parsed, Command):
            window.console.warn(f"spacetable embed: ignored a malformed message ({parsed})")
            return
        self.pending = asyncio.ensure_future(self.run(parsed))

    async def run(self, command: Command) -> None:
        """Execute a validated host command."""
        fields = command.fields
        if command.kind == "go-to-step":
            self.embed.playing = False
            self.embed.go(fields["step"])
        elif command.kind == "set-language":
            self.embed.command("lang", fields["lang"])
        elif "url" in fields:
            await self.load_url(fields["url"], fields["step"])
        else:
            scenario = fields["scenario"]
            game = scenario.get("game") if isinstance(scenario, dict) else None
            with contextlib.suppress(Exception):  # not downloadable: the scenario fails to load, and says so
                await load_games([game] if isinstance(game, str) else [])
            self.embed.load_data(scenario, fields["step"])
        self.render()

    def on_tick(self) -> None:
        """Autoplay's next step."""
        self.embed.tick()
        self.render()

    # --- drawing and telling the host -----------------------------------------------------
    def render(self) -> None:
        """Redraw, keep the focused control focused, run autoplay, tell the host about step changes."""
        self.narrow.apply(self.embed)
        draw(self.root, self.embed, self.embed.render(), "#controls")
        html = document.documentElement
        html.setAttribute("lang", self.embed.lang)
        self.root.setAttribute("data-playing", "1" if self.embed.playing else "0")
        self.autoplay.follow(self.embed)
        if self.embed.hint_state == "working" and self.hinting is None:
            self.hinting = asyncio.ensure_future(self.work_out_hint())
        where = (
            self.embed.scenario.id if self.embed.scenario else None,
            self.embed.step,
            self.embed.lang,
            self.embed.error,
        )
        if where != self.last_step and html.getAttribute("data-ready") == "1":
            self.post(self.embed.state_message("step"))
        self.last_step = where
        self.report_height()

    async def work_out_hint(self) -> None:
        """The coach's answer for the step shown, worked out here in short slices (the embed has
        no worker); dropped if the reader moved to another step meanwhile."""
        embed = self.embed
        match = embed.hint_position()
        asked = (embed.scenario.id if embed.scenario else None, embed.step)
        try:
            for url in page_json("coach-zips") or []:  # the coach and its search, fetched on first use
                await fetch_once(url)
            coach = importlib.import_module("pyengine.bots.coach")
            work = coach.start_hint(match, match.to_move, "normal") if match is not None else None
            while work is not None and not work.done and self.asking(asked):
                deadline = time.perf_counter() + HINT_SLICE
                while not work.done and time.perf_counter() < deadline:
                    work.step(1)
                await asyncio.sleep(0)
            if work is not None and self.asking(asked):
                embed.show_hint([choice.to_json() for choice in work.choices()])
        except Exception:  # offline, say: the panel says it could not be worked out
            window.console.error(traceback.format_exc())
            embed.hint_failed()
        finally:
            self.hinting = None
        self.render()

    def asking(self, asked: tuple[Any, ...]) -> bool:
        """True while the embed still waits for the hint of that scenario's step."""
        embed = self.embed
        return embed.hint_state == "working" and (embed.scenario.id if embed.scenario else None, embed.step) == asked

    def report_height(self) -> None:
        """Tell the host the height the embed needs (when it changes)."""
        height = int(self.root.getBoundingClientRect().height) + 16
        if height != self.height:
            self.height = height
            self.post({"type": "spacetable:height", "protocol": 1, "height": height})

    def post(self, message: dict[str, Any]) -> None:
        """Send a message to the host page, to each allowed origin only."""
        parent = window.parent
        if is_none(parent) or parent == window:
            return
        data = to_js(json.loads(json.dumps(message)), dict_converter=window.Object.fromEntries)
        for origin in self.options.origins:
            parent.postMessage(data, origin)


def start() -> EmbedApp:
    """Boot the embed."""
    global _APP
    app = _APP = EmbedApp()
    app.pending = asyncio.ensure_future(app.start())
    return app
