"""The core's promises: pure apply, specific illegal reasons, chance from the stored seed, undo."""

import random
from typing import Any

import pytest

from pyengine.core import CHANCE, IllegalAction, Match, SaveError
from pyengine.core.jsonutil import clone, digest
from pyengine.core.match import MAX_LINKED, apply_action
from pyengine.core.messages import msg
from pyengine.core.registry import all_games, get_game
from pyengine.core.saves import dumps, loads


def test_registry_lists_games_with_metadata() -> None:
    ids = [g.meta.id for g in all_games()]
    assert "first_landing" in ids
    meta = get_game("first_landing").meta.to_json()
    assert meta["min_players"] == 2 and meta["max_players"] == 4
    assert meta["hidden_information"] is True
    assert {o["id"] for o in meta["options"]} == {"rounds", "missions"}


def test_unknown_game_id_is_a_clear_error() -> None:
    with pytest.raises(SaveError) as err:
        get_game("chess")
    assert err.value.reason.key == "core.error.unknown_game"
    assert "chess" in str(err.value)


def test_apply_never_mutates_the_callers_state() -> None:
    game = get_game("first_landing")
    match = Match.new("first_landing", 2, seed=1)
    before = digest(match.state)
    after = apply_action(game, match.state, {"type": "roll"})
    assert digest(match.state) == before
    assert after["phase"] == "rolling"


def test_match_is_persistent_old_matches_keep_their_position() -> None:
    first = Match.new("first_landing", 2, seed=1)
    second = first.apply({"type": "roll"})
    assert first.state["phase"] == "roll"
    assert second.state["phase"] == "build"


def test_dice_are_explicit_chance_events_recorded_in_the_log() -> None:
    match = Match.new("first_landing", 2, seed=1).apply({"type": "roll"})
    assert match.entries[-1].actor == CHANCE
    assert match.entries[-1].action["type"] == "die"


def test_same_seed_same_dice_different_seed_can_differ() -> None:
    rolls = {
        seed: [Match.new("first_landing", 2, seed=seed).apply({"type": "roll"}).entries[-1].action["value"]]
        for seed in range(12)
    }
    assert rolls[3] == [Match.new("first_landing", 2, seed=3).apply({"type": "roll"}).entries[-1].action["value"]]
    assert len({tuple(v) for v in rolls.values()}) > 1


def test_illegal_action_raises_with_a_specific_reason_and_changes_nothing() -> None:
    match = Match.new("first_landing", 2, seed=1).apply({"type": "roll"})
    before = match.state_hash()
    with pytest.raises(IllegalAction) as err:
        match.apply({"type": "claim", "target": "hex:0,0"})
    assert err.value.reason.key == "fl.illegal.first_on_edge"
    assert match.state_hash() == before


def test_why_illegal_names_the_reason_cheaply() -> None:
    match = Match.new("first_landing", 2, seed=1)
    assert match.why_illegal({"type": "roll"}) is None
    assert match.why_illegal({"type": "roll"}, player=1).key == "core.illegal.not_your_turn"  # type: ignore[union-attr]
    assert match.why_illegal("roll").key == "core.illegal.malformed"  # type: ignore[union-attr]
    assert match.why_illegal({"type": "end_turn"}).key == "core.illegal.not_available"  # type: ignore[union-attr]


def test_a_non_active_player_decides_a_contest() -> None:
    game = get_game("first_landing")
    state = Match.new("first_landing", 2, seed=11).state
    state = {**state, "phase": "build", "owner": {"2,-2": 0, "1,-2": 1}, "energy": [5, 5]}
    after = apply_action(game, state, {"type": "claim", "target": "hex:1,-1"})
    assert game.to_move(after) == 1  # player 1 answers player 0's landing next to them
    assert {a["type"] for a in game.legal_actions(after)} == {"allow", "contest"}
    contested = apply_action(game, after, {"type": "contest"}, player=1)
    assert "1,-1" not in contested["owner"] and contested["energy"] == [5, 4]


def test_undo_steps_back_one_player_action() -> None:
    match = Match.new("first_landing", 2, seed=1).apply({"type": "roll"})
    claim = next(a for a in match.legal_actions() if a["type"] == "claim")
    after = match.apply(claim)
    assert after.can_undo
    assert after.undo().state_hash() == match.state_hash()


def test_undo_never_goes_back_across_a_die_roll() -> None:
    match = Match.new("first_landing", 2, seed=1).apply({"type": "roll"})
    assert not match.can_undo
    with pytest.raises(IllegalAction) as err:
        match.undo()
    assert err.value.reason.key == "core.illegal.cannot_undo"


