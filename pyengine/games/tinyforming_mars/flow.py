"""The task queue: setup, the draft, effects step by step, turns, the generation's end and scoring.

The state's "tasks" list holds what happens next (the core's `TaskQueue`, `QUEUE` below). Its head is a
chance node (`colors`, `draw`), a decision of one player (`keep`, `city`, `place`, `token`, `remove`,
`extra_heat`, dropped when it cannot be taken) or an automatic step, which `settle` runs at once.
With no task left the action phase ("main") waits for `active`.
"""

from __future__ import annotations

from typing import Any

from pyengine.core.turns import Step, TaskQueue, chance_step
from pyengine.games.tinyforming_mars import board, data, queries
from pyengine.games.tinyforming_mars.decisions import (
    CITY,
    COLORS,
    CREDITS,
    DECIDED,
    DRAW,
    END_GENERATION,
    END_TURN,
    EXTRA_HEAT,
    GAIN_HEAT,
    KEEP,
    MAIN,
    PLACE,
    REMOVE,
    START_ACTIONS,
    TOKEN,
)
from pyengine.games.tinyforming_mars.state import TinyformingState as State

Task = dict[str, Any]
# An effect's step (data.py's cards) -> the task it pushes, where the step is its task's name.
EFFECT_KINDS = {"gain_heat": GAIN_HEAT, "city": CITY, "extra_heat": EXTRA_HEAT}


# --- reading ---------------------------------------------------------------------------
def head(state: State) -> Task | None:
    """The task deciding what happens next, if any."""
    return QUEUE.head(state)


def is_chance(state: State) -> bool:
    """True when a random event is pending (White/Black, or a face-down card to draw)."""
    return QUEUE.is_chance(state)


def mover(state: State) -> int:
    """Who decides now: the head task's player, else the active player of the action phase."""
    task = head(state)
    return int(task["player"]) if task is not None else int(state["active"])


def relocating(state: State, task: Task) -> bool:
    """A city task whose player already has every city out: one of them moves instead."""
    return "from" not in task and len(queries.cities(state, task["player"])) >= data.MAX_CITIES


def other(state: State, player: int) -> int:
    """The opponent's seat; in solo the neutral player's card ends sit at index 1."""
    return 1 - player


def white(state: State) -> int:
    """White's seat (asked only once chance has decided it)."""
    seat = state["white"]
    assert seat is not None, "White not drawn yet"
    return seat


def black(state: State) -> int:
    """The Black player's seat (in solo the neutral player, index 1)."""
    return 1 - white(state)


def start_player(state: State) -> int:
    """White starts odd generations, Black even ones; the solo player starts every one."""
    if state["solo"]:
        return 0
    return white(state) if state["generation"] % 2 == 1 else black(state)


# --- credits and cubes ---------------------------------------------------------------------
def gain_credits(state: State, player: int, amount: int) -> None:
    """Take credits from the supply: only what is there; solo players never hold more than 5."""
    take = min(amount, state["bank"])
    if state["solo"]:
        take = min(take, max(0, data.CREDIT_LIMIT - state["credits"][player]))
    state["bank"] -= take
    state["credits"][player] += take


def gain_heat(state: State, player: int) -> None:
    """A heat cube from the supply to the player's personal supply (if any is left)."""
    if state["supply"]["heat"] > 0:
        state["supply"]["heat"] -= 1
        state["heat"][player] += 1


def put_cube(state: State, player: int, cube: str, key: str) -> None:
    """Place a parameter cube; a water hex's token icon and adjacent water pay the placer."""
    state["board"][key] = {"kind": cube}
    state["supply"][cube] -= 1
    state["at"] = key
    icon = board.water_hexes(state["map"]).get(key)
    if icon is not None and state["tokens"][icon] > 0:
        state["tokens"][icon] -= 1
        state["held"][player][icon] += 1
    if cube == "water":
        gain_credits(state, player, len(queries.adjacent(state, key, "water")))


def put_city(state: State, player: int, key: str, moving: str | None) -> None:
    """Place a new city, or move one (the player's cube leaves its old hex)."""
    if moving is not None:
        del state["board"][moving]
    state["board"][key] = {"kind": "city", "owner": player}
    state["at"] = key


