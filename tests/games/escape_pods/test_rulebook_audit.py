"""An independent check of Escape Pods against its rulebook (shared/seeds/003, in Spanish), rule by
rule: each test quotes the line it checks and plays it on positions built with the game's setup."""

from __future__ import annotations

from typing import Any

from pyengine.core.visibility import observe
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.state import EscapeState
from tests.games.escape_pods.helpers import GAME, activate, arrive, board_pod, legal, of_type, play, setup

State = dict[str, Any]


def _turn(players: int = 3, active: int = 0) -> State:
    """A game past its opening turns with `active` to play two actions."""
    state = setup(players)
    state["active"] = active
    state["turn"] = {"actions": 0, "limit": 2, "pending": None, "number": 6}
    return state


def _card_for(state: State, sector: int) -> None:
    """Make the revealed explosion card name this sector."""
    card = f"x{sector:02d}"
    state["deck"] = sorted(c for c in [*state["deck"], *state["revealed"]] if c != card)
    state["revealed"] = [card]


def _spaces(state: State) -> set[str]:
    """The activation spaces offered now."""
    return {a["target"][6:] for a in of_type(state, "activate")}


def _finish(state: State) -> State:
    """End the game now and settle the scoring, each owner taking the first space offered."""
    logic.finish(state, "turns")
    GAME.turns.settle(state)
    while not state["over"]:
        state = play(state, legal(state)[0])
    return state


def _cards(state: State, cards: list[str]) -> State:
    for r, card in enumerate(cards):
        state["refuges"][r]["card"] = card
    return state


# --- 2.0 Preparación ---------------------------------------------------------------------------------
def test_setup_beacons_with_the_present_colours_form_a_reserve() -> None:
    """2.0: "Coloca todas las fichas de Baliza ... que tengan los colores de los jugadores presentes ...
    formando una reserva"."""
    for players in (2, 3, 5):
        state = setup(players)
        expected = {b for b, pair in data.BEACONS.items() if any(c < players for c in pair)}
        assert set(state["beacons"]) == expected and all(e is None for e in state["beacons"].values())


def test_setup_three_minipods_in_the_ship_and_the_big_pods_in_their_hangars() -> None:
    """2.0: "Coloca los 3 pods de un tripulante en la nave" and "los pods de 2 y 3 tripulantes en sus
    respectivos hangares"."""
    state = setup(3)
    pods = state["pods"]
    assert sorted(p for p, pod in pods.items() if pod["at"] == "ship" and pod["size"] == 1) == ["m1", "m2", "m3"]
    assert {pods[p]["at"] for p in ("p2a", "p2b")} == {"h1", "h3"} and pods["p3"]["at"] == "h2"
    assert all(not pod["crew"] for pod in pods.values())


def test_setup_the_three_seat_pod_is_not_used_with_two_players() -> None:
    """2.0: "El pod de 3 no se utiliza en las partidas a 2 jugadores"."""
    state = setup(2)
    assert state["pods"]["p3"]["at"] == "box"
    state = activate(_turn(2), "board", "engineer")
    assert not [a for a in of_type(state, "board") if a["target"] == "pod:p3"]


def test_setup_each_player_has_nine_crew_and_two_panels() -> None:
    """2.0: "2 cartas de Panel de Control y 9 peones de Tripulante ... forman la reserva"."""
    state = setup(5)
    assert all(sum(r.values()) == 9 for r in state["reserve"])
    assert all(set(panel) == set(data.BASIC) | set(data.ADVANCED) for panel in state["panel"])


def test_setup_seven_explosion_cards_one_revealed_and_seven_debris() -> None:
    """2.0: "Devuelve a la caja las 6 cartas de Explosión para juego solitario. Mezcla las otras 7 ...
    y revela la primera. Coloca 7 fichas de Chatarra"."""
    state = setup(4)
    assert len(state["revealed"]) == 1 and len(state["deck"]) + 1 == 7 and state["debris_left"] == 7
    assert not set(data.SOLO_CARDS) & set(state["deck"] + state["revealed"])


def test_setup_four_refuges_at_random_or_the_solo_marked_ones_for_a_first_game() -> None:
    """2.0: "Coloca 4 cartas de Refugio al azar ... Si es tu primera partida ... los 4 refugios marcados
    para juego solitario"."""
    assert [r["card"] for r in setup(3)["refuges"]] == list(data.SOLO_REFUGES)
    deals = {tuple(r["card"] for r in setup(3, seed=s, refuges="random")["refuges"]) for s in range(1, 6)}
    assert len(deals) > 1 and all(len(set(d)) == 4 for d in deals)


def test_setup_explosion_tokens_by_player_count() -> None:
    """2.0, table: "2: 3 / 2; 3: 3 / 3; 4: 4 / 3; 5: 4 / 4" (side refuges / central refuges)."""
    for players, (side, centre) in {2: (3, 2), 3: (3, 3), 4: (4, 3), 5: (4, 4)}.items():
        assert [r["token"] for r in setup(players)["refuges"]] == [side - 1, centre - 1, centre - 1, side - 1]


def test_setup_the_first_player_is_drawn_evenly() -> None:
    """3.0: "Un jugador recoge un tripulante de cada jugador y los mezcla ... el color de la primera
    ficha en caer determina el jugador inicial"."""
    state = GAME.initial_state([{"color": c} for c in ("a", "b", "c", "d")], {}, None)  # type: ignore[arg-type]
    while state["tasks"][0]["kind"] != "first":
        GAME.apply_action(state, GAME.chance_outcomes(state)[0][0])
    assert [w for _, w in GAME.chance_outcomes(state)] == [1, 1, 1, 1]
    firsts = {setup(4, seed=s)["first"] for s in range(1, 16)}
    assert firsts == {0, 1, 2, 3}


