"""Walking on the Moon's actions and chance outcomes, each declared once (core/actions.py): its
fields, the decision it answers, its candidates, the reason it is refused, its effect, its log line,
its button text and the heading it goes under on the table.

Each decision is a phase of the state (turn.PHASES) or a pending task's kind (turn.QUEUE). A type's
candidates are every legal action of its kind (`checked`), so its check reads the candidates and
names the specific problem where one helps.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

from pyengine.core.actions import (
    ActionSet,
    ActionType,
    ChanceType,
    Field,
    Move,
    Private,
    integer,
    one_of,
    side_square,
    slot,
    text,
)
from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.targets import slot_target
from pyengine.games.walking_moon import board, cards, data, describe, moves, turn
from pyengine.games.walking_moon.decisions import ASK, CHOOSE, CONTINUE, DRAWING, PROGRAM, ROB, ROLLING, SHARE, SPECIAL
from pyengine.games.walking_moon.state import WalkingMoonState as State

Candidates = Callable[[State], list[Action]]
Reason = Callable[[State, Move], Msg | None]
DIE = integer(0, len(data.DICE) - 1)
ASTRO = integer(0, 4)  # an astronaut: five players at most, or two players with two astronauts each
COLOURS = ("blue", "white", "black")
COLOUR = one_of(*COLOURS)


def listed(candidates: Candidates, reason: Reason | None = None) -> Reason:
    """A check for a type whose candidates are all its legal actions: the specific reason when one
    helps, else the generic one."""

    def check(state: State, move: Move) -> Msg | None:
        wanted = canonical(move.raw)
        if any(canonical(a) == wanted for a in candidates(state)):
            return None
        found = reason(state, move) if reason is not None else None
        return found or msg("core.illegal.not_available")

    return check


# --- programming the dice ---------------------------------------------------------------------------
def _free_dice(state: State) -> list[int]:
    return [d for d, s in enumerate(state["program"]) if s is None and d not in state["removed"]]


def _assign_candidates(state: State) -> list[Action]:
    if moves.assigned(state) >= state["dice"]:
        return []
    return [
        {"type": "assign", "die": d, "target": slot_target(s)} for d in _free_dice(state) for s in range(data.SLOTS)
    ]


def _assign_reason(state: State, move: Move) -> Msg | None:
    if moves.assigned(state) >= state["dice"]:
        return msg("wm.illegal.all_dice_programmed", dice=state["dice"])
    return msg("wm.illegal.die_taken") if state["program"][move["die"]] is not None else None


def _assign(state: State, move: Move) -> None:
    state["program"][move["die"]] = move["target"]


def _extra_die_candidates(state: State) -> list[Action]:
    pool = len(data.DICE) - len(state["removed"])
    return [{"type": "extra_die"}] if moves.astro(state)["ct"] and state["dice"] < min(data.MAX_DICE, pool) else []


def _extra_die_reason(state: State, move: Move) -> Msg:
    return msg("wm.illegal.no_ct") if not moves.astro(state)["ct"] else msg("wm.illegal.max_dice", dice=data.MAX_DICE)


def _extra_die(state: State, move: Move) -> None:
    moves.give_back(state, moves.active(state), "ct", 1)
    state["dice"] += 1


def _launch_candidates(state: State) -> list[Action]:
    return [{"type": "launch"}] if moves.assigned(state) == state["dice"] else []


def _launch_reason(state: State, move: Move) -> Msg:
    return msg("wm.illegal.program_incomplete", dice=state["dice"], left=state["dice"] - moves.assigned(state))


def _next_jump(state: State, move: Move) -> None:
    turn.next_jump(state)


# --- the roll ---------------------------------------------------------------------------------------
def _roll_outcomes(state: State) -> list[tuple[Action, int]]:
    """Every distinct roll with its weight, listed for up to three dice (more are sampled)."""
    dice = moves.pending(state)["dice"]
    if len(dice) > 3:
        return []
    counts: dict[tuple[str, ...], int] = {}
    for combo in product(*(data.FACES[data.DICE[d]] for d in dice)):
        counts[combo] = counts.get(combo, 0) + 1
    return [({"type": "roll", "faces": list(c)}, w) for c, w in sorted(counts.items())]


def _roll(state: State, move: Move) -> None:
    turn.roll_dice(state, move["faces"])


def _use(state: State, move: Move) -> None:
    turn.use_die(state, move["die"], move["steps"])


def _use_reason(state: State, move: Move) -> Msg:
    """A result that does not move that way, or (the way being one the result can take) a square
    it does not land on: no result lands on the square tapped."""
    ways = {(a["die"], a["steps"]) for a in turn.use_actions(state)}
    return msg("wm.illegal.no_landing" if (move["die"], move["steps"]) in ways else "wm.illegal.steps")


def _reroll_candidates(state: State) -> list[Action]:
    return [{"type": "reroll", "die": r["die"]} for r in state["roll"]] if moves.astro(state)["ct"] else []


def _no_ct(state: State, move: Move) -> Msg | None:
    return msg("wm.illegal.no_ct") if not moves.astro(state)["ct"] else None


def _reroll(state: State, move: Move) -> None:
    moves.give_back(state, moves.active(state), "ct", 1)
    state["pending"] = {"dice": [move["die"]], "replace": True}
    state["phase"] = ROLLING


def _reroll_all_candidates(state: State) -> list[Action]:
    return [{"type": "reroll_all"}] if moves.astro(state)["reroll"] else []


def _reroll_all(state: State, move: Move) -> None:
    moves.astro(state)["reroll"] = False
    state["pending"] = {"dice": [r["die"] for r in state["roll"]], "replace": False}
    state["phase"] = ROLLING


def _stop(state: State, move: Move) -> None:
    turn.end_turn(state)


# --- landing: robbing, sharing, special squares ---------------------------------------------------
def _met(state: State) -> list[int]:
    """The astronauts met on the landing square."""
    return state["present"] if state["present"] is not None else moves.together(state, moves.active(state))


def _rob_candidates(state: State) -> list[Action]:
    mine = moves.astro(state)["owner"]
    return [{"type": "rob", "victim": v} for v in _met(state) if state["astros"][v]["owner"] != mine]


def _rob(state: State, move: Move) -> None:
    victim = move["victim"]
    if state["astros"][victim]["sputniks"]:
        state["astros"][victim]["sputniks"] -= 1
        moves.astro(state)["sputniks"] += 1
    else:
        moves.gain(state, victim, "handicap", 1)
    moves.PENDING.pop(state)  # the robbery is done: what the landing still offers comes next
    cards.after_rob(state, victim)


def _carry_on(state: State, move: Move) -> None:
    """Done with this offer of the landing: the queue goes on with the next."""
    moves.PENDING.pop(state)


def _give_candidates(state: State) -> list[Action]:
    index = moves.active(state)
    mine = moves.astro(state)["owner"]
    actions: list[Action] = []
    for partner in [i for i in _met(state) if state["astros"][i]["owner"] == mine]:
        for giver, taker in ((index, partner), (partner, index)):
            for kind, counter in (("sputnik", "sputniks"), ("ct", "ct")):
                if state["astros"][giver][counter]:  # type: ignore[literal-required]
                    actions.append({"type": "give", "what": kind, "from": giver, "to": taker})
    return actions


def _give(state: State, move: Move) -> None:
    counter = "sputniks" if move["what"] == "sputnik" else "ct"
    state["astros"][move["from"]][counter] -= 1
    state["astros"][move["to"]][counter] += 1


def _effect_is(*effects: str) -> Callable[[State], bool]:
    return lambda state: state["effect"] in effects


def _advance_circle(state: State, move: Move) -> None:
    a = moves.astro(state)
    moves.PENDING.pop(state)
    moves.place(state, moves.track(state).next_circle(moves.square(a), 1))
    if a["col"] >= board.FINISH:
        turn.record_crossing(state, moves.active(state))
        turn.cross(state, moves.active(state), crashed=False)


def _spend_candidates(state: State) -> list[Action]:
    return [{"type": "spend", "n": n} for n in range(1, moves.astro(state)["sputniks"] + 1)]


def _spend(state: State, move: Move) -> None:
    turn.end_landing(state)  # the move made from here lands anew
    moves.give_back(state, moves.active(state), "sputnik", move["n"])
    turn.move(state, moves.plan(state, "s" * move["n"]), skull=False, jumped=False)


def _jump_now_candidates(state: State) -> list[Action]:
    return [{"type": "jump_now", "colour": c} for c in COLOURS]


def _jump_now(state: State, move: Move) -> None:
    turn.end_landing(state)  # the jump lands anew
    state["bonus"] = True
    state["pending"] = {"dice": [data.DICE.index(move["colour"])], "replace": False}
    state["phase"] = ROLLING


# --- action cards, outside the turn -------------------------------------------------------------
def _asked(window: str | None) -> Callable[[State], bool]:
    """Open while the asked player is offered this window (None: any card's window)."""

    def is_open(state: State) -> bool:
        asked = str(moves.asked(state)["window"])
        return asked == window if window is not None else asked != "swap"

    return is_open


def _answer(state: State, move: Move) -> None:
    cards.answer(state, move)


def _draw_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "draw", "card": c}, n) for c, n in sorted(state["pile"].items()) if n]


