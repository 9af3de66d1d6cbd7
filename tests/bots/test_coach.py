"""The coach (issue 34): evaluation terms, hints, reviews and the chance chart."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from typing import Any

import pytest

from pyengine.bots.coach import (
    Review,
    chances,
    hint,
    review,
    review_chart,
    start_hint,
    start_review,
)
from pyengine.core import Match
from pyengine.core import rng as rnglib
from pyengine.core.evaluation import Term, Terms, signed
from pyengine.core.game import Rng
from pyengine.core.jsonutil import canonical, clone
from pyengine.core.messages import Msg
from pyengine.core.registry import all_games
from pyengine.i18n import CATALOGS, translate
from tests.bots.helpers import without_rng

NAMES = ["Ana", "Bo", "Cy", "Di"]
SETUPS = [(g.meta.id, {}) for g in all_games()] + [("walking_moon", {"advanced": True})]
FEW = {"iterations": 12}  # a tiny search: these tests check the coach, not the bot's strength


def played(game_id: str, options: dict[str, Any], seed: int, steps: int, players: int | None = None) -> list[Match]:
    """Every position of a seeded random game, at most `steps` player actions long."""
    chooser = random.Random(seed)
    match = Match.new(game_id, players, options=options, seed=seed)
    found = [match]
    while not match.is_over and len(found) <= steps:
        match = match.apply(chooser.choice(match.legal_actions()))
        found.append(match)
    return found


def readable(message: Msg) -> None:
    """The message reads in both languages with every field filled in."""
    for lang in ("en", "es"):
        shown = translate(message, lang, NAMES)
        assert "{" not in shown and "}" not in shown, shown
        assert shown != message.key, f"{message.key} has no {lang} text"


# --- terms -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "options"), SETUPS, ids=lambda v: str(v))
def test_each_games_terms_sum_to_its_evaluation_along_a_random_game(game_id: str, options: dict[str, Any]) -> None:
    for match in played(game_id, options, seed=4, steps=160):
        game, state = match.game, match.state
        terms = game.terms()
        expected = game.evaluations(state)
        assert terms.evaluations(state) == pytest.approx(expected, abs=1e-9)
        for player in range(len(expected)):
            assert terms.value(state, player) == pytest.approx(game.evaluate(state, player), abs=1e-9)


@pytest.mark.parametrize("game", all_games(), ids=lambda g: g.meta.id)
def test_every_term_is_named_once_and_reads_in_both_languages(game: Any) -> None:
    terms = game.terms()
    assert len({t.name for t in terms.terms}) == len(terms.terms)
    for term in terms.terms:
        assert term.reason in CATALOGS["en"] and term.reason in CATALOGS["es"]
        readable(Msg(term.reason, {"change": signed(2.0)}))
        readable(Msg(term.reason, {"change": signed(-0.5)}))


def test_a_team_evaluation_has_no_rival_everyone_reads_the_teams_prospects() -> None:
    import math

    terms = Terms((Term("progress", 1.0, lambda state, player: state["progress"], "x"),), scale=2.0, combine="team")
    assert terms.evaluations({"players": 3, "progress": 1.0}) == [math.tanh(0.5)] * 3
    assert terms.evaluations({"players": 2, "progress": -2.0})[1] == math.tanh(-1.0)


def test_a_change_reads_signed_with_the_languages_decimal_mark() -> None:
    assert signed(2.0) == "+2" and signed(-3.04) == "-3"
    half = signed(-0.5)
    assert isinstance(half, Msg)
    assert translate(half, "en") == "-0.5" and translate(half, "es") == "-0,5"


def test_explain_names_the_largest_changes_and_a_rivals_side() -> None:
    terms = Terms(
        (
            Term("water", 0.5, lambda s, p: float(s["water"][p]), "mm.coach.water"),
            Term("healthy", 10.0, lambda s, p: float(s["healthy"][p]), "mm.coach.healthy"),
        ),
        scale=15.0,
    )
    before = {"players": 2, "water": [1, 1], "healthy": [2, 2]}
    after = {"players": 2, "water": [3, 1], "healthy": [2, 3]}
    said = [translate(m, "en", NAMES) for m in terms.explain(before, after, 0)]
    assert said == ["Bo: Healthy units +1", "Water cards +2"]
    assert terms.explain(before, before, 0) == []


# --- hints -----------------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "options"), SETUPS, ids=lambda v: str(v))
def test_a_hint_offers_at_most_three_legal_choices_and_never_changes_the_match(
    game_id: str, options: dict[str, Any]
) -> None:
    for match in played(game_id, options, seed=6, steps=40)[5::12]:
        if match.is_over:
            continue
        player, digest, legal = match.to_move, match.state_hash(), [canonical(a) for a in match.legal_actions()]
        choices = hint(match, player, "easy", seed=3, **FEW)
        assert match.state_hash() == digest
        assert 1 <= len(choices) <= 3
        assert len({canonical(c.action) for c in choices}) == len(choices)
        for choice in choices:
            assert canonical(choice.action) in legal
            assert 0.0 <= choice.chance <= 1.0
            assert choice.reasons
            for message in (choice.text, *choice.reasons):
                readable(message)
            assert json.loads(json.dumps(choice.to_json())) == choice.to_json()


def test_a_hint_is_for_the_deciding_player_only() -> None:
    match = played("first_landing", {}, seed=2, steps=3)[-1]
    with pytest.raises(ValueError):
        start_hint(match, 1 - match.to_move)


def test_a_hint_stepped_in_slices_equals_the_hint_at_once() -> None:
    match = played("migration_mars", {}, seed=5, steps=25)[-1]
    work = start_hint(match, match.to_move, "easy", seed=9, **FEW)
    assert canonical(work.best()) in [canonical(a) for a in match.legal_actions()]  # before any work
    while not work.done:
        work.step(1)
        canonical(work.best())
    at_once = hint(match, match.to_move, "easy", seed=9, **FEW)
    assert [c.to_json() for c in work.choices()] == [c.to_json() for c in at_once]


def with_state(match: Match, state: dict[str, Any]) -> Match:
    """The same match in another (true) state."""
    return Match(match.game, match.seats, match.options, match.seed, (state,))


def hidden_twins(game_id: str, options: dict[str, Any], hidden: str, players: int) -> list[tuple[Match, Match]]:
    """Positions and twins that differ from them in the rivals' `hidden` part only (the deciding
    player's observation is the same), sampled by the game itself with another generator."""
    pairs = []
    for match in played(game_id, options, seed=12, steps=60, players=players)[3::6]:
        if match.is_over:
            continue
        player = match.to_move
        state = clone(match.game.determinize(clone(match.observation(player)), player, Rng(rnglib.seed_state(77))))
        state["rng"] = rnglib.seed_state(987654321)
        rivals = [p for p in range(len(NAMES)) if p != player and p < len(state[hidden])]
        if any(canonical(state[hidden][p]) != canonical(match.state[hidden][p]) for p in rivals):
            pairs.append((match, with_state(match, state)))
    assert pairs, f"no position whose rivals' {hidden} could differ"
    return pairs[:3]


