"""A game is declared in one place: a package of its own, copied to a temporary folder on the path,
is listed, set up, played, drawn, benched, photographed and recorded, with no other file edited.

The package is the worked example of docs/engine.md, docs/examples/counters/ (two players take one
to three counters in turn, the last one wins; chance draws who starts).
"""

from __future__ import annotations

import importlib
import random
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from pyengine.core import Match
from pyengine.core.registry import all_metas, declaration_of, forget, get_game, get_meta, is_loaded
from pyengine.i18n import CATALOGS
from tests.conformance import check_replay, check_undo, drawn_playout, random_playout

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "docs" / "examples" / "counters"
sys.path[:0] = [str(ROOT / "web"), str(ROOT / "tools")]

import make_golden  # noqa: E402
import screenshots  # noqa: E402
from spacetable_web.benchpos import bench_match  # noqa: E402
from spacetable_web.controller import Controller  # noqa: E402
from spacetable_web.storage import MemoryStore, SaveStore  # noqa: E402
from spacetable_web.views import render_screen  # noqa: E402

GAME = "counters"


@pytest.fixture
def counters(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The example game's package, copied to a temporary folder on sys.path and imported; afterwards
    the registry and the module cache forget it."""
    shutil.copytree(EXAMPLE, tmp_path / GAME, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.syspath_prepend(str(tmp_path))
    try:
        importlib.import_module(GAME)
        yield GAME
    finally:
        forget(GAME)
        for name in [m for m in sys.modules if m == GAME or m.startswith(f"{GAME}.")]:
            del sys.modules[name]


def test_importing_the_package_declares_the_game_without_its_rules(counters: str) -> None:
    assert [m.id for m in all_metas()][-1] == counters  # after the built-in games
    meta = get_meta(counters)
    assert (meta.min_players, meta.max_players, meta.name.key) == (2, 2, "ct.name")
    assert not is_loaded(counters) and "counters.rules" not in sys.modules
    declared = declaration_of(counters)
    assert declared is not None and (declared.folder / declared.picture).is_file()
    assert type(get_game(counters)).__name__ == "Counters" and "counters.rules" in sys.modules
    assert sys.modules[counters].GAME is get_game(counters)


def test_the_home_page_lists_it_and_the_setup_form_offers_its_option(counters: str) -> None:
    app = Controller(SaveStore(MemoryStore()), "en", clock=lambda: 0.0)
    home = render_screen(app.ui, [], 0)
    assert f'data-game="{counters}"' in home and "Counters" in home
    assert f'src="./assets/games/{counters}.svg"' in home
    app.command("new", counters)
    assert app.ui.screen == "setup"
    assert "Counters in the pile" in render_screen(app.ui, [], 0)
    app.command("start")
    assert app.ui.screen == "table" and app.ui.match is not None and app.ui.match.game.meta.id == counters
    assert "<svg" in render_screen(app.ui, [], 0)


def test_it_plays_to_the_end_and_passes_the_conformance_checks(counters: str) -> None:
    chooser = random.Random(1)
    match = Match.new(counters, 2, seed=1)
    while not match.is_over:
        check_undo(match)
        match = match.apply(chooser.choice(match.legal_actions()))
    assert len(match.winners()) == 1 and match.state["pile"] == 0
    check_replay(match)
    for seed in (1, 2, 3):
        final = random_playout(counters, 2, seed, every_step=True)
        assert {e.text.key for e in final.entries} <= CATALOGS["en"].keys() & CATALOGS["es"].keys()
    drawn_playout(counters, 2, {"counters": 5}, 4)


def test_the_bench_screenshots_and_golden_files_find_it(counters: str) -> None:
    bench = bench_match(counters)
    assert bench is not None and bench.to_move in (0, 1) and [s["name"] for s in bench.seats] == ["P1", "P2"]
    found = list(screenshots.positions(counters))
    assert [p.name for p in found] == ["setup", "mid", "handoff", "end"] and found[-1].match.is_over
    assert [len(p.match.seats) for p in found] == [2] * 4
    (run,) = [r for r in make_golden.runs() if r.game == counters]
    assert run.name == "counters-2p.jsonl"
    assert make_golden.action_counts(make_golden.record(run)).keys() == {"take", "chance:first"}


def test_a_game_may_not_take_a_built_in_games_id(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(EXAMPLE, tmp_path / "first_landing", ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(ValueError, match="duplicate game id first_landing"):
        importlib.import_module("first_landing")
    assert "first_landing" not in sys.modules  # a failed import leaves nothing behind
    assert declaration_of("first_landing").package == "pyengine.games.first_landing"  # type: ignore[union-attr]


def test_once_forgotten_it_is_gone(counters: str) -> None:
    forget(counters)
    assert counters not in [m.id for m in all_metas()]
    assert bench_match(counters) is None
    with pytest.raises(ValueError):
        forget("first_landing")  # a built-in game stays


def test_the_option_choices_the_declarations_read_agree_with_the_rules_tables() -> None:
    """The declarations read their choices from small modules (the home page ships them, not the
    data tables): the choices are the tables' own."""
    from pyengine.games.tinyforming_mars import data as tm_data
    from pyengine.games.tinyforming_mars import options as tm_options

    assert set(tm_options.MAP_NAMES) == set(tm_data.MAPS)
    assert set(tm_options.DECK_SIZES) == set(tm_data.DECKS)
