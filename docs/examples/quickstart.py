"""Runnable example of the engine core (docs/engine.md): play, undo, save, reload, render."""

from pyengine.core import Match
from pyengine.core.registry import all_games
from pyengine.core.saves import dumps, loads
from pyengine.i18n import translate


def main() -> None:
    """Play a few moves of First Landing and show what the core offers."""
    print([g.meta.id for g in all_games()])
    seats = [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}]
    match = Match.new("first_landing", seats, {"rounds": 4}, seed=42)
    names = [s["name"] for s in match.seats]
    print(translate(match.prompt(), "en", names))  # Ana: roll the die for energy
    match = match.apply({"type": "roll"})  # the die is a chance event drawn from the seed
    print(translate(match.entries[-1].text, "es", names))
    claim = next(a for a in match.legal_actions() if a["type"] == "claim")
    print(match.why_illegal({"type": "claim", "target": "hex:0,0"}))  # a Msg saying why not
    match = match.apply(claim)
    assert match.can_undo and match.undo().legal_actions()  # undo one action, not across the die
    text = dumps(match)  # (game, versions, seats, options, seed, actions) as JSON
    assert loads(text).state_hash() == match.state_hash()  # replays bit-exactly
    svg = match.render(viewer=0, lang="en")
    print(svg[:60], "...")


if __name__ == "__main__":
    main()
