"""The Artemis Project's actions and chance, each declared once (core/actions.py): tuning and
placing dice, colonists sent on expeditions, a Marine's cut, rewards, recruits, training, moving
colonists, the dice roll and reshuffles."""

from __future__ import annotations

from typing import Any, cast

from pyengine.core.actions import ActionSet, ActionType, ChanceType, Field, Move, integer, one_of, text
from pyengine.core.game import Action, Rng
from pyengine.core.messages import Msg, msg
from pyengine.core.shapes import Shape
from pyengine.games.artemis import data, flow
from pyengine.games.artemis.decisions import (
    AFTER_PLACE,
    ARRANGE,
    ESCORT,
    MARINE,
    PLACE,
    RECRUIT,
    RESHUFFLE,
    REWARD,
    ROLL,
    TRAIN,
)
from pyengine.games.artemis.state import ArtemisState as State
from pyengine.games.artemis.state import Die, Task, counter
from pyengine.i18n import seat

RESOURCES = flow.RESOURCES
POOLED = ("vents", "quarry", "doorstep", "academy", "outfitters")


def task(state: State) -> Task:
    """The pending task being answered."""
    return cast(Task, flow.QUEUE.current(state))  # a task of the layout state.Task


def actor(state: State) -> int:
    """Who answers now: the pending task's player, else the seat placing dice."""
    head = flow.QUEUE.head(state)
    return int(head["player"]) if head is not None else int(state["active"])


def region_name(target: str) -> Msg:
    """A placement target as words: a region, an expedition or a building at the Gantry."""
    kind, _, rest = target.partition(":")
    if kind == "exp":
        return msg("ar.target.exp", n=int(rest) + 1)
    if kind == "lot":
        return msg("ar.target.lot", building=flow.building_name(rest.split(":")[0]))
    return msg(f"ar.region.{rest}")


# --- tuning a die with toolkits ----------------------------------------------------------------
def _distinct(pool: list[int]) -> list[int]:
    """One index per distinct value (dice of one value are interchangeable)."""
    seen: dict[int, int] = {}
    for i, v in enumerate(pool):
        seen.setdefault(v, i)
    return sorted(seen.values(), key=lambda i: pool[i])


def _tune_candidates(state: State) -> list[Action]:
    pool = state["pools"][state["active"]]
    if not state["toolkits"][state["active"]]:
        return []
    return [{"type": "tune", "die": i, "delta": d} for i in _distinct(pool) for d in (-1, 1) if 1 <= pool[i] + d <= 6]


def _tune_check(state: State, move: Move) -> Msg | None:
    player = state["active"]
    pool = state["pools"][player]
    if move["die"] >= len(pool):
        return msg("ar.illegal.no_die")
    if move["delta"] == 0:
        return msg("ar.illegal.die_range")
    if not state["toolkits"][player]:
        return msg("ar.illegal.no_toolkit")
    if not 1 <= pool[move["die"]] + move["delta"] <= 6:
        return msg("ar.illegal.die_range")
    return None


def _tune(state: State, move: Move) -> None:
    player = state["active"]
    state["toolkits"][player] -= 1
    state["pools"][player][move["die"]] += move["delta"]


def _tune_log(state: State, move: Move) -> Msg:
    value = state["pools"][state["active"]][move["die"]]
    return msg("ar.log.tune", player=seat(state["active"]), value=value, to=value + move["delta"])


# --- placing a die -----------------------------------------------------------------------------
def targets(state: State) -> list[str]:
    """Every place a die may go (the Gantry's lots name their position and tile)."""
    found = [f"exp:{i}" for i in range(len(state["expeditions"]))]
    found += [f"lot:{lot['id']}:{i}" for i, lot in enumerate(state["gantry"])]
    return found + [f"region:{r}" for r in POOLED]


def place_problem(state: State, die: int, target: str) -> Msg | None:
    """Why the active player's die cannot go there (None: it can)."""
    pool = state["pools"][state["active"]]
    if die >= len(pool):
        return msg("ar.illegal.no_die")
    if target not in targets(state):
        return msg("ar.illegal.no_target")
    if target.startswith("lot:"):
        lot = state["gantry"][int(target.split(":")[2])]
        best = max((d["value"] for d in lot["dice"]), default=0)
        if pool[die] <= best:
            return msg("ar.illegal.outbid", value=pool[die], best=best)
    return None


