"""The Artemis Project's round: board setup, the resolution of the seven regions and the event,
upkeep, and the final scoring. Automatic steps of the `TaskQueue` (rules.py) call these; decisions
they need (rewards, recruits, training, moving colonists) are pushed as tasks for the players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.core.turns import Step, TaskQueue, chance_step, next_seat
from pyengine.games.artemis import data
from pyengine.games.artemis.decisions import (
    ACTIVATE,
    AFTER_PLACE,
    ARRANGE,
    END_ROUND,
    ESCORT,
    LEFTOVERS,
    MARINE,
    OVER,
    PAY,
    RECRUIT,
    RESHUFFLE,
    RESOLVE,
    REWARD,
    ROLL,
    SETUP,
    TRAIN,
    UPKEEP,
)
from pyengine.games.artemis.declared import DECISIONS
from pyengine.games.artemis.state import ArtemisState as State
from pyengine.games.artemis.state import Card, Die, Lot, Owned, Pool, Stack, counter
from pyengine.i18n import seat

Task = dict[str, Any]
RESOURCES = ("energy", "minerals")


# --- small helpers ----------------------------------------------------------------------------
def note(state: State, line: Msg) -> None:
    """A line for the log of what this action set off by itself."""
    state["report"].append(line.to_json())


def push(state: State, *tasks: Task) -> None:
    """Tasks that happen before anything already pending."""
    QUEUE.push(state, *tasks)


def draw_bag(state: State, count: int) -> list[str]:
    """Up to `count` colonists from the top of the (shuffled) bag."""
    taken: list[str] = state["bag"][:count]
    del state["bag"][: len(taken)]
    return taken


def round_stack(state: State) -> Stack:
    """The building stack this round draws from: ocean in rounds 1-3, surface in 4-6 (PRINTED)."""
    return "ocean" if state["round"] <= 3 else "surface"


def fits(space: str, kind: str) -> bool:
    """A colonist fits a space showing its kind, or a blank one (PRINTED)."""
    return space in (kind, data.BLANK)


def spaces(building: Owned) -> str:
    """The spaces printed on a building."""
    return data.BUILDINGS[building["id"]].spaces


def room(building: Owned, kind: str) -> list[int]:
    """The empty spaces of a building a colonist of this kind may fill, its own kind's first."""
    printed = spaces(building)  # looked up once: bots call this in every evaluation
    free = [i for i, who in enumerate(building["staff"]) if who is None and fits(printed[i], kind)]
    return sorted(free, key=lambda i: printed[i] == data.BLANK)


def staffed(building: Owned) -> bool:
    """Every space filled: only then does a building work or score."""
    return all(who is not None for who in building["staff"])


def colonists(state: State, player: int) -> dict[str, int]:
    """Every colonist a player has, in the shelters and in buildings, by kind."""
    counts = dict(state["shelters"][player])
    for building in state["buildings"][player]:
        for who in building["staff"]:
            if who is not None:
                counts[who] += 1
    return counts


def lose(state: State, player: int, key: str, amount: int) -> int:
    """Lose what you can of something (PRINTED: lose what you have, ignore the rest)."""
    lost = min(amount, counter(state, key)[player])
    counter(state, key)[player] -= lost
    return lost


def gain(state: State, player: int, key: str, amount: int) -> None:
    """Gain energy, minerals, toolkits, badges or VP (negative: lose what you can)."""
    if amount < 0:
        lose(state, player, key, -amount)
    else:
        counter(state, key)[player] += amount


# --- gaining colonists and buildings ----------------------------------------------------------
def gain_colonist(state: State, player: int, kind: str) -> None:
    """A colonist into the shelters, then the chance to move it at once into a building with room."""
    state["shelters"][player][kind] += 1
    push(state, {"kind": ARRANGE, "player": player, "kinds": [kind], "into": None, "moves": 1, "evict": False})


