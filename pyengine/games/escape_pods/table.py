"""Stub."""
from pyengine.core.table import Table
class EscapePodsTable(Table):
    """Stub."""
