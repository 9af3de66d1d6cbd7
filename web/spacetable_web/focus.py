"""The app's keyboard focus: arrows between board targets, each new screen's main region, the
hand-over card's button, and the focused control kept across a redraw (a mixin of app.App, which
holds the state it reads; pyscript's DOM, so the browser only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyscript import document, window
from pyscript.ffi import is_none, to_js

from spacetable_web.navigate import nearest

if TYPE_CHECKING:
    from spacetable_web.controller import Controller

# Where focus goes when the focused control vanishes with the coach's hint: Hint -> its Cancel;
# Cancel -> the first choice's Play (the hint arrived) or Hint again; Close -> Hint.
FOCUS_NEXT = {
    '[data-command="hint"]': ".hint-ask button",
    '[data-command="hint-cancel"]': '[data-command="hint-play"], .status .hint',
    '[data-command="hint-close"]': ".status .hint",
}
# Where focus goes when the focused control vanished and nothing takes its place (a roll's button:
# the next decision is on the board): the first found in the page's order of the hand-over card's
# button, the board's tab stop (a legal target: the map comes before the status bar), an action, a tool.
FOCUS_FALLBACK = (
    '.curtain button, .actions button:not([disabled]), .tools button:not([aria-disabled="true"]), '
    '#board [data-legal="1"][tabindex="0"]'
)
MAIN_REGIONS = "#bar, .setup h2, .home .games h2, .settings > h2, .stats > h2, .replay .status"  # by screen


class Focus:
    """Where the keyboard focus goes (app.App's)."""

    # Set by app.App.__init__: the page's #view, the controller, and what was focused last.
    view: Any
    controller: Controller
    screen_shown: tuple[str, bool] | None
    card_shown: bool
    focus_lost: bool

    def move_focus(self, event: Any) -> None:
        """Focus the nearest board target in the arrow's direction (hex to neighbouring hex)."""
        here = event.target.closest("#board [data-target]")
        if is_none(here):
            return
        event.preventDefault()
        x, y = _centre(here)
        candidates = []
        for element in self.view.querySelectorAll("#board [data-target]"):
            if not element.isSameNode(here):
                cx, cy = _centre(element)
                candidates.append((str(element.getAttribute("data-target")), cx, cy))
        found = nearest((x, y), candidates, str(event.key))
        if found is not None:
            target = self.view.querySelector(f'#board [data-target="{window.CSS.escape(found)}"]')
            target.focus()
            target.scrollIntoView(to_js({"block": "nearest", "inline": "nearest"}))

    def focus_screen(self) -> None:
        """A new screen (or the table after the hand-over card) takes the focus to its main region,
        so a keyboard or screen-reader user starts there, not at the top of the page."""
        ui = self.controller.ui
        shown = (ui.screen, ui.covered)
        if shown == self.screen_shown:
            return
        first = self.screen_shown is None
        self.screen_shown = shown
        if first or ui.covered:  # the page's first screen keeps the browser's start; the card focuses itself
            return
        main = self.view.querySelector(MAIN_REGIONS)
        if not is_none(main):
            if not main.hasAttribute("tabindex"):
                main.setAttribute("tabindex", "-1")
            main.focus(to_js({"preventScroll": True}))

    def focus_card(self) -> None:
        """Focus the hand-over card's button when the card appears (the dialog's one control)."""
        ui = self.controller.ui
        shown = ui.screen == "table" and ui.covered
        if shown and not self.card_shown:
            target = self.view.querySelector(".curtain button")
            if not is_none(target):
                target.focus()
        self.card_shown = shown

    def focus_selector(self) -> str | None:
        """A selector that finds the focused element again after the redraw."""
        active = document.activeElement
        if is_none(active) or not self.view.contains(active):
            return None
        css = window.CSS
        if active.hasAttribute("data-target"):
            return f'[data-target="{css.escape(active.getAttribute("data-target"))}"]'
        if active.hasAttribute("data-command"):
            arg = active.getAttribute("data-arg")
            command = f'[data-command="{css.escape(active.getAttribute("data-command"))}"]'
            return command + ("" if is_none(arg) else f'[data-arg="{css.escape(arg)}"]')
        return f"#{css.escape(active.id)}" if active.id else None

    def restore_focus(self, selector: str | None) -> None:
        """Focus the same element, the choice menu, or the first action when it vanished."""
        target = self.view.querySelector(".choice-menu button")
        if is_none(target) and selector:
            target = self.view.querySelector(selector)
            if is_none(target) and selector in FOCUS_NEXT:
                target = self.view.querySelector(FOCUS_NEXT[selector])
        if is_none(target) and (selector or self.focus_lost):
            target = self.view.querySelector(FOCUS_FALLBACK)
        self.focus_lost = is_none(target) and bool(selector or self.focus_lost)
        if not is_none(target):
            # Without scrolling: on a phone the status bar would scroll its prompt out of sight to
            # show the first button (the bar shows the buttons anyway, below the prompt).
            target.focus(to_js({"preventScroll": True}))


def _centre(element: Any) -> tuple[float, float]:
    box = element.getBoundingClientRect()
    return float(box.left) + float(box.width) / 2, float(box.top) + float(box.height) / 2
