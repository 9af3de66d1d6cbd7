"""The app's screen state (`Ui`), the effects the browser layer performs (`Download`) and whose
eyes the table is drawn for (split from controller.py, which changes the state)."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from pyengine.core import Match
from pyengine.core.game import Action
from spacetable_web import bots as table_bots
from spacetable_web.coachstate import CoachTable
from spacetable_web.notice import Notice
from spacetable_web.settings import Settings
from spacetable_web.stats import GameStats

if TYPE_CHECKING:
    from spacetable_web.replay import Replay
    from spacetable_web.setupflow import Setup


def with_changes(ui: Ui, changes: dict[str, Any]) -> Ui:
    """`dataclasses.replace(ui, **changes)` without running __init__ again: a tap sets the Ui about
    ten times, and replace's 35-field __init__ made that a tenth of a tap's Python in Pyodide."""
    unknown = changes.keys() - UI_FIELDS
    if unknown:
        raise TypeError(f"Ui has no field {sorted(unknown)[0]!r}")
    new = object.__new__(Ui)
    new.__dict__.update(ui.__dict__, **changes)
    return new


@dataclass(frozen=True)
class Ui:
    """Everything the views need to draw the current screen."""

    lang: str = "en"
    screen: str = "home"  # home | setup | table
    match: Match | None = None
    save_id: str | None = None
    setup: Setup | None = None
    notice: Notice | None = None
    choices: tuple[Action, ...] = ()
    choice_target: str = ""
    confirm_delete: str | None = None
    target_types: frozenset[str] = frozenset()
    curtain: int | None = None  # hidden-information games: the seat the tablet must pass to first
    curtain_since: int | None = None  # the log entries from here on are what the hand-over card sums up
    curtain_wait: bool = False  # the move is still shown (rover walk, dice) before the card covers the table
    tool: str = ""  # canonical JSON of the chosen tool's template: board targets are filtered by it
    closed_tools: bool = False  # the unavailable tools are listed (else one button folds them)
    log_filter: int | None = None  # the seat whose log lines are shown (None: all)
    replay: Replay | None = None  # screen "replay": the match stepped through
    replay_step: int = 0
    settings: Settings = field(default_factory=Settings)
    back: str = ""  # screens "settings" and "stats": the route their Back button returns to
    persisted: bool | None = None  # the browser keeps our storage for good (None: unknown)
    usage: tuple[int, int] = (0, 0)  # screen "settings": bytes of the saves, of all our keys
    stats: tuple[GameStats, ...] = ()  # screen "stats"
    bots: table_bots.BotTable = field(default_factory=table_bots.BotTable)  # computer players at the table
    coach: CoachTable = field(default_factory=CoachTable)  # hints and the review (coaching.py)
    share: bool = False  # the table shows the code that embeds its position in another page
    site_url: str = ""  # where the site is served (for that code), set by the browser layer
    tool_before: str = ""  # the tool chosen when the last move was made: Undo arms it again
    preview: str = ""  # canonical JSON of the move a first tap on a target previews (Confirm or a second tap takes it)
    failed: str = ""  # screen "failed": the screen that could not be drawn (the match and save stay as they were)
    failure: str = ""  # screen "failed": the error's name, for a report
    narrow: bool = False  # the screen is a phone's width: a board may be drawn in another shape (Table.narrow_marks)
    upright: bool = False  # a portrait tablet: a board may be drawn in another shape (Table.upright_marks)
    revealed_at: int = 0  # the log's length when the tablet was last taken (a hand-over card sums up from there)
    # An automated opponent's moves (a wave of aliens: Table.paced) are being shown one at a time:
    # the table is drawn as after this many steps (Match.at), nothing offered; None: the latest.
    pacing: int | None = None

    @property
    def covered(self) -> bool:
        """True while the hand-over card covers the table (no board, nobody's secrets)."""
        return self.curtain is not None and not self.curtain_wait

    @property
    def handing(self) -> bool:
        """True while a move is shown before the hand-over card covers the table: drawn for nobody
        (the spectators' view), with nothing to act on."""
        return self.curtain is not None and self.curtain_wait


UI_FIELDS = frozenset(f.name for f in fields(Ui))


@dataclass(frozen=True)
class Download:
    """An effect: offer `text` as a file called `filename`."""

    filename: str
    text: str


def viewer_of(match: Match) -> int | None:
    """Whose eyes the table is drawn for: the player deciding now, or everyone once it is over."""
    return match.to_move if match.to_move >= 0 else None
