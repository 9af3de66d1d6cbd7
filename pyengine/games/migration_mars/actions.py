"""Player actions and chance outcomes, each declared once at the end of this module (core/actions.py):
fields, when it is open, candidates, the check, the effect, the log line, and the button's label and group.

Actions of the active player's colony and construction phases answer the idle decision "main";
decisions asked by a pending task (answers, evacuations, choices) answer that task's kind.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, hex_key, integer, one_of, place_key
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.targets import hex_key_target, place_target
from pyengine.games.migration_mars import board, colony, data, flow, hands
from pyengine.games.migration_mars.decisions import (
    DICE,
    DRAW_EVENT,
    END_TURN,
    EVACUATE,
    EXPLORE,
    FIRST_ROLL,
    FIRST_TUNNEL,
    FUEL,
    GIFT,
    IDLE,
    INJURE,
    METEOR,
    MOVE,
    PICK_RESOURCE,
    REPAIR,
    RUINS,
    SHUFFLE,
    SUPPLY_CHOICE,
    TRADE_ANSWER,
    TRADE_EDIT,
)
from pyengine.games.migration_mars.describe import card, card_count
from pyengine.games.migration_mars.describe import place as where
from pyengine.games.migration_mars.state import MigrationState as State
from pyengine.games.migration_mars.state import Trade
from pyengine.i18n import seat

Action = dict[str, Any]


def _me(state: State) -> int:
    """The player deciding now (the task's player, else the active player)."""
    task = flow.head(state)
    return int(task["player"]) if task is not None and "player" in task else int(state["active"])


# --- phase gates ----------------------------------------------------------------------------
def _colony_gate(state: State) -> Msg | None:
    return msg("mm.illegal.after_construction") if state["turn"]["built"] else None


def _build_gate(state: State) -> Msg | None:
    return msg("mm.illegal.one_construction") if state["turn"]["built"] else None


def _mark_colony(state: State) -> None:
    state["turn"]["colony"] = True


def _mark_built(state: State) -> None:
    state["turn"]["built"] = True


# --- colony phase: population ----------------------------------------------------------------
def _move_candidates(state: State) -> list[Action]:
    p = state["active"]
    dests = colony.homes_for_new(state, p)
    return [
        {"type": "move_pop", "from": place_target(s), "to": place_target(d)}
        for s in colony.healthy_sources(state, p)
        for d in dests
        if not (s == "embassy" and d == "embassy")
    ]


def _move_problem(state: State, action: Action) -> Msg | None:
    p = state["active"]
    if action.get("from") not in colony.healthy_sources(state, p):
        return msg("mm.illegal.no_unit_there")
    if action.get("to") not in colony.homes_for_new(state, p) or action.get("to") == action.get("from"):
        return msg("mm.illegal.no_room")
    return None


def _move_effect(state: State, action: Action) -> None:
    p = state["active"]
    colony.place_pop(state, p, action["from"], 0)
    colony.place_pop(state, p, action["to"], 1)
    _mark_colony(state)


def _recover_candidates(state: State) -> list[Action]:
    """Each patient to each free habitat (the event Field Medics moves them without a medipack)."""
    p = state["active"]
    homes = colony.free(state, p, "habitat")
    return [
        {"type": "recover", "from": hex_key_target(h), "to": hex_key_target(k)}
        for h in colony.occupied(state, p, "hospital")
        for k in homes
    ]


def _recover_listing(state: State) -> list[Action]:
    """The recoveries a medipack pays for: every one passes `_recover_problem`."""
    return _recover_candidates(state) if state["hand"][state["active"]]["medipack"] >= 1 else []


def _recover_problem(state: State, action: Action) -> Msg | None:
    p = state["active"]
    if action["from"] not in colony.occupied(state, p, "hospital"):  # fields parsed to hex keys
        return msg("mm.illegal.no_patient")
    if action["to"] not in colony.free(state, p, "habitat"):
        return msg("mm.illegal.no_room")
    return colony.missing(state, p, {"medipack": 1})


def _recover_effect(state: State, action: Action) -> None:
    p = state["active"]
    colony.pay(state, p, {"medipack": 1})
    colony.place_pop(state, p, action["from"], 0)
    colony.place_pop(state, p, action["to"], 1)
    _mark_colony(state)


# --- colony phase: the Commercial Space Station ------------------------------------------------
def export_rate(give: Any, get: Any) -> int | None:
    """Cards given for one card (or population) received, or None if the exchange does not exist."""
    if give not in data.RESOURCES or get == give:
        return None
    if get in data.BASIC:
        return data.EXPORT_PAIR
    if get in data.SUPPLIES:
        return data.OLYMPIUM_SUPPLY if give == "olympium" else data.EXPORT_QUAD
    if get == "population" and give == "olympium":
        return data.OLYMPIUM_POPULATION
    return None


def _export_candidates(state: State) -> list[Action]:
    if not colony.count(state, state["active"], "export"):
        return []  # none could pass: spares the bots' playouts listing them every step
    hand = state["hand"][state["active"]]

    def affordable(give: str, get: str) -> bool:  # every rule of `_export_problem`
        rate = export_rate(give, get)
        return rate is not None and hand[give] >= rate and (get == "population" or state["stock"][get] > 0)

    gets = [*data.BASIC, *data.SUPPLIES]
    found = [{"type": "export", "give": g, "get": t} for g in data.RESOURCES for t in gets if affordable(g, t)]
    if affordable("olympium", "population"):
        homes = colony.homes_for_new(state, state["active"])
        found += [{"type": "export", "give": "olympium", "get": "population", "target": place_target(h)} for h in homes]
    return found


def _export_problem(state: State, action: Action) -> Msg | None:
    p = state["active"]
    give, get = action.get("give"), action.get("get")
    rate = export_rate(give, get)
    if rate is None:
        return msg("mm.illegal.no_such_exchange")
    if not colony.count(state, p, "export"):
        return msg("mm.illegal.no_export_center")
    if get == "population":
        if action.get("target") not in colony.homes_for_new(state, p):
            return msg("mm.illegal.no_room")
    elif not state["stock"][str(get)]:
        return msg("mm.illegal.station_empty", card=msg(f"mm.card.{get}"))
    return colony.missing(state, p, {str(give): rate})


def _export_effect(state: State, action: Action) -> None:
    p = state["active"]
    rate = export_rate(action["give"], action["get"])
    assert rate is not None
    colony.pay(state, p, {action["give"]: rate})
    if action["get"] == "population":
        colony.place_pop(state, p, action["target"], 1)
    else:
        colony.gain(state, p, action["get"], 1)
    _mark_colony(state)


# --- colony phase: saved events and repair platforms ------------------------------------------
def _event_params(state: State, card: str) -> list[dict[str, Any]]:
    """Possible parameter sets when playing a saved event."""
    effect = data.EVENTS[card]
    if effect == "orbital_cleanup":
        return [{"target": hex_key_target(k)} for k in state["impacts"]]
    if effect == "field_medics":
        return [{"from": c["from"], "to": c["to"]} for c in _recover_candidates(state)]
    if effect == "earth_grant":
        return [{"resource": r} for r in data.BASIC]
    return [{}]


def _play_candidates(state: State) -> list[Action]:
    """Every saved event with each of its parameter sets the station can serve (`_play_problem`'s rules)."""
    cards = sorted(set(state["saved"][state["active"]]))
    return [
        {"type": "play_event", "card": c, **params}
        for c in cards
        for params in _event_params(state, c)
        if data.EVENTS[c] != "earth_grant" or state["stock"][params["resource"]]
    ]


def _play_problem(state: State, action: Action) -> Msg | None:
    card = action["card"]
    if card not in state["saved"][state["active"]]:
        return msg("mm.illegal.no_such_event")
    sent = action.raw if isinstance(action, Move) else action  # its targets as listed, not parsed
    extra = {k: v for k, v in sent.items() if k not in ("type", "card")}
    if extra not in _event_params(state, card):
        return msg("mm.illegal.event_target")
    if data.EVENTS[card] == "earth_grant" and not state["stock"][action["resource"]]:
        return msg("mm.illegal.station_empty", card=msg(f"mm.card.{action['resource']}"))
    return None


def _play_effect(state: State, action: Action) -> None:
    p = state["active"]
    card = action["card"]
    state["saved"][p].remove(card)
    state["deck"].append(card)
    PLAYED[data.EVENTS[card]](state, p, action)
    _mark_colony(state)


def _cargo_shuttle(state: State, p: int, action: Action) -> None:
    colony.gain(state, p, "rcu", 1)
    colony.gain(state, p, "fuel", 1)


def _orbital_cleanup(state: State, p: int, action: Action) -> None:
    state["impacts"].remove(action["target"])


def _field_medics(state: State, p: int, action: Action) -> None:
    colony.place_pop(state, p, action["from"], 0)
    colony.place_pop(state, p, action["to"], 1)


def _earth_grant(state: State, p: int, action: Action) -> None:
    colony.gain(state, p, action["resource"], data.EARTH_GRANT)


PLAYED: dict[str, Callable[[State, int, Action], None]] = {
    "cargo_shuttle": _cargo_shuttle,
    "orbital_cleanup": _orbital_cleanup,
    "field_medics": _field_medics,
    "earth_grant": _earth_grant,
}


def _scrap_candidates(state: State) -> list[Action]:
    return [{"type": "scrap_repair", "slot": i} for i in range(len(state["repair"][state["active"]]))]


def _scrap_problem(state: State, action: Action) -> Msg | None:
    if not action["slot"] < len(state["repair"][state["active"]]):
        return msg("mm.illegal.no_such_platform")
    return None


def _scrap_effect(state: State, action: Action) -> None:
    del state["repair"][state["active"]][action["slot"]]


# --- colony phase: trades --------------------------------------------------------------------
def holdings(state: State, player: int) -> dict[str, int]:
    """Tradable assets: cards by kind and saved events as "event:<id>"."""
    held = {k: v for k, v in state["hand"][player].items() if v}
    held.update({f"event:{c}": 1 for c in state["saved"][player]})
    return held


def held(state: State, player: int, asset: str) -> int:
    """How many of one asset `holdings` counts (without listing them all: checked per candidate)."""
    if asset.startswith("event:"):
        return 1 if asset.removeprefix("event:") in state["saved"][player] else 0
    return int(state["hand"][player].get(asset, 0))


def _open_candidates(state: State) -> list[Action]:
    """The partners `_open_problem` allows: the active player holds something, the partner too."""
    a = state["active"]
    if not holdings(state, a):
        return []
    partners = (q for q in range(state["players"]) if q != a)
    return [{"type": "trade_open", "partner": q} for q in partners if hands.size(state["hand"][q]) or state["saved"][q]]


def _open_problem(state: State, action: Action) -> Msg | None:
    q = action["partner"]
    if not q < state["players"] or q == state["active"]:
        return msg("mm.illegal.no_such_partner")
    # Only public facts: the partner's number of cards and saved events, never which cards.
    if not holdings(state, state["active"]) or not (hands.size(state["hand"][q]) or state["saved"][q]):
        return msg("mm.illegal.nothing_to_trade")
    return None


def _open_effect(state: State, action: Action) -> None:
    a = state["active"]
    state["trade"] = {"a": a, "b": action["partner"], "gives": {str(a): {}, str(action["partner"]): {}}}
    flow.push(state, {"kind": TRADE_EDIT, "player": a})
    _mark_colony(state)


def _trade(state: State) -> Trade:
    """The offer being made (asked only while there is one)."""
    trade = state["trade"]
    assert trade is not None, "no trade open"
    return trade


def _other(state: State, player: int) -> int:
    trade = _trade(state)
    return int(trade["b"] if player == trade["a"] else trade["a"])


def _edit_candidates(state: State) -> list[Action]:
    """Every legal edit of the offer, each passing its type's check (declared `checked`: a random
    game spends half its actions here, and checking each again cost a tenth of its time)."""
    me = _me(state)
    other = _other(state, me)
    gives = _trade(state)["gives"]
    offered, asked = gives[str(me)], gives[str(other)]
    have = holdings(state, me)
    limit = data.MAX_TRADE_COUNT
    found: list[Action] = [
        {"type": "trade_offer", "asset": a} for a in sorted(have) if offered.get(a, 0) < min(have[a], limit)
    ]
    found += [{"type": "trade_ask", "asset": a} for a in askable(state, me, other)]
    found += [{"type": "trade_unoffer", "asset": a} for a in sorted(offered)]
    found += [{"type": "trade_unask", "asset": a} for a in sorted(asked)]
    if all(gives.values()) and all(have.get(a, 0) >= n for a, n in offered.items()):  # `_send_problem`'s rules
        found.append({"type": "trade_send"})
    found.append({"type": "trade_cancel"})
    return found


def _side(state: State, action: Action) -> int:
    me = _me(state)
    return me if action["type"] in ("trade_offer", "trade_unoffer") else _other(state, me)


def askable(state: State, asker: int, partner: int) -> list[str]:
    """The assets the asker may ask for: every card type and saved event public information
    allows the partner to give (their hand is private: rulings 29 and 30)."""
    asked = _trade(state)["gives"][str(partner)]
    # `_ask_limit` for every asset in one pass: the partner's hand size and the cards asked, once.
    room = hands.size(state["hand"][partner]) - sum(int(n) for a, n in asked.items() if a in hands.TOTALS)
    own, stock = state["hand"][asker], state["stock"]
    found = []
    for kind, total in hands.TOTALS.items():
        # hands.outside, read here for every card at once
        outside = total - (state["blueprints"] if kind == "blueprint" else stock[kind]) - own[kind]
        put = asked.get(kind, 0)
        if min(outside, room + put, data.MAX_TRADE_COUNT) > put:
            found.append(kind)
    found += [a for a in (f"event:{c}" for c in state["saved"][partner]) if asked.get(a, 0) < 1]
    return sorted(found)


def _ask_limit(state: State, asker: int, partner: int, asset: str) -> int:
    """How many of an asset may be asked: at most what lies outside the station and the asker's
    own hand, the partner's number of cards (all asks together) and MAX_TRADE_COUNT."""
    if asset.startswith("event:"):
        return 1 if asset.removeprefix("event:") in state["saved"][partner] else 0
    if asset not in hands.TOTALS:
        return 0
    gives = _trade(state)["gives"][str(partner)]
    asked_else = sum(int(n) for a, n in gives.items() if a in hands.TOTALS and a != asset)
    room = hands.size(state["hand"][partner]) - asked_else
    return min(hands.outside(state, asker, asset), room, data.MAX_TRADE_COUNT)


def _add_problem(state: State, action: Action) -> Msg | None:
    who = _side(state, action)
    asset = action.get("asset")
    put = _trade(state)["gives"][str(who)].get(asset, 0) if isinstance(asset, str) else 0
    if action["type"] == "trade_ask":
        limit = _ask_limit(state, _me(state), who, asset) if isinstance(asset, str) else 0
        return msg("mm.illegal.cannot_exist") if put >= limit else None
    have = held(state, who, asset) if isinstance(asset, str) else 0
    if put >= have or put >= data.MAX_TRADE_COUNT:
        return msg("mm.illegal.not_held")
    return None


def _add_effect(state: State, action: Action) -> None:
    gives = _trade(state)["gives"][str(_side(state, action))]
    gives[action["asset"]] = gives.get(action["asset"], 0) + 1


def _remove_problem(state: State, action: Action) -> Msg | None:
    asset = action.get("asset")
    if not isinstance(asset, str) or asset not in _trade(state)["gives"][str(_side(state, action))]:
        return msg("mm.illegal.not_in_offer")
    return None


def _remove_effect(state: State, action: Action) -> None:
    gives = _trade(state)["gives"][str(_side(state, action))]
    gives[action["asset"]] -= 1
    if not gives[action["asset"]]:
        del gives[action["asset"]]


def _send_problem(state: State, action: Action) -> Msg | None:
    if not all(_trade(state)["gives"].values()):
        return msg("mm.illegal.empty_offer")
    me = _me(state)
    if not _fits(state, me, _trade(state)["gives"][str(me)]):  # asked of you in an earlier round
        return msg("mm.illegal.send_not_held")
    return None


def _send_effect(state: State, action: Action) -> None:
    me = _me(state)
    # Offers sent this turn (first proposals and counter-offers): bots weigh haggling by it.
    state["turn"]["offers"] = state["turn"].get("offers", 0) + 1
    flow.QUEUE.replace_head(state, {"kind": TRADE_ANSWER, "player": _other(state, me)})


def _close_trade(state: State, action: Action) -> None:
    flow.QUEUE.pop(state)
    state["trade"] = None


def _fits(state: State, player: int, wanted: dict[str, int]) -> bool:
    held = holdings(state, player)
    return all(held.get(a, 0) >= n for a, n in wanted.items())


def _accept_problem(state: State, action: Action) -> Msg | None:
    trade, me = _trade(state), _me(state)
    if not _fits(state, me, trade["gives"][str(me)]):
        return msg("mm.illegal.cannot_give")
    # The sender held their side when sending (checked then); this guards a bot's sampled hands.
    if not all(_fits(state, int(p), g) for p, g in trade["gives"].items()):
        return msg("mm.illegal.not_held")
    return None


def _accept_effect(state: State, action: Action) -> None:
    trade = _trade(state)
    a, b = int(trade["a"]), int(trade["b"])
    for giver, taker in ((a, b), (b, a)):
        for asset, n in trade["gives"][str(giver)].items():
            _transfer(state, giver, taker, asset, n)
    _close_trade(state, action)


def _transfer(state: State, giver: int, taker: int, asset: str, n: int) -> None:
    if asset.startswith("event:"):
        card = asset.removeprefix("event:")
        state["saved"][giver].remove(card)
        state["saved"][taker].append(card)
        return
    state["hand"][giver][asset] -= n
    state["hand"][taker][asset] += n
    if asset == "blueprint":
        state["fresh_blueprints"][taker] += n  # usable only in a later turn
        # Fresh ones passed on leave with the rest: a hand never counts more fresh blueprints
        # than it holds (a bot's sample of a hidden hand relies on it; legality is unchanged).
        held = state["hand"][giver]["blueprint"]
        state["fresh_blueprints"][giver] = min(state["fresh_blueprints"][giver], held)


def _counter_effect(state: State, action: Action) -> None:
    flow.QUEUE.replace_head(state, {"kind": TRADE_EDIT, "player": _me(state)})


# --- construction phase ----------------------------------------------------------------------
def _build_candidates(state: State) -> list[Action]:
    """Every legal build (checked here: the sites come from `colony.build_sites`, worked out once per map)."""
    p = state["active"]
    sites = colony.build_sites(state, p)
    return [
        {"type": "build", "kind": kind, "target": hex_key_target(k)}
        for kind in _affordable(state, p)
        for k in sites(kind)
    ]


def _affordable(state: State, p: int) -> list[str]:
    """The kinds `_afford_problem` allows, in BUILD_ORDER, with the board read once (no reasons
    worded: the listing only needs to know)."""
    hand, platforms = state["hand"][p], state["repair"][p]
    mine = Counter(s["kind"] for s in state["structures"].values() if s["owner"] == p)
    usable_blueprints = hand["blueprint"] - state["fresh_blueprints"][p]
    return [
        kind
        for kind, cost in data.COSTS.items()
        if data.PIECES[kind] - mine[kind] - platforms.count(kind) > 0
        and all(hand[card] >= n for card, n in cost.items())
        and (kind != "fortress" or usable_blueprints >= 1)
    ]


def _afford_problem(state: State, p: int, kind: str) -> Msg | None:
    if colony.pieces_left(state, p, kind) <= 0:
        return msg("mm.illegal.no_pieces", building=msg(f"mm.building.{kind}"))
    short = colony.missing(state, p, data.COSTS[kind])
    if short is None and kind == "fortress" and state["hand"][p]["blueprint"] - state["fresh_blueprints"][p] < 1:
        return msg("mm.illegal.fresh_blueprint")
    return short


def _build_problem(state: State, action: Action) -> Msg | None:
    p = state["active"]
    kind, key = action["kind"], action["target"]
    return _afford_problem(state, p, kind) or colony.placement_problem(state, p, key, kind)


def _build_effect(state: State, action: Action) -> None:
    p = state["active"]
    colony.pay(state, p, data.COSTS[action["kind"]])
    place(state, p, action["kind"], action["target"])
    _mark_built(state)


def place(state: State, player: int, kind: str, key: str, settlers: bool = True) -> None:
    """Put a structure on the map; a newly bought habitat comes with one population unit."""
    state["structures"][key] = {"kind": kind, "owner": player, "pop": int(settlers and kind == "habitat")}


def _clear_candidates(state: State) -> list[Action]:
    if state["hand"][state["active"]]["rcu"] < 1:
        return []  # each costs one RCU
    return [{"type": "clear_impact", "target": hex_key_target(k)} for k in state["impacts"]]


def _clear_problem(state: State, action: Action) -> Msg | None:
    if action["target"] not in state["impacts"]:
        return msg("mm.illegal.no_impact")
    return colony.missing(state, state["active"], {"rcu": 1})


def _clear_effect(state: State, action: Action) -> None:
    colony.pay(state, state["active"], {"rcu": 1})
    state["impacts"].remove(action["target"])
    _mark_built(state)


def _demolish_candidates(state: State) -> list[Action]:
    p = state["active"]
    if state["hand"][p]["rcu"] < 1:
        return []  # none could pass (each costs one): spares the bots' playouts checking every building
    mine = [
        k
        for k, s in state["structures"].items()
        if s["owner"] == p
        and s["kind"] in data.REMOVABLE
        and not s["pop"]
        and not (s["kind"] == "lsc" and _orphans(state, p, k))
    ]
    return [{"type": "demolish", "target": hex_key_target(k)} for k in sorted(mine)]


def _demolish_problem(state: State, action: Action) -> Msg | None:
    p = state["active"]
    key = action["target"]
    piece = state["structures"].get(key)
    if piece is None or piece["owner"] != p or piece["kind"] not in data.REMOVABLE:
        return msg("mm.illegal.not_your_building")
    if piece["pop"]:
        return msg("mm.illegal.occupied_building")
    if piece["kind"] == "lsc" and _orphans(state, p, key):
        return msg("mm.illegal.habitats_need_lsc")
    return colony.missing(state, p, {"rcu": 1})


def _orphans(state: State, p: int, lsc: str) -> bool:
    """True if removing this life support centre would leave a habitat with none next to it."""
    others = set(colony.own(state, p, "lsc")) - {lsc}
    return any(not others & set(board.NEIGHBOURS[h]) for h in colony.own(state, p, "habitat"))


def _demolish_effect(state: State, action: Action) -> None:
    p = state["active"]
    colony.pay(state, p, {"rcu": 1})
    del state["structures"][action["target"]]
    colony.trim_repairs(state, p)
    _mark_built(state)


def _rebuild_candidates(state: State) -> list[Action]:
    p = state["active"]
    if state["turn"]["colony"] or state["turn"]["built"]:
        return []  # a rebuild takes the whole turn: none could pass
    sites = colony.build_sites(state, p)
    return [  # the sites are those `placement_problem` allows: each passes the check
        {"type": "rebuild", "slot": slot, "target": hex_key_target(k)}
        for slot, kind in enumerate(state["repair"][p])
        for k in sites(kind)
    ]


def _rebuild_problem(state: State, action: Action) -> Msg | None:
    p = state["active"]
    slot, key = action["slot"], action["target"]
    if not slot < len(state["repair"][p]):
        return msg("mm.illegal.no_such_platform")
    if state["turn"]["colony"] or state["turn"]["built"]:
        return msg("mm.illegal.rebuild_whole_turn")
    return colony.placement_problem(state, p, key, state["repair"][p][slot])


def _rebuild_effect(state: State, action: Action) -> None:
    p = state["active"]
    kind = state["repair"][p].pop(action["slot"])
    place(state, p, kind, action["target"], settlers=False)  # its population was evacuated or lost
    flow.push(state, {"kind": END_TURN})  # the whole turn: no trades, building or dice


# --- dice phase ---------------------------------------------------------------------------------
def _roll_candidates(state: State) -> list[Action]:
    return [{"type": "roll"}]


def _roll_effect(state: State, action: Action) -> None:
    if state["fuel_cells"] == "before":  # fuel cells are committed, then the dice roll
        flow.push(state, {"kind": FUEL, "player": state["active"]}, {"kind": DICE, "fuel": 0}, {"kind": END_TURN})
    else:
        flow.push(state, {"kind": DICE}, {"kind": END_TURN})


def _fuel_candidates(state: State) -> list[Action]:
    return [{"type": "fuel", "cells": k} for k in range(state["hand"][_me(state)]["fuel"] + 1)]


def _fuel_problem(state: State, action: Action) -> Msg | None:
    cells, have = action["cells"], state["hand"][_me(state)]["fuel"]
    if not cells <= have:
        return msg("mm.illegal.fuel", have=have)
    return None


def _fuel_effect(state: State, action: Action) -> None:
    task = flow.QUEUE.pop(state)
    flow.move_rover(state, task, action["cells"])


def _commit_effect(state: State, action: Action) -> None:
    flow.commit_fuel(state, action["cells"])


def _recall_candidates(state: State) -> list[Action]:
    return [{"type": "recall"}] if state["turn"]["start_pop"] >= data.VICTORY_POPULATION else []


def _recall_problem(state: State, action: Action) -> Msg | None:
    if state["turn"]["start_pop"] < data.VICTORY_POPULATION:
        return msg("mm.illegal.recall_needs_five", need=data.VICTORY_POPULATION)
    return None


def _recall_effect(state: State, action: Action) -> None:
    p = state["active"]
    state["rover"][p] = board.STOPS[state["factions"][p]]
    flow.push(state, *flow.supply_phase(p), {"kind": END_TURN})


# --- decisions asked by pending tasks --------------------------------------------------------
def _first_tunnel_candidates(state: State) -> list[Action]:
    hq = board.HQ[state["factions"][_me(state)]]
    return [{"type": "first_tunnel", "target": hex_key_target(k)} for k in board.NEIGHBOURS[hq]]


def _first_tunnel_problem(state: State, action: Action) -> Msg | None:
    key = action["target"]
    if key not in board.NEIGHBOURS[board.HQ[state["factions"][_me(state)]]]:
        return msg("mm.illegal.next_to_hq")
    return colony.site_problem(state, key, "tunnel")


def _first_tunnel_effect(state: State, action: Action) -> None:
    place(state, _me(state), "tunnel", action["target"])
    flow.QUEUE.pop(state)


def _pick_candidates(state: State) -> list[Action]:
    return [{"type": "pick_resource", "resource": r} for r in data.BASIC]


def _pick_problem(state: State, action: Action) -> Msg | None:
    r = action.get("resource")
    if r not in data.BASIC:
        return msg("mm.illegal.not_basic")
    return None if state["stock"][r] else msg("mm.illegal.station_empty", card=msg(f"mm.card.{r}"))


def _pick_effect(state: State, action: Action) -> None:
    colony.gain(state, _me(state), action["resource"], 1)
    flow.QUEUE.pop(state)


def _ruins_candidates(state: State) -> list[Action]:
    return [{"type": "ruins", "choice": c} for c in ("blueprint", "olympium")]


def _ruins_problem(state: State, action: Action) -> Msg | None:
    choice = action.get("choice")
    if choice not in ("blueprint", "olympium"):
        return msg("mm.illegal.ruins_choice")
    if choice == "blueprint" and not state["blueprints"]:
        return msg("mm.illegal.no_blueprints")
    return None


def _ruins_effect(state: State, action: Action) -> None:
    task = flow.QUEUE.pop(state)
    flow.push(state, {"kind": EXPLORE, "player": task["player"], "ruins": task["ruins"], "choice": action["choice"]})


def _evacuate_candidates(state: State) -> list[Action]:
    return [
        {"type": "evacuate", "target": hex_key_target(k)}
        for k in flow.evacuation_targets(state, flow.QUEUE.current(state))
    ]


def _evacuate_problem(state: State, action: Action) -> Msg | None:
    if action.get("target") not in flow.evacuation_targets(state, flow.QUEUE.current(state)):
        return msg("mm.illegal.no_room")
    return None


def _evacuate_effect(state: State, action: Action) -> None:
    task = flow.QUEUE.pop(state)
    colony.place_pop(state, task["player"], action["target"], 1)


def _repair_candidates(state: State) -> list[Action]:
    p = _me(state)
    held = len(state["repair"][p])
    if held < colony.platforms(state, p):
        found: list[Action] = [{"type": "repair", "choice": "platform"}]
    else:  # all platforms busy: one of their buildings may be discarded to make room
        found = [{"type": "repair", "choice": "platform", "replace": i} for i in range(held)]
    return [*found, {"type": "repair", "choice": "board"}]


def _repair_problem(state: State, action: Action) -> Msg | None:
    extra = {k: v for k, v in action.items() if k != "type"}
    if extra not in [{k: v for k, v in a.items() if k != "type"} for a in _repair_candidates(state)]:
        return msg("mm.illegal.repair_choice")
    return None


def _repair_effect(state: State, action: Action) -> None:
    task = flow.QUEUE.pop(state)
    platforms = state["repair"][task["player"]]
    if "replace" in action:
        del platforms[action["replace"]]  # discarded back to the player board
    if action["choice"] == "platform":
        platforms.append(task["building"])


def _injure_candidates(state: State) -> list[Action]:
    p = _me(state)
    wards = colony.free(state, p, "hospital")
    found: list[Action] = []
    for s in colony.healthy_sources(state, p):
        source = place_target(s)
        found += [{"type": "injure", "source": source, "hospital": hex_key_target(h)} for h in wards] or [
            {"type": "injure", "source": source}
        ]
    return found


def _injure_problem(state: State, action: Action) -> Msg | None:
    p = _me(state)
    if action.get("source") not in colony.healthy_sources(state, p):
        return msg("mm.illegal.no_unit_there")
    wards = colony.free(state, p, "hospital")
    ward = action.get("hospital")  # parsed to a hex key
    if (
        (ward is None) != (not wards)
        or (ward is not None and ward not in wards)
        or set(action) - {"type", "source", "hospital"}
    ):
        return msg("mm.illegal.hospital_choice")
    return None


def _injure_effect(state: State, action: Action) -> None:
    task = flow.QUEUE.pop(state)
    p = task["player"]
    colony.place_pop(state, p, action["source"], 0)
    if "hospital" in action:
        colony.place_pop(state, p, action["hospital"], 1)


def _supply_candidates(state: State) -> list[Action]:
    return [{"type": "take_supply", "item": s} for s in data.SUPPLIES]


def _supply_problem(state: State, action: Action) -> Msg | None:
    item = action.get("item")
    if item not in data.SUPPLIES:
        return msg("mm.illegal.not_supply")
    return None if state["stock"][item] else msg("mm.illegal.station_empty", card=msg(f"mm.card.{item}"))


def _supply_effect(state: State, action: Action) -> None:
    colony.gain(state, _me(state), action["item"], 1)
    flow.QUEUE.pop(state)


def _gift_candidates(state: State) -> list[Action]:
    homes = colony.homes_for_new(state, _me(state))
    return [{"type": "gift", "item": s} for s in data.SUPPLIES] + [
        {"type": "gift", "item": "population", "target": place_target(h)} for h in homes
    ]


def _gift_problem(state: State, action: Action) -> Msg | None:
    if action.get("item") == "population":
        ok = action.get("target") in colony.homes_for_new(state, _me(state))
        return None if ok else msg("mm.illegal.no_room")
    return _supply_problem(state, action)


def _gift_effect(state: State, action: Action) -> None:
    if action["item"] == "population":
        colony.place_pop(state, _me(state), action["target"], 1)
        flow.QUEUE.pop(state)
    else:
        _supply_effect(state, action)


def _fine(state: State, action: Action) -> Msg | None:
    return None


def _none(state: State) -> list[Action]:
    return []


# --- log lines (the state is the one before the action) ----------------------------------------
def _actor(state: State) -> Msg:
    """The player deciding: the pending task's, else the active player."""
    task = flow.head(state)
    player = task["player"] if task is not None and "player" in task else state["active"]
    return seat(int(player))


def _simple_log(key: str) -> Callable[[State, Move], Msg]:
    """A log line naming only the player."""
    return lambda state, action: msg(key, player=_actor(state))


def _hex_log(key: str) -> Callable[[State, Move], Msg]:
    """A log line naming the player and the action's hex."""
    return lambda state, action: msg(key, player=_actor(state), hex=where(action["target"]))


def _build_log(state: State, action: Move) -> Msg:
    building = msg(f"mm.building.{action['kind']}")
    return msg("mm.log.build", player=_actor(state), building=building, hex=where(action["target"]))


def _rebuild_log(state: State, action: Move) -> Msg:
    kind = state["repair"][state["active"]][action["slot"]]
    return msg("mm.log.rebuild", player=_actor(state), building=msg(f"mm.building.{kind}"), hex=where(action["target"]))


def _export_log(state: State, action: Move) -> Msg:
    get = msg("mm.card.population") if action["get"] == "population" else card(action["get"])
    return msg("mm.log.export", player=_actor(state), give=card(action["give"]), get=get)


def _trade_change_log(state: State, action: Move) -> Msg:
    """An edit of the offer: the first or last of an asset by name, otherwise the new amount and the old
    one (a counter-offer that still asks 1 water never reads "no longer asks for water")."""
    kind = action["type"]
    trade = _trade(state)
    task = flow.head(state)
    me = int(task["player"] if task is not None else state["active"])
    other = int(trade["b"] if me == trade["a"] else trade["a"])
    side = me if kind in ("trade_offer", "trade_unoffer") else other
    before = int(trade["gives"][str(side)].get(action["asset"], 0))
    after = before + (1 if kind in ("trade_offer", "trade_ask") else -1)
    if min(before, after) == 0:
        return msg(f"mm.log.{kind}", player=_actor(state), card=card(action["asset"]))
    verb = "offer" if side == me else "ask"
    amount = card_count(action["asset"], after)
    return msg(f"mm.log.trade_{verb}_now", player=_actor(state), amount=amount, before=before)


def _first_roll_log(state: State, action: Move) -> Msg:
    return msg("mm.log.first_roll", player=seat(action["player"]), value=action["value"])


def _explore_log(state: State, action: Move) -> Msg:
    return msg("mm.log.explore", face=msg(f"mm.face.{action['face']}"))


def _dice_log(state: State, action: Move) -> Msg:
    player = seat(state["active"])
    values = {"player": player, "move": action["move"], "harvest": action["harvest"]}
    cells = flow.QUEUE.current(state).get("fuel")
    if cells:  # committed before the roll
        where_to = _where_to(state, action["move"] + cells, action["harvest"])
        return msg("mm.log.dice_fuel", **values, n=cells, where=where_to)
    if cells is None and state["hand"][state["active"]]["fuel"]:
        return msg("mm.log.dice", **values)  # the player may still add fuel cells
    return msg("mm.log.dice_move", **values, where=_where_to(state, action["move"], action["harvest"]))


def _fuel_log(state: State, action: Move) -> Msg:
    task = flow.QUEUE.current(state)
    if task["kind"] == FUEL:
        return msg("mm.log.fuel_before", player=_actor(state), n=action["cells"])
    where_to = _where_to(state, task["move"] + action["cells"], task["harvest"])
    return msg("mm.log.fuel", player=_actor(state), n=action["cells"], where=where_to)


def _where_to(state: State, steps: int, die: int) -> Msg:
    """Where the active rover ends after `steps`, and what it finds there."""
    square, home = flow.destination(state, steps)
    kind = data.TRACK[square]
    if home:
        return msg("mm.log.at_home")
    if kind in data.BASIC:
        return msg("mm.log.at_resource", square=square, amount=card_count(kind, flow.harvest(state, square, die)))
    if kind.startswith("stop:"):
        return msg("mm.log.at_stop", square=square, faction=msg(f"mm.faction.{kind.split(':')[1]}"))
    return msg("mm.log.at_ruins", square=square)


def _meteor_log(state: State, action: Move) -> Msg:
    key, result = flow.meteor_site(state, action)
    lost = len(flow.destroyed(state, key)) if result == "hit" else 0
    return msg(
        f"mm.log.meteor_{result}",
        direction=action["direction"],
        distance=action["distance"],
        impact=action["impact"],
        hex=board.hex_name(key),
        lost=lost,
    )


def _draw_event_log(state: State, action: Move) -> Msg:
    if action["card"] is None:
        return msg("mm.log.no_event")
    return msg("mm.log.event", player=_actor(state), event=msg(f"mm.event.{data.EVENTS[action['card']]}"))


def _play_event_log(state: State, action: Move) -> Msg:
    return msg("mm.log.play_event", player=_actor(state), event=msg(f"mm.event.{data.EVENTS[action['card']]}"))


def _repair_log(state: State, action: Move) -> Msg:
    building = msg(f"mm.building.{flow.QUEUE.current(state)['building']}")
    return msg(f"mm.log.repair_{action['choice']}", player=_actor(state), building=building)


def _injure_log(state: State, action: Move) -> Msg:
    key = "mm.log.injure" if "hospital" in action else "mm.log.injure_dies"
    return msg(key, player=_actor(state), src=where(action["source"]))


def _gift_log(state: State, action: Move) -> Msg:
    item = msg("mm.card.population") if action["item"] == "population" else card(action["item"])
    return msg("mm.log.gift", player=_actor(state), card=item)


# --- button texts (the table shows them) -------------------------------------------------------
def _export_label(state: State, action: Move) -> Msg:
    rate = export_rate(action["give"], action["get"])
    get = msg("mm.card.population") if action["get"] == "population" else card(action["get"])
    if action["get"] == "population":
        return msg("mm.action.export_pop", n=rate, give=card(action["give"]), dst=where(action["target"]))
    return msg("mm.action.export", n=rate, give=card(action["give"]), get=get)


def _fuel_label(state: State, action: Move) -> Msg:
    task = flow.QUEUE.current(state)
    if task["kind"] == FUEL:
        return msg("mm.action.fuel_before", n=action["cells"])
    return msg("mm.action.fuel", n=action["cells"], move=task["move"] + action["cells"])


def _repair_label(state: State, action: Move) -> Msg:
    task = flow.QUEUE.current(state)
    building = msg(f"mm.building.{task['building']}")
    if action["choice"] == "board":
        return msg("mm.action.repair_board", building=building)
    if "replace" in action:
        old = state["repair"][task["player"]][action["replace"]]
        return msg("mm.action.repair_replace", building=building, old=msg(f"mm.building.{old}"))
    return msg("mm.action.repair_platform", building=building)


def _event_label(state: State, action: Move) -> Msg:
    event = msg(f"mm.event.{data.EVENTS[action['card']]}")
    if "resource" in action:
        return msg("mm.action.play_event_card", event=event, card=card(action["resource"]))
    if "from" in action:
        return msg("mm.action.play_event_move", event=event, src=where(action["from"]), dst=where(action["to"]))
    if "target" in action:
        return msg("mm.action.play_event_hex", event=event, hex=where(action["target"]))
    return msg("mm.action.play_event", event=event)


def _injure_label(state: State, action: Move) -> Msg:
    if "hospital" in action:
        return msg("mm.action.injure_hospital", src=where(action["source"]), hex=where(action["hospital"]))
    return msg("mm.action.injure", src=where(action["source"]))


def _gift_label(state: State, action: Move) -> Msg:
    if action["item"] == "population":
        return msg("mm.action.gift_pop", dst=where(action["target"]))
    return msg("mm.action.take", card=card(action["item"]))


def _partner(state: State) -> Msg:
    trade = _trade(state)
    me = int(flow.QUEUE.current(state)["player"])
    return seat(int(trade["b"] if me == trade["a"] else trade["a"]))


def _asset(key: str) -> Callable[[State, Move], Msg]:
    return lambda state, action: msg(key, card=card(action["asset"]), partner=_partner(state))


def _single(kind: str) -> Callable[[State], list[Action]]:
    return lambda state: [{"type": kind}]


def _declare(
    name: str,
    during: str,
    candidates: Callable[[State], list[Action]],
    check: Any,
    effect: Any,
    fields: tuple[Field, ...] = (),
    *,
    log: Callable[[State, Move], Msg],
    **more: Any,
) -> ActionType:
    """One action type answering one decision."""
    return ActionType(name, (during,), effect, log, fields, candidates, check, **more)


def _trade_edit(
    name: str, candidates: Callable[[State], list[Action]], check: Any, effect: Any, checked: bool = False
) -> ActionType:
    """An edit of the offer by one asset (the editor lists every edit's candidates under trade_offer)."""
    label = _asset(f"mm.action.{name}")
    return _declare(
        name,
        TRADE_EDIT,
        candidates,
        check,
        effect,
        ASSET,
        log=_trade_change_log,
        label=label,
        group="trade",
        checked=checked,
    )


def _trade_step(
    name: str, during: str, candidates: Callable[[State], list[Action]], check: Any, effect: Any
) -> ActionType:
    """A step of a trade with no fields and a fixed label: cancelling the offer, or an answer to it."""
    label = _text(f"mm.action.{name}")
    return _declare(
        name, during, candidates, check, effect, log=_simple_log(f"mm.log.{name}"), label=label, group="trade"
    )


def _chance(name: str, kind: str, effect: Any, log: Callable[[State, Move], Msg], **shape: Shape) -> ChanceType:
    """A chance outcome pending under the task `kind`, with the shape a saved one must have."""
    return ChanceType(name, (kind,), effect, log, outcomes=flow.outcomes, shape=shape, draw=flow.draw)


def _text(key: str) -> Callable[[State, Move], Msg]:
    """A label or log line that is one fixed text."""
    return lambda state, action: msg(key)


INT = integer(0)
PLACE = place_key("embassy")  # a hex target (parsed to its key) or the Embassy
NUMBER = Shape("int", 0, 99)  # what a saved die or meteor value may hold
SEAT = Shape("int", 0, 3)
EVENT_ORDER = Shape("str_list", max_len=len(data.EVENTS))
HEX = (Field("target", hex_key),)  # parsed to the hex's state key
FROM_TO = (Field("from", PLACE), Field("to", PLACE))
ASSET = (Field("asset", one_of(*data.ASSETS, *(f"event:{e}" for e in data.EVENTS))),)
CELLS = (Field("cells", INT),)
ACTIONS = ActionSet(
    types=(
        # The active player's turn: colony actions (before any construction), construction, dice.
        _declare(
            "move_pop",
            IDLE,
            _move_candidates,
            _move_problem,
            _move_effect,
            FROM_TO,
            gate=_colony_gate,
            checked=True,
            log=lambda state, action: msg(
                "mm.log.move_pop", player=_actor(state), src=where(action["from"]), dst=where(action["to"])
            ),
            label=lambda state, action: msg("mm.action.move_pop", src=where(action["from"]), dst=where(action["to"])),
            group="colony",
        ),
        _declare(
            "recover",
            IDLE,
            _recover_listing,
            _recover_problem,
            _recover_effect,
            (Field("from", hex_key), Field("to", hex_key)),
            gate=_colony_gate,
            checked=True,
            log=lambda state, action: msg("mm.log.recover", player=_actor(state), dst=where(action["to"])),
            label=lambda state, action: msg("mm.action.recover", src=where(action["from"]), dst=where(action["to"])),
            group="colony",
        ),
        _declare(
            "export",
            IDLE,
            _export_candidates,
            _export_problem,
            _export_effect,
            (
                Field("give", one_of(*data.RESOURCES)),
                Field("get", one_of(*data.BASIC, *data.SUPPLIES, "population")),
                Field("target", PLACE, optional=True),
            ),
            gate=_colony_gate,
            checked=True,
            log=_export_log,
            label=_export_label,
            group="station",
        ),
        _declare(
            "play_event",
            IDLE,
            _play_candidates,
            _play_problem,
            _play_effect,
            (
                Field("card", one_of(*data.EVENTS)),
                Field("target", hex_key, optional=True),
                Field("from", hex_key, optional=True),
                Field("to", hex_key, optional=True),
                Field("resource", one_of(*data.BASIC), optional=True),
            ),
            gate=_colony_gate,
            checked=True,
            log=_play_event_log,
            label=_event_label,
            group="colony",
        ),
        _declare(
            "scrap_repair",
            IDLE,
            _scrap_candidates,
            _scrap_problem,
            _scrap_effect,
            (Field("slot", INT),),
            checked=True,
            log=_simple_log("mm.log.scrap_repair"),
            label=lambda state, action: msg(
                "mm.action.scrap_repair",
                building=msg(f"mm.building.{state['repair'][state['active']][action['slot']]}"),
            ),
            group="colony",
        ),
        _declare(
            "trade_open",
            IDLE,
            _open_candidates,
            _open_problem,
            _open_effect,
            (Field("partner", INT),),
            gate=_colony_gate,
            checked=True,
            log=lambda state, action: msg("mm.log.trade_open", player=_actor(state), partner=seat(action["partner"])),
            label=lambda state, action: msg("mm.action.trade_open", partner=seat(action["partner"])),
            group="trade",
        ),
        _declare(
            "build",
            IDLE,
            _build_candidates,
            _build_problem,
            _build_effect,
            (Field("kind", one_of(*data.COSTS)), Field("target", hex_key)),
            gate=_build_gate,
            checked=True,
            log=_build_log,
            label=lambda state, action: msg(
                "mm.action.build", building=msg(f"mm.building.{action['kind']}"), hex=where(action["target"])
            ),
            group="construction",
        ),
        _declare(
            "clear_impact",
            IDLE,
            _clear_candidates,
            _clear_problem,
            _clear_effect,
            HEX,
            gate=_build_gate,
            checked=True,
            log=_hex_log("mm.log.clear_impact"),
            label=lambda state, action: msg("mm.action.clear_impact", hex=where(action["target"])),
            group="construction",
        ),
        _declare(
            "demolish",
            IDLE,
            _demolish_candidates,
            _demolish_problem,
            _demolish_effect,
            HEX,
            gate=_build_gate,
            checked=True,
            log=_hex_log("mm.log.demolish"),
            label=lambda state, action: msg("mm.action.demolish", hex=where(action["target"])),
            group="construction",
        ),
        _declare(
            "rebuild",
            IDLE,
            _rebuild_candidates,
            _rebuild_problem,
            _rebuild_effect,
            (Field("slot", INT), Field("target", hex_key)),
            checked=True,
            log=_rebuild_log,
            label=lambda state, action: msg(
                "mm.action.rebuild",
                building=msg(f"mm.building.{state['repair'][state['active']][action['slot']]}"),
                hex=where(action["target"]),
            ),
            group="construction",
        ),
        _declare(
            "roll",
            IDLE,
            _roll_candidates,
            _fine,
            _roll_effect,
            checked=True,
            log=_simple_log("mm.log.roll"),
            label=_text("mm.action.roll"),
            group="dice",
        ),
        _declare(
            "recall",
            IDLE,
            _recall_candidates,
            _recall_problem,
            _recall_effect,
            checked=True,
            log=_simple_log("mm.log.recall"),
            label=_text("mm.action.recall"),
            group="dice",
        ),
        # Decisions asked by a pending task, by the task's kind.
        _declare(
            "fuel",
            FUEL,
            _fuel_candidates,
            _fuel_problem,
            _commit_effect,
            CELLS,
            log=_fuel_log,
            label=_fuel_label,
            group="dice",
        ),
        _declare(
            "fuel",
            MOVE,
            _fuel_candidates,
            _fuel_problem,
            _fuel_effect,
            CELLS,
            log=_fuel_log,
            label=_fuel_label,
            group="dice",
        ),
        _declare(
            "first_tunnel",
            FIRST_TUNNEL,
            _first_tunnel_candidates,
            _first_tunnel_problem,
            _first_tunnel_effect,
            HEX,
            log=_hex_log("mm.log.first_tunnel"),
            label=lambda state, action: msg("mm.action.first_tunnel", hex=where(action["target"])),
            group="decision",
        ),
        _declare(
            "pick_resource",
            PICK_RESOURCE,
            _pick_candidates,
            _pick_problem,
            _pick_effect,
            (Field("resource", one_of(*data.BASIC)),),
            log=lambda state, action: msg("mm.log.pick", player=_actor(state), card=card(action["resource"])),
            label=lambda state, action: msg("mm.action.take", card=card(action["resource"])),
            group="decision",
        ),
        _declare(
            "ruins",
            RUINS,
            _ruins_candidates,
            _ruins_problem,
            _ruins_effect,
            (Field("choice", one_of("blueprint", "olympium")),),
            log=lambda state, action: msg("mm.log.ruins", player=_actor(state), card=card(action["choice"])),
            label=lambda state, action: msg("mm.action.take", card=card(action["choice"])),
            group="decision",
        ),
        _declare(
            "evacuate",
            EVACUATE,
            _evacuate_candidates,
            _evacuate_problem,
            _evacuate_effect,
            (Field("target", hex_key),),
            log=lambda state, action: msg("mm.log.evacuate", player=_actor(state), dst=where(action["target"])),
            label=lambda state, action: msg("mm.action.evacuate", dst=where(action["target"])),
            group="decision",
        ),
        _declare(
            "repair",
            REPAIR,
            _repair_candidates,
            _repair_problem,
            _repair_effect,
            (Field("choice", one_of("platform", "board")), Field("replace", INT, optional=True)),
            log=_repair_log,
            label=_repair_label,
            group="decision",
        ),
        _declare(
            "injure",
            INJURE,
            _injure_candidates,
            _injure_problem,
            _injure_effect,
            (Field("source", PLACE), Field("hospital", hex_key, optional=True)),
            log=_injure_log,
            label=_injure_label,
            group="decision",
        ),
        _declare(
            "take_supply",
            SUPPLY_CHOICE,
            _supply_candidates,
            _supply_problem,
            _supply_effect,
            (Field("item", one_of(*data.SUPPLIES)),),
            log=lambda state, action: msg("mm.log.take", player=_actor(state), card=card(action["item"])),
            label=lambda state, action: msg("mm.action.take", card=card(action["item"])),
            group="decision",
        ),
        _declare(
            "gift",
            GIFT,
            _gift_candidates,
            _gift_problem,
            _gift_effect,
            (Field("item", one_of(*data.SUPPLIES, "population")), Field("target", PLACE, optional=True)),
            log=_gift_log,
            label=_gift_label,
            group="decision",
        ),
        # The trade: the proposer edits the offer, then the partner answers it.
        _trade_edit("trade_offer", _edit_candidates, _add_problem, _add_effect, checked=True),
        _trade_edit("trade_ask", _none, _add_problem, _add_effect),
        _trade_edit("trade_unoffer", _none, _remove_problem, _remove_effect),
        _trade_edit("trade_unask", _none, _remove_problem, _remove_effect),
        _declare(
            "trade_send",
            TRADE_EDIT,
            _none,
            _send_problem,
            _send_effect,
            log=_simple_log("mm.log.trade_send"),
            label=lambda state, action: msg("mm.action.trade_send", partner=_partner(state)),
            group="trade",
        ),
        _trade_step("trade_cancel", TRADE_EDIT, _none, _fine, _close_trade),
        _trade_step("trade_accept", TRADE_ANSWER, _single("trade_accept"), _accept_problem, _accept_effect),
        _trade_step("trade_reject", TRADE_ANSWER, _single("trade_reject"), _fine, _close_trade),
        _trade_step("trade_counter", TRADE_ANSWER, _single("trade_counter"), _fine, _counter_effect),
    ),
    chance=(
        _chance("shuffle", SHUFFLE, flow.apply_shuffle, _text("mm.log.shuffle"), order=EVENT_ORDER),
        _chance("first_roll", FIRST_ROLL, flow.apply_first_roll, _first_roll_log, player=SEAT, value=NUMBER),
        _chance("dice", DICE, flow.apply_dice, _dice_log, move=NUMBER, harvest=NUMBER),
        _chance("meteor", METEOR, flow.apply_meteor, _meteor_log, direction=NUMBER, distance=NUMBER, impact=NUMBER),
        _chance("explore", EXPLORE, flow.apply_explore, _explore_log, face=Shape("str", max_len=64)),
        # null: the event deck ran out
        _chance("event", DRAW_EVENT, flow.apply_event, _draw_event_log, card=Shape("str", max_len=64, nullable=True)),
    ),
)
# The main phase's types by name (the table reads the build gate) and each decision's, by task kind.
MAIN: dict[str, ActionType] = {t.name: t for t in ACTIONS.types if IDLE in t.during}
DECISIONS: dict[str, dict[str, ActionType]] = {}
for _type in ACTIONS.types:
    if IDLE not in _type.during:
        DECISIONS.setdefault(_type.during[0], {})[_type.name] = _type
