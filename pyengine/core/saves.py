"""The save format: plain JSON that is replayed, never executed.

    {"format": "spacetable-save", "schema": 1, "engine": "0.1.0", "game": "first_landing", "ruleset": 1,
     "seats": [{"name": "Ana", "color": "red"}, ...], "options": {...}, "seed": 42,
     "actions": [{"player": 0, "action": {...}}, {"chance": {...}}, ...]}

Chance outcomes are recorded so logs read without re-rolling; on load each one is drawn again
from the seed and must match (a "forced" outcome, set by a scenario, is only checked to be
possible). Any mismatch or illegal step rejects the whole save. Chance pending after the last
step is then resolved, so a loaded match always has a player to move or is over.
"""

from __future__ import annotations

import json
from typing import Any

import pyengine
from pyengine.core import rng as rnglib
from pyengine.core.errors import SaveError, SpacetableError
from pyengine.core.game import CHANCE, Game
from pyengine.core.jsonutil import canonical, clone
from pyengine.core.match import MAX_ACTION_CHARS, Match
from pyengine.core.messages import msg
from pyengine.core.registry import get_game
from pyengine.core.shapes import Shape, is_int, is_scalar, is_text, matches, numbers_are_safe

SAVE_FORMAT = "spacetable-save"
SCHEMA = 1
MAX_SAVE_CHARS = 2_000_000
MAX_ACTIONS = 50_000
MAX_SEATS = 16  # far above any game's table: the game then checks its own player count
MAX_SEAT_KEYS = 16
MAX_OPTIONS = 64
MAX_TEXT = 200  # names, colours, option values, ids (names are then cut to seats.MAX_NAME)
MAX_DEPTH = 16  # nesting inside one action or chance outcome


def match_to_save(match: Match) -> dict[str, Any]:
    """The save dictionary of a match."""
    return {
        "format": SAVE_FORMAT,
        "schema": SCHEMA,
        "engine": pyengine.__version__,
        "game": match.game.meta.id,
        "ruleset": match.game.meta.ruleset,
        "seats": [dict(s) for s in match.seats],
        "options": dict(match.options),
        "seed": match.seed,
        "actions": [clone(e.to_save()) for e in match.entries],  # a copy: changing it never changes the match
    }


def dumps(match: Match) -> str:
    """The save as compact JSON text."""
    return json.dumps(match_to_save(match), ensure_ascii=False, separators=(",", ":"))


