"""The app's events: clicks, keys, a file chosen or a select changed, the commands they run on the
controller, another tab's saves, and the downloads a command returns (a mixin of app.App, which
holds the state it reads; pyscript's DOM, so the browser only)."""

from __future__ import annotations

import asyncio
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyscript import document, window
from pyscript.ffi import is_none, to_js

from spacetable_web.controller import MAX_IMPORT_BYTES, Download
from spacetable_web.gameload import game_of_text, games_for_command, missing
from spacetable_web.loadgames import load_games
from spacetable_web.navigate import DIRECTIONS
from spacetable_web.storage import INDEX_KEY

if TYPE_CHECKING:
    from spacetable_web.controller import Controller


class Events:
    """What the page's events do (app.App's)."""

    # Set by app.App.__init__.
    view: Any
    controller: Controller
    dragged: bool  # the end of a drag that panned the map: the click that ends it is not a tap
    pending: Any  # the running file import or game download, kept so it is not collected
    download_url: Any

    if TYPE_CHECKING:

        def mark(self, phase: str) -> None: ...
        def render(self) -> None: ...
        def report(self, err: Exception) -> None: ...
        def open(self, route: str) -> None: ...
        def move_focus(self, event: Any) -> None: ...
        def view_command(self, name: str, arg: str) -> None: ...

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
