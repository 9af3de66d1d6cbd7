"""March on Mars's actions and chance outcomes, each declared once (core/actions.py): fields, the
decision it answers, its candidates (every legal action of its kind), its effect, its log line.

Player decisions are phases (rules.PHASES); automated steps are tasks of the queue (rules.QUEUE):
an alien's move (`automaton_move`), a wave's draw, the side die, the sentries, an equipment draw.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations, product
from typing import Any

from pyengine.core import sideview
from pyengine.core.actions import (
    ActionSet,
    ActionType,
    ChanceType,
    Field,
    FieldError,
    Move,
    integer,
    one_of,
    side_square,
    slot,
)
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.targets import side_square_target, slot_target
from pyengine.core.turns import automaton_move
from pyengine.games.march_mars import aliens, board, data, flow, shooting
from pyengine.games.march_mars.decisions import (
    ALIEN,
    ARRIVE,
    CHOOSE,
    CONTINUE,
    DECOY,
    DRAW,
    GEAR,
    GEAR_PHASES,
    LAND,
    PICK,
    PROGRAM,
    ROLLING,
    SENTRY,
    SIDE,
    TARGET,
    TRAIN,
)
from pyengine.games.march_mars.queue import QUEUE
from pyengine.games.march_mars.state import CHOSEN, Chosen, missile, pending
from pyengine.games.march_mars.state import MarchMarsState as State
from pyengine.i18n import seat

Candidates = Callable[[State], list[Action]]
DIE = integer(0, len(data.DICE) - 1)
MARINE = integer(0, 4)
COUNT = integer(0, 12)


def who(state: State, index: int | None = None) -> int:
    """The seat playing a marine (default: the active one)."""
    return int(flow.marine(state, index)["owner"])


# --- setup -----------------------------------------------------------------------------------------
def setup_marine(state: State, field: Chosen) -> int:
    """The first marine still to choose its ability ("ability") or its square ("col")."""
    return next(i for i, m in enumerate(state["marines"]) if m[field] in (None, -1))


def _train_candidates(state: State) -> list[Action]:
    m = state["marines"][setup_marine(state, "ability")]
    return [{"type": "train", "ability": a} for a in data.TRAINING[m["training"]]]


def _train(state: State, move: Move) -> None:
    state["marines"][setup_marine(state, "ability")]["ability"] = move["ability"]
    if all(m["ability"] for m in state["marines"]):
        state["phase"] = LAND


def _land_candidates(state: State) -> list[Action]:
    t = flow.track(state)
    za = board.za_columns(aliens.cards_of(state))
    return [
        {"type": "land", "target": side_square_target(c, lv)}
        for c in za
        for lv in range(t.height)
        if t.terrain.has_ground((c, lv))
    ]


def _land(state: State, move: Move) -> None:
    index = setup_marine(state, "col")
    state["active"] = index
    flow.place(state, move["target"])
    state["active"] = -1
    if all(m["col"] >= 0 for m in state["marines"]):
        flow.start_round(state, QUEUE)


# --- the team picks who plays ------------------------------------------------------------------------
def _pick_candidates(state: State) -> list[Action]:
    return [{"type": "pick", "marine": i} for i in flow.to_play(state)]


def _pick(state: State, move: Move) -> None:
    flow.start_turn(state, move["marine"])


# --- programming ------------------------------------------------------------------------------------
def _assign_candidates(state: State) -> list[Action]:
    if flow.assigned(state) >= state["dice"]:
        return []
    free = [d for d, s in enumerate(state["program"]) if s is None]
    if state["precog"]:
        free = [d for d in free if str(d) in state["foreseen"]]
    return [{"type": "assign", "die": d, "target": slot_target(s)} for d in free for s in range(data.SLOTS)]


def _assign(state: State, move: Move) -> None:
    state["program"][move["die"]] = move["target"]


def _launch_candidates(state: State) -> list[Action]:
    return [{"type": "launch"}] if flow.assigned(state) == state["dice"] else []


def _launch(state: State, move: Move) -> None:
    flow.next_action(state, QUEUE)


def _fresh(state: State) -> bool:
    """Nothing done yet this turn: no die programmed, no action taken."""
    return not state["acted"] and flow.assigned(state) == 0 and state["mode"] == "action"


def _boost_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    ok = m["ability"] == "boosters" and _fresh(state) and state["dice"] == data.NORMAL_DICE
    return [{"type": "boost"}] if ok else []


def _boost(state: State, move: Move) -> None:
    state["dice"] = data.BOOSTED_DICE
    flow.marine(state)["boosted"] = True


def _precog_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    if m["ability"] != "precog" or m["precog_last"] or not _fresh(state) or state["precog"]:
        return []
    return [{"type": "precog", "dice": list(c)} for c in flow.bomb_combos(state["dice"])]


def _precog(state: State, move: Move) -> None:
    state["precog"] = True
    state["mode"] = "precog"
    state["pending"] = {"dice": list(move["dice"])}
    state["phase"] = ROLLING


def _teleport_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    if m["ability"] != "teleport" or state["teleported"] or state["mode"] != "action":
        return []
    if state["phase"] == PROGRAM and flow.assigned(state) < state["dice"]:
        return []  # once the turn is programmed
    cards = aliens.cards_of(state)
    za = board.za_index(cards)
    found = []
    for side in board.sides(cards):
        for index in board.side_cards(cards, side):
            beside_mmm = index == board.side_cards(cards, side)[0]
            if beside_mmm and state["defenders"][side]:
                continue  # the force barrier: not even a teleport crosses it
            found.append({"type": "teleport", "card": index})
    return sorted(found, key=lambda a: abs(a["card"] - za))


def _teleport(state: State, move: Move) -> None:
    state["resume"] = state["phase"]
    state["teleport_card"] = move["card"]
    state["mode"] = "teleport"
    state["teleported"] = True
    state["melee"] = False
    state["pending"] = {"dice": [0]}  # a blue die
    state["phase"] = ROLLING


def teleport_column(state: State) -> int:
    """The column the blue die points at, counted into the card from its side facing the Landing Zone."""
    cards = aliens.cards_of(state)
    index = state["teleport_card"]
    columns = flow.track(state).card_columns(index)
    steps = shooting.number(state["roll"][0]["face"])
    return int(columns[-steps] if index < board.za_index(cards) else columns[steps - 1])


def _arrive_candidates(state: State) -> list[Action]:
    t = flow.track(state)
    column = teleport_column(state)
    return [
        {"type": "arrive", "target": side_square_target(column, lv)}
        for lv in range(t.height)
        if t.terrain.has_ground((column, lv))
    ]


def _arrive(state: State, move: Move) -> None:
    flow.place(state, move["target"])
    m = flow.marine(state)
    t = flow.track(state)
    hazard = not t.terrain.is_firm(move["target"]) and m["ability"] != "ranger"
    state["roll"] = []
    state["mode"] = "action"
    if hazard and not flow.teammates_here(state, state["active"]):
        m["down"] = True
        flow.end_turn(state, QUEUE)
        return
    state["phase"] = state["resume"]
    if state["phase"] == CONTINUE and flow.next_slot(state) is None:
        flow.end_turn(state, QUEUE)


def _bomb_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    if not _fresh(state) or flow.adjacent_to_mmm(state) is None or state["dice"] < data.BOMB_DICE:
        return []  # beside the MMM, nothing done yet, and 4 dice to throw: not injured (2) nor after Boosters (3)
    kamikaze = m["ability"] == "kamikaze"
    found = [{"type": "bomb", "dice": list(c)} for c in flow.bomb_combos()] if not flow.locked(state) else []
    if kamikaze:
        found.append({"type": "bomb", "dice": list(range(data.KAMIKAZE_DICE))})
    return found


def _bomb(state: State, move: Move) -> None:
    state["mode"] = "bomb"
    state["acted"] = True
    state["melee"] = False
    if len(move["dice"]) == data.KAMIKAZE_DICE:
        state["kamikaze"] = True
    state["pending"] = {"dice": list(move["dice"])}
    state["phase"] = ROLLING


def _support_open(state: State) -> bool:
    """A marine in the Landing Zone, free of aliens, who has done nothing this turn."""
    return _fresh(state) and aliens.marine_side(state, state["active"]) is None and not flow.locked(state)


def _lift_candidates(state: State) -> list[Action]:
    if not _support_open(state):
        return []
    return [{"type": "lift", "marine": i} for i in aliens.alive_marines(state) if state["marines"][i]["down"]]


def _lift(state: State, move: Move) -> None:
    state["marines"][int(move["marine"])]["down"] = False
    _support_done(state)


def _support_done(state: State) -> None:
    state["acted"] = True
    state["mode"] = "support"
    flow.end_turn(state, QUEUE)


def _missile_candidates(state: State) -> list[Action]:
    if not _support_open(state):
        return []
    return [
        {"type": "missile", "marine": i, "kind": k} for i in aliens.alive_marines(state) for k in ("piercing", "frag")
    ]


def _missile(state: State, move: Move) -> None:
    state["acted"] = True
    state["mode"] = "missile"
    state["missile"] = {"observer": move["marine"], "kind": move["kind"]}
    state["melee"] = False
    state["pending"] = {"dice": list(data.MISSILE_DICE)}
    state["phase"] = ROLLING


def _decoy_candidates(state: State) -> list[Action]:
    return [{"type": "decoy"}] if _support_open(state) and state["decoy"] is None else []


def _decoy(state: State, move: Move) -> None:
    state["decoy"] = state["active"]
    _support_done(state)


def _orbital_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    if m["ability"] != "orbital" or m["orbital"] or state["phase"] == CHOOSE:
        return []
    laid = board.areas(aliens.cards_of(state))
    return [{"type": "orbital", "card": i} for i in range(len(laid)) if aliens.on_card(state, i)]


def _orbital(state: State, move: Move) -> None:
    flow.marine(state)["orbital"] = True
    for a in aliens.on_card(state, move["card"]):
        # each blue or red the marine kills draws equipment, by the bombardment too
        killed = {c: int(c == a["colour"]) for c in data.COLOURS}
        flow.kill(state, QUEUE, (a["col"], a["level"]), killed, state["active"])


# --- equipment --------------------------------------------------------------------------------------
def _has(card: str) -> Callable[[State], bool]:
    return lambda state: card in flow.marine(state)["gear"]


def _spend(state: State, card: str) -> None:
    flow.marine(state)["gear"].remove(card)
    state["gear_discard"].append(card)


def _chip_candidates(state: State) -> list[Action]:
    return [{"type": "chip"}] if "chip" in flow.marine(state)["gear"] else []


def _chip(state: State, move: Move) -> None:
    m = flow.marine(state)
    first, second = data.TRAINING[m["training"]]
    m["ability"] = second if m["ability"] == first else first
    _spend(state, "chip")


def _give_candidates(state: State) -> list[Action]:
    mates = flow.teammates_here(state, state["active"])
    gear = sorted(set(flow.marine(state)["gear"]))
    return [{"type": "give", "card": c, "marine": i} for c in gear for i in mates]


def _give(state: State, move: Move) -> None:
    flow.marine(state)["gear"].remove(move["card"])
    state["marines"][int(move["marine"])]["gear"].append(move["card"])


def _step_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    if flow.locked(state):
        return []
    found = []
    for card in sorted(set(m["gear"]) & set(data.STEP_OF)):
        for direction in (1, -1):
            walk = flow.blocked_walk(
                state, sideview.plan(flow.track(state), flow.square(m), data.STEP_OF[card], direction), direction
            )
            if walk.entered:
                found.append(
                    {"type": "gear_step", "card": card, "dir": direction, "target": side_square_target(*walk.end)}
                )
    return found


def _gear_step(state: State, move: Move) -> None:
    """Boots, rope or mount: a move of one step, with the movement's rules (an accident ends the turn)."""
    _spend(state, move["card"])
    flow.walk_marine(state, QUEUE, data.STEP_OF[move["card"]], move["dir"])
    if state["accident"]:
        state["accident"] = False
        flow.end_turn(state, QUEUE)