# --- 3.0 Secuencia de turno ----------------------------------------------------------------------------
def test_turn_an_action_places_a_reserve_crew_on_a_free_activation_space() -> None:
    """3.0: "Colocar 1 de los tripulantes en su reserva, boca abajo, en el espacio de activación ... No
    puedes realizar una acción si no tiene espacio de activación libre"."""
    state = board_pod(_turn(), "p2a", 5, [(0, "engineer")])
    state = activate(state, "accelerate", "scientist")
    assert state["panel"][0]["accelerate"] == ["scientist"] and state["reserve"][0]["scientist"] == 2
    state = play(state, of_type(state, "accelerate")[0])
    assert "accelerate" not in _spaces(state)


def test_turn_at_most_two_actions() -> None:
    """3.0: "el jugador activo puede realizar hasta 2 acciones"."""
    state = board_pod(_turn(), "p3", 5, [(0, "engineer")])
    state = activate(state, "spy")
    state = play(state, of_type(state, "spy")[0])
    state = activate(state, "pilot")
    state = play(state, of_type(state, "pilot")[0])
    assert not of_type(state, "activate") and of_type(state, "end_turn")


def test_turn_two_players_the_first_player_takes_one_action_on_the_first_turn() -> None:
    """3.0: "Partidas a 2 jugadores: El 1er jugador sólo realiza 1 acción en su 1er turno. En turnos
    posteriores, el jugador activo realiza 2 acciones"."""
    state = setup(2)
    limits = []
    for _ in range(4):
        limits.append(state["turn"]["limit"])
        state = play(state, {"type": "end_turn"})
    assert limits == [1, 2, 2, 2]


def test_turn_three_to_five_players_the_first_two_take_one_action() -> None:
    """3.0: "Partidas a 3-5 jugadores: El 1er y 2º jugador sólo realizan 1 acción en el 1er turno"."""
    for players in (3, 4, 5):
        state = setup(players)
        limits = []
        for _ in range(players + 1):
            limits.append(state["turn"]["limit"])
            state = play(state, {"type": "end_turn"})
        assert limits == [1, 1] + [2] * (players - 1)


def test_turn_passes_to_the_player_on_the_left() -> None:
    """3.0: "empezando por el primer jugador y siguiendo con el jugador a su izquierda"."""
    state = setup(4)
    order = []
    for _ in range(5):
        order.append(state["active"])
        state = play(state, {"type": "end_turn"})
    first = order[0]
    assert order == [(first + k) % 4 for k in range(5)]


# --- 4.0 Acciones básicas --------------------------------------------------------------------------------
def test_basic_panel_comes_back_at_the_end_of_the_turn() -> None:
    """4.0: "Recupera todos los tripulantes asignados a esta carta al final de tu turno"."""
    state = board_pod(_turn(), "p3", 5, [(0, "engineer")])
    state = activate(state, "spy", "commander")
    state = play(state, of_type(state, "spy")[0])
    state = play(state, {"type": "end_turn"})
    assert state["panel"][0]["spy"] == [] and state["reserve"][0]["commander"] == 3


def test_board_disembark_twice_a_turn_in_any_mix() -> None:
    """4.0 SUBIR / BAJAR: "Puedes realizar esta acción 2 veces por turno, en la combinación que quieras"."""
    state = board_pod(_turn(), "p2a", 11, [(1, "engineer")])
    state = activate(state, "board", "commander")
    state = play(state, {"type": "board", "target": "pod:p3", "from": "reserve:scientist", "push": 0})
    assert "board" in _spaces(state)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert len(state["panel"][0]["board"]) == 2 and len(state["refuges"][0]["arrivals"]) == 1


def test_board_a_pod_in_its_hangar_from_the_reserve_moves_it_out() -> None:
    """4.0 SUBIR: "Si colocas tu tripulante en 1 pod que esté en 1 hangar, mueve dicho pod al sector
    colindante correspondiente"."""
    state = activate(_turn(), "board", "engineer")
    for pod, sector in (("p2a", 1), ("p3", 2), ("p2b", 3)):
        after = play(state, {"type": "board", "target": f"pod:{pod}", "from": "reserve:commander", "push": 0})
        assert after["pods"][pod]["at"] == f"s{sector}" and after["pods"][pod]["crew"][0]["owner"] == 0


def test_board_from_the_reserve_next_to_a_hangar_or_from_a_neighbouring_pod_in_space() -> None:
    """4.0 SUBIR: "Tu tripulante debe estar en tu reserva (si el pod está en el hangar o colindante a un
    hangar) o en otro pod colindante (si el pod está en un sector del espacio)"."""
    state = board_pod(_turn(), "p3", 2, [(1, "engineer")])
    board_pod(state, "p2a", 8, [(2, "engineer")])
    board_pod(state, "m1", 5, [(0, "scientist")])
    board_pod(state, "m2", 4, [(1, "scientist")])
    state = activate(state, "board", "engineer")
    boards = of_type(state, "board")
    into = {a["target"]: {b["from"] for b in boards if b["target"] == a["target"]} for a in boards}
    assert "reserve:commander" in into["pod:p3"] and "crew:m1:0" in into["pod:p3"]  # next to a hangar
    assert into["pod:p2a"] == {"crew:m1:0"}  # in space: only from a neighbouring pod, own colour
    assert "pod:m2" not in into  # full


