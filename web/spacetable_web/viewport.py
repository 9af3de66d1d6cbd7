"""The app's map viewport: zoom, pan, pinch and framing the map on the legal targets (a mixin of
app.App, which holds the state it reads; pyscript's DOM, so the browser only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from pyscript import document, window
from pyscript.ffi import is_none, to_js

from spacetable_web.navigate import MAX_ZOOM, MIN_ZOOM, controls_place, pinched_zoom, spread

if TYPE_CHECKING:
    from spacetable_web.controller import Controller

TOUCH_TARGET = 44.0  # CSS pixels: the smallest comfortable target for a finger
PADDING = 8.0  # CSS pixels: the board region's padding (app.css .board-wrap), both sides together


class Viewport:
    """Zoom, pan and pinch of the map, and framing it on the legal targets (app.App's)."""

    # Set by app.App.__init__: the page's #app root, the controller, and the viewport's own state.
    root: Any
    controller: Controller
    narrow_query: Any
    upright_query: Any
    regions: dict[str, str]
    table_key: tuple[Any, ...] | None
    framing: str | None
    zoom: float
    zooms: dict[int, float]
    framed: tuple[Any, ...] | None
    drag: list[float] | None
    dragged: bool
    touches: dict[int, tuple[float, float]]
    pinch: tuple[float, float] | None
    pinch_proxy: Any
    drag_proxy: Any

    if TYPE_CHECKING:

        def render(self) -> None: ...

        def ask_before_paint(self) -> None: ...

    def on_pointer_down(self, event: Any) -> None:
        """A mouse press on the zoomed map may start a drag that pans it (one finger scrolls
        natively); two fingers on the map pinch it."""
        self.dragged = False
        if event.pointerType == "touch" and not is_none(event.target.closest("#board")):
            self.touch_down(event)
            return
        if event.pointerType != "mouse" or self.zoom <= 1 or is_none(event.target.closest("#board")):
            return
        self.drag = [float(event.clientX), float(event.clientY), 0.0]
        self.root.addEventListener("pointermove", self.drag_proxy)

    def on_pointer_move(self, event: Any) -> None:
        """Pan the map by the mouse's movement while the button is held."""
        board = document.getElementById("board")
        if self.drag is None or is_none(board) or not event.buttons:
            self.on_pointer_up(event)
            return
        dx, dy = float(event.clientX) - self.drag[0], float(event.clientY) - self.drag[1]
        self.drag = [float(event.clientX), float(event.clientY), self.drag[2] + abs(dx) + abs(dy)]
        board.scrollBy(to_js({"left": -dx, "top": -dy}))

    def touch_down(self, event: Any) -> None:
        """A finger on the map; the second one starts a pinch."""
        self.touches[int(event.pointerId)] = (float(event.clientX), float(event.clientY))
        if len(self.touches) == 2:
            self.pinch = (self.zoom, spread(list(self.touches.values())))
            self.root.addEventListener("pointermove", self.pinch_proxy)

    def on_pinch_move(self, event: Any) -> None:
        """Zoom the map by how far apart the two fingers now are."""
        if int(event.pointerId) not in self.touches or self.pinch is None:
            return
        self.touches[int(event.pointerId)] = (float(event.clientX), float(event.clientY))
        if len(self.touches) >= 2:
            event.preventDefault()
            self.choose_zoom(pinched_zoom(self.pinch[0], self.pinch[1], spread(list(self.touches.values()))))
            self.dragged = True  # the fingers' release is not a tap

    def touch_up(self, event: Any) -> None:
        """A finger lifts (or the browser takes the gesture): the pinch ends with fewer than two."""
        self.touches.pop(int(event.pointerId), None)
        if len(self.touches) < 2 and self.pinch is not None:
            self.pinch = None
            self.root.removeEventListener("pointermove", self.pinch_proxy)

    def on_pointer_up(self, event: Any) -> None:
        """The drag ends; if it moved, the click that follows is not a tap."""
        if event.pointerType == "touch":
            self.touch_up(event)
        if self.drag is not None:
            self.dragged = self.drag[2] > 6
            self.drag = None
            self.root.removeEventListener("pointermove", self.drag_proxy)

    def view_command(self, name: str, arg: str) -> None:
        """Zoom and pan of the map: only the page's view changes, never the game."""
        board = document.getElementById("board")
        if is_none(board):
            return
        if name == "zoom":
            self.choose_zoom({"in": self.zoom * 1.5, "out": self.zoom / 1.5}.get(arg, 1.0))
        else:
            step = 0.4
            dx = {"left": -step, "right": step}.get(arg, 0.0) * float(board.clientWidth)
            dy = {"up": -step, "down": step}.get(arg, 0.0) * float(board.clientHeight)
            board.scrollBy(to_js({"left": dx, "top": dy}))

    def on_wheel(self, event: Any) -> None:
        """The mouse wheel (or a trackpad pinch) over the map zooms it about the pointer."""
        if is_none(event.target.closest("#board")):
            return
        event.preventDefault()
        factor = 1.15 if float(event.deltaY) < 0 else 1 / 1.15
        self.choose_zoom(self.zoom * factor, (float(event.clientX), float(event.clientY)))

    def choose_zoom(self, zoom: float, about: tuple[float, float] | None = None) -> None:
        """The player zooms: the point under `about` (else the region's centre) stays put, and the
        zoom is theirs until they change it (it survives hand-offs)."""
        board = document.getElementById("board")
        if is_none(board):
            return
        box = board.getBoundingClientRect()
        left, top = float(box.left), float(box.top)
        px, py = about if about is not None else (left + float(box.width) / 2, top + float(box.height) / 2)
        fx = (float(board.scrollLeft) + px - left) / max(1.0, float(board.scrollWidth))
        fy = (float(board.scrollTop) + py - top) / max(1.0, float(board.scrollHeight))
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self.apply_zoom()
        board.scrollLeft = fx * float(board.scrollWidth) - (px - left)
        board.scrollTop = fy * float(board.scrollHeight) - (py - top)
        seat = self.seat()
        if seat is not None:
            self.zooms[seat] = self.zoom

    def seat(self) -> int | None:
        """The seat deciding now at the table (whose zoom the map shows), if any."""
        match = self.controller.ui.match
        return match.to_move if match is not None and match.to_move >= 0 else None

    def frame_view(self, legal: str) -> None:
        """At a new decision (a hand-off, new legal targets): the deciding player's own zoom, raised
        until the legal targets are a finger wide (44 px), and the view centred on them."""
        seat = self.seat()
        decision = (self.table_key, seat, legal)
        if decision == self.framed:
            return
        handed = self.framed is None or self.framed[:2] != decision[:2]
        self.framed = decision
        board = document.getElementById("board")
        if is_none(board):
            return
        if handed:
            self.zoom = self.zooms.get(seat, 1.0) if seat is not None else 1.0
            self.apply_zoom()
        extent = legal_extent(board)
        if extent is None:
            return
        if 0 < extent.smallest < TOUCH_TARGET:
            self.zoom = min(MAX_ZOOM, self.zoom * TOUCH_TARGET / extent.smallest * 1.03)
            self.apply_zoom()
            extent = legal_extent(board) or extent
        self.centre_on(board, extent)

    def centre_on(self, board: Any, extent: Extent) -> None:
        """Scroll the map region so the middle of the legal targets is in the middle of the region."""
        region = board.getBoundingClientRect()
        middle_x, middle_y = (extent.left + extent.right) / 2, (extent.top + extent.bottom) / 2
        board.scrollLeft = float(board.scrollLeft) + middle_x - float(region.left) - float(region.width) / 2
        board.scrollTop = float(board.scrollTop) + middle_y - float(region.top) - float(region.height) / 2

    def fit_to_screen(self, _: Any = None) -> None:
        """The board region grew or shrank: a board drawn in another shape on a phone's width is
        drawn again (the screen turned), and the map fitted to its region."""
        if self.shape_changed() and self.controller.ui.screen == "table":
            self.render()
            self.framed = None  # framed again on the new drawing
            self.framing = self.regions.get("legal")
            self.ask_before_paint()
        self.apply_zoom()

    def apply_zoom(self, _: Any = None) -> None:
        """Size the map for the current zoom: at 1 the whole map fits its region (its own shape
        kept, no empty bands to scroll through); larger, the region scrolls."""
        board = document.getElementById("board")
        svg = None if is_none(board) else board.querySelector(":scope > svg")
        if is_none(svg):
            return
        box = svg.viewBox.baseVal
        width, height = float(board.clientWidth) - PADDING, float(board.clientHeight) - PADDING
        scrolls = False
        if float(box.width) > 0 and float(box.height) > 0 and width > 0 and height > 0:
            fit = min(width / float(box.width), height / float(box.height))
            if svg.getAttribute("data-fit") == "width":  # a tall drawing: its width fitted, scrolled down
                fit = width / float(box.width)
                scrolls = float(box.height) * fit > height
            board.style.setProperty("--fit-w", f"{float(box.width) * fit:.1f}px")
            board.style.setProperty("--fit-h", f"{float(box.height) * fit:.1f}px")
        board.style.setProperty("--zoom", str(self.zoom))
        board.setAttribute("data-zoomed", "1" if self.zoom > 1 else "0")
        board.setAttribute("data-scrolls", "1" if scrolls else "0")
        self.place_controls(board, width, height)

    def shape_changed(self) -> bool:
        """True if the screen became (or stopped being) a phone's width or a portrait tablet."""
        narrow, upright = bool(self.narrow_query.matches), bool(self.upright_query.matches)
        return narrow != self.controller.ui.narrow or (upright and not narrow) != self.controller.ui.upright

    def place_controls(self, board: Any, width: float, height: float) -> None:
        """The map buttons off the drawing: in a column in the band the fitted drawing leaves at its
        side, or in a row in the band above it, when a band is wide enough; when the drawing is
        centred with a band too narrow on each side but wide enough taken whole, the drawing moves to
        one side of its region (never smaller) and the buttons take the whole band. With no room
        anywhere (Migration: Mars's square map on a phone, its track's top right squares were under
        them) they fold into one zoom button beside the drawers; zoomed, they all show over the map,
        which then scrolls. (A row above the drawing that shrank it, 2026-11-28, was withdrawn: it
        took a portrait tablet's board under 45 %.)"""
        area = board.parentElement
        if is_none(area) or self.zoom > 1 or board.getAttribute("data-scrolls") == "1":
            if not is_none(area):
                area.removeAttribute("data-controls")
            return
        style = board.style
        fitted_w = float(str(style.getPropertyValue("--fit-w")).removesuffix("px") or 0)
        fitted_h = float(str(style.getPropertyValue("--fit-h")).removesuffix("px") or 0)
        area.setAttribute("data-controls", controls_place(width - fitted_w, height - fitted_h))


class Extent(NamedTuple):
    """Where the map's legal targets are on screen (px): the box around them all, and the
    smallest side of any one of them."""

    smallest: float
    left: float
    top: float
    right: float
    bottom: float


def legal_extent(board: Any) -> Extent | None:
    """The legal targets' extent, measured by loader.js in one call (None when there are none):
    every call across the JS bridge costs, and reading each target's box took several per target."""
    measured = window.spacetableLegalExtent(board)
    return None if is_none(measured) else Extent(*(float(value) for value in measured))
