"""The coach's work as the worker (and the page's fallback) steps it, like a bot's search: a hint
for a seat or a finished game's review, asked by `coach_request` and answered by bots.reply_text.
In the table's zip: the home page never needs it."""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from pyengine.core import Match
from pyengine.core.saves import dumps

if TYPE_CHECKING:
    from pyengine.bots.coach import Hint, Reviewing

COACH_LEVEL = "normal"  # a hint searches as the normal MCTS bot does (a review: the coach's own level)


class CoachWork:
    """A hint or a review worked out in slices, stepped like a bot's search (worker or page)."""

    def __init__(self, kind: str, work: Hint | Reviewing) -> None:
        self.kind = kind
        self.work = work

    @property
    def done(self) -> bool:
        """True once the work is finished."""
        return self.work.done

    @property
    def iterations(self) -> int:
        """Work units done so far."""
        return self.work.iterations

    def step(self, iterations: int = 1) -> None:
        """Do up to `iterations` units of work."""
        self.work.step(iterations)

    def reply(self) -> dict[str, Any]:
        """The answer as plain data: the hint's choices, or the review (finished at once if hurried)."""
        from pyengine.bots.coach import Hint

        if isinstance(self.work, Hint):
            return {"choices": [c.to_json() for c in self.work.choices()]}
        return {"review": self.work.result().to_json()}


def hint_seed(match: Match, seat: int) -> int:
    """The seed of a hint: fixed by what the player sees (not the game's seed, which deals what
    they cannot see), so the same position shows the same hint however the hidden parts lie."""
    seen = json.dumps(match.observation(seat), sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(f"{seen}:{seat}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def coach_request(match: Match, kind: str, seat: int = -1) -> str:
    """What the page sends the worker for the coach: the save, "hint" (for `seat`) or "review"."""
    return json.dumps({"save": dumps(match), "kind": kind, "seat": seat}, separators=(",", ":"))


def start_coach(match: Match, data: dict[str, Any]) -> CoachWork:
    """A hint (for `data["seat"]`) or a review, to be stepped in slices."""
    if data["kind"] == "hint":
        from pyengine.bots.coach import start_hint

        seat = int(data["seat"])
        return CoachWork("hint", start_hint(match, seat, COACH_LEVEL, hint_seed(match, seat)))
    from pyengine.bots.coach import start_review

    return CoachWork("review", start_review(match, seed=match.seed))