def _place_candidates(state: State) -> list[Action]:
    """The same placements as place_problem allows, with the targets and the bids to beat found
    once (this runs in every bot playout: asking place_problem per die and target was a tenth of
    an MCTS decision's time)."""
    pool = state["pools"][state["active"]]
    spots = targets(state)
    beat = [max((d["value"] for d in lot["dice"]), default=0) for lot in state["gantry"]]
    best = {t: beat[int(t.split(":")[2])] if t.startswith("lot:") else 0 for t in spots}
    return [{"type": "place", "die": i, "target": t} for i in _distinct(pool) for t in spots if pool[i] > best[t]]


def _place_check(state: State, move: Move) -> Msg | None:
    return place_problem(state, move["die"], move["target"])


def _place(state: State, move: Move) -> None:
    player = state["active"]
    value = state["pools"][player].pop(move["die"])
    state["seq"] += 1
    die: Die = {"owner": player, "value": value, "seq": state["seq"]}
    kind, _, rest = move["target"].partition(":")
    after: list[dict[str, Any]] = []
    if kind == "exp":
        state["expeditions"][int(rest)]["dice"].append(die)
        after.append({"kind": ESCORT, "player": player, "exp": int(rest), "seq": die["seq"]})
    elif kind == "lot":
        state["gantry"][int(rest.split(":")[1])]["dice"].append(die)
    elif rest in ("vents", "quarry"):
        flow.exposure_insert(state["dice"][rest], die)
    else:
        state["dice"][rest].append(die)
    flow.push(state, *after, {"kind": AFTER_PLACE})


def _place_log(state: State, move: Move) -> Msg:
    value = state["pools"][state["active"]][move["die"]]
    return msg("ar.log.place", player=seat(state["active"]), value=value, target=region_name(move["target"]))


# --- colonists sent on an expedition ----------------------------------------------------------
def _my_die(state: State) -> Die:
    t = task(state)
    return next(d for d in state["expeditions"][int(t["exp"])]["dice"] if d["seq"] == t["seq"])


def escort_problem(state: State, kind: str, count: int, pay: str) -> Msg | None:
    """Why these colonists cannot go with the die (None: they can)."""
    player = task(state)["player"]
    if counter(state, pay)[player] < 1:
        return msg("ar.illegal.escort_cost")
    have = state["shelters"][player][kind]
    if count < 1 or (kind != "P" and count != 1):
        return msg("ar.illegal.escort_count")
    if have < count:
        return msg("ar.illegal.escort_missing", n=count, kind=msg(f"ar.kind.{kind}"))
    if kind == "S" and _my_die(state)["value"] > data.STEWARD_MAX_DIE:
        return msg("ar.illegal.steward_die", high=data.STEWARD_MAX_DIE)
    return None


def _escort_candidates(state: State) -> list[Action]:
    player = task(state)["player"]
    found: list[Action] = []
    for pay in RESOURCES:
        for kind in data.KINDS:
            counts = range(1, state["shelters"][player][kind] + 1) if kind == "P" else (1,)
            found += [
                {"type": "escort", "kind": kind, "count": n, "pay": pay}
                for n in counts
                if escort_problem(state, kind, n, pay) is None
            ]
    return found


def _escort_check(state: State, move: Move) -> Msg | None:
    return escort_problem(state, move["kind"], move["count"], move["pay"])


def _escort(state: State, move: Move) -> None:
    t = flow_pop(state)
    player = t["player"]
    counter(state, move["pay"])[player] -= 1
    state["shelters"][player][move["kind"]] -= move["count"]
    die = next(d for d in state["expeditions"][t["exp"]]["dice"] if d["seq"] == t["seq"])
    die["escort"], die["count"] = move["kind"], move["count"]
    if move["kind"] == "M":
        flow.push(state, {"kind": MARINE, "player": player, "exp": t["exp"]})


