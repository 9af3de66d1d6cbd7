"""Player actions and chance outcomes, each declared once (core/actions.py): fields, when it is open,
candidates, the check, the effect and the log line."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, hex_key, named, text
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.core.targets import hex_key_target, named_target
from pyengine.games.tinyforming_mars import board, data, flow, queries
from pyengine.games.tinyforming_mars.decisions import (
    CITY,
    COLORS,
    DRAW,
    END_TURN,
    EXTRA_HEAT,
    KEEP,
    MAIN,
    PLACE,
    REMOVE,
    TOKEN,
)
from pyengine.games.tinyforming_mars.describe import end_name, hex_name, hex_number, opponent, pair_name
from pyengine.games.tinyforming_mars.flow import mover
from pyengine.games.tinyforming_mars.messages import credits
from pyengine.games.tinyforming_mars.state import TableCard
from pyengine.games.tinyforming_mars.state import TinyformingState as State
from pyengine.i18n import seat

Action = dict[str, Any]


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


def _table_entry(state: State, pair: int) -> TableCard | None:
    return next((c for c in state["table"] if c["card"] == pair), None)


def _on_map(state: State, move: Move, check: Callable[[State, str], Msg | None]) -> Msg | None:
    """Off the map, else the check of a hex key."""
    key = move["target"]
    return msg("tm.illegal.off_map") if key not in board.NUMBER else check(state, key)


def _task(state: State) -> dict[str, Any]:
    task = flow.head(state)
    assert task is not None
    return task


# --- project -----------------------------------------------------------------------------
def _project_candidates(state: State) -> list[Action]:
    return [{"type": "project", "target": named_target("project", e)} for e in queries.facing(state, mover(state))]


def _project_problem(state: State, move: Move) -> Msg | None:
    end_id = move["target"]
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


def _project_effect(state: State, move: Move) -> None:
    end_id = move["target"]
    player = mover(state)
    end = data.ENDS[end_id]
    tokens = queries.tokens_to_spend(state, player, end.needs) or {}
    flow.spend(state, player, queries.end_cost(state, player, end_id), tokens, on_card=True)
    entry = _table_entry(state, data.PAIR_OF[end_id])
    assert entry is not None
    entry["used"][player] = True
    flow.QUEUE.reset(state, flow.effect_tasks(end.effect, player, end_id))


def _project_log(state: State, move: Move) -> Msg:
    cost = queries.end_cost(state, mover(state), move["target"])
    return msg("tm.log.project", player=seat(mover(state)), project=end_name(move["target"]), cost=credits(cost))


# --- standard projects -------------------------------------------------------------------
def _standard_candidates(state: State) -> list[Action]:
    return [{"type": "standard", "target": named_target("std", s)} for s in data.STANDARD]


def _standard_problem(state: State, move: Move) -> Msg | None:
    std_id = move["target"]
    if std_id not in data.STANDARD:
        return msg("tm.illegal.unknown_standard")
    return standard_problem(state, mover(state), std_id)


def _standard_effect(state: State, move: Move) -> None:
    std = data.STANDARD[move["target"]]
    player = mover(state)
    tokens = queries.tokens_to_spend(state, player, std.needs) or {}
    flow.spend(state, player, std.cost, tokens, on_card=False)
    state["standard"][player] = std.id
    flow.QUEUE.reset(state, flow.effect_tasks(std.effect, player, std.id))


def _standard_log(state: State, move: Move) -> Msg:
    return msg("tm.log.standard", player=seat(mover(state)), project=msg(f"tm.std.{move['target']}"))


# --- pass ----------------------------------------------------------------------------------
def _pass_effect(state: State, move: Move) -> None:
    state["passed"][mover(state)] = True
    flow.QUEUE.reset(state, [{"kind": END_TURN, "player": mover(state)}])


# --- the draft -----------------------------------------------------------------------------
def _keep_candidates(state: State) -> list[Action]:
    return [{"type": "keep", "target": "end:a"}, {"type": "keep", "target": "end:b"}]


def _keep_problem(state: State, move: Move) -> Msg | None:
    return None if move["target"] in ("a", "b") else msg("tm.illegal.bad_end")


def _keep_effect(state: State, move: Move) -> None:
    """The drawer's chosen end faces them; the other end faces the opponent (or the neutral player)."""
    player = mover(state)
    mine = move["target"]
    faces = ["a", "a"]
    faces[player] = mine
    faces[flow.other(state, player)] = "b" if mine == "a" else "a"
    state["table"].append({"card": queries.drawn(state), "faces": faces, "used": [False, False]})
    state["drawn"] = None
    flow.QUEUE.pop(state)