def test_game_over_and_ranking() -> None:
    match = Match.new("first_landing", 2, {"rounds": 3}, seed=2)
    while not match.is_over:
        actions = match.legal_actions()
        match = match.apply(next((a for a in actions if a["type"] == "claim"), actions[-1]))
    assert match.why_illegal({"type": "roll"}).key == "core.illegal.game_over"  # type: ignore[union-attr]
    assert match.legal_actions() == []
    assert match.prompt().key == "core.prompt.game_over"
    assert set(match.winners()) <= {0, 1}


def test_hidden_missions_are_not_in_other_players_observation() -> None:
    match = Match.new("first_landing", 3, seed=5)
    seen = match.observation(0)
    assert seen["missions"][0] is not None
    assert seen["missions"][1] is None and seen["missions"][2] is None
    assert match.observation(None)["missions"] == [None, None, None]


def test_no_observation_holds_the_dice_generator() -> None:
    """A player (or a bot) who saw the generator's state could predict every future roll."""
    for game_id in ("first_landing", "migration_mars"):
        match = Match.new(game_id, 2, seed=5)
        assert "rng" in match.state
        assert all("rng" not in match.observation(viewer) for viewer in (0, 1, None))


def test_options_are_validated() -> None:
    with pytest.raises(SaveError):
        Match.new("first_landing", 2, {"rounds": 99})
    with pytest.raises(SaveError):
        Match.new("first_landing", 2, {"colour_of_sky": "red"})
    assert Match.new("first_landing", 2, {"missions": False}).state["missions"] == [None, None]


def test_player_count_and_colours_are_validated() -> None:
    with pytest.raises(SaveError):
        Match.new("first_landing", 5)
    with pytest.raises(SaveError):
        Match.new("first_landing", [{"name": "A", "color": "red"}, {"name": "B", "color": "red"}])
    with pytest.raises(SaveError):
        Match.new("first_landing", [{"name": "A", "color": "red"}, {"name": "B", "color": "url(x)"}])


def _random_line(game_id: str, steps: int, seed: int = 3) -> list[Match]:
    """Every match along a line of random legal actions."""
    import random

    chooser = random.Random(seed)
    line = [Match.new(game_id, 2, seed=seed)]
    for _ in range(steps):
        if line[-1].is_over:
            break
        line.append(line[-1].apply(chooser.choice(line[-1].legal_actions())))
    return line


def test_each_log_line_reads_as_the_step_was_described_when_taken() -> None:
    # Log lines are worked out when first read, from the states kept in the history: they must
    # read exactly as describing the action in the position it was taken in.
    line = _random_line("migration_mars", 60)
    last = line[-1]
    for before, entry in zip(last._states, last.entries, strict=False):
        assert entry.text == last.game.describe(before, entry.action)
    assert last.entries[-1] == last.entries[-1]  # an entry equals itself once read


def test_every_match_along_a_line_keeps_its_own_history() -> None:
    # Matches share their history by linking to the match they extend; reading any of them, in
    # any order, gives exactly its own steps, and undo goes back one.
    line = _random_line("first_landing", 40)
    for match in (line[-1], line[5], line[20], line[0], line[-2]):
        assert match.state == match._states[-1]
        n = len(match.entries)
        assert [e.to_save() for e in match.entries] == [e.to_save() for e in line[-1].entries[:n]]
        assert line[-1]._states[: n + 1] == match._states
    undoable = next(m for m in reversed(line) if m.can_undo)
    assert undoable.undo().entries == undoable.entries[:-1]


def test_a_long_game_never_links_more_matches_than_a_browser_stack_frees() -> None:
    """Freed at once, a chain of linked matches is freed one C frame per link; Pyodide's stack
    overflowed near 3,000 (a 4-player Migration: Mars game is over 2,000 steps): the chain is cut."""
    chooser = random.Random(1)
    match = Match.new("migration_mars", 4, seed=1)
    history = [match]
    while not match.is_over:
        match = match.apply(chooser.choice(match.legal_actions()))
        history.append(match)
    assert len(history) > 3 * MAX_LINKED
    for step in history:
        links, node = 0, step
        while node._parent is not None:
            node, links = node._parent, links + 1
        assert links < MAX_LINKED
    assert len(match.entries) >= len(history) - 1  # the history still reads whole
    assert match.entries[: len(history[-2].entries)] == history[-2].entries


# --- a listed action is judged as it is now --------------------------------------------------------
JUNK = [None, True, False, 0, 1, -1, 99, 1.0, "", "x", "hex:99,99", "hex:0,0", [], {}, [1], {"a": 1}, 10**30]


