"""Components of March on Mars as data: Mars cards, the board, dice, aliens, upgrades, training, equipment.

The rulebook lists the components but not what is printed on them; every value here that it does
not give is a ruling documented in docs/rules/march-on-mars.md (each with its reason).
"""

from __future__ import annotations

from pyengine.core.sideview import Terrain

CARD_WIDTH = 6  # columns of a Mars card (as a moon card: the same box, the other face)
CARD_HEIGHT = 5  # height levels
TURNS = 8  # the bomb must go off within 8 turns
BASE_LIVES = 3  # the third successful attack on the Landing Zone destroys the base
BOMB_DICE = 4
BOMB_TARGET = 9  # the four dice must total 9 or more
KAMIKAZE_DICE = 5

# Connector squares (the defenders' squares at both ends, the upgrade squares beside the Landing
# Zone and the squares between two Mars cards): firm ground on the lowest level.
CONNECTOR = Terrain.from_rows(["."] * (CARD_HEIGHT - 1) + ["o"])

# Mars cards, drawn top level first ("#" rock, "o" circle, "x" hazard: a lava lake on the lowest
# level, a tentacle higher up, "." no ground, "t"/"h" tunnel squares with and without circle).
MARS_CARDS: dict[str, tuple[str, ...]] = {
    "m01": ("......", "......", "......", "......", "ooxxoo"),  # a lava lake across the plain
    "m02": ("......", "......", "......", "......", "ooooxo"),
    "m03": ("......", "......", "......", "......", "oooooo"),
    "m04": ("......", "......", "..ox..", "..##..", "oottoo"),  # a tentacle on the summit, a tunnel under it
    "m05": ("......", "......", "......", "......", "ooxxoo"),  # a lava pit
    "m06": ("......", "..oo..", ".o##o.", ".####.", "otthto"),  # the tunnel with the hidden square
    "m07": ("......", "......", "...oo.", "...##.", "oootto"),
    "m08": ("......", "......", "......", "......", "oooxoo"),
    "m09": ("......", "......", "..oo..", "..##..", "oothoo"),
    "m10": ("......", "......", "......", "......", "oooxoo"),  # a tentacle pit
}
TERRAINS: dict[str, Terrain] = {cid: Terrain.from_rows(rows) for cid, rows in MARS_CARDS.items()}
HIDDEN: dict[str, tuple[int, int]] = {"m06": (2, 0)}  # the yellow circle in a tunnel: equipment
CARDS_IN_PLAY = 4  # Mars cards on the whole board (two on each side)

# The Landing Zone: a flat card with the rockets.
ZA = "za"
ZA_TERRAIN = Terrain.from_rows(["......", "......", "......", "......", "oooooo"])

LEFT, RIGHT = "left", "right"
SIDES = (LEFT, RIGHT)

# Dice: six, two of each colour, as in Walking on the Moon. A face is a number, "k" marks the skull.
DICE = ("blue", "blue", "white", "white", "black", "black")
FACES: dict[str, tuple[str, ...]] = {
    "blue": ("1", "2", "2", "3", "3", "4"),
    "white": ("1", "1", "1", "2", "2", "2"),
    "black": ("1", "1", "2", "2", "2", "2k"),
}
STEP_KIND = {"blue": "straight", "white": "descend", "black": "climb"}
SLOTS = 3  # action slots on a combat card
NORMAL_DICE, DOWN_DICE, BOOSTED_DICE, AFTER_BOOST_DICE = 4, 2, 6, 3
MISSILE_DICE = (2, 3)  # the two white dice of the missile battery (distance 2-4)
SIDE_DIE = 2  # the white die that picks the wave's side: 1 left, 2 right
SENTRY_DICE = (0, 1)  # the sentries shoot with the two blue dice

# Aliens: the colour is the hits that kill one.
HITS = {"yellow": 1, "blue": 2, "red": 3}
COLOURS = ("yellow", "blue", "red")
# Markers in the bag (yellow, blue, red) by difficulty and player count: the box's count is not
# printed, so the bag is the designed difficulty table (ruling 5, tuned with
# bench/march_mars_winrate.py). With 3-5 players Sergeant's and Exterminator's printed changes swell
# the waves by every marine guarding the ZA, so their bags are the lightest (with 5 players normal's
# and Sergeant's bags are one: the printed changes alone set them apart); with 2 players (half the
# board, both marines out attacking) those changes hardly bite and the bag does.
BAGS: dict[str, dict[int, tuple[int, int, int]]] = {
    "baby": {2: (38, 2, 0), 3: (38, 2, 0), 4: (38, 2, 0), 5: (38, 2, 0)},
    "normal": {2: (34, 5, 1), 3: (38, 2, 0), 4: (38, 2, 0), 5: (38, 2, 0)},
    "sergeant": {2: (27, 10, 3), 3: (40, 0, 0), 4: (40, 0, 0), 5: (38, 2, 0)},
    "exterminator": {2: (16, 16, 8), 3: (37, 3, 0), 4: (38, 2, 0), 5: (36, 4, 0)},
}


def bag(difficulty: str, players: int) -> dict[str, int]:
    """A new game's bag of alien markers for this level and player count."""
    return dict(zip(COLOURS, BAGS[difficulty][players], strict=True))


MIN_WAVE = 2

# Base upgrades: 6 markers, 2 of each.
UPGRADES = ("bunker", "sentries", "antenna")

# Special training: 7 cards of 2 abilities each, in the rulebook's order.
TRAINING: dict[str, tuple[str, str]] = {
    "t1": ("fusion", "retro"),
    "t2": ("boosters", "teleport"),
    "t3": ("orbital", "kamikaze"),
    "t4": ("ranger", "multishot"),
    "t5": ("comms", "precog"),
    "t6": ("drone", "sniper"),
    "t7": ("scout", "assault"),
}
ABILITIES = tuple(a for pair in TRAINING.values() for a in pair)
SNIPER_FACES = ("3", "4")  # the sniper's dice that kill an alien outright
FUSION_DOUBLE, FUSION_NONE = "1", "3"

# Equipment: 8 cards, one of each.
EQUIPMENT = ("amulet", "bullets", "boots", "chip", "knife", "rope", "mount", "railgun")
EQUIPMENT_TURN = 5  # from turn 5, if no defender was killed
STEP_OF = {"boots": "u", "rope": "d", "mount": "s"}  # the single step each gear card moves
