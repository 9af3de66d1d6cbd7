"""Plans the smallest DOM update from one rendering of the table to the next (pure, tested in CPython).

A tap changes little of the table: one hex, a button or two, one log line. Rewriting the whole
view costs the browser a full parse, style and layout of every element, so the table is drawn
as named regions and the board's SVG as layers, and only what changed is written again. A layer
marked `data-keyed="1"` (pyengine.core.svg.keyed_group) goes further: its children carry
`data-key` and are inserted, replaced or removed one by one; so does a region's one keyed list
(the players panel's cards: a move changes one player's card, not the four).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import unescape

# Every game draws its board with pyengine.core.svg: document() then one svg.group() per layer,
# whose opening tag starts with this marker; nothing else uses it (tests check every game).
LAYER = '<g class="layer-'
END = "</svg>"
KEYED = 'data-keyed="1"'  # on a layer's opening tag: its children are patched by key
KEY = ' data-key="'  # on each direct child of a keyed layer, and on nothing inside them
# A tag of the markup our views write (attribute values and text are escaped, so no stray "<" or ">").
TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")
NAME = re.compile(r"<([a-zA-Z][\w:-]*)")
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})


@dataclass(frozen=True)
class Patch:
    """One DOM write: `replace` sets an element's innerHTML, `append` adds markup at its end,
    `trim` removes its last `count` elements (`html` is the markup they were)."""

    region: str
    op: str  # "replace" | "append" | "trim"
    html: str
    count: int = 0


def plan(old: dict[str, str], new: dict[str, str]) -> list[Patch]:
    """The writes that turn regions rendered as `old` into `new` (same region names)."""
    patches = []
    for region, html in new.items():
        before = old.get(region) or ""
        if region in old and before == html:
            continue
        if before and html.startswith(before):
            patches.append(Patch(region, "append", html[len(before) :]))
            continue
        # An undo shortens the log by a line or two: removing them beats rewriting 400 lines.
        removed = before[len(html) :]
        count = element_count(removed) if html and before.startswith(html) else None
        if count:
            patches.append(Patch(region, "trim", removed, count))
        else:
            patches.append(Patch(region, "replace", html))
    return patches


def element_count(markup: str) -> int | None:
    """How many top-level elements the markup holds; None if it also holds top-level text or
    does not nest properly (then it cannot be removed element by element)."""
    count, depth, end = 0, 0, 0
    for tag in TAG.finditer(markup):
        if depth == 0 and markup[end : tag.start()].strip():
            return None
        closing, name, self_closing = tag.group(1), tag.group(2).lower(), tag.group(3)
        if closing:
            depth -= 1
            if depth < 0:
                return None
        elif not self_closing and name not in VOID:
            depth += 1
        if depth == 0:
            count += 1  # an element just ended at the top level
        end = tag.end()
    if depth != 0 or markup[end:].strip():
        return None
    return count


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


@dataclass(frozen=True)
class HeadPatch:
    """Changes to the <svg> element itself: attributes to write (value None: removed) and the new
    text of its <title> (None when unchanged)."""

    attributes: tuple[tuple[str, str | None], ...] = ()
    title: str | None = None


# The head every board draws (pyengine.core.svg.document): the <svg> opening tag, then its <title>.
HEAD = re.compile(r'<svg((?:\s+[\w:-]+="[^"]*")*)>(?:<title>([^<]*)</title>)?')
ATTRIBUTE = re.compile(r'\s+([\w:-]+)="([^"]*)"')
FIXED = ("xmlns", "viewBox")  # a change to these redraws the board (the map's fit depends on the viewBox)


def head_patch(before: Svg, after: Svg) -> HeadPatch | None:
    """How to turn the <svg> element drawn as `before`'s head into `after`'s (its role when the
    targets come and go, its label and title when the round changes) without redrawing the
    board; None when only a full redraw will do."""
    if before.head == after.head:
        return HeadPatch()
    was, now = HEAD.fullmatch(before.head), HEAD.fullmatch(after.head)
    if was is None or now is None or (was.group(2) is None) != (now.group(2) is None):
        return None
    old, new = dict(ATTRIBUTE.findall(was.group(1))), dict(ATTRIBUTE.findall(now.group(1)))
    if any(old.get(name) != new.get(name) for name in FIXED):
        return None
    writes = [(name, unescape(value)) for name, value in new.items() if old.get(name) != value]
    removals: list[tuple[str, str | None]] = [(name, None) for name in old if name not in new]
    title = None if was.group(2) == now.group(2) else unescape(now.group(2) or "")
    return HeadPatch(tuple(writes + removals), title)


def layer_patches(before: Svg | None, after: Svg | None) -> list[tuple[int, str]] | None:
    """(layer index, new inner markup) for each changed layer, or None if the board needs a full
    redraw (its head aside, which head_patch writes)."""
    if before is None or after is None or len(before.layers) != len(after.layers):
        return None
    if head_patch(before, after) is None:
        return None
    changes = []
    for index, (was, now) in enumerate(zip(before.layers, after.layers, strict=True)):
        if was == now:
            continue
        if before.opening(index) != after.opening(index):
            return None
        changes.append((index, after.inner(index)))
    return changes


@dataclass(frozen=True)
class Edit:
    """One change to a keyed layer: `remove`, `replace` or `insert` the child with this key
    (an inserted child follows the child keyed `after`, or comes first when that is empty)."""

    op: str  # "remove" | "replace" | "insert"
    key: str
    html: str = ""
    after: str = ""

    def to_json(self) -> list[str]:
        """[op, key, html, after], the form loader.js's spacetablePatchKeyed reads."""
        return [self.op, self.key, self.html, self.after]


