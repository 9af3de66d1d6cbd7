"""Escape Pods' rules as small functions over the plain state: where pods are, moves and
collisions, boarding, explosions, the barrier and the refuges' scoring."""

from __future__ import annotations

from typing import Any

from pyengine.core.messages import msg
from pyengine.core.turns import TaskQueue
from pyengine.games.escape_pods import data
from pyengine.games.escape_pods.decisions import CHECK, HANGAR, PLAY, REVEAL, SCORE, SCORING
from pyengine.games.escape_pods.state import Crew, Pod, Refuge
from pyengine.games.escape_pods.state import EscapeState as State

# The pending tasks of flow.QUEUE (the same state key), read and replaced here without its steps:
# those steps call this module, which so never imports flow.
PENDING = TaskQueue()


# --- where things are ----------------------------------------------------------------------------
# A pod's place -> its sector: a look-up, as sector_of and pod_in are a bot's hottest calls.
_SECTOR_AT: dict[str, int] = {f"s{sector}": sector for sector in data.SECTORS}
# A border ("4-8") -> its two sectors, parsed once.
_ENDS: dict[str, tuple[int, int]] = {edge: (int(edge.split("-")[0]), int(edge.split("-")[1])) for edge in data.EDGES}


def sector_of(pod: Pod) -> int | None:
    """The sector a pod is in (None in a hangar, the ship or the box)."""
    return _SECTOR_AT.get(pod["at"])


def pod_in(state: State, sector: int) -> str | None:
    """The pod in a sector, if any."""
    key = f"s{sector}"
    for p, pod in state["pods"].items():  # a loop, not next() over a generator: a bot's hottest call
        if pod["at"] == key:
            return str(p)
    return None


def crewed(state: State) -> list[str]:
    """Pods in space holding crew, in a fixed order."""
    return [p for p, pod in state["pods"].items() if pod["crew"] and sector_of(pod) is not None]


def has_own(pod: Pod, player: int) -> bool:
    """True if the pod holds a crew of this player."""
    return any(c["owner"] == player for c in pod["crew"])


def next_to_ship(pod: Pod) -> bool:
    """A pod in a hangar or in a sector next to the ship: boarded from a reserve."""
    return pod["at"] in data.HANGARS or sector_of(pod) in data.SHIP_SECTORS


def adjacent(a: int, b: int) -> bool:
    """True if two sectors share a border."""
    return b in data.ADJACENT[a]


def pods_adjacent(state: State, a: str, b: str) -> bool:
    """True if two pods are in neighbouring sectors."""
    sa, sb = sector_of(state["pods"][a]), sector_of(state["pods"][b])
    return sa is not None and sb is not None and adjacent(sa, sb)


def free_arrival(refuge: Refuge) -> bool:
    """A refuge with a free arrival space (a token gone off the card closes it)."""
    return len(refuge["arrivals"]) < data.ARRIVALS and not (refuge["token"] is None and refuge["arrivals"])


def seen_role(state: State, crew: Crew, viewer: int | None) -> str:
    """A crew's type as a viewer knows it ("?" unless theirs, spied by them, face up or the game over),
    as the layout's marks say (state.py)."""
    allowed = (
        crew["face_up"]
        or state["over"]
        or (viewer is not None and (crew["owner"] == viewer or viewer in crew["spied"]))
    )
    return str(crew["role"]) if allowed else "?"


def reserve_count(state: State, player: int) -> int:
    """Crew in a player's reserve."""
    return sum(state["reserve"][player].values())


# --- moving pods ---------------------------------------------------------------------------------
def can_enter(state: State, pod: str, sector: int) -> bool:
    """No debris there, and no pod of equal or larger capacity."""
    if sector in state["debris"]:
        return False
    there = pod_in(state, sector)
    return there is None or state["pods"][there]["size"] < state["pods"][pod]["size"]


def push_options(state: State, pushed: str, into: int, origin: int | None) -> list[int]:
    """Where a pod pushed out of `into` may go (ruling 8: an empty sector next to it, neither debris
    nor the mover's sector; none: the mover's sector; a hangar launch leaves none)."""
    taken = {pod["at"] for pod in state["pods"].values()}
    found = [s for s in data.ADJACENT[into] if s != origin and s not in state["debris"] and f"s{s}" not in taken]
    if found:
        return found
    return [origin] if origin is not None else []


