"""The core's one turn machinery plays what the announced games need: a fixed seat order, an order
recomputed each round by race position, a team choosing who goes next, a decision asked of a player
out of turn (and dropped when it offers no choice), automatic steps that log their effects, chance
(the relay race); rounds of phases with steps on entering and leaving, simultaneous secret decisions,
asking each player in turn until all pass, a window that interrupts a turn and resumes it, and an
automated opponent whose moves are entries of their own (the outpost)."""

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
from pyengine.core.turns import Step, TaskQueue, always, automaton, automaton_move, chance_step, next_seat, order_by

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


def opened(game: KitGame, auto_chance: bool) -> Match:
    """A three-seat match of a test game at its initial state (not in the registry: built directly)."""
    seats = [{"name": n, "color": c} for n, c in zip("ABC", ("red", "blue", "green"), strict=True)]
    first = {**game.initial_state([], {}, Rng("0")), "rng": "0" * 16}
    return Match(game, seats, {}, 0, (first,), (), auto_chance=auto_chance)


def relay() -> Match:
    """The relay race; chance is applied by hand (`play` takes the die's value)."""
    return opened(Relay(), auto_chance=False)


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


# --- a small outpost game: rounds of phases, secret bids, asking around, a window, an alien wave -----
def _open_bids(state: State) -> None:
    """Entering the bid phase: everyone bids at once, in secret."""
    OUTPOST.simultaneous(state, "bid", range(state["players"]))


def _reveal_bids(state: State, task: dict[str, Any]) -> None:
    """The highest bid alone scores a point; then everyone may build, in turn until all pass."""
    bids = {int(seat): bid for seat, bid in task["chosen"].items()}
    top = max(bids.values())
    winners = [seat for seat, bid in bids.items() if bid == top]
    if len(winners) == 1:
        state["points"][winners[0]] += 1
    state["revealed"] = [bids[p] for p in range(state["players"])]
    OUTPOST.enter(state, "build")


def _open_building(state: State) -> None:
    """Entering the build phase: each player in turn builds or passes, until all pass in a row."""
    OUTPOST.ask_around(state, "build_or_pass", range(state["players"]))
    OUTPOST.append(state, {"kind": "end_building"})  # behind the asking: it runs once all passed


def _leave_building(state: State) -> None:
    """Leaving the build phase is logged."""
    state["log"].append(msg("test.building_over").to_json())


def _end_building(state: State, task: dict[str, Any]) -> None:
    """Everyone passed: the aliens come."""
    OUTPOST.enter(state, "aliens")


def _send_wave(state: State) -> None:
    """Entering the alien phase: one alien per round number, each attacking on its own."""
    OUTPOST.append(state, *({"kind": "alien", "n": n} for n in range(state["round"])), {"kind": "end_round"})


def _end_round(state: State, task: dict[str, Any]) -> None:
    """The next round's bids, or the end after two rounds."""
    state["round"] += 1
    OUTPOST.enter(state, "over" if state["round"] > 2 else "bids")


def _alien_move(state: State) -> Action:
    """The aliens attack the player with the most buildings (the first such seat)."""
    target = max(range(state["players"]), key=lambda p: state["buildings"][p])
    return {"type": "alien", "target": target}


def _alien_attack(state: State, move: Move) -> None:
    OUTPOST.pop(state)
    state["buildings"][move["target"]] = max(0, state["buildings"][move["target"]] - 1)


def _bid(state: State, move: Move) -> None:
    OUTPOST.commit(state, move["amount"])


def _build(state: State, move: Move) -> None:
    """A building, then (a window) the next player may sabotage it before the turn resumes."""
    builder = decider_now(state)
    state["buildings"][builder] += 1
    OUTPOST.answered(state, passed=False)
    rival = (builder + 1) % state["players"]
    if state["sabotage"][rival]:
        OUTPOST.push(state, {"kind": "sabotage", "player": rival, "victim": builder}, {"kind": "resume"})


def _pass(state: State, move: Move) -> None:
    OUTPOST.answered(state, passed=True)


