"""March on Mars against its rulebook (shared/seeds/001, second half, in Spanish), rule by rule, as a
player who knows the text would check it: each test quotes the line it holds the game to.

Written by an independent audit; the rules' own tests are test_rules.py and test_training.py. Where
the rulebook is silent, the documented ruling (docs/rules/march-on-mars.md) is named instead.
"""

from __future__ import annotations

from typing import Any

import pytest

from pyengine.core.errors import IllegalAction
from pyengine.core.game import CHANCE, TERMINAL
from pyengine.core.jsonutil import clone
from pyengine.core.rng import seed_state
from pyengine.games.march_mars import GAME, aliens, board, data, flow
from pyengine.games.march_mars.queue import QUEUE
from tests.games.march_mars.helpers import (
    BLACK,
    BLACK2,
    BLUE,
    BLUE2,
    DEF_L,
    DEF_R,
    L1,
    L2,
    UP_L,
    WHITE,
    WHITE2,
    ZA,
    act,
    alien,
    aliens_march,
    at,
    chance,
    legal,
    new,
    program,
    put,
    roll,
    turn,
)

State = dict[str, Any]
FOUR = ([BLUE], [BLUE2], [WHITE, WHITE2])  # the four dice on three actions


def _setup(players: int, seed: int = 3, **options: str) -> State:
    from pyengine.core.game import Rng

    chosen = {"difficulty": "normal", "upgrades": "bunker", **options}
    return GAME.initial_state([{"color": f"c{i}"} for i in range(players)], chosen, Rng(seed_state(seed)))


def _wave_on(state: State, side: str) -> State:
    """A wave sent on a side and every alien's move played (the new wave's draw left pending)."""
    state = clone(state)
    QUEUE.push(state, {"kind": "wave", "side": side})
    QUEUE.settle(state)
    return aliens_march(state)


def _first_action(state: State, *faces: str, slots: tuple[list[int], ...] = FOUR, marine: int = 0) -> State:
    """The marine picked, its dice programmed and its first action rolled."""
    return roll(program(turn(state, marine), *slots), *faces)


def _play_out_round(state: State) -> State:
    """The last marine to play: one die on one action rolled as a 2 and used to move, then the
    round's end (sentries, the Landing Zone's check); the side die left to roll."""
    state = _first_action(state, "2", "2", "2", "2", slots=([BLUE, BLUE2, WHITE, WHITE2],))
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{ZA + 2},0"))
    return state


# --- setup ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_three_or_more_players_use_the_whole_board_two_players_half(players: int) -> None:
    """ "Este es el despliegue para 3 o más jugadores, en partidas de 2 jugadores utilizarás solo
    medio tablero. Baraja las cartas marcianas y pon 4 en las áreas indicadas del tablero." """
    state = _setup(players)
    cards = tuple(state["cards"])
    assert len(cards) == (2 if players == 2 else 4) and len(set(cards)) == len(cards)
    assert board.sides(cards) == (("left",) if players == 2 else ("left", "right"))


@pytest.mark.parametrize("players", [2, 3, 5])
def test_setup_a_first_wave_of_players_plus_one_on_every_card_but_the_landing_zone(players: int) -> None:
    """ "Coloca una oleada de aliens al azar en cada carta de terreno excepto en la ZA. Las oleadas
    iniciales se componen de tantas fichas como jugadores más uno." """
    state = _setup(players)
    cards = tuple(state["cards"])
    laid = board.areas(cards)
    for index, card in enumerate(laid):
        expected = 0 if card == data.ZA else players + 1
        assert len(aliens.on_card(state, index)) == expected, card


def test_setup_the_landing_zone_lies_opposite_the_mmm() -> None:
    """ "El área con los cohetes en el lado opuesto a la Mente Maestra Marciana (MMM) es la Zona de
    Aterrizaje (ZA)": as many cards between it and the MMM on either side."""
    cards = tuple(_setup(4)["cards"])
    assert len(board.side_cards(cards, "left")) == len(board.side_cards(cards, "right")) == 2
    za = board.za_columns(cards)
    left, right = board.defender_square(cards, "left"), board.defender_square(cards, "right")
    assert za.start - left[0] == right[0] - (za.stop - 1)


def test_setup_a_red_defender_on_each_marked_square_beside_the_mmm() -> None:
    """ "Pon un marcador rojo en las dos casillas marcadas con ✱ a cada lado de la Mente Maestra
    Marciana." """
    state = _setup(3)
    cards = tuple(state["cards"])
    for side in ("left", "right"):
        assert aliens.aliens_at(state, board.defender_square(cards, side)) == ["red"]
    two = _setup(2)
    assert list(two["defenders"]) == ["left"]  # half the board: one side, one defender


def test_setup_a_base_upgrade_on_each_side_of_the_landing_zone() -> None:
    """ "Pon un marcador de 'Mejora de base' a cada lado de la ZA." (and "Puedes escogerlas o
    ponerlas al azar durante el despliegue. Se recomienda usar búnkeres en la 1ª partida.")"""
    assert _setup(3)["upgrades"] == {"left": "bunker", "right": "bunker"}
    drawn = _setup(3, upgrades="random")["upgrades"]
    assert set(drawn.values()) <= set(data.UPGRADES) and None not in drawn.values()


