"""How March on Mars moves on: rounds (turns of the team), marines' turns, rolls, waves and the end.

Every function changes a working copy of the state in place. Automated steps (an alien's move, a
wave's draw, the side die, the sentries, an equipment draw) are tasks of the queue (rules.QUEUE):
the match plays each as its own entry.
"""

from __future__ import annotations

from typing import Any

from pyengine.core.sideview import SAFE, Track, Walk, jumps, plan, step_patterns
from pyengine.core.targets import side_square_target
from pyengine.games.march_mars import aliens, board, data, shooting
from pyengine.games.march_mars.decisions import (
    ALIEN,
    ARRIVE,
    CHOOSE,
    CONTINUE,
    DECOY,
    DRAW,
    GEAR,
    NEW_ROUND,
    OVER,
    PICK,
    PROGRAM,
    ROLLING,
    SENTRY,
    SIDE,
    TARGET,
    WAVE,
    WAVES,
    ZA_CHECK,
)
from pyengine.games.march_mars.state import MarchMarsState as State
from pyengine.games.march_mars.state import Marine, TurnFields, pending


# --- reading -----------------------------------------------------------------------------------
def marine(state: State, index: int | None = None) -> Marine:
    """A marine's record (default: the active one)."""
    return state["marines"][state["active"] if index is None else index]


def square(m: Marine) -> tuple[int, int]:
    """Where a marine stands."""
    return int(m["col"]), int(m["level"])


def track(state: State) -> Track:
    """The board's track for the cards dealt."""
    return board.track(aliens.cards_of(state))


def locked(state: State, index: int | None = None) -> bool:
    """True if aliens share the marine's square: locked in melee."""
    return bool(aliens.aliens_at(state, square(marine(state, index))))


def teammates_here(state: State, index: int) -> list[int]:
    """Other living marines on this marine's square."""
    here = square(marine(state, index))
    return [i for i in aliens.alive_marines(state) if i != index and square(marine(state, i)) == here]


def comrades(state: State, index: int) -> bool:
    """True if a teammate lets this marine reroll a die of each roll: one on the square, or (with
    Communications, the roller's or a teammate's) one anywhere on the same card."""
    if teammates_here(state, index):
        return True
    t = track(state)
    card = t.card_at(marine(state, index)["col"])
    if card is None:
        return False
    others = [i for i in aliens.alive_marines(state) if i != index and t.card_at(marine(state, i)["col"]) == card]
    if not others:
        return False
    return marine(state, index)["ability"] == "comms" or any(marine(state, i)["ability"] == "comms" for i in others)


def slots(state: State) -> list[list[int]]:
    """The dice programmed on each action slot."""
    found: list[list[int]] = [[] for _ in range(data.SLOTS)]
    for die, slot in enumerate(state["program"]):
        if slot is not None:
            found[slot].append(die)
    return found


def next_slot(state: State) -> int | None:
    """The next programmed action still to roll."""
    found = slots(state)
    return next((s for s in range(state["slot"], data.SLOTS) if found[s]), None)


def faces(state: State) -> list[str]:
    """The faces of the roll on the table."""
    return [r["face"] for r in state["roll"]]


def adjacent_to_mmm(state: State, index: int | None = None) -> str | None:
    """The side whose defenders' square the marine stands on (the squares beside the MMM)."""
    here = square(marine(state, index))
    cards = aliens.cards_of(state)
    return next((s for s in board.sides(cards) if board.defender_square(cards, s) == here), None)


# --- the round ----------------------------------------------------------------------------------
def start_round(state: State, queue: Any) -> None:
    """Turn summary 1: the aliens waiting in the "next wave" areas enter the Landing Zone; from
    turn 5 with no defender killed, High Command drops equipment; then the team picks a marine."""
    state["round"] += 1
    for m in state["marines"]:
        m["played"] = False
    no_kill = all(state["defenders"].values())
    if state["round"] >= data.EQUIPMENT_TURN and no_kill and state["difficulty"] != "sergeant":
        state["equipment_on"] = True
    moves = [move for side in board.sides(aliens.cards_of(state)) for move in aliens.to_landing_zone(state, side)]
    queue.append(state, *({"kind": ALIEN, "move": move} for move in moves))
    state["phase"] = PICK
    state["active"] = -1


def to_play(state: State) -> list[int]:
    """Living marines that have not played this round."""
    return [i for i in aliens.alive_marines(state) if not state["marines"][i]["played"]]