def _sabotage(state: State, move: Move) -> None:
    task = OUTPOST.pop(state)
    state["sabotage"][task["player"]] = False
    state["buildings"][task["victim"]] -= 1


def _let_be(state: State, move: Move) -> None:
    OUTPOST.pop(state)


def decider_now(state: State) -> int:
    """The seat deciding the head task."""
    from pyengine.core.turns import decider

    head = OUTPOST.head(state)
    assert head is not None
    return decider(head)


OUTPOST = TaskQueue(
    (
        Step("bid", reveal=_reveal_bids),
        Step("build_or_pass"),
        Step("sabotage"),
        Step("resume", run=lambda state, task: None, log=lambda state, task: msg("test.resumed")),
        Step("end_building", run=_end_building),
        automaton("alien"),
        Step("end_round", run=_end_round),
    ),
    report="log",
    phases={"bids": lambda state: CHANCE, "build": lambda state: CHANCE, "aliens": lambda state: CHANCE,
            "over": always(TERMINAL)},
    on_enter={"bids": _open_bids, "build": _open_building, "aliens": _send_wave},
    on_leave={"build": _leave_building},
)  # fmt: skip

OUTPOST_ACTIONS = ActionSet(
    types=(
        ActionType("bid", ("bid",), _bid, _log, fields=(Field("amount", integer(0, 3)),),
                   candidates=lambda state: [{"type": "bid", "amount": a} for a in range(4)]),
        ActionType("build", ("build_or_pass",), _build, _log),
        ActionType("pass", ("build_or_pass",), _pass, _log),
        ActionType("sabotage", ("sabotage",), _sabotage, _log),
        ActionType("let_be", ("sabotage",), _let_be, _log),
    ),
    chance=(automaton_move("alien", _alien_move, _alien_attack, lambda state, move: msg("test.alien")),),
)  # fmt: skip


class Outpost(KitGame):
    """Three players, two rounds of bids, building and an alien wave."""

    meta = GameMeta("outpost", msg("test.name"), msg("test.summary"), 3, 3)
    actions = OUTPOST_ACTIONS
    turns = OUTPOST

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """No points or buildings; player 1 holds a sabotage card; the first round's bids open."""
        state: State = {"players": 3, "points": [0, 0, 0], "buildings": [0, 0, 0], "sabotage": [False, True, False]}
        state |= {"round": 1, "phase": "setup", "tasks": [], "log": [], "revealed": None}
        OUTPOST.enter(state, "bids")
        return state

    def scores(self, state: State) -> list[float]:
        """Points, then buildings."""
        return [state["points"][p] + state["buildings"][p] / 10 for p in range(3)]


def outpost() -> Match:
    """The outpost; the aliens' moves are applied as they come."""
    return opened(Outpost(), auto_chance=True)


def bid(match: Match, amount: int) -> Match:
    return match.apply({"type": "bid", "amount": amount})


def test_phases_run_their_steps_on_entering_and_leaving() -> None:
    match = outpost()
    assert OUTPOST.phase(match.state) == "bids" and OUTPOST.decision(match.state) == "bid"
    match = bid(bid(bid(match, 1), 1), 1)  # a tie: nobody scores; on to building
    assert OUTPOST.phase(match.state) == "build" and match.state["points"] == [0, 0, 0]
    match = play(match, {"type": "pass"}, {"type": "pass"}, {"type": "pass"})
    assert msg("test.building_over").to_json() in match.state["log"]  # the leaving step ran
    assert OUTPOST.phase(match.state) == "bids" and match.state["round"] == 2  # aliens came, a new round


def test_secret_bids_are_hidden_from_the_others_until_the_last_commits() -> None:
    match = bid(bid(outpost(), 3), 1)
    assert match.to_move == 2
    head = OUTPOST.head(match.state)
    assert head is not None and head["chosen"] == {"0": 3, "1": 1}
    assert OUTPOST.sealed(match.state, 1)[0]["chosen"] == {"0": None, "1": 1}  # who committed, not what
    assert OUTPOST.sealed(match.state, 2)[0]["chosen"] == {"0": None, "1": None}
    match = bid(match, 2)
    assert match.state["revealed"] == [3, 1, 2] and match.state["points"] == [1, 0, 0]