def moves(state: State, pod: str) -> list[dict[str, Any]]:
    """Every move of a pod in space to a neighbouring sector: {"pod", "target", "push"} (push 0: no collision)."""
    origin = sector_of(state["pods"][pod])
    if origin is None or not state["pods"][pod]["crew"]:
        return []
    found: list[dict[str, Any]] = []
    for sector in data.ADJACENT[origin]:
        found += entries(state, pod, sector, origin)
    return found


def can_move(state: State, pod: str) -> bool:
    """True if `moves` would list a move (without listing them all)."""
    origin = sector_of(state["pods"][pod])
    if origin is None or not state["pods"][pod]["crew"]:
        return False
    return any(entries(state, pod, sector, origin) for sector in data.ADJACENT[origin])


def entries(state: State, pod: str, sector: int, origin: int | None) -> list[dict[str, Any]]:
    """The ways a pod may enter a sector (one per place a pod there can be pushed to): can_enter's
    test with one look for the pod there."""
    if sector in state["debris"]:
        return []
    there = pod_in(state, sector)
    if there is None:
        return [{"pod": pod, "target": f"sector:{sector}", "push": 0}]
    if state["pods"][there]["size"] >= state["pods"][pod]["size"]:
        return []
    return [{"pod": pod, "target": f"sector:{sector}", "push": s} for s in push_options(state, there, sector, origin)]


def move_pod(state: State, pod: str, sector: int, push: int) -> None:
    """Move a pod into a sector, pushing the smaller pod there out first."""
    there = pod_in(state, sector)
    if there is not None:
        state["pods"][there]["at"] = f"s{push}"
        note(state, "ep.log.pushed", pod=msg(f"ep.pod.{there}"), sector=push)
    state["pods"][pod]["at"] = f"s{sector}"


def beacon_moves(state: State, player: int) -> list[dict[str, Any]]:
    """Free moves through a beacon of the player's colour next to a pod holding their crew."""
    found: list[dict[str, Any]] = []
    mine = sorted(b for b, edge in state["beacons"].items() if edge and player in data.BEACONS[b])
    if not mine:
        return found
    at: dict[int, str] = {}  # sector -> its pod, looked up once for every beacon
    for p, pod_record in state["pods"].items():
        sector = _SECTOR_AT.get(pod_record["at"])
        if sector is not None:
            at.setdefault(sector, str(p))  # the first, as pod_in finds it
    for beacon in mine:
        a, b = _ENDS[str(state["beacons"][beacon])]
        for start, end in ((a, b), (b, a)):
            pod = at.get(start)
            if pod is not None and has_own(state["pods"][pod], player):
                found += [{**e, "beacon": beacon} for e in entries(state, pod, end, start)]
    return found


# --- empty pods ----------------------------------------------------------------------------------
def empty_hangars(state: State, size: int) -> list[str]:
    """The hangars for pods of this size with no pod in them."""
    taken = {pod["at"] for pod in state["pods"].values()}
    return [h for h, (s, _) in data.HANGARS.items() if s == size and h not in taken]


def emptied(state: State, pod: str) -> None:
    """A pod left without crew: a minipod back to the ship, another to a hangar (the active player
    chooses when two are free: a pending decision)."""
    p = state["pods"][pod]
    if p["size"] == 1:
        p["at"] = "ship"
        return
    free = empty_hangars(state, p["size"])
    if len(free) == 1:
        p["at"] = free[0]
    else:
        p["at"] = "limbo"  # waiting for the active player's choice
        PENDING.push(state, {"kind": HANGAR, "player": state["active"], "pod": pod})


def take_crew(state: State, pod: str, index: int) -> Crew:
    """Take a crew out of a pod (the pod's emptiness is settled by the caller)."""
    crew: Crew = state["pods"][pod]["crew"].pop(index)
    return crew


