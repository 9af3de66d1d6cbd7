"""An independent check of The Artemis Project's PRINTED rules against the Spanish rulebook
(shared/seeds/004_503f6f85135c6329.txt), rule by rule, each test quoting the line it checks.

Positions come from the game's own setup and actions; where a test writes a position by hand, it
changes only what the rule under test reads (helpers.placing: round 1, seat 0 first, no event)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from pyengine.core.match import check_action
from pyengine.games.artemis import data, flow
from tests.games.artemis.helpers import (
    GAME,
    act,
    expedition_card,
    head_is,
    only,
    opening,
    place,
    placing,
    run_until,
)

State = dict[str, Any]
NOBODY = {"P": 0, "E": 0, "M": 0, "S": 0}


def _board_setup(state: State, round_no: int) -> State:
    """The board set up for `round_no` by the game's own setup step, from a copy of `state`."""
    state = copy.deepcopy({**state, "round": round_no, "event": None})
    flow.QUEUE.reset(state, [{"kind": "setup"}])
    GAME.turns.settle(state)
    return run_until(state, lambda s: s["phase"] == "place")


def _round_two(state: State) -> State:
    """Play round 1 on (the first legal choice, never a move) to round 2's placement: resolution runs
    by itself once the last die is out, so its effects are read there."""
    return run_until(state, lambda s: s["round"] > 1)


def _all_colonists(state: State) -> int:
    """Every colonist anywhere: bag, discard, Doorstep, expeditions, Academy, shelters, buildings."""
    found = len(state["bag"]) + len(state["discard"]) + len(state["doorstep"]) + sum(state["academy"].values())
    found += sum(len(c["colonists"]) for c in state["expeditions"])
    found += sum(sum(s.values()) for s in state["shelters"])
    return found + sum(w is not None for mat in state["buildings"] for b in mat for w in b["staff"])


# --- components ---------------------------------------------------------------------------------
def test_printed_components_52_tiles_14_events_22_expeditions_84_colonists_25_dice() -> None:
    """ "52 tejas de construcción / 14 cartas de evento / 22 cartas de expedición / 84 marcadores de
    colonos / 25 dados" and "los 5 dados de su color"."""
    assert len(data.BUILDINGS) == 52 and len(data.EVENTS) == 14 and len(data.EXPEDITIONS) == 22
    assert sum(data.COLONISTS.values()) == 84 and data.DICE * 5 == 25
    assert {data.BUILDINGS[t].zone for t in data.BUILDINGS} == {"ocean", "surface"}


@pytest.mark.parametrize("players", [2, 5])
def test_printed_the_academys_twelve_specialists_are_twelve_of_the_84_colonists(players: int) -> None:
    """ "Coloque 4 de cada uno de los ingenieros, marines y mayordomos ... cerca de la Academia.
    Ponga a un lado 1 Pioneer por jugador, luego ponga el resto de los colonos en la bolsa"."""
    state = opening(players, 3)
    assert state["academy"] == {"E": 4, "M": 4, "S": 4}
    assert _all_colonists(state) == 84
    everywhere = {k: 0 for k in data.KINDS}
    for k in state["bag"] + state["doorstep"] + [k for c in state["expeditions"] for k in c["colonists"]]:
        everywhere[k] += 1
    assert everywhere == {"P": 28 - players, "E": 20, "M": 12, "S": 12}


def test_printed_one_pioneer_per_player_is_set_aside_into_their_shelters() -> None:
    """ "Cada jugador toma 1 colono pionero (los que quedan fuera de la bolsa ...) y lo coloca en sus refugios"."""
    state = opening(4, 2)
    assert state["shelters"] == [{"P": 1, "E": 0, "M": 0, "S": 0}] * 4


@pytest.mark.parametrize("players", [2, 3])
def test_printed_two_players_remove_the_marked_duplicates_from_both_stacks(players: int) -> None:
    """ "Para un juego de 2 jugadores, debes eliminar todos los edificios duplicados de ambas pilas.
    Están marcados con un símbolo." (the marked copy leaves; see the doc's ruling)"""
    state = opening(players, 4)
    tiles = state["ocean"] + state["surface"] + [lot["id"] for lot in state["gantry"]]
    tiles += [t for c in state["expeditions"] for t in c["buildings"]]
    marked = [t for t in tiles if data.BUILDINGS[t].duplicate]
    if players == 2:
        assert marked == [] and len(tiles) == 52 - sum(b.duplicate for b in data.BUILDINGS.values())
        assert {data.BUILDINGS[t].name for t in tiles} == {b.name for b in data.BUILDINGS.values()}
    else:
        assert sorted(tiles) == sorted(data.BUILDINGS)