def flow_pop(state: State) -> Task:
    """Take the answered task off the queue."""
    return cast(Task, flow.QUEUE.pop(state))


def _escort_log(state: State, move: Move) -> Msg:
    return msg(
        "ar.log.escort",
        player=seat(task(state)["player"]),
        n=move["count"],
        kind=msg(f"ar.kind.{move['kind']}"),
        pay=msg(f"ar.res.{move['pay']}"),
    )


# --- a Marine's cut ------------------------------------------------------------------------------
def _cut_candidates(state: State) -> list[Action]:
    return [
        {"type": "cut", "die": d["seq"], "amount": a}
        for d in flow.cut_targets(state, task(state))
        for a in data.MARINE_CUTS
        if a == 1 or d["value"] > 2
    ]


def _cut_check(state: State, move: Move) -> Msg | None:
    seqs = {d["seq"] for d in flow.cut_targets(state, task(state))}
    return None if move["die"] in seqs else msg("ar.illegal.cut_target")


def _cut(state: State, move: Move) -> None:
    t = flow_pop(state)
    for die in state["expeditions"][t["exp"]]["dice"]:
        if die["seq"] == move["die"]:
            die["value"] = max(1, die["value"] - move["amount"])


def _cut_log(state: State, move: Move) -> Msg:
    die = next(d for d in state["expeditions"][task(state)["exp"]]["dice"] if d["seq"] == move["die"])
    return msg("ar.log.cut", player=seat(task(state)["player"]), rival=seat(die["owner"]), n=move["amount"])


# --- rewards -------------------------------------------------------------------------------------
def _reward_candidates(state: State) -> list[Action]:
    rewards = state["expeditions"][task(state)["exp"]]["rewards"]
    return [{"type": "reward", "index": rewards.index(r)} for r in dict.fromkeys(rewards)]


def _reward_check(state: State, move: Move) -> Msg | None:
    rewards = state["expeditions"][task(state)["exp"]]["rewards"]
    return None if move["index"] < len(rewards) else msg("ar.illegal.no_reward")


def take_reward(state: State, t: Task, index: int) -> None:
    """The chosen reward, and the Steward's VP for the first to choose."""
    card = state["expeditions"][t["exp"]]
    kind, _, amount = card["rewards"].pop(index).partition(":")
    player = t["player"]
    if t["steward"]:
        flow.gain(state, player, "vp", data.STEWARD_VP)
    if kind == "colonist":
        if card["colonists"]:
            flow.gain_colonist(state, player, card["colonists"].pop(0))
    elif kind == "building":
        if card["buildings"]:
            flow.gain_building(state, player, card["buildings"].pop(0))
    else:
        flow.gain(state, player, "badges" if kind == "badges" else kind, int(amount))


def _reward(state: State, move: Move) -> None:
    take_reward(state, flow_pop(state), move["index"])


def reward_text(state: State, exp: int, index: int) -> Msg:
    """A reward as words (a colonist or building reward names what was drawn for it)."""
    card = state["expeditions"][exp]
    kind, _, amount = card["rewards"][index].partition(":")
    if kind == "colonist" and card["colonists"]:
        return msg(f"ar.kind.{card['colonists'][0]}")
    if kind == "building" and card["buildings"]:
        return flow.building_name(card["buildings"][0])
    return msg(f"ar.reward.{kind}", n=int(amount))


def _reward_log(state: State, move: Move) -> Msg:
    t = task(state)
    return msg("ar.log.reward", player=seat(t["player"]), reward=reward_text(state, t["exp"], move["index"]))


def _reward_label(state: State, move: Move) -> Msg:
    return reward_text(state, task(state)["exp"], move["index"])


# --- the Doorstep: recruiting ------------------------------------------------------------------
def _recruit_candidates(state: State) -> list[Action]:
    player = task(state)["player"]
    if state["energy"][player] < data.RECRUIT_COST:
        return []
    return [{"type": "recruit", "kind": k} for k in data.KINDS if k in state["doorstep"]]


