"""Advanced rules: action cards, always played outside your own moves.

A card can be played at a moment (a "window"): before a player assigns dice, at the end of the
round, or when a condition is met (someone passes you, passes a Sputnik, rolls two or more dice,
robs you). When a window opens, the players whose card could legally be played now are asked in
turn order: one "ask" task each on the game's queue (turn.QUEUE), followed by a "resume" step that
goes on where the flow stopped once they have answered. Windows nest (an extra jump played at the
end of a round may pass someone): an inner window's tasks are pushed before the outer one's. Hands
are hidden, and so is who will be asked after the player asked now: the marks of the task layout,
in state.py.
"""

from __future__ import annotations

from typing import Any

from pyengine.core.sideview import overtook
from pyengine.games.walking_moon import board, data, moves
from pyengine.games.walking_moon.decisions import (
    ACT,
    ASK,
    CARD_SQUARE,
    CHOOSE,
    LANDED_END,
    PROGRAM,
    RESUME,
    ROLLING,
    SPECIAL,
)
from pyengine.games.walking_moon.moves import PENDING
from pyengine.games.walking_moon.state import WalkingMoonState as State

Action = dict[str, Any]
Task = dict[str, Any]


# The cards each kind of window asks about, by where it resumes (a bot's sample deals the player
# asked now a card that fits: rules.WalkingMoon.determinize).
MOMENT_CARDS: dict[str, tuple[str, ...]] = {
    PROGRAM: ("no_instructions",),
    "counters": data.END_OF_ROUND_ACTIONS,
    "landed": ("slipstream", "cooperation"),
    CHOOSE: ("miscalculation",),
    "carry_on": ("penalty",),
}


# --- who may play ---------------------------------------------------------------------------------
def holders(state: State, card: str, besides: int | None = None) -> list[int]:
    """Players holding this card (not counting `besides`), in this round's turn order."""
    seen: list[int] = []
    for index in [*state["order"], *range(len(state["astros"]))]:
        owner = int(state["astros"][index]["owner"])
        if owner not in seen and owner != besides and state["hands"][owner] == card:
            seen.append(owner)
    return seen


def is_last(state: State, index: int) -> bool:
    """True if the astronaut is in last position (or tied for it): red cards spare it."""
    field = moves.running(state) or list(range(len(state["astros"])))
    return bool(state["astros"][index]["col"] == min(state["astros"][i]["col"] for i in field))


def trailing(state: State, player: int) -> list[int]:
    """The player's running astronauts that are not in first position (or tied for it)."""
    field = moves.running(state)
    if not field:
        return []
    top = max(a["col"] for a in state["astros"])  # an astronaut across the finish leads
    return [i for i in field if state["astros"][i]["owner"] == player and state["astros"][i]["col"] < top]


def open_window(state: State, asks: list[dict[str, Any]], resume: dict[str, Any]) -> bool:
    """Ask these players in order, then resume; False (nothing changed) when nobody is asked.
    Only players with a legal play are asked (a card held but unplayable, such as Cooperation with
    every astronaut across the finish, asks nobody); an ask that an earlier answer made unplayable
    is dropped when its turn comes (turn.QUEUE's "ask" step). Inner windows go first."""
    asks = [a for a in asks if can_play(state, a, resume)]
    if not asks:
        return False
    PENDING.push(state, *({"kind": ASK, **a} for a in asks), {"kind": RESUME, **resume})
    return True


def resume_of(state: State) -> Task:
    """Where the innermost open window goes on: the first "resume" step pending (an ask's own
    window's, since inner windows are pushed before outer ones; {} if a written position has none)."""
    return next((t for t in PENDING.tasks(state) if t["kind"] == RESUME), {})


def unplayable(state: State, task: Task) -> bool:
    """True if the ask at the head no longer offers a play: an earlier answer may have taken it
    away (a die removed, an astronaut moved ahead or across the finish)."""
    return not can_play(state, task, resume_of(state))


def close_window(state: State) -> None:
    """Drop the innermost window: its asks still to come and its resume step (the dice are rolled
    again after Miscalculation, and the window opens anew on the new roll)."""
    while PENDING.pop(state)["kind"] != RESUME:
        pass


