"""March on Mars's bot teammates: the team evaluation they steer by (docs/rules/march-on-mars.md,
"Why the bot teammates were weak"). Each decision is judged at the next roll, so the evaluation
must tell programs and "go on" / "stop" apart before anything moves."""

from __future__ import annotations

from pyengine.bots.kinds import BotSpec
from pyengine.games.march_mars import GAME, flow
from tests.games.march_mars.helpers import (
    BLACK,
    BLACK2,
    BLUE,
    BLUE2,
    WHITE,
    WHITE2,
    ZA,
    State,
    act,
    alien,
    legal,
    new,
    put,
    roll,
    turn,
)


def placed(state: State, *slots: list[int]) -> State:
    """The state with the dice assigned to the slots, not yet launched."""
    for slot, dice in enumerate(slots):
        for die in dice:
            state = act(state, {"type": "assign", "die": die, "target": f"slot:{slot}"})
    return state


def test_two_squares_from_a_living_defender_the_bots_put_whites_and_blacks_on_one_action() -> None:
    """Three 2s of the white and black dice kill the defender: one action of all four is worth more
    than moves, as the dice are placed (before any roll)."""
    state = turn(put(new(2), 0, 2), 0)
    kill = placed(state, [WHITE, WHITE2, BLACK, BLACK2])
    spread = placed(state, [BLUE], [BLUE2], [WHITE, WHITE2])
    assert GAME.evaluate(kill, 0) > GAME.evaluate(spread, 0)
    half = placed(state, [WHITE, BLACK])
    split = placed(state, [WHITE], [BLACK])
    assert GAME.evaluate(half, 0) > GAME.evaluate(split, 0)


def test_far_from_the_defender_the_bots_go_on_rather_than_stop() -> None:
    """In the Landing Zone, with an action still programmed, going on (its dice move the marine
    towards the MMM) is worth more than stopping."""
    state = turn(new(2), 0)
    state = placed(state, [BLUE], [BLUE2, WHITE, WHITE2])
    state = roll(act(state, {"type": "launch"}), "3")
    state = act(state, next(m for m in legal(state, "move") if m["dir"] == -1))
    assert state["phase"] == "continue"
    assert GAME.evaluate(act(state, {"type": "next"}), 0) > GAME.evaluate(act(state, {"type": "stop"}), 0)


def test_the_easy_search_leans_on_its_one_move_values_in_march_on_mars_only() -> None:
    """March on Mars's easy MCTS teammates use prior_weight 10 (measured: 2 wins of 12 against 0);
    its other levels and other games' easy keep the shared settings."""
    assert BotSpec("mcts", "easy").settings("march_mars")["prior_weight"] == 10.0
    assert "prior_weight" not in BotSpec("mcts", "normal").settings("march_mars")
    assert "prior_weight" not in BotSpec("mcts", "easy").settings("first_landing")


def planned_program(state: State) -> list[list[int]]:
    """The dice program the bots' playout plan lays (GAME.playout_policy), die by die, up to the launch."""
    while (step := GAME.playout_policy(state, GAME.legal_actions(state))) is not None and step["type"] == "assign":
        state = act(state, step)
    assert step == {"type": "launch"}
    return [sorted(dice) for dice in flow.slots(state)]


def test_the_bots_playouts_lay_the_scripted_teams_programs() -> None:
    """Far from a defender three moves (a blue, a blue, a black and a white die); two squares from a
    living defender all four white and black dice on one action; in melee the white dice first
    (docs/rules/march-on-mars.md, "A plan for the playouts")."""
    assert planned_program(turn(new(2), 0)) == [[BLUE], [BLUE2], [WHITE, BLACK]]
    assert planned_program(turn(put(new(2), 0, 2), 0)) == [[WHITE, WHITE2, BLACK, BLACK2], [], []]
    assert planned_program(turn(alien(new(2), "yellow", ZA), 0)) == [[WHITE], [WHITE2], [BLUE, BLUE2]]


def test_with_three_players_the_bots_plan_sends_a_guard_first_with_blue_and_white_dice() -> None:
    """At normal with three players the first marine guards the Landing Zone, as the scripted
    team's formation does: the team sends it first, and it programs two actions of a blue and a
    white die (no black die: no skull, no wave on its side)."""
    state = new(3)
    assert GAME.playout_policy(state, GAME.legal_actions(state)) == {"type": "pick", "marine": 0}
    assert planned_program(turn(state, 0)) == [[BLUE, WHITE], [BLUE2, WHITE2], []]
    assert planned_program(turn(state, 1)) == [[BLUE], [BLUE2], [WHITE, BLACK]]


def test_march_on_mars_bots_keep_the_plans_move_unless_another_is_clearly_better() -> None:
    """Every MCTS level keeps the plan's move unless another beats it by 0.2 of the reward (the
    evaluation's faults overruled the script at the kit's 0.05); other games keep the default."""
    for level in ("easy", "normal", "hard"):
        assert BotSpec("mcts", level).settings("march_mars")["plan_margin"] == 0.2
    assert "plan_margin" not in BotSpec("mcts", "normal").settings("first_landing")
