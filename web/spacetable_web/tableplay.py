"""The table's half of the controller: a move taken, a tap, the previewed move, undo, the automated
moves shown at the table's pace (controller.py keeps the user's intents as its
methods and runs these). Shipped in the "table" zip (tools/build.py TABLE_MODULES): each runs at an
open table, after loadgames.load_games fetched that zip, so the home page never loads it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pyengine.core import CHANCE, Match
from pyengine.core.actions import FIELD_REASONS
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import msg
from pyengine.core.table import table_of
from pyengine.core.targets import MAX_TARGET
from spacetable_web import bots as table_bots
from spacetable_web import coaching
from spacetable_web.bots import undoable
from spacetable_web.tabletools import board_target, parse_action, tools_of
from spacetable_web.tabletools import choose_tool as choose_tool_of
from spacetable_web.tabletools import inspect as inspect_at

if TYPE_CHECKING:
    from spacetable_web.controller import Controller
    from spacetable_web.tabletools import SpaceCard


def open_table(ctl: Controller, match: Match, save_id: str | None) -> None:
    """Open a match at the table: its bots, coach and hand-over card as saved (save_id None: a bench position)."""
    ctl._set(screen="table", match=match, save_id=save_id, setup=None, confirm_delete=None, replay=None)
    ctl._set(pacing=None)  # a game opened shows its latest position
    ctl._set(tool="", log_filter=None, bots=table_bots.table_for(ctl.store.store, save_id, match))
    ctl._set(coach=coaching.record_of(ctl.store, save_id))
    seen = table_bots.viewer(ctl.ui.bots, match)
    ctl._set(curtain=seen if hides(ctl, match) and save_id else None, target_types=frozenset())
    ctl._set(curtain_since=None, curtain_wait=False)  # a reopened game: the card at once, nothing to sum up
    remember_target_types(ctl)


def remember_target_types(ctl: Controller) -> None:
    """Action types that use board targets, to explain clicks when none is legal."""
    match = ctl.ui.match
    if match is not None:
        types = {a["type"] for a in match.legal_actions() if "target" in a}
        if not types <= ctl.ui.target_types:
            ctl._set(target_types=ctl.ui.target_types | types)


def play(ctl: Controller, new_match: Match) -> None:
    """The match moved on (a move, undo, a bot's move): hand-over card, pace, preview and autosave."""
    before = ctl.ui.match
    table = ctl.ui.bots
    viewer = table_bots.viewer(table, new_match)  # a person's view, never a bot's (bots.py)
    changes: dict[str, Any] = {"tool_before": ctl.ui.tool}
    if hides(ctl, new_match) and before is not None and viewer not in (None, table_bots.viewer(table, before)):
        # pass-and-play: the next player's secrets wait for them, and the move is shown first
        since = max(turn_began(before), min(ctl.ui.revealed_at, len(before.entries)))  # not before the tablet came
        changes.update(curtain=viewer, curtain_since=since, curtain_wait=True)
    if table_bots.deciding(table, new_match) is None:  # play moved on to a person: a bot's notice is stale
        changes["notice"] = None
    steps = paced_steps(new_match, len(before.entries) if before is not None else len(new_match.entries))
    # the position before the first automated move, then each; a hint is for one position
    changes.update(pacing=steps[0] if steps else None, coach=replace(ctl.ui.coach, state="", choices=()))
    bots = table_bots.with_viewer(table, new_match)
    ctl._set(match=new_match, tool="", preview="", look="", bots=bots, **changes)  # a move: the window follows play
    remember_target_types(ctl)
    ctl._autosave()


def pace_step(ctl: Controller) -> None:
    """The next automated move shown (the browser calls this at the table's pace); after the
    last one, the latest position and the decision it waits for."""
    match, shown = ctl.ui.match, ctl.ui.pacing
    if match is None or shown is None:
        return
    steps = paced_steps(match, shown)
    ctl._set(pacing=steps[0] + 1 if steps else None)


def hides(ctl: Controller, match: Match) -> bool:
    """True if the tablet is handed over between players: the game has secrets and the
    players did not choose public hands."""
    return has_secrets(match) and not ctl.ui.settings.public_hands


def act(ctl: Controller, raw: str) -> None:
    """Take the action a button carries (checked again: buttons can be stale or forged)."""
    match = ctl.ui.match
    action = parse_action(raw)
    if ctl.ui.curtain is not None or table_bots.blocked(ctl):
        return
    ctl._set(pacing=None)  # no button offers a move while automated moves are shown: one sent ends the show
    if match is None or action is None:
        ctl._notify("error", msg("ui.table.stale_move"))
        return
    reason = match.why_illegal(action)
    if reason is not None:  # the game's reason; one about the move's fields is no player's sentence
        ctl._notify("error", msg("ui.table.stale_move") if reason.key in FIELD_REASONS else reason)
        return
    play(ctl, match.apply(action))


def target(ctl: Controller, target: str) -> None:
    """A board element was clicked or pressed: act, offer a choice, or say why not."""
    pending = ctl.ui.choices
    ctl._set(notice=None, choices=(), choice_target="")
    match = ctl.ui.match
    if match is None or ctl.ui.curtain is not None or table_bots.blocked(ctl):
        return
    board_target(ctl, match, target, pending)


def tap(ctl: Controller, match: Match, action: Action) -> None:
    """A tap on a target that means one move: the first previews it (unless previews are off),
    a second tap on the same target, or Confirm, takes it."""
    key = canonical(action)
    if ctl.ui.settings.previews == "off" or ctl.ui.preview == key:
        play(ctl, match.apply(action))
    else:
        ctl._set(preview=key)


def inspect(ctl: Controller, target: str) -> SpaceCard | None:
    """What the card a long press, hover or the I key opens on a board space says (None: no
    card, e.g. while the hand-over card hides the table)."""
    match = ctl.ui.match
    if ctl.ui.screen != "table" or match is None or ctl.ui.covered or len(target) > MAX_TARGET:
        return None
    return inspect_at(match, ctl.ui.tool, ctl.ui.bots, target)


def choose_tool(ctl: Controller, raw: str) -> None:
    """Choose (or put down) a tool: the board then offers only that tool's targets."""
    match = ctl.ui.match
    template = parse_action(raw)
    if match is None or template is None or ctl.ui.curtain is not None or table_bots.blocked(ctl):
        return
    choose_tool_of(ctl, match, template)


def undo(ctl: Controller) -> None:
    """One player action back: the deciding person's own, in their own turn (see `undoable`)."""
    match = ctl.ui.match
    if match is None or ctl.ui.curtain is not None:
        return
    if not undoable(match, ctl.ui.bots):
        ctl._notify("error", msg("core.illegal.cannot_undo"))
        return
    armed = ctl.ui.tool_before
    play(ctl, match.undo())
    undone = ctl.ui.match
    if undone is not None and any(canonical(t) == armed and reason is None for t, _, reason in tools_of(undone)):
        ctl._set(tool=armed)  # back where the player was: the same tool in hand


def has_secrets(match: Match) -> bool:
    """True if players must not see each other's view (pass-and-play hands the tablet over); a game
    hiding things only from everybody alike (secrets_between_players=False) shows one table to all."""
    meta = match.game.meta
    return meta.hidden_information and meta.secrets_between_players


def paced_steps(match: Match, since: int) -> list[int]:
    """The log's automated moves from `since` on that the table shows one at a time (Table.paced)."""
    table = table_of(match.game)
    entries = match.entries
    return [i for i in range(since, len(entries)) if entries[i].actor == CHANCE and table.paced(entries[i].action)]


def turn_began(match: Match) -> int:
    """Where the deciding player's latest run of steps (with the chance between them) began in the
    log: the hand-over card sums up the whole turn (a crash, then the counters shared after it)."""
    entries, actor = match.entries, match.to_move
    start = len(entries)
    while start > 0 and entries[start - 1].actor in (actor, CHANCE):
        start -= 1
    return start