def take_token(state: State, player: int, token: str) -> None:
    """A resource token from the supply."""
    state["tokens"][token] -= 1
    state["held"][player][token] += 1


def spend(state: State, player: int, cost: int, tokens: dict[str, int], on_card: bool) -> None:
    """Pay credits (one stays on the card as the "used" marker) and return spent tokens."""
    state["credits"][player] -= cost
    state["bank"] += cost - (1 if on_card else 0)
    for tag, n in tokens.items():
        state["held"][player][tag] -= n
        state["tokens"][tag] += n


# --- effects -----------------------------------------------------------------------------
def effect_tasks(effect: tuple[str, ...], player: int, source: str) -> list[Task]:
    """The tasks of an effect's steps, followed by the end of the turn."""
    tasks = [_step_task(step, player, source) for step in effect]
    return [*tasks, {"kind": END_TURN, "player": player}]


def _step_task(step: str, player: int, source: str) -> Task:
    kind, _, arg = step.partition(":")
    base: Task = {"player": player, "source": source}
    if kind in ("water", "greenery", "heat"):
        return {**base, "kind": PLACE, "rule": step, "optional": arg == "comet"}
    if kind == "credits":
        return {**base, "kind": CREDITS, "rule": arg}
    if kind == "token":
        return {**base, "kind": TOKEN, "alone": arg == "alone"}
    if kind == "remove":
        return {**base, "kind": REMOVE, "near": arg == "near", "optional": arg == "any"}
    return {**base, "kind": EFFECT_KINDS[kind]}  # gain_heat, city, extra_heat


def credit_amount(state: State, player: int, rule: str) -> int:
    """Credits an effect pays under its rule."""
    if rule == "one":
        return 1
    if rule == "per_city":
        return len(queries.cities(state))
    if rule == "per_production_space":  # tags printed on the player's card ends only
        return sum(1 for e in queries.facing(state, player) for t in data.ENDS[e].gives if t in ("production", "space"))
    if rule == "per_adjacent_water":
        return len(queries.adjacent(state, queries.last_hex(state), "water"))
    return 0 if queries.adjacent(state, queries.last_hex(state), "water") else 2  # if_water_alone


def removable(state: State, task: Task) -> list[str]:
    """Greenery hexes a removal may take: next to the new water (Ice Asteroid) or anywhere."""
    found = [k for k in board.KEYS if state["board"].get(k, {}).get("kind") == "greenery"]
    return [k for k in found if k in board.NEIGHBOURS[queries.last_hex(state)]] if task["near"] else found


def extra_heat_possible(state: State, player: int) -> bool:
    """Methane From Titan's second heat: 2 more credits, a second Space tag and a heat cube left."""
    return state["credits"][player] >= 2 and queries.tags(state, player)["space"] >= 2 and state["supply"]["heat"] > 0


def _applies(state: State, task: Task) -> bool:
    """Whether a decision can be taken at all; optional or conditional steps are dropped if not."""
    kind, player = task["kind"], task["player"]
    if kind == PLACE:
        cube = task["rule"].split(":")[0]
        if task["rule"] == "water:comet" and state["heat"][player] < data.COMET_HEAT:
            return False
        return state["supply"][cube] > 0 and bool(queries.spots(state, task["rule"]))
    if kind == TOKEN:
        lonely = not task["alone"] or not any(n in state["board"] for n in board.NEIGHBOURS[queries.last_hex(state)])
        return lonely and any(state["tokens"].values())
    if kind == REMOVE:
        return bool(removable(state, task))
    if kind == EXTRA_HEAT:
        return extra_heat_possible(state, player)
    return True


# --- automatic steps -------------------------------------------------------------------------
def _auto_draw(state: State, task: Task) -> None:
    """Every face-down card has been seen: the face-up cards at the bottom come back in order."""
    state["drawn"] = state["returned"].pop(0)


def _auto_gain_heat(state: State, task: Task) -> None:
    gain_heat(state, task["player"])


def _auto_credits(state: State, task: Task) -> None:
    gain_credits(state, task["player"], credit_amount(state, task["player"], task["rule"]))


