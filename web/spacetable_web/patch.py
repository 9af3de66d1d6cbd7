"""Plans the smallest DOM update from one rendering of the table to the next (pure, tested in CPython).

A tap changes little of the table: one hex, a button or two, one log line. Rewriting the whole
view costs the browser a full parse, style and layout of every element, so the table is drawn
as named regions and the board's SVG as layers, and only what changed is written again.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

# Our markup is generated and escaped (no raw "<" or ">" inside attribute values or text),
# so tags can be found with a pattern and their nesting counted.
TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")


@dataclass(frozen=True)
class Patch:
    """One DOM write: `replace` sets an element's innerHTML, `append` adds markup at its end."""

    region: str
    op: str  # "replace" | "append"
    html: str


def plan(old: dict[str, str], new: dict[str, str]) -> list[Patch]:
    """The writes that turn regions rendered as `old` into `new` (same region names)."""
    patches = []
    for region, html in new.items():
        before = old.get(region)
        if before == html:
            continue
        if before and html.startswith(before):
            patches.append(Patch(region, "append", html[len(before) :]))
        else:
            patches.append(Patch(region, "replace", html))
    return patches


@dataclass(frozen=True)
class Svg:
    """An <svg> document split into its opening (tag and title) and its top-level layers."""

    head: str
    layers: tuple[str, ...]  # each a complete top-level element
    tail: str

    def inner(self, index: int) -> str:
        """The markup inside layer `index` (between its opening and closing tags)."""
        layer = self.layers[index]
        opening = TAG.match(layer)
        if opening is None or opening.group(3):
            return ""
        return layer[opening.end() : layer.rfind("<")]

    def opening(self, index: int) -> str:
        """The opening tag of layer `index`."""
        found = TAG.match(self.layers[index])
        return found.group(0) if found else ""


def split_svg(markup: str) -> Svg | None:
    """Split an <svg> into head, top-level `<g>` layers and tail; None if it has another shape."""
    head_end = -1
    layers: list[str] = []
    depth = 0
    start = -1
    for tag in TAG.finditer(markup):
        closing, name, self_closing = tag.group(1), tag.group(2), tag.group(3)
        if depth == 0:
            if name != "svg" or closing or self_closing:
                return None
            depth = 1
            continue
        if depth == 1 and not closing:
            if name == "g":
                if head_end < 0:
                    head_end = tag.start()
                start = tag.start()
            elif head_end >= 0:
                return None  # something other than a layer after the layers began
        if closing:
            depth -= 1
            if depth == 1 and name == "g" and start >= 0:
                layers.append(markup[start : tag.end()])
                start = -1
            elif depth == 0:
                if not layers:
                    return None
                return Svg(markup[:head_end], tuple(layers), markup[tag.start() :])
        elif not self_closing:
            depth += 1
        elif depth == 1 and name == "g" and start >= 0:
            layers.append(markup[start : tag.end()])
            start = -1
    return None


def layer_patches(old: str, new: str) -> list[tuple[int, str]] | None:
    """(layer index, new inner markup) for each changed layer, or None if the board needs a full redraw."""
    if old == new:
        return []
    before, after = split_svg(old), split_svg(new)
    if before is None or after is None or before.head != after.head or len(before.layers) != len(after.layers):
        return None
    changes = []
    for index, (was, now) in enumerate(zip(before.layers, after.layers, strict=True)):
        if was == now:
            continue
        if before.opening(index) != after.opening(index):
            return None
        changes.append((index, after.inner(index)))
    return changes
