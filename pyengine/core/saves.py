"""The save format: plain JSON that is replayed, never executed.

    {"format": "spacetable-save", "schema": 1, "engine": "0.1.0", "game": "first_landing", "ruleset": 1,
     "seats": [{"name": "Ana", "color": "red"}, ...], "options": {...}, "seed": 42,
     "actions": [{"player": 0, "action": {...}}, {"chance": {...}}, ...]}

Chance outcomes are recorded so logs read without re-rolling; on load each one is drawn again
from the seed and must match (a "forced" outcome, set by a scenario, is only checked to be
possible). Any mismatch or illegal step rejects the whole save.
"""

from __future__ import annotations

import json
from typing import Any

import pyengine
from pyengine.core import rng as rnglib
from pyengine.core.errors import IllegalAction, SaveError
from pyengine.core.game import CHANCE, Game
from pyengine.core.jsonutil import canonical, is_plain
from pyengine.core.match import Match
from pyengine.core.messages import msg
from pyengine.core.registry import get_game

SAVE_FORMAT = "spacetable-save"
SCHEMA = 1
MAX_SAVE_CHARS = 2_000_000
MAX_ACTIONS = 50_000


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
        "actions": [e.to_save() for e in match.entries],
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
    """Replay a parsed save, checking every field and every step."""
    _check_header(data)
    game = get_game(data["game"])
    data = _current_rules(game, data)
    match = Match.new(game.meta.id, data["seats"], data["options"], data["seed"], auto_chance=False)
    actions = data["actions"]
    if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
        raise SaveError(msg("core.error.bad_actions"))
    for step, entry in enumerate(actions, start=1):
        match = _replay_step(match, entry, step)
    return Match(match.game, match.seats, match.options, match.seed, match._states, match.entries, True)


def _check_header(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise SaveError(msg("core.error.not_a_save"))
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(msg("core.error.not_a_save"))
    if schema > SCHEMA:
        raise SaveError(msg("core.error.newer_schema", schema=schema, supported=SCHEMA))
    if schema < SCHEMA:
        raise SaveError(msg("core.error.older_schema", schema=schema, supported=SCHEMA))
    for key in ("game", "seats", "options", "seed", "actions"):
        if key not in data:
            raise SaveError(msg("core.error.missing_field", field=key))
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed <= rnglib.MAX_SEED:
        raise SaveError(msg("core.error.bad_seed"))


def _current_rules(game: Game, data: dict[str, Any]) -> dict[str, Any]:
    """The save under the game's current ruleset (saves before rulesets existed count as 1):
    an older one is upgraded by the game or refused, so it is never replayed under other rules."""
    ruleset = data.get("ruleset", 1)
    if not isinstance(ruleset, int) or isinstance(ruleset, bool) or ruleset < 1:
        raise SaveError(msg("core.error.not_a_save"))
    current = game.meta.ruleset
    if ruleset > current:
        raise SaveError(msg("core.error.newer_ruleset", game=game.meta.name, ruleset=ruleset, supported=current))
    if ruleset == current:
        return data
    upgraded = game.upgrade_save(dict(data), ruleset)
    if upgraded is None:
        raise SaveError(msg("core.error.older_ruleset", game=game.meta.name, ruleset=ruleset, supported=current))
    return upgraded


def _replay_step(match: Match, entry: Any, step: int) -> Match:
    if not isinstance(entry, dict) or not is_plain(entry):
        raise SaveError(msg("core.error.tampered", step=step))
    try:
        if "chance" in entry:
            return _replay_chance(match, entry, step)
        player = entry.get("player")
        if not isinstance(player, int) or isinstance(player, bool) or player != match.to_move:
            raise SaveError(msg("core.error.tampered", step=step))
        return match.apply(entry.get("action"), player)  # type: ignore[arg-type]  # checked by apply
    except IllegalAction:
        raise SaveError(msg("core.error.tampered", step=step)) from None


def _replay_chance(match: Match, entry: dict[str, Any], step: int) -> Match:
    if match.to_move != CHANCE:
        raise SaveError(msg("core.error.tampered", step=step))
    if entry.get("forced") is True:
        return match.apply_chance(entry["chance"])
    replayed = match.apply_chance()
    if canonical(replayed.entries[-1].action) != canonical(entry["chance"]):
        raise SaveError(msg("core.error.tampered", step=step))
    return replayed
