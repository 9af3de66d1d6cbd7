"""The table's log as HTML strings (pure): each entry's line as its viewer reads it, kept per entry
(LogCache). Split from tableviews.py, which places it; shipped with it in the table's zip."""

from __future__ import annotations

from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.match import Entry
from pyengine.i18n import SEAT_KEY
from spacetable_web.markup import tm


class LogCache:
    """Translated log lines kept between renders: a long game's log is not translated again per tap."""

    LIMIT = 20_000

    def __init__(self) -> None:
        self.lines: dict[tuple[int, str, int | None], tuple[Entry, str]] = {}
        # The log drawn last: its entries, viewer, language and names, markup, and where each line ends.
        self.last: tuple[tuple[Entry, ...], tuple[Any, ...], str, list[int]] = ((), (), "", [])

    def line(self, entry: Entry, lang: str, names: list[str], viewer: int | None = None) -> str:
        """One entry as a list item, as `viewer` reads it (cached by the entry object, which
        matches share, and the viewer: each viewer's line is told from what they may see)."""
        key = (id(entry), lang, viewer)
        cached = self.lines.get(key)
        if cached is not None and cached[0] is entry:
            return cached[1]
        if len(self.lines) >= self.LIMIT:
            self.lines.clear()
        html = log_line(entry, lang, names, viewer=viewer)
        self.lines[key] = (entry, html)  # keeping the entry keeps its id from being reused
        return html

    def entries(self, match: Match, lang: str, names: list[str], viewer: int | None = None) -> str:
        """The whole log, oldest first, as `viewer` reads it (None: the table's lines, no private
        part); the lines shared with the log drawn last are reused as one piece: a tap adds or
        takes back a line or two of hundreds."""
        entries, context = tuple(match.entries), (viewer, lang, *names)
        was, was_context, markup, ends = self.last
        shared = min(len(was), len(entries))
        if context != was_context or entries[:shared] != was[:shared]:
            shared, markup, ends = 0, "", []
        ends = ends[:shared]
        parts = [markup[: ends[-1]] if ends else ""]
        for entry in entries[shared:]:
            parts.append(self.line(entry, lang, names, viewer))
            ends.append((ends[-1] if ends else 0) + len(parts[-1]))
        html = "".join(parts)
        self.last = (entries, context, html, ends)
        return html


def log_line(entry: Entry, lang: str, names: list[str], current: bool = False, viewer: int | None = None) -> str:
    """One log entry as a list item as `viewer` reads it, told from what they may see (a private
    part only theirs: the card they drew), tagged with the seats it is about (for the filter)."""
    players = " ".join(str(p) for p in sorted(players_in(entry, viewer)))
    mark = ' aria-current="step"' if current else ""
    effects = "".join(f"<li>{tm(effect, lang, names)}</li>" for effect in entry.effects_for(viewer))
    nested = f'<ul class="log-effects">{effects}</ul>' if effects else ""
    return f'<li data-players="{players}"{mark}>{tm(entry.text_for(viewer), lang, names)}{nested}</li>'


def players_in(entry: Entry, viewer: int | None = None) -> set[int]:
    """The seats a log entry is about: who acted and every player its text and effects name (as
    `viewer` reads them)."""
    found = {entry.actor} if entry.actor >= 0 else set()
    pending: list[Any] = list(entry.lines_for(viewer))
    while pending:
        value = pending.pop()
        if isinstance(value, Msg):
            if value.key == SEAT_KEY and isinstance(value.params.get("index"), int):
                found.add(value.params["index"])
            pending.extend(value.params.values())
        elif isinstance(value, list):
            pending.extend(value)
    return found
