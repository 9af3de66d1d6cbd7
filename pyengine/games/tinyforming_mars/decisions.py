"""The names of TINYforming Mars's decisions, each written once: the action phase (the idle decision
of the queue, nothing pending) and the kinds of task on its queue (flow.QUEUE). What the table says
for each decision is declared in declared.py. A misspelt name then fails where it is used."""

from __future__ import annotations

# --- the action phase ----------------------------------------------------------------------------
MAIN = "main"  # the active player plays a project, a standard project or passes
OVER = "over"  # the game has ended (no task: what a finished game shows)

# --- chance --------------------------------------------------------------------------------------
COLORS = "colors"  # White and Black are drawn
DRAW = "draw"  # a face-down card is drawn (automatic once every card was seen)

# --- a player's decisions, dropped when they cannot be taken --------------------------------------
KEEP = "keep"  # the draft: which end of the drawn card is kept
CITY = "city"  # a city is placed (or, with every city out, one moves)
PLACE = "place"  # a parameter cube is placed
TOKEN = "token"  # a resource token is taken
REMOVE = "remove"  # a greenery is removed
EXTRA_HEAT = "extra_heat"  # Methane From Titan's second heat, or not
DECIDED = (KEEP, CITY, PLACE, TOKEN, REMOVE, EXTRA_HEAT)

# --- automatic steps -------------------------------------------------------------------------------
GAIN_HEAT = "gain_heat"  # a heat cube to the player's supply
CREDITS = "credits"  # credits paid by an effect's rule
END_TURN = "end_turn"  # the next player who has not passed acts, or the generation ends
START_ACTIONS = "start_actions"  # the action phase of a generation begins
END_GENERATION = "end_generation"  # credits return, income, the end check
