"""Escape Pods' actions, declared once: placing a crew on an activation space, each action's
effect, the free beacon moves, ending the turn, the hangar and assignment choices, and the chance
draws (refuges, explosion cards, the first player)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, Private, integer, one_of, text
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.decisions import ASSIGN, EFFECT, FIRST, HANGAR, NEXT, PLAY, REFUGE, REVEAL
from pyengine.games.escape_pods.flow import QUEUE, start_turn
from pyengine.games.escape_pods.state import Crew
from pyengine.games.escape_pods.state import EscapeState as State
from pyengine.i18n import seat

Action = dict[str, Any]


def pod_name(pod: str) -> Msg:
    """A pod's name for the log."""
    return msg(f"ep.pod.{pod}")


def _player(state: State) -> int:
    return int(state["active"])


def _space(state: State) -> str:
    """The activation space whose effect is being chosen."""
    return str(QUEUE.current(state)["space"])


def _when(space: str) -> Callable[[State], bool]:
    return lambda state: _space(state) == space


def _listed(candidates: Callable[[State], list[Action]], key: str) -> Callable[[State, Move], Msg | None]:
    """A check: the action is one of the candidates, else the player's reason under `key`."""

    def check(state: State, move: Move) -> Msg | None:
        return None if dict(move) in candidates(state) else msg(key)

    return check


# --- effects' candidates ---------------------------------------------------------------------------
def board_candidates(state: State) -> list[Action]:
    """Board a pod with a free seat: from the reserve (a pod in a hangar or next to the ship; a
    hangar's pod moves out to its sector) or from a pod in a neighbouring sector."""
    p = _player(state)
    found: list[Action] = []
    roles = [r for r in data.ROLES if state["reserve"][p][r] > 0]
    for pod_id, pod in state["pods"].items():
        if len(pod["crew"]) >= pod["size"] or pod["at"] in ("ship", "box", "limbo"):
            continue
        target = f"pod:{pod_id}"
        if pod["at"] in data.HANGARS:
            out = data.HANGARS[pod["at"]][1]
            pushes = [int(e["push"]) for e in logic.entries(state, pod_id, out, None)]
            found += [
                {"type": "board", "target": target, "from": f"reserve:{r}", "push": k} for r in roles for k in pushes
            ]
            continue
        if logic.next_to_ship(pod):
            found += [{"type": "board", "target": target, "from": f"reserve:{r}", "push": 0} for r in roles]
        for other_id, other in state["pods"].items():
            if other_id != pod_id and logic.pods_adjacent(state, pod_id, other_id):
                found += [
                    {"type": "board", "target": target, "from": f"crew:{other_id}:{i}", "push": 0}
                    for i, c in enumerate(other["crew"])
                    if c["owner"] == p
                ]
    return found


def disembark_candidates(state: State) -> list[Action]:
    """Move a crew of any colour from a pod to a neighbouring refuge with a free arrival space."""
    found: list[Action] = []
    for r, refuge in enumerate(state["refuges"]):
        if not logic.free_arrival(refuge):
            continue
        pod_id = logic.pod_in(state, data.REFUGE_SECTOR[r])
        if pod_id is not None:
            crew = state["pods"][pod_id]["crew"]
            found += [
                {"type": "disembark", "target": f"refuge:{r}", "pod": pod_id, "crew": i} for i in range(len(crew))
            ]
    return found


def _move_actions(kind: str, pods: list[str], state: State) -> list[Action]:
    return [{"type": kind, **m} for pod in pods for m in logic.moves(state, pod)]


def accelerate_candidates(state: State) -> list[Action]:
    """Move a pod holding one of your crew to a neighbouring sector."""
    p = _player(state)
    return _move_actions("accelerate", [q for q in logic.crewed(state) if logic.has_own(state["pods"][q], p)], state)


def pilot_candidates(state: State) -> list[Action]:
    """Move any crewed pod to a neighbouring sector."""
    return _move_actions("pilot", logic.crewed(state), state)


