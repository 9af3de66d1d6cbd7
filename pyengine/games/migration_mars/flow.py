"""The turn machine: a queue of pending tasks (chance, decisions, automatic steps) and the
effects of dice, track squares, supply stops, events and meteors."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable
from itertools import accumulate
from typing import Any

from pyengine.core.game import Rng
from pyengine.core.targets import place_target
from pyengine.core.turns import Step, TaskQueue, chance_step
from pyengine.games.migration_mars import board, colony, data
from pyengine.games.migration_mars.decisions import (
    CHANCE_KINDS,
    DICE,
    DRAW_EVENT,
    END_TURN,
    EVACUATE,
    EXPLORE,
    FIRST_ROLL,
    FIRST_TUNNEL,
    FUEL,
    GIFT,
    IDLE,
    INJURE,
    METEOR,
    MOVE,
    PICK_RESOURCE,
    PRODUCE,
    RECHARGE,
    REPAIR,
    RUINS,
    SHUFFLE,
    SUPPLY_CHOICE,
    TRADE_ANSWER,
    TRADE_EDIT,
    UPKEEP,
    WIN_CHECK,
)
from pyengine.games.migration_mars.state import MigrationState as State

Action = dict[str, Any]


# --- the queue ------------------------------------------------------------------------------
def push(state: State, *tasks: dict[str, Any]) -> None:
    """Put tasks at the front of the queue, in the given order (they happen next)."""
    QUEUE.push(state, *tasks)


def head(state: State) -> dict[str, Any] | None:
    """The task deciding now, if any."""
    return QUEUE.head(state)


def note(state: State, what: str, **fields: Any) -> None:
    """Record an automatic effect of the action being applied (read by report.py for the log)."""
    state.setdefault("report", []).append({"what": what, **fields})


def settle(state: State) -> None:
    """Run automatic steps (and decisions with no real choice) until chance or a player decides."""
    QUEUE.settle(state)


# --- setup and turns ----------------------------------------------------------------------
def start_turn(state: State, player: int) -> None:
    """Make a player active with fresh turn flags."""
    state["active"] = player
    # Wreck marks stay one round: every player sees them on a turn of their own.
    state["wrecks"] = [w for w in state.get("wrecks", []) if w["turn_of"] != player]
    state["turn"] = {"colony": False, "built": False, "start_pop": colony.healthy(state, player), "offers": 0}


def end_turn(state: State, task: dict[str, Any]) -> None:
    """Pass the dice to the left; count rounds and stop at the round limit."""
    state["fresh_blueprints"] = [0] * state["players"]
    nxt = (state["active"] + 1) % state["players"]
    if nxt == state["first"]:
        state["round"] += 1
        if state["round"] > state["max_rounds"]:
            state["over"] = True
    start_turn(state, nxt)


def first_roll_result(state: State, task: dict[str, Any]) -> None:
    """Once every contender rolled the red d12: the highest starts, ties roll again."""
    rolls = task["rolls"]
    best = max(rolls.values())
    tied = [int(p) for p, v in rolls.items() if v == best]
    if len(tied) > 1:
        push(state, {"kind": FIRST_ROLL, "contenders": tied, "rolls": {}})
        return
    state["first"] = tied[0]
    state["round"] = 1
    start_turn(state, tied[0])


# --- chance outcomes ------------------------------------------------------------------------
def outcomes(state: State) -> list[tuple[Action, int]]:
    """Listed chance outcomes of the pending chance task (the shuffle is sampled instead)."""
    task = head(state)
    assert task is not None
    return OUTCOMES[task["kind"]](state, task)


def _first_roll_outcomes(state: State, task: dict[str, Any]) -> list[tuple[Action, int]]:
    player = next(p for p in task["contenders"] if str(p) not in task["rolls"])
    return [({"type": "first_roll", "player": player, "value": v}, 1) for v in range(1, data.FIRST_PLAYER_DIE + 1)]


def _weights(faces: tuple[Any, ...]) -> list[tuple[Any, int]]:
    seen: dict[Any, int] = {}
    for f in faces:
        seen[f] = seen.get(f, 0) + 1
    return list(seen.items())


def _dice_outcomes(state: State, task: dict[str, Any]) -> list[tuple[Action, int]]:
    return [
        ({"type": "dice", "move": m, "harvest": h}, wm * wh)
        for m, wm in _weights(data.MOVE_FACES)
        for h, wh in _weights(data.HARVEST_FACES)
    ]


def _meteor_outcomes(state: State, task: dict[str, Any]) -> list[tuple[Action, int]]:
    return [
        ({"type": "meteor", "direction": d, "distance": k, "impact": i}, 1)
        for d in range(1, data.METEOR_DIRECTION_DIE + 1)
        for k in range(1, data.METEOR_DISTANCE_DIE + 1)
        for i in range(1, data.METEOR_IMPACT_DIE + 1)
    ]


def _explore_outcomes(state: State, task: dict[str, Any]) -> list[tuple[Action, int]]:
    return [({"type": "explore", "face": f}, w) for f, w in _weights(data.EXPLORE_FACES)]


def _draw_outcomes(state: State, task: dict[str, Any]) -> list[tuple[Action, int]]:
    deck = state["deck"]
    return [({"type": "event", "card": deck[0]}, 1)] if deck else [({"type": "event", "card": None}, 1)]


OUTCOMES: dict[str, Callable[[State, dict[str, Any]], list[tuple[Action, int]]]] = {
    SHUFFLE: lambda state, task: [],
    FIRST_ROLL: _first_roll_outcomes,
    DICE: _dice_outcomes,
    METEOR: _meteor_outcomes,
    EXPLORE: _explore_outcomes,
    DRAW_EVENT: _draw_outcomes,
}


# --- chance outcomes drawn without listing them ----------------------------------------------
# Each draw takes from the generator exactly what the weighted draw over the listed outcomes takes
# (one `below(total weight)`) and returns the outcome at the index it picks: saves and every
# golden game replay by it (tests/games/migration_mars/test_mm_chance_draws.py compares them).
Draw = Callable[[State, dict[str, Any], Rng], Action]


def draw(state: State, rng: Rng) -> Action:
    """One outcome of the pending chance task, as the weighted draw over `outcomes` picks it."""
    task = head(state)
    assert task is not None
    return DRAWS[task["kind"]](state, task, rng)


def _fixed(listed: list[tuple[Action, int]]) -> Draw:
    """The draw over outcomes that never change (the dice): the index found by the running weights."""
    actions = [action for action, _ in listed]
    bounds = list(accumulate(weight for _, weight in listed))

    def pick(state: State, task: dict[str, Any], rng: Rng) -> Action:
        return dict(actions[bisect_right(bounds, rng.below(bounds[-1]))])

    return pick


def _draw_first_roll(state: State, task: dict[str, Any], rng: Rng) -> Action:
    player = next(p for p in task["contenders"] if str(p) not in task["rolls"])
    return {"type": "first_roll", "player": player, "value": rng.below(data.FIRST_PLAYER_DIE) + 1}


def _draw_meteor(state: State, task: dict[str, Any], rng: Rng) -> Action:
    """The three dice in the listing's order: direction, then distance, then impact (weights 1)."""
    index = rng.below(data.METEOR_DIRECTION_DIE * data.METEOR_DISTANCE_DIE * data.METEOR_IMPACT_DIE)
    direction, rest = divmod(index, data.METEOR_DISTANCE_DIE * data.METEOR_IMPACT_DIE)
    distance, impact = divmod(rest, data.METEOR_IMPACT_DIE)
    return {"type": "meteor", "direction": direction + 1, "distance": distance + 1, "impact": impact + 1}


