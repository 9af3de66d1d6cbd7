"""The names of Walking on the Moon's decisions, each written once: the phases of a turn (who
decides while nothing is pending: turn.PHASES) and the kinds of pending task on its queue
(turn.QUEUE). A misspelt name then fails where it is used, not at the table."""

from __future__ import annotations

# --- the phases: the turn's own moves ------------------------------------------------------------
PROGRAM = "program"  # the active astronaut's player programs the dice
ROLLING = "rolling"  # the programmed (or rerolled) dice are rolled: chance
CHOOSE = "choose"  # a result of the roll is used (or a die rerolled)
CONTINUE = "continue"  # jump again or stop
OVER = "over"  # the game has ended

# --- the pending tasks ------------------------------------------------------------------------------
ASK = "ask"  # an action-card window asks a player to play (or swap) their card
RESUME = "resume"  # a window's end: the flow goes on where it stopped (turn.RESUMES)
ROB = "rob"  # a landing: rob an astronaut met there, or not
SHARE = "share"  # a landing: give counters to one's other astronaut there
TOKEN = "token"  # a landing on a special square: its effect, or SPECIAL if it needs a choice
SPECIAL = "special"  # a special square's choice
LANDED_END = "landed_end"  # after the landing: the next jump's decision or the end of the turn
CARD_SQUARE = "card_square"  # a card move reached a special square: its choice, as a nested turn
ACT = "act"  # a nested turn: an astronaut moving for an action card (phases decide while it heads)
DRAWING = "drawing"  # a player draws an action card: chance
START_TURN = "start_turn"  # the first turn of the round, once the cards are drawn
LANDING = frozenset({ROB, SHARE, TOKEN, SPECIAL, LANDED_END})  # what a landing queues (and its end)
