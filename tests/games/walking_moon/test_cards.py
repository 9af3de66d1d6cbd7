"""Advanced rules: the action cards, their timings, who is asked and what each card does."""

from pyengine.core import Match
from pyengine.core.game import CHANCE
from pyengine.games.walking_moon import GAME, board, data, moves
from pyengine.games.walking_moon.moves import decision
from tests.games.walking_moon.helpers import (
    BLUE,
    BLUE2,
    WHITE,
    act,
    ahead,
    drawers,
    end_of_round,
    new,
    program,
    put,
    roll,
    turn_of,
    use,
    window_asks,
)


def test_advanced_setup_deals_an_action_card_to_each_player() -> None:
    state = Match.new("walking_moon", 4, {"advanced": True}, seed=3).state
    assert all(state["hands"]) and sum(state["pile"].values()) == 24 - 4


def test_action_cards_are_hidden_from_the_other_players() -> None:
    state = Match.new("walking_moon", 3, {"advanced": True}, seed=3).state
    seen = GAME.observation(state, 1)
    assert seen["hands"][1] == state["hands"][1] and seen["hands"][0] == "hidden"
    assert seen["pile"] == {"hidden": 21}
    assert GAME.observation(state, None)["hands"] == ["hidden"] * 3


def test_a_determinized_deal_matches_what_the_player_has_seen() -> None:
    from pyengine.core.game import Rng

    state = Match.new("walking_moon", 3, {"advanced": True}, seed=3).state
    sample = GAME.determinize(GAME.observation(state, 2), 2, Rng("0" * 16))
    assert sample["hands"][2] == state["hands"][2] and all(sample["hands"])
    assert sum(sample["pile"].values()) + 3 == 24


def test_no_instructions_takes_a_die_out_before_the_dice_are_assigned() -> None:
    state = ahead([None, "no_instructions", None])
    assert decision(state) == "ask" and GAME.to_move(state) == 1
    state = act(state, {"type": "play", "die": BLUE})
    assert state["removed"] == [BLUE] and decision(state) == "program" and state["hands"][1] is None
    assert not any(a.get("die") == BLUE for a in GAME.legal_actions(state))


def test_no_instructions_must_leave_a_die_of_each_colour() -> None:
    state = ahead([None, "no_instructions", "no_instructions"])
    first = GAME.to_move(state)
    state = act(state, {"type": "play", "die": BLUE})
    assert GAME.to_move(state) == 3 - first  # the other holder, next in turn order
    assert BLUE2 not in [a.get("die") for a in GAME.legal_actions(state)]


def test_red_cards_cannot_be_played_on_the_player_in_last_position() -> None:
    state = put(put(new(advanced=True, hands=[None, "no_instructions", None]), 1, 5), 2, 5)
    state = turn_of(state, 0)
    assert decision(state) == "program"


def test_only_players_whose_card_can_be_played_now_are_asked() -> None:
    state = ahead([None, "planning", "cooperation"])
    assert decision(state) == "program"


def test_miscalculation_makes_another_player_reroll_two_or_more_dice() -> None:
    state = ahead([None, "miscalculation", None])
    state = roll(program(state, [BLUE, WHITE], [BLUE2, 5]), "1", "1")
    assert decision(state) == "ask" and GAME.to_move(state) == 1
    state = act(state, {"type": "play"})
    assert GAME.to_move(state) == CHANCE
    state = roll(state, "4", "2")
    assert decision(state) == "choose" and {r["face"] for r in state["roll"]} == {"4", "2"}


def test_miscalculation_needs_two_dice() -> None:
    state = ahead([None, "miscalculation", None])
    state = roll(program(state, [BLUE], [WHITE, BLUE2, 5]), "1")
    assert decision(state) == "choose"


def test_slipstream_moves_you_to_the_next_circle_when_someone_passes_you() -> None:
    state = put(new(advanced=True, hands=[None, "slipstream", None]), 1, 2)
    state = turn_of(put(state, 2, 9, 0), 0)
    state = use(roll(program(state, [BLUE], [WHITE, BLUE2, 5]), "4"), BLUE, "ssss")
    assert decision(state) == "ask" and GAME.to_move(state) == 1
    state = act(state, {"type": "play", "astro": 1})
    assert state["astros"][1]["col"] == 4 and decision(state) == "continue"


