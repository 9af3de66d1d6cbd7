"""The registry of bot kinds and what the difficulty levels mean for each.

A bot is named by a spec string `kind[:level][,setting=value...]`, e.g. `random`,
`heuristic:easy`, `mcts:hard`, `mcts:normal,seconds=0.5,iterations=none`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pyengine.bots.base import Bot
from pyengine.bots.heuristic import HeuristicBot, HeuristicSettings
from pyengine.bots.levels import LEVELS
from pyengine.bots.mcts import MctsBot, MctsSettings
from pyengine.bots.random_bot import RandomBot
from pyengine.core.registry import declaration_of

Setting = int | float | None

# kind -> level -> settings (fields of the kind's settings class); documented in docs/bots.md.
LEVEL_SETTINGS: dict[str, dict[str, dict[str, Setting]]] = {
    "random": {"easy": {}, "normal": {}, "hard": {}},
    "heuristic": {
        "easy": {"noise": 0.3, "samples": 1},
        "normal": {"noise": 0.1, "samples": 3},
        "hard": {"noise": 0.02, "samples": 6},
    },
    "mcts": {
        "easy": {"iterations": 50, "rollout_depth": 0},
        "normal": {"iterations": 200, "rollout_depth": 0},
        # hard stops at 2 s of thinking if 800 playouts take longer (Escape Pods and TINYforming
        # Mars: 8 s of CPython on their bench positions, more in a browser), but never before
        # normal's 200: on a busy machine 2 s held no more playouts than normal (docs/bots.md).
        "hard": {"iterations": 800, "seconds": 2.0, "min_iterations": 200, "rollout_depth": 0},
    },
}

_FACTORIES: dict[str, Callable[[int, dict[str, Setting]], Bot]] = {
    "random": lambda seed, settings: RandomBot(seed),
    "heuristic": lambda seed, settings: HeuristicBot(seed, HeuristicSettings(**settings)),  # type: ignore[arg-type]
    "mcts": lambda seed, settings: MctsBot(seed, MctsSettings(**settings)),  # type: ignore[arg-type]
}
_SETTINGS_CLASSES: dict[str, type[Any] | None] = {"random": None, "heuristic": HeuristicSettings, "mcts": MctsSettings}


def kinds() -> list[str]:
    """The registered bot kinds."""
    return list(_FACTORIES)


@dataclass(frozen=True)
class BotSpec:
    """A bot configuration: kind, difficulty level and settings overriding the level's."""

    kind: str
    level: str = "normal"
    overrides: tuple[tuple[str, Setting], ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in _FACTORIES:
            raise ValueError(f"unknown bot kind {self.kind!r} (known: {', '.join(kinds())})")
        if self.level not in LEVELS:
            raise ValueError(f"unknown level {self.level!r} (known: {', '.join(LEVELS)})")
        allowed = _setting_names(self.kind)
        for name, _ in self.overrides:
            if name not in allowed:
                raise ValueError(f"bot {self.kind!r} has no setting {name!r} (known: {', '.join(sorted(allowed))})")

    @property
    def label(self) -> str:
        """The spec string that parses back to this spec."""
        extra = "".join(f",{k}={_format(v)}" for k, v in self.overrides)
        levelled = any(LEVEL_SETTINGS[self.kind].values())  # random bots have no levels to name
        return f"{self.kind}:{self.level}{extra}" if levelled else f"{self.kind}{extra}"

    def settings(self, game: str = "") -> dict[str, Setting]:
        """The level's settings (with what `game` declares for that level), the overrides applied."""
        return {**level_settings(self.kind, self.level, game), **dict(self.overrides)}

    def build(self, seed: int = 0, game: str = "") -> Bot:
        """A new bot with this configuration and seed, tuned as `game` declares ("": no game's)."""
        return _FACTORIES[self.kind](seed, self.settings(game))


def level_settings(kind: str, level: str, game: str = "") -> dict[str, Setting]:
    """A kind's settings at a level: the shared table's, then what the game declares for it
    (`GameDeclaration.bot_levels`: a tuning measured for that game alone)."""
    declared = declaration_of(game) if game else None
    tuned = declared.bot_levels.get(kind, {}).get(level, {}) if declared is not None else {}
    return {**LEVEL_SETTINGS[kind][level], **tuned}


def parse_spec(text: str) -> BotSpec:
    """A spec from `kind[:level][,setting=value...]`; ValueError if anything is unknown."""
    head, *pairs = [part.strip() for part in text.split(",")]
    kind, _, level = head.partition(":")
    overrides = []
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep:
            raise ValueError(f"expected setting=value, got {pair!r}")
        overrides.append((name.strip(), _parse_value(value.strip())))
    return BotSpec(kind.strip(), level.strip() or "normal", tuple(overrides))


def make_bot(kind: str, level: str = "normal", seed: int = 0, game: str = "", **overrides: Setting) -> Bot:
    """A bot of a kind and level (tuned as `game` declares), e.g. make_bot("mcts", "hard", seed=3, seconds=1.0)."""
    return BotSpec(kind, level, tuple(overrides.items())).build(seed, game)


def _setting_names(kind: str) -> set[str]:
    cls = _SETTINGS_CLASSES[kind]
    return set() if cls is None else {f.name for f in dataclasses.fields(cls)}


def _parse_value(text: str) -> Setting:
    if text.lower() == "none":
        return None
    try:
        return int(text)
    except ValueError:
        pass
    try:
        return float(text)
    except ValueError:
        raise ValueError(f"setting values are numbers or none, got {text!r}") from None


def _format(value: Setting) -> str:
    return "none" if value is None else f"{value:g}" if isinstance(value, float) else str(value)