def spy_candidates(state: State) -> list[Action]:
    """Look at the crew of one pod or one refuge."""
    pods = [{"type": "spy", "target": f"pod:{q}"} for q in logic.crewed(state)]
    refuges = [{"type": "spy", "target": f"refuge:{r}"} for r, ref in enumerate(state["refuges"]) if ref["arrivals"]]
    return pods + refuges


def minipod_candidates(state: State) -> list[Action]:
    """A minipod from the ship to an empty sector next to it, with a crew from your reserve."""
    if not any(pod["at"] == "ship" for pod in state["pods"].values()):
        return []
    p = _player(state)
    roles = [r for r in data.ROLES if state["reserve"][p][r] > 0]
    sectors = [s for s in data.SHIP_SECTORS if s not in state["debris"] and logic.pod_in(state, s) is None]
    return [{"type": "minipod", "target": f"sector:{s}", "role": r} for s in sectors for r in roles]


def boarding_candidates(state: State) -> list[Action]:
    """Swap one of your crew (reserve, for a pod next to the ship; or a neighbouring pod) with
    another colour's crew in a pod."""
    p = _player(state)
    roles = [r for r in data.ROLES if state["reserve"][p][r] > 0]
    found: list[Action] = []
    for pod_id in logic.crewed(state):
        pod = state["pods"][pod_id]
        sources = [f"reserve:{r}" for r in roles] if logic.next_to_ship(pod) else []
        for other_id in logic.crewed(state):
            if other_id != pod_id and logic.pods_adjacent(state, pod_id, other_id):
                sources += [
                    f"crew:{other_id}:{j}" for j, c in enumerate(state["pods"][other_id]["crew"]) if c["owner"] == p
                ]
        for i, crew in enumerate(pod["crew"]):
            if crew["owner"] != p:
                found += [{"type": "boarding", "target": f"pod:{pod_id}", "crew": i, "from": s} for s in sources]
    return found


def program_candidates(state: State) -> list[Action]:
    """Bottom a revealed card, place a beacon (one with another present player's colour if any),
    move a beacon on the board, or swap two beacons on the board."""
    p = _player(state)
    found: list[Action] = []
    if state["deck"] or state["bottom"]:
        found += [{"type": "program", "mode": "bottom", "target": f"card:{c}"} for c in state["revealed"]]
    used = {e for e in state["beacons"].values() if e}
    free = [e for e in data.EDGES if e not in used]
    reserve = sorted(b for b, e in state["beacons"].items() if e is None)
    others = [b for b in reserve if any(c != p and c < state["players"] for c in data.BEACONS[b])]
    for b in others or reserve:
        found += [{"type": "program", "mode": "place", "beacon": b, "target": f"edge:{e}"} for e in free]
    placed = sorted(b for b, e in state["beacons"].items() if e)
    for b in placed:
        found += [{"type": "program", "mode": "move", "beacon": b, "target": f"edge:{e}"} for e in free]
        found += [
            {"type": "program", "mode": "swap", "beacon": b, "target": f"edge:{state['beacons'][o]}"}
            for o in placed
            if o > b
        ]
    return found


EFFECTS: dict[str, Callable[[State], list[Action]]] = {
    "board": lambda state: board_candidates(state) + disembark_candidates(state),
    "accelerate": accelerate_candidates,
    "spy": spy_candidates,
    "minipod": minipod_candidates,
    "boarding": boarding_candidates,
    "pilot": pilot_candidates,
    "program": program_candidates,
}


# --- placing a crew on an activation space ----------------------------------------------------------
def _paid(state: State, space: str, role: str) -> State:
    """The state as it would be once the crew is on the activation space (to see what the effect allows)."""
    p = _player(state)
    reserve = list(state["reserve"])
    reserve[p] = {**reserve[p], role: reserve[p][role] - 1}
    paid = state.copy()
    paid["reserve"] = reserve
    QUEUE.reset(paid, [{"kind": EFFECT, "player": p, "space": space}])  # on the copy alone
    return paid