def _knife_candidates(state: State) -> list[Action]:
    if "knife" not in flow.marine(state)["gear"]:
        return []
    here = aliens.aliens_at(state, flow.square(flow.marine(state)))
    return [{"type": "knife", "colour": c} for c in data.COLOURS if c in here]


def _knife(state: State, move: Move) -> None:
    _spend(state, "knife")
    here = flow.square(flow.marine(state))
    flow.kill(state, QUEUE, here, {c: int(c == move["colour"]) for c in data.COLOURS}, state["active"])
    if state["phase"] == CHOOSE and state["melee"] and not aliens.aliens_at(state, here):
        state["melee"] = False  # the square is clear: the roll may be used elsewhere


def _arm_candidates(state: State) -> list[Action]:
    m = flow.marine(state)
    return [{"type": "arm", "card": c} for c in ("bullets", "railgun") if c in m["gear"] and c not in state["effects"]]


def _arm(state: State, move: Move) -> None:
    _spend(state, move["card"])
    state["effects"].append(move["card"])


def _amulet_candidates(state: State) -> list[Action]:
    """The Amulet rerolls "cualquier cantidad de dados": the whole roll (no field), or some of its dice."""
    ok = "amulet" in flow.marine(state)["gear"] and state["roll"] and not state["precog"] and not state["spent"]
    if not ok:
        return []
    dice = [r["die"] for r in state["roll"]]
    some = [list(c) for n in range(1, len(dice)) for c in combinations(dice, n)]
    return [{"type": "amulet"}, *({"type": "amulet", "dice": c} for c in some)]


