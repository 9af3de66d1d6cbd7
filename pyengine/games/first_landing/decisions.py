"""The names of First Landing's decisions, each written once: its phases (who decides in each and
what the table says: declared.py). A misspelt name then fails where it is used, not at the table."""

from __future__ import annotations

ROLL = "roll"  # the active player rolls the die for energy
ROLLING = "rolling"  # the die: chance
BUILD = "build"  # the active player claims hexes or ends the turn
RESPOND = "respond"  # the claim's neighbour allows or contests it (outside their own turn)
OVER = "over"  # the game has ended

PHASES = (ROLL, ROLLING, BUILD, RESPOND, OVER)
