"""The core's turn structures play what the announced games need: a fixed seat order, an order
recomputed each round by race position, a team choosing who goes next, a decision asked of a player
out of turn (and dropped when it offers no choice), automatic steps that log their effects, and chance."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, integer
from pyengine.core.game import CHANCE, TERMINAL, Action, GameMeta, Rng, State
from pyengine.core.kit import KitGame
from pyengine.core.match import Match
from pyengine.core.messages import Msg, msg
from pyengine.core.turns import Step, TaskQueue, chance_step, next_seat, order_by

TEAMS = [0, 0, 1]  # seats 0 and 1 race as a team


def test_a_fixed_seat_order_skips_players_who_passed() -> None:
    assert next_seat(0, 3) == 1
    assert next_seat(2, 3) == 0
    assert next_seat(0, 3, skip={1}) == 2
    assert next_seat(1, 3, skip={0, 1, 2}) == 1


def test_an_order_by_race_position_puts_the_last_first_and_keeps_seat_order_on_ties() -> None:
    position = [5, 2, 5, 0]
    assert order_by(4, lambda p: position[p]) == [3, 1, 0, 2]


# --- a small relay race built from the kit -------------------------------------------------------
def _start_round(state: State, task: dict[str, Any]) -> None:
    """Runners go from last to first, recomputed each round."""
    order = order_by(state["players"], lambda p: state["pos"][p])
    QUEUE.append(state, *({"kind": "run", "player": p} for p in order), {"kind": "end_round"})


def _end_round(state: State, task: dict[str, Any]) -> None:
    state["round"] += 1
    state["over"] = state["round"] > 2
    if not state["over"]:
        QUEUE.append(state, {"kind": "start_round"})


QUEUE = TaskQueue(
    (
        Step("start_round", run=_start_round, log=lambda state, task: msg("test.round", round=state["round"])),
        Step("end_round", run=_end_round),
        Step("run"),
        # Asked of the runner's rival out of turn, and only when they have a protest token left.
        Step("object", skip=lambda state, task: state["tokens"][task["player"]] == 0),
        chance_step("die"),
    ),
    report="log",
)


def _dash(state: State, move: Move) -> None:
    runner = QUEUE.pop(state)["player"]
    rival = next_seat(runner, state["players"])
    QUEUE.push(state, {"kind": "object", "player": rival}, {"kind": "die", "player": runner})


def _hand_over_check(state: State, move: Move) -> Msg | None:
    runner = QUEUE.head(state)
    assert runner is not None
    waiting = [t["player"] for t in QUEUE.tasks(state) if t["kind"] == "run"]
    teammate = TEAMS[move["to"]] == TEAMS[runner["player"]] and move["to"] != runner["player"]
    return None if teammate and move["to"] in waiting else msg("test.not_a_teammate")


def _hand_over(state: State, move: Move) -> None:
    """The team chooses who runs next: the chosen teammate's run moves to the front."""
    QUEUE.reset(state, [t for t in QUEUE.tasks(state) if not (t["kind"] == "run" and t["player"] == move["to"])])
    QUEUE.pop(state)
    QUEUE.push(state, {"kind": "run", "player": move["to"]})


def _protest(state: State, move: Move) -> None:
    player = QUEUE.pop(state)["player"]
    state["tokens"][player] -= 1


def _accept(state: State, move: Move) -> None:
    QUEUE.pop(state)


def _die(state: State, move: Move) -> None:
    runner = QUEUE.pop(state)["player"]
    state["pos"][runner] += move["value"]


def _die_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "die", "value": v}, 1) for v in (1, 2, 3)]


def _log(state: State, move: Move) -> Msg:
    return msg(f"test.{move.type}")


