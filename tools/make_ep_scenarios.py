"""Write the shipped Escape Pods scenarios (pyengine/scenarios/escape_pods/*.json).

    python tools/make_ep_scenarios.py [--check]

One scripted two-player game, first game's refuges: a pod collision next to the ship, then a beacon,
a free jump through it and an explosion set off by a crew arriving on a refuge's token. The output
is committed; `--check` fails if a file on disk differs (tests/scenarios run it).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any, cast

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core import CHANCE, Match  # noqa: E402
from pyengine.games.escape_pods import logic  # noqa: E402
from pyengine.games.escape_pods.evaluation import DISTANCE  # noqa: E402
from pyengine.games.escape_pods.state import EscapeState  # noqa: E402
from tools.scenario_kit import Caption, Recorder, Scenario, cap, run  # noqa: E402

GAME = "escape_pods"
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
SEED = 5
ANA = 0


def action(
    s: Recorder,
    space: str,
    role: str,
    effect: dict[str, Any] | None,
    caption: Caption | None = None,
    marks: list[str] | None = None,
) -> None:
    """Place a crew on an activation space, then apply the effect (played through the engine as
    written, so every step is legal)."""
    s.act({"type": "activate", "target": f"space:{space}", "role": role})
    if effect is not None:
        s.act(effect, caption, marks)


def opening(s: Recorder) -> None:
    """The setup's draws and the first turns: Ana launches a two-seat pod, Bo a minipod and the other pod."""
    s.chance({"type": "reveal", "card": "x06"})
    s.chance({"type": "first", "seat": ANA})
    action(s, "board", "scientist", {"type": "board", "target": "pod:p2a", "from": "reserve:commander", "push": 0})
    s.act({"type": "end_turn"})
    action(s, "minipod", "engineer", {"type": "minipod", "target": "sector:2", "role": "scientist"})
    action(s, "board", "engineer", {"type": "board", "target": "pod:p2b", "from": "reserve:commander", "push": 0})
    s.act({"type": "end_turn"})


# A scripted step: (activation space or None for a move without one, the crew paid, the move,
# the caption in English and Spanish, the marks); ROUND: Ana ends her turn and Bo passes his.
Step = tuple[str | None, str, dict[str, Any], str, str, list[str]]
ROUND = None


def play(s: Recorder, steps: list[Step | None]) -> None:
    """Play scripted steps, each with its caption."""
    for step in steps:
        if step is ROUND:
            s.act({"type": "end_turn"})
            s.act({"type": "end_turn"})
            continue
        space, role, move, en, es, marks = step
        if space is None:
            s.act(move, cap(en, es), marks)
        else:
            action(s, space, role, move, cap(en, es), marks)


def collision(s: Recorder) -> Scenario:
    """A two-seat pod moves into a minipod's sector and pushes it out."""
    s.begin(
        "collision",
        cap("A pod collision", "Un choque de pods"),
        cap(
            "Ana's two-seat pod is in sector 1, Bo's minipod in sector 2 and his two-seat pod in sector 3.",
            "El pod de dos de Ana está en el sector 1, el minipod de Bo en el 2 y su pod de dos en el 3.",
        ),
        ["sector:1", "sector:2", "sector:3"],
    )
    play(s, COLLISION)
    return s.end()


COLLISION: list[Step | None] = [
    ("board", "scientist", {"type": "board", "target": "pod:p2a", "from": "reserve:engineer", "push": 0},
     "Ana places a crew on Board and boards a second crew from her reserve: the pod is next to the ship.",
     "Ana coloca un tripulante en Subir y sube otro de su reserva: el pod está junto a la nave.",
     ["pod:p2a"]),
    ("accelerate", "commander", {"type": "accelerate", "pod": "p2a", "target": "sector:2", "push": 5},
     "Accelerate into sector 2: a pod may enter a sector holding a smaller pod. The minipod is pushed "
     "to a neighbour that is free, not debris and not where Ana came from: sector 5.",
     "Acelerar al sector 2: un pod puede entrar donde hay un pod menor. El minipod se desplaza a un sector "
     "colindante libre, sin chatarra y que no sea del que vino Ana: el 5.",
     ["sector:2", "sector:5"]),
    (None, "", {"type": "end_turn"},
     "Ana's basic panel crew come back.", "Vuelven los tripulantes del panel básico de Ana.", []),
]  # fmt: skip


def explosion(s: Recorder) -> Scenario:
    """A beacon, a free jump through it, and an explosion when a crew lands on the token."""
    s.act({"type": "end_turn"})  # Bo waits
    s.begin(
        "explosion",
        cap("Beacons and an explosion", "Balizas y una explosión"),
        cap(
            "Ana's pod, with two of her crew, must reach sector 12 to land them in the central refuges.",
            "El pod de Ana, con dos tripulantes suyos, debe llegar al sector 12, junto a los refugios centrales.",
        ),
        ["pod:p2a", "sector:12"],
    )
    play(s, EXPLOSION)
    s.chance(
        {"type": "reveal", "card": "x09"},
        cap(
            "A new explosion card is revealed: sector 9. Three debris in one row would form a barrier.",
            "Se revela una nueva carta de Explosión: sector 9. Tres chatarras en una fila formarían una barrera.",
        ),
        ["sector:9"],
    )
    return s.end()


