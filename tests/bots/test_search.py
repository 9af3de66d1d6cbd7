"""How the bots search: no repeated positions in a run of decisions, root priors, widening, tempo."""

from __future__ import annotations

import math

import pytest

from pyengine.bots import MctsBot, MctsSettings, make_bot
from pyengine.bots.base import fresh_actions, run_positions, sample_state, undoable
from pyengine.bots.mcts import MctsSearch
from pyengine.core import Match
from pyengine.core.game import Action, Game, Rng, State
from pyengine.core.jsonutil import canonical, clone
from pyengine.games.migration_mars import colony


def mm_in_a_trade(seed: int = 1) -> tuple[Match, str]:
    """A Migration: Mars match where the active player has opened a trade and offered one card."""
    match = Match.new("migration_mars", 2, {}, seed=seed)
    while not any(a["type"] == "trade_open" for a in match.legal_actions()):
        match = match.apply(match.legal_actions()[0])
    me = match.to_move
    match = match.apply({"type": "trade_open", "partner": 1 - me})
    offer = next(a for a in match.legal_actions() if a["type"] == "trade_offer")
    return match.apply(offer), str(offer["asset"])


def mm_main_phase(seed: int = 1) -> Match:
    """A Migration: Mars match at the start of a player's colony phase."""
    match = Match.new("migration_mars", 2, {}, seed=seed)
    while not any(a["type"] == "roll" for a in match.legal_actions()):
        match = match.apply(match.legal_actions()[0])
    return match


def test_a_bot_never_moves_back_to_a_position_of_its_current_run() -> None:
    match, asset = mm_in_a_trade()
    player = match.to_move
    seen = run_positions(match, player)
    assert len(seen) == 3  # before opening, after opening, after offering
    fresh = fresh_actions(match.game, match.observation(player), player, match.legal_actions(), seen)
    assert {"type": "trade_unoffer", "asset": asset} in match.legal_actions()
    assert {"type": "trade_unoffer", "asset": asset} not in fresh
    greedy = make_bot("heuristic", "hard", seed=3, noise=0.0)
    assert greedy.choose(match, player) != {"type": "trade_unoffer", "asset": asset}


def test_a_noiseless_greedy_bot_never_cycles() -> None:
    # Without the no-repeat rule it offered and took back the same card forever in round 2.
    match = Match.new("migration_mars", 2, {}, seed=1)
    bots = [make_bot("heuristic", "hard", seed=1, noise=0.0), make_bot("random", seed=2)]
    for _ in range(120):
        if match.is_over:
            break
        player = match.to_move
        seen = run_positions(match, player)
        match = match.apply(bots[player].choose(match, player), player)
        if player == 0 and len(seen) > 1:
            assert canonical(match.observation(player)) not in seen


def judged(match: Match) -> tuple[MctsSearch, list[tuple[dict[str, object], bool]]]:
    """A finished MCTS search of the position, with each root action and whether it was judged idle."""
    search = MctsBot(4, MctsSettings(iterations=60, rollout_depth=2)).start(match, match.to_move)
    assert isinstance(search, MctsSearch)
    while not search.done:
        search.step(8)
    return search, [(a, j.idle) for a, j in zip(search.actions, search.judged, strict=True)]


def test_mcts_judges_which_root_moves_are_idle() -> None:
    _, main = judged(mm_main_phase())
    assert ({"type": "roll"}, False) in main  # it commits the turn: no next move takes it back
    _, trade = judged(mm_in_a_trade()[0])
    edits = [idle for a, idle in trade if a["type"] in ("trade_offer", "trade_ask")]
    assert edits and all(edits)  # the same player again, nothing gained, and it can be taken back
    assert [idle for a, idle in trade if a["type"] == "trade_cancel"] == [False]  # the offer is not empty


