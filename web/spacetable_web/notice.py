"""The live region's notice, shared by the controller and the bot table."""

from __future__ import annotations

from dataclasses import dataclass

from pyengine.core import Msg


@dataclass(frozen=True)
class Notice:
    """A message for the live region: "error" (an attempt was refused) or "info"."""

    kind: str
    message: Msg