def test_setup_each_marine_keeps_one_of_its_training_cards_two_abilities_and_lands_anywhere_in_the_za() -> None:
    """ "Repartid a cada marine una carta de 'Entrenamiento especial'. Cada jugador escoge cuál de
    las 2 habilidades de su carta utilizará durante el resto de la partida y se coloca en la casilla
    que quiera de la ZA." """
    state = _setup(3)
    trainings = [m["training"] for m in state["marines"]]
    assert len(set(trainings)) == 3  # a card each
    for i in range(3):
        options = {a["ability"] for a in legal(state, "train")}
        assert options == set(data.TRAINING[trainings[i]])
        state = act(state, {"type": "train", "ability": data.TRAINING[trainings[i]][1]})
    assert [m["ability"] for m in state["marines"]] == [data.TRAINING[t][1] for t in trainings]
    za = board.za_columns(tuple(state["cards"]))
    assert {a["target"] for a in legal(state, "land")} == {f"sq:{c},0" for c in za}
    for column in (za[5], za[0], za[5]):  # two marines may share a square
        state = act(state, {"type": "land", "target": f"sq:{column},0"})
    assert [m["col"] for m in state["marines"]] == [za[5], za[0], za[5]]


# --- turns ------------------------------------------------------------------------------------------
def test_no_turn_order_the_team_chooses_who_plays_next_every_round() -> None:
    """ "En Marte no existe orden de turno, decidiréis cada ronda en qué orden jugáis según vuestras
    necesidades." """
    state = new(3)
    assert sorted(a["marine"] for a in legal(state, "pick")) == [0, 1, 2]
    state = _first_action(state, "2", "2", "1", "1", slots=([BLUE, BLUE2, WHITE, WHITE2],), marine=2)
    state = act(state, legal(state, "move")[0])
    assert sorted(a["marine"] for a in legal(state, "pick")) == [0, 1]  # anyone still to play, any order
    state = turn(state, 1)
    assert state["active"] == 1


def test_programming_four_of_the_six_dice_on_up_to_three_actions() -> None:
    """ "Cada turno programarás hasta 3 acciones (pueden ser menos si quieres), elige 4 de los 6
    dados y repártelos como quieras entre las tres acciones disponibles de tu carta de combate.
    Puedes poner varios dados en una sola casilla de acción y mezclar dados de varios colores." """
    state = turn(new(3))
    assert {a["target"] for a in legal(state, "assign")} == {"slot:0", "slot:1", "slot:2"}
    assert {a["die"] for a in legal(state, "assign")} == set(range(6))  # any of the six
    for die in (BLUE, WHITE, BLACK):
        state = act(state, {"type": "assign", "die": die, "target": "slot:1"})
    with pytest.raises(IllegalAction):
        act(state, {"type": "launch"})  # three dice: not yet four
    state = act(state, {"type": "assign", "die": BLACK2, "target": "slot:1"})
    assert not legal(state, "assign")  # four and no more
    state = act(state, {"type": "launch"})  # one action only: fewer than three is allowed
    assert state["pending"]["dice"] == [BLUE, WHITE, BLACK, BLACK2]


def test_roll_then_shoot_or_move_and_stop_after_the_first_action() -> None:
    """ "Lanza los dados que hayas asignado a la acción y después escoge si disparas o te mueves."
    "Puedes plantarte después de la primera acción, pero si lanzas los dados, debes hacer algo." """
    state = alien(new(3), "yellow", ZA + 2)
    state = _first_action(state, "2")
    kinds = {a["type"] for a in GAME.legal_actions(state)}
    assert {"shoot", "move"} <= kinds and "discard" not in kinds and "stop" not in kinds
    state = act(state, legal(state, "shoot")[0])
    assert {a["type"] for a in GAME.legal_actions(state)} >= {"next", "stop"}
    state = act(state, {"type": "stop"})
    assert state["marines"][0]["played"] and state["phase"] == "pick"


def test_every_roll_must_be_used_a_move_even_when_no_alien_is_in_reach() -> None:
    """ "Cada vez que tires los dados debes realizar una acción, ya sea disparar a un alien, aunque no
    sea suficiente para matarlo, o moverte." """
    state = _first_action(new(3), "4")
    assert legal(state, "move") and not legal(state, "discard") and not legal(state, "shoot")
    blue = alien(new(3), "blue", ZA + 4)
    state = _first_action(blue, "4")
    assert {(a["target"], a["blue"]) for a in legal(state, "shoot")} == {(f"sq:{ZA + 4},0", 0)}  # a shot, no kill


def test_marines_move_and_shoot_backwards_too() -> None:
    """ "Las reglas de movimiento son similares a las de Walking on the Moon, pero en Marte puedes
    mover y disparar hacia atrás." """
    state = alien(put(new(3), 0, ZA + 3), "yellow", ZA)
    state = _first_action(state, "3")
    assert {a["dir"] for a in legal(state, "move")} == {1, -1}
    assert {a["target"] for a in legal(state, "move")} == {f"sq:{ZA},0", f"sq:{ZA + 6},0"}
    assert [a["target"] for a in legal(state, "shoot")] == [f"sq:{ZA},0"]