def start_turn(state: State, index: int) -> None:
    """A marine's turn: stand up (2 dice), or the 3 dice after the Boosters, else 4; program them."""
    m = marine(state, index)
    state["active"] = index
    dice = data.NORMAL_DICE
    if m["down"]:
        m["down"] = False
        dice = data.DOWN_DICE
    elif m["boosted"]:
        dice = data.AFTER_BOOST_DICE
    m["boosted"] = False
    fields: TurnFields = state  # the state seen as its turn's fields: mypy checks the update against them
    fields.update(turn_fields(dice, first_roll=True))
    state["phase"] = PROGRAM


def turn_fields(dice: int, first_roll: bool) -> TurnFields:
    """The fields a turn starts with: nothing programmed, rolled or done yet (also the setup's, with
    no dice and no first roll to come before a marine plays)."""
    return {
        "program": [None] * len(data.DICE),
        "slot": 0,
        "dice": dice,
        "roll": [],
        "rerolls": 0,
        "first_roll": first_roll,
        "acted": False,
        "moved": False,
        "shot": False,
        "spent": [],
        "scout": False,
        "effects": [],
        "mode": "action",
        "pending": None,
        "precog": False,
        "foreseen": {},
        "teleported": False,
    }


def end_turn(state: State, queue: Any) -> None:
    """The turn ends: the drone's extra shot first, then the team picks the next marine or the round ends."""
    m = marine(state)
    if m["alive"] and m["ability"] == "drone" and state["mode"] not in ("drone", "bomb", "support"):
        state["mode"] = "drone"
        state["roll"] = []
        state["pending"] = {"dice": list(data.SENTRY_DICE)}
        state["phase"] = ROLLING
        return
    if m["alive"]:
        m["played"] = True
        m["precog_last"] = state["precog"]
    if state["teleported"]:
        m["alive"] = False  # the teleport's price: the marine is gone at the end of its turn
        state["teleported"] = False
        if not aliens.alive_marines(state):
            lose(state, queue, "fallen")
            return
    state["active"] = -1
    state["mode"] = "action"
    state["roll"] = []
    if state["over"]:
        return
    if to_play(state):
        state["phase"] = PICK
    else:
        end_round(state, queue)


def end_round(state: State, queue: Any) -> None:
    """Turn summary 3 and 4: the sentries shoot, the Landing Zone is checked, the white die sends a wave."""
    state["phase"] = WAVES
    for side in board.sides(aliens.cards_of(state)):
        if state["upgrades"][side] == "sentries":  # each Sentries marker makes its own attack
            queue.append(state, {"kind": SENTRY, "side": side})
    queue.append(state, {"kind": ZA_CHECK}, {"kind": SIDE, "why": "round"}, {"kind": NEW_ROUND})


def za_check(state: State, queue: Any) -> None:
    """Aliens in the Landing Zone damage the base: all removed, an upgrade destroyed; the third time
    the base falls. The eighth turn over without the bomb is lost too."""
    za = board.za_columns(aliens.cards_of(state))
    inside = [a for a in state["aliens"] if a["col"] in za]
    if inside:
        for a in inside:
            state["aliens"].remove(a)
            state["dead"][a["colour"]] += 1
        state["base_hits"] += 1
        standing = [s for s in data.SIDES if state["upgrades"].get(s)]
        if standing:
            state["upgrades"][standing[0]] = None
        if state["base_hits"] >= data.BASE_LIVES:
            lose(state, queue, "base")
            return
    if state["round"] >= data.TURNS:
        lose(state, queue, "time")


def lose(state: State, queue: Any, why: str) -> None:
    """The team has failed."""
    state["over"] = True
    state["won"] = False
    state["why"] = why
    state["phase"] = OVER
    queue.reset(state)


def win(state: State, queue: Any) -> None:
    """The MMM is destroyed."""
    state["over"] = True
    state["won"] = True
    state["why"] = "bomb"
    state["phase"] = OVER
    queue.reset(state)


def side_rolled(state: State, queue: Any, face: int, why: str) -> None:
    """The white die picked a side (1 left, 2 right): a wave there, unless that side is out of play."""
    side = data.LEFT if face == 1 else data.RIGHT
    state["last_side"] = side
    if why == "round" and state["decoy"] is not None:
        queue.push(state, {"kind": DECOY, "player": marine(state, state["decoy"])["owner"], "side": side})
        return
    send_wave(state, queue, side)


def send_wave(state: State, queue: Any, side: str) -> None:
    """A wave on a side in play: its march, then a new wave drawn for the card beside the MMM."""
    if side not in board.sides(aliens.cards_of(state)):
        return
    queue.push(state, {"kind": WAVE, "side": side})


