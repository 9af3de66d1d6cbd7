"""The layout of Escape Pods' state (plain JSON; these TypedDicts document and check it, and their
marks tell the core's visibility filter what each viewer may see: docs/engine.md, "Hidden
information")."""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

from pyengine.core.kit import OwnedBy, Revealed, SeenBy


def game_over(state: EscapeState) -> bool:
    """Every crew is shown once the game is over."""
    return bool(state["over"])


def reserve_size(reserve: dict[str, int]) -> dict[str, int]:
    """A rival's reserve as the others see it: how many crew, not which."""
    return {"hidden": int(reserve["hidden"]) if "hidden" in reserve else sum(reserve.values())}


def panel_cover(panel: dict[str, list[str]]) -> dict[str, list[str]]:
    """A rival's control panels as the others see them: which spaces hold a face-down crew."""
    return {space: ["?"] * len(crew) for space, crew in panel.items()}


class Crew(TypedDict):
    """A face-down crew piece in a pod or a refuge: its owner's, a spy's after a Spy, everyone's
    once turned face up in the refuges' scoring."""

    owner: int
    role: Annotated[str, OwnedBy("owner", unless=game_over), SeenBy("spied"), Revealed("face_up")]
    spied: list[int]  # seats a Spy action showed it to
    face_up: bool


class Pod(TypedDict):
    """A pod: its seats, where it is ("h1"-"h3" a hangar, "ship" a minipod's stock, "s<n>" a
    sector, "box" not in play) and its crew, boarding order."""

    size: int
    at: str
    crew: list[Crew]


class Refuge(TypedDict):
    """A refuge card on a refuge space: its crew in order of arrival, the explosion token's arrival
    space (0-based, None once it left the card) and, when scored, each arrival's assignment space."""

    card: str
    arrivals: list[Crew]
    token: int | None
    assigned: list[int | None]  # per arrival: its assignment space (scoring), None: stays on arrival


class Turn(TypedDict):
    """The active player's turn: actions taken, the limit (1 on the opening turns) and the
    activation space whose effect is being chosen."""

    actions: int
    limit: int
    pending: str | None
    number: int  # turns played since the start (the opening limit counts them)


class Task(TypedDict, total=False):
    """A pending step: chance (refuge, reveal, first), a decision (effect, hangar, assign) or an
    automatic step (next, score)."""

    kind: str
    player: int
    pod: str
    refuge: int
    arrival: int
    space: str  # an effect's activation space


class EscapeState(TypedDict):
    """The whole state; the core adds "rng". Per-player lists have one entry per seat."""

    players: int
    colors: list[str]
    solo: bool
    max_rounds: int
    round: int
    first: int
    active: int
    phase: str  # one of decisions.py's phases (setup, play, scoring, over)
    turn: Turn
    tasks: list[Task]
    reserve: Annotated[list[dict[str, int]], OwnedBy(cover=reserve_size, unless=game_over)]
    panel: Annotated[list[dict[str, list[str]]], OwnedBy(cover=panel_cover, unless=game_over)]
    pods: dict[str, Pod]
    refuges: list[Refuge]
    pool: list[str]  # refuge cards not dealt yet (the deal's chance draws from it)
    deck: list[str]  # explosion cards whose order nobody knows (a reveal draws at random)
    bottom: list[str]  # cards put under the deck by Program, in order (drawn after the others)
    revealed: list[str]  # face-up explosion cards, the next to go off first
    debris: list[int]  # sectors with a debris token
    debris_left: int
    beacons: dict[str, str | None]  # beacon -> its border ("a-b") or None in the reserve
    barrier: bool
    final: list[int] | None  # once the barrier formed: who still plays a last turn, in order
    over: bool
    settled: list[list[int]]  # scoring: the arrivals (refuge, index) already assigned or left
    ended: str  # why the game ended: "", "turns", "full", "empty", "rounds"
    last: list[Any]  # what the last step set off by itself (log lines as Msg JSON)
