"""The names of Migration: Mars's decisions, each written once: the active player's turn (the queue's
idle decision, nothing pending) and the kinds of task on its queue (flow.QUEUE). What the table says
for each is declared in declared.py. A misspelt name then fails where it is used, not at the table."""

from __future__ import annotations

IDLE = "main"  # the active player's turn: colony actions, construction, the dice
OVER = "over"  # the game has ended (no task: what a finished game shows)

# --- chance ----------------------------------------------------------------------------------------
SHUFFLE = "shuffle"  # the event deck is shuffled
FIRST_ROLL = "first_roll"  # the first player's die (again among the tied)
DICE = "dice"  # the movement and harvest dice
METEOR = "meteor"  # a meteor's direction, distance and impact
EXPLORE = "explore"  # the ruins' exploration die
DRAW_EVENT = "draw_event"  # an event card drawn
CHANCE_KINDS = frozenset({SHUFFLE, FIRST_ROLL, DICE, METEOR, EXPLORE, DRAW_EVENT})

# --- automatic steps -------------------------------------------------------------------------------
END_TURN = "end_turn"  # the next player's turn (after the supply stop when the rover reached one)
UPKEEP = "upkeep"  # supply stop 1: refineries and water
RECHARGE = "recharge"  # supply stop 2: fuel cells
PRODUCE = "produce"  # supply stop 3: Olympium, RCUs, medipacks
WIN_CHECK = "win_check"  # supply stop 6: the end of the game

# --- a player's decisions (dropped, when they offer no choice, by flow.SKIPPABLE) ---------------------
MOVE = "move"  # fuel cells added to the rover's move after the roll
FUEL = "fuel"  # fuel cells committed before the roll
EVACUATE = "evacuate"  # where a unit of a destroyed building goes
REPAIR = "repair"  # a destroyed building to a repair platform or the player board
INJURE = "injure"  # which healthy unit is injured
PICK_RESOURCE = "pick_resource"  # a basic resource taken at the ruins
SUPPLY_CHOICE = "supply_choice"  # a supply card taken (the Supply drop event)
GIFT = "gift"  # supply stop 4: the shipment (a supply card or a new colonist)
FIRST_TUNNEL = "first_tunnel"  # the setup: each player's first tunnel
RUINS = "ruins"  # the ruins' reward: a blueprint or Olympium
TRADE_EDIT = "trade_edit"  # the proposer edits the offer
TRADE_ANSWER = "trade_answer"  # the partner answers it (outside their own turn)
