"""Escape Pods' words: the spy's private line (the status line is declared with each decision: declared.py)."""

from __future__ import annotations

from pyengine.core.messages import Msg, msg
from pyengine.games.escape_pods.state import Crew
from pyengine.i18n import seat


def role_name(role: str) -> Msg:
    """A crew type's name."""
    return msg(f"ep.role.{role}")


def seen_line(spy: int, target: str, crew: list[Crew]) -> Msg:
    """The spy's own line: each crew seen, its owner and type, in order."""
    kind, _, name = target.partition(":")
    place = msg("ep.place.pod", pod=msg(f"ep.pod.{name}")) if kind == "pod" else msg("ep.refuge", n=int(name) + 1)
    seen = [msg("ep.seen.crew", player=seat(c["owner"]), role=role_name(c["role"])) for c in crew]
    listed = msg(f"ep.seen.{len(seen)}", **{f"c{i + 1}": m for i, m in enumerate(seen)})
    return msg("ep.log.spy_saw", player=seat(spy), place=place, crew=listed)
