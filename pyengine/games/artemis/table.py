"""The Artemis Project at the web table."""

from __future__ import annotations

from pyengine.core.table import Table


class ArtemisTable(Table):
    """The Artemis Project at the web table."""