# --- shooting ---------------------------------------------------------------------------------------
def test_shooting_groups_the_dice_by_number_colour_aside_the_number_the_exact_distance() -> None:
    """ "Para disparar agrupa los dados por número ignorando su color [...] el número indica la
    distancia exacta a la que puedes disparar y la cantidad de dados con ese número los impactos que
    causas." """
    state = alien(alien(alien(new(3), "blue", ZA + 2), "yellow", ZA + 1), "yellow", ZA + 3)
    state = _first_action(state, "2", "2", slots=([BLUE, WHITE], [BLUE2], [WHITE2]))  # a blue 2 and a white 2
    shots = legal(state, "shoot")
    assert {a["target"] for a in shots} == {f"sq:{ZA + 2},0"}  # only distance 2: not 1, not 3
    assert shots == [{"type": "shoot", "target": f"sq:{ZA + 2},0", "yellow": 0, "blue": 1, "red": 0}]  # two hits


def test_shooting_each_number_is_its_own_option_one_number_a_shot() -> None:
    """ "Estas son las diferentes soluciones de disparo que tienes" (one number's dice a shot): a 2
    and a 3 are two shots of one hit, never three hits on one square."""
    state = alien(alien(new(3), "blue", ZA + 2), "blue", ZA + 3)
    state = _first_action(state, "2", "3", slots=([BLUE, BLUE2], [WHITE], [WHITE2]))
    assert all(a["blue"] == 0 for a in legal(state, "shoot"))
    state = act(state, legal(state, "shoot")[0])
    assert state["phase"] == "continue"  # one shot used the roll


def test_shooting_splits_hits_among_one_squares_aliens_never_several_squares() -> None:
    """ "Puedes repartir los impactos como quieras entre los alienígenas que ocupen la casilla, pero
    no puedes disparar a varias casillas a la vez." """
    state = alien(alien(new(3), "yellow", ZA + 2, count=2), "yellow", ZA - 2)
    state = _first_action(state, "2", "2", "2", slots=([BLUE, WHITE, WHITE2], [BLUE2]))
    shots = legal(state, "shoot")
    assert {(a["target"], a["yellow"]) for a in shots} == {(f"sq:{ZA + 2},0", 2), (f"sq:{ZA - 2},0", 1)}
    state = act(state, {"type": "shoot", "target": f"sq:{ZA + 2},0", "yellow": 2, "blue": 0, "red": 0})
    assert at(state, ZA - 2) == ["yellow"] and state["phase"] == "continue"  # the third hit is lost


def test_ones_also_hit_aliens_on_the_marines_own_square() -> None:
    """ "Los resultados de 1 se pueden usar también para atacar a alienígenas en la misma casilla que
    el marine." """
    state = alien(alien(new(3), "yellow", ZA), "yellow", ZA + 1)
    state = _first_action(state, "1")
    assert [a["target"] for a in legal(state, "shoot")] == [f"sq:{ZA},0"]  # locked: its own square only


def test_an_alien_in_the_marines_column_but_on_another_level_is_at_no_distance_a_die_shows() -> None:
    """ "El número indica la distancia exacta"; "los resultados de 1 [...] en la misma casilla que el
    marine": with distance counted in columns (ruling 3), an alien straight above is at distance 0
    and not on the marine's square, so no die reaches it."""
    state = alien(put(new(3), 0, L1 + 1, 0), "yellow", L1 + 1, 2)
    state = _first_action(state, "1", slots=([WHITE], [BLUE], [BLUE2, WHITE2]))
    assert not legal(state, "shoot") and state["melee"] is False


def test_alien_colours_take_one_two_and_three_hits() -> None:
    """ "El color de los marcianos indica cuántos impactos necesitas para eliminarlos. Estos regeneran
    al instante cualquier daño sufrido" (yellow 1, blue 2, red 3: ruling 4)."""
    twos = {0: ("3", "3", "1", "1"), 1: ("2", "3", "1", "1"), 2: ("2", "2", "1", "1"), 3: ("2", "2", "2", "1")}
    for colour, hits in data.HITS.items():  # the blue, blue, white, white dice: as many 2s as hits
        state = _first_action(alien(new(3), colour, ZA + 2), *twos[hits], slots=([BLUE, BLUE2, WHITE, WHITE2],))
        assert [a[colour] for a in legal(state, "shoot")] == [1], colour
        state = _first_action(alien(new(3), colour, ZA + 2), *twos[hits - 1], slots=([BLUE, BLUE2, WHITE, WHITE2],))
        if hits > 1:
            assert [a[colour] for a in legal(state, "shoot")] == [0], colour
            state = act(state, legal(state, "shoot")[0])  # the damage is shot, then lost
            assert at(state, ZA + 2) == [colour]


# --- melee ------------------------------------------------------------------------------------------
def test_melee_an_alien_on_the_square_before_the_roll_locks_the_marine() -> None:
    """ "Si tienes uno encima antes de tirar los dados, estás trabado en combate cuerpo a cuerpo [...]
    no puedes moverte ni disparar a otras casillas hasta que no te hayas librado" and "Si no obtienes
    ningún [1], [...] descarta la tirada sin efecto." """
    state = alien(alien(new(3), "yellow", ZA), "yellow", ZA + 3)
    state = _first_action(state, "3")
    assert not legal(state, "move") and not legal(state, "shoot") and legal(state, "discard")
    state = act(state, {"type": "discard"})
    assert at(state, ZA) == ["yellow"] and state["phase"] == "continue"


def test_melee_starts_at_the_next_roll_after_walking_onto_aliens() -> None:
    """ "Durante tu movimiento puedes cruzar casillas que contengan aliens, pero si tienes uno encima
    antes de tirar los dados, estás trabado" """
    state = alien(alien(new(3), "yellow", ZA + 2), "blue", ZA + 1)
    state = _first_action(state, "2")
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{ZA + 2},0"))
    state = roll(act(state, {"type": "next"}), "2")
    assert state["melee"] and not legal(state, "move")
    assert not any(a["target"] == f"sq:{ZA},0" for a in legal(state, "shoot"))


