"""Escape Pods' tables: the board's 13 sectors, hangars, refuge entrances, beacon spaces, the
refuge and explosion cards, panels and setup counts (docs/rules/escape-pods.md, rulings 1-12)."""

from __future__ import annotations

from pyengine.games.escape_pods import options

# --- the board -----------------------------------------------------------------------------------
SECTORS = tuple(range(1, 14))
# Sector -> its neighbours (components.md §4: the board's 26 internal borders).
ADJACENT: dict[int, tuple[int, ...]] = {
    1: (2, 4, 5), 2: (1, 3, 5), 3: (2, 5, 6), 4: (1, 5, 7, 8), 5: (1, 2, 3, 4, 6, 8), 6: (3, 5, 8, 9),
    7: (4, 8, 10, 11), 8: (4, 5, 6, 7, 9, 10), 9: (6, 8, 10, 13), 10: (7, 8, 9, 11, 12, 13),
    11: (7, 10, 12), 12: (10, 11, 13), 13: (9, 10, 12),
}  # fmt: skip
# Ruling 3: every internal border is a beacon space ("a-b", a < b).
EDGES: tuple[str, ...] = tuple(f"{a}-{b}" for a in SECTORS for b in ADJACENT[a] if a < b)
SHIP_SECTORS = (1, 2, 3)  # the sectors next to the ship (hangars, minipods)
# Hangar -> (the pod size it holds, the sector a boarded pod moves out to).
HANGARS: dict[str, tuple[int, int]] = {"h1": (2, 1), "h2": (3, 2), "h3": (2, 3)}
# Refuge slot -> the sector it is entered from (two side refuges, two central ones).
REFUGE_SECTOR = (11, 12, 12, 13)
SIDE = (True, False, False, True)
REFUGE_SECTORS = (11, 12, 13)
# Ruling 9: the rows of sectors whose third debris forms the barrier (the board's three-sector cuts
# between the ship and the refuges, all within sectors 4-10).
ROWS: tuple[tuple[int, int, int], ...] = ((4, 5, 6), (4, 6, 8), (4, 8, 9), (6, 7, 8), (7, 8, 9), (7, 9, 10))
# Pods: id -> seats. Minipods (size 1) wait in the ship; the others start in their hangars.
PODS: dict[str, int] = {"p3": 3, "p2a": 2, "p2b": 2, "m1": 1, "m2": 1, "m3": 1}
START_AT: dict[str, str] = {"p3": "h2", "p2a": "h1", "p2b": "h3", "m1": "ship", "m2": "ship", "m3": "ship"}

# Where each sector is drawn (x, y of its centre): three rows of pointy-top hexes, ship on the left.
HEX_R = 58.0
CENTRES: dict[int, tuple[float, float]] = {
    1: (270.2, 170), 4: (370.7, 170), 7: (471.1, 170), 11: (571.6, 170),
    2: (220.0, 257), 5: (320.5, 257), 8: (420.9, 257), 10: (521.4, 257), 12: (621.8, 257),
    3: (270.2, 344), 6: (370.7, 344), 9: (471.1, 344), 13: (571.6, 344),
}  # fmt: skip
# Hangar boxes (x, y, width, height) beside sectors 1, 2 and 3.
HANGAR_BOX: dict[str, tuple[float, float, float, float]] = {
    "h1": (105, 145, 100, 50), "h2": (45, 232, 120, 50), "h3": (105, 319, 100, 50),
}  # fmt: skip

# --- crew --------------------------------------------------------------------------------------
ROLES = ("commander", "scientist", "engineer")
PER_ROLE = 3  # each player: 3 Commanders, 3 Scientists, 3 Engineers
ANY = "any"  # an assignment space marked X

# --- control panels: space -> activation spaces (ruling 4) ---------------------------------------
BASIC: dict[str, int] = {"board": 2, "accelerate": 1, "spy": 1, "minipod": 1}
ADVANCED: dict[str, int] = {"boarding": 1, "pilot": 1, "program": 1, "update": 1}
SPACES: dict[str, int] = {**BASIC, **ADVANCED}
ADVANCED_RETURN = ("boarding", "pilot", "program")  # all three filled: the card's crew come back

# --- explosions --------------------------------------------------------------------------------
# Explosion card -> the sector it fills with debris. x04-x10: the multiplayer deck, sectors 4-10
# (components.md); ruling 6: the six solo-only cards s1-s6 all name sector 12, the central refuges'
# approach (the first to go off closes it, the others fall on debris).
MULTI_DECK = tuple(f"x{n:02d}" for n in range(4, 11))
SOLO_SECTOR = 12
SOLO_CARDS = tuple(f"s{n}" for n in range(1, 7))
# The first design's solo cards (ruleset 1: one card for each of sectors 1-3 and 11-13), kept so that
# a solo game saved under it replays as it was played (option solo_cards "sectors", ruling 16).
OLD_SOLO_CARDS = ("x01", "x02", "x03", "x11", "x12", "x13")
EXPLOSIONS: dict[str, int] = {
    **{c: int(c[1:]) for c in MULTI_DECK + OLD_SOLO_CARDS},
    **{c: SOLO_SECTOR for c in SOLO_CARDS},
}
SOLO_DECK = MULTI_DECK + SOLO_CARDS
SOLO_DECKS: dict[str, tuple[str, ...]] = {"centre": SOLO_DECK, "sectors": MULTI_DECK + OLD_SOLO_CARDS}
DEBRIS = {"multi": 7, "solo": 13}
# Explosion tokens' starting arrival space (1-5) by players: (side refuges, central refuges).
TOKENS: dict[int, tuple[int, int]] = {1: (3, 2), 2: (3, 2), 3: (3, 3), 4: (4, 3), 5: (4, 4)}
ARRIVALS = 5  # arrival spaces on a refuge card

