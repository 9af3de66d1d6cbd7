"""A game's optional table hooks, or adapters kept here until the game defines them.

Hook contracts (docs/CONTRACTS.md), each optional:
- `panel(observation, viewer) -> list[(player, label, value)]` where `observation` is
  `match.observation(viewer)`, `player` is a seat index (or None for the whole table), `label` a
  Msg and `value` a Msg, str or number. The web layer translates them.
- `action_label(state, action) -> Msg | None`: a button's text (None: the generic one).
- `action_group(action) -> str`: the heading key `<prefix>.group.<key>` a button goes under.
- `tools(state, legal) -> list[(template, label, reason | None)]`: choices that filter the board's
  targets (e.g. a structure to build): the legal actions containing every item of `template`.
- `dice(chance_action) -> list[(name, value, faces)] | None`: dice faces a chance outcome shows.
- `marks(match) -> list[str]`: extra highlights passed to `render` (e.g. the meteor guide of the last roll).
- `procedure(state) -> (title, steps, current) | None`: a multi-step procedure under way (e.g. a
  supply stop): its title and step names (Msgs) and the index of the current step.
Setup hooks, by game id (`game_hook`):
- `seat_defaults(count) -> list[dict]`: the suggested seat options of a table of `count` players.
- `setup_note(seats) -> Msg | None`: a line under the seats about what they chose (e.g. where rocky terrain goes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core import Match, Msg
from pyengine.core.messages import msg
from pyengine.games.migration_mars import report as mm_report
from pyengine.games.migration_mars import table as mm_table
from pyengine.games.tinyforming_mars import table as tm_table

PanelRow = tuple[int | None, Msg, Any]
PanelHook = Callable[[dict[str, Any], int | None], list[PanelRow]]


def first_landing_panel(observation: dict[str, Any], viewer: int | None) -> list[PanelRow]:
    """Energy of everyone; the viewer's own secret mission, others' shown as secret."""
    rows: list[PanelRow] = [(i, msg("fl.panel.energy"), e) for i, e in enumerate(observation["energy"])]
    missions = observation["missions"]
    revealed = observation.get("phase") == "over"
    in_use = any(m is not None for m in missions) or (viewer is None and not revealed)
    if not in_use:
        return rows
    for i, mission in enumerate(missions):
        value = msg(f"fl.mission.{mission}") if mission is not None else msg("fl.panel.hidden")
        rows.append((i, msg("fl.panel.mission"), value))
    return rows


ADAPTERS: dict[str, PanelHook] = {
    "first_landing": first_landing_panel,
    "migration_mars": mm_table.panel,
    "tinyforming_mars": tm_table.panel,
}
# Other hooks by game id, until the game class defines them.
HOOKS: dict[str, dict[str, Callable[..., Any]]] = {
    "migration_mars": {
        "action_label": mm_table.label,
        "action_group": mm_table.group,
        "tools": mm_table.tools,
        "dice": mm_table.dice,
        "marks": mm_table.marks,
        "procedure": mm_report.procedure,
        "seat_defaults": mm_table.seat_defaults,
        "setup_note": mm_table.setup_note,
    },
    "tinyforming_mars": {"action_label": tm_table.label, "action_group": tm_table.group},
}


def hook(match: Match, name: str) -> Callable[..., Any] | None:
    """The game's hook `name` (a method of its class, else an adapter here), or None."""
    found: Callable[..., Any] | None = getattr(match.game, name, None)
    return found or HOOKS.get(match.game.meta.id, {}).get(name)


def game_hook(game_id: str, name: str) -> Callable[..., Any] | None:
    """A game's setup hook `name` (a method of its class, else an adapter here), or None."""
    from pyengine.core.registry import get_game

    found: Callable[..., Any] | None = getattr(get_game(game_id), name, None)
    return found or HOOKS.get(game_id, {}).get(name)


def panel_rows(match: Match, viewer: int | None) -> list[PanelRow]:
    """Rows from the game's hook if it has one, else from an adapter here, else none."""
    panel: PanelHook | None = getattr(match.game, "panel", None) or ADAPTERS.get(match.game.meta.id)
    return panel(match.observation(viewer), viewer) if panel else []