DISEMBARK = {"type": "disembark", "target": "refuge:1", "pod": "p2a", "crew": 0}
EXPLOSION: list[Step | None] = [
    ("accelerate", "commander", {"type": "accelerate", "pod": "p2a", "target": "sector:5", "push": 8},
     "Accelerate to sector 5, pushing the minipod on to sector 8.",
     "Acelera al sector 5 y desplaza el minipod al 8.",
     ["sector:5", "sector:8"]),
    ("pilot", "scientist", {"type": "pilot", "pod": "p2a", "target": "sector:4", "push": 0},
     "Pilot (advanced panel) moves it to sector 4.", "Pilotar (panel avanzado) lo lleva al sector 4.",
     ["sector:4"]),
    ROUND,
    ("accelerate", "engineer", {"type": "accelerate", "pod": "p2a", "target": "sector:7", "push": 0},
     "Accelerate to sector 7.", "Acelera al sector 7.", ["sector:7"]),
    ("program", "commander", {"type": "program", "mode": "place", "beacon": "b01", "target": "edge:7-10"},
     "Program: Ana places a beacon with her colour and Bo's on the border 7–10.",
     "Programar: Ana coloca una baliza de su color y el de Bo en el borde 7–10.",
     ["edge:7-10"]),
    (None, "", {"type": "beacon", "pod": "p2a", "target": "sector:10", "push": 0, "beacon": "b01"},
     "Without an action, her pod crosses the beacon of her colour to sector 10.",
     "Sin gastar acción, su pod cruza la baliza de su color al sector 10.",
     ["sector:10"]),
    ROUND,
    ("accelerate", "engineer", {"type": "accelerate", "pod": "p2a", "target": "sector:12", "push": 0},
     "Accelerate to sector 12, next to the central refuges.",
     "Acelera al sector 12, junto a los refugios centrales.",
     ["sector:12", "refuge:1", "refuge:2"]),
    ("board", "commander", DISEMBARK,
     "Disembark: the first crew takes the first arrival space of refuge 2.",
     "Bajar: el primer tripulante ocupa la primera casilla de llegada del refugio 2.",
     ["refuge:1"]),
    ROUND,
    ("board", "commander", DISEMBARK,
     "The second crew lands on the explosion token: the token moves on, and the revealed card (sector 6) "
     "puts debris in sector 6. No pod may enter it now.",
     "El segundo tripulante llega a la ficha de Explosión: la ficha avanza y la carta revelada (sector 6) "
     "pone chatarra en el sector 6. Ya ningún pod puede entrar.",
     ["refuge:1", "sector:6"]),
    (None, "", {"type": "hangar", "target": "hangar:h1"},
     "The empty pod goes back to a hangar of Ana's choice.", "El pod vacío vuelve al hangar que elige Ana.",
     ["hangar:h1"]),
]  # fmt: skip


def greedy(match: Any, chooser: random.Random) -> dict[str, Any]:
    """A plain policy that plays a whole game quickly: disembark when possible, move pods nearer the
    refuges, board, and otherwise take the basic actions or end the turn."""
    legal = match.legal_actions()
    for kind in ("assign", "hangar", "disembark"):
        found = [a for a in legal if a["type"] == kind]
        if found:
            return found[0] if kind != "disembark" else chooser.choice(found)
    moves = [a for a in legal if a["type"] in ("accelerate", "pilot", "beacon")]
    if moves:
        best = min(DISTANCE[int(a["target"].split(":")[1])] for a in moves)
        here = min(DISTANCE[int(match.state["pods"][a["pod"]]["at"][1:])] for a in moves)
        if best < here:
            return chooser.choice([a for a in moves if DISTANCE[int(a["target"].split(":")[1])] == best])
    for wanted in (
        [a for a in legal if a["type"] == "board"],
        [a for a in legal if a["type"] == "activate" and a["target"] in PLAIN_SPACES],
        [a for a in legal if a["type"] == "end_turn"],
    ):
        if wanted:
            return chooser.choice(wanted)
    return chooser.choice(legal)


PLAIN_SPACES = ("space:board", "space:accelerate", "space:pilot")
LEAD_IN = 2  # player actions shown before the game ends