def test_mcts_widens_the_root_in_order_of_prior() -> None:
    match = mm_main_phase(seed=3)
    player = match.to_move
    search = MctsBot(2, MctsSettings(iterations=30, rollout_depth=0)).start(match, player)
    assert isinstance(search, MctsSearch)
    while not search.done:
        search.step(5)
    assert len(search.actions) > 1 + math.isqrt(30)
    tried = {str(child.action) for child in search.root.children.values()}
    assert len(tried) <= 1 + math.isqrt(30)
    best_prior = search.actions[search.order[0]]
    assert str(best_prior) in tried
    ranked = sorted(search.judged, key=lambda j: (j.idle, -j.value))  # moving on first, then by prior
    assert [search.judged[i] for i in search.order] == ranked


def test_mcts_means_are_normalized_to_the_rewards_seen() -> None:
    match = mm_main_phase()
    search = MctsBot(1, MctsSettings(iterations=40, rollout_depth=1)).start(match, match.to_move)
    assert isinstance(search, MctsSearch)
    while not search.done:
        search.step(8)
    visited = [child for child in search.root.children.values() if child.visits]
    values = [search.normalized(child) for child in visited]
    means = [child.total / child.visits for child in visited]
    assert min(values) >= 0.0 and max(values) <= 1.0
    assert 0.0 <= search.low < search.high <= 1.0
    # rescaled to the range of rewards seen, the same differences between means weigh more
    spread, raw = max(values) - min(values), max(means) - min(means)
    assert math.isclose(spread, raw / (search.high - search.low)) and spread > raw > 0


def test_mcts_beats_random_in_migration_mars() -> None:
    # Before root priors, widening and the tempo it traded and shuffled units for 3000 actions.
    match = Match.new("migration_mars", 2, {}, seed=5)
    bots = [make_bot("mcts", "easy", seed=1), make_bot("random", seed=2)]
    for _ in range(1500):
        if match.is_over:
            break
        match = match.apply(bots[match.to_move].choose(match, match.to_move), match.to_move)
    assert match.is_over and match.winners() == [0]
    assert colony.healthy(match.state, 0) > colony.healthy(match.state, 1)


def finished_search(match: Match, settings: MctsSettings) -> MctsSearch:
    """An MCTS search of the position, run to its budget."""
    search = MctsBot(4, settings).start(match, match.to_move)
    assert isinstance(search, MctsSearch)
    while not search.done:
        search.step(8)
    return search


def test_mcts_tries_every_root_action_in_the_same_sampled_worlds() -> None:
    # Common random numbers: the n-th playout of each root action meets the same deal and dice.
    match = mm_main_phase()
    search = finished_search(match, MctsSettings(iterations=10))
    game, player = match.game, match.to_move
    again = sample_state(game, match.observation(player), player, search.world(3))
    assert sample_state(game, match.observation(player), player, search.world(3)) == again
    assert sample_state(game, match.observation(player), player, search.world(4)) != again
    # so an action judged twice gets the same prior, dice and all
    roll = {"type": "roll"}
    assert search.judge(roll) == search.judge(roll)


