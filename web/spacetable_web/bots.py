"""Computer players at the table (pure: no browser imports; also imported by the bot worker).

Who plays each seat (a person or a bot spec such as "mcts:normal"), how fast bot moves are shown,
whose eyes the table is drawn for when bots play, and the thinking itself as a function of a save
(`think_request` / `Thinker`), the same in the web worker (web/bot-worker.js) and in the page's
fallback. The app's own state lives in `Ui.bots` (a `BotTable`); the controller's commands for it
are in `commands()`.

localStorage key (docs/CONTRACTS.md):
    spacetable.v1.bots   {"pace": "slow"|"normal"|"fast"|"instant", "seats": {<save id>: [control, ...]}}
where a control is "human" or a bot spec label ("random", "heuristic:easy", "mcts:hard", ...).
The engine's save format is unchanged: a save opened elsewhere simply has every seat human.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from pyengine.bots.levels import LEVELS
from pyengine.core import Match, Msg
from pyengine.core.messages import msg
from pyengine.core.table import table_of
from spacetable_web.notice import Notice

if TYPE_CHECKING:
    pass

BOTS_KEY = "spacetable.v1.bots"
HUMAN = "human"
# What a seat can be set to, in the order the menus list them.
CONTROLS: tuple[str, ...] = (
    HUMAN,
    "random",
    *(f"heuristic:{level}" for level in LEVELS),
    *(f"mcts:{level}" for level in LEVELS),
)
# Seconds from the start of a bot's thinking to its move being shown (thinking time included).
PACES: dict[str, float] = {"slow": 2.5, "normal": 1.2, "fast": 0.4, "instant": 0.0}
DEFAULT_PACE = "normal"
WORKER_SLICE = 0.05  # seconds of thinking between looks at the worker's messages (hurry, cancel)
PAGE_SLICE = 0.008  # seconds of thinking per main-thread slice in the fallback (no task near 50 ms)
PAGE_FRAME = 0.03  # fallback: seconds of thinking (in slices) between paints of the page


# --- who plays each seat ---------------------------------------------------------------------
def clean_control(value: Any) -> str:
    """A known control, else "human" (damaged or newer data never puts a bot in a seat)."""
    return value if isinstance(value, str) and value in CONTROLS else HUMAN


def fit(controls: Any, seats: int) -> tuple[str, ...]:
    """Exactly one clean control per seat (missing seats are people)."""
    items = list(controls) if isinstance(controls, (list, tuple)) else []
    return tuple(clean_control(items[i]) if i < len(items) else HUMAN for i in range(seats))


def is_bot(control: str) -> bool:
    """True for a bot spec, False for a person."""
    return control != HUMAN


def control_parts(control: str) -> tuple[str, str]:
    """(kind, level) of a control; ("human", "") for a person and ("random", "") for random bots."""
    kind, _, level = control.partition(":")
    return kind, level


@dataclass(frozen=True)
class BotTable:
    """The table's computer players: one control per seat, the pace of their moves, whether they
    are paused, the seat whose eyes the table shows while bots decide, and what the page knows of
    the thinking (set by the browser layer)."""

    controls: tuple[str, ...] = ()
    pace: str = DEFAULT_PACE
    paused: bool = False
    watcher: int | None = None  # the person whose view is shown while a bot decides
    thinking: int | None = None  # the seat a bot is thinking for now (browser layer)
    mode: str = ""  # "" (no bot has thought yet), "worker" or "page" (the fallback)
    skip: int = 0  # numbered "play now" requests (the browser layer acts on a new number)

    @property
    def any_bot(self) -> bool:
        """True if some seat is played by a bot."""
        return any(is_bot(c) for c in self.controls)

    @property
    def all_bots(self) -> bool:
        """True if every seat is a bot (a game to watch)."""
        return bool(self.controls) and all(is_bot(c) for c in self.controls)

    def control(self, seat: int) -> str:
        """The control of a seat ("human" outside the table)."""
        return self.controls[seat] if 0 <= seat < len(self.controls) else HUMAN


def deciding(table: BotTable, match: Match | None) -> tuple[int, str] | None:
    """(seat, bot spec) if a bot must decide now, else None (a person decides, or the game is over)."""
    if match is None or match.to_move < 0:
        return None
    control = table.control(match.to_move)
    return (match.to_move, control) if is_bot(control) else None


def pace_of(table: BotTable, match: Match) -> float:
    """Seconds a bot's move waits from the start of its thinking: the table's pace on its own
    turn, none for a question asked outside it (the players whose turn it is are not kept waiting
    on a card that nobody sees being considered)."""
    if table_of(match.game).out_of_turn(match.decider_seen()):
        return 0.0
    return PACES.get(table.pace, 0.0)


def viewer(table: BotTable, match: Match) -> int | None:
    """Whose eyes the table is drawn for: the deciding person; while a bot decides, the person who
    decided last (else the first person seated); nobody's (the spectators' view) when every seat
    is a bot or the game is over. So a person never sees a bot's secrets."""
    mover = match.to_move
    if mover < 0:
        return None
    if not is_bot(table.control(mover)):
        return mover
    humans = [i for i in range(len(match.seats)) if not is_bot(table.control(i))]
    if not humans:
        return None
    return table.watcher if table.watcher in humans else humans[0]