def gain_building(state: State, player: int, tile: str) -> None:
    """A building onto the mat, then the chance to move colonists from the shelters into it."""
    state["buildings"][player].append({"id": tile, "staff": [None] * len(data.BUILDINGS[tile].spaces)})
    into = [len(state["buildings"][player]) - 1]
    push(state, {"kind": ARRANGE, "player": player, "kinds": None, "into": into, "moves": -1, "evict": False})


# --- board setup ----------------------------------------------------------------------------------
def bonus(state: State) -> int:
    """The +2 of energy, minerals and colonists, none in hard mode (PRINTED)."""
    return 0 if state["hard"] else data.SETUP_BONUS


def reshuffle_needed(state: State) -> str | None:
    """The pile to reshuffle before this round's setup can draw, if any."""
    wanted = max(1, state["players"] - 1)
    if len(state["exp_deck"]) < wanted and state["exp_discard"]:
        return "exp"
    cards = state["exp_deck"][:wanted]
    need = sum(r.startswith("colonist") for c in cards for r in data.EXPEDITIONS[c].rewards)
    need += min(state["players"] + bonus(state), max(0, data.DOORSTEP_MAX - len(state["doorstep"])))
    if len(state["bag"]) < need and state["discard"]:
        return "bag"
    return None


def setup_round(state: State, task: Task) -> None:
    """The board's setup for a round (PRINTED, steps 1-6 and the event)."""
    state["phase"], state["step"] = SETUP, ""
    # PRINTED order: last round's cards are cleared to the discard first, so a reshuffle takes them too
    state["exp_discard"] += [card["id"] for card in state["expeditions"]]
    state["expeditions"] = []
    pile = reshuffle_needed(state)
    if pile is not None:
        push(state, {"kind": RESHUFFLE, "pile": pile}, {"kind": SETUP})
        return
    state["mods"] = {"difficulty": 0, "discount": 0, "closed": []}
    _base_camp_setup(state)
    refill = sum(data.EXPEDITIONS[card["id"]].refill for card in state["expeditions"]) + bonus(state)
    state["vents"], state["quarry"] = refill, refill  # leftovers discarded (PRINTED)
    stack = state[round_stack(state)]
    shown = min(state["players"], max(0, data.GANTRY_MAX - len(state["gantry"])), len(stack))
    state["gantry"] += [{"id": tile, "dice": []} for tile in stack[:shown]]
    del stack[:shown]
    arriving = min(state["players"] + bonus(state), max(0, data.DOORSTEP_MAX - len(state["doorstep"])))
    state["doorstep"] += draw_bag(state, arriving)
    state["dice"] = {region: [] for region in data.REGIONS[1:] if region != "gantry"}
    _reveal_event(state)
    push(state, {"kind": ROLL})


def _base_camp_setup(state: State) -> None:
    """Players - 1 expeditions revealed (last round's already discarded) with their colonists and buildings."""
    wanted = max(1, state["players"] - 1)
    cards = state["exp_deck"][:wanted]
    del state["exp_deck"][: len(cards)]
    stack = state[round_stack(state)]
    shown: list[Card] = []
    for card in cards:
        rewards = data.EXPEDITIONS[card].rewards
        people = draw_bag(state, sum(r.startswith("colonist") for r in rewards))
        tiles = stack[: sum(r.startswith("building") for r in rewards)]
        del stack[: len(tiles)]
        shown.append(
            {"id": card, "dice": [], "colonists": people, "buildings": tiles, "rewards": list(rewards), "result": ""}
        )
    state["expeditions"] = shown


def _reveal_event(state: State) -> None:
    state["event"] = state["events"].pop(0) if state["events"] else None
    if state["event"] is not None:
        state["past_events"].append(state["event"])
        if data.EVENTS[state["event"]].letter == data.NOW:
            fire_event(state)


def shuffle_back(state: State, pile: str, order: list[str]) -> None:
    """A reshuffle: the expedition discards become the deck, or the discarded colonists go back in the bag."""
    if pile == "exp":
        state["exp_deck"] += order
        state["exp_discard"] = []
    else:
        state["bag"] += order
        state["discard"] = []


