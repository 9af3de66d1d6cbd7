"""The kit's listing and chance draws: an editor declared `checked` lists other types' actions
without a second check (still closed by their gates), an unchecked one has each judged by its own
type, and a chance type's own draw replaces the weighted draw over its listed outcomes."""

from __future__ import annotations

from typing import Any

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, text
from pyengine.core.game import CHANCE, Rng
from pyengine.core.kit import KitGame
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import Phases

State = dict[str, Any]
Action = dict[str, Any]


def _log(state: State, move: Move) -> Msg:
    return msg("core.prompt.choose")


def _nothing(state: State, move: Move) -> None:
    return None


def _editor(state: State) -> list[Action]:
    return [{"type": "add", "item": "a"}, {"type": "add", "item": "b"}, {"type": "drop", "item": "a"}]


def _only_a(state: State, move: Move) -> Msg | None:
    return None if move["item"] == "a" else msg("core.illegal.not_available")


def _dropping_closed(state: State) -> Msg | None:
    return msg("core.illegal.not_available") if state["locked"] else None


def _actions(checked: bool) -> ActionSet:
    """An editor type listing its own and another type's candidates; "add" refuses item "b"."""
    item = (Field("item", text),)
    return ActionSet(
        types=(
            ActionType("add", ("edit",), _nothing, _log, item, _editor, _only_a, checked=checked),
            ActionType("drop", ("edit",), _nothing, _log, item, lambda state: [], gate=_dropping_closed),
        )
    )


def test_an_unchecked_editor_has_each_listed_action_judged_by_its_own_type() -> None:
    listed = _actions(checked=False).legal({"locked": False}, "edit")
    assert listed == [{"type": "add", "item": "a"}, {"type": "drop", "item": "a"}]


def test_a_checked_editor_is_trusted_for_every_type_it_lists() -> None:
    # Declared checked: its listing is taken as it is (here it lists "b", which the check refuses).
    listed = _actions(checked=True).legal({"locked": False}, "edit")
    assert listed == [{"type": "add", "item": "a"}, {"type": "add", "item": "b"}, {"type": "drop", "item": "a"}]


def test_a_checked_editor_still_leaves_out_a_type_its_gate_closes() -> None:
    listed = _actions(checked=True).legal({"locked": True}, "edit")
    assert listed == [{"type": "add", "item": "a"}, {"type": "add", "item": "b"}]


def _faces(state: State) -> list[tuple[Action, int]]:
    return [({"type": "die", "value": v}, w) for v, w in ((1, 1), (2, 2), (3, 3))]


ROLLING = {"phase": "roll"}


class Dice(KitGame):
    """One die pending forever: only its chance draw is used."""

    turns = Phases({"roll": lambda state: CHANCE})

    def __init__(self, draw: Any = None) -> None:
        self.actions = ActionSet(types=(), chance=(ChanceType("die", ("roll",), _nothing, _log, _faces, draw=draw),))


def test_a_chance_type_without_a_draw_of_its_own_draws_over_its_listed_outcomes() -> None:
    drawn = [Dice().sample_chance(ROLLING, Rng(f"{seed:016x}"))["value"] for seed in range(60)]
    assert set(drawn) == {1, 2, 3}


def test_a_chance_type_with_a_draw_of_its_own_draws_with_it() -> None:
    def six(state: State, rng: Rng) -> Action:
        return {"type": "die", "value": rng.below(6) + 1}

    drawn = [Dice(six).sample_chance(ROLLING, Rng(f"{seed:016x}"))["value"] for seed in range(60)]
    assert set(drawn) == {1, 2, 3, 4, 5, 6}  # faces the listing does not have: the draw was used