def _program_possible(state: State) -> bool:
    """Program always has an option while a beacon can be placed or moved, or a card bottomed."""
    free_edges = len(data.EDGES) > sum(1 for e in state["beacons"].values() if e)
    bottom = bool(state["revealed"]) and bool(state["deck"] or state["bottom"])
    return bottom or (free_edges and bool(state["beacons"]))


def _has_effect(state: State, space: str, role: str) -> bool:
    """True if the action has an effect once the crew is paid (which type is paid never matters
    here: only how many crew stay in the reserve)."""
    if space == "update":
        return any(state["panel"][_player(state)][s] for s in data.ADVANCED)
    if space == "program":
        return _program_possible(state)
    paid = _paid(state, space, role)
    if space in EXISTS:
        return EXISTS[space](paid)
    return bool(EFFECTS[space](paid))


def _some_move(state: State, own: bool) -> bool:
    """True if a crewed pod (one holding the player's crew if `own`) has a move: what Accelerate or
    Pilot would list, without listing it all (offering the actions is a bot's hottest call)."""
    p = _player(state)
    return any(logic.can_move(state, q) for q in logic.crewed(state) if not own or logic.has_own(state["pods"][q], p))


# Whether an effect has a candidate, asked without listing them all (each mirrors its candidates'
# function above; tests/games/escape_pods/test_ep_turn.py checks they agree along random games).
EXISTS: dict[str, Callable[[State], bool]] = {
    "board": lambda state: _some_landing(state) or _some_board(state),
    "accelerate": lambda state: _some_move(state, own=True),
    "pilot": lambda state: _some_move(state, own=False),
    "boarding": lambda state: _some_boarding(state),
}


def _some_landing(state: State) -> bool:
    """What disembark_candidates would list is not empty."""
    return any(
        logic.free_arrival(refuge)
        and (pod := logic.pod_in(state, data.REFUGE_SECTOR[r])) is not None
        and bool(state["pods"][pod]["crew"])
        for r, refuge in enumerate(state["refuges"])
    )


def _some_board(state: State) -> bool:
    """What board_candidates would list is not empty."""
    p = _player(state)
    home = any(state["reserve"][p][r] > 0 for r in data.ROLES)
    for pod_id, pod in state["pods"].items():
        if len(pod["crew"]) >= pod["size"] or pod["at"] in ("ship", "box", "limbo"):
            continue
        if pod["at"] in data.HANGARS:
            if home and logic.entries(state, pod_id, data.HANGARS[pod["at"]][1], None):
                return True
            continue
        if home and logic.next_to_ship(pod):
            return True
        for other_id, other in state["pods"].items():
            if other_id != pod_id and logic.pods_adjacent(state, pod_id, other_id) and logic.has_own(other, p):
                return True
    return False


def _some_boarding(state: State) -> bool:
    """What boarding_candidates would list is not empty."""
    p = _player(state)
    home = any(state["reserve"][p][r] > 0 for r in data.ROLES)
    pods = logic.crewed(state)
    for pod_id in pods:
        pod = state["pods"][pod_id]
        if not any(c["owner"] != p for c in pod["crew"]):
            continue
        if home and logic.next_to_ship(pod):
            return True
        for other_id in pods:
            if (
                other_id != pod_id
                and logic.pods_adjacent(state, pod_id, other_id)
                and logic.has_own(state["pods"][other_id], p)
            ):
                return True
    return False


def activate_candidates(state: State) -> list[Action]:
    """Place a crew from your reserve on a free activation space whose action can be taken now."""
    turn, p = state["turn"], _player(state)
    if turn["actions"] >= turn["limit"]:
        return []
    roles = [r for r in data.ROLES if state["reserve"][p][r] > 0]
    found: list[Action] = []
    for space, room in data.SPACES.items():
        if roles and len(state["panel"][p][space]) < room and _has_effect(state, space, roles[0]):
            found += [{"type": "activate", "target": f"space:{space}", "role": r} for r in roles]
    return found


