"""Write the shipped March on Mars scenarios (pyengine/scenarios/march_mars/*.json).

    python tools/make_mom_scenarios.py [--check]

Like tools/make_wm_scenarios.py: each scenario is a scripted game from the first move, its dice
chosen by the script, on a seed whose first waves show what is taught: a shot at an exact distance,
melee on a marine's own square, and a wave marching one alien at a time. The output is committed;
`--check` fails if a file on disk differs (tests/scenarios run it).
"""

from __future__ import annotations

import itertools
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.games.march_mars import data  # noqa: E402
from tools.scenario_kit import Caption, Recorder, Scenario, cap, run  # noqa: E402

GAME = "march_mars"
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}, {"name": "Cy", "color": "yellow"}]
BLUE, BLUE2, WHITE, WHITE2, BLACK, BLACK2 = range(6)
SEED = 4
MELEE_SEED = 4
BOMB_SEED = 5  # two players on m03 and m09: a path to the MMM the script finds in four turns


class Script(Recorder):
    """Steps played through the engine as they are written, so every one is legal."""

    def __init__(self, seed: int = SEED, players: int = 3) -> None:
        super().__init__(GAME, SEATS[:players], "mom", seed, {"difficulty": "normal", "upgrades": "bunker"})

    def stop(self) -> None:
        """End the marine's turn after this action (if it has actions left)."""
        if self.state["phase"] == "continue":
            self.act({"type": "stop"})

    def settle(self) -> None:
        """Every pending chance step: the aliens as the automaton plays them, the side die on the
        right (out of play with two players: no wave), anything else its first outcome."""
        while self.match.to_move < 0 and not self.match.is_over:
            kind = self.state["tasks"][0]["kind"] if self.state["tasks"] else None
            if kind == "alien":
                self.aliens()
            elif kind == "side":
                self.chance({"type": "side", "face": 2})
            else:
                self.chance(self.match.game.chance_outcomes(self.state)[0][0])

    def setup(self, squares: list[int]) -> None:
        """Each marine takes the first ability of its card and lands on its square of the ZA."""
        for _ in SEATS:
            self.act(self.legal("train")[0])
        for column in squares:
            self.act({"type": "land", "target": f"sq:{column},0"})
        self.aliens()

    def legal(self, kind: str) -> list[dict[str, Any]]:
        """The legal actions of a type now."""
        return [a for a in self.match.legal_actions() if a["type"] == kind]

    def aliens(self, caption: Caption | None = None) -> None:
        """Every pending alien move, as the automaton plays them (the first one captioned)."""
        while self.match.to_move < 0 and self.state["tasks"] and self.state["tasks"][0]["kind"] == "alien":
            (outcome, _), *_ = self.match.game.chance_outcomes(self.state)
            move = outcome["to"]
            self.chance(outcome, caption, [move] if move.startswith("sq:") else [])
            caption = None

    def program(self, *slots: list[int], caption: Caption | None = None) -> None:
        """Program the dice on the action slots, then launch the first action."""
        for slot, dice in enumerate(slots):
            for die in dice:
                self.act({"type": "assign", "die": die, "target": f"slot:{slot}"})
        self.act({"type": "launch"}, caption)

    def roll(self, *faces: str, caption: Caption | None = None) -> None:
        """The pending dice show these faces."""
        self.chance({"type": "roll", "faces": list(faces)}, caption)


def nearest_alien(state: dict[str, Any], column: int) -> tuple[int, int]:
    """The alien square nearest a column, to its left (on the left flank's near card)."""
    squares = sorted(
        {(a["col"], a["level"]) for a in state["aliens"] if a["col"] < column}, key=lambda s: column - s[0]
    )
    return squares[0]


def shooting() -> Scenario:
    """A number is the exact distance, the dice showing it the hits."""
    s = Script()
    s.setup([15, 19, 20])
    s.act({"type": "pick", "marine": 0})
    target = nearest_alien(s.state, 15)
    d = 15 - target[0]
    s.begin(
        "shooting",
        cap("Shooting at an exact distance", "Disparar a una distancia exacta"),
        cap(
            "Ana stands on the Landing Zone's first square. Aliens wait on the near left card.",
            "Ana está en la primera casilla de la ZA. Los aliens esperan en la carta izquierda cercana.",
        ),
        [f"sq:{target[0]},{target[1]}"],
    )
    s.program(
        [BLUE, BLUE2],
        [BLACK],
        [WHITE],
        caption=cap(
            "Ana puts both blue dice on her first action.", "Ana pone los dos dados azules en su primera acción."
        ),
    )
    s.roll(
        str(d),
        str(d),
        caption=cap(
            f"Two dice show {d}: two hits at exactly {d} squares, on one square only.",
            f"Dos dados muestran {d}: dos impactos a exactamente {d} casillas, en una sola casilla.",
        ),
    )
    shot = max(s.legal("shoot"), key=lambda a: a["yellow"] + a["blue"] + a["red"])
    s.act(
        shot,
        cap(
            "Yellow aliens need 1 hit, blue 2, red 3; damage that does not kill is lost.",
            "Los amarillos necesitan 1 impacto, los azules 2, los rojos 3; el daño que no mata se pierde.",
        ),
        [shot["target"]],
    )
    return s.end()