# --- beacons: one token per pair of the five colour slots (slot i: seat i) -------------------------
BEACONS: dict[str, tuple[int, int]] = {f"b{a}{b}": (a, b) for a in range(5) for b in range(a + 1, 5)}

# --- refuge cards (ruling 7): five assignment spaces each (role, points, mark) --------------------
Space = tuple[str, int, str]
C, S, E, X = "commander", "scientist", "engineer", ANY
REFUGES: dict[str, tuple[str, tuple[Space, ...]]] = {
    "r01": ("", ((C, 3, ""), (S, 3, ""), (E, 2, ""), (X, 1, ""), (X, 1, ""))),
    "r02": ("", ((C, 2, ""), (S, 3, ""), (E, 3, ""), (X, 1, ""), (X, 1, ""))),
    "r03": ("", ((C, 3, ""), (S, 2, ""), (E, 3, ""), (X, 1, ""), (X, 1, ""))),
    "r04": ("", ((C, 4, ""), (C, 2, ""), (S, 2, ""), (E, 2, ""), (X, 1, ""))),
    "r05": ("", ((S, 4, ""), (S, 2, ""), (C, 2, ""), (E, 2, ""), (X, 1, ""))),
    "r06": ("", ((E, 4, ""), (E, 2, ""), (C, 2, ""), (S, 2, ""), (X, 1, ""))),
    "r07": ("", ((C, 2, ""), (S, 2, ""), (E, 2, ""), (X, 2, ""), (X, 2, ""))),
    "r08": ("", ((C, 4, ""), (S, 3, ""), (X, 1, ""), (X, 1, ""), (X, 1, ""))),
    "r09": ("", ((S, 4, ""), (E, 3, ""), (X, 1, ""), (X, 1, ""), (X, 1, ""))),
    "r10": ("", ((E, 4, ""), (C, 3, ""), (X, 1, ""), (X, 1, ""), (X, 1, ""))),
    "r11": ("green", ((C, 2, "green"), (S, 2, "green"), (E, 2, ""), (X, 1, ""), (X, 1, ""))),
    "r12": ("green", ((S, 2, "green"), (E, 2, "green"), (C, 2, ""), (X, 1, ""), (X, 1, ""))),
    "r13": ("green", ((E, 2, "green"), (C, 2, "green"), (S, 2, ""), (X, 1, ""), (X, 1, ""))),
    "r14": ("red", ((C, 3, "red"), (E, 3, "red"), (S, 3, ""), (X, 2, ""), (X, 1, ""))),
    "r15": ("red", ((S, 3, "red"), (C, 3, "red"), (E, 3, ""), (X, 2, ""), (X, 1, ""))),
    "r16": ("red", ((E, 3, "red"), (S, 3, "red"), (C, 3, ""), (X, 2, ""), (X, 1, ""))),
    "r17": ("orange", ((S, 3, "orange"), (C, 3, ""), (E, 3, ""), (X, 2, ""), (X, 1, ""))),
    "r18": ("orange", ((E, 3, "orange"), (S, 3, ""), (C, 3, ""), (X, 2, ""), (X, 1, ""))),
    "r19": ("orange", ((C, 3, "orange"), (E, 3, ""), (S, 3, ""), (X, 2, ""), (X, 1, ""))),
    "r20": ("players", ((C, 2, ""), (S, 2, ""), (E, 2, ""), (X, 1, ""), (X, 1, ""))),
    "r21": ("players", ((C, 1, ""), (S, 2, ""), (E, 2, ""), (X, 1, ""), (X, 1, ""))),
    "r22": ("players", ((C, 2, ""), (S, 1, ""), (E, 2, ""), (X, 1, ""), (X, 1, ""))),
}
# The four solo-marked refuges (one of each special rule), in the order the first game lays them.
SOLO_REFUGES = ("r17", "r11", "r14", "r20")
SPECIALS = ("green", "red", "orange", "players")

# Solo ratings: more than 15 points, 13 to 15, 12 or fewer.
RATINGS = ((16, "master"), (13, "conqueror"), (0, "survivor"))
DEFAULT_MAX_ROUNDS = options.DEFAULT_MAX_ROUNDS  # ruling 12: a game nobody ends by explosions stops here
