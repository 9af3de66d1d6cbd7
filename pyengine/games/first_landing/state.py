"""The layout of First Landing's state (plain JSON; these TypedDicts document and check it)."""

from __future__ import annotations

from typing import Annotated, Any, TypedDict

from pyengine.core.kit import OwnedBy, blank
from pyengine.games.first_landing.decisions import OVER


class Pending(TypedDict):
    """A contested claim waiting for the neighbour's answer."""

    hex: str  # the claimed hex's key "q,r"
    by: int  # the claiming player
    to: int  # the neighbour who answers (the lowest seat among the claim's neighbours)


def game_over(state: dict[str, Any]) -> bool:
    """Missions are shown once the game is over."""
    return bool(state["phase"] == OVER)


class FirstLandingState(TypedDict):
    """The whole state; the core adds "rng"."""

    players: int
    colors: list[str]
    rounds: int  # how many rounds the game lasts
    round: int  # the current round, from 1 (rounds + 1 once the last one is over)
    active: int  # whose turn it is
    phase: str  # one of decisions.PHASES (who decides in each: declared.py)
    energy: list[int]  # per player, 0..MAX_ENERGY
    owner: dict[str, int]  # hex key -> the player holding it
    # each player's secret mission (None: missions are off), seen by its owner until the game is over
    missions: Annotated[list[str | None], OwnedBy(cover=blank, unless=game_over)]
    pending: Pending | None


def pending(state: FirstLandingState) -> Pending:
    """The landing being answered (asked only while one is)."""
    landing = state["pending"]
    assert landing is not None, "no landing to answer"
    return landing