def test_a_playout_is_evaluated_a_set_number_of_decisions_after_the_first_chance_event(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Counted from the root instead, a move that only delays the dice (a tunnel before the
    # roll) was evaluated before the roll's effects and looked better than rolling.
    match = mm_main_phase()
    game, player = match.game, match.to_move
    for depth in (0, 2):
        search = finished_search(match, MctsSettings(iterations=1, rollout_depth=depth))
        events = record_decisions_and_chance(monkeypatch, game)
        state = sample_state(game, match.observation(player), player, search.world(0))
        search.rollout(state, player, False, search.world(0))
        monkeypatch.undo()
        assert "C" in events and events.index("C") > 0  # decisions came before the dice
        assert events[events.index("C") :].count("D") == depth


def record_decisions_and_chance(monkeypatch: pytest.MonkeyPatch, game: Game) -> list[str]:
    """From now on, "D" for each decision applied to a state and "C" for each chance outcome."""
    events: list[str] = []
    outcome = [False]  # the next applied action is a chance outcome
    sample, apply = game.sample_chance, game.apply_action

    def sampled(state: State, rng: Rng) -> Action:
        events.append("C")
        outcome[0] = True
        return sample(state, rng)

    def applied(state: State, action: Action) -> None:
        if not outcome[0]:
            events.append("D")
        outcome[0] = False
        apply(state, action)

    monkeypatch.setattr(game, "sample_chance", sampled)
    monkeypatch.setattr(game, "apply_action", applied)
    return events


def test_the_heuristic_bot_settles_a_trade_rather_than_editing_it_on_and_on() -> None:
    # Edits are idle (nothing gained, and the next move can take them back): without the tempo
    # it chose among them at random and spent hundreds of actions on one offer.
    match, _ = mm_in_a_trade()
    greedy = make_bot("heuristic", "hard", seed=3, noise=0.0)
    assert greedy.choose(match, match.to_move) == {"type": "trade_cancel"}
    patient = make_bot("heuristic", "hard", seed=3, noise=0.0, tempo=0.0)
    assert patient.choose(match, match.to_move)["type"] in ("trade_offer", "trade_ask")


def test_in_playouts_a_rival_answers_an_offer_by_their_own_evaluation() -> None:
    # Answered at random, a lopsided offer was accepted a third of the time in playouts, which
    # made opening a trade look better than it is.
    match, _ = mm_in_a_trade()
    me = match.to_move
    partner = 1 - me
    search = finished_search(match, MctsSettings(iterations=1))

    def answer_to(*edits: Action) -> Action:
        offered = match
        for edit in edits:
            offered = offered.apply(edit, me)
        sent = offered.apply({"type": "trade_send"}, me)
        assert sent.to_move == partner
        return search.playout_action(clone(sent.state), partner, sent.legal_actions(), False)

    greedy_ask = [a for a in match.legal_actions() if a["type"] == "trade_ask"][:3]
    assert answer_to(*greedy_ask)["type"] != "trade_accept"  # three cards asked for one
    held = [a for a in match.legal_actions() if a["type"] == "trade_offer"][:2]
    assert answer_to(*held, greedy_ask[0])["type"] == "trade_accept"  # three cards offered for one


def test_before_the_dice_a_playout_presses_on_to_them() -> None:
    # Random colony moves before the roll only added noise to every line.
    match = mm_main_phase()
    assert match.state["hand"][match.to_move]["fuel"]  # so "roll" leads to the fuel decision, not the dice
    search = finished_search(match, MctsSettings(iterations=20))
    learnt = search.chance_types  # action type -> decisions of the same player to the dice
    assert learnt["fuel"] == 0 and learnt["roll"] <= 1  # the roll is known to lead to the dice
    assert learnt.get("build", 2) > learnt["roll"]  # a build (then the roll) is farther
    search.chance_types = {"roll": 1, "fuel": 0, "build": 2}
    state, player = clone(match.state), match.to_move
    for _ in range(5):
        assert search.playout_action(state, player, match.legal_actions(), False) == {"type": "roll"}
    after = {search.playout_action(state, player, match.legal_actions(), True)["type"] for _ in range(40)}
    assert len(after) > 1  # once chance came, the cheap policy again


class _Dial:
    """A stub game: one number the player sets; observations show it whole."""

    def __init__(self, settings: list[object]) -> None:
        self.settings = settings

    def legal_actions(self, state: State) -> list[Action]:
        return [{"set": s} for s in self.settings]

    def copy_state(self, state: State) -> State:
        return dict(state)

    def apply_action(self, state: State, action: Action) -> None:
        state["x"] = action["set"]

    def observation(self, state: State, player: int) -> State:
        return dict(state)


def test_a_move_undone_only_by_a_value_equal_in_python_but_not_in_json_is_not_undoable() -> None:
    # `undoable` compares positions with `==` first (fast) and confirms a match canonically:
    # true == 1 in Python, but a player sees "true" and "1" as different positions.
    here = {"x": 1, "rng": "0" * 16}
    moved = {"x": 2, "rng": "0" * 16}
    assert not undoable(_Dial([True, 1.0, 3]), here, 0, moved)  # type: ignore[arg-type]
    assert undoable(_Dial([True, 1]), here, 0, moved)  # type: ignore[arg-type]
