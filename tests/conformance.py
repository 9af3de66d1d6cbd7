"""Generic checks every registered game must pass; tests/test_conformance.py runs them all.

A new game gets them for free by declaring itself in its package (pyengine/games/<id>/__init__.py).
"""

from __future__ import annotations

import json
import random
from typing import Any

from pyengine.core import IllegalAction, Match
from pyengine.core.game import CHANCE, Game
from pyengine.core.jsonutil import canonical, digest, is_plain
from pyengine.core.saves import dumps, loads, match_to_save
from pyengine.core.table import table_of
from pyengine.i18n import CATALOGS

MAX_STEPS = 20_000
# Loading a save replays it from the start, so loading one at every step of a long game costs the
# square of its length (8 minutes for Walking on the Moon), and so does writing one (it copies every
# entry: 38 s of a 1,100-step game). Saves are written and compared with the final save cut at their
# step in the opening and every SAVED_EVERY steps after it, and loaded in the opening, every
# LOADED_EVERY steps and at the end: every kind of step still passes through a save early on.
LOADED_OPENING, SAVED_EVERY, LOADED_EVERY = 40, 10, 100
BOGUS_ACTIONS = [{"type": "no-such-action"}, {"type": 3}, {"kind": "roll"}, {"type": "claim", "target": "hex:99,99"}]


def random_playout(game_id: str, players: int, seed: int, every_step: bool = False) -> Match:
    """Random legal play to the end, checking the invariants after each action (`every_step`: and
    drawing, evaluating and saving the positions too)."""
    chooser = random.Random(seed)  # a private generator: never the global random
    match = Match.new(game_id, players, seed=seed)
    saves: list[tuple[int, dict[str, Any], str]] = []
    for step in range(MAX_STEPS):
        if every_step and (step < LOADED_OPENING or step % SAVED_EVERY == 0 or match.is_over):
            saves.append((step, match_to_save(match), match.state_hash()))
        if match.is_over:
            if every_step:
                check_saves(saves)
            return match
        check_position(match, chooser, every_step)
        match = match.apply(chooser.choice(match.legal_actions()))
    raise AssertionError(f"{game_id} did not end within {MAX_STEPS} actions (seed {seed})")


def check_saves(saves: list[tuple[int, dict[str, Any], str]]) -> None:
    """Each save is the final save cut at its step, and replays exactly: loaded at each step of the
    opening, every LOADED_EVERY steps after it and at the end."""
    final = saves[-1][1]
    for step, save, state_hash in saves:
        assert save == {**final, "actions": final["actions"][: len(save["actions"])]}, f"save at step {step}"
        if step < LOADED_OPENING or step % LOADED_EVERY == 0 or save is final:
            assert loads(json.dumps(save)).state_hash() == state_hash, f"save/load must replay exactly (step {step})"


def check_position(match: Match, chooser: random.Random, deep: bool) -> None:
    """Invariants of one position: plain data, legal actions legal, bogus ones rejected unchanged."""
    state = match.state
    assert is_plain(state), "state must be plain JSON data"
    before = digest(state)
    legal = match.legal_actions()
    assert legal, "a player to move must have at least one legal action"
    assert all(is_plain(a) and isinstance(a.get("type"), str) for a in legal)
    listed = {canonical(a) for a in legal}
    assert len(listed) == len(legal), "legal actions must be distinct"
    assert match.why_illegal(chooser.choice(legal)) is None
    for bogus in BOGUS_ACTIONS:
        if canonical(bogus) in listed:
            continue
        assert match.why_illegal(bogus) is not None
        try:
            match.apply(bogus)
        except IllegalAction:
            pass
        else:
            raise AssertionError(f"illegal action accepted: {bogus}")
    assert digest(match.state) == before, "rejected or checked actions must not change the state"
    observed = match.observation(match.to_move)
    assert is_plain(observed)
    if deep:
        match.render(match.to_move, "es")
        check_evaluations(match)