def _keep_log(state: State, move: Move) -> Msg:
    player = mover(state)
    a, b = data.PAIRS[queries.drawn(state)]
    mine, theirs = (a, b) if move["target"] == "a" else (b, a)
    return msg(
        "tm.log.keep", player=seat(player), mine=end_name(mine.id), theirs=end_name(theirs.id),
        other=opponent(state, player),
    )  # fmt: skip


# --- placing cubes and cities --------------------------------------------------------------
def _place_candidates(state: State) -> list[Action]:
    return [{"type": "place", "target": hex_key_target(k)} for k in board.KEYS if _place_check(state, k) is None]


def _place_check(state: State, key: str) -> Msg | None:
    task = _task(state)
    if task["kind"] == CITY:
        return queries.city_problem(state, key, task.get("from"))
    return queries.place_problem(state, task["rule"], key)


def _place_problem(state: State, move: Move) -> Msg | None:
    return _on_map(state, move, _place_check)


def _place_effect(state: State, move: Move) -> None:
    key = move["target"]
    task = flow.QUEUE.pop(state)
    if task["kind"] == CITY:
        flow.put_city(state, task["player"], key, task.get("from"))
    else:
        flow.put_cube(state, task["player"], task["rule"].split(":")[0], key)


def _place_log(state: State, move: Move) -> Msg:
    task = _task(state)
    number = hex_number(move["target"])
    if task["kind"] == CITY:
        if "from" in task:
            return msg("tm.log.city_moved", player=seat(task["player"]), src=hex_number(task["from"]), hex=number)
        return msg("tm.log.city", player=seat(task["player"]), hex=number)
    cube = task["rule"].split(":")[0]
    return msg(f"tm.log.place_{cube}", player=seat(task["player"]), hex=number)


def _move_city_candidates(state: State) -> list[Action]:
    mine = queries.cities(state, mover(state))
    return [{"type": "move_city", "target": hex_key_target(k)} for k in mine if queries.city_spots(state, k)]


def _move_city_check(state: State, key: str) -> Msg | None:
    if key not in queries.cities(state, mover(state)):
        return msg("tm.illegal.not_your_city")
    return None if queries.city_spots(state, key) else msg("tm.illegal.no_city_spot")


def _move_city_problem(state: State, move: Move) -> Msg | None:
    return _on_map(state, move, _move_city_check)


def _move_city_effect(state: State, move: Move) -> None:
    flow.QUEUE.update_head(state, **{"from": move["target"]})


# --- tokens, removals, options ---------------------------------------------------------------
def _token_candidates(state: State) -> list[Action]:
    return [{"type": "token", "token": t} for t in data.TOKENS if state["tokens"][t] > 0]


def _token_problem(state: State, move: Move) -> Msg | None:
    token = move["token"]
    if token not in data.TOKENS:
        return msg("tm.illegal.bad_token")
    return None if state["tokens"][token] > 0 else msg("tm.illegal.token_gone", token=msg(f"tm.tag.{token}"))


def _token_effect(state: State, move: Move) -> None:
    flow.take_token(state, flow.QUEUE.pop(state)["player"], move["token"])


