"""Specific exceptions; each carries a localizable reason."""

from __future__ import annotations

from pyengine.core.messages import Msg


class SpacetableError(ValueError):
    """Base of every error the engine raises on bad input."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.key)
        self.reason = reason

    def __str__(self) -> str:
        from pyengine.i18n import translate

        return translate(self.reason, "en")


class IllegalAction(SpacetableError):
    """An action that is not legal in the current state; the state is unchanged."""


class SaveError(SpacetableError):
    """A save or import that cannot be loaded: corrupt, unknown, tampered or from another schema."""


class ScenarioError(SpacetableError):
    """A scenario that does not validate."""
