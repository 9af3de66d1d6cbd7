"""Private hands (rulings 29 and 30): what each player sees of the others' cards, the bots' dealing
of the unseen cards, and trades that ask by public information only."""

from __future__ import annotations

import random

from pyengine.core import Match
from pyengine.core.game import Rng, State
from pyengine.core.rng import seed_state
from pyengine.games.migration_mars import actions, hands

from .helpers import GAME, fresh, hand, play, why
from .test_mm_invariants import problems


def _reason(state: State, action: dict) -> str | None:
    found = why(state, action)
    return None if found is None else found.key


def _played(players: int, seed: int, steps: int) -> Match:
    """A random game `steps` actions in (or over)."""
    chooser = random.Random(seed)
    match = Match.new("migration_mars", players, seed=seed)
    for _ in range(steps):
        if match.is_over:
            break
        match = match.apply(chooser.choice(match.legal_actions()))
    return match


def _asks(state: State) -> list[dict]:
    return [a for a in GAME.legal_actions(state) if a["type"] == "trade_ask"]


def test_observation_hides_other_hands_but_keeps_their_sizes() -> None:
    match = _played(3, 1, 300)
    seen = match.observation(1)
    assert seen["hand"][1] == match.state["hand"][1]
    for q in (0, 2):
        assert seen["hand"][q] == {"hidden": sum(match.state["hand"][q].values())}
    assert seen["saved"] == match.state["saved"] and seen["stock"] == match.state["stock"]  # public


def test_nobodys_observation_hides_every_hand() -> None:
    match = _played(2, 2, 200)
    assert all(hands.is_hidden(h) for h in match.observation(None)["hand"])


def test_every_hand_is_shown_once_the_game_is_over() -> None:
    state = fresh(2)
    state["over"] = True
    assert GAME.observation(state, None)["hand"] == state["hand"]


def test_determinize_yields_a_consistent_state_keeping_the_own_hand_and_the_sizes() -> None:
    for players, seed in ((2, 3), (3, 4), (4, 5)):
        chooser, match = random.Random(seed), Match.new("migration_mars", players, seed=seed)
        for step in range(400):
            if match.is_over:
                break
            if step % 7 == 0 and match.to_move >= 0:
                p = match.to_move
                sample = GAME.determinize(match.observation(p), p, Rng(seed_state(step)))
                assert problems(sample) == [], (players, seed, step)
                assert sample["hand"][p] == match.state["hand"][p]
                assert [sum(h.values()) for h in sample["hand"]] == [sum(h.values()) for h in match.state["hand"]]
            match = match.apply(chooser.choice(match.legal_actions()))


def test_determinize_varies_with_the_rng() -> None:
    match = _played(3, 6, 150)
    p = max(match.to_move, 0)
    seen = match.observation(p)
    dealt = {str(GAME.determinize(seen, p, Rng(seed_state(s)))["hand"]) for s in range(10)}
    assert len(dealt) > 1


def test_determinize_keeps_the_side_of_an_offer_waiting_for_an_answer() -> None:
    state = fresh(3)
    hand(state, 0, olympium=2)
    state["stock"]["olympium"] -= 1  # the box's totals hold: seat 0 took one more
    for action in (
        {"type": "trade_open", "partner": 1},
        {"type": "trade_offer", "asset": "olympium"},
        {"type": "trade_offer", "asset": "olympium"},
        {"type": "trade_ask", "asset": "water"},
        {"type": "trade_send"},
    ):
        state = play(state, action)
    for s in range(20):  # 3 Olympium lie in hands seat 1 cannot see; the sender surely has 2
        sample = GAME.determinize(GAME.observation(state, 1), 1, Rng(seed_state(s)))
        assert sample["hand"][0]["olympium"] >= 2 and problems(sample) == []


def test_the_asks_do_not_depend_on_the_partners_cards_only_on_their_number() -> None:
    one, other = fresh(2), fresh(2)
    hand(other, 1, water=4, stone=0)  # same size, other cards
    lists = []
    for state in (one, other):
        state = play(state, {"type": "trade_open", "partner": 1})
        lists.append(_asks(state))
    assert lists[0] == lists[1]
    assert {"type": "trade_ask", "asset": "rcu"} in lists[0]  # any card type nobody can rule out


