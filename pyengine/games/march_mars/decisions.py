"""The names of March on Mars's decisions, each written once: the phases (who decides while nothing
is pending: queue.PHASES) and the kinds of task on its queue (queue.QUEUE). A misspelt name then
fails where it is used, not at the table."""

from __future__ import annotations

# --- the phases ----------------------------------------------------------------------------------
TRAIN = "train"  # each marine chooses its ability (setup)
LAND = "land"  # each marine lands on a square of the Landing Zone (setup)
PICK = "pick"  # the team chooses who plays next
PROGRAM = "program"  # the active marine's player programs the dice
ROLLING = "rolling"  # the programmed dice are rolled: chance
CHOOSE = "choose"  # a roll's result is used (move, shoot, reroll, ...)
CONTINUE = "continue"  # the next programmed action, or stop
TARGET = "target"  # the missile's target
ARRIVE = "arrive"  # a teleport's landing square
WAVES = "waves"  # the round's end: sentries, the Landing Zone, the side die (automated)
OVER = "over"  # the game has ended

MARINE_TURN = (PROGRAM, CHOOSE, CONTINUE, TARGET, ARRIVE)  # the active marine's player decides
MENU_FIRST = (PROGRAM, CHOOSE, LAND, ARRIVE, TARGET)  # a square or slot tapped first offers a menu
GEAR_PHASES = (PROGRAM, CHOOSE, CONTINUE)  # equipment may be used

# --- the pending tasks -----------------------------------------------------------------------------
ALIEN = "alien"  # an alien's move (an automated opponent's step)
DRAW = "draw"  # a new wave drawn from the bag: chance
SIDE = "side"  # the white die picks the wave's side: chance
SENTRY = "sentry"  # the sentries shoot: chance
GEAR = "gear"  # an equipment card drawn: chance
DECOY = "decoy"  # the decoy's owner keeps or rerolls the side die
ZA_CHECK = "za_check"  # aliens in the Landing Zone damage the base (automatic)
WAVE = "wave"  # a wave marches (automatic)
NEW_ROUND = "new_round"  # the next round begins (automatic)
ASKED = (ALIEN, DRAW, SIDE, SENTRY, GEAR)  # the automated tasks the status line names (DECOY: declared.py)
