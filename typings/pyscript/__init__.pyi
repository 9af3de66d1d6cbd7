"""Types for PyScript's browser-only module: the page's JavaScript globals (dynamic JS objects)."""

from typing import Any

document: Any
window: Any
