"""Write the shipped Migration: Mars scenarios (pyengine/scenarios/migration_mars/*.json).

    python tools/make_scenarios.py [--check]

Each scenario is cut from a scripted game ("campaign") played through the engine with chosen
dice: everything before the scenario's first explained step becomes its start position
(`start.actions`), the explained steps become its script. The output is committed; `--check`
fails if the files on disk differ from what this script writes (tests/scenarios run it).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core import CHANCE  # noqa: E402
from pyengine.games.migration_mars import board, colony, data  # noqa: E402
from tools.scenario_kit import Caption, Recorder, Scenario, cap, run  # noqa: E402

GAME = "migration_mars"
SEATS = [{"name": "Azul", "color": "blue"}, {"name": "Ámbar", "color": "yellow"}]
# The event deck, in the order it is shuffled into: harmless cards first, so that the stops a
# campaign passes draw what its captions say.
DECK = ["ev11", "ev12", "ev09", "ev07", "ev13", "ev14", "ev15", "ev16", "ev06", "ev08", "ev10"]
DECK += [c for c in sorted(data.EVENTS) if c not in DECK]
HARMLESS_METEOR = {"type": "meteor", "direction": 3, "distance": 6, "impact": 2}  # lands off the map


def hexes(*keys: str) -> list[str]:
    """Highlight targets of hex keys."""
    return [f"hex:{k}" for k in keys]


class Campaign(Recorder):
    """A scripted Migration: Mars game with chosen dice; scenario windows record its explained steps."""

    def __init__(self, seed: int = 1) -> None:
        super().__init__(GAME, SEATS, "mm", seed)
        self.deck = DECK

    # --- playing -------------------------------------------------------------------------
    def task(self) -> str | None:
        """The kind of the pending task, if any."""
        tasks = self.state["tasks"]
        return str(tasks[0]["kind"]) if tasks else None

    def setup(self, first_tunnels: tuple[str, str], deck: list[str] = DECK) -> None:
        """Shuffle (chosen order), first tunnels, and the red d12: blue starts."""
        self.chance({"type": "shuffle", "order": deck})
        for key in first_tunnels:
            self.act({"type": "first_tunnel", "target": f"hex:{key}"})
        self.chance({"type": "first_roll", "player": 0, "value": 12})
        self.chance({"type": "first_roll", "player": 1, "value": 1})

    def build(self, kind: str, key: str, caption: Caption | None = None, marks: list[str] | None = None) -> None:
        """A construction action."""
        self.act({"type": "build", "kind": kind, "target": f"hex:{key}"}, caption, marks)

    def roll(self, move: int, harvest: int = 3, fuel: int = 0, pick: str = "stone", meteor: bool = False) -> None:
        """Commit fuel cells, roll the dice (chosen), and let the turn finish quietly (stopping at a
        meteor if `meteor`)."""
        self.act({"type": "roll"})
        if self.task() == "fuel":
            self.act({"type": "fuel", "cells": fuel})
        self.chance({"type": "dice", "move": move, "harvest": harvest})
        self.quiet(pick, meteor=meteor)

    def quiet(self, pick: str = "stone", gift: str = "fuel", meteor: bool = False) -> None:
        """Resolve what remains with dull choices until a player is free to act (or a ruins choice)."""
        while not self.match.is_over:
            kind = self.task()
            if kind is None or kind == "ruins":
                return
            if self.match.to_move == CHANCE:
                if kind == "draw_event":
                    self.chance(self.match.game.chance_outcomes(self.state)[0][0])
                elif kind == "meteor" and not meteor:
                    self.chance(HARMLESS_METEOR)
                else:
                    return  # dice and the exploration die are chosen by the script
            elif kind == "pick_resource":
                self.act({"type": "pick_resource", "resource": pick})
            elif kind == "gift":
                self.act({"type": "gift", "item": gift})
            else:
                self.act(self.match.legal_actions()[0])

    def yellow_turn(self) -> None:
        """Yellow rolls onto the next basic resource square (never its own stop)."""
        pos = self.state["rover"][1]
        stop = board.STOPS["yellow"]
        moves = [m for m in range(1, 7) if data.TRACK[(pos + m) % 32] in data.BASIC]
        self.roll(next(m for m in moves if not board.TRACK.passes(pos, m, stop)))

    def blue_turn(self, plan: list[tuple[str, str]], home: bool = False) -> None:
        """Blue's turn of `builder_turn`."""
        self.builder_turn(0, plan, home)

    def builder_turn(self, player: int, plan: list[tuple[str, str]], home: bool = False) -> None:
        """The player builds the next planned structure if it can, then rolls onto the resource it
        lacks most (crossing its own supply stop only if `home`)."""
        assert self.match.to_move == player
        if plan and colony.has(self.state, player, data.COSTS[plan[0][0]]):
            self.build(*plan.pop(0))
        lacking = {r: -self.hand(player)[r] for r in data.BASIC}
        for kind, _ in plan:
            for card, n in data.COSTS[kind].items():
                if card in lacking:
                    lacking[card] += n
        lacking["water"] += colony.population(self.state, player) + 1
        pos = self.state["rover"][player]
        stop = board.STOPS[self.state["factions"][player]]

        def score(m: int) -> int:
            if board.TRACK.passes(pos, m, stop):
                return 100 if home else -100
            kind = data.TRACK[(pos + m) % 32]
            return lacking.get(kind, -10)

        self.roll(max(range(1, 7), key=score))

    def hand(self, player: int = 0) -> dict[str, int]:
        """A player's cards."""
        return dict(self.state["hand"][player])