# --- the windows ------------------------------------------------------------------------------------
def before_assign(state: State) -> bool:
    """No instructions: before the active player assigns dice (not against the last)."""
    if not state["advanced"]:
        return False
    mover = moves.astro(state)["owner"]
    if is_last(state, moves.active(state)):
        return False
    asks = [{"player": p, "window": "no_instructions"} for p in holders(state, "no_instructions", mover)]
    return open_window(state, asks, {"to": PROGRAM})


def end_of_round(state: State) -> bool:
    """Planning, Extra jump, Teamwork: in turn order, by players not in first position."""
    if not state["advanced"]:
        return False
    asks: list[dict[str, Any]] = []
    for card in data.END_OF_ROUND_ACTIONS:
        asks += [{"player": p, "window": card} for p in holders(state, card)]  # open_window keeps who can play
    asks.sort(key=lambda a: _seat_rank(state, int(a["player"])))
    return open_window(state, asks, {"to": "counters"})


def after_move(state: State, mover: int, before: list[list[int]], passed: int, resume: dict[str, Any]) -> bool:
    """Slipstream (someone passed you) and Cooperation (another passed a Sputnik)."""
    if not state["advanced"]:
        return False
    owner = state["astros"][mover]["owner"]
    asks = []
    for p in holders(state, "slipstream", owner):
        if overtaken(state, mover, before, p):
            asks.append({"player": p, "window": "slipstream"})
    if passed:
        asks += [{"player": p, "window": "cooperation"} for p in holders(state, "cooperation", owner)]
    return open_window(state, asks, resume)


def after_roll(state: State, dice: int) -> bool:
    """Miscalculation: another player rolled two or more dice (not against the last)."""
    mover = moves.astro(state)["owner"]
    if not state["advanced"] or dice < 2 or is_last(state, moves.active(state)):
        return False
    asks = [{"player": p, "window": "miscalculation"} for p in holders(state, "miscalculation", mover)]
    return open_window(state, asks, {"to": CHOOSE})


def after_rob(state: State, victim: int) -> bool:
    """Penalty: the robbed player makes the robber take a handicap too (not if the robber is last)."""
    owner = state["astros"][victim]["owner"]
    if is_last(state, moves.active(state)) or state["hands"][owner] != "penalty":
        return False
    return open_window(state, [{"player": owner, "window": "penalty"}], {"to": "carry_on"})


def round_start(state: State) -> bool:
    """From the second round: players still holding a card may discard it to draw another."""
    if not state["advanced"] or state["round"] == 1:
        return False
    asks = [
        {"player": p, "window": "swap"}
        for p in sorted(range(state["players"]), key=lambda p: _seat_rank(state, p))
        if state["hands"][p]
    ]
    return open_window(state, asks, {"to": "deal"})


def overtaken(state: State, mover: int, before: list[list[int]], player: int) -> list[int]:
    """The player's astronauts the mover passed: it was behind them, or on top of them, and ended ahead."""
    after = state["astros"][mover]["col"]
    passed = []
    for i in moves.running(state):
        other = state["astros"][i]
        if i == mover or other["owner"] != player:
            continue
        if overtook(before[mover], before[i], after, other["col"]):
            passed.append(i)
    return passed


def removable_dice(state: State) -> list[int]:
    """Dice No instructions may take out: one of each colour must stay, and enough to program."""
    pool = [d for d in range(len(data.DICE)) if d not in state["removed"]]
    if len(pool) - 1 < state["dice"]:
        return []
    return [d for d in pool if sum(1 for e in pool if data.DICE[e] == data.DICE[d]) > 1]


def _seat_rank(state: State, player: int) -> int:
    owners = [state["astros"][i]["owner"] for i in state["order"]]
    return owners.index(player) if player in owners else len(owners) + player


# --- answers -----------------------------------------------------------------------------------------
def plays(state: State) -> list[Action]:
    """The asked player's ways to play their card, with its targets (never in a swap window)."""
    return plays_for(state, moves.asked(state), resume_of(state))


def can_play(state: State, ask: dict[str, Any], resume: dict[str, Any]) -> bool:
    """True if the ask offers its player a choice: a swap, or at least one legal play of the card."""
    return ask["window"] == "swap" or bool(plays_for(state, ask, resume))