def _amulet(state: State, move: Move) -> None:
    _spend(state, "amulet")
    dice = move.get("dice") or [r["die"] for r in state["roll"]]
    state["pending"] = {"dice": list(dice), "again": True}
    state["phase"] = ROLLING


def _label_amulet(state: State, move: Move) -> Msg:
    """The whole roll, or the dice named by colour and face ("the blue 3 and white 1 dice")."""
    dice = move.raw.get("dice")
    if not dice:
        return msg("mom.action.amulet")
    faces = {r["die"]: r["face"] for r in state["roll"]}
    named = {
        k: msg("mom.amulet.die", die=msg(f"mom.die.{data.DICE[d]}"), face=faces.get(d, "?").replace("k", "☠"))
        for k, d in zip("abcde", dice, strict=False)
    }
    return msg(f"mom.action.amulet_{len(dice)}", **named)


def _log_amulet(state: State, move: Move) -> Msg:
    dice = move.raw.get("dice")
    if not dice:
        return msg("mom.log.amulet", player=seat(who(state)))
    return msg("mom.log.amulet_some", player=seat(who(state)), n=len(dice))


# --- using a roll ---------------------------------------------------------------------------------
def _reroll_candidates(state: State) -> list[Action]:
    if state["rerolls"] <= 0 or state["spent"]:
        return []
    return [{"type": "reroll", "die": r["die"]} for r in state["roll"]]