def _activate(state: State, move: Move) -> None:
    p, space = _player(state), move["target"].split(":")[1]
    state["reserve"][p][move["role"]] -= 1
    state["panel"][p][space].append(move["role"])
    state["turn"]["actions"] += 1
    if space == "update":
        _update(state, p)
        return
    state["turn"]["pending"] = space
    QUEUE.push(state, {"kind": EFFECT, "player": p, "space": space})


def _update(state: State, p: int) -> None:
    """Update: every crew on the advanced card goes back to the reserve (the Update crew too: ruling 5)."""
    for space in data.ADVANCED:
        for role in state["panel"][p][space]:
            state["reserve"][p][role] += 1
        state["panel"][p][space] = []


def _activate_log(state: State, move: Move) -> Msg:
    return msg("ep.log.activate", player=seat(_player(state)), space=msg(f"ep.space.{move['target'].split(':')[1]}"))


def _done(state: State) -> None:
    """The effect is applied: back to the turn."""
    QUEUE.pop(state)
    state["turn"]["pending"] = None


# --- the effects ---------------------------------------------------------------------------------
def _source_crew(state: State, source: str) -> Crew:
    """Take the crew named by a source ("reserve:<role>" or "crew:<pod>:<i>") out of its place."""
    kind, _, rest = source.partition(":")
    if kind == "reserve":
        state["reserve"][_player(state)][rest] -= 1
        return logic.new_crew(_player(state), rest)
    pod, _, i = rest.partition(":")
    return logic.take_crew(state, pod, int(i))


def _source_pod(source: str) -> str | None:
    return source.split(":")[1] if source.startswith("crew:") else None


def _board(state: State, move: Move) -> None:
    _done(state)
    pod = move["target"].split(":")[1]
    crew = _source_crew(state, move["from"])
    state["pods"][pod]["crew"].append(crew)
    at = state["pods"][pod]["at"]
    if at in data.HANGARS:
        logic.move_pod(state, pod, data.HANGARS[at][1], move["push"])
    left = _source_pod(move["from"])
    if left is not None and not state["pods"][left]["crew"]:
        logic.emptied(state, left)


def _board_log(state: State, move: Move) -> Msg:
    pod = move["target"].split(":")[1]
    source = _source_pod(move["from"])
    if source is None:
        return msg("ep.log.board_reserve", player=seat(_player(state)), pod=pod_name(pod))
    return msg("ep.log.board_pod", player=seat(_player(state)), pod=pod_name(pod), source=pod_name(source))


def _disembark(state: State, move: Move) -> None:
    _done(state)
    logic.disembark(state, move["pod"], move["crew"], int(move["target"].split(":")[1]))


def _disembark_log(state: State, move: Move) -> Msg:
    owner = state["pods"][move["pod"]]["crew"][int(move["crew"])]["owner"]
    refuge = int(move["target"].split(":")[1]) + 1
    return msg(
        "ep.log.disembark", player=seat(_player(state)), owner=seat(owner), pod=pod_name(move["pod"]), refuge=refuge
    )


def _move(state: State, move: Move) -> None:
    if move["type"] != "beacon":
        _done(state)
    logic.move_pod(state, move["pod"], int(move["target"].split(":")[1]), move["push"])


def _move_log(state: State, move: Move) -> Msg:
    sector = int(move["target"].split(":")[1])
    key = {"accelerate": "ep.log.accelerate", "pilot": "ep.log.pilot", "beacon": "ep.log.beacon"}[move["type"]]
    return msg(key, player=seat(_player(state)), pod=pod_name(move["pod"]), sector=sector)


def spied_crew(state: State, target: str) -> list[Crew]:
    """The crew a Spy looks at."""
    kind, _, name = target.partition(":")
    found: list[Crew] = state["pods"][name]["crew"] if kind == "pod" else state["refuges"][int(name)]["arrivals"]
    return found


