"""Localizable messages: a catalog key plus parameters, translated only at the edge."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Msg:
    """A message key with parameters; parameters may themselves be messages."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON form: {"key": ..., "params": {...}} with nested messages expanded."""
        return {"key": self.key, "params": {k: _param_json(v) for k, v in self.params.items()}}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Msg:
        """Inverse of to_json."""
        params = {k: _param_from_json(v) for k, v in data.get("params", {}).items()}
        return cls(str(data["key"]), params)


def msg(key: str, **params: Any) -> Msg:
    """Shorthand constructor: msg("core.illegal.not_your_turn", player=1)."""
    return Msg(key, params)


def _param_json(value: Any) -> Any:
    return value.to_json() if isinstance(value, Msg) else value


def _param_from_json(value: Any) -> Any:
    if isinstance(value, dict) and set(value) == {"key", "params"}:
        return Msg.from_json(value)
    return value