def _reroll(state: State, move: Move) -> None:
    state["rerolls"] -= 1
    index = next(i for i, r in enumerate(state["roll"]) if r["die"] == move["die"])
    state["pending"] = {"dice": [move["die"]], "replace": index}
    state["phase"] = ROLLING


def _using(state: State) -> bool:
    return state["mode"] in ("action", "drone")


def _shoot_candidates(state: State) -> list[Action]:
    return flow.shoot_actions(state) if _using(state) else []


def _shoot(state: State, move: Move) -> None:
    killed = {c: move[c] for c in data.COLOURS}
    flow.shoot(state, QUEUE, move["target"], killed)
    if flow.more_shots(state):
        return
    _used(state)


def _used(state: State) -> None:
    if state["mode"] == "drone":
        state["roll"] = []
        flow.end_turn(state, QUEUE)
    else:
        flow.after_action(state, QUEUE)


def _move_candidates(state: State) -> list[Action]:
    return flow.move_actions(state) if state["mode"] == "action" and not state["spent"] else []


def _move(state: State, move: Move) -> None:
    flow.move(state, QUEUE, move["die"], move["steps"], move["dir"], move.get("die2"))
    flow.after_action(state, QUEUE)


def _discard_candidates(state: State) -> list[Action]:
    if not _using(state) or state["spent"]:
        return []
    if state["mode"] == "drone" or not (flow.shoot_actions(state) or flow.move_actions(state)):
        return [{"type": "discard"}]
    return []


def _done_candidates(state: State) -> list[Action]:
    return [{"type": "hold"}] if _using(state) and state["spent"] else []


def _discard(state: State, move: Move) -> None:
    _used(state)


def _detonate(state: State, move: Move) -> None:
    total = flow.bomb_total(state)
    if state.get("kamikaze"):
        flow.marine(state)["alive"] = False
    if total >= data.BOMB_TARGET:
        flow.win(state, QUEUE)
        return
    flow.skull_wave(state, QUEUE)  # the bomb's dice are a roll too: a skull among them sends a wave
    state["roll"] = []
    if not aliens.alive_marines(state):
        flow.lose(state, QUEUE, "fallen")
        return
    flow.end_turn(state, QUEUE)


def _next(state: State, move: Move) -> None:
    flow.next_action(state, QUEUE)


def _stop(state: State, move: Move) -> None:
    flow.end_turn(state, QUEUE)


# --- the missile ----------------------------------------------------------------------------------
def missile_targets(state: State) -> list[int]:
    """The columns the missile may hit: at the rolled distance from the observer, either way."""
    observer = flow.square(flow.marine(state, missile(state)["observer"]))
    d = sum(shooting.number(f) for f in flow.faces(state))
    width = flow.track(state).width
    return [c for c in (observer[0] - d, observer[0] + d) if 0 <= c < width]