def test_cooperation_gains_a_sputnik_when_another_player_passes_one() -> None:
    state = turn_of(put(new(advanced=True, hands=[None, "cooperation", None]), 0, 8), 0)
    state = use(roll(program(state, [BLUE], [WHITE, BLUE2, 5]), "4"), BLUE, "ssss")
    state = act(state, {"type": "play", "astro": 1})
    assert [a["sputniks"] for a in state["astros"][:2]] == [1, 1]


def test_cooperation_does_not_ask_a_player_whose_astronauts_have_all_crossed() -> None:
    state = put(new(advanced=True, hands=[None, "cooperation", None]), 1, board.FINISH, done=1)
    state["finishers"] = [1]
    state = turn_of(put(state, 0, 8), 0)
    state = use(roll(program(state, [BLUE], [WHITE, BLUE2, 5]), "4"), BLUE, "ssss")
    assert decision(state) != "ask" and state["hands"][1] == "cooperation"  # no astronaut to take a Sputnik


def test_teamwork_does_not_ask_when_no_other_astronaut_is_running() -> None:
    state = new(advanced=True, hands=[None, "teamwork", None])
    state = put(put(put(state, 0, board.FINISH, done=1), 2, board.FINISH, done=2), 1, 2)
    state["finishers"] = [0, 2]
    state = end_of_round(turn_of(state, 1))
    assert decision(state) != "ask" and state["hands"][1] == "teamwork"  # trailing, but with no partner


def test_a_second_no_instructions_is_not_asked_once_no_die_can_be_removed() -> None:
    state = ahead([None, "no_instructions", "no_instructions"])
    state["removed"] = [BLUE]  # five dice left for four to program: one more may go, no more
    state = act(state, {"type": "play", "die": WHITE})
    assert decision(state) == "program" and not moves.PENDING.tasks(state)  # the other holder is not asked
    assert sorted(h for h in state["hands"] if h) == ["no_instructions"]


def test_penalty_gives_the_robber_a_handicap_too() -> None:
    state = put(new(advanced=True, hands=[None, "penalty", None]), 1, 2, 0)
    state = turn_of(state, 0)  # astronaut 2 stays behind on the start: the robber is not last
    state = use(roll(program(state, [BLUE], [WHITE, BLUE2, 5]), "2"), BLUE, "ss")
    state = act(state, {"type": "rob", "victim": 1})
    assert decision(state) == "ask"
    state = act(state, {"type": "play"})
    assert state["astros"][0]["handicap"] == 1 and state["astros"][1]["handicap"] == 1


def test_end_of_round_cards_are_played_in_turn_order_not_by_the_leader() -> None:
    state = end_of_round(ahead(["planning", "planning", "teamwork"]))
    assert decision(state) == "ask"
    askers = [a["player"] for a in window_asks(state)]
    assert sorted(askers) == [1, 2] and 0 not in askers
    assert askers[0] == state["astros"][state["order"][1]]["owner"]  # the first trailing in turn order
    if GAME.to_move(state) == 2:
        state = act(state, {"type": "pass"})  # teamwork not played
    state = act(state, {"type": "play", "astro": 1})
    assert state["astros"][1]["ct"] == 2  # Planning, then the round's counter for the last
    assert state["astros"][2]["ct"] == 1


def test_teamwork_moves_you_and_another_player_a_circle() -> None:
    state = end_of_round(ahead([None, "teamwork", None]))
    state = act(state, {"type": "play", "astro": 1, "partner": 2})
    assert [a["col"] for a in state["astros"]] == [5, 4, 4]


def test_extra_jump_rolls_a_die_of_your_choice_for_a_jump_out_of_turn() -> None:
    state = end_of_round(ahead([None, "extra_jump", None]))
    state = act(state, {"type": "play", "astro": 1, "colour": "blue"})
    state = use(roll(state, "2"), BLUE, "ss")
    assert state["astros"][1]["col"] == 4 and moves.actor(state) is None
    assert state["round"] == 2  # the round ended once the card was played out