@pytest.mark.parametrize(
    ("game_id", "options", "hidden", "players"),
    # with two players a Migration: Mars hand is known: the cards nobody else can hold
    [("walking_moon", {"advanced": True}, "hands", 2), ("migration_mars", {}, "hand", 3)],
    ids=["walking_moon-action-cards", "migration_mars-hands"],
)
def test_a_hint_does_not_depend_on_what_the_player_cannot_see(
    game_id: str, options: dict[str, Any], hidden: str, players: int
) -> None:
    for match, twin in hidden_twins(game_id, options, hidden, players):
        player = match.to_move
        assert without_rng(match.observation(player)) == without_rng(twin.observation(player))
        assert canonical(match.state) != canonical(twin.state)
        hints = [[c.to_json() for c in hint(m, player, "easy", seed=5, **FEW)] for m in (match, twin)]
        assert hints[0] == hints[1]


# --- reviews and the chart ---------------------------------------------------------------------


@pytest.mark.parametrize("game_id", ["first_landing", "walking_moon"])
def test_the_reviews_figures_are_the_recorded_estimates(game_id: str) -> None:
    match = played(game_id, {}, seed=7, steps=70)[-1]
    found = review(match, seed=1, **FEW)
    assert len(found.chances) == len(match.entries) + 1 == len(found.actors) + 1
    for row, state in zip(found.chances, match.states, strict=True):
        assert list(row) == [round(v, 4) for v in chances(match.game, state)]
        assert all(0.0 <= v <= 1.0 for v in row)
    assert 1 <= len(found.turning_points) <= 3
    steps = [t.step for t in found.turning_points]
    assert steps == sorted(steps)
    for point in found.turning_points:
        entry = match.entries[point.step - 1]
        assert entry.actor == point.player >= 0 and point.played == entry.action
        before, after = found.chances[point.step - 1], found.chances[point.step]
        assert point.swing == pytest.approx(after[point.most] - before[point.most], abs=1e-4)
        legal = [canonical(a) for a in match.game.legal_actions(match.states[point.step - 1])]
        assert canonical(point.preferred) in legal
        for message in (point.played_text, point.preferred_text, *point.reasons):
            readable(message)
    saved = json.loads(json.dumps(found.to_json()))
    assert Review.from_json(saved) == found