def _strike_candidates(state: State) -> list[Action]:
    if missile(state)["kind"] != "piercing":
        return []
    found = []
    for target in flow._alien_squares(state):
        if target[0] in missile_targets(state):
            for way in shooting.kills(aliens.aliens_at(state, target), 3, 0):
                found.append({"type": "strike", "target": side_square_target(*target), **way})
    return found


def _strike(state: State, move: Move) -> None:
    flow.shoot(state, QUEUE, move["target"], {c: move[c] for c in data.COLOURS})
    _missile_over(state)


def _missile_over(state: State) -> None:
    state["missile"] = None
    state["roll"] = []
    flow.end_turn(state, QUEUE)


def _blast_candidates(state: State) -> list[Action]:
    if missile(state)["kind"] != "frag":
        return []
    return [{"type": "blast", "column": c} for c in missile_targets(state)]


def _blast(state: State, move: Move) -> None:
    """Fragmentation: one hit on every square of the column and both next to it (yellows die)."""
    columns = range(move["column"] - 1, move["column"] + 2)
    for a in [a for a in state["aliens"] if a["col"] in columns and a["colour"] == "yellow"]:
        state["aliens"].remove(a)
        state["dead"]["yellow"] += 1
    _missile_over(state)


def _miss_candidates(state: State) -> list[Action]:
    return [] if _strike_candidates(state) or _blast_candidates(state) else [{"type": "miss"}]


def _miss(state: State, move: Move) -> None:
    _missile_over(state)


# --- the decoy --------------------------------------------------------------------------------------
def _keep_side(state: State, move: Move) -> None:
    task = QUEUE.pop(state)
    state["decoy"] = None
    flow.send_wave(state, QUEUE, task["side"])


def _reroll_side(state: State, move: Move) -> None:
    QUEUE.pop(state)
    state["decoy"] = None
    QUEUE.push(state, {"kind": SIDE, "why": "decoy"})


# --- chance -----------------------------------------------------------------------------------------
def roll_outcomes(state: State) -> list[tuple[Action, int]]:
    """Every distinct roll with its weight, listed for up to three dice (more are sampled)."""
    dice = pending(state)["dice"]
    if len(dice) > 3:
        return []
    counts: dict[tuple[str, ...], int] = {}
    for combo in product(*(data.FACES[data.DICE[d]] for d in dice)):
        counts[combo] = counts.get(combo, 0) + 1
    return [({"type": "roll", "faces": list(c)}, w) for c, w in sorted(counts.items())]


def _roll(state: State, move: Move) -> None:
    dice = pending(state)
    if dice.get("again"):
        faces = dict(zip(dice["dice"], move["faces"], strict=True))  # the Amulet's dice land, the rest stay
        state["roll"] = [{"die": r["die"], "face": faces.get(r["die"], r["face"])} for r in state["roll"]]
        state["pending"] = None
        state["phase"] = CHOOSE
        return
    flow.roll(state, QUEUE, move["faces"])


def _log_roll(state: State, move: Move) -> Msg:
    return msg("mom.log.roll", faces=" ".join(move["faces"]))


def _alien_move(state: State) -> Action:
    return {"type": "alien", **QUEUE.current(state)["move"]}


def _alien(state: State, move: Any) -> None:
    QUEUE.pop(state)
    aliens.apply_move(state, {k: move[k] for k in ("colour", "from", "to", "side")})


def _log_alien(state: State, move: Any) -> Msg:
    to = move["to"]
    where = "gone" if to == "gone" else "waiting" if to.startswith("waiting") else "square"
    return msg(
        f"mom.log.alien_{where}", colour=msg(f"mom.colour.{move['colour']}"), side=msg(f"mom.side.{move['side']}")
    )


def _draw_outcomes(state: State) -> list[tuple[Action, int]]:
    task = QUEUE.current(state)
    aliens.refill_bag(state, task["n"])
    return [({"type": "draw", **mix}, w) for mix, w in aliens.draw_outcomes(state["bag"], task["n"])]


def _draw(state: State, move: Any) -> None:
    task = QUEUE.pop(state)
    aliens.refill_bag(state, task["n"])
    colours = [c for c in data.COLOURS for _ in range(move[c])]
    moves = aliens.placing(state, colours, "bag", task["card"], task["side"])
    QUEUE.push(state, *({"kind": ALIEN, "move": m} for m in moves))


def _log_draw(state: State, move: Any) -> Msg:
    return msg(
        "mom.log.draw", side=msg(f"mom.side.{QUEUE.current(state)['side']}"), **{c: move[c] for c in data.COLOURS}
    )


def _side_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "side", "face": 1}, 3), ({"type": "side", "face": 2}, 3)]


