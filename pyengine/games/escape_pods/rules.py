"""Escape Pods: the Game implementation wiring setup, the turn machine, actions and chance."""

from __future__ import annotations

from typing import Any

from pyengine.core.evaluation import Terms
from pyengine.core.game import Action, Rng
from pyengine.core.kit import KitGame
from pyengine.core.messages import Msg, msg
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.actions import ACTIONS, spied_crew
from pyengine.games.escape_pods.decisions import PLAY, SETUP
from pyengine.games.escape_pods.declared import DECISIONS
from pyengine.games.escape_pods.describe import choice_line, own_role, seen_line
from pyengine.games.escape_pods.flow import QUEUE, opening_tasks, tokens
from pyengine.games.escape_pods.state import EscapeState, Pod
from pyengine.games.escape_pods.state import EscapeState as State


class EscapePods(KitGame):
    """The rules; the state layout is EscapeState (state.py), the actions are in actions.py, the
    turn machine in flow.py and the rules' pieces in logic.py."""

    actions = ACTIONS
    turns = QUEUE
    decisions = DECISIONS
    not_now = msg("ep.illegal.not_now")
    state_type = EscapeState

    def initial_state(self, seats: list[dict[str, Any]], options: dict[str, Any], rng: Rng) -> State:
        """The board set up (rules 2.0 and 8.0); the refuges, explosion card(s) and first player are drawn next."""
        n = len(seats)
        solo = n == 1
        first_game = options.get("refuges", "first") == "first"
        pods: dict[str, Pod] = {
            pod: {"size": size, "at": "box" if (pod == "p3" and n == 2) else data.START_AT[pod], "crew": []}
            for pod, size in data.PODS.items()
        }
        cards = list(data.SOLO_REFUGES) if first_game else [""] * 4
        starts = tokens(n)
        in_play = [b for b, pair in data.BEACONS.items() if any(c < n for c in pair)]
        return {
            "players": n,
            "colors": [s["color"] for s in seats],
            "solo": solo,
            "max_rounds": options.get("max_rounds", data.DEFAULT_MAX_ROUNDS),
            "round": 1,
            "first": 0,
            "active": 0,
            "phase": SETUP,
            "turn": {"actions": 0, "limit": 2, "pending": None, "number": -1},
            "tasks": opening_tasks(n, solo, not first_game),
            "reserve": [{r: data.PER_ROLE for r in data.ROLES} for _ in range(n)],
            "panel": [{space: [] for space in data.SPACES} for _ in range(n)],
            "pods": pods,
            "refuges": [
                {"card": c, "arrivals": [], "token": t, "assigned": []} for c, t in zip(cards, starts, strict=True)
            ],
            "pool": [] if first_game else sorted(data.REFUGES),
            "deck": sorted(data.SOLO_DECKS[options.get("solo_cards", "centre")] if solo else data.MULTI_DECK),
            "bottom": [],
            "revealed": [],
            "debris": [],
            "debris_left": data.DEBRIS["solo" if solo else "multi"],
            "beacons": {b: None for b in in_play},
            "barrier": False,
            "final": None,
            "over": False,
            "settled": [],
            "ended": "",
            "last": [],
        }

    def apply_action(self, state: State, action: Action) -> None:
        """Apply a player action or chance outcome, then the steps that follow by themselves."""
        state["last"] = []
        super().apply_action(state, action)
        # Beyond the barrier a pod also leaves by its last crew disembarking: the end comes at once.
        if state["phase"] == PLAY and state["barrier"] and not logic.pods_beyond(state):
            logic.finish(state, "empty")
            QUEUE.settle(state)

    def consequences(self, before: State, after: State, action: Action) -> list[Msg]:
        """What the step set off by itself: pushes, explosions, wrecked pods, the barrier."""
        return [Msg.from_json(line) for line in after["last"]]

    def upgrade_save(self, save: dict[str, Any], ruleset: int) -> dict[str, Any] | None:
        """A ruleset 1 save replays as it was played: a solo game dealt the first design's solo cards
        gets the option solo_cards "sectors" (ruling 16); every other save keeps its rules."""
        return upgrade(save, ruleset)

    def reveals(self, state: State, action: Action) -> bool:
        """A Spy uncovers crew (undo may not cross it)."""
        return action.get("type") == "spy"

    def describe_choice(self, state: State, action: Action, player: int) -> Msg:
        """The move, and which of the player's own crew it sends (the player knows their own)."""
        return choice_line(self.describe(state, action), own_role(state, action, player))

    def private_text(self, before: State, after: State, action: Action) -> list[tuple[list[int], Msg]]:
        """The spy reads what they saw; the others read only where they looked."""
        if action.get("type") != "spy":
            return []
        spy = int(before["active"])
        return [([spy], seen_line(spy, action["target"], spied_crew(after, action["target"])))]

    def check_position(self, state: State) -> Msg | None:
        """The layout, then the seats and the pieces' counts."""
        found = super().check_position(state)
        if found is not None:
            return found
        n = state["players"]
        if not 1 <= n <= 5 or len(state["reserve"]) != n or len(state["panel"]) != n or len(state["colors"]) != n:
            return msg("core.position.players")
        if len(state["refuges"]) != 4 or any(r["card"] not in data.REFUGES for r in state["refuges"] if r["card"]):
            return msg("core.position.board")
        for p in range(n):
            count = sum(state["reserve"][p].values()) + sum(len(v) for v in state["panel"][p].values())
            count += sum(1 for pod in state["pods"].values() for c in pod["crew"] if c["owner"] == p)
            count += sum(1 for r in state["refuges"] for c in r["arrivals"] if c["owner"] == p)
            if count != data.PER_ROLE * len(data.ROLES):
                return msg("core.position.board")
        return None

    def scores(self, state: State) -> list[float]:
        """Points in the refuges (counted as they stand; final once the game is over)."""
        return [float(row["points"]) for row in logic.totals(state)]

    def _key(self, state: State, p: int) -> tuple[int, ...]:
        row = logic.totals(state)[p]
        return (row["points"], row["in_refuges"], row["assigned"], row["refuges"])

    def ranking(self, state: State) -> list[list[int]]:
        """Points, then crew in refuges, crew assigned, refuges with crew (rule 6.0); ties share."""
        places: dict[tuple[int, ...], list[int]] = {}
        for p in range(state["players"]):
            places.setdefault(self._key(state, p), []).append(p)
        return [places[k] for k in sorted(places, reverse=True)]

    def winners(self, state: State) -> list[int]:
        """First place (solo: nobody wins or loses; the rating tells how well)."""
        if state["solo"]:
            return [0] if logic.totals(state)[0]["points"] > data.RATINGS[1][0] - 1 else []
        return self.ranking(state)[0]

    def determinize(self, observation: State, player: int, rng: Rng) -> State:
        """Every crew role `player` cannot see dealt at random from what each rival still has unseen."""
        from pyengine.games.escape_pods.bots import deal

        return deal(observation, player, rng)

    def evaluate(self, state: State, player: int) -> float:
        """A bot's estimate of the position (see evaluation.py)."""
        from pyengine.games.escape_pods.evaluation import evaluate

        return evaluate(state, player)

    def evaluations(self, state: State) -> list[float]:
        """Every player's estimate at once."""
        from pyengine.games.escape_pods.evaluation import evaluations

        return evaluations(state)

    def terms(self) -> Terms:
        """The evaluation as named terms, for the coach."""
        from pyengine.games.escape_pods.evaluation import TERMS

        return TERMS

    def render(self, state: State, viewer: int | None, lang: str, highlights: Any = None) -> str:
        """The board SVG (see view.py), drawn from what `viewer` may see."""
        from pyengine.games.escape_pods.view import render

        return render(state, viewer, lang, highlights)


