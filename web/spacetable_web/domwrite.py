"""The app's writes to the page: the table's regions and board patched in place rather than redrawn,
and the attributes of <html> and #app (a mixin of app.App, which holds the state it reads;
pyscript's DOM, so the browser only).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from pyscript import document, window
from pyscript.ffi import is_none

if TYPE_CHECKING:
    from spacetable_web.controller import Controller
    from spacetable_web.patch import HeadPatch, Svg


class DomPatcher:
    """Patching the table's regions and board, and writing the page's attributes (app.App's)."""

    # Set by app.App.__init__: the page's #app root and #view, the controller, and what was drawn last.
    root: Any
    view: Any
    controller: Controller
    regions: dict[str, str]
    board: Svg | None
    region_elements: dict[str, Any]
    attributes: dict[tuple[str, str], str | None]
    hashed: Any
    settling: bool  # the panel and log are drawn in the next frame: the state hash waits for them

    if TYPE_CHECKING:

        def mark(self, phase: str) -> None: ...

    def patch(self, regions: dict[str, str]) -> bool:
        """Write only the regions (and board layers) that changed; True if the log changed."""
        from spacetable_web.patch import plan

        changes = plan(self.regions, regions)
        for change in changes:
            if change.region in ("legal", "board"):
                continue  # the board is written below; the legal marks are not markup
            if change.region == "layout":  # not markup: the table's declared styles (tableviews.layout_words)
                self.write_layout(regions["layout"])
                continue
            element = self.region(change.region)
            if change.op == "replace" and self.patch_keyed_region(element, change.region, change.html):
                continue
            if change.op == "append":
                element.insertAdjacentHTML("beforeend", change.html)
            elif change.op == "trim":
                for _ in range(change.count):
                    element.lastElementChild.remove()
            else:
                element.innerHTML = change.html
        self.mark("regions")
        for change in changes:
            if change.region == "board":
                element = self.region("board")
                if not self.patch_board(element, change.html):
                    element.innerHTML = change.html
        self.mark("board")
        if any(change.region in ("board", "legal") for change in changes):
            window.spacetableDecorate(document.getElementById("board"), regions["legal"])
        return any(change.region == "log" for change in changes)

    def write_layout(self, words: str) -> None:
        """Set the table's data-layout words (app.css keys on them), or remove the attribute."""
        table = self.view.querySelector(".table")
        if is_none(table):
            return
        if words:
            table.setAttribute("data-layout", words)
        else:
            table.removeAttribute("data-layout")

    def region(self, name: str) -> Any:
        """The live `data-region` container of a table region (remembered while it stays on the
        page: looking it up walks every element of the view, the map's thousands included)."""
        element = self.region_elements.get(name)
        if element is None or not element.isConnected:
            element = self.region_elements[name] = self.view.querySelector(f'[data-region="{name}"]')
        return element

    def patch_keyed_region(self, element: Any, region: str, markup: str) -> bool:
        """Rewrite only the changed children of the region's keyed list (the players panel's
        cards), if nothing else in it changed; False when the region is to be rewritten whole."""
        from spacetable_web.patch import region_edits

        edits = region_edits(self.regions.get(region, ""), markup)
        if not edits:
            return False
        keyed = element.querySelector('[data-keyed="1"]')
        plain = json.dumps([edit.to_json() for edit in edits])
        return not is_none(keyed) and bool(window.spacetablePatchKeyed(keyed, plain))

    def patch_board(self, board: Any, markup: str) -> bool:
        """Rewrite only the changed layers of the board's SVG (a keyed layer only its changed
        children); False if it needs a full redraw."""
        from spacetable_web.patch import head_patch, layer_edits, layer_patches, split_svg

        before, after = self.board, split_svg(markup)
        layers = layer_patches(before, after)
        if before is None or after is None or layers is None:
            return False
        drawn = board.firstElementChild
        self.patch_head(drawn, head_patch(before, after))
        children = drawn.children  # the <svg>'s: its <title>, then the layers
        first = int(children.length) - len(before.layers)
        for index, inner in layers:
            layer = children.item(first + index)
            edits = layer_edits(before, index, inner)
            if edits is not None:
                plain = json.dumps([edit.to_json() for edit in edits])
                if window.spacetablePatchKeyed(layer, plain):
                    continue
            layer.innerHTML = inner
        return True

    def patch_head(self, drawn: Any, head: HeadPatch | None) -> None:
        """Write the <svg> element's changed attributes and title (its role when the targets come
        and go, its label when the round changes)."""
        if head is None:
            return
        for name, value in head.attributes:
            if value is None:
                drawn.removeAttribute(name)
            else:
                drawn.setAttribute(name, value)
        if head.title is not None:
            title = drawn.querySelector(":scope > title")
            if not is_none(title):
                title.textContent = head.title

    def update_document(self) -> None:
        """Language, title, state hash marker and the URL hash that a reload returns to."""
        ui = self.controller.ui
        self.write_attribute("html", "lang", ui.lang)
        for name, value in ui.settings.to_data().items():
            self.write_attribute("html", f"data-{name}", value)  # app.css draws the palette and motion from these
        if ui.match is not self.hashed and not self.settling:  # one digest per new match, once it is all drawn
            self.hashed = ui.match
            self.write_attribute("app", "data-state-hash", None if ui.match is None else ui.match.state_hash())
        self.write_attribute("app", "data-screen", ui.screen)
        location = window.location
        url = f"{location.pathname}{location.search}{self.controller.route}"
        if url != f"{location.pathname}{location.search}{location.hash}":
            window.history.replaceState(None, "", url)

    def write_attribute(self, where: str, name: str, value: str | None) -> None:
        """Set (None: remove) an attribute of <html> (`where` "html") or #app ("app") unless it was
        last written with that value: a write makes the browser restyle, and these rarely change."""
        key = (where, name)
        if key in self.attributes and self.attributes[key] == value:
            return
        self.attributes[key] = value
        element = document.documentElement if where == "html" else self.root
        if value is None:
            element.removeAttribute(name)
        else:
            element.setAttribute(name, value)
