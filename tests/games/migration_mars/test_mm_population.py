"""Población, accidentes, ruinas ancestrales, eventos and the victory condition."""

from __future__ import annotations

import random

from pyengine.core import Match
from pyengine.core.jsonutil import clone
from pyengine.games.migration_mars import data

from .helpers import GAME, board, colony, flow, fresh, hand, move, pending, play, put, roll, why


def _colony_with_homes(state: dict, homes: int, full: int) -> dict:
    put(state, "0,-6", "lsc", 0)
    sites = ["1,-6", "0,-5", "-1,-5", "1,-5", "-1,-6"][:homes]
    for i, key in enumerate(sites):
        put(state, key, "habitat", 0, pop=int(i < full))
    return state


def test_embassy_holds_one_population_once_the_colony_reaches_it() -> None:
    state = fresh(2)
    _colony_with_homes(state, 1, 1)
    move = {"type": "move_pop", "from": "hex:1,-6", "to": "embassy"}
    assert why(state, move).key == "mm.illegal.no_room"
    put(state, "0,-1", "tunnel", 0)  # next to the Embassy
    state = play(state, move)
    assert state["embassy"][0] and colony.healthy(state, 0) == 1
    assert "embassy" not in colony.homes_for_new(state, 0)  # one unit per faction


def test_population_relocates_between_habitats_in_the_colony_phase() -> None:
    state = _colony_with_homes(fresh(2), 2, 1)
    state = play(state, {"type": "move_pop", "from": "hex:1,-6", "to": "hex:0,-5"})
    assert state["structures"]["0,-5"]["pop"] == 1 and state["structures"]["1,-6"]["pop"] == 0


def test_accident_sends_a_unit_to_hospital() -> None:
    state = _colony_with_homes(fresh(2), 1, 1)
    put(state, "-3,-4", "hospital", 0)
    state = pending(state, {"kind": "injure", "player": 0})
    state = play(state, {"type": "injure", "source": "hex:1,-6", "hospital": "hex:-3,-4"})
    assert colony.injured(state, 0) == 1 and colony.healthy(state, 0) == 0


def test_accident_without_hospital_kills_the_unit() -> None:
    state = _colony_with_homes(fresh(2), 1, 1)
    state = pending(state, {"kind": "injure", "player": 0})
    assert GAME.legal_actions(state) == [{"type": "injure", "source": "hex:1,-6"}]
    state = play(state, {"type": "injure", "source": "hex:1,-6"})
    assert colony.population(state, 0) == 0


def test_injured_unit_recovers_for_one_medipack() -> None:
    state = _colony_with_homes(fresh(2), 1, 0)
    put(state, "-3,-4", "hospital", 0, pop=1)
    hand(state, 0, medipack=1)
    state = play(state, {"type": "recover", "from": "hex:-3,-4", "to": "hex:1,-6"})
    assert colony.healthy(state, 0) == 1 and state["hand"][0]["medipack"] == 0
    hand(state, 0, medipack=0)


def test_injured_population_does_not_count_for_victory() -> None:
    state = _colony_with_homes(fresh(2), 5, 4)
    put(state, "-3,-4", "hospital", 0, pop=1)
    assert colony.population(state, 0) == 5 and colony.healthy(state, 0) == 4
    assert GAME.scores(state)[0] == 4.0


def _ruins(state: dict, ruins: int = 1, choice: str = "olympium", face: str = "olympium") -> dict:
    state = pending(state, {"kind": "ruins", "player": 0, "ruins": ruins})
    state = play(state, {"type": "ruins", "choice": choice})
    return roll(state, {"type": "explore", "face": face})


def test_ruins_choose_blueprint_or_olympium_and_roll_exploration() -> None:
    state = _colony_with_homes(fresh(2), 1, 1)
    hand(state, 0, olympium=0)
    after = _ruins(clone(state), choice="blueprint", face="olympium")
    assert after["hand"][0]["blueprint"] == 1 and after["hand"][0]["olympium"] == 1
    after = _ruins(clone(state), choice="olympium", face="event")
    assert after["hand"][0]["olympium"] == 1 and after["tasks"][0]["kind"] == "draw_event"
    after = _ruins(clone(state), choice="olympium", face="meteor")
    assert after["tasks"][0]["kind"] == "meteor"


def test_ruins_access_link_adds_one_olympium() -> None:
    state = _colony_with_homes(fresh(2), 1, 1)
    hand(state, 0, olympium=0)
    put(state, board.NEIGHBOURS[board.ACCESS[1]][0], "tunnel", 0)
    after = _ruins(state, ruins=1, choice="blueprint", face="event")
    assert after["hand"][0]["olympium"] == 1 and after["hand"][0]["blueprint"] == 1


def test_ruins_injured_explorer_without_population_gets_nothing() -> None:
    state = fresh(2)
    hand(state, 0, olympium=0)
    after = _ruins(state, choice="blueprint", face="injured")
    assert after["hand"][0]["blueprint"] == 0 and after["hand"][0]["olympium"] == 0