def _token_log(state: State, move: Move) -> Msg:
    return msg("tm.log.token", player=seat(mover(state)), token=msg(f"tm.tag.{move['token']}"))


def _remove_candidates(state: State) -> list[Action]:
    return [{"type": "remove", "target": hex_key_target(k)} for k in flow.removable(state, _task(state))]


def _remove_check(state: State, key: str) -> Msg | None:
    if state["board"].get(key, {}).get("kind") != "greenery":
        return msg("tm.illegal.not_greenery")
    return None if key in flow.removable(state, _task(state)) else msg("tm.illegal.not_next_to_water")


def _remove_problem(state: State, move: Move) -> Msg | None:
    return _on_map(state, move, _remove_check)


def _remove_effect(state: State, move: Move) -> None:
    del state["board"][move["target"]]
    state["supply"]["greenery"] += 1
    flow.QUEUE.pop(state)


def _skip_effect(state: State, move: Move) -> None:
    flow.QUEUE.pop(state)


def _extra_heat_effect(state: State, move: Move) -> None:
    player = flow.QUEUE.pop(state)["player"]
    flow.spend(state, player, 2, {}, on_card=False)
    flow.gain_heat(state, player)


def _simple_log(state: State, move: Move) -> Msg:
    """ "<player> passes." and the like: the log key is the type's own."""
    return msg(f"tm.log.{move.type}", player=seat(mover(state)))


def _hex_log(state: State, move: Move) -> Msg:
    return msg(f"tm.log.{move.type}", player=seat(mover(state)), hex=hex_number(move["target"]))


# --- when each type is open ---------------------------------------------------------------------
def _not_relocating(state: State) -> bool:
    """A city task places a new city unless every city is out (then one moves first)."""
    task = flow.head(state)
    return task is None or task["kind"] != CITY or not flow.relocating(state, task)


def _relocating(state: State) -> bool:
    return not _not_relocating(state)


def _skippable(state: State) -> bool:
    """Optional placements and removals, and the second heat, may be declined."""
    task = _task(state)
    return bool(task.get("optional")) or task["kind"] == EXTRA_HEAT


# --- chance: White and Black, and the face-down draw ---------------------------------------------
def _colors_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "colors", "white": p}, 1) for p in range(state["players"])]


def _colors_effect(state: State, move: Move) -> None:
    state["white"] = move["white"]
    flow.QUEUE.reset(state, flow.setup_tasks(state))


def _colors_log(state: State, move: Move) -> Msg:
    return msg("tm.log.colors", white=seat(move["white"]), black=seat(1 - move["white"]))


def _draw_outcomes(state: State) -> list[tuple[Action, int]]:
    return [({"type": "draw", "card": c}, 1) for c in sorted(state["unseen"])]


def _draw_effect(state: State, move: Move) -> None:
    state["unseen"].remove(move["card"])
    state["drawn"] = move["card"]
    flow.QUEUE.pop(state)


def _draw_log(state: State, move: Move) -> Msg:
    return msg("tm.log.draw", player=seat(mover(state)), card=pair_name(move["card"]))


# --- button texts (read from the action as sent: its targets as text) -----------------------------
def _keep_label(state: State, move: Move) -> Msg:
    ends = data.PAIRS[queries.drawn(state)]
    mine = ends[0] if move.raw["target"] == "end:a" else ends[1]
    return msg("tm.action.keep", project=end_name(mine.id))


def _project_label(state: State, move: Move) -> Msg:
    end_id = move.raw["target"].removeprefix("project:")
    cost = queries.end_cost(state, mover(state), end_id)
    return msg("tm.action.project", project=end_name(end_id), cost=credits(cost))


def _standard_label(state: State, move: Move) -> Msg:
    std = data.STANDARD[move.raw["target"].removeprefix("std:")]
    return msg("tm.action.standard", project=msg(f"tm.std.{std.id}"), cost=credits(std.cost))