def upgrade(save: dict[str, Any], ruleset: int) -> dict[str, Any] | None:
    """A ruleset 1 save as a ruleset 2 one (see EscapePods.upgrade_save); None if it is not one."""
    options, seats = save.get("options"), save.get("seats")
    if ruleset != 1 or not isinstance(options, dict) or not isinstance(seats, list):
        return None
    upgraded = {**save, "options": {**options, "solo_cards": "centre"}, "ruleset": 2}
    if len(seats) != 1:
        return upgraded  # the multiplayer deck never changed
    cards = cards_named(save.get("actions"))
    if cards & set(data.SOLO_CARDS):
        return upgraded
    old = {**upgraded, "options": {**options, "solo_cards": "sectors"}}
    if cards & set(data.OLD_SOLO_CARDS):
        return old
    # Only cards both decks hold (x04-x10) were drawn: the deal that replays them tells which deck it was.
    from pyengine.core.errors import SaveError
    from pyengine.core.saves import load_save

    try:
        load_save(upgraded)
    except SaveError:
        return old
    return upgraded


def cards_named(actions: Any) -> set[str]:
    """The explosion cards a save's steps name: the cards revealed and those Program bottomed."""
    found: set[str] = set()
    for entry in actions if isinstance(actions, list) else []:
        step = entry.get("chance") or entry.get("action") if isinstance(entry, dict) else None
        if not isinstance(step, dict):
            continue
        if step.get("type") == "reveal" and isinstance(step.get("card"), str):
            found.add(step["card"])
        target = step.get("target")
        if step.get("type") == "program" and isinstance(target, str) and target.startswith("card:"):
            found.add(target[5:])
    return found
