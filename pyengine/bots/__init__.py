"""Computer players: random, heuristic and MCTS bots on the engine's generic API.

```python
from pyengine.bots import make_bot
bot = make_bot("mcts", "normal", seed=7)
action = bot.choose(match, match.to_move)        # or: search = bot.start(match, p); search.step(20) ...
```
See docs/bots.md.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from pyengine.bots.levels import LEVELS

if TYPE_CHECKING:
    from pyengine.bots.base import BaseBot, Bot, Search, finish
    from pyengine.bots.coach import Choice, Review, hint, review, review_chart, start_hint, start_review
    from pyengine.bots.heuristic import HeuristicBot, HeuristicSettings
    from pyengine.bots.kinds import LEVEL_SETTINGS, BotSpec, kinds, level_settings, make_bot, parse_spec
    from pyengine.bots.mcts import MctsBot, MctsSettings
    from pyengine.bots.random_bot import RandomBot

# Each name's module, imported when the name is first read: the package's own import stays light
# (the home page names the levels; the search code ships in the table's zip, tools/build.py).
_HOMES = {
    **dict.fromkeys(("BaseBot", "Bot", "Search", "finish"), "base"),
    **dict.fromkeys(("Choice", "Review", "hint", "review", "review_chart", "start_hint", "start_review"), "coach"),
    **dict.fromkeys(("HeuristicBot", "HeuristicSettings"), "heuristic"),
    **dict.fromkeys(("LEVEL_SETTINGS", "BotSpec", "kinds", "level_settings", "make_bot", "parse_spec"), "kinds"),
    **dict.fromkeys(("MctsBot", "MctsSettings"), "mcts"),
    "RandomBot": "random_bot",
}


def __getattr__(name: str) -> Any:
    """A bot class or helper, its module imported on first use."""
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(name)
    module = importlib.import_module(f"pyengine.bots.{home}")
    # Bound here once: importing the sub-module `kinds` set the package's `kinds` to the module,
    # and the package's `kinds` is the function, as it always was.
    globals().update({other: getattr(module, other) for other, where in _HOMES.items() if where == home})
    return getattr(module, name)


__all__ = [
    "LEVELS",
    "LEVEL_SETTINGS",
    "BaseBot",
    "Bot",
    "BotSpec",
    "Choice",
    "HeuristicBot",
    "HeuristicSettings",
    "MctsBot",
    "MctsSettings",
    "RandomBot",
    "Review",
    "Search",
    "finish",
    "hint",
    "kinds",
    "level_settings",
    "make_bot",
    "parse_spec",
    "review",
    "review_chart",
    "start_hint",
    "start_review",
]
