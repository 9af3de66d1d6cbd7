"""The setup form's commands: a new game's default seats and options, seats added and removed, the
form read back, and the match started from it (pure, no browser). A module of the table's zip:
the controller imports it once a game is being opened (docs/CONTRACTS.md), so the home page does
not download it.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from pyengine.core import Match, Msg, SaveError, SpacetableError
from pyengine.core.messages import msg
from pyengine.core.registry import get_game, get_meta
from pyengine.core.seats import PALETTE
from pyengine.core.table import table_of
from pyengine.i18n import text
from spacetable_web import bots as table_bots

if TYPE_CHECKING:
    from spacetable_web.controller import Controller


@dataclass(frozen=True)
class Setup:
    """The new-game form: game, seats as (name, colour), seed text and option values."""

    game: str
    seats: tuple[tuple[str, str], ...]
    seed: str = ""
    options: dict[str, Any] = field(default_factory=dict)
    controls: tuple[str, ...] = ()  # who plays each seat: "human" or a bot spec (bots.py)
    choices: tuple[dict[str, str], ...] = ()  # each seat's game choices (meta.seat_options), e.g. a faction
    hints: bool = True  # the coach's Hint is offered in this game (coaching.py)


def new_game(app: Controller, game_id: str) -> None:
    """The setup form for a game, with default seats and options."""
    try:
        meta = get_meta(game_id)
    except SaveError as err:
        app.home()
        app._notify("error", err.reason)
        return
    colors = list(PALETTE)
    seats = tuple(
        (text("ui.setup.default_name", app.ui.lang, number=i + 1), colors[i]) for i in range(meta.min_players)
    )
    options = {o.id: o.default for o in meta.options}
    setup = Setup(game_id, seats, "", options, choices=seat_choices(game_id, (), len(seats)))
    app._set(screen="setup", setup=setup, match=None, save_id=None)


def change_seats(app: Controller, fields: dict[str, str], delta: int) -> None:
    """Add or remove the last seat, keeping what was typed."""
    setup = read_setup(app, fields)
    if setup is None:
        return
    meta = get_meta(setup.game)
    seats = list(setup.seats)
    if delta > 0 and len(seats) < meta.max_players:
        used = {c for _, c in seats}
        color = next(c for c in PALETTE if c not in used)
        seats.append((text("ui.setup.default_name", app.ui.lang, number=len(seats) + 1), color))
    elif delta < 0 and len(seats) > meta.min_players:
        seats.pop()
    choices = seat_choices(setup.game, setup.choices, len(seats))
    app._set(setup=replace(setup, seats=tuple(seats), choices=choices))


def read_setup(app: Controller, fields: dict[str, str]) -> Setup | None:
    """The setup form with the values typed into its fields."""
    setup = app.ui.setup
    if setup is None:
        return None
    seats = tuple(
        (fields.get(f"seat-name-{i}", name), fields.get(f"seat-color-{i}", color))
        for i, (name, color) in enumerate(setup.seats)
    )
    options = {k: fields.get(f"option-{k}", _field_text(v)) for k, v in setup.options.items()}
    known = table_bots.fit(setup.controls, len(seats))
    controls = tuple(table_bots.clean_control(fields.get(f"seat-control-{i}", c)) for i, c in enumerate(known))
    choices = tuple(
        {k: fields.get(f"seat-{k}-{i}", v) for k, v in chosen.items()}
        for i, chosen in enumerate(seat_choices(setup.game, setup.choices, len(seats)))
    )
    hints = fields.get("hints", "1" if setup.hints else "") != ""
    seed = fields.get("seed", setup.seed)
    return replace(setup, seats=seats, seed=seed, options=options, controls=controls, choices=choices, hints=hints)


def start_game(app: Controller, fields: dict[str, str]) -> None:
    """Create the match from the form, save it and open the table."""
    setup = read_setup(app, fields)
    if setup is None:
        return
    app._set(setup=setup)
    try:
        options = _parse_options(setup.game, setup.options)
        seed = app.seeder() if not setup.seed.strip() else _parse_seed(setup.seed)
        choices = seat_choices(setup.game, setup.choices, len(setup.seats))
        colors = seat_colors(setup.game, [color for _, color in setup.seats], choices)
        seats = [
            {"name": name, "color": color, **_parse_choices(setup.game, chosen)}
            for (name, _), color, chosen in zip(setup.seats, colors, choices, strict=True)
        ]
        match = Match.new(setup.game, seats, options, seed)
    except SpacetableError as err:
        app._notify("error", err.reason)
        return
    save_id = app.store.new_id(app.clock())
    known = {info.id for info in app.store.saves()} | {save_id}
    table_bots.remember(app.store.store, save_id, setup.controls, table_bots.stored_pace(app.store.store), known)
    if not setup.hints:
        app.store.update_coach(save_id, {"off": True})
    app._open(match, save_id)
    app._autosave()


def _field_text(value: Any) -> str:
    """An option value as a form field would carry it."""
    if isinstance(value, bool):
        return "1" if value else ""
    return str(value)


def _parse_options(game_id: str, raw: dict[str, Any]) -> dict[str, Any]:
    """Option values from form text, typed as each option expects."""
    options: dict[str, Any] = {}
    for option in get_meta(game_id).options:
        value = raw.get(option.id, option.default)
        if not isinstance(value, str):
            options[option.id] = value
        elif option.choices:
            options[option.id] = next((c for c in option.choices if str(c) == value), value)
        elif isinstance(option.default, bool):
            options[option.id] = value not in ("", "0", "false")
        else:
            options[option.id] = _parse_int(value, msg("core.error.bad_option_value", option=option.label))
    return options


def seat_choices(game_id: str, chosen: tuple[dict[str, str], ...], count: int) -> tuple[dict[str, str], ...]:
    """Each seat's choices for its game's seat options: those kept, and for new seats the game's
    default (hook `seat_defaults`) when free, else the first choice no other seat has."""
    options = get_meta(game_id).seat_options
    suggested = table_of(get_game(game_id)).seat_defaults(count)
    seats = [dict(c) for c in chosen[:count]]
    for i in range(len(seats), count):
        seat = {}
        for option in options:
            taken = {s.get(option.id) for s in seats}
            order = [suggested[i].get(option.id), *(str(c) for c in option.choices)]
            seat[option.id] = str(next((c for c in order if c is not None and c not in taken), option.default))
        seats.append(seat)
    return tuple(seats)


def seat_colors(game_id: str, picked: list[str], choices: tuple[dict[str, str], ...]) -> list[str]:
    """The colour each seat plays: the one its game's choices fix (a Migration: Mars faction's),
    else the one picked; two seats fixed alike keep their picks, so the game names the clash."""
    table = table_of(get_game(game_id))
    fixed = [table.seat_color(chosen) for chosen in choices]
    if None in fixed or len(set(fixed)) < len(fixed):
        return [f or p for f, p in zip(fixed, picked, strict=True)] if None in fixed else picked
    return [str(f) for f in fixed]


def _parse_choices(game_id: str, chosen: dict[str, str]) -> dict[str, Any]:
    """A seat's choices typed as its game's seat options expect (unknown text is kept: the engine refuses it)."""
    typed: dict[str, Any] = {}
    for option in get_meta(game_id).seat_options:
        if option.id in chosen:
            typed[option.id] = next((c for c in option.choices if str(c) == chosen[option.id]), chosen[option.id])
    return typed


def _parse_seed(raw: str) -> int:
    return _parse_int(raw, msg("core.error.bad_seed"))


def _parse_int(raw: str, problem: Msg) -> int:
    try:
        return int(raw.strip())
    except ValueError:
        raise SaveError(problem) from None