def wave(state: State, queue: Any, side: str) -> None:
    """The march's alien moves, then the draw of the new wave (pushed ahead of whatever waits)."""
    moves = aliens.march(state, side)
    far = board.side_cards(aliens.cards_of(state), side)[0]
    tasks: list[dict[str, Any]] = [{"kind": ALIEN, "move": move} for move in moves]
    tasks.append({"kind": DRAW, "side": side, "card": far, "n": aliens.wave_size(state, side)})
    queue.push(state, *tasks)


# --- programming and rolling ----------------------------------------------------------------------
def assigned(state: State) -> int:
    """Dice programmed so far."""
    return sum(1 for s in state["program"] if s is not None)


def next_action(state: State, queue: Any) -> None:
    """Roll the next programmed action, or end the turn."""
    slot = next_slot(state)
    if slot is None:
        end_turn(state, queue)
        return
    state["slot"] = slot + 1
    state["mode"] = "action"
    state["melee"] = locked(state)
    if state["precog"]:
        # Precog: the dice were rolled before programming; their faces are the action's roll.
        state["roll"] = [{"die": d, "face": state["foreseen"][str(d)]} for d in slots(state)[slot]]
        state["rerolls"] = 0
        state["spent"] = []
        state["phase"] = CHOOSE
        return
    state["pending"] = {"dice": slots(state)[slot]}
    state["phase"] = ROLLING


def roll(state: State, queue: Any, rolled: list[str]) -> None:
    """The dice land: a fresh roll, or one die rerolled (the rest of the roll stays)."""
    dice = pending(state)
    if dice.get("replace") is not None:
        state["roll"][dice["replace"]]["face"] = rolled[0]
    else:
        state["roll"] = [{"die": d, "face": f} for d, f in zip(dice["dice"], rolled, strict=True)]
        state["rerolls"] = reroll_allowance(state)
        state["spent"] = []
    state["pending"] = None
    if state["mode"] == "precog":
        state["foreseen"] = {str(r["die"]): r["face"] for r in state["roll"]}
        state["roll"] = []
        state["mode"] = "action"
        state["phase"] = PROGRAM
        return
    state["phase"] = {"missile": TARGET, "teleport": ARRIVE}.get(state["mode"], CHOOSE)


def reroll_allowance(state: State) -> int:
    """Dice of this roll that may be rerolled one at a time: one for teammates on the square (or the
    card, with Communications), one for the first action roll in the Landing Zone, one for the
    first roll on a side with an Antenna; none for the sentries, the missile or a precog's dice."""
    if state["mode"] in ("missile", "teleport") or state["precog"]:
        return 0
    index = state["active"]
    count = 1 if comrades(state, index) else 0
    if state["mode"] == "action" and state["first_roll"]:
        where = aliens.marine_side(state, index)
        if where is None or state["upgrades"].get(where) == "antenna":
            count += 1
    if state["mode"] == "action":
        state["first_roll"] = False
    return count


# --- using a roll -------------------------------------------------------------------------------
def shot_squares(state: State) -> list[tuple[tuple[int, int], int, int]]:
    """Every square the roll can shoot now, with its hits and outright kills: the marine's own
    square in melee (1s only), else any square with aliens at a distance a die shows."""
    m = marine(state)
    here = square(m)
    rolled = faces(state)
    effects = state["effects"]
    drone = state["mode"] == "drone"
    ability = None if drone else m["ability"]
    if state["melee"] and not drone:
        if 1 in state["spent"]:
            return []  # the 1s have fired (Multiple shot fires each number once)
        hits, outright = shooting.firepower(ability, rolled, 0, True, effects)
        return [(here, hits, outright)] if (hits or outright) and aliens.aliens_at(state, here) else []
    if state["moved"] and m["ability"] == "sniper" and not drone:
        return []
    found = []
    for target in _alien_squares(state):
        d = board.distance(here, target)
        if d in state["spent"] or (d == 0 and target != here):
            continue  # no die shows 0: an alien above or below in the marine's column is out of reach
        hits, outright = shooting.firepower(ability, rolled, d, False, effects if not drone else [])
        if hits or outright:
            found.append((target, hits, outright))
    return found


def _alien_squares(state: State) -> list[tuple[int, int]]:
    squares = {(a["col"], a["level"]) for a in state["aliens"]}
    cards = aliens.cards_of(state)
    squares |= {board.defender_square(cards, s) for s in board.sides(cards) if state["defenders"][s]}
    return sorted(squares)


def shoot_actions(state: State) -> list[dict[str, Any]]:
    """Every shot: a square and the aliens killed there, by colour."""
    actions = []
    for target, hits, outright in shot_squares(state):
        present = aliens.aliens_at(state, target)
        for way in shooting.kills(present, hits, outright):
            actions.append({"type": "shoot", "target": side_square_target(*target), **way})
    return actions


