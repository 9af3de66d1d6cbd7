"""Escape Pods' words: the status line and the spy's private line."""

from __future__ import annotations

from pyengine.core.messages import Msg, msg
from pyengine.games.escape_pods.logic import PENDING
from pyengine.games.escape_pods.state import Crew
from pyengine.games.escape_pods.state import EscapeState as State
from pyengine.i18n import seat


def prompt_for(state: State) -> Msg:
    """What is being decided now, in the player's words (never naming a hidden crew)."""
    if state["over"]:
        return msg("ep.prompt.over")
    head = PENDING.head(state)
    if head is None:
        if state["phase"] != "play":
            return msg("ep.prompt.setup")
        turn = state["turn"]
        left = max(0, turn["limit"] - turn["actions"])
        key = "ep.prompt.last_turn" if state["final"] is not None else "ep.prompt.play"
        return msg(key, player=seat(state["active"]), n=left)
    kind = head["kind"]
    if kind == "effect":
        return msg("ep.prompt.effect", player=seat(head["player"]), space=msg(f"ep.space.{head['space']}"))
    if kind == "hangar":
        return msg("ep.prompt.hangar", player=seat(head["player"]), pod=msg(f"ep.pod.{head['pod']}"))
    if kind == "assign":
        return msg("ep.prompt.assign", player=seat(head["player"]), refuge=head["refuge"] + 1)
    return msg("ep.prompt.setup")


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
