"""Player actions, each a Spec: its candidates, why one is illegal, and its effect (dispatched by table)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import board, data, flow, queries
from pyengine.games.tinyforming_mars.messages import credits

State = dict[str, Any]
Action = dict[str, Any]


@dataclass(frozen=True)
class Spec:
    """One action type: legal candidates now, the reason a given one is illegal, and what it does."""

    fields: frozenset[str]
    candidates: Callable[[State], list[Action]]
    problem: Callable[[State, Action], Msg | None]
    effect: Callable[[State, Action], None]


def mover(state: State) -> int:
    """Who decides now: the head task's player, else the active player of the action phase."""
    task = flow.head(state)
    return int(task["player"]) if task is not None else int(state["active"])


def open_types(state: State) -> list[str]:
    """The action types that make sense at this moment."""
    task = flow.head(state)
    if state["over"] or flow.is_chance(state):
        return []
    if task is None:
        return ["project", "standard", "pass"]
    kind = task["kind"]
    if kind == "city":
        relocating = "from" not in task and len(queries.cities(state, task["player"])) >= data.MAX_CITIES
        return ["move_city"] if relocating else ["place"]
    if kind in ("place", "remove"):
        return [kind, "skip"] if task.get("optional") else [kind]
    if kind == "extra_heat":
        return ["extra_heat", "skip"]
    return [kind]  # keep, token


# --- shared checks -----------------------------------------------------------------------
def _first_placement(effect: tuple[str, ...]) -> str | None:
    return next((s for s in effect if s.split(":")[0] in ("water", "greenery", "heat", "city")), None)


def _placement_problem(state: State, player: int, effect: tuple[str, ...]) -> Msg | None:
    """A project whose cube or city has nowhere to go cannot be started."""
    step = _first_placement(effect)
    if step is None or step == "water:comet":
        return None
    if step == "city":
        return None if queries.can_build_city(state, player) else msg("tm.illegal.no_city_spot")
    return None if queries.spots(state, step) else msg("tm.illegal.no_spot", cube=msg(f"tm.param.{step.split(':')[0]}"))


def _supply_problem(state: State, color: str) -> Msg | None:
    if color != "grey" and state["supply"][color] == 0:
        return msg("tm.illegal.supply_empty", cube=msg(f"tm.param.{color}"))
    return None


def _cost_problem(state: State, player: int, cost: int) -> Msg | None:
    have = state["credits"][player]
    return msg("tm.illegal.cost", cost=credits(cost), have=have) if cost > have else None


def project_problem(state: State, player: int, end_id: str) -> Msg | None:
    """Why a player cannot complete a project facing them now (cubes, tags, parameters, credits, room)."""
    end = data.ENDS[end_id]
    found = _supply_problem(state, end.color) or queries.missing_tag(state, player, end.needs)
    if found:
        return found
    for kind, need in queries.end_params(state, player, end_id).items():
        have = queries.parameter(state, kind)
        if have < need:
            return msg("tm.illegal.parameter", need=need, cube=msg(f"tm.param.{kind}"), have=have)
    return _cost_problem(state, player, queries.end_cost(state, player, end_id)) or _placement_problem(
        state, player, end.effect
    )


def standard_problem(state: State, player: int, std_id: str) -> Msg | None:
    """Why a player cannot complete a standard project now."""
    if state["standard"][player] is not None:
        return msg("tm.illegal.standard_used")
    std = data.STANDARD[std_id]
    if std_id == "sell_patent" and state["bank"] == 0:
        return msg("tm.illegal.bank_empty")
    return (
        _supply_problem(state, std.color)
        or queries.missing_tag(state, player, std.needs)
        or _cost_problem(state, player, std.cost)
        or _placement_problem(state, player, std.effect)
    )


def _table_entry(state: State, pair: int) -> dict[str, Any] | None:
    return next((c for c in state["table"] if c["card"] == pair), None)


def _end_of(target: object, prefix: str) -> str | None:
    if not isinstance(target, str) or not target.startswith(prefix):
        return None
    return target.removeprefix(prefix)