def _mutations(action: dict[str, Any], chooser: random.Random) -> list[dict[str, Any]]:
    """Ways a caller may edit a listed action in place: a key changed, removed or added, a value's
    type swapped for an equal one of another type (1 -> True, 1.0, "1"), a list shortened or grown."""
    found: list[dict[str, Any]] = [{**action, "extra": 1}]
    for key, value in action.items():
        found += [{**action, key: chooser.choice(JUNK)} for _ in range(2)]
        found.append({k: v for k, v in action.items() if k != key})
        if isinstance(value, bool):
            found.append({**action, key: int(value)})
        elif isinstance(value, int):
            found += [{**action, key: other} for other in (float(value), str(value), value == 1, value + 1, -1 - value)]
        elif isinstance(value, str):
            found += [{**action, key: value + "9"}, {**action, key: [value]}]
        elif isinstance(value, list) and value:
            found += [{**action, key: value[:-1]}, {**action, key: [*value, value[0]]}]
    return found


def _positions_along_random_games() -> list[Match]:
    """Matches at a few random points of each registered game."""
    found = []
    for game in all_games():
        for seed in (1, 2):
            chooser = random.Random(seed)
            match = Match.new(game.meta.id, None, seed=seed)
            for step in range(60):
                if match.is_over:
                    break
                if step % 15 == 3:
                    found.append(match)
                match = match.apply(chooser.choice(match.legal_actions()))
    return found


@pytest.mark.parametrize("match", _positions_along_random_games(), ids=lambda m: f"{m.game.meta.id}-{len(m.entries)}")
def test_a_listed_action_changed_in_place_is_judged_as_it_is_now(match: Match) -> None:
    chooser = random.Random(len(match.entries))
    for original in chooser.sample(match.legal_actions(), min(4, len(match.legal_actions()))):
        for edited in _mutations(original, chooser):
            listed = chooser.choice(match.legal_actions())  # edited in place: the very object listed
            kept = clone(listed)
            listed.clear()
            listed.update(clone(edited))
            try:
                taken = match.apply(listed)
            except IllegalAction as refused:
                assert refused.reason.key and match.why_illegal(clone(edited)) is not None
            else:
                fresh = match.apply(clone(edited))  # an equal action nobody listed: fully checked
                assert taken.state_hash() == fresh.state_hash()
                assert loads(dumps(taken)).state_hash() == taken.state_hash()
            finally:
                listed.clear()
                listed.update(kept)


def test_an_unchanged_listed_action_still_takes_the_fast_path() -> None:
    match = Match.new("walking_moon", 3, seed=2)
    listed = match.legal_actions()[0]
    assert match._was_listed(listed)
    assert not match._was_listed(clone(listed))  # equal but never listed: checked in full
    listed["die"] = True  # True == 1: equal to a legal action, but not what was listed
    assert not match._was_listed(listed)


def test_a_type_swapped_listed_action_is_refused_with_a_reason() -> None:
    match = Match.new("walking_moon", 3, seed=2)
    listed = next(a for a in match.legal_actions() if a.get("die") == 1)
    listed["die"] = True
    with pytest.raises(IllegalAction) as err:
        match.apply(listed)
    assert err.value.reason.key == "core.illegal.bad_field"


# --- a seat is a seat ------------------------------------------------------------------------------
@pytest.mark.parametrize("player", [False, True, 1.0, 0.0, "0", -1, 99, 2, [0], None])
def test_a_player_that_is_not_a_seat_is_refused(player: Any) -> None:
    match = Match.new("first_landing", 2, seed=1)
    assert match.to_move == 0
    action = match.legal_actions()[0]
    if player is None:
        assert match.why_illegal(action, player) is None
        match.apply(action, player)
        return
    assert match.why_illegal(action, player) == msg("core.illegal.bad_player")
    with pytest.raises(IllegalAction) as err:
        match.apply(action, player)
    assert err.value.reason.key == "core.illegal.bad_player"
    with pytest.raises(IllegalAction):
        apply_action(match.game, match.state, action, player)  # the core's check, without a match


def test_seat_zero_as_an_int_is_still_accepted() -> None:
    match = Match.new("first_landing", 2, seed=1)
    assert match.apply(match.legal_actions()[0], 0).entries[0].actor == 0


def test_without_takes_back_an_earlier_own_step_and_keeps_the_later_ones() -> None:
    """A die taken off its jump slot: the dice placed after it stay where they were."""
    from pyengine.core.takeback import without

    seats = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
    match = Match.new("walking_moon", seats, seed=4)
    first = {"type": "assign", "die": 0, "target": "slot:0"}
    second = {"type": "assign", "die": 2, "target": "slot:1"}
    placed = match.apply(first).apply(second)
    taken = without(placed, first)
    assert taken is not None and taken.state["program"] == [None, None, 1, None, None, None]
    assert [e.action for e in taken.entries[len(match.entries) :]] == [second]
    assert without(placed, {"type": "assign", "die": 4, "target": "slot:2"}) is None  # never placed
