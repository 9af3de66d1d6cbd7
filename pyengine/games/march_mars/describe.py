"""March on Mars in words: the status line (the log lines are declared with the actions)."""

from __future__ import annotations

from pyengine.core.game import State
from pyengine.core.messages import Msg, msg
from pyengine.games.march_mars.queue import QUEUE
from pyengine.i18n import seat


def prompt(state: State) -> Msg:
    """What the table waits for now."""
    phase = state["phase"]
    if state["over"]:
        return msg("mom.prompt.won" if state["won"] else f"mom.prompt.lost_{state['why']}")
    head = QUEUE.head(state)
    if head is not None:
        kind = head["kind"]
        return msg(
            f"mom.prompt.task_{kind}"
            if kind in ("alien", "draw", "side", "sentry", "gear", "decoy")
            else "mom.prompt.task_alien"
        )
    turn = max(1, state["round"])
    if phase == "train":
        owner = next(m["owner"] for m in state["marines"] if m["ability"] is None)
        return msg("mom.prompt.train", player=seat(owner))
    if phase == "land":
        owner = next(m["owner"] for m in state["marines"] if m["col"] < 0)
        return msg("mom.prompt.land", player=seat(owner))
    if phase == "pick":
        return msg("mom.prompt.pick", turn=turn)
    player = state["marines"][state["active"]]["owner"] if state["active"] >= 0 else 0
    if phase == "program":
        return msg("mom.prompt.program", player=seat(player), dice=state["dice"], turn=turn)
    if phase == "choose":
        if state["mode"] == "bomb":
            return msg("mom.prompt.bomb", player=seat(player), total=sum(int(r["face"][0]) for r in state["roll"]))
        if state["melee"]:
            return msg("mom.prompt.melee", player=seat(player))
        return msg("mom.prompt.choose", player=seat(player))
    if phase == "continue":
        return msg("mom.prompt.continue", player=seat(player))
    if phase == "arrive":
        return msg("mom.prompt.arrive", player=seat(player))
    if phase == "target":
        return msg("mom.prompt.target", player=seat(player))
    return msg("mom.prompt.rolling")