def _side(state: State, move: Any) -> None:
    task = QUEUE.pop(state)
    flow.side_rolled(state, QUEUE, move["face"], task["why"])


def _log_side(state: State, move: Any) -> Msg:
    side = data.LEFT if move["face"] == 1 else data.RIGHT
    out = side not in board.sides(aliens.cards_of(state))
    return msg("mom.log.side_out" if out else "mom.log.side", side=msg(f"mom.side.{side}"))


def _sentry_outcomes(state: State) -> list[tuple[Action, int]]:
    counts: dict[tuple[str, ...], int] = {}
    for combo in product(*(data.FACES[data.DICE[d]] for d in data.SENTRY_DICE)):
        counts[combo] = counts.get(combo, 0) + 1
    return [({"type": "sentry", "faces": list(c)}, w) for c, w in sorted(counts.items())]


def sentry_shot(
    state: State, rolled: list[str], only: str | None = None
) -> tuple[tuple[int, int], dict[str, int]] | None:
    """The sentries' best shot: from their upgrade square (`only`'s side; None: either, as saves
    written before each marker shot on its own), the most aliens killed (the Landing Zone's first,
    then the toughest); None if nothing dies."""
    cards = aliens.cards_of(state)
    best: tuple[tuple[int, int, int], tuple[int, int], dict[str, int]] | None = None
    za = board.za_columns(cards)
    for side in board.sides(cards):
        if state["upgrades"][side] != "sentries" or only not in (None, side):
            continue
        post = board.upgrade_square(cards, side)
        for target in flow._alien_squares(state):
            hits, _ = shooting.firepower(None, rolled, board.distance(post, target), False, [])
            for way in shooting.kills(aliens.aliens_at(state, target), hits, 0):
                score = (int(target[0] in za), sum(way.values()), sum(data.HITS[c] * way[c] for c in data.COLOURS))
                if score[1] and (best is None or score > best[0]):
                    best = (score, target, way)
    return None if best is None else (best[1], best[2])


def _sentry(state: State, move: Any) -> None:
    task = QUEUE.pop(state)
    found = sentry_shot(state, move["faces"], task.get("side"))
    if found is not None:
        flow.kill(state, QUEUE, found[0], found[1], None)


def _log_sentry(state: State, move: Any) -> Msg:
    found = sentry_shot(state, move["faces"], QUEUE.current(state).get("side"))
    kills = sum(found[1].values()) if found else 0
    return msg("mom.log.sentry", faces=" ".join(move["faces"]), kills=kills)


def _gear_outcomes(state: State) -> list[tuple[Action, int]]:
    deck = state["deck"] or state["gear_discard"]
    return [({"type": "gear", "card": c}, 1) for c in sorted(set(deck))]


def _gear(state: State, move: Any) -> None:
    task = QUEUE.pop(state)
    if not state["deck"]:
        state["deck"], state["gear_discard"] = state["gear_discard"], []
    state["deck"].remove(move["card"])
    state["marines"][task["marine"]]["gear"].append(move["card"])


def _log_gear(state: State, move: Any) -> Msg:
    return msg(
        "mom.log.gear", player=seat(who(state, QUEUE.current(state)["marine"])), card=msg(f"mom.gear.{move['card']}")
    )


def _za_check(state: State) -> None:
    flow.za_check(state, QUEUE)


# --- the declarations -------------------------------------------------------------------------------
def listed(candidates: Candidates) -> Callable[[State, Move], Msg | None]:
    """A check for a type whose candidates are all its legal actions."""

    def check(state: State, move: Move) -> Msg | None:
        wanted = canonical(move.raw)
        if any(canonical(a) == wanted for a in candidates(state)):
            return None
        return msg("mom.illegal.not_now")

    return check


def _declare(
    name: str,
    during: tuple[str, ...],
    effect: Callable[[State, Move], None],
    *,
    candidates: Candidates | None = None,
    fields: tuple[Field, ...] = (),
    when: Callable[[State], bool] = lambda state: True,
    group: str = "choice",
    log: Callable[[State, Move], Msg] | None = None,
    label: Callable[[State, Move], Msg] | None = None,
) -> ActionType:
    listing: Candidates = candidates or (lambda state: [{"type": name}])
    return ActionType(
        name,
        during,
        effect,
        log or _log_action(name),
        fields,
        listing,
        listed(listing),
        when,
        checked=True,
        group=group,
        label=label or (lambda state, move: msg(f"mom.action.{name}", **_params(state, move))),
    )