def _draw_event(state: State, task: dict[str, Any], rng: Rng) -> Action:
    rng.below(1)  # the one listed outcome is still drawn: the generator moves as it always did
    return _draw_outcomes(state, task)[0][0]


DRAWS: dict[str, Draw] = {
    SHUFFLE: lambda state, task, rng: {"type": "shuffle", "order": rng.shuffle(sorted(data.EVENTS))},
    FIRST_ROLL: _draw_first_roll,
    DICE: _fixed(_dice_outcomes({}, {})),  # type: ignore[typeddict-item]  # they read no state
    METEOR: _draw_meteor,
    EXPLORE: _fixed(_explore_outcomes({}, {})),  # type: ignore[typeddict-item]
    DRAW_EVENT: _draw_event,
}


def apply_shuffle(state: State, action: Action) -> None:
    """The event deck in its shuffled order (hidden from players)."""
    QUEUE.pop(state)
    state["deck"] = list(action["order"])


def apply_first_roll(state: State, action: Action) -> None:
    """Record one red d12 roll."""
    task = QUEUE.current(state)
    QUEUE.update_head(state, rolls={**task["rolls"], str(action["player"]): action["value"]})
    if len(task["rolls"]) == len(task["contenders"]):
        QUEUE.pop(state)
        first_roll_result(state, task)