def loads(text: Any) -> Match:
    """Parse and replay save text; SaveError for anything that is not a valid save."""
    if not isinstance(text, str):
        raise SaveError(msg("core.error.not_json"))
    if len(text) > MAX_SAVE_CHARS:
        raise SaveError(msg("core.error.too_large", limit=MAX_SAVE_CHARS // 1000))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveError(msg("core.error.not_json")) from None
    return load_save(data)


def load_save(data: Any) -> Match:
    """Replay a parsed save, checking its schema first, then every step; SaveError otherwise."""
    check_schema(data)
    game = get_game(data["game"])
    data = _current_rules(game, data)
    check_schema(data)  # an upgraded save is checked again: the game's upgrade wrote it
    try:
        match = Match.new(game.meta.id, data["seats"], data["options"], data["seed"], auto_chance=False)
    except SpacetableError:
        raise
    except Exception:  # a game's setup choking on seats or options the schema let through
        raise SaveError(msg("core.error.bad_setup")) from None
    shapes = game.chance_shapes()
    for step, entry in enumerate(data["actions"], start=1):
        match = replay_step(match, entry, step, shapes)
    return _settled(Match(match.game, match.seats, match.options, match.seed, match._states, match.entries, True))


def _settled(match: Match) -> Match:
    """The replayed match with the chance it stops before resolved (a save cut just before dice or
    a draw), as a live match resolves it after every move: loaded, someone can move or the game is
    over. Drawn from the state's stored generator, so loading stays as deterministic as the replay."""
    try:
        return match.advance()
    except Exception:  # chance that never ends, or a game's draw failing on this position
        raise SaveError(msg("core.error.chance_unresolved")) from None


def check_schema(data: Any) -> None:
    """Refuse, with a reason, a save whose fields have the wrong type, range or size; nothing of
    it is replayed before this passes."""
    _check_header(data)
    _check_seats(data["seats"])
    _check_options(data["options"])
    actions = data["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise SaveError(msg("core.error.bad_actions"))
    for step, entry in enumerate(actions, start=1):
        if not _entry_has_shape(entry, len(data["seats"])):
            raise SaveError(msg("core.error.tampered", step=step))


def _check_header(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(msg("core.error.not_a_save"))
    schema = data.get("schema")
    if not is_int(schema):
        raise SaveError(msg("core.error.not_a_save"))
    if schema > SCHEMA:
        raise SaveError(msg("core.error.newer_schema", schema=schema, supported=SCHEMA))
    if schema < SCHEMA:
        raise SaveError(msg("core.error.older_schema", schema=schema, supported=SCHEMA))
    for key in ("game", "seats", "options", "seed", "actions"):
        if key not in data:
            raise SaveError(msg("core.error.missing_field", field=key))
    if not is_text(data["game"], MAX_TEXT):
        raise SaveError(msg("core.error.unknown_game", game=str(data["game"])[:40]))
    if "engine" in data and not is_text(data["engine"], MAX_TEXT):
        raise SaveError(msg("core.error.not_a_save"))
    if "ruleset" in data and not is_int(data["ruleset"], 1):
        raise SaveError(msg("core.error.not_a_save"))
    if not is_int(data["seed"], 0, rnglib.MAX_SEED):
        raise SaveError(msg("core.error.bad_seed"))


def _check_seats(seats: Any) -> None:
    """A list of at most MAX_SEATS objects: a string colour, an optional string name, and seat
    choices that are short scalars (the game checks their values)."""
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise SaveError(msg("core.error.bad_seats"))
    for number, seat in enumerate(seats, start=1):
        if not isinstance(seat, dict) or len(seat) > MAX_SEAT_KEYS:
            raise SaveError(msg("core.error.bad_seat", seat=number))
        if not is_text(seat.get("color"), MAX_TEXT):
            raise SaveError(msg("core.error.bad_color", seat=number))
        if "name" in seat and not is_text(seat["name"], MAX_TEXT):
            raise SaveError(msg("core.error.bad_seat", seat=number))
        if not all(is_text(key, MAX_TEXT) and is_scalar(value, MAX_TEXT) for key, value in seat.items()):
            raise SaveError(msg("core.error.bad_seat", seat=number))


def _check_options(options: Any) -> None:
    """An object of at most MAX_OPTIONS short scalars (the game checks ids and values)."""
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise SaveError(msg("core.error.bad_options"))
    for key, value in options.items():
        if not is_text(key, MAX_TEXT):
            raise SaveError(msg("core.error.bad_options"))
        if not is_scalar(value, MAX_TEXT):
            raise SaveError(msg("core.error.bad_option_value", option=key[:40]))


def _entry_has_shape(entry: Any, seat_count: int) -> bool:
    """A player's step {"player": seat, "action": {"type": ...}} or a chance step
    {"chance": {"type": ...}} with an optional boolean "forced"; plain, bounded data."""
    if not isinstance(entry, dict):
        return False
    if set(entry) == {"player", "action"}:
        body = entry["action"]
        if not is_int(entry["player"], 0, seat_count - 1):
            return False
    elif set(entry) in ({"chance"}, {"chance", "forced"}):
        body = entry["chance"]
        if not isinstance(entry.get("forced", False), bool):
            return False
    else:
        return False
    return (
        isinstance(body, dict)
        and is_text(body.get("type"), MAX_TEXT)
        and numbers_are_safe(body, max_depth=MAX_DEPTH)
        and len(canonical(body)) <= MAX_ACTION_CHARS
    )


def _current_rules(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """The save under the game's current ruleset (saves before rulesets existed count as 1):
    an older one is upgraded by the game or refused, so it is never replayed under other rules."""
    ruleset = data.get("ruleset", 1)
    current = game.meta.ruleset
    if ruleset > current:
        raise SaveError(msg("core.error.newer_ruleset", game=game.meta.name, ruleset=ruleset, supported=current))
    if ruleset == current:
        return data
    try:
        upgraded = game.upgrade_save(clone(data), ruleset)
    except Exception:  # the game's upgrade choking on a field it did not expect: not upgradable
        upgraded = None
    if upgraded is None:
        raise SaveError(msg("core.error.older_ruleset", game=game.meta.name, ruleset=ruleset, supported=current))
    return upgraded


def replay_step(match: Match, entry: dict[str, Any], step: int, shapes: dict[str, dict[str, Shape]]) -> Match:
    """One saved step (`entry`, the save's `step`-th, 1-based) replayed on `match`, its chance
    outcome checked against the game's `shapes` (`Game.chance_shapes()`); whatever goes wrong in it
    (an illegal move, or the game's own code failing on data it never expected) refuses the save at
    this step with a SaveError. Loading a save and a game's upgrade (core/upgrades.py) replay by it."""
    try:
        if "chance" in entry:
            return _replay_chance(match, entry, step, shapes)
        if entry["player"] != match.to_move:
            raise SaveError(msg("core.error.tampered", step=step))
        return match.apply(entry["action"], entry["player"])
    except SaveError:
        raise
    except Exception:  # IllegalAction, or a game's code failing: either way the save is refused
        raise SaveError(msg("core.error.tampered", step=step)) from None


def _replay_chance(match: Match, entry: dict[str, Any], step: int, shapes: dict[str, dict[str, Shape]]) -> Match:
    if match.to_move != CHANCE:
        raise SaveError(msg("core.error.tampered", step=step))
    outcome = entry["chance"]
    if shapes and not (outcome["type"] in shapes and matches(outcome, shapes[outcome["type"]])):
        raise SaveError(msg("core.error.tampered", step=step))
    if entry.get("forced", False):
        return match.apply_chance(outcome)
    replayed = match.apply_chance()
    if canonical(replayed.entries[-1].action) != canonical(outcome):
        raise SaveError(msg("core.error.tampered", step=step))
    return replayed