# --- project -----------------------------------------------------------------------------
def _project_candidates(state: State) -> list[Action]:
    return [{"type": "project", "target": f"project:{e}"} for e in queries.facing(state, mover(state))]


def _project_problem(state: State, action: Action) -> Msg | None:
    end_id = _end_of(action["target"], "project:")
    if end_id not in data.ENDS:
        return msg("tm.illegal.unknown_project")
    entry = _table_entry(state, data.PAIR_OF[end_id])
    player = mover(state)
    if entry is None:
        return msg("tm.illegal.not_on_table")
    if end_id not in queries.facing(state, player):
        return msg("tm.illegal.not_yours")
    if entry["used"][player]:
        return msg("tm.illegal.used")
    return project_problem(state, player, end_id)


def _project_effect(state: State, action: Action) -> None:
    end_id = action["target"].removeprefix("project:")
    player = mover(state)
    end = data.ENDS[end_id]
    tokens = queries.tokens_to_spend(state, player, end.needs) or {}
    flow.spend(state, player, queries.end_cost(state, player, end_id), tokens, on_card=True)
    entry = _table_entry(state, data.PAIR_OF[end_id])
    assert entry is not None
    entry["used"][player] = True
    state["tasks"] = flow.effect_tasks(end.effect, player, end_id)


# --- standard projects -------------------------------------------------------------------
def _standard_candidates(state: State) -> list[Action]:
    return [{"type": "standard", "target": f"std:{s}"} for s in data.STANDARD]


def _standard_problem(state: State, action: Action) -> Msg | None:
    std_id = _end_of(action["target"], "std:")
    if std_id not in data.STANDARD:
        return msg("tm.illegal.unknown_standard")
    return standard_problem(state, mover(state), std_id)


def _standard_effect(state: State, action: Action) -> None:
    std = data.STANDARD[action["target"].removeprefix("std:")]
    player = mover(state)
    tokens = queries.tokens_to_spend(state, player, std.needs) or {}
    flow.spend(state, player, std.cost, tokens, on_card=False)
    state["standard"][player] = std.id
    state["tasks"] = flow.effect_tasks(std.effect, player, std.id)


# --- pass ----------------------------------------------------------------------------------
def _pass_effect(state: State, action: Action) -> None:
    state["passed"][mover(state)] = True
    state["tasks"] = [{"kind": "end_turn", "player": mover(state)}]


# --- the draft -----------------------------------------------------------------------------
def _keep_candidates(state: State) -> list[Action]:
    return [{"type": "keep", "target": "end:a"}, {"type": "keep", "target": "end:b"}]


def _keep_problem(state: State, action: Action) -> Msg | None:
    return None if action["target"] in ("end:a", "end:b") else msg("tm.illegal.bad_end")


def _keep_effect(state: State, action: Action) -> None:
    """The drawer's chosen end faces them; the other end faces the opponent (or the neutral player)."""
    player = mover(state)
    mine = action["target"].removeprefix("end:")
    faces = ["a", "a"]
    faces[player] = mine
    faces[flow.other(state, player)] = "b" if mine == "a" else "a"
    state["table"].append({"card": state["drawn"], "faces": faces, "used": [False, False]})
    state["drawn"] = None
    state["tasks"].pop(0)


# --- placing cubes and cities --------------------------------------------------------------
def _place_candidates(state: State) -> list[Action]:
    return [{"type": "place", "target": f"hex:{k}"} for k in board.KEYS if _place_check(state, k) is None]


def _place_check(state: State, key: str) -> Msg | None:
    task = flow.head(state)
    assert task is not None
    if task["kind"] == "city":
        return queries.city_problem(state, key, task.get("from"))
    return queries.place_problem(state, task["rule"], key)


def _place_problem(state: State, action: Action) -> Msg | None:
    key = board.key_of(action["target"])
    return msg("tm.illegal.off_map") if key is None else _place_check(state, key)