def reshuffle_pile(state: State, pile: str) -> list[str]:
    """What a reshuffle shuffles."""
    return list(state["exp_discard"] if pile == "exp" else state["discard"])


# --- events ---------------------------------------------------------------------------------------
def fire_event(state: State) -> None:
    """This round's event takes effect (designed effects, data.EVENTS)."""
    name = state["event"]
    assert name is not None, "no event this round"
    event = data.EVENTS[name]
    note(state, msg("ar.report.event", event=msg(f"ar.event.{name}")))
    if event.effect in ("energy", "toolkits"):
        for player in range(state["players"]):
            gain(state, player, event.effect, event.amount)
    elif event.effect == "difficulty":
        state["mods"]["difficulty"] += event.amount
    elif event.effect == "pool":
        key: Pool = "vents" if event.letter == "B" else "quarry"
        state[key] = max(0, state[key] + event.amount)
    elif event.effect == "discount":
        state["mods"]["discount"] += event.amount
    elif event.effect == "arrivals":
        room_left = max(0, data.DOORSTEP_MAX - len(state["doorstep"]))
        state["doorstep"] += draw_bag(state, min(event.amount, room_left))
    elif event.effect == "closed":
        state["mods"]["closed"].append(data.LETTERS[event.letter])
    elif event.effect == "sick":
        _epidemic(state, event.amount)
    elif event.effect == "staffed_vp":
        for player in range(state["players"]):
            gain(state, player, "vp", event.amount * sum(staffed(b) for b in state["buildings"][player]))


def event_needs_reshuffle(state: State) -> bool:
    """True if this round's event draws more colonists than the bag holds while discards wait: a bag
    that runs out is refilled from the discards whenever it happens (PRINTED: "Si la bolsa ... se
    queda sin colonos, recoge los que se han descartado ... y repone la bolsa"), here mid-round."""
    event = data.EVENTS[state["event"]] if state["event"] is not None else None
    if event is None or event.effect != "arrivals":
        return False
    wanted = min(event.amount, max(0, data.DOORSTEP_MAX - len(state["doorstep"])))
    return len(state["bag"]) < wanted and bool(state["discard"])


def _epidemic(state: State, threshold: int) -> None:
    for player in range(state["players"]):
        if sum(state["shelters"][player].values()) >= threshold and state["shelters"][player]["P"]:
            state["shelters"][player]["P"] -= 1
            state["discard"].append("P")


# --- placement ------------------------------------------------------------------------------------
def exposure_insert(row: list[Die], die: Die) -> None:
    """The exposure mechanism (PRINTED): to the right of every die equal to or lower than it."""
    at = next((i for i, other in enumerate(row) if other["value"] > die["value"]), len(row))
    row.insert(at, die)


def after_place(state: State, task: Task) -> None:
    """The next player clockwise with dice left places; once every die is out, resolution begins."""
    players = state["players"]
    waiting = [p for p in range(players) if not state["pools"][p]]
    if len(waiting) < players:
        state["active"] = next_seat(state["active"], players, waiting)
        return
    state["phase"] = RESOLVE
    QUEUE.append(state, *[{"kind": RESOLVE, "letter": letter} for letter in "ABCDEFGH"], {"kind": END_ROUND})


# --- resolution -----------------------------------------------------------------------------------
def resolve(state: State, task: Task) -> None:
    """One letter of the board's edge: the event if its marker is there, then that region (H: upkeep)."""
    letter = task["letter"]
    state["step"] = letter
    if state["event"] is not None and data.EVENTS[state["event"]].letter == letter:
        if event_needs_reshuffle(state):  # the bag first, then this letter again (the event fires then)
            push(state, {"kind": RESHUFFLE, "pile": "bag"}, dict(task))
            return
        fire_event(state)
    if letter == data.UPKEEP:
        upkeep(state)
        return
    region = data.LETTERS[letter]
    if region in state["mods"]["closed"]:
        note(state, msg("ar.report.closed", region=msg(f"ar.region.{region}")))
        return
    RESOLVERS[region](state)


