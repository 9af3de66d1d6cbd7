"""Write the shipped Walking on the Moon scenarios (pyengine/scenarios/walking_moon/*.json).

    python tools/make_wm_scenarios.py [--check]

Like tools/make_fl_scenarios.py: each scenario is a scripted game from the first move, its dice
chosen by the script, on a seed whose first moon card shows what is taught: a jump of each dice
colour (a hill), an accident of each cause (a rock), a tunnel, and a robbery (advanced rules). The
output is committed; `--check` fails if a file on disk differs (tests/scenarios run it).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.scenario_kit import Caption, Recorder, Scenario, cap, run  # noqa: E402

GAME = "walking_moon"
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "yellow"}]
BLUE, BLUE2, WHITE, WHITE2, BLACK, BLACK2 = range(6)
HILL_SEED, ROCK_SEED, TUNNEL_SEED, ROBBERY_SEED = 12, 10, 3, 214  # their first card: n04, n02, n07, n07


class Script(Recorder):
    """Steps played through the engine as they are written, so every one is legal."""

    def __init__(self, seed: int, options: dict[str, Any] | None = None) -> None:
        super().__init__(GAME, SEATS, "wm", seed, options)

    def program(self, *slots: list[int], caption: Caption | None = None) -> None:
        """Program the dice on the jump slots (slot i gets slots[i]), then launch the first jump."""
        for slot, dice in enumerate(slots):
            for die in dice:
                self.act({"type": "assign", "die": die, "target": f"slot:{slot}"})
        self.act({"type": "launch"}, caption)

    def roll(self, *faces: str, caption: Caption | None = None) -> None:
        """The pending dice show these faces."""
        self.chance({"type": "roll", "faces": list(faces)}, caption)

    def use(self, die: int, steps: str, caption: Caption) -> None:
        """Use one result of the roll with these steps (the landing square highlighted)."""
        action = next(
            a for a in self.match.legal_actions() if a["type"] == "use" and a["die"] == die and a["steps"] == steps
        )
        self.act(action, caption, [action["target"]])

    def move(self, face: str, die: int, steps: str, caption: Caption) -> None:
        """Roll the one die of the jump (showing `face`) and use it with these steps."""
        self.roll(face)
        self.use(die, steps, caption)

    def jump(self, face: str, die: int, steps: str, caption: Caption) -> None:
        """Try the next programmed jump: its one die shows `face` and is used with these steps."""
        self.act({"type": "jump"})
        self.move(face, die, steps, caption)

    def turn(self, slots: tuple[list[int], ...], face: str, die: int, steps: str, caption: Caption) -> None:
        """A turn's start: program the dice on the slots, then the first jump's one die is used."""
        self.program(*slots)
        self.move(face, die, steps, caption)


def dice() -> Scenario:
    """Blue goes straight, white must descend, black may climb."""
    s = Script(HILL_SEED)
    s.begin(
        "dice",
        cap("A jump of each colour", "Un salto de cada color"),
        cap(
            "Each turn you program 4 of the 6 dice on up to three jumps, roll a jump and use one result. "
            "The first card is a hill.",
            "Cada turno programas 4 de los 6 dados en hasta tres saltos, lanzas un salto y usas un "
            "resultado. La primera carta es una colina.",
        ),
    )
    s.program(
        [BLUE, BLACK],
        [BLACK2],
        [WHITE],
        caption=cap(
            "Ana puts a blue and a black die on her first jump, a black on the second, a white on the third.",
            "Ana pone un dado azul y uno negro en su primer salto, uno negro en el segundo y uno blanco en el tercero.",
        ),
    )
    s.roll(
        "1",
        "2",
        caption=cap("A blue 1 and a black 2: she may use only one.", "Un azul 1 y un negro 2: solo puede usar uno."),
    )
    s.use(
        BLACK,
        "us",
        cap(
            "Black dice may climb: ↗→ onto the slope, firm ground.",
            "Los negros pueden subir: ↗→ a la ladera, terreno firme.",
        ),
    )
    s.act({"type": "jump"}, cap("No accident: she tries the next jump.", "Sin accidente: intenta el siguiente salto."))
    s.move("1", BLACK2, "u", cap("Another climb, to the top of the hill.", "Otra subida, a la cima de la colina."))
    s.act({"type": "jump"})
    s.roll("2")
    s.refusal(
        {"type": "use", "die": WHITE, "steps": "ss", "target": "sq:5,2"},
        "A white die cannot go straight twice: “{reason}”",
        "Un dado blanco no puede ir recto dos veces: «{reason}»",
    )
    s.use(
        WHITE,
        "sd",
        cap(
            "White dice must descend at least once: →↘ down the far side.",
            "Los blancos deben bajar al menos una vez: →↘ por el otro lado.",
        ),
    )
    s.turn(
        ([BLUE], [BLUE2, WHITE, BLACK]),
        "1",
        BLUE,
        "s",
        cap(
            "Bo's blue die goes straight: fast, but it can neither climb nor descend.",
            "El azul de Bo va recto: rápido, pero no puede subir ni bajar.",
        ),
    )
    s.act(
        {"type": "stop"},
        cap("Bo stops: a jump not tried cannot go wrong.", "Bo se planta: un salto que no se intenta no sale mal."),
    )
    return s.end()


def accidents() -> Scenario:
    """A collision, a fall, a skull and hazardous ground, with what each accident costs."""
    s = Script(ROCK_SEED)
    s.begin(
        "accidents",
        cap("Accidents", "Accidentes"),
        cap(
            "Every jump must end on a square with a circle. The first card has a rock and hazardous ground.",
            "Cada salto debe acabar en una casilla con círculo. La primera carta tiene una roca y terreno peligroso.",
        ),
    )
    s.turn(
        ([BLUE], [BLUE2, WHITE, BLACK]),
        "3",
        BLUE,
        "sss",
        cap(
            "Ana runs into the rock: she stays on the square before the collision, turned over; her turn ends.",
            "Ana choca con la roca: se queda en la casilla anterior al choque, volteada; su turno termina.",
        ),
    )
    s.turn(
        ([BLACK], [BLUE, BLUE2, WHITE]),
        "1",
        BLACK,
        "u",
        cap(
            "Bo climbs into empty space: no ground, he falls to the square beneath. Accident.",
            "Bo sube al vacío: sin suelo, cae a la casilla de debajo. Accidente.",
        ),
    )
    s.turn(
        ([BLACK], [BLUE, BLUE2, WHITE]),
        "2k",
        BLACK,
        "ss",
        cap(
            "Cy lands on a circle, but the skull leaves her accidented after the move.",
            "Cy cae en un círculo, pero la calavera la deja accidentada tras el movimiento.",
        ),
    )
    s.note(
        cap(
            "End of round: the last (Bo) gets a Ground Control counter, the first (Ana and Cy) a handicap. "
            "Accidented, they roll only 2 dice next turn (the worst state applies).",
            "Fin de ronda: el último (Bo) recibe un contador de Control de Tierra, los primeros (Ana y Cy) un "
            "handicap. Accidentados, el próximo turno solo lanzan 2 dados (se aplica el peor estado).",
        )
    )
    s.program(
        [BLACK],
        [WHITE],
        caption=cap("Cy, on top of the stack, moves first: 2 dice.", "Cy, arriba de la pila, mueve primero: 2 dados."),
    )
    s.move("1", BLACK, "u", cap("Onto the rock.", "Sobre la roca."))
    s.jump(
        "2",
        WHITE,
        "sd",
        cap(
            "Over the Sputnik (she takes it) and down onto hazardous ground, without a circle: accident right there. "
            "She loses half her Sputniks, rounded down: half of 1 is 0.",
            "Sobre el Sputnik (lo coge) y abajo, a terreno peligroso sin círculo: accidente ahí mismo. Pierde la "
            "mitad de sus Sputniks, redondeando hacia abajo: la mitad de 1 es 0.",
        ),
    )
    return s.end()


def tunnel() -> Scenario:
    """Through a tunnel, over a hazardous tunnel square, and into its roof."""
    s = Script(TUNNEL_SEED)
    s.begin(
        "tunnel",
        cap("A tunnel", "Un túnel"),
        cap(
            "The first card's mountain has a tunnel (darker squares) with one hazardous square.",
            "La montaña de la primera carta tiene un túnel (casillas más oscuras) con una casilla peligrosa.",
        ),
    )
    s.turn(
        ([BLUE], [BLUE2], [BLACK, WHITE]),
        "3",
        BLUE,
        "sss",
        cap("Ana enters the tunnel and passes over a Sputnik.", "Ana entra en el túnel y pasa sobre un Sputnik."),
    )
    s.jump(
        "2",
        BLUE2,
        "ss",
        cap(
            "Over the hazardous square without stopping there: safe.",
            "Sobre la casilla peligrosa sin pararse en ella: a salvo.",
        ),
    )
    s.act({"type": "jump"})
    s.roll("1", "1")
    s.use(BLACK, "s", cap("Out of the tunnel on the far side.", "Sale del túnel por el otro lado."))
    s.turn(([BLUE], [BLACK], [BLUE2, WHITE]), "2", BLUE, "ss", cap("Bo enters the tunnel.", "Bo entra en el túnel."))
    s.jump(
        "1",
        BLACK,
        "u",
        cap(
            "He tries to climb: the tunnel's roof cannot be passed. Accident where he was.",
            "Intenta subir: el techo del túnel no se puede atravesar. Accidente donde estaba.",
        ),
    )
    return s.end()


def robbery() -> Scenario:
    """Advanced rules: landing on a rival takes a Sputnik, or gives a handicap to one who has none."""
    s = Script(ROBBERY_SEED, {"advanced": True})
    s.begin(
        "robbery",
        cap("Robbing and sabotage", "Robos y sabotajes"),
        cap(
            "Advanced rules: ending a jump on other astronauts lets you rob one of them.",
            "Reglas avanzadas: acabar un salto sobre otros astronautas te permite robar a uno de ellos.",
        ),
    )
    s.turn(
        ([BLUE], [BLUE2, WHITE, BLACK]),
        "3",
        BLUE,
        "sss",
        cap("Ana takes the Sputnik in the tunnel.", "Ana coge el Sputnik del túnel."),
    )
    s.act({"type": "stop"})
    s.turn(
        ([BLUE], [BLUE2, WHITE, BLACK]),
        "3",
        BLUE,
        "sss",
        cap("Bo lands on Ana (and takes the Sputnik too).", "Bo cae sobre Ana (y también coge el Sputnik)."),
    )
    s.act(
        {"type": "rob", "victim": 0},
        cap("He robs her: one of her Sputniks is his.", "Le roba: uno de sus Sputniks es suyo."),
    )
    s.act({"type": "stop"})
    s.turn(([BLUE], [BLUE2, WHITE, BLACK]), "3", BLUE, "sss", cap("Cy lands on both.", "Cy cae sobre los dos."))
    s.act(
        {"type": "rob", "victim": 0},
        cap(
            "Ana has no Sputnik left: sabotage, she takes a handicap counter (3 dice next turn).",
            "Ana ya no tiene Sputniks: sabotaje, recibe un contador de handicap (3 dados en su próximo turno).",
        ),
    )
    return s.end()


def all_scenarios() -> list[Scenario]:
    """The shipped scenarios."""
    return [dice(), accidents(), tunnel(), robbery()]


def main(argv: list[str] | None = None) -> int:
    """Write the files, or with --check report whether they are up to date."""
    return run(argv, __doc__, all_scenarios, __file__)


if __name__ == "__main__":
    sys.exit(main())
