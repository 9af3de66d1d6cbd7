"""Types for PyScript's foreign-function helpers (browser only)."""

from collections.abc import Callable
from typing import Any

from typing_extensions import TypeIs

def create_proxy(function: Callable[..., Any]) -> Any:
    """A JavaScript function that calls `function` (kept alive until destroyed)."""

def to_js(value: object, *, dict_converter: Any = ...) -> Any:
    """A Python value as a JavaScript one."""

def is_none(value: object) -> TypeIs[None]:
    """Whether a value is Python's None or JavaScript's null/undefined."""