def test_board_needs_a_free_seat() -> None:
    """4.0 SUBIR: "en 1 pod que tenga 1 espacio libre"."""
    state = board_pod(_turn(), "p2a", 1, [(1, "engineer"), (2, "engineer")])
    state = activate(state, "board", "engineer")
    assert not [a for a in of_type(state, "board") if a["target"] == "pod:p2a"]


def test_disembark_any_colour_to_a_neighbouring_refuge_with_a_free_arrival_space() -> None:
    """4.0 BAJAR: "Mueve 1 tripulante de cualquier color de 1 pod a 1 refugio colindante que tenga al
    menos 1 casilla de llegada libre"."""
    state = board_pod(_turn(), "p3", 12, [(1, "engineer"), (2, "scientist")])
    board_pod(state, "p2a", 11, [(1, "commander")])
    arrive(state, 2, [(1, "commander"), (1, "commander"), (1, "scientist"), (1, "scientist"), (1, "scientist")])
    state["refuges"][2]["token"] = None  # refuge 2 full and closed
    assert GAME.check_position(state) is None
    state = activate(state, "board", "engineer")
    landings = {(a["pod"], a["target"]) for a in of_type(state, "disembark")}
    assert landings == {("p3", "refuge:1"), ("p2a", "refuge:0")}
    assert {a["crew"] for a in of_type(state, "disembark") if a["pod"] == "p3"} == {0, 1}


def test_disembark_takes_the_first_free_arrival_space() -> None:
    """4.0 box: "Siempre que 1 tripulante baje a 1 refugio, colócalo en la primera casilla de llegada
    libre de dicho refugio"."""
    state = board_pod(_turn(), "p3", 13, [(1, "engineer"), (2, "scientist")])
    arrive(state, 3, [(0, "commander")])
    state = activate(state, "board", "engineer")
    state = play(state, {"type": "disembark", "target": "refuge:3", "pod": "p3", "crew": 1})
    assert [c["owner"] for c in state["refuges"][3]["arrivals"]] == [0, 2]


def test_empty_pods_big_ones_to_an_empty_hangar_of_the_active_players_choice_minipods_to_the_ship() -> None:
    """4.0 POD SIN TRIPULANTES: "lo coloca inmediatamente en uno de los hangares correspondientes vacíos
    ... a su elección. Cuando 1 pod de un tripulante se quede vacío, colócalo ... [en la nave]"."""
    state = board_pod(_turn(), "p2a", 11, [(1, "engineer")])
    board_pod(state, "m1", 13, [(2, "scientist")])
    state = activate(state, "board", "engineer")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert state["pods"]["p2a"]["at"] == "h1"  # the one empty two-seat hangar (p2b waits in h3)
    state = activate(state, "board", "engineer")
    state = play(state, {"type": "disembark", "target": "refuge:3", "pod": "m1", "crew": 0})
    assert state["pods"]["m1"]["at"] == "ship"
    state = board_pod(_turn(), "p2a", 11, [(1, "engineer")])
    board_pod(state, "p2b", 7, [(2, "engineer")])
    state = activate(state, "board", "engineer")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert {a["target"] for a in legal(state)} == {"hangar:h1", "hangar:h3"}  # the active player chooses
    assert GAME.to_move(state) == 0
    state = play(state, {"type": "hangar", "target": "hangar:h3"})
    assert state["pods"]["p2a"]["at"] == "h3"


# --- the explosion box -------------------------------------------------------------------------------------
def test_explosion_the_token_moves_on_debris_on_the_revealed_cards_sector_and_a_new_card() -> None:
    """4.0 box: "1. Desplaza dicha ficha a la casilla de llegada siguiente ... 2. Coloca 1 ficha de
    Chatarra en el sector correspondiente a la carta de Explosión revelada ... Devuelve a la caja la
    carta ... y revela 1 nueva carta del mazo"."""
    state = board_pod(_turn(2), "p2a", 11, [(0, "engineer"), (1, "engineer")])
    arrive(state, 0, [(1, "commander"), (1, "scientist")])  # 2 players: the side token on space 3
    _card_for(state, 7)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert state["refuges"][0]["token"] == 3 and state["debris"] == [7] and state["debris_left"] == 6
    assert len(state["revealed"]) == 1 and "x07" not in state["revealed"] + state["deck"] + state["bottom"]


def test_explosion_no_pod_may_enter_a_debris_sector() -> None:
    """4.0 box: "A partir de ahora, ningún pod puede entrar en ese sector"."""
    state = board_pod(_turn(), "p3", 5, [(0, "engineer")])
    state["debris"] = [4, 8]
    state = activate(state, "accelerate")
    assert {a["target"] for a in of_type(state, "accelerate")} == {"sector:1", "sector:2", "sector:3", "sector:6"}


def test_explosion_the_token_off_the_last_space_closes_the_refuge() -> None:
    """4.0 box: "Si no hay más casillas, devuélvela a la caja. Este refugio ya no puede recibir más
    tripulantes"."""
    state = board_pod(_turn(2), "p2a", 11, [(0, "engineer"), (0, "scientist")])
    arrive(state, 0, [(1, "commander"), (1, "scientist"), (1, "engineer"), (1, "commander")])
    state["refuges"][0]["token"] = 4
    _card_for(state, 9)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 0})
    assert state["refuges"][0]["token"] is None
    assert not [a for a in of_type(activate(state, "board"), "disembark") if a["target"] == "refuge:0"]