def test_cards_can_be_played_while_accidented() -> None:
    state = end_of_round(ahead([None, "planning", None]))
    accidented = end_of_round(put(ahead([None, "planning", None]), 1, 2, 0, down=True))
    assert decision(state) == decision(accidented) == "ask"


def test_from_the_second_round_a_card_can_be_swapped_and_empty_hands_draw() -> None:
    state = end_of_round(ahead([None, "planning", "penalty"]))
    state = act(state, {"type": "pass"})  # planning not played
    assert state["round"] == 2 and decision(state) == "ask"
    assert {a["window"] for a in window_asks(state)} == {"swap"}
    while decision(state) == "ask":
        state = act(state, {"type": "swap"})
    assert GAME.to_move(state) == CHANCE and decision(state) == "drawing"
    assert drawers(state) == [0, 1, 2] or sorted(drawers(state)) == [0, 1, 2]
    assert len(state["discards"]) == 2 and sum(state["pile"].values()) == data.COPIES_OF_ACTION * 8 - 2


def test_the_table_shows_your_own_card_and_the_others_face_down() -> None:
    from pyengine.core.table import table_of

    state = new(advanced=True, hands=["planning", "penalty", None])
    rows = table_of(GAME).panel(GAME.observation(state, 0), 0)
    cards = {p: v.key for p, label, v in rows if label.key == "wm.panel.card"}
    assert cards == {0: "wm.card.planning", 1: "wm.panel.hidden_card", 2: "wm.panel.no_card"}


def test_each_card_button_says_what_playing_it_does() -> None:
    from pyengine.core.table import table_of
    from pyengine.i18n import translate

    state = end_of_round(ahead([None, "teamwork", None]))
    table = table_of(GAME)
    labels = [translate(table.action_label(state, a), "en") for a in GAME.legal_actions(state) if a["type"] == "play"]
    assert len(labels) == len(set(labels)) >= 2 and all("advance a circle" in t for t in labels)


def test_an_extra_jump_at_the_end_of_a_round_is_played_out_before_the_next_holder_is_asked() -> None:
    state = put(put(new(advanced=True, hands=[None, "extra_jump", "planning"]), 1, 3), 2, 2)
    state = end_of_round(turn_of(put(state, 0, 6), 0))  # turn order 0, 1, 2: Extra jump is asked first
    assert [a["player"] for a in window_asks(state)] == [1, 2]
    state = act(state, {"type": "play", "astro": 1, "colour": "blue"})
    assert moves.actor(state) == 1 and GAME.to_move(state) == CHANCE  # the jump, the window still open
    assert all(t["kind"] != "ask" for t in GAME.observation(state, 0)["tasks"])  # nor who is still to ask
    state = use(roll(state, "1"), BLUE, "s")
    assert state["astros"][1]["col"] == 4 and moves.actor(state) is None
    assert decision(state) == "ask" and GAME.to_move(state) == 2 and state["round"] == 1  # Planning's turn now
    state = act(state, {"type": "play", "astro": 2})
    assert state["round"] == 2 and state["astros"][2]["ct"] == 2  # Planning, then the counter for the last


def test_the_holders_card_buttons_name_the_card_and_another_viewers_do_not() -> None:
    from pyengine.games.walking_moon.describe import label_play
    from pyengine.i18n import translate

    state = put(new(advanced=True, hands=[None, "cooperation", None]), 1, 2)
    state = turn_of(put(state, 0, 8), 0)
    state = use(roll(program(state, [BLUE], [WHITE, BLUE2, 5]), "4"), BLUE, "ssss")
    assert decision(state) == "ask" and moves.asked(state)["player"] == 1
    play = next(a for a in GAME.legal_actions(state) if a["type"] == "play")
    holder = [translate(label_play(GAME.observation(state, 1), play), lang, []) for lang in ("en", "es")]
    assert holder[0].startswith("Play the Cooperation card for ") and holder[1].startswith("Jugar la carta Cooperación")
    other = translate(label_play(GAME.observation(state, 0), play), "es", [])
    assert other.startswith("Jugar la carta para ") and "Cooperación" not in other
