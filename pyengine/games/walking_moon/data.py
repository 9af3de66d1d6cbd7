"""Components of Walking on the Moon as data: moon cards, dice, action cards, special squares, board.

The rulebook lists the components but not what is printed on them; every value here that it does
not give is a ruling documented in docs/rules/walking-on-the-moon.md (each with its reason).
"""

from __future__ import annotations

from pyengine.core.sideview import Terrain

CARD_WIDTH = 6  # columns (squares) of a moon card
CARD_HEIGHT = 5  # height levels of a moon card
CARDS_IN_RACE = 5  # card areas on the board

# Connector squares (the start/finish and the 4 token squares between cards): firm ground on the
# lowest level, open space above.
CONNECTOR = Terrain.from_rows(["."] * (CARD_HEIGHT - 1) + ["o"])

# Moon cards, drawn top level first ("#" rock, "o" circle, "x" hazard, "." no ground,
# "t"/"h" tunnel squares with and without circle), with their Sputnik squares (column, level).
NORMAL_CARDS: dict[str, tuple[tuple[str, ...], tuple[tuple[int, int], ...]]] = {
    "n01": (("......", "......", "......", "......", "ooxoox"), ((2, 1),)),
    "n02": (("......", "......", "......", "..o...", "oo#oxo"), ((3, 1),)),
    "n03": (("......", "......", "......", ".o..o.", "o#oo#o"), ((2, 2),)),
    "n04": (("......", "......", "..oo..", ".o##o.", "o####o"), ((3, 3),)),
    "n05": (("......", "......", "..xo..", ".o##o.", "o####x"), ((4, 2),)),
    "n06": (("......", "......", "......", "o....o", "#oxxo#"), ((2, 1),)),
    "n07": (("......", "..oo..", ".o##o.", ".####.", "otthto"), ((2, 0),)),
    "n08": (("......", "......", "...oo.", "..o##.", "oo###o"), ((5, 2),)),
    "n09": (("......", "......", "......", ".oo.oo", "o##x##"), ((3, 2),)),
    "n10": (("......", "......", "......", ".oo.o.", "o##x#o"), ((3, 1),)),
    "n11": (("......", "...o..", "..o#o.", ".o###o", "o#####"), ((3, 4),)),
    "n12": (("......", "......", "..oo..", "..##..", "oothoo"), ((4, 1),)),
}
HARD_CARDS: dict[str, tuple[tuple[str, ...], tuple[tuple[int, int], ...]]] = {
    "h1": (("......", "......", "......", "o....o", "#xoxo#"), ((2, 2), (3, 1))),
    "h2": (("......", "......", "..ox..", ".x##o.", "o####x"), ((1, 3),)),
    "h3": (("......", "..oo..", ".o##o.", ".####.", "ohthho"), ((2, 0), (3, 4))),
    "h4": (("......", "......", "......", "oo..oo", "##xx##"), ((2, 1), (3, 1))),
    "h5": (("......", "......", "......", "ox..ox", "##ox##"), ((2, 1),)),
}
COPIES_OF_NORMAL = 6  # 12 designs x 6 + 5 hard = the 77 cards of the box
MOON_CARDS = {**NORMAL_CARDS, **HARD_CARDS}
TERRAINS: dict[str, Terrain] = {cid: Terrain.from_rows(rows) for cid, (rows, _) in MOON_CARDS.items()}
SPUTNIKS: dict[str, tuple[tuple[int, int], ...]] = {cid: spots for cid, (_, spots) in MOON_CARDS.items()}


def deck() -> list[str]:
    """The 77 moon cards by id, in box order (shuffled at setup)."""
    return [cid for cid in NORMAL_CARDS for _ in range(COPIES_OF_NORMAL)] + list(HARD_CARDS)


# Points printed on each card's columns, counted for whoever ends on the last card without crossing.
LAST_CARD_POINTS = (4, 5, 6, 7, 8, 9)
FIRST_ACROSS = 11
LATER_ACROSS = 10

# Dice: six, two of each colour. A face is its number of advances, "k" marking the skull.
DICE = ("blue", "blue", "white", "white", "black", "black")
FACES: dict[str, tuple[str, ...]] = {
    "blue": ("1", "2", "2", "3", "3", "4"),
    "white": ("1", "1", "1", "2", "2", "2"),
    "black": ("1", "1", "2", "2", "2", "2k"),
}
STEP_KIND = {"blue": "straight", "white": "descend", "black": "climb"}
SLOTS = 3  # jump slots on a jump card
NORMAL_DICE, HANDICAP_DICE, ACCIDENT_DICE, MAX_DICE = 4, 3, 2, 6

# Counters in the box: taking one from an empty supply gives nothing.
SPUTNIK_SUPPLY, CT_SUPPLY, HANDICAP_SUPPLY = 25, 10, 5

# Action cards: 8 kinds, 3 of each = 24. Red cards harm another player and never target the last.
ACTIONS = (
    "slipstream",
    "cooperation",
    "planning",
    "extra_jump",
    "teamwork",
    "no_instructions",
    "miscalculation",
    "penalty",
)
COPIES_OF_ACTION = 3
RED_ACTIONS = frozenset({"no_instructions", "miscalculation", "penalty"})
END_OF_ROUND_ACTIONS = ("planning", "extra_jump", "teamwork")

# The 7 special-square tokens, one effect each; 4 of them are drawn onto the squares between cards.
SPECIALS = (
    "advance_circle",
    "back_circle",
    "spend_sputniks",
    "gain_ct",
    "gain_sputniks",
    "reroll_next",
    "jump_now",
)
TOKEN_SQUARES = 4