def new_crew(owner: int, role: str) -> Crew:
    """A crew taken from a reserve, face down, seen by nobody else."""
    return {"owner": owner, "role": role, "spied": [], "face_up": False}


def to_reserve(state: State, crew: Crew) -> None:
    """A crew goes back to its owner's reserve."""
    state["reserve"][crew["owner"]][crew["role"]] += 1


# --- explosions ----------------------------------------------------------------------------------
def disembark(state: State, pod: str, index: int, refuge: int) -> None:
    """Move a crew from a pod to the refuge's first free arrival space, setting off its token."""
    crew = take_crew(state, pod, index)
    if not state["pods"][pod]["crew"]:
        emptied(state, pod)
    card = state["refuges"][refuge]
    card["arrivals"].append(crew)
    card["assigned"].append(None)
    place = len(card["arrivals"]) - 1
    if card["token"] == place:
        card["token"] = place + 1 if place + 1 < data.ARRIVALS else None
        explode(state, 0)


def explode(state: State, index: int) -> None:
    """The revealed explosion card goes off: debris on its sector, the pod there emptied, the card
    discarded and a new one revealed; then the end is checked, also with no card left to go off (the
    landing may have filled the last arrival space: rule 4.0's step 3)."""
    went_off = index < len(state["revealed"])
    if went_off:
        _blast(state, state["revealed"].pop(index))
    tasks = [t for t in PENDING.tasks(state) if t["kind"] == HANGAR]
    after: list[dict[str, Any]] = [{"kind": REVEAL}] if went_off and (state["deck"] or state["bottom"]) else []
    rest = [t for t in PENDING.tasks(state) if t["kind"] != HANGAR]
    PENDING.reset(state, [*tasks, *after, {"kind": CHECK}, *rest])


def _blast(state: State, card: str) -> None:
    """A card's debris on its sector (none left, or already there: nothing), wrecking the pod there."""
    sector = data.EXPLOSIONS[card]
    note(state, "ep.log.explosion", sector=sector)
    if state["debris_left"] > 0 and sector not in state["debris"]:
        state["debris"].append(sector)
        state["debris_left"] -= 1
        pod = pod_in(state, sector)
        if pod is not None:
            for crew in state["pods"][pod]["crew"]:
                to_reserve(state, crew)
            state["pods"][pod]["crew"] = []
            note(state, "ep.log.wrecked", pod=msg(f"ep.pod.{pod}"))
            emptied(state, pod)


def reachable(state: State) -> set[int]:
    """Sectors the ship's side still reaches: from the sectors next to the ship through sectors
    without debris."""
    frontier = list(data.SHIP_SECTORS)
    seen = set(frontier)
    while frontier:
        here = frontier.pop()
        for s in data.ADJACENT[here]:
            if s not in seen and s not in state["debris"]:
                seen.add(s)
                frontier.append(s)
    return seen


def has_barrier(state: State) -> bool:
    """Ruling 9: debris on all three sectors of one row (data.ROWS)."""
    return any(all(s in state["debris"] for s in row) for row in data.ROWS)


def beyond(state: State) -> set[int]:
    """Clean sectors between the barrier and the refuges."""
    near = reachable(state)
    return {s for s in data.SECTORS if s not in near and s not in state["debris"]}


def players_beyond(state: State) -> list[int]:
    """Players with crew in pods between the barrier and the refuges."""
    far = beyond(state)
    return sorted({c["owner"] for pod in state["pods"].values() if sector_of(pod) in far for c in pod["crew"]})


def pods_beyond(state: State) -> bool:
    """True if a pod stands between the barrier and the refuges."""
    far = beyond(state)
    return any(sector_of(pod) in far for pod in state["pods"].values())


def refuges_full(state: State) -> bool:
    """No refuge has a free arrival space."""
    return not any(free_arrival(r) for r in state["refuges"])


def check_end(state: State) -> None:
    """After an explosion: a new barrier starts the last turns; the game ends at once when no
    arrival space is free, or no pod is left between the barrier and the refuges."""
    if state["over"] or state["phase"] != PLAY:
        return
    if not state["barrier"] and has_barrier(state):
        state["barrier"] = True
        n = state["players"]
        order = [(state["active"] + k) % n for k in range(1, n + 1)]
        eligible = set(players_beyond(state))
        state["final"] = [p for p in order if p in eligible]
        note(state, "ep.log.barrier")
    if refuges_full(state):
        finish(state, "full")
    elif state["barrier"] and not pods_beyond(state):
        finish(state, "empty")


