"""Read-only questions about a Migration: Mars state: holdings, population, placement, links."""

from __future__ import annotations

import marshal
from collections.abc import Callable

from pyengine.core.messages import Msg, msg
from pyengine.games.migration_mars import board, data
from pyengine.games.migration_mars.state import MigrationState as State


# --- cards ----------------------------------------------------------------------------------
def has(state: State, player: int, cost: dict[str, int]) -> bool:
    """True if the player holds every card of a cost."""
    hand = state["hand"][player]
    return all(hand[k] >= n for k, n in cost.items())


def missing(state: State, player: int, cost: dict[str, int]) -> Msg | None:
    """Why a cost cannot be paid (the first card short), or None."""
    hand = state["hand"][player]
    for k, n in cost.items():
        if hand[k] < n:
            return msg("mm.illegal.short", card=msg(f"mm.card.{k}"), need=n, have=hand[k])
    return None


def pay(state: State, player: int, cost: dict[str, int]) -> None:
    """Move cards from a hand back to the station (blueprints back to the ruins deck)."""
    for k, n in cost.items():
        state["hand"][player][k] -= n
        if k == "blueprint":
            state["blueprints"] += n
        else:
            state["stock"][k] += n


def gain(state: State, player: int, card: str, n: int) -> int:
    """Take up to n cards from the station (an exhausted card cannot be gained); how many."""
    if card == "blueprint":
        got = min(n, state["blueprints"])
        state["blueprints"] -= got
    else:
        got = min(n, state["stock"][card])
        state["stock"][card] -= got
    state["hand"][player][card] += got
    return int(got)


# --- structures -------------------------------------------------------------------------------
def own(state: State, player: int, kind: str) -> list[str]:
    """Sorted keys of a player's structures of one kind on the map."""
    return sorted(k for k, s in state["structures"].items() if s["owner"] == player and s["kind"] == kind)


def count(state: State, player: int, kind: str) -> int:
    """How many of a player's structures of one kind are on the map (active)."""
    return sum(1 for s in state["structures"].values() if s["owner"] == player and s["kind"] == kind)


def pieces_left(state: State, player: int, kind: str) -> int:
    """Pieces of a kind still on the player board (not on the map nor on a repair platform)."""
    on_platforms: int = state["repair"][player].count(kind)
    return data.PIECES[kind] - count(state, player, kind) - on_platforms


def platforms(state: State, player: int) -> int:
    """Repair platforms: one per factory on the map."""
    return count(state, player, "factory")


def trim_repairs(state: State, player: int) -> None:
    """Buildings on platforms that no longer exist (a factory was lost) go back to the board."""
    del state["repair"][player][platforms(state, player) :]


def rocky(state: State, key: str) -> bool:
    """True for printed rocky hexes and hexes under a rocky-terrain tile."""
    return key in board.ROCKY or key in state["rocky_tiles"]


def network(state: State, player: int) -> set[str]:
    """Hexes new structures may connect to: the HQ, buildings, fortresses, unimpacted tunnels."""
    impacts = set(state["impacts"])
    return {
        k
        for k, s in state["structures"].items()
        if s["owner"] == player and not (s["kind"] == "tunnel" and k in impacts)
    }


def touches(state: State, player: int, key: str) -> bool:
    """True if one of the player's structures is adjacent to a hex (a colony "reaches" it)."""
    structures = state["structures"]
    return any(n in structures and structures[n]["owner"] == player for n in board.NEIGHBOURS.get(key, ()))


def reached_by(state: State, key: str) -> set[int]:
    """The players whose colonies reach a hex (`touches`, asked for every player at once)."""
    structures = state["structures"]
    return {structures[n]["owner"] for n in board.NEIGHBOURS.get(key, ()) if n in structures} - {None}


def embassy_linked(state: State, player: int) -> bool:
    """True if the player's colony has reached the Embassy."""
    return touches(state, player, board.EMBASSY)


def access_linked(state: State, player: int, ruins: int) -> bool:
    """True if the colony reaches a ruins access that no impact tile closes."""
    key = board.ACCESS[ruins]
    return key not in state["impacts"] and touches(state, player, key)


def accesses(state: State, player: int) -> int:
    """Open ruins accesses the colony is connected to."""
    return sum(1 for i in range(len(board.ACCESS)) if access_linked(state, player, i))