def _spy(state: State, move: Move) -> None:
    _done(state)
    p = _player(state)
    for crew in spied_crew(state, move["target"]):
        if p not in crew["spied"]:
            crew["spied"] = [*crew["spied"], p]


def where(target: str) -> Msg:
    """A pod or a refuge named for the log."""
    kind, _, name = target.partition(":")
    return msg("ep.place.pod", pod=pod_name(name)) if kind == "pod" else msg("ep.refuge", n=int(name) + 1)


def _spy_log(state: State, move: Move) -> Msg:
    return msg("ep.log.spy", player=seat(_player(state)), place=where(move["target"]))


def _minipod(state: State, move: Move) -> None:
    _done(state)
    p = _player(state)
    pod = next(q for q, pod in state["pods"].items() if pod["at"] == "ship")
    state["reserve"][p][move["role"]] -= 1
    state["pods"][pod]["crew"] = [logic.new_crew(p, move["role"])]
    state["pods"][pod]["at"] = "s" + move["target"].split(":")[1]


def _minipod_log(state: State, move: Move) -> Msg:
    return msg("ep.log.minipod", player=seat(_player(state)), sector=int(move["target"].split(":")[1]))


def _boarding(state: State, move: Move) -> None:
    _done(state)
    pod = move["target"].split(":")[1]
    theirs = state["pods"][pod]["crew"][move["crew"]]
    source = move["from"]
    if source.startswith("reserve:"):
        state["reserve"][_player(state)][source[8:]] -= 1
        state["pods"][pod]["crew"][move["crew"]] = logic.new_crew(_player(state), source[8:])
        logic.to_reserve(state, theirs)
        return
    _, other, j = source.split(":")
    mine = state["pods"][other]["crew"][int(j)]
    state["pods"][pod]["crew"][move["crew"]] = mine
    state["pods"][other]["crew"][int(j)] = theirs


def _boarding_log(state: State, move: Move) -> Msg:
    pod = move["target"].split(":")[1]
    owner = state["pods"][pod]["crew"][int(move["crew"])]["owner"]
    return msg("ep.log.boarding", player=seat(_player(state)), owner=seat(owner), pod=pod_name(pod))


def _program(state: State, move: Move) -> None:
    _done(state)
    mode, target = move["mode"], move["target"].split(":", 1)[1]
    if mode == "bottom":
        state["revealed"].remove(target)
        state["bottom"].append(target)
        QUEUE.push(state, {"kind": REVEAL})
    elif mode in ("place", "move"):
        state["beacons"][move["beacon"]] = target
    else:
        other = next(b for b, e in state["beacons"].items() if e == target)
        state["beacons"][other], state["beacons"][move["beacon"]] = state["beacons"][move["beacon"]], target


def _program_log(state: State, move: Move) -> Msg:
    mode, target = move["mode"], move["target"].split(":", 1)[1]
    if mode == "bottom":
        return msg("ep.log.program_bottom", player=seat(_player(state)), sector=data.EXPLOSIONS[target])
    return msg(f"ep.log.program_{mode}", player=seat(_player(state)), border=target.replace("-", "–"))


def _beacon_candidates(state: State) -> list[Action]:
    return [{"type": "beacon", **m} for m in logic.beacon_moves(state, _player(state))]


def _end_turn(state: State, move: Move) -> None:
    """Crew come back from the basic panel, and from the advanced one when Boarding, Program and
    Pilot are all taken (solo: from both); solo: the rightmost revealed card goes off."""
    p = _player(state)
    panel = state["panel"][p]
    back = list(data.BASIC)
    if state["solo"] or all(panel[s] for s in data.ADVANCED_RETURN):
        back += list(data.ADVANCED)
    for space in back:
        for role in panel[space]:
            state["reserve"][p][role] += 1
        panel[space] = []
    QUEUE.append(state, {"kind": NEXT})
    if state["solo"] and state["revealed"]:
        logic.explode(state, 0)


