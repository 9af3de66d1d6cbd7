"""How Walking on the Moon moves on: rounds, turns, jumps, landings, accidents and the end.

Every function changes a working copy of the state in place; the effects of actions.py call them
with actions already checked. The state layout is WalkingMoonState (state.py). The turn is one
`TaskQueue` (QUEUE, core/turns.py): phases for the turn's own moves (program, roll, choose,
continue), and pending tasks for what interrupts or follows them: action-card windows (asks and
the step that resumes the flow), what a landing offers (rob, share, a special square), card draws,
and an astronaut's move for an action card (a nested turn: the phases decide while it heads).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.sideview import SAFE, Walk, jumps, race_order
from pyengine.core.targets import side_square_target
from pyengine.core.turns import Step, TaskQueue
from pyengine.games.walking_moon import board, cards, data
from pyengine.games.walking_moon.decisions import (
    ACT,
    ASK,
    CARD_SQUARE,
    CHOOSE,
    CONTINUE,
    DRAWING,
    LANDED_END,
    LANDING,
    OVER,
    PROGRAM,
    RESUME,
    ROB,
    ROLLING,
    SHARE,
    SPECIAL,
    START_TURN,
    TOKEN,
)
from pyengine.games.walking_moon.declared import DECISIONS
from pyengine.games.walking_moon.moves import (
    PENDING,
    active,
    actor,
    astro,
    gain,
    give_back,
    jump_slots,
    next_slot,
    pending,
    plan,
    running,
    square,
    standings,
    together,
    token_effect,
    track,
    waits_for_choice,
)
from pyengine.games.walking_moon.state import Astro, Rolled
from pyengine.games.walking_moon.state import WalkingMoonState as State

Task = dict[str, Any]


# --- rounds and turns -------------------------------------------------------------------------
def start_round(state: State) -> None:
    """Turn order by race position; action cards kept or swapped, then drawn; then the first turn."""
    state["order"] = [i for i in race_order(standings(state)) if not state["astros"][i]["done"]]
    state["turn"] = 0
    if not cards.round_start(state):
        deal(state)


def deal(state: State) -> None:
    """Players without an action card draw one (a chance event each), then the first turn starts."""
    if state["advanced"]:
        drawers = [p for p in range(state["players"]) if state["hands"][p] is None]
        refill(state)
        if drawers and sum(state["pile"].values()):
            PENDING.push(state, *({"kind": DRAWING, "player": p} for p in drawers), {"kind": START_TURN})
            return
    start_turn(state)


def refill(state: State) -> None:
    """An empty draw pile takes back the discards (draws are random: no shuffle needed)."""
    if not sum(state["pile"].values()):
        for card in state["discards"]:
            state["pile"][card] = state["pile"].get(card, 0) + 1
        state["discards"] = []


def draw_card(state: State, card: str) -> None:
    """The next player waiting for a card draws this one (the first turn starts once all have, or
    the pile is out: QUEUE's "drawing" and "start_turn" steps)."""
    player = int(PENDING.pop(state)["player"])
    state["hands"][player] = card
    state["pile"][card] -= 1
    refill(state)


def start_turn(state: State) -> None:
    """Handicap counters are discarded, an accidented astronaut stands up; the dice they leave."""
    a = astro(state)
    dice = data.NORMAL_DICE
    if a["handicap"]:
        give_back(state, active(state), "handicap", a["handicap"])
        dice = data.HANDICAP_DICE
    if a["down"]:
        a["down"] = False
        dice = data.ACCIDENT_DICE  # the worst state applies; they do not add up
    state.update(
        {"dice": dice, "program": [None] * len(data.DICE), "slot": 0, "roll": [], "pending": None, "bonus": False}
    )
    state.update({"crashed": False, "removed": [], "present": None, "phase": PROGRAM})
    end_landing(state)
    cards.before_assign(state)


def end_turn(state: State) -> None:
    """The next astronaut in this round's order, or the end of the round."""
    state["turn"] += 1
    while state["turn"] < len(state["order"]) and state["astros"][state["order"][state["turn"]]]["done"]:
        state["turn"] += 1  # crossed out of turn (an action card): no further turn this round
    state["roll"], state["pending"] = [], None
    end_landing(state)
    if state["turn"] < len(state["order"]):
        start_turn(state)
    else:
        end_round(state)


def end_round(state: State) -> None:
    """End-of-round action cards, then the counters (or the end of the game)."""
    if not cards.end_of_round(state):
        counters(state)


def counters(state: State) -> None:
    """The game ends once someone has crossed; else CT to the last, handicap to the first."""
    if state["finishers"]:
        state["phase"] = OVER
        return
    field = running(state)
    columns = [state["astros"][i]["col"] for i in field]
    for i in field:
        if state["astros"][i]["col"] == min(columns):
            gain(state, i, "ct", 1)
        if state["astros"][i]["col"] == max(columns):
            gain(state, i, "handicap", 1)
    state["round"] += 1
    start_round(state)


def next_jump(state: State) -> None:
    """Roll the next programmed jump, or end the turn if none is left."""
    slot = next_slot(state)
    if slot is None:
        end_turn(state)
        return
    state["slot"] = slot + 1
    state["pending"] = {"dice": jump_slots(state)[slot], "replace": False}
    state["phase"] = ROLLING


# --- moving -----------------------------------------------------------------------------------------
def move(state: State, result: Walk, skull: bool, jumped: bool) -> None:
    """Apply a worked-out move of the active astronaut: Sputniks, arrival, finish, accident, landing."""
    index = active(state)
    a = astro(state)
    before = [[o["col"], o["level"], o["at"]] for o in state["astros"]]
    passed = track(state).crossed(result, board.SPUTNIK)
    gain(state, index, "sputnik", len(passed))
    a["col"], a["level"] = result.end
    state["clock"] += 1
    a["at"] = state["clock"]
    crashed = result.outcome != SAFE or skull
    path = [list(s) for s in (result.start, *result.entered, result.end)]
    start, end = list(result.start), list(result.end)
    state["last"] = {"from": start, "to": end, "outcome": result.outcome, "skull": skull, "path": path, "astro": index}
    landed = {"to": "landed", "mover": index, "before": before, "crashed": crashed, "stopped": result.stopped}
    landed.update(jumped=jumped, present=together(state, index))  # those there when the jump ended
    if result.stopped:
        record_crossing(state, index)  # before any card window, so the crossing order is kept
    if not cards.after_move(state, index, before, len(passed), landed):
        finish_move(state, landed)


def finish_move(state: State, landed: Task) -> None:
    """After a move (and the action cards it set off): the finish, an accident, the landing."""
    index = int(landed["mover"])
    if landed["stopped"]:
        cross(state, index, landed["crashed"])
        return
    if landed["crashed"]:
        accident(state, index)
    here = square(state["astros"][index])
    present = [i for i in landed["present"] if square(state["astros"][i]) == here and not state["astros"][i]["done"]]
    land(state, landed["jumped"], landed["crashed"], present)


def record_crossing(state: State, index: int) -> None:
    """The astronaut is placed on the finish, ranked after those already across."""
    state["finishers"].append(index)
    state["astros"][index]["done"] = len(state["finishers"])


def cross(state: State, index: int, crashed: bool) -> None:
    """The astronaut has crossed the finish: the turn over at once (a crash still costs)."""
    if crashed:
        lose_half(state, index)
    jump_over(state)


def jump_over(state: State) -> None:
    """The end of a turn, or of an action card's move (back to the window that allowed it: the
    queue goes on with its next task)."""
    end_landing(state)
    head = PENDING.head(state)
    if head is not None and head["kind"] == ACT:
        PENDING.pop(state)
        state.update({"crashed": False, "roll": []})
    else:
        end_turn(state)


def accident(state: State, index: int) -> None:
    """Turned over, half the Sputniks (rounded down) lost; the turn ends once the landing is done."""
    state["astros"][index]["down"] = True
    lose_half(state, index)


def lose_half(state: State, index: int) -> None:
    """Half the astronaut's Sputniks, rounded down, go back to the supply."""
    give_back(state, index, "sputnik", state["astros"][index]["sputniks"] // 2)


def land(state: State, jumped: bool, crashed: bool, others: list[int] | None = None) -> None:
    """Queue what landing here allows (robbing, sharing, a special square), then carry on; `others`:
    the astronauts that were on the square when the move ended (default: those there now)."""
    index = active(state)
    here = square(astro(state))
    others = together(state, index) if others is None else others
    mine = int(astro(state)["owner"])
    todo: list[Task] = []
    may_rob = state["advanced"] and jumped and not crashed and not astro(state)["down"]  # nor turned over
    if may_rob and any(state["astros"][i]["owner"] != mine for i in others):
        todo.append({"kind": ROB, "player": mine})
    partners = [i for i in others if state["astros"][i]["owner"] == mine]
    if jumped and any(has_counters(state, i) for i in [index, *partners]) and partners:
        todo.append({"kind": SHARE, "player": mine})  # nothing to give either way: no question
    if state["advanced"] and str(here[0]) in state["tokens"] and here[1] == 0:
        todo.append({"kind": TOKEN})
    state["crashed"], state["present"] = crashed, others
    PENDING.push(state, *todo, {"kind": LANDED_END})


def has_counters(state: State, index: int) -> bool:
    """True if the astronaut has a Sputnik or a Ground Control counter to give."""
    a = state["astros"][index]
    return bool(a["sputniks"] or a["ct"])


def end_landing(state: State) -> None:
    """Drop what the landing still offered (a move made from it, or the end of the turn)."""
    while (head := PENDING.head(state)) is not None and head["kind"] in LANDING:
        PENDING.pop(state)


def landed_end(state: State, task: Task) -> None:
    """After what the landing offered: the next jump's decision, or the end of the turn (or of an
    action card's move)."""
    if state["crashed"] or next_slot(state) is None or actor(state) is not None:
        jump_over(state)
    else:
        state["phase"] = CONTINUE


def special(state: State, task: Task) -> None:
    """Apply the token under the active astronaut, or ask for the player's choice."""
    index = active(state)
    a = astro(state)
    effect = state["tokens"][str(a["col"])]
    state["effect"] = effect
    if waits_for_choice(effect, a):
        if state["crashed"] and effect != "advance_circle":
            return  # spending and jumping again are moves of a turn the accident has ended
        PENDING.push(state, {"kind": SPECIAL, "player": int(a["owner"])})
        return
    token_effect(state, index, effect)


def roll_dice(state: State, faces: list[str]) -> None:
    """The pending dice show these faces; the player chooses a result."""
    waiting = pending(state)
    if waiting["replace"]:
        state["roll"] = [
            {"die": r["die"], "face": faces[0]} if r["die"] == waiting["dice"][0] else r for r in state["roll"]
        ]
    else:
        state["roll"] = [{"die": d, "face": f} for d, f in zip(waiting["dice"], faces, strict=True)]
    state["pending"] = None
    state["phase"] = CHOOSE
    if not waiting["replace"]:
        cards.after_roll(state, len(faces))


def _back_to(phase: str) -> Callable[[State, Task], None]:
    return lambda state, task: state.update({"phase": phase})


# Where the flow goes on once an action-card window's asks are answered, by its "to"; a window
# opened by a robbery ("carry_on") goes on with what the landing still offers, already queued.
RESUMES: dict[str, Callable[[State, Task], None]] = {
    PROGRAM: _back_to(PROGRAM),
    CHOOSE: _back_to(CHOOSE),
    "counters": lambda state, task: counters(state),
    "landed": finish_move,
    "carry_on": lambda state, task: None,
    "deal": lambda state, task: deal(state),
}


def resume(state: State, task: Task) -> None:
    """Go on where an action-card window interrupted the flow."""
    RESUMES[str(task["to"])](state, task)


def distinct_results(state: State) -> list[Rolled]:
    """The roll's results, one per distinct colour and face (equal dice make the same jumps)."""
    seen: set[tuple[str, str]] = set()
    results: list[Rolled] = []
    for r in state["roll"]:
        key = (data.DICE[r["die"]], r["face"])
        if key not in seen:
            seen.add(key)
            results.append(r)
    return results


def use_actions(state: State) -> list[dict[str, Any]]:
    """Every way to use a result of the roll: the die, its steps and the square it ends on."""
    actions: list[dict[str, Any]] = []
    here = square(astro(state))
    for r in distinct_results(state):
        kind = data.STEP_KIND[data.DICE[r["die"]]]
        for steps, result in jumps(track(state), here, int(r["face"].rstrip("k")), kind):
            actions.append({"type": "use", "die": r["die"], "steps": steps, "target": side_square_target(*result.end)})
    return actions


def use_die(state: State, die: int, steps: str) -> None:
    """Apply one result of the roll: the jump with these steps."""
    face = next(r["face"] for r in state["roll"] if r["die"] == die)
    result = plan(state, steps)
    astro(state)["reroll"] = False  # the token's reroll was for this jump only
    state["roll"] = []
    state["bonus"] = False
    move(state, result, face.endswith("k"), jumped=True)


# --- the end -----------------------------------------------------------------------------------------
def position_points(a: Astro) -> int:
    """Points for where the astronaut is: 11 for the first across, 10 for the others, the last card's print."""
    if a["done"]:
        return data.FIRST_ACROSS if a["done"] == 1 else data.LATER_ACROSS
    return board.last_card_points(int(a["col"]))


def player_points(state: State, player: int) -> int:
    """Race points plus one per Sputnik, added over the player's astronauts."""
    return sum(position_points(a) + a["sputniks"] for a in state["astros"] if a["owner"] == player)


def tie_key(state: State, player: int) -> tuple[int, int, int]:
    """Score, then the higher-scoring square reached, then the first to arrive there."""
    mine = [a for a in state["astros"] if a["owner"] == player]
    best = max(position_points(a) for a in mine)
    arrival = min(a["done"] if a["done"] else 1000 + a["at"] for a in mine if position_points(a) == best)
    return player_points(state, player), best, -arrival


# --- the one turn machinery -------------------------------------------------------------------------
def _pile_left(state: State, task: Task) -> bool:
    return bool(sum(state["pile"].values()))


# Who decides in each phase while nothing is pending, as each phase's decision declares it
# (declared.py): the active astronaut's owner, chance while dice roll; the pending tasks: an asked
# player, a landing's choices, card draws (chance) and the steps that run by themselves.
PHASES = DECISIONS.phases()
QUEUE = TaskQueue(
    steps=(
        Step(ASK, skip=cards.unplayable),
        Step(RESUME, run=resume),
        Step(CARD_SQUARE, run=cards.card_square),
        Step(ACT, nested=True),
        Step(ROB),
        Step(SHARE),
        Step(TOKEN, run=special),
        Step(SPECIAL),
        Step(LANDED_END, run=landed_end),
        Step(DRAWING, chance=_pile_left, skip=lambda state, task: True),
        Step(START_TURN, run=lambda state, task: start_turn(state)),
    ),
    phases=PHASES,
)