# --- population ------------------------------------------------------------------------------
def healthy(state: State, player: int) -> int:
    """Population that counts for victory: habitats plus the Embassy."""
    homes = sum(s["pop"] for k, s in state["structures"].items() if s["owner"] == player and s["kind"] == "habitat")
    return int(homes) + int(state["embassy"][player])


def injured(state: State, player: int) -> int:
    """Population in hospitals."""
    return sum(s["pop"] for s in state["structures"].values() if s["owner"] == player and s["kind"] == "hospital")


def population(state: State, player: int) -> int:
    """All population, injured included (all of it drinks water)."""
    return healthy(state, player) + injured(state, player)


def occupied(state: State, player: int, kind: str) -> list[str]:
    """A player's habitats or hospitals holding population."""
    return [k for k in own(state, player, kind) if state["structures"][k]["pop"]]


def free(state: State, player: int, kind: str) -> list[str]:
    """A player's empty habitats or hospitals."""
    return [k for k in own(state, player, kind) if not state["structures"][k]["pop"]]


def homes_for_new(state: State, player: int) -> list[str]:
    """Where new population may go (places: hex keys, "embassy"): empty habitats, and the Embassy
    if reached and free."""
    places = free(state, player, "habitat")
    if embassy_linked(state, player) and not state["embassy"][player]:
        places.append("embassy")
    return places


def healthy_sources(state: State, player: int) -> list[str]:
    """Places holding a healthy unit (hex keys, "embassy"): occupied habitats and the Embassy."""
    places = occupied(state, player, "habitat")
    if state["embassy"][player]:
        places.append("embassy")
    return places


def place_pop(state: State, player: int, place: str, value: int) -> None:
    """Set a habitat/hospital's population (`place`: its hex key) or the player's Embassy flag."""
    if place == "embassy":
        state["embassy"][player] = bool(value)
    else:
        structures = state["structures"]
        structures[place] = {**structures[place], "pop": value}  # replaced: earlier states share the old one


# --- placement --------------------------------------------------------------------------------
def site_problem(state: State, key: str, kind: str) -> Msg | None:
    """Why a hex cannot take a structure of this kind regardless of who builds it."""
    if key not in board.CELLS:
        return msg("mm.illegal.off_map")
    if key in board.RESERVED:
        return msg("mm.illegal.reserved")
    if key in state["structures"]:
        return msg("mm.illegal.occupied")
    if key in state["impacts"]:
        return msg("mm.illegal.impact_tile")
    if rocky(state, key) and kind not in data.ROCKY_OK:
        return msg("mm.illegal.rocky")
    return None


def link_problem(state: State, player: int, key: str, kind: str, net: set[str] | None = None) -> Msg | None:
    """Why a structure of this kind would not be connected as the building rules require
    (`net`: the player's network, when the caller already has it)."""
    if kind == "fortress":
        return None  # fortresses need no connection to any HQ
    structures = state["structures"]
    # The occupied neighbours, read once (this runs for every candidate site of every listing).
    built = [structures[n] for n in board.NEIGHBOURS[key] if n in structures]
    if kind == "habitat":
        if not any(s["kind"] == "lsc" and s["owner"] == player for s in built):
            return msg("mm.illegal.habitat_needs_lsc")
    elif kind in data.PRODUCTION:
        links = network(state, player) if net is None else net
        if not any(structures[n]["kind"] in ("tunnel", "fortress") for n in board.NEIGHBOURS[key] if n in links):
            return msg("mm.illegal.needs_tunnel")
        if any(s["kind"] in data.BUILDINGS for s in built):
            return msg("mm.illegal.production_adjacent")
    else:
        links = network(state, player) if net is None else net
        if not any(n in links for n in board.NEIGHBOURS[key]):
            return msg("mm.illegal.not_connected")
    if kind in data.BUILDINGS:
        # The "no touching" rule binds both ways: nothing may be built against a production building.
        if any(s["kind"] in data.PRODUCTION for s in built):
            return msg("mm.illegal.production_adjacent")
        if any(s["owner"] not in (player, None) and s["kind"] in data.BUILDINGS for s in built):
            return msg("mm.illegal.rival_adjacent")
    return None


def placement_problem(state: State, player: int, key: str, kind: str, net: set[str] | None = None) -> Msg | None:
    """Why this player may not place this kind here (terrain, sites and connection rules)."""
    return site_problem(state, key, kind) or link_problem(state, player, key, kind, net)