def _drawer(state: State, action: Action) -> tuple[int]:
    """Who draws the card now (the one seat that may read it)."""
    return (int(moves.asked(state)["player"]),)


def _draw(state: State, move: Move) -> None:
    turn.draw_card(state, move["card"])


# --- the declarations -------------------------------------------------------------------------------
def _declare(
    name: str,
    during: str,
    effect: Callable[[State, Move], None],
    *,
    candidates: Candidates | None = None,
    reason: Reason | None = None,
    log: Callable[[State, Move], Msg] = describe.log_plain,
    fields: tuple[Field, ...] = (),
    when: Callable[[State], bool] = lambda state: True,
    label: Callable[[State, Move], Msg | None] | None = None,
    group: str = "choice",
) -> ActionType:
    """A type whose candidates are its legal actions (they need no second check); without
    candidates, the one action with no fields."""
    listing: Candidates = candidates or (lambda state: [{"type": name}])
    check = listed(listing, reason)
    return ActionType(
        name, (during,), effect, log, fields, listing, check, when, checked=True, label=label, group=group
    )


PLAY_FIELDS = (
    Field("die", DIE, optional=True),
    Field("astro", ASTRO, optional=True),
    Field("partner", ASTRO, optional=True),
    Field("colour", COLOUR, optional=True),
)

