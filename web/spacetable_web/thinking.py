"""The thinking itself, as a function of a save: the same in the bot worker (web/bot-worker.js)
and in the page's fallback (botplay.py, coachplay.py): a bot's search or the coach's work, stepped
in slices, answered as JSON text. In the table's zip: the home page never thinks.
"""

from __future__ import annotations

import hashlib
import json
import time
from typing import TYPE_CHECKING, Any

from pyengine.core import Match
from pyengine.core.game import Action
from pyengine.core.saves import dumps, loads
from spacetable_web.bots import PAGE_SLICE, WORKER_SLICE  # noqa: F401 - the slices the callers step by

if TYPE_CHECKING:
    from pyengine.bots import Search
    from spacetable_web.coachwork import CoachWork


# --- thinking ------------------------------------------------------------------------------------
def bot_seed(match: Match, seat: int) -> int:
    """The seed of a bot's decision: fixed by the game's seed, the seat and the moment, so a reload
    (or the worker and the fallback) chooses the same way for iteration-limited bots."""
    digest = hashlib.sha256(f"{match.seed}:{seat}:{len(match.entries)}".encode()).digest()
    return int.from_bytes(digest[:6], "big")


def think_request(match: Match, seat: int, spec: str) -> str:
    """What the page sends the worker: the save (game, options, seed, seats, actions), the bot spec
    and the seat, as JSON text."""
    return json.dumps({"save": dumps(match), "spec": spec, "seat": seat}, separators=(",", ":"))


def start_search(match: Match, seat: int, spec: str) -> Search:
    """A bot's sliced search over `seat`'s decision (ValueError if the spec or the turn is wrong)."""
    from pyengine.bots import parse_spec  # the search code: in the table's zip, imported at a table

    return parse_spec(spec).build(seed=bot_seed(match, seat), game=match.game.meta.id).start(match, seat)


def start_work(match: Match, data: dict[str, Any]) -> Search | CoachWork:
    """The sliced work a request asks for: a bot's search (no kind), a hint or a review."""
    if data.get("kind") in ("hint", "review"):
        from spacetable_web.coachwork import start_coach  # the coach's code: in the table's zip

        return start_coach(match, data)
    return start_search(match, int(data["seat"]), str(data["spec"]))


def reply_text(work: Search | CoachWork, ms: float = 0) -> str:
    """The worker's answer as JSON text: the action (or the coach's answer) and the work it took."""
    from spacetable_web.coachwork import CoachWork

    body = work.reply() if isinstance(work, CoachWork) else {"action": action_text(work.best())}
    return json.dumps({**body, "iterations": work.iterations, "ms": ms}, separators=(",", ":"))


def step_for(search: Search | CoachWork, seconds: float) -> int:
    """Think for about `seconds` (at least one step); the work units done."""
    before = search.iterations
    deadline = time.perf_counter() + seconds
    while not search.done:
        search.step(1)
        if time.perf_counter() >= deadline:
            break
    return search.iterations - before


def action_text(action: Action) -> str:
    """An action as the JSON text the page applies."""
    return json.dumps(action, sort_keys=True, separators=(",", ":"))


class Thinker:
    """The worker's side: replays the save it is sent (the last match is kept, so the next request
    of the same game only applies the new actions) and starts the bot's search."""

    def __init__(self) -> None:
        self.match: Match | None = None
        self.key = ""
        self.actions: list[Any] = []

    def begin(self, request: str) -> Search | CoachWork:
        """Start thinking about a request from think_request() or coach_request()."""
        data = json.loads(request)
        match = self.replay(str(data["save"]))
        return start_work(match, data)

    def replay(self, save: str) -> Match:
        """The match of a save, reusing the previous one when the save only adds actions."""
        data = json.loads(save)
        key = json.dumps({k: v for k, v in data.items() if k != "actions"}, sort_keys=True)
        actions = data.get("actions") if isinstance(data.get("actions"), list) else []
        match = self.match
        if match is not None and key == self.key and actions[: len(self.actions)] == self.actions:
            match = self._extend(match, actions[len(self.actions) :])
        else:
            match = None
        if match is None:
            match = loads(save)
        self.match, self.key, self.actions = match, key, actions
        return match

    @staticmethod
    def _extend(match: Match, steps: list[Any]) -> Match | None:
        """Apply the recorded player actions (their chance steps follow by themselves) and check
        that every step came out as recorded; None if not (then the save is replayed in full)."""
        start = len(match.entries)
        for step in steps:
            if not isinstance(step, dict):
                return None
            if "player" in step:
                if match.to_move != step["player"] or match.why_illegal(step.get("action")) is not None:
                    return None
                match = match.apply(step["action"])
        return match if [e.to_save() for e in match.entries[start:]] == steps else None


def worker_reply(search: Search, started: float) -> str:
    """The worker's answer: the action and how much thinking it took."""
    return json.dumps(
        {
            "action": action_text(search.best()),
            "iterations": search.iterations,
            "ms": round((time.perf_counter() - started) * 1000, 1),
        }
    )
