"""Property tests over every registered game: tampered saves and malformed actions are refused
by the engine's own errors, with a reason, and never change anything.

Hypothesis runs derandomized (the same examples on every run, so CI is reproducible) and with
few examples per game, so the whole file takes seconds.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pyengine.core import IllegalAction, Match, SaveError
from pyengine.core.game import CHANCE
from pyengine.core.jsonutil import canonical
from pyengine.core.messages import Msg
from pyengine.core.registry import all_games
from pyengine.core.saves import dumps, loads, match_to_save
from pyengine.core.seats import clean_name
from pyengine.core.shapes import matches
from pyengine.i18n import translate

GAMES = [game.meta.id for game in all_games()]
SEEDS = (1, 2, 3)
QUICK = settings(max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])

# Junk that has bitten loaders: wrong types, huge and fractional numbers, lists and objects.
junk_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.sampled_from([2**53, 2**64, -(2**63), 10**30, 7.0, 0.5, -1, 0, 1]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=6),
    st.sampled_from(["true", "x", "red", "", "0"]),
)
junk = st.recursive(
    junk_scalars,
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.sampled_from(["type", "x", "value"]), inner, max_size=3)
    ),
    max_leaves=6,
)


@cache
def played(game_id: str, seed: int, steps: int) -> Match:
    """A game of game_id played by random legal moves (seeded, so the same every run)."""
    game = next(g for g in all_games() if g.meta.id == game_id)
    players = game.meta.min_players + seed % (game.meta.max_players - game.meta.min_players + 1)
    match = Match.new(game_id, players, seed=seed)
    pick = random.Random(seed)
    for _ in range(steps):
        if match.is_over:
            break
        match = match.apply(pick.choice(match.legal_actions()))
    return match


def paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in plain data: keys of objects and positions in lists, at any depth."""
    found = [here] if here else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths(item, (*here, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += paths(item, (*here, index))
    return found


def parent(data: Any, path: tuple[Any, ...]) -> Any:
    """The container holding the place a path names."""
    for step in path[:-1]:
        data = data[step]
    return data


def hot(save: dict[str, Any], where: str) -> list[tuple[Any, ...]]:
    """The places of one part of a save: its seats, its options, or its chance entries."""
    if where == "chance":
        entries = [("actions", i) for i, entry in enumerate(save["actions"]) if "chance" in entry]
        return (
            entries
            + [(*e, key) for e in entries for key in ("chance", "forced")]
            + [p for p in paths(save) if p[:1] == ("actions",) and len(p) > 3 and ("actions", p[1]) in entries]
        )
    return [(where,), *(p for p in paths(save) if p[0] == where)]


@st.composite
def tampered_saves(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    """A save of a random game with one thing changed: a value replaced by junk, a key or list
    item removed, an entry duplicated, or the moves cut short; the seats, the options and the
    chance entries are hit more often than their share of the save."""
    game_id = draw(st.sampled_from(GAMES))
    save = match_to_save(played(game_id, draw(st.sampled_from(SEEDS)), 40))
    how = draw(st.sampled_from(["replace", "replace", "replace", "remove", "duplicate", "truncate"]))
    if how == "truncate":
        save["actions"] = save["actions"][: draw(st.integers(0, len(save["actions"])))]
        return how, save
    where = draw(st.sampled_from(["anywhere", "seats", "options", "chance", "chance"]))
    places = (paths(save) if where == "anywhere" else hot(save, where)) or paths(save)
    path = draw(st.sampled_from(places))
    if path[-1] == "forced" and "forced" not in parent(save, path):
        parent(save, path)["forced"] = None  # a "forced" flag added where there was none
    holder = parent(save, path)
    if how == "replace":
        holder[path[-1]] = draw(junk)
    elif how == "remove":
        del holder[path[-1]]
    elif isinstance(holder, list):
        holder.insert(path[-1], json.loads(json.dumps(holder[path[-1]])))
    else:
        holder[path[-1] + "_copy" if isinstance(path[-1], str) else path[-1]] = draw(junk)
    return how, save


def as_written(save: dict[str, Any]) -> str:
    """A save as this version would write it again: defaults filled in, names cleaned, no
    "forced": false, no engine version or unknown field; canonical, so 7.0 and 7 or "true" and true differ."""
    game = next(g for g in all_games() if g.meta.id == save["game"])
    options = {o.id: o.default for o in game.meta.options} | save["options"]
    seats = [{**seat, "name": clean_name(seat.get("name"), i)} for i, seat in enumerate(save["seats"])]
    actions = [{k: v for k, v in entry.items() if (k, v) != ("forced", False)} for entry in save["actions"]]
    kept = {k: v for k, v in save.items() if k in ("format", "schema", "game", "seed")}  # others are never read
    return canonical(
        {**kept, "ruleset": save.get("ruleset", 1), "options": options, "seats": seats, "actions": actions}
    )


def assert_refused_with_a_reason(text: str) -> None:
    """The save is refused by a SaveError whose reason reads in both languages."""
    with pytest.raises(SaveError) as caught:
        loads(text)
    reason = caught.value.reason
    assert isinstance(reason, Msg)
    assert all(translate(reason, lang) and not translate(reason, lang).startswith("core.") for lang in ("en", "es"))


@QUICK
@given(tampered_saves())
def test_a_tampered_save_is_refused_with_a_reason_or_replays_to_a_legal_game(case: tuple[str, dict[str, Any]]) -> None:
    _, save = case
    text = json.dumps(save)
    try:
        match = loads(text)
    except SaveError:
        assert_refused_with_a_reason(text)
        return
    again = loads(dumps(match))  # what loaded is a legal game: it saves and replays to itself
    assert again.state_hash() == match.state_hash()
    if save.get("ruleset", 1) == match.game.meta.ruleset:  # (an older ruleset's save is rewritten by its upgrade)
        written = match_to_save(match)
        given = len(save["actions"])
        assert all("chance" in entry for entry in written["actions"][given:])  # chance it stopped before, resolved
        assert as_written({**written, "actions": written["actions"][:given]}) == as_written(save)  # nothing coerced
    assert match.is_over or match.legal_actions()  # someone can move: a save never loads stuck on chance


@QUICK
@given(st.sampled_from(GAMES), st.sampled_from(SEEDS), junk)
def test_junk_in_any_field_of_a_save_header_is_refused(game_id: str, seed: int, value: Any) -> None:
    save = match_to_save(played(game_id, seed, 10))
    for field in ("game", "seats", "options", "seed", "actions", "schema", "format"):
        changed = {**save, field: value}
        if changed[field] == save[field] and type(changed[field]) is type(save[field]):
            continue
        text = json.dumps(changed)
        try:
            loads(text)
        except SaveError:
            assert_refused_with_a_reason(text)


def actions_near(match: Match, draw: st.DrawFn) -> Any:
    """A malformed or tampered action: junk, or a legal one with a value changed, added or removed."""
    legal = match.legal_actions()
    if not legal or draw(st.booleans()):
        return draw(junk)
    action = json.loads(json.dumps(draw(st.sampled_from(legal))))
    key = draw(st.sampled_from([*sorted(action), "extra"]))
    if draw(st.booleans()) and key in action:
        del action[key]
    else:
        action[key] = draw(junk)
    return action


@st.composite
def positions_and_actions(draw: st.DrawFn) -> tuple[Match, Any, Any]:
    """A position of a random game, an action to try there and who tries it."""
    game_id = draw(st.sampled_from(GAMES))
    match = played(game_id, draw(st.sampled_from(SEEDS)), draw(st.sampled_from([0, 7, 25, 60])))
    player = draw(st.one_of(st.none(), st.just(match.to_move), junk_scalars))
    return match, actions_near(match, draw), player


@QUICK
@given(positions_and_actions())
def test_a_malformed_action_is_refused_by_the_engine_and_changes_nothing(case: tuple[Match, Any, Any]) -> None:
    match, action, player = case
    before = json.dumps(match.state, sort_keys=True)
    reason = match.why_illegal(action, player)
    if reason is None:
        after = match.apply(action, player)
        assert len(after.entries) > len(match.entries)
    else:
        with pytest.raises(IllegalAction) as caught:
            match.apply(action, player)
        assert caught.value.reason == reason
    assert json.dumps(match.state, sort_keys=True) == before


@pytest.mark.parametrize("game_id", GAMES)
def test_a_games_declared_chance_shapes_cover_every_outcome_it_can_produce(game_id: str) -> None:
    """Else an honest save would be refused: every outcome listed or drawn in whole random games fits."""
    game = next(g for g in all_games() if g.meta.id == game_id)
    shapes = game.chance_shapes()
    if not shapes:
        return
    for seed in SEEDS:
        players = game.meta.min_players + seed % (game.meta.max_players - game.meta.min_players + 1)
        match = Match.new(game_id, players, seed=seed, auto_chance=False)
        pick, seen = random.Random(seed), 0
        for _ in range(3000):
            if match.is_over:
                break
            if match.to_move == CHANCE:
                listed = [outcome for outcome, _ in game.chance_outcomes(match.state)]
                match = match.apply_chance()
                for outcome in [*listed, match.entries[-1].action]:
                    assert matches(outcome, shapes[outcome["type"]]), outcome
                seen += 1
            else:
                match = match.apply(pick.choice(match.legal_actions()))
        assert seen, "no chance event met: the test would prove nothing"
