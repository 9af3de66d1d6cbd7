"""The names of The Artemis Project's decisions, each written once: the phases of a round (who
decides while nothing is pending: flow.QUEUE's phases) and the kinds of task on its queue
(flow.QUEUE). A misspelt name then fails where it is used, not at the table."""

from __future__ import annotations

# --- the phases ----------------------------------------------------------------------------------
SETUP = "setup"  # the board's setup for a round (also the task that runs it)
PLACE = "place"  # the players place their dice, clockwise
RESOLVE = "resolve"  # the regions resolve, letter by letter (also the task resolving one letter)
UPKEEP = "upkeep"  # moving colonists, ocean buildings working, the shelters paid
OVER = "over"  # the game has ended
PHASES = (SETUP, PLACE, RESOLVE, UPKEEP, OVER)

# --- the pending tasks -----------------------------------------------------------------------------
ROLL = "roll"  # the round's dice are rolled: chance
RESHUFFLE = "reshuffle"  # a pile is reshuffled: chance
AFTER_PLACE = "after_place"  # the next player to place, or the resolution (automatic)
ESCORT = "escort"  # colonists sent with a die placed on an expedition
MARINE = "marine"  # a Marine's cut of a rival's die
REWARD = "reward"  # an expedition's reward chosen
LEFTOVERS = "leftovers"  # the rewards nobody took (automatic)
RECRUIT = "recruit"  # colonists recruited at the Doorstep
TRAIN = "train"  # a Pioneer trained at the Academy
ARRANGE = "arrange"  # colonists moved into buildings (or evicted)
ACTIVATE = "activate"  # ocean buildings work (automatic)
PAY = "pay"  # the shelters are paid (automatic)
END_ROUND = "end_round"  # the next round, or the end (automatic)
PLAYER_TASKS = (ESCORT, MARINE, REWARD, RECRUIT, TRAIN, ARRANGE)  # the tasks a player answers