def test_printed_six_of_the_events_form_the_deck_the_rest_go_back_to_the_box() -> None:
    """ "Baraja las cartas de Evento y roba seis para formar un mazo de Evento ... Regrese el resto a la caja"."""
    state = opening(3, 6)
    drawn = state["past_events"] + state["events"]
    assert len(drawn) == 6 == len(set(drawn)) and state["event"] == drawn[0]


@pytest.mark.xfail(
    strict=True,
    reason="designed seat compensation (rulings 19 and 21): later seats start with more energy "
    "(and the third of three a mineral); the balance helper's area, left as it is",
)
def test_printed_every_player_takes_3_minerals_3_energy_and_1_toolkit() -> None:
    """ "Cada jugador toma 3 minerales, 3 energías y 1 caja de herramientas del suministro"."""
    for players in (2, 3, 4, 5):
        state = opening(players, 8)
        if state["event"] and data.EVENTS[state["event"]].letter == data.NOW:
            continue  # a Solar Flare or Supply Drop already changed the counts
        assert state["minerals"] == [3] * players and state["energy"] == [3] * players
        assert state["toolkits"] == [1] * players


def test_printed_a_random_first_player_gets_the_phase_marker_and_places_first() -> None:
    """ "Selecciona un jugador inicial al azar y dale el marcador de fase" / "Comience con el jugador inicial"."""
    firsts = set()
    for seed in range(12):
        state = opening(4, seed)
        assert state["active"] == state["first"] and state["phase"] == "place"
        firsts.add(state["first"])
    assert len(firsts) >= 3


# --- the board's setup, each round ----------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_printed_base_camp_shows_one_expedition_fewer_than_players(players: int) -> None:
    """ "coloca las cartas de Expedición del mazo boca arriba; 1 menos que el número de jugadores"."""
    state = opening(players, 9)
    assert len(state["expeditions"]) == players - 1
    assert len(state["exp_deck"]) == 22 - (players - 1)


def test_printed_base_camp_clears_last_rounds_cards_and_draws_rewards_from_the_bag_and_this_rounds_stack() -> None:
    """ "Limpia todas las cartas de Expedición de la ronda anterior en una pila de descarte" / "si hay
    colonos como recompensa ... sácalos de la bolsa" / edificios "de la pila que coincida con la ronda"."""
    state = opening(3, 1)
    before = [c["id"] for c in state["expeditions"]]
    state["exp_deck"] = ["x16", "x03"] + [c for c in state["exp_deck"] if c not in ("x16", "x03")]
    bag, surface = list(state["bag"]), list(state["surface"])
    state = _board_setup(state, 4)  # round 4: the surface stack
    assert all(c in state["exp_discard"] for c in before)
    assert [c["id"] for c in state["expeditions"]] == ["x16", "x03"]
    assert state["expeditions"][0]["buildings"] == surface[:1]  # drawn before the Gantry's reveal
    assert state["expeditions"][0]["colonists"] == bag[:1] and state["expeditions"][1]["colonists"] == bag[1:2]


def test_printed_an_exhausted_expedition_deck_reshuffles_the_discard_with_the_cards_just_cleared() -> None:
    """ "Limpia todas las cartas ... en una pila de descarte, luego coloca las cartas ... Si el mazo se
    agota, baraja la pila de descarte para formar un nuevo mazo" (5 players need 24 cards in 6 rounds)."""
    state = opening(5, 2)
    shown = [c["id"] for c in state["expeditions"]]
    rest = [c for c in sorted(data.EXPEDITIONS) if c not in shown]
    state = {**state, "exp_deck": rest[:2], "exp_discard": rest[2:]}  # the sixth round: 2 left in the deck
    state = _board_setup(state, 6)
    assert len(state["expeditions"]) == 4
    drawn = [c["id"] for c in state["expeditions"]]
    assert drawn[:2] == rest[:2]
    pool = set(shown) | set(rest[2:])  # the reshuffled pile held the 4 cards just cleared too
    assert set(drawn[2:]) <= pool and len(state["exp_deck"]) == 18


