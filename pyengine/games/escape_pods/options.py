"""The choices Escape Pods's options offer: the declaration reads them, so they stay apart from
data.py (the board, refuges and explosion cards, which the home page need not ship)."""

DEFAULT_MAX_ROUNDS = 20  # ruling 12: a game nobody ends by explosions stops here
REFUGE_MODES = ("first", "random")
SOLO_CARDS = ("centre", "sectors")  # ruling 6 (sector 12 six times) or the first design (ruling 16)
