"""Test doubles for the browser's storage."""

from spacetable_web.storage import MemoryStore


class QuotaExceededError(Exception):
    """What a full localStorage raises (a DOMException named QuotaExceededError in browsers)."""


class FullStore(MemoryStore):
    """A store that refuses new writes once `full` is set (existing items stay readable)."""

    def __init__(self) -> None:
        super().__init__()
        self.full = False

    def setItem(self, key: str, value: str) -> None:
        """Refuse when full, like a browser over its quota."""
        if self.full:
            raise QuotaExceededError("quota")
        super().setItem(key, value)