def _hangar(state: State, move: Move) -> None:
    task = QUEUE.pop(state)
    state["pods"][task["pod"]]["at"] = move["target"].split(":")[1]


def _hangar_candidates(state: State) -> list[Action]:
    task = QUEUE.current(state)
    return [
        {"type": "hangar", "target": f"hangar:{h}"}
        for h in logic.empty_hangars(state, state["pods"][task["pod"]]["size"])
    ]


def _assign_candidates(state: State) -> list[Action]:
    task = QUEUE.current(state)
    refuge = state["refuges"][task["refuge"]]
    crew = refuge["arrivals"][task["arrival"]]
    options = logic.distinct(refuge, logic.open_spaces(refuge, crew["role"]))
    return [{"type": "assign", "target": f"place:{task['refuge']}:{k}"} for k in options]


def _assign(state: State, move: Move) -> None:
    task = QUEUE.pop(state)
    state["refuges"][task["refuge"]]["assigned"][task["arrival"]] = int(move["target"].split(":")[2])
    state["settled"].append([task["refuge"], task["arrival"]])


def _assign_log(state: State, move: Move) -> Msg:
    task = QUEUE.current(state)
    _, r, k = move["target"].split(":")
    _role, points, _ = data.REFUGES[state["refuges"][int(r)]["card"]][1][int(k)]
    return msg("ep.log.assign", player=seat(task["player"]), refuge=int(r) + 1, space=int(k) + 1, points=points)


# --- chance ----------------------------------------------------------------------------------------
def _refuge_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "refuge", "card": c}, 1) for c in state["pool"]]


def _refuge(state: State, move: Move) -> None:
    QUEUE.pop(state)
    state["pool"].remove(move["card"])
    slot = len([r for r in state["refuges"] if r["card"]])
    state["refuges"][slot]["card"] = move["card"]


def _reveal_outcomes(state: State) -> list[tuple[Action, int]]:
    if state["deck"]:
        return [({"type": "reveal", "card": c}, 1) for c in state["deck"]]
    return [({"type": "reveal", "card": state["bottom"][0]}, 1)] if state["bottom"] else []


def _reveal(state: State, move: Move) -> None:
    QUEUE.pop(state)
    card = move["card"]
    (state["deck"] if card in state["deck"] else state["bottom"]).remove(card)
    state["revealed"].append(card)


def _first_outcomes(state: State) -> list[tuple[Action, int]]:
    """Any seat may be drawn first, evenly."""
    return [({"type": "first", "seat": p}, 1) for p in range(state["players"])]


def _first(state: State, move: Move) -> None:
    QUEUE.pop(state)
    state["first"] = move["seat"]
    state["phase"] = PLAY
    start_turn(state, move["seat"])


def _actor(state: State, action: Action) -> tuple[int]:
    """The seat whose turn it is: the only one who knows which role they placed."""
    return (_player(state),)


def _cover_role(name: str, value: Any) -> Any:
    """A role placed face down reads "?"; a source keeps its pod ("crew:<pod>:<i>": face up) or
    tells only the reserve ("reserve:?")."""
    if name == "role":
        return "?"
    return "reserve:?" if str(value).startswith("reserve:") else value


# Crew are face down (the rules doc's table): which role left the reserve, only its owner reads in the log.
FACE_DOWN = Private(("role", "from"), _actor, _cover_role)


def _listed_type(
    kind: str,
    during: tuple[str, ...],
    effect: Callable[[State, Move], None],
    log: Callable[[State, Move], Msg],
    fields: tuple[Field, ...],
    candidates: Callable[[State], list[Action]],
    group: str,
) -> ActionType:
    """An action legal exactly when listed by its candidates (its refusal under "ep.illegal.<kind>")."""
    return ActionType(
        kind,
        during,
        effect,
        log,
        fields=fields,
        candidates=candidates,
        check=_listed(candidates, f"ep.illegal.{kind}"),
        checked=True,
        group=group,
    )


