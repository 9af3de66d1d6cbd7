"""A hint's choices name which of the player's own crew they send (issue 34): three crew from the
reserve boarding the same pod read alike in the log, and a player could not tell the hint's choices
apart. A rival's crew keeps its secret."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.bots.coach import hint
from pyengine.core import Match
from pyengine.core.messages import msg
from pyengine.i18n import translate

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "web"))

from spacetable_web.benchpos import bench_match


def test_a_hints_choices_from_the_reserve_name_the_crew_and_read_apart() -> None:
    match = bench_match("escape_pods")
    assert match is not None
    choices = hint(match, match.to_move, "normal", seed=7)
    for lang in ("en", "es"):
        texts = [translate(c.text, lang) for c in choices]
        assert len(set(texts)) == len(texts) == 3, texts
        reserve = [c for c in choices if str(c.action.get("from", "")).startswith("reserve:")]
        assert len(reserve) >= 2  # two of the player's crew boarding the same pod from the reserve
        for choice in reserve:
            role = str(choice.action["from"]).split(":")[1]
            assert translate(msg(f"ep.role.{role}"), lang) in translate(choice.text, lang)


def test_a_rivals_crew_keeps_its_type_secret() -> None:
    chooser = random.Random(5)
    match = Match.new("escape_pods", 3, {}, seed=5)
    while not match.is_over:
        if match.to_move < 0:
            match = match.advance()
            continue
        me = match.to_move
        for pod, contents in match.state["pods"].items():
            for index, crew in enumerate(contents["crew"]):
                for action in (
                    {"type": "board", "target": "pod:p3", "from": f"crew:{pod}:{index}", "push": 0},
                    {"type": "disembark", "target": "refuge:0", "pod": pod, "crew": index},
                ):
                    text = translate(match.game.describe_choice(match.state, action, me), "en")
                    named = translate(msg(f"ep.role.{crew['role']}"), "en") + ":"
                    if crew["owner"] == me:
                        assert text.startswith(named)
                    else:
                        assert text == translate(match.game.describe(match.state, action), "en")  # the log's words
                        return
        match = match.apply(chooser.choice(match.legal_actions()))
    raise AssertionError("no rival's crew in a pod was found")