def finish(state: State, why: str) -> None:
    """The game ends: the refuges are scored (crew turned face up, assigned in order of arrival)."""
    state["ended"] = why
    state["phase"] = SCORING
    for refuge in state["refuges"]:
        for crew in refuge["arrivals"]:
            crew["face_up"] = True
    PENDING.reset(state, [{"kind": SCORE}])


# --- scoring -----------------------------------------------------------------------------------
def spaces(refuge: Refuge) -> tuple[tuple[str, int, str], ...]:
    """The refuge card's assignment spaces."""
    return data.REFUGES[refuge["card"]][1]


def special(refuge: Refuge) -> str:
    """The refuge card's special rule ("" for none)."""
    return data.REFUGES[refuge["card"]][0]


def open_spaces(refuge: Refuge, role: str) -> list[int]:
    """Free assignment spaces a crew of this role may take (its role's, or X)."""
    taken = {a for a in refuge["assigned"] if a is not None}
    return [i for i, (r, _, _) in enumerate(spaces(refuge)) if i not in taken and r in (role, data.ANY)]


def distinct(refuge: Refuge, options: list[int]) -> list[int]:
    """One space of each kind (role, points, mark): a choice among alike spaces is no choice."""
    seen: dict[tuple[str, int, str], int] = {}
    for i in options:
        seen.setdefault(spaces(refuge)[i], i)
    return list(seen.values())


def next_to_assign(state: State) -> tuple[int, int] | None:
    """The first arrival (refuge, index) not yet settled, in refuge order then arrival order."""
    done = state.setdefault("settled", [])
    for r, refuge in enumerate(state["refuges"]):
        for i in range(len(refuge["arrivals"])):
            if [r, i] not in done:
                return r, i
    return None


def crew_points(state: State, r: int) -> list[tuple[int, int]]:
    """(owner, points) of each assigned crew of refuge r, with its special rule applied."""
    refuge = state["refuges"][r]
    placed = [(refuge["arrivals"][i]["owner"], a) for i, a in enumerate(refuge["assigned"]) if a is not None]
    if not placed:
        return []  # nothing assigned before the end: a bot's evaluation asks at every step
    card = spaces(refuge)
    filled = {a for _, a in placed}
    rule = special(refuge)
    marked = [i for i, (_, _, m) in enumerate(card) if m]
    bonus = 0
    if rule == "green" and all(i in filled for i in marked):
        bonus = 1
    elif rule == "orange" and not all(i in filled for i in marked):
        bonus = -1
    elif rule == "players":
        bonus = len({owner for owner, _ in placed})
    zero = rule == "red" and not all(i in filled for i in marked)
    return [(owner, 0 if zero else card[a][1] + bonus) for owner, a in placed]


def totals(state: State) -> list[dict[str, int]]:
    """Each player's points and tie-breakers: crew in refuges, crew assigned, refuges with assigned crew."""
    n = state["players"]
    rows = [{"points": 0, "in_refuges": 0, "assigned": 0, "refuges": 0} for _ in range(n)]
    for r, refuge in enumerate(state["refuges"]):
        for crew in refuge["arrivals"]:
            rows[crew["owner"]]["in_refuges"] += 1
        owners = set()
        for owner, points in crew_points(state, r):
            rows[owner]["points"] += points
            rows[owner]["assigned"] += 1
            owners.add(owner)
        for owner in owners:
            rows[owner]["refuges"] += 1
    return rows


def rating(points: int) -> str:
    """The solo rating of a score."""
    return next(name for low, name in data.RATINGS if points >= low)


# --- the log's automatic lines ---------------------------------------------------------------------
def note(state: State, key: str, **params: Any) -> None:
    """Record a line of what the step set off by itself (read by `consequences`)."""
    state["last"].append(msg(key, **params).to_json())
