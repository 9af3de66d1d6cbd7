"""Make `web/` importable so the pure parts of the browser UI run under CPython."""

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
