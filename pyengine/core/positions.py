"""Written positions: set up a game where a test, scenario or rules page needs it, without a script of moves.

```json
{"format": "spacetable-position", "version": 1, "game": "first_landing",
 "seats": [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}],
 "options": {"rounds": 6, "missions": false}, "seed": 7,
 "state": {"players": 2, "colors": ["red", "blue"], "rounds": 6, "round": 2, "active": 0, "phase": "build",
           "energy": [3, 1], "owner": {"2,-2": 0}, "missions": [null, null], "pending": null}}
```

`state` is the game's state without the generator (the seed gives it); its layout is the game's
state `TypedDict`, and the game's `check_position` checks its invariants, refusing with a reason
(`PositionError`). The match starts there with an empty history: it is a position to look at and play
on, not a save (a save replays from setup).
"""

from __future__ import annotations

from typing import Any

from pyengine.core import rng as rnglib
from pyengine.core.errors import PositionError, SaveError
from pyengine.core.game import State
from pyengine.core.jsonutil import clone, is_plain
from pyengine.core.match import Match, normalize_options, small_numbers
from pyengine.core.messages import msg
from pyengine.core.registry import get_game
from pyengine.core.seats import make_seats

FORMAT = "spacetable-position"
VERSION = 1


def load_position(data: Any, auto_chance: bool = True) -> Match:
    """The match at a written position; PositionError with the reason if it does not hold."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise PositionError(msg("core.position.not_a_position"))
    try:
        game = get_game(data.get("game"))
        meta = game.meta
        seats = make_seats(data.get("seats"), meta.min_players, meta.max_players, meta.seat_options)
        options = normalize_options(game, data.get("options"))
    except SaveError as err:
        raise PositionError(err.reason) from None
    seed = data.get("seed", 0)
    if type(seed) is not int or not 0 <= seed <= rnglib.MAX_SEED:
        raise PositionError(msg("core.error.bad_seed"))
    state = data.get("state")
    if not is_plain(state) or not small_numbers(state) or not isinstance(state, dict):
        raise PositionError(msg("core.position.not_an_object"))
    problem = game.check_position(state)
    if problem is not None:
        raise PositionError(problem)
    start: State = {**clone(state), "rng": rnglib.seed_state(seed)}
    match = Match(game, seats, options, seed, (start,), (), auto_chance)
    return match.advance() if auto_chance else match


def position_of(match: Match) -> dict[str, Any]:
    """The written form of a match's current position (the generator left out)."""
    state = {key: value for key, value in match.state.items() if key != "rng"}
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": match.game.meta.id,
        "seats": match.seats,
        "options": match.options,
        "seed": match.seed,
        "state": clone(state),
    }