def apply_dice(state: State, action: Action) -> None:
    """Move by the die plus the fuel cells committed before the roll; with option "after" the
    player first sees the dice and then chooses fuel cells (the `move` decision)."""
    task = QUEUE.pop(state)
    player = state["active"]
    if "fuel" in task:
        drive(state, player, action["move"] + task["fuel"], action["harvest"])
    else:
        push(state, {"kind": MOVE, "player": player, "move": action["move"], "harvest": action["harvest"]})


def commit_fuel(state: State, cells: int) -> None:
    """Spend fuel cells before the roll; the dice task (next in the queue) remembers them."""
    task = QUEUE.pop(state)
    colony.pay(state, task["player"], {"fuel": cells})
    QUEUE.update_head(state, fuel=cells)


def move_rover(state: State, task: dict[str, Any], fuel: int) -> None:
    """Spend fuel cells (+1 each) after seeing the roll, and move."""
    colony.pay(state, task["player"], {"fuel": fuel})
    drive(state, task["player"], task["move"] + fuel, task["harvest"])


def drive(state: State, player: int, steps: int, die: int) -> None:
    """Move the rover clockwise; crossing the own supply stop stops it there."""
    square, home = destination(state, steps)
    state["rover"][player] = square
    if home:
        push(state, *supply_phase(player))
    else:
        land(state, player, square, die)


def destination(state: State, steps: int) -> tuple[int, bool]:
    """Where the active rover stops, and whether it is at its own supply stop (crossed or reached)."""
    player = state["active"]
    start = state["rover"][player]
    stop = board.STOPS[state["factions"][player]]
    if board.TRACK.passes(start, steps, stop):
        return stop, True
    return board.TRACK.advance(start, steps), False


def harvest(state: State, square: int, die: int) -> int:
    """Cards a resource square yields: the harvest die plus one per active refinery, capped by the stock."""
    kind = data.TRACK[square]
    stock: int = state["stock"][kind]
    return min(die + colony.count(state, state["active"], "refinery"), stock)


def land(state: State, player: int, square: int, die: int) -> None:
    """The effect of the destination square."""
    kind = data.TRACK[square]
    ruins = board.track_ruins(square)
    if ruins is not None:
        push(state, {"kind": RUINS, "player": player, "ruins": ruins})
    elif kind.startswith("stop:"):
        push(state, {"kind": PICK_RESOURCE, "player": player}, {"kind": DRAW_EVENT, "player": player})
    else:
        colony.gain(state, player, kind, harvest(state, square, die))


def supply_phase(player: int) -> list[dict[str, Any]]:
    """The five supply steps (numbered in "supply", for the table and the log), then the victory check."""
    return [
        {"kind": UPKEEP, "player": player, "supply": 1},
        {"kind": RECHARGE, "player": player, "supply": 2},
        {"kind": PRODUCE, "player": player, "supply": 3},
        {"kind": GIFT, "player": player, "supply": 4},
        {"kind": DRAW_EVENT, "player": player, "supply": 5},
        {"kind": WIN_CHECK, "player": player, "supply": 6},
    ]


