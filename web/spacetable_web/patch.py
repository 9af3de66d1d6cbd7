"""Plans the smallest DOM update from one rendering of the table to the next (pure, tested in CPython).

A tap changes little of the table: one hex, a button or two, one log line. Rewriting the whole
view costs the browser a full parse, style and layout of every element, so the table is drawn
as named regions and the board's SVG as layers, and only what changed is written again.
"""

from __future__ import annotations

from dataclasses import dataclass

# Every game draws its board with pyengine.core.svg: document() then one svg.group() per layer,
# whose opening tag starts with this marker; nothing else uses it (tests check every game).
LAYER = '<g class="layer-'
END = "</svg>"


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
    layers: tuple[str, ...]  # each a complete top-level <g class="layer-..."> element
    tail: str

    def opening(self, index: int) -> str:
        """The opening tag of layer `index` (a self-closing one written as an opening tag)."""
        layer = self.layers[index]
        tag = layer[: layer.index(">") + 1]
        return tag[:-2] + ">" if tag.endswith("/>") else tag

    def inner(self, index: int) -> str:
        """The markup inside layer `index` (empty for a self-closing layer)."""
        layer = self.layers[index]
        if layer.endswith("/>") and layer.count(">") == 1:
            return ""  # an empty layer, written self-closing
        return layer[len(self.opening(index)) : -len("</g>")]


def split_svg(markup: str) -> Svg | None:
    """Split a board's <svg> into head, layers and tail; None if it is not shaped that way."""
    parts = markup.split(LAYER)
    if len(parts) < 2 or not markup.startswith("<svg") or not markup.endswith(END) or "<g" in parts[0]:
        return None
    layers = [LAYER + part for part in parts[1:]]
    layers[-1] = layers[-1][: -len(END)]
    return Svg(parts[0], tuple(layers), END)


def layer_patches(before: Svg | None, after: Svg | None) -> list[tuple[int, str]] | None:
    """(layer index, new inner markup) for each changed layer, or None if the board needs a full redraw."""
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