def _place_effect(state: State, action: Action) -> None:
    key = action["target"].removeprefix("hex:")
    task = state["tasks"].pop(0)
    if task["kind"] == "city":
        flow.put_city(state, task["player"], key, task.get("from"))
    else:
        flow.put_cube(state, task["player"], task["rule"].split(":")[0], key)


def _move_city_candidates(state: State) -> list[Action]:
    mine = queries.cities(state, mover(state))
    return [{"type": "move_city", "target": f"hex:{k}"} for k in mine if queries.city_spots(state, k)]


def _move_city_problem(state: State, action: Action) -> Msg | None:
    key = board.key_of(action["target"])
    if key is None:
        return msg("tm.illegal.off_map")
    if key not in queries.cities(state, mover(state)):
        return msg("tm.illegal.not_your_city")
    return None if queries.city_spots(state, key) else msg("tm.illegal.no_city_spot")


def _move_city_effect(state: State, action: Action) -> None:
    state["tasks"][0]["from"] = action["target"].removeprefix("hex:")


# --- tokens, removals, options ---------------------------------------------------------------
def _token_candidates(state: State) -> list[Action]:
    return [{"type": "token", "token": t} for t in data.TOKENS if state["tokens"][t] > 0]


def _token_problem(state: State, action: Action) -> Msg | None:
    token = action["token"]
    if token not in data.TOKENS:
        return msg("tm.illegal.bad_token")
    return None if state["tokens"][token] > 0 else msg("tm.illegal.token_gone", token=msg(f"tm.tag.{token}"))


def _token_effect(state: State, action: Action) -> None:
    flow.take_token(state, state["tasks"].pop(0)["player"], action["token"])


def _remove_candidates(state: State) -> list[Action]:
    task = flow.head(state)
    assert task is not None
    return [{"type": "remove", "target": f"hex:{k}"} for k in flow.removable(state, task)]


def _remove_problem(state: State, action: Action) -> Msg | None:
    key = board.key_of(action["target"])
    task = flow.head(state)
    assert task is not None
    if key is None:
        return msg("tm.illegal.off_map")
    if state["board"].get(key, {}).get("kind") != "greenery":
        return msg("tm.illegal.not_greenery")
    return None if key in flow.removable(state, task) else msg("tm.illegal.not_next_to_water")


def _remove_effect(state: State, action: Action) -> None:
    del state["board"][action["target"].removeprefix("hex:")]
    state["supply"]["greenery"] += 1
    state["tasks"].pop(0)


def _skip_effect(state: State, action: Action) -> None:
    state["tasks"].pop(0)


def _extra_heat_effect(state: State, action: Action) -> None:
    player = state["tasks"].pop(0)["player"]
    flow.spend(state, player, 2, {}, on_card=False)
    flow.gain_heat(state, player)


def _single(kind: str) -> Callable[[State], list[Action]]:
    return lambda state: [{"type": kind}]


def _fine(state: State, action: Action) -> Msg | None:
    return None


TARGET = frozenset({"target"})
SPECS: dict[str, Spec] = {
    "project": Spec(TARGET, _project_candidates, _project_problem, _project_effect),
    "standard": Spec(TARGET, _standard_candidates, _standard_problem, _standard_effect),
    "pass": Spec(frozenset(), _single("pass"), _fine, _pass_effect),
    "keep": Spec(TARGET, _keep_candidates, _keep_problem, _keep_effect),
    "place": Spec(TARGET, _place_candidates, _place_problem, _place_effect),
    "move_city": Spec(TARGET, _move_city_candidates, _move_city_problem, _move_city_effect),
    "token": Spec(frozenset({"token"}), _token_candidates, _token_problem, _token_effect),
    "remove": Spec(TARGET, _remove_candidates, _remove_problem, _remove_effect),
    "skip": Spec(frozenset(), _single("skip"), _fine, _skip_effect),
    "extra_heat": Spec(frozenset(), _single("extra_heat"), _fine, _extra_heat_effect),
}