def kill(state: State, queue: Any, target: tuple[int, int], killed: dict[str, int], finder: int | None) -> None:
    """Kill the chosen aliens on a square (the defender when a red dies on its square); from the
    equipment drop on (or with Baby marine), each blue or red a marine (`finder`) kills draws an
    equipment card."""
    cards = aliens.cards_of(state)
    side = next((s for s in board.sides(cards) if board.defender_square(cards, s) == tuple(target)), None)
    for colour in data.COLOURS:
        for _ in range(killed[colour]):
            if colour == "red" and side is not None and state["defenders"][side]:
                state["defenders"][side] = False
            else:
                alien = next(a for a in state["aliens"] if (a["col"], a["level"], a["colour"]) == (*target, colour))
                state["aliens"].remove(alien)
                state["dead"][colour] += 1
            if colour != "yellow" and state["equipment_on"] and finder is not None:
                queue.append(state, {"kind": GEAR, "marine": finder})


def shoot(state: State, queue: Any, target: tuple[int, int], killed: dict[str, int]) -> None:
    """The active marine's shot: the kills, the distance's dice spent, the armed equipment used."""
    kill(state, queue, target, killed, state["active"])
    here = square(marine(state))
    used = 1 if board.distance(here, target) == 0 else board.distance(here, target)
    state["spent"].append(used)
    for effect in ("bullets", "railgun"):
        if effect in state["effects"]:
            state["effects"].remove(effect)
    state["shot"] = True


def more_shots(state: State) -> bool:
    """Multiple shot: the other numbers of the roll may still fire (at other distances)."""
    return marine(state)["ability"] == "multishot" and state["mode"] == "action" and bool(shot_squares(state))


def move_actions(state: State) -> list[dict[str, Any]]:
    """Every way to move with a die of the roll, forward or back: the die, the steps, the direction
    and where it ends; with Retro-rockets, two dice one after the other too (landing only at the
    end), even out of melee. None in melee otherwise, none for a sniper who has shot this turn."""
    m = marine(state)
    retro = m["ability"] == "retro"
    if (state["melee"] and not retro) or state["mode"] != "action" or (m["ability"] == "sniper" and state["shot"]):
        return []
    found: dict[tuple[Any, ...], dict[str, Any]] = {}
    kinds: dict[int, list[tuple[str, str]]] = {}
    for r in state["roll"]:
        colour = data.DICE[r["die"]]
        kinds[r["die"]] = [(p, colour) for p in step_patterns(shooting.number(r["face"]), data.STEP_KIND[colour])]
    seen: set[tuple[str, str]] = set()
    for r in state["roll"]:
        key = (data.DICE[r["die"]], r["face"])
        if key in seen:
            continue  # two dice of a colour showing a face move alike
        seen.add(key)
        for direction in (1, -1):
            for steps, _ in _patterns(state, shooting.number(r["face"]), data.DICE[r["die"]], direction):
                _add_move(state, found, {"die": r["die"]}, steps, direction)
    if retro:
        for first in state["roll"]:
            for second in state["roll"]:
                if first["die"] == second["die"]:
                    continue
                for direction in (1, -1):
                    for a, _ in kinds[first["die"]]:
                        for b, _ in kinds[second["die"]]:
                            _add_move(state, found, {"die": first["die"], "die2": second["die"]}, a + b, direction)
    return list(found.values())


def _add_move(
    state: State, found: dict[tuple[Any, ...], dict[str, Any]], dice: dict[str, int], steps: str, direction: int
) -> None:
    end = blocked_walk(state, plan(track(state), square(marine(state)), steps, direction), direction)
    key = (*dice.values(), steps, direction)
    found.setdefault(
        key, {"type": "move", **dice, "steps": steps, "dir": direction, "target": side_square_target(*end.end)}
    )


def _patterns(state: State, advances: int, colour: str, direction: int) -> list[tuple[str, Walk]]:
    """The die's ways to step (the Scout may add one climb or descent once a turn)."""
    here = square(marine(state))
    found = jumps(track(state), here, advances, data.STEP_KIND[colour], direction)
    if marine(state)["ability"] == "scout" and not state["scout"]:
        longer = {steps[:i] + add + steps[i:] for steps, _ in found for add in "ud" for i in range(len(steps) + 1)}
        extra = [(steps, plan(track(state), here, steps, direction)) for steps in sorted(longer)]
        found = found + [(s, w) for s, w in extra if s not in {f[0] for f in found}]
    return found