def _place_label(state: State, move: Move) -> Msg:
    task = flow.head(state)
    number = hex_name(move.raw["target"])
    if task is None or task["kind"] == CITY:
        return msg("tm.action.place_city", hex=number)
    return msg("tm.action.place_cube", cube=msg(f"tm.param.{task['rule'].split(':')[0]}"), hex=number)


def _skip_label(state: State, move: Move) -> Msg:
    """What declining means for the optional step at hand."""
    task = flow.head(state) or {"kind": ""}
    kind = task["kind"]
    if kind == PLACE:
        return msg("tm.action.skip_place", cube=msg(f"tm.param.{task['rule'].split(':')[0]}"))
    if kind == REMOVE:
        return msg("tm.action.skip_remove")
    if kind == EXTRA_HEAT:
        return msg("tm.action.skip_extra_heat")
    return msg("tm.action.skip")


def _text(key: str) -> Callable[[State, Move], Msg]:
    """A label that is one fixed text."""
    return lambda state, move: msg(key)


def _hex_label(key: str) -> Callable[[State, Move], Msg]:
    """A label naming the action's hex."""
    return lambda state, move: msg(key, hex=hex_name(move.raw["target"]))


def _token_label(state: State, move: Move) -> Msg:
    return msg("tm.action.token", token=msg(f"tm.tag.{move.raw['token']}"))


TARGET = (Field("target", hex_key),)
ACTIONS = ActionSet(
    types=(
        ActionType(
            "project", (MAIN,), _project_effect, _project_log,
            fields=(Field("target", named("project")),), candidates=_project_candidates, check=_project_problem,
            label=_project_label, group="projects",
        ),
        ActionType(
            "standard", (MAIN,), _standard_effect, _standard_log,
            fields=(Field("target", named("std")),), candidates=_standard_candidates, check=_standard_problem,
            label=_standard_label, group="projects",
        ),
        ActionType("pass", (MAIN,), _pass_effect, _simple_log, label=_text("tm.action.pass"), group="turn"),
        ActionType(
            "keep", (KEEP,), _keep_effect, _keep_log,
            fields=(Field("target", named("end")),), candidates=_keep_candidates, check=_keep_problem,
            label=_keep_label, group="draft",
        ),
        ActionType(
            "move_city", (CITY,), _move_city_effect, _hex_log,
            fields=TARGET, candidates=_move_city_candidates, check=_move_city_problem, when=_relocating,
            label=_hex_label("tm.action.move_city"), group="map",
        ),
        ActionType(
            "place", (CITY, PLACE), _place_effect, _place_log,
            fields=TARGET, candidates=_place_candidates, check=_place_problem, when=_not_relocating,
            label=_place_label, group="map",
        ),
        ActionType(
            "remove", (REMOVE,), _remove_effect, _hex_log,
            fields=TARGET, candidates=_remove_candidates, check=_remove_problem,
            label=_hex_label("tm.action.remove"), group="map",
        ),
        ActionType(
            "extra_heat", (EXTRA_HEAT,), _extra_heat_effect, _simple_log,
            label=_text("tm.action.extra_heat"), group="choice",
        ),
        ActionType(
            "token", (TOKEN,), _token_effect, _token_log,
            fields=(Field("token", text),), candidates=_token_candidates, check=_token_problem,
            label=_token_label, group="choice",
        ),
        ActionType(
            "skip", (PLACE, REMOVE, EXTRA_HEAT), _skip_effect, _simple_log, when=_skippable,
            label=_skip_label, group="choice",
        ),
    ),
    chance=(
        ChanceType(
            "colors", (COLORS,), _colors_effect, _colors_log, outcomes=_colors_outcomes,
            shape={"white": Shape("int", 0, 9)},
        ),
        ChanceType(
            "draw", (DRAW,), _draw_effect, _draw_log, outcomes=_draw_outcomes, shape={"card": Shape("int", 0, 999)}
        ),
    ),
)  # fmt: skip