def keyed_children(inner: str) -> list[tuple[str, str]] | None:
    """A keyed layer's children as (key, markup), in order; None if they are not all keyed
    elements (text between them, a child without a key, a key nested inside a child)."""
    found: list[tuple[int, str]] = []
    at = inner.find(KEY)
    while at >= 0:
        value_end = inner.find('"', at + len(KEY))
        found.append((inner.rfind("<", 0, at), unescape(inner[at + len(KEY) : value_end])))
        at = inner.find(KEY, value_end)
    if not found:
        return [] if not inner else None
    if found[0][0] != 0:
        return None
    children = []
    for (start, key), (end, _) in zip(found, [*found[1:], (len(inner), "")], strict=True):
        child = inner[start:end]
        name = NAME.match(child)
        closed = name is not None and child.endswith(f"</{name.group(1)}>")
        if not (closed or (child.endswith("/>") and child.count(">") == 1)):
            return None  # cut inside an element: a key nested in a child, or text after one
        children.append((key, child))
    return children


def keyed_edits(before: str, after: str) -> list[Edit] | None:
    """The child-by-child edits that turn keyed layer markup `before` into `after`; None when
    the layer is better rewritten whole (not keyed, a key twice, children that changed order)."""
    old, new = keyed_children(before), keyed_children(after)
    if old is None or new is None:
        return None
    was, now = dict(old), dict(new)
    if len(was) != len(old) or len(now) != len(new):
        return None
    if [k for k, _ in old if k in now] != [k for k, _ in new if k in was]:
        return None
    edits = [Edit("remove", key) for key, _ in old if key not in now]
    previous = ""
    for key, html in new:
        if key not in was:
            edits.append(Edit("insert", key, html, previous))
        elif was[key] != html:
            edits.append(Edit("replace", key, html))
        previous = key
    return edits


def layer_edits(before: Svg, index: int, inner: str) -> list[Edit] | None:
    """Edits for a changed layer of `before` whose new inner markup is `inner`, if it is keyed."""
    if KEYED not in before.opening(index):
        return None
    return keyed_edits(before.inner(index), inner)


def element_end(markup: str, start: int) -> int | None:
    """Where the element whose opening tag starts at `start` ends (just past its closing tag);
    None if it does not close. Only tags of its own name are counted: what lies between them
    nests properly in our views' markup (attribute values and text are escaped)."""
    name = NAME.match(markup, start)
    head_end = markup.find(">", start)
    if name is None or head_end < 0:
        return None
    if markup[head_end - 1] == "/" or name.group(1).lower() in VOID:
        return head_end + 1
    depth = 1
    for tag in _same_name(name.group(1)).finditer(markup, head_end):
        tag_end = markup.find(">", tag.start())
        if tag.group(1):
            depth -= 1
        elif markup[tag_end - 1] != "/":  # a self-closing namesake opens nothing
            depth += 1
        if depth == 0:
            return tag_end + 1
    return None


_SAME_NAME: dict[str, re.Pattern[str]] = {}


def _same_name(name: str) -> re.Pattern[str]:
    """The opening and closing tags of one element name."""
    found = _SAME_NAME.get(name)
    if found is None:
        found = _SAME_NAME[name] = re.compile(rf"<(/?){re.escape(name)}[\s/>]")
    return found


def region_edits(before: str, after: str) -> list[Edit] | None:
    """The edits that turn a region's one keyed list (the element marked `data-keyed="1"`) from
    `before` into `after` when nothing else in the region changed; None when the region is
    better rewritten whole."""
    parts = [_keyed_list(markup) for markup in (before, after)]
    if parts[0] is None or parts[1] is None:
        return None
    (outside_before, inner_before), (outside_after, inner_after) = parts[0], parts[1]
    if outside_before != outside_after:
        return None
    return keyed_edits(inner_before, inner_after)


def _keyed_list(markup: str) -> tuple[tuple[str, str], str] | None:
    """A region's markup split into (what is before and after its keyed list's children, those
    children); None unless it holds exactly one keyed list, closed right after its last child.
    (Only the last child is walked tag by tag: a whole region's walk cost more than it saved.)"""
    at = markup.find(KEYED)
    if at < 0 or markup.find(KEYED, at + len(KEYED)) >= 0:
        return None
    name = NAME.match(markup, markup.rfind("<", 0, at))
    opened = markup.index(">", at) + 1
    last = markup.rfind(KEY, opened)
    closing = opened if last < 0 else element_end(markup, markup.rfind("<", opened, last))
    if name is None or closing is None or not markup.startswith(f"</{name.group(1)}>", closing):
        return None
    return (markup[:opened], markup[closing:]), markup[opened:closing]