ACTIONS = ActionSet(
    (
        _declare(
            "assign",
            PROGRAM,
            _assign,
            fields=(Field("die", DIE), Field("target", slot)),
            candidates=_assign_candidates,
            reason=_assign_reason,
            log=describe.log_assign,
            label=describe.label_assign,
            group="program",
        ),
        _declare(
            "extra_die",
            PROGRAM,
            _extra_die,
            candidates=_extra_die_candidates,
            reason=_extra_die_reason,
            group="program",
        ),
        _declare("launch", PROGRAM, _next_jump, candidates=_launch_candidates, reason=_launch_reason, group="program"),
        _declare(
            "use",
            CHOOSE,
            _use,
            fields=(Field("die", DIE), Field("steps", text), Field("target", side_square)),
            candidates=turn.use_actions,
            reason=_use_reason,
            log=describe.log_use,
            label=describe.label_use,
            group="roll",
        ),
        _declare(
            "reroll",
            CHOOSE,
            _reroll,
            fields=(Field("die", DIE),),
            candidates=_reroll_candidates,
            reason=_no_ct,
            log=describe.log_reroll,
            label=describe.label_reroll,
            group="roll",
        ),
        _declare("reroll_all", CHOOSE, _reroll_all, candidates=_reroll_all_candidates, reason=_no_ct, group="roll"),
        _declare("jump", CONTINUE, _next_jump, group="choice"),
        _declare("stop", CONTINUE, _stop, group="choice"),
        _declare(
            "rob",
            ROB,
            _rob,
            fields=(Field("victim", ASTRO),),
            candidates=_rob_candidates,
            log=describe.log_rob,
            label=describe.label_rob,
            group="choice",
        ),
        _declare("no_rob", ROB, _carry_on, group="choice"),
        _declare(
            "give",
            SHARE,
            _give,
            fields=(Field("what", one_of("sputnik", "ct")), Field("from", ASTRO), Field("to", ASTRO)),
            candidates=_give_candidates,
            log=describe.log_give,
            label=describe.label_give,
            group="choice",
        ),
        _declare("done", SHARE, _carry_on, group="choice"),
        _declare("advance_circle", SPECIAL, _advance_circle, when=_effect_is("advance_circle"), group="choice"),
        _declare(
            "spend",
            SPECIAL,
            _spend,
            fields=(Field("n", integer(1, data.SPUTNIK_SUPPLY)),),
            candidates=_spend_candidates,
            when=_effect_is("spend_sputniks"),
            log=describe.log_spend,
            label=describe.label_spend,
            group="choice",
        ),
        _declare(
            "jump_now",
            SPECIAL,
            _jump_now,
            fields=(Field("colour", COLOUR),),
            candidates=_jump_now_candidates,
            when=lambda state: state["effect"] not in ("advance_circle", "spend_sputniks"),
            log=describe.log_jump_now,
            label=describe.label_jump_now,
            group="choice",
        ),
        _declare("decline", SPECIAL, _carry_on, group="choice"),
        _declare("keep", ASK, _answer, when=_asked("swap"), log=describe.log_answer, group="choice"),
        _declare("swap", ASK, _answer, when=_asked("swap"), log=describe.log_answer, group="choice"),
        _declare(
            "play",
            ASK,
            _answer,
            fields=PLAY_FIELDS,
            candidates=cards.plays,
            when=_asked(None),
            log=describe.log_play,
            label=describe.label_play,
            group="choice",
        ),
        _declare("pass", ASK, _answer, when=_asked(None), log=describe.log_answer, group="choice"),
    ),
    (
        ChanceType(
            "roll",
            (ROLLING,),
            _roll,
            describe.log_roll,
            _roll_outcomes,
            shape={"faces": Shape("str_list", max_len=data.MAX_DICE)},
        ),
        ChanceType(
            "draw",
            (DRAWING,),
            _draw,
            describe.log_draw,
            _draw_outcomes,
            shape={"card": Shape("str", max_len=32)},
            private=Private(("card",), _drawer),  # face down: only its drawer reads which card in the log
        ),
    ),
)