def test_printed_vents_and_quarry_discard_leftovers_and_get_the_top_left_numbers_plus_two() -> None:
    """ "descarta cualquier energía restante ... La cantidad ... se muestra en la esquina superior
    izquierda de todas las cartas de expedición de esta ronda combinadas, más 2" (Quarry: the same)."""
    state = {**opening(4, 1), "vents": 9, "quarry": 1}
    state = _board_setup(state, 2)
    top_left = sum(data.EXPEDITIONS[c["id"]].refill for c in state["expeditions"])
    assert state["vents"] == state["quarry"] == top_left + 2


def test_printed_gantry_reveals_as_many_as_players_from_the_rounds_stack_added_to_those_left_at_most_eight() -> None:
    """ "océano si estás a punto de jugar la ronda 1, 2 o 3; superficie si ... 4, 5 o 6); igual al número
    de jugadores ... agregando a los que queden ... Máximo 8 edificios en el pórtico"."""
    state = opening(3, 1)
    assert len(state["gantry"]) == 3 and all(data.BUILDINGS[lot["id"]].zone == "ocean" for lot in state["gantry"])
    for round_no, stack in ((3, "ocean"), (4, "surface")):
        after = _board_setup(state, round_no)
        new = after["gantry"][3:]
        assert after["gantry"][:3] == state["gantry"] and len(new) == 3
        assert all(data.BUILDINGS[lot["id"]].zone == stack for lot in new)
    seven = {**state, "gantry": [{"id": t, "dice": []} for t in state["ocean"][:7]], "ocean": state["ocean"][7:]}
    assert len(_board_setup(seven, 2)["gantry"]) == 8


def test_printed_doorstep_gets_players_plus_two_colonists_added_to_those_left_at_most_twelve() -> None:
    """ "Coloca colonos aleatorios (dos más que el número de jugadores) ... añadiendo a los que queden ...
    Máximo 12 colonos en la Puerta"."""
    state = {**opening(3, 1), "doorstep": ["E"]}
    bag = list(state["bag"])
    after = _board_setup({**state, "exp_deck": ["x01", "x02"] + state["exp_deck"]}, 2)
    assert after["doorstep"] == ["E", *bag[:5]]
    full = _board_setup({**state, "doorstep": ["P"] * 10}, 2)
    assert len(full["doorstep"]) == 12


def test_printed_hard_mode_adds_no_two_energy_minerals_or_colonists_in_setup_or_any_round() -> None:
    """ "no agregue +2 Energía, Minerales y Colonos a los Vents, Quarry y Doorstep en Setup o en cada ronda"."""
    state = opening(4, 3, hard=True)
    assert state["hard"] and len(state["doorstep"]) == 4
    top_left = sum(data.EXPEDITIONS[c["id"]].refill for c in state["expeditions"])
    assert state["vents"] == state["quarry"] == top_left
    later = _board_setup({**state, "doorstep": []}, 2)
    top_left = sum(data.EXPEDITIONS[c["id"]].refill for c in later["expeditions"])
    assert later["vents"] == later["quarry"] == top_left and len(later["doorstep"]) == 4


def test_printed_the_event_is_revealed_last_and_one_marked_now_fires_at_once() -> None:
    """ "Evento: muestra la primera carta del mazo de eventos ... (Si la letra es [!], se activa
    inmediatamente cuando se revela)"."""
    state = {**opening(2, 1), "toolkits": [1, 1], "events": ["supply_drop", "blizzard"]}
    state = _board_setup(state, 2)
    assert state["event"] == "supply_drop" and state["toolkits"] == [2, 2] and state["events"] == ["blizzard"]
    state = _board_setup(state, 3)
    assert state["event"] == "blizzard" and state["mods"]["difficulty"] == 0  # it waits for its letter