def _recruit_check(state: State, move: Move) -> Msg | None:
    if move["kind"] not in state["doorstep"]:
        return msg("ar.illegal.not_at_doorstep", kind=msg(f"ar.kind.{move['kind']}"))
    if state["energy"][task(state)["player"]] < data.RECRUIT_COST:
        return msg("ar.illegal.recruit_cost", n=data.RECRUIT_COST)
    return None


def _recruit(state: State, move: Move) -> None:
    t = flow_pop(state)
    state["doorstep"].remove(move["kind"])
    state["energy"][t["player"]] -= data.RECRUIT_COST
    if t["picks"] > 1:
        flow.push(state, {**t, "picks": t["picks"] - 1})
    flow.gain_colonist(state, t["player"], move["kind"])


# --- the Academy: training ----------------------------------------------------------------------
def _train_candidates(state: State) -> list[Action]:
    if not state["shelters"][task(state)["player"]]["P"]:
        return []
    return [{"type": "train", "kind": k} for k in data.SPECIALISTS if state["academy"][k]]


def _train_check(state: State, move: Move) -> Msg | None:
    if not state["shelters"][task(state)["player"]]["P"]:
        return msg("ar.illegal.no_pioneer")
    if not state["academy"][move["kind"]]:
        return msg("ar.illegal.academy_empty", kind=msg(f"ar.kind.{move['kind']}"))
    return None


def _train(state: State, move: Move) -> None:
    t = flow_pop(state)
    state["shelters"][t["player"]]["P"] -= 1
    state["discard"].append("P")
    state["academy"][move["kind"]] -= 1
    if t["picks"] > 1:
        flow.push(state, {**t, "picks": t["picks"] - 1})
    flow.gain_colonist(state, t["player"], move["kind"])


def _decline(state: State, move: Move) -> None:
    flow_pop(state)


# --- moving colonists --------------------------------------------------------------------------
def house_problem(state: State, kind: str, target: str) -> Msg | None:
    """Why a colonist of this kind cannot move from the shelters into that space (None: it can)."""
    t = task(state)
    player = t["player"]
    b, s = _slot(target)
    mat = state["buildings"][player]
    if (t["kinds"] is not None and kind not in t["kinds"]) or not state["shelters"][player][kind]:
        return msg("ar.illegal.not_sheltered", kind=msg(f"ar.kind.{kind}"))
    if b >= len(mat) or s >= len(mat[b]["staff"]) or (t["into"] is not None and b not in t["into"]):
        return msg("ar.illegal.not_that_building")
    if mat[b]["staff"][s] is not None or not flow.fits(flow.spaces(mat[b])[s], kind):
        return msg("ar.illegal.no_room", kind=msg(f"ar.kind.{kind}"))
    return None


def _slot(target: str) -> tuple[int, int]:
    b, _, s = target.removeprefix("slot:").partition(",")
    return (int(b), int(s)) if b.isdigit() and s.isdigit() else (999, 999)


def house_candidates(state: State) -> list[Action]:
    """One move per colonist kind and building: into its best free space."""
    t = task(state)
    player = t["player"]
    found: list[Action] = []
    for b, building in enumerate(state["buildings"][player]):
        if t["into"] is not None and b not in t["into"]:
            continue
        for kind in data.KINDS:
            free = flow.room(building, kind)
            if free and state["shelters"][player][kind] and (t["kinds"] is None or kind in t["kinds"]):
                found.append({"type": "house", "kind": kind, "target": f"slot:{b},{free[0]}"})
    return found


def _house_check(state: State, move: Move) -> Msg | None:
    return house_problem(state, move["kind"], move["target"])


def _used_move(state: State) -> None:
    t = task(state)
    if t["moves"] > 0:
        t["moves"] -= 1
    if t["moves"] == 0:
        flow_pop(state)


def _house(state: State, move: Move) -> None:
    player = task(state)["player"]
    b, s = _slot(move["target"])
    state["shelters"][player][move["kind"]] -= 1
    state["buildings"][player][b]["staff"][s] = move["kind"]
    _used_move(state)


def _house_log(state: State, move: Move) -> Msg:
    player = task(state)["player"]
    b, _ = _slot(move["target"])
    building = state["buildings"][player][b]["id"]
    return msg(
        "ar.log.house", player=seat(player), kind=msg(f"ar.kind.{move['kind']}"), building=flow.building_name(building)
    )