def check_evaluations(match: Match) -> None:
    """The bots' estimate of every player at once equals each player's own, within [-1, 1], and
    leaves the state alone (playouts read the former, one-ply judgements the latter)."""
    state, game = match.state, match.game
    before = digest(state)
    values = game.evaluations(state)
    assert values == [game.evaluate(state, p) for p in range(len(game.scores(state)))]
    assert all(-1.0 <= v <= 1.0 for v in values)
    assert digest(state) == before, "evaluating a position must not change it"


def check_replay(match: Match) -> None:
    """(game, options, seed, actions) replays to the same final state and log."""
    again = loads(dumps(match))
    assert again.state_hash() == match.state_hash()
    assert [e.text for e in again.entries] == [e.text for e in match.entries]


def check_undo(match: Match) -> None:
    """Undo steps back exactly one player action and never across chance."""
    if match.can_undo:
        back = match.undo()
        assert len(back.entries) == len(match.entries) - 1
        assert back.to_move >= 0
    elif match.entries:
        try:
            match.undo()
        except IllegalAction:
            return
        raise AssertionError("undo allowed where can_undo is False")


def option_sets(game: Game) -> list[dict[str, Any]]:
    """The options a drawing check covers: the defaults, each choice or flipped flag on its own,
    and every flag flipped together (where variants meet, e.g. advanced play with fewer hard cards)."""
    sets: list[dict[str, Any]] = [{}]
    flags = {o.id: not o.default for o in game.meta.options if isinstance(o.default, bool) and not o.choices}
    for option in game.meta.options:
        if option.choices:
            sets += [{option.id: c} for c in option.choices if c != option.default]
            if flags:
                sets += [{**flags, option.id: c} for c in option.choices if c != option.default]
        elif option.id in flags:
            sets.append({option.id: flags[option.id]})
    return sets


def check_drawable(match: Match) -> None:
    """Everything the web table asks of a position returns for every viewer, in every language:
    the prompt, the board, and each `Table` method (a raise here strands a player at the table)."""
    table = table_of(match.game)
    # What the web gives each method (core/table.py): the decider's view, or the table's.
    state, public, legal = match.decider_seen(), match.seen(None), match.legal_actions()
    match.prompt()
    viewers = [None, *range(len(match.seats))]
    # Every viewer's board in the first language; the others for one viewer a step, in turn (every
    # viewer meets every language within a few steps, at half the drawing of every pair each step).
    other = viewers[len(match.entries) % len(viewers)]
    for viewer in viewers:
        table.panel(match.observation(viewer), viewer)
        marks = table.marks(match.seen(viewer), match.steps_seen(viewer))
        for lang in CATALOGS if viewer == other else list(CATALOGS)[:1]:
            match.render(viewer, lang, marks)
    for action in legal:
        match.describe(action)
        table.action_label(state, action)
        table.action_group(action)
    for target in {a["target"] for a in legal if isinstance(a.get("target"), str)}:
        table.space(public, target)
        table.tool_target(state, target)
    table.tools(state, legal)
    table.tool_hints(state)
    table.menu_without_tool(state)
    table.steppers(state, legal)
    table.decision_note(public)
    table.out_of_turn(state)
    table.procedure(public)
    table.progress(public)
    table.legend()
    if match.is_over:
        table.results(public)
        table.headline(public)
    for entry in match.entries[-3:]:
        entry.lines()
        if entry.actor == CHANCE:
            table.dice(entry.action)


def drawn_playout(game_id: str, players: int, options: dict[str, Any], seed: int) -> Match:
    """A random game in which every position is checked drawable (check_drawable), to the end."""
    chooser = random.Random(seed)
    match = Match.new(game_id, players, options, seed=seed)
    for _ in range(MAX_STEPS):
        check_drawable(match)
        if match.is_over:
            return match
        match = match.apply(chooser.choice(match.legal_actions()))
    raise AssertionError(f"{game_id} did not end within {MAX_STEPS} actions (seed {seed})")
