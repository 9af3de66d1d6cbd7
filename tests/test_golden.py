"""The golden playthroughs (tools/make_golden.py) come out of the engine byte for byte, visiting
every action type, and the saves written before the core kit still load to the same positions."""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from pyengine.core.saves import loads

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import make_golden  # noqa: E402

# Written out here rather than read from the games, so that an action type a refactoring loses fails.
ACTION_TYPES = {
    "first_landing": {"roll", "claim", "allow", "contest", "end_turn", "chance:die"},
    "tinyforming_mars": {
        "project", "standard", "pass", "keep", "place", "move_city", "token", "remove", "skip", "extra_heat",
        "chance:colors", "chance:draw",
    },
    "migration_mars": {
        "move_pop", "recover", "export", "play_event", "scrap_repair", "trade_open", "build", "clear_impact",
        "demolish", "rebuild", "roll", "recall", "fuel", "first_tunnel", "pick_resource", "ruins", "evacuate",
        "repair", "injure", "take_supply", "gift", "trade_offer", "trade_ask", "trade_unoffer", "trade_unask",
        "trade_send", "trade_cancel", "trade_accept", "trade_reject", "trade_counter",
        "chance:shuffle", "chance:first_roll", "chance:dice", "chance:meteor", "chance:explore", "chance:event",
    },
    "walking_moon": {
        "assign", "extra_die", "launch", "use", "reroll", "reroll_all", "jump", "stop", "rob", "no_rob", "give",
        "done", "advance_circle", "spend", "jump_now", "decline", "keep", "swap", "play", "pass",
        "chance:roll", "chance:draw",
    },
}  # fmt: skip
SAVES = ROOT / "tests" / "golden" / "saves"


@pytest.mark.parametrize("run", make_golden.RUNS, ids=lambda run: run.name)
def test_golden_playthrough_is_unchanged(run: make_golden.Run) -> None:
    expected = (make_golden.GOLDEN / run.name).read_text(encoding="utf-8")
    assert make_golden.record(run) == expected, f"{run.name} changed: the engine no longer plays the same games"


@pytest.mark.parametrize("game_id", sorted(ACTION_TYPES))
def test_golden_files_visit_every_action_type(game_id: str) -> None:
    seen: Counter[str] = Counter()
    for run in make_golden.RUNS:
        if run.game == game_id:
            seen.update(make_golden.action_counts((make_golden.GOLDEN / run.name).read_text(encoding="utf-8")))
    assert set(seen) == ACTION_TYPES[game_id]


@pytest.mark.parametrize("game_id", sorted(ACTION_TYPES))
def test_saves_written_before_the_kit_still_load(game_id: str) -> None:
    hashes = json.loads((SAVES / "hashes.json").read_text(encoding="utf-8"))
    match = loads((SAVES / f"{game_id}.json").read_text(encoding="utf-8"))
    assert match.is_over
    assert match.state_hash() == hashes[game_id]


def test_walking_moon_saves_cut_with_tasks_pending_offer_what_they_offered_before_the_queue() -> None:
    """Saves replay actions, not states: written before Walking on the Moon's windows, landings and
    extra jumps moved onto the core's TaskQueue, they load to the same player asked, the same legal
    actions and the same status line."""
    written = json.loads((SAVES / "walking_moon-pending.json").read_text(encoding="utf-8"))
    kinds = set()
    for cut in written["cuts"]:
        save = dict(written["saves"][str(cut["seed"])])
        save["actions"] = save["actions"][: cut["cut"]]
        match = loads(json.dumps(save))
        assert (match.to_move, match.legal_actions()) == (cut["to_move"], cut["legal"]), cut["kind"]
        assert match.prompt().to_json() == cut["prompt"], cut["kind"]
        kinds.add(cut["kind"])
    assert kinds == {"ask", "swap", "extra_jump", "rob", "nested_ask"}
