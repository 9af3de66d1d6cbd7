"""Pods (4.0, 4.1): boarding, accelerate, pilot, collisions, minipods, empty pods, beacons, Boarding swaps."""

from tests.games.escape_pods.helpers import activate, board_pod, of_type, play, setup


def _turn(players: int = 3) -> dict:
    state = setup(players)
    state["active"] = 0
    state["turn"] = {"actions": 0, "limit": 2, "pending": None, "number": 5}
    return state


def test_boarding_a_pod_in_its_hangar_moves_it_out_to_its_sector() -> None:
    state = activate(_turn(), "board", "engineer")
    state = play(state, {"type": "board", "target": "pod:p3", "from": "reserve:commander", "push": 0})
    assert state["pods"]["p3"]["at"] == "s2" and state["pods"]["p3"]["crew"][0]["owner"] == 0


def test_a_pod_far_from_the_ship_is_boarded_only_from_a_neighbouring_pod() -> None:
    state = board_pod(_turn(), "p2a", 8, [(1, "engineer")])
    board_pod(state, "p3", 5, [(0, "scientist")])
    state = activate(state, "board", "engineer")
    boards = [a for a in of_type(state, "board") if a["target"] == "pod:p2a"]
    assert boards == [{"type": "board", "target": "pod:p2a", "from": "crew:p3:0", "push": 0}]
    state = play(state, boards[0])
    assert [c["owner"] for c in state["pods"]["p2a"]["crew"]] == [1, 0]
    assert state["pods"]["p3"]["at"] == "h2"  # left empty: back to its hangar


def test_accelerate_moves_only_pods_holding_your_crew() -> None:
    state = board_pod(_turn(), "p2a", 5, [(1, "engineer")])
    board_pod(state, "p3", 3, [(0, "scientist")])
    state = activate(state, "accelerate", "engineer")
    assert {a["pod"] for a in of_type(state, "accelerate")} == {"p3"}


def test_pilot_moves_any_crewed_pod() -> None:
    state = board_pod(_turn(), "p2a", 5, [(1, "engineer")])
    board_pod(state, "p3", 3, [(2, "scientist")])
    state = activate(state, "pilot", "engineer")
    assert {a["pod"] for a in of_type(state, "pilot")} == {"p2a", "p3"}


def test_never_into_debris_nor_a_pod_as_large_or_larger() -> None:
    state = board_pod(_turn(), "p2a", 5, [(0, "engineer")])
    board_pod(state, "p2b", 4, [(1, "engineer")])
    board_pod(state, "p3", 6, [(1, "scientist")])
    state["debris"] = [8]
    state = activate(state, "accelerate", "commander")
    targets = {a["target"] for a in of_type(state, "accelerate")}
    assert targets == {"sector:1", "sector:2", "sector:3"}


def test_a_collision_pushes_the_smaller_pod_to_an_empty_neighbour_not_the_movers_sector() -> None:
    state = board_pod(_turn(), "p3", 4, [(0, "engineer")])
    board_pod(state, "m1", 8, [(1, "engineer")])
    state = activate(state, "accelerate", "commander")
    pushes = {a["push"] for a in of_type(state, "accelerate") if a["target"] == "sector:8"}
    assert pushes == {5, 6, 7, 9, 10}
    state = play(state, {"type": "accelerate", "pod": "p3", "target": "sector:8", "push": 9})
    assert state["pods"]["p3"]["at"] == "s8" and state["pods"]["m1"]["at"] == "s9"


def test_a_pushed_pod_with_nowhere_to_go_takes_the_movers_sector() -> None:
    state = board_pod(_turn(), "p3", 11, [(0, "engineer")])
    board_pod(state, "m1", 12, [(1, "engineer")])
    state["debris"] = [10, 13]
    state = activate(state, "accelerate", "commander")
    assert [a["push"] for a in of_type(state, "accelerate") if a["target"] == "sector:12"] == [11]
    state = play(state, {"type": "accelerate", "pod": "p3", "target": "sector:12", "push": 11})
    assert state["pods"]["m1"]["at"] == "s11"