def wave() -> Scenario:
    """The end of a turn: the white die picks a side, the aliens march one card, a new wave lands."""
    s = Script()
    s.setup([15, 19, 20])
    for marine in (0, 1, 2):
        s.act({"type": "pick", "marine": marine})
        s.program([BLUE], [BLUE2], [WHITE, WHITE2])
        s.roll("1")
        s.act(next(a for a in s.legal("move") if a["dir"] == 1))
        if s.state["phase"] == "continue":
            s.act({"type": "stop"})
    s.begin(
        "wave",
        cap("A wave of aliens", "Una oleada de aliens"),
        cap(
            "Every marine has played: the turn ends and the Martian Mastermind sends a wave.",
            "Todos los marines han jugado: el turno acaba y la Mente Maestra Marciana envía una oleada.",
        ),
    )
    s.chance(
        {"type": "side", "face": 1},
        cap("The white die shows 1: the left side.", "El dado blanco muestra 1: el lado izquierdo."),
    )
    s.aliens(
        cap(
            'The near card\'s aliens leave for the "next wave" area (the bunker destroys the toughest); '
            "the far card's move one card on: yellows from the far end, reds and blues from the MMM's end.",
            'Los aliens de la carta cercana van a la zona de "próxima oleada" (el búnker destruye al más duro); '
            "los de la carta lejana avanzan una carta: amarillos desde el extremo lejano, "
            "rojos y azules desde el de la MMM.",
        )
    )
    s.chance(
        {"type": "draw", "yellow": 1, "blue": 1, "red": 0},
        cap(
            "A new wave lands on the emptied card beside the MMM: marines there + 1, at least 2.",
            "Una nueva oleada cae en la carta vacía junto a la MMM: marines allí + 1, como mínimo 2.",
        ),
    )
    s.aliens()
    s.aliens(
        cap(
            "At the start of the next turn the waiting aliens enter the Landing Zone.",
            "Al empezar el siguiente turno los aliens en espera entran en la ZA.",
        )
    )
    return s.end()


def melee() -> Scenario:
    """A marine who stops on an alien's square is locked in melee: only 1s, on its own square."""
    s = Script(MELEE_SEED)
    s.setup([15, 19, 20])
    s.act({"type": "pick", "marine": 0})
    s.begin(
        "melee",
        cap("Locked in melee", "Trabado cuerpo a cuerpo"),
        cap(
            "Ana runs for the near left card, where the aliens wait.",
            "Ana corre hacia la carta izquierda cercana, donde esperan los aliens.",
        ),
    )
    s.program([BLUE], [WHITE, BLACK], [WHITE2])
    face, move = melee_move(s)
    s.roll(face)
    s.act(
        move,
        cap(
            "She may cross aliens, but she stops on one's square.",
            "Puede cruzar casillas con aliens, pero se detiene en la de uno.",
        ),
        [move["target"]],
    )
    s.act({"type": "next"})
    s.roll(
        "2",
        "2",
        caption=cap(
            "An alien on her square before the roll locks her: no 1, so the roll is lost.",
            "Un alien en su casilla antes de tirar la traba: sin ningún 1, la tirada se pierde.",
        ),
    )
    s.act({"type": "discard"})
    s.act({"type": "next"})
    s.roll("1", caption=cap("A 1 hits her own square.", "Un 1 impacta en su propia casilla."))
    shot = max(s.legal("shoot"), key=lambda a: a["yellow"] + a["blue"] + a["red"])
    s.act(shot, cap("The alien dies: she is free again.", "El alien muere: vuelve a estar libre."), [shot["target"]])
    return s.end()


def melee_move(s: Script) -> tuple[str, dict[str, Any]]:
    """A face of the blue die and a move with it that ends on an alien's square (a scripted search)."""
    squares = {f"sq:{a['col']},{a['level']}" for a in s.state["aliens"]}
    for face in ("1", "2", "3", "4"):
        trial = s.match.apply_chance({"type": "roll", "faces": [face]})
        moves = [a for a in trial.legal_actions() if a["type"] == "move" and a["target"] in squares]
        safe = [a for a in moves if not trial.apply(a).state["marines"][0]["down"]]
        if safe:
            return face, safe[0]
    raise AssertionError("no move onto an alien: choose another seed")