def test_asking_is_limited_by_the_cards_outside_the_station_and_the_partners_number_of_cards() -> None:
    state = fresh(2)
    state["stock"]["fuel"] = 12 - 2  # only the two start cards are out: one is the asker's own
    state = play(state, {"type": "trade_open", "partner": 1})
    state = play(state, {"type": "trade_ask", "asset": "fuel"})
    assert _reason(state, {"type": "trade_ask", "asset": "fuel"}) == "mm.illegal.cannot_exist"
    small = fresh(2)
    small["hand"][1] = {k: 0 for k in small["hand"][1]} | {"water": 1}
    small = play(small, {"type": "trade_open", "partner": 1})
    small = play(small, {"type": "trade_ask", "asset": "stone"})  # one card: maybe a stone
    assert _reason(small, {"type": "trade_ask", "asset": "water"}) == "mm.illegal.cannot_exist"  # not two
    assert _asks(small) == []


def test_a_partner_lacking_what_is_asked_cannot_accept_but_may_counter_or_reject() -> None:
    state = fresh(2)
    hand(state, 1, rcu=0)
    for action in (
        {"type": "trade_open", "partner": 1},
        {"type": "trade_offer", "asset": "water"},
        {"type": "trade_ask", "asset": "rcu"},  # allowed: seat 0 cannot see that seat 1 has none
        {"type": "trade_send"},
    ):
        state = play(state, action)
    assert _reason(state, {"type": "trade_accept"}) == "mm.illegal.cannot_give"
    kinds = {a["type"] for a in GAME.legal_actions(state)}
    assert kinds == {"trade_reject", "trade_counter"}


def test_an_offer_cannot_be_sent_while_the_sender_lacks_their_own_side() -> None:
    state = fresh(2)
    hand(state, 1, rcu=0)
    for action in (
        {"type": "trade_open", "partner": 1},
        {"type": "trade_offer", "asset": "water"},
        {"type": "trade_ask", "asset": "rcu"},
        {"type": "trade_send"},
    ):
        state = play(state, action)
    state = play(state, {"type": "trade_counter"}, player=1)
    assert _reason(state, {"type": "trade_send"}) == "mm.illegal.send_not_held"  # the rcu asked of seat 1
    state = play(state, {"type": "trade_unoffer", "asset": "rcu"}, player=1)
    state = play(state, {"type": "trade_offer", "asset": "stone"}, player=1)
    state = play(state, {"type": "trade_send"}, player=1)
    state = play(state, {"type": "trade_accept"})
    assert state["hand"][0]["stone"] == 3 and state["hand"][1]["water"] == 3


def test_opening_a_trade_needs_only_that_the_partner_holds_some_card() -> None:
    state = fresh(2)
    assert _reason(state, {"type": "trade_open", "partner": 1}) is None
    state["hand"][1] = {k: 0 for k in state["hand"][1]}
    assert _reason(state, {"type": "trade_open", "partner": 1}) == "mm.illegal.nothing_to_trade"  # 0 cards: public
    state["saved"][1] = ["ev14"]
    assert _reason(state, {"type": "trade_open", "partner": 1}) is None
    assert actions.askable(play(state, {"type": "trade_open", "partner": 1}), 0, 1) == ["event:ev14"]


def test_a_fresh_blueprint_traded_on_leaves_the_hand_and_a_sample_of_it_is_consistent() -> None:
    state = fresh(2)
    hand(state, 0, blueprint=1)
    state["blueprints"] -= 1  # drawn from the ruins deck, so the box still adds up
    for offer, ask, answerer in (("blueprint", "water", 1), ("water", "blueprint", 1)):
        for action in (
            {"type": "trade_open", "partner": 1},
            {"type": "trade_offer", "asset": offer},
            {"type": "trade_ask", "asset": ask},
            {"type": "trade_send"},
        ):
            state = play(state, action)
        state = play(state, {"type": "trade_accept"}, player=answerer)
    assert state["hand"][1]["blueprint"] == 0 and state["fresh_blueprints"][1] == 0
    seen = GAME.observation(state, 0)
    sample = GAME.determinize(seen, 0, Rng(seed_state(3)))
    assert problems(sample) == []