def test_printed_an_event_fires_when_resolution_reaches_its_letter() -> None:
    """ "coloque el marcador de Evento en esa letra ... Esto indica cuándo se activará ese evento durante la ronda"."""
    state = {**only(placing(2), p0=[6], p1=[1]), "event": "rich_vein", "expeditions": [], "quarry": 5}
    state = place(state, 6, "region:quarry")
    assert state["quarry"] == 5  # its letter (C) not reached: nothing yet
    minerals = state["minerals"][0]
    state = _round_two(place(state, 1, "region:outfitters"))
    assert state["minerals"][0] == minerals + 6  # 5 + 3 at C, before the Quarry paid (else 5)


def test_printed_the_academy_and_outfitters_need_no_setup_the_academy_is_never_restocked() -> None:
    """ "6 Academy: No es necesaria ninguna configuración adicional. ! Proveedores: No se necesita
    configuración adicional"."""
    state = {**opening(3, 1), "academy": {"E": 1, "M": 0, "S": 4}}
    assert _board_setup(state, 2)["academy"] == {"E": 1, "M": 0, "S": 4}


# --- placement -------------------------------------------------------------------------------------
def test_printed_everyone_rolls_then_one_die_a_turn_from_the_first_player_clockwise() -> None:
    """ "Todos los jugadores lanzan sus dados ... Comience con el jugador inicial y continúe en el sentido
    de las agujas del reloj. En tu turno, selecciona un dado de tu reserva"."""
    state = {**only(placing(3), p0=[2, 2], p1=[3, 3], p2=[4, 4]), "first": 1, "active": 1}
    order = []
    for _ in range(6):
        order.append(state["active"])
        state = place(state, state["pools"][state["active"]][0], "region:outfitters")
    assert order == [1, 2, 0, 1, 2, 0]
    assert all(len(pool) == 5 for pool in opening(5, 1)["pools"])


def test_printed_toolkits_change_a_die_by_one_each_before_placing_within_one_and_six() -> None:
    """ "Cada caja de herramientas que gastes te permite sumar o restar 1 de un dado ... varias veces ...
    No puedes reducir un dado por debajo de 1 o subirlo por encima de 6"."""
    state = only(placing(2, toolkits=[3, 0]), p0=[1, 6], p1=[3])
    assert check_action(GAME, state, {"type": "tune", "die": 0, "delta": -1}) is not None
    assert check_action(GAME, state, {"type": "tune", "die": 1, "delta": 1}) is not None
    state = act(act(state, {"type": "tune", "die": 0, "delta": 1}), {"type": "tune", "die": 0, "delta": 1})
    assert state["pools"][0] == [3, 6] and state["toolkits"][0] == 1
    state = place(state, 3, "region:outfitters")  # once placed, the die is out of the pool: never after
    assert check_action(GAME, state, {"type": "tune", "die": 0, "delta": 1}) is not None  # seat 1 has none


# --- 1. Base Camp ----------------------------------------------------------------------------------
def test_printed_base_camp_dice_stack_above_earlier_ones_whatever_their_value() -> None:
    """ "Los dados posteriores se colocarán sobre los dados existentes, independientemente de su valor"."""
    state = {**only(placing(2), p0=[6, 1], p1=[2, 3]), "expeditions": [expedition_card("x21")]}
    state = place(place(place(state, 6, "exp:0"), 2, "exp:0"), 1, "exp:0")
    assert [d["value"] for d in state["expeditions"][0]["dice"]] == [6, 2, 1]


def test_printed_an_expedition_succeeds_when_its_total_reaches_its_difficulty() -> None:
    """ "Estás intentando que el total de dados combinados de una expedición alcance o supere su dificultad
    para ganar una insignia y una recompensa"."""
    state = {**only(placing(2), p0=[4], p1=[2]), "expeditions": [expedition_card("x12")]}  # difficulty 5
    reached = run_until(place(place(state, 4, "exp:0"), 2, "exp:0"), head_is("reward"))
    assert reached["expeditions"][0]["result"] == "success" and reached["badges"] == [1, 1]
    state = {**only(placing(2), p0=[3], p1=[1]), "expeditions": [expedition_card("x12")]}
    short = _round_two(place(place(state, 3, "exp:0"), 1, "exp:0"))  # 4 of 5
    assert short["badges"] == [0, 0] and "x12" in short["exp_discard"]


