"""The scenario format: a position and a script of steps with captions, validated by replaying.

    {"format": "spacetable-scenario", "version": 1, "id": "mm-meteor-guide",
     "title": {"es": "...", "en": "..."},
     "game": "migration_mars", "options": {...}, "seats": 2 | [{"name", "color"}, ...],
     "start": {"seed": 7,
               "actions": [{"player": 0, "action": {...}}, {"chance": {...}, "forced": true}, ...],
               "caption": {"es": "...", "en": "..."}, "highlights": ["hex:0,-6"]},
     "steps": [{"action": {...}, "player": 0, "caption": {...}, "highlights": [...]},
               {"chance": {...}, "caption": {...}},
               {"caption": {...}, "highlights": ["meteor:4:3:2"]}]}

`start.actions` has the shape of a save's actions: a chance entry must be what the seed draws,
unless it is marked `"forced": true` (then it only has to be possible). A step is a player's
action (`player` optional, checked when given), a chance result (always forced: a chosen die
roll), or only a caption with highlights (the position does not change). Nothing is executed:
the text is parsed with `json` and every step is replayed through the engine. The first problem
is reported as a `ScenarioError` whose reason names the step (`core.error.bad_scenario`, with
`step` = 1 for the first step) or the start action (`scenario.error.at_start`, `index` from 1).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from pyengine.core.errors import IllegalAction, SaveError, ScenarioError
from pyengine.core.game import CHANCE, Action
from pyengine.core.jsonutil import canonical, is_plain
from pyengine.core.match import Match
from pyengine.core.messages import Msg, msg
from pyengine.core.registry import get_game
from pyengine.core.saves import match_to_save
from pyengine.i18n import LANGUAGES, translate

FORMAT = "spacetable-scenario"
VERSION = 1
MAX_CHARS = 500_000  # a scenario is a teaching position, not a whole tournament
MAX_START_ACTIONS = 5_000
MAX_STEPS = 300
MAX_CAPTION = 1_200
MAX_TITLE = 200
MAX_HIGHLIGHTS = 40
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,63}$")
# "hex:1,-2", "square:5", "embassy", "meteor:4:3:2": a kind, then an optional argument.
HIGHLIGHT_PATTERN = re.compile(r"^[a-z][a-z_]{0,15}(:[-0-9a-z_,:]{1,40})?$")
# Highlights of these kinds name board targets, which must exist on the board.
TARGET_KINDS = ("hex:", "square:")
TARGET_ATTR = re.compile(r'data-target="([^"]+)"')

Caption = dict[str, str]  # {"es": ..., "en": ...}


@dataclass(frozen=True)
class Step:
    """One scripted step: an action, a forced chance result, or a caption only ("note")."""

    kind: str  # "action" | "chance" | "note"
    action: Action | None = None
    player: int | None = None
    caption: Caption | None = None
    highlights: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The step as it is written in a scenario file."""
        data: dict[str, Any] = {}
        if self.kind == "action":
            data["action"] = self.action
            if self.player is not None:
                data["player"] = self.player
        elif self.kind == "chance":
            data["chance"] = self.action
        if self.caption is not None:
            data["caption"] = dict(self.caption)
        if self.highlights:
            data["highlights"] = list(self.highlights)
        return data