def expedition_total(card: Card) -> int:
    """The combined dice of an expedition, each Pioneer a pip more (PRINTED)."""
    return sum(d["value"] + d.get("count", 0) * (d.get("escort") == "P") for d in card["dice"])


def difficulty(state: State, card: Card) -> int:
    """An expedition's difficulty this round (an event may change it)."""
    return max(1, data.EXPEDITIONS[card["id"]].difficulty + int(state["mods"]["difficulty"]))


def ranking(card: Card) -> list[int]:
    """Who chooses rewards first: the larger share of the total (dice and Pioneers), then whoever placed first."""
    share: dict[int, int] = {}
    first: dict[int, int] = {}
    for die in card["dice"]:
        owner = die["owner"]
        share[owner] = share.get(owner, 0) + die["value"] + die.get("count", 0) * (die.get("escort") == "P")
        first.setdefault(owner, die["seq"])
    return sorted(share, key=lambda p: (-share[p], first[p]))


def _base_camp(state: State) -> None:
    chooses: list[Task] = []
    for index, card in enumerate(state["expeditions"]):
        if not card["dice"]:
            continue
        _escorts_home(state, card)
        success = expedition_total(card) >= difficulty(state, card)
        card["result"] = "success" if success else "failure"
        total = expedition_total(card)
        note(state, msg(f"ar.report.exp_{card['result']}", card=index + 1, total=total, needed=difficulty(state, card)))
        if not success:
            continue
        order = ranking(card)
        for player in order:
            gain(state, player, "badges", 1)
        for die in card["dice"]:
            if die.get("escort") == "E":
                for key, amount in data.ENGINEER_BONUS.items():
                    gain(state, die["owner"], key, amount)
        stewards = {d["owner"] for d in card["dice"] if d.get("escort") == "S"}
        chooses += [
            {"kind": REWARD, "player": p, "exp": index, "steward": rank == 0 and p in stewards}
            for rank, p in enumerate(order)
        ]
    push(state, *chooses, {"kind": LEFTOVERS})


def _escorts_home(state: State, card: Card) -> None:
    """Colonists sent on an expedition come back to their shelters once it resolves (designed)."""
    for die in card["dice"]:
        if die.get("escort"):
            state["shelters"][die["owner"]][die["escort"]] += die["count"]


def leftovers(state: State, task: Task) -> None:
    """Rewards nobody took: colonists to the Doorstep, buildings to the Gantry, while there is room (designed)."""
    for card in state["expeditions"]:
        for kind in card["colonists"]:
            (state["doorstep"] if len(state["doorstep"]) < data.DOORSTEP_MAX else state["discard"]).append(kind)
        for tile in card["buildings"]:
            if len(state["gantry"]) < data.GANTRY_MAX:
                state["gantry"].append({"id": tile, "dice": []})
        card["colonists"], card["buildings"] = [], []


def _pool(region: Pool, resource: str) -> Any:
    def run(state: State) -> None:
        for die in state["dice"][region]:
            taken = min(die["value"], state[region])
            state[region] -= taken
            gain(state, die["owner"], resource, taken)
            note(state, msg(f"ar.report.{region}", player=seat(die["owner"]), n=taken, value=die["value"]))

    return run


def _gantry(state: State) -> None:
    kept: list[Lot] = []
    for lot in state["gantry"]:
        buyer = next((d for d in sorted(lot["dice"], key=lambda d: -d["value"]) if can_pay(state, d)), None)
        if buyer is None:
            kept.append({"id": lot["id"], "dice": []})
            continue
        cost = price(state, buyer["value"])
        state["minerals"][buyer["owner"]] -= cost
        note(state, msg("ar.report.bought", player=seat(buyer["owner"]), building=building_name(lot["id"]), n=cost))
        gain_building(state, buyer["owner"], lot["id"])
    state["gantry"] = kept


def price(state: State, bid: int) -> int:
    """Minerals a winning bid costs (an event may lower it)."""
    return max(0, bid - int(state["mods"]["discount"]))