def test_printed_any_number_of_pioneers_cost_one_resource_and_add_a_pip_each_beyond_six() -> None:
    """ "Solo cuesta 1 recurso enviar cualquier número de Pioneros ... Cada Pioneer aumenta el valor de tu
    dado en 1 (se permite incluso más de 6)"."""
    shelters = [{**NOBODY, "P": 3}, dict(NOBODY)]
    state = {
        **only(placing(2, shelters=shelters, minerals=[1, 3]), p0=[6], p1=[1]),
        "expeditions": [expedition_card("x21")],
    }
    state = place(state, 6, "exp:0")
    state = act(state, {"type": "escort", "kind": "P", "count": 3, "pay": "minerals"})
    assert state["minerals"][0] == 0 and state["energy"][0] == 3 and state["shelters"][0]["P"] == 0
    assert flow.expedition_total(state["expeditions"][0]) == 9 and state["expeditions"][0]["dice"][0]["value"] == 6


def test_printed_only_one_engineer_marine_or_steward_goes_with_a_die_and_it_costs_a_resource() -> None:
    """ "puede enviar 1 ingeniero / 1 Marine / 1 Mayordomo con su dado" / "(gastando 1 recurso)"."""
    shelters = [{**NOBODY, "E": 2}, dict(NOBODY)]
    state = {**only(placing(2, shelters=shelters), p0=[4], p1=[1]), "expeditions": [expedition_card("x21")]}
    state = place(state, 4, "exp:0")
    assert check_action(GAME, state, {"type": "escort", "kind": "E", "count": 2, "pay": "energy"}) is not None
    poor = {**state, "energy": [0, 3], "minerals": [0, 3]}
    assert check_action(GAME, poor, {"type": "escort", "kind": "E", "count": 1, "pay": "energy"}) is not None
    assert check_action(GAME, state, {"type": "escort", "kind": "E", "count": 1, "pay": "energy"}) is None


def test_printed_colonists_go_on_an_expedition_from_the_shelters_only() -> None:
    """ "Puedes enviar un colono (o varios Pioneros) desde los Refugios en tu tapete de jugador"."""
    state = {**only(placing(2), p0=[4], p1=[1]), "expeditions": [expedition_card("x21")]}
    state["buildings"] = [[{"id": "o09", "staff": ["E", None]}], []]  # ore_dredge: an Engineer at work
    state = place(state, 4, "exp:0")
    assert check_action(GAME, state, {"type": "escort", "kind": "E", "count": 1, "pay": "energy"}) is not None
    assert flow.QUEUE.head(state) is None or flow.QUEUE.head(state)["kind"] != "escort"  # nothing to send


def test_printed_an_engineer_brings_two_resources_on_success_even_without_a_reward() -> None:
    """ "Si la Expedición tiene éxito, obtenga 2 recursos adicionales ... (incluso si no califica para una
    recompensa)" (three players on a card of two rewards: the third gets none)."""
    shelters = [dict(NOBODY), dict(NOBODY), {**NOBODY, "E": 1}]
    state = {**only(placing(3, shelters=shelters), p0=[6], p1=[5], p2=[1]), "expeditions": [expedition_card("x01")]}
    state = place(place(place(state, 6, "exp:0"), 5, "exp:0"), 1, "exp:0")
    before = state["energy"][2] + state["minerals"][2]
    state = act(state, {"type": "escort", "kind": "E", "count": 1, "pay": "energy"})  # the last die: Base Camp resolves
    state = run_until(state, head_is("reward"))
    assert state["energy"][2] + state["minerals"][2] == before - 1 + 2
    card = state["expeditions"][0]
    assert len(card["rewards"]) == 2 and flow.ranking(card)[-1] == 2  # seat 2 chooses third: nothing left
    failed = {**only(placing(3, shelters=shelters), p0=[1], p1=[1], p2=[1]), "expeditions": [expedition_card("x21")]}
    failed = place(place(place(failed, 1, "exp:0"), 1, "exp:0"), 1, "exp:0")
    before = failed["energy"][2] + failed["minerals"][2]
    failed = _round_two(act(failed, {"type": "escort", "kind": "E", "count": 1, "pay": "energy"}))  # 3 of 13
    # nothing gained: the sending's resource and (designed) the returned Engineer's upkeep paid, no +2
    assert failed["badges"] == [0, 0, 0] and failed["energy"][2] + failed["minerals"][2] == before - 1 - 1


