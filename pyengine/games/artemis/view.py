"""SVG board of The Artemis Project (stub, replaced below)."""

from __future__ import annotations

from typing import Any

from pyengine.core import svg


def render(state: dict[str, Any], viewer: int | None, lang: str, highlights: Any = None) -> str:
    """The whole board for a viewer in a language."""
    return svg.document((0.0, 0.0, 100.0, 100.0), "Artemis", [], class_="board board-artemis")