def _log_action(name: str) -> Callable[[State, Move], Msg]:
    def log(state: State, move: Move) -> Msg:
        player = who(state) if state["active"] >= 0 else _setup_player(state)
        return msg(f"mom.log.{name}", player=seat(player), **_params(state, move))

    return log


def _setup_player(state: State) -> int:
    for field in CHOSEN:
        if any(m[field] in (None, -1) for m in state["marines"]):
            return int(state["marines"][setup_marine(state, field)]["owner"])
    head = QUEUE.head(state)
    if head is not None and "player" in head:
        return int(head["player"])
    return 0


def _params(state: State, move: Move) -> dict[str, Any]:
    raw = move.raw
    params: dict[str, Any] = {}
    if "ability" in raw:
        params["ability"] = msg(f"mom.ability.{raw['ability']}")
    if "card" in raw:
        params["card"] = msg(f"mom.gear.{raw['card']}") if isinstance(raw["card"], str) else raw["card"] + 1
    if "colour" in raw:
        params["colour"] = msg(f"mom.colour.{raw['colour']}")
    if "dir" in raw:
        params["way"] = msg("mom.way.forward" if raw["dir"] == 1 else "mom.way.back")
    if "target" in raw:
        kind, _, place = raw["target"].partition(":")
        params["place"] = int(place) + 1 if kind == "slot" else _square_name(place)
    if "marine" in raw:
        params["mate"] = seat(who(state, raw["marine"]))
    if "die" in raw:
        params["die"] = msg(f"mom.die.{data.DICE[raw['die']]}")
    if "kind" in raw:
        params["kind"] = msg(f"mom.missile.{raw['kind']}")
    if "yellow" in raw:
        params["kills"] = raw["yellow"] + raw["blue"] + raw["red"]
    if "column" in raw:
        params["place"] = raw["column"] + 1  # columns as players count them, from 1
    if "dice" in raw:
        params["n"] = len(raw["dice"])
    return params


def _square_name(place: str) -> Any:
    """A square as players count it (columns and heights from 1), not the target's "col,level"."""
    if "," not in place:
        return place
    col, level = (int(v) for v in place.split(","))
    return msg("mom.place.square", col=col + 1, level=level + 1)


def _turn(*phases: str) -> tuple[str, ...]:
    return phases


ALIEN_SHAPE = {k: Shape("str", max_len=16) for k in ("colour", "from", "to", "side")}
KILLS = (Field("yellow", COUNT), Field("blue", COUNT), Field("red", COUNT))