def test_printed_a_marine_at_once_lowers_one_opponents_die_there_by_one_or_two_never_below_one() -> None:
    """ "Reduce inmediatamente el dado de 1 oponente en la misma Expedición en 1 o 2 (en realidad, cambia el
    dado). No puede reducir un dado por debajo de 1"."""
    shelters = [dict(NOBODY), {**NOBODY, "M": 1}]
    state = {**only(placing(2, shelters=shelters), p0=[5, 2], p1=[4]), "expeditions": [expedition_card("x21")]}
    state = place(state, 2, "exp:0")  # seat 0's 2
    state = place(state, 4, "exp:0")  # seat 1's 4 with a Marine
    state = act(state, {"type": "escort", "kind": "M", "count": 1, "pay": "energy"})
    cuts = [(a["die"], a["amount"]) for a in GAME.legal_actions(state)]
    mine = state["expeditions"][0]["dice"][1]["seq"]
    assert cuts == [(state["expeditions"][0]["dice"][0]["seq"], 1)] and mine not in [d for d, _ in cuts]
    state = act(state, {"type": "cut", "die": cuts[0][0], "amount": 1})
    assert [d["value"] for d in state["expeditions"][0]["dice"]] == [1, 4]  # the die itself changed


def test_printed_a_steward_goes_only_with_a_one_or_two_and_earns_a_vp_when_first_to_choose() -> None:
    """ "su dado debe ser de valor 1 o 2 únicamente. Si la Expedición es un éxito y eres el primero en elegir
    una recompensa, gana 1 PV además de la recompensa"."""
    shelters = [{**NOBODY, "S": 1}, {**NOBODY, "S": 1}]
    state = {**only(placing(2, shelters=shelters), p0=[3, 6], p1=[2]), "expeditions": [expedition_card("x12")]}
    high = place(state, 3, "exp:0")
    assert check_action(GAME, high, {"type": "escort", "kind": "S", "count": 1, "pay": "energy"}) is not None
    state = act(place(state, 6, "exp:0"), {"type": "no_escort"})
    state = place(state, 2, "exp:0")
    state = act(state, {"type": "escort", "kind": "S", "count": 1, "pay": "energy"})
    state = run_until(place(state, 3, "exp:0"), head_is("reward"))
    assert flow.QUEUE.head(state)["player"] == 0  # seat 0 chooses first: seat 1's Steward earns nothing
    state = act(act(state, {"type": "reward", "index": 0}), {"type": "reward", "index": 0})
    assert state["vp"] == [0, 0]


# --- 2. Vents and 3. Quarry -------------------------------------------------------------------------
@pytest.mark.parametrize("region", ["vents", "quarry"])
def test_printed_exposure_a_die_goes_right_of_every_equal_or_lower_die_its_value_what_it_collects(
    region: str,
) -> None:
    """ "coloque su dado a la derecha de todos los dados existentes que sean iguales o inferiores a su dado.
    El valor de tu dado indica cuánta energía podrás recolectar"."""
    state = {**only(placing(2), p0=[4, 2, 5], p1=[4, 1]), "expeditions": [], region: 30}
    for value in (4, 4, 2, 1):
        state = place(state, value, f"region:{region}")
    row = state["dice"][region]
    assert [(d["value"], d["owner"]) for d in row] == [(1, 1), (2, 0), (4, 0), (4, 1)]
    key = "energy" if region == "vents" else "minerals"
    before = list(state[key])
    state = _round_two(place(state, 5, "region:outfitters"))  # nobody shelters a colonist: no upkeep paid
    assert [state[key][p] - before[p] for p in (0, 1)] == [6, 5]


# --- 4. Gantry --------------------------------------------------------------------------------------
def test_printed_a_gantry_bid_must_be_higher_than_every_die_there_you_may_outbid_yourself() -> None:
    """ "el valor de tu dado debe ser mayor que el de los demás dados que ya estén allí. Puedes superar tu
    puja a ti mismo"."""
    state = only(placing(2), p0=[3, 5], p1=[3, 4])
    lot = f"lot:{state['gantry'][0]['id']}:0"
    state = place(state, 3, lot)
    assert check_action(GAME, state, {"type": "place", "die": 0, "target": lot}) is not None  # 3 does not beat 3
    state = place(state, 4, lot)
    state = place(state, 5, lot)  # seat 0 outbids seat 1, above its own 3
    assert [d["value"] for d in state["gantry"][0]["dice"]] == [3, 4, 5]
    assert check_action(GAME, state, {"type": "place", "die": 0, "target": lot}) is not None  # seat 1's 3


