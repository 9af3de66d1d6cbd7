"""Read-only questions about a state: tags, costs, requirements, placement and scoring."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyengine.core.messages import Msg, msg
from pyengine.games.tinyforming_mars import board, data
from pyengine.games.tinyforming_mars.state import TinyformingState as State


# --- the map -------------------------------------------------------------------------
def drawn(state: State) -> int:
    """The card being drafted (asked only while one is)."""
    card = state["drawn"]
    assert card is not None, "no card drawn"
    return card


def last_hex(state: State) -> str:
    """The hex of the last placement (asked only after one)."""
    at = state["at"]
    assert at is not None, "nothing placed yet"
    return at


def piece(state: State, key: str) -> dict[str, Any] | None:
    """What stands on a hex: {"kind": city|heat|greenery|water, "owner"?} or None."""
    found: dict[str, Any] | None = state["board"].get(key)
    return found


def is_water_hex(state: State, key: str) -> bool:
    """True on a hex reserved for water (light blue background)."""
    return key in board.water_hexes(state["map"])


def empty_hexes(state: State) -> list[str]:
    """Unoccupied hexes, in printed order."""
    return [k for k in board.KEYS if k not in state["board"]]


def cities(state: State, player: int | None = None) -> list[str]:
    """Hexes holding a city (of one player, or of anyone)."""
    return [
        k for k in board.KEYS
        if state["board"].get(k, {}).get("kind") == "city" and player in (None, state["board"][k]["owner"])
    ]  # fmt: skip


def adjacent(state: State, key: str, kind: str) -> list[str]:
    """Neighbouring hexes holding a piece of this kind."""
    return [n for n in board.NEIGHBOURS[key] if state["board"].get(n, {}).get("kind") == kind]


def on_map(state: State, kind: str) -> int:
    """Cubes of a parameter on the map."""
    return sum(1 for p in state["board"].values() if p["kind"] == kind)


def parameter(state: State, kind: str) -> int:
    """The count a parameter requirement compares with: heat = both players' heat + heat on the map."""
    if kind == "heat":
        return sum(state["heat"]) + on_map(state, "heat")
    return on_map(state, kind)


# --- tags and tokens -------------------------------------------------------------------
def facing(state: State, player: int) -> list[str]:
    """Ids of the project ends facing a player this generation."""
    return [data.PAIRS[c["card"]][_side(c["faces"][player])].id for c in state["table"]]


def _side(face: str) -> int:
    return 0 if face == "a" else 1


def tags(state: State, player: int) -> dict[str, int]:
    """Tags a player has: on the facing card ends, plus cities on bonus hexes (tokens not included)."""
    count = dict.fromkeys(data.TAGS, 0)
    for end_id in facing(state, player):
        for tag in data.ENDS[end_id].gives:
            count[tag] += 1
    bonus = board.bonus_hexes(state["map"])
    for key in cities(state, player):
        if key in bonus:
            count[bonus[key]] += 1
    return count


def tokens_to_spend(state: State, player: int, needs: dict[str, int]) -> dict[str, int] | None:
    """Resource tokens a player must spend to meet tag requirements (None: they cannot be met)."""
    have = tags(state, player)
    spend = {}
    for tag, need in needs.items():
        short = max(0, need - have[tag])
        if short > state["held"][player].get(tag, 0):
            return None
        if short:
            spend[tag] = short
    return spend


def missing_tag(state: State, player: int, needs: dict[str, int]) -> Msg | None:
    """Why the tag requirements are not met, naming the first short tag; None if they are."""
    have = tags(state, player)
    for tag, need in needs.items():
        total = have[tag] + state["held"][player].get(tag, 0)
        if total < need:
            return msg("tm.illegal.tags", need=need, tag=msg(f"tm.tag.{tag}"), have=total)
    return None


# --- costs -------------------------------------------------------------------------------
def _cities_centre_row(state: State, player: int) -> int:
    return sum(1 for k in cities(state) if board.ROW[k] == data.CENTRE_ROW)


def _tags_beyond(tag: str, free: int) -> Callable[[State, int], int]:
    return lambda state, player: max(0, tags(state, player)[tag] - free)


def _heat_pairs(state: State, player: int) -> int:
    return int(state["heat"][player]) // 2


def _empty_next_to_cities(state: State, player: int) -> int:
    around = {n for k in cities(state, player) for n in board.NEIGHBOURS[k]}
    return sum(1 for n in around if n not in state["board"])


def _water_beyond_two(state: State, player: int) -> int:
    return max(0, on_map(state, "water") - 2)


def _greenery_next_to_cities(state: State, player: int) -> int:
    around = {n for k in cities(state, player) for n in board.NEIGHBOURS[k]}
    return sum(1 for n in around if state["board"].get(n, {}).get("kind") == "greenery")


# End id -> the reduction of its starred cost.
REDUCTIONS: dict[str, Callable[[State, int], int]] = {
    "solar_power": _cities_centre_row,
    "water_from_europa": _tags_beyond("space", 1),
    "ghg_factories": _tags_beyond("production", 2),
    "geothermal_power": _heat_pairs,
    "windmills": _empty_next_to_cities,
    "great_dam": _water_beyond_two,
    "nuclear_power": _tags_beyond("energy", 0),
    "bushes": _greenery_next_to_cities,
    "subterranean_reservoir": _tags_beyond("nature", 1),
}