def can_pay(state: State, die: Die) -> bool:
    """A bid buys only if its owner has the minerals when the Gantry resolves (PRINTED)."""
    return bool(state["minerals"][die["owner"]] >= price(state, die["value"]))


def building_name(tile: str) -> Msg:
    """A building's name."""
    return msg(f"ar.building.{data.BUILDINGS[tile].name}")


def by_strength(dice: list[Die]) -> list[Die]:
    """Highest die first, then whoever placed first (designed)."""
    return sorted(dice, key=lambda d: (-d["value"], d["seq"]))


def _doorstep(state: State) -> None:
    tasks = [
        {"kind": RECRUIT, "player": d["owner"], "picks": data.DOORSTEP_PICKS[d["value"]]}
        for d in by_strength(state["dice"]["doorstep"])
    ]
    push(state, *tasks)


def _academy(state: State) -> None:
    tasks = [
        {"kind": TRAIN, "player": d["owner"], "picks": data.ACADEMY_PICKS[d["value"]]}
        for d in by_strength(state["dice"]["academy"])
    ]
    push(state, *tasks)


def _outfitters(state: State) -> None:
    for die in state["dice"]["outfitters"]:
        gain(state, die["owner"], "toolkits", data.OUTFITTERS[die["value"]])
        note(state, msg("ar.report.outfitters", player=seat(die["owner"]), n=data.OUTFITTERS[die["value"]]))


RESOLVERS = {
    "basecamp": _base_camp,
    "vents": _pool("vents", "energy"),
    "quarry": _pool("quarry", "minerals"),
    "gantry": _gantry,
    "doorstep": _doorstep,
    "academy": _academy,
    "outfitters": _outfitters,
}


# --- upkeep ---------------------------------------------------------------------------------------
def upkeep(state: State) -> None:
    """Upkeep (designed order): move/swap, ocean buildings work, shelters are paid, the marker passes."""
    state["phase"] = UPKEEP
    order = [(state["first"] + i) % state["players"] for i in range(state["players"])]
    moves = [
        {"kind": ARRANGE, "player": p, "kinds": None, "into": None, "moves": data.UPKEEP_MOVES, "evict": True}
        for p in order
    ]
    push(state, *moves, {"kind": ACTIVATE}, {"kind": PAY})


def activate(state: State, task: Task) -> None:
    """Every fully staffed ocean building gives what it shows (every round's upkeep)."""
    for player in range(state["players"]):
        for building in state["buildings"][player]:
            tile = data.BUILDINGS[building["id"]]
            if tile.zone == "ocean" and staffed(building):
                for key, amount in tile.gives:
                    gain(state, player, key, amount)
                note(state, msg("ar.report.works", player=seat(player), building=building_name(building["id"])))


def pay(state: State, task: Task) -> None:
    """Energy for each colonist in the shelters; each one unpaid moves the relief marker a step (designed)."""
    for player in range(state["players"]):
        owed = data.UPKEEP_PER_SHELTERED * sum(state["shelters"][player].values())
        paid = lose(state, player, "energy", owed)
        short = owed - paid
        state["relief"][player] += short
        if owed:
            note(state, msg("ar.report.upkeep", player=seat(player), n=paid, short=short))


def end_round(state: State, task: Task) -> None:
    """The phase marker passes clockwise and the next round is set up, or the game ends after the sixth."""
    state["step"] = ""
    if state["round"] >= data.ROUNDS:
        state["phase"] = OVER
        return
    state["round"] += 1
    state["first"] = (state["first"] + 1) % state["players"]
    push(state, {"kind": SETUP})


# --- decisions dropped when they offer no choice --------------------------------------------


def escort_skip(state: State, t: Task) -> bool:
    """Nothing to send, or nothing to pay with."""
    player = t["player"]
    return not sum(state["shelters"][player].values()) or not any(counter(state, r)[player] for r in RESOURCES)


def recruit_skip(state: State, t: Task) -> bool:
    """Nobody left at the Doorstep, or no energy to pay."""
    return not state["doorstep"] or state["energy"][t["player"]] < data.RECRUIT_COST