def test_aliens_can_be_crossed() -> None:
    """ "Durante tu movimiento puedes cruzar casillas que contengan aliens" """
    state = alien(new(3), "red", ZA + 2)
    state = _first_action(state, "4")
    assert any(a["target"] == f"sq:{ZA + 4},0" for a in legal(state, "move"))


# --- the red defenders ------------------------------------------------------------------------------
def test_defenders_block_their_square_crash_at_its_foot_and_can_be_shot_through_the_barrier() -> None:
    """ "La casilla de los defensores no puede cruzarse hasta que elimines al marciano rojo que la
    defiende, una barrera de fuerza detrás de ellos te hará estrellarte a sus pies si tratas de
    cruzar. Puedes disparar a través de la barrera pero no puedes pasar" """
    state = put(new(3), 0, L2 + 1)
    state = _first_action(state, "3")
    back = next(a for a in legal(state, "move") if a["dir"] == -1)
    assert back["target"] == f"sq:{L2},0"  # stopped at its foot
    crashed = act(state, back)
    assert crashed["marines"][0]["down"]
    state = _first_action(put(new(3), 0, L2 + 1), "2", "2", "2", slots=([BLUE, BLACK, BLACK2], [BLUE2]))
    assert legal(state, "shoot")[0]["target"] == f"sq:{DEF_L},0" and legal(state, "shoot")[0]["red"] == 1


def test_defenders_do_not_march_nor_come_back_when_killed() -> None:
    """ "Estos aliens no se moverán con el resto ni serán reemplazados cuando los elimines." """
    state = new(3)
    marched = _wave_on(state, "left")
    assert marched["defenders"]["left"] and not any(a["col"] == DEF_L for a in marched["aliens"])
    state["defenders"]["left"] = False
    again = _wave_on(state, "left")
    again = chance(again, {"type": "draw", "yellow": 0, "blue": 0, "red": 2})
    again = aliens_march(again)
    assert not again["defenders"]["left"] and not aliens.aliens_at(again, (DEF_L, 0))


def test_not_even_a_teleport_reaches_the_cards_beside_a_living_defender() -> None:
    """ "Ni siquiera con la habilidad especial de Teleportación"; "las cartas adyacentes a las MMM no
    son accesibles hasta que su defensor ha sido eliminado" """
    state = program(turn(new(3, ["teleport", "orbital", "orbital"])), *FOUR)
    state = roll(state, "1")
    state = act(state, legal(state, "move")[0])
    cards = {a["card"] for a in legal(state, "teleport")}
    assert cards == {1, 3}  # the near cards; not 0 nor 4 beside the MMM
    state["defenders"]["left"] = False
    assert {a["card"] for a in legal(state, "teleport")} == {0, 1, 3}


# --- waves -------------------------------------------------------------------------------------------
def test_a_wave_moves_every_alien_of_its_side_one_card_on_the_near_ones_to_the_next_wave_area() -> None:
    """ "Cuando se produce una oleada todos los marcianos de ese lado avanzan una carta en dirección a
    la ZA" and "sitúa el grupo invasor en la zona de 'Próxima oleada'" """
    state = alien(alien(alien(new(3), "yellow", L2 + 1), "yellow", L1 + 2), "blue", ZA + 8)
    state["upgrades"]["left"] = "antenna"  # no bunker on the way
    state = _wave_on(state, "left")
    assert state["waiting"]["left"] == ["yellow"]
    assert sum(1 for a in state["aliens"] if a["col"] in range(L1, L1 + 6)) == 1  # the far card's yellow
    assert at(state, ZA + 8) == ["blue"]  # the other side does not move


def test_a_new_wave_is_the_marines_on_that_side_plus_one_at_least_two() -> None:
    """ "Saca al azar tantos marcadores de alien como jugadores haya en ese lado del planeta más uno
    (con un mínimo de 2)" """
    state = new(4)
    assert aliens.wave_size(state, "left") == 2  # nobody out there: 0 + 1, raised to 2
    for i in range(3):
        state = put(state, i, L1 + i)
    assert aliens.wave_size(state, "left") == 4 and aliens.wave_size(state, "right") == 2


def test_deployment_yellows_from_the_farthest_square_upper_levels_first() -> None:
    """ "Los amarillos son los exploradores y despliegan casilla a casilla empezando por las más
    alejadas de la MMM." "Si hay varias alturas empieza ocupando las casillas superiores." """
    state = new(3)
    squares = aliens.deploy(state, ["yellow"] * 4, 1, "left")  # the tunnel card: a hill over a tunnel
    assert squares == [(L1 + 5, 0), (L1 + 4, 2), (L1 + 4, 0), (L1 + 3, 3)]


def test_deployment_reds_then_blues_one_a_square_from_the_nearest_to_the_mmm() -> None:
    """ "Reparte los marcianos rojos y azules, (empezando por los rojos) pon uno en cada casilla
    empezando por la más cercana a la MMM." """
    state = new(3)
    squares = aliens.deploy(state, ["red", "red", "blue"], 0, "left")
    assert squares == [(L2, 0), (L2 + 1, 0), (L2 + 2, 0)]
    moves = aliens.placing(state, ["blue", "red"], "bag", 3, "right")
    assert [(m["colour"], m["to"]) for m in moves] == [("red", f"sq:{ZA + 12},0"), ("blue", f"sq:{ZA + 11},0")]


