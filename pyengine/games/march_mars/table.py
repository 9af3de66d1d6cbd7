"""placeholder"""

from pyengine.core.table import Table


class MarchMarsTable(Table):
    pass
