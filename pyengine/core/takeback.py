"""Taking back one earlier step of the deciding player's run (a die off its jump slot), the later
ones played again: only a table needs it, so it ships with the table's modules, not the home page's."""

from __future__ import annotations

from pyengine.core.game import Action
from pyengine.core.jsonutil import canonical
from pyengine.core.match import Match


def without(match: Match, action: Action) -> Match | None:
    """The match with one earlier action of the deciding player's run of undoable steps taken
    back and the steps after it played again (a die taken off its jump slot, the others kept);
    None when the action is not in that run or a later step no longer fits without it."""
    wanted, later, earlier = canonical(action), list[Action](), match
    while earlier.can_undo and earlier.entries[-1].actor == match.to_move:
        taken = earlier.entries[-1].action
        earlier = earlier.undo()
        if canonical(taken) == wanted:
            for step in reversed(later):
                if earlier.why_illegal(step) is not None:
                    return None
                earlier = earlier.apply(step)
            return earlier
        later.append(taken)
    return None