def test_explosion_a_pod_on_the_new_debris_sends_its_crew_home_and_follows_the_empty_pod_rules() -> None:
    """4.0 box: "Si hay 1 pod en dicho sector, devuelve los tripulantes que contenga a las reservas de sus
    propietarios y sigue las reglas de PODS SIN TRIPULANTES"."""
    state = board_pod(_turn(), "p2a", 12, [(0, "engineer")])
    board_pod(state, "p3", 6, [(1, "scientist"), (2, "scientist")])
    arrive(state, 1, [(1, "commander"), (1, "engineer")])  # 3 players: the central token on space 3
    _card_for(state, 6)
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "p2a", "crew": 0})
    if state["tasks"] and state["tasks"][0]["kind"] == "hangar":
        state = play(state, legal(state)[0])
    assert state["pods"]["p3"] == {"size": 3, "at": "h2", "crew": []}
    assert state["reserve"][1]["scientist"] == 3 and state["reserve"][2]["scientist"] == 3


def test_explosion_then_the_end_is_checked_even_with_no_card_left() -> None:
    """4.0 box: "3. Comprueba si se ha iniciado el final de partida" and 5.0: the game ends when "No
    queden casillas de llegada libres en los refugios" (here the deck is spent: no card goes off)."""
    state = board_pod(_turn(2), "p2a", 11, [(0, "engineer"), (1, "engineer")])
    state["debris"], state["debris_left"] = [4, 5, 6, 7, 8, 9, 10], 0
    state["deck"], state["revealed"], state["bottom"] = [], [], []
    state["barrier"], state["final"] = True, [1]
    for r in (1, 2, 3):  # the other three refuges full and closed
        state["refuges"][r].update(arrivals=[logic.new_crew(1, "commander")] * 5, assigned=[None] * 5, token=None)
    arrive(state, 0, [(0, "commander"), (0, "scientist"), (0, "scientist"), (0, "engineer")])
    state["refuges"][0]["token"] = 4
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:0", "pod": "p2a", "crew": 1})
    assert logic.refuges_full(state)
    assert state["phase"] in ("scoring", "over") and state["ended"] == "full"


# --- Acelerar and collisions ---------------------------------------------------------------------------------
def test_accelerate_only_a_pod_holding_your_colour() -> None:
    """4.0 ACELERAR: "Sólo puedes usar esta acción sobre 1 pod que contenga al menos 1 tripulante de tu
    color"."""
    state = board_pod(_turn(), "p3", 5, [(1, "engineer"), (0, "engineer")])
    board_pod(state, "p2a", 10, [(1, "scientist")])
    state = activate(state, "accelerate")
    assert {a["pod"] for a in of_type(state, "accelerate")} == {"p3"}


def test_collision_never_into_a_pod_of_equal_or_larger_capacity() -> None:
    """4.0 CHOQUE: "Nunca puedes mover 1 pod a 1 sector que contenga 1 pod de igual o mayor capacidad"."""
    state = board_pod(_turn(), "p2a", 5, [(0, "engineer")])
    board_pod(state, "p2b", 4, [(1, "engineer")])
    board_pod(state, "p3", 8, [(1, "scientist")])
    board_pod(state, "m1", 6, [(1, "commander")])
    state = activate(state, "accelerate")
    assert {a["target"] for a in of_type(state, "accelerate")} == {"sector:1", "sector:2", "sector:3", "sector:6"}


def test_collision_the_smaller_pod_is_pushed_to_a_neighbour_but_debris_the_movers_sector_or_a_larger_pod() -> None:
    """4.0 CHOQUE: "desplaza al pod que ocupaba dicho sector a 1 sector colindante, con las siguientes
    excepciones: ... Chatarra ... El sector desde el que se movió el pod ... Un sector ocupado por 1 pod de
    igual o mayor capacidad"."""
    state = board_pod(_turn(), "p3", 4, [(0, "engineer")])
    board_pod(state, "m1", 8, [(1, "engineer")])
    board_pod(state, "p2a", 9, [(1, "scientist")])
    state["debris"] = [6]
    state = activate(state, "accelerate")
    pushes = {a["push"] for a in of_type(state, "accelerate") if a["target"] == "sector:8"}
    assert pushes == {5, 7, 10}  # not 4 (the mover's), 6 (debris), 9 (a larger pod)
    state = play(state, {"type": "accelerate", "pod": "p3", "target": "sector:8", "push": 10})
    assert state["pods"]["p3"]["at"] == "s8" and state["pods"]["m1"]["at"] == "s10"


def test_collision_a_pod_with_nowhere_to_go_takes_the_movers_sector() -> None:
    """4.0 CHOQUE: "Si el pod no puede ser desplazado a ningún sector siguiendo estas reglas, desplázalo al
    sector desde el que se movió el pod que provocó el choque"."""
    state = board_pod(_turn(), "p3", 10, [(0, "engineer")])
    board_pod(state, "m1", 11, [(1, "engineer")])
    state["debris"] = [7]
    board_pod(state, "p2a", 12, [(2, "engineer")])
    state = activate(state, "accelerate")
    assert [a["push"] for a in of_type(state, "accelerate") if a["target"] == "sector:11"] == [10]
    state = play(state, {"type": "accelerate", "pod": "p3", "target": "sector:11", "push": 10})
    assert state["pods"]["m1"]["at"] == "s10"