def scoring() -> Scenario:
    """A whole game played by the plain policy, shown from its last moves to the refuges' scoring."""
    steps = _game(None)
    s = Recorder(GAME, SEATS, "ep", SCORING_SEED)
    begin = max(i for i, (kind, _) in enumerate(steps) if kind == "player" and i < _end_index(steps)) - LEAD_IN
    for i, (kind, entry) in enumerate(steps):
        if i == begin:
            s.begin(
                "scoring",
                cap("Scoring the refuges", "Puntuar los refugios"),
                cap(
                    "The end of a game: the crew in the refuges are turned face up and assigned in order of arrival "
                    "to a space of their type or X; an owner chooses among different spaces.",
                    "El final de una partida: los tripulantes de los refugios se voltean y se asignan por orden de "
                    "llegada a una casilla de su tipo o X; si hay varias distintas, elige su dueño.",
                ),
                [f"refuge:{r}" for r in range(4)],
            )
        if kind == "chance":
            s.chance(entry)
        else:
            s.act(entry)
    s.note(
        cap(
            "Each space scores its points; the special refuges change them (green, red, orange, crowded).",
            "Cada casilla da sus puntos; los refugios especiales los cambian (verde, rojo, naranja, concurrido).",
        ),
        [f"refuge:{r}" for r in range(4)],
    )
    for r in range(len(s.match.state["refuges"])):
        s.note(special_caption(cast(EscapeState, s.match.state), r), [f"refuge:{r}"])
    return s.end()


# What each special rule did at a scoring, (rule, its marked spaces all filled) -> (English, Spanish);
# {filled} counts the marked spaces filled, {who} / {quien} name the players, {count} counts them.
SPECIAL_TEXTS = {
    ("green", True): (
        "Green refuge: both green spaces are filled, so each crew here scores 1 more ({who}).",
        "Refugio verde: las dos casillas verdes están ocupadas, así que cada tripulante suma 1 más ({quien}).",
    ),
    ("green", False): (
        "Green refuge: {filled} of its 2 green spaces filled, so no bonus: both are needed for +1 each.",
        "Refugio verde: {filled} de sus 2 casillas verdes ocupadas, sin bonificación: "
        "hacen falta las dos para +1 cada uno.",
    ),
    ("red", True): (
        "Red refuge: both red spaces are filled, so its crew score their spaces in full.",
        "Refugio rojo: las dos casillas rojas están ocupadas, así que sus tripulantes puntúan sus casillas enteras.",
    ),
    ("red", False): (
        "Red refuge: {filled} of its 2 red spaces filled, so every crew here scores 0 ({who}).",
        "Refugio rojo: {filled} de sus 2 casillas rojas ocupadas, así que todos sus tripulantes puntúan 0 ({quien}).",
    ),
    ("orange", True): (
        "Orange refuge: its orange space is filled, so nobody here loses a point.",
        "Refugio naranja: su casilla naranja está ocupada, así que nadie aquí pierde un punto.",
    ),
    ("orange", False): (
        "Orange refuge: its orange space is empty, so each crew here scores 1 less ({who}).",
        "Refugio naranja: su casilla naranja está vacía, así que cada tripulante aquí suma 1 menos ({quien}).",
    ),
    ("players", True): (
        "Crowded refuge: {count} players have crew here ({who}), so each crew scores {count} more.",
        "Refugio concurrido: {count} jugadores tienen tripulantes aquí ({quien}), así que cada uno suma {count} más.",
    ),
}


def special_caption(state: EscapeState, r: int) -> Caption:
    """What refuge r's special rule did at this scoring, worked out from the position (so a caption
    cannot drift from the rules): one step a refuge teaches each special rule by its outcome."""
    refuge = state["refuges"][r]
    rule = logic.special(refuge)
    marked = [i for i, (_, _, m) in enumerate(logic.spaces(refuge)) if m]
    filled = sum(1 for i in marked if i in refuge["assigned"])
    names = sorted({SEATS[owner]["name"] for owner, _ in logic.crew_points(state, r)})
    en, es = SPECIAL_TEXTS[rule, rule == "players" or filled == len(marked)]
    fields = {"filled": filled, "who": " and ".join(names), "quien": " y ".join(names), "count": len(names)}
    return cap(en.format(**fields), es.format(**fields))


SCORING_SEED = 1


def _game(limit: int | None) -> list[tuple[str, dict[str, Any]]]:
    """The plain policy's game from SCORING_SEED: each entry a chance outcome (the first listed) or an action."""
    chooser = random.Random(SCORING_SEED)
    match = Match.new(GAME, SEATS, {}, SCORING_SEED, auto_chance=False)
    steps: list[tuple[str, dict[str, Any]]] = []
    while not match.is_over:
        if match.to_move == CHANCE:
            outcome = match.game.chance_outcomes(match.state)[0][0]
            match = match.apply_chance(outcome)
            steps.append(("chance", outcome))
        else:
            action = greedy(match, chooser)
            match = match.apply(action)
            steps.append(("player", action))
    return steps


def _end_index(steps: list[tuple[str, dict[str, Any]]]) -> int:
    """The index of the first assignment choice, or of the last step."""
    return next((i for i, (_, e) in enumerate(steps) if e.get("type") == "assign"), len(steps) - 1)


def all_scenarios() -> list[Scenario]:
    """The shipped scenarios."""
    s = Recorder(GAME, SEATS, "ep", SEED)
    opening(s)
    return [collision(s), explosion(s), scoring()]


def main(argv: list[str] | None = None) -> int:
    """Write the files, or with --check report whether they are up to date."""
    return run(argv, __doc__, all_scenarios, __file__)


if __name__ == "__main__":
    sys.exit(main())