def evict_candidates(state: State) -> list[Action]:
    """Colonists a player may send back to the shelters in the move/swap step."""
    t = task(state)
    if not t["evict"]:
        return []
    return [
        {"type": "evict", "target": f"slot:{b},{s}"}
        for b, building in enumerate(state["buildings"][t["player"]])
        for s, who in enumerate(building["staff"])
        if who is not None
    ]


def _evict_check(state: State, move: Move) -> Msg | None:
    return None if move in evict_candidates(state) else msg("ar.illegal.evict")


def _evict(state: State, move: Move) -> None:
    player = task(state)["player"]
    b, s = _slot(move["target"])
    building = state["buildings"][player][b]
    kind = building["staff"][s]
    assert kind is not None, "an empty space has nobody to evict"  # evict_candidates lists filled ones
    state["shelters"][player][kind] += 1
    building["staff"][s] = None
    _used_move(state)


def _evict_log(state: State, move: Move) -> Msg:
    player = task(state)["player"]
    b, s = _slot(move["target"])
    building = state["buildings"][player][b]
    return msg(
        "ar.log.evict",
        player=seat(player),
        kind=msg(f"ar.kind.{building['staff'][s]}"),
        building=flow.building_name(building["id"]),
    )


def _seat_log(key: str) -> Any:
    return lambda state, move: msg(key, player=seat(task(state)["player"]))


# --- chance: the dice and reshuffles -----------------------------------------------------------
def draw_roll(state: State, rng: Rng) -> Action:
    """Every player's five dice, seat by seat."""
    return {"type": "roll", "dice": [rng.below(6) + 1 for _ in range(state["players"] * data.DICE)]}


def _roll(state: State, move: Move) -> None:
    flow_pop(state)
    dice = move["dice"]
    state["pools"] = [sorted(dice[p * data.DICE : (p + 1) * data.DICE]) for p in range(state["players"])]
    state["phase"], state["active"], state["step"] = PLACE, state["first"], ""


def _roll_log(state: State, move: Move) -> Msg:
    return msg("ar.log.roll", round=state["round"])


def draw_reshuffle(state: State, rng: Rng) -> Action:
    """The discards of a pile in a new order."""
    pile = task(state)["pile"]
    return {"type": "reshuffle", "pile": pile, "order": rng.shuffle(sorted(flow.reshuffle_pile(state, pile)))}


def _reshuffle(state: State, move: Move) -> None:
    flow_pop(state)
    flow.shuffle_back(state, move["pile"], list(move["order"]))


def _reshuffle_log(state: State, move: Move) -> Msg:
    return msg(f"ar.log.reshuffle_{move['pile']}")


KIND = one_of(*data.KINDS)


def _tune_label(state: State, move: Move) -> Msg:
    value = state["pools"][state["active"]][move["die"]]
    return msg("ar.label.tune", value=value, to=value + move["delta"])


def _place_label(state: State, move: Move) -> Msg:
    value = state["pools"][state["active"]][move["die"]]
    return msg("ar.label.place", value=value, target=region_name(move["target"]))


def _escort_label(state: State, move: Move) -> Msg:
    return msg(
        "ar.label.escort", n=move["count"], kind=msg(f"ar.kind.{move['kind']}"), pay=msg(f"ar.res.{move['pay']}")
    )


def _cut_label(state: State, move: Move) -> Msg:
    die = next(d for d in state["expeditions"][task(state)["exp"]]["dice"] if d["seq"] == move["die"])
    return msg("ar.label.cut", n=move["amount"], rival=seat(die["owner"]), value=die["value"])


def _kind_label(state: State, move: Move) -> Msg:
    return msg(f"ar.kind.{move['kind']}")


def _house_label(state: State, move: Move) -> Msg:
    b, _ = _slot(move["target"])
    building = state["buildings"][task(state)["player"]][b]["id"]
    return msg("ar.label.house", kind=msg(f"ar.kind.{move['kind']}"), building=flow.building_name(building))