# --- Espiar, Minipod ---------------------------------------------------------------------------------------
def test_spy_inspects_every_crew_of_one_pod_or_refuge_privately() -> None:
    """4.0 ESPIAR: "Inspecciona todos los tripulantes de 1 pod o 1 refugio a tu elección. No puedes
    revelar dichos tripulantes"."""
    state = board_pod(_turn(), "p3", 8, [(1, "engineer"), (2, "scientist")])
    arrive(state, 3, [(2, "commander")])
    state = activate(state, "spy")
    assert {a["target"] for a in of_type(state, "spy")} == {"pod:p3", "refuge:3"}
    state = play(state, {"type": "spy", "target": "refuge:3"})
    assert observe(state, EscapeState, 0)["refuges"][3]["arrivals"][0]["role"] == "commander"
    assert observe(state, EscapeState, 1)["refuges"][3]["arrivals"][0]["role"] == "?"
    assert observe(state, EscapeState, 0)["pods"]["p3"]["crew"][0]["role"] == "?"


def test_minipod_to_an_empty_sector_next_to_the_ship_while_one_is_left() -> None:
    """4.0 MINIPOD: "Coloca 1 pod de un tripulante en 1 sector vacío a tu elección colindante a la nave y
    coloca 1 tripulante de tu reserva ... No puedes realizar esta acción si no quedan pods de un tripulante"."""
    state = board_pod(_turn(), "p2a", 1, [(1, "engineer")])
    state["debris"] = [3]
    state = activate(state, "minipod")
    assert {a["target"] for a in of_type(state, "minipod")} == {"sector:2"}
    state = play(state, {"type": "minipod", "target": "sector:2", "role": "scientist"})
    pod = next(p for p in state["pods"].values() if p["at"] == "s2")
    assert pod["size"] == 1 and pod["crew"][0]["owner"] == 0 and state["reserve"][0]["scientist"] == 2
    board_pod(state, "m2", 8, [(1, "scientist")])
    board_pod(state, "m3", 9, [(2, "scientist")])
    state["turn"]["actions"] = 0
    state["panel"][0]["minipod"] = []
    assert "minipod" not in _spaces(state)  # no minipod left in the ship


# --- 4.1 Acciones avanzadas -------------------------------------------------------------------------------------
def test_advanced_panel_comes_back_only_when_boarding_program_and_pilot_are_taken() -> None:
    """4.1: "Recupera los tripulantes asignados a esta carta al final de tu turno SÓLO si las acciones
    Abordaje, Programar y Pilotar tienen cada una un tripulante asignado"."""
    state = _turn()
    state["panel"][0]["pilot"], state["panel"][0]["program"] = ["engineer"], ["engineer"]
    state["reserve"][0]["engineer"] -= 2
    after = play(state, {"type": "end_turn"})
    assert after["panel"][0]["pilot"] == ["engineer"] and after["reserve"][0]["engineer"] == 1
    state["panel"][0]["boarding"] = ["scientist"]
    state["reserve"][0]["scientist"] -= 1
    after = play(state, {"type": "end_turn"})
    assert all(not after["panel"][0][s] for s in data.ADVANCED) and sum(after["reserve"][0].values()) == 9


def test_boarding_from_the_reserve_with_a_pod_next_to_the_hangar_sends_the_swapped_crew_home() -> None:
    """4.1 ABORDAJE: "Puedes intercambiar 1 tripulante de tu reserva con 1 tripulante situado en un pod
    colindante al hangar; en ese caso, devuelve el tripulante intercambiado a la reserva de su propietario"."""
    state = board_pod(_turn(), "p3", 2, [(1, "engineer"), (0, "scientist")])
    board_pod(state, "p2a", 8, [(2, "engineer")])
    state = activate(state, "boarding", "commander")
    found = of_type(state, "boarding")
    assert {a["target"] for a in found} == {"pod:p3"}  # the far pod has no neighbour of mine
    state = play(state, {"type": "boarding", "target": "pod:p3", "crew": 0, "from": "reserve:engineer"})
    assert [c["owner"] for c in state["pods"]["p3"]["crew"]] == [0, 0] and state["reserve"][1]["engineer"] == 3


def test_boarding_swaps_your_crew_in_a_pod_with_another_colour_in_a_neighbouring_pod() -> None:
    """4.1 ABORDAJE: "Intercambia 1 tripulante de tu color, desde tu reserva o desde 1 pod, con 1 tripulante
    de otro color que esté en 1 pod colindante"."""
    state = board_pod(_turn(), "p3", 8, [(0, "engineer"), (1, "scientist")])
    board_pod(state, "p2a", 10, [(2, "commander")])
    state = activate(state, "boarding", "commander")
    found = of_type(state, "boarding")
    assert {(a["target"], a["crew"], a["from"]) for a in found} == {("pod:p2a", 0, "crew:p3:0")}
    state = play(state, found[0])
    assert [c["owner"] for c in state["pods"]["p3"]["crew"]] == [2, 1]
    assert [c["owner"] for c in state["pods"]["p2a"]["crew"]] == [0]