def test_printed_a_bid_needs_its_minerals_only_when_the_gantry_resolves() -> None:
    """ "No necesita poseer la cantidad ofertada de Minerales cuando coloque su dado; pero si no los posee
    para cuando el pórtico se resuelva ... no podrá comprar el edificio"."""
    state = {**only(placing(2, minerals=[0, 0]), p0=[5, 2], p1=[1, 1]), "expeditions": [], "quarry": 5}
    tile = state["gantry"][0]["id"]
    state = place(state, 5, f"lot:{tile}:0")  # placed with no minerals at all
    state = place(place(place(state, 1, "region:outfitters"), 2, "region:quarry"), 1, "region:outfitters")
    after = _round_two(state)
    assert all(b["id"] != tile for b in after["buildings"][0]) and after["minerals"][0] == 2  # 2 of 5
    rich = {**only(placing(2, minerals=[0, 0]), p0=[5, 5], p1=[1, 1]), "expeditions": [], "quarry": 5}
    rich = place(rich, 5, f"lot:{tile}:0")
    rich = place(place(place(rich, 1, "region:outfitters"), 5, "region:quarry"), 1, "region:outfitters")
    bought = _round_two(rich)
    assert bought["buildings"][0][0]["id"] == tile and bought["minerals"][0] == 0  # paid its bid


# --- 5. Doorstep (printed up to "Recluta colonos entrantes") -------------------------------------------
def test_printed_the_doorstep_recruits_the_colonists_waiting_there() -> None:
    """ "5. Puerta: Recluta colonos entrantes para que sirvan de personal a los edificios"."""
    state = {**only(placing(2), p0=[6], p1=[1]), "expeditions": [], "doorstep": ["M", "S"]}
    state = run_until(place(place(state, 6, "region:doorstep"), 1, "region:outfitters"), head_is("recruit"))
    assert sorted(a["kind"] for a in GAME.legal_actions(state) if a["type"] == "recruit") == ["M", "S"]
    state = act(state, {"type": "recruit", "kind": "M"})
    assert state["doorstep"] == ["S"] and state["shelters"][0]["M"] == 1


# --- general rules --------------------------------------------------------------------------------
def _owned(tile: str) -> dict[str, Any]:
    return {"id": tile, "staff": [None] * len(data.BUILDINGS[tile].spaces)}


def test_printed_a_colonist_fits_an_empty_space_of_its_kind_or_a_blank_one() -> None:
    """ "Un edificio tiene espacio para un colono si hay un espacio vacío que indique ese tipo de colono, o
    un espacio en blanco vacío (que puede albergar a cualquier tipo de colono)"."""
    shuttle = _owned("o05")  # shuttle_bay: M and a blank
    assert data.BUILDINGS["o05"].spaces == "M*"
    assert flow.room(shuttle, "M") == [0, 1] and flow.room(shuttle, "E") == [1]
    assert flow.room({**shuttle, "staff": [None, "P"]}, "E") == []


def test_printed_a_colonist_gained_may_go_at_once_into_a_building_with_room_else_the_shelters() -> None:
    """ "Siempre que ganes un colono por cualquier motivo, puedes colocarlo inmediatamente en cualquier
    edificio que tenga espacio, de lo contrario debe ir a tus refugios"."""
    state = {**only(placing(2), p0=[6], p1=[1]), "expeditions": [], "doorstep": ["M"]}
    state["buildings"] = [[_owned("o05")], []]
    state = run_until(place(place(state, 6, "region:doorstep"), 1, "region:outfitters"), head_is("recruit"))
    state = act(state, {"type": "recruit", "kind": "M"})
    assert {a["type"] for a in GAME.legal_actions(state)} == {"house", "done"}
    housed = act(state, next(a for a in GAME.legal_actions(state) if a["type"] == "house"))
    assert housed["buildings"][0][0]["staff"].count("M") == 1 and housed["shelters"][0]["M"] == 0
    kept = act(state, {"type": "done"})
    assert kept["shelters"][0]["M"] == 1