def _evict_label(state: State, move: Move) -> Msg:
    b, s = _slot(move["target"])
    building = state["buildings"][task(state)["player"]][b]
    return msg(
        "ar.label.evict", kind=msg(f"ar.kind.{building['staff'][s]}"), building=flow.building_name(building["id"])
    )


ACTIONS = ActionSet(
    types=(
        ActionType(
            "tune",
            (PLACE,),
            _tune,
            _tune_log,
            fields=(Field("die", integer(0, data.DICE - 1)), Field("delta", integer(-1, 1))),
            candidates=_tune_candidates,
            check=_tune_check,
            checked=True,
            label=_tune_label,
            group="dice",
        ),
        ActionType(
            "place",
            (PLACE,),
            _place,
            _place_log,
            fields=(Field("die", integer(0, data.DICE - 1)), Field("target", text)),
            candidates=_place_candidates,
            check=_place_check,
            checked=True,
            label=_place_label,
            group="dice",
        ),
        ActionType(
            "escort",
            (ESCORT,),
            _escort,
            _escort_log,
            fields=(Field("kind", KIND), Field("count", integer(1, 99)), Field("pay", one_of(*RESOURCES))),
            candidates=_escort_candidates,
            check=_escort_check,
            checked=True,
            label=_escort_label,
            group="escort",
        ),
        ActionType("no_escort", (ESCORT,), _decline, _seat_log("ar.log.no_escort"), group="escort"),
        ActionType(
            "cut",
            (MARINE,),
            _cut,
            _cut_log,
            fields=(
                Field("die", integer(1, 999)),
                Field("amount", integer(min(data.MARINE_CUTS), max(data.MARINE_CUTS))),
            ),
            candidates=_cut_candidates,
            check=_cut_check,
            label=_cut_label,
            group="marine",
        ),
        ActionType(
            "reward",
            (REWARD,),
            _reward,
            _reward_log,
            fields=(Field("index", integer(0, 9)),),
            candidates=_reward_candidates,
            check=_reward_check,
            label=_reward_label,
            group="reward",
        ),
        ActionType(
            "recruit",
            (RECRUIT,),
            _recruit,
            lambda state, move: msg(
                "ar.log.recruit", player=seat(task(state)["player"]), kind=msg(f"ar.kind.{move['kind']}")
            ),
            fields=(Field("kind", KIND),),
            candidates=_recruit_candidates,
            check=_recruit_check,
            label=_kind_label,
            group="doorstep",
        ),
        ActionType(
            "train",
            (TRAIN,),
            _train,
            lambda state, move: msg(
                "ar.log.train", player=seat(task(state)["player"]), kind=msg(f"ar.kind.{move['kind']}")
            ),
            fields=(Field("kind", one_of(*data.SPECIALISTS)),),
            candidates=_train_candidates,
            check=_train_check,
            label=_kind_label,
            group="academy",
        ),
        ActionType("decline", (RECRUIT, TRAIN), _decline, _seat_log("ar.log.decline"), group="turn"),
        ActionType(
            "house",
            (ARRANGE,),
            _house,
            _house_log,
            fields=(Field("kind", KIND), Field("target", text)),
            candidates=house_candidates,
            check=_house_check,
            label=_house_label,
            group="colonists",
        ),
        ActionType(
            "evict",
            (ARRANGE,),
            _evict,
            _evict_log,
            fields=(Field("target", text),),
            candidates=evict_candidates,
            check=_evict_check,
            checked=True,
            label=_evict_label,
            group="colonists",
        ),
        ActionType("done", (ARRANGE,), _decline, _seat_log("ar.log.done"), group="turn"),
    ),
    chance=(
        ChanceType(
            "roll",
            (ROLL,),
            _roll,
            _roll_log,
            shape={"dice": Shape("int_list", 1, 6, data.DICE * 5)},
            draw=draw_roll,
        ),
        ChanceType(
            "reshuffle",
            (RESHUFFLE,),
            _reshuffle,
            _reshuffle_log,
            shape={"pile": Shape("str", max_len=8), "order": Shape("str_list", max_len=100)},
            draw=draw_reshuffle,
        ),
    ),
)