def plays_for(state: State, ask: dict[str, Any], resume: dict[str, Any]) -> list[Action]:
    """The ways to answer `ask` with a play, in a window that resumes at `resume`."""
    kind, player = ask["window"], int(ask["player"])
    if kind == "swap":
        return []
    mine = [i for i in moves.running(state) if state["astros"][i]["owner"] == player]
    if kind == "no_instructions":
        return [{"type": "play", "die": d} for d in removable_dice(state)]
    if kind in ("planning", "cooperation"):
        pool = trailing(state, player) if kind == "planning" else mine
        return [{"type": "play", "astro": a} for a in pool]
    if kind == "teamwork":
        others = [i for i in moves.running(state) if state["astros"][i]["owner"] != player]
        return [{"type": "play", "astro": a, "partner": b} for a in trailing(state, player) for b in others]
    if kind == "extra_jump":
        return [
            {"type": "play", "astro": a, "colour": c}
            for a in trailing(state, player)
            for c in ("blue", "white", "black")
        ]
    if kind == "slipstream":
        return [{"type": "play", "astro": a} for a in overtaken(state, resume["mover"], resume["before"], player)]
    return [{"type": "play"}]


def answer(state: State, action: Action) -> None:
    """Apply a card played (or not); the queue then goes on (a card move's special-square choice,
    the next ask, or back to what opened the window), unless a roll the card set going comes first."""
    ask = PENDING.pop(state)
    player = int(ask["player"])
    if action["type"] in ("swap", "play"):
        discard(state, player)
    if action["type"] == "play":
        _effect(state, ask["window"], action, player)


def discard(state: State, player: int) -> None:
    """The player's card goes face up onto the discards."""
    card = state["hands"][player]
    assert card is not None, "discarding an empty hand"
    state["discards"].append(card)
    state["hands"][player] = None


def _effect(state: State, kind: str, action: Action, player: int) -> None:
    """Apply a played card (one that sets a roll going pushes it before the asks still to come)."""
    if kind == "no_instructions":
        state["removed"].append(action["die"])
    elif kind == "planning":
        moves.gain(state, action["astro"], "ct", 1)
    elif kind == "cooperation":
        moves.gain(state, action["astro"], "sputnik", 1)
    elif kind in ("teamwork", "slipstream"):
        moved = [i for i in (action["astro"], action.get("partner")) if i is not None]
        PENDING.push(state, *({"kind": CARD_SQUARE, "astro": i} for i in moved if card_move(state, i)))
    elif kind == "penalty":
        moves.gain(state, moves.active(state), "handicap", 1)
    elif kind == "miscalculation":
        close_window(state)  # the dice are rolled again: the window opens anew on the new roll
        state["pending"] = {"dice": [r["die"] for r in state["roll"]], "replace": False}
        state["phase"] = ROLLING
    elif kind == "extra_jump":
        PENDING.push(state, {"kind": ACT, "astro": action["astro"]})  # the asks to come wait for the jump
        state["pending"] = {"dice": [data.DICE.index(action["colour"])], "replace": False}
        state.update({"roll": [], "bonus": False, "phase": ROLLING})


def card_move(state: State, index: int) -> bool:
    """An action card's free move to the next circle; a special square there gives what needs no
    choice; True if it offers a choice (made by the astronaut's player once the card's moves are done)."""
    a = state["astros"][index]
    target = moves.track(state).next_circle(moves.square(a), 1)
    if target is None:
        return False
    a["col"], a["level"] = target
    state["clock"] += 1
    a["at"] = state["clock"]
    if a["col"] >= board.FINISH:
        if not a["done"]:
            state["finishers"].append(index)
            a["done"] = len(state["finishers"])
        return False
    effect = state["tokens"].get(str(a["col"])) if a["level"] == 0 else None
    if effect is None:
        return False
    if moves.waits_for_choice(effect, a):
        return True
    moves.token_effect(state, index, effect)
    return False


def card_square(state: State, task: Task) -> None:
    """The special-square choice a card move reached (turn.QUEUE's "card_square" step): the
    astronaut acts as in an extra jump, then the window goes on (turn.jump_over)."""
    index = int(task["astro"])
    effect = state["tokens"][str(state["astros"][index]["col"])]
    state.update({"effect": effect, "crashed": False, "present": None, "roll": []})
    owner = int(state["astros"][index]["owner"])
    PENDING.push(state, {"kind": SPECIAL, "player": owner}, {"kind": LANDED_END}, {"kind": ACT, "astro": index})