def test_asking_around_goes_on_until_everyone_passes_in_a_row() -> None:
    match = bid(bid(bid(outpost(), 0), 0), 0)
    match = play(match, {"type": "pass"}, {"type": "pass"})
    assert match.to_move == 2
    match = play(match, {"type": "build"})  # seat 2 builds: the passes start again
    assert match.to_move == 0 and OUTPOST.phase(match.state) == "build"
    match = play(match, {"type": "pass"}, {"type": "pass"}, {"type": "pass"})
    assert OUTPOST.phase(match.state) != "build"


def test_a_window_interrupts_a_turn_and_the_turn_resumes() -> None:
    match = bid(bid(bid(outpost(), 0), 0), 0)
    match = play(match, {"type": "build"})  # seat 0 builds; seat 1 holds a sabotage card
    assert match.to_move == 1 and OUTPOST.decision(match.state) == "sabotage"
    match = play(match, {"type": "sabotage"})
    assert match.state["buildings"] == [0, 0, 0] and match.state["log"][-1] == msg("test.resumed").to_json()
    assert match.to_move == 1 and OUTPOST.decision(match.state) == "build_or_pass"  # the asking goes on


def test_an_alien_wave_plays_itself_one_logged_entry_per_alien() -> None:
    match = bid(bid(bid(outpost(), 0), 0), 0)
    match = play(match, {"type": "pass"}, {"type": "build"}, {"type": "build"}, {"type": "pass"}, {"type": "pass"})
    match = play(match, {"type": "pass"})
    assert match.state["buildings"] == [0, 0, 1]  # round 1: one alien attacked seat 1, the first with the most
    aliens = [e for e in match.entries if e.actor == CHANCE]
    assert [e.action for e in aliens] == [{"type": "alien", "target": 1}]
    assert aliens[0].text == msg("test.alien")
    match = bid(bid(bid(match, 0), 0), 0)
    match = play(match, {"type": "pass"}, {"type": "pass"}, {"type": "pass"})
    assert [e.action["target"] for e in match.entries if e.actor == CHANCE][1:] == [2, 0]  # two, one at a time
    assert match.to_move == TERMINAL and not match.can_undo


def test_an_automaton_move_declares_the_shape_its_saved_moves_must_have() -> None:
    from pyengine.core.shapes import Shape, matches

    log = lambda state, move: msg("test.alien")  # noqa: E731
    shaped = automaton_move("alien", _alien_move, _alien_attack, log, shape={"target": Shape("int", 0, 2)})
    assert matches({"type": "alien", "target": 1}, shaped.shape)
    assert not matches({"type": "alien", "target": 9}, shaped.shape)
    assert automaton_move("alien", _alien_move, _alien_attack, log).shape == {}  # the type alone


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


def test_a_nested_turn_lets_the_phases_decide_until_it_is_popped() -> None:
    nested = TaskQueue(
        (Step("ask"), Step("extra", nested=True), Step("wrap", run=lambda state, task: state.update(done=True))),
        phases={"move": always(2), "roll": always(CHANCE)},
    )
    state: State = {"phase": "move", "tasks": [{"kind": "extra"}, {"kind": "ask", "player": 1}, {"kind": "wrap"}]}
    nested.settle(state)  # a nested turn is not settled away: it waits to be popped
    assert (nested.decision(state), nested.to_move(state)) == ("move", 2)
    state["phase"] = "roll"
    assert nested.to_move(state) == CHANCE
    nested.push(state, {"kind": "ask", "player": 0})  # a window inside the nested turn still asks
    assert (nested.decision(state), nested.to_move(state)) == ("ask", 0)
    nested.pop(state)
    nested.pop(state)  # the nested turn is over: back to the steps that waited
    assert (nested.decision(state), nested.to_move(state)) == ("ask", 1)


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