def test_aliens_ignore_hazardous_ground_when_deploying() -> None:
    """ "Los marcianos no se ven afectados por las casillas de terreno difícil." (the lava lake of the
    first card takes aliens too)"""
    state = new(3)
    squares = aliens.deploy(state, ["red"] * 6, 0, "left")
    assert (L2 + 2, 0) in squares and (L2 + 3, 0) in squares


def test_end_of_turn_the_white_die_sends_a_wave_one_left_two_right_two_players_ignore_the_far_side() -> None:
    """ "Al final de cada turno, la MMM envía una oleada de alienígenas. Lanza un dado blanco; con un
    resultado de 1 la oleada se produce por el lado izquierdo de Marte, con un 2 lo hará por el
    derecho. En partidas de 2 jugadores ignora las oleadas que vayan por el lado del planeta fuera de
    juego" """
    state = new(3)
    for i in (1, 2):
        state["marines"][i]["played"] = True
    state = _play_out_round(state)
    assert state["tasks"][0]["kind"] == "side"
    left = chance(state, {"type": "side", "face": 1})
    assert left["tasks"][0] == {"kind": "draw", "side": "left", "card": 0, "n": 2}
    right = chance(state, {"type": "side", "face": 2})
    assert right["tasks"][0]["kind"] == "draw" and right["tasks"][0]["side"] == "right"
    two = new(2)
    two["marines"][1]["played"] = True
    two = chance(_play_out_round(two), {"type": "side", "face": 2})
    assert not any(t["kind"] in ("draw", "alien") for t in two["tasks"]) and two["round"] == 2


def test_a_skull_among_the_dice_of_a_roll_sends_a_wave_on_the_marines_side() -> None:
    """ "Si un jugador acaba su tirada con un resultado de [calavera] entre sus dados provocará una
    oleada por su lado del planeta." (a skull not used to move causes no accident)"""
    state = put(new(3), 0, ZA + 10)  # on the near right card, flat firm ground
    state = _first_action(state, "2", "2k", slots=([BLUE, BLACK], [BLUE2], [WHITE]))
    state = act(state, next(a for a in legal(state, "move") if a["die"] == BLUE and a["dir"] == 1))
    assert state["tasks"] == [{"kind": "draw", "side": "right", "card": 4, "n": 2}]  # the wave marched
    assert not state["marines"][0]["down"] and state["phase"] == "continue"


def test_a_skull_wave_goes_by_the_side_the_marine_stands_on_once_the_roll_is_used() -> None:
    """ "Si un jugador acaba su tirada con un resultado de [calavera] [...] por su lado del planeta":
    the side where the roll leaves the marine (in the Landing Zone, the white die picks one: ruling
    10)."""
    state = put(new(3), 0, L1 + 5)
    state = _first_action(state, "2", "2k", slots=([BLUE, BLACK], [BLUE2], [WHITE]))
    state = act(state, next(a for a in legal(state, "move") if a["die"] == BLUE and a["dir"] == 1))
    assert state["marines"][0]["col"] == ZA and state["tasks"] == [{"kind": "side", "why": "skull"}]


def test_a_skull_on_the_bombs_dice_sends_a_wave_too() -> None:
    """ "Si un jugador acaba su tirada con un resultado de [calavera] entre sus dados provocará una
    oleada" : the bomb's four dice are a roll."""
    state = new(3)
    state["defenders"]["left"] = False
    state = turn(put(state, 0, DEF_L))
    state = act(state, {"type": "bomb", "dice": [BLUE, BLUE2, BLACK, BLACK2]})
    failed = act(roll(state, "1", "2", "2k", "1"), {"type": "detonate"})
    assert not failed["over"] and any(t.get("side") == "left" for t in failed["tasks"])


def test_waiting_aliens_enter_the_landing_zone_at_the_start_of_the_next_turn() -> None:
    """ "Al principio del siguiente turno ponlos en la Zona de Aterrizaje siguiendo las reglas
    normales." """
    state = new(3)
    state["waiting"]["right"] = ["yellow", "yellow"]
    flow.start_round(state, QUEUE)
    state = aliens_march(state)
    assert not state["waiting"]["right"] and at(state, ZA) == ["yellow"] and at(state, ZA + 1) == ["yellow"]


def test_aliens_in_the_za_at_the_end_of_a_turn_are_removed_and_destroy_an_upgrade_the_third_time_the_base() -> None:
    """ "Si al final de un turno hay aliens en la Zona de Aterrizaje, estos dañarán la base. Elimina
    todos los marcianos automáticamente y destruye un marcador de 'Mejora de base'. La tercera vez
    que ocurra esto la base es destruida y habréis fracasado." """
    state = alien(alien(new(3), "yellow", ZA + 3), "blue", ZA + 5)
    for i in (1, 2):
        state["marines"][i]["played"] = True
    once = _play_out_round(state)
    assert once["base_hits"] == 1 and not [a for a in once["aliens"] if a["col"] in range(ZA, ZA + 6)]
    assert list(once["upgrades"].values()).count(None) == 1 and not once["over"]
    state["base_hits"] = 2
    third = _play_out_round(state)
    assert third["over"] and not third["won"] and third["why"] == "base" and GAME.to_move(third) == TERMINAL