def _effect_type(
    kind: str,
    effect: Callable[[State, Move], None],
    log: Callable[[State, Move], Msg],
    fields: tuple[Field, ...],
    candidates: Callable[[State], list[Action]],
    space: str = "",
) -> ActionType:
    """The effect of the action whose activation space (`space`, else `kind`) was just paid."""
    listed = _listed_type(kind, (EFFECT,), effect, log, fields, candidates, "effect")
    return replace(listed, when=_when(space or kind))


MOVE_FIELDS = (Field("target", text), Field("pod", text), Field("push", integer(0, 13)))
ROLE_FIELD = Field("role", one_of(*data.ROLES))
TARGET = (Field("target", text),)

ACTIONS = ActionSet(
    (
        replace(
            _listed_type(
                "activate", (PLAY,), _activate, _activate_log, (TARGET[0], ROLE_FIELD), activate_candidates, "actions"
            ),
            private=FACE_DOWN,
        ),
        _listed_type(
            "beacon", (PLAY,), _move, _move_log, (*MOVE_FIELDS, Field("beacon", text)), _beacon_candidates, "beacons"
        ),
        ActionType(
            "end_turn", (PLAY,), _end_turn, lambda s, m: msg("ep.log.end_turn", player=seat(_player(s))), group="turn"
        ),
        replace(
            _effect_type(
                "board",
                _board,
                _board_log,
                (*TARGET, Field("from", text), Field("push", integer(0, 13))),
                board_candidates,
            ),
            private=FACE_DOWN,
        ),
        _effect_type(
            "disembark",
            _disembark,
            _disembark_log,
            (*TARGET, Field("pod", text), Field("crew", integer(0, 2))),
            disembark_candidates,
            space="board",
        ),
        _effect_type("accelerate", _move, _move_log, MOVE_FIELDS, accelerate_candidates),
        _effect_type("pilot", _move, _move_log, MOVE_FIELDS, pilot_candidates),
        _effect_type("spy", _spy, _spy_log, TARGET, spy_candidates),
        replace(
            _effect_type("minipod", _minipod, _minipod_log, (*TARGET, ROLE_FIELD), minipod_candidates),
            private=FACE_DOWN,
        ),
        replace(
            _effect_type(
                "boarding",
                _boarding,
                _boarding_log,
                (*TARGET, Field("crew", integer(0, 2)), Field("from", text)),
                boarding_candidates,
            ),
            private=FACE_DOWN,
        ),
        _effect_type(
            "program",
            _program,
            _program_log,
            (Field("mode", one_of("bottom", "place", "move", "swap")), *TARGET, Field("beacon", text, optional=True)),
            program_candidates,
        ),
        _listed_type(
            "hangar",
            (HANGAR,),
            _hangar,
            lambda s, m: msg("ep.log.hangar", player=seat(_player(s)), pod=pod_name(QUEUE.current(s)["pod"])),
            TARGET,
            _hangar_candidates,
            "choice",
        ),
        _listed_type("assign", (ASSIGN,), _assign, _assign_log, TARGET, _assign_candidates, "choice"),
    ),
    (
        ChanceType(
            "refuge",
            (REFUGE,),
            _refuge,
            lambda s, m: msg("ep.log.refuge", card=msg(f"ep.card.{m['card']}")),
            outcomes=_refuge_outcomes,
            shape={"card": Shape("str")},
        ),
        ChanceType(
            "reveal",
            (REVEAL,),
            _reveal,
            lambda s, m: msg("ep.log.reveal", sector=data.EXPLOSIONS[m["card"]]),
            outcomes=_reveal_outcomes,
            shape={"card": Shape("str")},
        ),
        ChanceType(
            "first",
            (FIRST,),
            _first,
            lambda s, m: msg("ep.log.first", player=seat(m["seat"])),
            outcomes=_first_outcomes,
            shape={"seat": Shape("int", 0, 4)},
        ),
    ),
)