def test_printed_a_building_gained_takes_colonists_from_the_shelters_not_from_other_buildings() -> None:
    """ "puedes mover colonos inmediatamente desde tus refugios (pero no desde otros edificios) al nuevo
    edificio. De lo contrario, los colonos no pueden moverse hasta ... la fase de mantenimiento"."""
    shelters = [{**NOBODY, "P": 1}, dict(NOBODY)]
    state = {**only(placing(2, shelters=shelters, minerals=[5, 0]), p0=[2], p1=[1]), "expeditions": []}
    state["buildings"] = [[{"id": "o05", "staff": ["M", None]}], []]
    tile = "o01"  # volcanic_extractor: a P and a blank space
    state["gantry"] = [{"id": tile, "dice": []}]
    state = run_until(place(place(state, 2, f"lot:{tile}:0"), 1, "region:outfitters"), head_is("arrange"))
    legal = GAME.legal_actions(state)
    assert {a["type"] for a in legal} == {"house", "done"}  # no evict: nobody leaves another building
    assert all(a["target"].startswith("slot:1,") for a in legal if a["type"] == "house")


def test_printed_an_empty_bag_refills_from_the_discarded_colonists_else_nobody_enters() -> None:
    """ "Si la bolsa ... se queda sin colonos, recoge los que se han descartado ... Si ... la bolsa está
    vacía y no hay colonos descartados, ningún colono nuevo puede ingresar al juego"."""
    state = {**opening(2, 1), "bag": [], "discard": ["E", "M", "S", "P"], "doorstep": []}
    state = {**state, "exp_deck": ["x01"] + state["exp_deck"]}
    refilled = _board_setup(state, 2)
    assert sorted(refilled["doorstep"]) == ["E", "M", "P", "S"] and refilled["discard"] == []
    empty = _board_setup({**state, "discard": []}, 2)
    assert empty["doorstep"] == [] and empty["bag"] == []


def test_printed_the_bag_refills_whenever_it_runs_out_even_mid_round() -> None:
    """ "Si la bolsa de extracción se queda sin colonos, recoge los que se han descartado del juego y
    repone la bolsa con esos"."""
    state = {**only(placing(2), p0=[1], p1=[1]), "event": "immigration_wave", "expeditions": []}
    state = {**state, "bag": [], "discard": ["E", "S"], "doorstep": []}
    state = place(place(state, 1, "region:outfitters"), 1, "region:outfitters")
    after = run_until(state, lambda s: s["step"] > "E" or s["round"] == 2)
    assert sorted(after["doorstep"]) == ["E", "S"]


def test_printed_losing_what_you_do_not_have_loses_what_you_can() -> None:
    """ "si un evento te haría perder 2 minerales y solo tienes 1, pierde el 1"."""
    state = {**opening(2, 1), "energy": [0, 2]}
    state = {**state, "events": ["solar_flare"]}
    state = _board_setup(state, 2)
    assert state["energy"] == [0, 1]


def _resolution_queue() -> list[dict[str, Any]]:
    """The tasks queued once the last die of a round is placed."""
    queued = copy.deepcopy(only(placing(2), p0=[], p1=[]))
    flow.QUEUE.reset(queued, [])
    flow.after_place(queued, {})
    return [t for t in flow.QUEUE.tasks(queued) if t.get("kind") == "resolve"]


def test_printed_six_rounds_each_of_placement_resolution_and_upkeep() -> None:
    """ "Cada ronda tiene una fase de Colocación ... luego una fase de Resolución ... Finalmente, hay una
    fase de mantenimiento ... El juego se juega durante 6 rondas"."""
    state = opening(2, 11)
    phases: list[tuple[int, str]] = []

    def watch(s: State) -> bool:
        if not phases or phases[-1] != (s["round"], s["phase"]):
            phases.append((s["round"], s["phase"]))
        return s["phase"] == "over"

    state = run_until(state, watch)
    assert state["round"] == 6 and state["phase"] == "over"
    assert [r for r, p in phases if p == "place"] == [1, 2, 3, 4, 5, 6]  # placement opens each of six rounds
    # resolution then upkeep close a round (letters A-G, then H: upkeep; the designed order's own test)
    assert [t["letter"] for t in _resolution_queue()] == list("ABCDEFGH")
