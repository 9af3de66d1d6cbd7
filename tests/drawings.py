"""Checking views that remember drawings (svg.Memo): what a view draws with nothing remembered."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from pyengine.core import svg


def forget(memos: Sequence[svg.Memo]) -> None:
    """Clear every memo."""
    for memo in memos:
        memo.clear()


def drawn_afresh(memos: Sequence[svg.Memo], draw: Callable[..., str], *args: Any) -> str:
    """What `draw(*args)` makes with the memos empty; what they held is kept for the next step."""
    kept = [dict(memo.drawn) for memo in memos]
    forget(memos)
    try:
        return draw(*args)
    finally:
        for memo, drawn in zip(memos, kept, strict=True):
            memo.drawn.update(drawn)
