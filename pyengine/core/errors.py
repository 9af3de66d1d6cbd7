"""Specific exceptions; each carries a localizable reason."""

from __future__ import annotations

from pyengine.core.messages import Msg


class SpacetableError(ValueError):
    """Base of every error the engine raises on bad input."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.key)
        self.reason = reason

    def __str__(self) -> str:
        # The key and parameters: translation belongs to the edge (pyengine.i18n), which the core
        # never imports; the command line prints the translated reason.
        params = ", ".join(f"{k}={v!r}" for k, v in self.reason.params.items())
        return f"{self.reason.key} ({params})" if params else self.reason.key


class IllegalAction(SpacetableError):
    """An action that is not legal in the current state; the state is unchanged."""


class SaveError(SpacetableError):
    """A save or import that cannot be loaded: corrupt, unknown, tampered or from another schema."""


class ScenarioError(SpacetableError):
    """A scenario that does not validate."""


class PositionError(SpacetableError):
    """A written position that does not hold: unknown game, wrong layout or a broken invariant."""