ACTIONS = ActionSet(
    (
        _declare(
            "train",
            (TRAIN,),
            _train,
            candidates=_train_candidates,
            fields=(Field("ability", one_of(*data.ABILITIES)),),
        ),
        _declare("land", (LAND,), _land, candidates=_land_candidates, fields=(Field("target", side_square),)),
        _declare("pick", (PICK,), _pick, candidates=_pick_candidates, fields=(Field("marine", MARINE),)),
        _declare(
            "assign",
            (PROGRAM,),
            _assign,
            candidates=_assign_candidates,
            fields=(Field("die", DIE), Field("target", slot)),
            group="program",
        ),
        _declare("launch", (PROGRAM,), _launch, candidates=_launch_candidates, group="program"),
        _declare("boost", (PROGRAM,), _boost, candidates=_boost_candidates, group="program"),
        _declare(
            "bomb",
            (PROGRAM,),
            _bomb,
            candidates=_bomb_candidates,
            fields=(Field("dice", lambda v: _dice_list(v)),),
            group="special",
        ),
        _declare(
            "precog",
            (PROGRAM,),
            _precog,
            candidates=_precog_candidates,
            fields=(Field("dice", lambda v: _dice_list(v)),),
            group="special",
        ),
        _declare(
            "teleport",
            (PROGRAM, CONTINUE),
            _teleport,
            candidates=_teleport_candidates,
            fields=(Field("card", integer(0, 4)),),
            group="special",
        ),
        _declare("arrive", (ARRIVE,), _arrive, candidates=_arrive_candidates, fields=(Field("target", side_square),)),
        _declare(
            "lift", (PROGRAM,), _lift, candidates=_lift_candidates, fields=(Field("marine", MARINE),), group="support"
        ),
        _declare(
            "missile",
            (PROGRAM,),
            _missile,
            candidates=_missile_candidates,
            fields=(Field("marine", MARINE), Field("kind", one_of("piercing", "frag"))),
            group="support",
        ),
        _declare("decoy", (PROGRAM,), _decoy, candidates=_decoy_candidates, group="support"),
        _declare(
            "orbital",
            (PROGRAM, CONTINUE),
            _orbital,
            candidates=_orbital_candidates,
            fields=(Field("card", integer(0, 4)),),
            group="special",
        ),
        _declare("chip", GEAR_PHASES, _chip, candidates=_chip_candidates, group="gear"),
        _declare(
            "give",
            GEAR_PHASES,
            _give,
            candidates=_give_candidates,
            fields=(Field("card", one_of(*data.EQUIPMENT)), Field("marine", MARINE)),
            group="gear",
        ),
        _declare(
            "gear_step",
            (PROGRAM, CONTINUE),
            _gear_step,
            candidates=_step_candidates,
            fields=(Field("card", one_of(*data.STEP_OF)), Field("dir", one_of(1, -1)), Field("target", side_square)),
            group="gear",
        ),
        _declare(
            "knife",
            GEAR_PHASES,
            _knife,
            candidates=_knife_candidates,
            fields=(Field("colour", one_of(*data.COLOURS)),),
            group="gear",
        ),
        _declare(
            "arm",
            (PROGRAM, CHOOSE, CONTINUE),
            _arm,
            candidates=_arm_candidates,
            fields=(Field("card", one_of("bullets", "railgun")),),
            group="gear",
        ),
        _declare(
            "amulet",
            (CHOOSE,),
            _amulet,
            candidates=_amulet_candidates,
            fields=(Field("dice", lambda v: _dice_list(v), optional=True),),
            group="gear",
            log=_log_amulet,
            label=_label_amulet,
        ),
        _declare(
            "reroll", (CHOOSE,), _reroll, candidates=_reroll_candidates, fields=(Field("die", DIE),), group="roll"
        ),
        _declare(
            "shoot",
            (CHOOSE,),
            _shoot,
            candidates=_shoot_candidates,
            fields=(Field("target", side_square), *KILLS),
            group="roll",
        ),
        _declare(
            "move",
            (CHOOSE,),
            _move,
            candidates=_move_candidates,
            fields=(
                Field("die", DIE),
                Field("die2", DIE, optional=True),
                Field("steps", lambda v: _steps(v)),
                Field("dir", one_of(1, -1)),
                Field("target", side_square),
            ),
            group="roll",
        ),
        _declare("discard", (CHOOSE,), _discard, candidates=_discard_candidates, group="roll"),
        _declare("hold", (CHOOSE,), _discard, candidates=_done_candidates, group="roll"),
        _declare("detonate", (CHOOSE,), _detonate, when=lambda state: state["mode"] == "bomb", group="roll"),
        _declare("next", (CONTINUE,), _next),
        _declare("stop", (CONTINUE,), _stop),
        _declare(
            "strike", (TARGET,), _strike, candidates=_strike_candidates, fields=(Field("target", side_square), *KILLS)
        ),
        _declare("blast", (TARGET,), _blast, candidates=_blast_candidates, fields=(Field("column", integer(0, 99)),)),
        _declare("miss", (TARGET,), _miss, candidates=_miss_candidates),
        _declare("keep_side", (DECOY,), _keep_side),
        _declare("reroll_side", (DECOY,), _reroll_side),
    ),
    (
        ChanceType("roll", (ROLLING,), _roll, _log_roll, roll_outcomes, shape={"faces": Shape("str_list", max_len=6)}),
        automaton_move(ALIEN, _alien_move, _alien, _log_alien, shape=ALIEN_SHAPE),
        ChanceType(
            "draw", (DRAW,), _draw, _log_draw, _draw_outcomes, shape={c: Shape("int", 0, 12) for c in data.COLOURS}
        ),
        ChanceType("side", (SIDE,), _side, _log_side, _side_outcomes, shape={"face": Shape("int", 1, 2)}),
        ChanceType(
            "sentry", (SENTRY,), _sentry, _log_sentry, _sentry_outcomes, shape={"faces": Shape("str_list", max_len=2)}
        ),
        ChanceType("gear", (GEAR,), _gear, _log_gear, _gear_outcomes, shape={"card": Shape("str", max_len=16)}),
    ),
)


def _dice_list(value: Any) -> list[int]:
    if not isinstance(value, list) or not 1 <= len(value) <= len(data.DICE):
        raise FieldError("dice")
    if any(type(d) is not int or not 0 <= d < len(data.DICE) for d in value) or len(set(value)) != len(value):
        raise FieldError("dice")
    return value


def _steps(value: Any) -> str:
    if not isinstance(value, str) or not 1 <= len(value) <= 9 or set(value) - set("sud"):
        raise FieldError("steps")
    return value