def _auto_end_turn(state: State, task: Task) -> None:
    """The next player who has not passed acts; when everyone has passed the generation ends."""
    state["at"] = None
    if all(state["passed"]):
        QUEUE.append(state, {"kind": END_GENERATION})
        return
    nxt = other(state, state["active"])
    if not state["solo"] and not state["passed"][nxt]:
        state["active"] = nxt


def _auto_start_actions(state: State, task: Task) -> None:
    state["active"] = start_player(state)
    state["passed"] = [False] * state["players"]
    state["standard"] = [None] * state["players"]


def _auto_end_generation(state: State, task: Task) -> None:
    """Credits on projects return, cards go under the deck in draw order, income, end check."""
    for card in state["table"]:
        state["bank"] += sum(1 for used in card["used"] if used)
        state["returned"].append(card["card"])
    state["table"] = []
    first = start_player(state)
    for player in [first, *([other(state, first)] if not state["solo"] else [])]:
        collect_income(state, player)
    if game_ends(state):
        finish(state)
    else:
        state["generation"] += 1
        QUEUE.append(state, *research_tasks(state), {"kind": START_ACTIONS})


def _cannot(state: State, task: Task) -> bool:
    return not _applies(state, task)


def _decision(kind: str) -> Step:
    return Step(kind, skip=_cannot)


QUEUE = TaskQueue(
    (
        chance_step(COLORS),
        # A face-down card is drawn by chance; once all were seen, the returned ones come back in order.
        Step(DRAW, run=_auto_draw, chance=lambda state, task: bool(state["unseen"])),
        *(_decision(kind) for kind in DECIDED),
        Step(GAIN_HEAT, run=_auto_gain_heat),
        Step(CREDITS, run=_auto_credits),
        Step(END_TURN, run=_auto_end_turn),
        Step(START_ACTIONS, run=_auto_start_actions),
        Step(END_GENERATION, run=_auto_end_generation),
    ),
    idle=MAIN,
)


def settle(state: State) -> None:
    """Run automatic steps and drop decisions that cannot be taken, until someone must decide."""
    QUEUE.settle(state)


# --- generations ---------------------------------------------------------------------------
def research_tasks(state: State) -> list[Task]:
    """The draft: start player, second player, start player each draw a card and turn it."""
    first = start_player(state)
    drafters = [first, first, first] if state["solo"] else [first, other(state, first), first]
    return [{"kind": kind, "player": p} for p in drafters[: data.DRAFT_SIZE] for kind in (DRAW, KEEP)]


def setup_tasks(state: State) -> list[Task]:
    """After White/Black are known: the opening draft, Black's then White's first city, play."""
    firsts = [0] if state["solo"] else [black(state), white(state)]
    cities = [{"kind": CITY, "player": p, "source": "setup"} for p in firsts]
    return [*research_tasks(state), *cities, {"kind": START_ACTIONS}]


def collect_income(state: State, player: int) -> None:
    """1 credit per city and per water next to each city; then credits above 5 go back."""
    gain_credits(state, player, income(state, player))
    excess = max(0, state["credits"][player] - data.CREDIT_LIMIT)
    state["credits"][player] -= excess
    state["bank"] += excess


def income(state: State, player: int) -> int:
    """Income before the supply's limit: a water touching both cities counts for each."""
    mine = queries.cities(state, player)
    return len(mine) + sum(len(queries.adjacent(state, k, "water")) for k in mine)


def supplies_empty(state: State) -> int:
    """How many of the three parameter supplies are exhausted."""
    return sum(1 for kind in data.PARAMETERS if state["supply"][kind] == 0)


def game_ends(state: State) -> bool:
    """End check after income (solo: all three parameters, 12 generations, or a full map)."""
    full = not queries.empty_hexes(state)
    if state["solo"]:
        return supplies_empty(state) == 3 or full or state["generation"] >= data.SOLO_GENERATIONS
    return supplies_empty(state) >= 2 or full or state["generation"] >= state["limit"]


def finish(state: State) -> None:
    """The game is over; a solo game is won only with all three supplies exhausted."""
    state["over"] = True
    QUEUE.reset(state)
    if state["solo"]:
        state["won"] = supplies_empty(state) == 3
