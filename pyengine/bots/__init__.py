"""Computer players: random, heuristic and MCTS bots on the engine's generic API.

```python
from pyengine.bots import make_bot
bot = make_bot("mcts", "normal", seed=7)
action = bot.choose(match, match.to_move)        # or: search = bot.start(match, p); search.step(20) ...
```
See docs/bots.md.
"""

from pyengine.bots.base import BaseBot, Bot, Search, finish
from pyengine.bots.heuristic import HeuristicBot, HeuristicSettings
from pyengine.bots.kinds import LEVEL_SETTINGS, LEVELS, BotSpec, kinds, make_bot, parse_spec
from pyengine.bots.mcts import MctsBot, MctsSettings
from pyengine.bots.random_bot import RandomBot

__all__ = [
    "LEVELS",
    "LEVEL_SETTINGS",
    "BaseBot",
    "Bot",
    "BotSpec",
    "HeuristicBot",
    "HeuristicSettings",
    "MctsBot",
    "MctsSettings",
    "RandomBot",
    "Search",
    "finish",
    "kinds",
    "make_bot",
    "parse_spec",
]
