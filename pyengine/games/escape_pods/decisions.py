"""The names of Escape Pods' decisions, each written once: the phases (who decides while nothing is
pending: flow.QUEUE's phases) and the kinds of task on its queue (flow.QUEUE). A misspelt name then
fails where it is used, not at the table."""

from __future__ import annotations

# --- the phases ----------------------------------------------------------------------------------
SETUP = "setup"  # the setup's draws: chance
PLAY = "play"  # the active player's turn
SCORING = "scoring"  # the refuges' crew are assigned (asked of their owners as tasks)
OVER = "over"  # the game has ended

# --- the pending tasks -----------------------------------------------------------------------------
REFUGE = "refuge"  # a refuge card dealt: chance
REVEAL = "reveal"  # an explosion card revealed: chance
FIRST = "first"  # the first player drawn: chance
EFFECT = "effect"  # the active player chooses an activation space's effect
HANGAR = "hangar"  # a pod back from space: the hangar it goes to
ASSIGN = "assign"  # scoring: a crew's owner chooses its assignment space
CHECK = "check"  # after an explosion: the barrier and the end (automatic)
NEXT = "next"  # the next turn (automatic)
SCORE = "score"  # the refuges' scoring goes on (automatic)
