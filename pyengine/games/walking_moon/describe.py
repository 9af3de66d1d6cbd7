"""What Walking on the Moon's actions, prompts, consequences and refusals read like."""

from __future__ import annotations

from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.walking_moon import data, moves
from pyengine.i18n import seat

State = dict[str, Any]
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


def describe_action(state: State, action: Action) -> Msg:
    """The log line of an action, read from the state before it."""
    kind = action["type"]
    if kind in ("play", "pass", "keep", "swap", "draw"):
        return describe_card(state, action)
    who = astro_name(state, moves.active(state)) if state["phase"] != "over" else msg("wm.nobody")
    if kind == "assign":
        return msg(
            "wm.log.assign",
            astro=who,
            die=die_name(action["die"]),
            slot=int(str(action["target"]).removeprefix("slot:")) + 1,
        )
    if kind == "roll":
        dice = state["pending"]["dice"]
        faces = [die_name(d, f) for d, f in zip(dice, action["faces"], strict=True)]
        return msg("wm.log.roll", astro=who, dice=msg("wm.list", items=faces))
    if kind == "use":
        return describe_use(state, action, who)
    if kind in ("reroll", "rob", "give", "spend", "jump_now"):
        return _describe_targeted(state, action, who)
    return msg(f"wm.log.{kind}", astro=who)


def describe_card(state: State, action: Action) -> Msg:
    """An action card drawn (face down), kept, swapped, played (face up) or not played."""
    kind = action["type"]
    if kind == "draw":
        return msg("wm.log.draw", player=seat(state["to_draw"][0]))
    ask = state["windows"][-1]["asks"][0]
    player = seat(ask["player"])
    if kind != "play":
        return msg(f"wm.log.{kind}", player=player)
    card = msg(f"wm.card.{ask['window']}")
    detail: Msg | str = ""
    if "astro" in action:
        detail = astro_name(state, action["astro"])
    elif "die" in action:
        detail = die_name(action["die"])
    return msg("wm.log.play", player=player, card=card, detail=detail)


def describe_use(state: State, action: Action, who: Msg) -> Msg:
    """A jump: the die used, its steps and how it ends."""
    face = next(r["face"] for r in state["roll"] if r["die"] == action["die"])
    result = moves.plan(state, action["steps"])
    ending = "cross" if result.stopped else result.outcome
    if ending == "safe" and face.endswith("k"):
        ending = "skull"
    return msg(
        "wm.log.use",
        astro=who,
        die=die_name(action["die"], face),
        steps=steps_text(action["steps"]),
        ending=msg(f"wm.ending.{ending}"),
    )


def _describe_targeted(state: State, action: Action, who: Msg) -> Msg:
    kind = action["type"]
    if kind == "reroll":
        return msg("wm.log.reroll", astro=who, die=die_name(action["die"]))
    if kind == "rob":
        return msg("wm.log.rob", astro=who, victim=astro_name(state, action["victim"]))
    if kind == "give":
        what = msg(f"wm.counter.{action['what']}")
        return msg(
            "wm.log.give", giver=astro_name(state, action["from"]), taker=astro_name(state, action["to"]), what=what
        )
    if kind == "spend":
        return msg("wm.log.spend", astro=who, n=action["n"])
    return msg("wm.log.jump_now", astro=who, colour=msg(f"wm.colour.{action['colour']}"))


def prompt_for(state: State) -> Msg:
    """The status line for the current phase."""
    phase = state["phase"]
    if phase == "over":
        return msg("wm.prompt.over")
    if phase == "drawing":
        return msg("wm.prompt.drawing")
    who = astro_name(state, moves.active(state))
    if phase == "program":
        return msg("wm.prompt.program", astro=who, dice=state["dice"], left=state["dice"] - moves.assigned(state))
    if phase == "special":
        return msg(f"wm.prompt.special.{state['effect']}", astro=who)
    if phase == "ask":
        ask = state["windows"][-1]["asks"][0]
        key = "wm.prompt.ask.swap" if ask["window"] == "swap" else "wm.prompt.ask"
        return msg(key, player=seat(ask["player"]))
    return msg(f"wm.prompt.{phase}", astro=who)


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
    if after["phase"] == "over" and before["phase"] != "over":
        lines.append(msg("wm.effect.over"))
    return lines


def explain(state: State, action: Action) -> Msg | None:
    """A specific reason an action is refused, where the generic one would not say enough."""
    kind = action.get("type")
    phase = state["phase"]
    if phase == "program" and kind == "assign":
        if moves.assigned(state) >= state["dice"]:
            return msg("wm.illegal.all_dice_programmed", dice=state["dice"])
        die = action.get("die")
        if isinstance(die, int) and 0 <= die < len(data.DICE) and state["program"][die] is not None:
            return msg("wm.illegal.die_taken")
    if phase == "program" and kind == "launch":
        return msg("wm.illegal.program_incomplete", dice=state["dice"], left=state["dice"] - moves.assigned(state))
    if phase == "program" and kind == "extra_die":
        if not moves.astro(state)["ct"]:
            return msg("wm.illegal.no_ct")
        return msg("wm.illegal.max_dice", dice=data.MAX_DICE)
    if kind in ("reroll", "reroll_all") and phase == "choose" and not moves.astro(state)["ct"]:
        return msg("wm.illegal.no_ct")
    if kind == "use" and phase == "choose":
        return msg("wm.illegal.steps")
    return None
