"""The player's preferences (pure): colour palette, motion, animation speed, public hands.

Stored with the language in `spacetable.v1.settings` (storage.py). Each setting is one of a
few named choices, the first being the default; unknown or damaged values read as the default,
so an older or newer version's settings never stop the app.

The colour-blind-safe palette only changes how the six seat colours are *drawn*: saves keep the
colour ids ("red", "blue", ...), and app.css redraws every board fill and stroke of the standard
palette (`html[data-palette="safe"]`), so every game gets it without knowing about it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from typing import Any

CHOICES: dict[str, tuple[str, ...]] = {
    "palette": ("standard", "safe"),
    "motion": ("system", "reduce", "full"),  # "system" follows prefers-reduced-motion
    "speed": ("normal", "slow", "fast"),
    "hands": ("hidden", "public"),  # "public": no hand-over screen between players
    "previews": ("on", "off"),  # "on": a tap on the board previews the move, a second tap takes it
}

# Colour id -> fill under the colour-blind-safe palette (pairwise distinct under protanopia,
# deuteranopia and tritanopia; tests/web/test_settings.py checks it with a simulation).
SAFE_PALETTE: dict[str, str] = {
    "red": "#d55e00",
    "blue": "#005ab5",
    "yellow": "#ffc20a",
    "green": "#44aa99",
    "purple": "#882255",
    "white": "#f2f2f2",
}


@dataclass(frozen=True)
class Settings:
    """The current choice of each setting (defaults: standard palette, system motion, hidden hands)."""

    palette: str = "standard"
    motion: str = "system"
    speed: str = "normal"
    hands: str = "hidden"
    previews: str = "on"

    @classmethod
    def from_data(cls, data: dict[str, Any] | None) -> Settings:
        """Settings from the stored object; anything missing or unknown reads as the default."""
        data = data or {}
        chosen = {f.name: data[f.name] for f in fields(cls) if data.get(f.name) in CHOICES[f.name]}
        return cls(**chosen)

    def to_data(self) -> dict[str, str]:
        """The stored form (merged with the language by the store)."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    def choose(self, name: str, value: str) -> Settings | None:
        """These settings with one choice changed, or None if the name or value is unknown."""
        if value not in CHOICES.get(name, ()):
            return None
        return replace(self, **{name: value})

    @property
    def public_hands(self) -> bool:
        """True when every player may see the whole table (no hand-over between players)."""
        return self.hands == "public"


def parse_choice(arg: str) -> tuple[str, str]:
    """A button's "name:value" argument as (name, value)."""
    name, _, value = arg.partition(":")
    return name, value