# Legal sites of each kind, by the map they were worked out on (see `build_sites`); bounded.
_SITES: dict[tuple[int, bytes], dict[str, list[str]]] = {}
_SITES_LIMIT = 512


def map_key(state: State) -> bytes:
    """The map's marshal bytes (structures' kinds and owners, impacts, rocky tiles): equal bytes,
    equal map, for `build_sites`."""
    layout = [(k, s["kind"], s["owner"]) for k, s in state["structures"].items()]
    return marshal.dumps((layout, state["impacts"], state["rocky_tiles"]), 2)


def build_sites(state: State, player: int, known_map: bytes | None = None) -> Callable[[str], list[str]]:
    """A function giving every hex this player may place a structure of a kind on now (sorted;
    terrain, sites and connections, not cards) as a shared list: treat it as read-only.

    The answer depends on the map alone (structures' kinds and owners, impacts, rocky tiles), which
    changes less often than it is asked for: every listing of the colony phase asks. So it is kept
    by the map's marshal bytes (equal bytes, equal map) and worked out again only for a map not
    seen lately, each kind when first asked for (`known_map`: the state's `map_key`, when the
    caller asks for several players)."""
    key = (player, known_map or map_key(state))
    known = _SITES.get(key)
    if known is None:
        if len(_SITES) >= _SITES_LIMIT:
            _SITES.clear()
        known = _SITES[key] = {}

    def sites(kind: str) -> list[str]:
        found = known.get(kind)
        if found is None:
            found = known[kind] = _work_out_sites(state, player, kind)
        return found

    return sites


def _work_out_sites(state: State, player: int, kind: str) -> list[str]:
    """`build_sites` worked out as sets: the hexes a kind could be linked from less those the
    rules refuse. Together the two apply every rule of `placement_problem` (not run per hex: it
    was most of a new map's listing); tests/games/migration_mars/test_mm_listing_shortcuts.py
    compares them with it on every position of random games."""
    return sorted(_reachable(state, network(state, player), kind) - _refused(state, player, kind))


def _refused(state: State, player: int, kind: str) -> set[str]:
    """Hexes `site_problem` and `link_problem` refuse a kind whatever its links: taken, impacted
    and reserved hexes, rocky ones for most kinds, and the neighbours of what a building may not
    touch (production buildings and rivals' buildings; for a production building, any building)."""
    structures = state["structures"]
    refused = {*structures, *state["impacts"], *board.RESERVED}
    if kind not in data.ROCKY_OK:
        refused.update(board.ROCKY, state["rocky_tiles"])
    if kind in data.BUILDINGS:
        for key, s in structures.items():
            rival = s["owner"] not in (player, None) and s["kind"] in data.BUILDINGS
            if s["kind"] in data.PRODUCTION or rival or (kind in data.PRODUCTION and s["kind"] in data.BUILDINGS):
                refused.update(board.NEIGHBOURS[key])
    return refused


def _reachable(state: State, net: set[str], kind: str) -> set[str] | frozenset[str]:
    """The hexes `link_problem` lets a kind link from (all on the map: NEIGHBOURS holds no other):
    the whole map for a fortress, next to the player's life support centres for a habitat, next
    to their tunnels and fortresses for a production building, else next to the network."""
    if kind == "fortress":
        return board.CELLS
    structures = state["structures"]
    if kind == "habitat":
        links = [k for k in net if structures[k]["kind"] == "lsc"]
    elif kind in data.PRODUCTION:
        links = [k for k in net if structures[k]["kind"] in ("tunnel", "fortress")]
    else:
        links = list(net)
    return {n for k in links for n in board.NEIGHBOURS[k]}


def fortresses(state: State) -> list[str]:
    """Every fortress: the four Ancient Fortresses on the ruins bases plus built ones."""
    built = [k for k, s in state["structures"].items() if s["kind"] == "fortress"]
    return [*board.RUINS, *built]


def shielded(state: State) -> set[str]:
    """Every hex `protected` holds for: the fortresses and the hexes next to them (one set for
    questions about many hexes; adjacency is symmetric)."""
    shield = set(fortresses(state))
    return shield.union(*(board.around(f) for f in shield))


def protected(state: State, key: str) -> bool:
    """True within one hex of a fortress (meteors neither land nor destroy there)."""
    shield = set(fortresses(state))
    return key in shield or any(n in shield for n in board.around(key))
