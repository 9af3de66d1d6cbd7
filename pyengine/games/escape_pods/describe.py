"""Escape Pods' words: the spy's private line, a hint's choice naming the player's own crew (the
status line is declared with each decision: declared.py)."""

from __future__ import annotations

from pyengine.core.game import Action
from pyengine.core.messages import Msg, msg
from pyengine.games.escape_pods.state import Crew, EscapeState
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


def own_role(state: EscapeState, action: Action, player: int) -> str | None:
    """The type of the player's own crew a move places or moves, or None (no crew, or a rival's,
    whose type the player may not know)."""
    if isinstance(action.get("role"), str):
        return str(action["role"])
    kind, _, rest = str(action.get("from", "")).partition(":")
    if kind == "reserve":
        return rest
    if kind == "crew":
        pod, _, index = rest.partition(":")
        return _owned(state["pods"][pod]["crew"], int(index), player)
    if action.get("type") == "disembark":
        return _owned(state["pods"][str(action["pod"])]["crew"], int(action["crew"]), player)
    return None


def _owned(crew: list[Crew], index: int, player: int) -> str | None:
    """The type of crew `index` if it is the player's own."""
    found = crew[index] if 0 <= index < len(crew) else None
    return str(found["role"]) if found is not None and found["owner"] == player else None


def choice_line(move: Msg, role: str | None) -> Msg:
    """A hint's choice as its player reads it: which of their own crew it sends, before the move
    (three crew from the reserve board the same pod: without the type they read alike)."""
    return move if role is None else msg("ep.choice.own", role=role_name(role), move=move)
