"""The embed's pure logic: URL options, message validation, stepping, interactive tries, markup."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from spacetable_web.embed import Command, Embed, Options, origin_allowed, outgoing, parse_message, parse_options

from pyengine.core import Match
from pyengine.scenarios import shipped

OWN = "http://127.0.0.1:8000"
RUINS = shipped()["migration_mars/ruins"].read_text(encoding="utf-8")


def embed(**options: Any) -> Embed:
    view = Embed(Options(origins=(OWN,), **options), ["es-ES"])
    assert view.load_text(RUINS)
    return view


def test_url_options_are_read_and_unsafe_values_dropped() -> None:
    options = parse_options(
        "?scenario=scenarios/migration_mars/ruins.json&lang=es&step=3&interactive=1&panels=caption,bogus"
        "&origin=https://rules.example.org/,javascript:alert(1)",
        "",
        OWN,
    )
    assert options.scenario_url == "scenarios/migration_mars/ruins.json"
    assert (options.lang, options.step, options.interactive, options.panels) == ("es", 3, True, ("caption",))
    assert options.origins == (OWN.lower(), "https://rules.example.org")
    for url in ("https://evil.example/x.json", "//evil.example/x.json", "javascript:alert(1)", "a b"):
        assert parse_options(f"?scenario={url}", "", OWN).scenario_url is None
    assert parse_options("?lang=fr&step=-2", "", OWN).lang is None
    assert parse_options("", "#%7B%22format%22%3A1%7D", OWN).scenario_text == '{"format":1}'
    assert origin_allowed(OWN, (OWN,)) and not origin_allowed("null", (OWN,))


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"type": "spacetable:go-to-step", "step": 2}, Command("go-to-step", {"step": 2})),
        ({"type": "spacetable:set-language", "lang": "en"}, Command("set-language", {"lang": "en"})),
        (
            {"type": "spacetable:load-scenario", "url": "scenarios/migration_mars/ruins.json"},
            Command("load-scenario", {"url": "scenarios/migration_mars/ruins.json", "step": 0}),
        ),
        ('{"type": "spacetable:go-to-step", "step": 0}', Command("go-to-step", {"step": 0})),
    ],
)
def test_valid_messages_become_commands(data: Any, expected: Command) -> None:
    assert parse_message(data) == expected


@pytest.mark.parametrize(
    "data",
    [
        None,
        "not json",
        [1, 2],
        {"kind": "go-to-step"},
        {"type": "go-to-step", "step": 1},
        {"type": "spacetable:explode"},
        {"type": "spacetable:go-to-step"},
        {"type": "spacetable:go-to-step", "step": -1},
        {"type": "spacetable:go-to-step", "step": True},
        {"type": "spacetable:go-to-step", "step": "2"},
        {"type": "spacetable:go-to-step", "step": 1, "eval": "x"},
        {"type": "spacetable:set-language", "lang": "fr"},
        {"type": "spacetable:load-scenario"},
        {"type": "spacetable:load-scenario", "url": "https://evil.example/s.json"},
        {"type": "spacetable:load-scenario", "scenario": "text", "url": "a.json"},
        json.dumps({"type": "spacetable:load-scenario", "scenario": {"x": "y" * 600_000}}),
    ],
)
def test_malformed_messages_are_refused_with_a_reason(data: Any) -> None:
    assert isinstance(parse_message(data), str)


def test_stepping_through_a_scenario() -> None:
    view = embed()
    assert view.lang == "es" and view.step == 0 and view.steps == 5
    assert "rover de Azul" in view.caption()
    assert view.command("forward") and view.step == 1
    view.command("last")
    assert view.step == 5 and "Olympium" in view.caption()
    assert not view.command("forward")  # stays on the last step
    view.command("back")
    view.command("first")
    assert view.step == 0
    view.command("lang", "en")
    assert "Blue's rover" in view.caption()
    view.go(99)
    assert view.step == 5


def test_autoplay_advances_and_stops_at_the_end() -> None:
    view = embed()
    view.go(3)
    view.command("play")
    assert view.playing
    assert view.tick() and view.step == 4
    assert view.tick() and view.step == 5 and not view.playing
    assert not view.tick()
    view.command("play")  # from the end: starts again from the beginning
    assert view.step == 0 and view.playing
    view.command("back")
    assert not view.playing


def test_markup_has_controls_with_accessible_names_and_the_caption() -> None:
    view = embed()
    html = view.render()
    for name in ("Primer paso", "Paso anterior", "Reproducir los pasos", "Paso siguiente", "Último paso"):
        assert f'aria-label="{name}"' in html
    assert 'data-command="first" aria-label="Primer paso" title="Primer paso" disabled' in html
    assert 'role="toolbar"' in html and "Paso 0 de 5" in html and "<svg" in html
    assert 'data-command="reset"' not in html  # only in interactive mode
    view.go(2)
    assert 'class="highlight"' in view.render()


def test_panels_choose_what_is_shown() -> None:
    view = Embed(Options(origins=(OWN,), panels=("caption",)), ["en"])
    view.load_text(RUINS)
    html = view.render()
    assert 'id="controls"' not in html and "embed-title" not in html and 'id="caption"' in html


def test_an_invalid_scenario_shows_the_reason() -> None:
    view = Embed(Options(origins=(OWN,)), ["en"])
    assert not view.load_text('{"format": "spacetable-scenario", "version": 1, "game": "chess", "start": {}}')
    assert view.scenario is None and "chess" in (view.error or "")
    assert 'data-kind="error"' in view.render()
    assert view.state_message("ready")["error"]


def test_interactive_mode_tries_legal_moves_and_resets() -> None:
    view = embed(interactive=True)
    view.command("last")  # Yellow decides next: a board of legal targets
    match = view.match
    assert match is not None and match.to_move == 1
    targeted = [a for a in match.legal_actions() if "target" in a]
    view.target(targeted[0]["target"])
    assert view.trial is not None or view.choices
    view.command("reset")
    assert view.trial is None and view.step == 5
    roll = json.dumps({"type": "roll"})
    view.command("act", roll)
    view.command("act", json.dumps({"type": "fuel", "cells": 0}))  # fuel cells are chosen before the roll
    assert view.trial is not None and view.trial.entries[-1].actor == -1  # the dice were rolled for the try
    view.command("act", json.dumps({"type": "fly"}))
    assert view.notice
    view.target("hex:99,99")
    assert view.notice


def test_read_only_mode_ignores_taps_and_moves() -> None:
    view = embed()
    view.command("last")
    view.target("hex:0,5")
    view.command("act", json.dumps({"type": "roll"}))
    assert view.trial is None


def test_messages_to_the_host_say_where_the_embed_is() -> None:
    view = embed()
    view.go(2)
    message = view.state_message("step")
    assert message == outgoing(
        "step", scenario="mm-ruins", step=2, steps=5, lang="es", caption=view.caption(), error=None
    )
    assert message["type"] == "spacetable:step"
    assert view.key("ArrowRight") == "forward" and view.key("x") is None


def test_controls_are_drawn_icons_not_glyphs_the_fonts_may_lack() -> None:
    view = embed()
    controls = view.controls()
    for glyph in ("⏮", "⏭", "◀", "▶", "❚"):
        assert glyph not in controls
    assert controls.count('<svg class="icon"') == 5 and controls.count('aria-hidden="true"') == 5
    view.playing = True
    assert '<svg class="icon"' in view.controls() and "❚" not in view.controls()


@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        ("en", None, "No scenario to show"),
        ("es", None, "No hay escenario que mostrar"),
        ("en", "{not json", "This scenario cannot be shown: "),
        ("es", "{not json", "No se puede mostrar este escenario: "),
        ("en", '{"format": "spacetable-scenario", "version": 1, "game": "chess", "start": {}}', "chess"),
    ],
)
def test_a_missing_malformed_or_foreign_scenario_gets_a_caption(lang: str, text: str | None, expected: str) -> None:
    view = Embed(Options(origins=(OWN,), lang=lang), [lang])
    if text is not None:
        assert not view.load_text(text)
    assert expected in view.caption()
    assert 'data-kind="error"' in view.render() and expected.split(":")[0] in view.render()


def test_on_a_phone_width_a_board_with_a_narrow_shape_is_drawn_in_it() -> None:
    """The Artemis Project's regions stack one under another on a phone, in an embed as at the table;
    a game with one drawing (Migration: Mars) draws the same board at any width."""
    view = Embed(Options(origins=(OWN,)), ["en"])
    assert view.load_text(shipped()["artemis/exposure"].read_text(encoding="utf-8"))
    wide = view.board()
    view.narrow = True
    narrow = view.board()
    assert 'viewBox="0 0 1200 ' in wide and 'data-fit="width"' not in wide
    assert 'viewBox="0 0 480 ' in narrow and 'data-fit="width"' in narrow
    ruins = embed()
    plain = ruins.board()
    ruins.narrow = True
    assert ruins.board() == plain


def test_a_die_tapped_in_a_walking_on_the_moon_embed_goes_on_the_next_free_slot() -> None:
    """As at the table (one tap a die), not "No move there now": the die tapped while programming
    is tried on the first empty jump slot."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "pyengine/scenarios/walking_moon/dice.json").read_text()
    view = Embed(Options(origins=(OWN,), interactive=True), ["en"])
    assert view.load_text(text)
    step = next(i for i in range(view.steps + 1) if _programming(view.scenario.match(i)))
    view.go(step)
    match = view.match
    assert match is not None
    die = next(d for d, slot in enumerate(match.state["program"]) if slot is None)
    view.target(f"die:{die}")
    assert view.notice == "" and view.trial is not None
    assert view.trial.entries[-1].action == {"type": "assign", "die": die, "target": "slot:0"}
    view.command("reset")
    view.target("slot:1")  # a slot tapped: one button a die colour, no two alike
    buttons = re.findall(r'data-command="act"[^>]*>([^<]*)<', view.actions())
    assert len(view.choices) > len(buttons) > 1 and len(set(buttons)) == len(buttons)


