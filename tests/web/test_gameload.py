"""Which games a command opens (their rules are fetched first in the browser) and installing a game's zip."""

from __future__ import annotations

import io
import sys
import zipfile
from pathlib import Path

import pytest
from spacetable_web.controller import Controller
from spacetable_web.gameload import (
    game_of_text,
    games_for_command,
    games_for_route,
    install_zip,
    missing,
)
from spacetable_web.storage import MemoryStore, SaveStore

from pyengine.core.registry import get_game


def controller_with_a_saved_game(game: str) -> tuple[Controller, str]:
    """A controller whose store holds one saved game of `game`, back on the home page."""
    controller = Controller(SaveStore(MemoryStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    controller.command("new", game)
    controller.command("start", "", {})
    save_id = controller.ui.save_id
    assert save_id is not None
    controller.command("home")
    return controller, save_id


def test_opening_a_game_and_starting_it_need_that_game() -> None:
    controller = Controller(SaveStore(MemoryStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)
    assert games_for_command(controller, "new", "tinyforming_mars") == ["tinyforming_mars"]
    controller.command("new", "tinyforming_mars")
    assert games_for_command(controller, "start", "") == ["tinyforming_mars"]
    assert games_for_command(controller, "home", "") == []
    assert games_for_command(controller, "continue", "") == []


def test_resuming_replaying_or_continuing_a_save_needs_its_game() -> None:
    controller, save_id = controller_with_a_saved_game("migration_mars")
    for name in ("resume", "replay"):
        assert games_for_command(controller, name, save_id) == ["migration_mars"]
    assert games_for_command(controller, "continue", "") == ["migration_mars"]
    assert games_for_command(controller, "resume", "no-such-save") == []
    assert games_for_command(controller, "stats", "") == []  # saves carry a summary: nothing replays


def test_a_reloaded_route_needs_the_game_it_shows() -> None:
    controller, save_id = controller_with_a_saved_game("first_landing")
    assert games_for_route(controller, f"#play/{save_id}") == ["first_landing"]
    assert games_for_route(controller, f"#replay/{save_id}") == ["first_landing"]
    assert games_for_route(controller, "#new/migration_mars") == ["migration_mars"]
    assert games_for_route(controller, "#bench/tinyforming_mars") == ["tinyforming_mars"]
    assert games_for_route(controller, "#bench") == ["first_landing"]
    assert games_for_route(controller, "") == []


def test_an_imported_file_names_its_game() -> None:
    assert game_of_text('{"game": "migration_mars", "actions": []}') == ["migration_mars"]
    assert game_of_text("not json") == []
    assert game_of_text('["a list"]') == []


def test_only_known_games_not_yet_loaded_are_missing() -> None:
    get_game("first_landing")
    assert missing(["first_landing", "no_such_game", "first_landing"]) == []


def test_an_installed_zip_makes_its_modules_importable(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("fetched_game_pkg/__init__.py", "VALUE = 41 + 1\n")
    sys.path.insert(0, str(tmp_path))
    try:
        install_zip(buffer.getvalue(), tmp_path)
        import fetched_game_pkg  # type: ignore[import-not-found]

        assert fetched_game_pkg.VALUE == 42
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("fetched_game_pkg", None)


def test_a_zip_reaching_outside_the_site_is_refused(tmp_path: Path) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr("../outside.py", "")
    with pytest.raises(ValueError):
        install_zip(buffer.getvalue(), tmp_path / "site")
    assert not (tmp_path / "outside.py").exists()