def apply_explore(state: State, action: Action) -> None:
    """Exploration die: rewards of step 1 unless an explorer is hurt with nobody to send."""
    task = QUEUE.pop(state)
    player, face = task["player"], action["face"]
    if face == "injured" and colony.healthy(state, player) == 0:
        note(state, "ruins_nothing", player=player)
        return  # no population: no blueprint and no Olympium at all
    ruins_reward(state, task)
    if face == "olympium":
        note(state, "gain", player=player, card="olympium", n=colony.gain(state, player, "olympium", 1))
    follow = {
        "event": {"kind": DRAW_EVENT, "player": player},
        "meteor": {"kind": METEOR},
        "injured": {"kind": INJURE, "player": player},
    }.get(face)
    if follow is not None:
        push(state, follow)


def ruins_reward(state: State, task: dict[str, Any]) -> None:
    """Step 1 of the ruins: a blueprint or 1 Olympium, plus 1 Olympium if linked to the access."""
    player = task["player"]
    note(state, "ruins_reward", player=player, card=task["choice"], n=colony.gain(state, player, task["choice"], 1))
    if colony.access_linked(state, player, task["ruins"]):
        note(state, "access_bonus", player=player, n=colony.gain(state, player, "olympium", 1))


def apply_event(state: State, action: Action) -> None:
    """Reveal the top event: keep cards are saved by the player, others resolve and go under."""
    task = QUEUE.pop(state)
    card = action["card"]
    if card is None:
        return  # every card is saved in someone's hand: nothing to reveal
    state["deck"].pop(0)
    effect = data.EVENTS[card]
    if effect in data.KEEP_EFFECTS:
        state["saved"][task["player"]].append(card)
        note(state, "event_saved", player=task["player"])
        return
    state["deck"].append(card)
    EFFECTS[effect](state, task["player"])


# --- meteors ----------------------------------------------------------------------------------
def meteor_site(state: State, action: Action) -> tuple[str, str]:
    """The impact hex and what happens: "outside" the map, "protected" by a fortress, or "hit"."""
    key = board.impact_hex(action["direction"], action["distance"], action["impact"])
    if key not in board.CELLS:
        return key, "outside"
    if colony.protected(state, key):
        return key, "protected"
    return key, "hit"


def apply_meteor(state: State, action: Action) -> None:
    """Impact tile, then every unprotected building on or next to the hex is destroyed."""
    QUEUE.pop(state)
    key, result = meteor_site(state, action)
    state["last_meteor"] = {"hex": key, "result": result}
    if result != "hit":
        return
    structures = state["structures"]
    if key not in structures or structures[key]["kind"] not in ("hq", "lsc"):
        state["impacts"] = sorted({*state["impacts"], key})
    lost = [(k, structures.pop(k)) for k in destroyed(state, key)]
    tasks: list[dict[str, Any]] = []
    for k, piece in lost:
        note(state, "destroyed", hex=k, building=piece["kind"], player=piece["owner"])
        wreck = {"hex": k, "building": piece["kind"], "owner": piece["owner"], "turn_of": state["active"]}
        state["wrecks"] = [*state.get("wrecks", []), wreck]
        if piece["pop"]:
            tasks.append({"kind": EVACUATE, "player": piece["owner"], "from": piece["kind"], "hex": k})
        tasks.append({"kind": REPAIR, "player": piece["owner"], "building": piece["kind"], "hex": k})
    for p in range(state["players"]):
        colony.trim_repairs(state, p)  # a lost factory takes its platform (and what was on it)
    push(state, *tasks)


def destroyed(state: State, key: str) -> list[str]:
    """Hexes whose buildings an impact on `key` destroys (sorted)."""
    near = [key, *board.NEIGHBOURS[key]]
    return sorted(k for k in near if k in state["structures"] and _breakable(state, k))


def _breakable(state: State, key: str) -> bool:
    """Destructible buildings outside any fortress's protection."""
    return state["structures"][key]["kind"] in data.DESTRUCTIBLE and not colony.protected(state, key)