@pytest.mark.parametrize("interactive", [False, True])
def test_an_overview_zone_tapped_in_an_embed_draws_that_part_large_until_the_step_changes(interactive: bool) -> None:
    """As at the table: a rules-site reader may look along the track, not "Nothing here"."""
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "pyengine/scenarios/walking_moon/dice.json").read_text()
    view = Embed(Options(origins=(OWN,), interactive=interactive), ["en"])
    assert view.load_text(text)
    squares = re.compile(r'data-square="(\d+),\d+"')
    assert min(int(c) for c in squares.findall(view.board())) < 22
    view.target("look:22")
    assert view.notice == "" and view.trial is None  # nothing tried, nothing refused
    assert min(int(c) for c in squares.findall(view.board())) == 22
    view.command("forward")
    assert view.look == ""  # another step: the window follows play again


def _programming(match: Match) -> bool:
    from pyengine.games.walking_moon.moves import decision

    return (
        match.to_move >= 0
        and decision(match.state) == "program"
        and not any(s is not None for s in match.state["program"])
    )


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_hint_attribute_asks_then_reveals_the_coachs_choices_in_the_embeds_language(lang: str) -> None:
    from spacetable_web.embed import tr

    from pyengine.bots.coach import hint
    from pyengine.i18n import translate as say

    assert parse_options("?hint=1", "", OWN).hint and not parse_options("", "", OWN).hint
    plain = embed()
    plain.command("last")
    assert "embed-coach" not in plain.render()  # no question without the attribute
    view = embed(hint=True)
    view.command("lang", lang)
    assert view.hint_position() is None and "embed-coach" not in view.render()  # step 0: nobody decides
    view.command("last")  # Yellow decides between many moves
    match = view.hint_position()
    assert match is not None
    html = view.render()
    assert tr("ui.embed.ask", lang) in html and 'data-command="reveal-hint"' in html
    view.command("reveal-hint")
    assert tr("ui.embed.revealing", lang) in view.render()
    choices = hint(match, match.to_move, "normal", seed=1, iterations=12)
    view.show_hint([choice.to_json() for choice in choices])
    html = view.render()
    assert html.count('class="hint-choice"') == len(choices) == 3
    names = [s["name"] for s in match.seats]
    for choice in choices:
        assert escape_text(say(choice.text, lang, names)) in html
        for reason in choice.reasons:
            assert escape_text(say(reason, lang, names)) in html
    assert ".coach." not in html and "%" in html  # reasons and chances read, no catalog key shows
    view.command("back")
    assert 'class="hint-choice"' not in view.render()  # the answer was for the step left


def escape_text(text: str) -> str:
    """Text as the markup escapes it."""
    from html import escape

    return escape(text)