@dataclass(frozen=True)
class Scenario:
    """A validated scenario; `match(i)` is the position after i steps (0: the start)."""

    game: str
    options: dict[str, Any]
    seats: list[dict[str, Any]]
    seed: int
    start_actions: list[dict[str, Any]]
    steps: tuple[Step, ...]
    id: str | None = None
    title: Caption | None = None
    intro: Caption | None = None
    intro_highlights: tuple[str, ...] = ()
    matches: tuple[Match, ...] = field(default=(), repr=False, compare=False)

    @property
    def length(self) -> int:
        """How many steps the script has (positions are 0..length)."""
        return len(self.steps)

    def clamp(self, step: int) -> int:
        """A step number within 0..length."""
        return max(0, min(int(step), self.length))

    def match(self, step: int) -> Match:
        """The match after `step` steps (clamped)."""
        return self.matches[self.clamp(step)]

    def highlights(self, step: int) -> list[str]:
        """The highlights shown at a step."""
        step = self.clamp(step)
        return list(self.intro_highlights if step == 0 else self.steps[step - 1].highlights)

    def caption(self, step: int, lang: str) -> str:
        """The caption at a step in a language; a step without one reads as its log line."""
        step = self.clamp(step)
        written = self.intro if step == 0 else self.steps[step - 1].caption
        if written is not None:
            return written.get(lang) or written["en"]
        if step == 0:
            return ""
        match = self.matches[step]
        if self.steps[step - 1].kind == "note":
            return ""
        names = [s["name"] for s in match.seats]
        return " ".join(translate(line, lang, names) for line in match.entries[-1].lines())

    def title_text(self, lang: str) -> str:
        """The title in a language (empty if the scenario has none)."""
        return "" if self.title is None else self.title.get(lang) or self.title["en"]

    def to_json(self) -> dict[str, Any]:
        """The scenario as a file's JSON data (it validates again to an equal scenario)."""
        start: dict[str, Any] = {"seed": self.seed, "actions": self.start_actions}
        if self.intro is not None:
            start["caption"] = dict(self.intro)
        if self.intro_highlights:
            start["highlights"] = list(self.intro_highlights)
        data: dict[str, Any] = {"format": FORMAT, "version": VERSION}
        if self.id is not None:
            data["id"] = self.id
        if self.title is not None:
            data["title"] = dict(self.title)
        data.update(game=self.game, options=self.options, seats=self.seats, start=start)
        data["steps"] = [s.to_json() for s in self.steps]
        return data