# --- event effects --------------------------------------------------------------------------
def _meteor(state: State, player: int) -> None:
    push(state, {"kind": METEOR})


def _meteor_storm(state: State, player: int) -> None:
    push(state, {"kind": METEOR}, {"kind": METEOR})


def _accident(state: State, player: int) -> None:
    push(state, {"kind": INJURE, "player": player})


def _supply_drop(state: State, player: int) -> None:
    push(state, {"kind": SUPPLY_CHOICE, "player": player})


def _olympium_vein(state: State, player: int) -> None:
    note(state, "gain", player=player, card="olympium", n=colony.gain(state, player, "olympium", 1))


def _solar_flare(state: State, player: int) -> None:
    for p in range(state["players"]):
        note(state, "lose", player=p, card="fuel", n=state["hand"][p]["fuel"])
        colony.pay(state, p, {"fuel": state["hand"][p]["fuel"]})


def _ice_rain(state: State, player: int) -> None:
    for i in range(state["players"]):
        p = (player + i) % state["players"]
        note(state, "gain", player=p, card="water", n=colony.gain(state, p, "water", 1))


def _equipment_failure(state: State, player: int) -> None:
    lost = min(1, state["hand"][player]["rcu"])
    note(state, "lose", player=player, card="rcu", n=lost)
    colony.pay(state, player, {"rcu": lost})


EFFECTS: dict[str, Callable[[State, int], None]] = {
    "meteor": _meteor,
    "meteor_storm": _meteor_storm,
    "accident": _accident,
    "supply_drop": _supply_drop,
    "olympium_vein": _olympium_vein,
    "solar_flare": _solar_flare,
    "ice_rain": _ice_rain,
    "equipment_failure": _equipment_failure,
    "quiet": lambda state, player: None,
}


# --- automatic supply steps ----------------------------------------------------------------
def upkeep(state: State, task: dict[str, Any]) -> None:
    """Step 1: 1 metal + 1 stone per refinery (or it is lost), 1 water per population unit."""
    player = task["player"]
    lost: list[dict[str, Any]] = []
    paid = 0
    for key in colony.own(state, player, "refinery"):
        if colony.has(state, player, {"metal": 1, "stone": 1}):
            colony.pay(state, player, {"metal": 1, "stone": 1})
            paid += 1
        else:
            del state["structures"][key]
            lost.append({"kind": REPAIR, "player": player, "building": "refinery", "hex": key})
    water, died = _water(state, player)
    note(state, "upkeep", player=player, refineries=paid, lost=[t["hex"] for t in lost], water=water, died=died)
    push(state, *lost)


def _water(state: State, player: int) -> tuple[int, list[str]]:
    """Unwatered units die: injured first, then habitats, the Embassy last; (water paid, places of the dead)."""
    need = colony.population(state, player)
    paid = min(need, state["hand"][player]["water"])
    colony.pay(state, player, {"water": paid})
    deaths = need - paid
    order = colony.occupied(state, player, "hospital") + list(reversed(colony.occupied(state, player, "habitat")))
    order += ["embassy"] if state["embassy"][player] else []
    for place in order[:deaths]:
        colony.place_pop(state, player, place, 0)
    return paid, [place_target(place) for place in order[:deaths]]  # the report names them as targets


def recharge(state: State, task: dict[str, Any]) -> None:
    """Step 2: unused fuel cells go back to the station; take 1 new one."""
    player = task["player"]
    unused = state["hand"][player]["fuel"]
    colony.pay(state, player, {"fuel": unused})
    note(state, "recharge", player=player, discarded=unused, took=colony.gain(state, player, "fuel", 1))


def produce(state: State, task: dict[str, Any]) -> None:
    """Step 3: Olympium per ruins access, RCU per factory, Medipack per hospital."""
    player = task["player"]
    olympium = colony.gain(state, player, "olympium", colony.accesses(state, player))
    rcu = colony.gain(state, player, "rcu", colony.count(state, player, "factory"))
    medipack = colony.gain(state, player, "medipack", colony.count(state, player, "hospital"))
    note(state, "produce", player=player, olympium=olympium, rcu=rcu, medipack=medipack)