def track(square: int) -> str:
    """Highlight target of a track square."""
    return f"square:{square}"


# --- the campaigns -----------------------------------------------------------------------------
DIRECTIONS = hexes(*board.DIRECTION_HEXES)


def meteors() -> Campaign:
    """Meteors: the guide with an even direction, the impact, domes; an odd direction and a fortress."""
    c = Campaign(seed=11)
    c.deck = ["ev01", *(e for e in DECK if e != "ev01")]
    c.setup(("0,-6", "0,6"), deck=c.deck)
    c.build("lsc", "1,-7")
    c.roll(1)  # blue: metal
    c.build("lsc", "1,6")
    c.roll(1)  # yellow: stone
    c.build("habitat", "1,-6")
    c.roll(1)  # blue: stone
    c.build("tunnel", "0,5")
    c.roll(2)  # yellow: metal
    c.build("tunnel", "0,-5")
    c.roll(1)  # blue: water
    c.roll(2)  # yellow: water
    c.build("habitat", "2,-8")
    c.roll(1)  # blue lands on the ruins corner
    c.act({"type": "ruins", "choice": "blueprint"})
    c.chance({"type": "explore", "face": "meteor"})
    guide = "meteor:12:5:3"
    c.begin(
        "meteor-guide",
        cap("The meteor guide: where a meteor lands", "La guía de meteoritos: dónde cae un meteorito"),
        cap(
            "Blue explored the ruins and the exploration die showed a meteor. Three dice say where it falls: "
            "the red d12 (direction), the red d6 (distance) and the black d6 (impact).",
            "Azul exploró las ruinas y el dado de exploración mostró un meteorito. Tres dados dicen dónde cae: "
            "el d12 rojo (dirección), el d6 rojo (distancia) y el d6 negro (impacto).",
        ),
        hexes("1,-6", "2,-8"),
    )
    c.note(
        cap(
            "The red d12 picks one of the 12 direction hexes around the Embassy, numbered clockwise; #12 is due north.",
            "El d12 rojo elige uno de los 12 hexágonos de dirección alrededor de la Embajada, numerados en el "
            "sentido de las agujas del reloj; el 12 está justo al norte.",
        ),
        DIRECTIONS,
    )
    c.note(
        cap(
            "It shows 12, an even number: the red d6 (5) is counted straight outwards, the direction hex being 1.",
            "Sale 12, un número par: el d6 rojo (5) se cuenta en línea recta hacia fuera; el hexágono de dirección "
            "es el 1.",
        ),
        ["meteor:12:5:3", "hex:0,-2"],
    )
    c.note(
        cap(
            "The black d6 (3) counts around the distance hex, clockwise from north: the third neighbour is the "
            "impact hex, Blue's habitat.",
            "El d6 negro (3) cuenta alrededor del hexágono de distancia, desde el norte en el sentido de las agujas "
            "del reloj: el tercer vecino es el hexágono de impacto, el hábitat de Azul.",
        ),
        [guide, "hex:1,-6"],
    )
    c.chance(
        {"type": "meteor", "direction": 12, "distance": 5, "impact": 3},
        cap(
            "Impact: an impact tile, and every building on or next to it is destroyed. The habitat's settler has "
            "no free habitat to go to and dies. Tunnels survive, and the HQ and the life support centre are "
            "domed: immune.",
            "Impacto: una loseta de impacto, y se destruye todo edificio en ese hexágono o junto a él. El colono "
            "del hábitat no tiene otro hábitat libre y muere. Los túneles resisten, y el cuartel general y el "
            "centro de soporte vital tienen cúpula: son inmunes.",
        ),
        hexes("1,-6", "0,-6", "0,-5", "1,-7", "0,-7"),
    )
    c.end()
    c.quiet()
    c.roll(2)  # yellow: metal
    c.build("fortress", "2,-7")
    c.roll(1)  # blue: stone
    c.roll(1, pick="water", meteor=True)  # yellow stops at the green supply stop and reveals the meteor card
    c.begin(
        "meteor-fortress",
        cap("Odd directions and fortress protection", "Direcciones impares y protección de las fortalezas"),
        cap(
            "Yellow stopped on another faction's supply stop and revealed a meteor event. Blue built a fortress "
            "last turn (from the blueprint found in the ruins) next to its last habitat.",
            "Ámbar se detuvo en la parada de suministros de otra facción y reveló un evento de meteorito. Azul "
            "construyó el turno pasado una fortaleza (con el plano hallado en las ruinas) junto a su último hábitat.",
        ),
        hexes("2,-7", "2,-8"),
    )
    c.note(
        cap(
            "The red d12 shows 1, an odd number: the distance zig-zags outwards, turning left first, then right.",
            "El d12 rojo saca 1, un número impar: la distancia avanza en zigzag, primero a la izquierda y luego a "
            "la derecha.",
        ),
        ["meteor:1:6:1", "hex:1,-2"],
    )
    c.chance(
        {"type": "meteor", "direction": 1, "distance": 6, "impact": 1},
        cap(
            "Distance 6, impact 1: the hex right next to Blue's habitat, which the impact would destroy. But "
            "nothing lands or is destroyed within one hex of a fortress: the meteor does no harm.",
            "Distancia 6, impacto 1: el hexágono justo al lado del hábitat de Azul, que el impacto destruiría. "
            "Pero nada cae ni se destruye a un hexágono o menos de una fortaleza: el meteorito no hace daño.",
        ),
        hexes("2,-7", "3,-8", "2,-8"),
    )
    c.end()
    return c


