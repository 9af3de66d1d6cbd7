"""The choices March on Mars's options offer: the declaration reads them, so they stay apart from
data.py (which builds the Mars cards with the side-view geometry the home page must not ship)."""

DIFFICULTIES = ("normal", "baby", "sergeant", "exterminator")  # "normal": the printed rules
UPGRADE_CHOICES = ("bunker", "random")