def win_check(state: State, task: dict[str, Any]) -> None:
    """A completed supply stop with 5 healthy population wins."""
    player = task["player"]
    won = colony.healthy(state, player) >= data.VICTORY_POPULATION
    note(state, "supply_done", player=player, won=won)
    if won:
        state["winner"] = player
        state["over"] = True


AUTO: dict[str, Callable[[State, dict[str, Any]], None]] = {
    END_TURN: end_turn,
    UPKEEP: upkeep,
    RECHARGE: recharge,
    PRODUCE: produce,
    WIN_CHECK: win_check,
}


# --- decisions that resolve themselves when there is nothing to choose --------------------
def _skip_evacuate(state: State, task: dict[str, Any]) -> bool:
    """Nowhere to go: the unit dies."""
    return not evacuation_targets(state, task)


def _skip_repair(state: State, task: dict[str, Any]) -> bool:
    """No repair platform at all: the building goes back to the player board."""
    return colony.platforms(state, task["player"]) == 0


def _skip_injure(state: State, task: dict[str, Any]) -> bool:
    """No healthy unit: nobody is hurt."""
    return not colony.healthy_sources(state, task["player"])


def _skip_pick(state: State, task: dict[str, Any]) -> bool:
    return not any(state["stock"][r] for r in data.BASIC)


def _skip_supply(state: State, task: dict[str, Any]) -> bool:
    return not any(state["stock"][s] for s in data.SUPPLIES)


def _skip_gift(state: State, task: dict[str, Any]) -> bool:
    return _skip_supply(state, task) and not colony.homes_for_new(state, task["player"])


def _skip_move(state: State, task: dict[str, Any]) -> bool:
    """No fuel cell to add: the rover moves by the die alone."""
    return not state["hand"][task["player"]]["fuel"]


def _skip_fuel(state: State, task: dict[str, Any]) -> bool:
    """No fuel cell to commit before the roll: the dice decide alone."""
    return not state["hand"][task["player"]]["fuel"]


SKIPPABLE: dict[str, Callable[[State, dict[str, Any]], bool]] = {
    MOVE: _skip_move,
    FUEL: _skip_fuel,
    EVACUATE: _skip_evacuate,
    REPAIR: _skip_repair,
    INJURE: _skip_injure,
    PICK_RESOURCE: _skip_pick,
    SUPPLY_CHOICE: _skip_supply,
    GIFT: _skip_gift,
}


# What happens when a decision resolves itself (most simply vanish).
ON_SKIP: dict[str, Callable[[State, dict[str, Any]], None]] = {
    EVACUATE: lambda state, task: note(
        state, "pop_lost", player=task["player"], hex=task["hex"], building=task["from"]
    ),
    REPAIR: lambda state, task: note(state, "to_board", player=task["player"], building=task["building"]),
    INJURE: lambda state, task: note(state, "nobody_hurt", player=task["player"]),
    GIFT: lambda state, task: note(state, "no_shipment", player=task["player"]),
    MOVE: lambda state, task: move_rover(state, task, 0),
}


QUEUE = TaskQueue(
    (
        *(chance_step(kind) for kind in sorted(CHANCE_KINDS)),
        *(Step(kind, run=run) for kind, run in AUTO.items()),
        *(Step(kind, skip=skip, on_skip=ON_SKIP.get(kind)) for kind, skip in SKIPPABLE.items()),
        # Decisions that always offer a choice.
        *(Step(kind) for kind in (FIRST_TUNNEL, RUINS, TRADE_EDIT, TRADE_ANSWER)),
    ),
    idle=IDLE,
)


def evacuation_targets(state: State, task: dict[str, Any]) -> list[str]:
    """A free habitat (a free hospital failing that) for a home; a free hospital for a patient
    (their hex keys)."""
    player = task["player"]
    if task["from"] == "habitat":
        return colony.free(state, player, "habitat") or colony.free(state, player, "hospital")
    return colony.free(state, player, "hospital")
