"""What embed.html (embed_app.py) and the rules page's boards (rules_app.py) do alike in the page:
guarded listeners, a scenario's game loaded before the scenario, an `Embed` drawn into its element,
clicks routed to it, and autoplay's timer. Browser glue (imports pyscript), like its two users."""

from __future__ import annotations

import traceback
from collections.abc import Callable
from typing import Any

from pyscript import document, window
from pyscript.ffi import create_proxy, is_none

from spacetable_web.embed import AUTOPLAY_MS, NARROW, Embed
from spacetable_web.gameload import game_of_text
from spacetable_web.loadgames import load_games


def guarded(handler: Callable[..., None]) -> Callable[..., None]:
    """The handler, with an exception logged to the console (an event handler has no caller to tell)."""

    def run(*args: Any) -> None:
        try:
            handler(*args)
        except Exception:
            window.console.error(traceback.format_exc())

    return run


def listen(target: Any, event: str, handler: Callable[[Any], None]) -> Any:
    """Listen to an event with a guarded handler; the proxy, which the caller keeps alive."""
    proxy = create_proxy(guarded(handler))
    target.addEventListener(event, proxy)
    return proxy


async def load_scenario(embed: Embed, text: str, step: int) -> None:
    """Show a scenario, its game's rules downloaded first (an embed loads only the games it shows)."""
    try:
        await load_games(game_of_text(text))
    except Exception:  # offline and never fetched: the scenario then fails to load, and says so
        window.console.error(traceback.format_exc())
    embed.load_text(text, step)


def draw(root: Any, embed: Embed, markup: str, controls: str) -> None:
    """Put the embed's markup in its element with its step and state hash, keeping the focused control
    focused (else the first enabled button under the `controls` selector: the focus never drops to the page)."""
    active = document.activeElement
    command = None if is_none(active) or not root.contains(active) else active.getAttribute("data-command")
    root.innerHTML = markup
    root.setAttribute("data-step", str(embed.step))
    root.setAttribute("data-steps", str(embed.steps))
    shown = embed.match
    root.setAttribute("data-state-hash", shown.state_hash() if shown is not None else "")
    if is_none(command):
        return
    again = root.querySelector(f'[data-command="{command}"]:not([disabled])')
    if is_none(again):
        again = root.querySelector(f"{controls} button:not([disabled])")
    if not is_none(again):
        again.focus()


def press(embed: Embed, clicked: Any) -> bool:
    """Send a click on a control button or a board target to the embed; whether it was one."""
    element = clicked.closest("[data-command], [data-target]")
    if is_none(element) or element.hasAttribute("disabled"):
        return False
    if element.hasAttribute("data-command"):
        arg = element.getAttribute("data-arg")
        embed.command(str(element.getAttribute("data-command")), "" if is_none(arg) else str(arg))
    else:
        embed.target(str(element.getAttribute("data-target")))
    return True


class Autoplay:
    """The autoplay timer of one embed: it ticks while the embed plays."""

    def __init__(self, tick: Callable[[], None]) -> None:
        self.proxy = create_proxy(guarded(lambda *_: tick()))
        self.timer: Any = None

    def follow(self, embed: Embed) -> None:
        """Start or stop the timer to match the embed's state."""
        if embed.playing and self.timer is None:
            self.timer = window.setInterval(self.proxy, AUTOPLAY_MS)
        elif not embed.playing and self.timer is not None:
            window.clearInterval(self.timer)
            self.timer = None


class NarrowWatch:
    """Whether the page is a phone's width (embed.NARROW), and a redraw when that changes (a phone
    turned): a board with a narrow shape (Table.narrow_marks) is drawn in it, as at the table."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.query = window.matchMedia(NARROW)
        self.proxy = listen(self.query, "change", lambda *_: changed())

    def apply(self, embed: Embed) -> None:
        """Tell the embed the page's width before it draws."""
        embed.narrow = bool(self.query.matches)
