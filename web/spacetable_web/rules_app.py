"""Browser glue of the rules page (rules.html): one Python runtime draws every example board.

The page arrives with each board as a static SVG picture (drawn at build time by tools/rules_page.py).
When a board comes near the screen (IntersectionObserver) it becomes live: its scenario and its
game's rules are fetched, and an `Embed` (embed.py, the same logic as embed.html) draws it with its
caption and step controls. Boards never scrolled to stay static and cost nothing. The page's
language (switched by rules.js on <html lang>) is followed by every live board.
"""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none, to_js

from pyengine.i18n import LANGUAGES
from spacetable_web.embed import Embed, parse_options
from spacetable_web.embed_dom import Autoplay, NarrowWatch, draw, guarded, listen, load_scenario, press

NEAR_SCREEN = "300px"  # a board this close to the viewport becomes live (ready before it is seen)
_APP: RulesApp | None = None  # keeps the page's boards and their proxies alive


def page_language() -> str:
    """The language rules.js chose for the page."""
    lang = str(document.documentElement.getAttribute("lang") or "")
    return lang if lang in LANGUAGES else "en"


class Board:
    """One example board: static until started, then a live Embed in its element."""

    def __init__(self, root: Any, narrow: NarrowWatch) -> None:
        self.root = root
        self.narrow = narrow
        self.url = str(root.getAttribute("data-scenario"))
        # No title panel: the section's heading and the figure's caption name the example.
        query = f"?lang={page_language()}&panels=caption,controls"
        self.embed = Embed(parse_options(query, "", str(window.location.origin)), [])
        self.live = False
        self.autoplay = Autoplay(self.tick)

    async def start(self) -> None:
        """Fetch the scenario and its game's rules, then draw the live board."""
        try:
            response = await window.fetch(self.url)
            text = str(await response.text()) if response.ok else "\0"
        except Exception:  # network errors arrive as JS exceptions
            text = "\0"
        await load_scenario(self.embed, text, 0)
        self.live = True
        self.render()
        self.root.setAttribute("data-ready", "1")

    def command(self, name: str, arg: str = "") -> None:
        """A control button (or a key standing for one)."""
        self.embed.command(name, arg)
        self.render()

    def tick(self) -> None:
        """Autoplay's next step."""
        self.embed.tick()
        self.render()

    def render(self) -> None:
        """Redraw the board's element (the focused control stays focused); run autoplay."""
        self.narrow.apply(self.embed)
        draw(self.root, self.embed, self.embed.render(ids=False), ".embed-controls")
        self.autoplay.follow(self.embed)


class RulesApp:
    """The page's boards, the one set of listeners they share, and the observers that wake them."""

    def __init__(self) -> None:
        self.narrow = NarrowWatch(self.redraw)
        self.boards = {str(i): Board(el, self.narrow) for i, el in enumerate(document.querySelectorAll(".rules-board"))}
        for key, board in self.boards.items():
            board.root.setAttribute("data-board", key)
        self.pending: set[Any] = set()
        self.first_batch = True
        self.proxies = [listen(document, "click", self.on_click), listen(document, "keydown", self.on_key)]
        self.seen_proxy = create_proxy(guarded(self.on_seen))
        options = to_js({"rootMargin": NEAR_SCREEN}, dict_converter=window.Object.fromEntries)
        self.observer = window.IntersectionObserver.new(self.seen_proxy, options)
        for board in self.boards.values():
            self.observer.observe(board.root)
        self.lang_proxy = create_proxy(guarded(lambda *_: self.follow_language()))
        watch = to_js({"attributes": True, "attributeFilter": ["lang"]}, dict_converter=window.Object.fromEntries)
        window.MutationObserver.new(self.lang_proxy).observe(document.documentElement, watch)
        if not self.boards:
            self.ready()

    def board_of(self, element: Any) -> Board | None:
        """The live board an element is in, if any."""
        root = element.closest(".rules-board") if hasattr(element, "closest") else None
        if is_none(root):
            return None
        board = self.boards.get(str(root.getAttribute("data-board")))
        return board if board is not None and board.live else None

    # --- waking boards ----------------------------------------------------------------------
    def on_seen(self, entries: Any, _observer: Any = None) -> None:
        """Boards that came near the screen start (each once); the first batch marks the page ready."""
        starting = []
        for entry in entries:
            if not entry.isIntersecting:
                continue
            self.observer.unobserve(entry.target)
            board = self.boards.get(str(entry.target.getAttribute("data-board")))
            if board is not None:
                starting.append(board.start())
        if self.first_batch:
            self.first_batch = False
            self._keep(asyncio.ensure_future(self._ready_after(starting)))
        else:
            for job in starting:
                self._keep(asyncio.ensure_future(job))

    async def _ready_after(self, jobs: list[Any]) -> None:
        """Mark the page ready once the first boards started; one that failed is logged, not fatal."""
        try:
            await asyncio.gather(*jobs)
        except Exception:
            window.console.error(traceback.format_exc())
        self.ready()

    def _keep(self, task: Any) -> None:
        self.pending.add(task)
        task.add_done_callback(self.pending.discard)

    def ready(self) -> None:
        """The runtime is up and the boards on screen are live."""
        document.documentElement.setAttribute("data-ready", "1")

    # --- events -----------------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        """A control button, or a board target in an interactive board."""
        board = self.board_of(event.target)
        if board is not None and press(board.embed, event.target):
            board.render()

    def on_key(self, event: Any) -> None:
        """Arrows, Home and End step through the board that holds the focus."""
        board = self.board_of(event.target)
        control = board.embed.key(str(event.key)) if board is not None else None
        if board is None or control is None or event.altKey or event.ctrlKey or event.metaKey:
            return
        event.preventDefault()
        board.command(control)

    def redraw(self) -> None:
        """The page's width crossed a phone's: every live board is drawn again in its shape."""
        for board in self.boards.values():
            if board.live:
                board.render()

    def follow_language(self) -> None:
        """The page switched language: every live board follows."""
        lang = page_language()
        for board in self.boards.values():
            if board.live and board.embed.lang != lang:
                board.command("lang", lang)


def start() -> RulesApp:
    """Boot the rules page's boards."""
    global _APP
    _APP = RulesApp()
    return _APP