def test_ruins_injured_explorer_goes_to_hospital_and_keeps_the_reward() -> None:
    state = _colony_with_homes(fresh(2), 1, 1)
    hand(state, 0, olympium=0)
    after = _ruins(state, choice="olympium", face="injured")
    assert after["tasks"][0]["kind"] == "injure" and after["hand"][0]["olympium"] == 1


def test_track_corner_starts_the_ruins_procedure() -> None:
    state = fresh(2)
    state["rover"][0] = 6
    state = move(state, 2, 3)
    assert state["tasks"][0] == {"kind": "ruins", "player": 0, "ruins": 1}


def test_saved_events_are_kept_face_up_and_played_later() -> None:
    state = fresh(2)
    state = pending(state, {"kind": "draw_event", "player": 0})
    state["deck"] = ["ev13", *[c for c in state["deck"] if c != "ev13"]]
    state = roll(state, {"type": "event", "card": "ev13"})
    assert state["saved"][0] == ["ev13"] and "ev13" not in state["deck"]
    assert GAME.observation(state, 1)["saved"][0] == ["ev13"]
    assert GAME.observation(state, 1)["deck"][0] == "?"
    rcu = state["hand"][0]["rcu"]
    state = play(state, {"type": "play_event", "card": "ev13"})
    assert state["hand"][0]["rcu"] == rcu + 1 and state["deck"][-1] == "ev13"


def test_saved_events_are_tradable_assets() -> None:
    state = fresh(2)
    state["saved"][1] = ["ev14"]
    state = play(state, {"type": "trade_open", "partner": 1})
    state = play(state, {"type": "trade_offer", "asset": "stone"})
    state = play(state, {"type": "trade_ask", "asset": "event:ev14"})
    state = play(state, {"type": "trade_send"})
    state = play(state, {"type": "trade_accept"}, player=1)
    assert state["saved"][0] == ["ev14"] and state["saved"][1] == []


def test_meteor_event_rolls_the_meteor_dice() -> None:
    state = pending(fresh(2), {"kind": "draw_event", "player": 0})
    state["deck"] = ["ev04", *[c for c in state["deck"] if c != "ev04"]]
    state = roll(state, {"type": "event", "card": "ev04"})
    assert [t["kind"] for t in state["tasks"][:2]] == ["meteor", "meteor"]


def _stop(state: dict) -> dict:
    state["rover"][0] = board.STOPS["blue"] - 1
    state = move(state, 1, 1)
    state = play(state, {"type": "gift", "item": "rcu"})
    return roll(state, {"type": "event", "card": "ev11"})  # a quiet sol


def test_five_population_at_a_completed_supply_stop_wins() -> None:
    state = _colony_with_homes(fresh(2), 5, 5)
    hand(state, 0, water=9)
    state["deck"] = ["ev11", *[c for c in state["deck"] if c != "ev11"]]
    state = _stop(state)
    assert state["winner"] == 0 and GAME.to_move(state) == -2 and GAME.winners(state) == [0]


def test_fifth_unit_from_the_free_shipment_wins_at_once() -> None:
    state = _colony_with_homes(fresh(2), 5, 4)
    hand(state, 0, water=9)
    state["rover"][0] = board.STOPS["blue"] - 1
    state = move(state, 1, 1)
    state = play(state, {"type": "gift", "item": "population", "target": "hex:-1,-6"})
    state["deck"][0] = "ev11"
    state = roll(state, {"type": "event", "card": "ev11"})
    assert state["winner"] == 0


def test_losing_population_at_the_last_stop_means_no_victory() -> None:
    state = _colony_with_homes(fresh(2), 5, 5)
    hand(state, 0, water=4)  # one unit cannot be watered
    state["deck"] = ["ev11", *[c for c in state["deck"] if c != "ev11"]]
    state = _stop(state)
    assert state["winner"] is None and not state["over"] and state["active"] == 1


def test_five_population_may_call_the_rover_home_next_turn() -> None:
    state = _colony_with_homes(fresh(2), 5, 5)
    assert why(state, {"type": "recall"}).key == "mm.illegal.recall_needs_five"
    state["turn"]["start_pop"] = 5
    hand(state, 0, water=9)
    state = play(state, {"type": "recall"})
    assert state["rover"][0] == board.STOPS["blue"] and state["tasks"][0]["kind"] == "gift"


def test_round_limit_ends_the_game_by_healthy_population() -> None:
    state = _colony_with_homes(fresh(2), 2, 2)
    state["max_rounds"] = 3
    state["round"] = 3
    flow.start_turn(state, 1)  # the last seat of the last round
    state = move(state, 1, 1)
    assert state["over"] and state["winner"] is None and GAME.to_move(state) == -2
    assert GAME.winners(state) == [0]


def test_random_play_reaches_the_round_limit() -> None:
    match = Match.new("migration_mars", 2, {"max_rounds": 10}, seed=5)
    chooser = random.Random(5)
    while not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
    assert match.state["round"] == 11 or match.state["winner"] is not None
    assert data.DEFAULT_MAX_ROUNDS == 40