# --- entry points -----------------------------------------------------------------------
def loads(text: Any) -> Scenario:
    """Parse and validate scenario text; ScenarioError with the first problem otherwise."""
    if not isinstance(text, str):
        raise ScenarioError(msg("scenario.error.not_json"))
    if len(text) > MAX_CHARS:
        raise ScenarioError(msg("scenario.error.too_large", limit=MAX_CHARS // 1000))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ScenarioError(msg("scenario.error.not_json")) from None
    return validate(data)


def validate(data: Any) -> Scenario:
    """Validate parsed scenario data fully (every step replayed) and return the Scenario."""
    _check_header(data)
    if len(canonical(data)) > MAX_CHARS:
        raise ScenarioError(msg("scenario.error.too_large", limit=MAX_CHARS // 1000))
    game = _game(data["game"])
    start = data["start"]
    if not isinstance(start, dict):
        raise ScenarioError(msg("scenario.error.bad_field", field="start"))
    seed = start.get("seed", 0)
    match = _new_match(game, data.get("seats"), data.get("options"), seed)
    actions = start.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError(msg("scenario.error.bad_field", field="start.actions"))
    if len(actions) > MAX_START_ACTIONS:
        raise ScenarioError(msg("scenario.error.too_many", field="start.actions", limit=MAX_START_ACTIONS))
    for index, entry in enumerate(actions, start=1):
        match = _start_entry(match, entry, index)
    targets = _board_targets(match)
    intro = _caption(start["caption"], 0) if "caption" in start else None
    intro_highlights = _highlights(start.get("highlights", []), 0, targets)
    raw_steps = data.get("steps", [])
    if not isinstance(raw_steps, list):
        raise ScenarioError(msg("scenario.error.bad_field", field="steps"))
    if len(raw_steps) > MAX_STEPS:
        raise ScenarioError(msg("scenario.error.too_many", field="steps", limit=MAX_STEPS))
    matches = [match]
    steps = []
    for number, raw in enumerate(raw_steps, start=1):
        step = _step(raw, number, targets)
        matches.append(_play(matches[-1], step, number))
        steps.append(step)
    return Scenario(
        game=game,
        options=dict(match.options),
        seats=[dict(s) for s in match.seats],
        seed=match.seed,
        start_actions=[dict(a) for a in actions],
        steps=tuple(steps),
        id=data.get("id"),
        title=data.get("title"),
        intro=intro,
        intro_highlights=intro_highlights,
        matches=tuple(matches),
    )


# --- header --------------------------------------------------------------------------------
def _check_header(data: Any) -> None:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ScenarioError(msg("scenario.error.not_a_scenario"))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise ScenarioError(msg("scenario.error.bad_version"))
    if version > VERSION:
        raise ScenarioError(msg("scenario.error.newer_version", version=version, supported=VERSION))
    for key in ("game", "start"):
        if key not in data:
            raise ScenarioError(msg("scenario.error.missing_field", field=key))
    if "id" in data and not (isinstance(data["id"], str) and ID_PATTERN.match(data["id"])):
        raise ScenarioError(msg("scenario.error.bad_field", field="id"))
    if "title" in data and not _is_caption(data["title"], MAX_TITLE):
        raise ScenarioError(msg("scenario.error.bad_field", field="title"))


def _game(game_id: Any) -> str:
    try:
        return get_game(game_id).meta.id
    except SaveError as err:
        raise ScenarioError(err.reason) from None


def _new_match(game: str, seats: Any, options: Any, seed: Any) -> Match:
    """The match after setup, resolving no chance by itself (scenarios script every roll)."""
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ScenarioError(msg("core.error.bad_seed"))
    if seats is not None and not isinstance(seats, (int, list)):
        raise ScenarioError(msg("scenario.error.seats", reason=msg("core.error.bad_seat", seat=1)))
    if isinstance(seats, bool):
        raise ScenarioError(msg("scenario.error.seats", reason=msg("core.error.bad_seat", seat=1)))
    try:
        if isinstance(seats, int):
            meta = get_game(game).meta
            if not meta.min_players <= seats <= meta.max_players:
                raise SaveError(msg("core.error.player_count", low=meta.min_players, high=meta.max_players))
        return Match.new(game, seats, options, seed, auto_chance=False)
    except SaveError as err:
        key = err.reason.key
        if key.startswith("core.error.") and "option" in key:
            raise ScenarioError(msg("scenario.error.options", reason=err.reason)) from None
        if key == "core.error.bad_seed":
            raise ScenarioError(err.reason) from None
        raise ScenarioError(msg("scenario.error.seats", reason=err.reason)) from None


# --- the start position ------------------------------------------------------------------
def _start_entry(match: Match, entry: Any, index: int) -> Match:
    """One start entry, in the shape of a save's actions."""

    def fail(reason: Msg) -> ScenarioError:
        return ScenarioError(msg("scenario.error.at_start", index=index, reason=reason))

    if not isinstance(entry, dict) or not is_plain(entry):
        raise fail(msg("scenario.error.bad_entry"))
    try:
        if "chance" in entry:
            forced = entry.get("forced") is True
            if forced:
                return match.apply_chance(entry["chance"])
            replayed = match.apply_chance()
            if canonical(replayed.entries[-1].action) != canonical(entry["chance"]):
                raise fail(msg("scenario.error.seed_mismatch"))
            return replayed
        player = entry.get("player")
        if not isinstance(player, int) or isinstance(player, bool) or "action" not in entry:
            raise fail(msg("scenario.error.bad_entry"))
        return match.apply(entry["action"], player)
    except IllegalAction as err:
        raise fail(err.reason) from None


# --- steps -------------------------------------------------------------------------------
def _step(raw: Any, number: int, targets: frozenset[str]) -> Step:
    """A step's fields checked for shape (legality is checked when it is played)."""
    if not isinstance(raw, dict) or not is_plain(raw):
        raise _at(number, msg("scenario.error.bad_step"))
    if "action" in raw and "chance" in raw:
        raise _at(number, msg("scenario.error.bad_step"))
    caption = _caption(raw["caption"], number) if "caption" in raw else None
    highlights = _highlights(raw.get("highlights", []), number, targets)
    if "action" in raw:
        player = raw.get("player")
        if player is not None and (not isinstance(player, int) or isinstance(player, bool)):
            raise _at(number, msg("scenario.error.bad_field", field="player"))
        return Step("action", raw["action"], player, caption, highlights)
    if "chance" in raw:
        if raw.get("forced", True) is not True:
            raise _at(number, msg("scenario.error.bad_field", field="forced"))
        return Step("chance", raw["chance"], None, caption, highlights)
    return Step("note", None, None, caption, highlights)


def _play(match: Match, step: Step, number: int) -> Match:
    """The match after a step; the reason it is illegal otherwise."""
    try:
        if step.kind == "action":
            return match.apply(step.action, step.player)  # type: ignore[arg-type]  # checked by apply
        if step.kind == "chance":
            if match.to_move != CHANCE:
                raise IllegalAction(msg("core.illegal.no_chance_pending"))
            return match.apply_chance(step.action)
    except IllegalAction as err:
        raise _at(number, err.reason) from None
    return match


def _at(step: int, reason: Msg) -> ScenarioError:
    return ScenarioError(msg("core.error.bad_scenario", step=step, reason=reason))


def _is_caption(value: Any, limit: int) -> bool:
    return (
        isinstance(value, dict)
        and set(value) == set(LANGUAGES)
        and all(isinstance(t, str) and len(t.strip()) > 0 and len(t) <= limit for t in value.values())
    )


def _caption(value: Any, number: int) -> Caption:
    if not _is_caption(value, MAX_CAPTION):
        reason = msg("scenario.error.bad_caption", limit=MAX_CAPTION)
        raise _at(number, reason) if number else ScenarioError(reason)
    return {lang: value[lang] for lang in LANGUAGES}


def _highlights(value: Any, number: int, targets: frozenset[str]) -> tuple[str, ...]:
    def fail(reason: Msg) -> ScenarioError:
        return _at(number, reason) if number else ScenarioError(reason)

    if not isinstance(value, list) or len(value) > MAX_HIGHLIGHTS:
        raise fail(msg("scenario.error.bad_highlights", limit=MAX_HIGHLIGHTS))
    for target in value:
        if not isinstance(target, str) or not HIGHLIGHT_PATTERN.match(target):
            raise fail(msg("scenario.error.bad_highlights", limit=MAX_HIGHLIGHTS))
        if target.startswith(TARGET_KINDS) and target not in targets:
            raise fail(msg("scenario.error.unknown_highlight", target=target))
    return tuple(value)


def _board_targets(match: Match) -> frozenset[str]:
    """The board's targets (hexes, squares...), read from its SVG once per scenario."""
    return frozenset(TARGET_ATTR.findall(match.render(None, "en")))


def step_of(error: ScenarioError) -> int | None:
    """The step number an error names (0 for the start position's entries), or None."""
    params = error.reason.params
    if error.reason.key == "core.error.bad_scenario":
        return int(params["step"])
    if error.reason.key == "scenario.error.at_start":
        return 0
    return None


def from_match(match: Match) -> dict[str, Any]:
    """A scenario showing a game's current position: its seed and every action so far as the start
    (what "embed this position" shares); no steps."""
    save = match_to_save(match)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": save["game"],
        "options": save["options"],
        "seats": save["seats"],
        "start": {"seed": save["seed"], "actions": save["actions"]},
        "steps": [],
    }


def seedless_from_match(match: Match) -> dict[str, Any] | None:
    """The position as a scenario without its seed: seed 0 and every chance outcome so far written
    as forced, so nobody can compute the draws and rolls to come from it; None when the position
    cannot be rebuilt without the seed (its setup drew from it)."""
    scenario = from_match(match)
    actions = [{**entry, "forced": True} if "chance" in entry else entry for entry in scenario["start"]["actions"]]
    scenario["start"] = {"seed": 0, "actions": actions}
    try:
        rebuilt = validate(scenario).matches[0]
    except ScenarioError:
        return None
    return scenario if _without_generator(rebuilt.state) == _without_generator(match.state) else None


def _without_generator(state: dict[str, Any]) -> dict[str, Any]:
    """A state without its stored generator (the only part a seed-free rebuild may change)."""
    return {key: value for key, value in state.items() if key != "rng"}