def test_eight_turns_without_the_bomb_lose_the_seventh_does_not() -> None:
    """ "Si no lo lográis en 8 turnos [...] perdéis la partida." """
    state = new(3)
    for i in (1, 2):
        state["marines"][i]["played"] = True
    state["round"] = 7
    seventh = _play_out_round(state)
    assert not seventh["over"]
    state["round"] = data.TURNS
    eighth = _play_out_round(state)
    assert eighth["over"] and eighth["why"] == "time" and GAME.winners(eighth) == []


# --- base upgrades ------------------------------------------------------------------------------------
def test_the_bunker_kills_one_alien_of_each_wave_crossing_it() -> None:
    """ "Búnker: Elimina un alien de cada oleada que cruce esta ficha de mejora." """
    state = alien(new(3), "yellow", L1 + 1, count=3)
    state = _wave_on(state, "left")
    assert state["waiting"]["left"] == ["yellow", "yellow"] and state["dead"]["yellow"] == 1


def test_the_sentries_attack_with_two_dice_each_round() -> None:
    """ "Centinelas: Cada ronda hace 1 ataque con 2 dados." """
    state = alien(alien(new(3), "yellow", UP_L - 4), "yellow", UP_L - 2)
    state["upgrades"]["left"] = "sentries"
    for i in (1, 2):
        state["marines"][i]["played"] = True
    state = _play_out_round(state)
    assert state["tasks"][0]["kind"] == "sentry"
    state = chance(state, {"type": "sentry", "faces": ["4", "2"]})
    assert len(state["aliens"]) == 1  # one attack: the 4 or the 2, not both


def test_the_antenna_rerolls_one_die_of_the_first_roll_on_its_side() -> None:
    """ "Antena: Los jugadores pueden repetir 1 dado de su 1ª tirada en ese lado del planeta cada
    turno." """
    state = put(new(3), 0, L1 + 2)
    state["upgrades"]["left"] = "antenna"
    state = _first_action(state, "1")
    assert state["rerolls"] == 1
    state = _first_action(put(new(3), 0, ZA + 8), "1")
    assert state["rerolls"] == 0  # the right side has a bunker
    state = put(put(put(new(3), 0, UP_L + 1), 1, ZA + 9), 2, ZA + 9)  # alone in the ZA, by its edge
    state["upgrades"]["left"] = "antenna"
    state = _first_action(state, "2")
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{UP_L - 1},0"))
    state = roll(act(state, {"type": "next"}), "1")
    assert state["rerolls"] == 0  # the turn's first roll was in the ZA (ruling 28)


# --- teamwork and the base's support ---------------------------------------------------------------
def test_teammates_an_accident_on_their_square_is_ignored_and_a_reroll_each_roll() -> None:
    """ "Si tienes un accidente en una casilla ocupada por un compañero puedes ignorarlo" and "Si estás
    en una casilla con otros marines puedes repetir un dado de cada tirada que hagas" """
    state = put(put(new(3), 1, L2 + 2), 0, L2 + 4)  # the teammate on the lava lake
    state = _first_action(state, "2")
    assert state["rerolls"] == 0
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{L2 + 2},0"))
    assert not state["marines"][0]["down"] and state["phase"] == "continue"
    state = roll(act(state, {"type": "next"}), "1")
    assert state["rerolls"] == 1


def test_moving_onto_an_injured_marine_without_falling_lifts_it() -> None:
    """ "Si mueves sin caerte a una casilla con un marine accidentado puedes levantarlo
    automáticamente." """
    state = put(new(3), 1, ZA + 2, down=True)
    state = _first_action(state, "2")
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{ZA + 2},0"))
    assert not state["marines"][1]["down"]


def test_the_landing_zone_rerolls_a_die_of_the_first_action_roll_only() -> None:
    """ "Cualquier marine en la ZA puede repetir un dado de su 1ª tirada de acción cada turno" """
    state = _first_action(put(put(new(3), 1, ZA + 9), 2, ZA + 9), "1")  # no teammate on the square
    assert state["rerolls"] == 1
    state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{ZA + 1},0"))
    state = roll(act(state, {"type": "next"}), "1")
    assert state["rerolls"] == 0


def test_support_options_need_the_za_no_action_and_no_alien_on_the_marine() -> None:
    """ "Un marine en la ZA que no haga ninguna acción durante el turno y que no tenga aliens encima
    puede usar una de las siguientes opciones: Apoyo táctico [...] Batería de misiles [...] Señuelo" """
    state = put(new(3), 1, L1, down=True)
    picked = turn(state)
    assert legal(picked, "lift") and legal(picked, "missile") and legal(picked, "decoy")
    assert not legal(turn(alien(state, "yellow", ZA)), "lift")
    assert not legal(turn(put(state, 0, UP_L)), "decoy")
    assigned = act(picked, {"type": "assign", "die": BLUE, "target": "slot:0"})
    assert not legal(assigned, "lift")
    lifted = act(picked, {"type": "lift", "marine": 1})
    assert not lifted["marines"][1]["down"] and lifted["marines"][0]["played"]


