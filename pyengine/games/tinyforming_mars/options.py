"""The choices TINYforming Mars's options offer: the declaration reads them, so they stay apart from
data.py (its maps and decks, which the home page need not ship; tests check the two agree)."""

MAP_NAMES = ("tharsis", "elysium")
DECK_SIZES = (7, 14)  # the short deck's pairs, or all of them
DEFAULT_GENERATION_LIMIT = 20  # a safety net for two players; the Base Game ends after 12
