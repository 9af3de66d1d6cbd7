"""The hint warm-up (botplay.prepare_for_hints): a table with hints on boots the bot worker after a
moment, but never while the browser is offline (the boot would only fail, fetching a runtime the
cache may not hold) and never after the player left the table."""

from __future__ import annotations

import asyncio
import sys
import types
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace
from typing import Any

import pytest


class FakeBots:
    """window.spacetableBots: records the games the worker was asked to load."""

    def __init__(self) -> None:
        self.prepared: list[str] = []

    def prepare(self, game_id: str) -> None:
        self.prepared.append(game_id)


@pytest.fixture
def botplay(monkeypatch: pytest.MonkeyPatch) -> Any:
    """web/spacetable_web/botplay.py imported against a fake `pyscript` (window and ffi)."""
    window = SimpleNamespace(navigator=SimpleNamespace(onLine=True), console=SimpleNamespace(error=print))
    pyscript = types.ModuleType("pyscript")
    pyscript.window = window  # type: ignore[attr-defined]
    ffi = types.ModuleType("pyscript.ffi")
    ffi.is_none = lambda value: value is None  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "pyscript", pyscript)
    monkeypatch.setitem(sys.modules, "pyscript.ffi", ffi)
    monkeypatch.delitem(sys.modules, "spacetable_web.botplay", raising=False)
    import spacetable_web.botplay as module

    monkeypatch.setattr(module, "HINT_WARMUP", 0.0)
    yield module, window
    sys.modules.pop("spacetable_web.botplay", None)


def run(coroutine: Any) -> None:
    """Run a coroutine to its end on its own thread (a browser test may hold this thread's loop)."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, coroutine).result()


def runner(module: Any, screen: str = "table") -> tuple[Any, FakeBots]:
    """A BotRunner at a First Landing table with hints on, its worker not started."""
    bots = FakeBots()
    ui = SimpleNamespace(
        screen=screen,
        coach=SimpleNamespace(enabled=True),
        match=SimpleNamespace(game=SimpleNamespace(meta=SimpleNamespace(id="first_landing"))),
    )
    run = object.__new__(module.BotRunner)
    run.app, run.js, run.mode, run.prepared = SimpleNamespace(controller=SimpleNamespace(ui=ui)), bots, "", set()
    run.warming = None
    return run, bots


def test_online_at_the_table_the_worker_loads_the_game_for_the_first_hint(botplay: Any) -> None:
    module, _ = botplay
    bot, bots = runner(module)
    run(bot.prepare_for_hints())
    assert bots.prepared == ["first_landing"]


def test_offline_nothing_is_fetched_and_the_next_table_tries_again(botplay: Any) -> None:
    module, window = botplay
    window.navigator.onLine = False
    bot, bots = runner(module)
    bot.warming = "pending"
    run(bot.prepare_for_hints())
    assert bots.prepared == [] and bot.warming is None


def test_a_table_left_before_the_moment_boots_nothing(botplay: Any) -> None:
    module, _ = botplay
    bot, bots = runner(module, screen="home")
    run(bot.prepare_for_hints())
    assert bots.prepared == []
