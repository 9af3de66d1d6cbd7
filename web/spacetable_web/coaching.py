"""The coach at the table (issue 34): hints for the deciding person and the review of a finished
game (pure: no browser imports). The work itself is pyengine/bots/coach.py's, run in the bot worker
(`coachwork.coach_request`, stepped by coachplay.py); here are the controller's commands for it, what
the table knows of it (`Ui.coach`, a `coachstate.CoachTable`) and its record beside the save. A
module of the table's zip: the controller imports it when a table needs it.

Record (docs/CONTRACTS.md), `spacetable.v1.coach.<save id>` through storage.SaveStore.coach:
    {"off": true if hints are off for that game, "hints": hints shown, "review": Review JSON}
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pyengine.core import Match
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import msg
from spacetable_web import bots as table_bots
from spacetable_web.coachstate import CoachTable
from spacetable_web.storage import SaveStore

if TYPE_CHECKING:
    from spacetable_web.controller import Controller, Ui

IDLE, THINKING, SHOWN, FAILED = "", "thinking", "shown", "failed"  # CoachTable.state


def record_of(store: SaveStore, save_id: str | None) -> CoachTable:
    """The coach's state of a save being opened (its record; defaults for none)."""
    data = store.coach(save_id) if save_id else {}
    hints = data.get("hints")
    review = data.get("review")
    return CoachTable(
        enabled=data.get("off") is not True,
        hints=hints if isinstance(hints, int) and not isinstance(hints, bool) and hints >= 0 else 0,
        review=review if isinstance(review, dict) and _review_ok(review) else None,
    )


def _review_ok(data: dict[str, Any]) -> bool:
    """True if stored review data reads back (a damaged one is worked out again)."""
    from pyengine.bots.coach import Review

    try:
        Review.from_json(data)
    except (KeyError, TypeError, ValueError):
        return False
    return True


def can_hint(ui: Ui) -> bool:
    """True when the Hint control is offered: a person decides between several moves, hints on."""
    match = ui.match
    if ui.screen != "table" or match is None or match.is_over or match.to_move < 0 or ui.curtain is not None:
        return False
    if not ui.coach.enabled or table_bots.deciding(ui.bots, match) is not None:
        return False
    return len(match.legal_actions()) > 1  # a question with one answer is not asked


# --- the controller's commands -------------------------------------------------------------
def commands(controller: Controller) -> dict[str, Any]:
    """Handlers of the coach's controls (merged into the controller's commands): `hint` (ask),
    `hint-cancel` (stop thinking), `hint-close` (close the hint), `hint-play` (arg: the choice's number, from 0),
    `hints` (turn hints on or off for this game), `review-step` (arg: a step: the replay there)."""
    return {
        "hint": lambda _, __: ask(controller),
        "hint-cancel": lambda _, __: _update(controller, replace(controller.ui.coach, state=IDLE, choices=())),
        "hint-close": lambda _, __: _update(controller, replace(controller.ui.coach, state=IDLE, choices=())),
        "hint-play": lambda arg, _: play(controller, arg),
        "hints": lambda _, __: toggle(controller),
        "review-step": lambda arg, _: open_step(controller, arg),
    }


def _update(controller: Controller, coach: CoachTable) -> None:
    controller.ui = replace(controller.ui, coach=coach)


def ask(controller: Controller) -> None:
    """Ask for a hint for the position on the table (worked out by the browser layer)."""
    ui = controller.ui
    if ui.match is None or not can_hint(ui):
        return
    coach = ui.coach
    _update(controller, replace(coach, state=THINKING, asked=coach.asked + 1, at=len(ui.match.entries), choices=()))


def play(controller: Controller, arg: str) -> None:
    """Play one of the hint's choices (through the normal path: checked again)."""
    choices = controller.ui.coach.choices
    if controller.ui.coach.state == SHOWN and arg.isdigit() and int(arg) < len(choices):
        controller.act(canonical(choices[int(arg)]["action"]))


def toggle(controller: Controller) -> None:
    """Turn hints off for this game (or on again); remembered with the save."""
    ui = controller.ui
    coach = replace(ui.coach, enabled=not ui.coach.enabled, state=IDLE, choices=())
    _update(controller, coach)
    if ui.save_id and not controller.store.update_coach(ui.save_id, {"off": not coach.enabled}):
        controller._notify("error", msg("ui.storage.write_failed"))


def open_step(controller: Controller, arg: str) -> None:
    """A turning point tapped: the replay of the game open at that step."""
    if controller.ui.match is None or not arg.isdigit():
        return
    controller.open_replay("")
    if controller.ui.replay is not None:
        controller.replay_step(arg)


def hint_shown(controller: Controller, match: Match, reply: str) -> bool:
    """The worker's hint for `match`, if the table still asks it there; counted with the save.
    True if the table changed."""
    ui = controller.ui
    coach = ui.coach
    if coach.state != THINKING or ui.match is not match or coach.at != len(match.entries):
        return False
    try:
        choices = tuple(c for c in json.loads(reply)["choices"] if isinstance(c, dict) and "action" in c)
    except (KeyError, TypeError, ValueError):
        return hint_failed(controller, match)
    _update(controller, replace(coach, state=SHOWN, choices=choices, hints=coach.hints + 1))
    if ui.save_id:
        controller.store.update_coach(ui.save_id, {"hints": coach.hints + 1})  # best effort: a count
    return True


def hint_failed(controller: Controller, match: Match) -> bool:
    """The hint could not be worked out: the table says so. True if the table changed."""
    coach = controller.ui.coach
    if coach.state != THINKING or controller.ui.match is not match:
        return False
    _update(controller, replace(coach, state=FAILED, choices=()))
    return True


def review_kept(controller: Controller, save_id: str, reply: str) -> bool:
    """The worker's review of a finished game, kept with its save (so it opens at once later).
    True if the table shows it now."""
    try:
        review = json.loads(reply)["review"]
    except (KeyError, TypeError, ValueError):
        return False
    if not isinstance(review, dict) or not _review_ok(review):
        return False
    controller.store.update_coach(save_id, {"review": review})  # best effort: else worked out again next time
    ui = controller.ui
    if ui.save_id != save_id or ui.screen != "table":
        return False
    _update(controller, replace(ui.coach, review=review))
    return True


def wants_review(ui: Ui) -> bool:
    """True when the table shows a finished saved game whose review is not worked out yet."""
    match = ui.match
    return ui.screen == "table" and match is not None and match.is_over and bool(ui.save_id) and ui.coach.review is None