def test_minipod_goes_to_an_empty_sector_next_to_the_ship_while_any_remain() -> None:
    state = board_pod(_turn(), "p2a", 1, [(1, "engineer")])
    state = activate(state, "minipod", "engineer")
    assert {a["target"] for a in of_type(state, "minipod")} == {"sector:2", "sector:3"}
    state = play(state, {"type": "minipod", "target": "sector:3", "role": "scientist"})
    assert state["pods"]["m1"]["at"] == "s3" and state["pods"]["m1"]["crew"][0]["role"] == "scientist"
    for m in ("m1", "m2", "m3"):
        state["pods"][m]["at"] = "s" + {"m1": "3", "m2": "9", "m3": "10"}[m]
        state["pods"][m]["crew"] = [{"owner": 1, "role": "engineer", "spied": [], "face_up": False}]
    state["turn"]["actions"] = 0
    state["panel"][0]["minipod"] = []
    assert not any(a["target"] == "space:minipod" for a in of_type(state, "activate"))


def test_an_emptied_two_seat_pod_goes_to_the_hangar_its_player_chooses() -> None:
    state = board_pod(_turn(), "p2a", 12, [(0, "engineer")])
    board_pod(state, "p2b", 5, [(1, "engineer")])
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "p2a", "crew": 0})
    assert state["tasks"][0]["kind"] == "hangar"
    assert {a["target"] for a in of_type(state, "hangar")} == {"hangar:h1", "hangar:h3"}
    state = play(state, {"type": "hangar", "target": "hangar:h3"})
    assert state["pods"]["p2a"]["at"] == "h3"


def test_an_emptied_minipod_goes_back_to_the_ship() -> None:
    state = board_pod(_turn(), "m2", 11, [(1, "engineer")])
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "m2", "crew": 0})
    assert state["pods"]["m2"]["at"] == "ship"


def test_a_beacon_of_your_colour_moves_your_pod_for_free_as_often_as_you_like() -> None:
    state = board_pod(_turn(), "p2a", 5, [(0, "engineer")])
    state["beacons"]["b01"] = "5-8"
    moves = [a for a in of_type(state, "beacon") if a["pod"] == "p2a"]
    assert moves == [{"type": "beacon", "pod": "p2a", "target": "sector:8", "push": 0, "beacon": "b01"}]
    state = play(state, moves[0])
    state = play(state, {"type": "beacon", "pod": "p2a", "target": "sector:5", "push": 0, "beacon": "b01"})
    assert state["pods"]["p2a"]["at"] == "s5" and state["turn"]["actions"] == 0


def test_a_beacon_of_other_colours_does_not_move_your_pod() -> None:
    state = board_pod(_turn(), "p2a", 5, [(0, "engineer")])
    state["beacons"]["b12"] = "5-8"
    assert of_type(state, "beacon") == []


def test_boarding_from_the_reserve_sends_the_swapped_crew_home() -> None:
    state = board_pod(_turn(), "p2a", 1, [(1, "engineer")])
    state = activate(state, "boarding", "commander")
    state = play(state, {"type": "boarding", "target": "pod:p2a", "crew": 0, "from": "reserve:scientist"})
    assert state["pods"]["p2a"]["crew"][0]["owner"] == 0 and state["reserve"][1]["engineer"] == 3


def test_boarding_between_neighbouring_pods_swaps_places() -> None:
    state = board_pod(_turn(), "p2a", 8, [(1, "engineer")])
    board_pod(state, "p3", 9, [(0, "scientist")])
    state = activate(state, "boarding", "commander")
    assert all(not a["from"].startswith("reserve") for a in of_type(state, "boarding"))
    state = play(state, {"type": "boarding", "target": "pod:p2a", "crew": 0, "from": "crew:p3:0"})
    assert state["pods"]["p2a"]["crew"][0]["owner"] == 0 and state["pods"]["p3"]["crew"][0]["owner"] == 1


def test_program_places_a_beacon_with_another_present_players_colour_first() -> None:
    state = activate(_turn(), "program", "commander")
    placed = {a["beacon"] for a in of_type(state, "program") if a["mode"] == "place"}
    assert placed == {"b01", "b02", "b12", "b13", "b14", "b23", "b24"}  # never b03/b04, own colour with absent ones


def test_program_moves_and_swaps_beacons_on_the_board() -> None:
    state = _turn()
    state["beacons"].update({"b01": "5-8", "b02": "1-2"})
    state = activate(state, "program", "commander")
    state = play(state, {"type": "program", "mode": "swap", "beacon": "b01", "target": "edge:1-2"})
    assert state["beacons"]["b01"] == "1-2" and state["beacons"]["b02"] == "5-8"


def test_program_puts_the_revealed_card_under_the_deck_and_reveals_another() -> None:
    state = _turn()
    card = state["revealed"][0]
    state = activate(state, "program", "commander")
    state = play(state, {"type": "program", "mode": "bottom", "target": f"card:{card}"})
    assert state["bottom"] == [card] and len(state["revealed"]) == 1 and state["revealed"][0] != card
