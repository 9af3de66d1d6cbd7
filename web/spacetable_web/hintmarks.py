"""How a hint's choices are marked on a board (pure, shared by the table's coach and the embed):
best first, each in a colour and a dash pattern (colour is never the only cue), its board target
outlined the way a preview outlines one, else the button of its action."""

from __future__ import annotations

import json
import re
from typing import Any

RANKS = (("#ffe14d", "none"), ("#5ce1ff", "10 5"), ("#ff8ad8", "3 4"))
SAFE_TARGET = re.compile(r"[A-Za-z0-9:,._ -]+")


def mark_style(action: Any, color: str, dash: str, buttons: str = "#bar") -> str:
    """CSS that marks a choice: its board target outlined, else its action's button under `buttons`."""
    if not isinstance(action, dict):
        return ""
    target = str(action.get("target", ""))
    line = f"stroke: {color}; stroke-width: 6; stroke-dasharray: {dash};"
    if "target" in action and SAFE_TARGET.fullmatch(target):
        where = f'#board [data-target="{target}"]'
        return f"{where} {{ filter: drop-shadow(0 0 6px {color}); }}{where} > * {{ {line} }}"
    arg = json.dumps(action, sort_keys=True, separators=(",", ":"))
    quoted = arg.replace("\\", "\\\\").replace('"', '\\"').replace("<", "\\3c ")  # a CSS string in a <style>
    where = f'{buttons} button[data-command="act"][data-arg="{quoted}"]'
    return f"{where} {{ outline: 4px solid {color}; outline-offset: 2px; }}"
