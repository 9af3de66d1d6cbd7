"""Write the shipped First Landing scenario (pyengine/scenarios/first_landing/*.json).

    python tools/make_fl_scenarios.py [--check]

Like tools/make_scenarios.py (Migration: Mars), but the tutorial game is small enough for one
scenario played from the first move: a roll, a landing the engine refuses (its caption quotes the
engine's reason), claims on the edge and next to one's own, and a rival contesting a claim. The
output is committed; `--check` fails if the file on disk differs (tests/scenarios run it).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.scenario_kit import Caption, Recorder, Scenario, cap, run  # noqa: E402

GAME = "first_landing"
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
SEED = 42
ANA, BO = 0, 1


class Script(Recorder):
    """Steps played through the engine as they are written, so every one is legal."""

    def __init__(self) -> None:
        super().__init__(GAME, SEATS, "fl", SEED)

    def roll(self, value: int, caption: Caption) -> None:
        """The active player rolls; the die shows `value` (a forced chance result)."""
        self.act({"type": "roll"})
        self.chance({"type": "die", "value": value}, caption)


def claim(key: str) -> dict[str, Any]:
    """A claim action."""
    return {"type": "claim", "target": f"hex:{key}"}


def landing() -> Scenario:
    """The tutorial's first turns: rolling, landing on the edge, spreading, a contested claim."""
    s = Script()
    s.begin(
        "landing",
        cap("Landing and contesting", "Aterrizar y disputar"),
        cap(
            "First Landing: each player starts with 2 energy and a secret mission. Ana starts.",
            "Primer aterrizaje: cada jugador empieza con 2 de energía y una misión secreta. Empieza Ana.",
        ),
    )
    s.roll(
        4, cap("Ana rolls a 4: 2 + 4 = 6 energy (at most 9).", "Ana saca un 4: 2 + 4 = 6 de energía (como mucho 9).")
    )
    reason = s.refusal(
        claim("0,0"),
        "Ana would like the ridge in the centre (3 points), but the engine refuses: “{reason}”",
        "A Ana le gustaría la cordillera del centro (3 puntos), pero el motor lo rechaza: «{reason}»",
        ["hex:0,0"],
    )
    assert reason.key == "fl.illegal.first_on_edge"
    s.act(
        claim("0,-2"),
        cap("Ana lands on a plain on the edge: it costs 1 energy.", "Ana aterriza en una llanura del borde: cuesta 1."),
        ["hex:0,-2"],
        player=ANA,
    )
    s.act(
        claim("0,-1"),
        cap(
            "Every later hex must touch one of hers: a crater next to it, 2 energy.",
            "Cada hexágono siguiente debe tocar uno suyo: un cráter al lado, 2 de energía.",
        ),
        ["hex:0,-1", "hex:0,-2"],
        player=ANA,
    )
    s.act(
        {"type": "end_turn"},
        cap("Ana ends her turn with 3 energy.", "Ana termina su turno con 3 de energía."),
        player=ANA,
    )
    s.roll(3, cap("Bo rolls a 3: 5 energy.", "Bo saca un 3: 5 de energía."))
    s.act(
        claim("1,-2"),
        cap(
            "Bo lands on a crater touching Ana's hexes: Ana may answer at once.",
            "Bo aterriza en un cráter que toca los hexágonos de Ana: Ana puede responder enseguida.",
        ),
        ["hex:1,-2", "hex:0,-2", "hex:0,-1"],
        player=BO,
    )
    s.act(
        {"type": "contest"},
        cap(
            "Ana contests: she pays 1 energy, the claim is cancelled and Bo gets his 2 energy back. "
            "(Allowing would have given Ana 1 energy.)",
            "Ana lo disputa: paga 1 de energía, la reclamación se anula y Bo recupera sus 2 de energía. "
            "(Permitirla le habría dado 1 de energía a Ana.)",
        ),
        ["hex:1,-2"],
        player=ANA,
    )
    s.act(
        claim("2,-2"),
        cap(
            "Bo lands on a plain that touches no one: nobody can answer.",
            "Bo aterriza en una llanura que no toca a nadie: nadie puede responder.",
        ),
        ["hex:2,-2"],
        player=BO,
    )
    return s.end()


def all_scenarios() -> list[Scenario]:
    """The shipped scenario (one)."""
    return [landing()]


def main(argv: list[str] | None = None) -> int:
    """Write the file, or with --check report whether it is up to date."""
    return run(argv, __doc__, all_scenarios, __file__)


if __name__ == "__main__":
    sys.exit(main())
