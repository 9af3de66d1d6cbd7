"""Settings (stored choices, palette, public hands), local statistics and the turn announcer."""

import itertools
import json
import re
from pathlib import Path

import pytest
from spacetable_web.controller import Controller, Download
from spacetable_web.settings import CHOICES, SAFE_PALETTE, Settings
from spacetable_web.stats import collect, export_data
from spacetable_web.storage import INDEX_KEY, SETTINGS_KEY, SaveStore
from spacetable_web.views import announcement, render_screen

from pyengine.core import Match
from pyengine.core.seats import PALETTE
from pyengine.i18n import CATALOGS
from tests.web.fakes import FullStore
from tests.web.test_views import EVIL, parsed

APP_CSS = Path(__file__).resolve().parents[2] / "public" / "app.css"
TWO = {"seat-name-0": "Ana", "seat-color-0": "red", "seat-name-1": "Bo", "seat-color-1": "blue", "seed": "5"}


def make(backing: FullStore | None = None) -> Controller:
    return Controller(SaveStore(backing or FullStore()), "en", clock=lambda: 1000.0, seeder=lambda: 7)


def new_table(app: Controller, fields: dict[str, str] = TWO) -> None:
    app.start("")
    app.command("new", "first_landing")
    app.command("start", fields=fields)


def finish(app: Controller) -> None:
    """Play the open game to its end through the controller (always the last legal action)."""
    while app.ui.match is not None and not app.ui.match.is_over:
        app.command("reveal")
        app.command("act", json.dumps(app.ui.match.legal_actions()[-1]))


def screen_html(app: Controller) -> str:
    return render_screen(app.ui, app.store.saves(), 0)


# --- settings ---------------------------------------------------------------------------
def test_settings_read_unknown_or_damaged_values_as_defaults() -> None:
    assert Settings.from_data(None) == Settings()
    damaged = {"palette": "safe", "motion": 3, "speed": "warp", "future": 1}
    assert Settings.from_data(damaged) == Settings(palette="safe")
    assert Settings().choose("speed", "slow") == Settings(speed="slow")
    assert Settings().choose("speed", "warp") is None and Settings().choose("colour", "safe") is None
    assert Settings(hands="public").public_hands and not Settings().public_hands


def test_choices_are_stored_beside_the_language_and_unknown_keys_are_kept() -> None:
    backing = FullStore()
    backing.setItem(SETTINGS_KEY, json.dumps({"lang": "es", "from_a_newer_version": True}))
    app = make(backing)
    assert app.ui.lang == "es"
    app.command("setting", "palette:safe")
    app.command("setting", "motion:reduce")
    app.command("setting", "speed:nonsense")
    app.command("lang", "en")
    stored = json.loads(backing.getItem(SETTINGS_KEY) or "")
    assert stored == {
        "lang": "en",
        "from_a_newer_version": True,
        "palette": "safe",
        "motion": "reduce",
        "speed": "normal",
        "hands": "hidden",
        "previews": "on",
    }
    assert make(backing).ui.settings == Settings(palette="safe", motion="reduce")


def test_settings_open_from_a_table_and_back_returns_to_it_behind_the_curtain() -> None:
    app = make()
    new_table(app)
    app.command("reveal")
    table_route = app.route
    app.command("settings")
    assert app.ui.screen == "settings" and app.route == "#settings"
    markup = screen_html(app)
    assert 'data-command="back"' in markup and 'data-arg="palette:safe"' in markup
    assert 'data-persisted="unknown"' in markup
    app.command("stats")
    assert app.ui.screen == "stats"
    app.command("back")
    assert app.route == table_route and app.ui.curtain == 0  # reopened from its save


def test_public_hands_skip_the_hand_over_screen() -> None:
    app = make()
    app.command("setting", "hands:public")
    new_table(app)
    assert app.ui.curtain is None
    app.command("act", json.dumps({"type": "roll"}))
    app.command("act", json.dumps({"type": "end_turn"}))
    assert app.ui.curtain is None and app.ui.match is not None and app.ui.match.to_move == 1


def test_storage_panel_shows_persistence_and_how_much_the_saves_use() -> None:
    app = make()
    new_table(app)
    saves, total = app.store.usage()
    assert 0 < saves <= total
    assert saves == 2 * sum(len(k) + len(v) for k, v in app.store.store.items.items() if k != SETTINGS_KEY)  # type: ignore[attr-defined]
    app.command("settings")
    app.set_persisted(True)
    markup = screen_html(app)
    assert 'data-persisted="yes"' in markup and f'data-bytes="{saves}"' in markup
    assert "Saved games: 1," in markup


def test_every_screen_header_reaches_the_settings() -> None:
    app = make()
    app.start("")
    screens = [screen_html(app)]
    app.command("new", "first_landing")
    screens.append(screen_html(app))
    app.command("start", fields=TWO)
    screens.append(screen_html(app))  # the curtain
    app.command("reveal")
    screens.append(screen_html(app))
    app.command("replay")
    screens.append(screen_html(app))
    app.command("stats")
    screens.append(screen_html(app))
    assert all('data-command="settings"' in s for s in screens)


# --- the colour-blind safe palette ------------------------------------------------------
# Machado, Oliveira & Fernandes (2009), severity 1.0, on linear RGB.
CVD = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
}