def test_pilot_moves_any_crewed_pod_by_accelerates_rules() -> None:
    """4.1 PILOTAR: "Mueve 1 pod tripulado cualquiera a 1 sector colindante ... sigue todas las reglas de la
    acción básica Acelerar"."""
    state = board_pod(_turn(), "p2a", 8, [(1, "engineer")])
    state["debris"] = [4, 5, 6, 7, 9]
    state = activate(state, "pilot")
    assert {(a["pod"], a["target"]) for a in of_type(state, "pilot")} == {("p2a", "sector:10")}


def test_program_bottoms_the_revealed_card_and_reveals_another() -> None:
    """4.1 PROGRAMAR: "Coloca la carta de Explosión revelada en el fondo del mazo, y revela 1 nueva carta"."""
    state = activate(_turn(), "program")
    card = state["revealed"][0]
    state = play(state, {"type": "program", "mode": "bottom", "target": f"card:{card}"})
    assert state["bottom"] == [card] and len(state["revealed"]) == 1 and state["revealed"][0] != card


def test_program_places_a_beacon_with_another_present_players_colour_if_it_can() -> None:
    """4.1 PROGRAMAR: "Coloca 1 baliza ... en un espacio de baliza libre (Si puedes, debes colocar una
    baliza que incluya el color de otro jugador presente en la partida)"."""
    state = activate(_turn(3), "program")
    placed = {a["beacon"] for a in of_type(state, "program") if a["mode"] == "place"}
    assert placed and all(set(data.BEACONS[b]) & {1, 2} for b in placed)
    assert {a["target"] for a in of_type(state, "program") if a["mode"] == "place"} == {f"edge:{e}" for e in data.EDGES}
    state = _turn(3)
    for b, pair in data.BEACONS.items():
        if b in state["beacons"] and set(pair) & {1, 2}:
            state["beacons"][b] = data.EDGES[len([e for e in state["beacons"].values() if e])]
    state = activate(state, "program")
    assert {a["beacon"] for a in of_type(state, "program") if a["mode"] == "place"} == {"b03", "b04"}


def test_program_moves_a_beacon_to_a_free_space_or_swaps_two_on_the_board() -> None:
    """4.1 PROGRAMAR: "Mueve una baliza del tablero a otro espacio de baliza libre, o Intercambia 2 balizas
    del tablero"."""
    state = _turn(3)
    state["beacons"]["b01"], state["beacons"]["b12"] = "4-8", "8-10"
    state = activate(state, "program")
    moves = {a["target"] for a in of_type(state, "program") if a["mode"] == "move" and a["beacon"] == "b01"}
    assert moves == {f"edge:{e}" for e in data.EDGES} - {"edge:4-8", "edge:8-10"}
    state = play(state, {"type": "program", "mode": "swap", "beacon": "b01", "target": "edge:8-10"})
    assert state["beacons"]["b01"] == "8-10" and state["beacons"]["b12"] == "4-8"


def test_beacon_moves_your_pod_through_it_without_an_action_as_often_as_you_like() -> None:
    """4.1 BALIZAS: "sin gastar acción, mover 1 pod en el que tenga al menos 1 tripulante de su color si
    dicho pod está colindante con 1 baliza de su color ... tantas veces como quiera"."""
    state = board_pod(_turn(3), "p2a", 8, [(0, "engineer"), (1, "engineer")])
    board_pod(state, "p2b", 4, [(1, "scientist")])
    state["beacons"]["b01"], state["beacons"]["b12"] = "8-10", "4-7"
    state["turn"]["actions"] = 2  # even after the turn's actions
    moves = of_type(state, "beacon")
    assert [(m["pod"], m["target"]) for m in moves] == [("p2a", "sector:10")]  # b12 is not player 0's
    state = play(state, moves[0])
    state = play(state, of_type(state, "beacon")[0])
    assert state["pods"]["p2a"]["at"] == "s8" and state["turn"]["actions"] == 2


def test_update_takes_back_all_your_crew_on_the_advanced_panel() -> None:
    """4.1 ACTUALIZAR: "Recupera todos tus tripulantes en tu carta de Panel de Control avanzada"."""
    state = _turn()
    state["panel"][0]["pilot"], state["panel"][0]["boarding"] = ["engineer"], ["scientist"]
    state["reserve"][0]["engineer"] -= 1
    state["reserve"][0]["scientist"] -= 1
    state = activate(state, "update")
    assert all(not state["panel"][0][s] for s in data.ADVANCED) and sum(state["reserve"][0].values()) == 9


# --- 5.0 Fin de la partida -----------------------------------------------------------------------------------------
def test_end_the_third_debris_in_a_row_forms_the_barrier_and_only_players_beyond_play_a_last_turn() -> None:
    """5.0: "Cuando se coloque la 3ª ficha de Chatarra en una misma fila ... sólo los jugadores que tengan
    tripulantes de su color en pods situados entre la barrera y los refugios podrán jugar UN ÚLTIMO TURNO"."""
    state = board_pod(_turn(4), "p3", 12, [(0, "engineer"), (2, "engineer")])
    board_pod(state, "p2a", 2, [(1, "engineer")])
    board_pod(state, "p2b", 10, [(3, "engineer")])
    state["debris"] = [7, 9]
    state["refuges"][1]["token"] = 0
    _card_for(state, 10)  # {7, 9, 10}: pod p2b is wrecked on the third debris
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:1", "pod": "p3", "crew": 1})
    if state["tasks"] and state["tasks"][0]["kind"] == "hangar":
        state = play(state, legal(state)[0])
    assert state["barrier"] and state["final"] == [0]  # 2's crew landed, 1 is behind, 3's pod was wrecked
    state = play(state, {"type": "end_turn"})
    assert state["active"] == 0 and state["turn"]["limit"] == 2 and not state["over"]
    state = play(state, {"type": "end_turn"})
    assert state["phase"] in ("scoring", "over") and state["ended"] == "turns"