def blocked_walk(state: State, walk: Walk, direction: int) -> Walk:
    """A walk cut at a living defender's square: it cannot be entered, the marine crashes at its foot."""
    cards = aliens.cards_of(state)
    for side in board.sides(cards):
        if not state["defenders"][side]:
            continue
        barrier = board.defender_square(cards, side)
        for i, sq in enumerate(walk.entered):
            if sq[0] == barrier[0]:
                before = walk.entered[i - 1] if i else walk.start
                t = track(state)
                return Walk(walk.start, walk.entered[:i], t.terrain.landing(before), "collision")
    return walk


def move(state: State, queue: Any, die: int, steps: str, direction: int, die2: int | None = None) -> None:
    """Move with a die (or the Retro-rockets' two): the walk (`walk_marine`), a skull among the dice used
    an accident too (not for a Ranger); the Scout's extra step spent."""
    m = marine(state)
    if m["ability"] == "scout" and len(steps) > shooting.number(_face(state, die)):
        state["scout"] = True
    used = [die] if die2 is None else [die, die2]
    skull = any(_face(state, d).endswith("k") for d in used) and m["ability"] != "ranger"
    walk_marine(state, queue, steps, direction, skull)


def walk_marine(state: State, queue: Any, steps: str, direction: int, skull: bool = False) -> None:
    """The active marine walks (a die's move or an equipment card's step): accidents (hazards, falls,
    crashes, a skull) end the turn unless a teammate is on the square where it ends, or the marine
    is a Ranger on a hazard; a teammate lying on the square reached without falling stands up; the
    hidden square gives gear (never at Sergeant)."""
    m = marine(state)
    walked = blocked_walk(state, plan(track(state), square(m), steps, direction), direction)
    state["last"] = {
        "from": list(square(m)),
        "to": list(walked.end),
        "path": [list(s) for s in walked.entered],
        "outcome": walked.outcome,
    }
    place(state, walked.end)
    crash = walked.outcome != SAFE and not (walked.outcome == "hazard" and m["ability"] == "ranger")
    accident = (crash or skull) and not teammates_here(state, state["active"])
    if walked.outcome != "fall":
        for i in teammates_here(state, state["active"]):
            state["marines"][i]["down"] = False
    hidden = track(state).crossed(walked, board.HIDDEN)
    if hidden and not state["hidden_found"] and state["difficulty"] != "sergeant":
        state["hidden_found"] = True  # Sergeant: "el equipo es para cobardes", the hidden square's too
        queue.append(state, {"kind": GEAR, "marine": state["active"]})
    state["moved"] = True
    state["accident"] = accident
    if accident:
        m["down"] = True


def place(state: State, target: tuple[int, int]) -> None:
    """Set the active marine on a square, on top of any stack there."""
    m = marine(state)
    m["col"], m["level"] = target
    state["clock"] += 1
    m["at"] = state["clock"]


def _face(state: State, die: int) -> str:
    return str(next(r["face"] for r in state["roll"] if r["die"] == die))


def skull_wave(state: State, queue: Any) -> None:
    """A skull among the dice of a roll sends a wave on the marine's side (the side die picks one in
    the Landing Zone; not for a Ranger)."""
    if any(f.endswith("k") for f in faces(state)) and marine(state)["ability"] != "ranger":
        side = aliens.marine_side(state, state["active"])
        if side is None:
            queue.append(state, {"kind": SIDE, "why": "skull"})
        else:
            send_wave(state, queue, side)


def after_action(state: State, queue: Any) -> None:
    """A roll used: a skull among its dice sends a wave (`skull_wave`); an accident ends the turn;
    else the next action waits."""
    if state["mode"] == "action":
        skull_wave(state, queue)
    state["acted"] = True
    state["roll"] = []
    if state.get("accident"):
        state["accident"] = False
        end_turn(state, queue)
    elif next_slot(state) is None:
        end_turn(state, queue)
    else:
        state["phase"] = CONTINUE


def bomb_total(state: State) -> int:
    """The bomb's dice, summed."""
    return sum(shooting.number(f) for f in faces(state))


def bomb_combos(count: int = data.BOMB_DICE) -> list[tuple[int, ...]]:
    """The sets of `count` dice (by index, one per colour mix) that may be rolled together."""
    from itertools import combinations

    mixes: dict[tuple[str, ...], tuple[int, ...]] = {}
    for combo in combinations(range(len(data.DICE)), count):
        mix = tuple(sorted(data.DICE[d] for d in combo))
        mixes.setdefault(mix, combo)
    return list(mixes.values())
