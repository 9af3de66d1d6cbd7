"""What a game shows at the web table besides its board: one typed class with plain defaults.

A game subclasses `Table` in its own table.py, overriding only what it needs, and names it in its
declaration (`table="table:Name"`, core/declaration.py): the registry registers a maker of it
(`register_table`, importing table.py only when called: the engine, the bots and the command line
never load it). The web layer asks `table_of(game)` and calls the methods; nothing is looked up by
name. A game that names none gets the plain defaults.
Every method is pure: an observation in, plain values and `Msg`s out; the web layer translates and
escapes them. The `state` a method receives is never the full state (visibility as one filter,
core/visibility.py): the decision's own views (tools, buttons, hints, steppers, tool marks, taps on
pieces, `out_of_turn`) get what the player deciding now may see (`Match.decider_seen`), as only they
use them; what the whole table reads (`space`, `procedure`, `decision_note`, `results`, `headline`,
`progress`, `stats_group`) gets the table's (`Match.seen(None)`); `panel` and `marks` get their
viewer's (`marks` also the steps taken as that viewer may read them, never the match).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from pyengine.core.jsonutil import State
from pyengine.core.messages import Msg, msg

if TYPE_CHECKING:
    from pyengine.core.game import Game, Step
    from pyengine.core.kit import KitGame

Action = dict[str, Any]
PanelRow = tuple[int | None, Msg, Any]  # (seat, or None for the whole table; label; a Msg, text or number)
Tool = tuple[Action, Msg, Msg | None]  # (template the tool's actions contain; label; why it is closed, or None)
Die = tuple[Msg, int, int]  # (the die's name, the face shown, how many faces)
Procedure = tuple[Msg, list[Msg], int]  # (title, step names, the current step's index)
LegendItem = tuple[str, Msg]  # (the symbol as drawn on the board: SVG markup or a character; what it means)
Stepper = tuple[
    Msg, Msg, int, Action | None, Action | None
]  # (row, column, amount now, the action for one less, for one more)
ToolHints = tuple[Msg, Msg, Msg, Msg]  # (the tools' heading; the hint with none chosen; with one chosen;
# what a tap on a space that a tool would play says while none is chosen)


# A table's declared layout styles, written by the web table as words of its data-layout attribute
# (app.css keys on them, never on a game's id):
COMPACT_ACTIONS = "compact-actions"  # on a phone, the bar's buttons on shared lines, groups named by the prompt
WIDE_BOARD = "wide-board"  # on a phone, a wide, short board: the bar may take the height the board leaves
# A decision's style (Table.decision_layout), written while that decision is shown: on a phone its
# steppers (Migration: Mars's trade being built) take the board's place, the bar down to the drawers.
BUILDER = "builder"
# On a phone, each named group of the bar's buttons as a tray of tiles, two to a line (March on Mars's
# missiles and decoy: one full-width button each filled the bar); the group keeps its name above it.
TRAY = "tray"
LAYOUTS = (COMPACT_ACTIONS, WIDE_BOARD, BUILDER, TRAY)
# The highlight a game's `narrow_marks` may return for its phone's shape (TINYforming Mars's one
# column, March on Mars's window of the ring): `render` reads it among its highlights.
NARROW_MARK = "layout:narrow"
UPRIGHT_MARK = "layout:upright"  # the same for a portrait tablet (`upright_marks`)
# A board target that moves only what its viewer looks at (a side view's window), never the game:
# the web table keeps the last one tapped until the next move and passes it back to `render` among
# the highlights ("look:12": the window from column 12). Walking on the Moon's and March on Mars's
# overviews are drawn of such targets (core/sideview_svg.overview_zones).
LOOK_PREFIX = "look:"


def looked_at(highlights: Iterable[object] | None) -> int | None:
    """The column a "look:N" highlight asks the window to start at, if any."""
    for mark in highlights or ():
        if isinstance(mark, str) and mark.startswith(LOOK_PREFIX) and mark[len(LOOK_PREFIX) :].isdigit():
            return int(mark[len(LOOK_PREFIX) :])
    return None


class Table:
    """A game's table; the defaults show nothing beyond the board, the prompt and the scores."""

    layout: frozenset[str] = frozenset()  # declared styles of the table (LAYOUTS), none by default

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Rows of the players drawer, from what `viewer` may see (`match.observation(viewer)`)."""
        return []

    def decision_layout(self, state: State, legal: list[Action]) -> frozenset[str]:
        """The table's styles (LAYOUTS) while a player makes this decision (`state`: what they see;
        `legal`: their actions): the declared `layout`, and what the decision adds (e.g. BUILDER)."""
        return self.layout

    def __init__(self, rules: KitGame | None = None) -> None:
        self.rules = rules  # the game's action declarations, which hold each type's label and group

    def action_label(self, state: State, action: Action) -> Msg | None:
        """A button's text: the action type's declared label (None: the catalog's
        `<prefix>.action.<type>` or the game's description)."""
        return self.rules.action_label(state, action) if self.rules is not None else None

    def action_tile(self, state: State, action: Action) -> Msg | None:
        """A button's short words as a tile of a tray (TRAY, on a phone: "Piercing missile · Ana"),
        its full label still read aloud and shown at larger sizes; None: the full label everywhere."""
        return None

    def action_group(self, action: Action) -> str:
        """The heading key (`<prefix>.group.<key>`) the action type declares for its button ("": none)."""
        return self.rules.action_group(action) if self.rules is not None else ""

    def tools(self, state: State, legal: list[Action]) -> list[Tool]:
        """Choices that filter the board's targets (e.g. what to build); none armed until picked."""
        return []

    def tool_name(self, state: State, template: Action) -> Msg | None:
        """A tool's name in words for a screen reader where its button shows pictograms (Migration:
        Mars's "habitat 2▣ 1◆" is read "habitat, costs 2 metal, 1 stone"; the web table hides the
        pictograms from it and puts these words in their place); None: the button's text is its name."""
        return None

    def tool_target(self, state: State, target: str) -> Action | None:
        """The tool a board element stands for (e.g. a die drawn on the board): tapping it picks
        that tool, or plays it on the space tapped just before (None: the element is a space)."""
        return None

    def tool_default(self, state: State, tool: Action) -> Action | None:
        """The move a tool plays at once when picked, where its place goes without saying (a die
        into the next free jump slot): one tap, no preview (it costs nothing and Undo takes it
        back). None: the tool is taken in hand and the board offers its targets."""
        return None

    def take_back(self, state: State, target: str) -> Action | None:
        """The player's own earlier move of this decision that a tap on a board element takes back
        (a die placed on a jump slot: its "assign"); None: the element is no such piece."""
        return None

    def menu_without_tool(self, state: State) -> bool:
        """True when a tap on a space with no tool in hand offers the tools' moves there as a menu
        (a jump slot, then a die); False: the player is asked to pick a tool first."""
        return False

    def tool_hints(self, state: State) -> ToolHints:
        """The tools section's heading and hints for the current decision, and what a tap on a space
        says when a tool must be chosen first, in the game's words (the default's are general)."""
        return (msg("ui.tools.title"), msg("ui.tools.hint"), msg("ui.tools.chosen"), msg("ui.tools.choose_first"))

    def steppers(self, state: State, legal: list[Action]) -> list[Stepper]:
        """Legal actions shown as -/+ steppers in a grid instead of one button each (e.g. the cards
        of a trade offer: a row per card, a column per side); none by default."""
        return []

    def dice(self, action: Action) -> list[Die] | None:
        """The dice a chance outcome shows (None: it shows none)."""
        return None

    def marks(self, seen: State, steps: Sequence[Step]) -> list[str]:
        """Extra highlights passed to `render` (e.g. the guide of the last roll), for the board's
        viewer: the position is read from `seen`, their observation, and the steps just taken from
        `steps` (oldest first, each (actor, action) as that viewer may read it: `Match.steps_seen`)."""
        return []

    def narrow_marks(self) -> list[str]:
        """Extra highlights passed to `render` on a phone-wide board region, for a board drawn in
        another shape there (TINYforming Mars's one column); none by default: the same drawing."""
        return []

    def upright_marks(self) -> list[str]:
        """Extra highlights passed to `render` on a portrait tablet's board region (wider than a
        phone, taller than wide), for a board drawn in another shape there (TINYforming Mars in two
        columns); none by default."""
        return []

    def tool_marks(self, state: State, tool: Action | None, chosen: str) -> list[str]:
        """Extra highlights passed to `render` while a tool is in hand (`tool`, its template) or a
        space was tapped first and its menu is open (`chosen`, its target; "" for none): e.g. where
        a picked die could land. None by default."""
        return []

    def procedure(self, state: State) -> Procedure | None:
        """A multi-step procedure under way (e.g. a supply stop), or None."""
        return None

    def seat_defaults(self, count: int) -> list[dict[str, Any]]:
        """The seat options the setup form suggests for `count` seats."""
        return [{} for _ in range(count)]

    def setup_note(self, seats: list[dict[str, Any]]) -> Msg | None:
        """A line under the setup form's seats about what they chose (None: no line)."""
        return None

    def seat_color(self, choices: dict[str, Any]) -> str | None:
        """The colour a seat plays when the game fixes it from the seat's choices (None: the player
        picks a colour): a game's own colours are the player's colours, never a second set."""
        return None

    def decision_note(self, state: State) -> Msg | None:
        """A line the status bar shows beside the decision's buttons (e.g. the terms on offer)."""
        return None

    def out_of_turn(self, state: State) -> bool:
        """True when the decision now is a question put to a player outside their own turn (e.g. an
        action card's window): a bot answers it at once, without the table's pace."""
        return False

    def progress(self, state: State) -> int | None:
        """How far the game went, for the statistics: its round counter (capped by its round limit:
        a game over by the limit has counted one past it); None for games without rounds."""
        played = state.get("round")
        if not isinstance(played, int):
            return None
        limit = state.get("rounds", state.get("max_rounds"))
        return min(played, limit) if isinstance(limit, int) else played

    def space(self, state: State, target: str) -> Msg:
        """What a board space (a `data-target`) is, in words, for the card a long press, hover or
        the I key opens: its terrain, building, owner and pieces. The default names its kind and place."""
        kind, _, place = target.partition(":")
        if kind in ("hex", "square", "slot", "card"):
            return msg(f"core.space.{kind}", place=place)
        return msg("core.space.other", place=target)

    def legend(self) -> list[LegendItem]:
        """The board's symbols and what each means (the legend drawer)."""
        return []

    def results(self, state: State) -> list[PanelRow]:
        """The final score's parts per seat, shown under the results (none: the scores alone)."""
        return []

    def headline(self, state: State) -> Msg | None:
        """A finished game's verdict in one sentence, shown instead of the winners line (a team
        game's "won or lost, why, by what margin"); None: the winners line."""
        return None

    def paced(self, action: Action) -> bool:
        """True for an automated opponent's step (core/turns.py `automaton`, e.g. one alien of a
        wave) that the table shows one at a time, at a pace the players follow or skip."""
        return False

    def stats_group(self, state: State) -> Msg | None:
        """The group a game's result is counted under in the statistics besides its players (a team
        game's difficulty and player count: the team's record at each); None: no such group."""
        return None


_MAKERS: dict[str, Callable[[], Table]] = {}


def register_table(game_id: str, make: Callable[[], Table]) -> None:
    """Say how to make a game's table (the registry calls this for a declared game's `table`)."""
    _MAKERS[game_id] = make


@cache
def table_of(game: Game) -> Table:
    """The game's table, made once per game (the plain defaults for a game that registered none)."""
    return _MAKERS.get(game.meta.id, Table)()