def train_skip(state: State, t: Task) -> bool:
    """No Pioneer in the shelters, or the Academy is empty."""
    return not state["shelters"][t["player"]]["P"] or not any(state["academy"].values())


def arrange_skip(state: State, t: Task) -> bool:
    """No colonist can move now."""
    if t["moves"] == 0:
        return True
    player = t["player"]
    movable = any(
        (t["into"] is None or b in t["into"])
        and any(room(building, k) and state["shelters"][player][k] for k in (t["kinds"] or data.KINDS))
        for b, building in enumerate(state["buildings"][player])
    )
    evictable = t["evict"] and any(w is not None for b in state["buildings"][player] for w in b["staff"])
    return not movable and not evictable


def reward_skip(state: State, t: Task) -> bool:
    """Every reward of the expedition already taken."""
    return not state["expeditions"][int(t["exp"])]["rewards"]


def cut_targets(state: State, task: Mapping[str, Any]) -> list[Die]:
    """Rivals' dice on the Marine's expedition that can still go down."""
    dice = state["expeditions"][int(task["exp"])]["dice"]
    return [d for d in dice if d["owner"] != task["player"] and d["value"] > 1]


# --- final scoring -------------------------------------------------------------------------------
def placings(values: list[int], prizes: tuple[int, int], players: int) -> list[int]:
    """Majority awards: the most gets the first prize (ties: each tied gets it), then the second
    (only with 3+ players); nobody scores a majority of nothing."""
    awarded = [0] * len(values)
    ranks = sorted({v for v in values if v > 0}, reverse=True)
    places = prizes if players >= 3 else prizes[:1]
    used = 0
    for value in ranks:
        if used >= len(places):
            break
        winners = [p for p, v in enumerate(values) if v == value]
        for p in winners:
            awarded[p] = places[used]
        used += len(winners)
    return awarded


def final_parts(state: State) -> list[dict[str, int]]:
    """Each player's end-game points by category (designed values, PRINTED categories)."""
    players = state["players"]
    badges = placings(state["badges"], data.BADGE_MAJORITY, players)
    tools = placings(state["toolkits"], data.TOOLKIT_MAJORITY, players)
    parts = []
    for p in range(players):
        surface = sum(
            amount
            for b in state["buildings"][p]
            if data.BUILDINGS[b["id"]].zone == "surface" and staffed(b)
            for _, amount in data.BUILDINGS[b["id"]].gives
        )
        people = colonists(state, p)
        parts.append(
            {
                "track": state["vp"][p],
                "resources": (state["energy"][p] + state["minerals"][p]) // data.RESOURCES_PER_VP,
                "surface": surface,
                "buildings": data.VP_PER_BUILDING * len(state["buildings"][p]),
                "sets": data.VP_PER_SET * min(people.values()),
                "badges": badges[p],
                "toolkits": tools[p],
                "relief": -data.RELIEF_VP * state["relief"][p],
            }
        )
    return parts


def totals(state: State) -> list[int]:
    """Final scores: the track plus every end-game category."""
    return [sum(part.values()) for part in final_parts(state)]


QUEUE = TaskQueue(
    steps=(
        Step(SETUP, run=setup_round),
        chance_step(ROLL),
        chance_step(RESHUFFLE),
        Step(AFTER_PLACE, run=after_place),
        Step(ESCORT, skip=escort_skip),
        Step(MARINE, skip=lambda state, task: not cut_targets(state, task)),
        Step(RESOLVE, run=resolve),
        Step(REWARD, skip=reward_skip),
        Step(LEFTOVERS, run=leftovers),
        Step(RECRUIT, skip=recruit_skip),
        Step(TRAIN, skip=train_skip),
        Step(ARRANGE, skip=arrange_skip),
        Step(ACTIVATE, run=activate),
        Step(PAY, run=pay),
        Step(END_ROUND, run=end_round),
    ),
    phases=DECISIONS.phases(),  # who decides in each phase (declared.py)
)
