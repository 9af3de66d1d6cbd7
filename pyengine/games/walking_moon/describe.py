"""What Walking on the Moon's actions, prompts, consequences and refusals read like."""

from __future__ import annotations

from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.walking_moon import data, moves
from pyengine.games.walking_moon.decisions import DRAWING, OVER
from pyengine.games.walking_moon.state import WalkingMoonState as State
from pyengine.i18n import seat

Action = dict[str, Any]


def astro_name(state: State, index: int) -> Msg:
    """An astronaut as players call it: its owner, numbered when a player has two."""
    owner = state["astros"][index]["owner"]
    if state["players"] == 2:
        return msg("wm.astro.numbered", player=seat(owner), n=index // 2 + 1)
    return msg("wm.astro.single", player=seat(owner))


def die_name(die: int, face: str | None = None) -> Msg:
    """A die by colour, with its face when rolled."""
    colour = msg(f"wm.colour.{data.DICE[die]}")
    if face is None:
        return msg("wm.die", colour=colour)
    return msg("wm.die.face", colour=colour, face=face_text(face))


def face_text(face: str) -> str:
    """A face as printed: its number, and a skull."""
    return face.replace("k", " ☠")


def steps_text(steps: str) -> str:
    """Steps as arrows: → straight, ↘ descent, ↗ climb."""
    return "".join({"s": "→", "d": "↘", "u": "↗"}[s] for s in steps)


def mover(state: State) -> Msg:
    """The astronaut acting now, as the log names it."""
    index = moves.acting(state) if moves.decision(state) != OVER else None
    return msg("wm.nobody") if index is None else astro_name(state, index)


def ending_of(state: State, die: int, steps: str) -> Msg:
    """How a jump with this die of the roll would end: safe, a skull, an accident, across the finish."""
    face = next(r["face"] for r in state["roll"] if r["die"] == die)
    result = moves.plan(state, steps)
    ending = "cross" if result.stopped else result.outcome
    if ending == "safe" and face.endswith("k"):
        ending = "skull"
    return msg(f"wm.ending.{ending}")


def rolled(state: State, die: int) -> Msg:
    """A die of the roll on the table, with its face."""
    return die_name(die, next(r["face"] for r in state["roll"] if r["die"] == die))


# --- log lines (the action as read from the state before it) ------------------------------------
def log_plain(state: State, action: Action) -> Msg:
    """An action with nothing to name but the astronaut (wm.log.<type>)."""
    return msg(f"wm.log.{action['type']}", astro=mover(state))


def log_assign(state: State, action: Action) -> Msg:
    """A die put on a jump slot (the target parsed to the slot's index)."""
    return msg("wm.log.assign", astro=mover(state), die=die_name(action["die"]), slot=action["target"] + 1)


def log_roll(state: State, action: Action) -> Msg:
    """The pending dice and their faces."""
    dice = moves.pending(state)["dice"]
    faces = [die_name(d, f) for d, f in zip(dice, action["faces"], strict=True)]
    return msg("wm.log.roll", astro=mover(state), dice=msg("wm.list", items=faces))


def log_use(state: State, action: Action) -> Msg:
    """A jump: the die used, its steps and how it ends."""
    steps = steps_text(action["steps"])
    ending = ending_of(state, action["die"], action["steps"])
    return msg("wm.log.use", astro=mover(state), die=rolled(state, action["die"]), steps=steps, ending=ending)


def log_reroll(state: State, action: Action) -> Msg:
    """A die rolled again for a Ground Control counter."""
    return msg("wm.log.reroll", astro=mover(state), die=die_name(action["die"]))


def log_rob(state: State, action: Action) -> Msg:
    """A robbery."""
    return msg("wm.log.rob", astro=mover(state), victim=astro_name(state, action["victim"]))


def log_give(state: State, action: Action) -> Msg:
    """A counter passed between a player's two astronauts."""
    what = msg(f"wm.counter.{action['what']}")
    giver, taker = astro_name(state, action["from"]), astro_name(state, action["to"])
    return msg("wm.log.give", giver=giver, taker=taker, what=what)


def log_spend(state: State, action: Action) -> Msg:
    """Sputniks spent to advance."""
    return msg("wm.log.spend", astro=mover(state), n=action["n"])


def log_jump_now(state: State, action: Action) -> Msg:
    """A special square's jump at once with one die."""
    return msg("wm.log.jump_now", astro=mover(state), colour=msg(f"wm.colour.{action['colour']}"))


def log_draw(state: State, action: Action) -> Msg:
    """An action card drawn (face down)."""
    return msg("wm.log.draw", player=seat(moves.asked(state)["player"]))


def told_the_drawer(state: State, action: Action) -> list[tuple[list[int], Msg]]:
    """A drawn card as its drawer reads it: which card (the table reads only that one was drawn)."""
    if action.get("type") != "draw" or moves.decision(state) != DRAWING:
        return []
    drawer = int(moves.asked(state)["player"])
    return [([drawer], msg("wm.log.draw_own", player=seat(drawer), card=msg(f"wm.card.{action['card']}")))]


def log_answer(state: State, action: Action) -> Msg:
    """An asked player keeps, swaps or does not play their card."""
    return msg(f"wm.log.{action['type']}", player=seat(moves.asked(state)["player"]))


def log_play(state: State, action: Action, card: str | None = None) -> Msg:
    """An action card played (face up), with the astronaut or die it acts on (`card`: the card as
    it lies face up after the step, for a viewer who could not see it in the hand before)."""
    ask = moves.asked(state)
    detail: Msg | str = ""
    if "astro" in action:
        detail = astro_name(state, action["astro"])
    elif "die" in action:
        detail = die_name(action["die"])
    return msg("wm.log.play", player=seat(ask["player"]), card=msg(f"wm.card.{card or ask['window']}"), detail=detail)


# --- button texts ------------------------------------------------------------------------------
def label_assign(state: State, action: Action) -> Msg:
    """Put this die on this jump slot."""
    return msg("wm.action.assign", die=die_name(action["die"]), slot=action["target"] + 1)


def label_use(state: State, action: Action) -> Msg:
    """Use this result: its steps and how the jump ends."""
    ending = ending_of(state, action["die"], action["steps"])
    return msg("wm.action.use", die=rolled(state, action["die"]), steps=steps_text(action["steps"]), ending=ending)


def label_rob(state: State, action: Action) -> Msg:
    """Rob this astronaut."""
    return msg("wm.action.rob", victim=astro_name(state, action["victim"]))


def label_reroll(state: State, action: Action) -> Msg:
    """Roll this die again."""
    return msg("wm.action.reroll", die=rolled(state, action["die"]))


def label_give(state: State, action: Action) -> Msg:
    """Give a counter to the other astronaut."""
    return msg("wm.action.give", what=msg(f"wm.counter.{action['what']}"), taker=astro_name(state, action["to"]))


def label_spend(state: State, action: Action) -> Msg:
    """Spend this many Sputniks."""
    return msg("wm.action.spend", n=action["n"])


def label_jump_now(state: State, action: Action) -> Msg:
    """Jump at once with a die of this colour."""
    return msg("wm.action.jump_now", colour=msg(f"wm.colour.{action['colour']}"))


def held_card(state: State) -> Msg:
    """The card the asked player may play, named when `state` shows it (the holder's buttons: only
    the one deciding sees them), else "the card" (a hand hidden from this state's viewer)."""
    hand = state["hands"][int(moves.asked(state)["player"])]
    if hand in (None, "hidden"):
        return msg("wm.action.card_unnamed")
    return msg("wm.action.card_named", name=msg(f"wm.card.{hand}"))


def label_play(state: State, action: Action) -> Msg:
    """A card's button: the card and what playing it would do ("Play the card for Player 1 (2)" did
    not say which card)."""
    card = held_card(state)
    if "die" in action:
        return msg("wm.action.play.die", card=card, die=die_name(action["die"]))
    if "partner" in action:
        astro, partner = astro_name(state, action["astro"]), astro_name(state, action["partner"])
        return msg("wm.action.play.partner", card=card, astro=astro, partner=partner)
    if "colour" in action:
        colour = msg(f"wm.colour.{action['colour']}")
        return msg("wm.action.play.colour", card=card, astro=astro_name(state, action["astro"]), colour=colour)
    if "astro" in action:
        return msg("wm.action.play.astro", card=card, astro=astro_name(state, action["astro"]))
    return msg("wm.action.play", card=card)


def consequences(before: State, after: State) -> list[Msg]:
    """What an action set off: Sputniks, accidents, crossings, counters at the end of a round."""
    lines: list[Msg] = []
    for index, (old, new) in enumerate(zip(before["astros"], after["astros"], strict=True)):
        who = astro_name(after, index)
        if new["done"] and not old["done"]:
            lines.append(msg("wm.effect.cross", astro=who, place=new["done"]))
        if new["down"] and not old["down"]:
            lines.append(msg("wm.effect.accident", astro=who))
        for field in ("sputniks", "ct", "handicap"):
            change = new[field] - old[field]
            if change and not (field == "handicap" and change < 0):
                lines.append(msg(f"wm.effect.{field}", astro=who, n=change))
    if after["round"] != before["round"]:
        lines.append(msg("wm.effect.round", round=after["round"]))
    if after["phase"] == OVER and before["phase"] != OVER:
        lines.append(msg("wm.effect.over"))
    return lines
