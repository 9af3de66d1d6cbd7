"""First Landing at the table: hexes named as players count them, the die and the energy in the
status bar, the landing at stake marked."""

from typing import Any

from pyengine.core import Match
from pyengine.core.match import apply_action
from pyengine.core.messages import msg
from pyengine.core.registry import get_game
from pyengine.core.table import table_of
from pyengine.games.first_landing.data import BOARD
from pyengine.i18n import translate

GAME = get_game("first_landing")
NAMES = ["Ana", "Bo"]


def say(message: Any, lang: str = "en") -> str:
    return translate(message, lang, NAMES)


def build(**changes: Any) -> dict[str, Any]:
    state = Match.new("first_landing", 2, seed=1).state
    return {**state, "phase": "build", "energy": [9, 9], **changes}


def test_a_claim_names_its_hex_by_row_and_place_never_by_coordinates() -> None:
    """The log line (also the confirm text) and the hex's name count rows from the top and hexes
    from the left: the top row's leftmost hex is "hex 1 of row 1"; no key such as "0,-2" shows."""
    top_left = "0,-2"  # the top row (r = -2) starts at q = 0 on this map
    state = build()
    line = say(GAME.describe(state, {"type": "claim", "target": f"hex:{top_left}"}))
    terrain = say(msg(f"fl.terrain.{BOARD[top_left]}"))
    assert line == f"Ana claims hex 1 of row 1 ({terrain})."
    assert "reclama el hexágono 1 de la fila 1" in say(
        GAME.describe(state, {"type": "claim", "target": "hex:0,-2"}), "es"
    )
    names = {say(table_of(GAME).space(state, f"hex:{key}")) for key in BOARD}
    assert len(names) == 19 and all(name.startswith("Hex ") and " of row " in name for name in names)
    assert not any(key in name for key in BOARD for name in names)


def test_the_status_bar_shows_the_die_and_the_deciding_players_energy() -> None:
    table = table_of(GAME)
    assert table.dice({"type": "die", "value": 4}) is not None
    name, value, faces = table.dice({"type": "die", "value": 4})[0]
    assert (say(name), value, faces) == ("Energy die", 4, 6)
    assert say(table.decision_note(build(energy=[5, 2]))) == "Ana's energy: 5 (a plain costs 1, a crater 2, a ridge 3)"


def test_the_contested_landing_is_named_and_ringed_on_the_board() -> None:
    """A landing next to a rival: the rival's question names the hex, the board rings it, and the
    note gives the rival's energy against the contest's cost."""
    state = build(owner={"2,-2": 0, "1,-2": 1}, active=0)
    state = apply_action(GAME, state, {"type": "claim", "target": "hex:1,-1"})
    assert state["phase"] == "respond"
    assert "on hex 3 of row 2, next to you" in say(GAME.prompt(state))
    assert 'class="stake"' in GAME.render(state, 1, "en") and 'class="stake"' not in GAME.render(build(), 0, "en")
    assert say(table_of(GAME).decision_note(state)) == "Bo's energy: 9 (contesting costs 1)"


def test_the_neighbour_answers_a_landing_out_of_turn() -> None:
    """Allowing or contesting is asked of a rival during the claimer's turn: a bot answers at once
    (no table pace); the claimer's own roll and claims keep the pace."""
    state = build(owner={"2,-2": 0, "1,-2": 1}, active=0)
    assert not table_of(GAME).out_of_turn(state)
    state = apply_action(GAME, state, {"type": "claim", "target": "hex:1,-1"})
    assert GAME.to_move(state) == 1 and state["active"] == 0
    assert table_of(GAME).out_of_turn(state)
