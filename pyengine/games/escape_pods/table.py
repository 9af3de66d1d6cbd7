"""Escape Pods at the web table: the players' rows, button labels, what a space is, the legend and
the results. Rows come from the viewer's observation, so a rival's crew types never show."""

from __future__ import annotations

from typing import Any

from pyengine.core.decisions import DeclaredTable
from pyengine.core.messages import Msg, msg
from pyengine.core.table import WIDE_BOARD, LegendItem, PanelRow
from pyengine.games.escape_pods import data, logic
from pyengine.games.escape_pods.declared import role_msg
from pyengine.games.escape_pods.state import Crew
from pyengine.games.escape_pods.state import EscapeState as State
from pyengine.games.escape_pods.view import ROLE_GLYPH, SPECIAL_GLYPH
from pyengine.i18n import seat

Action = dict[str, Any]


def pod_msg(pod: str) -> Msg:
    """A pod's name."""
    return msg(f"ep.pod.{pod}")


class EscapePodsTable(DeclaredTable):
    """The table of Escape Pods (each decision's tools and their lines are declared.py's)."""

    layout = frozenset({WIDE_BOARD})  # 1000 x 660: on a phone the bar keeps its Turn group above the fold

    def panel(self, observation: State, viewer: int | None) -> list[PanelRow]:
        """Per player: reserve (types for one's own), crew on panels, in pods, in refuges, points so far."""
        rows: list[PanelRow] = []
        totals = logic.totals(observation)
        for p in range(observation["players"]):
            reserve = observation["reserve"][p]
            if "hidden" in reserve:
                rows.append((p, msg("ep.panel.reserve"), reserve["hidden"]))
            else:
                counts = msg("ep.panel.roles", c=reserve["commander"], s=reserve["scientist"], e=reserve["engineer"])
                rows.append((p, msg("ep.panel.reserve"), counts))
            placed = sum(len(v) for v in observation["panel"][p].values())
            rows.append((p, msg("ep.panel.on_panels"), placed))
            in_pods = sum(1 for pod in observation["pods"].values() for c in pod["crew"] if c["owner"] == p)
            rows.append((p, msg("ep.panel.in_pods"), in_pods))
            rows.append((p, msg("ep.panel.in_refuges"), totals[p]["in_refuges"]))
            if observation["over"]:
                rows.append((p, msg("ep.panel.points"), totals[p]["points"]))
        rows.append((None, msg("ep.panel.deck"), len(observation["deck"]) + len(observation["bottom"])))
        rows.append((None, msg("ep.panel.debris"), observation["debris_left"]))
        if observation["barrier"]:
            rows.append((None, msg("ep.panel.barrier"), msg("ep.panel.barrier_yes")))
        return rows

    def menu_without_tool(self, state: State) -> bool:
        """A tap on a space offers every move there (a role to place, a crew to move)."""
        return True

    def action_label(self, state: State, action: Action) -> Msg | None:
        """A button's words; the deciding player's own crew types are named, never a rival's unseen ones."""
        kind = action["type"]
        label = getattr(self, f"_label_{kind}", None)
        return label(state, action) if label is not None else None

    def _seen_role(self, state: State, crew: Crew) -> str:
        """A crew's type as the active player knows it ("?" when unseen)."""
        return logic.seen_role(state, crew, int(state["active"]))

    def _label_activate(self, state: State, action: Action) -> Msg:
        return msg("ep.button.activate", role=role_msg(action["role"]), space=msg(f"ep.space.{action['target'][6:]}"))

    def _push(self, state: State, action: Action, base: Msg) -> Msg:
        if not action.get("push"):
            return base
        sector = int(action["target"].split(":")[1]) if action["target"].startswith("sector:") else None
        pod = logic.pod_in(state, sector) if sector is not None else None
        if pod is None and action["target"].startswith("pod:"):
            at = state["pods"][action["target"][4:]]["at"]
            pod = logic.pod_in(state, data.HANGARS[at][1]) if at in data.HANGARS else None
        return msg(
            "ep.button.push", move=base, pod=pod_msg(pod) if pod else msg("ep.button.a_pod"), sector=action["push"]
        )

    def _label_board(self, state: State, action: Action) -> Msg:
        source = action["from"]
        if source.startswith("reserve:"):
            base = msg("ep.button.board_reserve", role=role_msg(source[8:]), pod=pod_msg(action["target"][4:]))
        else:
            _, pod, i = source.split(":")
            crew = state["pods"][pod]["crew"][int(i)]
            base = msg(
                "ep.button.board_pod",
                role=role_msg(self._seen_role(state, crew)),
                source=pod_msg(pod),
                pod=pod_msg(action["target"][4:]),
            )
        return self._push(state, action, base)

    def _label_disembark(self, state: State, action: Action) -> Msg:
        crew = state["pods"][action["pod"]]["crew"][action["crew"]]
        return msg(
            "ep.button.disembark",
            owner=seat(crew["owner"]),
            role=role_msg(self._seen_role(state, crew)),
            pod=pod_msg(action["pod"]),
        )

    def _label_move(self, state: State, action: Action) -> Msg:
        base = msg("ep.button.move", pod=pod_msg(action["pod"]), sector=int(action["target"].split(":")[1]))
        return self._push(state, action, base)

    _label_accelerate = _label_move
    _label_pilot = _label_move
    _label_beacon = _label_move

    def _label_spy(self, state: State, action: Action) -> Msg:
        kind, _, name = action["target"].partition(":")
        place = msg("ep.place.pod", pod=pod_msg(name)) if kind == "pod" else msg("ep.refuge", n=int(name) + 1)
        return msg("ep.button.spy", place=place)

    def _label_minipod(self, state: State, action: Action) -> Msg:
        return msg("ep.button.minipod", role=role_msg(action["role"]), sector=int(action["target"].split(":")[1]))

    def _label_boarding(self, state: State, action: Action) -> Msg:
        pod = action["target"][4:]
        theirs = state["pods"][pod]["crew"][action["crew"]]
        source = action["from"]
        if source.startswith("reserve:"):
            mine = role_msg(source[8:])
        else:
            _, other, j = source.split(":")
            mine = role_msg(self._seen_role(state, state["pods"][other]["crew"][int(j)]))
        return msg(
            "ep.button.boarding",
            owner=seat(theirs["owner"]),
            theirs=role_msg(self._seen_role(state, theirs)),
            mine=mine,
        )

    def _label_program(self, state: State, action: Action) -> Msg:
        mode = action["mode"]
        if mode == "bottom":
            return msg("ep.button.bottom", sector=data.EXPLOSIONS[action["target"][5:]])
        a, b = data.BEACONS[action["beacon"]]
        return msg(
            "ep.button.move_beacon" if mode == "move" else f"ep.button.{mode}",
            beacon=msg("ep.button.beacon", a=_symbol(state, a), b=_symbol(state, b)),
        )

    def _label_hangar(self, state: State, action: Action) -> Msg:
        return msg("ep.button.hangar", sector=data.HANGARS[action["target"][7:]][1])

    def _label_assign(self, state: State, action: Action) -> Msg:
        _, r, k = action["target"].split(":")
        role, points, _ = logic.spaces(state["refuges"][int(r)])[int(k)]
        return msg("ep.button.assign", role=role_msg(role), points=points)

    def space(self, state: State, target: str) -> Msg:
        """What a board space is, in words (never a face-down crew's type)."""
        kind, _, name = target.partition(":")
        if kind == "sector":
            s = int(name)
            pod = logic.pod_in(state, s)
            if s in state["debris"]:
                return msg("ep.spacecard.debris", n=s)
            return msg("ep.spacecard.sector", n=s, pod=pod_msg(pod) if pod else msg("ep.spacecard.no_pod"))
        if kind == "pod" and name in state["pods"]:
            p = state["pods"][name]
            return msg("ep.spacecard.pod", pod=pod_msg(name), n=len(p["crew"]), size=p["size"])
        if kind == "refuge":
            refuge = state["refuges"][int(name)]
            rule = logic.special(refuge) if refuge["card"] else ""
            return msg(
                "ep.spacecard.refuge",
                n=int(name) + 1,
                free=data.ARRIVALS - len(refuge["arrivals"]),
                rule=msg(f"ep.rule.{rule or 'none'}"),
            )
        if kind == "space" and name in data.SPACES:
            return msg(f"ep.help.{name}")
        if kind == "edge":
            return msg("ep.spacecard.edge", edge=name.replace("-", "–"))
        if kind == "card" and name in data.EXPLOSIONS:
            return msg("ep.board.card", sector=data.EXPLOSIONS[name])
        if kind == "hangar" and name in data.HANGARS:
            size, sector = data.HANGARS[name]
            return msg("ep.board.hangar", n=size, sector=sector)
        if kind == "place":
            _, r, k = target.split(":")
            role, points, _ = logic.spaces(state["refuges"][int(r)])[int(k)]
            return msg("ep.board.space", role=msg(f"ep.role.{role}"), points=points)
        return super().space(state, target)

    def legend(self) -> list[LegendItem]:
        """The board's symbols."""
        items: list[LegendItem] = [(ROLE_GLYPH[r], msg(f"ep.role.{r}")) for r in (*data.ROLES, data.ANY)]
        items += [
            ("?", msg("ep.legend.hidden")),
            ("✸", msg("ep.legend.token")),
            ("✖", msg("ep.legend.debris")),
            ("◐", msg("ep.legend.beacon")),
            ("▬", msg("ep.legend.beacon_space")),
            ("⛔", msg("ep.legend.closed")),
        ]
        items += [(SPECIAL_GLYPH[s], msg(f"ep.rule.{s}")) for s in data.SPECIALS]
        return items

    def results(self, state: State) -> list[PanelRow]:
        """Points and tie-breakers per seat; the solo rating."""
        rows: list[PanelRow] = []
        for p, row in enumerate(logic.totals(state)):
            rows.append((p, msg("ep.result.points"), row["points"]))
            rows.append((p, msg("ep.result.in_refuges"), row["in_refuges"]))
            rows.append((p, msg("ep.result.assigned"), row["assigned"]))
            rows.append((p, msg("ep.result.refuges"), row["refuges"]))
        if state["solo"]:
            rows.append(
                (0, msg("ep.result.rating"), msg(f"ep.rating.{logic.rating(logic.totals(state)[0]['points'])}"))
            )
        return rows

    def progress(self, state: State) -> int | None:
        """Rounds played."""
        return min(int(state["round"]), int(state["max_rounds"]))


def _symbol(state: State, slot: int) -> str:
    from pyengine.games.escape_pods.view import colour

    return colour(state, slot)[1]