def colony_game() -> Campaign:
    """Building a colony: placement rules, a station exchange, the ruins, a supply stop, the end."""
    c = Campaign(seed=5)
    c.setup(("0,-6", "0,6"))
    c.build("lsc", "1,-7")
    c.roll(1)  # blue: metal
    c.build("tunnel", "0,5")
    c.roll(1)  # yellow: stone
    c.begin(
        "building",
        cap("Where buildings may go", "Dónde se puede construir"),
        cap(
            "Blue's colony: the HQ, its first exit tunnel and a life support centre (L). One construction "
            "action per turn; every structure connects to the colony.",
            "La colonia de Azul: el cuartel general, su primer túnel de salida y un centro de soporte vital (L). "
            "Una acción de construcción por turno; toda estructura se conecta a la colonia.",
        ),
        hexes("0,-7", "0,-6", "1,-7"),
    )
    c.build(
        "habitat",
        "1,-6",
        cap(
            "A habitat module must touch a life support centre. It comes with one settler (the flag).",
            "Un módulo de hábitat debe tocar un centro de soporte vital. Llega con un colono (la bandera).",
        ),
        hexes("1,-6", "1,-7"),
    )
    c.roll(1)  # blue: stone
    c.build("tunnel", "0,4")
    c.roll(2)  # yellow: metal
    c.note(
        cap(
            "Production buildings (factory, hospital, refinery, export centre) may not touch any building: "
            "a tunnel must lie between. The hexes marked touch the HQ, the life support centre or the habitat.",
            "Los edificios de producción (fábrica, hospital, refinería, centro de exportación) no pueden tocar "
            "ningún edificio: debe haber un túnel entre ellos. Los hexágonos marcados tocan el cuartel general, "
            "el centro de soporte vital o el hábitat.",
        ),
        hexes("-1,-6", "1,-5", "2,-7", "2,-8", "0,-5"),
    )
    c.build(
        "export",
        "-1,-5",
        cap(
            "The export centre goes next to the exit tunnel and touches no building.",
            "El centro de exportación va junto al túnel de salida y no toca ningún edificio.",
        ),
        hexes("-1,-5", "0,-6"),
    )
    c.note(
        cap(
            "Rival colonies: no building may touch a rival's building, but tunnels may touch anything, so a "
            "tunnel can block a rival's way. Yellow's tunnels grow from the south.",
            "Colonias rivales: ningún edificio puede tocar un edificio rival, pero los túneles pueden tocar "
            "cualquier cosa, así que un túnel puede cortar el paso a un rival. Los túneles de Ámbar crecen "
            "desde el sur.",
        ),
        hexes("0,6", "0,5", "0,4"),
    )
    c.end()
    c.roll(1)  # blue: water
    c.build("tunnel", "0,3")
    c.roll(2)  # yellow
    c.begin(
        "station-exchange",
        cap("Trading with the station", "Comerciar con la estación"),
        cap(
            "With an export centre, Blue may trade with the Commercial Space Station in its colony phase: "
            "2 equal resources for 1 basic resource, 4 equal for 1 supply, 2 Olympium for 1 supply, "
            "4 Olympium for 1 settler.",
            "Con un centro de exportación, Azul puede comerciar con la Estación Espacial Comercial en su fase de "
            "colonia: 2 recursos iguales por 1 recurso básico, 4 iguales por 1 suministro, 2 de Olympium por 1 "
            "suministro, 4 de Olympium por 1 colono.",
        ),
        hexes("-1,-5"),
    )
    c.act(
        {"type": "export", "give": "water", "get": "metal"},
        cap(
            "Blue gives 2 water for 1 metal: now it can pay for another habitat.",
            "Azul da 2 de agua por 1 de metal: ya puede pagar otro hábitat.",
        ),
    )
    c.build(
        "habitat",
        "2,-8",
        cap("The new habitat touches the life support centre.", "El nuevo hábitat toca el centro de soporte vital."),
        hexes("2,-8", "1,-7"),
    )
    c.end()
    c.begin(
        "ruins",
        cap("Exploring the Ancient Ruins", "Explorar las Ruinas Antiguas"),
        cap(
            "Blue's rover is one square before a corner of the track: the Ancient Ruins.",
            "El rover de Azul está a una casilla de una esquina del circuito: las Ruinas Antiguas.",
        ),
        [track(7), track(8)],
    )
    c.act({"type": "roll"})
    c.act(
        {"type": "fuel", "cells": 0},
        cap(
            "Fuel cells are committed before the roll (+1 square each): Blue keeps its cell.",
            "Las pilas de combustible se comprometen antes de tirar (+1 casilla cada una): Azul guarda la suya.",
        ),
        [track(8)],
    )
    c.chance(
        {"type": "dice", "move": 1, "harvest": 3},
        cap(
            "The rover stops on the ruins: Blue chooses a blueprint or 1 Olympium.",
            "El rover se detiene en las ruinas: Azul elige un plano o 1 de Olympium.",
        ),
        [track(8)],
    )
    c.act(
        {"type": "ruins", "choice": "olympium"},
        cap(
            "Blue takes the Olympium; then the exploration die is rolled (more Olympium, an event, a meteor or "
            "an injured explorer). A colony linked to that ruins' access would earn 1 Olympium more.",
            "Azul toma el Olympium; después se tira el dado de exploración (más Olympium, un evento, un meteorito "
            "o un explorador herido). Una colonia unida al acceso de esas ruinas ganaría 1 de Olympium más.",
        ),
        hexes(board.ACCESS[1]),
    )
    c.chance(
        {"type": "explore", "face": "olympium"},
        cap("The die shows Olympium: one more card.", "El dado muestra Olympium: una carta más."),
    )
    c.end()
    c.quiet()
    plan = [("habitat", "2,-7"), ("lsc", "2,-6"), ("habitat", "3,-7")]
    while plan or c.state["rover"][0] > board.STOPS["blue"] + 6 or c.hand(0)["water"] < 5:
        c.yellow_turn()
        c.blue_turn(plan)
        assert c.state["round"] < 20, "the colony plan does not finish"
    c.yellow_turn()
    c.begin(
        "supply-stop",
        cap("The supply stop", "La parada de suministros"),
        cap(
            "Blue's rover is about to reach its own supply stop. Crossing it stops the rover there and the "
            "supply phase runs, in order.",
            "El rover de Azul está a punto de llegar a su propia parada de suministros. Al cruzarla, el rover se "
            "detiene allí y se resuelve la fase de suministros, en orden.",
        ),
        [track(board.STOPS["blue"])],
    )
    c.act({"type": "roll"})
    c.act({"type": "fuel", "cells": 0})
    steps = board.TRACK.distance(c.state["rover"][0], board.STOPS["blue"])
    c.chance(
        {"type": "dice", "move": min(6, steps + 1), "harvest": 1},
        cap(
            "1. Upkeep: 1 water per settler (unpaid ones die) and 1 metal + 1 stone per refinery. 2. Unused fuel "
            "cells go back; take 1. 3. Production: Olympium per ruins access, RCU per factory, Medipack per "
            "hospital.",
            "1. Mantenimiento: 1 de agua por colono (los que no se pagan mueren) y 1 de metal + 1 de piedra por "
            "refinería. 2. Las células de combustible sin usar se devuelven; se toma 1. 3. Producción: Olympium "
            "por acceso a ruinas, RCU por fábrica, Medipack por hospital.",
        ),
        [track(board.STOPS["blue"])],
    )
    c.act(
        {"type": "gift", "item": "medipack"},
        cap(
            "4. Free shipment: a Medipack, an RCU, a fuel cell or 1 settler (if a home is free).",
            "4. Envío gratuito: un Medipack, un RCU, una célula de combustible o 1 colono (si hay un hogar libre).",
        ),
    )
    c.chance(
        c.match.game.chance_outcomes(c.state)[0][0],
        cap(
            "5. An event card is revealed and resolved. The stop and the turn end; with 5 healthy settlers "
            "Blue would have won here.",
            "5. Se revela y resuelve una carta de evento. La parada y el turno terminan; con 5 colonos sanos Azul "
            "habría ganado aquí.",
        ),
    )
    c.end()
    c.quiet()
    c.yellow_turn()
    plan = [("habitat", "3,-6")]
    c.blue_turn(plan)
    assert not plan and colony.healthy(c.state, 0) == 5
    c.yellow_turn()
    c.begin(
        "end-of-game",
        cap("The end of the game", "El final de la partida"),
        cap(
            "Blue has 5 healthy settlers. A player wins by completing their own supply stop with 5 healthy "
            "settlers; with 5 at the start of a turn, the rover may be called straight home instead of rolling.",
            "Azul tiene 5 colonos sanos. Gana quien completa su propia parada de suministros con 5 colonos sanos; "
            "con 5 al empezar el turno, el rover puede volver directamente a casa en lugar de tirar.",
        ),
        hexes("1,-6", "2,-8", "2,-7", "3,-7", "3,-6"),
    )
    c.act(
        {"type": "recall"},
        cap(
            "Blue calls the rover home: the supply phase runs (upkeep: 5 water).",
            "Azul hace volver el rover: se resuelve la fase de suministros (mantenimiento: 5 de agua).",
        ),
        [track(board.STOPS["blue"])],
    )
    c.act({"type": "gift", "item": "fuel"})
    c.chance(
        c.match.game.chance_outcomes(c.state)[0][0],
        cap(
            "After the event, the stop is complete with 5 healthy settlers: Blue wins. (If random play runs "
            "past the round limit, the most healthy settlers win.)",
            "Tras el evento, la parada se completa con 5 colonos sanos: Azul gana. (Si la partida supera el "
            "límite de rondas, gana quien tenga más colonos sanos.)",
        ),
    )
    assert c.match.is_over and c.match.winners() == [0]
    c.end()
    return c