def bomb() -> Scenario:
    """Beside the MMM, its defender dead: the bomb is a turn's only action, 4 dice totalling 9 or more."""
    s = Script(BOMB_SEED, players=2)
    for _ in range(2):
        s.act(s.legal("train")[0])
    for _ in range(2):
        s.act({"type": "land", "target": "sq:15,0"})
    s.settle()
    while any(m["col"] > 2 for m in s.state["marines"]):  # both run to two squares from the MMM
        for i in (0, 1):
            run_turn(s, i, 2)
        s.settle()
    s.act({"type": "pick", "marine": 0})  # three alike kill the red defender at distance 2
    s.program([WHITE, WHITE2, BLACK, BLACK2])
    s.roll("2", "2", "2", "1")
    s.act(next(a for a in s.legal("shoot") if a["red"]))
    s.stop()
    s.settle()
    for i in (1, 0):  # Bo, then Ana next turn, step onto the defenders' square and stop there
        s.act({"type": "pick", "marine": i})
        s.program([BLUE], [BLUE2], [WHITE, BLACK])
        s.roll("2")
        s.act(next(a for a in s.legal("move") if a["target"] == "sq:0,0"))
        s.stop()
        s.settle()
    s.begin(
        "bomb",
        cap("The nuclear bomb", "La bomba nuclear"),
        cap(
            "Bo and Ana stand beside the Martian Mastermind. Its red defender is dead and no alien is on "
            "their square: Bo has not played this turn and can plant the bomb.",
            "Bo y Ana están junto a la Mente Maestra Marciana. Su defensor rojo ha muerto y no hay ningún "
            "alien en su casilla: Bo no ha jugado este turno y puede colocar la bomba.",
        ),
        ["sq:0,0"],
    )
    s.act({"type": "pick", "marine": 1})
    s.act(
        {"type": "bomb", "dice": [BLUE, BLUE2, BLACK, BLACK2]},
        cap(
            "The bomb is Bo's only action this turn: he rolls 4 of his dice (here both blue and both black).",
            "La bomba es la única acción de Bo en este turno: tira 4 de sus dados (aquí los dos azules y "
            "los dos negros).",
        ),
    )
    s.roll(
        "3",
        "2",
        "1",
        "2",
        caption=cap(
            "3 + 2 + 1 + 2 = 8: one short of 9. Under 9 the bomb does not go off and the turn is spent.",
            "3 + 2 + 1 + 2 = 8: falta 1 para 9. Con menos de 9 la bomba no estalla y el turno se pierde.",
        ),
    )
    s.act(
        {"type": "reroll", "die": BLACK},
        cap(
            "Ana shares his square: he may reroll one die. He rolls the black 1 again.",
            "Ana comparte su casilla: puede repetir un dado. Vuelve a tirar el negro que sacó un 1.",
        ),
    )
    s.roll("2", caption=cap("It shows 2: 3 + 2 + 2 + 2 = 9.", "Sale un 2: 3 + 2 + 2 + 2 = 9."))
    s.act(
        {"type": "detonate"},
        cap(
            "9 or more: the bomb destroys the Martian Mastermind and the team wins.",
            "9 o más: la bomba destruye a la Mente Maestra Marciana y el equipo gana.",
        ),
    )
    return s.end()


def run_turn(s: Script, marine: int, goal: int) -> None:
    """A turn of three one-die actions, each roll the script's choice: the farthest move left (not
    past `goal`) that ends on the marine's feet and free of aliens, else the shot that kills most."""
    s.act({"type": "pick", "marine": marine})
    slots = ([BLUE, BLUE2], [BLACK], [WHITE])
    s.program(*slots)
    for dice in slots:
        best: tuple[int, list[str], dict[str, Any]] | None = None
        for faces in itertools.product(*(sorted(set(data.FACES[data.DICE[d]])) for d in dice)):
            if any("k" in f for f in faces):
                continue  # no skull: no wave
            trial = s.match.apply_chance({"type": "roll", "faces": list(faces)})
            for score, action in choices(trial, marine, goal):
                if best is None or score > best[0]:
                    best = (score, list(faces), action)
        assert best is not None, "no roll helps: choose another seed"
        s.roll(*best[1])
        s.act(best[2])
        if s.state["phase"] == "continue":
            s.act({"type": "next"})
    s.settle()


def choices(trial: Any, marine: int, goal: int) -> list[tuple[int, dict[str, Any]]]:
    """The roll's useful actions, scored: ten a square gained, four an alien killed."""
    here = trial.state["marines"][marine]["col"]
    found = []
    for action in trial.legal_actions():
        if action["type"] == "shoot":
            found.append((4 * (action["yellow"] + action["blue"] + action["red"]) + 1, action))
        elif action["type"] == "move":
            m = trial.apply(action).state["marines"][marine]
            crowded = any((a["col"], a["level"]) == (m["col"], m["level"]) for a in trial.state["aliens"])
            if not m["down"] and not crowded and m["col"] >= goal:
                found.append((10 * (here - m["col"]), action))
    return found


def all_scenarios() -> list[Scenario]:
    """The shipped scenarios."""
    return [shooting(), wave(), melee(), bomb()]


def main(argv: list[str] | None = None) -> int:
    """Write the files, or with --check report whether they are up to date."""
    return run(argv, __doc__, all_scenarios, __file__)


if __name__ == "__main__":
    sys.exit(main())
