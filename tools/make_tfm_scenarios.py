"""Write the shipped TINYforming Mars scenarios (pyengine/scenarios/tinyforming_mars/*.json).

    python tools/make_tfm_scenarios.py [--check]

Like tools/make_scenarios.py (Migration: Mars): one scripted game with chosen card draws is played
through the engine; each scenario's start is everything before its first explained step, and
its explained steps are its script. The first generation is written move by move (the draft, the
first cities, two projects, the income); later generations are played by a fixed, seeded policy
until two supplies are empty, for the final scoring. The output is committed; `--check` fails if
the files on disk differ from what this script writes (tests/scenarios run it).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core import CHANCE  # noqa: E402
from pyengine.core.game import State  # noqa: E402
from pyengine.games.tinyforming_mars import board, data, flow, queries  # noqa: E402
from tools.scenario_kit import Caption, Recorder, Scenario, cap, run  # noqa: E402

GAME = "tinyforming_mars"
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
ANA, BO = 0, 1


def hexes(*numbers: int) -> list[str]:
    """Highlight targets of printed hex numbers (1-19)."""
    return [f"hex:{board.HEX_OF[n]}" for n in numbers]


def number(key: str) -> int:
    """The printed number of a hex key."""
    return board.NUMBER[key]


class Campaign(Recorder):
    """A scripted TINYforming Mars game with chosen draws; scenario windows record its explained steps."""

    def __init__(self, seed: int = 1) -> None:
        super().__init__(GAME, SEATS, "tm", seed)

    def draw(self, card: int, caption: Caption | None = None) -> None:
        """The drawer draws this card from the face-down ones (or the face-up ones come back by themselves)."""
        if self.match.to_move == CHANCE:
            self.chance({"type": "draw", "card": card}, caption)

    def autoplay(self, chooser: random.Random) -> None:
        """One step of the fixed policy: the lowest face-down card, else a random action, rarely a pass."""
        if self.match.to_move == CHANCE:
            self.chance(self.match.game.chance_outcomes(self.state)[0][0])
            return
        legal = self.match.legal_actions()
        busy = [a for a in legal if a["type"] != "pass"]
        self.act(chooser.choice(busy if busy and chooser.random() < 0.85 else legal))


def end_of(pair: int, side: str) -> str:
    """The id of one end of a card."""
    return data.PAIRS[pair][0 if side == "a" else 1].id


def first_generation(c: Campaign) -> None:
    """The draft, the first cities, two projects, a standard project and the income."""
    c.begin(
        "draft",
        cap("The draft: who gets which end", "La selección: quién se queda cada extremo"),
        cap(
            "Each project card has two ends. In the research phase three cards are drawn: by the start player, "
            "the other player, then the start player again. The drawer turns the card and chooses which end "
            "faces them; the other end faces the opponent. First, White and Black are chosen at random.",
            "Cada carta de proyecto tiene dos extremos. En la fase de investigación se sacan tres cartas: el "
            "jugador inicial, el otro jugador y otra vez el inicial. Quien la saca gira la carta y elige qué extremo "
            "queda frente a sí; el otro extremo queda frente al rival. Primero se eligen Blanco y Negro al azar.",
        ),
    )
    c.chance(
        {"type": "colors", "white": ANA},
        cap(
            "Ana is White: she starts the odd generations, Bo (Black) the even ones.",
            "Ana es Blanco: empieza las generaciones impares; Bo (Negro), las pares.",
        ),
    )
    c.draw(3, cap("Ana draws Water From Europa / Lava Flows.", "Ana saca Agua de Europa / Flujos de lava."))
    c.act(
        {"type": "keep", "target": "end:a"},
        cap(
            "Ana taps the end she wants: Water From Europa faces her, Lava Flows faces Bo. Its tags (two Nature) "
            "are now Ana's.",
            "Ana pulsa el extremo que quiere: Agua de Europa queda frente a ella y Flujos de lava frente a Bo. "
            "Sus etiquetas (dos de Naturaleza) son ahora de Ana.",
        ),
        [f"project:{end_of(3, 'a')}", f"project:{end_of(3, 'b')}"],
    )
    c.draw(7, cap("Bo draws Windmills / Research Outpost.", "Bo saca Molinos de viento / Puesto de investigación."))
    c.act(
        {"type": "keep", "target": "end:a"},
        cap(
            "Bo keeps Windmills (two Nature tags). Research Outpost faces Ana, with its Energy and Space tags: "
            "exactly what her Water From Europa needs. Giving away an end is part of the choice.",
            "Bo se queda Molinos de viento (dos etiquetas de Naturaleza). Puesto de investigación queda frente a "
            "Ana, con sus etiquetas de Energía y Espacio: justo lo que su Agua de Europa necesita. Lo que se cede "
            "también cuenta al elegir.",
        ),
        [f"project:{end_of(7, 'b')}"],
    )
    c.draw(
        11,
        cap(
            "Ana draws the third card: Moss / Aquifer Pumping.",
            "Ana saca la tercera carta: Musgo / Bombeo de acuífero.",
        ),
    )
    c.act(
        {"type": "keep", "target": "end:b"},
        cap(
            "Ana keeps Aquifer Pumping; Moss faces Bo. Each player may complete only the ends facing them, each "
            "once per generation. The tags of all your facing ends count, used or not.",
            "Ana se queda Bombeo de acuífero; Musgo queda frente a Bo. Cada jugador solo puede completar los "
            "extremos que tiene enfrente, una vez por generación. Cuentan las etiquetas de todos tus extremos, "
            "usados o no.",
        ),
        [f"project:{end_of(11, 'a')}", f"project:{end_of(11, 'b')}"],
    )
    c.act(
        {"type": "place", "target": hexes(8)[0]},
        cap(
            "Before the first generation Black places the first city: Bo takes hex 8, a bonus hex. A city on a "
            "bonus hex counts as the tag printed there (Nature).",
            "Antes de la primera generación Negro coloca la primera ciudad: Bo toma el hexágono 8, de "
            "bonificación. Una ciudad en un hexágono de bonificación cuenta como la etiqueta impresa (Naturaleza).",
        ),
        hexes(8),
    )
    c.act(
        {"type": "place", "target": hexes(11)[0]},
        cap(
            "Then White, not next to Black's city: Ana builds on hex 11, beside three water hexes, for income.",
            "Después Blanco, no junto a la ciudad de Negro: Ana construye en el hexágono 11, junto a tres "
            "hexágonos de agua, pensando en los ingresos.",
        ),
        hexes(11, 10, 15, 16),
    )
    c.end()

    c.begin(
        "projects",
        cap("Completing a project", "Completar un proyecto"),
        cap(
            "The action phase: in turn, complete one of your projects, one standard project, or pass. A project "
            "needs its tags (your facing ends, bonus-hex cities, or resource tokens spent), its parameters on "
            "Mars, a cube left in the supply, and its cost in credits.",
            "La fase de acción: por turnos, completa uno de tus proyectos, un proyecto estándar, o pasa. Un "
            "proyecto necesita sus etiquetas (tus extremos, ciudades en bonificación o fichas de recursos "
            "gastadas), sus parámetros en Marte, un cubo en el suministro y su coste en créditos.",
        ),
        [f"project:{end_of(3, 'a')}"],
    )
    c.act(
        {"type": "project", "target": f"project:{end_of(3, 'a')}"},
        cap(
            "Water From Europa costs 3*, 1 less per Space tag beyond the first: Ana has two, so it costs 2. One "
            "credit stays on the card (it is used this generation), the other returns to the supply.",
            "Agua de Europa cuesta 3*, 1 menos por cada etiqueta de Espacio a partir de la segunda: Ana tiene "
            "dos, así que cuesta 2. Un crédito se queda en la carta (usada esta generación) y el otro vuelve al "
            "suministro.",
        ),
        [f"project:{end_of(3, 'a')}"],
    )
    c.act(
        {"type": "place", "target": hexes(10)[0]},
        cap(
            "The water cube goes on an empty water hex. Hex 10 shows a Production icon: Ana takes that resource "
            "token, which can stand in for a missing tag later. Each adjacent water cube would pay 1 credit.",
            "El cubo de agua va a un hexágono de agua vacío. El 10 muestra un icono de Producción: Ana toma esa "
            "ficha de recurso, que más adelante puede suplir una etiqueta. Cada agua adyacente pagaría 1 crédito.",
        ),
        hexes(10),
    )
    c.act(
        {"type": "project", "target": f"project:{end_of(11, 'a')}"},
        cap(
            "Moss needs 2 Nature tags (Windmills' two; the bonus city adds a third) and 1 water on Mars, which "
            "Ana just placed. Bo pays 4.",
            "Musgo necesita 2 etiquetas de Naturaleza (las dos de Molinos de viento; la ciudad de bonificación "
            "suma una tercera) y 1 agua en Marte, que Ana acaba de colocar. Bo paga 4.",
        ),
        [f"project:{end_of(11, 'a')}", *hexes(8, 10)],
    )
    c.act(
        {"type": "place", "target": hexes(5)[0]},
        cap(
            "Moss places a greenery cube and pays 1 credit per water next to it: hex 5 touches the water on "
            "hex 10, so Bo takes 1 credit from the supply.",
            "Musgo coloca un cubo de vegetación y paga 1 crédito por agua adyacente: el hexágono 5 toca el agua "
            "del 10, así que Bo toma 1 crédito del suministro.",
        ),
        hexes(5, 10),
    )
    c.end()

    ana, bo = c.state["credits"]
    gain = [flow.income(c.state, p) for p in (ANA, BO)]
    c.begin(
        "income",
        cap("The income phase", "La fase de ingresos"),
        cap(
            f"Ana has {ana} credits, Bo {bo}. When both have passed, each player earns 1 credit per city plus 1 "
            "per water cube next to each of their cities (a water touching both your cities counts twice).",
            f"Ana tiene {ana} créditos y Bo {bo}. Cuando ambos han pasado, cada jugador gana 1 crédito por ciudad "
            "más 1 por cubo de agua junto a cada una de sus ciudades (un agua que toca tus dos ciudades cuenta dos "
            "veces).",
        ),
        hexes(11, 10, 8),
    )
    c.act(
        {"type": "standard", "target": "std:sell_patent"},
        cap(
            "Ana completes a standard project, Sell Patent: 1 credit. Her cube marks it: one standard project "
            "per generation.",
            "Ana completa un proyecto estándar, Vender patente: 1 crédito. Su cubo lo marca: un proyecto "
            "estándar por generación.",
        ),
        ["std:sell_patent"],
    )
    c.act(
        {"type": "pass"},
        cap(
            "Bo passes: he takes no more actions this generation.", "Bo pasa: no hará más acciones en esta generación."
        ),
    )
    before = list(c.state["credits"])
    c.act(
        {"type": "pass"},
        cap(
            f"Ana passes too. The credits on used projects return to the supply and the cards go under the deck. "
            f"Income, start player first: Ana earns {gain[ANA]} (her city, and the water on hex 10 next to it), "
            f"Bo earns {gain[BO]} (his city; no water next to it).",
            f"Ana también pasa. Los créditos de los proyectos usados vuelven al suministro y las cartas van bajo "
            f"el mazo. Ingresos, primero el jugador inicial: Ana gana {gain[ANA]} (su ciudad y el agua del "
            f"hexágono 10 junto a ella), Bo gana {gain[BO]} (su ciudad; sin agua al lado).",
        ),
        hexes(11, 10, 8),
    )
    after = c.state["credits"]
    assert after[ANA] == 5 and before[ANA] + gain[ANA] > 5, (before, after)
    c.note(
        cap(
            f"Martian taxes: credits above 5 return to the supply. Ana would have {before[ANA] + gain[ANA]} and "
            f"keeps 5; Bo has {after[BO]}. The supply holds only 10 credits in all, so a player short of credits "
            "from it takes what is there.",
            f"Impuestos marcianos: los créditos por encima de 5 vuelven al suministro. Ana tendría "
            f"{before[ANA] + gain[ANA]} y se queda 5; Bo tiene {after[BO]}. El suministro solo tiene 10 créditos "
            "en total, así que si no alcanza, se toma lo que haya.",
        ),
    )
    c.end()


def last_generation(c: Campaign) -> None:
    """Play on by the fixed policy until two supplies are empty, then the end and the scoring."""
    chooser = random.Random(7)
    while not (flow.supplies_empty(c.state) >= 2 and not c.state["tasks"] and not c.match.is_over):
        c.autoplay(chooser)
        assert not c.match.is_over and c.state["generation"] < 20, "the policy did not empty two supplies"
    empty = [k for k in data.PARAMETERS if c.state["supply"][k] == 0]
    c.begin(
        "scoring",
        cap("The end of the game and the scoring", "El final de la partida y la puntuación"),
        cap(
            f"Generation {c.state['generation']}: the {empty[0]} and {empty[1]} supplies are empty. When at least "
            "two of the three parameter supplies are empty (or no empty hex is left), this generation is the last.",
            f"Generación {c.state['generation']}: los suministros de {_es(empty[0])} y {_es(empty[1])} están "
            "vacíos. Cuando al menos dos de los tres suministros de parámetros se vacían (o no queda ningún "
            "hexágono vacío), esta generación es la última.",
        ),
    )
    final = cap(
        "Both players have passed: income is paid, and the game ends. Now the scoring.",
        "Ambos jugadores han pasado: se cobran los ingresos y termina la partida. Ahora, la puntuación.",
    )
    while not c.match.is_over:
        c.act({"type": "pass"}, final if c.state["passed"].count(False) == 1 else None)
    _scoring_notes(c)
    c.end()


def _es(kind: str) -> str:
    return {"heat": "calor", "greenery": "vegetación", "water": "agua"}[kind]


def _one_owner(state: State, key: str) -> bool:
    """True if the hex touches cities of exactly one player (its cube scores for them)."""
    return len({state["board"][n]["owner"] for n in queries.adjacent(state, key, "city")}) == 1


def _scoring_notes(c: Campaign) -> None:
    """One note per scoring rule, with the hexes it counts highlighted and the points it gives."""
    state = c.state
    points = queries.breakdown(state)
    cities = queries.cities(state)
    near = sorted({n for k in cities for kind in ("greenery", "heat") for n in queries.adjacent(state, k, kind)})
    c.note(
        cap(
            f"Each city scores 1 point per adjacent greenery cube and loses 1 per adjacent heat cube. City "
            f"points: Ana {points[ANA]['cities']}, Bo {points[BO]['cities']}.",
            f"Cada ciudad suma 1 punto por cubo de vegetación adyacente y resta 1 por cubo de calor adyacente. "
            f"Puntos de ciudades: Ana {points[ANA]['cities']}, Bo {points[BO]['cities']}.",
        ),
        [f"hex:{k}" for k in (*cities, *near)],
    )
    lone = [k for k, item in state["board"].items() if item["kind"] in ("greenery", "water") and _one_owner(state, k)]
    c.note(
        cap(
            "Each greenery and water cube gives 1 point to the owner of an adjacent city if it touches only that "
            f"player's cities. Greenery: Ana {points[ANA]['greenery']}, Bo {points[BO]['greenery']}; water: "
            f"Ana {points[ANA]['water']}, Bo {points[BO]['water']}.",
            "Cada cubo de vegetación y de agua da 1 punto al dueño de una ciudad adyacente si solo toca ciudades "
            f"de ese jugador. Vegetación: Ana {points[ANA]['greenery']}, Bo {points[BO]['greenery']}; agua: "
            f"Ana {points[ANA]['water']}, Bo {points[BO]['water']}.",
        ),
        [f"hex:{k}" for k in sorted(lone)],
    )
    total = [queries.total(p) for p in points]
    winner = SEATS[c.match.winners()[0]]["name"] if len(c.match.winners()) == 1 else None
    result_en = f"{winner} wins" if winner else "They share the victory"
    result_es = f"Gana {winner}" if winner else "Comparten la victoria"
    c.note(
        cap(
            f"Each heat cube in your personal supply scores 1 point: Ana {points[ANA]['heat']}, Bo "
            f"{points[BO]['heat']}. Totals: Ana {total[ANA]}, Bo {total[BO]}. {result_en}. Ties are broken by city "
            "points, then greenery, water and heat points.",
            f"Cada cubo de calor de tu suministro personal vale 1 punto: Ana {points[ANA]['heat']}, Bo "
            f"{points[BO]['heat']}. Totales: Ana {total[ANA]}, Bo {total[BO]}. {result_es}. Los empates se "
            "deshacen por puntos de ciudades, luego de vegetación, agua y calor.",
        ),
    )


def all_scenarios() -> list[Scenario]:
    """Every shipped scenario, in reading order."""
    c = Campaign(seed=1)
    first_generation(c)
    last_generation(c)
    return c.done


def main(argv: list[str] | None = None) -> int:
    """Write the files, or with --check report whether they are up to date."""
    return run(argv, __doc__, all_scenarios, __file__)


if __name__ == "__main__":
    sys.exit(main())