def end_cost(state: State, player: int, end_id: str) -> int:
    """What a project costs this player now; a starred cost never drops below 1."""
    end = data.ENDS[end_id]
    if not end.star:
        return end.cost
    return max(1, end.cost - REDUCTIONS[end_id](state, player))


def end_params(state: State, player: int, end_id: str) -> dict[str, int]:
    """Parameter requirements; Insects needs 2 heat less per Science tag beyond the first."""
    params = dict(data.ENDS[end_id].params)
    if end_id == "insects":
        params["heat"] = max(0, params["heat"] - 2 * max(0, tags(state, player)["science"] - 1))
    return params


# --- placement ---------------------------------------------------------------------------
def _free_land(state: State, key: str) -> Msg | None:
    if is_water_hex(state, key):
        return msg("tm.illegal.water_reserved")
    return None


def _free_water(state: State, key: str) -> Msg | None:
    if not is_water_hex(state, key):
        return msg("tm.illegal.not_water_hex")
    return None


def _south(state: State, key: str) -> Msg | None:
    return None if board.ROW[key] in data.SOUTH_ROWS else msg("tm.illegal.not_south")


def _water_near_city(state: State, key: str) -> Msg | None:
    return _free_water(state, key) or (None if adjacent(state, key, "city") else msg("tm.illegal.not_near_city"))


def _land_near_city(state: State, key: str) -> Msg | None:
    return _free_land(state, key) or (None if adjacent(state, key, "city") else msg("tm.illegal.not_near_city"))


def _land_away_from_city(state: State, key: str) -> Msg | None:
    return _free_land(state, key) or (msg("tm.illegal.near_city") if adjacent(state, key, "city") else None)


def _land_two_greenery(state: State, key: str) -> Msg | None:
    ok = len(adjacent(state, key, "greenery")) >= 2
    return _free_land(state, key) or (None if ok else msg("tm.illegal.needs_two_greenery"))


def _land_near_water(state: State, key: str) -> Msg | None:
    return _free_land(state, key) or (None if adjacent(state, key, "water") else msg("tm.illegal.needs_water"))


# "cube:where" of an effect step -> the check of one empty hex.
WHERE: dict[str, Callable[[State, str], Msg | None]] = {
    "water:water": _free_water,
    "water:comet": _free_water,
    "water:south": _south,
    "water:near_city": _water_near_city,
    "greenery:land": _free_land,
    "greenery:water": _free_water,
    "greenery:near_city": _land_near_city,
    "greenery:away_from_city": _land_away_from_city,
    "greenery:two_greenery": _land_two_greenery,
    "greenery:near_water": _land_near_water,
    "heat:land": _free_land,
}


def place_problem(state: State, rule: str, key: str) -> Msg | None:
    """Why a cube may not go on this hex under an effect's rule ("water:south"...), or None."""
    if key in state["board"]:
        return msg("tm.illegal.occupied")
    return WHERE[rule](state, key)


def city_problem(state: State, key: str, moving: str | None = None) -> Msg | None:
    """Why a city may not be placed here (moving: the hex of a city being relocated), or None."""
    if key in state["board"]:
        return msg("tm.illegal.occupied")
    if is_water_hex(state, key):
        return msg("tm.illegal.water_reserved")
    if any(n != moving for n in adjacent(state, key, "city")):
        return msg("tm.illegal.next_to_city")
    return None


def city_spots(state: State, moving: str | None = None) -> list[str]:
    """Hexes where a city may go now."""
    return [k for k in board.KEYS if city_problem(state, k, moving) is None]


def can_build_city(state: State, player: int) -> bool:
    """A new city has a hex, or (with both cities out) one of them can move somewhere."""
    mine = cities(state, player)
    if len(mine) < data.MAX_CITIES:
        return bool(city_spots(state))
    return any(city_spots(state, k) for k in mine)


def spots(state: State, rule: str) -> list[str]:
    """Hexes where an effect's cube may go now."""
    return [k for k in board.KEYS if place_problem(state, rule, k) is None]


# --- scoring -------------------------------------------------------------------------------
def breakdown(state: State) -> list[dict[str, int]]:
    """Points per player by source: cities, greenery, water, heat (the tie-break order)."""
    points = [dict.fromkeys(("cities", "greenery", "water", "heat"), 0) for _ in state["heat"]]
    for key in cities(state):
        owner = state["board"][key]["owner"]
        points[owner]["cities"] += len(adjacent(state, key, "greenery")) - len(adjacent(state, key, "heat"))
    for key, item in state["board"].items():
        if item["kind"] in ("greenery", "water"):
            owners = {state["board"][c]["owner"] for c in adjacent(state, key, "city")}
            if len(owners) == 1:
                points[owners.pop()][item["kind"]] += 1
    for player, heat in enumerate(state["heat"]):
        points[player]["heat"] += heat
    return points


def total(points: dict[str, int]) -> int:
    """The final score from a breakdown."""
    return sum(points.values())


def ranking(state: State) -> list[list[int]]:
    """Places by points, ties broken by city, greenery, water then heat points."""
    keys = {p: _rank_key(points) for p, points in enumerate(breakdown(state))}
    places: dict[tuple[int, ...], list[int]] = {}
    for player, key in keys.items():
        places.setdefault(key, []).append(player)
    return [places[k] for k in sorted(places, reverse=True)]


def _rank_key(points: dict[str, int]) -> tuple[int, ...]:
    """Total first, then the tie-breakers in the published order."""
    return (total(points), points["cities"], points["greenery"], points["water"], points["heat"])