RIVAL_LSC = "1,0"  # Yellow's life support centre, next to the Embassy, where the colonies meet
BETWEEN = "1,-1"  # the hex touching it and Blue's last tunnel
BLUE_LSC = "2,-2"  # one hex further: a free hex between the colonies


def rival_colonies() -> Campaign:
    """Two colonies meet by the Embassy: a building refused for touching a rival's, one hex further
    allowed, and a tunnel (which may touch anything) blocking the hex between them."""
    c = Campaign(seed=3)
    c.setup(("0,-6", "0,6"))
    blue = [("tunnel", "0,-5"), ("tunnel", "0,-4"), ("tunnel", "0,-3"), ("tunnel", "1,-3"), ("tunnel", "1,-2")]
    yellow = [("tunnel", "0,5"), ("tunnel", "0,4"), ("tunnel", "0,3"), ("tunnel", "0,2"), ("tunnel", "0,1")]
    yellow.append(("lsc", RIVAL_LSC))
    while blue or yellow:
        c.builder_turn(0, blue)
        c.builder_turn(1, yellow)
        assert c.state["round"] < 20, "the colonies do not meet"
    lsc = {"type": "build", "kind": "lsc", "target": f"hex:{BETWEEN}"}
    assert colony.has(c.state, 0, data.COSTS["lsc"]), "Blue must afford the refused building"
    c.begin(
        "rival-colonies",
        cap("Rival colonies", "Colonias rivales"),
        cap(
            "Both colonies have grown towards the Embassy and meet in the middle of the map. Yellow's life "
            "support centre (L) stands next to the Embassy; Blue's tunnels arrive from the north.",
            "Las dos colonias han crecido hacia la Embajada y se encuentran en el centro del mapa. El centro de "
            "soporte vital (L) de Ámbar está junto a la Embajada; los túneles de Azul llegan desde el norte.",
        ),
        hexes(RIVAL_LSC, "1,-2"),
    )
    reason = c.refusal(
        lsc,
        "Blue wants a life support centre on the marked hex, next to its own tunnel, and can pay for it. "
        "The engine refuses: “{reason}” It would touch Yellow's life support centre.",
        "Azul quiere un centro de soporte vital en el hexágono marcado, junto a su propio túnel, y puede "
        "pagarlo. El motor lo rechaza: «{reason}» Tocaría el centro de soporte vital de Ámbar.",
        hexes(BETWEEN, RIVAL_LSC),
    )
    assert reason.key == "mm.illegal.rival_adjacent"
    c.build(
        "lsc",
        BLUE_LSC,
        cap(
            "One hex further, with a free hex between the two colonies, the life support centre is allowed.",
            "Un hexágono más allá, con un hexágono libre entre las dos colonias, el centro de soporte vital sí "
            "está permitido.",
        ),
        hexes(BLUE_LSC, BETWEEN, RIVAL_LSC),
    )
    c.builder_turn(0, [])  # one construction per turn: Blue rolls and the turn passes to Yellow
    habitat = {"type": "build", "kind": "habitat", "target": "hex:2,-1"}
    assert colony.has(c.state, 1, data.COSTS["habitat"]), "Yellow must afford the refused habitat"
    reason = c.refusal(
        habitat,
        "Now the rule binds Yellow. A habitat must touch its life support centre, but the marked hex also "
        "touches Blue's new one. The engine refuses: “{reason}”",
        "Ahora la regla afecta a Ámbar. Un hábitat debe tocar su centro de soporte vital, pero el hexágono "
        "marcado también toca el nuevo de Azul. El motor lo rechaza: «{reason}»",
        hexes("2,-1", RIVAL_LSC, BLUE_LSC),
    )
    assert reason.key == "mm.illegal.rival_adjacent"
    c.build(
        "tunnel",
        BETWEEN,
        cap(
            "Tunnels are not buildings: they may touch anything. Yellow puts one on the free hex between the "
            "colonies, so Blue can no longer build there: a tunnel can block a rival's way.",
            "Los túneles no son edificios: pueden tocar cualquier cosa. Ámbar pone uno en el hexágono libre "
            "entre las colonias, así que Azul ya no podrá construir allí: un túnel puede cortar el paso a un "
            "rival.",
        ),
        hexes(BETWEEN, "1,-2", BLUE_LSC),
    )
    c.end()
    return c


def all_scenarios() -> list[Scenario]:
    """Every shipped scenario, in reading order."""
    return [*meteors().done, *colony_game().done, *rival_colonies().done]


def main(argv: list[str] | None = None) -> int:
    """Write the files, or with --check report whether they are up to date."""
    return run(argv, __doc__, all_scenarios, __file__)


if __name__ == "__main__":
    sys.exit(main())