def test_the_missile_lands_two_to_four_squares_from_its_observer() -> None:
    """ "Lanza 2 dados blancos y suma el resultado, esa es la distancia desde el marine (de 2 a 4
    casillas) a la que impactará el misil. El perforante causa 3 impactos en la casilla alcanzada, el
    misil de fragmentación hace 1 impacto en la zona atacada y las dos zonas adyacentes" """
    state = put(alien(alien(new(3), "red", L1 + 1), "yellow", L1 + 4), 1, L1 + 4)
    state = act(turn(state), {"type": "missile", "marine": 1, "kind": "piercing"})
    assert state["pending"]["dice"] == [WHITE, WHITE2]
    state = roll(state, "2", "1")
    assert [a["target"] for a in legal(state, "strike")] == [f"sq:{L1 + 1},0"]
    assert legal(state, "strike")[0]["red"] == 1  # three hits
    frag = put(alien(alien(new(3), "yellow", L1 + 1), "yellow", L1 + 3), 1, L1 + 4)
    frag = roll(act(turn(frag), {"type": "missile", "marine": 1, "kind": "frag"}), "1", "1")
    frag = act(frag, {"type": "blast", "column": L1 + 2})
    assert not frag["aliens"]


# --- special training ---------------------------------------------------------------------------------
def test_a_training_card_gives_the_one_ability_chosen_for_the_rest_of_the_game() -> None:
    """ "Cada jugador escoge cuál de las 2 habilidades de su carta utilizará durante el resto de la
    partida"; "Chip neural: Puedes girar tu carta de entrenamiento. Este cambio es permanente" """
    state = put(new(3, ["fusion", "orbital", "orbital"]), 0, ZA, gear=["chip"])
    state = act(turn(state), {"type": "chip"})
    assert state["marines"][0]["ability"] == "retro" and "chip" in state["gear_discard"]


# --- equipment ---------------------------------------------------------------------------------------
def test_equipment_from_turn_five_if_no_defender_was_killed_each_blue_or_red_killed_draws() -> None:
    """ "Si empieza el turno 5 y no habéis eliminado a ninguno de los defensores [...] Cada vez que
    elimines un alien azul o rojo, roba una carta de equipo del mazo." """
    state = new(3)
    state["round"] = 3
    flow.start_round(state, QUEUE)
    assert not state["equipment_on"]
    flow.start_round(state, QUEUE)
    assert state["equipment_on"] and state["round"] == 5
    state["tasks"] = []
    state = alien(state, "blue", ZA + 2)
    state = _first_action(state, "2", "2", slots=([BLUE, WHITE], [BLUE2], [WHITE2]))
    state = act(state, legal(state, "shoot")[0])
    assert state["tasks"][0] == {"kind": "gear", "marine": 0}
    killed = new(3)
    killed["defenders"]["right"] = False
    killed["round"] = 4
    flow.start_round(killed, QUEUE)
    assert not killed["equipment_on"]


def test_the_orbital_bombardments_blues_and_reds_draw_equipment_too() -> None:
    """ "Cada vez que elimines un alien azul o rojo, roba una carta de equipo del mazo." (the
    bombardment "elimina todos los alienígenas" of a card: each blue or red is one eliminated)"""
    state = alien(alien(alien(new(3), "blue", L1 + 1), "red", L1 + 2), "yellow", L1 + 3)
    state["equipment_on"] = True
    state = act(turn(state), {"type": "orbital", "card": 1})
    assert not state["aliens"] and [t["kind"] for t in state["tasks"]] == ["gear", "gear"]


def test_the_hidden_square_gives_its_first_visitor_equipment_but_never_to_a_sergeant() -> None:
    """ "El primer marine que entre en esa casilla obtendrá una carta de equipo aunque no se haya
    cumplido la condición"; Sargento: "El equipo es para cobardes espaciales. ¡No lo necesitamos!" """
    for difficulty, gear in (("normal", True), ("sergeant", False)):
        state = put(new(3, difficulty=difficulty), 0, L1 + 3)
        state = _first_action(state, "1")
        state = act(state, next(a for a in legal(state, "move") if a["target"] == f"sq:{L1 + 2},0"))
        assert bool(state["tasks"] and state["tasks"][0]["kind"] == "gear") is gear, difficulty


def test_the_amulet_rerolls_any_number_of_the_actions_dice() -> None:
    """ "Amuleto: Puedes repetir cualquier cantidad de dados de una acción (incluso poniendo la
    bomba)." """
    state = put(new(3), 0, ZA + 2, gear=["amulet"])
    state = _first_action(state, "4", "1", "2", slots=([BLUE, WHITE, BLACK], [BLUE2]))
    choices = legal(state, "amulet")
    assert len(choices) == 7  # the whole roll, or any one or two of its three dice
    state = act(state, {"type": "amulet", "dice": [WHITE]})
    assert state["pending"]["dice"] == [WHITE]
    state = roll(state, "2")
    assert [r["face"] for r in state["roll"]] == ["4", "2", "2"]  # the blue 4 and black 2 stay


def test_equipment_may_be_given_to_a_marine_on_the_same_square() -> None:
    """ "Puedes entregar equipo a otro jugador con el que compartas casilla." """
    state = put(put(new(3), 0, ZA + 1, gear=["knife"]), 1, ZA + 1)
    state = turn(state)
    assert legal(state, "give") == [{"type": "give", "card": "knife", "marine": 1}]