def test_a_finished_game_ends_at_the_winners_chances() -> None:
    match = played("first_landing", {}, seed=8, steps=400)[-1]
    assert match.is_over
    found = review(match, seed=2, **FEW)
    winners = match.winners()
    assert [p for p, v in enumerate(found.chances[-1]) if v > 0] == winners


def test_the_chart_parses_names_every_player_and_lists_the_turning_points() -> None:
    seats = [{"name": "Ana <&>", "color": "white"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "red"}]
    match = Match.new("migration_mars", seats, seed=3)
    chooser = random.Random(3)
    for _ in range(60):
        match = match.apply(chooser.choice(match.legal_actions()))
    found = review(match, seed=4, **FEW)
    for lang in ("en", "es"):
        svg = review_chart(found, match.seats, lang)
        root = ET.fromstring(svg)
        ns = "{http://www.w3.org/2000/svg}"
        title, desc = root.find(f"{ns}title"), root.find(f"{ns}desc")
        assert title is not None and desc is not None and title.text and desc.text
        assert root.get("aria-labelledby") == f"{title.get('id')} {desc.get('id')}"
        legend = [t.text for t in root.iter(f"{ns}text")]
        for seat in match.seats:
            assert seat["name"] in desc.text and seat["name"] in legend
        for n, point in enumerate(found.turning_points, start=1):
            assert f"{n}. " in desc.text and translate(point.played_text, lang, [s["name"] for s in seats]) in desc.text
        assert "{" not in desc.text
        lines = [g for g in root.iter(f"{ns}g") if g.get("class") == "chart-line"]
        assert len(lines) == 3
        dashes = {line.findall(f"{ns}polyline")[1].get("stroke-dasharray") for line in lines}
        assert len(dashes) == 3  # colour is never the only cue


def test_a_review_stepped_in_slices_equals_the_review_at_once() -> None:
    match = played("walking_moon", {"advanced": True}, seed=9, steps=40)[-1]
    work = start_review(match, seed=3, **FEW)
    while not work.done:
        work.step(5)
    assert work.result() == review(match, seed=3, **FEW)


def test_a_match_reads_back_as_it_was_after_any_step() -> None:
    match = played("first_landing", {}, seed=1, steps=12)[-1]
    for steps in (0, 5, len(match.entries)):
        earlier = match.at(steps)
        assert earlier.state == match.states[steps] and earlier.entries == match.entries[:steps]
    with pytest.raises(ValueError):
        match.at(len(match.entries) + 1)


def test_a_review_for_a_viewer_does_not_depend_on_what_they_could_not_see() -> None:
    """Two First Landing games alike but for the rival's secret mission, played with the same moves
    and dice: reviewed as the player saw them, they are the same review."""
    start = Match.new("first_landing", 2, seed=13)
    player = 0
    state = clone(start.state)
    state["missions"][1] = sorted(set(("surveyor", "geologist", "climber", "pioneer")) - set(state["missions"]))[0]
    games = [with_state(start, clone(start.state)), with_state(start, state)]
    chooser = random.Random(13)
    for _ in range(24):
        action = chooser.choice(games[0].legal_actions())
        games = [g.apply(action) for g in games]
    assert not games[0].is_over
    for before, after in zip(games[0].states, games[1].states, strict=True):
        assert without_rng(start.game.observation(before, player)) == without_rng(start.game.observation(after, player))
    assert canonical(games[0].state) != canonical(games[1].state)
    reviews = [review(g, seed=5, viewer=player, **FEW) for g in games]
    assert reviews[0] == reviews[1]
    assert all(t.player == player for t in reviews[0].turning_points)
    assert review(games[0], seed=5, **FEW) != review(games[1], seed=5, **FEW)  # the true states differ
