"""Walking on the Moon: the rules on the kit (setup, who decides in each phase, chance, scoring and
hidden cards); the actions are declared in actions.py, the turn flow is in turn.py and cards.py."""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Terms
from pyengine.core.game import Action, Rng
from pyengine.core.kit import KitGame, per_player
from pyengine.core.messages import Msg, msg
from pyengine.games.walking_moon import board, cards, data, describe, moves, turn
from pyengine.games.walking_moon.actions import ACTIONS
from pyengine.games.walking_moon.decisions import ASK, DRAWING
from pyengine.games.walking_moon.declared import DECISIONS
from pyengine.games.walking_moon.describe import consequences, told_the_drawer
from pyengine.games.walking_moon.state import Astro, WalkingMoonState, tasks_problem
from pyengine.games.walking_moon.state import WalkingMoonState as State
from pyengine.games.walking_moon.turn import PHASES


class WalkingMoon(KitGame):
    """The rules; the state layout is WalkingMoonState (state.py), the actions are in actions.py."""

    actions = ACTIONS
    turns = turn.QUEUE
    state_type = WalkingMoonState

    def upgrade_save(self, save: dict[str, Any], ruleset: int) -> dict[str, Any] | None:
        """A ruleset 1 save (the share question asked after every landing beside one's other
        astronaut, even with nothing to give) without its answers to questions no longer asked."""
        if ruleset != 1:
            return None
        from pyengine.core.upgrades import without_unasked_steps

        return {**save, "ruleset": 2, "actions": without_unasked_steps(save, _unasked_share)}

    decisions = DECISIONS

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """Five moon cards dealt, everyone on the start stacked in turn order; with the advanced
        rules, the special-square tokens and an action card each. Then the first round starts
        (the layout is WalkingMoonState, state.py)."""
        players = len(seats)
        first = rng.below(players) if options["first"] == "draw" else 0
        cards = deal_cards(rng, options["hard_cards"])
        tokens = rng.shuffle(list(data.SPECIALS))[: data.TOKEN_SQUARES] if options["advanced"] else []
        pile = dict.fromkeys(data.ACTIONS, data.COPIES_OF_ACTION) if options["advanced"] else {}
        hands = [deal_one(rng, pile) for _ in range(players)] if options["advanced"] else [None] * players
        state: State = {  # type: ignore[typeddict-item]  # turn.start_round sets the turn's keys
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
            "tasks": [],
            "removed": [],
            "present": None,
        }
        turn.start_round(state)
        turn.QUEUE.settle(state)
        return state

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """Sputniks, accidents, crossings and end-of-round counters set off by an action."""
        return consequences(before, after)

    def describe_step(self, before: State, after: State, action: Action) -> Msg:
        """A card played is read where it lands face up (the discards' top), as the asked player's
        card is hidden from the others before the step."""
        if action.get("type") == "play" and moves.decision(before) == ASK and after["discards"]:
            return describe.log_play(before, action, card=after["discards"][-1])
        return self.describe(before, action)

    def private_text(self, before: State, after: State, action: Action) -> list[tuple[list[int], Msg]]:
        """A drawn card: its drawer reads which one (describe.py)."""
        return told_the_drawer(before, action)

    def sample_chance(self, state: State, rng: Rng) -> Action:
        """Each pending die lands on one of its six faces (too many to list beyond three dice); a
        card is drawn from the pile."""
        if moves.decision(state) == DRAWING:
            return super().sample_chance(state, rng)
        dice = moves.pending(state)["dice"]
        return {"type": "roll", "faces": [data.FACES[data.DICE[d]][rng.below(6)] for d in dice]}

    def check_position(self, state: State) -> Msg | None:
        """The layout, then seats and astronauts, the phase and the pending tasks."""
        return super().check_position(state) or position_problem(state)

    def chance_is_possible(self, state: State, outcome: Action) -> bool:
        """A forced roll is possible if each face is on its die (a draw, if the card is in the pile)."""
        if moves.decision(state) == DRAWING:
            return outcome.get("type") == "draw" and state["pile"].get(str(outcome.get("card")), 0) > 0
        dice = moves.pending(state)["dice"] if state.get("pending") else []
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

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """Hidden cards drawn from those `player` has not seen (the box less their hand and the
        discards); a player asked now about a card they hold gets one that fits the moment (where
        the window resumes), which the table knows though not the card."""
        if not observation["advanced"] or "hidden" not in observation["pile"]:
            return observation
        unseen = [c for c in data.ACTIONS for _ in range(data.COPIES_OF_ACTION)]
        for card in [*observation["discards"], *(h for h in observation["hands"] if h not in (None, "hidden"))]:
            unseen.remove(card)
        unseen = rng.shuffle(unseen)
        hands = list(observation["hands"])
        tasks = list(turn.QUEUE.tasks(observation))
        ask = tasks[0] if tasks and tasks[0]["kind"] == ASK else None
        if ask is not None and ask["window"] == "?" and hands[ask["player"]] == "hidden":
            fits = cards.MOMENT_CARDS.get(str(cards.resume_of(observation).get("to")), ())
            card = next((c for c in unseen if c in fits), unseen[-1])
            unseen.remove(card)
            hands[ask["player"]] = card
            tasks = [{**ask, "window": card}, *tasks[1:]]
        hands = [unseen.pop() if h == "hidden" else h for h in hands]
        pile: dict[str, int] = {}
        for card in unseen:
            pile[card] = pile.get(card, 0) + 1
        sample: State = {**observation, "hands": hands, "pile": pile}
        turn.QUEUE.reset(sample, tasks)
        return sample

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        from pyengine.games.walking_moon.evaluation import evaluate

        return evaluate(state, player)

    def evaluations(self, state: State) -> list[float]:
        """Every player's estimate at once (see evaluation.py)."""
        from pyengine.games.walking_moon.evaluation import evaluations

        return evaluations(state)

    def terms(self) -> Terms:
        """The evaluation as named terms, for the coach (see evaluation.py)."""
        from pyengine.games.walking_moon.evaluation import TERMS

        return TERMS

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py)."""
        from pyengine.games.walking_moon.view import render

        return render(state, viewer, lang, highlights)


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


def starting_astronauts(players: int, first: int) -> list[Astro]:
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


def position_problem(state: State) -> Msg | None:
    """Why a written position cannot happen (None: it can)."""
    players = state["players"]
    astros = state["astros"]
    if (
        not 2 <= players <= 5
        or not per_player(state, ("colors", "hands"))
        or len(astros) != (4 if players == 2 else players)
    ):
        return msg("core.position.players")
    if state["phase"] not in PHASES:
        return msg("core.position.bad_value", name="phase")
    if any(not isinstance(a, dict) or not 0 <= a.get("owner", -1) < players for a in astros):
        return msg("core.position.bad_value", name="astros")
    if len(state["cards"]) != data.CARDS_IN_RACE or any(c not in data.MOON_CARDS for c in state["cards"]):
        return msg("core.position.bad_value", name="cards")
    if any(not _stands(state, a) for a in astros):
        return msg("core.position.bad_value", name="astros")
    if any(not 0 <= i < len(astros) for i in state["order"]) or not 0 <= state["turn"] <= len(state["order"]):
        return msg("core.position.bad_value", name="order")
    if tasks_problem(turn.QUEUE.tasks(state)):
        return msg("core.position.bad_value", name="tasks")
    return None


def _stands(state: State, a: Astro) -> bool:
    """True if the astronaut is on an open square of the track (never inside the rock)."""
    column, level = a.get("col"), a.get("level")
    if type(column) is not int or type(level) is not int:
        return False
    return moves.track(state).is_square((column, level))


def _unasked_share(match: Any, action: dict[str, Any]) -> bool:
    """The first rules' "done" to a share question with nothing to share, which today's never ask."""
    return action == {"type": "done"} and match.to_move >= 0