# --- the bomb and the end ------------------------------------------------------------------------------
def test_the_bomb_free_of_aliens_beside_the_mmm_as_the_only_action_four_dice_nine_or_more() -> None:
    """ "Para ponerla debes estar libre de aliens, en una casilla adyacente a la MMM y como única
    acción del turno lanzar 4 dados y conseguir que sumen 9+." """
    state = new(3)
    state["defenders"]["right"] = False
    state = put(state, 0, DEF_R)
    picked = turn(state)
    assert all(len(a["dice"]) == 4 for a in legal(picked, "bomb"))
    bombed = act(picked, {"type": "bomb", "dice": [BLUE, BLUE2, WHITE, WHITE2]})
    assert GAME.to_move(bombed) == CHANCE
    won = act(roll(bombed, "4", "2", "2", "1"), {"type": "detonate"})
    assert won["won"] and GAME.winners(won) == [0, 1, 2] and GAME.to_move(won) == TERMINAL
    eight = act(roll(bombed, "4", "2", "1", "1"), {"type": "detonate"})
    assert not eight["over"] and eight["marines"][0]["played"]  # the only action: the turn is over
    assert not legal(turn(alien(state, "yellow", DEF_R)), "bomb")  # not free of aliens
    assert not legal(turn(put(state, 0, DEF_R - 1)), "bomb")  # not beside the MMM
    assert not legal(act(picked, {"type": "assign", "die": BLUE, "target": "slot:0"}), "bomb")


def test_the_bomb_needs_four_dice_an_injured_marine_throws_only_two() -> None:
    """ "Lanzar 4 dados" against "En el siguiente turno te levantarás y sólo podrás lanzar 2 dados"
    (Potenciadores: "en tu siguiente turno solo podrás usar 3 dados"): ruling 13."""
    state = new(3)
    state["defenders"]["left"] = False
    assert not legal(turn(put(state, 0, DEF_L, down=True)), "bomb")
    assert not legal(turn(put(state, 0, DEF_L, boosted=True)), "bomb")
    assert legal(turn(put(state, 0, DEF_L)), "bomb")


def test_the_team_wins_or_loses_together() -> None:
    """ "March on Mars es un juego cooperativo para 2-5 marines"; "habréis fracasado" """
    state = new(4)
    state["over"], state["won"] = True, True
    assert GAME.scores(state) == [1.0] * 4 and GAME.ranking(state) == [[0, 1, 2, 3]]


def test_the_boots_rope_and_mount_move_by_the_movement_rules_an_accident_ends_the_turn() -> None:
    """ "Montura: Realiza un avance recto." A move ("Cada uno de tus tres saltos debe terminar en
    casilla con círculo [...] sufrirás un accidente: Tu turno termina"): onto the lava lake it is one."""
    state = turn(put(new(3), 0, L2 + 1, gear=["mount"]))
    step = next(a for a in legal(state, "gear_step") if a["dir"] == 1)
    assert step["target"] == f"sq:{L2 + 2},0"
    state = act(state, step)
    assert state["marines"][0]["down"] and state["marines"][0]["played"] and state["phase"] == "pick"


def test_multiple_shot_fires_each_number_once_in_melee_too() -> None:
    """ "Disparo múltiple: [...] puedes disparar con todos tus dados aunque estos muestren resultados
    diferentes. Los dados que muestren resultados iguales deben asignarse a una misma casilla": a
    die fires once, so one 1 kills one yellow of three on the marine's square."""
    state = alien(put(new(3, ["multishot", "orbital", "orbital"]), 0, ZA + 3), "yellow", ZA + 3, count=3)
    state = _first_action(state, "1", slots=([BLUE], [BLUE2], [WHITE, WHITE2]))
    state = act(state, {"type": "shoot", "target": f"sq:{ZA + 3},0", "yellow": 1, "blue": 0, "red": 0})
    assert at(state, ZA + 3) == ["yellow", "yellow"] and not legal(state, "shoot")
    assert state["phase"] == "continue"


def test_an_equipment_draw_with_every_card_in_hand_gives_nothing_and_play_goes_on() -> None:
    """ "Si el mazo de equipo se termina, baraja el descarte y crea uno nuevo": with the deck and
    the discards empty (all eight cards held) there is nothing to draw, and the game goes on."""
    state = alien(alien(new(3, difficulty="baby"), "blue", L1 + 1), "blue", L1 + 2)
    state["marines"][1]["gear"], state["deck"] = state["deck"][:-1], state["deck"][-1:]
    state = act(turn(state), {"type": "orbital", "card": 1})
    outcomes = GAME.chance_outcomes(state)
    assert len(outcomes) == 1  # the last card
    state = chance(state, outcomes[0][0])
    assert not state["tasks"] and GAME.to_move(state) == 0 and legal(state, "assign")


def test_two_sentries_markers_make_two_attacks_each_from_its_side() -> None:
    """ "Centinelas: Cada ronda hace 1 ataque con 2 dados." (each marker: with the upgrades drawn at
    random both sides may hold Sentries)"""
    state = alien(alien(new(3), "yellow", UP_L - 2), "yellow", ZA + 8)  # two squares from each post
    state["upgrades"] = {"left": "sentries", "right": "sentries"}
    for i in (1, 2):
        state["marines"][i]["played"] = True
    state = _play_out_round(state)
    assert [t["kind"] for t in state["tasks"][:2]] == ["sentry", "sentry"]
    state = chance(state, {"type": "sentry", "faces": ["2", "1"]})
    assert at(state, UP_L - 2) == [] and at(state, ZA + 8) == ["yellow"]  # the left post's shot
    state = chance(state, {"type": "sentry", "faces": ["2", "1"]})
    assert not state["aliens"]
