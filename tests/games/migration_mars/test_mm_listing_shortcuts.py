"""The listing's shortcuts (build sites kept per map, asks weighed in one pass, candidates that
cannot be paid skipped) list exactly what the full rules allow, in every position of random games."""

from __future__ import annotations

import functools
import random
from typing import Any

import pytest

from pyengine.core import Match
from pyengine.core.jsonutil import canonical
from pyengine.core.targets import hex_key_target
from pyengine.games.migration_mars import actions, board, colony, data, hands


@functools.cache
def _positions(players: int, seeds: range) -> list[Match]:
    """Every position a player decides in, along random games."""
    found = []
    for seed in seeds:
        chooser = random.Random(seed)
        match = Match.new("migration_mars", players, seed=seed)
        while not match.is_over:
            found.append(match)
            match = match.apply(chooser.choice(match.legal_actions()))
    return found


def _maps(matches: list[Match]) -> list[dict[str, Any]]:
    """The states of the distinct maps (structures' kinds and owners, impacts, rocky tiles) met."""
    found: dict[str, dict[str, Any]] = {}
    for match in matches:
        state = match.state
        layout = sorted((k, s["kind"], s["owner"]) for k, s in state["structures"].items())
        found.setdefault(repr((layout, state["impacts"], state["rocky_tiles"])), state)
    return list(found.values())


@pytest.mark.parametrize(("players", "seeds", "every"), [(2, range(3), 2), (3, range(3, 4), 3), (4, range(5, 6), 6)])
def test_build_sites_are_every_hex_the_placement_rules_allow(players: int, seeds: range, every: int) -> None:
    # The sites are worked out from sets alone (placement_problem is not run per hex): compared
    # with it on every hex of the maps met in random games, for every player and kind.
    maps = _maps(_positions(players, seeds))
    assert len(maps) > 40
    for state in maps[::every]:
        for player in range(state["players"]):
            sites = colony.build_sites(state, player)
            for kind in data.BUILD_ORDER:
                allowed = sorted(k for k in board.CELLS if colony.placement_problem(state, player, k, kind) is None)
                assert sites(kind) == allowed, (kind, player)


def _ask_limit_everywhere(state: dict[str, Any], asker: int, partner: int) -> list[str]:
    assets = [*hands.TOTALS, *(f"event:{c}" for c in state["saved"][partner])]
    asked = state["trade"]["gives"][str(partner)]
    return sorted(a for a in assets if actions._ask_limit(state, asker, partner, a) > asked.get(a, 0))


def test_askable_assets_are_those_under_each_ask_limit() -> None:
    trading = [m for m in _positions(3, range(4)) if m.state["trade"] is not None]
    assert len(trading) > 20  # random games open trades: the check below is not vacuous
    for match in trading:
        state = match.state
        trade = state["trade"]
        for asker, partner in ((trade["a"], trade["b"]), (trade["b"], trade["a"])):
            assert actions.askable(state, asker, partner) == _ask_limit_everywhere(state, asker, partner)


def _main_phase_actions(state: dict[str, Any]) -> list[dict[str, Any]]:
    """Every action of the main phase but builds that could be legal somewhere: each type's fields
    over the places, cards, slots and partners the position has (and some it has not)."""
    hexes = [hex_key_target(k) for k in sorted(state["structures"])]
    homes = [hex_key_target(k) for k, s in sorted(state["structures"].items()) if s["kind"] in ("habitat", "hospital")]
    places = ["embassy", *homes]
    every: list[dict[str, Any]] = [{"type": "move_pop", "from": a, "to": b} for a in places for b in places]
    every += [{"type": "recover", "from": a, "to": b} for a in homes for b in homes]
    every += [{"type": "export", "give": g, "get": t} for g in data.RESOURCES for t in (*data.BASIC, *data.SUPPLIES)]
    every += [{"type": "export", "give": g, "get": "population", "target": t} for g in data.RESOURCES for t in places]
    events = sorted(data.EVENTS)
    every += [{"type": "play_event", "card": c, **p} for c in events for p in actions._event_params(state, c)]
    every += [{"type": "scrap_repair", "slot": i} for i in range(4)]
    every += [{"type": "trade_open", "partner": q} for q in range(4)]
    every += [{"type": kind, "target": t} for kind in ("clear_impact", "demolish") for t in hexes]
    every += [{"type": "clear_impact", "target": hex_key_target(k)} for k in state["impacts"]]
    slots = range(len(state["repair"][state["active"]]))
    every += [{"type": "rebuild", "slot": i, "target": hex_key_target(k)} for i in slots for k in CELLS]
    return [*every, {"type": "roll"}, {"type": "recall"}]


@pytest.mark.parametrize(("players", "seeds"), [(2, range(3)), (3, range(3, 4))])
def test_every_main_phase_action_the_rules_allow_is_listed_and_no_other(players: int, seeds: range) -> None:
    # The main phase's listings are declared checked (none is checked again): every action of each
    # type, checked one by one, is legal exactly when it is listed.
    main = [m for m in _positions(players, seeds)[::3] if m.game.turns.decision(m.state) == "main"]
    assert len(main) > 40
    for match in main:
        listed = {canonical(a) for a in match.legal_actions() if a["type"] != "build"}
        allowed = {canonical(a) for a in _main_phase_actions(match.state) if match.why_illegal(a) is None}
        assert allowed == listed


@pytest.mark.parametrize(("players", "seeds"), [(2, range(3)), (3, range(3, 5)), (4, range(5, 6))])
def test_every_listed_action_is_legal(players: int, seeds: range) -> None:
    # Every listing of the game is declared checked or checked by the kit: what it lists, the full
    # check (fields, gate, rules) accepts, in every position of random games.
    for match in _positions(players, seeds):
        for action in match.legal_actions():
            assert match.why_illegal(action) is None, action


def test_the_trade_editor_lists_exactly_the_edits_that_pass_their_checks() -> None:
    # The editor's candidates are declared checked (listed without a second check): every edit of
    # every asset, checked one by one, is legal exactly when it is listed, in random games' trades.
    editing = [m for m in _positions(3, range(4)) if m.game.turns.decision(m.state) == "trade_edit"]
    assert len(editing) > 20  # random games edit offers: the check below is not vacuous
    for match in editing:
        state = match.state
        assets = [*hands.TOTALS, *(f"event:{c}" for cards in state["saved"] for c in cards)]
        kinds = ("trade_offer", "trade_ask", "trade_unoffer", "trade_unask")
        every = [{"type": kind, "asset": a} for kind in kinds for a in assets]
        every += [{"type": "trade_send"}, {"type": "trade_cancel"}]
        legal = match.legal_actions()
        assert all(action in every for action in legal)
        for action in every:
            assert (match.why_illegal(action) is None) == (action in legal), action


CELLS = sorted(board.CELLS)


def test_every_build_the_rules_allow_is_listed_and_no_other() -> None:
    # Builds are listed without a second check (declared checked): every kind on every hex, checked
    # one by one, is legal exactly when listed (the kinds that cannot be paid included).
    building = [m for m in _positions(2, range(3))[::5] if m.game.turns.decision(m.state) == "main"]
    building = [m for m in building if not m.state["turn"]["built"]]
    assert len(building) > 20
    for match in building:
        legal = [a for a in match.legal_actions() if a["type"] == "build"]
        every = [{"type": "build", "kind": k, "target": hex_key_target(h)} for k in data.BUILD_ORDER for h in CELLS]
        assert [a for a in every if match.why_illegal(a) is None] == sorted(legal, key=every.index)
