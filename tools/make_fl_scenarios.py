"""Write the shipped First Landing scenario (pyengine/scenarios/first_landing/*.json).

    python tools/make_fl_scenarios.py [--check]

Like tools/make_scenarios.py (Migration: Mars), but the tutorial game is small enough for one
scenario played from the first move: a roll, a landing the engine refuses (its caption quotes the
engine's reason), claims on the edge and next to one's own, and a rival contesting a claim. The
output is committed; `--check` fails if the file on disk differs (tests/scenarios run it).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pyengine.core import Match  # noqa: E402
from pyengine.i18n import translate  # noqa: E402
from pyengine.scenarios import FORMAT, VERSION, validate  # noqa: E402

OUT = ROOT / "pyengine" / "scenarios" / "first_landing"
GAME = "first_landing"
SEATS = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
SEED = 42
ANA, BO = 0, 1


def cap(en: str, es: str) -> dict[str, str]:
    """A caption in both languages."""
    return {"es": es, "en": en}


class Script:
    """Steps played through the engine as they are written, so every one is legal."""

    def __init__(self) -> None:
        self.match = Match.new(GAME, SEATS, {}, SEED, auto_chance=False)
        self.steps: list[dict[str, Any]] = []

    def act(self, player: int, action: dict[str, Any], caption: dict[str, str], marks: list[str]) -> None:
        """A player's action."""
        self.match = self.match.apply(action, player)
        self.steps.append({"action": action, "player": player, "caption": caption, "highlights": marks})

    def roll(self, value: int, caption: dict[str, str]) -> None:
        """The active player rolls; the die shows `value` (a forced chance result)."""
        player = self.match.to_move
        self.match = self.match.apply({"type": "roll"}, player)
        self.steps.append({"action": {"type": "roll"}, "player": player})
        outcome = {"type": "die", "value": value}
        self.match = self.match.apply_chance(outcome)
        self.steps.append({"chance": outcome, "caption": caption})

    def refusal(self, action: dict[str, Any], en: str, es: str, marks: list[str]) -> str:
        """A caption-only step: an action the engine refuses now, `{reason}` being its own words."""
        reason = self.match.why_illegal(action)
        assert reason is not None, f"{action} is legal here"
        names = [s["name"] for s in SEATS]
        texts = {lang: translate(reason, lang, names) for lang in ("en", "es")}
        self.steps.append(
            {"caption": cap(en.format(reason=texts["en"]), es.format(reason=texts["es"])), "highlights": marks}
        )
        return reason.key


def claim(key: str) -> dict[str, Any]:
    """A claim action."""
    return {"type": "claim", "target": f"hex:{key}"}


def landing() -> dict[str, Any]:
    """The tutorial's first turns: rolling, landing on the edge, spreading, a contested claim."""
    s = Script()
    s.roll(
        4, cap("Ana rolls a 4: 2 + 4 = 6 energy (at most 9).", "Ana saca un 4: 2 + 4 = 6 de energía (como mucho 9).")
    )
    key = s.refusal(
        claim("0,0"),
        "Ana would like the ridge in the centre (3 points), but the engine refuses: “{reason}”",
        "A Ana le gustaría la cordillera del centro (3 puntos), pero el motor lo rechaza: «{reason}»",
        ["hex:0,0"],
    )
    assert key == "fl.illegal.first_on_edge"
    s.act(
        ANA,
        claim("0,-2"),
        cap("Ana lands on a plain on the edge: it costs 1 energy.", "Ana aterriza en una llanura del borde: cuesta 1."),
        ["hex:0,-2"],
    )
    s.act(
        ANA,
        claim("0,-1"),
        cap(
            "Every later hex must touch one of hers: a crater next to it, 2 energy.",
            "Cada hexágono siguiente debe tocar uno suyo: un cráter al lado, 2 de energía.",
        ),
        ["hex:0,-1", "hex:0,-2"],
    )
    s.act(
        ANA, {"type": "end_turn"}, cap("Ana ends her turn with 3 energy.", "Ana termina su turno con 3 de energía."), []
    )
    s.roll(3, cap("Bo rolls a 3: 5 energy.", "Bo saca un 3: 5 de energía."))
    s.act(
        BO,
        claim("1,-2"),
        cap(
            "Bo lands on a crater touching Ana's hexes: Ana may answer at once.",
            "Bo aterriza en un cráter que toca los hexágonos de Ana: Ana puede responder enseguida.",
        ),
        ["hex:1,-2", "hex:0,-2", "hex:0,-1"],
    )
    s.act(
        ANA,
        {"type": "contest"},
        cap(
            "Ana contests: she pays 1 energy, the claim is cancelled and Bo gets his 2 energy back. "
            "(Allowing would have given Ana 1 energy.)",
            "Ana lo disputa: paga 1 de energía, la reclamación se anula y Bo recupera sus 2 de energía. "
            "(Permitirla le habría dado 1 de energía a Ana.)",
        ),
        ["hex:1,-2"],
    )
    s.act(
        BO,
        claim("2,-2"),
        cap(
            "Bo lands on a plain that touches no one: nobody can answer.",
            "Bo aterriza en una llanura que no toca a nadie: nadie puede responder.",
        ),
        ["hex:2,-2"],
    )
    scenario = {
        "format": FORMAT,
        "version": VERSION,
        "id": "fl-landing",
        "title": cap("Landing and contesting", "Aterrizar y disputar"),
        "game": GAME,
        "options": {},
        "seats": SEATS,
        "start": {
            "seed": SEED,
            "actions": [],
            "caption": cap(
                "First Landing: each player starts with 2 energy and a secret mission. Ana starts.",
                "Primer aterrizaje: cada jugador empieza con 2 de energía y una misión secreta. Empieza Ana.",
            ),
        },
        "steps": [{k: v for k, v in step.items() if v != []} for step in s.steps],
    }
    validate(scenario)
    return scenario


def write(check: bool) -> list[str]:
    """Write (or compare) the files; the names of files that differ."""
    OUT.mkdir(parents=True, exist_ok=True)
    differing = []
    for scenario in (landing(),):
        path = OUT / f"{scenario['id'].removeprefix('fl-')}.json"
        text = json.dumps(scenario, ensure_ascii=False, indent=1) + "\n"
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            differing.append(path.name)
            if not check:
                path.write_text(text, encoding="utf-8")
    return differing


def main(argv: list[str] | None = None) -> int:
    """Write the file, or with --check report whether it is up to date."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the files on disk")
    args = parser.parse_args(argv)
    differing = write(args.check)
    if args.check and differing:
        print(f"out of date: {', '.join(differing)} (run python tools/make_fl_scenarios.py)")
        return 1
    print("scenarios up to date" if not differing else f"wrote {', '.join(differing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