def test_end_when_no_pod_is_left_beyond_the_barrier() -> None:
    """5.0: "La partida termina automáticamente cuando ... No queden pods situados entre la barrera y los
    refugios"."""
    state = board_pod(_turn(2), "m1", 13, [(0, "engineer")])
    state["debris"], state["barrier"], state["final"] = [4, 5, 6], True, [1]
    state = activate(state, "board", "commander")
    state = play(state, {"type": "disembark", "target": "refuge:3", "pod": "m1", "crew": 0})
    assert state["phase"] in ("scoring", "over") and state["ended"] == "empty"


# --- 6.0 Puntuación, 7.0 refugios especiales ----------------------------------------------------------------------
def test_scoring_assigns_in_order_of_arrival_to_a_space_of_the_type_or_x_else_the_crew_stays() -> None:
    """6.0: "asígnalos por orden de llegada cada uno a 1 casilla libre, correspondiente a su tipo (puedes
    asignar cualquier tripulante a un espacio marcado con X) ... Si no hay casilla ... se queda donde estaba"."""
    state = _cards(setup(2), ["r08", "r01", "r02", "r03"])  # r08: C4 S3 X1 X1 X1
    arrive(state, 0, [(1, "engineer"), (0, "commander"), (1, "engineer"), (0, "engineer")])
    state["refuges"][0]["arrivals"].append(logic.new_crew(1, "engineer"))
    state["refuges"][0]["assigned"].append(None)
    state["reserve"][1]["engineer"] -= 1
    state = _finish(state)
    assert state["refuges"][0]["assigned"] == [2, 0, 3, 4, None]
    assert GAME.scores(state) == [5.0, 2.0]
    assert all(c["face_up"] for c in state["refuges"][0]["arrivals"])


def test_scoring_the_owner_chooses_when_several_spaces_fit() -> None:
    """6.0: "Si hubiera más de 1 casilla correspondiente disponible, el propietario del tripulante escoge"."""
    state = _cards(setup(2), ["r04", "r01", "r02", "r03"])  # r04: C4 C2 S2 E2 X1
    arrive(state, 0, [(1, "commander")])
    logic.finish(state, "turns")
    GAME.turns.settle(state)
    assert GAME.to_move(state) == 1
    assert {a["target"] for a in legal(state)} == {"place:0:0", "place:0:1", "place:0:4"}


def test_scoring_green_red_orange_and_crowded_refuges() -> None:
    """7.0: "+1 si las dos casillas verdes tienen tripulantes asignados"; "0 puntos a no ser que las dos
    casillas rojas"; "1 punto menos a no ser que la casilla naranja"; "1 punto adicional por cada jugador"."""
    state = _cards(setup(2), ["r11", "r14", "r17", "r20"])
    arrive(state, 0, [(0, "commander"), (1, "scientist")])  # both green: 2+1 each
    arrive(state, 1, [(0, "commander"), (1, "scientist")])  # one red of two: 0 each
    arrive(state, 2, [(0, "commander")])  # orange (scientist) empty: 3-1
    arrive(state, 3, [(0, "commander"), (1, "engineer")])  # two players: 2+2 each
    state = _finish(state)
    assert [logic.crew_points(state, r) for r in range(4)] == [
        [(0, 3), (1, 3)],
        [(0, 0), (1, 0)],
        [(0, 2)],
        [(0, 4), (1, 4)],
    ]


def test_ties_crew_in_refuges_then_correctly_assigned_then_refuges_then_shared() -> None:
    """6.0: "En caso de empate, el jugador con más tripulantes en refugios ... más tripulantes correctamente
    asignados ... asignado tripulantes en más refugios diferentes ... comparten la victoria"."""
    state = _cards(setup(3), ["r01", "r01", "r01", "r01"])  # C3 S3 E2 X1 X1
    arrive(state, 0, [(0, "engineer"), (1, "scientist")])  # 0: 2, 1: 3
    arrive(state, 1, [(1, "commander"), (0, "commander")])  # 1 takes C3; 0's commander an X: 1
    arrive(state, 2, [(2, "scientist"), (2, "commander")])  # 2: 6 in one refuge
    state = _finish(state)
    assert GAME.scores(state) == [3.0, 6.0, 6.0]
    assert GAME.ranking(state) == [[1], [2], [0]]  # 1 and 2 tie on all but the refuges: 2 against 1
    state = _cards(setup(2), ["r01", "r01", "r01", "r01"])
    arrive(state, 0, [(0, "commander"), (1, "commander")])
    arrive(state, 1, [(1, "commander"), (0, "commander")])
    assert GAME.ranking(_finish(state)) == [[0, 1]]


# --- 8.0 Modo solitario ----------------------------------------------------------------------------------------------
def test_solo_thirteen_cards_thirteen_debris_two_revealed() -> None:
    """8.0: "usa las 13 cartas (y no sólo 7) y coloca 13 fichas de Chatarra ... revela las 2 primeras
    cartas"."""
    state = setup(1)
    assert len(state["deck"]) + len(state["revealed"]) == 13 and len(state["revealed"]) == 2
    assert state["debris_left"] == 13 and [r["card"] for r in state["refuges"]] == list(data.SOLO_REFUGES)


