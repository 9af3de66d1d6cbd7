"""Arrow-key movement across a board (pure): from the focused target to the nearest one in a direction;
also the zoom a pinch asks for and where the map buttons go (viewport.py's pure parts).

The browser layer passes each target's centre on screen; moving "right" picks the target whose
centre lies to the right, preferring the shortest step with the least sideways drift, so on a
hex map the arrows walk to the neighbouring hexes.
"""

from __future__ import annotations

DIRECTIONS: dict[str, tuple[float, float]] = {
    "ArrowRight": (1.0, 0.0),
    "ArrowLeft": (-1.0, 0.0),
    "ArrowDown": (0.0, 1.0),
    "ArrowUp": (0.0, -1.0),
}


def nearest(origin: tuple[float, float], candidates: list[tuple[str, float, float]], key: str) -> str | None:
    """The name of the candidate to move to with an arrow key, or None if none lies that way."""
    direction = DIRECTIONS.get(key)
    if direction is None:
        return None
    dx, dy = direction
    best: tuple[float, str] | None = None
    for name, x, y in candidates:
        ahead = (x - origin[0]) * dx + (y - origin[1]) * dy
        aside = abs((x - origin[0]) * dy - (y - origin[1]) * dx)
        if ahead <= 0.5 or aside > ahead * 1.8:  # behind, level, or more sideways than ahead
            continue
        cost = (ahead * ahead + aside * aside) ** 0.5 + aside
        if best is None or cost < best[0]:
            best = (cost, name)
    return best[1] if best else None


# --- pinch to zoom -------------------------------------------------------------------------------
MIN_ZOOM, MAX_ZOOM = 1.0, 4.0


def spread(points: list[tuple[float, float]]) -> float:
    """The distance between the first two touch points."""
    (x1, y1), (x2, y2) = points[0], points[1]
    return float(((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5)


def pinched_zoom(start_zoom: float, start_spread: float, now_spread: float) -> float:
    """The map's zoom while two fingers move apart or together (the buttons' range: 1 to 4)."""
    if start_spread <= 0:
        return start_zoom
    return max(MIN_ZOOM, min(MAX_ZOOM, start_zoom * now_spread / start_spread))


CONTROLS_BAND = 56.0  # CSS pixels: room for the map buttons (44 px and their margins) beside the drawing


def controls_place(spare_w: float, spare_h: float) -> str:
    """Where the map buttons go, from the room the fitted drawing leaves (px, both sides together):
    "side" (a column in the band at the drawing's side, the drawing centred), "above" (a row above
    it, the drawing centred), "aside" or "below" (the drawing moved to the left or to the bottom of
    its region, the buttons in the whole band), or "folded" (no room: one zoom button beside the
    drawers instead, app.css)."""
    side, top = spare_w / 2, spare_h / 2
    if top >= CONTROLS_BAND:
        return "above"  # the row over the corner already lies in the band above the drawing
    if side >= CONTROLS_BAND:
        return "side"
    if spare_w >= CONTROLS_BAND:
        return "aside"
    if spare_h >= CONTROLS_BAND:
        return "below"
    return "folded"
