"""Saved games in the browser: export/import, corrupt storage kept aside, refused files, names as text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import TABLE, lang_of, open_app, reveal, roll, seats, start
from playwright.sync_api import Page, expect

import pyengine.games  # noqa: F401 - registers the games and their messages
from pyengine.core.messages import msg
from pyengine.i18n import translate

pytestmark = pytest.mark.e2e

HOME = '#app[data-screen="home"]'
EVIL = "<img src=x onerror=alert(1)>"


def start_game(page: Page, names: tuple[str, str]) -> None:
    """A new two-player First Landing game (seed 5) handed to the first player, who rolls."""
    start(page, "first_landing", seats(names))
    reveal(page)  # pass-and-play hand-over to the first player
    roll(page)


def go_home(page: Page) -> None:
    page.click('[data-command="home"]')
    expect(page.locator(HOME)).to_be_attached()


def storage(page: Page) -> dict[str, str]:
    """A copy of localStorage."""
    return dict(page.evaluate("Object.fromEntries(Object.entries(localStorage))"))


def test_export_then_import_gives_the_same_game(page: Page, tmp_path: Path) -> None:
    page = open_app(page)
    start_game(page, ("Ana", "Bo"))
    page.locator('#board [data-legal="1"]').first.click()
    original = page.locator("#app").get_attribute("data-state-hash")
    go_home(page)
    with page.expect_download() as download_info:
        page.locator('.save [data-command="export"]').first.click()
    exported = tmp_path / download_info.value.suggested_filename
    download_info.value.save_as(exported)
    assert json.loads(exported.read_text(encoding="utf-8"))["format"] == "spacetable-save"

    page.set_input_files("#import-file", str(exported))
    expect(page.locator(TABLE)).to_be_attached()
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(original))
    go_home(page)
    expect(page.locator(".save")).to_have_count(2)


def test_a_corrupt_entry_is_reported_kept_aside_and_the_app_keeps_working(page: Page) -> None:
    page = open_app(page)
    start_game(page, ("Ana", "Bo"))
    route = page.url.split("/spacetable/", 1)[1]
    page.evaluate(
        """() => {
          const index = JSON.parse(localStorage.getItem("spacetable.v1.index"));
          for (const [id, entry] of Object.entries(index.saves)) {
            localStorage.removeItem(`spacetable.v1.save.${id}.${entry.slot === "a" ? "b" : "a"}`);
            localStorage.setItem(`spacetable.v1.save.${id}.${entry.slot}`, "{corrupt");
          }
        }"""
    )
    page.reload()
    page = open_app(page, route)
    expect(page.locator(HOME)).to_be_attached()
    lang = lang_of(page)
    notice = page.locator("#notice")
    expect(notice).to_contain_text(translate(msg("core.error.not_json"), lang))
    expect(notice).to_have_attribute("data-kind", "error")
    kept = {k: v for k, v in storage(page).items() if k.startswith("spacetable.v1.quarantine.")}
    assert list(kept.values()) == ["{corrupt"]
    expect(page.locator(".quarantine-note")).to_be_visible()
    start_game(page, ("Cy", "Di"))  # still usable


def test_a_full_storage_keeps_the_previous_save_and_the_game_goes_on(page: Page) -> None:
    page = open_app(page)
    start_game(page, ("Ana", "Bo"))
    route = page.url.split("/spacetable/", 1)[1]
    saved = page.locator("#app").get_attribute("data-state-hash")
    page.evaluate(
        """() => {
          window.realSetItem = Storage.prototype.setItem;
          Storage.prototype.setItem = function () { throw new DOMException("full", "QuotaExceededError"); };
        }"""
    )
    page.get_by_role("button", name=translate(msg("fl.action.end_turn"), lang_of(page)), exact=True).click()
    expect(page.locator("#notice")).to_have_text(translate(msg("ui.storage.quota_kept"), lang_of(page)))
    expect(page.locator(".curtain")).to_contain_text("Bo")  # the game went on in memory
    page.evaluate("() => { Storage.prototype.setItem = window.realSetItem; }")
    page.reload()
    page = open_app(page, route)
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(saved))


def test_refused_imports_keep_saves_and_names_render_as_text(page: Page, tmp_path: Path) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page = open_app(page)
    start_game(page, (EVIL, "Bo"))
    expect(page.locator("#status")).to_contain_text("<img src=x onerror=alert")
    assert page.locator("#app img").count() == 0
    saved = page.evaluate("localStorage.getItem('spacetable.v1.index')")
    go_home(page)
    expect(page.locator(".save-title")).to_contain_text("<img src=x")
    lang = lang_of(page)

    page.set_input_files(
        "#import-file", files=[{"name": "huge.json", "mimeType": "application/json", "buffer": b" " * 2_100_000}]
    )
    expect(page.locator("#notice")).to_contain_text(translate(msg("core.error.too_large", limit=2000), lang))

    forged = {
        "format": "spacetable-save",
        "schema": 1,
        "game": "first_landing",
        "seats": [{"name": "X", "color": "red"}, {"name": "Y", "color": "blue"}],
        "options": {},
        "seed": 1,
        "actions": [{"player": 0, "action": {"type": "claim", "target": "hex:0,0"}}],
    }
    forged_file = tmp_path / "forged.json"
    forged_file.write_text(json.dumps(forged), encoding="utf-8")
    page.set_input_files("#import-file", str(forged_file))
    expect(page.locator("#notice")).to_contain_text(translate(msg("core.error.tampered", step=1), lang))

    expect(page.locator(HOME)).to_be_attached()
    expect(page.locator(".save")).to_have_count(1)
    assert page.evaluate("localStorage.getItem('spacetable.v1.index')") == saved
    assert page.locator("#app img:not(.game-picture)").count() == 0 and dialogs == []  # only the games' pictures


def test_a_valid_json_but_malformed_slot_is_kept_aside_and_the_earlier_copy_opens(page: Page) -> None:
    page = open_app(page)
    start(page, "first_landing", seats(("Ana", "Bo")))
    earlier = page.locator("#app").get_attribute("data-state-hash")  # the copy saved at the start
    reveal(page)
    roll(page)  # a second copy, in the other slot
    route = page.url.split("/spacetable/", 1)[1]
    bad = page.evaluate(
        """() => {
          const index = JSON.parse(localStorage.getItem("spacetable.v1.index"));
          const id = index.current, key = `spacetable.v1.save.${id}.${index.saves[id].slot}`;
          const save = JSON.parse(localStorage.getItem(key));
          save.seats[0].color = ["red"];  // valid JSON, but no colour: the loader once crashed on it
          const text = JSON.stringify(save);
          localStorage.setItem(key, text);
          return text;
        }"""
    )
    page.reload()
    page = open_app(page, route)
    expect(page.locator(TABLE)).to_be_attached()
    expect(page.locator("#app")).to_have_attribute("data-state-hash", str(earlier))
    lang = lang_of(page)
    expect(page.locator("#notice")).to_contain_text(translate(msg("core.error.bad_color", seat=1), lang))
    kept = {k: v for k, v in storage(page).items() if k.startswith("spacetable.v1.quarantine.")}
    assert list(kept.values()) == [bad]  # word for word
    reveal(page)
    roll(page)  # still playable, and saved again
    go_home(page)
    expect(page.locator(".quarantine-note")).to_be_visible()