def with_viewer(table: BotTable, match: Match) -> BotTable:
    """The table remembering the person deciding now (the view kept while bots decide)."""
    mover = match.to_move
    if mover >= 0 and not is_bot(table.control(mover)):
        return replace(table, watcher=mover)
    return table


# --- stored choices ----------------------------------------------------------------------------
def read_data(store: Any) -> dict[str, Any]:
    """The stored object under BOTS_KEY ({} if missing or damaged)."""
    try:
        raw = store.getItem(BOTS_KEY)
        data = json.loads(raw) if isinstance(raw, str) else {}
    except Exception:  # unreadable storage or JSON: people in every seat, normal pace
        return {}
    return data if isinstance(data, dict) else {}


def write_data(store: Any, data: dict[str, Any]) -> bool:
    """Store the object (best effort: False if the browser refused)."""
    try:
        store.setItem(BOTS_KEY, json.dumps(data, ensure_ascii=False, separators=(",", ":")))
    except Exception:
        return False
    return True


def stored_pace(store: Any) -> str:
    """The pace chosen last (the default if none)."""
    pace = read_data(store).get("pace")
    return pace if pace in PACES else DEFAULT_PACE


def stored_controls(store: Any, save_id: str | None, seats: int) -> tuple[str, ...]:
    """The controls remembered for a save (people in every seat if none)."""
    found = read_data(store).get("seats")
    saved = found.get(save_id) if isinstance(found, dict) and save_id else None
    return fit(saved, seats)


def remember(store: Any, save_id: str | None, controls: tuple[str, ...], pace: str, known: set[str]) -> bool:
    """Store the controls of a save and the pace; entries of saves no longer in `known` are dropped.
    A save with people only needs no entry."""
    data = read_data(store)
    found = data.get("seats")
    seats = {k: v for k, v in found.items() if k in known} if isinstance(found, dict) else {}
    if save_id:
        if any(is_bot(c) for c in controls):
            seats[save_id] = list(controls)
        else:
            seats.pop(save_id, None)
    new = {**data, "pace": pace, "seats": seats}
    if new == data or (not data and not seats and pace == DEFAULT_PACE):
        return True  # nothing to change (people only, default pace: no key at all)
    return write_data(store, new)


def table_for(store: Any, save_id: str | None, match: Match) -> BotTable:
    """The bot table of a match being opened (its remembered controls, the stored pace)."""
    table = BotTable(controls=stored_controls(store, save_id, len(match.seats)), pace=stored_pace(store))
    return with_viewer(table, match)


