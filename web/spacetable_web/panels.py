"""A game's optional table hooks: methods of its `Game` class, found by name (none here per game).

Hook contracts (docs/CONTRACTS.md), each optional:
- `panel(observation, viewer) -> list[(player, label, value)]` where `observation` is
  `match.observation(viewer)` (the whole state with public hands), `player` is a seat index (or
  None for the whole table), `label` a Msg and `value` a Msg, str or number. The web layer translates them.
- `action_label(state, action) -> Msg | None`: a button's text (None: the generic one).
- `action_group(action) -> str`: the heading key `<prefix>.group.<key>` a button goes under.
- `tools(state, legal) -> list[(template, label, reason | None)]`: choices that filter the board's
  targets (e.g. a structure to build): the legal actions containing every item of `template`.
- `dice(chance_action) -> list[(name, value, faces)] | None`: dice faces a chance outcome shows.
- `marks(match) -> list[str]`: extra highlights passed to `render` (e.g. the meteor guide of the last roll).
- `procedure(state) -> (title, steps, current) | None`: a multi-step procedure under way (e.g. a
  supply stop): its title and step names (Msgs) and the index of the current step.
Setup hooks, found by game id (`game_hook`):
- `seat_defaults(count) -> list[dict]`: the suggested seat options of a table of `count` players.
- `setup_note(seats) -> Msg | None`: a line under the seats about what they chose (e.g. where rocky terrain goes).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core import Match, Msg

PanelRow = tuple[int | None, Msg, Any]
PanelHook = Callable[[dict[str, Any], int | None], list[PanelRow]]


def hook(match: Match, name: str) -> Callable[..., Any] | None:
    """The game's hook `name` (a method of its class), or None when the game has none."""
    found: Callable[..., Any] | None = getattr(match.game, name, None)
    return found


def game_hook(game_id: str, name: str) -> Callable[..., Any] | None:
    """A game's setup hook `name` (a method of its class), or None when the game has none."""
    from pyengine.core.registry import get_game

    found: Callable[..., Any] | None = getattr(get_game(game_id), name, None)
    return found


def panel_rows(match: Match, viewer: int | None, public: bool = False) -> list[PanelRow]:
    """Rows from the game's `panel` hook if it has one, else none; `public` (the players chose
    public hands): drawn from the whole state, so every hand shows."""
    panel: PanelHook | None = getattr(match.game, "panel", None)
    if panel is None:
        return []
    seen = {k: v for k, v in match.state.items() if k != "rng"} if public else match.observation(viewer)
    return panel(seen, viewer)