def test_solo_program_may_bottom_either_revealed_card_and_the_other_shifts_right() -> None:
    """8.0: "puedes colocar en el fondo del mazo cualquiera de las 2 cartas ... Después, revela una nueva
    carta y desplaza la carta ya revelada si fuera necesario"."""
    state = activate(setup(1), "program")
    right, left = state["revealed"]
    state = play(state, {"type": "program", "mode": "bottom", "target": f"card:{right}"})
    assert state["revealed"][0] == left and len(state["revealed"]) == 2 and state["bottom"] == [right]


def test_solo_the_rightmost_card_goes_off_at_the_end_of_each_turn_and_both_panels_come_back() -> None:
    """8.0: "Al final de cada uno de tus turnos, la carta de Explosión más a la derecha ... se activa ...
    devuelve a tu reserva todos tus tripulantes en tus dos cartas de Panel de Control"."""
    state = setup(1)
    state["deck"] = sorted(c for c in state["deck"] + state["revealed"] if c not in ("x05", "x09"))
    state["revealed"] = ["x05", "x09"]
    board_pod(state, "p3", 5, [(0, "engineer")])
    state["panel"][0]["pilot"] = ["scientist"]
    state["reserve"][0]["scientist"] -= 1
    state = play(state, {"type": "end_turn"})
    assert state["debris"] == [5] and state["revealed"][0] == "x09" and len(state["revealed"]) == 2
    assert state["pods"]["p3"]["at"] == "h2" and sum(state["reserve"][0].values()) == 9


def test_solo_ratings() -> None:
    """8.0: "Más de 15 puntos - AMO DE LA GALAXIA; Entre 13 y 15 - CONQUISTADOR; 12 puntos o menos -
    SUPERVIVIENTE"."""
    assert [logic.rating(p) for p in (16, 15, 13, 12)] == ["master", "conqueror", "conqueror", "survivor"]


# --- where the text is silent or ambiguous: the documented rulings ----------------------------------------------
def test_ruling_solo_sets_up_as_two_players_with_the_three_seat_pod_and_no_opening_limit() -> None:
    """8.0: "Sigue los mismos pasos que en la preparación para 2-5 jugadores": the token table starts at 2,
    the three-seat pod is left out "en las partidas a 2 jugadores" only, the opening limits name 2 and 3-5
    players only (ruling 18)."""
    state = setup(1)
    assert [r["token"] for r in state["refuges"]] == [2, 1, 1, 2]
    assert state["pods"]["p3"]["at"] == "h2" and state["turn"]["limit"] == 2


def test_ruling_a_pod_in_its_hangar_is_boarded_only_if_it_can_move_out() -> None:
    """4.0 SUBIR: "mueve dicho pod al sector colindante correspondiente" with "Nunca puedes mover 1 pod a 1
    sector que contenga 1 pod de igual o mayor capacidad" (ruling 19)."""
    state = board_pod(_turn(), "p3", 1, [(1, "engineer")])
    state = activate(state, "board", "engineer")
    targets = {a["target"] for a in of_type(state, "board")}
    assert "pod:p2a" not in targets and "pod:p2b" in targets


def test_ruling_a_pushed_pod_goes_only_to_an_empty_sector() -> None:
    """4.0 CHOQUE: the exceptions name debris, the mover's sector and a pod "de igual o mayor capacidad";
    ruling 8 reads them as an empty neighbouring sector (a push never chains)."""
    state = board_pod(_turn(), "p3", 4, [(0, "engineer")])
    board_pod(state, "p2a", 8, [(1, "engineer")])
    board_pod(state, "m1", 10, [(1, "scientist")])
    state = activate(state, "accelerate")
    pushes = {a["push"] for a in of_type(state, "accelerate") if a["target"] == "sector:8"}
    assert pushes == {5, 6, 7, 9}  # not 10, where the smaller minipod stands


def test_ruling_a_crew_on_an_x_space_counts_as_correctly_assigned() -> None:
    """6.0: "el jugador con más tripulantes correctamente asignados": assigned to a space of its type or
    an X ("puedes asignar cualquier tripulante a un espacio marcado con X"), not left on arrival (ruling 20)."""
    state = _cards(setup(2), ["r08", "r08", "r01", "r01"])  # r08: C4 S3 X1 X1 X1
    arrive(state, 0, [(0, "engineer"), (1, "commander")])
    state = _finish(state)
    rows = logic.totals(state)
    assert state["refuges"][0]["assigned"] == [2, 0] and rows[0]["assigned"] == 1 == rows[1]["assigned"]


def test_ruling_program_bottoms_a_card_only_when_another_can_be_revealed() -> None:
    """4.1 PROGRAMAR: "Coloca la carta de Explosión revelada en el fondo del mazo, y revela 1 nueva carta":
    with the deck spent there is no new card, so the option is not offered (ruling 22)."""
    state = _turn(2)
    state["deck"], state["bottom"], state["revealed"] = [], [], ["x05"]
    state = activate(state, "program")
    assert not [a for a in of_type(state, "program") if a["mode"] == "bottom"]
    state = setup(1)
    state["deck"], state["bottom"] = [], []
    state = activate(state, "program")
    assert not [a for a in of_type(state, "program") if a["mode"] == "bottom"]