# --- the controller's commands ---------------------------------------------------------------
def commands(controller: Any) -> dict[str, Any]:
    """Handlers of the table's bot controls (merged into the controller's commands):
    `seat-control` (arg: seat; the field `seat-control-<seat>` holds the new control),
    `bot-pace` (arg: a pace), `bot-pause` (pause, or resume when paused), `bot-now` (play now)."""
    return {
        "seat-control": lambda arg, fields: set_control(controller, arg, fields),
        "bot-pace": lambda arg, _: set_pace(controller, arg),
        "bot-pause": lambda _, __: toggle_pause(controller),
        "bot-now": lambda _, __: play_now(controller),
    }


def _update(controller: Any, table: BotTable) -> None:
    controller.ui = replace(controller.ui, bots=table)


def _save(controller: Any, table: BotTable) -> None:
    ui = controller.ui
    known = {info.id for info in controller.store.saves()}
    if not remember(controller.store.store, ui.save_id, table.controls, table.pace, known):
        controller.ui = replace(ui, notice=_notice("error", msg("ui.storage.write_failed")))


def _notice(kind: str, message: Msg) -> Notice:
    return Notice(kind, message)


def set_control(controller: Any, arg: str, fields: dict[str, str]) -> None:
    """Change who plays a seat during a game (a person or a bot of a kind and level)."""
    match = controller.ui.match
    if match is None or not arg.isdigit() or int(arg) >= len(match.seats):
        return
    seat = int(arg)
    table = controller.ui.bots
    controls = list(fit(table.controls, len(match.seats)))
    controls[seat] = clean_control(fields.get(f"seat-control-{seat}", HUMAN))
    table = with_viewer(replace(table, controls=tuple(controls)), match)
    if controller.ui.curtain is not None and is_bot(table.control(controller.ui.curtain)):
        controller.ui = replace(controller.ui, curtain=None)  # nobody to hand the tablet to
    _update(controller, table)
    _save(controller, table)


def set_pace(controller: Any, pace: str) -> None:
    """How long bot moves take to be shown (remembered for every game)."""
    if pace in PACES:
        table = replace(controller.ui.bots, pace=pace)
        _update(controller, table)
        _save(controller, table)


def toggle_pause(controller: Any) -> None:
    """Stop the bots after the move being shown (or let them go on)."""
    table = controller.ui.bots
    _update(controller, replace(table, paused=not table.paused))


def play_now(controller: Any) -> None:
    """Show the bot's move at once (its best so far if it is still thinking)."""
    table = controller.ui.bots
    _update(controller, replace(table, skip=table.skip + 1))


def bot_act(controller: Any, expected: Match, seat: int, raw: str) -> bool:
    """Apply a bot's chosen action through the normal path (checked with why_illegal, logged like a
    person's move), if the table is still where the bot was asked; True if it was applied."""
    ui = controller.ui
    match = ui.match
    if match is not expected or ui.screen != "table" or deciding(ui.bots, match) is None:
        return False
    if match.to_move != seat:
        return False
    try:
        action = json.loads(raw)
    except (TypeError, ValueError):
        action = None
    reason = match.why_illegal(action) if isinstance(action, dict) else msg("core.illegal.malformed")
    if reason is not None:
        controller.ui = replace(ui, notice=_notice("error", msg("ui.bots.refused", reason=reason)))
        return False
    controller._play(match.apply(action))
    return True


def blocked(controller: Any) -> bool:
    """True (and says why) if a person tries to act while a bot decides."""
    ui = controller.ui
    turn = deciding(ui.bots, ui.match)
    if turn is None:
        return False
    controller.ui = replace(ui, notice=_notice("info", msg("ui.bots.not_yours", name=_seat_name(ui.match, turn[0]))))
    return True


def _seat_name(match: Match | None, seat: int) -> str:
    return str(match.seats[seat]["name"]) if match is not None else str(seat + 1)


def undoable(match: Match, bots: BotTable) -> bool:
    """True if Undo is offered: the engine allows it (never across dice, draws or reveals), the game
    is not over, and the last step is the deciding person's own action (never another player's,
    nor a bot's)."""
    if not match.can_undo or match.is_over or match.to_move < 0:
        return False
    actor = match.entries[-1].actor
    return actor == match.to_move and not is_bot(bots.control(actor))