def _lab(hex_colour: str, matrix: tuple[tuple[float, ...], ...]) -> tuple[float, float, float]:
    """CIELAB (D65) of a colour as seen with a colour-vision deficiency."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    rgb = [linear(int(hex_colour[i : i + 2], 16) / 255) for i in (1, 3, 5)]
    r, g, b = (min(1.0, max(0.0, sum(m * v for m, v in zip(row, rgb, strict=True)))) for row in matrix)
    x, y, z = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089,
    )

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def worst_distance(palette: dict[str, str]) -> float:
    """The smallest colour difference (CIE76) between two seat colours under any deficiency."""
    return min(
        sum((p - q) ** 2 for p, q in zip(_lab(a, m), _lab(b, m), strict=True)) ** 0.5
        for m in CVD.values()
        for a, b in itertools.combinations(palette.values(), 2)
    )


def test_the_safe_palette_keeps_every_seat_colour_distinct_under_colour_blindness() -> None:
    assert set(SAFE_PALETTE) == set(PALETTE)
    assert worst_distance({c: fill for c, (fill, _) in PALETTE.items()}) < 10  # why the option exists
    assert worst_distance(SAFE_PALETTE) > 25


def test_app_css_redraws_every_standard_fill_in_the_safe_palette() -> None:
    css = APP_CSS.read_text(encoding="utf-8")
    for colour, safe in SAFE_PALETTE.items():
        standard = PALETTE[colour][0]
        if safe == standard:
            continue
        assert f'[data-palette="safe"] [fill="{standard}"] {{ fill: {safe}; }}' in css
        assert f'[data-palette="safe"] .seat-{colour} .seat-symbol {{ background: {safe}; }}' in css


def test_every_setting_choice_has_a_text_in_both_languages() -> None:
    for name, values in CHOICES.items():
        for value in values:
            assert f"ui.settings.{name}.{value}" in CATALOGS["es"]
            assert f"ui.settings.{name}.{value}" in CATALOGS["en"]


# --- statistics ---------------------------------------------------------------------------
def test_statistics_count_games_win_rates_and_lengths_from_the_saves() -> None:
    app = make()
    new_table(app)
    finish(app)
    first = app.ui.match
    assert first is not None and first.is_over
    new_table(app, {**TWO, "seat-name-0": "Bo", "seat-name-1": "Cy", "seed": "6"})  # left unfinished
    stats = collect(app.store.saves(), app.store.peek)
    assert len(stats) == 1 and stats[0].played == 2 and len(stats[0].finished) == 1
    winners = {first.seats[w]["name"] for w in first.winners()}
    assert {n for n, tally in stats[0].by_name.items() if tally.wins} == winners
    assert set(stats[0].by_name) == {"Ana", "Bo"}  # only finished games count for win rates
    assert stats[0].average_actions == sum(1 for e in first.entries if e.actor >= 0)
    assert stats[0].average_rounds == first.state["rounds"]
    assert sum(t.finished for t in stats[0].by_seat.values()) == 2


def test_saves_of_older_versions_without_a_summary_are_replayed_read_only() -> None:
    backing = FullStore()
    app = make(backing)
    new_table(app)
    finish(app)
    index = json.loads(backing.getItem(INDEX_KEY) or "")
    for entry in index["saves"].values():
        del entry["summary"]
    backing.setItem(INDEX_KEY, json.dumps(index))
    before = dict(backing.items)
    stats = collect(app.store.saves(), app.store.peek)
    assert len(stats[0].finished) == 1 and backing.items == before


def test_statistics_screen_and_export() -> None:
    app = make()
    new_table(app, {**TWO, "seat-name-0": EVIL})
    finish(app)
    app.command("stats")
    markup = screen_html(app)
    assert "<img" not in markup and "&lt;img" in markup
    assert 'data-game="first_landing"' in markup and "Win rate" in markup
    effect = app.command("stats-export")
    assert isinstance(effect, Download) and effect.filename.endswith(".json")
    data = json.loads(effect.text)
    assert data["format"] == "spacetable-stats" and data["games"][0]["finished"] == 1
    assert data == json.loads(json.dumps(export_data(collect(app.store.saves(), app.store.peek), 1000.0)))


def test_an_empty_device_has_a_statistics_screen_too() -> None:
    app = make()
    app.start("#stats")
    assert app.ui.screen == "stats" and "No games saved" in screen_html(app)


@pytest.mark.parametrize(("lang", "other"), [("es", "en"), ("en", "es")])
def test_settings_and_statistics_speak_only_the_chosen_language(lang: str, other: str) -> None:
    app = make()
    app.command("lang", lang)
    new_table(app)
    finish(app)
    foreign = {v for k, v in CATALOGS[other].items() if k.startswith("ui.") and v != CATALOGS[lang][k] and "{" not in v}
    foreign -= {CATALOGS[other]["ui.lang.es"], CATALOGS[other]["ui.lang.en"]}
    for screen in ("settings", "stats"):
        app.command(screen)
        readable = "\n".join(parsed(screen_html(app)).texts)
        assert [s for s in foreign if len(s) > 4 and re.search(rf"(?<!\w){re.escape(s)}(?!\w)", readable)] == []


# --- announcements --------------------------------------------------------------------------
def test_the_announcer_reads_what_just_happened_and_whose_turn_it_is() -> None:
    app = make()
    new_table(app)
    assert announcement(app.ui, 0).endswith("Pass the tablet to Ana.")
    app.command("reveal")
    match = app.ui.match
    assert match is not None
    seen = len(match.entries)
    app.command("act", json.dumps({"type": "roll"}))
    said = announcement(app.ui, seen)
    assert "Ana" in said and said.startswith("Ana ") and "Ana decides:" in said
    app.command("home")
    assert announcement(app.ui, 0) == ""


def test_announcements_name_the_player_for_every_game() -> None:
    match = Match.new("migration_mars", [{"name": "Ana", "color": "red"}, {"name": "Bo", "color": "blue"}], seed=3)
    app = make()
    app.ui = app.ui.__class__(screen="table", match=match, lang="es")
    assert "Decide " in announcement(app.ui, 0)
