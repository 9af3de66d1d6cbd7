"""Walking on the Moon: the Game implementation (setup, decisions, chance and scoring)."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product
from typing import Any

from pyengine.core.game import CHANCE, TERMINAL, Action, Game, Rng, State
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Field
from pyengine.games.walking_moon import board, cards, data, moves, turn
from pyengine.games.walking_moon.describe import consequences, describe_action, explain, prompt_for
from pyengine.games.walking_moon.meta import META


class WalkingMoon(Game):
    """The rules; the state layout is documented in initial_state."""

    meta = META

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """cards: the 5 moon cards in race order; tokens: column -> special effect (advanced rules);
        astros: one record per astronaut (two each with two players): owner, col, level, sputniks,
        ct, handicap, down (accidented), done (finishing place, 0 while racing), at (arrival stamp:
        the latest arrival is on top of a stack), reroll (a special square's reroll is waiting).
        order/turn: this round's turn order and whose turn it is; phase: program | rolling | choose |
        rob | share | special | continue | ask | drawing | over; program: each die's jump slot (None:
        unused). Advanced rules: pile (action cards left to draw, by kind), hands (each player's
        card or None), discards, windows (open action-card windows, see cards.py), actor (the
        astronaut making an action card's extra jump), removed (dice No instructions took out)."""
        players = len(seats)
        first = rng.below(players) if options["first"] == "draw" else 0
        cards = deal_cards(rng, options["hard_cards"])
        tokens = rng.shuffle(list(data.SPECIALS))[: data.TOKEN_SQUARES] if options["advanced"] else []
        pile = dict.fromkeys(data.ACTIONS, data.COPIES_OF_ACTION) if options["advanced"] else {}
        hands = [deal_one(rng, pile) for _ in range(players)] if options["advanced"] else [None] * players
        state: State = {
            "players": players,
            "colors": [s["color"] for s in seats],
            "advanced": options["advanced"],
            "first": first,
            "cards": cards,
            "tokens": {str(col): effect for col, effect in zip(board.TOKEN_COLUMNS, tokens, strict=False)},
            "astros": starting_astronauts(players, first),
            "supply": {"sputnik": data.SPUTNIK_SUPPLY, "ct": data.CT_SUPPLY, "handicap": data.HANDICAP_SUPPLY},
            "finishers": [],
            "clock": 0,
            "round": 1,
            "last": None,
            "effect": None,
            "pile": pile,
            "hands": hands,
            "discards": [],
            "windows": [],
            "to_draw": [],
            "actor": None,
            "removed": [],
            "present": None,
        }
        turn.start_round(state)
        return state

    def to_move(self, state: State) -> int:
        """The owner of the active astronaut; chance while dice roll; terminal once over."""
        if state["phase"] == "over":
            return TERMINAL
        if state["phase"] in ("rolling", "drawing"):
            return CHANCE
        if state["phase"] == "ask":
            return cards.asker(state)
        return int(moves.astro(state)["owner"])

    def legal_actions(self, state: State) -> list[Action]:
        """The decisions of the current phase (see the _legal_* functions)."""
        return _LEGAL[state["phase"]](state) if state["phase"] in _LEGAL else []

    def explain_illegal(self, state: State, action: Action) -> Msg | None:
        """A specific reason where one helps (programming, dice), else the generic one."""
        if super().explain_illegal(state, action) is None:
            return None
        return explain(state, action) or msg("core.illegal.not_available")

    def apply_action(self, state: State, action: Action) -> None:
        """Dispatch on the action type."""
        _APPLY[action["type"]](state, action)

    def describe(self, state: State, action: Action) -> Msg:
        """Log text."""
        return describe_action(state, action)

    def prompt(self, state: State) -> Msg:
        """The status line."""
        return prompt_for(state)

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """Sputniks, accidents, crossings and end-of-round counters set off by an action."""
        return consequences(before, after)

    def sample_chance(self, state: State, rng: Rng) -> Action:
        """Each pending die lands on one of its six faces; a card is drawn from the pile."""
        if state["phase"] == "drawing":
            outcomes = self.chance_outcomes(state)
            return outcomes[rng.weighted([w for _, w in outcomes])][0]
        dice = state["pending"]["dice"]
        return {"type": "roll", "faces": [data.FACES[data.DICE[d]][rng.below(6)] for d in dice]}

    def chance_shapes(self) -> dict[str, dict[str, Field]]:
        """What a saved chance outcome may hold, before any of it is compared or replayed."""
        return {
            "roll": {"faces": Field("str_list", max_len=data.MAX_DICE)},
            "draw": {"card": Field("str", max_len=32)},
        }

    def chance_outcomes(self, state: State) -> list[tuple[Action, int]]:
        """Every distinct roll with its weight (listed for up to three dice), or every card to draw."""
        if state["phase"] == "drawing":
            return [({"type": "draw", "card": c}, n) for c, n in sorted(state["pile"].items()) if n]
        dice = state["pending"]["dice"]
        if len(dice) > 3:
            return []
        faces = [data.FACES[data.DICE[d]] for d in dice]
        counts: dict[tuple[str, ...], int] = {}
        for combo in product(*faces):
            counts[combo] = counts.get(combo, 0) + 1
        return [({"type": "roll", "faces": list(c)}, w) for c, w in sorted(counts.items())]

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """A forced roll is possible if each face is on its die (a draw, if the card is in the pile)."""
        if state["phase"] == "drawing":
            return outcome.get("type") == "draw" and state["pile"].get(outcome.get("card"), 0) > 0
        dice = state["pending"]["dice"] if state.get("pending") else []
        faces = outcome.get("faces")
        if outcome.get("type") != "roll" or not isinstance(faces, list) or len(faces) != len(dice):
            return False
        return all(f in data.FACES[data.DICE[d]] for d, f in zip(dice, faces, strict=True))

    def scores(self, state: State) -> list[float]:
        """Race points plus Sputniks, per player."""
        return [float(turn.player_points(state, p)) for p in range(state["players"])]

    def winners(self, state: State) -> list[int]:
        """The best score; ties broken by the higher-scoring square, then by the first to arrive."""
        return self.ranking(state)[0]

    def ranking(self, state: State) -> list[list[int]]:
        """Players by score and the rulebook's tie-breaks."""
        keys = {p: turn.tie_key(state, p) for p in range(state["players"])}
        return [[p for p in keys if keys[p] == k] for k in sorted(set(keys.values()), reverse=True)]

    def observation(self, state: State, player: int | None) -> State:
        """Other players' action cards and the pile's make-up stay hidden (the discards are open)."""
        if not state["advanced"]:
            return state
        seen = dict(state)
        seen["hands"] = [h if i == player or h is None else "hidden" for i, h in enumerate(state["hands"])]
        seen["pile"] = {"hidden": sum(state["pile"].values())}
        return seen

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """Hidden cards drawn from those `player` has not seen (the box less their hand and the discards)."""
        if not observation["advanced"] or "hidden" not in observation["pile"]:
            return observation
        unseen = [c for c in data.ACTIONS for _ in range(data.COPIES_OF_ACTION)]
        for card in [*observation["discards"], *(h for h in observation["hands"] if h not in (None, "hidden"))]:
            unseen.remove(card)
        unseen = rng.shuffle(unseen)
        hands = [unseen.pop() if h == "hidden" else h for h in observation["hands"]]
        pile: dict[str, int] = {}
        for card in unseen:
            pile[card] = pile.get(card, 0) + 1
        return {**observation, "hands": hands, "pile": pile}

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        from pyengine.games.walking_moon.evaluation import evaluate

        return evaluate(state, player)

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.walking_moon.view import render

        return render(state, viewer, lang, highlights)


def slot_of(action: Action) -> int:
    """The jump slot (0-2) an assignment targets."""
    return int(str(action["target"]).removeprefix("slot:"))


def deal_cards(rng: Rng, hard_limit: int) -> list[str]:
    """Five moon cards from the shuffled deck; hard cards beyond the limit are set aside."""
    cards: list[str] = []
    for card in rng.shuffle(data.deck()):
        hard = sum(1 for c in cards if c in data.HARD_CARDS)
        if card in data.HARD_CARDS and hard >= hard_limit:
            continue
        cards.append(card)
        if len(cards) == data.CARDS_IN_RACE:
            break
    return cards


def deal_one(rng: Rng, pile: dict[str, int]) -> str:
    """One action card drawn at random from the pile."""
    kinds = sorted(k for k, n in pile.items() if n)
    card = kinds[rng.weighted([pile[k] for k in kinds])]
    pile[card] -= 1
    return card


def starting_astronauts(players: int, first: int) -> list[dict[str, Any]]:
    """Everyone on the start square, stacked in turn order with the first player on top; with two
    players, each has two astronauts, placed alternately."""
    count = 4 if players == 2 else players
    return [
        {
            "owner": (first + i) % players,
            "col": 0,
            "level": 0,
            "sputniks": 0,
            "ct": 0,
            "handicap": 0,
            "down": False,
            "done": 0,
            "at": -i - 1,
            "reroll": False,
        }
        for i in range(count)
    ]


# --- legal actions per phase ---------------------------------------------------------------------
def _legal_program(state: State) -> list[Action]:
    actions: list[Action] = []
    free = [d for d, slot in enumerate(state["program"]) if slot is None and d not in state["removed"]]
    if moves.assigned(state) < state["dice"]:
        actions += [{"type": "assign", "die": d, "target": f"slot:{s}"} for d in free for s in range(data.SLOTS)]
    pool = len(data.DICE) - len(state["removed"])
    if moves.astro(state)["ct"] and state["dice"] < min(data.MAX_DICE, pool):
        actions.append({"type": "extra_die"})
    if moves.assigned(state) == state["dice"]:
        actions.append({"type": "launch"})
    return actions


def _legal_choose(state: State) -> list[Action]:
    actions = turn.use_actions(state)
    a = moves.astro(state)
    if a["ct"]:
        actions += [{"type": "reroll", "die": r["die"]} for r in state["roll"]]
    if a["reroll"]:
        actions.append({"type": "reroll_all"})
    return actions


def _legal_continue(state: State) -> list[Action]:
    return [{"type": "jump"}, {"type": "stop"}]


def _legal_rob(state: State) -> list[Action]:
    index = moves.active(state)
    mine = moves.astro(state)["owner"]
    present = state["present"] if state["present"] is not None else moves.together(state, index)
    victims = [i for i in present if state["astros"][i]["owner"] != mine]
    return [*({"type": "rob", "victim": v} for v in victims), {"type": "no_rob"}]


def _legal_share(state: State) -> list[Action]:
    index = moves.active(state)
    mine = moves.astro(state)["owner"]
    present = state["present"] if state["present"] is not None else moves.together(state, index)
    partners = [i for i in present if state["astros"][i]["owner"] == mine]
    actions: list[Action] = []
    for partner in partners:
        for giver, taker in ((index, partner), (partner, index)):
            for kind, field in (("sputnik", "sputniks"), ("ct", "ct")):
                if state["astros"][giver][field]:
                    actions.append({"type": "give", "what": kind, "from": giver, "to": taker})
    return [*actions, {"type": "done"}]


def _legal_special(state: State) -> list[Action]:
    effect = state["effect"]
    if effect == "advance_circle":
        return [{"type": "advance_circle"}, {"type": "decline"}]
    if effect == "spend_sputniks":
        return [{"type": "spend", "n": n} for n in range(1, moves.astro(state)["sputniks"] + 1)] + [{"type": "decline"}]
    return [{"type": "jump_now", "colour": c} for c in ("blue", "white", "black")] + [{"type": "decline"}]


_LEGAL: dict[str, Callable[[State], list[Action]]] = {
    "ask": cards.legal,
    "program": _legal_program,
    "choose": _legal_choose,
    "continue": _legal_continue,
    "rob": _legal_rob,
    "share": _legal_share,
    "special": _legal_special,
}


# --- applying ---------------------------------------------------------------------------------------
def _assign(state: State, action: Action) -> None:
    state["program"][action["die"]] = slot_of(action)


def _extra_die(state: State, action: Action) -> None:
    moves.give_back(state, moves.active(state), "ct", 1)
    state["dice"] += 1


def _launch(state: State, action: Action) -> None:
    turn.next_jump(state)


def _roll(state: State, action: Action) -> None:
    turn.roll_dice(state, action["faces"])


def _use(state: State, action: Action) -> None:
    turn.use_die(state, action["die"], action["steps"])


def _reroll(state: State, action: Action) -> None:
    moves.give_back(state, moves.active(state), "ct", 1)
    state["pending"] = {"dice": [action["die"]], "replace": True}
    state["phase"] = "rolling"


def _reroll_all(state: State, action: Action) -> None:
    moves.astro(state)["reroll"] = False
    state["pending"] = {"dice": [r["die"] for r in state["roll"]], "replace": False}
    state["phase"] = "rolling"


def _jump(state: State, action: Action) -> None:
    turn.next_jump(state)


def _stop(state: State, action: Action) -> None:
    turn.end_turn(state)


def _rob(state: State, action: Action) -> None:
    victim = action["victim"]
    if state["astros"][victim]["sputniks"]:
        state["astros"][victim]["sputniks"] -= 1
        moves.astro(state)["sputniks"] += 1
    else:
        moves.gain(state, victim, "handicap", 1)
    if not cards.after_rob(state, victim):
        turn.carry_on(state)


def _no_rob(state: State, action: Action) -> None:
    turn.carry_on(state)


def _give(state: State, action: Action) -> None:
    field = "sputniks" if action["what"] == "sputnik" else "ct"
    state["astros"][action["from"]][field] -= 1
    state["astros"][action["to"]][field] += 1


def _done(state: State, action: Action) -> None:
    turn.carry_on(state)


def _advance_circle(state: State, action: Action) -> None:
    a = moves.astro(state)
    moves.place(state, board.next_circle(moves.track(state), moves.square(a), 1))
    if a["col"] >= board.FINISH:
        turn.cross(state, moves.active(state), crashed=False)
        return
    turn.carry_on(state)


def _spend(state: State, action: Action) -> None:
    moves.give_back(state, moves.active(state), "sputnik", action["n"])
    result = moves.plan(state, "s" * action["n"])
    turn.move(state, result, skull=False, jumped=False)


def _jump_now(state: State, action: Action) -> None:
    state["bonus"] = True
    state["pending"] = {"dice": [data.DICE.index(action["colour"])], "replace": False}
    state["phase"] = "rolling"


def _decline(state: State, action: Action) -> None:
    turn.carry_on(state)


def _answer(state: State, action: Action) -> None:
    if cards.answer(state, action):
        turn.next_ask(state)


def _draw(state: State, action: Action) -> None:
    turn.draw_card(state, action["card"])


_APPLY: dict[str, Callable[[State, Action], None]] = {
    "assign": _assign,
    "extra_die": _extra_die,
    "launch": _launch,
    "roll": _roll,
    "use": _use,
    "reroll": _reroll,
    "reroll_all": _reroll_all,
    "jump": _jump,
    "stop": _stop,
    "rob": _rob,
    "no_rob": _no_rob,
    "give": _give,
    "done": _done,
    "advance_circle": _advance_circle,
    "spend": _spend,
    "jump_now": _jump_now,
    "decline": _decline,
    "draw": _draw,
    "keep": _answer,
    "swap": _answer,
    "play": _answer,
    "pass": _answer,
}
