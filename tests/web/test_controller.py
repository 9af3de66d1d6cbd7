"""Screen flows of the controller: new game, play, undo, saves, import and bad input."""

import json

import pytest
from spacetable_web.benchpos import tap_target
from spacetable_web.bots import undoable
from spacetable_web.controller import MAX_IMPORT_BYTES, Controller, Download
from spacetable_web.storage import SaveStore, save_key
from spacetable_web.views import render_screen

from pyengine.core import Match
from pyengine.core.saves import dumps
from tests.web.fakes import FullStore

TWO_PLAYERS = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "5"}


def make_controller(backing: FullStore | None = None) -> Controller:
    return Controller(SaveStore(backing or FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)


def started(backing: FullStore | None = None) -> Controller:
    """A controller at the table of a fresh two-player First Landing game."""
    app = make_controller(backing)
    app.start("")
    app.command("new", "first_landing")
    app.command("start", fields=TWO_PLAYERS)
    app.command("reveal")
    return app


def act(app: Controller, action: dict[str, object]) -> None:
    app.command("act", json.dumps(action))


def test_new_game_opens_the_table_and_saves_it() -> None:
    app = started()
    assert app.ui.screen == "table" and app.ui.match is not None
    assert [s["name"] for s in app.ui.match.seats] == ["Ana", "Bo"]
    assert app.ui.match.seed == 5
    assert app.route == f"#play/{app.ui.save_id}"
    assert [s.id for s in app.store.saves()] == [app.ui.save_id]


def test_an_empty_seed_is_drawn_and_bad_setup_is_refused_with_a_reason() -> None:
    app = make_controller()
    app.command("new", "first_landing")
    app.command("start", fields={**TWO_PLAYERS, "seed": ""})
    assert app.ui.match is not None and app.ui.match.seed == 7
    app.command("new", "first_landing")
    app.command("start", fields={**TWO_PLAYERS, "seat-color-1": "red"})
    assert app.ui.screen == "setup"
    assert app.ui.notice is not None and app.ui.notice.message.key == "core.error.duplicate_color"
    app.command("start", fields={**TWO_PLAYERS, "seed": "abc"})
    assert app.ui.notice is not None and app.ui.notice.message.key == "core.error.bad_seed"


def test_seats_can_be_added_keeping_typed_names() -> None:
    app = make_controller()
    app.command("new", "first_landing")
    app.command("add-seat", fields=TWO_PLAYERS)
    assert app.ui.setup is not None
    assert [name for name, _ in app.ui.setup.seats][:2] == ["Ana", "Bo"]
    assert len({color for _, color in app.ui.setup.seats}) == 3


def test_board_clicks_act_or_explain_why_not() -> None:
    app = started()
    act(app, {"type": "roll"})
    app.command("target", "hex:0,0")
    assert app.ui.notice is not None and app.ui.notice.message.key == "fl.illegal.first_on_edge"
    edge = next(a["target"] for a in app.ui.match.legal_actions() if "target" in a)  # type: ignore[union-attr]
    app.command("target", edge)
    assert app.ui.preview and app.ui.match.state["owner"] == {}  # type: ignore[union-attr]
    app.command("target", edge)  # the second takes it
    assert app.ui.match is not None and app.ui.match.state["owner"] == {edge.removeprefix("hex:"): 0}
    assert app.ui.notice is None


def test_a_click_before_any_target_is_known_gets_a_generic_reason() -> None:
    app = started()
    app.command("target", "hex:0,0")
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.table.nothing_here"


def test_forged_or_stale_buttons_are_refused() -> None:
    app = started()
    before = app.ui.match.state_hash()  # type: ignore[union-attr]
    app.command("act", '{"type": "end_turn"}')
    assert app.ui.notice is not None and app.ui.notice.message.key == "core.illegal.not_available"
    app.command("act", "not json")
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.table.stale_move"
    app.command("act", '{"type": "claim"}')  # no field name reaches the player: "choose it again"
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.table.stale_move"
    assert app.ui.match.state_hash() == before  # type: ignore[union-attr]


def test_undo_goes_back_one_action_and_is_refused_across_dice_and_players() -> None:
    app = started()
    act(app, {"type": "roll"})
    app.command("undo")
    assert app.ui.notice is not None and app.ui.notice.message.key == "core.illegal.cannot_undo"
    before = app.ui.match.state_hash()  # type: ignore[union-attr]
    edge = next(a["target"] for a in app.ui.match.legal_actions() if "target" in a)  # type: ignore[union-attr]
    app.command("target", edge)
    app.command("confirm")
    assert app.ui.match.state_hash() != before  # type: ignore[union-attr]
    app.command("undo")  # the player's own claim, in their own turn
    assert app.ui.match.state_hash() == before  # type: ignore[union-attr]
    act(app, {"type": "end_turn"})
    app.command("reveal")
    after = app.ui.match.state_hash()  # type: ignore[union-attr]
    app.command("undo")  # the next player may not take back the previous player's end of turn
    assert app.ui.notice is not None and app.ui.notice.message.key == "core.illegal.cannot_undo"
    assert app.ui.match.state_hash() == after  # type: ignore[union-attr]


def test_pass_and_play_hides_the_next_players_view_until_they_ask() -> None:
    app = started()
    act(app, {"type": "roll"})
    assert app.ui.curtain is None  # the same player goes on
    act(app, {"type": "end_turn"})
    assert app.ui.curtain == 1
    before = app.ui.match.state_hash()  # type: ignore[union-attr]
    act(app, {"type": "roll"})
    app.command("target", "hex:2,-2")
    assert app.ui.match.state_hash() == before  # type: ignore[union-attr]
    app.command("reveal")
    act(app, {"type": "roll"})
    assert app.ui.match.state_hash() != before  # type: ignore[union-attr]


def test_a_reloaded_secret_game_opens_behind_the_curtain() -> None:
    backing = FullStore()
    app = started(backing)
    reloaded = make_controller(backing)
    reloaded.start(app.route)
    assert reloaded.ui.curtain == 0


def test_every_action_is_autosaved_and_a_reload_resumes_the_same_state() -> None:
    backing = FullStore()
    app = started(backing)
    act(app, {"type": "roll"})
    route, state_hash = app.route, app.ui.match.state_hash()  # type: ignore[union-attr]
    reloaded = make_controller(backing)
    reloaded.start(route)
    assert reloaded.ui.screen == "table"
    assert reloaded.ui.match.state_hash() == state_hash  # type: ignore[union-attr]


def test_a_full_store_keeps_the_game_playable_and_the_previous_save() -> None:
    backing = FullStore()
    app = started(backing)
    saved_hash = app.ui.match.state_hash()  # type: ignore[union-attr]
    backing.full = True
    act(app, {"type": "roll"})
    assert app.ui.notice is not None and app.ui.notice.message.key == "ui.storage.quota_kept"
    assert app.ui.match is not None and app.ui.match.state["phase"] == "build"
    assert app.store.load(app.ui.save_id or "", 0).match.state_hash() == saved_hash


def test_a_corrupt_save_gives_a_message_and_home_keeps_working() -> None:
    backing = FullStore()
    app = started(backing)
    save_id = app.ui.save_id or ""
    backing.setItem(save_key(save_id, "a"), "{broken")
    reloaded = make_controller(backing)
    reloaded.start(f"#play/{save_id}")
    assert reloaded.ui.screen == "home"
    assert reloaded.ui.notice is not None and reloaded.ui.notice.message.key == "ui.storage.quarantined"
    assert "{broken" in backing.items.values()
    kept = reloaded.command("export-kept")
    assert isinstance(kept, Download) and list(json.loads(kept.text).values()) == ["{broken"]
    reloaded.command("new", "first_landing")
    assert reloaded.ui.screen == "setup"


def test_export_then_import_gives_the_same_game_as_a_new_save() -> None:
    app = started()
    act(app, {"type": "roll"})
    original = app.ui.match.state_hash()  # type: ignore[union-attr]
    download = app.command("export", app.ui.save_id or "")
    assert isinstance(download, Download) and download.filename.endswith(".json")
    app.command("home")
    app.import_text(download.text)
    assert app.ui.screen == "table" and app.ui.match.state_hash() == original  # type: ignore[union-attr]
    assert len(app.store.saves()) == 2


def test_bad_imports_are_refused_and_change_nothing() -> None:
    app = started()
    app.command("home")
    before = dict(app.store.store.items)  # type: ignore[attr-defined]
    other_game = json.loads(dumps(Match.new("first_landing", 2, seed=1)))
    other_game["actions"] = [{"player": 0, "action": {"type": "build_dome"}}]
    bad_inputs = {
        "{oops": "core.error.not_json",
        json.dumps({**other_game, "game": "nope"}): "core.error.unknown_game",
        json.dumps({**other_game, "schema": 7}): "core.error.newer_schema",
        json.dumps({**other_game, "schema": 0}): "core.error.older_schema",
        json.dumps(other_game): "core.error.tampered",
        "x" * (MAX_IMPORT_BYTES + 1): "core.error.too_large",
    }
    for content, reason in bad_inputs.items():
        app.import_text(content)
        assert app.ui.screen == "home"
        assert app.ui.notice is not None and app.ui.notice.message.params["reason"].key == reason
    assert app.store.store.items == before  # type: ignore[attr-defined]


def test_delete_needs_confirmation() -> None:
    app = started()
    save_id = app.ui.save_id or ""
    app.command("home")
    app.command("delete", save_id)
    assert app.ui.confirm_delete == save_id and len(app.store.saves()) == 1
    app.command("delete-confirm", save_id)
    assert app.store.saves() == []


def test_language_choice_is_remembered() -> None:
    backing = FullStore()
    app = make_controller(backing)
    app.command("lang", "es")
    assert make_controller(backing).ui.lang == "es"
    app.command("lang", "fr")
    assert app.ui.lang == "es"


def test_bench_route_opens_a_rolled_table_that_is_not_saved() -> None:
    app = make_controller()
    app.start("#bench")
    assert app.ui.match is not None and app.ui.match.state["phase"] == "build"
    assert app.route == "#bench" and app.store.saves() == []


def test_migration_mars_bench_route_opens_a_mid_game_board_where_one_tap_acts() -> None:
    app = make_controller()
    app.start("#bench/migration_mars")
    match = app.ui.match
    assert match is not None and len({s["owner"] for s in match.state["structures"].values()}) >= 4
    target = tap_target(match)
    assert target is not None
    app.target(target)
    assert app.ui.match is not match and app.ui.match.can_undo
    assert app.route == "#bench/migration_mars" and app.store.saves() == []


@pytest.mark.parametrize("game", ["first_landing", "migration_mars", "tinyforming_mars", "walking_moon"])
def test_each_bench_route_opens_a_board_where_one_tap_acts_and_the_table_offers_undo(game: str) -> None:
    """The tap bench taps the target, then the Undo button: both must be there at every step."""
    app = make_controller()
    app.start("#bench" if game == "first_landing" else f"#bench/{game}")
    match = app.ui.match
    assert match is not None and match.game.meta.id == game
    target = tap_target(match)
    assert target is not None
    app.target(target)
    assert app.ui.match is not match and undoable(app.ui.match, app.ui.bots)
    app.undo()
    assert app.ui.match is not None and app.ui.match.state == match.state and tap_target(app.ui.match) == target
    assert app.store.saves() == []


def test_an_unknown_bench_route_opens_home() -> None:
    app = make_controller()
    app.start("#bench/nonesuch")
    assert app.ui.screen == "home"


def test_continue_opens_the_most_recent_game() -> None:
    app = started()
    save_id = app.ui.save_id
    app.command("home")
    app.command("continue")
    assert app.ui.screen == "table" and app.ui.save_id == save_id


def test_a_target_with_several_legal_actions_opens_a_choice_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    app = started()
    act(app, {"type": "roll"})
    match = app.ui.match
    assert match is not None
    edge = next(a for a in match.legal_actions() if "target" in a)
    twins = [edge, {**edge, "note": "twin"}]
    monkeypatch.setattr(type(match), "legal_actions", lambda self: list(twins))
    app.command("target", edge["target"])
    assert app.ui.choices == tuple(twins) and app.ui.choice_target == edge["target"]
    assert 'class="choice-menu"' in render_screen(app.ui, [], 0)
    app.command("close-menu")
    assert app.ui.choices == ()


def test_setting_the_ui_keeps_every_other_field_and_refuses_a_field_it_lacks() -> None:
    """with_changes is replace without its __init__: the same Ui, and a typo still raises."""
    from dataclasses import replace

    from spacetable_web.controller import Ui, with_changes

    before = Ui(lang="es", screen="table", tool="x")
    assert with_changes(before, {"screen": "home", "preview": "p"}) == replace(before, screen="home", preview="p")
    assert before.screen == "table"  # the old Ui is left as it was
    with pytest.raises(TypeError, match="scren"):
        with_changes(before, {"scren": "home"})
