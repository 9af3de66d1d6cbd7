"""Building SVG markup as strings: every attribute value and text node is escaped here.

Boards are drawn in layers (terrain, structures, pieces, highlights). A clickable element
carries `data-target` (what it is, e.g. "hex:1,-2"); the web layer maps it to legal actions
whose "target" matches, so views never need to know the action list.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Hashable, Iterable
from html import escape
from typing import Any

Attrs = dict[str, object]
_TAG_NAME = re.compile(r"<[a-zA-Z][\w:-]*")


def attrs(values: Attrs) -> str:
    """Attributes as text; None and False are left out, True becomes a bare name."""
    names, shown_strings = _ATTR_NAMES, _SHOWN_STRINGS
    parts = []
    for name, value in values.items():
        attr = names.get(name) or _attr_name(name)
        kind = type(value)
        if kind is int:
            parts.append(f' {attr}="{value}"')
        elif kind is str:
            shown = shown_strings.get(value)
            parts.append(f' {attr}="{_shown_string(value) if shown is None else shown}"')
        elif kind is float:
            parts.append(f' {attr}="{_fmt(value)}"')
        elif value is None or value is False:
            continue
        elif value is True:
            parts.append(f' {attr}="{attr}"')
        else:
            parts.append(f' {attr}="{_attr_value(value)}"')
    return "".join(parts)


# A board draws a few hundred elements at every tap, and this is their hottest loop: names are
# converted once, numbers (most values) skip the escaping they never need, and a string value
# (colours, anchors, targets, labels: the same few hundred at every tap) is escaped once.
_ATTR_NAMES: dict[str, str] = {}
_SHOWN_STRINGS: dict[object, str] = {}  # by the string itself
_SHOWN_LIMIT = 8192  # distinct strings kept escaped; past it the table starts again
_SPECIAL = re.compile(r"[&<>\"']")


def _shown_string(value: object) -> str:
    """A string attribute value, escaped (quotes too), remembered."""
    if len(_SHOWN_STRINGS) >= _SHOWN_LIMIT:
        _SHOWN_STRINGS.clear()
    text = str(value)
    shown = _SHOWN_STRINGS[value] = escape(text, quote=True) if _SPECIAL.search(text) else text
    return shown


def _attr_name(name: str) -> str:
    """A Python keyword's name as an attribute's ("class_" -> "class", "aria_label" -> "aria-label")."""
    attr = _ATTR_NAMES[name] = name.rstrip("_").replace("_", "-")
    return attr


def _attr_value(value: object) -> str:
    """An attribute's value, escaped (quotes too)."""
    kind = type(value)
    if kind is int:
        return str(value)
    if kind is float:
        return _fmt(value)
    shown = str(value)
    return escape(shown, quote=True) if _SPECIAL.search(shown) else shown


def el(tag: str, values: Attrs | None = None, *children: str) -> str:
    """One element; children must already be markup (use text() for strings)."""
    inner = "".join(children)
    head = f"<{tag}{attrs(values or {})}"
    return f"{head}>{inner}</{tag}>" if inner else f"{head}/>"


def text(content: object) -> str:
    """Escaped character data."""
    shown = str(content)
    return escape(shown, quote=False) if _SPECIAL.search(shown) else shown


def group(layer: str, children: Iterable[str], **values: object) -> str:
    """A named layer: <g class="layer-NAME">."""
    return el("g", {"class": f"layer-{layer}", **values}, *children)


def keyed_group(layer: str, children: Iterable[tuple[str, str]], **values: object) -> str:
    """A named layer whose children are (key, element) pairs: each element gets `data-key`, so the
    web layer rewrites only the children whose markup changed (keys unique; none inside a child)."""
    marked = []
    for key, child in children:
        name = _TAG_NAME.match(child)
        if name is None:
            raise ValueError(f"a keyed child must be one element: {child[:40]!r}")
        marked.append(f'{child[: name.end()]} data-key="{escape(key, quote=True)}"{child[name.end() :]}')
    return group(layer, marked, data_keyed="1", **values)


def clickable(target: str, label: str) -> Attrs:
    """Attributes that make an element a keyboard- and screen-reader-usable board target."""
    return {"data-target": target, "tabindex": "0", "role": "button", "aria-label": label, "class": "target"}


def document(view_box: tuple[float, float, float, float], title: str, layers: Iterable[str], **values: object) -> str:
    """A complete <svg> with an accessible title: a picture ("img"), or a "group" when it holds
    board targets (an image's content is hidden from assistive technology, its buttons too)."""
    box = " ".join(_fmt(v) for v in view_box)
    head = el("title", None, text(title))
    layers = list(layers)
    role = "group" if any("data-target=" in layer for layer in layers) else "img"
    return el(
        "svg",
        {"xmlns": "http://www.w3.org/2000/svg", "viewBox": box, "role": role, "aria-label": title, **values},
        head,
        *layers,
    )


class Memo:
    """Drawings remembered by everything they show: a board is drawn again at every tap and most
    of its parts look as before. The key must hold every input of the drawing (a test per view
    compares what it remembers with a fresh drawing); cleared when `limit` drawings are kept."""

    def __init__(self, limit: int = 1024) -> None:
        self.limit = limit
        self.drawn: dict[Hashable, str] = {}

    def get(self, key: Hashable, draw: Callable[..., str], *args: Any) -> str:
        """The drawing kept for `key`, else `draw(*args)` kept."""
        found = self.drawn.get(key)
        if found is None:
            if len(self.drawn) >= self.limit:
                self.drawn.clear()
            found = self.drawn[key] = draw(*args)
        return found

    def clear(self) -> None:
        """Forget every drawing."""
        self.drawn.clear()


def _fmt(value: object) -> str:
    if isinstance(value, float):
        return f"{value:.1f}".rstrip("0").rstrip(".")
    return str(value)