ACTIONS = ActionSet(
    types=(
        ActionType("dash", ("run",), _dash, _log),
        ActionType(
            "hand_over", ("run",), _hand_over, _log, fields=(Field("to", integer(0, 2)),),
            candidates=lambda state: [{"type": "hand_over", "to": p} for p in range(3)], check=_hand_over_check,
        ),
        ActionType("protest", ("object",), _protest, _log),
        ActionType("accept", ("object",), _accept, _log),
    ),
    chance=(ChanceType("die", ("die",), _die, _log, outcomes=_die_outcomes),),
)  # fmt: skip


class Relay(KitGame):
    """Three runners, two rounds; the state's layout is in initial_state."""

    meta = GameMeta("relay", msg("test.name"), msg("test.summary"), 3, 3)
    actions = ACTIONS
    turns = QUEUE

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Everyone at the start, one protest token each; the first round about to begin."""
        state = {"players": 3, "pos": [0, 0, 0], "tokens": [1, 1, 1], "round": 1, "active": 0, "over": False}
        state |= {"tasks": [{"kind": "start_round"}], "log": []}
        QUEUE.settle(state)
        return state

    def scores(self, state: State) -> list[float]:
        """How far each runner got."""
        return [float(p) for p in state["pos"]]


def relay() -> Match:
    game = Relay()
    match = Match(game, [{"name": n, "color": c} for n, c in zip("ABC", ("red", "blue", "green"), strict=True)], {}, 0,
                  ({**game.initial_state([], {}, Rng("0")), "rng": "0" * 16},), (), auto_chance=False)  # fmt: skip
    return match


def play(match: Match, *steps: Action | int) -> Match:
    """Actions, and integers for the die."""
    for step in steps:
        match = match.apply_chance({"type": "die", "value": step}) if isinstance(step, int) else match.apply(step)
    return match


def test_the_first_round_runs_in_seat_order_and_logs_its_start() -> None:
    match = relay()
    assert match.state["log"] == [msg("test.round", round=1).to_json()]
    assert match.to_move == 0
    assert match.legal_actions() == [{"type": "dash"}, {"type": "hand_over", "to": 1}]


def test_a_rival_answers_out_of_turn_then_chance_moves_the_runner() -> None:
    match = play(relay(), {"type": "dash"})
    assert match.to_move == 1  # the rival, out of turn
    match = play(match, {"type": "protest"})
    assert match.to_move == CHANCE
    match = play(match, 3)
    assert match.state["pos"] == [3, 0, 0] and match.to_move == 1


def test_an_answer_without_a_choice_is_dropped() -> None:
    match = play(relay(), {"type": "dash"}, {"type": "protest"}, 3)
    assert match.state["tokens"] == [1, 0, 1]
    again = {**match.state, "tasks": [{"kind": "run", "player": 0}, {"kind": "end_round"}]}  # seat 0 runs again
    match = play(Match(match.game, match.seats, {}, 0, (again,), (), auto_chance=False), {"type": "dash"})
    assert match.to_move == CHANCE  # its rival, seat 1, has no protest left: nobody is asked


def test_a_team_chooses_who_runs_next() -> None:
    match = play(relay(), {"type": "hand_over", "to": 1})
    assert match.to_move == 1
    assert match.why_illegal({"type": "hand_over", "to": 2}) == msg("test.not_a_teammate")
    assert match.why_illegal({"type": "hand_over", "to": 7}) == msg("core.illegal.bad_field", field="to")


def test_the_next_round_runs_from_last_to_first_until_the_game_ends() -> None:
    match = play(relay(), {"type": "dash"}, {"type": "accept"}, 3, {"type": "dash"}, {"type": "accept"}, 1)
    match = play(match, {"type": "dash"}, {"type": "accept"}, 2)
    assert match.state["pos"] == [3, 1, 2]
    assert [t["player"] for t in match.state["tasks"] if t["kind"] == "run"] == [1, 2, 0]
    assert match.state["log"][-1] == msg("test.round", round=2).to_json()
    for runner in (1, 2, 0):
        assert match.to_move == runner
        match = play(match, {"type": "dash"})
        match = play(match, *match.legal_actions()[-1:]) if match.to_move >= 0 else match
        match = play(match, 1)
    assert match.to_move == TERMINAL


# --- the queue's own operations --------------------------------------------------------------------
def _queued(*kinds: str) -> State:
    return {"tasks": [{"kind": kind, "player": 0} for kind in kinds]}


def test_the_queue_reads_its_head_and_its_tasks_without_handing_out_the_list() -> None:
    state = _queued("run", "end_round")
    assert QUEUE.head(state) is QUEUE.current(state) is state["tasks"][0]
    assert QUEUE.tasks(state) == tuple(state["tasks"])
    assert QUEUE.head(_queued()) is None and QUEUE.tasks(_queued()) == ()


def test_the_queue_pushes_first_appends_last_and_pops_the_head() -> None:
    state = _queued("run")
    QUEUE.push(state, {"kind": "die"}, {"kind": "object"})
    QUEUE.append(state, {"kind": "end_round"})
    assert [t["kind"] for t in QUEUE.tasks(state)] == ["die", "object", "run", "end_round"]
    assert QUEUE.pop(state) == {"kind": "die"} and QUEUE.current(state) == {"kind": "object"}


def test_the_queue_replaces_or_updates_its_head_only() -> None:
    state = _queued("run", "run")
    QUEUE.replace_head(state, {"kind": "object", "player": 2})
    QUEUE.update_head(state, player=1, **{"from": "hex:0,0"})
    assert state["tasks"] == [{"kind": "object", "player": 1, "from": "hex:0,0"}, {"kind": "run", "player": 0}]


def test_the_queue_resets_to_new_tasks_or_to_none() -> None:
    state = _queued("run", "run")
    QUEUE.reset(state, iter([{"kind": "end_round"}]))
    assert state["tasks"] == [{"kind": "end_round"}]
    QUEUE.reset(state)
    assert state["tasks"] == [] and QUEUE.head(state) is None


# --- the games keep to the queue's operations ------------------------------------------------------
GAMES = Path(__file__).resolve().parent.parent / "pyengine" / "games"


def _is_tasks(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value == "tasks"


def _nodes(node: ast.AST, in_setup: bool = False) -> Iterator[tuple[ast.AST, bool]]:
    """Every node, with whether it lies inside an `initial_state` function."""
    yield node, in_setup
    inner = in_setup or (isinstance(node, ast.FunctionDef) and node.name == "initial_state")
    for child in ast.iter_child_nodes(node):
        yield from _nodes(child, inner)


def _touches(node: ast.AST, in_setup: bool) -> bool:
    """`s["tasks"]`, `s.get("tasks")` (or setdefault, pop), or a `{"tasks": ...}` outside `initial_state`."""
    if isinstance(node, ast.Subscript):
        return _is_tasks(node.slice)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
        return node.func.attr in ("get", "setdefault", "pop") and _is_tasks(node.args[0])
    return isinstance(node, ast.Dict) and not in_setup and any(_is_tasks(key) for key in node.keys)


def _direct_uses(tree: ast.AST) -> list[int]:
    """Lines touching the "tasks" key itself (the state's layout in `initial_state` may hold the first queue)."""
    return sorted({getattr(node, "lineno", 0) for node, in_setup in _nodes(tree) if _touches(node, in_setup)})


def test_no_game_reads_or_edits_its_task_list_but_through_the_queue() -> None:
    found = [
        f"{path.relative_to(GAMES)}:{line}"
        for path in sorted(GAMES.rglob("*.py"))
        for line in _direct_uses(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert not found, f"change and read the queue through the game's TaskQueue, not its state key: {found}"


def test_the_check_finds_each_way_of_touching_the_task_list() -> None:
    source = """
def initial_state(self):
    state = {"tasks": []}
    state["tasks"] = [{"kind": "colors"}]
    return state

def effect(state):
    state["tasks"].pop(0)
    x = state.get("tasks")
    again = {**state, "tasks": []}
"""
    assert _direct_uses(ast.parse(source)) == [4, 8, 9, 10]
